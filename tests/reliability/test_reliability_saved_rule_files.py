"""Issue 25, item 12: a pipeline saved with ``rule_files=[f]`` keeps the rules of ``f`` as they were when it was
saved. Before: ``spacy.load`` re-read ``f``, so editing it silently changed what the saved pipeline tags."""

from __future__ import annotations

import json
import warnings

import pytest
import spacy

from spacy_tempoeval.errors import FileRulesChangedWarning

RULE = {"id": "noughties_test", "label": "DATE", "pattern": "(?:the\\s+)?noughties", "value": "200",
        "comment": "the 2000s"}
TEXT = "Music of the Noughties was loud."


def write(path, pattern):
    path.write_text(json.dumps(dict(RULE, pattern=pattern)) + "\n", encoding="utf-8")


def focus(nlp):
    return sorted(nlp(TEXT)._.focus_years)


@pytest.fixture()
def saved(tmp_path):
    rules = tmp_path / "rules.jsonl"
    write(rules, RULE["pattern"])
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"rule_files": [str(rules)]})
    assert focus(nlp) == list(range(2000, 2010))
    nlp.to_disk(tmp_path / "model")
    return rules, tmp_path / "model", nlp


def test_an_edited_rule_file_does_not_change_a_saved_pipeline(saved):
    rules, model, _ = saved
    write(rules, "zzz never matches zzz")  # the linguist edits the file after saving
    with pytest.warns(FileRulesChangedWarning, match=r"\[W025\]"):
        nlp = spacy.load(model)
    assert focus(nlp) == list(range(2000, 2010))  # the saved rules, not the edited file


def test_an_unchanged_rule_file_loads_without_a_warning(saved):
    _, model, _ = saved
    with warnings.catch_warnings():
        warnings.simplefilter("error", FileRulesChangedWarning)
        nlp = spacy.load(model)
    assert focus(nlp) == list(range(2000, 2010))


def test_to_bytes_keeps_the_file_rules_too(saved):
    rules, _, nlp = saved
    data = nlp.to_bytes()
    write(rules, "zzz never matches zzz")
    other = spacy.blank("en")
    other.add_pipe("temporal_focus", config={"rule_files": [str(rules)]})
    assert focus(other) == []  # built from the edited file
    with pytest.warns(FileRulesChangedWarning):
        other.from_bytes(data)
    assert focus(other) == list(range(2000, 2010))


def test_a_damaged_saved_copy_is_reported(saved):
    from spacy_tempoeval.errors import PipelineError

    _, model, _ = saved
    (model / "temporal_focus" / "rule_files.jsonl").write_text("{}\n", encoding="utf-8")
    with pytest.raises(PipelineError, match=r"\[E018\].*rule_files.jsonl"):
        spacy.load(model)
