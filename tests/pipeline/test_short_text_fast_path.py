"""The per-doc fixed cost of ``temporal_focus`` on short texts (issue 22, item 1): the expressions a short text
keeps per reference date and time (``TemporalTagger.tag``), the references of a doc read once, and the doc
without expressions written without the span loop. Each fast path gives what the full path gives (expressions,
``doc.user_data``, spans, ``Doc.to_bytes``); counts of calls, never times.
"""

from __future__ import annotations

import datetime as _dt
import json

import pytest
import spacy

from spacy_tempoeval import tagger as tagger_module
from spacy_tempoeval.pipeline import focus_core
from spacy_tempoeval.pipeline import temporal_focus as tf_module
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

DATES = [None, _dt.date(2024, 5, 17), _dt.date(1998, 2, 27)]
CLOCK = _dt.datetime(2024, 5, 17, 9, 30)
QUERIES = ["What happened to the merger in 2019?", "What is the latest on the strike?",
           "How did rent change two years ago?", "Tell me about inflation since 2015, please.",
           "Who was responsible for the drought and what did they say?", "Meet me tomorrow at 3 pm",
           "Why was the election in the news during World War II?", "in 2 hours", ""]


def _texts(gold_dir, name, limit):
    with open(gold_dir / f"{name}.jsonl", encoding="utf8") as f:
        return [json.loads(line)["text"] for line in f][:limit]


@pytest.fixture(scope="module")
def short_texts(gold_dir):
    texts = QUERIES + _texts(gold_dir, "snips-pate", 150) + _texts(gold_dir, "tweets-train", 150)
    return [t for t in texts if len(t) <= tagger_module.MEMO_CHARS]


def _counted(obj, name, monkeypatch):
    calls = []
    inner = getattr(obj, name)

    def wrapper(*args, **kwargs):
        calls.append(args)
        return inner(*args, **kwargs)

    monkeypatch.setattr(obj, name, wrapper)
    return calls


def test_kept_expressions_are_those_of_the_full_path(short_texts):
    tagger = TemporalTagger(builtin_rules("en"))
    for _ in range(2):  # the second round meets every (text, date) again
        for text in short_texts:
            for date, clock in [(d, None) for d in DATES] + [(DATES[1], CLOCK)]:
                got = tagger.tag(text, date, reference_time=clock)
                assert got == tagger._tag_text(text, date, (), None, clock), (text, date, clock)
    assert tagger._tagged


def test_a_short_text_is_resolved_once_per_reference(monkeypatch):
    tagger = TemporalTagger(builtin_rules("en"))
    resolved = _counted(tagger, "_tag", monkeypatch)
    text = "What happened to the merger last year?"
    first = tagger.tag(text, DATES[1])
    assert [t.value for t in first] == ["2023"]
    first.clear()  # the caller's list is its own: the kept expressions stay
    assert [t.value for t in tagger.tag(text, DATES[1])] == ["2023"]
    assert len(resolved) == 1  # was once per call
    assert [t.value for t in tagger.tag(text, DATES[2])] == ["1997"]
    assert [t.value for t in tagger.tag(text, DATES[1], reference_time=CLOCK)] == ["2023"]
    assert len(resolved) == 3  # another date, another clock time: resolved again


def test_long_texts_and_events_are_not_kept(monkeypatch):
    from spacy_tempoeval.normalize.timexes import ExtraEvent

    tagger = TemporalTagger(builtin_rules("en"))
    long_text = "It rained in 1987. " + "Nothing else happened. " * 60
    assert len(long_text) > tagger_module.MEMO_CHARS
    tagger.tag(long_text, DATES[1])
    text = "They met after the Foo Summit."
    start = text.index("Foo")
    event = ExtraEvent(start, start + len("Foo Summit"), 2001, 2001, "llm:test")
    got = tagger.tag(text, DATES[1], [event])
    assert [t.value for t in got] == ["2001"] and not tagger._tagged and not tagger._undated
    assert tagger.tag(text, DATES[1]) == [] and len(tagger._undated) == 1  # kept once for all dates


def test_kept_expressions_are_bounded_and_can_be_switched_off(monkeypatch):
    monkeypatch.setattr(tagger_module, "TAGGED_MEMO", 8)
    tagger = TemporalTagger(builtin_rules("en"))
    for year in range(1900, 1940):
        assert [t.value for t in tagger.tag(f"It happened in {year}.", DATES[1])] == [str(year)]
        assert len(tagger._undated) <= 8  # read no date: kept once for all dates, bounded as well
        assert [t.value for t in tagger.tag(f"It happened in {year}, a year ago.", DATES[1])] == [str(year), "2023"]
        assert len(tagger._tagged) <= 8
    assert tagger._tagged_count == sum(len(got) for got in tagger._tagged.values())
    assert tagger._undated_count == sum(len(got) for got in tagger._undated.values())
    monkeypatch.setattr(tagger_module, "TAGGED_EXPRESSIONS", 5)
    for year in range(1900, 1920):
        assert [t.value for t in tagger.tag(f"In {year}, {year + 1} and {year + 2} item grew.", DATES[1])] \
            == [str(year), str(year + 1), str(year + 2)]
        assert [t.value for t in tagger.tag(f"In {year}, {year + 1} and last year.", DATES[1])] \
            == [str(year), str(year + 1), "2023"]
        assert tagger._tagged_count <= 5 and tagger._undated_count <= 5
        assert tagger._tagged_count == sum(len(got) for got in tagger._tagged.values())
        assert tagger._undated_count == sum(len(got) for got in tagger._undated.values())
    monkeypatch.setattr(tagger_module, "MEMO_CHARS", -1)  # what ``bench_tagging.py --no-memo`` sets
    tagger = TemporalTagger(builtin_rules("en"))
    assert [t.value for t in tagger.tag("in 2019", DATES[1])] == ["2019"]
    assert not tagger._tagged and not tagger._undated


def _docs(nlp, texts, ref):
    out = []
    for text in texts:
        doc = nlp.make_doc(text)
        if ref is not None:
            doc._.reference_date = ref
        out.append(doc)
    return out


@pytest.mark.parametrize("config", [{"default_reference_date": None}, {"default_reference_date": "2020-03-01"},
                                    {"convention": "timeml", "default_reference_date": None}])
def test_docs_on_the_fast_path_equal_docs_on_the_full_path(short_texts, config, monkeypatch):
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config=config)
    for ref in (None, "2024-05-17", "2013-02-12T04:30"):
        for doc in _docs(nlp, short_texts, ref):
            nlp(doc)  # fills the kept expressions: the docs below are all hits
        fast = [nlp(doc) for doc in _docs(nlp, short_texts, ref)]
        with monkeypatch.context() as off:  # a pipeline without any kept state
            off.setattr(tagger_module, "MEMO_CHARS", -1)
            off.setattr(tagger_module, "RENDER_MEMO", 0)
            full_nlp = spacy.blank("en")
            full_nlp.add_pipe("temporal_focus", config=config)
            full = [full_nlp(doc) for doc in _docs(full_nlp, short_texts, ref)]
        found = 0
        for a, b in zip(fast, full):
            assert a.user_data == b.user_data, a.text
            assert list(a.user_data) == list(b.user_data), a.text  # the same keys in the same order
            assert [(s.start, s.end, s.label_, s.kb_id_, s.id_) for s in a.spans["temporal"]] \
                == [(s.start, s.end, s.label_, s.kb_id_, s.id_) for s in b.spans["temporal"]]
            assert a.to_bytes() == b.to_bytes(), a.text
            assert a._.focus_years == b._.focus_years and a._.timexes == b._.timexes
            found += len(a._.timexes)
        assert found > 100


def test_a_doc_without_expressions_has_an_empty_group_and_empty_results():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    doc = nlp("What is the latest on the strike?")
    assert len(doc.spans["temporal"]) == 0 and doc.spans["temporal"].name == "temporal"
    assert doc.user_data == {("tempoeval:layout"): 1, "tempoeval:timexes": [], "tempoeval:focus": []}
    assert doc._.focus_years is not None and not doc._.focus_years
    back = spacy.tokens.Doc(nlp.vocab).from_bytes(doc.to_bytes())
    assert back.user_data == doc.user_data and len(back.spans["temporal"]) == 0


def test_the_configured_default_reference_date_is_parsed_once(monkeypatch):
    parse_date = _counted(focus_core, "parse_reference_date", monkeypatch)  # the default is parsed there
    parse_time = _counted(focus_core, "parse_reference_time", monkeypatch)
    nlp = spacy.blank("en")
    focus = nlp.add_pipe("temporal_focus", config={"default_reference_date": "2020-03-01T10:00"})
    texts = ["What happened last year?", "Who won two years ago?", "in 2 hours"]
    got = [nlp(t)._.timexes for t in texts]
    assert [[t["value"] for t in ts] for ts in got] == [["2019"], ["2018"], ["2020-03-01T12:00"]]
    assert len(parse_date) == 1 and len(parse_time) == 1  # were once per doc
    focus.default_reference_date = "2010-06-01"  # a changed default is read again
    assert nlp("What happened last year?")._.timexes[0]["value"] == "2009"
    doc = nlp.make_doc("What happened last year?")
    doc._.reference_date = "2001-01-01"  # the doc's own date wins
    assert nlp(doc)._.timexes[0]["value"] == "2000"
    assert focus.reference_date_for(doc) == _dt.date(2001, 1, 1) and focus.reference_time_for(doc) is None


def test_today_as_the_default_follows_the_run_date():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "today"})
    doc = nlp.make_doc("What happened last year?")
    doc.user_data[tf_module.RUN_DATE_KEY] = "2015-07-01"
    assert nlp(doc)._.timexes[0]["value"] == "2014"
    doc = nlp.make_doc("What happened last year?")
    assert nlp(doc)._.timexes[0]["value"] == str(_dt.date.today().year - 1)


def test_interval_lists_are_the_listed_intervals():
    from spacy_tempoeval.yearset import YearSet

    sets = [YearSet(), YearSet([1987]), YearSet.range(-44, 14), YearSet.range(-1, 1),
            YearSet([-500, -2, 1, 3, 4, 2024]), YearSet.range(1990, 1999) | YearSet([2005])]
    for years in sets:
        assert years.interval_lists() == [list(iv) for iv in years.intervals]
        assert years.interval_lists() is not years.interval_lists()  # lists of their own


def test_stored_records_are_the_records_of_the_expressions():
    from spacy_tempoeval.pipeline.extensions import FOCUS_KEY, RECORDS_KEY, write_results

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2020-03-01"})
    for text in QUERIES + ["From 44 BC to AD 14 and in the 1990s, then 2005 and 1987."]:
        doc = nlp(text)
        stored = doc.user_data[RECORDS_KEY], doc.user_data[FOCUS_KEY]
        timexes = [tf_module.Timex(r[0], r[1], text[r[0]:r[1]], r[2], r[3], r[4], r[5],
                                   tf_module.YearSet.from_intervals(r[6])) for r in stored[0]]
        write_results(doc, [t.as_record() for t in timexes], doc._.focus_years)
        assert (doc.user_data[RECORDS_KEY], doc.user_data[FOCUS_KEY]) == stored
        assert all(type(r) is list and type(r[6]) is list for r in stored[0])


@pytest.mark.parametrize("text", ["2018-05-20", "0001-01-01", "9999-12-31", "2020-02-29", "2013-02-12T04:30",
                                  "1998-02", "1998", "２０１８-05-20"])
def test_a_plain_iso_date_is_read_as_the_general_path_reads_it(text):
    """``FocusCore._references``' shortcut for ``YYYY-MM-DD`` strings gives what the general path gives (the
    round trip through the stored strings); other forms take the general path."""
    from spacy_tempoeval.normalize.refdate import format_reference_date, parse_reference_date

    core = focus_core.FocusCore("en")
    general = (_dt.date.fromisoformat(format_reference_date(parse_reference_date(text))),
               core._reference_time_of(text))
    assert core._references(text) == general
    assert core._references(text) == general  # kept


@pytest.mark.parametrize("text", ["2019-02-29", "2018-13-01", "2018-05-2x", "0000-01-01"])
def test_a_bad_iso_date_still_gets_its_coded_error(text):
    from spacy_tempoeval.errors import ReferenceDateError

    core = focus_core.FocusCore("en")
    with pytest.raises(ReferenceDateError, match="E001"):
        core._references(text)
    assert text not in core._parsed_refs
