"""The floor of the component's short-doc path, timed against the tokenizer as ``bench_tagging`` times the
component (issue 22).

``temporal_focus`` finds a short doc's kept result by its tokens (``TemporalFocus._short_entry``: the
``Doc.to_array`` of the tokens' texts and trailing spaces, as bytes, looked up in a dict) and, on a doc without an
expression, writes an empty span group and its three ``user_data`` entries. Two pipelines do only that much:

- ``tempoeval_floor_key``: the look-up by the tokens, nothing written (what any result kept per tokenization costs
  before any of our code runs);
- ``tempoeval_floor_empty``: the look-up and exactly what the component writes on a doc without an expression
  (``Doc.to_bytes`` equal to the component's: ``tests/pipeline/test_tagging_floor_pipelines.py``).

Their ratio to the tokenizer is the best the component can reach on short docs with this design: a ratio at or
below the bar means no change inside the component's own code reaches it.

    python benchmarks/bench_tagging.py --cpu --repeat 3 --floor --only snips-pate short
"""

from __future__ import annotations

from typing import Any, Dict, Sequence, Tuple

import spacy
from spacy.language import Language
from spacy.tokens import Doc, SpanGroup

from spacy_tempoeval.pipeline.doc_text import TEXT_ATTRS
from spacy_tempoeval.pipeline.extensions import write_stored
from spacy_tempoeval.pipeline.temporal_focus import _set_group

SPANS_KEY = "temporal"  # the component's default ``spans_key``
FLOORS = ("tempoeval_floor_key", "tempoeval_floor_empty")
_KEPT: Dict[bytes, Any] = {}  # never filled: every look-up misses, as cheap as a hit (one dict probe)


def floor_key(doc: Doc) -> Doc:
    """Look ``doc`` up by its tokens as ``TemporalFocus._short_entry`` does; write nothing.

    doc (Doc): The doc.
    RETURNS (Doc): The same doc, unchanged.
    """
    _KEPT.get(doc.to_array(TEXT_ATTRS).tobytes())
    return doc


def floor_empty(doc: Doc) -> Doc:
    """Look ``doc`` up by its tokens and write what ``temporal_focus`` writes on a doc without an expression: an
    empty span group under ``SPANS_KEY`` and the stored records and focus (``write_stored``).

    doc (Doc): The doc.
    RETURNS (Doc): The same doc, with the empty output.
    """
    _KEPT.get(doc.to_array(TEXT_ATTRS).tobytes())
    _set_group(doc, SpanGroup(doc, name=SPANS_KEY))
    write_stored(doc, [], [])
    return doc


def register() -> None:
    """Register the floor components with spaCy (once: this file may be loaded more than once, by path)."""
    for name, func in zip(FLOORS, (floor_key, floor_empty)):
        if not Language.has_factory(name):
            Language.component(name, func=func)


def floor_pipelines(lang: str) -> Dict[str, Language]:
    """A blank pipeline of ``lang`` with each floor component alone, by component name."""
    register()
    out = {}
    for name in FLOORS:
        nlp = spacy.blank(lang)
        nlp.add_pipe(name)
        out[name] = nlp
    return out


def compare_floors(blank: Language, floors: Dict[str, Language], items: Sequence[Tuple[str, str | None]],
                   repeat: int, docs: Any, clock: Any) -> Dict[str, float]:
    """The floors' ratios to the tokenizer on ``items``: each floor pipeline and the tokenizer timed alternately
    (best of ``repeat``), docs made as ``bench_tagging`` makes them (``docs(nlp, items)``: reference dates set).

    RETURNS (Dict[str, float]): ``<floor>_ratio`` (tokenizer time over the floor pipeline's) and ``<floor>_us``.
    """
    texts = [t for t, _ in items]
    for nlp in floors.values():
        list(nlp.pipe(docs(nlp, items), batch_size=64))
    best_tok = float("inf")
    best = dict.fromkeys(floors, float("inf"))
    for _ in range(repeat):
        t0 = clock()
        for _d in blank.pipe(texts, batch_size=64):
            pass
        best_tok = min(best_tok, clock() - t0)
        for name, nlp in floors.items():
            t0 = clock()
            for _d in nlp.pipe(docs(nlp, items), batch_size=64):
                pass
            best[name] = min(best[name], clock() - t0)
    out: Dict[str, float] = {}
    for name, seconds in best.items():
        out[f"{name}_ratio"] = best_tok / seconds
        out[f"{name}_us"] = 1e6 * seconds / len(items)
    return out
