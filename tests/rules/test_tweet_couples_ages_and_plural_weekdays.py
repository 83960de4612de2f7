"""Tweets: "a couple wks", "a fortnight", ages, month/day ranges, plural weekdays, "vday" (k17-).

Issue 19, branch h19k (rule prefix ``k17-``): tweet TIMEX3s of the fifth tweet probe round under
``convention="timeml"``: "a couple wks" (no "of"), "a fortnight", "twice a yr", a tweet's age ("16 yrs old", "9 wks
old"), a month/day at noon or midnight, a month/day range ("8/18-8/22"), a lower-case "sat" before a part of the
day, plural weekdays as SETs ("mondays"), misspelt "tomorrow", a stretched "summer", Singapore "ytd" (yesterday), a
bare hour before "tonite" / "2nite", "thru mon", and the holiday spellings "vday" and "turkey day". Sentences are
written for these tests; none comes from a gold corpus or the probe files. Read on Wednesday 2014-08-13 (ISO week
33)."""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest
from timeml_news import found_on

from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2014, 8, 13)


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    # counts and durations in tweet spellings
    ("back in a couple days, miss u", {"a couple days": ("DURATION", "P2D")}),
    ("been a couple yrs since i saw her", {"a couple yrs": ("DURATION", "P2Y")}),
    ("napped a couple hrs", {"a couple hrs": ("DURATION", "PT2H")}),
    ("staying a fortnight in london", {"a fortnight": ("DURATION", "P2W")}),
    ("fortnightly catch ups w the team", {"fortnightly": ("SET", "P2W")}),
    ("haircut like twice a yr", {"twice a yr": ("SET", "P1Y")}),
    ("gym 4 times a wk", {"4 times a wk": ("SET", "P1W")}),
    # ages: one DURATION with "old" in tweet spellings; a child's age in months stays untagged (AQUAINT)
    ("our puppy is 9 wks old", {"9 wks old": ("DURATION", "P9W")}),
    ("my nephew is 3 yrs old!", {"3 yrs old": ("DURATION", "P3Y")}),
    ("their 6 months old son is cute", {}),
    # written dates
    ("tix valid 8/20 at noon", {"8/20 at noon": ("TIME", "2014-08-20T12:00")}),
    ("pool closes 9/1 @ midnight", {"9/1 @ midnight": ("TIME", "2014-09-01T24:00")}),
    ("clinic closed 8/18-8/22", {"8/18": ("DATE", "2014-08-18"), "8/22": ("DATE", "2014-08-22")}),
    # weekdays
    ("party sat night!!", {"sat night": ("TIME", "2014-08-16TNI")}),
    ("coffee on sat mornings", {"sat mornings": ("SET", "XXXX-WXX-6TMO")}),
    ("dont call me on sundays", {"sundays": ("SET", "XXXX-WXX-7")}),
    ("Fridays are the best", {"Fridays": ("SET", "XXXX-WXX-5")}),
    ("#Mondays suck", {}),
    # day words, misspelt, stretched, Singapore English
    ("tommorow is the big day", {"tommorow": ("DATE", "2014-08-14")}),
    ("see u tomorow", {"tomorow": ("DATE", "2014-08-14")}),
    ("SUMMERRR is almost over", {"SUMMERRR": ("DATE", "2014-SU")}),
    ("ytd was so shiok", {"ytd": ("DATE", "2014-08-12")}),
    ("stocks up 5% ytd", {}),
    ("YTD returns look fine", {}),
    # a bare hour before a tweet spelling of tonight
    ("back by 9 tonite", {"9 tonite": ("TIME", "2014-08-13T21:00")}),
    ("movie 8 2nite?", {"8 2nite": ("TIME", "2014-08-13T20:00")}),
    # holidays
    ("turkey day plans?", {"turkey day": ("DATE", "2014-11-27")}),
])
def test_fifth_tweet_round(timeml: TemporalTagger, text: str, expected: Dict[str, tuple]) -> None:
    assert found(timeml, text) == expected


def test_sat_as_a_verb_stays_untagged(timeml: TemporalTagger) -> None:
    assert "sat night" not in found(timeml, "sat night after night by the phone")
    assert found(timeml, "I sat in the sun all day") == {}


def test_a_weekday_after_thru_is_tagged_without_the_signal(timeml: TemporalTagger) -> None:
    # which Monday is the tense reader's (not this branch's): only the extent and the weekday are checked here
    for text, word, weekday in [("rain thru mon", "mon", 0), ("heatwave thru sun apparently", "sun", 6)]:
        tags = {t.text: t for t in timeml.tag(text, REF)}
        assert list(tags) == [word] and tags[word].label == "DATE"
        assert dt.date.fromisoformat(tags[word].value).weekday() == weekday
    assert found(timeml, "walking thru sun and rain") == {}


def test_vday_is_valentines_day(timeml: TemporalTagger) -> None:
    tags = found(timeml, "vday is so overrated")
    assert list(tags) == ["vday"] and tags["vday"][1].endswith("-02-14")


def test_a_couple_units_ago_is_a_date(timeml: TemporalTagger) -> None:
    assert found(timeml, "saw them a couple days ago") == {"a couple days ago": ("DATE", "2014-08-11")}
    assert list(found(timeml, "saw them a couple of wks ago")) == ["a couple of wks ago"]
