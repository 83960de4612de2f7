"""A bad record of a JSONL run is named by its line in the file as well as its index (the index alone does not
count blank lines, and a user opens the file at a line): from the command line, streamed or with --report, and
from ``evaluate(path)``; records given as Python objects keep their index alone. A CSV run's bad row is named by
the line where it starts (a quoted cell may span lines), a JSON array's by its item, a Parquet file's by its row."""

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


def test_csv_run_names_the_line_where_the_bad_row_starts(tmp_path):
    path = tmp_path / "run.csv"
    path.write_text('query,retrieved_docs,answer\n"What happened\nin 2019?","[""In 2019.""]",In 2019.\n'
                    '"And in 2020?","[""In 2020."", 5]",In 2020.\n', encoding="utf8")
    result = runner.invoke(app, ["evaluate", str(path)], catch_exceptions=False)
    assert result.exit_code == ExitCode.BAD_INPUT
    assert f"[E143] Record 1 ({path}, line 4): field 'retrieved_docs[1]'" in result.stderr


def test_csv_line_counts_blank_lines_as_no_rows(tmp_path):
    """``read_csv`` (``csv.DictReader``) skips a blank line; the line named is still the bad row's own."""
    path = tmp_path / "run.csv"
    path.write_text('query,retrieved_docs,answer\n\n"In 2019?","[""In 2019.""]",In 2019.\n\n'
                    '"In 2020?","[""In 2020."", 5]",In 2020.\n', encoding="utf8")
    with pytest.raises(RecordError) as err:
        st.evaluate(str(path))
    assert str(err.value).startswith(f"[E143] Record 1 ({path}, line 5): field 'retrieved_docs[1]'")


def test_json_array_run_names_the_item(tmp_path):
    path = tmp_path / "run.json"
    path.write_text(json.dumps([GOOD, GOOD, {**GOOD, "query": 5}]), encoding="utf8")
    with pytest.raises(RecordError) as err:
        st.evaluate(str(path))
    assert str(err.value).startswith(f"[E021] Record 2 ({path}, item 2 of the array): field 'query'")


def test_parquet_run_names_the_row(tmp_path):
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    path = tmp_path / "run.parquet"
    pd.DataFrame({"query": ["a", "b"], "retrieved_docs": [["x"], ["y"]], "answer": ["a", "b"],
                  "reference_date": ["2019-01-01", "2019-13-01"]}).to_parquet(path)
    result = runner.invoke(app, ["evaluate", str(path)], catch_exceptions=False)
    assert result.exit_code == ExitCode.BAD_INPUT
    assert f"[E021] Record 1 ({path}, row 1): field 'reference_date'" in result.stderr


def test_located_leaves_other_errors_and_missing_files_as_they_are(tmp_path):
    err = RecordError("[E021] Record 0: field 'query' is missing.")
    assert located(err, (str(tmp_path / "run.csv"), None), 0, {}) is err  # no such file: no line to name
    assert located(err, None, 0, {}) is err
    other = RecordError("[E037] Cannot read dataset x: no such file.")
    assert located(other, (str(tmp_path / "run.jsonl"), None), 0, {}) is other
    gone = located(err, (str(tmp_path / "missing.jsonl"), None), 0, {})
    assert gone is err  # the file is gone: no line to name, the error as it was
