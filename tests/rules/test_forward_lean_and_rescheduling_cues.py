"""Issue 19, branch h19l (prefix ``l17-``): the direction of weekdays and other dates without a year, and two TimeML
forms of tweets:

* TENSE_FUTURE_BEFORE (lexicon, ``normalize/tense.py``): a forward-pointing word right before a date without a year
  ("thru", "until", "by", "for", "due", "is") is a lean to the future when its clause has no other tense cue: "snow
  thru tues", "tickets for fri", "opening day is monday" are the days ahead; "was closed until Tuesday" keeps its
  past "was"; "thanks for friday" and "this year through August" are no lean (TENSE_NOT_FUTURE_PAIRS); a lean
  yields to a configured ``prefer`` of its own direction ("Any plans for New Year's Eve?" under prefer="future");
* TENSE_FUTURE_PAIRS_BEFORE: two words right before the date that set a new date ("was moved to April 4",
  "extended to Nov. 20") point ahead whatever the tense; "he moved to Boston on Monday" is no such pair;
* ``l17-yrs_ago_today``: "1 yr ago today" is one DATE, that day a year back (as f15-ago_today for "years");
* EVERY_WEEKDAY_JOINERS (``normalize/compose.py``): the weekdays listed after a weekday SET are SETs ("every mon,
  wed, thur", "every Monday to Thursday morning").

Sentences are written for these tests; none comes from a gold corpus or the probe files.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize import tense
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.words import LanguageWords
from spacy_tempoeval.tagger import TemporalTagger

FRI = dt.date(2014, 11, 14)  # a Friday
MON = dt.date(2014, 5, 19)  # a Monday
WED = dt.date(2015, 4, 8)  # a Wednesday
OCT = dt.date(1989, 10, 27)  # a Friday


@pytest.fixture(scope="module")
def en() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))


@pytest.fixture(scope="module")
def rag() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings())


@pytest.fixture(scope="module")
def cues() -> tense.TenseCues:
    return tense.TenseCues.from_words(LanguageWords(builtin_rules("en").terms))


def tags(tagger: TemporalTagger, text: str, ref: dt.date) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, ref)]


def value(tagger: TemporalTagger, text: str, ref: dt.date, expr: str) -> str:
    got = [t.value for t in tagger.tag(text, ref) if t.text == expr]
    assert got, (text, tags(tagger, text, ref))
    return got[0]


# -- a forward-pointing word right before the date -----------------------------------------------------------------
@pytest.mark.parametrize("text,expr,want", [
    ("rain thru tues apparently", "tues", "2014-11-18"),
    ("cloudy through thursday", "thursday", "2014-11-20"),
    ("the pool is closed til monday", "monday", "2014-11-17"),
    ("passes for thurs are gone", "thurs", "2014-11-20"),
    ("my essay is due tues ugh", "tues", "2014-11-18"),
    ("graduation is monday!!", "monday", "2014-11-17"),
])
def test_a_forward_word_before_a_weekday_points_ahead(en, rag, text, expr, want):
    assert value(en, text, FRI, expr) == want
    assert value(rag, text, FRI, expr) == want


@pytest.mark.parametrize("text,expr,want", [
    ("the pool is closed til monday", "monday", "2015-04-13"),  # read on a Wednesday: five days ahead, not two back
    ("graduation is monday!!", "monday", "2015-04-13"),
    ("my essay is due by mon", "mon", "2015-04-13"),
])
def test_the_lean_beats_the_nearest_day(en, text, expr, want):
    assert value(en, text, WED, expr) == want


@pytest.mark.parametrize("text,expr,want", [
    ("The plant was closed until Tuesday.", "Tuesday", "2014-11-11"),  # the clause's past "was" wins
    ("Trading continued until Tuesday.", "Tuesday", "2014-11-11"),
    ("thanks for tuesday guys", "tuesday", "2014-11-11"),  # thanks for a day gone by: no lean (nearest)
])
def test_a_clause_cue_or_thanks_keep_the_day_before(en, text, expr, want):
    assert value(en, text, FRI, expr) == want


def test_a_month_after_a_forward_word_is_ahead_but_not_a_year_to_date(en):
    assert value(en, "The bank will lend up to $90 million in loans through January.", OCT, "January") == "1990-01"
    assert value(en, "Funds may be drawn through January, the filing says.", OCT, "January") == "1990-01"
    # a span counted up to a date is a figure reported: the month before
    assert value(en, "Sales were flat in the fund this year through August.", OCT, "August") == "1989-08"
    assert value(en, "There was little change this year through August", OCT, "August") == "1989-08"
    assert value(en, "little change in the fund this year through August", OCT, "August") == "1989-08"


def test_the_lean_is_the_last_resort_of_nearest_cue(cues):
    text = "rain thru tues apparently"
    start = text.index("tues")
    assert tense._nearest_cue(text, start, start + 4, cues) == ("future", "thru")
    assert tense.lean_only(text, start, start + 4, cues)
    text = "it will rain thru tues"
    start = text.index("tues")
    assert tense._nearest_cue(text, start, start + 4, cues) == ("future", "will")
    assert not tense.lean_only(text, start, start + 4, cues)
    text = "it rained thru tues"
    start = text.index("tues")
    assert tense._nearest_cue(text, start, start + 4, cues)[0] == "past"


def test_a_lean_yields_to_a_configured_prefer_of_its_direction():
    future = TemporalTagger(builtin_rules("en"), TaggerSettings(prefer="future"))
    ref = dt.date(2013, 2, 12)
    # the cue's slack (45 days) would take the New Year's Eve 43 days back; prefer="future" has none
    assert value(future, "Any plans for New Year's Eve?", ref, "New Year's Eve") == "2013-12-31"
    past = TemporalTagger(builtin_rules("en"), TaggerSettings(prefer="past"))
    assert value(past, "rain thru tues apparently", FRI, "tues") == "2014-11-18"  # a lean still beats another prefer


# -- a new date right after a rescheduling ---------------------------------------------------------------------
@pytest.mark.parametrize("text,expr,want", [
    ("The trial was moved to April 4.", "April 4", "2014-04-04"),
    ("The offer was extended to March 2.", "March 2", "2014-03-02"),
    ("the meeting got moved to thurs", "thurs", "2013-11-28"),
])
def test_a_rescheduling_pair_points_ahead(en, text, expr, want):
    ref = dt.date(2013, 11, 22) if "thurs" in text else dt.date(2013, 12, 20)
    assert value(en, text, ref, expr) == want


def test_moved_to_a_place_is_no_rescheduling(en):
    # "moved" is no past cue (TENSE_NOT_PAST_SUFFIX) and "to" is not right before the date: the nearest Monday
    assert value(en, "She moved to Denver on Monday.", FRI, "Monday") == "2014-11-17"


# -- "1 yr ago today" --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expr,want", [
    ("1 yr ago today we got the keys", "1 yr ago today", "2014-04-08"),
    ("3 yrs ago today!!", "3 yrs ago today", "2012-04-08"),
    ("a yr ago today", "a yr ago today", "2014-04-08"),
])
def test_yrs_ago_today_is_one_date(en, text, expr, want):
    assert tags(en, text, WED) == [(expr, "DATE", want)]


# -- weekdays listed after a weekday SET ---------------------------------------------------------------------------
def test_weekdays_listed_after_every_are_sets(en, rag):
    want = [("every tue", "SET", "XXXX-WXX-2"), ("wed", "SET", "XXXX-WXX-3"), ("fri", "SET", "XXXX-WXX-5")]
    assert tags(en, "choir every tue, wed, fri lol", WED) == want
    assert tags(rag, "choir every tue, wed, fri lol", WED) == want
    assert tags(en, "swim every Monday and Thursday", WED) == [("every Monday", "SET", "XXXX-WXX-1"),
                                                                ("Thursday", "SET", "XXXX-WXX-4")]
    assert tags(en, "up early every Tuesday to Friday morning", WED) == [("every Tuesday", "SET", "XXXX-WXX-2"),
                                                                         ("Friday morning", "SET", "XXXX-WXX-5TMO")]


def test_a_weekday_after_a_sentence_end_is_no_list(en):
    assert tags(en, "every monday. Friday we rest", WED) == [("every monday", "SET", "XXXX-WXX-1"),
                                                             ("Friday", "DATE", "2015-04-10")]
    assert tags(en, "the gym on Monday and Friday", WED)[0][1] == "DATE"  # no SET before: days
