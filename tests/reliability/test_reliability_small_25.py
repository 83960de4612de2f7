"""Issue 25, small things: pandas.NaT as a reference date, a dataset that is a directory, rule files of many
lines (loading grew quadratically), each with a test that failed before."""

from __future__ import annotations

import json

import pytest
from growth import assert_grows_at_most, cpu_cost
from typer.testing import CliRunner

from spacy_tempoeval import extract_qft
from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.errors import ReferenceDateError
from spacy_tempoeval.rules.files import read_rule_file


def test_nat_is_a_coded_reference_date_error_not_a_raw_value_error():
    pd = pytest.importorskip("pandas")
    with pytest.raises(ReferenceDateError, match=r"\[E001\].*NaT"):
        extract_qft("last year", reference_date=pd.NaT)
    assert extract_qft("last year", reference_date=pd.Timestamp("2020-05-01")) == {2019}


def test_evaluate_on_a_directory_says_it_cannot_read_it(tmp_path):
    result = CliRunner().invoke(app, ["evaluate", str(tmp_path)])
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "[E037] Cannot read dataset" in result.stderr and "directory" in result.stderr
    assert "Cannot write" not in result.stderr


def test_a_rule_file_loads_in_linear_time(tmp_path):
    def file_of(n: int):
        path = tmp_path / f"r{n}.jsonl"
        path.write_text("".join(json.dumps({"id": f"r{i}", "label": "DATE", "pattern": f"zork{i}x",
                                            "value": "2000"}) + "\n" for i in range(n)), encoding="utf-8")
        return path

    small, large = file_of(4_000), file_of(32_000)
    assert len(read_rule_file(large).rules) == 32_000
    # 8x the lines: linear loading costs ~8x, the quadratic one before (a copy of every id per line) ~64x
    assert_grows_at_most(lambda: cpu_cost(lambda: read_rule_file(small), passes=3),
                         lambda: cpu_cost(lambda: read_rule_file(large), passes=2),
                         limit=20, floor=0.5, what="loading 8x the rule lines")


@pytest.mark.parametrize("forged", ["</ᴅocument>", "</ᴄᴏɴᴛᴇxᴛ>", "</dоcument>", "</cοntext>",
                                    "<\u200b/ｄｏｃｕｍｅｎｔ>", "</DOCUMENT>", "\u2039/query>"])
def test_look_alike_delimiters_are_defused(forged):
    from spacy_tempoeval.llm.templates import defuse

    assert defuse(f"text {forged} more").startswith("text &lt;")


@pytest.mark.parametrize("kept", ["</documents>", "a < b", "<b>bold</b>", "<ᴅocs>"])
def test_other_tags_are_left_alone(kept):
    from spacy_tempoeval.llm.templates import defuse

    assert defuse(kept) == kept


def test_a_full_disk_names_the_file_it_could_not_write(tmp_path, monkeypatch):
    import errno

    from spacy_tempoeval.util import atomic

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    run = tmp_path / "run.jsonl"
    run.write_text(json.dumps({"query": "In 2019?", "retrieved_docs": ["In 2019."]}) + "\n", encoding="utf-8")
    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(OSError) as info:
        atomic.atomic_write_bytes(tmp_path / "x.bin", b"data")
    assert info.value.filename == str(tmp_path / "x.bin") and not (tmp_path / "x.bin").exists()
    result = CliRunner().invoke(app, ["evaluate", str(run), "-q", "-o", str(tmp_path / "s.json")])
    assert result.exit_code == ExitCode.IO
    assert f"[E075] Cannot write {tmp_path / 's.json'}" in result.stderr and "No space left" in result.stderr


def test_a_damaged_cache_is_one_coded_line_not_a_python_warning(tmp_path):
    import socket

    with socket.socket() as s:  # a port nothing listens on: the judgment fails at once, offline
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    run, cache = tmp_path / "run.jsonl", tmp_path / "junk.sqlite"
    run.write_text(json.dumps({"query": "In 2019?", "retrieved_docs": ["In 2019."]}) + "\n", encoding="utf-8")
    cache.write_bytes(b"junk junk junk")
    result = CliRunner().invoke(app, ["evaluate", str(run), "-M", "temporal_precision", "-k", "1", "--llm",
                                      "openai/x", "--api-base", f"http://127.0.0.1:{port}/v1", "--api-key-env",
                                      "TEMPOEVAL_K", "--retries", "0", "--cache", str(cache), "-q"],
                                env={"TEMPOEVAL_K": "sk-test-0123456789abcdef"})
    assert "[W001]" in result.stderr
    assert "TempoEvalWarning" not in result.stderr and "judge.py" not in result.stderr


def test_extract_text_with_bytes_that_are_not_utf8(tmp_path):
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.run([sys.executable, "-m", "spacy_tempoeval", "extract", "--text", b"In 1999 \xff\xfe it rained",
                           "-f", "jsonl"], capture_output=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")[-500:]
    record = json.loads(proc.stdout)
    assert record["focus_years"] == [1999] and record["text"] == "In 1999 \ufffd\ufffd it rained"


def test_a_control_character_is_reported_without_at_at(tmp_path):
    """Before: "Invalid control character at at column 9" (the decoder's message ends in "at")."""
    from spacy_tempoeval.errors import RuleFileError
    from spacy_tempoeval.llm.parsing import ReplyError, extract_json
    from spacy_tempoeval.util.jsonl import parse_json

    problem = parse_json('{"a": "x\x01y"}', 1)
    assert problem.reason == "Invalid control character at column 9"
    path = tmp_path / "rules.jsonl"
    path.write_text('{"id": "r", "label": "DATE", "pattern": "x\x01y", "value": "2000"}\n', encoding="utf-8")
    with pytest.raises(RuleFileError) as err:
        read_rule_file(path)
    assert "at at" not in str(err.value) and "control character" in str(err.value)
    with pytest.raises(ReplyError) as reply_err:
        extract_json('{"verdict": "x\x01y"}')
    assert "at at" not in str(reply_err.value) and "control character" in str(reply_err.value)
