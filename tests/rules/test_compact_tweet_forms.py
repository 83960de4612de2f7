"""Durations and clock times as tweets write them (issue 19, item 3): a unit glued to its number or after a "+"
("7hrs", "16days", "4+ hours"), "N more days", a decimal ("1.5hrs"), and a clock time without its colon before
am/pm ("430pm"). Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict, Tuple

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2014, 5, 20)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


def found(tagger: TemporalTagger, text: str) -> Dict[str, Tuple[str, str]]:
    return {t.text: (t.value, t.label) for t in tagger.tag(text, REF)}


@pytest.mark.parametrize("text,phrase,value", [
    ("Close to 7hrs of waiting outside the mall!", "7hrs", "PT7H"),
    ("Only 50mins left before the show.", "50mins", "PT50M"),
    ("Paid respects after 4+ hours of queuing.", "4+ hours", "PT4H"),
    # h19t (t20-more_hours_vague, t20-more_days_vague): "N more hours/days" with digits is the tweets gold's vague
    # countdown (PTXH, PXD; was PT2H, P3D); the extent keeps "more" as before
    ("2 more hours to go!!", "2 more hours", "PTXH"),
    ("Traffic took 1.5hrs today.", "1.5hrs", "PT1.5H"),
    ("Haven't run in 16days.", "16days", "P16D"),
    ("2 days mc + 2weeks leave then.", "2weeks", "P2W"),
    ("3 more days to the finals!", "3 more days", "PXD"),
])
def test_compact_durations(timeml, text, phrase, value):
    assert found(timeml, text)[phrase] == (value, "DURATION")


def test_a_glued_unit_is_not_a_clock_time(timeml):
    # "7hrs today" was read as the clock time 07:00 of today
    assert found(timeml, "Slept 7hrs today.")["7hrs"] == ("PT7H", "DURATION")


@pytest.mark.parametrize("text,phrase,value", [
    ("Event starts at 430pm @ the amphitheater", "430pm", "2014-05-20T16:30"),
    ("I joined him at 1130pm after the queue", "1130pm", "2014-05-20T23:30"),
    ("Doors open 930am sharp", "930am", "2014-05-20T09:30"),
    ("Still awake at 1215am", "1215am", "2014-05-20T00:15"),
])
def test_a_clock_time_without_its_colon_before_am_pm(timeml, text, phrase, value):
    assert found(timeml, text)[phrase] == (value, "TIME")


def test_a_number_without_am_pm_is_no_clock_time(timeml):
    assert found(timeml, "1130 people came to the show") == {}


@pytest.mark.parametrize("text,phrase,value", [
    ("Left the camp at 5+am and came back late", "5+am", "2014-05-20T05:00"),
    ("Home by 11+pm after the match", "11+pm", "2014-05-20T23:00"),
])
def test_an_hour_with_a_plus_before_am_pm(timeml, text, phrase, value):
    # "5+am" (a bit after five) is the clock time of its hour; it was not tagged at all
    assert found(timeml, text)[phrase] == (value, "TIME")
