"""``evaluate`` on the command line runs with the objects built before the run frozen out of the garbage
collector's full collections (``cli._gc``), and gives the collector back as it was when it ends."""

from __future__ import annotations

import gc
import json

from typer.testing import CliRunner

import spacy_tempoeval.evaluate as E
from spacy_tempoeval.cli import app


def test_evaluate_runs_with_the_built_objects_frozen_and_unfreezes_after(tmp_path, monkeypatch):
    run = tmp_path / "run.jsonl"
    run.write_text(json.dumps({"query": "What happened in 2019?", "retrieved_docs": ["In 2019 ..."],
                               "answer": "In 2019."}) + "\n", encoding="utf-8")
    seen = []
    original = E.evaluate

    def spy(*args, **kwargs):
        seen.append(gc.get_freeze_count())
        return original(*args, **kwargs)

    monkeypatch.setattr(E, "evaluate", spy)
    before = gc.get_freeze_count()
    result = CliRunner().invoke(app, ["evaluate", str(run), "-q"])
    assert result.exit_code == 0, result.output
    assert seen and seen[0] > before + 10_000  # spaCy, the pipeline and its rules were frozen for the run
    assert gc.get_freeze_count() == before
