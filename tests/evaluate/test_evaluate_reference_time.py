"""evaluate(reference_date=...) keeps a clock time, as doc._.reference_date and a record's own reference_date do
(issue 20, item 1: "the config's default_reference_date, the CLI and evaluate keep a clock time")."""

import json

from typer.testing import CliRunner

from spacy_tempoeval import evaluate
from spacy_tempoeval.cli import app

RECORD = {"query": "What is on in 2 hours?", "retrieved_docs": ["The 2014 new year party."]}


def test_evaluate_keeps_the_clock_time_of_its_reference_date():
    result = evaluate([RECORD], metrics=["temporal_precision"], k=[1], reference_date="2013-12-31T23:30")
    assert result.focus_times[0]["qft"] == {2014}  # before: the time was dropped, "in 2 hours" had no year
    assert result.rows[0]["temporal_precision@1"] == 1.0
    own = evaluate([{**RECORD, "reference_date": "2013-12-31T23:30"}], metrics=["temporal_precision"], k=[1])
    assert own.focus_times[0]["qft"] == result.focus_times[0]["qft"]


def test_the_cli_reference_date_keeps_its_clock_time(tmp_path):
    run = tmp_path / "run.jsonl"
    run.write_text(json.dumps(RECORD) + "\n", encoding="utf8")
    out = tmp_path / "out.json"
    res = CliRunner().invoke(app, ["evaluate", str(run), "-M", "temporal_precision", "-k", "1", "-r",
                                   "2013-12-31T23:30", "-o", str(out)], catch_exceptions=False)
    assert res.exit_code == 0, res.output
    rows = json.loads(out.read_text(encoding="utf8"))["rows"]
    assert rows[0]["temporal_precision@1"] == 1.0
