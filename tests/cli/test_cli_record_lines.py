"""A bad record of a JSONL run is named by its line in the file as well as its index (the index alone does not
count blank lines, and a user opens the file at a line): from the command line, streamed or with --report, and
from ``evaluate(path)``; records given as Python objects keep their index alone."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

import spacy_tempoeval as st
from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.errors import RecordError
from spacy_tempoeval.evaluate.dataset import located

runner = CliRunner()
GOOD = {"query": "What happened in 2019?", "retrieved_docs": ["In 2019 a thing."], "answer": "In 2019."}


def _run_file(tmp_path, bad, name="run.jsonl"):
    path = tmp_path / name
    path.write_text(json.dumps(GOOD) + "\n\n" + json.dumps(GOOD) + "\n   \n" + json.dumps(bad) + "\n")
    return path


@pytest.mark.parametrize("report", [False, True])
def test_cli_names_the_line_of_a_bad_record(tmp_path, report):
    path = _run_file(tmp_path, {**GOOD, "retrieved_docs": ["In 2019.", 5]})
    args = ["evaluate", str(path)] + (["--report", str(tmp_path / "r.html")] if report else [])
    result = runner.invoke(app, args, catch_exceptions=False)
    assert result.exit_code == ExitCode.BAD_INPUT
    assert f"[E143] Record 2 ({path}, line 5): field 'retrieved_docs[1]'" in result.stderr


def test_api_names_the_line_and_keeps_the_id(tmp_path):
    path = _run_file(tmp_path, {"id": "q)7", "query": 5})
    with pytest.raises(RecordError) as err:
        st.evaluate(str(path))
    assert str(err.value) == (f"[E021] Record 2 (id='q)7') ({path}, line 5): field 'query' must be a string, "
                              "got int 5.")
    assert err.value.code == "E021"


def test_records_in_memory_keep_their_index_alone():
    with pytest.raises(RecordError, match=r"^\[E021\] Record 1: field 'query'"):
        st.evaluate([GOOD, {"query": 5}])


def test_located_leaves_other_formats_and_other_errors_as_they_are(tmp_path):
    err = RecordError("[E021] Record 0: field 'query' is missing.")
    assert located(err, (str(tmp_path / "run.csv"), None), 0, {}) is err
    assert located(err, None, 0, {}) is err
    other = RecordError("[E037] Cannot read dataset x: no such file.")
    assert located(other, (str(tmp_path / "run.jsonl"), None), 0, {}) is other
    gone = located(err, (str(tmp_path / "missing.jsonl"), None), 0, {})
    assert gone is err  # the file is gone: no line to name, the error as it was
