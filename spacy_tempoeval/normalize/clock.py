"""Everyday time below a day (issue 20): values counted from the reference date-TIME.

Rules write an offset from the reference clock time as ``NOW+PT2H`` ("in 2 hours"), ``NOW-PT30M`` ("30 minutes
ago"), and a stretch up to or from it as ``NOW-PT2H/NOW`` ("the past 2 hours") or ``NOW/NOW+PT24H`` ("within 24
hours"). With a reference clock time they resolve to TIMEX3 date-times (``2013-02-12T06:30``, minutes); with a
date alone they keep the duration they name (``PT2H``), exactly what the tagger gave before the reference kept
its clock time.

A bare clock time ("at 3am") that resolved to the reference day moves one day under ``prefer``: "future" takes
the next such time (3am from 04:30 is tomorrow), "past" the last one; "nearest" keeps the reference day.
"""

from __future__ import annotations

import datetime as _dt
import re

_NOW = re.compile(r"^NOW(?:(?P<sign>[+-])PT(?P<n>\d{1,5})(?P<unit>[HM]))?$")
_CLOCK = re.compile(r"^(?P<day>\d{4}-\d{2}-\d{2})T(?P<h>[01]\d|2[0-3]):(?P<m>[0-5]\d)$")


def is_now(raw: str) -> bool:
    """Whether a rule's value is counted from the reference clock time (``NOW...``)."""
    return raw.startswith("NOW")


def _point(text: str, reference_time: _dt.datetime) -> str | None:
    m = _NOW.match(text)
    if m is None:
        return None
    moment = reference_time.replace(tzinfo=None)
    if m.group("sign"):
        step = _dt.timedelta(**{"hours" if m.group("unit") == "H" else "minutes": int(m.group("n"))})
        try:
            moment = moment + step if m.group("sign") == "+" else moment - step
        except OverflowError:
            return None
    return moment.isoformat(timespec="minutes")


def _duration(text: str) -> str | None:
    """The duration a ``NOW`` value names (its only offset), or None."""
    for side in text.split("/"):
        m = _NOW.match(side)
        if m is not None and m.group("sign"):
            return f"PT{int(m.group('n'))}{m.group('unit')}"
    return None


def resolve_now(raw: str, reference_time: _dt.datetime | None) -> str | None:
    """The TIMEX3 value of a ``NOW`` value (a point or an interval ``A/B``).

    raw (str): "NOW+PT2H", "NOW-PT30M", "NOW-PT2H/NOW", "NOW/NOW+PT24H".
    reference_time (Optional[datetime]): The reference clock time; None: a date alone.
    RETURNS (Optional[str]): "2013-02-12T06:30" or "2013-02-12T02:30/2013-02-12T04:30"; with a date alone the
        duration it names ("PT2H"); None for a malformed value.
    """
    if reference_time is None:
        return _duration(raw)
    points = [_point(side, reference_time) for side in raw.split("/")]
    if any(p is None for p in points):
        return None
    return "/".join(points)  # type: ignore[arg-type]


def roll_clock(value: str, reference_time: _dt.datetime | None, direction: str) -> str:
    """A bare clock time on the reference day, moved to the next (``future``) or last (``past``) such time.

    value (str): A resolved value ("2013-02-12T03:00"); anything but a clock time on the reference day is
        returned as is.
    reference_time (Optional[datetime]): The reference clock time; None: nothing moves.
    direction (str): "future", "past" or "nearest" (the component's ``prefer``).
    RETURNS (str): The value, possibly a day later or earlier.
    """
    m = _CLOCK.match(value) if reference_time is not None else None
    if m is None or reference_time is None or direction == "nearest":
        return value
    if m.group("day") != reference_time.date().isoformat():
        return value
    clock = (int(m.group("h")), int(m.group("m")))
    now = (reference_time.hour, reference_time.minute)
    shift = 1 if direction == "future" and clock < now else -1 if direction == "past" and clock > now else 0
    if not shift:
        return value
    day = _dt.date.fromisoformat(m.group("day")) + _dt.timedelta(days=shift)
    return f"{day.isoformat()}T{m.group('h')}:{m.group('m')}"
