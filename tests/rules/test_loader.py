"""Rule files are data a linguist edits: every mistake is reported with the file, the line and the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import List, Union

import pytest
import spacy

from spacy_tempoeval.errors import RuleFileError
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import builtin_rules, read_rule_file
from spacy_tempoeval.rules.loader import parse_records

DATA = Path(__file__).resolve().parents[1] / "data"
GOOD = {"id": "test_rat", "label": "DATE", "pattern": "the year of the rat", "value": "2020",
        "examples": ["the year of the rat"]}
HEADER = ["// a comment line", ""]  # skipped lines still count, so the bad record is on line 3


def _write(tmp_path: Path, lines: List[Union[str, dict]]) -> Path:
    path = tmp_path / "my_rules.jsonl"
    text = [line if isinstance(line, str) else json.dumps(line) for line in HEADER + lines]
    path.write_text("\n".join(text) + "\n", encoding="utf8")
    return path


def _load_in_component(path: Path) -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"rule_files": [str(path)]})


BAD_RECORDS = [
    # (name, line text, code, field, words the message must contain)
    ("bad_json", '{"id": "x", "label": "DATE",', "E005", None, ["Invalid JSON", "column"]),
    ("unknown_key", {**GOOD, "paternn": "x"}, "E003", "paternn", ["allowed keys", "pattern"]),
    ("wrong_type_priority", {**GOOD, "priority": "high"}, "E011", "priority", ["integer", "'high'"]),
    ("wrong_type_label", {**GOOD, "label": "YEAR"}, "E011", "label", ["DATE", "'YEAR'"]),
    ("wrong_type_examples", {**GOOD, "examples": "the year of the rat"}, "E011", "examples", ["list of strings"]),
    ("wrong_type_boundary", {**GOOD, "boundary": "yes"}, "E011", "boundary", ["true or false"]),
    ("wrong_anchor", {**GOOD, "anchor": "story"}, "E011", "anchor", ["narrative"]),
    ("bad_regex", {**GOOD, "pattern": "(?P<y>\\d{4}"}, "E006", "pattern", ["regular expression"]),
    ("empty_pattern", {**GOOD, "pattern": "  "}, "E011", "pattern", ["non-empty"]),
    ("matches_empty", {**GOOD, "pattern": "(?:rat)?"}, "E011", "pattern", ["empty text"]),
    ("bad_macro_regex", {"macro": "FOO", "regex": "[a-"}, "E006", "regex", ["regular expression"]),
    ("bad_macro_name", {"macro": "foo", "regex": "x"}, "E011", "macro", ["UPPER_CASE"]),
    ("macro_terms_and_regex", {"macro": "FOO", "regex": "x", "terms": ["x"]}, "E024", "terms", ["exactly one"]),
    ("unknown_group", {**GOOD, "pattern": "(?P<y>\\d{4}) rat", "value": "{year}"}, "E008", "value",
     ["group 'year'", "groups: y"]),
    ("unknown_complete_group", {**GOOD, "pattern": "(?P<y>\\d{4})-(?P<z>\\d\\d) rat",
                                "value": "{y}/{z|complete:a}"}, "E008", "value", ["group 'a'"]),
    ("unknown_filter", {**GOOD, "pattern": "(?P<y>\\d{4}) rat", "value": "{y|frobnicate}"}, "E008", "value",
     ["unknown filter 'frobnicate'"]),
    ("filter_without_arg", {**GOOD, "pattern": "(?P<y>\\d{4}) rat", "value": "{y|term}"}, "E008", "value",
     ["needs an argument"]),
    ("unbalanced_template", {**GOOD, "value": "{2020"}, "E008", "value", ["unbalanced"]),
    ("missing_value", {k: v for k, v in GOOD.items() if k != "value"}, "E004", "value", ["'value'"]),
    ("missing_label", {k: v for k, v in GOOD.items() if k != "label"}, "E004", "label", ["'label'"]),
    ("no_kind", {"foo": 1}, "E025", None, ["rule", "macro", "period"]),
    ("not_an_object", [1, 2], "E011", None, ["JSON object"]),
    ("period_phrases_str", {"id": "p", "phrases": "World War"}, "E011", "phrases", ["non-empty list"]),
    ("period_no_value", {"id": "p", "phrases": ["the Long Peace"]}, "E004", "value", ["start"]),
    ("period_bad_start", {"id": "p", "phrases": ["the Long Peace"], "start": "1947", "end": 1991}, "E011",
     "start", ["integer year"]),
]


@pytest.mark.parametrize("name,line,code,field,words", BAD_RECORDS, ids=[b[0] for b in BAD_RECORDS])
def test_rules_loader_bad_record_names_file_line_field(tmp_path, name, line, code, field, words):
    path = _write(tmp_path, [line])
    with pytest.raises(RuleFileError) as exc:
        read_rule_file(path)
    err = exc.value
    msg = str(err)
    assert f"[{code}]" in msg and err.code == code
    assert str(path) in msg and err.path == str(path)
    assert "line 3" in msg and err.line == 3
    assert err.field == field
    if field:
        assert f"field '{field}'" in msg
    for word in words:
        assert word in msg
    # the component reports the same error when the file comes through its config
    with pytest.raises(RuleFileError, match=rf"\[{code}\]"):
        _load_in_component(path)


def test_rules_loader_duplicate_id_names_both_places(tmp_path):
    path = _write(tmp_path, [GOOD, {**GOOD, "pattern": "the rat year"}])
    with pytest.raises(RuleFileError, match=r"\[E012\]") as exc:
        read_rule_file(path)
    assert exc.value.line == 4 and exc.value.field == "id"
    assert f"{path}, line 3" in str(exc.value)  # where the id was first defined


def test_rules_loader_duplicate_id_within_user_files(tmp_path):
    path = _write(tmp_path, [GOOD, {**GOOD, "pattern": "the rat year"}])
    with pytest.raises(RuleFileError, match=r"\[E012\] Duplicate rule id 'test_rat'") as exc:
        _load_in_component(path)
    assert str(path) in str(exc.value)


def test_rules_loader_user_rule_replaces_builtin_with_same_id(tmp_path):
    path = _write(tmp_path, [{**GOOD, "id": "year"}])
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"rule_files": [str(path)], "default_reference_date": "2000-01-01"})
    doc = nlp("In 1998, the year of the rat.")
    assert doc._.focus_years == {2020}  # the built-in bare-year rule is gone, the replacement fires
    assert [s._.timex_rule for s in doc.spans["temporal"]] == ["year"]


def test_rules_loader_disable_switches_off_builtin_rules(tmp_path):
    path = _write(tmp_path, [{"disable": ["month_bare"], "comment": "no months alone"}])
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"rule_files": [str(path)], "default_reference_date": "2000-06-01"})
    assert nlp("We met in April 1998.")._.focus_years == {1998}
    assert nlp("We met in April.")._.focus_years == set()


def test_rules_loader_disable_needs_ids(tmp_path):
    path = _write(tmp_path, [{"disable": []}])
    with pytest.raises(RuleFileError, match=r"\[E011\]") as exc:
        read_rule_file(path)
    assert (exc.value.line, exc.value.field) == (3, "disable")


def test_rules_loader_unknown_pattern_macro(tmp_path):
    path = _write(tmp_path, [{**GOOD, "pattern": "{NOPE} rat"}])
    read_rule_file(path)  # macros may come from another file: checked when the rules are combined
    with pytest.raises(RuleFileError, match=r"\[E007\] Unknown macro \{NOPE\}") as exc:
        _load_in_component(path)
    assert (exc.value.path, exc.value.line, exc.value.field) == (str(path), 3, "pattern")
    assert "MONTH" in str(exc.value)  # lists the known macros


def test_rules_loader_unknown_term_macro_in_template(tmp_path):
    path = _write(tmp_path, [{**GOOD, "pattern": "(?P<m>march) rat", "value": "XXXX-{m|term:NOPE}",
                              "examples": ["march rat"]}])
    with pytest.raises(RuleFileError, match=r"\[E007\] Unknown macro \{NOPE\}") as exc:
        _load_in_component(path)
    assert (exc.value.line, exc.value.field) == (3, "value")


def test_rules_loader_missing_file(tmp_path):
    with pytest.raises(RuleFileError, match=r"\[E009\] Rule file not found"):
        _load_in_component(tmp_path / "nope.jsonl")


def test_rules_loader_add_rules_names_source_and_record(make_tf_nlp):
    tf = make_tf_nlp().get_pipe("temporal_focus")
    with pytest.raises(RuleFileError, match=r"my records, line 2, field 'label'"):
        tf.add_rules([GOOD, {**GOOD, "id": "other", "label": "WHEN"}], source="my records")
    # a failed add leaves the component unchanged
    assert tf.user_records == []
    assert "test_rat" not in {r.id for r in tf.rules.rules}


def test_rules_loader_macro_period_and_rule_from_one_file(tmp_path, make_tf_nlp):
    path = _write(tmp_path, [
        {"macro": "ZODIAC", "terms": {"rat": "2020", "ox": "2021"}},
        {"id": "test_zodiac", "label": "DATE", "pattern": "the year of the (?P<a>{ZODIAC})",
         "value": "{a|term:ZODIAC}", "examples": ["the year of the ox"]},
        {"id": "test_long_peace", "phrases": ["the Long Peace"], "start": 1947, "end": 1991},
    ])
    rules = read_rule_file(path)
    assert [r.id for r in rules.rules] == ["test_zodiac", "test_long_peace"]
    assert rules.terms["ZODIAC"] == {"rat": "2020", "ox": "2021"}
    doc = make_tf_nlp(rule_files=[str(path)])("In the year of the ox, during the Long Peace.")
    assert [(s.text, s._.timex) for s in doc.spans["temporal"]] == [
        ("the year of the ox", "2021"), ("the Long Peace", "1947/1991")]


def test_rules_loader_parse_records_first_line():
    with pytest.raises(RuleFileError, match=r"src, line 11, field 'priority'"):
        parse_records([GOOD, {**GOOD, "id": "b", "priority": 1.5}], "src", first_line=10)


def test_rules_builtin_examples_all_matched():
    problems = RuleEngine(builtin_rules()).check_examples()
    assert problems == []


def test_rules_builtin_examples_still_matched_with_user_rules():
    ruleset = builtin_rules()
    user = read_rule_file(DATA / "test_rules.jsonl")
    user.extend(ruleset)
    engine = RuleEngine(user)
    assert engine.check_examples() == []
    assert {r.id for r in user.rules} >= {"test_zodiac_year", "test_summer_of_love"}


def test_rules_loader_bad_add_rules_leaves_the_component_as_it_was():
    nlp = spacy.blank("en")
    tf = nlp.add_pipe("temporal_focus", config={"default_reference_date": "2000-01-01"})
    tf.add_rules([GOOD])
    with pytest.raises(RuleFileError, match=r"\[E007\]"):
        tf.add_rules([{**GOOD, "id": "test_ox", "pattern": "{NOPE} ox"}])
    assert [r["id"] for r in tf.user_records] == ["test_rat"]
    assert nlp("the year of the rat")._.focus_years == {2020}
    tf.clear_user_rules()
    assert tf.user_records == [] and nlp("the year of the rat")._.focus_years == set()
