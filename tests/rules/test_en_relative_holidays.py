"""'last Christmas', 'next Easter', 'this Thanksgiving': a holiday after a relative word is the occurrence the
word points to, and the word is in the TIMEX3 (as in 'last Friday'). The rules are written by
tools/make_holiday_rules.py from the pack's HOLIDAY_REL macro; before them 'last' was left out and the holiday
took the occurrence 'prefer' picks ('last christmas' on 2014-12-10 was 2014-12-25)."""

from __future__ import annotations

import pytest
import spacy

REFERENCE = "2014-12-10"  # a Wednesday: Thanksgiving 2014 was two weeks before, Christmas 2014 is ahead


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"convention": "timeml"})
    return nlp


def _timexes(nlp, text, reference=REFERENCE):
    doc = nlp.make_doc(text)
    doc._.reference_date = reference
    doc = nlp(doc)
    return [(span.text, span._.timex) for span in doc.spans["temporal"]]


@pytest.mark.parametrize("text,expected", [
    ("last christmas I gave you my heart", [("last christmas", "2013-12-25")]),
    ("last xmas was fun", [("last xmas", "2013-12-25")]),
    ("this past Christmas was quiet", [("this past Christmas", "2013-12-25")]),
    ("last Thanksgiving", [("last Thanksgiving", "2014-11-27")]),  # the last one before the reference day
    ("this Christmas", [("this Christmas", "2014-12-25")]),
    ("this Thanksgiving", [("this Thanksgiving", "2014-11-27")]),  # '=': the one of the reference's year
    ("next Easter", [("next Easter", "2015-04-05")]),
    ("next valentine's day", [("next valentine's day", "2015-02-14")]),
    ("last Christmas Eve", [("last Christmas Eve", "2013-12-24")]),  # the longer holiday name wins
    ("since last christmas", [("last christmas", "2013-12-25")]),  # the signal stays out
])
def test_relative_holiday(nlp, text, expected):
    assert _timexes(nlp, text) == expected


def test_holiday_alone_is_unchanged(nlp):
    assert _timexes(nlp, "see you at christmas") == [("christmas", "2014-12-25")]


def test_rules_file_is_generated_from_the_macro():
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "spacy_tempoeval/rules/data/en/everyday_holidays.jsonl"
    rules = [json.loads(line) for line in path.read_text(encoding="utf8").splitlines() if line.startswith("{")]
    relative = [r for r in rules if r["id"].startswith("holiday_rel_")]
    plain = [r for r in rules if not r["id"].startswith("holiday_rel_")]
    assert len(relative) == len(plain) and all("{HOLIDAY_REL}" in r["pattern"] for r in relative)
