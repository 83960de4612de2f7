"""``benchmarks/tagging_floor.py`` (issue 22, branch h22f): the floor pipelines time no less than the component's own
short-doc path needs, and no more: the look-up key is the component's, and the empty output is byte for byte what
the component writes on a doc without an expression."""

from __future__ import annotations

import itertools

import pytest
import spacy
from probes import benchmark_module

NO_EXPRESSION = ["What is the latest on the strike?", "Give me sources on rent.", "", " ", "play some jazz music"]


@pytest.fixture(scope="module")
def floor():
    return benchmark_module("tagging_floor.py")


def _doc(nlp, text, ref):
    doc = nlp.make_doc(text)
    if ref is not None:
        doc._.reference_date = ref
    return doc


@pytest.mark.parametrize("ref", [None, "2024-05-17"])
def test_empty_floor_writes_what_the_component_writes(floor, ref):
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    floors = floor.floor_pipelines("en")
    for text in NO_EXPRESSION:
        for _ in range(3):  # the component's first meeting of the text, then its kept path
            ours = nlp(_doc(nlp, text, ref))
            assert ours._.timexes == []  # the texts hold no expression
            low = floors["tempoeval_floor_empty"](_doc(nlp, text, ref))
            assert low.user_data == ours.user_data and list(low.user_data) == list(ours.user_data)
            assert list(low.spans) == list(ours.spans) == [floor.SPANS_KEY]
            assert low.to_bytes() == ours.to_bytes()


def test_key_floor_keys_as_the_component_and_writes_nothing(floor):
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    focus = nlp.get_pipe("temporal_focus")
    key_floor = floor.floor_pipelines("en")["tempoeval_floor_key"]
    for text in NO_EXPRESSION + ["What happened in 2019?"]:
        nlp(text)
        doc = key_floor(text)
        assert doc.to_array(floor.TEXT_ATTRS).tobytes() in focus._short  # the component's own key
        assert doc.to_bytes() == key_floor.make_doc(text).to_bytes()  # as the tokenizer left it
        assert not doc.spans and not doc.user_data


def test_register_twice_is_harmless(floor):
    floor.register()
    # the file loaded again, by path (new function objects): no second factory
    benchmark_module("tagging_floor.py").register()
    assert all(spacy.language.Language.has_factory(name) for name in floor.FLOORS)


def test_compare_floors_alternates_and_reports_both(floor):
    """With a clock that counts its calls, every timed pass lasts one tick: each ratio is exactly 1, and the
    tokenizer and each floor are timed once per round."""
    ticks = itertools.count()
    calls = []

    def clock():
        calls.append(1)
        return next(ticks)

    blank = spacy.blank("en")
    made = []

    def docs(nlp, items):
        for text, _ in items:
            made.append(text)
            yield nlp.make_doc(text)

    items = [(t, None) for t in NO_EXPRESSION]
    out = floor.compare_floors(blank, floor.floor_pipelines("en"), items, 3, docs, clock)
    assert len(calls) == 3 * 2 * (1 + len(floor.FLOORS))  # start and end of each pass
    assert len(made) == len(items) * len(floor.FLOORS) * (3 + 1)  # three rounds and a warm pass each
    assert {k: v for k, v in out.items() if k.endswith("_ratio")} == {f"{n}_ratio": 1.0 for n in floor.FLOORS}
    assert out["tempoeval_floor_key_us"] == pytest.approx(1e6 / len(items))
