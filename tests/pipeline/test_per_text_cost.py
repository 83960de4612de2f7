"""Per-text work of the tagging path `evaluate` uses (issue 22, item 1): what is done once per run, once per
distinct text, or skipped where it cannot apply. Counts of calls, never times; the outputs are those of the full
work (each test also checks them).
"""

from __future__ import annotations

import re

import pytest
import spacy

from spacy_tempoeval import tagger as tagger_module
from spacy_tempoeval.normalize import operators as operators_module
from spacy_tempoeval.pipeline import focus_core as tf_module  # where the docless reading parses dates
from spacy_tempoeval.yearset import YearSet

SHORT = "Unemployment changed sharply last year. Reports on inflation peaked in 1987."


@pytest.fixture()
def focus():
    nlp = spacy.blank("en")
    return nlp.add_pipe("temporal_focus", config={"default_reference_date": None})


class _Counting:
    """Wraps a callable and counts its calls."""

    def __init__(self, inner):
        self.inner, self.calls = inner, 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.inner(*args, **kwargs)


def _counted(fn):
    """A plain function wrapping ``fn`` (so it binds as a method) and the list its calls go to."""
    calls = []

    def wrapper(*args, **kwargs):
        calls.append(args)
        return fn(*args, **kwargs)

    return wrapper, calls


def test_a_reference_date_string_is_parsed_once_for_many_texts(focus, monkeypatch):
    parse = _Counting(tf_module.parse_reference_date)
    monkeypatch.setattr(tf_module, "parse_reference_date", parse)
    got = [focus.focus_years_of(SHORT, "2004-06-26T09:30") for _ in range(3)]
    got.append(focus.focus_years_of("What happened next year?", "2004-06-26T09:30"))
    assert parse.calls == 1  # was 2 per text (date, then clock time)
    assert got[0] == YearSet([1987, 2003]) and got[3] == YearSet([2005])
    assert focus.focus_years_of("What happened next year?", "2010-01-01T09:30") == YearSet([2011])
    assert parse.calls == 2
    # a plain YYYY-MM-DD string: read without the general parser, kept all the same
    assert [focus.focus_years_of(SHORT, "2004-06-26") for _ in range(2)] == got[:2]
    assert focus.focus_years_of("What happened next year?", "2010-01-01") == YearSet([2011])
    assert parse.calls == 2 and "2004-06-26" in focus._parsed_refs


def test_a_bad_reference_date_is_never_kept(focus):
    from spacy_tempoeval.errors import ReferenceDateError

    for _ in range(2):
        with pytest.raises(ReferenceDateError):
            focus.focus_years_of(SHORT, "yesterday")
    assert "yesterday" not in focus._parsed_refs


def test_the_matches_of_a_short_text_are_found_once_whatever_its_reference_date(focus, monkeypatch):
    engine = focus.tagger.engine
    find = _Counting(engine.find)
    monkeypatch.setattr(engine, "find", find)
    years = [focus.focus_years_of(SHORT, f"{y}-05-01") for y in (1999, 2004, 2011)]
    assert find.calls == 1  # was once per (text, date)
    assert years == [YearSet([1987, 1998]), YearSet([1987, 2003]), YearSet([1987, 2010])]
    long_text = SHORT + " " + "Nothing else happened. " * 60
    assert len(long_text) > tagger_module.MEMO_CHARS
    for y in (1999, 2004):
        focus.focus_years_of(long_text, f"{y}-05-01")
    assert find.calls == 3  # long texts are not kept


def test_kept_matches_are_bounded(focus, monkeypatch):
    monkeypatch.setattr(tagger_module, "MEMO_TEXTS", 8)
    tagger = focus.tagger
    for i in range(40):
        tagger.tag(f"Reports on item {i} peaked in 1987.")
        assert len(tagger._found) <= 9
    assert tagger._found_matches == sum(len(m) for m in tagger._found.values())
    monkeypatch.setattr(tagger_module, "MEMO_MATCHES", 3)
    for i in range(10):
        tagger.tag(f"In 1990, 1991 and 1992 item {i} grew.")
        assert tagger._found_matches <= 3


class _CountingTable(dict):
    def __init__(self, *args):
        super().__init__(*args)
        self.lookups = 0

    def get(self, key, default=None):
        self.lookups += 1
        return super().get(key, default)


def test_operator_phrases_are_looked_up_only_after_a_word_that_ends_one(focus):
    words = focus.tagger.operators
    table = _CountingTable(words.prefix)
    counting = operators_module.OperatorWords(table, words.suffix, words.conjunctions, words.shift, words.gap,
                                              words.max_prefix)
    text = "Prices of the biggest homes in the city rose in 1987 and since 1990."
    assert counting.before(text, text.index("1987")) is None
    assert table.lookups == 0  # "in" ends no phrase: before, up to max_prefix tuples per gap were built
    found = counting.before(text, text.index("1990"))
    assert found is not None and found.op.relation and text[found.offset:].startswith("since")
    assert table.lookups >= 1
    assert counting.before("1990", 0) is None  # nothing before the anchor


class _CountingPattern:
    def __init__(self, pattern: re.Pattern):
        self.pattern, self.searches = pattern, 0

    def search(self, *args):
        self.searches += 1
        return self.pattern.search(*args)


def test_bare_range_starts_are_searched_only_for_days_and_clock_times(focus):
    merger = focus.tagger.intervals
    plain, opened = _CountingPattern(merger._bare_start), _CountingPattern(merger._bare_start_open)
    merger._bare_start, merger._bare_start_open = plain, opened
    try:
        assert focus.focus_years_of("Reports on inflation peaked in 1987 and in 1990.", "2004-06-26") \
            == YearSet([1987, 1990])
        assert plain.searches + opened.searches == 0  # years: neither a day nor a clock time
        timexes = focus.tagger.tag("We are away from 10 to 12 October 2013.")
        assert plain.searches + opened.searches >= 1  # a day: "10" before it may start the range
        assert [(t.text, t.value) for t in timexes] == [("from 10 to 12 October 2013", "2013-10-10/2013-10-12")]
    finally:
        merger._bare_start, merger._bare_start_open = plain.pattern, opened.pattern


def test_the_union_of_one_year_set_is_that_set_without_merging(monkeypatch):
    merge, merged = _counted(YearSet._from_ordinals.__func__)
    monkeypatch.setattr(YearSet, "_from_ordinals", classmethod(merge))
    one = YearSet([1987, 1988, 1990])
    assert YearSet.union_all(iter([one])) is one
    assert len(merged) == 0
    both = YearSet.union_all([one, YearSet([1989])])
    assert len(merged) == 1 and both == YearSet([1987, 1988, 1989, 1990])
    assert YearSet.union_all([]) == YearSet() and YearSet.union_all([[1990, 1991]]) == YearSet.range(1990, 1991)


def test_reading_a_plain_expression_copies_nothing(monkeypatch):
    from spacy_tempoeval.normalize import reading as reading_module
    from spacy_tempoeval.normalize.timexes import Reading

    replace, replaced = _counted(Reading._replace)
    monkeypatch.setattr(Reading, "_replace", replace)
    rule = type("R", (), {"era": None, "label": "DATE"})()
    plain = Reading("1987", None, 10, None, "past")
    assert reading_module.read_in_story(rule, plain, False, None) is plain
    assert len(replaced) == 0
    clock = type("R", (), {"era": None, "label": "TIME"})()
    assert reading_module.read_in_story(clock, Reading("REFT09:30", None, 10, None, "past"), False, None).bare
    assert len(replaced) == 1


def test_a_year_of_digits_is_read_without_a_substitution(monkeypatch):
    from spacy_tempoeval.rules import template as template_module

    subs = _Counting(re.sub)
    monkeypatch.setattr(template_module.re, "sub", subs)
    ctx = template_module.TemplateContext({}, None, {})
    assert template_module._year("1987", ctx) == "1987"
    assert subs.calls == 0
    assert template_module._year("'1987", ctx) == "1987"  # not digits alone: through the substitution
    assert template_module._year("١٩٨٧", ctx) == "1987"  # Arabic-Indic digits: \d and isdecimal alike


def test_the_last_word_before_an_expression_is_the_group_of_the_old_search():
    import random

    from spacy_tempoeval.normalize.background import last_word_before

    old = re.compile(r"(\w+)\W*$")  # searched from every position of the window, backtracking through words
    rng = random.Random(22)
    alphabet = "ab1_ \n.,-’éİ٣²"
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        lo = rng.randint(0, len(text))
        end = rng.randint(lo, len(text))
        m = old.search(text, lo, end)
        assert last_word_before(text, lo, end) == (None if m is None else m.group(1)), (text, lo, end)
    text = "the first incursion since 1995"
    assert last_word_before(text, 0, text.index("1995")) == "since"
