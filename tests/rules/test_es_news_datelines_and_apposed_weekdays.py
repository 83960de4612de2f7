"""Spanish news: datelines, a weekday with its day in apposition, "lustros", "del año en curso" (h16-).

Issue 19, branch h19h (prefix ``h16-``): what the eighth Spanish news probe round (wire copy,
``probe-news-es-325..396``) showed under ``convention="timeml"``:

* a news agency's dateline ("Madrid, 12 mar (EFE).-") carries the story's date: "12 mar" (h16-dateline_day_month;
  only before "(" or the end of the text, "mar" is also the sea);
* a weekday with its day of the month in apposition, "el próximo lunes, día 18", is one TIMEX3, that day
  (h16-weekday_comma_day), as "el lunes 18"; "hoy, martes, 12 de marzo" one TIMEX3 (h16-today_weekday_date);
* "pasado mañana por la tarde" / "anteayer por la noche": the day after tomorrow's / the day before yesterday's part
  of the day (h16-day_word2_daypart; two TIMEX3s under timeml as "mañana por la tarde", one under rag);
* "los últimos tres lustros" P15Y (h16-lustros);
* a quarter, half, month or day "del año en curso" / "del corriente año" is one TIMEX3 of the reference year
  (h16-quarter_year_in_course, h16-half_year_in_course, h16-month_year_in_course), as "del presente año";
* "los años treinta del siglo XX" is one TIMEX3, 193 (h16-decade_of_century);
* "todo el año pasado" keeps "todo" (h16-whole_rel_unit), as the Spanish TimeBank's "todo el verano pasado";
* "esta madrugada" is the reference day's (timeml_this_daypart), not the date of another day in its sentence.

Sentences are written for these tests; none comes from a gold corpus or the probe file. Read on Tuesday 2013-03-12
unless a test says otherwise.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 3, 12)


@pytest.fixture(scope="module")
def es_rag() -> TemporalTagger:
    return TemporalTagger(builtin_rules("es"), TaggerSettings())


def found(tagger: TemporalTagger, text: str, ref: dt.date = REF) -> Dict[str, tuple]:
    return {t.text: (t.label, t.value) for t in tagger.tag(text, ref)}


# --- datelines ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,ref,expr,value", [
    ("Madrid, 12 mar (EFE).- El Gobierno aprobará la ley.", REF, "12 mar", "2013-03-12"),
    ("Lisboa, 28 feb (EFE).- La huelga paralizó el país.", dt.date(2013, 2, 28), "28 feb", "2013-02-28"),
    # h19e: the abbreviation's dot before the agency is part of it, as "Dec. 31" in English ("26 Nov. (EUROPA PRESS)")
    ("Quito, 1 dic. (AFP).- Las lluvias dejaron tres muertos.", dt.date(2014, 12, 1), "1 dic.", "2014-12-01"),
    ("México, 31 dic (EFE).- Miles de personas celebraron la Nochevieja.", dt.date(2015, 1, 1), "31 dic",
     "2014-12-31"),
])
def test_dateline_date_is_tagged(es, es_rag, text, ref, expr, value):
    assert found(es, text, ref)[expr] == ("DATE", value)
    assert found(es_rag, text, ref)[expr] == ("DATE", value)


@pytest.mark.parametrize("text", [
    "El barco se hundió a 12 mar adentro del puerto.",
    "Se bañaron en el mar (Mediterráneo) toda la tarde.",
    "Los 3 mar y tierra (un menú) cuestan 20 euros.",
])
def test_sea_is_not_a_dateline(es, text):
    assert not any(v[0] == "DATE" and "mar" in k for k, v in found(es, text).items())


# --- a weekday with its day of the month; "hoy, martes, 12 de marzo" -------------------------------------------

@pytest.mark.parametrize("text,expr,value", [
    ("El jurado dará su veredicto el próximo lunes, día 18.", "el próximo lunes, día 18", "2013-03-18"),
    ("La reunión se celebró el pasado viernes, día 8, en Lima.", "el pasado viernes, día 8", "2013-03-08"),
    ("El Congreso votará el jueves, día 21, la reforma.", "el jueves, día 21", "2013-03-21"),
    ("El acto será el lunes, día 18 de marzo.", "el lunes, día 18 de marzo", "2013-03-18"),
])
def test_weekday_comma_day_is_one_timex(es, text, expr, value):
    assert found(es, text) == {expr: ("DATE", value)}


def test_weekday_comma_day_needs_dia(es):
    # "el lunes, 18 personas": a count after the comma stays out
    assert found(es, "Murieron el lunes, 18 personas según la policía.") == {"el lunes": ("DATE", "2013-03-11")}


@pytest.mark.parametrize("text,expr,value", [
    ("Hoy, martes, 12 de marzo, se cumplen dos años del accidente.", "Hoy, martes, 12 de marzo", "2013-03-12"),
    ("El pleno se reunió ayer, lunes, 11 de marzo de 2013, en Bilbao.", "ayer, lunes, 11 de marzo de 2013",
     "2013-03-11"),
])
def test_today_weekday_date_is_one_timex(es, text, expr, value):
    assert found(es, text)[expr] == ("DATE", value)


def test_today_weekday_alone_unchanged(es):
    assert found(es, "Hoy, martes, se cumplen dos años.") == {"Hoy, martes": ("DATE", "2013-03-12"),
                                                             "dos años": ("DURATION", "P2Y")}


# --- "pasado mañana por la tarde", "anteayer por la noche" -------------------------------------------------------

def test_day_after_tomorrow_part_of_day_timeml(es):
    assert found(es, "El presidente viajará pasado mañana por la tarde a Roma.") == {
        "pasado mañana": ("DATE", "2013-03-14"), "la tarde": ("TIME", "2013-03-14TAF")}


def test_day_before_yesterday_part_of_day_timeml(es):
    assert found(es, "El incendio se declaró anteayer por la noche.") == {
        "anteayer": ("DATE", "2013-03-10"), "la noche": ("TIME", "2013-03-10TNI")}


def test_day_after_tomorrow_part_of_day_rag_is_one_span(es_rag):
    assert found(es_rag, "El presidente viajará pasado mañana por la tarde a Roma.") == {
        "pasado mañana por la tarde": ("TIME", "2013-03-14TAF")}


def test_tomorrow_part_of_day_unchanged(es):
    assert found(es, "El ministro llegará mañana por la mañana.") == {
        "mañana": ("DATE", "2013-03-13"), "la mañana": ("TIME", "2013-03-13TMO")}


# --- lustros -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,expr,value", [
    ("Los precios cayeron en los últimos tres lustros.", "los últimos tres lustros", "P15Y"),
    ("La obra duró dos lustros.", "dos lustros", "P10Y"),
    ("El paro creció en los dos últimos lustros.", "los dos últimos lustros", "P10Y"),
    ("La empresa opera desde hace más de cuatro lustros.", "más de cuatro lustros", "P20Y"),
])
def test_lustros_are_durations(es, text, expr, value):
    assert found(es, text) == {expr: ("DURATION", value)}


def test_one_lustro_unchanged(es):
    assert found(es, "Ha crecido en el último lustro.") == {"el último lustro": ("DURATION", "P5Y")}


# --- "del año en curso" ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,expr,value", [
    ("El PIB creció en el primer trimestre del año en curso.", "el primer trimestre del año en curso", "2013-Q1"),
    ("Las ventas subieron en el segundo trimestre del ejercicio en curso.",
     "el segundo trimestre del ejercicio en curso", "2013-Q2"),
    ("El paro bajó en el primer semestre del año en curso.", "el primer semestre del año en curso", "2013-H1"),
    ("La obra acabará en el segundo semestre del corriente año.", "el segundo semestre del corriente año",
     "2013-H2"),
    ("La ley se aprobó en febrero del año en curso.", "febrero del año en curso", "2013-02"),
    ("El plazo vence el 30 de junio del año en curso.", "el 30 de junio del año en curso", "2013-06-30"),
])
def test_period_of_the_year_in_course_is_one_timex(es, text, expr, value):
    assert found(es, text) == {expr: ("DATE", value)}


def test_year_in_course_alone_unchanged(es):
    assert found(es, "Las ventas del año en curso crecen.") == {"del año en curso": ("DATE", "2013")}


# --- a decade of a named century ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text,expr,value", [
    ("Es el peor dato desde los años treinta del siglo XX.", "los años treinta del siglo XX", "193"),
    ("La ciudad creció en los años 60 del siglo XIX.", "los años 60 del siglo XIX", "186"),
    ("Nació en la década de los años veinte del siglo XX.", "la década de los años veinte del siglo XX", "192"),
])
def test_decade_of_century_is_one_timex(es, text, expr, value):
    assert found(es, text) == {expr: ("DATE", value)}


def test_decade_alone_unchanged(es):
    assert found(es, "La moda de los años setenta vuelve.") == {"los años setenta": ("DATE", "197")}


# --- "todo el año pasado" ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,expr,value", [
    ("El paro subió durante todo el año pasado.", "todo el año pasado", "2012"),
    ("Llovió toda la semana pasada en Galicia.", "toda la semana pasada", "2013-W10"),
    ("Las obras seguirán durante todo el próximo año.", "todo el próximo año", "2014"),
    ("La campaña durará todo este mes.", "todo este mes", "2013-03"),
])
def test_whole_relative_unit_keeps_todo(es, text, expr, value):
    assert found(es, text) == {expr: ("DATE", value)}


def test_whole_week_duration_unchanged(es):
    # "toda la semana" with no deictic word stays the duration of the Spanish TimeBank (w6-whole_week_day)
    assert found(es, "La protesta durará toda la semana.") == {"toda la semana": ("DURATION", "P1W")}


# --- "esta madrugada" --------------------------------------------------------------------------------------------

def test_this_early_morning_is_the_reference_day(es):
    ref = dt.date(2015, 2, 16)
    text = "El volcán registró esta madrugada una explosión, la tercera desde el pasado 2 de febrero."
    assert found(es, text, ref) == {"esta madrugada": ("TIME", "2015-02-16TMO"),
                                    "el pasado 2 de febrero": ("DATE", "2015-02-02")}


def test_bare_madrugada_still_takes_the_date_of_its_sentence(es):
    text = "Los hechos ocurrieron la madrugada del 2 de febrero."
    assert found(es, text) == {"la madrugada del 2 de febrero": ("TIME", "2013-02-02TMO")}
