"""German TIMEX3 sets and extents under ``convention="timeml"`` (issue 19, item 6, branch s19es). Sentences are
written for these tests."""

from __future__ import annotations

import datetime as dt

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 2, 12)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(builtin_rules("de"), TaggerSettings(convention="timeml"))


@pytest.mark.parametrize("text,expected", [
    ("Wir treffen uns jede Woche .", ("jede Woche", "SET", "P1W")),
    ("Er zahlt alle zwei Wochen .", ("alle zwei Wochen", "SET", "P2W")),
    ("Jeden Samstag gehen wir laufen .", ("Jeden Samstag", "SET", "XXXX-WXX-6")),
    ("Samstags ist der Markt offen .".lower(), ("samstags", "SET", "XXXX-WXX-6")),
    ("Wir wandern an jedem Wochenende .", ("jedem Wochenende", "SET", "XXXX-WXX-WE")),
    ("Sie liest jeden Abend .", ("jeden Abend", "SET", "XXXX-XX-XXTEV")),
    ("Die Miete wird vierteljährlich bezahlt .", ("vierteljährlich", "SET", "P3M")),
])
def test_timeml_de_sets(timeml, text, expected):
    assert [(t.text, t.label, t.value) for t in timeml.tag(text, REF)] == [expected]


@pytest.mark.parametrize("text,expected", [
    ("Er wohnt seit 2015 in Köln .", ["2015"]),
    ("Wir kommen am 3. Mai 2019 .", ["3. Mai 2019"]),
    ("Sie war von 2019 bis 2021 dort .", ["2019", "2021"]),
    ("Der Zug fährt um 15 Uhr .", ["15 Uhr"]),
])
def test_timeml_de_extents_leave_out_prepositions(timeml, text, expected):
    assert [t.text for t in timeml.tag(text, REF)] == expected
