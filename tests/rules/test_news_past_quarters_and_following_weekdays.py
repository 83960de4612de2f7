"""English news and tweets: "the past three quarters", "the week after next", "the following Monday" (r13-).

Issue 19, branch h19n (rule prefix ``r13-``): English news and tweet TIMEX3s of the sixth probe round ("the past
three quarters", "for two days before ...", "the week after next", "the following Monday" after a date, "3:15
p.m. local time Thursday", "a month earlier" after a month, "delayed until May", "this arvo", "mornin", "new yrs
eve", a bare number past 12 before "today"). Sentences are written for these tests; none comes from a gold corpus
or from HeidelTime."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import timeml_tagger, values

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

DAY = dt.date(2013, 3, 22)  # a Friday
TWEET = dt.date(2014, 12, 19)  # a Friday


@pytest.fixture(scope="module")
def tagger() -> TemporalTagger:
    return timeml_tagger()


def found(tagger: TemporalTagger, text: str, ref: dt.date = DAY):
    return {t.text: (t.label, t.value) for t in tagger.tag(text, ref)}


@pytest.mark.parametrize("text, expected", [
    ("The company has lost money in each of the past three quarters.",
     {"the past three quarters": ("DURATION", "P3Q")}),
    ("Margins shrank over the last two quarters.", {"the last two quarters": ("DURATION", "P2Q")}),
])
def test_the_past_n_quarters_is_one_duration(tagger, text, expected):
    assert found(tagger, text) == expected


def test_for_n_units_before_an_event_is_a_duration(tagger):
    assert found(tagger, "The jury deliberated for two days before reaching a verdict on Wednesday.") == {
        "two days": ("DURATION", "P2D"), "Wednesday": ("DATE", "2013-03-20")}
    # without "for" it stays the point before the time told of
    assert found(tagger, "He called police two days before the raid.")["two days"][0] == "DATE"


@pytest.mark.parametrize("text, expected", [
    ("The minister will visit Beijing the week after next.", {"the week after next": "2013-W14"}),
    ("The plan will be unveiled the month after next.", {"the month after next": "2013-05"}),
])
def test_the_unit_after_next(tagger, text, expected):
    assert values(tagger, text, DAY) == expected


def test_the_following_weekday_counts_from_the_last_date(tagger):
    text = "The board approved the deal on March 4 and announced it the following Monday."
    assert values(tagger, text, DAY) == {"March 4": "2013-03-04", "the following Monday": "2013-03-11"}
    text = "The strike began on Tuesday. The following Monday, workers returned."
    assert values(tagger, text, DAY) == {"Tuesday": "2013-03-19", "The following Monday": "2013-03-25"}


def test_local_time_stands_between_a_clock_time_and_its_day(tagger):
    assert found(tagger, "The quake struck at 3:15 p.m. local time Thursday.") == {
        "3:15 p.m. local time Thursday": ("TIME", "2013-03-21T15:15")}


def test_a_month_earlier_after_a_month_is_the_month_before_it(tagger):
    assert values(tagger, "Housing starts fell 3 percent in February from a month earlier.", DAY) == {
        "February": "2013-02", "a month earlier": "2013-01"}
    # with no month before it, it counts from the reference date; "a month ago" always does
    assert values(tagger, "Sales had fallen a month earlier.", DAY) == {"a month earlier": "2013-02"}
    assert values(tagger, "In February prices fell; a month ago they rose.", DAY)["a month ago"] == "2013-02"


def test_a_month_earlier_is_left_alone_under_the_rag_convention():
    rag = TemporalTagger(settings=TaggerSettings())
    got = {t.text: t.value for t in rag.tag("Housing starts fell 3 percent in February from a month earlier.", DAY)}
    assert "2013-01" not in got.values()


@pytest.mark.parametrize("text, expected", [
    ("The vote was delayed until May.", "2013-05"),
    ("The vote, first planned for mid-April, was postponed until May.", "2013-05"),
    ("The vote was held in May.", "2012-05"),
])
def test_a_postponement_until_a_month_points_ahead(tagger, text, expected):
    assert values(tagger, text, DAY)["May"] == expected


@pytest.mark.parametrize("text, expected", [
    ("cant wait for this arvo", {"this arvo": ("TIME", "2014-12-19TAF")}),
    ("early mornin run done", {"early mornin": ("TIME", "2014-12-19TMO")}),
    ("this mornin was cold", {"this mornin": ("TIME", "2014-12-19TMO")}),
    ("new yrs eve party at mine", {"new yrs eve": ("DATE", "2014-12-31")}),
])
def test_tweet_spellings(tagger, text, expected):
    assert found(tagger, text, TWEET) == expected


def test_a_bare_number_past_12_before_today_is_no_hour(tagger):
    assert found(tagger, "happy bday sis! 21 today", TWEET) == {"today": ("DATE", "2014-12-19")}
    assert found(tagger, "see you at 8 tonight", TWEET) == {"8 tonight": ("TIME", "2014-12-19T20:00")}
    assert found(tagger, "dinner 7 tomorrow", TWEET) == {"7 tomorrow": ("TIME", "2014-12-20T07:00")}
