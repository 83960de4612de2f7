"""Issue 22, speed (branch h22a): the gazetteer's entries at a position kept per raw characters
(``GazetteerIndex.entries_at``: ``_by_raw``, ``_by_raw_article``), where those characters alone give the index key
(``_raw_key``). Checked against the entries read from the key at every look-up (the code before h22a, written out
here), for every built-in pack: at every position of random texts of edge cases (articles, hyphens, line breaks,
final sigma, text ends) and of the first texts of every dev corpus, in several orders, with the tables bounded."""

from __future__ import annotations

import random
from typing import Any, Tuple

import pytest
from test_engine_latin1_positions_and_keys import _texts, key_before

from spacy_tempoeval.rules import gazetteer_index
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import available_languages, builtin_rules
from spacy_tempoeval.rules.gazetteer import GAZ_KEY

EDGES = ["the ", "the", "the  Cold War", "the-Cold War", "The\nCold War", "theCold", "the " + "x" * 30, "THE COLD WAR",
         "x" * 9 + "Σ'a", "x" * 8 + "ΑΣ a", "the " + "x" * 5 + "Σ'b", "the Cold-War", "the Cold  War", "the Cold War",
         "the Cold", "the Cold War ended", "the Cold Warriors", "The Great Depression's aftermath", "los años 80",
         "la Guerra Civil", "la Guerra Civil española", "der Kalte Krieg", "des Kalten Krieges", "l'armée",
         "İstanbul 1453", "the the Cold War", "a the Cold War", "the\tCold War", "the\xa0Cold War", "the War",
         "the War of 1812", "World War II", "World War", "World-War II", "the United States", "the United Nations"]


def entries_before(gazetteer, text: str, pos: int) -> Tuple[Tuple[int, Any], ...]:
    """``entries_at(text, pos, True)`` as before h22a: the key read at every look-up, then its entries."""
    key = key_before(gazetteer, text, pos)
    return tuple((i, gazetteer_index._compile_entry(gazetteer.bodies[i])) for i in sorted(gazetteer._entries_for(key)))


def _cases(gold_dir, seed: int):
    rng = random.Random(seed)
    texts = _texts(gold_dir, 10, 600) + EDGES
    # texts that share their first GAZ_KEY + 1 (and article + GAZ_KEY + 1) characters and go on differently
    texts += [head + tail for head in ("the Cold War", "The Cold War", "the Hundred Y", "World War I", "x" * 11)
              for tail in ("", " ", "s", "-era", " ends", "\nWar", "  ", "rior")]
    cases = []
    for text in texts:
        for pos in (range(len(text)) if len(text) < 200 else rng.sample(range(len(text)), 60)):
            cases.append((text, pos))
    return cases


@pytest.mark.parametrize("lang", available_languages())
def test_entries_at_are_those_of_the_key(gold_dir, lang):
    """At every position, the entries (kept per raw characters or not) are those of the key read again, whatever
    the order of the look-ups: in text order, shuffled, and a second time from the kept tables."""
    gazetteer = RuleEngine(builtin_rules(lang)).gazetteer
    cases = _cases(gold_dir, 22)
    want = [entries_before(gazetteer, text, pos) for text, pos in cases]
    order = list(range(len(cases)))
    random.Random(5).shuffle(order)
    for _ in range(2):
        for i in order:
            text, pos = cases[i]
            assert gazetteer.entries_at(text, pos, True) == want[i], (text[pos:pos + 40], pos)
    for (text, pos), expected in zip(cases, want):
        assert gazetteer.entries_at(text, pos, True) == expected, (text[pos:pos + 40], pos)
        assert gazetteer.entries_at(text, pos) == (expected if gazetteer.may_start(text, pos) else ())
    assert gazetteer._by_raw  # the tables were used (the article one by a pack with articles)
    assert bool(gazetteer._by_raw_article) == bool(gazetteer._strip)


@pytest.mark.parametrize("lang", available_languages())
def test_raw_key_depends_on_what_it_says(gold_dir, lang):
    """``_raw_key`` gives ``_key_at``'s key, and a kind that names the characters the key was read from: any
    other text with the same characters there has the same key (what lets ``entries_at`` keep it by them)."""
    gazetteer = RuleEngine(builtin_rules(lang)).gazetteer
    rng = random.Random(7)
    tails = ["", " ", "x", "-", "\n", "  ", "War of 1812", " war", "Σ", "-Krieg", "s and", "\t1", "İ"]
    for text, pos in _cases(gold_dir, 23):
        raw = text[pos:pos + GAZ_KEY + 1]
        key, kind = gazetteer._raw_key(text, pos, raw)
        assert key == gazetteer._key_at(text, pos) == key_before(gazetteer, text, pos)
        if kind is None:
            continue
        read = GAZ_KEY + 1 if kind == 0 else GAZ_KEY + 2 + kind
        if pos + read > len(text):  # cut by the text's end: another text with more there has other characters
            continue
        for tail in rng.sample(tails, 3):
            other = text[:pos + read] + tail
            got = gazetteer._raw_key(other, pos, other[pos:pos + GAZ_KEY + 1])
            assert got == (key, kind), (text[pos:pos + 40], tail)


def test_tables_are_bounded(gold_dir, monkeypatch):
    """Past CACHE_LIMIT entries both raw tables are emptied (then filled again), and the entries stay right."""
    monkeypatch.setattr(gazetteer_index, "CACHE_LIMIT", 50)
    gazetteer = RuleEngine(builtin_rules("en")).gazetteer
    cleared = 0
    for text, pos in _cases(gold_dir, 24)[:20000]:
        before = len(gazetteer._by_raw)
        assert gazetteer.entries_at(text, pos, True) == entries_before(gazetteer, text, pos)
        assert len(gazetteer._by_raw) <= 51 and len(gazetteer._by_raw_article) <= 51
        cleared += len(gazetteer._by_raw) < before
    assert cleared > 0


@pytest.mark.parametrize("lang", available_languages())
def test_find_is_that_without_the_raw_tables(gold_dir, lang):
    """The engine finds what one that reads the key at every look-up finds (kind None: nothing kept by raw
    characters), text by text, with and without a deadline."""
    engine = RuleEngine(builtin_rules(lang))
    before = RuleEngine(builtin_rules(lang))
    before.gazetteer._raw_key = lambda text, pos, raw: (key_before(before.gazetteer, text, pos), None)
    for text in _texts(gold_dir, 30, 1000) + EDGES:
        expected = [(m.start, m.end, m.rule.id, m.groups) for m in before.find(text)]
        assert [(m.start, m.end, m.rule.id, m.groups) for m in engine.find(text)] == expected, text[:80]
        assert [(m.start, m.end, m.rule.id, m.groups) for m in engine.find(text, max_seconds=600)] == expected
    assert not before.gazetteer._by_raw
