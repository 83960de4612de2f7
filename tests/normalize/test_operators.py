"""Composition operators over one notion of anchor: explicit dates, decades and named events (issue 9, part 3).

Each operator is checked with a named event and with an explicit year, under both conventions; the expected
years follow the definitions of ``spacy_tempoeval/normalize/operators.py`` (W = operator_window = 5)."""

from __future__ import annotations

import datetime as dt
import json
from typing import Dict

import pytest
import spacy

from spacy_tempoeval.errors import TempoEvalError
from spacy_tempoeval.normalize import operators as ops
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules import words as W
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger
from spacy_tempoeval.yearset import YearSet

REF = "2024-03-15"
_PIPES: Dict[str, spacy.Language] = {}


def nlp_with(lang: str = "en", **config) -> spacy.Language:
    key = lang + json.dumps(config, sort_keys=True)
    if key not in _PIPES:
        nlp = spacy.blank(lang)
        nlp.add_pipe("temporal_focus", config=config)
        _PIPES[key] = nlp
    return _PIPES[key]


def tag(text: str, ref: str = REF, lang: str = "en", **config):
    nlp = nlp_with(lang, **config)
    doc = nlp.make_doc(text)
    doc._.reference_date = ref
    return nlp(doc)


def focus(text: str, ref: str = REF, **config) -> YearSet:
    return tag(text, ref, **config)._.focus_years


R = YearSet.range


# -- the issue's table (reference date 2024-03-15) -------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("What was US unemployment during the Obama administration?", R(2009, 2017)),
    ("How did inflation change between the two world wars?", R(1918, 1939)),
    ("What happened in the decade after the fall of the Berlin Wall?", R(1990, 1999)),
    ("Which vaccines were approved since the COVID-19 pandemic began?", R(2020, 2024)),
    ("Four years after the fall of the Berlin Wall, how united was Germany?", YearSet([1993])),
])
def test_issue_table(text, expected):
    assert focus(text) == expected


# -- every operator, with a named event and with an explicit year ------------------------------------------------
@pytest.mark.parametrize("text,rag,timeml", [
    # during X: X
    ("during World War II", R(1939, 1945), R(1939, 1945)),
    ("during 1990", YearSet([1990]), YearSet([1990])),
    # since X: from X's start to the reference year (timeml: X as TimeML annotates it)
    ("since World War II", R(1939, 2024), R(1939, 1945)),
    ("since the 1990s", R(1990, 2024), R(1990, 1999)),
    ("since 513 BC", R(-513, 2024), YearSet([-513])),
    ("since the end of the Cold War", R(1991, 2024), YearSet([1991])),
    ("since the Cold War ended", R(1991, 2024), YearSet([1991])),
    # until X: the point where the stretch ends (X's start), as "until 1990" is 1990
    ("until World War I", YearSet([1914]), R(1914, 1918)),
    ("until 1990", YearSet([1990]), YearSet([1990])),
    ("until the end of World War I", YearSet([1918]), YearSet([1918])),
    # before X: the W years before X's start
    ("before World War II", R(1934, 1938), R(1939, 1945)),
    ("in the years before World War II", R(1934, 1938), R(1939, 1945)),
    ("before 2000", R(1995, 1999), YearSet([2000])),
    ("before the 1990s", R(1985, 1989), R(1990, 1999)),
    # after X: the W years after X's end, cut at the reference year
    ("after World War II", R(1946, 1950), R(1939, 1945)),
    ("in the years after 1990", R(1991, 1995), YearSet([1990])),
    ("after the COVID-19 pandemic", YearSet([2024]), R(2020, 2023)),
    ("after June 1940", R(1940, 1945), YearSet([1940])),  # finer than a year: its own year may follow it
    # the decade after / before X: an explicit length, never cut
    ("the decade after World War II", R(1946, 1955), R(1939, 1945)),
    ("the decade after 1989", R(1990, 1999), YearSet([1989])),
    ("the decade before the French Revolution", R(1779, 1788), R(1789, 1799)),
    # X's aftermath / the aftermath of X: X's end and the W years after it
    ("the Great Depression's aftermath", R(1939, 1944), R(1929, 1939)),
    ("in the aftermath of the Great Recession", R(2009, 2014), R(2007, 2009)),
    ("the aftermath of 2008", R(2008, 2013), YearSet([2008])),
    # between X and Y: from X's end to Y's start (timeml: those two end points)
    ("between the Gulf War and the Iraq War", R(1991, 2003), YearSet([1991, 2003])),
    ("between World War II and the 1960s", R(1945, 1960), YearSet([1945, 1960])),
    ("between the Battle of Marathon and the Battle of Thermopylae", R(-490, -480), YearSet([-490, -480])),
    # N units after / before X: from X's end / start, one year
    ("ten years after World War II", YearSet([1955]), YearSet([1955])),
    ("two years before the Crimean War", YearSet([1851]), YearSet([1851])),
    ("ten years after the French Revolution began", YearSet([1799]), YearSet([1799])),
    ("four years before 2022", YearSet([2018]), YearSet([2018])),
    ("two years before 1939-45", YearSet([1937]), YearSet([1937])),
    ("Ten years after the Battle of Marathon", YearSet([-480]), YearSet([-480])),
])
def test_operator_with_events_and_explicit_years(text, rag, timeml):
    assert focus(text) == rag
    assert focus(text, convention="timeml") == timeml


def test_composed_span_value_mod_and_provenance():
    doc = tag("What happened in the decade after the fall of the Berlin Wall?")
    [span] = list(doc.spans["temporal"])
    assert span.text == "in the decade after the fall of the Berlin Wall"
    assert span._.timex_rule == "event_fall_of_the_berlin_wall+after"
    assert span._.timex == "1989" and span._.timex_mod == "AFTER"
    doc = tag("between the Gulf War and the Iraq War")
    [span] = list(doc.spans["temporal"])
    assert span._.timex_rule == "period_gulf_war+between+period_iraq_war"
    assert span._.timex == "1991/2003"
    doc = tag("since the Cold War ended")
    [span] = list(doc.spans["temporal"])
    assert span.text == "since the Cold War ended" and span._.timex == "1991"


def test_operator_words_swallow_what_they_contain():
    # "years" in "in the years after" is no duration of its own
    doc = tag("in the years after World War I")
    assert [s.text for s in doc.spans["temporal"]] == [
        "in the years after World War I"]


def test_a_rule_reading_the_operator_the_same_way_is_left_alone():
    doc = tag("Prices have risen since 2015.")
    [span] = list(doc.spans["temporal"])
    assert span._.timex_rule == "range_since"
    doc = tag("at the end of 1990")
    [span] = list(doc.spans["temporal"])
    assert span._.timex_rule == "year"


def test_explicit_years_in_the_name_win_before_the_operator():
    assert focus("after the 2008 financial crisis") == R(2009, 2013)
    assert focus("two years after the 2008 financial crisis") == YearSet([2010])


def test_between_without_a_second_anchor_is_the_anchor():
    assert focus("between World War II, he wrote") == R(1939, 1945)


def test_between_overlapping_anchors_cover_both():
    assert focus("between the Cold War and the Korean War") == R(1947, 1991)


def test_since_without_reference_date_is_the_start():
    # the open end is unknown: the start year alone, as "since 1990" gives 1990 without a reference date
    tagger = TemporalTagger()
    years = YearSet.union_all(t.years for t in tagger.tag("since World War II", None))
    assert years == YearSet([1939])
    years = YearSet.union_all(t.years for t in tagger.tag("since 1990", None))
    assert years == YearSet([1990])


def test_since_in_a_narrative_runs_to_the_story_time():
    text = ("In 499 BC the Ionian cities revolted. They had been Persian since 513 BC. "
            "In 494 BC the revolt was crushed.")
    assert focus(text, "2009-12-19") == YearSet([-499, -494]) | R(-513, -499)


def test_after_x_not_cut_when_x_ends_after_the_reference_year():
    assert focus("after 2030", "2024-03-15") == R(2031, 2035)
    assert focus("after 2020", "2024-03-15") == R(2021, 2024)


def test_no_year_zero_across_eras():
    records = [{"id": "test_bce_event", "phrases": ["the Test Siege"], "start": -3, "end": -2}]
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": REF}).add_rules(records)
    assert nlp("after the Test Siege")._.focus_years == R(-1, 4)  # 1 BC, AD 1 .. AD 4: five years
    assert nlp("the decade before the Test Siege")._.focus_years == R(-13, -4)


# -- the window is an option, the words are data ----------------------------------------------------------------
def test_operator_window_option():
    assert focus("after World War II", operator_window=10) == R(1946, 1955)
    assert focus("before World War II", operator_window=1) == YearSet([1938])
    assert focus("the decade after World War II", operator_window=1) == R(1946, 1955)  # its own length


@pytest.mark.parametrize("bad", [0, -1, 101, 2.5, True, "5"])
def test_operator_window_invalid(bad):
    with pytest.raises(TempoEvalError, match=r"\[E101\]"):
        TaggerSettings(operator_window=bad)


@pytest.mark.parametrize("bad", [0, -1, 101])
def test_operator_window_invalid_in_the_component_config(bad):
    # (non-integers are refused earlier, by spaCy's config validation)
    with pytest.raises(TempoEvalError, match=r"\[E101\]"):
        spacy.blank("en").add_pipe("temporal_focus", config={"operator_window": bad})


@pytest.mark.parametrize("spec,reason", [
    ("later", "unknown relation"), ("after:middle", "unknown selector"), ("after/0", "0 years"),
    ("", "neither"), ("after/x", "relation\\[/years\\]"),
])
def test_bad_operator_in_a_user_lexicon_is_a_coded_error(spec, reason):
    nlp = spacy.blank("en")
    tf = nlp.add_pipe("temporal_focus", config={"default_reference_date": REF})
    with pytest.raises(TempoEvalError, match=rf"\[E100\].*{reason}"):
        tf.add_rules([{"macro": "OPERATORS_BEFORE_ANCHOR", "terms": {"ages after": spec}}])
    assert nlp("after World War II")._.focus_years == R(1946, 1950)  # the component is as it was


def test_user_operator_words_and_user_events_compose():
    nlp = spacy.blank("en")
    tf = nlp.add_pipe("temporal_focus", config={"default_reference_date": REF})
    tf.add_rules([{"macro": "OPERATORS_BEFORE_ANCHOR", "terms": {"hard on the heels of": "after/2"}},
                  {"id": "acme_reorg", "phrases": ["the Acme reorg"], "start": 2019, "end": 2020}])
    assert nlp("Sales hard on the heels of the Acme reorg")._.focus_years == R(2021, 2022)
    assert nlp("Sales since the Acme reorg")._.focus_years == R(2019, 2024)


def test_a_pack_without_operator_words_composes_nothing():
    rules = builtin_rules("en")
    for macro in (W.OPERATORS_BEFORE_ANCHOR, W.OPERATORS_AFTER_ANCHOR):
        rules.terms.pop(macro)
    tagger = TemporalTagger(rules)
    assert not tagger.operators.prefix and tagger.operators.max_prefix == 0
    [t] = tagger.tag("after World War II", dt.date(2024, 3, 15))
    assert t.text == "World War II" and t.years == R(1939, 1945)


def test_parse_operator():
    assert ops.parse_operator("after/10", "the decade after", "M") == ops.Operator("after", 10, None)
    assert ops.parse_operator("since:end", "since the end of", "M") == ops.Operator("since", None, "end")
    assert ops.parse_operator(":start", "the start of", "M") == ops.Operator("", None, "start")


# -- other language packs --------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang,text,expected", [
    ("es", "¿Qué pasó después de la Segunda Guerra Mundial?", R(1946, 1950)),
    ("es", "entre la Primera Guerra Mundial y la Segunda Guerra Mundial", R(1918, 1939)),
    ("es", "desde el final de la Guerra Fría", R(1991, 2024)),
    ("es", "dos años después de la Segunda Guerra Mundial", YearSet([1947])),
    ("de", "Was geschah nach dem Zweiten Weltkrieg?", R(1946, 1950)),
    ("de", "zwischen dem Ersten Weltkrieg und dem Zweiten Weltkrieg", R(1918, 1939)),
    ("de", "seit dem Ende des Kalten Krieges", R(1991, 2024)),
    ("de", "das Jahrzehnt nach dem Zweiten Weltkrieg", R(1946, 1955)),
])
def test_language_packs_compose(lang, text, expected):
    assert tag(text, lang=lang)._.focus_years == expected
