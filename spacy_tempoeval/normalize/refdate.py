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
    r"(?:[T ](?P<H>\d{1,2})(?::(?P<M>\d{2})(?::(?P<S>\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\s*$"
)


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
        if not value.strip():
            return None
        m = _ISO.match(value)
        if not m:
            raise ReferenceDateError(
                Errors.E001.format(value=value, type="str", reason=f"'{field}' is not an ISO date")
            )
        year = int(m.group("y"))
        month = int(m.group("m") or 1)
        day = int(m.group("d") or 1)
        try:
            return _dt.date(year, month, day)
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
