"""Issue 22, speed (branch h22v): the engine's start positions of a Latin-1 text from ``bytes.translate`` and
``str.split`` (word starts by numpy past ``LONG_TEXT`` characters), the windows of both passes as shifts of one
integer of word codes (``_cover``), the candidates kept in order with their flags, the symbols before them found
by bisection, and the gazetteer's index key read from the first characters when they are plain (``_key_at``).
Each is checked against what it replaced (the code of ``main`` before h22v, written out here), for every built-in
pack, on random texts of edge cases and on the first texts of every dev corpus."""

from __future__ import annotations

import json
import random
import re
from itertools import accumulate
from typing import List, Set, Tuple

import pytest
from engine_definitions import with_symbols_by_definition

from spacy_tempoeval.rules import starts as starts_module
from spacy_tempoeval.rules.engine import _FOLD, _FOLD_CODEC, _NO_MARK, LONG_TEXT, WINDOW, RuleEngine, _cover
from spacy_tempoeval.rules.files import available_languages, builtin_rules
from spacy_tempoeval.rules.gazetteer import GAZ_KEY, name_key

WORD = re.compile(r"\w+")
WORD_SPLIT = re.compile(r"(\w+)")

PIECES = ["the", "The", "THE", "in", "on", "from", "to", "la", "el", "der", " ", "  ", "   ", "\t", "\n", "\n\n",
          "\xa0", "\u2003", "-", "--", ", ", ".", "'", "’", "$", "$ ", "£", "€", "#", "№", "(", ")", "§", "¿", "¡",
          "1998", "3", "21st", "2019", "1990s", "March", "Wednesday", "miércoles", "años", "MÄRZ", "Straße", "ß",
          "İ", "Σ", "ΑΣ", "ς", "ſ", "K", "²", "½", "ª", "º", "µ", "×", "÷", "_", "a_b", "x", "War", "Cold",
          "World", "Cuban-Americans", "Fidel", "Castro", "ago", "years", "last", "next", "week", "Christmas", "Day",
          "Guerra", "Civil", "Kalten", "Krieges", "Tet", "Offensive", "Apollo 11", "9/11"]


def _texts(gold_dir, per_corpus: int = 100, n: int = 3000) -> List[str]:
    rng = random.Random(2222)
    texts = ["".join(rng.choice(PIECES) for _ in range(rng.randint(0, 16))) for _ in range(n)]
    # long texts take the numpy path (past LONG_TEXT characters)
    texts += [" ".join(rng.choice(PIECES) for _ in range(rng.randint(150, 400))) for _ in range(60)]
    texts += ["", " ", "the", "2019", "$2019", "$ 2019", "$  2019", "$   2019", "x" * (LONG_TEXT + 1),
              ("in 2019 " * 200), ("the " * 300) + "1998", "1998" + (" the" * 300), "İ 2019 the Cold War"]
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            texts += [json.loads(line)["text"] for line in list(f)[:per_corpus]]
    return texts


def _marks_by_definition(engine: RuleEngine, words: List[str]) -> List[Tuple[int, Tuple[int, int]]]:
    return [(i, kind) for i, kind in enumerate(engine._kind_of(w) for w in words) if kind != _NO_MARK]


def starts_and_words_before(engine: RuleEngine, text: str) -> Tuple[Set[int], Set[int], List[str]]:
    """``RuleEngine._starts_and_words`` as it was before h22v: ``re.split`` of the lower-cased text, the prefilter,
    one window per anchor, the symbols before the positions."""
    low = text.lower()
    if len(low) == len(text):
        parts = WORD_SPLIT.split(low)
        words = parts[1::2]
        # (a word that begins with a rule's stem is an anchor too, since the stems of 29 Nov: rules/anchors.py)
        if engine.anchors.isdisjoint(words) and (not words or "".join(words).isalpha()) \
                and not any(w.startswith(engine.rule_stems) for w in words):
            return set(), set(), []
        marks = _marks_by_definition(engine, words)
        starts = list(accumulate(map(len, parts)))[::2]
    else:
        found = list(WORD.finditer(text))
        starts, words = [m.start() for m in found], [m.group().lower() for m in found]
        marks = _marks_by_definition(engine, words)
    rules: Set[int] = set()
    names: Set[int] = set()
    for i, (rule_back, name_back) in marks:
        if rule_back >= 0:
            rules.update(starts[max(0, i - rule_back):i + 1])
        if name_back >= 0:
            names.update(starts[max(0, i - name_back):i + 1])
    if rules:
        rules = with_symbols_by_definition(text, rules, engine.prefix_chars)
    if names:
        names = with_symbols_by_definition(text, names, engine.name_prefix_chars)
    return rules, names, words


def positions_before(engine: RuleEngine, text: str) -> Tuple[List[int], bytes, List[str]]:
    """What ``_positions`` must give: the positions of both passes in order, each one's flags, the words."""
    rules, names, words = starts_and_words_before(engine, text)
    positions = sorted(rules | names)
    return positions, bytes((p in rules) | (p in names) << 1 for p in positions), words


def key_before(gazetteer, text: str, pos: int) -> str:
    """The gazetteer's index key at ``pos`` as it was read before h22v: ``name_key`` of 34 characters."""
    return name_key(text[pos:pos + GAZ_KEY + 24], gazetteer.articles)[:GAZ_KEY]


def test_the_fold_table_reads_latin1_as_the_word_split_of_the_lower_case():
    assert _FOLD_CODEC == "latin-1"
    for b in range(256):
        ch = chr(b)
        low = ch.lower()
        assert len(low) == 1
        want = low if WORD.fullmatch(low) else " "
        assert chr(_FOLD[b]) == want, repr(ch)
        assert bool(WORD.fullmatch(ch)) == bool(WORD.fullmatch(low)), repr(ch)


def _cover_by_definition(codes: bytes) -> bytes:
    """Per word: bit 0 when a rule bit (WINDOW + 1) lies on it or on one of the WINDOW words after it, bit 1 when a
    word ``m`` words after it has its names' bit ``m``; trailing words without flags cut."""
    out = bytearray(len(codes))
    for i, code in enumerate(codes):
        if code & (1 << (WINDOW + 1)):
            for j in range(max(0, i - WINDOW), i + 1):
                out[j] |= 1
        for m in range(WINDOW + 1):
            if code & (1 << m) and i - m >= 0:
                out[i - m] |= 2
    return bytes(out).rstrip(b"\0")


def test_cover_is_its_definition():
    rng = random.Random(5)
    valid = [0, 1 << (WINDOW + 1)] + [((1 << (back + 1)) - 1) | rule for back in range(WINDOW + 1)
                                      for rule in (0, 1 << (WINDOW + 1))]
    cases = [bytes(rng.choice(valid) if rng.random() < 0.3 else 0 for _ in range(rng.randint(0, 40)))
             for _ in range(3000)]
    cases += [b"", b"\0" * 10, bytes([valid[-1]]), bytes([valid[-1]]) * 9]
    cases.append(bytes(rng.choice(valid) if rng.random() < 0.01 else 0 for _ in range(starts_module._ONES_WORDS + 7)))
    for codes in cases:
        assert _cover(codes) == _cover_by_definition(codes), codes[:40]


def test_every_word_code_is_its_kind():
    engine = RuleEngine(builtin_rules("en"))
    for word in ["the", "in", "march", "wednesday", "2019", "a_b", "x", "cold", "war", "thatcher", "apollo", "²"]:
        rule_back, name_back = engine._kind_of(word)
        code = engine._code_of(word)
        assert bool(code & (1 << (WINDOW + 1))) == (rule_back >= 0)
        assert [bool(code & (1 << m)) for m in range(WINDOW + 1)] == [m <= name_back for m in range(WINDOW + 1)]
        assert rule_back in (-1, WINDOW) and name_back <= WINDOW


@pytest.mark.parametrize("lang", available_languages())
def test_positions_are_those_of_the_code_before(gold_dir, lang):
    engine = RuleEngine(builtin_rules(lang))
    for text in _texts(gold_dir):
        want = positions_before(engine, text)
        assert engine._positions(text) == want, text[:80]
        assert engine._positions(text) == want, text[:80]  # from the kept codes
        rules, names, words = starts_and_words_before(engine, text)
        assert engine.starts_of(text) == (rules, names)
        assert engine._starts_and_words(text)[2] == words


@pytest.mark.parametrize("lang", available_languages())
def test_key_at_is_name_key_of_34_characters(gold_dir, lang):
    gazetteer = RuleEngine(builtin_rules(lang)).gazetteer
    rng = random.Random(9)
    texts = _texts(gold_dir, 20, 1500)
    texts += ["the ", "the", "the  Cold War", "the-Cold War", "The\nCold War", "theCold", "the " + "x" * 30,
              "x" * 9 + "Σ'a", "x" * 8 + "ΑΣ a", "the " + "x" * 5 + "Σ'b", "the Cold-War", "the Cold  War",
              "los años 80", "la Guerra Civil", "der Kalte Krieg", "des Kalten Krieges", "l'armée", "İstanbul 1453"]
    for text in texts:
        for pos in (range(len(text)) if len(text) < 200 else rng.sample(range(len(text)), 100)):
            assert gazetteer._key_at(text, pos) == key_before(gazetteer, text, pos), (text[pos:pos + 40], pos)


@pytest.mark.parametrize("lang", available_languages())
def test_find_is_that_of_the_code_before(gold_dir, lang):
    """An engine with the new paths finds what one with the code before h22v put back finds, text by text (with
    and without a deadline: a deadline takes the path that checks the time at every position)."""
    engine = RuleEngine(builtin_rules(lang))
    before = RuleEngine(builtin_rules(lang))
    before._positions = lambda text: positions_before(before, text)
    # the index key read as before h22v at every look-up (kind None: h22a's raw tables keep nothing)
    before.gazetteer._raw_key = lambda text, pos, raw: (key_before(before.gazetteer, text, pos), None)
    for text in _texts(gold_dir):
        expected = [(m.start, m.end, m.rule.id, m.groups) for m in before.find(text)]
        assert [(m.start, m.end, m.rule.id, m.groups) for m in engine.find(text)] == expected, text[:80]
        assert [(m.start, m.end, m.rule.id, m.groups) for m in engine.find(text, max_seconds=600)] == expected
