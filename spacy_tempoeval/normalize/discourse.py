"""Discourse anchoring: the time a text has talked itself into.

A history text names a year once and then goes on with "In April", "On June 10", "that December", "two years
later". Those expressions are *underspecified*: their year (or day) comes from the text before them, not from the
date the text was written. This module holds the small pieces the tagger needs for that:

* ``Anchor``: the last explicit time the text mentioned, with the granularity it was given at (a year, a month or
  a day), so "June 10" after "In 1940" can take the year and "twelve days later" after "June 10" the day;
* ``anchor_of`` / ``truncate``: read an anchor off a resolved TIMEX3 value, and cut a value that was computed
  from a coarse anchor back to what the anchor really knew ("that day" after "In 1940" is the year 1940);
* ``is_narrative``: the documented rule behind ``anchoring="auto"``.

The rule of ``anchoring="auto"`` (per document):

1. Expressions that by their words point back into the text ("that year", "the following October", "two years
   later", "the same day") always take the discourse anchor when the text has given one; otherwise they fall back
   to the reference date (and a forward shift such as "a year later" with no anchor adds no years). Outside
   narratives and under convention="timeml", the rules of TEXT_ANCHOR_RULES ("the following month", "the next
   day") count from the last date the text mentioned, of any kind ("In March ... The following month": April).
2. Expressions without a year ("In April", "June 10", "that winter") take the discourse anchor when the document *is
   a narrative* (unless a future modal points to them: "will join on March 12" is the March 12 after the reference
   date, TENSE_FUTURE_MODAL), and the reference date otherwise. A document is a narrative when it mentions at least
   one explicit year and either it has no reference date, or both (a) the expressions that can only be read against
   the reference date ("yesterday", "last week", "Friday", "this year", "two months ago") number at most a quarter
   of its explicit dates (``NARRATIVE_DEICTIC_RATIO``) and (b) most of its explicit years lie two or more years away
   from the reference year (``FAR_YEARS``). News is full of "Tuesday" and "last year" and of years close to its
   date; a history text is full of distant years and months. Weekdays ("on Friday") keep the reference date under
   "auto" (news speaks of this week's Friday); "discourse" anchors them too.
3. In a narrative that dates its own events (it has explicit years), a named period ("World War I", "the Cold
   War") adds no years of its own: there it places events the text has already dated. Outside narratives, and in
   texts without explicit years ("What happened during World War II?"), a period gives its span.
4. In a narrative, relative expressions follow the story too ("the end of the year", "the next decade", and
   "two years ago" inside a quotation of the time), except "today", "tonight", "this day", which there name the
   present (TIMEX3 ``PRESENT_REF``: the reference year under ``convention="rag"``, no year under "timeml").
   Outside narratives they read the reference date.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import List

from .calendar import BC_OFFSET, proxy_of_bc
from .timexes import Anchor

# a document whose deictic expressions are at most this share of its explicit dates is read as a narrative
NARRATIVE_DEICTIC_RATIO = 0.25
# an explicit year at least this far from the reference year is "far" (history, not news)
FAR_YEARS = 2

_VALUE = re.compile(r"^(?P<bc>BC)?(?P<y>\d{4})(?:-(?P<m>\d\d)(?:-(?P<d>\d\d))?)?")
_TRUNCATED = re.compile(r"^(\d{4})-(\d\d)(?:-(\d\d))?(?:T.*)?$")  # ``truncate``: compiled once
_WEEK = re.compile(r"^(\d{4})-W(\d\d)(?![\d])")  # an ISO week ("2013-W12", "2013-W12-WE")


def anchor_of(value: str) -> Anchor | None:
    """The anchor a resolved TIMEX3 value sets: ``"1940"`` -> (1940-07-01, "Y"); ``"1940-06-10T09:00"`` ->
    (1940-06-10, "D"); ``"2013-W12"`` -> (the Thursday of that ISO week, "W"); ``"BC0481"`` -> a proxy anchor. An
    interval anchors at its end; values without a year give None."""
    if "/" in value:
        value = value.rpartition("/")[2]
    week = _WEEK.match(value) if "-W" in value else None
    if week is not None:  # i16-: "The following week, ... The same week": that week
        return _week_anchor(week)
    m = _VALUE.match(value)
    if not m:
        return None
    year = int(m.group("y"))
    proxy = m.group("bc") is not None
    if proxy:
        if year < 1 or year >= BC_OFFSET:
            return None
        year = proxy_of_bc(year)
    elif year < 1:
        return None
    try:
        if m.group("m") is None:
            return Anchor(_dt.date(year, 7, 1), "Y", proxy)
        if m.group("d") is None:
            return Anchor(_dt.date(year, int(m.group("m")), 1), "M", proxy)
        return Anchor(_dt.date(year, int(m.group("m")), int(m.group("d"))), "D", proxy)
    except ValueError:
        return None


def _week_anchor(week: re.Match) -> Anchor | None:
    """The anchor of an ISO week value (``week``: its ``_WEEK`` match): its Thursday (the day that gives the week
    its year), granularity "W"; None for a week the year does not have."""
    try:
        return Anchor(_dt.date.fromisocalendar(int(week.group(1)), int(week.group(2)), 4), "W")
    except ValueError:
        return None


def truncate(value: str, granularity: str, unknown_day: bool = False) -> str:
    """Cut a value computed from an anchor of ``granularity`` back to that granularity: with only a year known,
    "that day" is ``"1940"``, not ``"1940-07-01"``; with a week known, the day's ISO week. Values coarser than the
    anchor, weeks, quarters and seasons are kept.

    v18-: ``unknown_day`` (convention="timeml"): with only a month known, a day (no clock time) keeps its unknown
    digits as TimeML writes them: "that same day" after "last October" is ``"1998-10-XX"`` (AQUAINT), not the
    month ``"1998-10"``, which would be a DATE of another granularity."""
    m = _TRUNCATED.match(value)
    if not m:
        return value
    if granularity == "Y":
        return m.group(1)
    if granularity == "W" and m.group(3) is not None:
        try:
            year, week, _ = _dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3))).isocalendar()
        except ValueError:
            return value
        return f"{year:04d}-W{week:02d}"
    if granularity == "M" and m.group(3) is not None:
        if unknown_day and len(value) == 10:
            return f"{m.group(1)}-{m.group(2)}-XX"
        return f"{m.group(1)}-{m.group(2)}"
    return value


def is_narrative(explicit_years: List[int], deictic: int, reference_date: _dt.date | None) -> bool:
    """The ``anchoring="auto"`` decision for one document (see the module docstring).

    explicit_years (List[int]): The years of the document's explicit dates ("1940", "June 10, 1940",
        "1939-45"), in order; named periods and decades are not counted.
    deictic (int): How many expressions can only be read against the reference date.
    reference_date (Optional[date]): The document's reference date.
    RETURNS (bool): Whether underspecified expressions follow the text.
    """
    if not explicit_years:
        return False
    if reference_date is None:
        return True
    if deictic > NARRATIVE_DEICTIC_RATIO * len(explicit_years):
        return False
    far = sum(1 for y in explicit_years if abs(y - reference_date.year) >= FAR_YEARS)
    return far * 2 > len(explicit_years)
