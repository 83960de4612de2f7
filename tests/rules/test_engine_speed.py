"""The engine's fast path (issue 22, item 1): built from the loaded rules, never from hand-kept lists.

The prefilter (``RuleEngine.starts_of``) and the event-name pass are derived from the rules when the engine is
built, so a rule a user adds is found through them; built-in rules are compiled once (per process) when the
engine is built, never while tagging; positions that only an event name's word makes worth trying run only the
gazetteer; a text with nothing to match costs no resolution at all. Counts of calls, never times.
"""

from __future__ import annotations

import json
import re

import pytest
import regex

from spacy_tempoeval.rules import engine as engine_module
from spacy_tempoeval.rules import gazetteer_index
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.expand import FLAGS, expand_macros
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.prefix import first_chars, signature
from spacy_tempoeval.tagger import TemporalTagger

TEXTS = ["What happened to inflation in 2019?", "How did rent change last year?",
         "Tell me about the strike during World War II, please.", "Give me sources on the merger.",
         "book a table for noon on Aug. the 3rd", "the decade after the Cold War", "since the 1990s",
         "Who was responsible for the drought and what did they say?"]
USER_RULE = {"id": "zorblax_day", "label": "DATE", "pattern": r"zorblax\s+day", "value": "2031"}
USER_PERIOD = {"id": "period_glorbian", "phrases": ["Glorbian Uprising"], "start": 1871, "end": 1873}


@pytest.fixture(scope="module")
def pipeline():
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2019-11-18"})
    return nlp


@pytest.fixture(scope="module")
def english():
    return builtin_rules("en")


def test_user_rule_and_period_added_with_add_rules_match_through_the_prefilter(pipeline):
    tf = pipeline.get_pipe("temporal_focus")
    before = tf.tagger.engine
    text = "We met on zorblax day, as during the Glorbian Uprising."
    assert not {"zorblax", "glorbian", "uprising"} & before.anchors  # the prefilter never tries these words
    assert pipeline(text)._.timexes == []
    tf.add_rules([USER_RULE, USER_PERIOD])
    try:
        after = tf.tagger.engine
        assert "zorblax" in after.rule_anchors and {"glorbian", "uprising"} & set(after._name_back)
        found = [(t["text"], t["rule"]) for t in pipeline(text)._.timexes]
        assert ("zorblax day", "zorblax_day") in found
        assert ("the Glorbian Uprising", "period_glorbian") in found
    finally:
        tf.clear_user_rules()


def test_user_rule_from_rule_files_matches_through_the_prefilter(tmp_path):
    import spacy

    path = tmp_path / "mine.jsonl"
    path.write_text(json.dumps(USER_RULE) + "\n", encoding="utf8")
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": None, "rule_files": [str(path)]})
    assert [t["value"] for t in nlp("On zorblax day.")._.timexes] == ["2031"]


def test_builtin_rules_compile_nothing_while_tagging(english, monkeypatch):
    engine = RuleEngine(english)
    calls = []
    real, real_re = regex.compile, re.compile
    monkeypatch.setattr(engine_module.regex, "compile", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    monkeypatch.setattr(engine_module.re, "compile", lambda *a, **k: calls.append(a[0]) or real_re(*a, **k))
    for text in TEXTS:
        engine.find(text)
    names = set(engine.gazetteer.bodies.values())  # compiled on first use, once per process (the test below)
    assert [c for c in calls if c not in names] == []


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_builtin_rules_run_on_re_and_match_as_regex_does(lang):
    """Built-in rules run without a timeout on the standard ``re`` (faster than ``regex``); at every position of
    every example and counter-example of the pack, each rule matches exactly the span ``regex`` matches."""
    engine = RuleEngine(builtin_rules(lang))
    alone = [(i, p) for i, p in enumerate(engine._alone) if p is not None]
    assert alone and all(isinstance(p, re.Pattern) for _, p in alone)
    texts = sorted({t for r in engine.rules if "phrases" not in r.record
                    for t in [*r.examples, *r.record.get("counter_examples", ())]})
    checked = 0
    for _, pattern in alone:
        twin = regex.compile(pattern.pattern, FLAGS)
        for text in texts:
            for pos in range(len(text)):
                got, want = pattern.match(text, pos), twin.match(text, pos)
                assert (got and got.span()) == (want and want.span()), (pattern.pattern[:80], text, pos)
                checked += want is not None
    assert checked > len(alone)  # the rules did match somewhere: the comparison is not all misses


def test_a_rule_with_thousands_of_starts_is_indexed_by_shorter_ones(english):
    """The money guard can start with thousands of six-character strings ("$ 0,0m", "hk$00."): it is indexed by
    shorter starts instead of being tried at every position, and still blocks "$2020"."""
    engine = RuleEngine(english)
    money = next(i for i, r in enumerate(engine.rules) if r.id == "guard_money")
    starts = first_chars(expand_macros(engine.rules[money], english))
    assert starts is not None and any(p.startswith("$") for p in starts)
    assert all(money not in {s.rule for s in engine._pattern_for(signature(t, 0))}
               for t in ("for 3 people", "noon on Aug. the 3rd", "in 2019"))
    assert money in {s.rule for s in engine._pattern_for(signature("$2020", 0))}
    assert [m.rule.id for m in engine.find("It cost $2020 in 2019.")] == ["guard_money", "year"]


def test_gazetteer_entries_compile_once_per_process(english, monkeypatch):
    RuleEngine(english).find(" ".join(TEXTS))  # this process has met these names
    calls = []
    real = gazetteer_index.re.compile
    monkeypatch.setattr(gazetteer_index.re, "compile", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    engine = RuleEngine(english)  # a pipeline built again (add_rules, spacy.load): same names, nothing compiled
    assert any(m.rule.record.get("phrases") for m in engine.find(" ".join(TEXTS)))
    assert calls == []


def test_user_rules_keep_their_timeout_and_builtin_rules_run_alone(english):
    from spacy_tempoeval.rules.loader import parse_records

    user = parse_records([USER_RULE], "<add_rules>")
    rules = user.overriding(english)
    engine = RuleEngine(rules)
    kinds = {r.id: engine._alone[i] is not None for i, r in enumerate(engine.rules) if "phrases" not in r.record}
    assert kinds.pop("zorblax_day") is False  # matched in a compiled group, with the timeout
    assert kinds and all(kinds.values())


def test_a_word_only_event_names_hold_runs_only_the_gazetteer_and_guards(english, monkeypatch):
    engine = RuleEngine(english)
    only_names = sorted(w for w in engine._name_back if w not in engine.rule_anchors and w.isalpha())
    assert only_names  # the issue counted 1,587 such words in the English pack
    # a word some rules other than guards could start on ("aug": months), so trying them would show
    word = next(w for w in only_names if any(s.rule >= 0 and engine.rules[s.rule].label != "IGNORE"
                                             for s in engine._pattern_for(signature(f"{w} yy", 0))))
    rules, names = engine.starts_of(f"xx {word} yy")
    assert rules == set() and names
    tried = []
    real = engine._try
    monkeypatch.setattr(engine, "_try", lambda t, pos, dl, steps, name, present=None: tried.extend(steps)
                        or real(t, pos, dl, steps, name, present))
    # the path through ``_try`` (the same as without: test_engine_find_without_deadline)
    engine.find(f"xx {word} yy", max_seconds=600)
    assert all(s.rule >= 0 and engine.rules[s.rule].label == "IGNORE" for s in tried)  # guards only, no other rule


def test_a_text_without_candidates_is_not_resolved(monkeypatch):
    tagger = TemporalTagger(builtin_rules("en"))
    monkeypatch.setattr(tagger, "_tag", lambda *a: pytest.fail("_tag ran on a text with no match"))
    assert tagger.tag("Give me sources on the merger.") == []


@pytest.mark.parametrize("text", [*TEXTS, "İstanbul in 2019 after the Cold War", "Apollo 11 and the İİ act", ""])
def test_start_positions_are_the_anchors_and_the_words_before_them(english, text):
    """``starts_of`` (each distinct word looked up once) against its definition, word by word."""
    engine = RuleEngine(english)
    words = list(re.finditer(r"\w+", text))
    rules, names = set(), set()
    for i, m in enumerate(words):
        w = m.group().lower()
        back_rule = engine_module.WINDOW if not w.isalpha() or w in engine.rule_anchors else -1
        back_name = engine_module.WINDOW if not w.isalpha() else engine._name_back.get(w, -1)
        rules |= {words[j].start() for j in range(max(0, i - back_rule), i + 1)} if back_rule >= 0 else set()
        names |= {words[j].start() for j in range(max(0, i - back_name), i + 1)} if back_name >= 0 else set()
    want = (engine._with_symbols(text, rules, engine.prefix_chars),
            engine._with_symbols(text, names, engine.name_prefix_chars))
    assert engine.starts_of(text) == want
    assert engine.starts_of(text) == want  # the second time from the cache of words
