"""Issue 25, small things: SIGTERM stops ``preprocess`` (one process or two) as Ctrl-C does: exit 143, one line
that says how to resume, no Python traceback or BrokenPipeError from the parent or its workers, and the run
resumes to the same output. Before: the default action killed the parent at once and the workers printed
tracebacks."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest
from test_cli_resume import cli, lower_priority, make_corpus, wait_for_shards

from spacy_tempoeval.bulk.checkpoint import WorkDir

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]


@pytest.mark.parametrize("n_process", ["1", "2"])
def test_sigterm_stops_preprocess_cleanly_and_it_resumes(tmp_path, n_process):
    corpus = make_corpus(tmp_path / "corpus.jsonl", 20_000)  # still running when SIGTERM comes (see test_cli_resume)
    out = tmp_path / "out.jsonl"
    common = ["--date-field", "dct", "--checkpoint-every", "100", "--batch-size", "50", "--quiet", "-n", n_process]
    proc = subprocess.Popen(cli("preprocess", str(corpus), str(out), *common), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True, preexec_fn=lower_priority)
    wait_for_shards(WorkDir(out, "jsonl"), proc, 1)  # the run is stopped there
    proc.send_signal(signal.SIGTERM)
    os.killpg(proc.pid, signal.SIGCONT)  # the SIGTERM is taken when it goes on
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 143, err
    assert "--resume" in err
    assert "Traceback" not in err and "BrokenPipe" not in err, err
    assert not out.exists()
    resumed = subprocess.run(cli("preprocess", str(corpus), str(out), *common, "--resume"), capture_output=True,
                             text=True, timeout=240)
    assert resumed.returncode == 11, resumed.stderr  # complete; the corpus's malformed lines skipped
    assert len(out.read_text(encoding="utf-8").splitlines()) == 20_000
