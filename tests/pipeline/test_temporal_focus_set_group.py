"""``temporal_focus._set_group`` (issue 22): the component's span group written into ``doc.spans`` without
``SpanGroups.__setitem__``, with the same result; and the reference date's setter without its ``pop``."""

import spacy
from spacy.tokens import Span, SpanGroup
from spacy.tokens.doc import SpanGroups

from spacy_tempoeval.pipeline.extensions import REF_KEY, REF_TIME_KEY
from spacy_tempoeval.pipeline.temporal_focus import _set_group


def _state(doc):
    """What ``doc.spans`` holds: its keys in order, and each group's name, attrs, doc and spans."""
    return [(key, group.name, group.attrs, group.doc is doc,
             [(s.start, s.end, s.start_char, s.end_char, s.label_, s.kb_id_, s.id_) for s in group])
            for key, group in doc.spans.items()]


def _docs():
    nlp = spacy.blank("en")
    text = "We met in 2019 and again on 3 March 2021, then never."
    return nlp, nlp(text), nlp(text)


def test_set_group_is_the_setitem_of_spacy():
    nlp, a, b = _docs()
    for doc in (a, b):
        doc.spans["other"] = [doc[0:1]]
    for key, spans in (("temporal", [(3, 4), (7, 10)]), ("temporal", []), ("second", [(0, 2)]),
                       ("temporal", [(1, 2)])):
        group_a = SpanGroup(a, name=key, spans=[Span(a, s, e, "DATE", kb_id="v", span_id="r") for s, e in spans])
        group_b = SpanGroup(b, name=key, spans=[Span(b, s, e, "DATE", kb_id="v", span_id="r") for s, e in spans])
        a.spans[key] = group_a
        _set_group(b, group_b)
        assert type(b.spans) is SpanGroups
        assert _state(a) == _state(b)
        assert b.spans[key] is group_b
    assert a.to_bytes() == b.to_bytes()


def test_set_group_goes_through_setitem_of_another_kind_of_spans():
    _, _, doc = _docs()
    seen = []

    class Spans(dict):
        def __setitem__(self, key, value):
            seen.append(key)
            super().__setitem__(key, value)

    class Holder:  # ``doc.spans`` of spaCy's Doc cannot be replaced: a stand-in with another kind of spans
        spans = Spans()

    group = SpanGroup(doc, name="temporal", spans=[doc[3:4]])
    _set_group(Holder, group)
    assert seen == ["temporal"]
    assert Holder.spans["temporal"] is group


def test_the_component_writes_what_spacys_setitem_wrote():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    texts = ["We met in 2019 and again on 3 March 2021.", "Nothing here.", "We met in 2019 and again on 3 March 2021."]
    for text in texts * 2:  # the second time from the component's kept docs
        doc = nlp.make_doc(text)
        doc._.reference_date = "2020-05-17"
        doc = nlp.get_pipe("temporal_focus")(doc)
        assert list(doc.spans) == ["temporal"]
        group = doc.spans["temporal"]
        assert group.name == "temporal" and group.doc is doc
        again = spacy.blank("en").make_doc(text)
        again.spans["temporal"] = [again[s.start:s.end] for s in group]
        assert [(s.start, s.end) for s in again.spans["temporal"]] == [(s.start, s.end) for s in group]


def test_reference_date_setter_keeps_or_drops_the_clock_time_as_before():
    nlp = spacy.blank("en")
    doc = nlp("at 3pm")
    doc._.reference_date = "2013-02-12T04:30"
    assert doc.user_data[REF_KEY] == "2013-02-12" and REF_TIME_KEY in doc.user_data
    doc._.reference_date = "2013-02-13"
    assert doc.user_data[REF_KEY] == "2013-02-13" and REF_TIME_KEY not in doc.user_data
    doc._.reference_date = "2013-02-14"  # no clock time to drop
    assert doc.user_data == {REF_KEY: "2013-02-14"}
