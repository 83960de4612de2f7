"""TIMEX3 extents under ``convention="timeml"``, round 5 of issue 19: "within days / hours / minutes" (the
TIMEX3 is the bare plural, as "within weeks"), "the 1988 quarter" (one TIMEX3 with its article and head noun, as
"the 1988 period"), "a three-year period" (one DURATION with its article and head noun, "over" left out) and
"August of that year" (one TIMEX3, in the narrative year), one test per phenomenon.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import pytest
from timeml_news import REF, spans, values


@pytest.mark.parametrize("text,phrase,expected", [
    ("The fort fell within days and the garrison surrendered.", "days", "PXD"),
    ("The tanker sank within minutes, taking its crew with it.", "minutes", "PTXM"),
    ("Rescue teams arrived within hours.", "hours", "PTXH"),
])
def test_within_an_unspecified_number_of_small_units_is_the_plural(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


@pytest.mark.parametrize("text", [
    "He resigned within days of the vote.",
    "The bridge was rebuilt within hours of the attack.",
])
def test_within_days_of_an_event_is_not_a_vague_duration(timeml, text):
    assert values(timeml, text).get("days") != "PXD" and values(timeml, text).get("hours") != "PTXH"


@pytest.mark.parametrize("text,phrase", [
    ("The unit had revenue of $14.5 million in the 1988 quarter.", "the 1988 quarter"),
    ("Net income rose from the 1987 fiscal quarter.", "the 1987 fiscal quarter"),
])
def test_the_year_quarter_is_one_timex(timeml, text, phrase):
    assert phrase in spans(timeml, text)
    assert values(timeml, text)[phrase] == phrase.split()[1]


@pytest.mark.parametrize("text,phrase,expected", [
    ("Sales doubled over a three-year period.", "a three-year period", "P3Y"),
    ("The treaty allowed a ninety-day period for the withdrawal.", "a ninety-day period", "P90D"),
    ("Losses rose during the same 28-day period.", "the same 28-day period", "P28D"),
    ("Prices were frozen over a two year period.", "a two year period", "P2Y"),
])
def test_a_counted_unit_period_is_one_duration(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


@pytest.mark.parametrize("text,phrase", [
    ("The talks lasted over a week.", "over a week"),
    ("The siege lasted over a dozen years.", "over a dozen years"),
])
def test_over_before_one_unit_or_a_dozen_stays_more_than(timeml, text, phrase):
    found = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in found and found[phrase].mod == "MORE_THAN"


@pytest.mark.parametrize("text,phrase,expected", [
    ("The front was quiet by 1916. In August of that year, the offensive began.", "August of that year", "1916-08"),
    ("The treaty was signed in 1878. On July 13 of that year, the delegates left.", "July 13 of that year",
     "1878-07-13"),
])
def test_a_month_of_that_year_is_one_timex_in_the_narrative_year(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected
