"""English news: a day with its part or weekend, "once every", "the next morning", set-off clauses (f15-).

Issue 19, branch h19d (prefix ``f15-``): what the eighth English news probe round (``probe-en-534`` ...
``601``) found wrong and fixed under ``convention="timeml"``:

* a day and one bare word after it naming a part of that day or a weekend are one TIMEX3
  (``normalize/datetime_merge._day_and_part``): "Thanksgiving evening" ``...TEV``, "the Labor Day weekend" the
  weekend before the Monday, "the Thanksgiving weekend" the weekend of its week;
* ``f15-once_every_count_units``: "once every six months" one SET with "once";
* ``x4-next_daypart`` ("the next morning") and ``f15-days_earlier`` ("A day earlier") count from the last date the
  text mentioned (TEXT_ANCHOR_RULES);
* tense cues read the clause without a clause set off by commas before the expression (``normalize/tense.py``:
  "The agreement, reached hours before the deadline, funds the government until Jan. 15");
* an explicit date inside such a clause opening with a SET_OFF_CLAUSE_OPENERS word is background
  (``normalize/expression.py``: "The governor, who took office in 2010, faces voters in the Nov. 5 election");
* ``f15-ago_this_unit`` / ``f15-ago_today`` ("two years ago this week", ``REF-2Y@W`` in ``normalize/resolve.py``);
* a bare year takes no article ("since the [2008] U.S. Open", ``normalize/timeml_extent.py``);
* two bare coordinated weekdays are one run of days ("will be held Tuesday and Wednesday", ``normalize/compose.py``).

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


def test_days_earlier_counts_from_last_date(en):
    got = _triples(en, "The suspect was charged on Tuesday. A day earlier, police had searched his home.",
                   dt.date(2013, 6, 12))
    assert got == [("Tuesday", "DATE", "2013-06-11"), ("A day earlier", "DATE", "2013-06-10")]
    got = _triples(en, "He was charged on June 4. Two days earlier, police searched his home.", dt.date(2013, 6, 12))
    assert got[1] == ("Two days earlier", "DATE", "2013-06-02")


def test_days_earlier_without_date_and_later_unchanged(en):
    assert _triples(en, "A day earlier, police had searched his home.", dt.date(2013, 6, 12)) == [
        ("A day earlier", "DATE", "2013-06-11")]
    # "N days later" stays TimeBank's duration ("[Three days] later")
    assert _triples(en, "He was arrested on June 4. Three days later, he was released.", dt.date(2013, 6, 12))[1] == (
        "Three days", "DURATION", "P3D")


@pytest.mark.parametrize("text,ref,want", [
    ("The agreement, reached hours before the deadline, funds the government until Jan. 15.", dt.date(2013, 10, 17),
     ("Jan. 15", "DATE", "2014-01-15")),
    ("The company, which reported a loss, will report again in January.", dt.date(2013, 10, 17),
     ("January", "DATE", "2014-01")),
])
def test_tense_skips_clause_set_off_by_commas(en, text, ref, want):
    assert _triples(en, text, ref)[-1] == want


def test_list_commas_are_no_set_off_clause(en):
    # "as chairman, president and chief executive in March": a list, the past cue "stepped" still counts
    got = _triples(en, "He succeeds Mr. Taylor, who stepped down as chairman, president and chief executive in March.",
                   dt.date(2013, 10, 17))
    assert got == [("March", "DATE", "2013-03")]


def test_year_in_set_off_clause_is_background(en):
    got = _triples(en, "The governor, who took office in 2010, faces voters again in the Nov. 5 election.",
                   dt.date(2013, 10, 17))
    assert got == [("2010", "DATE", "2010"), ("Nov. 5", "DATE", "2013-11-05")]
    # a year in the main clause still sets the story's time
    got = _triples(en, "In 1939, Germany invaded Poland. On Sept. 1, war began.", dt.date(2013, 3, 22))
    assert got[1] == ("Sept. 1", "DATE", "1939-09-01")


def test_set_off_background_is_timeml_only():
    rag = TemporalTagger(builtin_rules("en"), TaggerSettings())
    got = [(t.text, t.value) for t in rag.tag("The governor, who took office in 2010, faces voters again in the "
                                              "Nov. 5 election.", dt.date(2013, 10, 17))]
    assert ("Nov. 5", "2010-11-05") in got


@pytest.mark.parametrize("text,ref,want", [
    ("The plant exploded two years ago this week.", dt.date(2013, 8, 7),
     ("two years ago this week", "DATE", "2011-W32")),
    ("The company was founded 25 years ago this month.", dt.date(2013, 8, 7),
     ("25 years ago this month", "DATE", "1988-08")),
    ("The war began 10 years ago today.", dt.date(2013, 3, 20), ("10 years ago today", "DATE", "2003-03-20")),
    ("He died four years ago today.", dt.date(2012, 2, 29), ("four years ago today", "DATE", "2008-02-29")),
    ("He died a year ago today.", dt.date(2012, 2, 29), ("a year ago today", "DATE", "2011-02-28")),
])
def test_ago_this_unit(en, text, ref, want):
    assert _triples(en, text, ref) == [want]


def test_ago_alone_unchanged(en):
    assert _triples(en, "The plant exploded two years ago.", dt.date(2013, 8, 7)) == [
        ("two years ago", "DATE", "2011")]


@pytest.mark.parametrize("text,want", [
    ("He has not won a major since the 2008 U.S. Open.", [("2008", "DATE", "2008")]),
    ("Sales fell in the 1990s.", [("the 1990s", "DATE", "199")]),
])
def test_bare_year_takes_no_article(en, text, want):
    assert _triples(en, text, dt.date(2013, 8, 7)) == want


@pytest.mark.parametrize("text,want", [
    ("Talks will be held Tuesday and Wednesday in Geneva.", [("Tuesday", "2013-06-18"), ("Wednesday", "2013-06-19")]),
    ("Talks were held Thursday and Friday in Geneva.", [("Thursday", "2013-06-06"), ("Friday", "2013-06-07")]),
    ("The store is open Friday and Monday.", [("Friday", "2013-06-14"), ("Monday", "2013-06-17")]),
    # the second weekday far after the first in the list: each as it reads alone
    ("Talks were held Wednesday and Tuesday.", [("Wednesday", "2013-06-12"), ("Tuesday", "2013-06-11")]),
])
def test_bare_coordinated_weekdays(en, text, want):
    assert [(t, v) for t, _, v in _triples(en, text, dt.date(2013, 6, 12))] == want
