"""What ``evaluate``'s workers send back for a text's years: the stored (ordinal) intervals
(``YearSet.ordinal_intervals``), rebuilt in the parent by ``YearSet.from_ordinal_intervals`` with no conversion
to years and back. The rebuilt sets equal those the old transport (``intervals`` in years, then
``from_sorted_intervals``) gave, slot for slot, BCE years included."""

import pickle

import pytest
import spacy

from spacy_tempoeval.evaluate.stream import Tagger, _seen_of, _years_of, read_part, tag_part
from spacy_tempoeval.metrics.adapters import tag_texts
from spacy_tempoeval.yearset import YearSet

SETS = [
    YearSet(),
    YearSet([2019]),
    YearSet([1999, 2000, 2001]),
    YearSet([1066, 1492, 1776, 1777, 2024]),
    YearSet.range(-50, -44),
    YearSet.range(-3, 5),
    YearSet([-1]),
    YearSet([1]),
    YearSet.union_all([YearSet.range(1990, 1992), YearSet.range(2005, 2012), YearSet([-300])]),
]

TEXTS = [
    "Prices rose in 2019 and fell in 2020.",
    "Caesar crossed the Rubicon in 49 BC.",
    "Nothing happened.",
    "The 1990s were calm; the war lasted from 1939 to 1945.",
    "Next year will be better.",
]


def _slots(ys):
    return ys.ordinal_intervals, ys.n_years, ys._h


@pytest.mark.parametrize("ys", SETS, ids=repr)
def test_the_stored_intervals_rebuild_the_same_set(ys):
    sent = pickle.loads(pickle.dumps(ys.ordinal_intervals, protocol=pickle.HIGHEST_PROTOCOL))
    got = _years_of(sent)
    old = YearSet.from_sorted_intervals(ys.intervals) if ys.intervals else YearSet()
    assert got == ys == old
    assert _slots(got) == _slots(old)
    assert got.intervals == ys.intervals
    assert type(got.ordinal_intervals) is tuple and all(type(iv) is tuple for iv in got.ordinal_intervals)
    assert hash(got) == hash(old) and len(got) == len(ys)


def test_from_ordinal_intervals_keeps_what_it_is_given():
    iv = ((-49, -43), (2019, 2020))
    ys = YearSet.from_ordinal_intervals(iv)
    assert ys.ordinal_intervals is iv
    assert ys.intervals == [(-50, -44), (2019, 2020)]  # ordinals: no year 0
    assert ys == YearSet.range(-50, -44) | YearSet([2019, 2020])


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": ""})
    return nlp


def test_a_part_sent_back_gives_the_years_of_the_tagger(nlp):
    refs = ["2021-03-04"] * len(TEXTS)
    sent = pickle.loads(pickle.dumps(tag_part(nlp, (TEXTS, refs, 8)), protocol=pickle.HIGHEST_PROTOCOL))
    got = [_years_of(item) for item in sent]
    want = tag_texts(TEXTS, refs, nlp=nlp, batch_size=8)
    assert got == want
    assert [_slots(g) for g in got] == [_slots(w) for w in want]
    assert any(g and g.min < 0 for g in got) and any(not g for g in got)  # BCE and empty sets both travel
    seen = [_seen_of(item) for item in read_part(nlp, (TEXTS, refs, 8))]
    assert [ys for ys, _ in seen] == want


def test_two_processes_give_the_years_of_one_bce_included(nlp):
    texts = [f"In {n % 90 + 1} BC and in {1900 + n % 120} the city grew." for n in range(600)]
    with Tagger(nlp, n_process=1, batch_size=32) as one:
        alone = one(texts, None)
    with Tagger(nlp, n_process=2, batch_size=32) as two:
        assert two.parallel
        shared = two(texts, None)
    assert shared == alone
    assert [_slots(s) for s in shared] == [_slots(a) for a in alone]
