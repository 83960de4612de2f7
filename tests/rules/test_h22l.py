"""Issue 22, long documents (branch h22l): the symbols before a start position are found with ``str.find`` per
symbol (``RuleEngine._with_symbols``), no longer with a regex class scanned over the whole text; checked against
the loop over positions that defines them, on edge cases and on every dev corpus."""

from __future__ import annotations

import json
import random

import pytest

from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import builtin_rules

EDGES = ["$", "$2019", "$$2019", "$ 2019", "$  2019", "$   2019", "2019$", "'19 and ’20", "a $ $ 2019", "№ 5 #3 (1999)",
         "€€ € 2020  £ 1990", "x'y'z 2019", "(+2019) ¥ 3"]


def _by_definition(text, out, prefix_chars):
    """From each position back over a blank or two to a symbol (what ``_with_symbols`` computes)."""
    for s in list(out):
        j = s - 1
        while j > 0 and s - j <= 2 and text[j] == " ":
            j -= 1
        if j >= 0 and text[j] in prefix_chars:
            out.add(j)
    return out


@pytest.mark.parametrize("lang", ["en", "es"])
def test_symbols_found_by_str_find_are_those_of_the_definition(gold_dir, lang):
    engine = RuleEngine(builtin_rules(lang))
    texts = list(EDGES)
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            texts += [json.loads(line)["text"] for line in f]
    rng = random.Random(22)
    for text in texts:
        every = set(range(len(text) + 1))
        some = {i for i in every if rng.random() < 0.3}
        for prefix_chars in (engine.prefix_chars, engine.name_prefix_chars):
            for out in (every, some, set()):
                assert RuleEngine._with_symbols(text, set(out), prefix_chars) \
                    == _by_definition(text, set(out), prefix_chars), text[:80]
