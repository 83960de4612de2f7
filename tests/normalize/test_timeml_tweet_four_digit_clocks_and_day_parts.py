"""Tweet values: a four-digit clock after "at" and "every" part of the day (round 5).

TIMEX3 values of tweets under ``convention="timeml"``, round 5 of issue 19: one case per phenomenon fixed.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import values_on

from spacy_tempoeval.tagger import TemporalTagger

WEDNESDAY = dt.date(2015, 1, 28)


values = values_on(WEDNESDAY)


@pytest.mark.parametrize("text,phrase,value", [
    ("Got home at 0930, so tired", "0930", "2015-01-28T09:30"),
    ("We finished at 1145, then ate", "1145", "2015-01-28T11:45"),
])
def test_four_digit_clock_after_at_before_a_comma(timeml: TemporalTagger, text: str, phrase: str,
                                                  value: str) -> None:
    """'at 1015,' is a clock time (the comma ends the clause); '1015,000' stays a number, not a time."""
    assert values(timeml, text)[phrase] == value


def test_four_digits_before_thousands_comma_stay_no_clock(timeml: TemporalTagger) -> None:
    assert "T" not in values(timeml, "Shares closed at 1015,000 units").get("1015", "")


@pytest.mark.parametrize("text,phrase,value", [
    ("She jogs every morning before work.", "every morning", "TMO"),
    ("He reads each night.", "each night", "TNI"),
    ("We walk every evening.", "every evening", "TEV"),
])
def test_every_part_of_day_is_the_part_of_day(timeml: TemporalTagger, text: str, phrase: str, value: str) -> None:
    """A set of a part of day is written as the tweets corpus annotates it: 'every morning' TMO."""
    assert values(timeml, text)[phrase] == value
