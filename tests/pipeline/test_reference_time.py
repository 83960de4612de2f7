"""The reference date-TIME in the spaCy component (issue 20 item 1): ``doc._.reference_date`` and the config's
``default_reference_date`` keep a clock time; a date alone behaves as before."""

from __future__ import annotations

import datetime as dt

import pytest
import spacy

from spacy_tempoeval.pipeline.extensions import REF_TIME_KEY, get_reference_time


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"prefer": "future"})
    return nlp


@pytest.fixture(scope="module")
def nlp_default_time():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"prefer": "future", "default_reference_date": "2013-02-12T04:30"})
    return nlp


def run(nlp, text, ref):
    doc = nlp.make_doc(text)
    if ref is not None:
        doc._.reference_date = ref
    return nlp.get_pipe("temporal_focus")(doc)


@pytest.mark.parametrize("ref", ["2013-02-12T04:30", dt.datetime(2013, 2, 12, 4, 30)])
def test_a_reference_date_time_resolves_offsets_below_a_day(nlp, ref):
    doc = run(nlp, "Call me in 2 hours.", ref)
    (span,) = doc.spans["temporal"]
    assert span._.timex == "2013-02-12T06:30" and span.label_ == "TIME"
    assert doc._.reference_date == dt.date(2013, 2, 12)  # the getter still gives the date
    assert get_reference_time(doc) == dt.datetime(2013, 2, 12, 4, 30)
    assert 2013 in doc._.focus_years


def test_a_date_alone_keeps_the_duration_and_no_clock_key(nlp):
    doc = run(nlp, "Call me in 2 hours.", "2013-02-12")
    (span,) = doc.spans["temporal"]
    assert (span._.timex, span.label_) == ("PT2H", "DURATION")
    assert REF_TIME_KEY not in doc.user_data


def test_at_3am_from_04_30_is_tomorrow_only_with_the_clock_time(nlp):
    with_time = run(nlp, "Wake me at 3am.", "2013-02-12T04:30")
    date_only = run(nlp, "Wake me at 3am.", "2013-02-12")
    assert [s._.timex for s in with_time.spans["temporal"]] == ["2013-02-13T03:00"]
    assert [s._.timex for s in date_only.spans["temporal"]] == ["2013-02-12T03:00"]


def test_a_date_set_after_a_date_time_forgets_the_clock_time(nlp):
    doc = nlp.make_doc("in 2 hours")
    doc._.reference_date = "2013-02-12T04:30"
    doc._.reference_date = "2013-02-12"
    assert get_reference_time(doc) is None


def test_the_configured_default_keeps_its_clock_time(nlp_default_time):
    doc = run(nlp_default_time, "It arrived 45 minutes ago.", None)
    assert [s._.timex for s in doc.spans["temporal"]] == ["2013-02-12T03:45"]
    # a doc's own date-only reference wins over the default's clock time
    doc = run(nlp_default_time, "It arrived 45 minutes ago.", "2013-02-12")
    assert [s._.timex for s in doc.spans["temporal"]] == ["PT45M"]


def test_the_clock_time_survives_a_docbin(nlp):
    from spacy.tokens import DocBin

    doc = run(nlp, "in 2 hours", "2013-02-12T04:30+01:00")
    bin_ = DocBin(store_user_data=True)
    bin_.add(doc)
    (back,) = DocBin().from_bytes(bin_.to_bytes()).get_docs(nlp.vocab)
    assert back.user_data[REF_TIME_KEY] == "2013-02-12T04:30+01:00"


def test_a_reference_date_string_is_parsed_once_per_distinct_value(nlp, monkeypatch):
    """Issue 22: a run sets the same reference date on every doc; the string is parsed once, not per doc, and
    every doc still stores the date and the clock time. A bad value raises [E001] every time it is set."""
    from spacy_tempoeval.errors import ReferenceDateError
    from spacy_tempoeval.pipeline import extensions

    calls = []
    real = extensions.parse_reference_date
    monkeypatch.setattr(extensions, "parse_reference_date", lambda v, **k: calls.append(v) or real(v, **k))
    docs = [nlp.make_doc("Call me in 2 hours.") for _ in range(50)]
    for doc in docs:
        doc._.reference_date = "1987-06-05T10:20"
    assert calls == ["1987-06-05T10:20"]
    assert {(d._.reference_date, d.user_data[REF_TIME_KEY]) for d in docs} == {(dt.date(1987, 6, 5),
                                                                                 "1987-06-05T10:20")}
    for _ in range(2):
        with pytest.raises(ReferenceDateError, match="E001"):
            docs[0]._.reference_date = "1987-13-45"
