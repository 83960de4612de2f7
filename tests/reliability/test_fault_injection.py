"""Fault injection for bulk runs (issue 10): every injected fault ends in an output identical to an uninterrupted
run's, or in a clear refusal that names the problem.

* SIGKILL of the whole process group at random moments of a two-process run, then ``--resume``;
* two runs started on one output at once;
* a full disk (``ENOSPC`` injected into the n-th atomic write, for every n of a run), then ``--resume``;
* a damaged checkpoint (garbage state, truncated / edited / missing shard, stray files), then ``--resume``.

``FAULTS=n`` in the environment sets how many random SIGKILLs to inject (default 3) and ``FAULT_RECORDS`` the corpus
size (default 4,000; a longer run leaves room for more kills); docs/reliability.md reports runs with more.
"""

from __future__ import annotations

import errno
import importlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from spacy_tempoeval.bulk import ReaderConfig, load_pipeline, preprocess
from spacy_tempoeval.bulk.checkpoint import WorkDir
from spacy_tempoeval.bulk.lock import lock_path
from spacy_tempoeval.errors import TempoEvalError

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]
preprocess_module = importlib.import_module("spacy_tempoeval.bulk.preprocess")
READER = ReaderConfig(format="jsonl", date_field="dct")
SENTENCES = ["In {y}, the mill closed after months of strikes.", "Between {y} and {z} the town doubled.",
             "Nobody remembers that afternoon.", "The museum, founded in {y}, reopened in the 1990s."]


def make_corpus(path: Path, n: int) -> Path:
    with open(path, "w", encoding="utf-8") as f:
        for i in range(n):
            y = 1900 + (i * 7) % 120
            f.write(json.dumps({"id": f"d{i}", "text": SENTENCES[i % 4].format(y=y, z=y + 3),
                                "dct": f"{2000 + i % 20}-06-15"}) + "\n")
            if i % 499 == 250:
                f.write('{"id": "broken", "text": \n')
    return path


def cli(*args: str) -> list:
    return [sys.executable, "-m", "spacy_tempoeval", *args]


COMMON = ["--date-field", "dct", "--checkpoint-every", "100", "--batch-size", "50", "--quiet"]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """A corpus and its uninterrupted single-process output (the reference)."""
    d = tmp_path_factory.mktemp("faults")
    src = make_corpus(d / "corpus.jsonl", int(os.environ.get("FAULT_RECORDS", "4000")))
    ref = d / "ref.jsonl"
    done = subprocess.run(cli("preprocess", str(src), str(ref), *COMMON), capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 11, done.stderr  # complete; the corpus's broken lines skipped (ExitCode.SKIPPED)
    return src, ref.read_bytes(), (d / "ref.errors.jsonl").read_bytes()


def wait_until_group_gone(pgid: int, timeout: float = 60.0) -> None:
    """Wait until no process of the group ``pgid`` is left. ``proc.wait()`` reaps the killed parent only: its
    workers die a moment later (longer on a busy machine), and until then they still hold the output's lock, which
    a resume started at once would rightly refuse ([E072])."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.01)
    raise AssertionError(f"processes of the killed run (group {pgid}) still alive after {timeout:g} s")


def shards_done(work: WorkDir) -> int:
    try:
        return work.load().shards
    except Exception:  # no checkpoint yet, or the state being replaced right now
        return 0


def test_sigkill_at_random_points_of_a_two_process_run_then_resume(tmp_path, corpus):
    src, ref, ref_errors = corpus
    out = tmp_path / "out.jsonl"
    work = WorkDir(out, "jsonl")
    rng = random.Random(int(os.environ.get("FAULT_SEED", "10")))
    faults = int(os.environ.get("FAULTS", "3"))
    killed = 0
    finished = None  # the exit code of a run that ended by itself before its kill
    for attempt in range(faults):
        args = cli("preprocess", str(src), str(out), *COMMON, "-n", "2", *(["--resume"] if attempt else []))
        proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        if rng.random() < 0.3:  # during start-up, pipeline loading, pool start
            time.sleep(rng.uniform(0.1, 3.0))
        else:  # a few shards further: mid-shard, between data and state, during the merge
            target = shards_done(work) + rng.randint(1, 3)
            deadline = time.monotonic() + 120
            while proc.poll() is None and shards_done(work) < target and time.monotonic() < deadline:
                time.sleep(0.005)
            time.sleep(rng.uniform(0.0, 0.15))
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)  # the parent and its workers, like an OOM killer or a power cut
            killed += 1
        proc.wait(timeout=60)
        wait_until_group_gone(proc.pid)
        if proc.returncode >= 0 and out.exists():  # the run ended by itself before the kill: nothing to resume
            finished = proc.returncode
            break
    if finished is None:  # killed (perhaps after its output was in place, before the checkpoint was removed)
        final = subprocess.run(cli("preprocess", str(src), str(out), *COMMON, "-n", "2", "--resume"),
                               capture_output=True, text=True, timeout=300)
        finished = final.returncode
        assert finished == 11, final.stderr
    assert finished == 11  # complete; the corpus's broken lines skipped (ExitCode.SKIPPED)
    assert out.read_bytes() == ref and (tmp_path / "out.errors.jsonl").read_bytes() == ref_errors
    assert not work.path.exists() and not lock_path(out).exists()
    print(f"\nSIGKILLs injected and survived: {killed}")


def test_two_runs_on_one_output_never_mix(tmp_path):
    from typer.testing import CliRunner

    from spacy_tempoeval.cli import app

    src = make_corpus(tmp_path / "big.jsonl", 30_000)
    ref = tmp_path / "ref.jsonl"
    assert preprocess(src, ref, reader=READER, batch_size=500, checkpoint_every=2000).docs == 30_000
    out = tmp_path / "out.jsonl"
    first = subprocess.Popen(cli("preprocess", str(src), str(out), "--date-field", "dct", "--overwrite", "-q",
                                 "--batch-size", "500", "--checkpoint-every", "2000"),
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while not WorkDir(out, "jsonl").exists():  # the first run holds the lock and has started writing
        assert first.poll() is None and time.monotonic() < deadline
        time.sleep(0.02)
    second = CliRunner().invoke(app, ["preprocess", str(src), str(out), "-r", "1990-01-01", "--overwrite", "-q"])
    assert first.poll() is None  # the two runs did overlap
    assert second.exit_code == 4 and "[E072]" in second.stderr and f"process {first.pid}" in second.stderr
    _, err = first.communicate(timeout=300)
    assert first.returncode == 11, err  # complete, its broken lines skipped
    assert out.read_bytes() == ref.read_bytes()  # untouched by the second run's settings


class Full(Exception):
    pass


def test_a_full_disk_at_every_write_of_a_run_then_resume(tmp_path, corpus, monkeypatch):
    src, ref, ref_errors = corpus
    nlp = load_pipeline()
    real = preprocess_module.atomic_write_bytes
    calls = {"n": 0, "fail_at": 0}

    def flaky(path, data, **kwargs):
        calls["n"] += 1
        if calls["n"] == calls["fail_at"]:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        return real(path, data, **kwargs)

    monkeypatch.setattr(preprocess_module, "atomic_write_bytes", flaky)
    out = tmp_path / "out.jsonl"
    options = dict(nlp=nlp, reader=READER, checkpoint_every=500, batch_size=50)
    survived = 0
    for fail_at in range(1, 2 * 9 + 1, 3):  # 9 shards, two writes each: fail each kind of write at some shard
        calls.update(n=0, fail_at=fail_at)
        with pytest.raises(OSError, match="No space"):
            preprocess(src, out, resume=True, **options)
        calls.update(n=0, fail_at=0)
        preprocess(src, out, resume=True, **options)
        assert out.read_bytes() == ref and (tmp_path / "out.errors.jsonl").read_bytes() == ref_errors
        out.unlink()
        survived += 1
    print(f"\nENOSPC faults injected and survived: {survived}")


def interrupted(tmp_path: Path, src: Path, nlp) -> Path:
    out = tmp_path / "out.jsonl"
    seen = {"n": 0}

    def progress(_):
        seen["n"] += 1
        if seen["n"] == 4:
            raise Full

    with pytest.raises(Full):
        preprocess(src, out, nlp=nlp, reader=READER, checkpoint_every=300, progress=progress)
    return out


@pytest.mark.parametrize("damage,refused", [
    ("garbage_state", "unreadable checkpoint"),
    ("wrong_types_state", "damaged checkpoint"),
    ("truncated_shard", "changed or damaged"),
    ("edited_shard", "changed or damaged"),
    ("missing_shard", "cannot be read"),
    ("missing_errors_shard", "cannot be read"),
    ("stray_files", None),
])
def test_a_damaged_checkpoint_is_refused_or_repaired(tmp_path, corpus, damage, refused):
    src, ref, _ = corpus
    nlp = load_pipeline()
    out = interrupted(tmp_path, src, nlp)
    work = WorkDir(out, "jsonl")
    shard = work.shard_path(1)
    if damage == "garbage_state":
        work.state_path.write_bytes(b"\x00{garbage")
    elif damage == "wrong_types_state":
        state = json.loads(work.state_path.read_text())
        state.update(shards="2", extra={"files": []})
        work.state_path.write_text(json.dumps(state))
    elif damage == "truncated_shard":
        shard.write_bytes(shard.read_bytes()[:-30])
    elif damage == "edited_shard":
        shard.write_bytes(shard.read_bytes().replace(b"1907", b"1908", 1))
    elif damage == "missing_shard":
        shard.unlink()
    elif damage == "missing_errors_shard":
        work.errors_path(0).unlink()
    else:  # a shard written after the last checkpoint, and temporaries of a killed atomic write
        work.shard_path(99).write_text("{}\n")
        (work.path / ".tmp-state.json.abc").write_text("x")
    options = dict(nlp=nlp, reader=READER, checkpoint_every=300)
    if refused is None:
        preprocess(src, out, resume=True, **options)
    else:
        with pytest.raises(TempoEvalError, match=rf"\[E065\].*{refused}.*--overwrite"):
            preprocess(src, out, resume=True, **options)
        assert not out.exists()
        preprocess(src, out, overwrite=True, **options)
    assert out.read_bytes() == ref
