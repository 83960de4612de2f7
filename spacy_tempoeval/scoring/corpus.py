"""Tag gold documents with a pipeline and score them: year sets and TempEval-3 spans, per document and pooled.

``score_corpus(nlp, docs)`` is what ``spacy-tempoeval score`` and ``benchmarks/bench_accuracy.py`` both run, so
the two report the same figures: each text is made into a Doc (``nlp.make_doc``), given the gold document's
``dct`` as reference date and run through the pipeline's components; the focus years are scored against the
gold years (``yearsets``) and ``doc._.timexes`` against the gold TIMEX3 spans (``tempeval``) of the documents
that have them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List

from ..yearset import YearSet
from .gold import GoldDoc, Timex
from .tempeval import SpanCounts, SpanScores
from .yearsets import YearSetScorer


@dataclass
class DocResult:
    """One scored document: the gold, the prediction and its scores."""

    gold: GoldDoc
    years: YearSet
    timexes: List[Timex]
    spans: List[Dict[str, Any]]
    p: float
    r: float
    f: float
    span_counts: SpanCounts | None = None


@dataclass
class CorpusResult:
    """Scores of a corpus: ``years`` (see ``YearSetScorer.scores``), ``spans`` (None, with ``spans_reason``,
    when no gold document has a TIMEX3 span: the gold then annotates years only) and the per-document results."""

    years: Dict[str, Any]
    spans: SpanScores | None
    docs: List[DocResult] = field(default_factory=list)
    spans_reason: str = ""

    def worst(self, n: int) -> List[DocResult]:
        """The ``n`` documents with the lowest year-set F1 below 1.0 (stable order: first in corpus first)."""
        wrong = [d for d in self.docs if d.f < 1.0]
        return sorted(wrong, key=lambda d: d.f)[:n]

    def to_dict(self, worst: int = 10) -> Dict[str, Any]:
        """RETURNS (dict): The scores (fractions in 0-1) and the ``worst`` documents, JSON-able."""
        return {"years": self.years, "spans": self.spans.to_dict() if self.spans else None,
                "spans_reason": self.spans_reason,
                "worst": [{"doc_id": d.gold.doc_id, "f1": d.f, "predicted": [list(iv) for iv in d.years.intervals],
                           "gold": [list(iv) for iv in d.gold.years.intervals]} for d in self.worst(worst)]}


def tag_text(nlp: Any, text: str, reference_date: str | None) -> Any:
    """The Doc of ``text`` with its reference date, run through every component of ``nlp``."""
    doc = nlp.make_doc(text)
    doc._.reference_date = reference_date
    for _, proc in nlp.pipeline:
        doc = proc(doc)
    return doc


def tag(nlp: Any, gold: GoldDoc) -> Any:
    """The Doc of a gold document's text, with its ``dct`` as reference date, run through every component."""
    return tag_text(nlp, gold.text, gold.dct)


def predicted_timexes(doc: Any) -> List[Timex]:
    """The predicted TIMEX3 spans of a tagged Doc (``doc._.timexes``: offsets, label as type, value)."""
    return [Timex(t["start"], t["end"], t["label"], t["value"] or "") for t in doc._.timexes]


def score_corpus(nlp: Any, docs: Iterable[GoldDoc]) -> CorpusResult:
    """Tag every gold document with ``nlp`` and score it.

    nlp (Language): A pipeline with ``temporal_focus``.
    docs (Iterable[GoldDoc]): The gold documents (``spacy_tempoeval.scoring.gold``).
    RETURNS (CorpusResult): The scores.
    """
    year_scorer = YearSetScorer()
    counts = SpanCounts()
    results = []
    for gold in docs:
        doc = tag(nlp, gold)
        pred_years = doc._.focus_years
        p, r, f = year_scorer.add(pred_years, gold.years)
        timexes = predicted_timexes(doc)
        doc_counts = None
        if gold.timexes is not None:
            doc_counts = counts.add(gold.timexes, timexes)
        results.append(DocResult(gold, pred_years, timexes, doc._.timexes, p, r, f, doc_counts))
    if not counts.gold:  # no span annotated anywhere: scoring predictions against nothing would say 0.0
        reason = "the gold has no TIMEX3 span ('timexes' is absent or empty in every document)"
        return CorpusResult(year_scorer.scores(), None, results, reason)
    return CorpusResult(year_scorer.scores(), counts.scores(), results)


__all__ = ["CorpusResult", "DocResult", "predicted_timexes", "score_corpus", "tag", "tag_text"]
