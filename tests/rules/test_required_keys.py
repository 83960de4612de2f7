"""Keys (``rules.required_keys``, issue 22 item 1): a built-in rule none of whose keys a text holds is not tried,
and the matches are exactly those found trying every rule. Counts of match attempts, never times."""

from __future__ import annotations

import pytest

from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.required_keys import KEY_WORDS, KeyIndex, required_keys

TEXTS = ["book a table for seven people", "What is the latest on the news?", "It rained three weeks ago.",
         "in the past decade", "from 9 to 11 am", "the decade after the Cold War", "a second attack in 1999",
         "Two years ago, the strike ended.", "next Friday at 3 pm", "between 2010 and 2014",
         # other scripts: no keys are read (a Kelvin sign matches "k", a long s matches "s")
         "It rained three wee\u212as ago.", "See you next wee\u212a.", "in the pa\u017ft decade", "hace tres días"]


@pytest.mark.parametrize("pattern,keys", [
    (r"(?:next|last)\s+week", {"week"}),  # every key required: the longer, fewer-alternatives one is kept
    (r"(?:the\s+)?past", {"past"}),  # an optional part is no key
    (r"(?:next|\d+) days", {"days"}),  # an alternative without letters leaves the alternation no key
    (r"(?:in|by)\s+\d{4}", {"in", "by"}),  # one of the alternatives
    (r"(?=week)\w+", None),  # a lookahead is no key
    (r"\d{4}", None),
    (r"(?:a|b|c|d|e|f|g|h)xy", {"xy"}),
    (r"(?:aa|bb|cc|dd|ee|ff|gg)", None),  # more alternatives than MAX_KEYS
    (r"(?P<u>day|week)s?", {"day", "week"}),
    (r"week(?i:s)?", {"week"}),
])
def test_required_keys(pattern, keys):
    assert required_keys(pattern) == (frozenset(keys) if keys is not None else None)


def test_key_index_finds_keys_inside_words():
    index = KeyIndex(["ago", "week", "half"])
    assert index.present(["three", "weeks", "ago"]) == {"week", "ago"}
    assert index.present(["behalf"]) == {"half"}  # inside a word: the test stays exact
    assert index.present(["news"]) == set()


@pytest.fixture(scope="module")
def engines():
    keyed = RuleEngine(builtin_rules("en"))
    plain = RuleEngine(builtin_rules("en"))
    plain._keys = [None] * len(plain._keys)  # every rule whose start fits is tried, as before keys
    return keyed, plain


def _attempts(engine, texts, monkeypatch):
    """The match attempts of built-in rules ``engine.find`` makes on ``texts``."""
    count = [0]

    class Counting:
        def __init__(self, pattern):
            self.pattern = pattern

        def match(self, *args):
            count[0] += 1
            return self.pattern.match(*args)

    real_plan = engine._plan
    monkeypatch.setattr(engine, "_plan", lambda subset: tuple(
        s._replace(pattern=Counting(s.pattern)) if s.rule >= 0 else s for s in real_plan(subset)))
    monkeypatch.setattr(engine, "_plans", {})
    monkeypatch.setattr(engine, "_by_signature", {})
    monkeypatch.setattr(engine, "_at", {})
    for text in texts:
        engine.find(text)
    return count[0]


def test_keys_change_no_match(engines):
    keyed, plain = engines
    for text in TEXTS:
        assert keyed.find(text) == plain.find(text), text


def test_a_rule_whose_keys_the_text_lacks_is_not_tried(engines, monkeypatch):
    keyed, plain = engines
    ascii_texts = [t for t in TEXTS if t.isascii()]
    with monkeypatch.context() as m:
        tried_keyed = _attempts(keyed, ascii_texts, m)
    with monkeypatch.context() as m:
        tried_plain = _attempts(plain, ascii_texts, m)
    assert tried_keyed * 3 < tried_plain * 2  # "seven people" no longer tries "seven years ago", "seven hours" ...


def test_other_scripts_try_every_rule(engines, monkeypatch):
    keyed, plain = engines
    other = [t for t in TEXTS if not t.isascii()]
    with monkeypatch.context() as m:
        tried_keyed = _attempts(keyed, other, m)
    with monkeypatch.context() as m:
        tried_plain = _attempts(plain, other, m)
    assert tried_keyed == tried_plain


def test_a_long_text_tries_every_rule(engines, monkeypatch):
    keyed, plain = engines
    long_text = " ".join(t for t in TEXTS if t.isascii()) * 3  # most keys occur in a long text anyway
    assert len(long_text.split()) > KEY_WORDS
    assert keyed.find(long_text) == plain.find(long_text)
    with monkeypatch.context() as m:
        tried_keyed = _attempts(keyed, [long_text], m)
    with monkeypatch.context() as m:
        tried_plain = _attempts(plain, [long_text], m)
    assert tried_keyed == tried_plain
