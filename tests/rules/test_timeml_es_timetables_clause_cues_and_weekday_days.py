"""Issue 19 (prefix ``e21-``): what the second round of Spanish whole articles (``probe_news_es_docs.jsonl`` ids
18-28) found. A weekday with its day of the month is the nearest month where that day is that weekday ("el domingo
11"); a weekly timetable ("de martes a domingo, de 10.00 a 20.00 horas") is two weekday SETs and two times of no
day; a news clock time takes no later day across a new clause ("a las 22.30 horas y se prolongará hasta el 25");
"tras la del 22 de marzo" and "desde enero y prevé" lean back; a date's own clause after "que" / ", y" keeps its
own cue; "cada seis horas" is a SET; "la última semana" is this week. Sentences are written for these tests; none
comes from a gold corpus or the probe file.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest
from timeml_news import found as shared_found

from spacy_tempoeval.tagger import TemporalTagger


def found(tagger: TemporalTagger, text: str, ref: str) -> Dict[str, tuple]:
    """``timeml_news.found`` with the reference date written as ISO text (``es``: tests/rules/conftest.py)."""
    return shared_found(tagger, text, dt.date.fromisoformat(ref))


# -- a weekday with its day of the month --------------------------------------------------------------------------
@pytest.mark.parametrize("text,ref,expected", [
    # before: 2010-06-11 (a Friday), the nearest 11th whatever its weekday
    ("El concierto del domingo 11 se celebrará en el puerto.", "2010-07-02", "2010-07-11"),
    ("El Gobierno decidió que el lunes 15 será festivo.", "2011-08-11", "2011-08-15"),
    ("El pasado lunes 11 dimitió el consejero.", "2010-07-02", "2010-01-11"),
])
def test_weekday_with_day_number_is_a_month_where_it_falls_on_that_weekday(es, text, ref, expected):
    assert [v for k, v in found(es, text, ref).items() if "1" in k] == [("DATE", expected)]


def test_weekday_with_day_number_of_the_current_month_unchanged(es):
    """Counter-example: when the nearest such day is the reference month's, it stays that."""
    assert found(es, "La votación será el martes 6 en el Congreso.", "2012-03-01") == {
        "el martes 6": ("DATE", "2012-03-06")}


# -- weekly timetables ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("La muestra podrá visitarse de martes a domingo, de 10.00 a 20.00 horas.",
     {"martes": ("SET", "XXXX-WXX-2"), "domingo": ("SET", "XXXX-WXX-7"), "10.00": ("TIME", "T10:00"),
      "20.00 horas": ("TIME", "T20:00")}),
    ("Las brigadas trabajarán de lunes a sábado, de 07:00 a 16:00, en los barrios.",
     {"lunes": ("SET", "XXXX-WXX-1"), "sábado": ("SET", "XXXX-WXX-6"), "07:00": ("TIME", "T07:00"),
      "16:00": ("TIME", "T16:00")}),
    ("La biblioteca abre de lunes a viernes entre las 9.30 y las 14.00 horas.",
     {"lunes": ("SET", "XXXX-WXX-1"), "viernes": ("SET", "XXXX-WXX-5"), "las 9.30": ("TIME", "T09:30"),
      "las 14.00 horas": ("TIME", "T14:00")}),
])
def test_weekly_timetable_is_weekday_sets_and_times_of_no_day(es, text, expected):
    """Before: the days around the reference date and "domingo, de 10.00" one dated TIME."""
    assert found(es, text, "2010-07-02") == expected


def test_weekday_range_without_clock_range_stays_days(es):
    """Counter-example: "de lunes a viernes" alone may be one week's days."""
    assert found(es, "La huelga de limpieza será de lunes a viernes.", "2010-07-02") == {
        "lunes": ("DATE", "2010-07-05"), "viernes": ("DATE", "2010-07-09")}


# -- a news clock time and a later day --------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("El certamen arranca esta noche con un recital a las 22.30 horas y se prolongará hasta el 25 de julio.",
     {"esta noche": ("TIME", "2010-07-02TNI"), "las 22.30 horas": ("TIME", "2010-07-02T22:30"),
      "el 25 de julio": ("DATE", "2010-07-25")}),
    ("El lunes se jugarán dos partidos, el último a las 21.30 horas, y la jornada acabará el martes 6 de julio.",
     {"El lunes": ("DATE", "2010-07-05"), "las 21.30 horas": ("TIME", "2010-07-05T21:30"),
      "el martes 6 de julio": ("DATE", "2010-07-06")}),
])
def test_clock_time_takes_no_later_day_across_a_new_clause(es, text, expected):
    """Before: the later day's time (25 July's, Tuesday's)."""
    assert found(es, text, "2010-07-02") == expected


@pytest.mark.parametrize("text,value", [
    ("La sesión comenzará a las 10.00 horas del lunes.", "2010-07-05T10:00"),
    ("Los colegios abrirán a las 9.00 horas el domingo.", "2010-07-04T09:00"),
])
def test_clock_time_still_takes_its_own_later_day(es, text, value):
    """Counter-examples: nothing but the time's own words between it and the day."""
    assert [v for v in found(es, text, "2010-07-02").values() if v[0] == "TIME"][0] == ("TIME", value)


# -- tense cues -------------------------------------------------------------------------------------------------------
def test_tras_la_del_leans_back(es):
    """Before: 2013-03-29, the nearest 29 March (no other cue in the clause)."""
    assert found(es, "Es el segundo paro general de este año, tras el del 29 de marzo.", "2012-11-12") == {
        "este año": ("DATE", "2012"), "del 29 de marzo": ("DATE", "2012-03-29")}


def test_tras_with_the_date_own_article_is_not_read(es):
    """Counter-example: "tras el 15 de marzo" ("el" inside the date) and a future verb: ahead."""
    assert found(es, "Las obras empezarán tras el 15 de marzo.", "2012-11-12") == {
        "el 15 de marzo": ("DATE", "2013-03-15")}


def test_desde_leans_back_over_the_next_predicate_cue(es):
    """Before: 2014-01 ("prevé", the next predicate's future, decided)."""
    assert found(es, "El grupo ha cerrado nueve tiendas desde febrero y prevé abrir otras dos.", "2013-10-29") == {
        "febrero": ("DATE", "2013-02")}


def test_desde_with_its_own_future_verb_unchanged(es):
    """Counter-example: a future verb before the date still decides."""
    assert found(es, "La tarifa se aplicará desde febrero y prevé ahorros.", "2013-10-29") == {
        "febrero": ("DATE", "2014-02")}


@pytest.mark.parametrize("text,expected", [
    ("El alcalde anunció que el lunes 15 será día festivo en la ciudad.", ("DATE", "2011-08-15")),
    ("La banda que tocó en 2008 vuelve hoy, y el domingo 11 la plaza acogerá otro concierto.", ("DATE", "2011-09-11")),
])
def test_date_in_its_own_clause_keeps_its_own_cue(es, text, expected):
    """Before: the past cue before "que" / ", y" decided (the Monday 15 and the Sunday 11 before)."""
    assert [v for k, v in found(es, text, "2011-08-11").items() if "1" in k] == [expected]


def test_cue_before_que_still_decides_without_a_cue_after(es):
    """Counter-example: no cue after the date, so the reporting verb still decides."""
    assert found(es, "El ministro anunció que el martes.", "2011-08-11") == {"el martes": ("DATE", "2011-08-09")}


# -- sets and weeks ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("El servicio actualizará el aviso cada seis horas.", {"cada seis horas": ("SET", "PT6H")}),
    ("Se toma una dosis cada 12 horas.", {"cada 12 horas": ("SET", "PT12H")}),
    ("La reunión duró seis horas.", {"seis horas": ("DURATION", "PT6H")}),
    ("Pasa un autobús cada hora.", {"cada hora": ("SET", "PT1H")}),
])
def test_every_n_clock_units_is_a_set(es, text, expected):
    """Before: "seis horas" alone, a DURATION (the last two are counter-examples, unchanged)."""
    assert found(es, text, "2014-05-23") == expected


@pytest.mark.parametrize("text,expected", [
    ("En la última semana se notificaron 14 casos.", {"la última semana": ("DATE", "2014-W21")}),
    ("La semana pasada se notificaron 14 casos.", {"La semana pasada": ("DATE", "2014-W20")}),
    ("La feria será la última semana de junio.", {"la última semana de junio": ("DATE", "2014-W26")}),
])
def test_la_ultima_semana_is_this_week(es, text, expected):
    """Before: 2014-W20 (the Spanish TimeBank's one case is the week of its reference date)."""
    assert found(es, text, "2014-05-23") == expected
