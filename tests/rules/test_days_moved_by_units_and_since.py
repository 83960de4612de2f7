"""A day moved by whole units ("2 weeks from today", "the Monday after next") and dates after "since" (p17-).

Issue 19, branch h19p (prefix ``p17-``): TimeML values of everyday English (``convention="timeml"``).

* ``P~+2W`` (``normalize/resolve.py``): a resolved day moved by whole units. "2 weeks from today" is that day
  (j16-units_from_today gave the week), "2 weeks from tmrw", "three weeks from yesterday", "a week from Friday"
  (the coming Friday, a week on) are one DATE each (p17-units_from_*), and "the Monday after next" / "the Friday
  before last" a week beyond next Monday / before last Friday (p17-weekday_after_next / _before_last).
  "N units from now" stays a DURATION with "now".
* A TENSE_LEFT_ONLY word ("since") heading a date without a year (``normalize/tense.py`` ``HEADED_PAST``): the
  date is behind the writer, with no slack ("Prices have doubled since March" read on 1998-02-27 is 1997-03).

Sentences are written for these tests; none comes from a gold corpus or the probe files (the two tweets values
"2 weeks from today" / "2 weeks from tmrw" agree with probe_tweets' labels).
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize.resolve import resolve_value
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

WED = dt.date(2014, 12, 10)  # a Wednesday
FEB = dt.date(1998, 2, 27)  # a Friday


@pytest.fixture(scope="module")
def en() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))


def tags(tagger: TemporalTagger, text: str, ref: dt.date) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, ref)]


@pytest.mark.parametrize("text,want", [
    ("a week from Friday", "2014-12-19"),
    ("two weeks from Monday", "2014-12-29"),
    ("three weeks from yesterday", "2014-12-30"),
    ("2 weeks from tmrw", "2014-12-25"),
    ("2 weeks from today", "2014-12-24"),
    ("3 days from today", "2014-12-13"),
    ("a month from today", "2015-01-10"),
    ("the Monday after next", "2014-12-22"),
    ("the Friday before last", "2014-11-28"),
])
def test_a_day_moved_from_a_day_is_one_date(en, text, want):
    assert tags(en, f"We meet {text}.", WED) == [(text, "DATE", want)]


def test_units_from_now_stay_a_duration_and_now(en):
    assert tags(en, "We meet 2 weeks from now.", WED) == [("2 weeks", "DURATION", "P2W"),
                                                          ("now", "DATE", "PRESENT_REF")]


@pytest.mark.parametrize("text", ["It ran for two weeks from Monday.", "It runs three days from Friday to Sunday."])
def test_a_length_from_a_weekday_is_no_day(en, text):
    assert "DURATION" in [label for _, label, _ in tags(en, text, WED)]


@pytest.mark.parametrize("value,anchor,want", [
    (">XXXX-WXX-5~+1W", WED, "2014-12-19"),
    ("<XXXX-WXX-5~-1W", WED, "2014-11-28"),
    ("REF-1D~+3W", WED, "2014-12-30"),
    ("REF~+1M", dt.date(2015, 1, 31), "2015-02-28"),
    ("REF~+1Y", dt.date(2016, 2, 29), "2017-02-28"),
    ("REF~+2D", WED, "2014-12-12"),
    ("XXXX-03~+1W", WED, "2014-03"),  # no day: as it resolves
])
def test_moved_day_values(value, anchor, want):
    assert resolve_value(value, anchor, "past") == want


def test_moved_day_without_anchor_is_unknown():
    assert resolve_value("REF~+2W", None) == "XXXX-XX-XX"


@pytest.mark.parametrize("text,expr,want", [
    ("Prices have doubled since March.", "March", "1997-03"),
    ("Prices have doubled since the spring.", "the spring", "1997-SP"),
    ("Since March, prices have doubled.", "March", "1997-03"),
    ("Prices have doubled since 3/5.", "3/5", "1997-03-05"),
])
def test_since_a_date_without_a_year_is_behind(en, text, expr, want):
    assert [v for t, _, v in tags(en, text, FEB) if t == expr] == [want]


def test_since_keeps_this_month_and_other_cues(en):
    assert [v for t, _, v in tags(en, "Prices have doubled since March.", dt.date(1998, 3, 27))] == ["1998-03"]
    # a date after "since" heads nothing: "since 2008" dates 2008, the May 12 ahead stays ahead
    got = tags(en, "Voters go to the polls on May 12, the first election since 2008.", dt.date(2014, 12, 10))
    assert ("May 12", "DATE", "2015-05-12") in got


@pytest.mark.parametrize("text,want", [
    ("Open fri & sat only.", [("fri", "DATE", "2014-12-12"), ("sat", "DATE", "2014-12-13")]),
    ("Open fri and sat only.", [("fri", "DATE", "2014-12-12"), ("sat", "DATE", "2014-12-13")]),
    ("Open Fri & Sat only.", [("Fri", "DATE", "2014-12-12"), ("Sat", "DATE", "2014-12-13")]),
    ("See you this fri & sat.", [("this fri", "DATE", "2014-12-12"), ("sat", "DATE", "2014-12-13")]),
    ("Open mon & tues only.", [("mon", "DATE", "2014-12-08"), ("tues", "DATE", "2014-12-09")]),
    # the second end is the first such weekday on or after the first ("sat-sun": the Sunday after)
    ("Open sat-sun only.", [("sat", "DATE", "2014-12-13"), ("sun", "DATE", "2014-12-14")]),
])
def test_two_abbreviated_weekdays_are_two_dates(en, text, want):
    assert tags(en, text, WED) == want


def test_sat_and_sun_as_words_are_no_dates(en):
    assert tags(en, "I sat and sunk into the chair.", WED) == []


def test_a_weekday_pair_before_hours_keeps_the_day_with_its_hours(en):
    got = [t for t, _, _ in tags(en, "Open Sat-Sun 1:00pm-6:00pm.", WED)]
    assert got[0].startswith("Sun 1:00pm") and "Sat" not in got


def test_a_weekday_range_end_follows_its_start():
    assert resolve_value("XXXX-WXX-6/XXXX-WXX-7", WED, "nearest") == "2014-12-13/2014-12-14"
