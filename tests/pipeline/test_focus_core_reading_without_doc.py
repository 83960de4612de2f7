"""h22z (issue 22): the reading of short texts without a Doc, checked against the code it replaced.

- ``focus_core._holds_blank`` = ``any(c.isspace() for c in s)`` (every code point, random strings);
- ``focus_core._all_kept`` = the loop ``_timexes_without_doc`` ran (random expressions over random texts);
- ``FocusCore.focus_years_of`` / ``expressions_of`` = the reading before (``tag``, the loop, ``union_all``) on gold,
  everyday and random texts with several reference dates, met once and again (from the tagger's kept tuples);
- ``YearSet.union_all`` of nothing is ``EMPTY``; ``tagger._holds_date`` = the generator it replaced;
- ``core._read_without_doc`` still replaces surrogates in a non-ASCII text.
"""

from __future__ import annotations

import datetime as dt
import random
import sys

import pytest
from dev_texts import everyday, gold_texts

from spacy_tempoeval.normalize.timexes import Timex
from spacy_tempoeval.normalize.watched_date import WatchedDate
from spacy_tempoeval.pipeline import focus_core
from spacy_tempoeval.pipeline.focus_core import FocusCore
from spacy_tempoeval.tagger import _holds_date
from spacy_tempoeval.yearset import EMPTY, YearSet

BLANKS = [" ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\xa0", "\u1680",
          "\u2000", "\u2007", "\u200b", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff", "\u180e"]
OTHERS = ["a", "Z", "1", "-", ".", ",", "é", "İ", "ß", "_", "\u00ad", "\u200d", "\U0001f600", "\ud800"]


def _reference_all_kept(text: str, timexes) -> bool:
    """The loop of ``FocusCore._timexes_without_doc`` before h22z."""
    last = None
    for t in timexes:
        if t.end <= t.start or text[t.start].isspace() or text[t.end - 1].isspace():
            return False
        if last is not None and (t.start < last or not any(c.isspace() for c in text[last:t.start])):
            return False
        last = t.end
    return True


def test_holds_blank_is_any_isspace_on_every_code_point():
    for cp in range(sys.maxunicode + 1):
        c = chr(cp)
        for s in (c, "a" + c, c + "b", "x" + c + "y"):
            assert focus_core._holds_blank(s) == any(ch.isspace() for ch in s), (hex(cp), s)
    assert focus_core._holds_blank("") is False


def test_holds_blank_on_random_strings():
    rng = random.Random(22)
    alphabet = BLANKS + OTHERS
    for _ in range(20000):
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8)))
        assert focus_core._holds_blank(s) == any(c.isspace() for c in s), repr(s)


def test_all_kept_is_the_loop_it_replaced():
    rng = random.Random(7)
    alphabet = BLANKS[:6] + OTHERS[:8] + ["2", "0", "1", "9"]
    for _ in range(5000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 30)))
        timexes = []
        for _ in range(rng.randint(0, 4)):
            a = rng.randint(0, len(text) - 1)
            b = rng.randint(a - 1, len(text))  # an empty or reversed span now and then
            timexes.append(Timex(a, b, text[a:b], "DATE", "2019", None, "r", YearSet([2019])))
        if rng.random() < 0.7:
            timexes.sort(key=lambda t: t.start)
        assert focus_core._all_kept(text, timexes) == _reference_all_kept(text, timexes), (text, timexes)


def _reference_read(core: FocusCore, text: str, ref):
    """``focus_years_of`` / ``expressions_of`` as they read before h22z (``tag``: a list of its own)."""
    r, r_time = core._references(ref)
    timexes = core.tagger.tag(text, r, max_seconds=core.max_seconds_per_doc, reference_time=r_time)
    if not _reference_all_kept(text, timexes):
        return None, None
    years = YearSet.union_all(t.years for t in timexes)
    return years, (years, [{"label": t.label, "value": t.value, "mod": t.mod, "rule": t.rule,
                            "years": [list(iv) for iv in t.years.intervals]} for t in timexes])


def _texts():
    texts = [t for lang, t in gold_texts(limit=12) if lang == "en"] + everyday("en")[:60]
    texts += ["in 2019", "In 2019 and 2020", "2019-2020", "2019/2020", "since 1990,2001", "Friday\u00a02019",
              "between 1990 and 2000", "the 1990s", "last year", "next Tuesday and Wednesday", "no date here", "",
              "March 3\u20035 2021", "in 2019.In 2020", "Q3 2019", "10 a.m. Monday", "x" * 1200 + " in 1999"]
    return texts


@pytest.fixture(scope="module")
def core():
    return FocusCore("en")


@pytest.mark.parametrize("convention", ["rag", "timeml"])
def test_reads_equal_the_reading_before_twice(convention):
    core = FocusCore("en", convention=convention)
    reference = FocusCore("en", convention=convention)
    refs = [None, "2020-01-01", "2020-06-15", "1999-12-31", "2020-01-01T10:30:00"]
    for round_ in range(2):  # the second round reads the tagger's kept tuples
        for text in _texts():
            for ref in refs:
                years, expressions = _reference_read(reference, text, ref)
                assert core.focus_years_of(text, ref) == years, (round_, text, ref)
                assert core.expressions_of(text, ref) == expressions, (round_, text, ref)


def test_a_short_text_reads_the_kept_tuple_itself(core):
    text = "What happened in 2019 and 2020 in Berlin?"
    kept = core.tagger.tag_kept(text, dt.date(2021, 3, 1))
    assert type(kept) is tuple
    assert core._timexes_without_doc(text, "2021-03-01") is kept  # no copy: only read
    assert core.focus_years_of(text, "2022-05-05") == YearSet([2019, 2020])
    long_text = "x" * 1200 + " in 1999"
    got = core._timexes_without_doc(long_text, "2021-03-01")
    assert type(got) is list and [t.text for t in got] == ["1999"]


def test_empty_union_is_the_empty_set():
    assert YearSet.union_all([]) is EMPTY
    assert YearSet.union_all(iter([EMPTY, YearSet()])) is EMPTY
    assert YearSet.union_all([]) == YearSet() and len(YearSet.union_all([])) == 0
    assert YearSet.union_all([YearSet([2019])]) == YearSet([2019])
    assert YearSet.union_all([YearSet([2019]), YearSet([2020, 1990])]) == YearSet([1990, 2019, 2020])


def test_holds_date_is_the_generator_it_replaced():
    years = YearSet([2019])
    plain = Timex(0, 4, "2019", "DATE", "2019", None, "r", years)
    cases = [(), (plain,), (plain, plain), (plain._replace(mod=dt.date(2019, 1, 1)),),
             (plain, plain._replace(value=dt.datetime(2019, 1, 1, 10))),
             (plain._replace(text=WatchedDate.of(dt.date(2020, 1, 1))),), (plain._replace(rule=dt.time(1)),)]
    for got in cases:
        assert _holds_date(got) == any(isinstance(field, dt.date) for t in got for field in t), got


def test_surrogates_are_still_replaced():
    spacy = pytest.importorskip("spacy")
    from spacy_tempoeval.core import _read_without_doc

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    texts = ["in 2019 \ud800 and 2020", "in 2019 \ufffd and 2020", "in 2019 and 2020", "en 2019 é"]
    got = _read_without_doc(nlp, "expressions_of", texts, ["2021-01-01"] * 4)
    assert got[0] == got[1]
    assert got[2][0] == YearSet([2019, 2020])
