"""An empty dataset says so: ``evaluate([])``, an empty file or an empty iterator gave a result whose every
aggregate is None, silently; now [W026] (a ``TempoEvalWarning``) names the dataset. The CLI stays one [E037] line."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import spacy_tempoeval
from spacy_tempoeval.cli import app
from spacy_tempoeval.errors import TempoEvalWarning


@pytest.mark.parametrize("make", [lambda p: [], lambda p: iter([]), lambda p: str(p)])
def test_an_empty_dataset_warns_w026(tmp_path, make):
    path = tmp_path / "empty.jsonl"
    path.write_text("", encoding="utf-8")
    with pytest.warns(TempoEvalWarning, match=r"\[W026\].*no records"):
        result = spacy_tempoeval.evaluate(make(path), metrics=["temporal_precision"], k=[1])
    assert len(result) == 0 and result.summary() == {"temporal_precision@1": None}


def test_a_dataset_with_records_does_not_warn(recwarn):
    spacy_tempoeval.evaluate([{"query": "in 2019", "retrieved_docs": ["In 2019 it rained."]}],
                             metrics=["temporal_precision"], k=[1])
    assert not [w for w in recwarn if "W026" in str(w.message)]


def test_the_cli_says_e037_once_and_not_w026(tmp_path):
    path = tmp_path / "empty.jsonl"
    path.write_text("", encoding="utf-8")
    done = CliRunner().invoke(app, ["evaluate", str(path), "-q"])
    assert done.exit_code == 3 and "[E037]" in done.output and "W026" not in done.output
