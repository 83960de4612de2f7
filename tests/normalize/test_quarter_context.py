"""Financial "year-ago" values under ``convention="timeml"`` (issue 19, item 3): in a report on a quarter,
"a year ago" / "a year earlier" / "the year-ago quarter" is that quarter a year before.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import values_on

REF = dt.date(1989, 10, 25)


values = values_on(REF)


@pytest.mark.parametrize("text,phrase,expected", [
    ("Net income rose 12% in the third quarter from $3 million a year ago.", "a year ago", "1988-Q3"),
    ("Sales in the second quarter of 1989 climbed. A year earlier, they had fallen.", "A year earlier", "1988-Q2"),
])
def test_year_ago_takes_the_quarter_reported_on(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


@pytest.mark.parametrize("text,phrase,expected", [
    ("The company was founded a year ago.", "a year ago", "1988"),
    ("Profit in the third quarter of 1987 was low; a year ago it rose.", "a year ago", "1988"),
])
def test_year_ago_without_a_matching_quarter_stays_a_year(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


def test_rag_convention_keeps_the_year(rag):
    text = "Net income rose 12% in the third quarter from $3 million a year ago."
    assert values(rag, text)["a year ago"] == "1988"
