"""Issue 22, speed (branch h22t): the gazetteer index key of a position is read from its raw ``RAW_KEY``
characters and kept per raw characters when they decide it (``gazetteer_index._raw_key``), and the engine picks its
anchors out of the word kinds with ``compress``; both checked against the definitions they replace, on edge cases
and on the dev corpora, for every built-in pack."""

from __future__ import annotations

import json
import random
import re
from typing import List, Tuple

import pytest

from spacy_tempoeval.rules.engine import _NO_MARK, RuleEngine
from spacy_tempoeval.rules.files import available_languages, builtin_rules
from spacy_tempoeval.rules.gazetteer import GAZ_KEY, name_key
from spacy_tempoeval.rules.gazetteer_index import RAW_KEY, _raw_key

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


def _key_by_definition(text: str, pos: int, articles) -> str:
    """The index key ``GazetteerIndex`` read at ``pos`` before: ``name_key`` of the next ``GAZ_KEY + 24`` characters."""
    return name_key(text[pos:pos + GAZ_KEY + 24], articles)[:GAZ_KEY]


@pytest.mark.parametrize("articles", [frozenset(), frozenset({"the"}), frozenset({"el", "la", "los", "las"}),
                                      frozenset({"der", "die", "das", "dem", "den", "des"}),
                                      frozenset({"the", "l'", "a_b", "x2", "internationalization"})])
def test_raw_key_when_given_is_the_key_of_the_longer_slice(gold_dir, articles):
    decided = 0
    for text in _texts(gold_dir, 20):
        for pos in range(len(text)):
            key = _raw_key(text[pos:pos + RAW_KEY], articles)
            if key is not None:
                decided += 1
                assert key == _key_by_definition(text, pos, articles), (repr(text[pos:pos + 40]), sorted(articles))
    assert decided > 1000


def _entries_by_definition(index, text: str, pos: int) -> Tuple:
    if not index.may_start(text, pos):
        return ()
    return index._entries_of(_key_by_definition(text, pos, index.articles))


def _marks_by_definition(engine: RuleEngine, words: List[str]) -> List[Tuple[int, Tuple[int, int]]]:
    """``RuleEngine._marks`` as it was: every word's kind, the anchors kept by a loop over all the words."""
    got = [engine._kind_of(w) for w in words]
    return [(i, kind) for i, kind in enumerate(got) if kind != _NO_MARK]


@pytest.mark.parametrize("lang", available_languages())
def test_gazetteer_entries_and_marks_are_those_of_their_definitions(gold_dir, lang):
    engine = RuleEngine(builtin_rules(lang))
    index = engine.gazetteer
    for text in _texts(gold_dir):
        for pos in range(len(text)):
            for may in (False, True):
                if may and not index.may_start(text, pos):
                    continue
                assert index._entries_at(text, pos, may) == _entries_by_definition(index, text, pos), \
                    repr(text[pos:pos + 40])
        low = text.lower()
        words = WORD.findall(low)
        assert engine._marks(words) == _marks_by_definition(engine, words)
        assert engine._marks(words) == _marks_by_definition(engine, words)  # from the kept kinds too


@pytest.mark.parametrize("lang", available_languages())
def test_find_is_that_of_the_definitions_on_every_pack(gold_dir, lang):
    """An engine with the new paths finds what one with the definitions put back finds, text by text."""
    engine = RuleEngine(builtin_rules(lang))
    defined = RuleEngine(builtin_rules(lang))
    defined.gazetteer._entries_at = lambda text, pos, may=False: _entries_by_definition(defined.gazetteer, text, pos)
    defined._marks = lambda words: _marks_by_definition(defined, words)
    for text in _texts(gold_dir, 100):
        assert [(m.start, m.end, m.rule.id, m.groups) for m in engine.find(text)] \
            == [(m.start, m.end, m.rule.id, m.groups) for m in defined.find(text)], text[:80]
