"""Issue 25, items 4, 7 and 9: gazetteer names cannot backtrack on runs of blanks; macros that refer to themselves
or expand without end are coded errors at load, macros nest to any depth, and a macro that matches the empty text
is refused like a pattern that does."""

from __future__ import annotations

import json

import pytest
import spacy
from growth import assert_grows_at_most, cpu_cost

from spacy_tempoeval.errors import RuleFileError
from spacy_tempoeval.rules.periods import phrase_regex as _phrase_regex


def rule(pattern: str, **extra):
    return {"id": "r", "label": "DATE", "pattern": pattern, "value": "2000", **extra}


def with_rules(records):
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2020-01-01"}).add_rules(records)
    return nlp


# -- item 7: macros -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("macros,cycle", [
    ([{"macro": "A", "regex": "{A}{A}{A}{A}{A}{A}{A}{A}"}], "{A} -> {A}"),
    ([{"macro": "A", "regex": "x{B}"}, {"macro": "B", "regex": "{C}y"}, {"macro": "C", "regex": "{A}"}],
     "{A} -> {B} -> {C} -> {A}"),
])
def test_a_macro_that_refers_to_itself_is_a_coded_error_at_load(macros, cycle):
    with pytest.raises(RuleFileError, match=r"\[E172\]") as info:
        with_rules([*macros, rule("q{A}")])
    assert cycle in str(info.value) and info.value.line == len(macros) + 1


def test_macros_that_double_at_every_level_are_refused_not_expanded():
    macros = [{"macro": f"D{i}", "regex": f"{{D{i + 1}}}{{D{i + 1}}}"} for i in range(40)]
    with pytest.raises(RuleFileError, match=r"\[E173\].*more than 200,000 characters"):
        with_rules([*macros, {"macro": "D40", "regex": "z"}, rule("q{D0}")])


@pytest.mark.parametrize("depth", [0, 4, 5, 6, 12])
def test_macros_nest_to_any_depth(depth):
    # before: beyond 5 levels the pattern kept a literal "{M5}" and the rule silently matched nothing
    macros = [{"macro": f"M{i}", "regex": f"{{M{i + 1}}}"} for i in range(depth)]
    nlp = with_rules([*macros, {"macro": f"M{depth}", "regex": "zorkday"},
                      rule("{M0} 1999", examples=["zorkday 1999"])])
    doc = nlp("It was on zorkday 1999.")
    assert [s.text for s in doc.spans["temporal"]] == ["zorkday 1999"]


# -- item 9: empty-matching macros --------------------------------------------------------------------------
@pytest.mark.parametrize("boundary", [False, True])
@pytest.mark.parametrize("macro", ["a?", "(?:x|)", "\\s*", "{OTHER}?"])
def test_a_macro_that_matches_the_empty_text_is_refused_like_a_direct_pattern(macro, boundary):
    records = [{"macro": "OTHER", "regex": "y"}, {"macro": "E", "regex": macro}, rule("{E}", boundary=boundary)]
    with pytest.raises(RuleFileError, match=r"\[E174\]") as info:
        with_rules(records)
    assert info.value.line == 3
    with pytest.raises(RuleFileError, match=r"\[E011\]"):  # the same pattern written directly
        with_rules([rule(macro.replace("{OTHER}", "y"), boundary=boundary)])


def test_a_rule_file_with_an_empty_macro_names_the_file_and_line(tmp_path):
    path = tmp_path / "rules.jsonl"
    path.write_text(json.dumps({"macro": "E", "regex": "a?"}) + "\n" + json.dumps(rule("{E}", boundary=False))
                    + "\n", encoding="utf-8")
    with pytest.raises(RuleFileError, match=r"\[E174\]") as info:
        spacy.blank("en").add_pipe("temporal_focus", config={"rule_files": [str(path)]})
    assert info.value.path == str(path) and info.value.line == 2


# -- item 4: gazetteer names with many separators -----------------------------------------------------------
def test_a_run_of_separators_in_a_name_is_one_separator():
    assert _phrase_regex("Zork - - - -  War", False, frozenset()) == _phrase_regex("Zork War", False, frozenset())
    assert _phrase_regex("Zork\t \u00a0- War", False, frozenset()).count("[\\s-]+") == 1


def test_a_name_with_many_separators_matches_in_linear_time():
    nlp = with_rules([{"id": "zork", "phrases": ["Zorkzorkzork " + "- " * 30 + "War"], "start": 1990,
                       "end": 1991}])

    def cost(n: int) -> float:
        return cpu_cost(nlp, passes=2, setup=lambda: nlp.make_doc("Zorkzorkzork " + " " * n + "Peace, " * 3))

    # before: polynomial of degree 31 (8 s at 26 blanks, > 120 s at 32)
    assert_grows_at_most(lambda: cost(500), lambda: cost(2_000), limit=9, floor=0.05,
                         what="4x the blanks in a name")
    assert nlp("the Zorkzorkzork - War began")._.focus_years == set(range(1990, 1992))
