"""Rule files are validated by a JSON Schema shipped in the package (issue 18 item 2): the schema editors use is
the one the loader checks, and its problems keep their coded errors with file, line and field."""

from __future__ import annotations

import json
from importlib import resources

import jsonschema
import pytest

from spacy_tempoeval.errors import RuleFileError
from spacy_tempoeval.rules import record_schema as RS
from spacy_tempoeval.rules.files import BUILTIN_FILES, available_languages
from spacy_tempoeval.rules.loader import ANCHORS, RULE_KEYS, parse_records
from spacy_tempoeval.rules.periods import KINDS
from spacy_tempoeval.rules.ruleset import LABELS

GOOD = {"id": "test_rat", "label": "DATE", "pattern": "the year of the rat", "value": "2020"}
PERIOD = {"id": "p", "phrases": ["the Long Peace"], "start": 1947, "end": 1991}


def _pack_lines():
    root = resources.files("spacy_tempoeval") / "rules" / "data"
    for lang in available_languages():
        for entry in [root / lang / name for name in BUILTIN_FILES if (root / lang / name).is_file()]:
            for n, line in enumerate(entry.read_text(encoding="utf8").splitlines(), 1):
                if line.strip() and not line.lstrip().startswith("//"):
                    yield f"{lang}/{entry.name}:{n}", json.loads(line)


def test_the_schema_is_a_valid_draft_2020_12_schema():
    schema = RS.rule_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert set(schema["$defs"]) == set(RS.RECORD_KINDS)


def test_every_line_of_every_pack_is_valid_under_the_whole_schema():
    """The top-level schema (what an editor checks) tells the kinds apart as the loader does."""
    validator = jsonschema.Draft202012Validator(RS.rule_schema())
    bad = [(where, e.message) for where, line in _pack_lines() for e in validator.iter_errors(line)]
    assert bad == []


def test_the_whole_schema_refuses_what_the_loader_refuses():
    validator = jsonschema.Draft202012Validator(RS.rule_schema())
    assert not validator.is_valid({"foo": 1})  # no kind: [E025]
    assert not validator.is_valid({**GOOD, "paternn": "x"})
    assert not validator.is_valid({"macro": "FOO", "regex": "x", "terms": ["x"]})
    assert not validator.is_valid({**PERIOD, "kind": "skirmish"})
    assert validator.is_valid({"disable": ["a", "b"]}) and not validator.is_valid({"disable": []})


def test_the_loader_s_names_and_values_are_the_schema_s():
    assert frozenset(RS.record_schema("pattern")["properties"]) == RULE_KEYS
    assert LABELS == ("DATE", "TIME", "DURATION", "SET", "IGNORE")
    assert ANCHORS == ("reference", "narrative")
    assert "war" in KINDS and tuple(RS.record_schema("period")["properties"]["kind"]["enum"]) == KINDS


SCHEMA_PROBLEMS = [
    # (line, code, field, words of the message)
    ({**GOOD, "priority": True}, "E011", "priority", ["an integer", "True"]),
    ({**GOOD, "examples": ["ok", 5]}, "E011", "examples", ["a list of strings"]),
    ({**GOOD, "value": 2020}, "E011", "value", ["a string"]),
    ({**GOOD, "zzz": 1, "aaa": 2}, "E003", "zzz", ["'zzz'"]),  # the first unknown key of the line
    ({"id": "x", "pattern": "rat", "zzz": 1}, "E003", "zzz", ["'zzz'"]),  # unknown keys before missing ones
    ({"label": "DATE", "pattern": "rat", "value": "1"}, "E004", "id", ["'id'"]),
    ({"id": "x", "label": "IGNORE", "pattern": "rat"}, None, None, []),  # a guard needs no value
    ({"macro": "FOO"}, "E024", "terms", ["exactly one"]),
    ({"macro": "FOO", "terms": {"a": True}}, "E011", "terms", ["word -> value"]),
    ({"macro": "FOO", "terms": [["nested"]]}, "E011", "terms", ["word -> value"]),
    ({"disable": ""}, "E011", "disable", ["rule id"]),
    ({**PERIOD, "kind": "skirmish"}, "E097", "kind", ["Unknown kind 'skirmish'", "war"]),
    ({**PERIOD, "region": "mars"}, "E097", "region", ["mars"]),
    ({**PERIOD, "label": "IGNORE"}, "E011", "label", ["DATE, TIME, DURATION, SET"]),
    ({**PERIOD, "phrases": ["ok", " "]}, "E011", "phrases", ["non-empty list"]),
    ({**PERIOD, "value": "1947/1991", "start": "1947"}, "E011", "start", ["integer year"]),
    ({**PERIOD, "source": 12}, "E011", "source", ["a string"]),
]


@pytest.mark.parametrize("line,code,field,words", SCHEMA_PROBLEMS, ids=[str(i) for i in range(len(SCHEMA_PROBLEMS))])
def test_a_schema_problem_is_a_coded_error_with_file_line_and_field(line, code, field, words):
    if code is None:
        assert parse_records([line], "my_rules.jsonl", 7).rules
        return
    with pytest.raises(RuleFileError) as exc:
        parse_records([line], "my_rules.jsonl", 7)
    err = exc.value
    assert (err.code, err.path, err.line, err.field) == (code, "my_rules.jsonl", 7, field)
    assert all(w in str(err) for w in words), str(err)


def test_a_built_in_pack_is_checked_by_the_suite_not_on_every_load():
    """``trusted`` lines (a built-in pack's, which the test above checks) skip the schema; user lines never do."""
    line = {**GOOD, "zzz": 1}
    assert parse_records([line], "pack.jsonl", trusted=True).rules[0].id == "test_rat"
    with pytest.raises(RuleFileError, match=r"\[E003\]"):
        parse_records([line], "my_rules.jsonl")


def test_the_schema_is_read_and_compiled_once():
    parse_records([GOOD, PERIOD, {"macro": "FOO", "terms": ["x"]}], "a.jsonl")
    parse_records([GOOD, PERIOD], "b.jsonl")
    assert RS.rule_schema.cache_info().currsize == 1
    compiled = RS.compiled_validators()
    parse_records([GOOD], "c.jsonl")
    assert RS.compiled_validators() == compiled <= len(RS.RECORD_KINDS)
