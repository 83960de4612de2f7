"""The tagger's passes after resolution run only where they can apply (issue 22, item 1): a text without any word
of the pack's composition operators is not searched for operators around each expression. Derived from the rule
set's words when the tagger is built (user words included); counts of calls, never times."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from spacy_tempoeval.normalize.operator_spans import OperatorComposer
from spacy_tempoeval.rules import words as W
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2024, 5, 17)
TEXTS = ["What happened to inflation in 2019?", "since 2019", "the decade after the Cold War",
         "Tell me about the strike during World War II, please.", "between 2010 and 2014",
         "The Great Depression’s aftermath", "inflation last year", "in the years after 1990 and 1995",
         "since the COVID-19 pandemic began", "book a table for noon on Aug. the 3rd"]


@pytest.fixture(scope="module")
def tagger():
    return TemporalTagger(builtin_rules("en"))


def test_a_text_without_operator_words_skips_the_operators(tagger, monkeypatch):
    calls = []
    real = OperatorComposer.apply
    monkeypatch.setattr(OperatorComposer, "apply", lambda self, *a: calls.append(a[1]) or real(self, *a))
    assert [t.value for t in tagger.tag("What happened to inflation in 2019?", REF)] == ["2019"]
    assert calls == []
    [since] = tagger.tag("since 2019", REF)
    assert calls == ["since 2019"] and since.years.min == 2019 and since.years.max == 2024


def test_skipping_the_operators_changes_no_output(tagger, monkeypatch):
    skipped = [tagger.tag(t, REF) for t in TEXTS]
    monkeypatch.setattr(tagger, "_operator_keys", frozenset(w for t in TEXTS for w in re.findall(r"\w+", t.lower())))
    assert [tagger.tag(t, REF) for t in TEXTS] == skipped


def test_operator_words_come_from_the_rule_set():
    rules = builtin_rules("en")
    before = W.OPERATORS_BEFORE_ANCHOR
    rules.terms[before] = {**rules.terms[before], "hard on the heels of": "after/2"}
    tagger = TemporalTagger(rules)
    assert "heels" in tagger._operator_keys
    [t] = tagger.tag("Sales hard on the heels of 2019", REF)
    assert t.text == "hard on the heels of 2019" and (t.years.min, t.years.max) == (2020, 2021)
    for macro in (W.OPERATORS_BEFORE_ANCHOR, W.OPERATORS_AFTER_ANCHOR):
        rules.terms.pop(macro)
    assert TemporalTagger(rules)._operator_keys == frozenset()
