"""The lexicon macros the code reads by name are declared once, in ``rules/words.py`` (issue 18)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import spacy_tempoeval
from spacy_tempoeval.rules.words import PACK_WORDS

ROOT = Path(spacy_tempoeval.__file__).parent
DOCS = ROOT.parent / "docs" / "languages.md"
SOURCES = sorted(p for p in ROOT.rglob("*.py") if p != ROOT / "rules" / "words.py")


def names_spelled_out(source: str) -> list:
    """Declared macro names written as a string literal of their own (not inside a docstring or message)."""
    return sorted({node.value for node in ast.walk(ast.parse(source))
                   if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in PACK_WORDS})


def test_the_check_sees_a_spelled_out_name():
    assert names_spelled_out('x = ruleset.words("NO_ANCHOR_AFTER")\n') == ["NO_ANCHOR_AFTER"]
    assert names_spelled_out('"""Reads NO_ANCHOR_AFTER."""\nx = W.NO_ANCHOR_AFTER\n') == []


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_spells_out_a_pack_word(path):
    assert names_spelled_out(path.read_text(encoding="utf8")) == [], \
        f"{path.relative_to(ROOT)}: use the constant of spacy_tempoeval.rules.words"


def test_the_languages_guide_lists_every_pack_word():
    text = DOCS.read_text(encoding="utf8")
    assert [name for name in PACK_WORDS if f"`{name}`" not in text] == []
    assert "rules/words.py" in text


def test_every_declared_name_is_its_own_value():
    assert all(name == value for name, value in PACK_WORDS.items())
    assert len(PACK_WORDS) == 41  # + TIMEML_SIGNAL_OBJECTS, TIMEML_SHIFT_DURATIONS (s19es); TENSE_PAST_NEAR, TIMEML_PART_MODS, TIMEML_UNMARKED (s19en)
