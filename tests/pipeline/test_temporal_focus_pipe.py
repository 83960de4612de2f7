"""``TemporalFocus.pipe``: batches of ``batch_size`` and spaCy's error handler (issue 18)."""

from __future__ import annotations

import pytest
import spacy


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2020-01-01"})
    return nlp


def _failing_on(component, bad_text):
    real = component.tagger.tag_kept  # what the component calls (``tag`` without its copy)

    def tag(text, *args, **kwargs):
        if text == bad_text:
            raise RuntimeError("boom")
        return real(text, *args, **kwargs)

    return tag


def test_pipe_hands_a_failing_doc_to_the_error_handler(nlp, monkeypatch):
    component = nlp.get_pipe("temporal_focus")
    monkeypatch.setattr(component.tagger, "tag_kept", _failing_on(component, "bad 1999"))
    seen = []
    nlp.set_error_handler(lambda name, proc, docs, e: seen.append((name, [d.text for d in docs], str(e))))
    try:
        docs = list(nlp.pipe(["in 2001", "bad 1999", "in 2003"], batch_size=2))
    finally:
        nlp.set_error_handler(spacy.util.raise_error)
    assert seen == [("temporal_focus", ["bad 1999"], "boom")]
    assert [sorted(d._.focus_years) for d in docs] == [[2001], [2003]]


def test_pipe_raises_by_default(nlp, monkeypatch):
    component = nlp.get_pipe("temporal_focus")
    monkeypatch.setattr(component.tagger, "tag_kept", _failing_on(component, "bad 1999"))
    with pytest.raises(RuntimeError, match="boom"):
        list(nlp.pipe(["in 2001", "bad 1999"]))


def test_pipe_reads_the_stream_batch_by_batch(nlp):
    pulled = []

    def stream():
        for i in range(5):
            pulled.append(i)
            yield nlp.make_doc(f"in {2000 + i}")

    component = nlp.get_pipe("temporal_focus")
    out = component.pipe(stream(), batch_size=2)
    first = next(out)
    assert sorted(first._.focus_years) == [2000]
    assert pulled == [0, 1]  # one batch of two read, not the whole stream
    assert [sorted(d._.focus_years) for d in out] == [[2001], [2002], [2003], [2004]]
