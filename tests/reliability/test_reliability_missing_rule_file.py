"""Issue 25 (brief d): a ``rule_files`` path that does not exist fails when the component is built, with [E009]
naming the path: ``add_pipe``, the command line's ``--rules`` (before any output file or lock is made) and
``spacy.load`` of a saved pipeline whose rule file was moved away."""

from __future__ import annotations

import json
import shutil

import pytest
import spacy
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.errors import RuleFileError

RULE = {"id": "zork", "label": "DATE", "pattern": "zorkday", "value": "2001"}


def test_component_build_names_the_missing_path(tmp_path):
    missing = tmp_path / "nope.jsonl"
    with pytest.raises(RuleFileError, match=r"\[E009\] Rule file not found: .*nope\.jsonl") as info:
        spacy.blank("en").add_pipe("temporal_focus", config={"rule_files": [str(missing)]})
    assert info.value.path == str(missing)


def test_spacy_load_of_a_saved_pipeline_whose_rule_file_is_gone(tmp_path):
    rules = tmp_path / "r.jsonl"
    rules.write_text(json.dumps(RULE) + "\n", encoding="utf-8")
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"rule_files": [str(rules)]})
    nlp.to_disk(tmp_path / "model")
    shutil.move(str(rules), str(tmp_path / "moved.jsonl"))
    with pytest.raises(RuleFileError, match=r"\[E009\].*r\.jsonl"):
        spacy.load(tmp_path / "model")


@pytest.mark.parametrize("command", ["preprocess", "extract"])
def test_cli_rules_option_names_the_missing_path_and_writes_nothing(tmp_path, command):
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"text": "In 2001."}) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    args = (["preprocess", str(src), str(out / "o.jsonl")] if command == "preprocess"
            else ["extract", "--text", "In 2001."])
    result = CliRunner().invoke(app, [*args, "--rules", str(tmp_path / "nope.jsonl"), "-q"]
                                if command == "preprocess" else [*args, "--rules", str(tmp_path / "nope.jsonl")])
    assert result.exit_code == ExitCode.PIPELINE, result.output
    assert "[E009]" in result.stderr and "nope.jsonl" in result.stderr
    assert list(out.iterdir()) == []
