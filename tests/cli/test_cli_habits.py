"""The command line as people use it: pipes, clean help, brackets kept in messages, --verbose (issue 11)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode, err_console, fail

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def run(*args: str, input: str | None = None):
    return runner.invoke(app, list(args), input=input, catch_exceptions=False)


def jsonl(text: str):
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return env


@pytest.mark.slow
@pytest.mark.parametrize("args", [["-"], []], ids=["dash", "no-argument"])
def test_extract_reads_a_real_pipe(args):
    proc = subprocess.run([sys.executable, "-m", "spacy_tempoeval", "extract", *args],
                          input=b"In 1999 it began.\nNothing here.\n", capture_output=True, env=_env(),
                          timeout=240)
    assert proc.returncode == 0, proc.stderr.decode()
    records = jsonl(proc.stdout.decode())
    assert [r["focus_years"] for r in records] == [[1999], []]
    assert records[0]["spans"][0]["rule"] == "year"


def test_extract_stdin_detects_jsonl_and_keeps_ids():
    result = run("extract", "-", "--date-field", "dct",
                 input='{"id": "a", "text": "Last year was calm.", "dct": "2010-05-05"}\n{oops\n')
    assert result.exit_code == ExitCode.SKIPPED, result.output
    (record,) = jsonl(result.stdout)
    assert record["id"] == "a" and record["focus_years"] == [2009]
    assert "<stdin>, line 2" in result.stderr


def test_extract_stdin_strict_stops_with_bad_input_code():
    result = run("extract", "-", "--strict", "--input-format", "jsonl", input='{"text": "1999"}\n{oops\n')
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "[E060] <stdin>, line 2" in result.stderr


def test_extract_table_shows_rule_value_and_keeps_brackets():
    result = run("extract", "From 2019 [draft] to 2021 [v2].", "--format", "table")
    assert result.exit_code == 0, result.output
    out = " ".join(result.stdout.split())
    assert "[draft]" in out and "[v2]" in out
    assert "rule year" in out


def test_extract_help_says_roles_do_not_differ():
    result = run("extract", "--help")
    assert result.exit_code == 0
    assert "no query or document mode" in " ".join(result.stdout.split())


@pytest.mark.parametrize("command", [[], ["extract"], ["preprocess"], ["evaluate"]])
def test_help_has_no_type_placeholders(command):
    result = run(*command, "--help")
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Usage:" in text and "--help" in text
    for placeholder in ("<bool>", "<str>", "<list", "<path>", "<int>"):
        assert placeholder not in text, (placeholder, text)
    assert not re.search(r"\{[a-z_]+\}", text), text  # {inputs}, {dataset}
    assert not re.search(r"\b([A-Z]{3,})\s+\1\b", text), text  # "OUTPUT  OUTPUT": a name, then its type


def test_help_usage_names_arguments_in_capitals():
    assert "extract [OPTIONS] [INPUTS]..." in run("extract", "--help").stdout
    # issue 23: DATASET is optional, as --list-metrics needs none
    assert "evaluate [OPTIONS] [DATASET]" in run("evaluate", "--help").stdout


def test_missing_file_with_brackets_is_named_in_full(tmp_path):
    missing = tmp_path / "corpus[v2].jsonl"
    result = run("evaluate", str(missing))
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "corpus[v2].jsonl" in result.stderr


def test_fail_prints_brackets_of_install_hints():
    with err_console.capture() as captured:
        fail("[E070] Dask is not installed; install the extra with: pip install 'spacy-tempoeval[dask]'.",
             ExitCode.DEPENDENCY)
    assert "[E070]" in captured.get() and "'spacy-tempoeval[dask]'" in captured.get()


def test_verbose_reports_pipeline_counts_and_timing():
    quiet = run("extract", "In 1999.", "--format", "jsonl")
    loud = run("extract", "In 1999.", "--format", "jsonl", "--verbose")
    assert loud.exit_code == quiet.exit_code == 0
    assert loud.stdout == quiet.stdout
    assert "pipeline" not in quiet.stderr
    assert "components: temporal_focus" in loud.stderr and "1 text(s) tagged" in loud.stderr
    assert "done in" in loud.stderr


def test_verbose_shows_the_traceback_of_an_error(tmp_path):
    args = ("extract", "In 1999.", "--model", str(tmp_path / "no-such-model"))
    plain = run(*args)
    loud = run(*args, "-v")
    assert plain.exit_code == loud.exit_code == ExitCode.PIPELINE
    assert "Traceback" not in plain.stderr and "[E066]" in plain.stderr
    assert "Traceback" in loud.stderr


def test_extract_without_input_on_a_terminal_is_a_usage_error(monkeypatch):
    class Tty:
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(sys, "stdin", Tty())
    from spacy_tempoeval.cli.extract import extract_command

    with pytest.raises(Exception) as info:
        extract_command(inputs=None)
    assert getattr(info.value, "exit_code", None) == ExitCode.USAGE
