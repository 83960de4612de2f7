"""evaluate --by-kind and --as-of: the tables, the JSON output, and the coded error for a bad date."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode

DATED = Path(__file__).resolve().parents[2] / "examples" / "dated_run.jsonl"
runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, list(args), catch_exceptions=False)


def test_by_kind_and_as_of_tables_and_json(tmp_path):
    out = tmp_path / "out.json"
    result = run("evaluate", str(DATED), "-M", "temporal_precision", "-M", "stale_context", "-k", "2",
                 "-r", "2024-06-01", "--by-kind", "--as-of", "2021-06-01,2023-06-01", "-o", str(out), "-q")
    assert result.exit_code == 0, result.output
    assert "scores by kind of time" in result.stdout
    for kind in ("explicit", "relative", "named", "composed", "none"):
        assert kind in result.stdout
    assert "2021-06-01" in result.stdout and "records that change" in result.stdout
    data = json.loads(out.read_text())
    assert data["as_of"]["dates"] == ["2021-06-01", "2023-06-01"]
    assert {"d02", "d06", "d09"} <= {c["id"] for c in data["as_of"]["changed"]}
    assert data["by_kind"]["stale_context@2"]["relative"]["n_records"] == 3
    assert {r["id"]: r["time_kind"] for r in data["rows"]}["d04"] == "composed"


def test_without_flags_no_extra_tables():
    result = run("evaluate", str(DATED), "-M", "temporal_precision", "-k", "1", "-r", "2024-06-01", "-q")
    assert result.exit_code == 0, result.output
    assert "kind of time" not in result.stdout and "as of each date" not in result.stdout


def test_bad_as_of_date_is_a_usage_error_naming_the_value():
    result = run("evaluate", str(DATED), "--as-of", "2020-01-01,2022-13-01", "-q")
    assert result.exit_code == ExitCode.USAGE
    assert "[E260]" in result.output and "2022-13-01" in result.output
