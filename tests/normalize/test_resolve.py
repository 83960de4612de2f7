"""TIMEX3 values -> years (``normalize.timex``) and anchoring of relative values (``normalize.resolve``)."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spacy_tempoeval.normalize.resolve import resolve_value
from spacy_tempoeval.normalize.timex import narrow_bounds, timex_to_years
from spacy_tempoeval.yearset import YearSet

ANCHOR = dt.date(1998, 2, 27)  # a Friday


@pytest.mark.parametrize("value,years", [
    ("2019", YearSet([2019])), ("2019-03", YearSet([2019])), ("2019-03-22", YearSet([2019])),
    ("2019-W11", YearSet([2019])), ("2019-Q1", YearSet([2019])), ("2019-SU", YearSet([2019])),
    ("2019-03-22T10:00", YearSet([2019])), ("199X", YearSet.range(1990, 1999)), ("199", YearSet.range(1990, 1999)),
    ("19XX", YearSet.range(1900, 1999)), ("19", YearSet.range(1900, 1999)), ("1", YearSet.range(1000, 1999)),
    ("BC0490", YearSet([-490])), ("-0490", YearSet([-490])), ("BC049", YearSet.range(-499, -490)),
    ("2019/2021", YearSet.range(2019, 2021)), ("BC0300/BC0201", YearSet.range(-300, -201)),
    ("0001/1000", YearSet.range(1, 1000)), ("1998-02/2001", YearSet.range(1998, 2001)),
])
def test_normalize_timex_years(value, years):
    assert timex_to_years(value) == years


@pytest.mark.parametrize("value", ["PAST_REF", "PRESENT_REF", "FUTURE_REF", "XXXX-03", "XXXX-WXX-5", "P3Y",
                                   "T10:00", "", None, "20190", "19-03", "BC0000", "garbage", "P1X"])
def test_normalize_timex_no_years(value):
    assert timex_to_years(value) == set()


@pytest.mark.parametrize("mod,narrow", [("EARLY", (1990, 1992)), ("MID", (1993, 1995)), ("LATE", (1997, 1999))])
def test_normalize_timex_modifiers(mod, narrow):
    assert timex_to_years("199", mod) == YearSet.range(1990, 1999)
    assert timex_to_years("199", mod, narrow=True) == YearSet.range(*narrow)


@given(st.integers(-3000, 3000), st.integers(0, 500), st.sampled_from(["EARLY", "MID", "LATE", "START", "END"]))
def test_normalize_narrow_bounds_inside_the_period(lo, width, mod):
    hi = lo + width
    a, b = narrow_bounds(lo, hi, mod)
    assert lo <= a <= b <= hi


@pytest.mark.parametrize("raw,direction,value", [
    ("REF", "past", "1998-02-27"), ("REF-1Y", "past", "1997"), ("REF+0Y", "past", "1998"),
    ("REF-1M", "past", "1998-01"), ("REF-1DE", "past", "198"), ("REF-1CE", "past", "18"),
    ("XXXX-03", "past", "1997-03"), ("XXXX-03", "future", "1998-03"),
    ("<XXXX-03", "future", "1997-03"), (">XXXX-01", "past", "1999-01"),
    ("XXXX-WXX-5", "past", "1998-02-27"), ("XXXX-WXX-1", "future", "1998-03-02"),
    ("REF-5Y/REF", "past", "1993/1998-02-27"),
])
def test_normalize_resolve_value(raw, direction, value):
    assert resolve_value(raw, ANCHOR, direction) == value


@pytest.mark.parametrize("raw", ["REF-1Y", "XXXX-03", "REF"])
def test_normalize_resolve_without_anchor_gives_no_years(raw):
    assert timex_to_years(resolve_value(raw, None, "past")) == set()


@given(st.dates(), st.integers(0, 50), st.sampled_from(["Y", "Q", "M", "W", "D", "DE", "CE"]),
       st.sampled_from(["+", "-"]), st.sampled_from(["past", "future", "nearest"]))
def test_normalize_resolve_shift_never_crashes(anchor, n, unit, sign, direction):
    value = resolve_value(f"REF{sign}{n}{unit}", anchor, direction)
    assert isinstance(value, str)
    assert all(-9999 <= y <= 9999 for y in timex_to_years(value))


def test_normalize_timex_gold_values_agree_with_gold_years(gold_dir):
    # the gold 'years' of each corpus are the union of the years of its DATE/TIME values
    mismatches = []
    for path in sorted(gold_dir.glob("*.jsonl")):
        for line in path.open(encoding="utf8"):
            record = json.loads(line)
            ours = YearSet.union_all(timex_to_years(t["value"]) for t in record["timexes"]
                                     if t["type"] in ("DATE", "TIME"))
            if ours != set(record["years"]):
                mismatches.append((path.name, record.get("doc_id"), sorted(ours ^ set(record["years"]))[:5]))
    assert mismatches == []


def test_resolve_weekend_is_its_iso_week():
    monday = dt.date(1990, 8, 13)
    assert resolve_value("XXXX-WXX-WE", monday, "past") == "1990-W32-WE"
    assert resolve_value("XXXX-WXX-WE", monday, "future") == "1990-W33-WE"
    assert resolve_value("REF-1W-WE", monday) == "1990-W32-WE"


def test_resolve_shift_keeps_part_of_day_and_month():
    monday = dt.date(1990, 8, 13)
    assert resolve_value("REF-1DTNI", monday) == "1990-08-12TNI"
    assert resolve_value("REF+1DTMO", monday) == "1990-08-14TMO"
    assert resolve_value("REF-1Y-06", monday) == "1989-06"


def test_resolve_bare_day_of_month_by_direction():
    jan2 = dt.date(2002, 1, 2)
    assert resolve_value("XXXX-XX-08", jan2, "nearest") == "2002-01-08"
    assert resolve_value("XXXX-XX-08", jan2, "past") == "2001-12-08"
    assert resolve_value("<XXXX-XX-03", dt.date(2000, 1, 19)) == "2000-01-03"
    assert resolve_value("XXXX-XX-31", dt.date(2002, 2, 10), "future") == "2002-03-31"  # February has no 31st


@pytest.mark.parametrize("value", ["REF-1D", "REF+2Y", "REF", "XXXX-03-03", "XXXX-WXX-5", "1999-05", "REF+9999Y"])
@pytest.mark.parametrize("direction", ["past", "future", "nearest"])
def test_kept_resolution_is_the_resolution(value, direction):
    """``resolve_point`` keeps its results per (value, anchor, direction, slack): asked again, or kept from an
    earlier call, it gives what the resolution itself gives (a date beyond the calendar included)."""
    from spacy_tempoeval.normalize.resolve import _caught_point, resolve_point

    for anchor in (ANCHOR, dt.date(2024, 2, 29), None):
        expected = _caught_point(value, anchor, direction, 0)
        assert resolve_point(value, anchor, direction) == expected
        assert resolve_point(value, anchor, direction) == expected


def test_kept_resolution_keeps_date_and_datetime_anchors_apart():
    """A datetime anchor is not the date of the same day as a key (``typed``): each gets its own result."""
    from spacy_tempoeval.normalize.resolve import _caught_point, resolve_point

    day, moment = dt.date(2020, 5, 1), dt.datetime(2020, 5, 1, 9, 30)
    assert resolve_point("REF", day) == _caught_point("REF", day, "past", 0)
    assert resolve_point("REF", moment) == _caught_point("REF", moment, "past", 0)
