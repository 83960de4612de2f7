"""temporal_focus.focus_years_of: a text's focus years without a Doc, equal to the Doc path (issue 22, item 2:
evaluate builds only what it reads)."""

import json

import pytest
import spacy

from spacy_tempoeval import core
from spacy_tempoeval.yearset import YearSet

RAG = ["What happened to inflation in 2019?", "How did the election change two years ago?",
       "Reports on the merger peaked in 1987. Analysts compared it in the 1990s with 2004.",
       "Housing prices changed sharply last year.", "Commentators discussed the strike at length.",
       "Sales in 2019,2020 grew.", "May 2 - 3, 9 - 10 (Sat-Sun 1:00pm-6pm)", "Diem era, 1955-1963",
       "From 2001 to 2003, then in 2010-2012 and the 1800s.", ""]


@pytest.fixture(scope="module")
def nlp():
    pipeline = spacy.blank("en")
    pipeline.add_pipe("temporal_focus")
    return pipeline


def _gold_texts(gold_dir, per_corpus=40):
    out = []
    for path in sorted(gold_dir.glob("*.jsonl")):  # the conftest's gold_dir (TEMPOEVAL_GOLD_DIR), else a skip
        if "-es-" in path.name:
            continue
        with open(path, encoding="utf8") as handle:
            for n, line in enumerate(handle):
                if n >= per_corpus:
                    break
                rec = json.loads(line)
                out.append((rec["text"], rec.get("dct")))
    return out


def _by_doc(nlp, text, ref):
    doc = nlp.make_doc(text)
    if ref is not None:
        doc._.reference_date = ref
    return nlp(doc)._.focus_years


def test_the_years_without_a_doc_equal_the_doc_path(nlp, gold_dir):
    component = nlp.get_pipe("temporal_focus")
    items = _gold_texts(gold_dir) + [(t, r) for t in RAG for r in (None, "2020-06-15")]
    assert len(items) > 150  # the gold texts were found (4 corpora x 40, wikiwars 11), not only the RAG ones
    read = 0
    for text, ref in items:
        years = component.focus_years_of(text, ref)
        if years is not None:
            read += 1
            assert years == _by_doc(nlp, text, ref), (text[:80], ref)
    assert read > 0.8 * len(items)  # most texts need no Doc


def test_expressions_not_separated_by_a_space_are_left_to_the_doc_path(nlp):
    component = nlp.get_pipe("temporal_focus")
    text = "Sales in 2019,2020 grew."
    assert component.focus_years_of(text, "2019-11-18") is None
    assert core.focus_years_many([text], ["2019-11-18"], nlp=nlp) == [_by_doc(nlp, text, "2019-11-18")]


def test_focus_years_many_makes_docs_only_for_what_it_cannot_read_without(nlp, monkeypatch):
    made = []
    real = nlp.make_doc

    def counting(text):
        made.append(text)
        return real(text)

    monkeypatch.setattr(nlp, "make_doc", counting)
    texts = ["Prices rose in 2019.", "Nothing here.", "Sales in 2019,2020 grew."]
    got = core.focus_years_many(texts, [None, None, "2019-11-18"], nlp=nlp)
    assert made == ["Sales in 2019,2020 grew."]  # before: one Doc per text
    assert got[0] == YearSet([2019]) and got[1] == YearSet()


def test_a_pipeline_with_more_components_takes_the_doc_path(nlp, monkeypatch):
    pipeline = spacy.blank("en")
    pipeline.add_pipe("sentencizer")
    pipeline.add_pipe("temporal_focus")
    made = []
    real = pipeline.make_doc
    monkeypatch.setattr(pipeline, "make_doc", lambda text: made.append(text) or real(text))
    assert core.focus_years_many(["Prices rose in 2019."], nlp=pipeline) == [YearSet([2019])]
    assert made == ["Prices rose in 2019."]


def test_a_reference_date_time_gives_the_same_years_without_a_doc():
    """The no-Doc path (evaluate, focus_years_many) reads the clock time of a reference date-time as the Doc path
    does (issue 20 with issue 22): "in 2 hours" at 23:30 on Dec 31 is next year; before the merge fix the no-Doc
    path dropped the clock time and gave no year."""
    import spacy

    from spacy_tempoeval.core import focus_years_many

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    texts = ["in 2 hours", "at 3am", "tonight at 11pm", "What happened in 2019?"]
    for ref in ("2013-12-31T23:30", "2013-12-31T23:30+01:00", "2013-02-12", None):
        light = focus_years_many(texts, [ref] * len(texts), nlp=nlp)
        via_docs = []
        for text in texts:
            doc = nlp.make_doc(text)
            if ref is not None:
                doc._.reference_date = ref
            via_docs.append(nlp(doc)._.focus_years)
        assert light == via_docs, ref
    assert focus_years_many(["in 2 hours"], ["2013-12-31T23:30"], nlp=nlp)[0] == {2014}
