"""Orientation of commands (issue 19, item 4) and bare days of the month (item 3): a request is about the future
whatever the tense of a relative clause inside it; "on the 13th" is that day of the nearest month.

Sentences are written for these tests (the issue's own examples); none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest

from spacy_tempoeval.normalize.tense import TenseCues, in_command
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.words import LanguageWords
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 2, 12)


@pytest.fixture(scope="module")
def tagger() -> TemporalTagger:
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


def values(tagger: TemporalTagger, text: str):
    return [(t.text, t.value) for t in tagger.tag(text, REF)]


@pytest.mark.parametrize("text,expected", [
    ("Cancel the booking I made for Feb 4", [("Feb 4", "2014-02-04")]),
    ("Delete what I added for the 9th", [("the 9th", "2013-03-09")]),
])
def test_a_command_is_about_the_future_whatever_its_relative_clause(tagger, text, expected):
    assert values(tagger, text) == expected


def test_a_statement_in_the_past_stays_in_the_past(tagger):
    assert values(tagger, "I made a booking for Feb 4") == [("Feb 4", "2013-02-04")]


def test_in_command_reads_the_clause_the_expression_belongs_to():
    cues = TenseCues.from_words(LanguageWords(builtin_rules().terms))
    text = "I was busy. Cancel the booking I made for Feb 4"
    assert in_command(text, text.index("Feb"), len(text), cues)
    text = "I cancelled the booking I made for Feb 4"
    assert not in_command(text, text.index("Feb"), len(text), cues)


def test_bare_days_of_the_month(tagger):
    assert values(tagger, "We stay from the 8th to the 11th.") == [("the 8th", "2013-02-08"),
                                                                    ("the 11th", "2013-02-11")]
    assert values(tagger, "It was the first time.") == []
    assert values(tagger, "Meet on the 3rd of March.") == [("the 3rd of March", "2013-03-03")]


@pytest.mark.parametrize("text,expected", [
    ("See you on the ninth.", [("the ninth", "2013-03-09")]),
    ("Book it for the twenty-first", [("the twenty-first", "2013-02-21")]),
    ("We stay from the fourth to the ninth.", [("the fourth", "2013-02-04"), ("the ninth", "2013-02-09")]),
    ("Delete what I added for the ninth", [("the ninth", "2013-03-09")]),
])
def test_bare_days_of_the_month_written_as_words(tagger, text, expected):
    assert values(tagger, text) == expected


@pytest.mark.parametrize("text", ["Her office is on the ninth floor.", "We agreed on the second.",
                                  "It was the ninth time."])
def test_an_ordinal_word_that_names_no_day_stays_untagged(tagger, text):
    assert values(tagger, text) == []
