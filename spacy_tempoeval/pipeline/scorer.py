"""Scoring ``temporal_focus`` against gold Docs: year-set precision, recall and F1, and TIMEX3 spans.

Gold years come from the reference doc's ``doc._.focus_years`` (set ``doc.user_data`` through the component
or ``set_gold_focus_years``) or, failing that, from the years of the TIMEX3 values (``span.kb_id_``) of the
reference doc's ``doc.spans[spans_key]``. Micro figures pool (document, year) items; ``focus_years_macro_f``
averages per-document F1 (both empty counts as 1.0), as in the benchmark. When the gold docs carry a
``doc.spans[spans_key]`` group, the expressions themselves are scored too: spaCy's exact-offset labelled
``spans_temporal_p/r/f`` and the TempEval-3 scores ``timex_*`` (strict / relaxed extent, value, type;
``spacy_tempoeval.scoring.tempeval``) against the exact gold offsets ``gold_doc`` stores. ``gold_doc`` makes such
a reference doc from a gold document of ``spacy_tempoeval.scoring.read_gold`` (JSONL or TimeML).
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Iterable, List

from spacy.scorer import PRFScore, Scorer
from spacy.tokens import Doc
from spacy.training import Example
from spacy.util import registry

from ..normalize.timex import timex_to_years
from ..scoring.corpus import predicted_timexes
from ..scoring.gold import GoldDoc, Timex
from ..scoring.tempeval import SpanCounts
from ..scoring.yearsets import year_set_prf
from ..yearset import YearSet
from .extensions import FOCUS_KEY

# Gold TIMEX3 spans of a reference doc with their exact character offsets ([start, end, type, value] lists):
# doc.spans holds token spans, which cannot keep an offset that falls inside a token
GOLD_TIMEXES_KEY = "tempoeval:gold_timexes"
TIMEX_SCORE_KEYS = ("timex_strict_p", "timex_strict_r", "timex_strict_f", "timex_relaxed_p", "timex_relaxed_r",
                    "timex_relaxed_f", "timex_value_f", "timex_type_f")


def set_gold_focus_years(doc: Doc, years: Iterable[int]) -> Doc:
    """Store gold focus years on a reference doc (msgpack-able, survives DocBin)."""
    doc.user_data[FOCUS_KEY] = [list(iv) for iv in YearSet(years).intervals]
    return doc


def gold_focus_years(doc: Doc, spans_key: str = "temporal") -> YearSet | None:
    """The gold years of a reference doc, or None when it carries none."""
    intervals = doc.user_data.get(FOCUS_KEY)
    if intervals is not None:
        return YearSet.from_intervals(intervals)
    if spans_key in doc.spans:
        return YearSet.union_all(timex_to_years(s.kb_id_) for s in doc.spans[spans_key]
                                 if s.label_ in ("DATE", "TIME"))
    return None


def score_focus_years(examples: Iterable[Example], spans_key: str = "temporal", **kwargs: Any) -> Dict[str, Any]:
    """Micro P/R/F and macro F1 of predicted ``doc._.focus_years`` against the gold years.

    RETURNS (Dict[str, Any]): ``focus_years_p``, ``focus_years_r``, ``focus_years_f``, ``focus_years_macro_f``
        (None when no example carries gold years), the TempEval-3 span scores of ``score_timexes`` and spaCy's
        ``spans_<key>_p/r/f`` when the gold docs carry spans.
    """
    examples = list(examples)
    prf = PRFScore()
    f1s = []
    for eg in examples:
        gold = gold_focus_years(eg.reference, spans_key)
        if gold is None:
            continue
        intervals = eg.predicted.user_data.get(FOCUS_KEY) or []
        pred = YearSet.from_intervals(intervals)
        tp = pred.overlap(gold)
        prf.tp += tp
        prf.fp += len(pred) - tp
        prf.fn += len(gold) - tp
        f1s.append(year_set_prf(pred, gold)[2])
    spans = {**score_temporal_spans(examples, spans_key), **score_timexes(examples, spans_key)}
    if not f1s:
        return {"focus_years_p": None, "focus_years_r": None, "focus_years_f": None, "focus_years_macro_f": None,
                **spans}
    return {"focus_years_p": prf.precision, "focus_years_r": prf.recall, "focus_years_f": prf.fscore,
            "focus_years_macro_f": sum(f1s) / len(f1s), **spans}


def gold_timexes(doc: Doc, spans_key: str = "temporal") -> List[Timex] | None:
    """The gold TIMEX3 spans of a reference doc: the exact ones ``gold_doc`` stores, else the spans of
    ``doc.spans[spans_key]`` (label = type, ``kb_id_`` = value); None when it has neither."""
    stored = doc.user_data.get(GOLD_TIMEXES_KEY)
    if stored is not None:
        return [Timex(int(t[0]), int(t[1]), str(t[2]), str(t[3])) for t in stored]
    if spans_key in doc.spans:
        return [Timex(s.start_char, s.end_char, s.label_, s.kb_id_) for s in doc.spans[spans_key]]
    return None


def score_timexes(examples: Iterable[Example], spans_key: str = "temporal") -> Dict[str, Any]:
    """TempEval-3 span scores of the predicted expressions (``doc._.timexes``) against the gold TIMEX3 spans
    (``gold_timexes``): strict and relaxed extent P/R/F, value F and type F (``spacy_tempoeval.scoring.tempeval``;
    counts pooled over the examples whose gold doc has spans).

    RETURNS (Dict[str, Any]): ``timex_strict_p/r/f``, ``timex_relaxed_p/r/f``, ``timex_value_f``,
        ``timex_type_f``: None when no gold doc has spans or there is no span on either side.
    """
    counts, scored = SpanCounts(), False
    for eg in examples:
        gold = gold_timexes(eg.reference, spans_key)
        if gold is None:
            continue
        scored = True
        counts.add(gold, predicted_timexes(eg.predicted))
    if not scored:
        return dict.fromkeys(TIMEX_SCORE_KEYS)
    s = counts.scores()
    return {"timex_strict_p": s.strict_p, "timex_strict_r": s.strict_r, "timex_strict_f": s.strict_f,
            "timex_relaxed_p": s.relaxed_p, "timex_relaxed_r": s.relaxed_r, "timex_relaxed_f": s.relaxed_f,
            "timex_value_f": s.value_f, "timex_type_f": s.type_f}


def gold_doc(nlp: Any, gold: GoldDoc, spans_key: str = "temporal") -> Doc:
    """A reference Doc for ``nlp.evaluate`` / ``spacy evaluate`` from a gold document of the readers in
    ``spacy_tempoeval.scoring.gold`` (``read_gold``: JSONL gold or TimeML ``.tml``): its text, reference date
    (``dct``), gold focus years and, when it has them, its gold TIMEX3 spans, both exactly (for the
    ``timex_*`` scores) and as ``doc.spans[spans_key]`` (label = type, ``kb_id_`` = value; widened to token
    boundaries) for spaCy's span scores. Save many with ``DocBin(store_user_data=True)``.

    nlp (Language): The pipeline whose tokenizer makes the doc.
    gold (GoldDoc): The gold document.
    spans_key (str): The span group (the component's ``spans_key``).
    RETURNS (Doc): The reference doc: ``Example(nlp.make_doc(gold.text), gold_doc(nlp, gold))``.
    """
    doc = nlp.make_doc(gold.text)
    doc._.reference_date = gold.dct
    set_gold_focus_years(doc, gold.years)
    if gold.timexes is not None:
        doc.user_data[GOLD_TIMEXES_KEY] = [[t.start, t.end, t.type, t.value] for t in gold.timexes]
        spans, last_end = [], -1
        for t in gold.timexes:
            span = doc.char_span(t.start, t.end, label=t.type, kb_id=t.value, alignment_mode="expand")
            if span is not None and span.start >= last_end:  # a span group may overlap, TimeML's do not
                spans.append(span)
                last_end = span.end
        doc.spans[spans_key] = spans
    return doc


def _get_spans(doc: Doc, attr: str) -> Any:
    return doc.spans.get(attr[len("spans_"):], [])


def score_temporal_spans(examples: Iterable[Example], spans_key: str = "temporal") -> Dict[str, Any]:
    """Exact-offset, labelled P/R/F of the expressions in ``doc.spans[spans_key]`` against the gold docs' spans.

    Only examples whose gold doc has a ``spans_key`` group count, so gold data without spans scores nothing
    here. The keys are spaCy's (``spans_temporal_p/r/f``, ``spans_temporal_per_type``): ``spacy evaluate
    --spans-key temporal`` prints them as SPAN P/R/F.
    RETURNS (Dict[str, Any]): The scores, or {} when no gold doc has spans.
    """
    scored = [eg for eg in examples if spans_key in eg.reference.spans]
    if not scored:
        return {}
    return Scorer.score_spans(scored, f"spans_{spans_key}", getter=_get_spans,
                              has_annotation=lambda doc: spans_key in doc.spans, labeled=True,
                              allow_overlap=True)


@registry.scorers("spacy_tempoeval.temporal_focus_scorer.v1")
def make_temporal_focus_scorer() -> Callable[..., Dict[str, Any]]:
    """The registered scorer (referenced from the component's default config)."""
    return score_focus_years
