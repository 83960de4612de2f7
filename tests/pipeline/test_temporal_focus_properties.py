"""Property tests (hypothesis) for the invariants of ``temporal_focus`` on arbitrary texts and dates."""

from __future__ import annotations

from typing import Dict, Tuple

import spacy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.yearset import YearSet

FRAGMENTS = [
    "in 1998", "1066", "from 2019 to 2021", "2019–2021", "2010-12", "between 1914 and 1918", "1939-45",
    "since 2015", "until 1990", "by 2030", "the 1990s", "'90s", "the nineties", "the 19th century",
    "the early 2000s", "mid-1970s", "late 19th century", "the first millennium", "300 BC", "44 BCE", "AD 79",
    "the 3rd century BC", "March 3, 2021", "3 March 2021", "2021-03-03", "03/03/2021", "Q3 2022", "FY2023",
    "summer 2019", "Christmas 2010", "last year", "this year", "next year", "two years ago",
    "over the last five years", "recently", "yesterday", "last March", "today", "at noon", "next Friday",
    "World War II", "the Cold War", "three years", "every Monday", "The following year", "that autumn",
    "$2020", "2020 units", "room 2020", "555-2019", "20:20", "2,019 people", "99999", "in 20000 BC",
    "the 100th century", "year 0", "0 AD", "9999", "in 10000", "-2020", "12:12:12", "2020年",
]
texts = st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=15), max_size=12).map(" ".join)
dates = st.dates()  # year 1 to 9999: relative expressions near the ends must not overflow
BOUNDS = [(-9999, 9999), (1900, 2000), (0, 2020), (1990, 1990), (-500, -1), (2000, 9999)]
_PIPES: Dict[Tuple[int, int], spacy.Language] = {}


def _nlp(bounds: Tuple[int, int]) -> spacy.Language:
    if bounds not in _PIPES:
        nlp = spacy.blank("en")
        nlp.add_pipe("temporal_focus", config={"min_year": bounds[0], "max_year": bounds[1],
                                               "anchoring": "discourse" if bounds == (1900, 2000) else "auto",
                                               "narrow_modifiers": bounds == (2000, 9999)})
        _PIPES[bounds] = nlp
    return _PIPES[bounds]


@given(texts, dates, st.sampled_from(BOUNDS))
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_temporal_focus_invariants(text, ref, bounds):
    nlp = _nlp(bounds)
    doc = nlp.make_doc(text)
    doc._.reference_date = ref
    doc = nlp(doc)
    lo, hi = (1 if bounds[0] == 0 else bounds[0]), (-1 if bounds[1] == 0 else bounds[1])
    spans = list(doc.spans["temporal"])
    # every span lies inside the doc, spans are sorted and do not overlap
    last_end = 0
    for span in spans:
        assert 0 <= span.start < span.end <= len(doc)
        assert span.start >= last_end
        last_end = span.end
        assert span.text == text[span.start_char:span.end_char]
        assert span.label_ in ("DATE", "TIME", "DURATION", "SET")
        assert isinstance(span._.timex, str) and span._.timex
        # years within the configured bounds
        assert all(lo <= y <= hi and y != 0 for y in span._.years)
    # focus years are the union of the span years
    assert doc._.focus_years == YearSet.union_all(s._.years for s in spans)
    # doc._.timexes agrees with the spans
    assert [(t["start"], t["end"], t["value"]) for t in doc._.timexes] == [
        (s.start_char, s.end_char, s._.timex) for s in spans]


@given(st.text(max_size=60), dates)
@settings(max_examples=150, deadline=None)
def test_temporal_focus_arbitrary_text_never_crashes(text, ref):
    nlp = _nlp((-9999, 9999))
    doc = nlp.make_doc(text)
    doc._.reference_date = ref
    doc = nlp(doc)
    assert doc._.focus_years is not None
    assert all(-9999 <= y <= 9999 for y in doc._.focus_years)


# rules whose value depends on the text before them (discourse anchoring) or on the reference date
_CONTEXT_RULES = {r.id for r in builtin_rules().rules
                  if r.anchor == "narrative" or r.era == "context"
                  or (r.value is not None and ("REF" in r.value.source or "XXXX" in r.value.source))}


@given(st.sampled_from(FRAGMENTS), st.sampled_from(FRAGMENTS), dates)
@settings(max_examples=100, deadline=None)
def test_temporal_focus_absolute_years_do_not_depend_on_context(first, second, ref):
    # a fragment's own years never vanish because another fragment stands before it (after a sentence break)
    nlp = _nlp((-9999, 9999))

    def run(text):
        doc = nlp.make_doc(text)
        doc._.reference_date = ref
        return nlp(doc)

    alone = run(f"It was {second}.")
    together = run(f"{first}. It was {second}.")
    offset = len(f"{first}. ")
    tail = {(s.start_char - offset, s.end_char - offset, s._.timex) for s in together.spans["temporal"]
            if s.start_char >= offset}
    for span in alone.spans["temporal"]:
        if span._.timex_rule in _CONTEXT_RULES:  # "the following year" reads the text before it, by design
            continue
        if span._.timex[:1].isdigit() or span._.timex.startswith("BC"):
            assert (span.start_char, span.end_char, span._.timex) in tail, (first, second)
