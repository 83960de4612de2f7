"""Bulk runs that must lose nothing, mix nothing and say what went wrong (issue 10, items 1, 4, 7, 10)."""

from __future__ import annotations

import errno
import importlib
import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spacy_tempoeval import extract_qft
from spacy_tempoeval.bulk import LineError, ReaderConfig, load_pipeline, preprocess
from spacy_tempoeval.bulk.checkpoint import WorkDir
from spacy_tempoeval.bulk.lock import lock_path, output_lock
from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.errors import OutputError, TempoEvalError

preprocess_module = importlib.import_module("spacy_tempoeval.bulk.preprocess")
READER = ReaderConfig(format="jsonl", date_field="dct")
runner = CliRunner()


@pytest.fixture(scope="module")
def nlp():
    return load_pipeline()


def write_lines(path: Path, lines) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def corpus_lines(n: int):
    return [json.dumps({"id": i, "text": f"In {1900 + i % 120} the town grew.", "dct": "2000-01-01"})
            for i in range(n)]


def read_jsonl(path: Path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


# -- item 1: one output, one run ------------------------------------------------------------------------------
def test_a_locked_output_is_refused_at_once_and_left_untouched(tmp_path, nlp):
    src = write_lines(tmp_path / "c.jsonl", corpus_lines(10))
    out = tmp_path / "out.jsonl"
    with output_lock(out):  # another run holds the output
        with pytest.raises(OutputError, match=rf"\[E072\].*another run.*process {os.getpid()}"):
            preprocess(src, out, nlp=nlp, reader=READER, overwrite=True)
        assert not out.exists() and not WorkDir(out, "jsonl").path.exists()
        result = runner.invoke(app, ["preprocess", str(src), str(out), "-q", "--resume"])
        assert result.exit_code == ExitCode.OUTPUT and "E072" in result.stderr
    assert not lock_path(out).exists()  # released
    assert preprocess(src, out, nlp=nlp, reader=READER).docs == 10


def test_a_lock_file_left_by_a_dead_process_is_taken_over(tmp_path, nlp):
    src = write_lines(tmp_path / "c.jsonl", corpus_lines(5))
    out = tmp_path / "out.jsonl"
    lock_path(out).write_text(json.dumps({"pid": 999999, "host": "gone", "started": 0}), encoding="utf-8")
    assert preprocess(src, out, nlp=nlp, reader=READER).docs == 5
    assert not lock_path(out).exists()


# -- item 4: poison pills --------------------------------------------------------------------------------------
def test_poison_pill_records_go_to_the_errors_file_and_the_run_goes_on(tmp_path, nlp):
    lines = corpus_lines(3)
    lines.insert(1, '{"id": "s", "text": "In 1990 \\ud800 it rained."}')  # valid JSON, not valid text
    lines.insert(2, json.dumps({"id": "long", "text": "1999 " + "x" * 3000}))
    lines.insert(3, '{"id": "\\udfff", "text": "In 1991."}')
    src = write_lines(tmp_path / "c.jsonl", lines)
    out = tmp_path / "out.jsonl"
    reader = ReaderConfig(format="jsonl", date_field="dct", max_chars=1000)
    summary = preprocess(src, out, nlp=nlp, reader=reader)
    assert summary.docs == 3 and summary.bad == 3
    errors = read_jsonl(tmp_path / "out.errors.jsonl")
    assert [e["line"] for e in errors] == [2, 3, 4]
    assert "[E074]" in errors[0]["error"] and "line 2" in errors[0]["error"] and "character 8" in errors[0]["error"]
    assert "[E073]" in errors[1]["error"] and "3,005 characters" in errors[1]["error"]
    assert errors[2]["field"] == "id" and "[E074]" in errors[2]["error"]
    assert [r["id"] for r in read_jsonl(out)] == [0, 1, 2]


def test_a_text_above_the_pipelines_max_length_is_a_bad_line_not_a_crash(tmp_path):
    nlp = load_pipeline()
    nlp.max_length = 100
    src = write_lines(tmp_path / "c.jsonl", [json.dumps({"text": "In 2001. " * 20}), json.dumps({"text": "2002"})])
    summary = preprocess(src, tmp_path / "out.jsonl", nlp=nlp)
    assert summary.docs == 1 and summary.bad == 1
    assert "limit of 100" in read_jsonl(tmp_path / "out.errors.jsonl")[0]["error"]


def test_strict_stops_on_a_poison_pill_with_its_line(tmp_path, nlp):
    src = write_lines(tmp_path / "c.jsonl", ['{"text": "1990"}', '{"text": "\\ud800"}'])
    with pytest.raises(LineError, match="E074") as info:
        preprocess(src, tmp_path / "out.jsonl", nlp=nlp, strict=True)
    assert info.value.line == 2


def test_extract_qft_on_a_lone_surrogate_does_not_crash():
    assert extract_qft("What happened in 1990 \ud800 and 1991?") == {1990, 1991}


# -- item 7: any change of the input is seen ------------------------------------------------------------------
def test_resume_refuses_an_input_changed_in_the_middle_with_the_same_size(tmp_path, nlp):
    lines = corpus_lines(3000)
    src = write_lines(tmp_path / "c.jsonl", lines)
    out = tmp_path / "out.jsonl"
    calls = {"n": 0}

    class Stop(Exception):
        pass

    def progress(_):
        calls["n"] += 1
        if calls["n"] == 2:
            raise Stop

    with pytest.raises(Stop):
        preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=500, progress=progress)
    data = bytearray(src.read_bytes())
    middle = len(data) // 2 + 10
    i = data.index(b"the town", middle)
    data[i:i + 8] = b"THE TOWN"  # same size, first and last MiB unchanged
    src.write_bytes(bytes(data))
    with pytest.raises(TempoEvalError, match=r"E065.*input.sha256"):
        preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=500, resume=True)


# -- item 10: the smaller ones ---------------------------------------------------------------------------------
def test_after_strict_stops_a_plain_rerun_is_not_blocked(tmp_path, nlp):
    src = write_lines(tmp_path / "c.jsonl", corpus_lines(5) + ['{"broken'])
    out = tmp_path / "out.jsonl"
    with pytest.raises(LineError):
        preprocess(src, out, nlp=nlp, reader=READER, strict=True, checkpoint_every=2)
    assert not WorkDir(out, "jsonl").path.exists()
    assert preprocess(src, out, nlp=nlp, reader=READER).docs == 5


def test_an_unwritable_errors_path_is_found_before_any_work(tmp_path, nlp):
    src = write_lines(tmp_path / "c.jsonl", corpus_lines(5))
    blocker = tmp_path / "file"
    blocker.write_text("x")
    calls = []
    with pytest.raises(OutputError, match=r"\[E075\].*not a directory"):
        preprocess(src, tmp_path / "out.jsonl", nlp=nlp, errors_path=blocker / "errors.jsonl",
                   progress=calls.append)
    assert calls == [] and not (tmp_path / "out.jsonl").exists()
    result = runner.invoke(app, ["preprocess", str(src), str(tmp_path / "o.jsonl"), "-q", "--errors",
                                 str(tmp_path)])
    assert result.exit_code == ExitCode.IO and "E075" in result.stderr and "is a directory" in result.stderr


def test_a_full_disk_exits_with_the_io_code_and_writes_no_errors_file(tmp_path, monkeypatch):
    src = write_lines(tmp_path / "c.jsonl", corpus_lines(5))
    out = tmp_path / "out.jsonl"

    def full(path, *args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(preprocess_module, "merge_shards", full)
    result = runner.invoke(app, ["preprocess", str(src), str(out), "-q"])
    assert result.exit_code == ExitCode.IO == 7
    assert "[E075] Cannot write" in result.stderr and "No space left" in result.stderr
    assert not out.exists() and not (tmp_path / "out.errors.jsonl").exists()
    monkeypatch.undo()  # the disk has room again: the checkpoint is complete, resume finishes the output
    assert runner.invoke(app, ["preprocess", str(src), str(out), "-q", "--resume"]).exit_code == 0
    assert len(read_jsonl(out)) == 5


def test_resume_on_a_complete_output_is_an_idempotent_success(tmp_path):
    src = write_lines(tmp_path / "c.jsonl", corpus_lines(3))
    out = tmp_path / "out.jsonl"
    assert runner.invoke(app, ["preprocess", str(src), str(out), "-q"]).exit_code == 0
    before = out.read_bytes()
    again = runner.invoke(app, ["preprocess", str(src), str(out), "-q", "--resume"])
    assert again.exit_code == 0 and "already complete" in again.stderr
    assert out.read_bytes() == before


def test_resume_on_a_complete_output_reports_the_lines_its_run_skipped(tmp_path, nlp):
    # a run killed after its output and errors file were in place, before it exited 11, is resumed: the resume
    # finds nothing to do, and still says the output lacks the skipped lines (it exited 0 before)
    src = write_lines(tmp_path / "c.jsonl", corpus_lines(3) + ['{"id": "broken", "text": '])
    out = tmp_path / "out.jsonl"
    first = runner.invoke(app, ["preprocess", str(src), str(out), "--date-field", "dct", "-q"])
    assert first.exit_code == ExitCode.SKIPPED == 11
    again = runner.invoke(app, ["preprocess", str(src), str(out), "--date-field", "dct", "--resume"])
    assert again.exit_code == ExitCode.SKIPPED
    assert "already complete" in again.stderr and "skipped 1 line(s)" in again.stderr
    assert "0.0%" not in again.stderr  # no empty progress bar before "nothing to do"
    summary = preprocess(src, out, nlp=nlp, reader=READER, resume=True)
    assert summary.extra == {"already_complete": True} and summary.bad == 1 and summary.docs_this_attempt == 0


def test_workers_ignore_ctrl_c_so_only_the_parent_reports_it():
    import signal

    from spacy_tempoeval.bulk import pool

    before = signal.getsignal(signal.SIGINT)
    try:
        pool._init_worker(load_pipeline())
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)


def test_evaluate_with_lone_surrogates_scores_and_writes_every_output(tmp_path):
    data = tmp_path / "run.jsonl"
    data.write_text('{"id": "a\\ud800", "query": "What happened in 2008 \\ud800?", "retrieved_docs": '
                    '["In 2008 \\udfff banks failed."], "answer": "In 2008."}\n', encoding="utf-8")
    outs = [tmp_path / "s.json", tmp_path / "s.csv"]
    result = runner.invoke(app, ["evaluate", str(data), "-M", "temporal_precision", "-k", "1", "-o", str(outs[0]),
                                 "-o", str(outs[1]), "--report", str(tmp_path / "r.html")])
    assert result.exit_code == 0, result.output
    rows = json.loads(outs[0].read_text(encoding="utf-8"))["rows"]
    assert rows[0]["id"] == "a\ud800" and rows[0]["temporal_precision@1"] == 1.0
    assert "a\\ud800" in outs[1].read_text(encoding="utf-8") and (tmp_path / "r.html").exists()


def test_extract_lists_a_lone_surrogate_line_and_goes_on(tmp_path):
    src = tmp_path / "c.jsonl"
    src.write_text('{"text": "In 1990 \\ud800."}\n{"text": "In 1991."}\n', encoding="utf-8")
    result = runner.invoke(app, ["extract", str(src), "--format", "jsonl"])
    assert result.exit_code == ExitCode.SKIPPED  # the other line's output is complete; one line was skipped
    assert "[E074]" in result.stderr and "line 1" in result.stderr
    assert [json.loads(line)["focus_years"] for line in result.stdout.splitlines()] == [[1991]]


def test_a_run_killed_while_removing_its_checkpoint_resumes_to_a_clean_state(tmp_path, nlp):
    src = write_lines(tmp_path / "c.jsonl", corpus_lines(20))
    out = tmp_path / "out.jsonl"
    preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=5)
    before = out.read_bytes()
    work = WorkDir(out, "jsonl")
    work.path.mkdir()
    (work.path / "shard-000003.jsonl").write_text("{}\n")  # what a kill in the middle of the removal leaves
    again = preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=5, resume=True)
    assert again.extra == {"already_complete": True}
    assert out.read_bytes() == before and not work.path.exists()
