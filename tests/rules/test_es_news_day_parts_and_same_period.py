"""Spanish news: a day and "por la <part>", the part of a dated day, "medio", "el mismo periodo" (b14-).

Issue 19, branch h19b second pass (prefix ``b14-``): what fourteen more ordinary Spanish wire stories (the
seventh probe round, ``probe-news-es-311..324``) and the Spanish TimeBank showed under ``convention="timeml"``:

* a day before "por la <part>" is two TIMEX3s, the day (DATE) and the part of the day (TIME, the combined value),
  as the Spanish TimeBank's "el Jueves por la tarde" / "El mismo día por la tarde" (pack list
  TIMEML_DAYPART_LINKS, ``normalize/timeml_extent.split_daypart``); one span under ``rag``;
* "la noche del 31 de diciembre de 2017" is one TIME with the date (b14-daypart_of_date_year, b14-daypart_of_date),
  as the gold's "la noche del viernes pasado";
* "media hora", "medio siglo" are durations (b14-half_unit; the gold's "la última media hora" PT0.5H);
* "el mismo periodo de 1999" after "el primer trimestre de 1998" is 1999-Q1 (TIMEML_SAME_PERIOD_RULES,
  ``normalize/timeml_values.TimemlValues.same_period``), "al mismo mes del año anterior" the year before.

Sentences are written for these tests; none comes from a gold corpus or the probe file. Read on Thursday 2013-02-14.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on, timeml_tagger

from spacy_tempoeval.normalize.timeml_extent import ExtentWords, split_daypart
from spacy_tempoeval.normalize.timexes import TaggerSettings, Timex
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 2, 14)


@pytest.fixture(scope="module")
def es_rag() -> TemporalTagger:
    return TemporalTagger(builtin_rules("es"), TaggerSettings())


@pytest.fixture(scope="module")
def en() -> TemporalTagger:
    return timeml_tagger()


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


# --- a day and its part of the day: two TIMEX3s under timeml -------------------------------------------------

@pytest.mark.parametrize("text,day,day_value,part,value", [
    ("Las carreteras se cortaron ayer por la tarde en Burgos .", "ayer", "2013-02-13", "la tarde", "2013-02-13TAF"),
    ("El ministro llegará mañana por la mañana a Lima .", "mañana", "2013-02-15", "la mañana", "2013-02-15TMO"),
    ("Ayer por la noche hubo tormentas .", "Ayer", "2013-02-13", "la noche", "2013-02-13TNI"),
    ("Volverá mañana  por  la tarde .", "mañana", "2013-02-15", "la tarde", "2013-02-15TAF"),
])
def test_day_word_before_por_la_part_is_two_timexes_under_timeml(es, text, day, day_value, part, value):
    assert found(es, text) == {day: ("DATE", day_value), part: ("TIME", value)}


def test_day_word_before_por_la_part_is_one_span_under_rag(es_rag):
    assert found(es_rag, "Las carreteras se cortaron ayer por la tarde en Burgos .") == {
        "ayer por la tarde": ("TIME", "2013-02-13TAF")}


def test_split_keeps_offsets_and_years(es):
    text = "Se reunieron ayer por la tarde ."
    got = es.tag(text, REF)
    assert [(text[t.start:t.end], t.text) for t in got] == [("ayer", "ayer"), ("la tarde", "la tarde")]
    assert all(t.years == got[0].years for t in got) and got[0].years


def test_weekday_with_part_of_day_unchanged(es):
    assert found(es, "Llegó el martes por la tarde a Madrid .") == {
        "el martes": ("DATE", "2013-02-12"), "la tarde": ("TIME", "2013-02-12TAF")}


def test_english_lists_no_daypart_link(en):
    assert found(en, "They met yesterday afternoon in Paris .") == {"yesterday afternoon": ("TIME", "2013-02-13TAF")}


def test_split_daypart_needs_a_day_value_and_the_link():
    words = ExtentWords(daypart_links=frozenset({"por"}), articles=frozenset({"la"}))
    t = Timex(0, 17, "ayer por la tarde", "TIME", "2013-02-13TAF", None, "r", None)
    first, second = split_daypart(t, t.text, words)
    assert (first.text, first.label, first.value, second.text, second.start) == (
        "ayer", "DATE", "2013-02-13", "la tarde", 9)
    assert split_daypart(t._replace(value="TAF"), t.text, words) == [t._replace(value="TAF")]  # no day
    assert split_daypart(t, t.text, ExtentWords(articles=frozenset({"la"}))) == [t]  # no link listed


# --- a part of a dated day --------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,phrase,value", [
    ("Los hechos ocurrieron la noche del 31 de diciembre de 2017 en Valencia .",
     "la noche del 31 de diciembre de 2017", "2017-12-31TNI"),
    ("El robo se produjo en la madrugada del 11 de marzo de 2004 .", "la madrugada del 11 de marzo de 2004",
     "2004-03-11TMO"),
    ("La policía lo detuvo la tarde del 3 de febrero .", "la tarde del 3 de febrero", "2013-02-03TAF"),
    ("Llegará la mañana del próximo 20 de febrero .", "la mañana del próximo 20 de febrero", "2013-02-20TMO"),
])
def test_part_of_a_dated_day_is_one_time(es, text, phrase, value):
    assert found(es, text) == {phrase: ("TIME", value)}


# --- half a unit ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,phrase,value", [
    ("El acuerdo pone fin a más de medio siglo de conflicto .", "más de medio siglo", "P50Y"),
    ("La reunión duró media hora .", "media hora", "PT0.5H"),
    ("En la última media hora , la Bolsa subió .", "la última media hora", "PT0.5H"),
    ("Tras medio año de obras , el puente reabre .", "medio año", "P0.5Y"),
])
def test_half_a_unit_is_a_duration(es, text, phrase, value):
    assert found(es, text) == {phrase: ("DURATION", value)}


def test_medio_alone_is_not_a_duration(es):
    assert found(es, "El puente mide un metro y medio .") == {}


# --- the same period of another year ----------------------------------------------------------------------------

@pytest.mark.parametrize("text,phrase,value", [
    ("Ganó 751 millones en el primer trimestre de 2012 , frente a 1.510 millones en el mismo periodo de 2011 .",
     "el mismo periodo de 2011", "2011-Q1"),
    ("Las ventas subieron en diciembre respecto al mismo mes de 2011 .", "al mismo mes de 2011", "2011-12"),
    ("La producción creció en octubre frente al mismo mes del año anterior .", "al mismo mes del año anterior",
     "2011-10"),
    ("El paro bajó en el segundo semestre de 2012 , más que en el mismo semestre del año pasado .",
     "el mismo semestre del año pasado", "2011-H2"),
])
def test_same_period_repeats_the_last_period_named(es, text, phrase, value):
    assert found(es, text)[phrase] == ("DATE", value)


def test_same_period_without_a_period_before_keeps_the_year(es):
    assert found(es, "Los precios bajaron respecto al mismo periodo de 2011 .") == {
        "al mismo periodo de 2011": ("DATE", "2011")}


def test_same_period_under_rag_keeps_the_year(es_rag):
    got = found(es_rag, "Las ventas subieron en diciembre respecto al mismo mes de 2011 .")
    assert got["al mismo mes de 2011"] == ("DATE", "2011")


# --- "comienzos de", "inicios de" as "principios de" ------------------------------------------------------------

@pytest.mark.parametrize("text,phrase", [
    ("La crisis empezó a comienzos de 2012 .", "comienzos de 2012"),
    ("El plan se aprobó a inicios de 2011 .", "inicios de 2011"),
    ("El plan se aprobó a inicios del 2011 .", "inicios del 2011"),
    ("La crisis empezó a principios de 2012 .", "principios de 2012"),
])
def test_start_of_a_year_keeps_its_modifier(es, text, phrase):
    got = [t for t in es.tag(text, REF)]
    assert [(t.text, t.value, t.mod) for t in got] == [(phrase, phrase[-4:], "START")]
