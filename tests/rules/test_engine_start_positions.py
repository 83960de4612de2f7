"""The engine's start positions computed in C where it can (issue 22, branch w22hit): the words and their starts
from one ``re.split`` (``WORD_SPLIT``, starts summed with ``accumulate``), one window per anchor for both passes
when they reach back alike, and the symbols before a position found from the symbols (``_with_symbols``). Each is
checked against its definition: the positions of ``re.finditer(r"\\w+")`` and the loop over positions it
replaced.
"""

from __future__ import annotations

import json
import random
import re
from itertools import accumulate

import pytest
from engine_definitions import with_symbols_by_definition

from spacy_tempoeval.rules import engine as engine_module
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import builtin_rules

PIECES = ["$", "'", "’", " ", "  ", "a", "19", "2019", "#", "(", "£", "x", "in", "the", "War", "№", " $ ", "'s",
          "$$", "  $  2019", "Cold", "İ", "\n", "-", "1990s"]


def _starts_by_definition(engine, text):
    words = list(re.finditer(r"\w+", text))
    rules, names = set(), set()
    for i, m in enumerate(words):
        kind = engine._kind_of(m.group().lower())
        for back, out in zip(kind, (rules, names)):
            if back >= 0:
                out.update(words[j].start() for j in range(max(0, i - back), i + 1))
    return (with_symbols_by_definition(text, rules, engine.prefix_chars),
            with_symbols_by_definition(text, names, engine.name_prefix_chars))


def _texts(gold_dir):
    texts = []
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            texts += [json.loads(line)["text"] for line in f][:60]
    rng = random.Random(22)
    texts += ["".join(rng.choice(PIECES) for _ in range(rng.randint(0, 14))) for _ in range(3000)]
    return texts


@pytest.mark.parametrize("lang", ["en", "es"])
def test_start_positions_are_those_of_their_definition(gold_dir, lang):
    engine = RuleEngine(builtin_rules(lang))
    for text in _texts(gold_dir):
        assert engine.starts_of(text) == _starts_by_definition(engine, text), text


def test_symbols_before_positions_are_those_of_their_definition(gold_dir):
    engine = RuleEngine(builtin_rules("en"))
    rng = random.Random(7)
    for text in _texts(gold_dir):
        starts = [m.start() for m in re.finditer(r"\w+", text)]
        for prefix_chars in (engine.prefix_chars, engine.name_prefix_chars, frozenset("$")):
            some = {s for s in starts if rng.random() < 0.6}
            assert RuleEngine._with_symbols(text, set(some), prefix_chars) \
                == with_symbols_by_definition(text, set(some), prefix_chars), (text, some)


def test_the_split_gives_the_words_and_their_starts():
    for text in ["", "   ", "...", "a_b __ x1 ½ ² ٣ Straße 日本語", "ab ab ab abab", "in 2019, then 2020."]:
        parts = engine_module.WORD_SPLIT.split(text)
        assert parts[1::2] == engine_module.WORD.findall(text)
        starts = list(accumulate(map(len, parts)))[:-1:2]
        assert starts == [m.start() for m in engine_module.WORD.finditer(text)]
