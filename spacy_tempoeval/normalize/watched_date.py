"""A reference date that notes whether it was read: which texts' expressions do not depend on their date.

    watched = WatchedDate.of(datetime.date(2021, 3, 4))
    timexes = tagger._tag_text(text, watched, ...)
    if not was_read(watched): ...   # the same expressions for every other (non-None) reference date

The tagger resolves a text against its reference date; many texts never read it ("The wall fell in 1989."). A
``WatchedDate`` is a ``datetime.date`` whose every attribute read (``year``, ``isoformat()``, ``replace()``),
comparison, hash, arithmetic and string form marks it as read. When a whole tagging pass ran without marking
it, nothing in that pass saw which date it was: only that there was one (``is None`` and ``isinstance`` checks
read no value), so the pass gives the same expressions for any other date. A pass that read the ``year``
attribute and nothing more ("last year", "this year") took the same path, and gives the same expressions, for
every date of that year (``what_was_read``). ``TemporalTagger.tag`` keeps such a text's expressions once for
all dates, or once per year.

What it cannot see: C code that reads a date's fields without Python's attribute or operator protocol, e.g.
``datetime.datetime.combine(date, time)`` or ``datetime.date.isoformat(date)`` called on the class. The passes
of the tagger call none of them (``tests/test_tagger_date_memo.py`` checks the memo against fresh tagging with
other dates on every dev corpus).
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

_READ = "read"  # more than the year was read
_YEAR = "year"  # the year was read


class WatchedDate(_dt.date):
    """A ``datetime.date`` that marks itself read when its value is used (``was_read``)."""

    @classmethod
    def of(cls, day: _dt.date) -> WatchedDate:
        """A watched copy of ``day`` (a ``datetime.date``, not a ``datetime``), not read yet."""
        return cls(day.year, day.month, day.day)

    def __getattribute__(self, name: str) -> Any:
        if name == "year":  # the year alone: "last year", "this year" read no more
            object.__getattribute__(self, "__dict__")[_YEAR] = True
        elif name != "__class__":  # the type is no value: isinstance() looks it up
            object.__getattribute__(self, "__dict__")[_READ] = True
        return _dt.date.__getattribute__(self, name)


def _watched(name: str) -> Any:
    base = getattr(_dt.date, name)

    def method(self: WatchedDate, *args: Any) -> Any:
        object.__getattribute__(self, "__dict__")[_READ] = True
        return base(self, *args)

    method.__name__ = name
    return method


# the special methods Python calls on the type, past ``__getattribute__``
for _name in ("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__", "__add__", "__radd__",
              "__sub__", "__rsub__", "__str__", "__repr__", "__format__", "__reduce__", "__reduce_ex__"):
    setattr(WatchedDate, _name, _watched(_name))


def was_read(day: Any) -> bool:
    """Whether ``day`` (a ``WatchedDate``) was read since it was made (its year or more)."""
    return what_was_read(day) != "nothing"


def what_was_read(day: Any) -> str:
    """What of ``day`` (a ``WatchedDate``) was read since it was made: "nothing", "year" (its ``year`` attribute
    only: whatever read it gives the same for any date of that year) or "date" (anything more)."""
    seen = object.__getattribute__(day, "__dict__")
    return "date" if seen.get(_READ) else "year" if seen.get(_YEAR) else "nothing"


__all__ = ["WatchedDate", "was_read", "what_was_read"]
