"""Issue 22 (round 9): the shortcuts of the main process of ``evaluate`` give what the general paths give.

- ``dataset.validate``: a plain dict record is checked in one pass (``_valid_plain``); any problem is named by the
  general path, so the error is the same as for the same record given as another mapping type.
- ``focus._TaggingPlan``: plain documents are planned in one pass, with the same keys, order and counts.
- ``generation._faithfulness_years``: the union of the DFTs within the AFT's span only, same values.
- ``tally.Tally``: groups of the same records (one mode) read their values once, same sums to the bit.
- ``collector.fewer_collections``: the GC thresholds are raised during a run and restored after it.
"""

from __future__ import annotations

import gc
import random
import threading
import types

import pytest

from spacy_tempoeval.errors import RecordError
from spacy_tempoeval.evaluate import dataset as D
from spacy_tempoeval.evaluate.chunk import _record_modes
from spacy_tempoeval.evaluate.collector import OLDER_EVERY, fewer_collections
from spacy_tempoeval.evaluate.focus import _TaggingPlan
from spacy_tempoeval.evaluate.tally import Tally
from spacy_tempoeval.io.records_mapping import map_record
from spacy_tempoeval.metrics import functional as F
from spacy_tempoeval.metrics.generation import NO_AFT, _faithfulness_years
from spacy_tempoeval.yearset import YearSet

DOCS = [{"id": "d1", "text": "Prices rose in 2019.", "reference_date": "2020-01-02"}, "Nothing here.",
        {"id": "d2", "text": "In 1990 it fell."}]

BAD_RECORDS = [
    {"id": "a", "query": "q", "retrieved_docs": [{"text": 5}]},                       # E143 (a text-less object)
    {"id": "b", "query": "q", "retrieved_docs": ["ok", 7]},                           # E143 (an id among texts)
    {"id": "c", "query": "q", "retrieved_docs": "not a list"},
    {"id": "d", "query": "q", "retrieved_docs": ["x"], "contexts": ["y"]},            # E144
    {"id": "e", "query": "q", "retrieved_docs": [{"text": "t", "reference_date": "2020-13-45"}]},
    {"id": "f", "query": "q", "reference_date": "not a date"},
    {"id": "g", "query": "q", "answer": "a", "answer_reference_date": "2021-02-30"},
    {"id": "h", "query": "q", "answers": ["a", 3]},
    {"id": "i", "query": "q", "answers": "a"},
    {"id": [1], "query": "q"},
    {"id": "j", "query": 3},
    {"id": "k", "answer": "no query"},
    {"id": "l", "query": "q", "answer": ["not a text"]},
    {"id": "m", "query": "q", "gold_ids": "d1"},
    {"id": "n", "query": "q", "gold_order": 5},
    {"id": "o", "query": "q", "qft": "2019"},
    {"id": "p", "query": "q", "aft": [[2019]]},
    {"id": "q", "query": "q", "retrieved_docs": ["a", "b"], "retrieved_ids": ["x"]},  # E144 (lengths)
    # two problems: the documents are named before the dates, the record's date before a document's
    {"id": "r", "query": "q", "reference_date": "bad", "retrieved_docs": [{"text": 1, "reference_date": "bad"}]},
    {"id": "s", "query": "q", "reference_date": "bad", "retrieved_docs": [{"text": "t", "reference_date": "x"}]},
    {"id": "t", "query": "q", "retrieved_docs": [{"text": "t", "reference_date": "2020-01-01"},
                                                 {"text": "u", "reference_date": 20200101.5}]},
]

GOOD_RECORDS = [
    {"id": "g1", "query": "What happened in 2019?", "retrieved_docs": DOCS, "answer": "In 2019.",
     "reference_date": "2024-05-01", "answer_reference_date": "2024-05-02", "gold_ids": ["d1"]},
    {"id": 2, "query": "q", "contexts": ["a", "b"], "answers": ["x", "y"], "gold_ids": {"d1": 2}},
    {"query": "q", "retrieved_docs": [], "predicted_order": ["a"], "gold_durations": {"a": 1}},
    {"query": "q", "qft": [2019], "retrieved_ids": ["d1"]},  # the general path: years and ids
]


def _error(index, record):
    try:
        D.validate(index, record)
    except RecordError as exc:
        return type(exc), str(exc), getattr(exc, "code", None)
    return None


@pytest.mark.parametrize("n", range(len(BAD_RECORDS)))
def test_a_bad_plain_record_gets_the_general_paths_coded_error(n):
    record = BAD_RECORDS[n]
    D._VALID_DATES.clear()
    plain = _error(7, record)
    D._VALID_DATES.clear()
    general = _error(7, types.MappingProxyType(record))  # not a dict: the general path only
    assert plain is not None and plain == general
    assert "Record 7" in plain[1]


def test_good_records_pass_both_paths():
    for i, record in enumerate(GOOD_RECORDS):
        assert _error(i, record) is None
        assert _error(i, types.MappingProxyType(record)) is None


def test_a_dates_error_names_the_first_bad_document_date():
    D._VALID_DATES.clear()
    record = {"id": "x", "query": "q", "retrieved_docs": [{"text": "a", "reference_date": "2020-01-01"},
                                                          {"text": "b", "reference_date": "nope"}]}
    with pytest.raises(RecordError, match=r"retrieved_docs\[1\]\.reference_date"):
        D.validate(0, record)
    assert "2020-01-01" in D._VALID_DATES  # the good date is remembered, as by the general path


def _plan(records, roles=frozenset({"qft", "dfts", "aft", "afts"}), ref="2024-01-01"):
    plan = _TaggingPlan(len(records), start=3)
    for i, rec in enumerate(records):
        plan.add_record(i, rec, set(roles), None, rec.get("reference_date", ref))
    return plan


def test_plain_documents_are_planned_as_the_general_path_plans_them():
    records = [{"query": "q1", "retrieved_docs": DOCS, "answer": "a", "answers": ["x", "q1"]},
               {"query": "q2", "contexts": ["Prices rose in 2019.", "q1"], "reference_date": "2020-05-05"},
               {"query": "q3", "retrieved_docs": []},
               {"qft": [2000], "retrieved_docs": [DOCS[0], DOCS[0]]}]
    general = [dict(r, retrieved_docs=[types.MappingProxyType(d) if isinstance(d, dict) else d
                                       for d in r["retrieved_docs"]]) if "retrieved_docs" in r else r
               for r in records]
    fast, slow = _plan(records), _plan(general)
    assert list(fast.wanted) == list(slow.wanted)
    assert fast.counts == slow.counts == {"documents_dated": 3, "documents_undated": 4}
    key_order = [list(o) for o in fast.out]
    assert key_order == [list(o) for o in slow.out]


def test_planned_years_fill_every_slot_in_key_order():
    records = [{"query": "q1", "retrieved_docs": DOCS, "answer": "a"}, {"query": "q2", "retrieved_docs": []},
               {"qft": [2000], "contexts": ["q1"]}]
    plan = _TaggingPlan(len(records))
    for i, rec in enumerate(records):
        plan.add_record(i, rec, {"qft", "dfts", "aft"}, None, None)
    keys = list(plan.wanted)
    years = {key: YearSet([1800 + n]) for n, key in enumerate(keys)}

    class Cache:  # every key known: the years of each key, by key
        def start(self, keys_, submit):
            return lambda: [years[k] for k in keys_]

    plan.start_tagging(nlp=None, batch_size=8, progress=None, cache=Cache())()
    out = plan.out
    assert list(out[0]) == ["dfts", "qft", "aft"]  # lists first (planned), then the texts as they are filled
    assert out[0]["dfts"] == [years[("Prices rose in 2019.", "2020-01-02")], years[("Nothing here.", None)],
                              years[("In 1990 it fell.", None)]]
    assert out[0]["qft"] == years[("q1", None)] and out[0]["aft"] == years[("a", None)]
    assert out[1] == {"dfts": [], "qft": years[("q2", None)]}
    assert out[2]["dfts"] == [years[("q1", None)]] and out[2]["qft"] == YearSet([2000])


def test_a_document_the_fast_path_cannot_read_goes_to_the_general_path():
    with pytest.raises(RecordError, match=r"retrieved_docs\[1\]"):
        _plan([{"query": "q", "retrieved_docs": ["fine", 12]}])
    plan = _plan([{"query": "q", "retrieved_docs": ("a", "b")}])  # a tuple: the general path
    assert ("a", "2024-01-01") in plan.wanted and plan.counts["documents_undated"] == 2


def _random_set(rng):
    if rng.random() < 0.2:
        return YearSet()
    out = set()
    for _ in range(rng.randint(1, 3)):
        start = rng.randint(-50, 2100)
        out.update(y for y in range(start, start + rng.choice([0, 0, 3, 40])) if y != 0)
    return YearSet(out or {2000})


def test_faithfulness_from_years_equals_the_function():
    rng = random.Random(5)
    for _ in range(2000):
        aft = _random_set(rng)
        dfts = [_random_set(rng) for _ in range(rng.randint(0, 6))]
        got = _faithfulness_years(aft, dfts)
        want = F.temporal_faithfulness(aft, dfts)
        if want != want:
            assert got != got and got.reason == NO_AFT
        else:
            assert type(got) is float and got == want
    assert _faithfulness_years(YearSet([2000]), [{2000}, None]) == 1.0  # not YearSets: the function's path


def test_one_mode_tally_equals_the_per_record_tally():
    rng = random.Random(9)
    columns = ["m@1", "m@5"]
    items = []
    for i in range(900):
        row = {"index": i, **{c: (float("nan") if rng.random() < 0.3 else rng.random() * rng.choice([1, 1e9]))
                              for c in columns if rng.random() < 0.9}}
        items.append((row, {}, {}, "focus_time", rng.choice(["explicit", "none"]), {}, {}))
    one, whole = Tally(columns), Tally(columns)
    for item in items:
        one.add(*item)
    whole.add_all(*zip(*items))
    assert whole.aggregates() == one.aggregates()
    assert whole.aggregates("focus_time") == one.aggregates("focus_time")
    entries = [(c, m, None) for c in columns for m in ("", "focus_time")]
    assert whole.by_kind(entries, ["explicit", "none"]) == one.by_kind(entries, ["explicit", "none"])


class _Gold:
    gold_inputs = ("retrieved_ids", "gold_ids")


class _Plain:
    gold_inputs = ()


def test_record_modes():
    records = [{"gold_ids": ["a"]}, {}, {"gold_ids": None}]
    assert _record_modes([_Gold()], records, "auto") == ["gold_ids", "focus_time", "focus_time"]
    assert _record_modes([_Gold()], records, "gold") == ["gold_ids"] * 3
    assert _record_modes([_Gold()], records, "focus_time") == ["focus_time"] * 3
    assert _record_modes([_Plain()], records, "gold") == ["focus_time"] * 3


def test_plain_documents_are_kept_and_dated_ones_rewritten():
    docs = [{"id": "1", "text": "a", "reference_date": "2020-01-01"}, "b"]
    out = map_record({"query": "q", "retrieved_docs": docs}, {}, plain=True)
    assert out["retrieved_docs"] == docs
    out = map_record({"query": "q", "retrieved_docs": [{"text": "a", "date": "2020-01-01"}]}, {}, plain=True)
    assert out["retrieved_docs"] == [{"text": "a", "reference_date": "2020-01-01"}]
    out = map_record({"query": "q", "retrieved_docs": [{"page_content": "a"}]}, {}, plain=True)
    assert out["retrieved_docs"] == [{"text": "a"}]


def test_fewer_collections_raises_and_restores_the_thresholds():
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)
        with fewer_collections():
            assert gc.get_threshold() == (700, OLDER_EVERY, 10)
            with fewer_collections():  # nested (as_of's runs, a thread's run)
                assert gc.get_threshold() == (700, OLDER_EVERY, 10)
            assert gc.get_threshold() == (700, OLDER_EVERY, 10)
        assert gc.get_threshold() == (700, 10, 10)
        with fewer_collections():
            gc.set_threshold(500, 5, 5)  # changed by someone else meanwhile: kept
        assert gc.get_threshold() == (500, 5, 5)
    finally:
        gc.set_threshold(*before)


def test_concurrent_runs_restore_the_thresholds_once_the_last_ends():
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)
        inside, release = threading.Event(), threading.Event()

        def run():
            with fewer_collections():
                inside.set()
                release.wait(5)

        thread = threading.Thread(target=run)
        thread.start()
        inside.wait(5)
        with fewer_collections():
            pass
        assert gc.get_threshold() == (700, OLDER_EVERY, 10)  # the thread's run goes on
        release.set()
        thread.join()
        assert gc.get_threshold() == (700, 10, 10)
    finally:
        gc.set_threshold(*before)


def test_evaluate_restores_the_thresholds():
    from spacy_tempoeval import evaluate

    before = gc.get_threshold()
    result = evaluate([{"query": "q", "qft": [2019], "dfts": [[2019], [2020]]}], metrics=["temporal_precision"],
                      k=[1])
    assert result.rows[0]["temporal_precision@1"] == 1.0
    assert gc.get_threshold() == before
