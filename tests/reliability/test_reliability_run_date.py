"""Issue 25, item 10: a bulk run has one "today". The date a run starts is kept in its checkpoint; ``--resume`` on
a later day, and a run that goes on past midnight, anchor every record to it."""

from __future__ import annotations

import importlib
import json

import pytest

from spacy_tempoeval.bulk import ReaderConfig, load_pipeline, preprocess
from spacy_tempoeval.bulk.checkpoint import WorkDir
from spacy_tempoeval.bulk.preprocess import Progress
from spacy_tempoeval.errors import TempoEvalError

pp = importlib.import_module("spacy_tempoeval.bulk.preprocess")
READER = ReaderConfig(format="jsonl")


@pytest.fixture(scope="module")
def nlp():
    return load_pipeline()  # default_reference_date="today"


def corpus(path, n=12):
    path.write_text("".join(json.dumps({"id": i, "text": f"Prices rose last year ({i})."}) + "\n"
                            for i in range(n)), encoding="utf-8")
    return path


class Stop(Exception):
    pass


def test_resume_on_a_later_day_keeps_the_day_the_run_started(tmp_path, nlp, monkeypatch):
    src, out = corpus(tmp_path / "c.jsonl"), tmp_path / "out.jsonl"
    monkeypatch.setattr(pp, "_today", lambda: "2001-06-01", raising=False)

    def stop_after_first_shard(p: Progress) -> None:
        if p.docs >= 4:
            raise Stop

    with pytest.raises(Stop):
        preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=4, batch_size=2,
                   progress=stop_after_first_shard)
    assert json.loads(WorkDir(out, "jsonl").state_path.read_text())["extra"]["run_date"] == "2001-06-01"
    monkeypatch.setattr(pp, "_today", lambda: "2001-06-02", raising=False)  # the next day (and the real one)
    summary = preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=4, batch_size=2, resume=True)
    assert summary.attempts == 2
    years = [json.loads(line)["focus_years"] for line in out.read_text().splitlines()]
    assert years == [[2000]] * 12


def test_one_run_across_midnight_has_one_date(tmp_path, nlp, monkeypatch):
    src, out = corpus(tmp_path / "c.jsonl"), tmp_path / "out.jsonl"
    days = iter(["2010-12-31", "2011-01-01", "2011-01-01", "2011-01-01"])
    monkeypatch.setattr(pp, "_today", lambda: next(days), raising=False)
    preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=4, batch_size=2)
    years = [json.loads(line)["focus_years"] for line in out.read_text().splitlines()]
    assert years == [[2009]] * 12


def test_a_damaged_run_date_is_a_damaged_checkpoint(tmp_path, nlp, monkeypatch):
    src, out = corpus(tmp_path / "c.jsonl"), tmp_path / "out.jsonl"

    def stop(p: Progress) -> None:
        if p.docs >= 4:
            raise Stop

    with pytest.raises(Stop):
        preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=4, batch_size=2, progress=stop)
    state_path = WorkDir(out, "jsonl").state_path
    state = json.loads(state_path.read_text())
    state["extra"]["run_date"] = "yesterday"
    state_path.write_text(json.dumps(state))
    with pytest.raises(Exception, match=r"\[E065\].*run_date"):
        preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=4, batch_size=2, resume=True)


def test_an_explicit_date_still_wins(tmp_path, nlp, monkeypatch):
    src, out = corpus(tmp_path / "c.jsonl", n=3), tmp_path / "out.jsonl"
    monkeypatch.setattr(pp, "_today", lambda: "2001-06-01", raising=False)
    preprocess(src, out, nlp=nlp, reader=ReaderConfig(format="jsonl", reference_date="1990-05-05"))
    assert [json.loads(line)["focus_years"] for line in out.read_text().splitlines()] == [[1989]] * 3


def test_dask_run_keeps_the_day_it_started_in_run_json(tmp_path, monkeypatch):
    """The Dask path too: ``_run.json`` keeps the start date; parts redone on a later day use it."""
    pytest.importorskip("distributed")
    from spacy_tempoeval.bulk.dask import local_cluster, merge_partitioned, preprocess_dask

    dk = importlib.import_module("spacy_tempoeval.bulk.dask")
    src, out = corpus(tmp_path / "c.jsonl", 40), tmp_path / "parts"
    monkeypatch.setattr(dk, "_today", lambda: "2001-06-01", raising=False)
    with local_cluster(1, processes=False) as client:
        preprocess_dask(src, out, client=client, reader=READER, partition_bytes=512)
        assert json.loads((out / "_run.json").read_text())["run_date"] == "2001-06-01"
        (out / "_SUCCESS.json").unlink()
        (out / "part-00001.jsonl").unlink()
        monkeypatch.setattr(dk, "_today", lambda: "2001-06-02", raising=False)  # resumed the next day
        preprocess_dask(src, out, client=client, reader=READER, partition_bytes=512, resume=True)
    records = [json.loads(line) for line in merge_partitioned(out, tmp_path / "m.jsonl").read_text().splitlines()]
    assert len(records) == 40 and {tuple(r["focus_years"]) for r in records} == {(2000,)}


def test_dask_damaged_run_date_is_refused(tmp_path):
    pytest.importorskip("distributed")
    from spacy_tempoeval.bulk.dask import preprocess_dask

    src, out = corpus(tmp_path / "c.jsonl", 4), tmp_path / "parts"
    out.mkdir()
    with pytest.raises(TempoEvalError, match="E071"):  # no cluster: the directory is started, then it stops
        preprocess_dask(src, out, reader=READER)
    run = json.loads((out / "_run.json").read_text())
    (out / "_run.json").write_text(json.dumps({**run, "run_date": "yesterday"}))
    with pytest.raises(Exception, match=r"\[E065\].*damaged .*_run.json \(run_date 'yesterday'\)"):
        preprocess_dask(src, out, reader=READER, resume=True)
