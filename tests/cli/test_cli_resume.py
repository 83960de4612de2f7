"""A real ``spacy-tempoeval preprocess`` run, interrupted with Ctrl-C and killed with SIGKILL mid-run, then
resumed with --resume: the final output equals an uninterrupted run's, byte for byte."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from spacy_tempoeval.bulk.checkpoint import WorkDir

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]

SENTENCES = [
    "In {y}, Lehman Brothers collapsed after months of turmoil.",
    "The treaty was signed in {y} and ratified two years later.",
    "Between {y} and {z} the company doubled its revenue.",
    "Nobody remembers what happened that afternoon.",
    "The museum, founded in {y}, reopened in the 1990s.",
]


def make_corpus(path: Path, n: int) -> Path:
    with open(path, "w", encoding="utf-8") as f:
        for i in range(n):
            y = 1900 + (i * 7) % 120
            text = SENTENCES[i % len(SENTENCES)].format(y=y, z=y + 3)
            f.write(json.dumps({"id": f"doc-{i}", "text": text, "dct": f"{2000 + i % 20}-06-15"}) + "\n")
            if i % 997 == 500:
                f.write('{"id": "broken", "text": \n')  # malformed lines are skipped and listed
    return path


def cli(*args: str) -> list:
    return [sys.executable, "-m", "spacy_tempoeval", *args]


def lower_priority() -> None:
    """Run the interrupted child at a lower CPU priority than this test: on a loaded machine the test, which polls
    for checkpoints, was sometimes not scheduled until the child had finished its whole corpus, so the signal came
    too late. Only the scheduling changes; the run and every check are the same."""
    os.nice(10)


def wait_for_shards(work: WorkDir, proc: subprocess.Popen, at_least: int, timeout: float = 300) -> int:
    """Let the run go on in short slices until it has written `at_least` checkpoint shards, and leave it stopped
    (SIGSTOP) there: the caller's signal then always comes in time. Polling a free-running child was not enough:
    on a loaded machine the whole 30,000-doc run ended in 8 s before the test saw its second shard. A slice is
    shorter than a shard takes, so the count is read before the run can go past it; a generous bound on the whole
    wait (the child builds its pipeline first, slow on a busy machine): a wait for an event, not a speed test."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        os.killpg(proc.pid, signal.SIGCONT)
        time.sleep(SLICE)
        os.killpg(proc.pid, signal.SIGSTOP)
        if proc.poll() is not None:
            pytest.fail(f"the run ended (exit {proc.returncode}) before it could be interrupted")
        if work.exists():
            try:
                shards = work.load().shards
            except Exception:  # stopped while replacing its state: read it again after the next slice
                shards = 0
            if shards >= at_least:
                return shards
    os.killpg(proc.pid, signal.SIGCONT)
    pytest.fail("no checkpoint appeared in time")


SLICE = 0.005  # seconds the child runs between two looks at its checkpoint (a shard of 100 docs takes longer)


def test_cli_preprocess_killed_then_resumed_equals_uninterrupted(tmp_path):
    # large enough that the run is still going when the signals come, however fast tagging gets (6,000 docs ended
    # in under 3 s once the engine got faster, sometimes before the first signal on a loaded machine)
    corpus = make_corpus(tmp_path / "corpus.jsonl", 30_000)
    common = ["--date-field", "dct", "--checkpoint-every", "100", "--batch-size", "50", "--quiet"]
    full = tmp_path / "full.jsonl"
    done = subprocess.run(cli("preprocess", str(corpus), str(full), *common), capture_output=True, text=True,
                          timeout=240)
    assert done.returncode == 11, done.stderr  # complete; its malformed lines skipped (ExitCode.SKIPPED)
    assert "30,000 docs" in done.stderr and "malformed" in done.stderr

    out = tmp_path / "out.jsonl"
    work = WorkDir(out, "jsonl")
    # 1) Ctrl-C: exits with 130 and says how to continue
    proc = subprocess.Popen(cli("preprocess", str(corpus), str(out), *common), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True, preexec_fn=lower_priority)
    first = wait_for_shards(work, proc, 2)  # the run is stopped there
    proc.send_signal(signal.SIGINT)
    os.killpg(proc.pid, signal.SIGCONT)  # the Ctrl-C is taken when it goes on
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "--resume" in err
    assert not out.exists()
    # 2) SIGKILL of the whole process group in the middle of the resumed run
    proc = subprocess.Popen(cli("preprocess", str(corpus), str(out), *common, "--resume"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=lower_priority)
    killed_at = wait_for_shards(work, proc, first + 2)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    assert not out.exists()  # no truncated file that looks complete
    assert work.load().shards >= killed_at
    # without --resume the checkpoint is protected
    refused = subprocess.run(cli("preprocess", str(corpus), str(out), *common), capture_output=True, text=True,
                             timeout=120)
    assert refused.returncode == 4 and "E064" in refused.stderr
    # 3) resume to the end
    resumed = subprocess.run(cli("preprocess", str(corpus), str(out), *common, "--resume"), capture_output=True,
                             text=True, timeout=240)
    assert resumed.returncode == 11, resumed.stderr  # the same skipped lines as the uninterrupted run
    assert "resumed 2x" in resumed.stderr
    assert out.read_bytes() == full.read_bytes()
    assert (tmp_path / "out.errors.jsonl").read_bytes() == (tmp_path / "full.errors.jsonl").read_bytes()
    assert not work.path.exists()
    assert len(out.read_text(encoding="utf-8").splitlines()) == 30_000
