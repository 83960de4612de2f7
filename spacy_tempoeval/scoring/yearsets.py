"""Year-set scores: each document's predicted focus years against its gold years.

Per document: precision = shared years / predicted years (1.0 when nothing is predicted), recall = shared years /
gold years (1.0 when the gold is empty), F1 their harmonic mean, and both empty counts as P = R = F1 = 1.0.
**Macro** F1 averages the per-document F1; **micro** P/R/F1 pool (document, year) items over the corpus (pooled
precision is 1.0 when nothing is predicted anywhere, recall 1.0 when the gold is empty everywhere); **exact** is
the share of documents whose sets are equal. These are the figures of ``benchmarks/bench_accuracy.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Tuple

from ..yearset import YearSet


def year_set_prf(pred: YearSet, gold: YearSet) -> Tuple[float, float, float]:
    """Per-document (precision, recall, F1); empty prediction P = 1, empty gold R = 1, both empty F1 = 1."""
    tp = pred.overlap(gold)
    p = tp / len(pred) if pred else 1.0
    r = tp / len(gold) if gold else 1.0
    if not pred and not gold:
        return 1.0, 1.0, 1.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


@dataclass
class YearSetScorer:
    """Accumulates documents; ``scores()`` gives macro F1, micro P/R/F1 and exact match (fractions in 0-1)."""

    docs: int = 0
    f1_sum: float = 0.0
    exact: int = 0
    tp: int = 0
    fp: int = 0
    fn: int = 0

    def add(self, pred: YearSet, gold: YearSet) -> Tuple[float, float, float]:
        """Add one document; RETURNS (Tuple[float, float, float]): its (P, R, F1)."""
        prf = year_set_prf(pred, gold)
        inter = pred.overlap(gold)
        self.docs += 1
        self.f1_sum += prf[2]
        self.exact += pred == gold
        self.tp += inter
        self.fp += len(pred) - inter
        self.fn += len(gold) - inter
        return prf

    def scores(self) -> Dict[str, Any]:
        """RETURNS (dict): ``docs``, ``macro_f1``, ``micro_p``, ``micro_r``, ``micro_f1``, ``exact`` (None with a
        ``reason`` when there is no document)."""
        if not self.docs:
            return {"docs": 0, "macro_f1": None, "micro_p": None, "micro_r": None, "micro_f1": None,
                    "exact": None, "reason": "no documents"}
        mp = self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0
        mr = self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0
        mf = 2 * mp * mr / (mp + mr) if mp + mr else 0.0
        return {"docs": self.docs, "macro_f1": self.f1_sum / self.docs, "micro_p": mp, "micro_r": mr,
                "micro_f1": mf, "exact": self.exact / self.docs}


__all__ = ["YearSetScorer", "year_set_prf"]
