"""Issue 19, branch h19d (prefix ``f15-``): what the eighth English news probe round (``probe-en-534`` ...
``601``) found wrong and fixed under ``convention="timeml"``:

* a day and one bare word after it naming a part of that day or a weekend are one TIMEX3
  (``normalize/datetime_merge._day_and_part``): "Thanksgiving evening" ``...TEV``, "the Labor Day weekend" the
  weekend before the Monday, "the Thanksgiving weekend" the weekend of its week;
* ``f15-once_every_count_units``: "once every six months" one SET with "once";
* ``x4-next_daypart`` ("the next morning") counts from the last date the text mentioned (TEXT_ANCHOR_RULES).

Sentences are written for these tests; none comes from a gold corpus or the probe file.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 11, 4)  # a Monday


@pytest.fixture(scope="module")
def en() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))


def _triples(tagger: TemporalTagger, text: str, ref: dt.date = REF) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, ref)]


@pytest.mark.parametrize("text,ref,want", [
    ("Stores will open on Thanksgiving evening.", REF, [("Thanksgiving evening", "TIME", "2013-11-28TEV")]),
    ("Crowds gathered on Christmas Eve night.", dt.date(2013, 12, 27),
     [("Christmas Eve night", "TIME", "2013-12-24TNI")]),
    ("The fireworks on July 4 night drew thousands.", dt.date(2013, 7, 9), [("July 4 night", "TIME", "2013-07-04TNI")]),
    ("Sales over the Thanksgiving weekend fell.", dt.date(2013, 12, 3),
     [("the Thanksgiving weekend", "DATE", "2013-W48-WE")]),
    ("Traffic will be heavy over the Labor Day weekend.", dt.date(2013, 8, 7),
     [("the Labor Day weekend", "DATE", "2013-W35-WE")]),
])
def test_day_and_bare_part_are_one_timex(en, text, ref, want):
    assert _triples(en, text, ref) == want


def test_weekday_dayparts_unchanged(en):
    assert _triples(en, "He arrived Friday morning and left Saturday night.") == [
        ("Friday morning", "TIME", "2013-11-01TMO"), ("Saturday night", "TIME", "2013-11-02TNI")]


def test_day_and_part_not_across_words(en):
    # a word between them: two TIMEX3s, as before
    got = _triples(en, "He left on Thanksgiving and came back that evening.")
    assert got[0][:2] == ("Thanksgiving", "DATE")


@pytest.mark.parametrize("text,want", [
    ("Inspectors visit each plant once every six months.", [("once every six months", "SET", "P6M")]),
    ("The survey is repeated once every 10 years.", [("once every 10 years", "SET", "P10Y")]),
    ("The panel meets every six months.", [("every six months", "SET", "P6M")]),
])
def test_once_every_count_units(en, text, want):
    assert _triples(en, text) == want


def test_next_morning_counts_from_last_date(en):
    got = _triples(en, "The typhoon struck on Nov. 8, and aid began arriving the next morning.", dt.date(2013, 12, 3))
    assert got == [("Nov. 8", "DATE", "2013-11-08"), ("the next morning", "TIME", "2013-11-09TMO")]


def test_next_morning_without_date_counts_from_reference(en):
    assert _triples(en, "Aid will arrive the next morning.", dt.date(2013, 12, 3)) == [
        ("the next morning", "TIME", "2013-12-04TMO")]


def test_rule_examples_match_in_full():
    path = Path(__file__).resolve().parents[2] / "spacy_tempoeval" / "rules" / "data" / "en" / "timeml.jsonl"
    rules = [json.loads(line) for line in path.read_text(encoding="utf8").splitlines() if line.startswith("{")]
    ours = [r for r in rules if str(r.get("id", "")).startswith("f15-")]
    assert ours
    tagger = TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))
    for rule in ours:
        for example in rule["examples"]:
            got = [(t.text, t.rule) for t in tagger.tag(f"It happens {example}.", REF)]
            assert (example, rule["id"]) in got, (rule["id"], example, got)
