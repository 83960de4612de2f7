"""Reference dates: parsing and validation.

A reference date anchors relative expressions ("last year", "yesterday"). For news it is the document creation
time; for a query it is usually the day the query was asked.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import Any, Union

from ..errors import Errors, ReferenceDateError

DateLike = Union[str, _dt.date, _dt.datetime, None]

_ISO = re.compile(
    r"^\s*(?P<y>[+-]?\d{1,5})(?:-(?P<m>\d{1,2})(?:-(?P<d>\d{1,2}))?)?"
    r"(?:[T ](?P<H>\d{1,2})(?::(?P<M>\d{2})(?::(?P<S>\d{2})(?:\.\d+)?)?)?(?P<Z>Z|[+-]\d{2}:?\d{2})?)?\s*$"
)


def plain_iso_date(text: str) -> _dt.date | None:
    """The date of a plain ``YYYY-MM-DD`` string, the common form, read without the general pattern (what
    ``parse_reference_date`` gives it), or None for any other string, a bad date too (the general path then
    reads it or names the error)."""
    if len(text) != 10 or text[4] != "-" or text[7] != "-" or not (
            text[:4].isdigit() and text[5:7].isdigit() and text[8:].isdigit() and text.isascii()):
        return None
    try:
        return _dt.date(int(text[:4]), int(text[5:7]), int(text[8:]))
    except ValueError:
        return None


def parse_reference_date(value: Any, *, field: str = "reference_date") -> _dt.date | None:
    """Turn a user-supplied reference date into a ``datetime.date``.

    value (str | date | datetime | None): An ISO date ("1998-02-27"), an ISO date-time ("1998-02-27T10:00:00"),
        a year-month ("1998-02", first of the month) or a year ("1998", January 1st), or a date object.
    field (str): The name used in the error message.
    RETURNS (Optional[date]): The date, or None when ``value`` is None or an empty string.
    RAISES (ReferenceDateError): [E001] for anything else ("1998-13-45", "yesterday", 42).
    """
    if value is None:
        return None
    if isinstance(value, _dt.date) and value != value:  # noqa: PLR0124 - pandas.NaT (a datetime) is not equal to itself
        raise ReferenceDateError(Errors.E001.format(value=value, type=type(value).__name__,
                                                    reason=f"'{field}' is a missing date (NaT); pass None for none"))
    if isinstance(value, _dt.datetime):
        return value.date()
    if isinstance(value, _dt.date):
        return value
    if isinstance(value, str):
        day = plain_iso_date(value)
        if day is not None:
            return day
        if not value.strip():
            return None
        m = _ISO.match(value)
        if not m:
            raise ReferenceDateError(
                Errors.E001.format(value=value, type="str", reason=f"'{field}' is not an ISO date")
            )
        year = int(m.group("y"))
        month = int(m.group("m") or 1)
        mday = int(m.group("d") or 1)
        try:
            return _dt.date(year, month, mday)
        except ValueError as err:
            raise ReferenceDateError(
                Errors.E001.format(value=value, type="str", reason=f"'{field}': {err}")
            ) from None
    raise ReferenceDateError(
        Errors.E001.format(value=value, type=type(value).__name__, reason=f"'{field}' has an unsupported type")
    )


def format_reference_date(value: _dt.date | None) -> str | None:
    """ISO string for storage in ``doc.user_data`` (msgpack-able)."""
    return None if value is None else value.isoformat()


def parse_reference_time(value: Any, *, field: str = "reference_date") -> _dt.datetime | None:
    """The clock time of a reference date-time, when it has one (issue 20: "in 2 hours", "at 3am").

    value (str | date | datetime | None): As ``parse_reference_date``. An ISO string with a clock time
        ("2013-02-12T04:30", "2013-02-12 04:30:00+01:00", "2013-02-12T04:30Z") or a ``datetime`` keeps it, with
        its time zone when one is given; a date alone has none.
    RETURNS (Optional[datetime]): The date-time (seconds dropped), or None for a date without a clock time.
    RAISES (ReferenceDateError): [E001] as ``parse_reference_date`` (the date is checked first).
    """
    day = parse_reference_date(value, field=field)
    if day is None:
        return None
    if isinstance(value, _dt.datetime):
        return value.replace(second=0, microsecond=0)
    if not isinstance(value, str):
        return None
    m = _ISO.match(value)
    if m is None or m.group("H") is None:
        return None
    hour, minute = int(m.group("H")), int(m.group("M") or 0)
    if hour > 23 or minute > 59:
        raise ReferenceDateError(Errors.E001.format(value=value, type="str",
                                                    reason=f"'{field}': {hour:02d}:{minute:02d} is not a clock time"))
    zone = m.group("Z")
    tz = None
    if zone == "Z":
        tz = _dt.timezone.utc
    elif zone:
        sign = -1 if zone[0] == "-" else 1
        digits = zone[1:].replace(":", "")
        tz = _dt.timezone(sign * _dt.timedelta(hours=int(digits[:2]), minutes=int(digits[2:])))
    return _dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=tz)


def format_reference_time(value: _dt.datetime | None) -> str | None:
    """ISO string of a reference date-time for ``doc.user_data`` ("2013-02-12T04:30", "...+01:00")."""
    return None if value is None else value.isoformat(timespec="minutes")
