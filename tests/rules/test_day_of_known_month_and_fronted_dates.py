"""A day of a date known only to its month, fronted dates after a set-off clause, abbreviations (v18-).

English TIMEX3 values under ``convention="timeml"``, branch h19v (issue 19, rule prefix ``v18-``): a day anchored
to a date known only to its month, a fronted month or weekday whose verb follows a clause set off by commas, and
clause limits that are abbreviations ("vs.", "Dr."). Sentences are written for these tests; none comes from the gold
corpora or the news probe.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest

from spacy_tempoeval.normalize.discourse import truncate
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2015, 10, 20)  # a Tuesday
FRIDAY = dt.date(2015, 10, 23)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))


def found(tagger: TemporalTagger, text: str, ref: dt.date = REF) -> Dict[str, tuple]:
    return {t.text: (t.label, t.value) for t in tagger.tag(text, ref)}


# -- a day anchored to a month: the day's digits unknown (TimeML "XX") ----------------------------------------------

def test_truncate_keeps_an_unknown_day_only_when_asked():
    assert truncate("1998-10-23", "M", True) == "1998-10-XX"
    assert truncate("1998-10-23", "M") == "1998-10"
    assert truncate("1998-10-23T22:00", "M", True) == "1998-10"  # a clock time is not this case
    assert truncate("1998-10-23", "Y", True) == "1998"
    assert truncate("1998-10-23", "D", True) == "1998-10-23"


@pytest.mark.parametrize("text,phrase,value", [
    ("The company sold the plant in June and closed it the same day.", "the same day", "2015-06-XX"),
    ("Fighting broke out in May 2014, and the border was closed later that day.", "later that day", "2014-05-XX"),
    ("The bill was signed last February, and the agency issued its rules that same day.", "that same day",
     "2015-02-XX"),
])
def test_a_day_after_a_month_is_that_month_with_the_day_unknown(timeml, text, phrase, value):
    assert found(timeml, text).get(phrase) == ("DATE", value)


def test_a_day_after_a_full_date_is_that_date(timeml):
    assert found(timeml, "The ship sank on May 3, 2014, and rescuers arrived that same day.").get(
        "that same day") == ("DATE", "2014-05-03")


def test_a_day_after_a_month_keeps_the_month_outside_timeml():
    tagger = TemporalTagger(builtin_rules("en"), TaggerSettings())
    values = {t.value for t in tagger.tag("The company sold the plant in June 2014 and closed it the same day.", REF)}
    assert not any(v.endswith("-XX") for v in values if v)


# -- a fronted date whose verb comes after a clause set off by commas -------------------------------------------------

@pytest.mark.parametrize("text,phrase,value,ref", [
    ("In January, shortly after the end of the harvest season in the southern provinces, farmers blocked the main "
     "highway.", "January", "2015-01", REF),
    ("In March, after weeks of argument between the city council and the transit authority, the mayor signed the "
     "fare increase.", "March", "2015-03", REF),
    ("On Monday, a day after the final round of the regional elections in the north, the ruling party conceded "
     "defeat.", "Monday", "2015-10-19", FRIDAY),
])
def test_a_fronted_date_takes_the_past_verb_after_a_set_off_clause(timeml, text, phrase, value, ref):
    assert found(timeml, text, ref).get(phrase) == ("DATE", value)


def test_a_fronted_date_takes_the_future_verb_after_a_set_off_clause(timeml):
    text = "In February, a year after the merger of the two regional hospitals, the nurses will vote on a strike."
    assert found(timeml, text).get("February") == ("DATE", "2016-02")


# -- abbreviations end no clause --------------------------------------------------------------------------------------

def test_a_title_abbreviation_does_not_cut_the_clause_before_a_date(timeml):
    assert found(timeml, "The board fired Dr. Alvarez in March.").get("March") == ("DATE", "2015-03")


def test_a_set_off_clause_with_an_abbreviation_is_read_through(timeml):
    text = "In February, after a long dispute with Dr. Alvarez and the hospital board, the nurses walked out."
    assert found(timeml, text).get("February") == ("DATE", "2015-02")


def test_a_sentence_end_after_a_company_abbreviation_still_cuts(timeml):
    # "Inc." is no CLAUSE_ABBREVIATIONS word: the past "fired" of the sentence before does not reach "March"
    text = "The board of Acme Inc. fired its auditor. Sales will improve in March, managers hope."
    assert found(timeml, text).get("March") == ("DATE", "2016-03")
