"""A compact, immutable set of years shared by normalization and metrics.

A focus time is a set of years, and such sets are often large ("the 19th century" is 100 years, "since 1900"
more). ``YearSet`` stores them as sorted, disjoint, inclusive intervals, so that size, intersection, union and
Jaccard cost O(number of intervals), not O(number of years).

Years follow the astronomical-free convention of the gold data: years before the common era are negative and
there is no year 0 (1 BC is -1, and the year after -1 is 1). Internally each year is mapped to a contiguous
ordinal (``y`` for ``y > 0``, ``y + 1`` for ``y < 0``) so that an interval crossing the era boundary has the
right length.

``YearSet`` implements ``collections.abc.Set``: it compares equal to a builtin ``set`` of the same ints,
iterates in ascending order and supports ``&``, ``|``, ``-``, ``^``, ``in`` and ``len``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Iterator, Set
from typing import Any, List, Sequence, Tuple, Union

from .errors import Errors, InputError, InputTypeError

Interval = Tuple[int, int]
YearsLike = Union["YearSet", Iterable[int], None]


def year_to_ordinal(year: int) -> int:
    """Map a year (no year 0) to a contiguous ordinal.

    year (int): A non-zero year; negative for BCE.
    RETURNS (int): ``year`` for CE years, ``year + 1`` for BCE years (1 BC -> 0).
    """
    if year == 0:
        raise InputError(Errors.E019.format(value=year))
    return year if year > 0 else year + 1


def ordinal_to_year(ordinal: int) -> int:
    """Inverse of ``year_to_ordinal``."""
    return ordinal if ordinal > 0 else ordinal - 1


def _normalize(intervals: Iterable[Interval]) -> Tuple[Interval, ...]:
    """Sort ordinal intervals and merge overlapping or adjacent ones."""
    ordered = sorted((a, b) if a <= b else (b, a) for a, b in intervals)
    merged: List[List[int]] = []
    for a, b in ordered:
        if merged and a <= merged[-1][1] + 1:
            if b > merged[-1][1]:
                merged[-1][1] = b
        else:
            merged.append([a, b])
    return tuple((a, b) for a, b in merged)


class YearSet(Set):
    """An immutable set of years stored as disjoint inclusive intervals.

    EXAMPLE:
        >>> YearSet.range(2019, 2021) == {2019, 2020, 2021}
        True
        >>> len(YearSet.range(1801, 1900) & YearSet([1850, 1990]))
        1
    """

    __slots__ = ("_iv", "_len", "_h")
    _iv: Tuple[Interval, ...]  # sorted, disjoint, inclusive ordinal intervals
    _len: int  # the number of years
    _h: int | None  # the hash, once computed
    # read-only public names of the two slots (bound after the class, below)
    ordinal_intervals: Tuple[Interval, ...]
    n_years: int

    def __init__(self, years: YearsLike = None) -> None:
        """Build a year set from an iterable of non-zero ints (or another YearSet).

        years (Iterable[int] | YearSet | None): The years. ``None`` or empty gives the empty set.
        """
        if years is None:
            self._set_intervals(())
        elif isinstance(years, YearSet):
            self._iv, self._len, self._h = years._iv, years._len, years._h
        else:
            ords = sorted({year_to_ordinal(_as_year(y)) for y in years})
            runs: List[Interval] = []
            for o in ords:
                if runs and o == runs[-1][1] + 1:
                    runs[-1] = (runs[-1][0], o)
                else:
                    runs.append((o, o))
            self._set_intervals(tuple(runs))

    def _set_intervals(self, iv: Tuple[Interval, ...]) -> None:
        self._iv = iv
        self._len = sum(b - a + 1 for a, b in iv)
        self._h = None

    # -- constructors ------------------------------------------------------------------------------------------
    @classmethod
    def _from_ordinals(cls, intervals: Iterable[Interval]) -> YearSet:
        obj = cls.__new__(cls)
        obj._set_intervals(_normalize(intervals))
        return obj

    @classmethod
    def from_sorted_intervals(cls, intervals: Sequence[Sequence[int]]) -> YearSet:
        """Build from ``[(first_year, last_year), ...]`` pairs that are already sorted, disjoint and not
        adjacent (as ``intervals`` returns them, e.g. read back from storage): no sorting or merging."""
        obj = cls.__new__(cls)
        if intervals and intervals[0][0] > 0:  # all CE years: ordinals are the years
            obj._set_intervals(tuple((a, b) for a, b in intervals))
        else:
            obj._set_intervals(tuple((year_to_ordinal(a), year_to_ordinal(b)) for a, b in intervals))
        return obj

    @classmethod
    def from_ordinal_intervals(cls, intervals: Tuple[Interval, ...]) -> YearSet:
        """The set whose stored intervals are ``intervals``, a tuple of ``(first, last)`` tuples of ordinals as
        ``ordinal_intervals`` gives them (e.g. sent by another process): taken as they are, not checked, copied
        or converted (what ``evaluate``'s workers send back: no conversion to years and back)."""
        obj = cls.__new__(cls)
        obj._set_intervals(intervals)
        return obj

    @classmethod
    def range(cls, start: int, end: int) -> YearSet:
        """All years from ``start`` to ``end`` inclusive (in either order); no year 0 is included."""
        return cls._from_ordinals([(year_to_ordinal(start), year_to_ordinal(end))])

    @classmethod
    def from_intervals(cls, intervals: Iterable[Sequence[int]]) -> YearSet:
        """Build from ``[(first_year, last_year), ...]`` pairs (inclusive, in years, not ordinals)."""
        return cls._from_ordinals(
            (year_to_ordinal(int(a)), year_to_ordinal(int(b))) for a, b in intervals
        )

    @classmethod
    def union_all(cls, sets: Iterable[YearsLike]) -> YearSet:
        """The union of many year sets in one pass (one YearSet alone is its own union: nothing to merge)."""
        ivs: List[Interval] = []
        n, last = 0, None
        for s in sets:
            last = coerce_years(s)
            ivs.extend(last._iv)
            n += 1
        if n == 1 and type(last) is cls:
            return last
        if not ivs and cls is YearSet:  # no years at all (most texts: no expression): the one empty set
            return EMPTY
        return cls._from_ordinals(ivs)

    # -- views -------------------------------------------------------------------------------------------------
    @property
    def intervals(self) -> List[Tuple[int, int]]:
        """Inclusive ``(first_year, last_year)`` pairs, ascending; msgpack/JSON-friendly when listed."""
        return [(ordinal_to_year(a), ordinal_to_year(b)) for a, b in self._iv]

    def interval_lists(self) -> List[List[int]]:
        """``[list(iv) for iv in self.intervals]`` in one pass: the lists ``doc.user_data`` stores."""
        return [[a if a > 0 else a - 1, b if b > 0 else b - 1] for a, b in self._iv]

    @property
    def min(self) -> int:
        """The earliest year. Raises ValueError on an empty set."""
        if not self._iv:
            raise ValueError("min() of an empty YearSet")
        return ordinal_to_year(self._iv[0][0])

    @property
    def max(self) -> int:
        """The latest year. Raises ValueError on an empty set."""
        if not self._iv:
            raise ValueError("max() of an empty YearSet")
        return ordinal_to_year(self._iv[-1][1])

    def decades(self) -> YearSet:
        """The decades touched, each represented by its first year (1990 for 1990-1999)."""
        out = set()
        for a, b in self.intervals:
            for d in range(a // 10, b // 10 + 1):
                out.add(d * 10 if d * 10 != 0 else 1)
        return YearSet(out)

    # -- Set protocol ------------------------------------------------------------------------------------------
    def __len__(self) -> int:
        return self._len

    def __bool__(self) -> bool:
        return bool(self._iv)

    def __iter__(self) -> Iterator[int]:
        for a, b in self._iv:
            for o in range(a, b + 1):
                yield ordinal_to_year(o)

    def __contains__(self, year: object) -> bool:
        if not isinstance(year, int) or isinstance(year, bool) or year == 0:
            return False
        o = year_to_ordinal(year)
        i = bisect_right(self._iv, (o, float("inf"))) - 1
        return i >= 0 and self._iv[i][0] <= o <= self._iv[i][1]

    def __hash__(self) -> int:
        if self._h is None:
            self._h = self._hash()  # same hash as an equal frozenset
        return self._h

    def __eq__(self, other: object) -> bool:
        if isinstance(other, YearSet):
            return self._iv == other._iv
        return Set.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __and__(self, other: Any) -> YearSet:
        other = coerce_years(other)
        out: List[Interval] = []
        a, b = self._iv, other._iv
        i = j = 0
        while i < len(a) and j < len(b):
            lo = max(a[i][0], b[j][0])
            hi = min(a[i][1], b[j][1])
            if lo <= hi:
                out.append((lo, hi))
            if a[i][1] < b[j][1]:
                i += 1
            else:
                j += 1
        obj = YearSet.__new__(YearSet)
        obj._set_intervals(tuple(out))
        return obj

    __rand__ = __and__

    def __or__(self, other: Any) -> YearSet:
        return YearSet._from_ordinals(self._iv + coerce_years(other)._iv)

    __ror__ = __or__

    def __sub__(self, other: Any) -> YearSet:
        other = coerce_years(other)
        out: List[Interval] = []
        b = other._iv
        j = 0
        for lo, hi in self._iv:
            while j < len(b) and b[j][1] < lo:
                j += 1
            k = j
            cur = lo
            while k < len(b) and b[k][0] <= hi:
                if b[k][0] > cur:
                    out.append((cur, b[k][0] - 1))
                cur = max(cur, b[k][1] + 1)
                k += 1
            if cur <= hi:
                out.append((cur, hi))
        return YearSet._from_ordinals(out)

    def __rsub__(self, other: Any) -> YearSet:
        return coerce_years(other) - self

    def __xor__(self, other: Any) -> YearSet:
        other = coerce_years(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    @classmethod
    def _from_iterable(cls, it: Iterable[Any]) -> YearSet:
        return cls(it)

    # -- fast measures used by the metrics ------------------------------------------------------------------
    def overlap(self, other: YearsLike) -> int:
        """``len(self & other)`` without building the intersection."""
        b = coerce_years(other)._iv
        a = self._iv
        i = j = n = 0
        while i < len(a) and j < len(b):
            lo = a[i][0] if a[i][0] > b[j][0] else b[j][0]
            hi = a[i][1] if a[i][1] < b[j][1] else b[j][1]
            if lo <= hi:
                n += hi - lo + 1
            if a[i][1] < b[j][1]:
                i += 1
            else:
                j += 1
        return n

    def intersects(self, other: YearsLike) -> bool:
        """True when the two sets share at least one year."""
        b = coerce_years(other)._iv
        a = self._iv
        i = j = 0
        while i < len(a) and j < len(b):
            if a[i][0] <= b[j][1] and b[j][0] <= a[i][1]:
                return True
            if a[i][1] < b[j][1]:
                i += 1
            else:
                j += 1
        return False

    def jaccard(self, other: YearsLike) -> float:
        """``|A ∩ B| / |A ∪ B|``; NaN when both are empty."""
        other = coerce_years(other)
        inter = self.overlap(other)
        union = self._len + other._len - inter
        return inter / union if union else float("nan")

    # -- the read-only part of tempoeval's FocusTime interface ---------------------------------------------------
    @property
    def years(self) -> frozenset:
        """The years as a ``frozenset`` of ints (tempoeval's ``FocusTime.years``, read-only here)."""
        return frozenset(self)

    @property
    def weights(self) -> None:
        """Always None: a YearSet is unweighted (tempoeval's ``FocusTime.weights``)."""
        return None

    def covers(self, other: YearsLike, threshold: float = 0.0) -> bool:
        """tempoeval's ``FocusTime.covers``: shares a year (``threshold`` 0) or Jaccard >= ``threshold``."""
        if threshold == 0.0:
            return self.intersects(other)
        value = self.jaccard(other)
        return value == value and value >= threshold

    @classmethod
    def from_years(cls, years: Iterable[int]) -> YearSet:
        """tempoeval's ``FocusTime.from_years``: the same as ``YearSet(years)``."""
        return cls(years)

    @classmethod
    def from_range(cls, start: int, end: int) -> YearSet:
        """tempoeval's ``FocusTime.from_range``: the same as ``YearSet.range(start, end)``."""
        return cls.range(start, end)

    # -- misc --------------------------------------------------------------------------------------------------
    def to_list(self) -> List[int]:
        """The years as a sorted list of ints."""
        return list(self)

    def __repr__(self) -> str:
        if not self._iv:
            return "YearSet()"
        parts = [str(a) if a == b else f"{a}..{b}" for a, b in self.intervals]
        return f"YearSet({', '.join(parts)})"

    def __reduce__(self):  # pickles as intervals, not as a list of years
        return (YearSet.from_intervals, (self.intervals,))


# Public, read-only names for the stored representation, for the metric fast paths of other modules (the same slot
# descriptors, so reading them costs no call): the sorted, disjoint, inclusive ordinal intervals and the number of
# years. Treat them as read-only.
YearSet.ordinal_intervals = YearSet._iv  # type: ignore[misc]
YearSet.n_years = YearSet._len  # type: ignore[misc]


def _as_year(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            import numpy as np  # numpy ints are common in user data

            if isinstance(value, np.integer):
                return int(value)
        except ImportError:  # pragma: no cover
            pass
        raise InputTypeError(Errors.E010.format(expected="a year (an int)", value=value, type=type(value).__name__,
                                                hint=""))
    return value


def coerce_years(years: YearsLike) -> YearSet:
    """Turn a YearSet, a set/list/tuple of ints, an object with a ``.years`` collection (tempoeval's
    ``FocusTime``) or None into a YearSet (None -> empty).

    RAISES (InputTypeError): [E010] non-int members or not a collection; (InputError) [E019] year 0.
    """
    if isinstance(years, YearSet):
        return years
    if years is None:
        return EMPTY
    if isinstance(years, (str, bytes)):
        hint = "; pass text through extract_* or a metric's text arguments instead"
        raise InputTypeError(Errors.E010.format(expected="a collection of years (ints)", value=years, type="a string",
                                                  hint=hint))
    if not isinstance(years, (set, frozenset, list, tuple)) and hasattr(years, "years"):
        return coerce_years(years.years)  # tempoeval's FocusTime and other objects with a .years collection
    if not hasattr(years, "__iter__"):
        raise InputTypeError(Errors.E010.format(expected="a collection of years (ints)", value=years,
                                                  type=type(years).__name__, hint=""))
    return YearSet(years)


def coerce_years_list(items: Iterable[YearsLike] | None) -> List[YearSet]:
    """``coerce_years`` over a sequence (one year set per document); None gives an empty list."""
    if items is None:
        return []
    return [coerce_years(x) for x in items]


EMPTY = YearSet()
