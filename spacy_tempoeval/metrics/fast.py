"""The per-call path of the ranked-list metrics: relevance of each document, reading only what is needed.

``TemporalPrecision().compute(qft={2020, 2021}, dfts=[...100 sets...], k=10)`` must cost about what ten
``isdisjoint`` calls cost, so this module never turns the documents into ``YearSet``s:

* the QFT is read once into a ``Query``: its members are checked (one small set), and it keeps both a builtin
  ``frozenset`` (for builtin-set documents) and its ``YearSet`` intervals (for ``YearSet`` documents), each built
  only when a document of that kind comes along;
* each document is checked by type (a set, frozenset, list, tuple, ``YearSet``, ``None`` or an object with a
  ``.years`` collection such as tempoeval's ``FocusTime``); the years inside a builtin set are not validated
  one by one; when no document shares a year with the query (the outcome a list of sets of strings would also
  give), ``check_no_shared_year`` reads one year to tell the two apart ([E010], not a silent 0.0);
* top-k metrics read the top k documents only; whole-list metrics read every document, and for those the cost of
  a document that shares no year with the query is one ``isdisjoint`` (or one interval comparison).

Values equal the ``functional`` functions' (the tests check this on random inputs).
"""

from __future__ import annotations

import heapq
from contextlib import suppress
from itertools import compress, count, repeat
from operator import attrgetter, itemgetter, not_
from typing import Any, Dict, List, Mapping, Sequence, Tuple

from ..yearset import YearSet, coerce_years
from .relevance import gain_bound, jaccard_gain

_SETS = (set, frozenset)
_IV = attrgetter("ordinal_intervals")
SET_TYPES = frozenset(_SETS)
INT_COLLECTIONS = frozenset({set, frozenset, list, tuple})
"""Containers whose years ``isdisjoint`` reads correctly (their members are not checked one by one)."""
_SEQS = (list, tuple)
MAPPING_NOT_RANKED = ("a list, one entry per document in rank order (a dict's keys are not its documents: pass "
                      "list(d.values()))")


class NeedsResolving(Exception):
    """A query or document is a text or a Doc: the metric's general path (``adapters``) must resolve it."""


def _is_text_or_doc(value: Any) -> bool:
    return isinstance(value, str) or (hasattr(value, "vocab") and hasattr(value, "has_extension"))


class Query:
    """A QFT prepared for many relevance tests.

    qft (Any): The query's years: a YearSet, set/frozenset/list/tuple of ints, an object with ``.years``, None.
    """

    __slots__ = ("years", "size", "_py", "_iv", "_lo", "_hi")
    years: Any  # a YearSet or None: one of ``years`` and ``_py`` is set at first, the other built on demand
    size: int
    _py: Any  # a builtin set / frozenset of ints
    _iv: Tuple[Tuple[int, int], ...] | None
    _lo: int
    _hi: int

    def __init__(self, qft: Any) -> None:
        kind = type(qft)
        if kind is YearSet:
            ys = qft
            self._py = None
        elif kind in _SETS and all_years(qft):
            ys = None
            self._py = qft
        elif kind is doc_type():
            ys = doc_years(qft)
            self._py = None
        elif qft is not None and kind not in _SETS and kind not in _SEQS and hasattr(qft, "years"):
            other = Query(qft.years)
            ys, self._py = other.years, other._py
        else:
            if _is_text_or_doc(qft):
                raise NeedsResolving
            ys = coerce_years(qft)  # lists, tuples, numpy ints ...; raises [E010] on bad members
            self._py = None
        self.years = ys
        self.size = len(ys) if ys is not None else len(self._py)
        self._iv = None
        self._lo = self._hi = 0

    def __bool__(self) -> bool:
        return self.size > 0

    def as_yearset(self) -> YearSet:
        """The QFT as a YearSet (built once)."""
        if self.years is None:
            self.years = YearSet(self._py)
        return self.years

    def as_pyset(self) -> frozenset:
        """The QFT as a builtin set of ints (built once)."""
        if self._py is None:
            self._py = frozenset(self.years)
        return self._py

    def _intervals(self) -> Tuple[Tuple[int, int], ...]:
        if self._iv is None:
            self._iv = iv = self.as_yearset()._iv
            if iv:
                self._lo, self._hi = iv[0][0], iv[-1][1]
            return iv
        return self._iv

    def overlap(self, doc: Any) -> int:
        """``|QFT ∩ DFT|`` of one document."""
        kind = type(doc)
        if kind in _SETS:
            q = self.as_pyset()
            return 0 if q.isdisjoint(doc) else len(q.intersection(doc))
        if kind is YearSet:
            iv = self._intervals()
            div = doc.ordinal_intervals
            if not div or not iv or div[0][0] > self._hi or div[-1][1] < self._lo:
                return 0
            if len(iv) == 1 and len(div) == 1:
                lo, hi = iv[0]
                a, b = div[0]
                return (b if b < hi else hi) - (a if a > lo else lo) + 1
            return self.years.overlap(doc)
        return self.overlap(_document(doc))

    def relevant(self, doc: Any) -> bool:
        """True when the document shares a year with the QFT."""
        kind = type(doc)
        if kind in _SETS:
            return not self.as_pyset().isdisjoint(doc)
        if kind is YearSet:
            iv = self._intervals()
            div = doc.ordinal_intervals
            if not div or not iv or div[0][0] > self._hi or div[-1][1] < self._lo:
                return False
            if len(div) == 1 and len(iv) == 1:
                return True  # both spans lie within each other's bounds: they overlap
            return self.years.intersects(doc)
        return self.relevant(_document(doc))


def doc_type() -> type:
    """spaCy's ``Doc`` class (imported on first use; spaCy is a dependency)."""
    global _DOC
    if _DOC is None:
        from spacy.tokens import Doc

        _DOC = Doc
        return Doc
    return _DOC


_DOC: type | None = None


def doc_years(doc: Any) -> YearSet:
    """The focus years of a processed Doc, read straight from ``doc.user_data`` (the intervals ``temporal_focus``
    stored, already sorted and disjoint); ``NeedsResolving`` when the component never ran on it (the general
    path then raises [E030] naming the argument)."""
    from ..pipeline.extensions import FOCUS_KEY

    ivs = doc.user_data.get(FOCUS_KEY)
    if ivs is None:
        raise NeedsResolving
    return YearSet.from_sorted_intervals(ivs)


def _document(doc: Any) -> Any:
    """A document's years as a set or YearSet, by type only; [E010] for anything that is not years."""
    if doc is None:
        return frozenset()
    kind = type(doc)
    if kind is doc_type():
        return doc_years(doc)
    if kind in _SEQS:
        return frozenset(doc)
    if kind not in _SETS and kind is not YearSet and hasattr(doc, "years"):
        return _document(doc.years)
    if isinstance(doc, (YearSet, set, frozenset)):  # subclasses
        return YearSet(doc) if isinstance(doc, YearSet) else frozenset(doc)
    if _is_text_or_doc(doc):
        raise NeedsResolving
    return coerce_years(doc)  # raises [E010] for a str, an int, ...


def check_documents(dfts: Any, where: str) -> Sequence[Any]:
    """The ranked list itself when it is a list or tuple (any other iterable is listed); [E150] otherwise."""
    if type(dfts) in _SEQS:
        return dfts
    from ..errors import Errors, InputTypeError

    if isinstance(dfts, Mapping):  # its keys would be read as the documents
        raise InputTypeError(Errors.E150.format(where=where, expected=MAPPING_NOT_RANKED, value=dfts,
                                                type=type(dfts).__name__))
    if dfts is None or isinstance(dfts, (str, bytes, set, frozenset, YearSet)) or not hasattr(dfts, "__iter__"):
        raise InputTypeError(Errors.E150.format(where=where, expected="a list of year sets, one per document",
                                           value=dfts, type=type(dfts).__name__))
    return list(dfts)


def flags_top_k(query: Query, dfts: Sequence[Any], k: int) -> List[bool]:
    """Relevance of the top k documents."""
    relevant = query.relevant
    return [relevant(d) for d in dfts[:k]]


def jaccard_gains(query: Query, dfts: Sequence[Any], scale: float = 4.0) -> List[float]:
    """``scale * Jaccard(QFT, DFT)`` of every document; a document sharing no year costs one overlap test."""
    size = query.size
    gains = []
    for d in dfts:
        inter = query.overlap(d)
        if inter:
            gains.append(jaccard_gain(inter, size, _size(d), scale))
        else:
            gains.append(0.0)
    return gains


def set_gains(qft: Any, dfts: List[Any], scale: float = 4.0, k: int | None = None) -> Dict[int, float] | None:
    """Sparse ``jaccard_gains`` (rank index -> gain, non-zero gains only) when every document is a builtin
    ``set`` (or every one a ``frozenset``), None otherwise. The documents sharing no year with the QFT never
    reach Python code: one C-level pass calls the unbound ``set.isdisjoint(document, qft)``, which is at once
    the type check (it refuses anything that is not a set) and the relevance test; ``compress`` then lists
    the few documents that share a year. Lists and tuples of ints (and mixed containers) take one type pass
    and one ``qft.isdisjoint`` pass instead.

    k (Optional[int]): For NDCG@k: the gains of the top k are all computed, and a document below rank k only
    when it can still enter the k largest gains (the ideal DCG); its bound from the sizes alone
    (``relevance.gain_bound``) decides. The NDCG from the result is the same as from every gain.
    """
    disjoint = None
    kind = type(dfts[0]) if dfts else set
    if kind is set or kind is frozenset:
        with suppress(TypeError):  # not all of that kind
            disjoint = list(map(kind.isdisjoint, dfts, repeat(qft)))
    if disjoint is None:
        if not INT_COLLECTIONS.issuperset(map(type, dfts)):
            return None  # texts, Docs, YearSets ...: the general path reads them
        disjoint = list(map(qft.isdisjoint, dfts))
    hits = list(compress(count(), map(not_, disjoint)))  # the documents sharing a year, found at C level
    size = len(qft)
    if k is not None and len(hits) > k:
        return _top_set_gains(qft, dfts, hits, k, scale)
    gains = {}
    for i in hits:
        d = dfts[i]
        if type(d) not in SET_TYPES:
            d = set(d)
        gains[i] = jaccard_gain(len(qft.intersection(d)), size, len(d), scale)
    return gains


def _top_set_gains(qft: Any, dfts: List[Any], hits: List[int], k: int, scale: float) -> Dict[int, float]:
    """``set_gains`` when more than k documents share a year: every gain of the top k, and below rank k only
    the gains that can still be among the k largest (bound above the k-th largest so far)."""
    size = len(qft)
    gains: Dict[int, float] = {}
    rest = []
    for i in hits:
        d = dfts[i]
        if type(d) not in SET_TYPES:
            d = set(d)
        if i < k:
            gains[i] = jaccard_gain(len(qft.intersection(d)), size, len(d), scale)
        else:
            rest.append((gain_bound(size, len(d), scale), i, d))
    best = heapq.nlargest(k, gains.values())
    heapq.heapify(best)
    rest.sort(key=itemgetter(0), reverse=True)
    for bound, i, d in rest:
        if len(best) == k and bound <= best[0]:
            break  # no later document can change the k largest gains (a tie leaves their sum as it is)
        g = gains[i] = jaccard_gain(len(qft.intersection(d)), size, len(d), scale)
        if len(best) < k:
            heapq.heappush(best, g)
        elif g > best[0]:
            heapq.heapreplace(best, g)
    return gains


def all_years(qft: Any) -> bool:
    """Whether every member of a builtin collection is a year (an int, not a bool, not 0): a QFT of strings or
    floats must reach the general path and its [E010] / [E019], not share no year with anything. (A loop: QFTs
    hold a few years, where it is about twice as fast as ``frozenset({int}).issuperset(map(type, qft))``.)"""
    for y in qft:  # noqa: SIM110 (a generator in all() is the slower form this loop replaces)
        if type(y) is not int or not y:
            return False
    return True


def check_no_shared_year(dfts: Sequence[Any], metric: str) -> None:
    """Called when no document shares a year with the query, the outcome a ranked list of strings or floats
    (``dfts=[{"2019"}, ...]``: years read from JSON as text) gives on the fast paths, which do not read each year:
    the first year of the first non-empty builtin container is read, and when it is no year the error of the
    general path is raised for the first bad document ([E010], [E019] for 0) instead of a silent 0.0 or NaN.
    One look-up, and only on the calls that find no relevant document; a set that mixes years and strings is read
    in full only on the general path."""
    for d in dfts:
        if d and type(d) in INT_COLLECTIONS:
            first = next(iter(d))
            if type(first) is int and first:
                return
            break
    else:
        return
    from ..errors import TempoEvalError, code_of

    for i, d in enumerate(dfts):
        if type(d) in INT_COLLECTIONS and not all_years(d):
            try:
                coerce_years(d)  # numpy ints pass here
            except TempoEvalError as exc:
                raise type(exc)(f"{metric}: dfts[{i}]: {exc}", code=code_of(exc)) from None


def as_int_set(qft: Any) -> Any:
    """A QFT given as a builtin set of non-zero ints as is, a list or tuple of them as a frozenset, anything else
    (other members included) None."""
    kind = type(qft)
    if kind is set or kind is frozenset:
        return qft if all_years(qft) else None
    if (kind is list or kind is tuple) and all_years(qft):
        return frozenset(qft)
    return None


def doc_gains(query: Query, dfts: List[Any], scale: float = 4.0) -> Dict[int, float] | None:
    """Sparse ``jaccard_gains`` when every document is a processed Doc (None otherwise)."""
    doc = doc_type()
    if not all(type(d) is doc for d in dfts):
        return None
    return yearset_gains(query, [doc_years(d) for d in dfts], scale)


def yearset_gains(query: Query, dfts: List[Any], scale: float = 4.0) -> Dict[int, float] | None:
    """Sparse ``jaccard_gains`` when every document is a ``YearSet`` (None otherwise): a bounds test on the
    interval tuples, the exact overlap only for the documents whose span meets the QFT's."""
    try:
        ivs = list(map(_IV, dfts))
    except AttributeError:
        return None
    qiv = query._intervals()
    lo, hi, size = query._lo, query._hi, query.size
    one = len(qiv) == 1
    gains = {}
    for i, iv in enumerate(ivs):
        if iv and iv[0][0] <= hi and iv[-1][1] >= lo:
            if one and len(iv) == 1:
                a, b = iv[0]
                inter = (b if b < hi else hi) - (a if a > lo else lo) + 1
            else:
                inter = query.years.overlap(dfts[i])
            if inter:
                gains[i] = jaccard_gain(inter, size, dfts[i].n_years, scale)
    return gains


def _meets(iv: Tuple[Tuple[int, int], ...], lo: int, hi: int) -> bool:
    """Whether some interval of ``iv`` meets the ordinal span [lo, hi]."""
    return any(a <= hi and b >= lo for a, b in iv)


def yearset_hits(query: Query, top: List[Any]) -> int | None:
    """How many of ``top`` share a year with the QFT when they are all ``YearSet``s (None otherwise)."""
    return span_hits(query.as_yearset(), top)


def span_hits(qft: YearSet, top: List[Any]) -> int | None:
    """``yearset_hits`` from a non-empty YearSet QFT: for a QFT that is one span, one bounds test on each
    document's interval tuple (exact for one-interval documents, the common case)."""
    try:
        ivs = list(map(_IV, top))
    except AttributeError:
        return None
    qiv = qft.ordinal_intervals
    if len(qiv) != 1:
        return sum(map(qft.intersects, top))
    lo, hi = qiv[0]
    hits = 0
    for iv in ivs:
        if iv and iv[0][0] <= hi and iv[-1][1] >= lo and (len(iv) == 1 or _meets(iv, lo, hi)):
            hits += 1
    return hits


def _size(doc: Any) -> int:
    kind = type(doc)
    if kind in _SETS or kind is YearSet:
        return len(doc)
    return len(_document(doc))


__all__ = ["SET_TYPES", "INT_COLLECTIONS", "as_int_set", "doc_type", "doc_years", "doc_gains", "set_gains",
           "yearset_gains", "yearset_hits", "span_hits", "NeedsResolving", "Query", "check_documents", "flags_top_k",
           "jaccard_gains"]
