"""The TempEval-3 task A scores of TIMEX3 spans: extent (strict, relaxed), value and type.

Definitions (UzZaman et al. 2013, TempEval-3):

- a gold and a predicted TIMEX3 match **relaxed** when their character spans overlap, **strict** when their
  offsets are equal; precision = matches / predicted spans, recall = matches / gold spans, F1 their harmonic mean;
- **value F1** = relaxed F1 x the share of relaxed matches whose predicted value equals the gold value (as
  strings); **type F1** likewise with the type (DATE, TIME, DURATION, SET).

Matching is one-to-one, per document: every (gold, predicted) pair that overlaps is a candidate; candidates are
taken greedily, equal offsets first, then the larger overlap, then the earlier gold and predicted start, and a
gold or predicted span is used once at most. Equal-offset pairs first makes the number of strict matches the
largest possible, and a span that overlaps two others is matched to the one it shares most characters with.
Counts are pooled over documents (micro), as the TempEval-3 scorer does.

No span in gold nor prediction: the scores cannot be computed and are None (``reason`` says why); with gold but
no prediction (or the reverse) precision or recall is 0.0.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Dict, Iterable, List, Sequence, Tuple

from .gold import Timex


def match_timexes(gold: Sequence[Timex], pred: Sequence[Timex]) -> List[Tuple[int, int]]:
    """One-to-one matching of overlapping spans (see the module docstring).

    gold (Sequence[Timex]): The gold spans of one document.
    pred (Sequence[Timex]): The predicted spans of the same document.
    RETURNS (List[Tuple[int, int]]): (gold index, predicted index) pairs.
    """
    candidates = []
    for i, g in enumerate(gold):
        for j, p in enumerate(pred):
            overlap = min(g.end, p.end) - max(g.start, p.start)
            if overlap > 0:
                exact = g.start == p.start and g.end == p.end
                candidates.append((not exact, -overlap, g.start, p.start, i, j))
    candidates.sort()
    used_gold, used_pred, pairs = set(), set(), []
    for *_, i, j in candidates:
        if i not in used_gold and j not in used_pred:
            used_gold.add(i)
            used_pred.add(j)
            pairs.append((i, j))
    return pairs


@dataclass
class SpanCounts:
    """Counts of the TempEval-3 span scores, addable over documents."""

    gold: int = 0
    predicted: int = 0
    strict: int = 0
    relaxed: int = 0
    value: int = 0
    type: int = 0

    def add(self, gold: Sequence[Timex], pred: Sequence[Timex]) -> SpanCounts:
        """Add one document's spans; RETURNS (SpanCounts): that document's own counts."""
        doc = SpanCounts(gold=len(gold), predicted=len(pred))
        for i, j in match_timexes(gold, pred):
            g, p = gold[i], pred[j]
            doc.relaxed += 1
            doc.strict += g.start == p.start and g.end == p.end
            doc.value += g.value == p.value
            doc.type += g.type == p.type
        for name in ("gold", "predicted", "strict", "relaxed", "value", "type"):
            setattr(self, name, getattr(self, name) + getattr(doc, name))
        return doc

    def scores(self) -> SpanScores:
        """RETURNS (SpanScores): P/R/F1 (fractions in 0-1) from these counts."""
        return SpanScores.from_counts(self)


def _prf(tp: int, n_pred: int, n_gold: int) -> Tuple[float, float, float]:
    p = tp / n_pred if n_pred else 0.0
    r = tp / n_gold if n_gold else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


@dataclass
class SpanScores:
    """TempEval-3 scores (fractions in 0-1, or None with ``reason`` when they cannot be computed)."""

    strict_p: float | None
    strict_r: float | None
    strict_f: float | None
    relaxed_p: float | None
    relaxed_r: float | None
    relaxed_f: float | None
    value_f: float | None
    type_f: float | None
    value_accuracy: float | None
    type_accuracy: float | None
    counts: SpanCounts
    reason: str = ""

    @classmethod
    def from_counts(cls, c: SpanCounts) -> SpanScores:
        if not c.gold and not c.predicted:
            return cls(*(None,) * 10, counts=c, reason="no TIMEX3 in the gold data nor in the predictions")
        sp, sr, sf = _prf(c.strict, c.predicted, c.gold)
        rp, rr, rf = _prf(c.relaxed, c.predicted, c.gold)
        value_acc = c.value / c.relaxed if c.relaxed else None
        type_acc = c.type / c.relaxed if c.relaxed else None
        return cls(sp, sr, sf, rp, rr, rf, rf * (value_acc or 0.0), rf * (type_acc or 0.0), value_acc, type_acc,
                   counts=c, reason="" if c.relaxed else "no predicted span overlaps a gold span")

    def to_dict(self) -> Dict[str, Any]:
        """RETURNS (dict): The scores and counts, JSON-able."""
        out = asdict(self)
        out["counts"] = asdict(self.counts)
        return out


def score_spans(docs: Iterable[Tuple[Sequence[Timex], Sequence[Timex]]]) -> SpanScores:
    """TempEval-3 scores of (gold spans, predicted spans) pairs, one per document, counts pooled.

    docs (Iterable[Tuple[Sequence[Timex], Sequence[Timex]]]): The documents' gold and predicted spans.
    RETURNS (SpanScores): The scores.
    """
    counts = SpanCounts()
    for gold, pred in docs:
        counts.add(gold, pred)
    return counts.scores()


__all__ = ["SpanCounts", "SpanScores", "match_timexes", "score_spans"]
