"""Spanish and German: relative holidays, "the week before last", verbs that set a new date (s18-).

Issue 19 (branch h19s, rule prefix ``s18-``): what the English packs had and the Spanish / German ones had not,
found by the ninth Spanish and sixth German probe rounds (``benchmarks/data/probes_s18.py``): holidays with a
relative word ("la pasada Semana Santa", "la Navidad pasada", "Letzte Weihnachten"; ``tools/make_holiday_rules.py``
from the packs' HOLIDAY_REL / HOLIDAY_REL_AFTER macros), holiday names inside other names ("la Pascua Militar",
"los Reyes Magos" as people), verbs that set a new date ("aplazó hasta el jueves", "trasladado al día 25"), a
lean word the rule took in ("thru mon"), "the week / year before last" ("la semana antepasada", "el año
antepasado", "vorletzte Woche", "vorvergangenen Woche") and "übernächste Woche", "al día 25" a day, not the
SET "al día", a date with its relative year one TIMEX3 ("el 15 de junio del próximo año"), and German verb-final
postponements ("wurde auf den 4. April vertagt": TENSE_FUTURE_FRAMES). Sentences are written for these tests;
none comes from a gold corpus.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger


def found(tagger: TemporalTagger, text: str, ref: str) -> Dict[str, tuple]:
    return {t.text: (t.label, t.value) for t in tagger.tag(text, dt.date.fromisoformat(ref))}


@pytest.mark.parametrize("text,ref,expected", [
    ("El turismo creció durante la pasada Semana Santa.", "2013-04-08",
     {"la pasada Semana Santa": ("DATE", "2013-03-24/2013-03-31")}),
    ("Los fieles llenaron la plaza el pasado Domingo de Resurrección.", "2013-04-08",
     {"el pasado Domingo de Resurrección": ("DATE", "2013-03-31")}),
    ("Las ventas de esta Navidad superarán a las de la Navidad pasada.", "2013-12-20",
     {"esta Navidad": ("DATE", "2013-12-25"), "la Navidad pasada": ("DATE", "2012-12-25")}),
    ("La pasada Nochevieja dejó 30 detenidos.", "2013-12-20", {"La pasada Nochevieja": ("DATE", "2012-12-31")}),
    ("La próxima Navidad habrá más vuelos.", "2013-10-17", {"La próxima Navidad": ("DATE", "2013-12-25")}),
    ("La Nochebuena pasada hubo 60 avisos.", "2013-10-17", {"La Nochebuena pasada": ("DATE", "2012-12-24")}),
    ("Las ventas crecieron en estas Navidades.", "2014-01-08", {"estas Navidades": ("DATE", "2013-12-25")}),
])
def test_spanish_holiday_with_a_relative_word(es, text, ref, expected):
    """The relative word and its article are in the TIMEX3 ("la semana pasada"); "pasada" the last one before the
    reference date, "próxima" the next one, "esta(s)" by the tense (read in January, the one just gone). Before:
    "la pasada Semana" (a week), "pasada" PAST_REF apart, "la Navidad" of the wrong year."""
    assert found(es, text, ref) == expected


@pytest.mark.parametrize("text,ref,expected", [
    ("El Rey presidió el lunes la Pascua Militar.", "2014-01-08", {"el lunes": ("DATE", "2014-01-06")}),
    ("Los Reyes Magos repartieron el lunes juguetes.", "2014-01-08", {"el lunes": ("DATE", "2014-01-06")}),
    ("El Día de Reyes se celebró con cabalgatas.", "2014-01-08", {"El Día de Reyes": ("DATE", "2014-01-06")}),
])
def test_holiday_names_inside_other_names(es, text, ref, expected):
    """"la Pascua Militar" is a ceremony (HOLIDAY_NOT_AFTER), "los Reyes Magos" alone the Magi: no holiday;
    "el Día de Reyes" still is one."""
    assert found(es, text, ref) == expected


@pytest.mark.parametrize("text,ref,expected", [
    ("Letzte Weihnachten verbrachte die Familie in Bayern.", "2013-02-14",
     {"Letzte Weihnachten": ("DATE", "2012-12-25")}),
    ("Nächste Weihnachten soll der Markt größer werden.", "2013-02-14",
     {"Nächste Weihnachten": ("DATE", "2013-12-25")}),
    ("Vergangenes Weihnachten spendeten die Berliner viel.", "2013-02-14",
     {"Vergangenes Weihnachten": ("DATE", "2012-12-25")}),
])
def test_german_holiday_with_a_relative_word(de, text, ref, expected):
    assert found(de, text, ref) == expected


@pytest.mark.parametrize("text,ref,expected", [
    ("La Audiencia aplazó hasta el jueves la declaración del extesorero.", "2013-04-12",
     {"el jueves": ("DATE", "2013-04-18")}),
    ("Los sindicatos han trasladado al día 25 la manifestación.", "2013-04-08",
     {"al día 25": ("DATE", "2013-04-25")}),
    ("El Gobierno aprobó el lunes la votación.", "2013-04-12", {"el lunes": ("DATE", "2013-04-08")}),
])
def test_a_verb_that_sets_a_new_date_points_ahead(es, text, ref, expected):
    """TENSE_FUTURE_PAIRS / TENSE_FUTURE_PAIRS_BEFORE ("aplazó hasta", "trasladado al"): the new date is ahead
    whatever the tense (before: the Thursday just gone, the 25th of last month; "al día 25" was the SET "al
    día"); another past verb still reads the day before."""
    assert found(es, text, ref) == expected


def test_hasta_alone_does_not_lean_spanish_dates_ahead(es):
    """No Spanish TENSE_FUTURE_BEFORE: "hasta" with no recognised tense cue was tried and left out, as the Spanish
    TimeBank's three such dates are all past (cumulative figures "hasta marzo", "interrumpida hasta las 11.45
    horas", with preterites in -ó that are no cue); this sentence is written for the test."""
    assert found(es, "La empresa aumentó sus ventas hasta marzo.", "2013-04-12") == {"marzo": ("DATE", "2013-03")}


def test_a_lean_word_the_rule_took_in_still_leans():
    """s18- (normalize/tense.py ``_with_head``): a TENSE_FUTURE_BEFORE word that opens the match ("thru mon": the
    English rule takes the preposition in) leans the date ahead as it does right before it (before: last
    Monday)."""
    en = TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))
    assert found(en, "sale thru mon", "2014-02-13") == {"mon": ("DATE", "2014-02-17")}


@pytest.mark.parametrize("text,ref,expected", [
    ("La semana antepasada, la Policía desarticuló una red.", "2013-12-20",
     {"La semana antepasada": ("DATE", "2013-W49")}),
    ("Las obras empezaron el año antepasado.", "2013-04-08", {"el año antepasado": ("DATE", "2011")}),
    ("El mes antepasado, las exportaciones crecieron.", "2013-10-17", {"El mes antepasado": ("DATE", "2013-08")}),
    ("El hospital atiende a 400 pacientes al día.", "2013-04-08", {"al día": ("SET", "P1D")}),
])
def test_spanish_two_units_back_and_a_day_of_the_month(es, text, ref, expected):
    assert found(es, text, ref) == expected


@pytest.mark.parametrize("text,expected", [
    ("Vorletzte Woche hatte der Ausschuss die Anhörung vertagt.", {"Vorletzte Woche": ("DATE", "2013-W05")}),
    ("In der vorvergangenen Woche wurden 120 Flüge gestrichen.",
     {"der vorvergangenen Woche": ("DATE", "2013-W05")}),
    ("Vorletztes Jahr lag die Inflation bei 2,1 Prozent.", {"Vorletztes Jahr": ("DATE", "2011")}),
    ("Die Zahl sank im vorletzten Monat.", {"vorletzten Monat": ("DATE", "2012-12")}),
    ("Übernächste Woche entscheidet der Bundesrat.", {"Übernächste Woche": ("DATE", "2013-W09")}),
])
def test_german_two_units_back_and_ahead(de, text, expected):
    assert found(de, text, "2013-02-14") == expected


@pytest.mark.parametrize("text,expected", [
    ("Der Prozess wurde auf den 4. April vertagt.", {"den 4. April": ("DATE", "2013-04-04")}),
    ("Die Frist wurde bis zum 31. März verlängert.", {"31. März": ("DATE", "2013-03-31")}),
    ("Das Gericht hat die Verhandlung auf Dienstag verschoben.", {"Dienstag": ("DATE", "2013-02-19")}),
    ("Das Gericht hat die Verhandlung am Dienstag verschoben.", {"Dienstag": ("DATE", "2013-02-12")}),
])
def test_german_verb_final_postponement_points_ahead(de, text, expected):
    """TENSE_FUTURE_FRAMES: "auf" / "bis" / "zum" before the date and "vertagt", "verlängert", "verschoben" right
    after it set a new date, ahead although "wurde" / "hat" come first (before: the year before, last Tuesday);
    "am Dienstag verschoben" is the day of the postponing."""
    assert found(de, text, "2013-02-14") == expected


@pytest.mark.parametrize("text,ref,expected", [
    ("La feria se celebrará el 15 de junio del próximo año.", "2013-10-17",
     {"el 15 de junio del próximo año": ("DATE", "2014-06-15")}),
    ("El festival se celebrará la primera semana de julio del año que viene.", "2013-10-17",
     {"la primera semana de julio del año que viene": ("DATE", "2014-W27")}),
])
def test_spanish_date_with_its_relative_year_is_one_timex(es, text, ref, expected):
    """s18-date_rel_year_before, s18-nth_week_of_month_rel_year: as "el 28 de diciembre del año pasado"
    (s13-date_rel_year); they were the day (or week) and "del próximo año" apart."""
    assert found(es, text, ref) == expected
