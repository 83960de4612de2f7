"""evaluate keeps its results bounded (issue 22, item 2): a streamed run longer than one chunk spills its rows
to disk (or to ``rows_to``) and reads them back lazily, with the same scores, aggregates, by-kind table and
JSON as a run held in memory; memory flat in the number of records, results included; every failure path
named ([E286] / [E287] / [E288]) and a stopped run's rows readable."""

import io
import json
import random
import re
import tempfile
import tracemalloc
from pathlib import Path

import pytest
import spacy
from spacy.language import Language

from spacy_tempoeval.errors import ConfigTypeError, InputError, OutputWriteError
from spacy_tempoeval.evaluate import evaluate, parts, stream
from spacy_tempoeval.evaluate.spill import SPILL_PREFIX
from spacy_tempoeval.pipeline.extensions import write_results
from spacy_tempoeval.yearset import YearSet

METRICS = ["temporal_precision", "temporal_recall", "temporal_ndcg", "answer_temporal_recall"]
YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")


@Language.component("test_spill_years")
def spill_years(doc):
    """A cheap stand-in for temporal_focus (explicit years), so that the runs below stay quick."""
    write_results(doc, [], YearSet([int(m.group(1)) for m in YEAR.finditer(doc.text)]))
    return doc


@pytest.fixture(scope="module")
def nlp():
    pipeline = spacy.blank("en")
    pipeline.add_pipe("test_spill_years")
    return pipeline


def make_run(n, seed=5, distinct=False):
    rng = random.Random(seed)
    out = []
    for i in range(n):
        tag = f" ({i})" if distinct else ""
        docs = [{"id": f"d{i}-{j}", "text": f"Report{tag} on the year {rng.randint(1990, 2024)}."} for j in range(4)]
        if rng.random() < 0.2:
            docs = [{"id": "x", "text": "Nothing dated here."}]
        query = f"What happened in {rng.randint(1990, 2024)}?{tag}" if rng.random() < 0.8 else f"Why?{tag}"
        out.append({"id": f"q{i}", "query": query, "retrieved_docs": docs, "answer": f"In {rng.randint(1990, 2024)}."})
    return out


@pytest.fixture()
def small_chunks(monkeypatch):
    monkeypatch.setattr(parts, "CHUNK_SIZE", 7)
    monkeypatch.setattr(parts, "SPILL_AFTER_CHUNKS", 1)


def test_a_streamed_run_spills_and_reads_back_the_same_result(nlp, small_chunks, tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    records = make_run(30)
    held = evaluate(records, metrics=METRICS, k=[1, 3], nlp=nlp)
    spilled = evaluate(iter(records), metrics=METRICS, k=[1, 3], nlp=nlp)
    assert held.stored is None
    assert spilled.stored is not None and Path(spilled.stored.path).parent.name.startswith(SPILL_PREFIX)
    assert spilled.to_json(indent=1) == held.to_json(indent=1)
    assert spilled.to_csv() == held.to_csv()
    assert spilled.by_kind() == held.by_kind() and spilled.aggregates == held.aggregates
    assert len(spilled.rows) == 30 and repr(spilled.rows[-1]) == repr(held.rows[-1])  # NaN included
    assert [r["id"] for r in spilled.rows] == [f"q{i}" for i in range(30)]
    assert list(spilled.focus_times) == held.focus_times
    assert spilled.focus_times[4]["dfts"] == held.focus_times[4]["dfts"]
    assert [r["query"] for r in spilled.records] == [r["query"] for r in records]
    frame = spilled.to_pandas()
    assert list(frame["query"]) == [r["query"] for r in records]
    path = Path(spilled.stored.path)
    del spilled, frame
    import gc

    gc.collect()
    assert not path.exists()  # the temporary spill file goes with the result


def test_json_is_the_text_of_json_dumps_of_the_whole_document(nlp):
    result = evaluate(make_run(5), metrics=METRICS, k=[1, 3], nlp=nlp)
    for indent in (None, 1, 2):
        doc = {**result._json_head(), "aggregates": result.aggregates, "rows": result.to_dicts()}
        assert result.to_json(indent=indent) == json.dumps(doc, indent=indent, ensure_ascii=False, default=str)
    empty = evaluate([], metrics=METRICS, k=[1], nlp=nlp)
    doc = {**empty._json_head(), "aggregates": empty.aggregates, "rows": []}
    assert empty.to_json(indent=1) == json.dumps(doc, indent=1)


def test_rows_to_writes_each_chunk_as_it_is_scored(nlp, small_chunks, tmp_path):
    out = tmp_path / "rows.jsonl"
    result = evaluate(make_run(10), metrics=METRICS, k=[1], nlp=nlp, rows_to=out)
    lines = [json.loads(line) for line in out.read_text(encoding="utf8").splitlines()]
    assert len(lines) == 10 and Path(result.stored.path) == out
    assert lines[0]["query"] == make_run(10)[0]["query"] and "focus_times" in lines[0]
    assert {k: v for k, v in lines[3].items() if k not in ("query", "answer", "focus_times")} == result.to_dicts()[3]
    handle = io.StringIO()
    result.write_jsonl(handle)
    assert handle.getvalue() == out.read_text(encoding="utf8")
    in_memory = evaluate(make_run(10), metrics=METRICS, k=[1], nlp=nlp, rows_to=None)
    handle = io.StringIO()
    in_memory.write_jsonl(handle)
    assert handle.getvalue() == out.read_text(encoding="utf8")  # the same lines, spilled or not


def _stopping(records, after):
    for i, rec in enumerate(records):
        if i == after:
            raise KeyboardInterrupt
        yield rec


def test_a_stopped_run_leaves_the_rows_of_its_finished_chunks(nlp, small_chunks, tmp_path, monkeypatch):
    out = tmp_path / "rows.jsonl"
    with pytest.raises(KeyboardInterrupt):
        evaluate(_stopping(make_run(30), after=17), metrics=METRICS, k=[1], nlp=nlp, rows_to=out)
    lines = [json.loads(line) for line in out.read_text(encoding="utf8").splitlines()]
    assert [row["index"] for row in lines] == list(range(14))  # two chunks of 7 done, the third stopped
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    with pytest.raises(KeyboardInterrupt):
        evaluate(_stopping(make_run(30), after=17), metrics=METRICS, k=[1], nlp=nlp)
    assert list((tmp_path / "tmp").iterdir()) == []  # a temporary spill file is removed


def test_unwritable_places_raise_e286_naming_them(nlp, small_chunks, tmp_path, monkeypatch):
    (tmp_path / "a-file").write_text("", encoding="utf8")
    missing = tmp_path / "a-file" / "rows.jsonl"  # under a file: no directory can be made there
    with pytest.raises(OutputWriteError, match=r"\[E286\].*" + re.escape(str(missing))):
        evaluate(make_run(3), metrics=METRICS, k=[1], nlp=nlp, rows_to=missing)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "gone"))
    with pytest.raises(OutputWriteError, match=r"\[E286\].*gone"):
        evaluate(iter(make_run(20)), metrics=METRICS, k=[1], nlp=nlp)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (a disk that is always full)")
def test_a_full_disk_raises_e286_naming_the_file(nlp, small_chunks):
    with pytest.raises(OutputWriteError, match=r"\[E286\] .*/dev/full: No space left"):
        evaluate(make_run(3), metrics=METRICS, k=[1], nlp=nlp, rows_to="/dev/full")


def test_rows_removed_under_the_result_raise_e287_and_a_bad_rows_to_e288(nlp, small_chunks, tmp_path):
    out = tmp_path / "rows.jsonl"
    result = evaluate(make_run(10), metrics=METRICS, k=[1], nlp=nlp, rows_to=out)
    out.write_text("", encoding="utf8")
    with pytest.raises(InputError, match=r"\[E287\].*rows\.jsonl \(record 0\)"):
        list(result.rows)
    with pytest.raises(InputError, match=r"\[E287\].*record 4"):
        result.reasons[4]
    with pytest.raises(ConfigTypeError, match=r"\[E288\]"):
        evaluate(make_run(1), metrics=METRICS, k=[1], nlp=nlp, rows_to=3)


def _peak_bytes(path, nlp, monkeypatch, tmp_path):
    """Peak traced memory of evaluate(path), the result it returns included (tracemalloc: sizes, not times)."""
    monkeypatch.setattr(parts, "CHUNK_SIZE", 50)
    monkeypatch.setattr(parts, "SPILL_AFTER_CHUNKS", 1)
    monkeypatch.setattr(stream, "CACHE_SIZE", 100)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    tracemalloc.start()
    try:
        result = evaluate(str(path), metrics=METRICS, k=[1, 5], nlp=nlp)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(result) > 0 and result.stored is not None
    return peak


def test_memory_is_flat_in_the_number_of_records_results_included(nlp, tmp_path, monkeypatch):
    sizes = {}
    for n in (300, 1200):
        path = tmp_path / f"run{n}.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in make_run(n)), encoding="utf8")
        sizes[n] = _peak_bytes(path, nlp, monkeypatch, tmp_path)
    # four times the records, about the same memory, the result included (before: the rows grew with the run)
    assert sizes[1200] < 1.5 * sizes[300], sizes


def test_rows_written_at_the_end_raise_e286_naming_the_file(nlp, tmp_path):
    from spacy_tempoeval.evaluate import write_rows

    result = evaluate(make_run(3), metrics=METRICS, k=[1], nlp=nlp)
    (tmp_path / "a-file").write_text("", encoding="utf8")
    missing = tmp_path / "a-file" / "rows.jsonl"
    with pytest.raises(OutputWriteError, match=r"\[E286\].*" + re.escape(str(missing))):
        write_rows(result, missing)
    write_rows(result, tmp_path / "rows.jsonl")
    assert len((tmp_path / "rows.jsonl").read_text(encoding="utf8").splitlines()) == 3


def test_the_report_of_a_spilled_run_reads_its_rows_in_one_pass(nlp, small_chunks, tmp_path, monkeypatch):
    # the HTML report's data used to read each record's details and mode by index: one open and seek of the
    # spill file per record and column; now in step with the rows (no random access at all)
    from spacy_tempoeval.evaluate import spill
    from spacy_tempoeval.report.data import report_data

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    records = make_run(30)
    held = evaluate(records, metrics=METRICS, k=[1, 3], nlp=nlp)
    spilled = evaluate(iter(records), metrics=METRICS, k=[1, 3], nlp=nlp)
    assert spilled.stored is not None
    reads = []
    real = spill.StoredRows.item
    monkeypatch.setattr(spill.StoredRows, "item", lambda self, index: reads.append(index) or real(self, index))
    kept = list(spilled.records)  # a spilled run keeps each record's id, query and answer, not its documents
    data = report_data(spilled, kept, spilled.focus_times)
    assert reads == []
    assert data == report_data(held, kept, held.focus_times) and len(data["records"]) == 30
