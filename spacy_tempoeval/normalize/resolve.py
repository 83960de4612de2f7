"""Anchoring underspecified values to a reference date.

Rules write values in TIMEX3 form where the text says everything ("March 3, 2021" -> ``2021-03-03``), and in a
small relative form where it needs an anchor. This module turns the relative form into TIMEX3 values:

=====================  ==========================================================================
form                   meaning (anchor 1998-02-27)
=====================  ==========================================================================
``REF``                the anchor day: ``1998-02-27``; ``REFT12:00`` keeps the time suffix
``REF-1Y``             shift the anchor and keep that granularity: ``1997``. Units: ``Y`` year,
                       ``Q`` quarter (``1998-Q1``), ``M`` month (``1998-01``), ``W`` week (``1998-W08``),
                       ``D`` day, ``H`` hour (day granularity), ``DE`` decade (``199``), ``CE`` century
                       (``19``). ``REF+0Y`` is "this year".
``XXXX-03``            a month with no year: resolved toward the configured direction
``XXXX-03-05``         a day with no year, likewise; ``XXXX-SU`` a season; ``XXXX-Q3`` a quarter
``XXXX-WXX-5``         a weekday (1 = Monday): the nearest such day in the configured direction
``XXXX-XX-08``         a day of the month ("on the 8th", "el día 8"): the 8th of the previous, current or next
                       month, chosen by the direction (a month without that day is skipped)
``XXXX-XX-08-W5``      x19-: a day of the month on a weekday ("fri the 8th"): the 8th of the nearest month before
                       or after the anchor on which it is that weekday, chosen by the direction
``XXXX-WXX-WE``        a weekend: the week of the nearest Saturday, ``1998-W08-WE``
``REF-1DTNI``          a shift with a part of day (``D``), a weekend (``W``: ``REF-1W-WE``), a weekday of the
                       shifted week (``W``: ``REF+1W-4``, "Thursday of next week": that day's date) or a month
                       (``Y``: ``REF-1Y-06``, "June last year"; a day, ``REF-1Y-12-03``, "Dec. 3 last year") or a
                       half or quarter (``REF-1Y-H2``, "the second half of last year"; ``REF-1Y-Q3``, "the third
                       quarter of last year") or a season (``REF-1Y-SP``, "the
                       spring of last year") after it
``REF-2Y@W``           a shift of years read at another unit: "two years ago this week" is this
                       week's number two years back (``1996-W08``); ``@M`` the month ("25 years ago
                       this month"), ``@D`` the day ("10 years ago today")
``<XXXX-03``           ``<`` forces the past ("last March"), ``>`` the future ("next March"), ``=`` the
                       anchor's own year ("this March")
``>>XXXX-WXX-4``       x19-: "next Thursday": the future, but never tomorrow (said on a Wednesday it is the
                       Thursday of next week; people say "tomorrow" for the day after); other forms read ``>>``
                       as ``>``
``P~+2W``              p17-: the day ``P`` names (a point resolved as above, to a day) moved by whole units
                       (``D``, ``W``, ``M``, ``Y``): "a week from Friday" ``>XXXX-WXX-5~+1W`` (the coming Friday,
                       then a week on), "three weeks from yesterday" ``REF-1D~+3W``, "the Friday before last"
                       ``<XXXX-WXX-5~-1W``; a ``P`` that is no day stays what it resolves to
``A/B``                an interval; each side is resolved on its own (``REF-5Y/REF``), but a month with no year
                       after a month is the first such month from it (``XXXX-10/XXXX-03``: ``1997-10/1998-03``),
                       and a weekday after a day the first such weekday on or after it (``XXXX-WXX-6/XXXX-WXX-7``)
=====================  ==========================================================================

Directions: ``past`` picks the latest occurrence on or before the anchor, ``future`` the earliest on or after,
``nearest`` the closest (ties go to the past).
"""

from __future__ import annotations

import datetime as _dt
import re
from functools import lru_cache

from ..errors import ConfigError, Errors
from .calendar import timex_year_of_ordinal
from .timexes import DIRECTIONS
from .watched_date import WatchedDate

_SHIFT = re.compile(
    r"^REF(?P<sign>[+-])(?P<n>\d{1,4})(?P<unit>DE|CE|Y|Q|M|W|D|H)(?P<rest>T[A-Z0-9:]+|-WE|-[1-7]|-\d\d(?:-\d\d)?|-H[12]|-Q[1-4]|-SP|-SU|-FA|-WI|@[MWD])?$")
_UNDER = re.compile(
    r"^(?P<dir>>>|[<>=]?)XXXX-(?:(?P<month>\d\d)(?:-(?P<day>\d\d))?|(?P<season>SP|SU|FA|WI)|Q(?P<q>[1-4])"
    r"|WXX-(?P<wd>[1-7]|WE)|XX-(?P<dom>\d\d)(?:-W(?P<domwd>[1-7]))?)(?P<rest>T.*)?$"
)
_SEASON_MONTHS = {"SP": (3, 4, 5), "SU": (6, 7, 8), "FA": (9, 10, 11), "WI": (1, 2, 12)}  # meteorological
UNKNOWN_DAY = "XXXX-XX-XX"  # TIMEX3 for a date that cannot be resolved
_BARE_MONTH = re.compile(r"XXXX-\d\d")  # a month with no year, a range's end ("from April to [May]")
_YEAR_MONTH = re.compile(r"(\d{4})-(\d\d)")  # a range's start resolved to a month
_BARE_WEEKDAY = re.compile(r"XXXX-WXX-[1-7]")  # p17-: a weekday, a range's end ("fri & [sat]")


def _add_months(d: _dt.date, n: int) -> _dt.date:
    y, m = divmod(d.month - 1 + n, 12)
    year = d.year + y
    if year < 1:
        year = 1
    return _dt.date(year, m + 1, 1)


MAX_CALENDAR_YEAR = 9999  # TIMEX3 values have four year digits: beyond, "10000" would read as the decade 1000
UNKNOWN_YEAR = "XXXX"
KEPT_POINTS = 65536  # resolved (value, anchor, direction, slack) kept at most (``resolve_point``)

_UNIT_YEARS = {"Y": 1, "DE": 10, "CE": 100}
# p17-: the offset of a ``P~+2W`` value, and a resolved day it moves
_DAY_OFFSET = re.compile(r"^(?P<sign>[+-])(?P<n>\d{1,4})(?P<unit>[DWMY])$")
_DAY_VALUE = re.compile(r"^(\d{4})-(\d\d)-(\d\d)(.*)$")


def shift(anchor: _dt.date, n: int, unit: str) -> str:
    """The anchor moved ``n`` units, rendered at that unit's granularity (``XXXX``, no year, past 9999)."""
    if anchor.year + n * _UNIT_YEARS.get(unit, 0) > MAX_CALENDAR_YEAR or (
            unit in ("Q", "M") and anchor.year + n // (4 if unit == "Q" else 12) + 1 > MAX_CALENDAR_YEAR):
        return UNKNOWN_YEAR
    if unit == "Y":
        return timex_year_of_ordinal(anchor.year + n)
    if unit == "DE":
        decade = anchor.year // 10 + n
        return f"{decade:03d}" if decade >= 0 else timex_year_of_ordinal(anchor.year + 10 * n)
    if unit == "CE":
        century = anchor.year // 100 + n
        return f"{century:02d}" if century >= 0 else timex_year_of_ordinal(anchor.year + 100 * n)
    if unit == "Q":
        q = (anchor.month - 1) // 3 + n
        y, q = divmod(q, 4)
        return f"{timex_year_of_ordinal(anchor.year + y)}-Q{q + 1}"
    if unit == "M":
        d = _add_months(anchor, n)
        return f"{timex_year_of_ordinal(d.year)}-{d.month:02d}"
    try:
        if unit == "W":
            d = anchor + _dt.timedelta(weeks=n)
            iso = d.isocalendar()
            return f"{iso[0]:04d}-W{iso[1]:02d}"
        if unit == "H":
            d = (_dt.datetime(anchor.year, anchor.month, anchor.day, 12) + _dt.timedelta(hours=n)).date()
        else:
            d = anchor + _dt.timedelta(days=n)
    except OverflowError:
        return UNKNOWN_DAY  # beyond the calendar (year 1 or 9999): a date we cannot name
    return d.isoformat()


def _pick(candidates, anchor: _dt.date, direction: str, strict: str | None, slack: int = 0) -> _dt.date:
    """Choose among dates around the anchor according to the direction.

    slack (int): With "past" or "future", a candidate on the other side of the anchor still wins when it is
        the nearest and at most this many days away (a lean rather than a rule).
    """
    if strict == "=":
        same = [c for c in candidates if c.year == anchor.year]
        if same:
            return same[0]
    if strict == "<":
        past = [c for c in candidates if c < anchor]
        return max(past) if past else min(candidates)
    if strict == ">":
        future = [c for c in candidates if c > anchor]
        return min(future) if future else max(candidates)
    past = [c for c in candidates if c <= anchor]
    future = [c for c in candidates if c >= anchor]
    best_p = max(past) if past else None
    best_f = min(future) if future else None
    if best_p is None:
        return best_f  # type: ignore[return-value]
    if best_f is None:
        return best_p
    nearest = best_p if (anchor - best_p) <= (best_f - anchor) else best_f
    if direction == "nearest" or abs((nearest - anchor).days) <= slack:
        return nearest
    return best_f if direction == "future" else best_p


def _safe_date(y: int, m: int, d: int) -> _dt.date | None:
    try:
        return _dt.date(y, m, d)
    except ValueError:
        return None


# a day of the month alone ("on the 5th") has its candidates a month apart: within the slack a tense cue gives way
# to (``Reading.slack``, 45 days) the nearest would always win, and "was held on the 5th" read on the 22nd would be
# the 5th ahead; the cue decides, as it does for a weekday ("was held Monday")
DAY_OF_MONTH_SLACK = 0


def _day_of_month(day: int, anchor: _dt.date, direction: str, strict: str | None, slack: int) -> str:
    """The ``day`` of the month before, of, or after the anchor's month, chosen by the direction."""
    first = anchor.replace(day=1)
    months = (_add_months(first, -1), first, _add_months(first, 1))
    cands = [c for c in (_safe_date(m.year, m.month, day) for m in months) if c]
    return _pick(cands, anchor, direction, strict, min(slack, DAY_OF_MONTH_SLACK)).isoformat() if cands \
        else UNKNOWN_DAY


def _day_of_month_on(day: int, weekday: int, anchor: _dt.date, direction: str, strict: str | None,
                     slack: int) -> str:
    """x19-: the ``day`` of a month on which it is ``weekday`` (1 = Monday), the last such day on or before the
    anchor or the first on or after it (within 28 months either way), chosen by the direction; the weekday of
    "fri the 20th" agrees with its date. With no such day, the day of the month alone (``_day_of_month``)."""
    first = anchor.replace(day=1)
    before = after = None
    for step in range(29):
        for sign in ((1,) if step == 0 else (-1, 1)):
            m = _add_months(first, sign * step)
            c = _safe_date(m.year, m.month, day)
            if c is None or c.isoweekday() != weekday:
                continue
            if c <= anchor and (before is None or c > before):
                before = c
            if c >= anchor and (after is None or c < after):
                after = c
        if before is not None and after is not None:
            break
    cands = [c for c in (before, after) if c is not None]
    if not cands:
        return _day_of_month(day, anchor, direction, strict, slack)
    return _pick(cands, anchor, direction, strict, min(slack, DAY_OF_MONTH_SLACK)).isoformat()


def _not_tomorrow(value: str, m: re.Match, anchor: _dt.date, direction: str, slack: int) -> str:
    """x19-: ``>>XXXX-WXX-4``, "next Thursday": the first such day after tomorrow (said on a Wednesday, the Thursday
    of next week); any other ``>>`` value is read as ``>``."""
    if m.group("wd") and m.group("wd") != "WE" and anchor < _dt.date.max:
        return resolve_underspecified(value[1:], anchor + _dt.timedelta(days=1), direction, slack)
    return resolve_underspecified(value[1:], anchor, direction, slack)


def resolve_underspecified(value: str, anchor: _dt.date, direction: str = "past", slack: int = 0) -> str:
    """Resolve ``XXXX-...`` values (with optional ``<``/``>``) against the anchor; others are returned as is."""
    m = _UNDER.match(value)
    if not m:
        return value
    if m.group("dir") == ">>":
        return _not_tomorrow(value, m, anchor, direction, slack)
    strict = m.group("dir") or None
    rest = m.group("rest") or ""
    years = (anchor.year - 1, anchor.year, anchor.year + 1)
    if m.group("dom"):
        weekday = m.group("domwd")
        day = int(m.group("dom"))
        return (_day_of_month_on(day, int(weekday), anchor, direction, strict, slack) if weekday
                else _day_of_month(day, anchor, direction, strict, slack)) + rest
    if m.group("wd") == "WE":
        sat = anchor + _dt.timedelta(days=6 - anchor.isoweekday())
        chosen = _pick([sat - _dt.timedelta(days=7), sat, sat + _dt.timedelta(days=7)], anchor, direction, strict,
                       slack)
        year, week, _ = chosen.isocalendar()
        return f"{timex_year_of_ordinal(year)}-W{week:02d}-WE" + rest
    if m.group("wd"):
        wd = int(m.group("wd"))
        delta = wd - anchor.isoweekday()
        base = anchor + _dt.timedelta(days=delta)
        cands = [base - _dt.timedelta(days=7), base, base + _dt.timedelta(days=7)]
        # no slack: a weekday is never more than three days from the anchor, so a slack in days would make every
        # tense cue moot ("Paribas said Monday" in a Friday's paper is the Monday before, as TimeML annotates it)
        return _pick(cands, anchor, direction, strict).isoformat() + rest
    if m.group("month"):
        month = int(m.group("month"))
        if m.group("day"):
            day = int(m.group("day"))
            cands = [c for c in (_safe_date(y, month, day) for y in years) if c]
            if not cands:
                return value
            return _pick_even(cands, anchor, 12, direction, strict, slack).isoformat() + rest
        # a month: compare whole months (this month counts as both past and future)
        cands = [_dt.date(y, month, 1) for y in years]
        a = anchor.replace(day=1)
        chosen = _pick_even(cands, a, 12, direction, strict, slack)
        return f"{timex_year_of_ordinal(chosen.year)}-{month:02d}" + rest
    if m.group("season"):
        return _season(m.group("season"), years, anchor, direction, strict, slack) + rest
    q = int(m.group("q"))
    cands = [_dt.date(y, 3 * q - 2, 1) for y in years]
    a = _dt.date(anchor.year, 3 * ((anchor.month - 1) // 3) + 1, 1)
    chosen = _pick_even(cands, a, 4, direction, strict, slack)
    return f"{timex_year_of_ordinal(chosen.year)}-Q{q}" + rest


def _season(s: str, years: tuple[int, ...], anchor: _dt.date, direction: str, strict: str | None, slack: int) -> str:
    """The season ``s`` (``SU``) of one of ``years`` chosen around the anchor. A season is counted in the calendar
    year of its months: January and December 2015 are both in 2015-WI (as the TimeML corpora annotate "this
    winter"); the season containing the anchor is "this" one, and (n20-) a forced direction ("<", ">") skips it:
    "the following summer" told of in July is next year's, not the rest of this one."""
    cands = [_dt.date(y, month, 1) for y in years for month in _SEASON_MONTHS[s]]
    if strict in ("<", ">") and anchor.month in _SEASON_MONTHS[s]:
        cands = [c for c in cands if c.year != anchor.year] or cands
    chosen = _pick(cands, anchor.replace(day=1), direction, strict, slack)
    return f"{timex_year_of_ordinal(chosen.year)}-{s}"


def _pick_even(candidates, anchor: _dt.date, per_year: int, direction: str, strict: str | None,
               slack: int) -> _dt.date:
    """``_pick`` among days of months (``per_year`` 12) or first days of quarters (4), with every month or
    quarter counted as long as the others: "April" in October is six months back and six months ahead, a tie
    that goes to the past as ``nearest`` says ("the second quarter" in a November report is that year's, "the
    record set on Aug. 6" in a Feb. 6 article the August before), where days (183 back, 182 ahead) would tip it
    to the future."""
    if strict:
        return _pick(candidates, anchor, direction, strict, slack)
    step = 365.25 / per_year
    months = 12 // per_year

    def even(d: _dt.date) -> _dt.date:  # a day keeps its distance within the month ("Aug. 6" from Feb. 6)
        units = ((d.year - anchor.year) * 12 + d.month - anchor.month) // months
        return anchor + _dt.timedelta(days=round(units * step) + d.day - anchor.day)

    chosen = _pick([even(c) for c in candidates], anchor, direction, strict, slack)
    return candidates[[even(c) for c in candidates].index(chosen)]


def resolve_point(value: str, anchor: _dt.date | None, direction: str = "past", slack: int = 0) -> str:
    """Resolve one point value (no ``/``); a date beyond the calendar (before year 1, after 9999) stays
    unknown (``XXXX-XX-XX``). Kept per (value, anchor, direction, slack) (``_kept_point``): the result depends
    on nothing else, and a run resolves the same "REF-1D" or "XXXX-03-03" against the same reference date in
    many texts. An absolute value is itself, and its anchor is not read (``normalize.watched_date``)."""
    if not value.startswith("REF") and "XXXX-" not in value[:7]:
        return value
    if type(anchor) is WatchedDate:  # not hashed for the memo: "REF-1Y" reads its year only
        return _caught_point(value, anchor, direction, slack)
    try:
        return _kept_point(value, anchor, direction, slack)
    except TypeError:  # an anchor that cannot be a key: resolved as it is
        return _caught_point(value, anchor, direction, slack)


def _caught_point(value: str, anchor: _dt.date | None, direction: str, slack: int) -> str:
    """``_resolve_point`` (``_moved_day`` for ``P~+2W``), a date beyond the calendar unknown (``XXXX-XX-XX``)."""
    try:
        if "~" in value:
            return _moved_day(value, anchor, direction, slack)
        return _resolve_point(value, anchor, direction, slack)
    except (ValueError, OverflowError):
        return UNKNOWN_DAY


_kept_point = lru_cache(maxsize=KEPT_POINTS, typed=True)(_caught_point)


def _resolve_point(value: str, anchor: _dt.date | None, direction: str, slack: int) -> str:
    """Resolve one point value (no ``/``). Without an anchor relative values stay unknown (``XXXX-XX-XX``,
    no years)."""
    if value.startswith("REF"):
        if anchor is None:
            return UNKNOWN_DAY
        m = _SHIFT.match(value)
        if m:
            n = int(m.group("n")) * (-1 if m.group("sign") == "-" else 1)
            rest = m.group("rest")
            if m.group("unit") == "W" and rest and len(rest) == 2:  # "REF+1W-4": the Thursday of next week
                try:
                    d = anchor + _dt.timedelta(weeks=n)
                    return (d + _dt.timedelta(days=int(rest[1]) - d.isoweekday())).isoformat()
                except OverflowError:
                    return UNKNOWN_DAY
            if rest and rest[0] == "@":  # f15-: "REF-2Y@W", "two years ago this week": that week two years back
                out = shift(anchor, n, m.group("unit"))
                if out.startswith(UNKNOWN_YEAR) or not out[:4].isdigit():
                    return out
                back = anchor.year - int(out[:4])
                if rest[1] == "W":  # this week's number, that many years back ("2013-W32" -> "2011-W32")
                    year, week, _ = anchor.isocalendar()
                    weeks = _dt.date(year - back, 12, 28).isocalendar()[1]
                    return f"{timex_year_of_ordinal(year - back)}-W{min(week, weeks):02d}"
                day = _safe_date(anchor.year - back, anchor.month, anchor.day) \
                    or _safe_date(anchor.year - back, anchor.month, 28)
                return shift(day, 0, rest[1]) if day is not None else UNKNOWN_DAY
            out = shift(anchor, n, m.group("unit"))
            return out + (m.group("rest") or "") if not out.startswith(UNKNOWN_YEAR) else out
        return anchor.isoformat() + value[3:]
    if "XXXX-" in value[:7]:  # "<XXXX-", x19-: ">>XXXX-"
        return resolve_underspecified(value, anchor, direction, slack) if anchor is not None else value.lstrip("<>=")
    return value


def _moved_day(value: str, anchor: _dt.date | None, direction: str, slack: int) -> str:
    """p17-: ``P~+2W``, the day ``P`` resolves to moved by whole days, weeks, months (the day kept, or the
    month's last) or years; ``P`` resolving to no day is returned as it resolves."""
    point, _, offset = value.partition("~")
    base = _resolve_point(point, anchor, direction, slack)
    day = _DAY_VALUE.match(base)
    off = _DAY_OFFSET.match(offset)
    if day is None or off is None:
        return base
    d = _dt.date(int(day.group(1)), int(day.group(2)), int(day.group(3)))
    n = int(off.group("n")) * (-1 if off.group("sign") == "-" else 1)
    unit = off.group("unit")
    if unit in ("D", "W"):
        d = d + _dt.timedelta(days=n * (7 if unit == "W" else 1))
    else:
        first = _add_months(d, n * (12 if unit == "Y" else 1))
        last = (_add_months(first, 1) - _dt.timedelta(days=1)).day
        d = first.replace(day=min(d.day, last))
    return d.isoformat() + day.group(4)


def resolve_value(value: str, anchor: _dt.date | None, direction: str = "past", slack: int = 0) -> str:
    """Resolve a value that may be an interval ``A/B`` of relative or absolute points.

    value (str): The value, in the relative form described above.
    anchor (Optional[date]): The anchor; without it relative values resolve to ``""``.
    direction (str): "past", "future" or "nearest".
    slack (int): Days within which the nearest candidate wins even against ``direction`` (see ``_pick``).
    RETURNS (str): A TIMEX3 value.
    """
    if direction not in DIRECTIONS:
        raise ConfigError(Errors.E077.format(value=direction, name="direction", where="resolve_value",
                                             reason=f"use one of {DIRECTIONS}"))
    if "/" in value:
        left, _, right = value.partition("/")
        start = resolve_point(left, anchor, direction, slack)
        month = _YEAR_MONTH.fullmatch(start) if _BARE_MONTH.fullmatch(right) else None
        if month:  # "from October to March": the end is the first such month from the start, not read on its own
            first_day = _dt.date(int(month.group(1)), int(month.group(2)), 1)
            return f"{start}/{resolve_point(right, first_day, 'future', 0)}"
        day = _DAY_VALUE.fullmatch(start) if _BARE_WEEKDAY.fullmatch(right) else None
        if day:  # p17-: "sat-sun": the end is the first such weekday on or after the start's day
            start_day = _dt.date(int(day.group(1)), int(day.group(2)), int(day.group(3)))
            return f"{start}/{resolve_point(right, start_day, 'future', 0)}"
        return f"{start}/{resolve_point(right, anchor, direction, slack)}"
    return resolve_point(value, anchor, direction, slack)
