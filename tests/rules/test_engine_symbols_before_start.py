"""Issue 22, long documents (branch h22l): the symbols before a start position are found with ``str.find`` per
symbol (``RuleEngine._with_symbols``), no longer with a regex class scanned over the whole text; checked against
the loop over positions that defines them, on edge cases and on every dev corpus."""

from __future__ import annotations

import json
import random

import pytest
from engine_definitions import with_symbols_by_definition

from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import builtin_rules

EDGES = ["$", "$2019", "$$2019", "$ 2019", "$  2019", "$   2019", "2019$", "'19 and ’20", "a $ $ 2019", "№ 5 #3 (1999)",
         "€€ € 2020  £ 1990", "x'y'z 2019", "(+2019) ¥ 3"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_symbols_found_by_str_find_are_those_of_the_definition(gold_dir, lang):
    engine = RuleEngine(builtin_rules(lang))
    texts = list(EDGES)
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            texts += [json.loads(line)["text"] for line in f][:300]
    rng = random.Random(22)
    for text in texts:
        every = set(range(len(text) + 1))
        some = {i for i in every if rng.random() < 0.3}
        for prefix_chars in (engine.prefix_chars, engine.name_prefix_chars):
            for out in (every, some, set()):
                assert RuleEngine._with_symbols(text, set(out), prefix_chars) \
                    == with_symbols_by_definition(text, set(out), prefix_chars), text[:80]


def _name_key_by_definition(text, articles):
    """``name_key`` as it was: blanks and hyphens joined by a regex, then ``leading_article``."""
    from spacy_tempoeval.rules.gazetteer import _NAME_SEP
    from spacy_tempoeval.rules.loader import leading_article

    key = _NAME_SEP.sub(" ", text.lower())
    return key[leading_article(key, articles):]


NAME_PIECES = ["the", "The", "THE", "la", "los", "el", " ", "  ", "-", " - ", "\t", "\n", "\xa0", "\u2003", "War",
               "Cold", "1914", "İ", "ß", "_", "²", "½", "l'", "theatre", "x", "'", "(", "é"]


@pytest.mark.parametrize("articles", [frozenset(), frozenset({"the"}), frozenset({"el", "la", "los", "las"}),
                                      frozenset({"the", "l'", "a_b", "x2"})])
def test_name_key_is_that_of_its_definition(gold_dir, articles):
    from spacy_tempoeval.rules.gazetteer import GAZ_KEY, name_key

    rng = random.Random(22)
    texts = ["".join(rng.choice(NAME_PIECES) for _ in range(rng.randint(0, 8))) for _ in range(5000)]
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            for line in list(f)[:40]:
                text = json.loads(line)["text"]
                texts += [text[pos:pos + GAZ_KEY + 24] for pos in range(len(text))]
    texts += ["the", "the ", "the  Cold War", "the-Cold-War", "The Cold War", "a_b war", "x2 war", "l' war"]
    for text in texts:
        assert name_key(text, articles) == _name_key_by_definition(text, articles), repr(text)
