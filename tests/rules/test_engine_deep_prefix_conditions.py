"""Issue 22, speed (branch h22u): a built-in rule's start is read 12 characters deep when the engine is built
(``prefix.deep_chars``), and at a position the engine tries only the rules whose condition the text there meets
(``deeper.Deeper``). Checked on every built-in pack: each condition holds wherever its rule matches (the rules'
own examples, spelled with other blanks and cases, at the end of a text and inside one), and the engine finds
exactly what an engine without the conditions finds, on random texts and the first texts of every dev corpus."""

from __future__ import annotations

import json
import random
from typing import List

import pytest

from spacy_tempoeval.rules import prefix
from spacy_tempoeval.rules.deeper import Deeper
from spacy_tempoeval.rules.engine import MAX_SPAN, RuleEngine
from spacy_tempoeval.rules.files import available_languages, builtin_rules
from spacy_tempoeval.rules.prefix import DEEP_K, deep_chars, deep_signature

PIECES = ["Wednesday", "wednesday", "WED", "Wed.", "Wed", "March", "Mar.", "mar", "Sept", "the", "The", "third",
          "three", "century", "night", "morning", "1998", "3", "03", "3rd", "21st", ",", ", ", ".", " ", "  ", "\t",
          "\n", "\x1c", "\xa0", "-", "'s", "’s", "ago", "years", "Monday", "de", "marzo", "miércoles", "el", "día",
          "İ", "ß", "ſ", "K", "²", "٣", "Mai", "Juni", "der", "x", "(", ")", "$", "Christmas", "Day", "fathers"]


def _texts(gold_dir, per_corpus: int = 100) -> List[str]:
    rng = random.Random(2211)
    texts = ["".join(rng.choice(PIECES) for _ in range(rng.randint(1, 14))) for _ in range(3000)]
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            texts += [json.loads(line)["text"] for line in list(f)[:per_corpus]]
    return texts


def _variants(example: str) -> List[str]:
    """An example as written, in other cases and with other blanks, alone, inside a text and at its end."""
    forms = {example, example.lower(), example.upper(), example.title(), example.replace(" ", "  "),
             example.replace(" ", "\t"), example.replace(" ", " \n ")}
    return [t for f in forms for t in (f, "x " + f + " and more words after it", "said " + f)]


def _holds(cond, text: str, pos: int) -> bool:
    raw = text[pos:pos + DEEP_K]
    if len(raw) < DEEP_K or not raw.isascii():
        return True  # not tested there (the engine tries every step)
    sig = deep_signature(text, pos)
    return any(sig[:n] in cond[1] for n in cond[0])


@pytest.mark.parametrize("lang", available_languages())
def test_each_condition_holds_where_its_rule_matches(gold_dir, lang):
    engine = RuleEngine(builtin_rules(lang))
    conditioned = [i for i in range(len(engine.rules)) if engine._deep_condition(i) is not None]
    if lang in ("en", "es"):
        assert conditioned  # the packs with many rules sharing their first words have conditions
    texts = _texts(gold_dir, 20)
    for i in conditioned:
        cond = engine._deep_condition(i)
        pattern = engine._alone[i]
        assert cond[0] == tuple(sorted({len(s) for s in cond[1]})) and max(cond[0]) > prefix.K
        assert all(s.isascii() and "\n" not in s for s in cond[1])
        for example in engine.rules[i].examples:
            for text in _variants(example):
                for pos in range(len(text)):
                    if pattern.match(text, pos, min(len(text), pos + MAX_SPAN)):
                        assert _holds(cond, text, pos), (engine.rules[i].id, text, pos)
        for text in texts[::7]:
            for pos in range(len(text)):
                if pattern.match(text, pos, min(len(text), pos + MAX_SPAN)):
                    assert _holds(cond, text, pos), (engine.rules[i].id, text, pos)


def test_conditions_read_blanks_digits_and_ends():
    lengths, joined = deep_chars(r"(?:wednesday|wed\.?),?\s+(?:march|mar\.?)\s+\d+")
    strings = set(joined.split("\n"))
    assert "wednesday ma" in strings and "wed  " in strings and "wed mar 0000" in strings
    assert all(len(s) in lengths for s in strings)
    assert deep_chars(r"(?:wednesday|wed\.?)(?!\w)") == ((3, 4, 9), "wed\nwed.\nwednesday")
    assert deep_chars(r"\w+ day") is None  # may start with anything
    assert deep_chars(r"may") is None  # nothing past the index's 6 characters
    assert deep_chars(r"miércoles\s+\d+") is None  # not in ASCII: no condition
    assert deep_signature("Wed,\t\x1cMARCH 31st", 0) == "wed,  march "


@pytest.mark.parametrize("lang", available_languages())
def test_find_is_that_of_an_engine_without_conditions(gold_dir, lang):
    """With and without a deadline (a deadline takes the path that checks the time at every position); twice, the
    second time from the kept steps (``Deeper.raw``, ``Deeper.normalized``)."""
    engine = RuleEngine(builtin_rules(lang))
    plain = RuleEngine(builtin_rules(lang))
    plain._deep = [None] * len(plain._deep)
    texts = _texts(gold_dir)
    for _ in range(2):
        for text in texts:
            expected = [(m.start, m.end, m.rule.id, m.groups) for m in plain.find_all(text)]
            assert [(m.start, m.end, m.rule.id, m.groups) for m in engine.find_all(text)] == expected, text[:80]
            assert [(m.start, m.end, m.rule.id, m.groups) for m in engine.find(text, max_seconds=600)] \
                == [(m.start, m.end, m.rule.id, m.groups) for m in plain.find(text, max_seconds=600)], text[:80]
    assert not any(isinstance(p, Deeper) for p in plain._plans.values())
    if lang == "en":
        assert any(isinstance(p, Deeper) for p in engine._plans.values())


def test_kept_steps_are_bounded(monkeypatch):
    import spacy_tempoeval.rules.deeper as deeper_module

    monkeypatch.setattr(deeper_module, "DEEP_LIMIT", 3)
    engine = RuleEngine(builtin_rules("en"))
    for day in ("Wednesday night", "Wednesday, March 3", "Wednesday by noon", "Wednesday's ruling",
                "Wednesday the 3rd", "wednesday morning"):
        engine.find(day + " and more")
    deeper = [p for p in engine._plans.values() if isinstance(p, Deeper)]
    assert deeper and all(len(p.raw) <= 3 and len(p.normalized) <= 3 for p in deeper)
