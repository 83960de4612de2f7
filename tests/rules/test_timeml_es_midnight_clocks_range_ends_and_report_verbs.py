"""Spanish news under ``convention="timeml"``: the end of a day "las 24.00", the later end of a range, report verbs.

Issue 19, what the third round of whole Spanish articles (``probe_news_es_docs.jsonl`` ids 29-40) found: a strike
"desde las 00.00 horas del lunes hasta las 24.00 del martes" (the clock "24.00" untagged, the Tuesday the one gone
by), "del 23 de diciembre al 6 de enero" (the January before), "hasta el martes" with no other cue (the Tuesday gone
by), a figure's past "se situó" (no cue: "enero" the next January), "debe quedar aprobado antes del 15 de
noviembre" (a past), the wires' "igual periodo de 2013", "al mismo lapso de 2014", "el mismo periodo del ejercicio
anterior", "las tres últimas temporadas", "después del verano". Sentences are written for these tests; each fix has
its counter-examples.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest
from timeml_news import timeml_es_tagger

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

FRIDAY = dt.date(2013, 5, 3)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return timeml_es_tagger()


def tagged(tagger: TemporalTagger, text: str, ref: dt.date = FRIDAY) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, ref)]


# -- "las 24.00": the end of a day ---------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("La huelga irá hasta las 24.00 del martes.", ("las 24.00 del martes", "TIME", "2013-05-07T24:00")),
    ("La huelga irá hasta las 24.00 horas del martes.", ("las 24.00 horas del martes", "TIME", "2013-05-07T24:00")),
    ("El plazo vence a las 24.00 horas de hoy.", ("las 24.00 horas de hoy", "TIME", "2013-05-03T24:00")),
])
def test_the_end_of_a_day_is_a_clock_time_of_its_day(timeml, text, expected):
    """Before: "las 24.00" untagged (only "del martes") and "24.00 horas" the duration "00 horas" (PT0H)."""
    assert expected in tagged(timeml, text)


@pytest.mark.parametrize("text", ["El menú cuesta 24,00 euros.", "Subió a 24.001 acciones."])
def test_a_price_or_a_count_is_no_midnight(timeml, text):
    assert not [t for t in tagged(timeml, text) if "24" in t[0]]


# -- the later end of a range -------------------------------------------------------------------------------------
def test_a_weekday_with_its_clock_that_ends_a_range_is_after_its_start(timeml):
    """The strike: Monday read ahead (3 days), Tuesday on its own the one gone by (3 days back): the end of a
    range is not before its start, so it is the Tuesday after (as ``_week_on`` already read two bare weekdays)."""
    got = tagged(timeml, "Están convocados a una huelga de 48 horas desde las 00.00 horas del lunes hasta las 24.00 "
                         "del martes, según han anunciado este viernes los sindicatos.")
    assert ("las 00.00 horas del lunes", "TIME", "2013-05-06T00:00") in got
    assert ("las 24.00 del martes", "TIME", "2013-05-07T24:00") in got


@pytest.mark.parametrize("text,first,second", [
    ("Las vacaciones irán del 23 de diciembre al 6 de enero.", "2014-12-23", "2015-01-06"),
    ("Las vacaciones irán entre el 23 de diciembre y el 6 de enero.", "2014-12-23", "2015-01-06"),
])
def test_a_day_without_its_year_that_ends_a_range_is_after_its_start(timeml, text, first, second):
    """Before: the 6th of January read on its own, the one gone by (2014-01-06), before its range's start."""
    values = [v for _, _, v in tagged(timeml, text, dt.date(2014, 2, 10))]
    assert values == [first, second]


@pytest.mark.parametrize("text,values", [
    ("Irán del 23 de diciembre de 2014 al 6 de enero de 2014.", ["2014-12-23", "2014-01-06"]),  # written years
    ("Fue el 23 de diciembre y el 6 de enero.", ["2013-12-23", "2014-01-06"]),  # "y" with no "entre": no range
])
def test_a_written_year_or_a_list_is_not_moved(timeml, text, values):
    assert [v for _, _, v in tagged(timeml, text, dt.date(2014, 2, 10))] == values


def test_an_english_range_end_too():
    """The mechanism is the language's range words' (``IntervalMerger``): English ranges read the same, and under
    ``rag`` the two ends now make one interval (before: the end before the start, no interval)."""
    text = "The holidays will run from December 23 to January 6."
    ref = dt.date(2014, 2, 10)
    timeml = TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))
    rag = TemporalTagger(builtin_rules("en"), TaggerSettings(convention="rag"))
    assert [t.value for t in timeml.tag(text, ref)] == ["2014-12-23", "2015-01-06"]
    assert [t.value for t in rag.tag(text, ref)] == ["2014-12-23/2015-01-06"]


# -- tense cues -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,ref,expected", [
    ("La exposición, abierta al público hasta el domingo, reúne 120 obras.", dt.date(2013, 4, 8), "2013-04-14"),
    ("Los interesados tienen de plazo hasta el martes para presentar alegaciones.", dt.date(2013, 10, 17),
     "2013-10-22"),
    ("La tienda estuvo cerrada hasta el martes.", dt.date(2013, 10, 17), "2013-10-15"),  # its own past decides
])
def test_hasta_points_ahead_when_the_clause_has_no_other_cue(timeml, text, ref, expected):
    assert [v for _, _, v in tagged(timeml, text, ref)] == [expected]


@pytest.mark.parametrize("text,expected", [
    ("Entre enero y septiembre, la cifra de negocio se situó en 4.870 millones.", "2012-01"),
    ("En enero, la facturación alcanzó los 300 millones.", "2012-01"),
    ("Entre enero y septiembre, la cifra de negocio se situará en 4.870 millones.", "2013-01"),  # a future
])
def test_a_figures_preterite_is_a_past_cue(timeml, text, expected):
    """Read on 31 Oct 2012: with no cue the nearer January is the next one."""
    assert tagged(timeml, text, dt.date(2012, 10, 31))[0][2] == expected


@pytest.mark.parametrize("text,expected", [
    ("El Presupuesto debe quedar aprobado antes del 15 de noviembre.", "2015-11-15"),
    ("Las obras deben estar terminadas antes del 15 de noviembre.", "2015-11-15"),
    ("El acuerdo quedó aprobado el 15 de marzo.", "2015-03-15"),  # a past 'quedó' still decides
    ("El Presupuesto fue aprobado el 15 de noviembre.", "2014-11-15"),
])
def test_a_participle_after_quedar_or_estar_is_no_past(timeml, text, expected):
    assert tagged(timeml, text, dt.date(2015, 9, 8))[0][2] == expected


# -- the wires' same period, seasons of a league, a season's article --------------------------------------------
@pytest.mark.parametrize("text,ref,expected", [
    ("Perú recibió 883.000 turistas en el primer trimestre del año, un 7,6 por ciento más que en igual periodo de "
     "2013.", dt.date(2014, 4, 22), ("igual periodo de 2013", "DATE", "2013-Q1")),
    ("La economía creció 2.2 por ciento en el segundo trimestre frente al mismo lapso de 2014.", dt.date(2015, 9, 8),
     ("al mismo lapso de 2014", "DATE", "2014-Q2")),
    ("Ganó 71 millones en el tercer trimestre de 2012, un 18 por ciento menos que en el mismo periodo del ejercicio "
     "anterior.", dt.date(2012, 10, 31), ("el mismo periodo del ejercicio anterior", "DATE", "2011-Q3")),
])
def test_the_same_period_as_the_wires_write_it(timeml, text, ref, expected):
    """Before: "2013" and "2014" alone (the year), "el mismo periodo del ejercicio anterior" untagged."""
    assert expected in tagged(timeml, text, ref)


def test_a_count_of_last_seasons_is_a_duration_in_years(timeml):
    assert ("las tres últimas temporadas", "DURATION", "P3Y") in tagged(
        timeml, "El Meseta, campeón en las tres últimas temporadas, busca su cuarto título.")
    assert not [t for t in tagged(timeml, "Fue campeón en las últimas temporadas.") if "temporadas" in t[0]]


@pytest.mark.parametrize("text,expected", [
    ("La defensa pide aplazar la vista hasta después del verano.", "del verano"),
    ("Lo hizo durante el verano.", "el verano"),
    ("Vendrá en verano.", "verano"),
])
def test_a_season_takes_its_contracted_article(timeml, text, expected):
    """The Spanish TimeBank keeps "del" ("después del 11 de septiembre", "antes del fin del año")."""
    assert [t for t, _, _ in tagged(timeml, text, dt.date(2014, 2, 10))] == [expected]
