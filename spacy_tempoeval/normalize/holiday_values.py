"""Holiday values in the tagger (issue 20): ``{year}-HOL:<lang>:<id>`` -> the holiday's day.

The holiday rules (``rules/data/<lang>/everyday_holidays.jsonl``, written from the pack's holiday table by
``tools/make_holiday_rules.py``) give a holiday as ``XXXX-HOL:en:thanksgiving`` ("Thanksgiving") or
``2019-HOL:en:thanksgiving`` ("Thanksgiving 2019"); a story's reading may prefix ``=``/``<``/``>`` as for any
date without a year (``normalize.resolve``). This module turns them into TIMEX3 values with
``normalize.holidays``: the day of the given year, or the occurrence the reference date and ``prefer`` pick
(Easter 2013 is ``2013-03-31``; "Semana Santa" a range ``2013-03-24/2013-03-31``).
"""

from __future__ import annotations

import datetime as _dt
import re

from .holidays import DateRule, Holiday, holiday_date, load_holidays, timex_value
from .resolve import resolve_underspecified

_HOL = re.compile(r"^(?P<dir>[<>=]?)(?P<year>XXXX|\d{4})-HOL:(?P<lang>[a-z]{2,3}):(?P<id>[a-z][a-z0-9_]*)$")
# "the last Monday of March": NTH:<n>:<ISO weekday>:<month>, n 1-5 or -1 (the last)
_NTH = re.compile(r"^(?P<dir>[<>=]?)(?P<year>XXXX|\d{4})-NTH:(?P<n>-1|[1-5]):(?P<wd>[1-7]):(?P<m>0[1-9]|1[0-2])$")


def is_holiday(raw: str) -> bool:
    """Whether a rule's value names a holiday (``...-HOL:<lang>:<id>``) or the n-th weekday of a month
    (``...-NTH:<n>:<weekday>:<month>``, "the last Monday of March")."""
    return "-HOL:" in raw or "-NTH:" in raw


def _nth_holiday(m: re.Match) -> Holiday:
    n, weekday, month = int(m.group("n")), int(m.group("wd")), int(m.group("m"))
    rule = DateRule(text=m.group(0), kind="nth", month=month, n=n, weekday=weekday - 1)
    return Holiday(id="nth_weekday", phrases=(), rule=rule)


def _lookup(raw: str) -> tuple[re.Match, Holiday] | None:
    m = _HOL.match(raw)
    if m is not None:
        table = load_holidays(m.group("lang"))
        return (m, table.get(m.group("id"))) if m.group("id") in table else None
    m = _NTH.match(raw)
    return (m, _nth_holiday(m)) if m is not None else None


def _unanchored(holiday: Holiday) -> str:
    """A holiday with neither a year nor a reference date: its month and day when they are fixed."""
    rule = holiday.rule
    if rule.kind == "fixed" and not rule.offset:
        return f"XXXX-{rule.month:02d}-{rule.day:02d}"
    return "XXXX-XX-XX"


def resolve_holiday(raw: str, anchor: _dt.date | None, direction: str, slack: int = 0) -> str | None:
    """The TIMEX3 value of a holiday value.

    raw (str): "XXXX-HOL:en:easter", "2019-HOL:en:easter", "=XXXX-HOL:de:ostern", "XXXX-NTH:-1:1:03" ...
    anchor (Optional[date]): The day an occurrence without a year is picked around (reference or story's day).
    direction (str): "past", "future" or "nearest" (``prefer``, or a tense cue).
    slack (int): Days within which the nearest occurrence wins against a tense cue (``normalize.resolve``).
    RETURNS (Optional[str]): "2013-03-31", a range for holidays of several days, "XXXX-XX-XX" when no year
        around the anchor has the holiday; None for a value that is not a holiday's.
    """
    found = _lookup(raw)
    if found is None:
        return None
    m, holiday = found
    if m.group("year") != "XXXX":
        return timex_value(holiday, int(m.group("year"))) or "XXXX-XX-XX"
    if anchor is None:
        return _unanchored(holiday)
    # the year is picked as for any day without a year ("XXXX-12-25", normalize.resolve: direction, a tense
    # cue's slack, "<", ">", "="), from the holiday's day around the anchor's year
    day = next((d for y in (anchor.year, anchor.year + 1, anchor.year - 1)
                for d in [holiday_date(holiday, y)] if d is not None), None)
    if day is None:
        return "XXXX-XX-XX"
    picked = resolve_underspecified(f"{m.group('dir')}XXXX-{day.month:02d}-{day.day:02d}", anchor, direction, slack)
    return timex_value(holiday, int(picked[:4])) or "XXXX-XX-XX"
