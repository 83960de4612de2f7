"""Spanish news under ``convention="timeml"``: a weekly schedule with one clock time, "del ejercicio anterior", a
postposed attribution (", anunció hoy ..."), a clock time before "tras" and a later day.

Issue 19, what the fourth round of whole Spanish articles (``probe_news_es_docs.jsonl`` ids 41-52) and the third
round's leftovers found: "de lunes a sábado a partir de las 17.00 horas" (the weekdays the days around the
reference date, the clock a dated TIME), "frente al beneficio de 140 millones del ejercicio anterior" (untagged),
"cerrar la reforma antes del verano, anunció hoy la presidencia" (the summer gone by: "anunció" read as the clause's
past), "debutará mañana [...] a partir de las 11.00 horas, tras conquistar el pasado domingo" (the clock on the
Sunday gone by). Sentences are written for these tests; each fix has its counter-examples.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest
from timeml_news import timeml_es_tagger

from spacy_tempoeval.tagger import TemporalTagger

MONDAY = dt.date(2014, 2, 10)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return timeml_es_tagger()


def tagged(tagger: TemporalTagger, text: str, ref: dt.date = MONDAY) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, ref)]


# -- a weekly schedule with one clock time --------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("La sala ha previsto cuatro sesiones semanales, de lunes a jueves, a partir de las 9.30 horas.",
     [("lunes", "SET", "XXXX-WXX-1"), ("jueves", "SET", "XXXX-WXX-4"), ("las 9.30 horas", "TIME", "T09:30")]),
    ("Las taquillas abrirán de lunes a sábado a partir de las 17.00 horas.",
     [("lunes", "SET", "XXXX-WXX-1"), ("sábado", "SET", "XXXX-WXX-6"), ("las 17.00 horas", "TIME", "T17:00")]),
    ("El museo abre de martes a domingo hasta las 20.00 horas.",
     [("martes", "SET", "XXXX-WXX-2"), ("domingo", "SET", "XXXX-WXX-7"), ("las 20.00 horas", "TIME", "T20:00")]),
])
def test_a_weekday_range_with_one_clock_time_is_a_weekly_schedule(timeml, text, expected):
    """Before: the weekdays were the days around the reference date and the clock one dated TIME."""
    got = tagged(timeml, text)
    for item in expected:
        assert item in got


@pytest.mark.parametrize("text", [
    "La huelga será de lunes a viernes, desde las 00.00 horas.",  # "desde": one week's strike, not listed
    "La huelga irá del lunes al viernes a partir de las 00.00 horas.",  # with articles: one week's days
])
def test_a_strike_week_with_one_clock_time_stays_dated(timeml, text):
    got = tagged(timeml, text)
    assert not [t for t in got if t[1] == "SET"]
    assert [t for t in got if t[1] == "TIME" and t[2].startswith("2014-")]


# -- "del ejercicio anterior" -----------------------------------------------------------------------------------------
def test_the_fiscal_year_before_counts_from_the_year_the_text_named(timeml):
    """Before: untagged."""
    got = tagged(timeml, "La empresa cerró el ejercicio 2007 con unas pérdidas de 85 millones, frente al beneficio de "
                         "140 millones del ejercicio anterior.", dt.date(2008, 3, 6))
    assert ("el ejercicio 2007", "DATE", "2007") in got
    assert ("del ejercicio anterior", "DATE", "2006") in got


def test_the_same_period_of_the_fiscal_year_before_stays_one_expression(timeml):
    got = tagged(timeml, "El beneficio del tercer trimestre de 2012 cayó un 18 por ciento frente al mismo periodo del "
                         "ejercicio anterior.", dt.date(2012, 10, 31))
    assert ("al mismo periodo del ejercicio anterior", "DATE", "2011-Q3") in got
    assert not [t for t in got if t[0] == "del ejercicio anterior"]


# -- a postposed attribution is no tense cue ------------------------------------------------------------------------
def test_a_report_verb_after_a_comma_does_not_turn_the_date_back(timeml):
    """Before: "del verano" read on 4 Apr 2003 was 2002-SU ("anunció" the nearest cue)."""
    got = tagged(timeml, "Los ministros se reunirán el lunes y el martes en Luxemburgo para intentar cerrar la reforma "
                         "de la política agrícola común antes del verano, anunció hoy la presidencia.",
                 dt.date(2003, 4, 4))
    assert ("del verano", "DATE", "2003-SU") in got


@pytest.mark.parametrize("text,expected", [
    ("Los hechos ocurrieron el viernes, informó la policía.", ("el viernes", "DATE", "2013-04-12")),
    ("El jurado anunció el viernes el fallo del premio.", ("el viernes", "DATE", "2013-04-12")),
    ("La reunión será el viernes, informó la policía.", ("el viernes", "DATE", "2013-04-19")),
])
def test_the_clause_s_own_cue_still_decides(timeml, text, expected):
    """A left cue, or a report verb that is the clause's own (no comma), still points back; a future stays ahead
    (read on Wednesday 17 April 2013: the Friday ahead is the 19th, the one gone by the 12th)."""
    assert expected in tagged(timeml, text, dt.date(2013, 4, 17))


# -- a clock time before "tras" and a later day ---------------------------------------------------------------------
def test_a_clock_time_does_not_take_the_day_after_tras(timeml):
    """Before: "las 11.00 horas" took the Sunday gone by (2005-05-15)."""
    got = tagged(timeml, "El tenista debutará mañana en Roland Garros ante un jugador procedente de la fase previa, en "
                         "un partido programado en la pista 2 a partir de las 11.00 horas, tras conquistar el pasado "
                         "domingo en Roma su primer título.", dt.date(2005, 5, 22))
    assert ("las 11.00 horas", "TIME", "2005-05-23T11:00") in got
    assert ("el pasado domingo", "DATE", "2005-05-15") in got


def test_a_clock_time_right_before_its_day_keeps_it(timeml):
    got = tagged(timeml, "El concierto empezará a las 20.00 horas del lunes 23.", dt.date(2005, 5, 22))
    assert ("las 20.00 horas del lunes 23", "TIME", "2005-05-23T20:00") in got
