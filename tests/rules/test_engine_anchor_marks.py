"""Issue 22, speed (branch h22t): the engine picks its anchors out of the word kinds with ``compress``, and a
raw position where nothing can start is one shared entry skipped by identity (``_NOTHING``); checked against the
definitions they replace, on edge cases and on the dev corpora, for every built-in pack."""

from __future__ import annotations

import json
import random
import re
from typing import List, Tuple

import pytest

from spacy_tempoeval.rules.engine import _NO_MARK, _NOTHING, PREFIX_K, RuleEngine
from spacy_tempoeval.rules.files import available_languages, builtin_rules

WORD = re.compile(r"\w+")

PIECES = ["the", "The", "THE", "la", "los", "el", "der", "Die", " ", "  ", "-", " - ", "\t", "\n", "\xa0", "\u2003",
          "War", "Cold", "World", "United States", "1914", "İ", "ß", "Σ", "_", "²", "½", "l'", "theatre", "x", "'",
          "(", "é", "Guerra", "internationalization", "a", "Kalten Krieges"]


def _texts(gold_dir, per_corpus: int = 60) -> List[str]:
    rng = random.Random(22)
    texts = ["".join(rng.choice(PIECES) for _ in range(rng.randint(1, 12))) for _ in range(3000)]
    texts += ["the", "the ", "the  Cold War", "the-Cold-War", "The Cold War", "a_b war", "x2 war", "l' war",
              "the " + "x" * 30, "thex" * 10, "The United States of America", "la Segunda Guerra Mundial"]
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            texts += [json.loads(line)["text"] for line in list(f)[:per_corpus]]
    return texts


def _marks_by_definition(engine: RuleEngine, words: List[str]) -> List[Tuple[int, Tuple[int, int]]]:
    """``RuleEngine._marks`` as it was: every word's kind, the anchors kept by a loop over all the words."""
    got = [engine._kind_of(w) for w in words]
    return [(i, kind) for i, kind in enumerate(got) if kind != _NO_MARK]


@pytest.mark.parametrize("lang", available_languages())
def test_marks_and_nothing_entries_are_those_of_their_definitions(gold_dir, lang):
    engine = RuleEngine(builtin_rules(lang))
    for text in _texts(gold_dir):
        words = WORD.findall(text.lower())
        assert engine._marks(words) == _marks_by_definition(engine, words)
        assert engine._marks(words) == _marks_by_definition(engine, words)  # from the kept kinds too
        engine.find(text)
    for raw, here in engine._at.items():  # every entry where nothing can start is the shared one
        assert (here is _NOTHING) == (not here[0] and not here[1] and not here[2]), raw
        assert len(raw) <= PREFIX_K


@pytest.mark.parametrize("lang", available_languages())
def test_find_is_that_of_the_definitions_on_every_pack(gold_dir, lang):
    """An engine with the new paths finds what one with the definitions put back finds, text by text (with and
    without a deadline: a deadline takes the path that checks the time at every position)."""
    engine = RuleEngine(builtin_rules(lang))
    defined = RuleEngine(builtin_rules(lang))
    defined._marks = lambda words: _marks_by_definition(defined, words)
    for text in _texts(gold_dir, 100):
        expected = [(m.start, m.end, m.rule.id, m.groups) for m in defined.find(text, max_seconds=600)]
        assert [(m.start, m.end, m.rule.id, m.groups) for m in engine.find(text)] == expected, text[:80]
