"""News: "four-and-a-half-year", "another five years", "millions of years ago", "3 hours, 48 minutes", "by midday on
Monday", "hours before the window closed", "between 9 p.m. and 3 a.m.", "a year after <an event>" and the verb "may"
after "that" (n23-).

Issue 19, the sixteenth English news round's fixes under ``convention="timeml"`` (rule prefix ``n23-``). Sentences
are written for these tests; none comes from a gold corpus or the probe files. Read on Friday 2013-02-08 (ISO week
6) unless a test says otherwise.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 2, 8)  # a Friday, ISO week 6

found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    ("He signed a four-and-a-half-year contract with the club.", {"four-and-a-half-year": ("DURATION", "P4Y6M")}),
    ("They held a two-and-a-half-day summit.", {"two-and-a-half-day": ("DURATION", "P2DT12H")}),
    ("After a three-and-a-half-hour meeting, talks ended.", {"three-and-a-half-hour": ("DURATION", "PT3H30M")}),
    ("a 10-and-a-half-year sentence", {"10-and-a-half-year": ("DURATION", "P10Y6M")}),
])
def test_a_number_and_a_half_written_as_one_adjective_is_one_duration(timeml, text, expected):
    assert found(timeml, text) == expected


def test_a_number_and_a_half_adjective_needs_its_unit_to_end_the_word(timeml):
    got = found(timeml, "the four-and-a-half-years-old boy")
    assert ("DURATION", "P4Y6M") not in got.values() and "four-and-a-half-year" not in got


@pytest.mark.parametrize("text,expected", [
    ("a final that lasted 3 hours, 48 minutes and was halted by rain",
     {"3 hours, 48 minutes": ("DURATION", "PT3H48M")}),
    ("The flight took 2 hours,10 minutes.", {"2 hours,10 minutes": ("DURATION", "PT2H10M")}),
    ("The climb took 3 hours and 48 minutes.", {"3 hours and 48 minutes": ("DURATION", "PT3H48M")}),  # as before
])
def test_hours_and_minutes_with_a_comma_between_are_one_duration(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("The storm will move out into the North Sea by midday on Monday.",
     {"midday on Monday": ("TIME", "2013-02-11T12:00")}),
    ("The bridge stays closed until midday.", {"midday": ("TIME", "2013-02-08T12:00")}),
    ("Trading resumed after midday.", {"midday": ("TIME", "2013-02-08T12:00")}),
])
def test_midday_after_a_signal_is_the_clock_time_noon(timeml, text, expected):
    assert found(timeml, text) == expected


def test_midday_alone_stays_the_part_of_the_day(timeml):
    assert found(timeml, "a table for two midday") == {"midday": ("TIME", "2013-02-08TMD")}


@pytest.mark.parametrize("text,expected", [
    ("The club signed him on Thursday, hours before the transfer window closed.",
     {"Thursday": ("DATE", "2013-02-07"), "hours": ("DURATION", "PTXH")}),
    ("Hours after the blast, police sealed off the square.", {"Hours": ("DURATION", "PTXH")}),
    ("She arrived at the hospital. Minutes after she left, the roof fell in.", {"Minutes": ("DURATION", "PTXM")}),
    ("The vote came on Monday, days after the scandal broke.",
     {"Monday": ("DATE", "2013-02-04"), "days": ("DURATION", "PXD")}),
])
def test_a_bare_unit_opening_a_clause_before_an_event_is_a_vague_duration(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text", [
    "Office hours before the holiday are short.",  # a noun before it
    "He was seen in the days before the slaying.",  # an article before it: left alone
    "Business hours after the merger did not change.",
])
def test_a_unit_after_a_word_before_an_event_is_left_alone(timeml, text):
    assert found(timeml, text) == {}


def test_a_count_before_the_unit_is_left_to_the_duration_rules(timeml):
    assert found(timeml, "The deal came three hours before the deadline.") == {"three hours": ("DURATION", "PT3H")}


@pytest.mark.parametrize("text,expected", [
    ("The heaviest snow is expected between 9 p.m. and 3 a.m.",
     {"9 p.m.": ("TIME", "2013-02-08T21:00"), "3 a.m.": ("TIME", "2013-02-09T03:00")}),
    ("The bar is open from 10 pm to 2 am.",
     {"10 pm": ("TIME", "2013-02-08T22:00"), "2 am": ("TIME", "2013-02-09T02:00")}),
])
def test_a_clock_range_through_midnight_ends_on_the_next_day(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("The office is open from 9 am to 5 pm.",
     {"9 am": ("TIME", "2013-02-08T09:00"), "5 pm": ("TIME", "2013-02-08T17:00")}),
    ("Patrols ran between 3 a.m. and 9 a.m.",
     {"3 a.m.": ("TIME", "2013-02-08T03:00"), "9 a.m.": ("TIME", "2013-02-08T09:00")}),
    # "and" without "between" joins no range: each time stays on its day
    ("Alarms went off at 9 p.m. and 3 a.m.",
     {"9 p.m.": ("TIME", "2013-02-08T21:00"), "3 a.m.": ("TIME", "2013-02-08T03:00")}),
])
def test_a_clock_range_within_one_day_or_a_list_of_times_stays_on_its_day(timeml, text, expected):
    assert found(timeml, text) == expected


def test_a_range_through_midnight_is_one_interval_under_rag():
    rag = TemporalTagger(settings=TaggerSettings(convention="rag"))
    got = {t.text: t.value for t in rag.tag("Snow is expected between 9 p.m. and 3 a.m.", REF)}
    assert got == {"between 9 p.m. and 3 a.m.": "2013-02-08T21:00/2013-02-09T03:00"}


# a news story (it tells of the days around its date), not a narrative of the years it names
NEWS = ("HOUSTON (AP) — A flight director who guided three Apollo missions has died. He was 82. He died Monday at a "
        "hospice, his daughter said on Tuesday. He flew jets for eight years before joining NASA in 1962, a year "
        "after the agency put its first American in space. A funeral is planned for Saturday.")


def test_a_shift_after_an_event_in_news_is_the_duration_it_names(timeml):
    got = found(timeml, NEWS, dt.date(2013, 11, 19))
    assert got["a year"] == ("DURATION", "P1Y")
    assert got["1962"] == ("DATE", "1962")


def test_a_shift_after_a_date_still_counts_from_that_date(timeml):
    text = NEWS.replace("a year after the agency put its first American in space", "a year after 1961")
    assert found(timeml, text, dt.date(2013, 11, 19))["a year after 1961"] == ("DATE", "1962")


@pytest.mark.parametrize("text", [
    "Scientists say a dinosaur that may have been the largest animal lived there.",
    "The same may be true of the other teams.",
    "Early may be better than late, the coach said.",
    "The last may be the best of them.",
    "The next may come sooner.",
])
def test_the_verb_may_after_that_or_last_is_no_month(timeml, text):
    assert found(timeml, text) == {}


@pytest.mark.parametrize("text,span", [
    ("That May, he left the firm.", "That May"),
    ("He left last may and came back.", "last may"),
    ("The plant reopened in early May.", "early May"),
])
def test_may_the_month_after_those_words_stays_a_month(timeml, text, span):
    label, value = found(timeml, text)[span]
    assert label == "DATE" and value[4:7] == "-05"


@pytest.mark.parametrize("text,expected", [
    ("Work on the site could go on for another five years.", {"another five years": ("DURATION", "P5Y")}),
    ("He will serve a further three years.", {"a further three years": ("DURATION", "P3Y")}),
    ("The talks took an additional 30 days.", {"an additional 30 days": ("DURATION", "P30D")}),
])
def test_another_or_a_further_before_a_quantity_belongs_to_its_duration(timeml, text, expected):
    assert found(timeml, text) == expected


def test_a_shift_before_an_event_still_counts_from_the_date_told_of(timeml):
    # only a shift forward ("after") becomes its duration: "two weeks before <an event>" keeps the year told of
    text = ("Prosecutors said on Monday that he obtained the results of a drug trial in July 2008, about two weeks "
            "before they were made public. He was convicted in February after a four-week trial.")
    label, value = found(timeml, text, dt.date(2013, 4, 16))["two weeks"]
    assert label == "DATE" and value.startswith("2008-")


@pytest.mark.parametrize("text,expected", [
    ("The plant-eater roamed the forests of Patagonia millions of years ago.",
     {"millions of years ago": ("DATE", "PAST_REF")}),
    ("Humans first reached the island tens of thousands of years ago.",
     {"tens of thousands of years ago": ("DATE", "PAST_REF")}),
])
def test_a_vague_count_of_years_ago_is_one_past_date_with_its_count(timeml, text, expected):
    assert found(timeml, text) == expected


def test_a_vague_count_of_years_without_ago_takes_no_count(timeml):
    assert "hundreds of years" not in found(timeml, "The empire ruled the region for hundreds of years.")
