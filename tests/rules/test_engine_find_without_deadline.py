"""The engine's loop without a deadline (issue 22, branch h22r): ``RuleEngine._find_fast`` is ``find_all``'s loop
with ``_try`` and the gazetteer's ``match`` written into it. It is checked against the path it replaced,
``find_all`` with a deadline far off (which still goes through ``_try`` and ``GazetteerIndex.match``), on gold
texts and random strings in every language, and with rules from a file (matched together, with the timeout) and a
user gazetteer entry, each text twice (the second time from the kept tables).
"""

from __future__ import annotations

import json
import random
import time

import pytest

from spacy_tempoeval.rules.engine import LONG_TEXT, Deadline, RuleEngine
from spacy_tempoeval.rules.files import available_languages, builtin_rules

PIECES = ["$", "'", "’", " ", "  ", "a", "19", "2019", "#", "(", "£", "x", "in", "the", "The ", "War", "№", " $ ",
          "'s", "Cold", "İ", "\n", "-", "1990s", "World War II", "the Cold-War", "the  Cold War", "Σ", "ς", "los",
          "años", "Guerra Civil", "der", "Kalte Krieg", "Aug.", "May", "next", "Friday", "at 3 pm", "since", "ago",
          "zorblax day", "zorblax", "day", "B.C.", "AD", ",", ".", "2019-2020", "noon", "the 1990s"]


def _texts(gold_dir, per_corpus: int = 40, n: int = 2000):
    rng = random.Random(2218)
    texts = ["".join(rng.choice(PIECES) for _ in range(rng.randint(0, 16))) for _ in range(n)]
    texts += [" ".join(rng.choice(PIECES) for _ in range(rng.randint(150, 300))) for _ in range(30)]
    texts += ["", " ", "the", "2019", "$2019", "the Cold War", "The Cold War.", "the " * 5 + "Cold War",
              "x" * (LONG_TEXT + 1), "in 2019 " * 100, "İ 2019 the Cold War", "the Cold War" * 3]
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            texts += [json.loads(line)["text"] for line in list(f)[:per_corpus]]
    return texts


def _found(matches):
    return [(m.start, m.end, m.rule.id, m.groups) for m in matches]


def _far() -> Deadline:
    return Deadline(time.monotonic() + 1e6, 1e6)


def _same_as_try(engine, texts):
    for _ in range(2):  # the second time from the kept tables (``_at``, ``Deeper``, the gazetteer's keys)
        for text in texts:
            expected = _found(engine.find_all(text, _far()))  # the loop through ``_try``
            assert _found(engine.find_all(text)) == expected, text[:80]
            assert _found(engine._find_fast(text)) == expected, text[:80]


@pytest.mark.parametrize("lang", available_languages())
def test_find_fast_is_the_loop_through_try(gold_dir, lang):
    _same_as_try(RuleEngine(builtin_rules(lang)), _texts(gold_dir))


def test_find_fast_is_the_loop_through_try_with_user_rules(gold_dir, tmp_path):
    """Rules from a file are matched together with the timeout (``_guarded_match``), names of a user gazetteer
    entry through the index: the same matches on both paths."""
    import spacy

    path = tmp_path / "mine.jsonl"
    rules = [{"id": "h22r_zorblax_day", "label": "DATE", "pattern": r"zorblax\s+day", "value": "2031"},
             {"id": "h22r_the_year", "label": "DATE", "pattern": r"the\s+year\s+(?P<y>\d{4})", "value": "{y}"},
             {"id": "h22r_period", "phrases": ["Glorbian Uprising", "the Cold Wars"], "start": 1871, "end": 1873}]
    path.write_text("".join(json.dumps(r) + "\n" for r in rules), encoding="utf8")
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": None, "rule_files": [str(path)]})
    engine = nlp.get_pipe("temporal_focus").tagger.engine
    texts = _texts(gold_dir, per_corpus=10, n=500)
    texts += ["We met on zorblax day, in the year 2019, during the Glorbian Uprising and the Cold Wars.",
              "the year 1990 and the Cold War"]
    _same_as_try(engine, texts)
    assert [m.rule.id for m in engine.find(texts[-2])][:2] == ["h22r_zorblax_day", "h22r_the_year"]
