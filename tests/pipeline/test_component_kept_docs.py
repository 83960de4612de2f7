"""The component's kept short docs (issue 22, branch w22hit): a short doc's text found from its tokens
(``TemporalFocus._short_entry``) and, per kept tuple of the tagger (``TemporalTagger.tag_kept``, checked by
identity), what ``_store`` wrote, written again without it (``_write_kept``). Each fast path gives what the slow path
gives (``doc.text``, ``doc.user_data``, spans, ``Doc.to_bytes``); a doc's stored records are its own.
"""

from __future__ import annotations

import datetime as _dt
import pickle

import pytest
import spacy
from spacy.tokens import Doc

from spacy_tempoeval import tagger as tagger_module
from spacy_tempoeval.pipeline import temporal_focus as tf_module
from spacy_tempoeval.pipeline.extensions import FOCUS_KEY, RECORDS_KEY
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

TEXTS = ["What happened to the merger in 2019?", "What is the latest on the strike?", "in 2019", "in  2019",
         "in 2019 ", " in 2019", "in\n2019", "in 2019\n", "From 44 BC to AD 14 and in the 1990s, then 2005.",
         "Meet me tomorrow at 3 pm", "during World War II and after the Cold War", "since 1995 in 2 hours", "",
         " ", "Ça a eu lieu en 1998 — à Zürich, le 3 mars.", "book a table for noon on Aug. the 3rd.",
         "Why was the election in the news two years ago?", "between 2010 and 2014", "1987"]
CONFIGS = [{"default_reference_date": None}, {"default_reference_date": "2020-03-01"},
           {"convention": "timeml", "default_reference_date": None}]


def _doc(nlp, text, ref):
    doc = nlp.make_doc(text)
    if ref is not None:
        doc._.reference_date = ref
    return doc


def _same(a, b):
    assert a.text == b.text
    assert a.user_data == b.user_data, a.text
    assert list(a.user_data) == list(b.user_data), a.text
    assert [(s.start, s.end, s.label_, s.kb_id_, s.id_) for s in a.spans["temporal"]] \
        == [(s.start, s.end, s.label_, s.kb_id_, s.id_) for s in b.spans["temporal"]]
    assert a.spans["temporal"].name == b.spans["temporal"].name and a.spans["temporal"].attrs == {}
    assert a.to_bytes() == b.to_bytes(), a.text
    assert a._.focus_years == b._.focus_years and a._.timexes == b._.timexes


def _slow_pipeline(config, monkeypatch):
    """A pipeline without kept state anywhere (what ``bench_tagging.py --no-memo`` sets)."""
    monkeypatch.setattr(tagger_module, "MEMO_CHARS", -1)
    monkeypatch.setattr(tagger_module, "RENDER_MEMO", 0)
    monkeypatch.setattr(tf_module, "MEMO_TOKENS", -1)
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config=config)
    return nlp


@pytest.mark.parametrize("config", CONFIGS)
def test_restored_docs_equal_stored_ones(config, monkeypatch):
    nlp = spacy.blank("en")
    focus = nlp.add_pipe("temporal_focus", config=config)
    stores = []
    real_store = focus._store
    monkeypatch.setattr(focus, "_store", lambda *args: stores.append(args[1]) or real_store(*args))
    refs = (None, "2024-05-17", "2013-02-12T04:30")
    fast = {}
    stored = 0
    for ref in refs:
        for rnd in range(4):  # the first two rounds store (texts that read no date: once for all), then restore
            stores.clear()
            for text in TEXTS:
                fast[text, ref] = nlp(_doc(nlp, text, ref))
            stored += len(stores)
            assert rnd < 2 or stores == []
    assert stored > 10
    with monkeypatch.context() as off:
        slow_nlp = _slow_pipeline(config, off)
        for (text, ref), doc in fast.items():
            _same(doc, slow_nlp(_doc(slow_nlp, text, ref)))
    assert sum(len(doc.spans["temporal"]) for doc in fast.values()) > 30


def test_the_text_from_the_tokens_is_the_docs_text():
    nlp = spacy.blank("en")
    focus = nlp.add_pipe("temporal_focus")
    for text in TEXTS + ["a b", "ab", "a  b", "a b ", "a\tb", "İstanbul 2019", "x" * 150 + " 2019"]:
        doc = nlp.make_doc(text)
        assert focus._short_entry(doc)[0] == doc.text == text
    # the same text tokenized otherwise is another entry, and its spans follow its own tokens
    split = Doc(nlp.vocab, words=["in", "20", "19"], spaces=[True, False, False])
    whole = Doc(nlp.vocab, words=["in", "2019"], spaces=[True, False])
    assert split.text == whole.text == "in 2019"
    assert focus._short_entry(split) is not focus._short_entry(whole)
    for _ in range(2):
        doc = nlp(Doc(nlp.vocab, words=["in", "2019"], spaces=[True, False]))
        assert [(s.start, s.end) for s in doc.spans["temporal"]] == [(1, 2)]
        doc = nlp(Doc(nlp.vocab, words=["in", "20", "19"], spaces=[True, False, False]))
        assert [(s.start, s.end) for s in doc.spans["temporal"]] == [(1, 3)]


def test_a_docs_records_are_its_own(monkeypatch):
    nlp = spacy.blank("en")
    focus = nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    restored = []
    real_restore = focus._write_kept
    monkeypatch.setattr(focus, "_write_kept", lambda *args: restored.append(1) or real_restore(*args))
    text = "From 1990 to 1995 and in 2005."
    first, second = nlp(text), nlp(text)  # the second keeps what it stored; the docs after it are restored
    expected = (first.user_data[RECORDS_KEY], first.user_data[FOCUS_KEY])
    assert (second.user_data[RECORDS_KEY], second.user_data[FOCUS_KEY]) == expected
    expected = pickle.loads(pickle.dumps(expected))
    for doc in (first, second):
        records, focus = doc.user_data[RECORDS_KEY], doc.user_data[FOCUS_KEY]
        records[0][6][0][0] = 1066  # a user changes one doc's stored years in place
        records[0][3] = "changed"
        records.append(["x"])
        focus[0][1] = 3000
        focus.append([1, 2])
        third = nlp(text)
        assert (third.user_data[RECORDS_KEY], third.user_data[FOCUS_KEY]) == expected
        assert third.user_data[RECORDS_KEY] is not records and third.user_data[FOCUS_KEY] is not focus
    assert sorted(nlp(text)._.focus_years)[0] == 1990
    assert len(restored) == 3  # the docs after the second


def test_spans_are_written_again_when_their_strings_are_gone():
    """A string the kept spans need left the string store (a ``memory_zone`` ended, another pipeline's vocab):
    the doc is stored as on the slow path, which adds the strings."""
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    with nlp.memory_zone():
        inside = nlp("It was built in 1733.")
        assert inside.spans["temporal"][0].kb_id_ == "1733"
    after = nlp("It was built in 1733.")
    assert after.spans["temporal"][0].kb_id_ == "1733" and after._.timexes[0]["value"] == "1733"
    assert "1733" in nlp.vocab.strings
    Doc(nlp.vocab).from_bytes(after.to_bytes())
    other = spacy.blank("en")  # a doc of another vocab, tagged by this component
    doc = nlp.get_pipe("temporal_focus")(other.make_doc("It was built in 1733."))
    assert doc.spans["temporal"][0].kb_id_ == "1733" and doc.spans["temporal"][0].id_
    back = Doc(other.vocab).from_bytes(doc.to_bytes())
    assert back.spans["temporal"][0].kb_id_ == "1733"


def test_tag_kept_is_the_kept_tuple_and_tag_a_copy(monkeypatch):
    tagger = TemporalTagger(builtin_rules("en"))
    date = _dt.date(2024, 5, 17)
    for text in ["in 2019", "two years ago", "What is the latest on the strike?"]:
        kept = tagger.tag_kept(text, date)
        assert type(kept) is tuple and tagger.tag_kept(text, date) is kept
        got = tagger.tag(text, date)
        assert type(got) is list and got == list(kept)
        got.append(None)  # the caller's list: the kept tuple is untouched
        assert tagger.tag(text, date) == list(kept)
    long_text = "It happened in 2019. " * 60
    assert type(tagger.tag_kept(long_text, date)) is list  # past MEMO_CHARS: a list of its own
    monkeypatch.setattr(tagger_module, "MEMO_CHARS", -1)
    assert type(tagger.tag_kept("in 2019", date)) is list


def test_a_new_tagger_is_not_read_from_the_old_ones_kept_docs():
    nlp = spacy.blank("en")
    focus = nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    assert nlp("the Frobnitz era")._.timexes == []
    assert nlp("in 2019")._.timexes[0]["rule"] != "w22hit_test"
    focus.add_rules([{"id": "w22hit_test", "label": "DATE", "pattern": r"in (?P<y>\d{4})", "value": "{y}",
                      "priority": 100, "examples": ["in 2019"]}])
    assert nlp("in 2019")._.timexes[0]["rule"] == "w22hit_test"
    doc = nlp("in 2019")
    assert doc.spans["temporal"][0].id_ == "w22hit_test"


def test_kept_docs_are_bounded_off_and_not_pickled(monkeypatch):
    monkeypatch.setattr(tf_module, "MEMO_DOCS", 8)
    nlp = spacy.blank("en")
    focus = nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    for i in range(30):
        nlp(f"in {1900 + i}")
        assert len(focus._short) <= 8
    assert pickle.loads(pickle.dumps(focus))._short == {} and focus._short
    long_doc = nlp.make_doc(" ".join(["word"] * tf_module.MEMO_TOKENS) + " in 2019")
    before = dict(focus._short)
    assert [t["value"] for t in nlp(long_doc)._.timexes] == ["2019"]
    assert focus._short == before  # past MEMO_TOKENS tokens: doc.text, nothing kept
    monkeypatch.setattr(tf_module, "MEMO_TOKENS", -1)
    focus._short.clear()
    assert [t["value"] for t in nlp("in 1999")._.timexes] == ["1999"] and not focus._short


def test_the_tagger_is_asked_again_only_for_another_reference(monkeypatch):
    nlp = spacy.blank("en")
    focus = nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    calls = []
    real = focus.tagger.tag_kept
    monkeypatch.setattr(focus.tagger, "tag_kept", lambda *a, **k: calls.append(a[:2]) or real(*a, **k))
    # (reference, tagger asked): the same tokens with the reference of the doc before skip the tagger
    steps = [("2024-05-17", 1), ("2024-05-17", 0), ("2024-05-17", 0), ("2010-01-01", 1), ("2010-01-01", 0),
             (None, 1), (None, 0), ("2013-02-12T04:30", 1), ("2013-02-12T04:30", 0), ("2013-02-12T04:30", 0),
             ("2013-02-12T05:30", 1), ("2024-05-17", 1)]
    for text in ("What happened two years ago?", "What is the latest on the strike?", "in 2 hours"):
        for ref, asked in steps:
            calls.clear()
            doc = nlp(_doc(nlp, text, ref))
            assert len(calls) == asked, (text, ref)
            with monkeypatch.context() as off:
                slow_nlp = _slow_pipeline({"default_reference_date": None}, off)
                _same(doc, slow_nlp(_doc(slow_nlp, text, ref)))
    focus.add_rules([{"id": "w22hit_test2", "label": "DATE", "pattern": r"strike", "value": "2001",
                      "examples": ["strike"]}])  # a new tagger: asked again
    calls.clear()
    new = focus.tagger.tag_kept
    monkeypatch.setattr(focus.tagger, "tag_kept", lambda *a, **k: calls.append(a[:2]) or new(*a, **k))
    doc = nlp("What is the latest on the strike?")
    assert len(calls) == 1 and [t["value"] for t in doc._.timexes] == ["2001"]


def test_kept_docs_do_not_keep_a_replaced_tagger_alive():
    import gc
    import weakref

    nlp = spacy.blank("en")
    focus = nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    for _ in range(2):
        for text in TEXTS:
            nlp(text)
    old = weakref.ref(focus.tagger)
    focus.add_rules([{"id": "w22hit_test3", "label": "DATE", "pattern": r"strike", "value": "2001",
                      "examples": ["strike"]}])
    gc.collect()
    assert old() is None and focus._short  # the entries stay, the old tagger is gone
    assert [t["value"] for t in nlp("in 2019")._.timexes] == ["2019"]
