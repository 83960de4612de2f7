"""``YearSet`` agrees with Python sets of ints (property tests) and keeps the no-year-0 convention."""

from __future__ import annotations

import math
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_tempoeval.yearset import EMPTY, YearSet, coerce_years, ordinal_to_year, year_to_ordinal

# years around the era boundary and far apart, so that intervals cross 1 BC -> AD 1 and merge
years = st.integers(min_value=-60, max_value=60).filter(bool) | st.integers(-9999, 9999).filter(bool)
year_sets = st.frozensets(years, max_size=40)
ranges = st.tuples(st.integers(-80, 80).filter(bool), st.integers(-80, 80).filter(bool))


@given(year_sets, year_sets)
@settings(max_examples=300, deadline=None)
def test_yearset_algebra_matches_python_sets(a, b):
    ya, yb = YearSet(a), YearSet(b)
    assert ya == a and yb == b
    assert ya & yb == a & b
    assert ya | yb == a | b
    assert ya - yb == a - b
    assert ya ^ yb == a ^ b
    assert len(ya) == len(a)
    assert ya.overlap(yb) == len(a & b)
    assert ya.intersects(yb) == bool(a & b)
    assert list(ya) == sorted(a)
    assert (ya <= yb) == (a <= b)
    assert hash(ya) == hash(frozenset(a))
    for y in list(a)[:5] + list(b)[:5]:
        assert (y in ya) == (y in a)
    if a or b:
        assert ya.jaccard(yb) == pytest.approx(len(a & b) / len(a | b))
    else:
        assert math.isnan(ya.jaccard(yb))


@given(year_sets, year_sets)
@settings(max_examples=100, deadline=None)
def test_yearset_mixed_operands_with_builtin_sets(a, b):
    ya = YearSet(a)
    assert ya & set(b) == set(b) & ya == a & b
    assert ya | set(b) == set(b) | ya == a | b
    assert ya - set(b) == a - b
    assert set(b) - ya == b - a


@given(st.lists(ranges, max_size=8))
@settings(max_examples=200, deadline=None)
def test_yearset_intervals_are_disjoint_sorted_and_round_trip(pairs):
    expected = set()
    for lo, hi in pairs:
        lo, hi = min(lo, hi), max(lo, hi)
        expected |= {y for y in range(lo, hi + 1) if y != 0}
    ys = YearSet.union_all(YearSet.range(lo, hi) for lo, hi in pairs)
    assert ys == expected == YearSet.from_intervals(pairs)
    ivs = ys.intervals
    for (_, b1), (a2, _) in zip(ivs, ivs[1:]):
        # disjoint and not adjacent (adjacent runs are merged, counting 1 BC -> AD 1 as adjacent)
        assert year_to_ordinal(a2) > year_to_ordinal(b1) + 1
    assert all(a <= b for a, b in ivs)
    assert YearSet.from_intervals(ivs) == ys
    assert pickle.loads(pickle.dumps(ys)) == ys
    if expected:
        assert (ys.min, ys.max) == (min(expected), max(expected))


@given(years)
def test_yearset_ordinal_round_trip(y):
    assert ordinal_to_year(year_to_ordinal(y)) == y


def test_yearset_no_year_zero():
    assert YearSet.range(-2, 2) == {-2, -1, 1, 2}
    assert len(YearSet.range(-2, 2)) == 4
    assert 0 not in YearSet.range(-2, 2)
    assert YearSet([-1]) | YearSet([1]) == YearSet.range(-1, 1)
    assert YearSet.range(-1, 1).intervals == [(-1, 1)]
    with pytest.raises(ValueError, match="no year 0"):
        YearSet([0])


def test_yearset_empty():
    assert YearSet() == EMPTY == set() and not EMPTY and len(EMPTY) == 0
    assert repr(EMPTY) == "YearSet()"
    with pytest.raises(ValueError):
        EMPTY.min  # noqa: B018
    assert math.isnan(EMPTY.jaccard(set()))
    assert EMPTY.jaccard({1999}) == 0.0


def test_yearset_large_ranges_are_cheap():
    ys = YearSet.range(-9999, 9999)
    assert len(ys) == 19998
    assert ys.intervals == [(-9999, 9999)]
    assert ys.overlap(YearSet.range(1900, 1999)) == 100


@pytest.mark.parametrize("bad", ["1999", b"1999", [1999.0], [True], ["1999"], [None]])
def test_yearset_coerce_rejects_non_ints(bad):
    with pytest.raises(TypeError, match=r"\[E010\]"):
        coerce_years(bad)


def test_yearset_coerce_accepts_numpy_and_none():
    np = pytest.importorskip("numpy")
    assert coerce_years(np.array([1999, 2001])) == {1999, 2001}
    assert coerce_years(None) == set()
    ys = YearSet([1])
    assert coerce_years(ys) is ys
