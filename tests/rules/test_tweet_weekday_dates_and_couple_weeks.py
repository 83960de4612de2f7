"""Tweets: "fri the 20th", "the past couple weeks", "every fall", "the weekend before last" (u18-).

Issue 19, branch h19u (rule prefix ``u18-``): tweet TIMEX3s of the eighth tweet probe round under
``convention="timeml"``: a lower-case weekday abbreviation with its day of the month ("fri the 20th"), "the past
couple weeks" / "the next couple hrs" without "of", "every fall", and "the weekend before last". Sentences are
written for these tests; none comes from a gold corpus or the probe files. Read on Wednesday 2014-08-13 (ISO week
33)."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2014, 8, 13)


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    # a lower-case weekday abbreviation with 'the Nth' is one DATE, the day of the month (was the weekday alone)
    ("bday dinner fri the 22nd!!", {"fri the 22nd": ("DATE", "2014-08-22")}),
    ("move in day is sat, the 16th", {"sat, the 16th": ("DATE", "2014-08-16")}),
    ("Friday the 15th is payday", {"Friday the 15th": ("DATE", "2014-08-15")}),
    ("the sun the whole day", {"the whole day": ("DURATION", "P1D")}),
    # 'the past / next couple units' without 'of' is one DURATION with its article (was 'the past' and 'weeks' apart)
    ("the past couple weeks have been a blur", {"the past couple weeks": ("DURATION", "P2W")}),
    ("gonna be busy the next couple days", {"the next couple days": ("DURATION", "P2D")}),
    ("slept the last couple hrs on the train", {"the last couple hrs": ("DURATION", "PT2H")}),
    ("we met a couple weeks ago", {"a couple weeks ago": ("DATE", "2014-W31")}),
    # 'every fall' / 'each fall' is the season SET (was not tagged), unless a preposition or particle follows
    ("we go apple picking every fall", {"every fall": ("SET", "XXXX-FA")}),
    ("each fall the leaves get me", {"each fall": ("SET", "XXXX-FA")}),
    ("every fall off the board hurts", {}),
    # 'the weekend before last' is the week-end two weeks back (was 'the weekend', the nearest)
    ("went camping the weekend before last", {"the weekend before last": ("DATE", "2014-W31-WE")}),
    ("the wknd before last was wild", {"the wknd before last": ("DATE", "2014-W31-WE")}),
])
def test_eighth_round_tweet_phrases(timeml, text, expected):
    assert found(timeml, text) == expected
