"""Reading many year sets into flat numpy interval arrays (the input side of ``batch``).

A ``YearSet`` stores its years as a tuple of disjoint ``(first, last)`` ordinal pairs
(``YearSet.ordinal_intervals``). The batch metrics need all of them as machine ints: per set the offset of its
intervals, and the flat starts and ends. With a million sets the cost is the traversal of the Python objects (set,
interval tuple, pair tuples, int objects: memory-latency bound), so it is done with as few C-level passes as possible:

1. ``interval_tuples``: one ``map(attrgetter("ordinal_intervals"), ...)`` over the sets (anything that is not a
   ``YearSet`` goes through ``coerce_years`` instead).
2. ``flatten``: ``marshal.dumps(tuples, 2)`` writes the whole nested structure in one C call. In marshal
   version 2 a list, a tuple and an int that fits in 32 bits are each written as exactly 5 bytes (a type code
   and a little-endian int32: the length or the value) and nothing else is written for them, so the bytes are
   a (tokens, 5) table that numpy reads without a Python loop. The table is only trusted when every type code
   is one of those three kinds; then the numpy reading is the marshal decoding itself. Anything else (an
   ordinal outside int32, a future marshal change) falls back to the plain iterator path, which gives the
   same arrays.
"""

from __future__ import annotations

import marshal
from itertools import chain
from operator import attrgetter
from typing import Any, Iterable, Iterator, List, Sequence, Tuple

import numpy as np

from ..yearset import YearsLike, coerce_years

Intervals = Tuple[Tuple[int, int], ...]
Flat = Tuple[np.ndarray, np.ndarray, np.ndarray]

_IV = attrgetter("ordinal_intervals")
_LIST, _TUPLE, _INT = ord("["), ord("("), ord("i")


class Concat:
    """A re-iterable concatenation of sequences (``chain.from_iterable`` that can be iterated again)."""

    def __init__(self, parts: Sequence[Iterable[Any]]) -> None:
        self.parts = parts

    def __iter__(self) -> Iterator[Any]:
        return chain.from_iterable(self.parts)


def interval_tuples(sets: Iterable[YearsLike]) -> List[Intervals]:
    """The ordinal interval tuple of every set (``YearSet.ordinal_intervals``), coercing sets that are not YearSets.

    sets (Iterable[YearSet | set | list | None]): Re-iterable collection of year sets (a list, a tuple, a
        ``Concat``): it is iterated a second time when some member is not a YearSet.
    RETURNS (List[Tuple[Tuple[int, int], ...]]): One tuple of ``(first, last)`` ordinals per set.
    """
    try:
        return list(map(_IV, sets))
    except AttributeError:  # some members are builtin sets, lists or None
        return [coerce_years(s).ordinal_intervals for s in sets]


def flatten(tuples: List[Intervals]) -> Flat:
    """Interval offsets per set and the flat start and end ordinals of all intervals (int64 arrays).

    tuples (List[Tuple[Tuple[int, int], ...]]): As returned by ``interval_tuples``.
    RETURNS (Tuple[np.ndarray, np.ndarray, np.ndarray]): ``ptr`` (len(tuples) + 1 offsets: the intervals of
        set i are ``starts[ptr[i]:ptr[i + 1]]``), ``starts``, ``ends``.
    """
    out = _flatten_marshal(tuples) if tuples else None
    return out if out is not None else _flatten_iter(tuples)


def read_sets(sets: Iterable[YearsLike]) -> Flat:
    """``flatten(interval_tuples(sets))``."""
    return flatten(interval_tuples(sets))


def _flatten_iter(tuples: List[Intervals]) -> Flat:
    """Reference path: iterate the Python tuples (slower than the marshal path, same arrays)."""
    ptr = np.zeros(len(tuples) + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(len, tuples), dtype=np.int64, count=len(tuples)), out=ptr[1:])
    flat = np.fromiter(chain.from_iterable(chain.from_iterable(tuples)), dtype=np.int64,
                       count=2 * int(ptr[-1]))
    return ptr, flat[0::2].copy(), flat[1::2].copy()


def _flatten_marshal(tuples: List[Intervals]) -> Flat | None:
    """Read the marshal (version 2) bytes of ``tuples`` as a table of 5-byte tokens; None if not applicable.

    The tokens are ``[ n`` and then, per set, ``( c`` followed by c times ``( 2``, ``i first``, ``i last``.
    """
    try:
        buf = marshal.dumps(tuples, 2)
    except ValueError:  # an unmarshallable member (e.g. an int subclass inside a hand-made interval)
        return None
    n_tok, rest = divmod(len(buf), 5)
    if rest or n_tok == 0:
        return None
    code = np.frombuffer(buf, dtype=np.uint8)[0::5].copy()  # contiguous: the ops below vectorize
    value = np.ndarray((n_tok,), dtype="<i4", buffer=buf, offset=1, strides=(5,))
    if code[0] != _LIST or value[0] != len(tuples):
        return None
    is_int = code == _INT
    is_head = code == _TUPLE
    n_int = int(np.count_nonzero(is_int))
    n_tuple = int(np.count_nonzero(is_head))
    if n_tuple + n_int != n_tok - 1:
        return None  # some token is not a 5-byte list/tuple/int32: the table would be misaligned
    is_head[:-1] &= ~is_int[1:]  # a set's tuple is followed by a tuple or nothing, an interval's by an int
    head = np.flatnonzero(is_head)
    n_pairs = n_tuple - len(head)
    if len(head) != len(tuples) or n_int != 2 * n_pairs:
        return None
    ptr = np.empty(len(tuples) + 1, dtype=np.int64)
    ptr[:-1] = (head - np.arange(1, len(head) + 1)) // 3  # tokens before head i: 1 + i heads + 3 per interval
    ptr[-1] = n_pairs
    pairs = value[is_int].reshape(-1, 2)
    return ptr, pairs[:, 0].astype(np.int64), pairs[:, 1].astype(np.int64)  # contiguous copies


__all__ = ["Concat", "interval_tuples", "flatten", "read_sets"]
