"""Spanish and German: bare hours, clocks after an evening, zone glosses, ranges of days and hours (round 8).

Spanish (and German) TIMEX3s under ``convention="timeml"``, round 8 of issue 19 (branch v19es, items 3 and 6).
Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import REF_ES as REF
from timeml_news import found_es as found
from timeml_news import timeml_es_tagger

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

NOW = dt.datetime(2013, 2, 12, 4, 30)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return timeml_es_tagger()


@pytest.fixture(scope="module")
def everyday():
    """Taggers of both conventions per language, read on 2013-02-12 at 04:30 as the everyday set is."""
    kept = {}

    def tag(lang, text, convention="timeml"):
        if (lang, convention) not in kept:
            kept[lang, convention] = TemporalTagger(builtin_rules(lang),
                                                    TaggerSettings(prefer="future", convention=convention))
        return [(t.text, t.value) for t in kept[lang, convention].tag(text, NOW.date(), reference_time=NOW)]

    return tag


@pytest.mark.parametrize("lang,text,expected", [
    ("es", "Nos vemos a las tres.", [("las tres", "2013-02-12T15:00")]),
    ("es", "El acto empieza a las 5 en punto.", [("las 5 en punto", "2013-02-12T17:00")]),
    ("de", "Wir treffen uns um 3.", [("3", "2013-02-12T15:00")]),
    ("de", "Wir treffen uns um drei, okay?", [("drei", "2013-02-12T15:00")]),
])
def test_a_bare_hour_at_a_clause_end_is_a_time(everyday, lang, text, expected):
    """Issue 19 item 6: "a las tres", "um 3" alone, read in the day as "las tres y media" is; TimeML's extent
    leaves out "a" and "um" ("las 08.00 hora local" in the Spanish TimeBank)."""
    assert everyday(lang, text) == expected


@pytest.mark.parametrize("lang,text", [
    ("es", "Ayudó a las tres empresas del grupo."),
    ("es", "Llegó a las 5 de la mañana."),
    ("de", "Der Kurs stieg um 3 Prozent."),
    ("de", "Die Zahl der Opfer stieg um drei."),
])
def test_a_number_after_a_las_or_um_stays_a_number(everyday, lang, text):
    assert all("T" not in v or "05:00" in v for _, v in everyday(lang, text))
    assert not any(s in ("tres", "las tres", "3", "drei") for s, _ in everyday(lang, text))


@pytest.mark.parametrize("lang,text,span,value", [
    ("es", "Quedamos el viernes a las 3.", "el viernes a las 3", "2013-02-15T03:00"),
    ("es", "Cenamos esta noche a las 8.", "esta noche a las 8", "2013-02-12T20:00"),
    ("es", "Te recojo mañana a las 5.", "mañana a las 5", "2013-02-13T05:00"),
    ("de", "Essen heute Abend um 8.", "heute Abend um 8", "2013-02-12T20:00"),
    ("de", "Treffen Donnerstag um 8.", "Donnerstag um 8", "2013-02-14T08:00"),
])
@pytest.mark.parametrize("convention", ["rag", "timeml"])
def test_after_a_day_the_bare_hour_is_the_days_hour(everyday, lang, text, span, value, convention):
    """The bare hour of its own does not pre-empt the day's reading: one expression, the hour as the day reads it."""
    assert everyday(lang, text, convention) == [(span, value)]


@pytest.mark.parametrize("lang,text,span,value", [
    ("es", "Cenamos esta noche a las 8:30.", "esta noche a las 8:30", "2013-02-12T20:30"),
    ("de", "Essen heute Abend um 8 Uhr.", "heute Abend um 8 Uhr", "2013-02-12T20:00"),
    ("en", "Dinner tonight at 8:30.", "tonight at 8:30", "2013-02-12T20:30"),
])
def test_a_clock_number_after_an_evening_is_in_the_evening(everyday, lang, text, span, value):
    """A time written only as a number ("8:30", "8 Uhr") after an evening was read in the morning when it was an
    expression of its own (merged as "Friday at 8:30"); it is read as the bare hour after the day is."""
    assert everyday(lang, text) == [(span, value)]


def test_a_clock_time_of_news_keeps_its_reading(timeml):
    assert found(timeml, "El tren salió a las 8.15 hora local .") == {
        "las 8.15 hora local": ("TIME", f"{REF.isoformat()}T08:15")}


def test_a_zone_gloss_in_parentheses_takes_the_day_of_its_time(timeml):
    """"a las 08.00 hora local ( 13.00 gmt )" is one moment told twice: the gloss is on the day of the time before
    it, not on the day of the nearest date after it."""
    got = found(timeml, "Llegará mañana , domingo , a las 08.00 hora local ( 13.00 gmt ) y el jueves venidero "
                        "regresa a Lima .")
    assert got["13.00 gmt"] == ("TIME", "2000-06-02T13:00Z")


@pytest.mark.parametrize("text,phrase,value", [
    ("La crisis empezó a mediados de los 80 .", "mediados de los 80", ("DATE", "198", "MID")),
    ("Se celebra cada 15 de mayo en la plaza .", "cada 15 de mayo", ("SET", "XXXX-05-15", None)),
    ("Comerán mañana a mediodía en Madrid .", "mañana a mediodía", ("TIME", "2000-06-02TMI", None)),
    ("Llegó a las doce del mediodía .", "las doce del mediodía", ("TIME", "2000-06-01T12:00", None)),
])
def test_spanish_news_forms(timeml, text, phrase, value):
    got = {t.text: (t.label, t.value, t.mod) for t in timeml.tag(text, REF)}
    assert got == {phrase: value}


def test_a_decade_before_a_percent_is_no_decade(timeml):
    assert found(timeml, "El paro bajó a finales de los 90 por ciento .") == {}


def test_german_in_is_a_signal_under_timeml():
    tagger = TemporalTagger(builtin_rules("de"), TaggerSettings(convention="timeml"))
    assert [(t.text, t.value) for t in tagger.tag("Das Werk wird in 15 Tagen fertig.", REF)] == [("15 Tagen", "P15D")]


@pytest.mark.parametrize("text,phrase,value", [
    ("Las ventas cayeron en abril del año pasado .", "abril del año pasado", "1999-04"),
    ("La obra se inaugurará en marzo del año que viene .", "marzo del año que viene", "2001-03"),
    ("Viajará a Guyana en el segundo semestre de este año .", "el segundo semestre de este año", "2000-H2"),
    ("El paro subió en el segundo semestre del año pasado .", "el segundo semestre del año pasado", "1999-H2"),
    ("Ganó 7 millones en el primer trimestre del año pasado .", "el primer trimestre del año pasado", "1999-Q1"),
])
def test_a_part_of_last_or_next_year_is_one_timex(timeml, text, phrase, value):
    """It was the part of this year (or the year alone) and "del año pasado" apart."""
    assert found(timeml, text) == {phrase: ("DATE", value)}


@pytest.mark.parametrize("text,span,value", [
    ("Gestern Abend war es kalt.", "Gestern Abend", "2013-02-11TEV"),
    ("Ich rufe dich morgen früh an.", "morgen früh", "2013-02-13TMO"),
    ("Heute Nachmittag gehe ich zum Arzt.", "Heute Nachmittag", "2013-02-12TAF"),
    ("Er kam letzte Nacht.", "letzte Nacht", "2013-02-11TNI"),
    ("Kino am Samstagabend?", "Samstagabend", "2013-02-16TEV"),
    ("Er kam im April letzten Jahres.", "April letzten Jahres", "2012-04"),
])
def test_german_parts_of_days_and_months_of_last_year(everyday, text, span, value):
    """German day words with a part of the day carry it (the day alone before), a weekday and its part of the day
    written as one word is found, a month of last year is that month (the year alone before)."""
    assert everyday("de", text) == [(span, value)]


@pytest.mark.parametrize("text,expected", [
    ("Los técnicos participan del día 3 al 5 en Blanes .",
     {"del día 3": ("DATE", "2000-06-03"), "al 5": ("DATE", "2000-06-05")}),
    ("La oficina abre de 9 a 14 horas .",
     {"9": ("TIME", "2000-06-01T09:00"), "14 horas": ("TIME", "2000-06-01T14:00")}),
    ("Trabajan de 10 a 12 horas diarias .", {"12 horas": ("DURATION", "PT12H"), "diarias": ("SET", "P1D")}),
    ("El paro subió del 8 al 11 % .", {}),
])
def test_ranges_of_days_and_hours_are_two_timexes(timeml, text, expected):
    """"del día 3 al 5" (no month), "de 9 a 14 horas" (clock hours): two TIMEX3s; a count of hours or a range of
    percentages is none."""
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Wir sehen uns um drei Uhr.", [("drei Uhr", "2013-02-12T15:00")]),
    ("Die Sprechstunde ist 10-12 Uhr.", [("10", "2013-02-12T10:00"), ("12 Uhr", "2013-02-12T12:00")]),
    ("Das Spiel endete 2-1.", []),
])
def test_german_hours_in_words_and_ranges_of_hours(everyday, text, expected):
    assert everyday("de", text) == expected
