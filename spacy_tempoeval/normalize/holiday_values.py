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

from .holidays import Holiday, holiday_date, load_holidays, resolve, timex_value

_HOL = re.compile(r"^(?P<dir>[<>=]?)(?P<year>XXXX|\d{4})-HOL:(?P<lang>[a-z]{2,3}):(?P<id>[a-z][a-z0-9_]*)$")
_STRICT = {"<": "past", ">": "future"}


def is_holiday(raw: str) -> bool:
    """Whether a rule's value names a holiday (``...-HOL:<lang>:<id>``)."""
    return "-HOL:" in raw


def _unanchored(holiday: Holiday) -> str:
    """A holiday with neither a year nor a reference date: its month and day when they are fixed."""
    rule = holiday.rule
    if rule.kind == "fixed" and not rule.offset:
        return f"XXXX-{rule.month:02d}-{rule.day:02d}"
    return "XXXX-XX-XX"


def resolve_holiday(raw: str, anchor: _dt.date | None, direction: str) -> str | None:
    """The TIMEX3 value of a holiday value.

    raw (str): "XXXX-HOL:en:easter", "2019-HOL:en:easter", "=XXXX-HOL:de:ostern" ...
    anchor (Optional[date]): The day an occurrence without a year is picked around (reference or story's day).
    direction (str): "past", "future" or "nearest" (``prefer``, or a tense cue).
    RETURNS (Optional[str]): "2013-03-31", a range for holidays of several days, "XXXX-XX-XX" when no year
        around the anchor has the holiday; None for a value that is not a holiday's.
    """
    m = _HOL.match(raw)
    if m is None:
        return None
    table = load_holidays(m.group("lang"))
    if m.group("id") not in table:
        return None
    holiday = table.get(m.group("id"))
    if m.group("year") != "XXXX":
        return timex_value(holiday, int(m.group("year"))) or "XXXX-XX-XX"
    if anchor is None:
        return _unanchored(holiday)
    strict = m.group("dir")
    if strict == "=":
        day = holiday_date(holiday, anchor.year)
    else:
        day = resolve(holiday, anchor, _STRICT.get(strict, direction))
    if day is None:
        return "XXXX-XX-XX"
    return timex_value(holiday, day.year)
