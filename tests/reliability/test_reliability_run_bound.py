"""Issue 25, item 5: a per-run time bound (``max_seconds`` / ``--max-seconds``). A run stops at the first
checkpoint after its bound with [E281] (exit code 10), keeps what it did, and ``--resume`` continues it; every call
completes at least one shard, so repeated bounded calls finish the run with the output of an unbounded one. The
bound is a tiny number of seconds (any shard takes longer): nothing depends on how fast the machine is."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from spacy_tempoeval.bulk import ReaderConfig, load_pipeline, preprocess
from spacy_tempoeval.bulk.checkpoint import WorkDir
from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.errors import ConfigError, RunTimeLimitError

READER = ReaderConfig(format="jsonl")
TINY = 1e-9  # seconds: passed by the time the first shard is written


@pytest.fixture(scope="module")
def nlp():
    return load_pipeline()


def corpus(path, n=10):
    path.write_text("".join(json.dumps({"id": i, "text": f"In {1990 + i} it rained."}) + "\n" for i in range(n)),
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("n_process", [1, 2])
def test_a_bounded_run_stops_keeps_its_work_and_resumes_to_the_same_output(tmp_path, nlp, n_process):
    src = corpus(tmp_path / "c.jsonl")
    whole = tmp_path / "whole.jsonl"
    preprocess(src, whole, nlp=nlp, reader=READER, checkpoint_every=4)
    out = tmp_path / "out.jsonl"
    with pytest.raises(RunTimeLimitError, match=r"\[E281\].*after 4 doc\(s\) of the first 4 line\(s\).*--resume"):
        preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=4, max_seconds=TINY, n_process=n_process)
    assert not out.exists()
    state = json.loads(WorkDir(out, "jsonl").state_path.read_text())
    assert (state["shards"], state["docs"]) == (1, 4)
    with pytest.raises(RunTimeLimitError, match=r"after 8 doc\(s\)"):  # one more shard per bounded call
        preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=4, max_seconds=TINY, resume=True,
                   n_process=n_process)
    summary = preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=4, max_seconds=TINY, resume=True,
                         n_process=n_process)  # the last shard: no input left, so it finishes
    assert summary.attempts == 3 and summary.docs == 10
    assert out.read_bytes() == whole.read_bytes()


def test_a_generous_bound_changes_nothing(tmp_path, nlp):
    src = corpus(tmp_path / "c.jsonl")
    out = tmp_path / "out.jsonl"
    assert preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=4, max_seconds=1e6).docs == 10


@pytest.mark.parametrize("bad", [0, -1.0])
def test_a_bound_that_is_not_positive_is_refused(tmp_path, nlp, bad):
    with pytest.raises(ConfigError, match=r"\[E077\].*max_seconds"):
        preprocess(corpus(tmp_path / "c.jsonl"), tmp_path / "o.jsonl", nlp=nlp, reader=READER, max_seconds=bad)


def test_cli_max_seconds_exit_code_and_resume(tmp_path):
    src = corpus(tmp_path / "c.jsonl")
    out = tmp_path / "out.jsonl"
    args = ["preprocess", str(src), str(out), "--checkpoint-every", "4", "-q", "--max-seconds", str(TINY)]
    runner = CliRunner()
    stopped = runner.invoke(app, args)
    assert stopped.exit_code == ExitCode.TIME_LIMIT == 10, stopped.output
    assert "[E281]" in stopped.stderr and "--resume" in stopped.stderr
    assert not out.exists() and WorkDir(out, "jsonl").exists()
    done = runner.invoke(app, ["preprocess", str(src), str(out), "--checkpoint-every", "4", "-q", "--resume"])
    assert done.exit_code == 0, done.output
    years = [json.loads(line)["focus_years"] for line in out.read_text().splitlines()]
    assert years == [[1990 + i] for i in range(10)]
    bad = runner.invoke(app, ["preprocess", str(src), str(tmp_path / "x.jsonl"), "--max-seconds", "-1"])
    assert bad.exit_code == ExitCode.USAGE and "--max-seconds" in bad.stderr
