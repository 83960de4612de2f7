"""Spanish TIMEX3 extents and values under ``convention="timeml"``, round 6 of issue 19 (branch s19tx): groups of
errors left on the Spanish TimeBank training data. Sentences are written for these tests; none comes from the gold
corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2000, 6, 1)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(builtin_rules("es"), TaggerSettings(convention="timeml"))


def found(tagger: TemporalTagger, text: str) -> Dict[str, tuple]:
    return {t.text: (t.label, t.value) for t in tagger.tag(text, REF)}


@pytest.mark.parametrize("text,phrase,value", [
    ("El estreno llegó tres semanas y media después de la gala .", "tres semanas y media", "P3.5W"),
    ("Vivió en Lima durante un año y medio .", "un año y medio", "P1.5Y"),
    ("La reunión duró dos horas y media .", "dos horas y media", "PT2H30M"),
])
def test_a_duration_and_a_half_is_one_timex(timeml, text, phrase, value):
    assert found(timeml, text).get(phrase) == ("DURATION", value)


def test_minutes_and_seconds_with_a_dot_are_one_duration(timeml):
    assert found(timeml, "Llegó a 2.35 minutos del líder de la carrera .") == {"2.35 minutos": ("DURATION", "PT2M35S")}


def test_the_first_month_of_a_range_takes_the_year_at_its_end(timeml):
    assert found(timeml, "Las ventas subieron entre febrero y abril de 1997 , según la empresa .") == {
        "febrero": ("DATE", "1997-02"), "abril de 1997": ("DATE", "1997-04")}


def test_units_in_a_row_take_in_seguidos(timeml):
    assert found(timeml, "Y ya son tres años seguidos sin títulos .") == {"tres años seguidos": ("DURATION", "P3Y")}


def test_a_street_named_after_a_date_is_no_timex(timeml):
    assert found(timeml, "Los corredores pasaron por la Avenida 9 de Julio , en el centro .") == {}


def test_a_demonstrative_before_a_quantity_belongs_to_the_timex(timeml):
    assert "estos cinco años" in found(timeml, "En estos cinco años la empresa creció mucho .")


def test_a_bare_plural_keeps_antes_before_de(timeml):
    assert found(timeml, "Semanas antes de la votación , el partido cambió de líder .") == {
        "Semanas antes": ("DURATION", "PXW")}


def test_a_weekday_after_para_is_the_coming_one():
    tagger = TemporalTagger(builtin_rules("es"), TaggerSettings(convention="timeml"))
    # 2000-07-15 is a Saturday: "para el domingo" is the next day, not the Sunday before
    tags = {t.text: t.value for t in tagger.tag("Hoy hizo frío y para el domingo se anuncian heladas .",
                                                dt.date(2000, 7, 15))}
    assert tags.get("el domingo") == "2000-07-16"
