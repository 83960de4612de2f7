"""TIMEX3-style values -> year sets.

The values are the ones TimeML uses, plus intervals written ``start/end`` (as in ISO 8601):

==========================================  =====================================
value                                       years
==========================================  =====================================
``2019``, ``2019-03``, ``2019-03-22``,      {2019}
``2019-W11``, ``2019-Q1``, ``2019-SU``,
``2019-03-22T10:00``, ``2019-XX-XX``
``199X`` or ``199`` (a decade)              1990..1999
``19XX`` or ``19`` (a century, the 1900s)   1900..1999
``1`` (a millennium, the 1000s)             1000..1999
``BC0490`` or ``-0490``                     {-490}
``BC049`` (a decade BCE)                    -499..-490
``2019/2021``                               2019..2021 (either side may be any value above)
``PAST_REF``, ``PRESENT_REF``, ``XXXX-..``,  nothing
``P3Y`` (durations), ``T10:00``
==========================================  =====================================

Modifiers (TIMEX3 ``mod``): EARLY, MID and LATE keep the whole period unless ``narrow=True``, in which case
they keep the first, middle or last third of it (at least one year).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Tuple

from ..yearset import EMPTY, YearSet
from .timexes import TaggerSettings

_POINT = re.compile(r"^(?P<era>BC|-)?(?P<digits>\d{1,4})(?P<x>X{0,3})(?P<rest>(?:[-T].*)?)$")
_NARROWABLE = {"EARLY", "MID", "LATE", "START", "END"}


def _point_bounds(value: str) -> Tuple[int, int] | None:
    """(first, last) year covered by one TIMEX3 point value, or None for values with no year."""
    m = _POINT.match(value.strip())
    if not m:
        return None
    digits, xs, era = m.group("digits"), m.group("x"), m.group("era")
    width = len(digits) + len(xs)
    if width > 4:
        return None
    if width < 4 and m.group("rest"):
        return None  # "19-03" is not a value
    scale = 10 ** (4 - len(digits))
    lo = int(digits) * scale
    hi = lo + scale - 1
    if era:
        if lo == 0 and hi == 0:
            return None
        # BC0490 -> -490; BC049 (decade) -> -499..-490
        lo, hi = -hi, -lo
        if hi == 0:
            hi = -1
        if lo == 0:
            return None
        return lo, hi
    if hi == 0:
        return None
    if lo == 0:
        lo = 1
    return lo, hi


@lru_cache(maxsize=65536)
def timex_to_years(value: str | None, mod: str | None = None, narrow: bool = False) -> YearSet:
    """The years a TIMEX3 value covers.

    value (str): A TIMEX3-style value, possibly an interval ``start/end``.
    mod (Optional[str]): The TIMEX3 ``mod`` (EARLY, MID, LATE, ...).
    narrow (bool): Narrow EARLY/MID/LATE periods to their first/middle/last third.
    RETURNS (YearSet): The covered years; empty for durations, sets, PAST_REF and unresolved values.
    """
    if not value:
        return EMPTY
    if "/" in value:
        left, _, right = value.partition("/")
        a, b = _point_bounds(left), _point_bounds(right)
        if a is None and b is None:
            return EMPTY
        if a is None or b is None:
            lo, hi = (a or b)  # type: ignore[misc]
        else:
            lo, hi = min(a[0], b[0]), max(a[1], b[1])
    else:
        bounds = _point_bounds(value)
        if bounds is None:
            return EMPTY
        lo, hi = bounds
    if narrow and mod in _NARROWABLE and hi - lo >= 2:
        lo, hi = narrow_bounds(lo, hi, mod)
    return YearSet.range(lo, hi)


def narrow_bounds(lo: int, hi: int, mod: str) -> Tuple[int, int]:
    """The first (EARLY/START), middle (MID) or last (LATE/END) third of ``lo..hi``."""
    span = hi - lo + 1
    third = max(1, round(span / 3))
    if mod in ("EARLY", "START"):
        return lo, lo + third - 1
    if mod in ("LATE", "END"):
        return hi - third + 1, hi
    mid_lo = lo + (span - third) // 2
    return mid_lo, mid_lo + third - 1


def value_years(value: str, mod: str | None, settings: TaggerSettings, endpoints: bool = False) -> YearSet:
    """The years of a resolved value under ``settings``: narrowed by ``mod`` if ``narrow_modifiers``, within
    ``min_year`` .. ``max_year``; with ``endpoints`` (a range the text writes out, under the "timeml"
    convention) only the years of its two ends."""
    narrow = settings.narrow_modifiers
    if endpoints and "/" in value:  # TimeML annotates "from 1999 to 2003" as two points
        left, _, right = value.partition("/")
        years = timex_to_years(left, mod, narrow) | timex_to_years(right, mod, narrow)
    else:
        years = timex_to_years(value, mod, narrow)
    return within_bounds(years, settings)


def within_bounds(years: YearSet, settings: TaggerSettings) -> YearSet:
    """``years`` without those outside ``settings.min_year`` .. ``settings.max_year``."""
    if years and (years.min < settings.min_year or years.max > settings.max_year):
        years = years & _bounds(settings.min_year, settings.max_year)
    return years


@lru_cache(maxsize=64)
def _bounds(min_year: int, max_year: int) -> YearSet:
    """The years of the bounds: there is no year 0, so a bound of 0 means AD 1 (min_year) or 1 BC (max_year)."""
    return YearSet.range(min_year or 1, max_year or -1)

