"""Scoring ``temporal_focus`` against gold Docs: year-set precision, recall and F1.

Gold years come from the reference doc's ``doc._.focus_years`` (set ``doc.user_data`` through the component
or ``set_gold_focus_years``) or, failing that, from the years of the TIMEX3 values (``span.kb_id_``) of the
reference doc's ``doc.spans[spans_key]``. Micro figures pool (document, year) items; ``focus_years_macro_f``
averages per-document F1 (both empty counts as 1.0), as in the benchmark. When the gold docs carry a
``doc.spans[spans_key]`` group, the expressions themselves are scored too (``spans_temporal_p/r/f``).
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Iterable

from spacy.scorer import PRFScore, Scorer
from spacy.tokens import Doc
from spacy.training import Example
from spacy.util import registry

from ..normalize.timex import timex_to_years
from ..yearset import YearSet
from .extensions import FOCUS_KEY


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


def year_set_prf(pred: YearSet, gold: YearSet) -> tuple:
    """Per-document (precision, recall, F1); empty prediction P = 1, empty gold R = 1, both empty F1 = 1."""
    tp = pred.overlap(gold)
    p = tp / len(pred) if pred else 1.0
    r = tp / len(gold) if gold else 1.0
    if not pred and not gold:
        return 1.0, 1.0, 1.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def score_focus_years(examples: Iterable[Example], spans_key: str = "temporal", **kwargs: Any) -> Dict[str, Any]:
    """Micro P/R/F and macro F1 of predicted ``doc._.focus_years`` against the gold years.

    RETURNS (Dict[str, Any]): ``focus_years_p``, ``focus_years_r``, ``focus_years_f``, ``focus_years_macro_f``
        (None when no example carries gold years).
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
    spans = score_temporal_spans(examples, spans_key)
    if not f1s:
        return {"focus_years_p": None, "focus_years_r": None, "focus_years_f": None, "focus_years_macro_f": None,
                **spans}
    return {"focus_years_p": prf.precision, "focus_years_r": prf.recall, "focus_years_f": prf.fscore,
            "focus_years_macro_f": sum(f1s) / len(f1s), **spans}


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
