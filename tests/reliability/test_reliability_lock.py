"""Issue 25, item 15: the lock file is never followed through a symlink and never truncates a foreign file."""

from __future__ import annotations

import json
import os

import pytest
from typer.testing import CliRunner

from spacy_tempoeval.bulk.lock import lock_path, output_lock
from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.errors import OutputError

runner = CliRunner()
PRECIOUS = "precious data, not a lock\n" * 3


@pytest.fixture()
def setup(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"id": 1, "text": "In 1999 it rained."}) + "\n", encoding="utf-8")
    target = tmp_path / "target.txt"
    target.write_text(PRECIOUS, encoding="utf-8")
    return src, tmp_path / "out.jsonl", target


def planted_symlink(out, target):
    os.symlink(target, lock_path(out))


def planted_hard_link(out, target):
    os.link(target, lock_path(out))


def planted_foreign_file(out, target):
    lock_path(out).write_text(PRECIOUS, encoding="utf-8")


@pytest.mark.parametrize("plant", [planted_symlink, planted_hard_link, planted_foreign_file])
def test_a_planted_lock_file_is_refused_and_left_untouched(setup, plant):
    src, out, target = setup
    plant(out, target)
    with pytest.raises(OutputError, match=r"\[E171\]"), output_lock(out):
        pass
    result = runner.invoke(app, ["preprocess", str(src), str(out), "-q"])
    assert result.exit_code == ExitCode.OUTPUT and "[E171]" in result.stderr, result.output
    assert target.read_text(encoding="utf-8") == PRECIOUS
    if plant is not planted_symlink:
        assert lock_path(out).read_text(encoding="utf-8") == PRECIOUS
    assert not out.exists()


def test_a_dangling_lock_symlink_creates_nothing(setup):
    src, out, target = setup
    missing = target.with_name("created_through_the_link")
    os.symlink(missing, lock_path(out))
    result = runner.invoke(app, ["preprocess", str(src), str(out), "-q"])
    assert result.exit_code == ExitCode.OUTPUT and "[E171]" in result.stderr
    assert not missing.exists()


@pytest.mark.parametrize("content", ["", json.dumps({"pid": 99999999, "host": "h", "started": 0.0})])
def test_an_empty_or_stale_lock_file_is_taken_over(setup, content):
    src, out, _ = setup
    lock_path(out).write_text(content, encoding="utf-8")
    result = runner.invoke(app, ["preprocess", str(src), str(out), "-q"])
    assert result.exit_code == 0, result.output
    assert out.exists() and not lock_path(out).exists()
