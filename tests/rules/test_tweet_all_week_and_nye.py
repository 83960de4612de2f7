"""Tweets: "all week" / "all month", a lower-case "nye", "new years resolution" (q17-).

Issue 19, branch h19q (rule prefix ``q17-``): tweet TIMEX3s of the sixth tweet probe round under
``convention="timeml"``: "all week" / "all month" DURATIONs (lower case), a lower-case "nye" (New Year's Eve, not
"bill nye"), and "new years resolution" (no TIMEX3). Sentences are written for these tests; none comes from a gold
corpus or the probe files. Read on Wednesday 2014-08-13 (ISO week 33)."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2014, 8, 13)


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    ("its been hot all week", {"all week": ("DURATION", "P1W")}),
    ("coughing all week ugh", {"all week": ("DURATION", "P1W")}),
    ("overtime all month smh", {"all month": ("DURATION", "P1M")}),
    ("nye at the beach this year?", {"nye": ("DATE", "2014-12-31"), "this year": ("DATE", "2014")}),
    ("watching bill nye with my lil sis", {}),
    ("my new years resolution is more sleep", {}),
    ("New Year's resolutions already broken lol", {}),
])
def test_sixth_round_tweet_phrases(timeml, text, expected):
    assert found(timeml, text) == expected


def test_sentence_initial_all_week_stays_untagged(timeml):
    # AQUAINT leaves a sentence-initial "All week" untagged; the tweet rule is lower case only
    assert "All week" not in found(timeml, "All week, officials met in Washington.")
