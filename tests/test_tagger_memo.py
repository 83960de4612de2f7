"""The per-text fast paths of the tagger and the engine (issue 22, item 1) return what the slow paths return, and
their caches stay bounded: the kept renderings (``TemporalTagger._render`` against ``ExpressionReader.render``,
with and without the reference dates a template reads), the kept per-position look-ups of the engine
(``RuleEngine._at`` against ``_steps_for`` and ``GazetteerIndex.may_start``). No timings.
"""

from __future__ import annotations

import datetime as _dt
import json

import pytest

from spacy_tempoeval import tagger as tagger_module
from spacy_tempoeval.rules import engine as engine_module
from spacy_tempoeval.rules.date_probe import reads_date
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.prefix import signature
from spacy_tempoeval.rules.ruleset import Rule
from spacy_tempoeval.rules.template import Template
from spacy_tempoeval.tagger import TemporalTagger

DATES = [None, _dt.date(2024, 5, 17), _dt.date(1998, 2, 27)]


@pytest.fixture(scope="module")
def tagger():
    return TemporalTagger(builtin_rules("en"))


def _texts(gold_dir, name, limit):
    with open(gold_dir / f"{name}.jsonl", encoding="utf8") as f:
        return [json.loads(line)["text"] for line in f][:limit]


def test_kept_renderings_are_the_renderings_on_gold_texts(tagger, gold_dir):
    texts = _texts(gold_dir, "snips-pate", 300) + _texts(gold_dir, "tweets-train", 300) \
        + _texts(gold_dir, "timebank", 10) + ["Music of the 90s, and of the summer of '98."]
    tagger._rendered.clear()
    rendered = 0
    for _ in range(2):  # the second round meets every match again
        for text in texts:
            matches = tagger.engine.find(text)
            for date in DATES:
                got = tagger._render(text, date, matches)
                assert got == tagger.expressions.render(text, date, matches), (text, date)
                rendered += len(got)
    assert rendered > 1000
    assert any(got[2] for got in tagger._rendered.values())  # "the 90s", "'98": read the date


def test_every_builtin_example_renders_as_without_the_memo_under_two_dates():
    for lang in ("en", "es", "de"):
        tg = TemporalTagger(builtin_rules(lang))
        for rule in tg.ruleset.rules:
            for example in rule.examples[:3]:
                matches = tg.engine.find(example)
                for date in DATES:
                    assert tg._render(example, date, matches) == tg.expressions.render(example, date, matches)


def test_a_template_that_reads_the_date_is_kept_per_date(tagger):
    lexicon = tagger.ruleset.terms
    plain = Rule(id="t_plain", label="DATE", pattern="x", value=Template("{y}"))
    assert not reads_date(plain, {"y": "1998"}, lexicon, _dt.date(2024, 1, 1))
    dated = [r for r in tagger.engine.rules if r.value is not None and "year2" in r.value.source]
    assert dated, "an English rule completing two-digit years"
    rule = dated[0]
    text = rule.examples[0]
    matches = [m for m in tagger.engine.find(text) if m.rule is rule]
    assert matches and reads_date(rule, matches[0].groups, lexicon, _dt.date(2024, 1, 1))
    first = tagger._render(text, _dt.date(2024, 1, 1), matches)
    second = tagger._render(text, _dt.date(1950, 1, 1), matches)
    assert first == tagger.expressions.render(text, _dt.date(2024, 1, 1), matches)
    assert second == tagger.expressions.render(text, _dt.date(1950, 1, 1), matches)


def test_kept_renderings_are_bounded(tagger, monkeypatch):
    monkeypatch.setattr(tagger_module, "RENDER_MEMO", 16)
    tagger._rendered.clear()
    for year in range(1900, 2000):
        text = f"It happened in {year} and again in {year + 1}."
        matches = tagger.engine.find(text)
        assert tagger._render(text, DATES[1], matches) == tagger.expressions.render(text, DATES[1], matches)
        assert len(tagger._rendered) <= 16


def test_the_memo_switched_off_renders_every_match(monkeypatch):
    monkeypatch.setattr(tagger_module, "RENDER_MEMO", 0)
    tg = TemporalTagger(builtin_rules("en"))
    assert [t.value for t in tg.tag("in 2019 and last year", DATES[1])] == ["2019", "2023"]
    assert not tg._rendered


def test_kept_positions_are_what_the_rules_and_names_give(tagger, gold_dir):
    engine = tagger.engine
    texts = _texts(gold_dir, "snips-pate", 200) + _texts(gold_dir, "timebank", 5)
    for text in texts:
        engine.find(text)
    assert engine._at
    for raw, (steps, guards, name) in engine._at.items():
        sig = signature(raw, 0)
        assert (steps, guards) == engine._steps_for(sig)
        # a plan whose rules read deeper (``Deeper``) holds its steps and gives them in order
        assert tuple(guards) == tuple(s for s in steps if s.rule >= 0 and engine.rules[s.rule].label == "IGNORE") \
            or any(s.rule < 0 for s in steps)
        assert name == (bool(engine._gaz_rules) and engine.gazetteer.may_start(raw, 0))


def test_kept_positions_are_bounded(monkeypatch):
    monkeypatch.setattr(engine_module, "RAW_LIMIT", 20)
    tg = TemporalTagger(builtin_rules("en"))
    for year in range(1900, 1960):
        text = f"From {year} to {year + 3}, during World War II and the Cold War"
        assert [tg.engine.rules.index(m.rule) >= 0 for m in tg.engine.find(text)]
        assert len(tg.engine._at) <= 20


def test_matches_come_in_order_of_start_so_find_needs_no_sort(tagger, gold_dir):
    engine = tagger.engine
    for text in _texts(gold_dir, "snips-pate", 200) + _texts(gold_dir, "timebank", 5) + _texts(gold_dir, "aquaint", 3):
        starts = [m.start for m in engine.find_all(text)]
        assert starts == sorted(set(starts))  # one match at most per position, in order


def test_a_name_position_asks_may_start_once(tagger, monkeypatch):
    engine = tagger.engine
    text = "Tell me about the strike during World War II, please."
    engine.find(text)  # positions kept
    calls = []
    inner = engine.gazetteer.may_start
    monkeypatch.setattr(engine.gazetteer, "may_start", lambda t, p: calls.append(p) or inner(t, p))
    got = engine.find(text)
    assert [text[m.start:m.end] for m in got] == ["World War II"]
    assert calls == []  # was asked again inside ``GazetteerIndex.match``
