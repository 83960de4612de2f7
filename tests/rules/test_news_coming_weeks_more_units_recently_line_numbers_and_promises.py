"""News: "in coming weeks", "several more months", "as recently as October", "that morning", "the line 22 seconds
ahead", and "has promised to ... before the summer" / "no sooner than October" pointing ahead (n24-).

Issue 19, the seventeenth English news round's fixes under ``convention="timeml"`` (rule prefix ``n24-``). Sentences
are written for these tests; none comes from a gold corpus or the probe files. Read on Wednesday 2013-03-13 (ISO
week 11) unless a test says otherwise.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2013, 3, 13)  # a Wednesday, ISO week 11

found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    ("A regional force is due to take over in coming weeks.", {"coming weeks": ("DURATION", "PXW")}),
    ("Talks will go on over the coming weeks.", {"the coming weeks": ("DURATION", "PXW")}),
])
def test_coming_weeks_is_a_vague_duration_of_weeks(timeml, text, expected):
    assert found(timeml, text) == expected


def test_the_coming_months_stay_future_ref(timeml):
    assert found(timeml, "Prices may rise in the coming months.") == {"the coming months": ("DATE", "FUTURE_REF")}


@pytest.mark.parametrize("text,expected", [
    ("The outbreak could last several more months.", {"several more months": ("DURATION", "PXM")}),
    ("Repairs will take a few more weeks.", {"a few more weeks": ("DURATION", "PXW")}),
    ("He hopes to play for many more years.", {"many more years": ("DURATION", "PXY")}),
])
def test_a_vague_count_with_more_is_one_duration(timeml, text, expected):
    assert found(timeml, text) == expected


def test_a_vague_count_with_more_needs_a_unit_of_time(timeml):
    assert found(timeml, "The navy sank several more warships.") == {}


@pytest.mark.parametrize("text,expected", [
    ("The club was top of the table as recently as October.", {"October": ("DATE", "2012-10")}),
    ("Shares traded at $40 as recently as last week.", {"last week": ("DATE", "2013-W10")}),
])
def test_as_recently_as_leaves_only_the_date(timeml, text, expected):
    assert found(timeml, text) == expected


def test_recently_alone_is_still_past_ref(timeml):
    assert found(timeml, "The firm recently cut 200 jobs.") == {"recently": ("DATE", "PAST_REF")}


@pytest.mark.parametrize("text,expected", [
    ("The cardinals prayed at a Mass that morning.", {"that morning": ("TIME", "2013-03-13TMO")}),
    ("Crowds gathered in the square that evening.", {"that evening": ("TIME", "2013-03-13TEV")}),
])
def test_that_with_a_part_of_the_day_is_in_the_extent(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("He crossed the line 22 seconds ahead of his rival.", {"22 seconds": ("DURATION", "PT22S")}),
    ("The train on line 4 was 10 minutes late.", {"10 minutes": ("DURATION", "PT10M")}),
])
def test_a_number_after_a_label_word_followed_by_a_unit_is_a_duration(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text", ["Take the bus from platform 2019 to the airport.", "He read line 1998 aloud."])
def test_a_number_after_a_label_word_stays_a_label(timeml, text):
    assert found(timeml, text) == {}


@pytest.mark.parametrize("text,expected", [
    ("The minister has promised to name a new governor before the summer.", {"the summer": ("DATE", "2013-SU")}),
    ("The party vowed to repay the loan in October.", {"October": ("DATE", "2013-10")}),
    ("An early election could be held no sooner than October.", {"October": ("DATE", "2013-10")}),
    ("The rules take effect no earlier than June.", {"June": ("DATE", "2013-06")}),
])
def test_a_promise_and_no_sooner_than_point_ahead(timeml, text, expected):
    assert found(timeml, text) == expected


def test_a_past_election_in_october_stays_past(timeml):
    assert found(timeml, "The election was held in October.") == {"October": ("DATE", "2012-10")}


def test_a_part_of_the_day_takes_the_day_of_its_sentence_past_an_aside_year(timeml):
    text = ("Sang won the race on Sunday, pulling away over the last five kilometers for the best time on the "
            "course since 2009, as rain fell for most of the morning.")
    got = found_on(dt.date(2013, 3, 18))(timeml, text)  # read on a Monday
    assert got["the morning"] == ("TIME", "2013-03-17TMO") and got["Sunday"] == ("DATE", "2013-03-17")


def test_overnight_keeps_its_own_reading_far_from_a_day(timeml):
    text = ("The storm hit the coast on Sunday, flooding roads across three counties and cutting power to more than "
            "80,000 homes, and it will move inland overnight.")
    assert found(timeml, text)["overnight"] == ("TIME", "2013-03-13TNI")
