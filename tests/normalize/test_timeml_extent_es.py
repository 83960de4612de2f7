"""Spanish TimeML extents and sets under ``convention="timeml"`` (issue 19, item 6).

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2002, 1, 2)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(builtin_rules("es"), TaggerSettings(convention="timeml"))


def spans(tagger: TemporalTagger, text: str) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, REF)]


@pytest.mark.parametrize("text,expected", [
    ("Cotizan en bolsa durante el 2000 .", "el 2000"),
    ("Consiguió mucho durante los cuatro días de la cita .", "los cuatro días"),
    ("Ha gobernado desde 1995 .", "1995"),
    ("Lo ampliará en el futuro .", "el futuro"),
    ("Subirá en los próximos tres años .", "los próximos tres años"),
])
def test_timeml_es_extent_leaves_out_prepositions_and_keeps_articles(timeml, text, expected):
    assert [s[0] for s in spans(timeml, text)] == [expected]


def test_timeml_es_range_is_two_timexes(timeml):
    assert [s[0] for s in spans(timeml, "Ocupó el cargo entre 1992 y 1994 .")] == ["1992", "1994"]


@pytest.mark.parametrize("text,value", [
    ("Se reunirán cada seis meses .", "P6M"),
    ("Mejora cada día .", "P1D"),
    ("Beben 6 kilos al año .", "P1Y"),
    ("La tasa anual es alta .", "P1Y"),
    ("Navegan 40 horas mensuales .", "P1M"),
])
def test_timeml_es_sets(timeml, text, value):
    assert [s[1:] for s in spans(timeml, text) if s[1] == "SET"] == [("SET", value)]


def test_timeml_es_day_of_month_and_last_night(timeml):
    assert spans(timeml, "Actúan desde hoy hasta el día 8 .")[-1][2] == "2002-01-08"
    assert spans(timeml, "Votaron el pasado día 3 .")[0][2] == "2001-12-03"
    assert spans(timeml, "Falleció anoche .")[0][1:] == ("TIME", "2002-01-01TNI")
