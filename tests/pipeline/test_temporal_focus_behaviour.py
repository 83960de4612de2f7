"""The examples of issue 2: what ``temporal_focus`` must understand, and its configuration options."""

from __future__ import annotations

import functools

import pytest
import spacy

from spacy_tempoeval.core import extract_aft, extract_dft, extract_qft
from spacy_tempoeval.yearset import YearSet

REF = "2019-11-18"  # a Monday


@functools.cache
def _cached_nlp(**config):
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": REF, **config})
    return nlp


@pytest.fixture()
def make_nlp():
    """Pipelines by config, built once per module (these tests never add rules to them)."""
    return _cached_nlp


def _run(nlp, text: str, ref: str = REF):
    doc = nlp.make_doc(text)
    doc._.reference_date = ref
    return nlp(doc)


def _spans(doc):
    return [(s.text, s.label_, s._.timex) for s in doc.spans["temporal"]]


def test_temporal_focus_issue_example(tf_nlp):
    doc = tf_nlp("What happened from 2019 to 2021?")
    assert doc._.focus_years == {2019, 2020, 2021}
    assert sorted(doc._.focus_years) == [2019, 2020, 2021]
    (span,) = doc.spans["temporal"]
    assert (span.text, span.label_, span._.timex) == ("from 2019 to 2021", "DATE", "2019/2021")
    assert tuple(span._.years) == (2019, 2020, 2021)
    assert span._.timex_rule
    assert doc._.timexes[0]["value"] == "2019/2021"


def test_temporal_focus_reference_date_anchors_last_year(tf_nlp):
    doc = _run(tf_nlp, "Prices rose last year.", "1998-02-27")
    assert doc._.focus_years == {1997}
    assert _spans(doc) == [("last year", "DATE", "1997")]
    # the default reference date of the component applies without one
    assert tf_nlp("Prices rose last year.")._.focus_years == {2018}


def test_temporal_focus_no_reference_date_adds_no_relative_years(make_nlp):
    nlp = make_nlp(default_reference_date="")
    doc = nlp("Prices rose last year, in 2008.")
    assert doc._.focus_years == {2008}


def test_temporal_focus_short_path_examples():
    assert extract_qft("What happened from 2019 to 2021?") == {2019, 2020, 2021}
    assert extract_aft("In 2020, the pandemic began. By 2021, vaccines were available.") == {2020, 2021}
    assert extract_dft("In 2008, Lehman Brothers collapsed.") == {2008}
    assert extract_qft("What did prices do last year?", "1998-02-27") == {1997}
    assert isinstance(extract_qft(""), YearSet) and extract_qft("") == set()


@pytest.mark.parametrize("text,prefer,value", [
    ("Friday", "past", "2019-11-15"), ("Friday", "future", "2019-11-22"), ("Friday", "nearest", "2019-11-15"),
    ("in March", "past", "2019-03"), ("in March", "future", "2020-03"), ("in March", "nearest", "2020-03"),
    ("December", "past", "2018-12"), ("December", "future", "2019-12"), ("December", "nearest", "2019-12"),
    ("next Friday", "past", "2019-11-22"), ("next Friday", "future", "2019-11-22"),
    ("last March", "future", "2019-03"),
])
def test_temporal_focus_prefer_direction(make_nlp, text, prefer, value):
    doc = make_nlp(prefer=prefer, default_reference_date=REF)(text)
    assert [s._.timex for s in doc.spans["temporal"]] == [value]


def test_temporal_focus_narrative_anchoring(make_nlp):
    text = "In 1914 the war began. The following year, Italy joined."
    assert make_nlp(anchoring="discourse")(text)._.focus_years == {1914, 1915}
    assert make_nlp(anchoring="auto")(text)._.focus_years == {1914, 1915}
    # under "reference", "the following year" of an untold time adds no year
    assert make_nlp(anchoring="reference")(text)._.focus_years == {1914}
    season = make_nlp(anchoring="discourse")("In 1914 the war began. That autumn, troops moved.")
    assert season._.focus_years == {1914}


@pytest.mark.parametrize("text,mod,whole,narrow", [
    ("the early 1990s", "EARLY", (1990, 1999), (1990, 1992)),
    ("the mid-1970s", "MID", (1970, 1979), (1973, 1975)),
    ("the late 19th century", "LATE", (1800, 1899), (1867, 1899)),
])
def test_temporal_focus_modifiers(make_nlp, text, mod, whole, narrow):
    doc = make_nlp()(text)
    (span,) = doc.spans["temporal"]
    assert span._.timex_mod == mod
    assert doc._.focus_years == YearSet.range(*whole)
    narrowed = make_nlp(narrow_modifiers=True)(text)
    assert narrowed._.focus_years == YearSet.range(*narrow)
    assert narrowed._.focus_years < doc._.focus_years


@pytest.mark.parametrize("text,years", [
    ("300 BC", YearSet([-300])), ("44 BCE", YearSet([-44])), ("AD 79", YearSet([79])),
    ("the 3rd century BC", YearSet.range(-300, -201)),
    ("the 1990s", YearSet.range(1990, 1999)), ("'90s", YearSet.range(1990, 1999)),
    ("the nineties", YearSet.range(1990, 1999)), ("the 1800s", YearSet.range(1800, 1899)),
    ("the 19th century", YearSet.range(1800, 1899)), ("nineteenth-century", YearSet.range(1800, 1899)),
    ("between 1914 and 1918", YearSet.range(1914, 1918)), ("1939-45", YearSet.range(1939, 1945)),
    ("2019–2021", YearSet.range(2019, 2021)), ("2010-12", YearSet.range(2010, 2012)),
    ("March 3, 2021", YearSet([2021])),
    ("2021-03-03", YearSet([2021])), ("Q3 2022", YearSet([2022])), ("summer 2019", YearSet([2019])),
    ("World War II", YearSet.range(1939, 1945)), ("two years ago", YearSet([2017])),
])
def test_temporal_focus_expressions(tf_nlp, text, years):
    assert tf_nlp(text)._.focus_years == years


@pytest.mark.parametrize("text", ["$2020", "2020 units", "room 2020", "555-2019", "2,019 people", "page 1998"])
def test_temporal_focus_numbers_that_are_not_years(tf_nlp, text):
    assert tf_nlp(f"We counted {text} there.")._.focus_years == set()


def test_temporal_focus_durations_and_sets_add_no_years(tf_nlp):
    doc = tf_nlp("It lasted three years and happens every Monday.")
    assert [s.label_ for s in doc.spans["temporal"]] == ["DURATION", "SET"]
    assert doc._.focus_years == set()
    assert all(len(s._.years) == 0 for s in doc.spans["temporal"])


@pytest.mark.parametrize("text,anchored,plain", [
    ("Sales grew over the last five years.", YearSet.range(2014, 2019), YearSet()),
    ("Prices have risen since 2015.", YearSet.range(2015, 2019), YearSet([2015])),
])
def test_temporal_focus_convention_option(make_nlp, text, anchored, plain):
    assert make_nlp(convention="rag")(text)._.focus_years == anchored
    assert make_nlp()(text)._.focus_years == anchored  # "rag" is the default
    assert make_nlp(convention="timeml")(text)._.focus_years == plain


def test_temporal_focus_use_builtin_rules_off(make_nlp):
    doc = make_nlp(use_builtin_rules=False)("In 2008, Lehman Brothers collapsed.")
    assert doc._.focus_years == set() and len(doc.spans["temporal"]) == 0


def test_temporal_focus_rule_files_config(make_tf_nlp):
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "data" / "test_rules.jsonl"
    doc = make_tf_nlp(rule_files=[str(path)])("In the year of the tiger, after the Summer of Love.")
    assert _spans(doc) == [("the year of the tiger", "DATE", "2022"), ("the Summer of Love", "DATE", "1967")]
