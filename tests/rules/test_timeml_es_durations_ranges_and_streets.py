"""Spanish: durations and a half, month ranges, "seguidos", streets named after dates (round 6).

Spanish TIMEX3 extents and values under ``convention="timeml"``, round 6 of issue 19 (branch s19tx): groups of
errors left on the Spanish TimeBank training data. Sentences are written for these tests; none comes from the gold
corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import REF_ES as REF
from timeml_news import found_es as found
from timeml_news import timeml_es_tagger

from spacy_tempoeval.tagger import TemporalTagger


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return timeml_es_tagger()


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


def test_a_weekday_after_para_is_the_coming_one(timeml):
    # 2000-07-15 is a Saturday: "para el domingo" is the next day, not the Sunday before
    tags = {t.text: t.value for t in timeml.tag("Hoy hizo frío y para el domingo se anuncian heladas .",
                                                dt.date(2000, 7, 15))}
    assert tags.get("el domingo") == "2000-07-16"


@pytest.mark.parametrize("text,phrase,expected", [
    ("Pidió a la oposición los 100 primeros días de tregua .", "los 100 primeros días", ("DURATION", "P100D")),
    ("El índice cayó tras varias jornadas de subidas .", "varias jornadas", ("DURATION", "PXD")),
    ("La huelga durará toda la semana , dijo el sindicato .", "toda la semana", ("DURATION", "P1W")),
    ("El azar hará que algún día lo lea .", "algún día", ("DATE", "FUTURE_REF")),
])
def test_vague_and_whole_units_are_timexes(timeml, text, phrase, expected):
    assert found(timeml, text).get(phrase) == expected


@pytest.mark.parametrize("text", ["Los tipos subieron hasta el nivel actual del 5,5 % .",
                                  "Quieren saber si el estado actual del proyecto es el previsto ."])
def test_actual_after_a_noun_is_the_present_also_before_de(timeml, text):
    assert found(timeml, text).get("actual") == ("DATE", "PRESENT_REF")


def test_la_actual_de_stays_untagged(timeml):
    assert "actual" not in found(timeml, "La sede, la actual de Madrid, cerrará .")


def test_este_mismo_ano_with_its_year_is_one_timex(timeml):
    got = found(timeml, "El déficit bajará este mismo año 2000 al 0,5 % .")
    assert got == {"este mismo año 2000": ("DATE", "2000")}


@pytest.mark.parametrize("text,phrase,value", [
    ("Se reunieron ayer por la tarde en Madrid .", "ayer por la tarde", "2000-05-31TAF"),
    ("Saldrán mañana por la mañana hacia Lima .", "mañana por la mañana", "2000-06-02TMO"),
])
def test_ayer_manana_with_a_part_of_day_carry_it_in_the_value(timeml, text, phrase, value):
    # b14 (issue 19): under timeml the day and its part of the day are two TIMEX3s (the Spanish TimeBank's "el
    # Jueves por la tarde"), the part carrying the combined value; one span under rag
    # (tests/rules/test_es_news_day_parts_and_same_period.py)
    day, part = phrase.split(" por ")
    assert found(timeml, text) == {day: ("DATE", value.split("T")[0]), part: ("TIME", value)}


@pytest.mark.parametrize("text,phrase,value", [
    ("El mercado abre todos los martes por la mañana .", "todos los martes", "XXXX-WXX-2"),
    ("Cierra los domingos .", "los domingos", "XXXX-WXX-7"),
    ("Se reúnen cada viernes .", "cada viernes", "XXXX-WXX-5"),
])
def test_a_recurring_weekday_is_the_set_of_that_weekday(timeml, text, phrase, value):
    assert found(timeml, text).get(phrase) == ("SET", value)


@pytest.mark.parametrize("text,phrase,value,mod", [
    ("Las obras acabarán en la primera quincena de julio .", "la primera quincena de julio", "2000-07", "START"),
    ("Desde los primeros días de agosto habrá protestas .", "los primeros días de agosto", "2000-08", "START"),
    ("Se votará la segunda quincena de mayo de 1999 .", "la segunda quincena de mayo de 1999", "1999-05", "END"),
])
def test_a_part_of_a_month_belongs_to_its_timex_with_a_mod(timeml, text, phrase, value, mod):
    tags = {t.text: (t.value, t.mod) for t in timeml.tag(text, REF)}
    assert tags.get(phrase) == (value, mod)


@pytest.mark.parametrize("text,phrase,expected", [
    ("Hubo dos incendios la pasada madrugada en Lugo .", "la pasada madrugada", ("TIME", "2000-06-01TMO")),
    ("La cumbre empieza el martes 6 , en Madrid .", "el martes 6", ("DATE", "2000-06-06")),
    ("El pago vence el 15 de este mes .", "el 15 de este mes", ("DATE", "2000-06-15")),
    ("Las ventas de fin de año subieron .", "fin de año", ("DATE", "2000")),
    ("El autobús pasa cada hora .", "cada hora", ("SET", "PT1H")),
])
def test_spanish_news_forms_are_one_timex(timeml, text, phrase, expected):
    assert found(timeml, text).get(phrase) == expected


def test_a_weekday_before_a_count_keeps_the_count_out(timeml):
    assert "el domingo 2" not in found(timeml, "Marcó el domingo 2 goles .")
