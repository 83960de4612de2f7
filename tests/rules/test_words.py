"""The word lists the code reads are declared once, in ``rules/words.py`` (issue 18): the contract of a pack."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import spacy_tempoeval
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.words import PACK_WORDS, LanguageWords, lower_words

ROOT = Path(spacy_tempoeval.__file__).parent
DOCS = ROOT.parent / "docs" / "languages.md"
SOURCES = sorted(p for p in ROOT.rglob("*.py") if p != ROOT / "rules" / "words.py")
LANGUAGE_PACKS = ("en", "es", "de")


def names_spelled_out(source: str) -> list:
    """Declared list names written as a string literal of their own (not inside a docstring or message)."""
    return sorted({node.value for node in ast.walk(ast.parse(source))
                   if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in PACK_WORDS})


def documented() -> dict:
    """The word lists of the contract table in docs/languages.md -> the table's 'required' cell."""
    text = DOCS.read_text(encoding="utf8")
    table = text[text.index("| word list | required |"):]
    table = table[:table.index("\n\n")]
    out = {}
    for row in table.splitlines()[2:]:
        cells = [c.strip() for c in row.strip("|").split("|")]
        for name in re.findall(r"`([A-Z][A-Z0-9_]*)`", cells[0]):
            out[name] = cells[1]
    return out


def test_the_check_sees_a_spelled_out_name():
    assert names_spelled_out('x = ruleset.words("NO_ANCHOR_AFTER")\n') == ["NO_ANCHOR_AFTER"]
    assert names_spelled_out('"""Reads NO_ANCHOR_AFTER."""\nx = W.NO_ANCHOR_AFTER\n') == []


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_spells_out_a_pack_word(path):
    assert names_spelled_out(path.read_text(encoding="utf8")) == [], \
        f"{path.relative_to(ROOT)}: use the constant of spacy_tempoeval.rules.words"


def test_the_languages_guide_and_the_declaration_list_the_same_names():
    docs = documented()
    assert [name for name in PACK_WORDS if name not in docs] == []  # every declared list is documented
    assert [name for name in docs if name not in PACK_WORDS] == []  # every documented list is declared
    assert "rules/words.py" in DOCS.read_text(encoding="utf8")


def test_the_guide_says_which_lists_are_required():
    docs = documented()
    assert {name: docs[name] for name in PACK_WORDS} == \
        {name: "yes" if spec.required else "no" for name, spec in PACK_WORDS.items()}


def test_every_declared_list_says_what_reads_it_and_why():
    for name, spec in PACK_WORDS.items():
        assert spec.name == name and re.fullmatch(r"[A-Z][A-Z0-9_]*", name)
        assert spec.reader and spec.purpose, name
    assert sum(spec.required for spec in PACK_WORDS.values()) >= 10


@pytest.mark.parametrize("lang", LANGUAGE_PACKS)
def test_every_language_pack_defines_every_required_list(lang):
    words = LanguageWords(builtin_rules(lang).terms)
    assert words.missing_required() == ()  # defined; empty on purpose where the language has no such word


def test_the_neutral_pack_has_no_words():
    assert LanguageWords(builtin_rules("xx").terms).missing_required() == \
        tuple(name for name, spec in PACK_WORDS.items() if spec.required)


def test_language_words_reads_a_lexicon():
    terms = {"TENSE_PAST": {"was": "was", "Had": "Had"},
             "TIMEML_POINT_MODS": {"early": "START", "in the early": "START", "late": "END"},
             "MONTH": {"may": "05"}}
    words = LanguageWords(terms)
    assert words.words("TENSE_PAST") == frozenset({"was", "had"})
    assert words.words("TENSE_FUTURE") == frozenset()
    assert words.table("TIMEML_POINT_MODS") == {"early": "START", "in the early": "START", "late": "END"}
    assert words.phrases("TIMEML_POINT_MODS")[0] == ("in the early", "START")
    assert "NUMBER" in words.missing_required() and "TENSE_PAST" not in words.missing_required()


def test_a_list_nobody_declared_cannot_be_read():
    words = LanguageWords({"MONTH": {"may": "05"}})
    with pytest.raises(KeyError, match="rules/words.py"):
        words.words("MONTH")
    with pytest.raises(KeyError, match="rules/words.py"):
        words.table("MONTH")
    with pytest.raises(KeyError, match="rules/words.py"):
        lower_words({}, "NOT_A_LIST")
    with pytest.raises(KeyError, match="rules/words.py"):
        builtin_rules("en").words("MONTH")
