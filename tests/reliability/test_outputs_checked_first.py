"""An output that cannot be written is refused before the work, not after it: ``evaluate -o`` / ``--report``,
``evaluate(rows_to=...)`` and ``validate-metrics -o`` ran the whole run and then failed (``evaluate -o
a_file/x.json`` printed its table and ended with "[E075] Cannot write a_file: File exists."). Now [E075] names the
output and the reason at once, and nothing is computed (counted: the tagger is never called)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import spacy_tempoeval
from spacy_tempoeval.cli import app
from spacy_tempoeval.errors import OutputWriteError
from spacy_tempoeval.pipeline import loading

RUN = Path(__file__).resolve().parents[2] / "examples" / "rag_run.jsonl"


@pytest.fixture
def a_file(tmp_path: Path) -> Path:
    path = tmp_path / "a_file"
    path.write_text("not a directory\n", encoding="utf-8")
    return path


@pytest.fixture
def no_pipeline(monkeypatch):
    """Fails the test if a pipeline is loaded: the refusal must come before any work."""
    def refuse(*args, **kwargs):
        raise AssertionError("a pipeline was loaded before the output was checked")

    monkeypatch.setattr(loading, "load_pipeline", refuse)
    monkeypatch.setattr(loading, "load_pipeline_lazily", refuse, raising=False)


@pytest.mark.parametrize("option", ["-o", "--report"])
def test_evaluate_refuses_an_output_under_a_file_before_the_run(a_file, option, no_pipeline):
    target = a_file / ("x.json" if option == "-o" else "x.html")
    done = CliRunner().invoke(app, ["evaluate", str(RUN), "-q", option, str(target)])
    assert done.exit_code == 7, done.output
    assert "[E075]" in done.output and f"{a_file} is not a directory" in done.output
    assert "temporal_precision" not in done.output  # no table: nothing was scored


def test_evaluate_refuses_an_output_that_is_a_directory(tmp_path, no_pipeline):
    (tmp_path / "scores.json").mkdir()
    done = CliRunner().invoke(app, ["evaluate", str(RUN), "-q", "-o", str(tmp_path / "scores.json")])
    assert done.exit_code == 7 and "[E075]" in done.output and "it is a directory" in done.output


def test_evaluate_rows_to_under_a_file_is_refused_before_the_run(a_file, no_pipeline):
    with pytest.raises(OutputWriteError, match=r"\[E286\].*is not a directory"):
        spacy_tempoeval.evaluate(str(RUN), rows_to=a_file / "rows.jsonl")


def test_validate_metrics_output_under_a_file_is_refused_before_the_run(a_file, no_pipeline):
    done = CliRunner().invoke(app, ["validate-metrics", str(RUN), "-o", str(a_file / "report.json")])
    assert done.exit_code == 7, done.output
    assert "[E075]" in done.output and "is not a directory" in done.output
