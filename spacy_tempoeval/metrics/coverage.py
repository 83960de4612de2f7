"""Year-coverage metrics over the top K: the share of the QFT's years the top K cover (year recall), the share of
their years inside the QFT (year precision), and how many distinct years or decades they span (diversity).

They read the union of the top K's years (``YearSet``s), where the ranked-list metrics of ``metrics.retrieval``
read each document's relevance; both share ``RetrievalMetric``'s input handling.
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Sequence, Tuple

from ..errors import Errors, InputError, InputTypeError, code_of
from ..yearset import YearSet, coerce_years
from . import functional as F
from .base import MetricScore
from .fast import Query, check_documents, flags_top_k
from .registry import register_metric
from .retrieval import BATCH_MODULE, EMPTY_QFT, RetrievalMetric


class _YearCoverage(RetrievalMetric):
    """Metrics over the union of the years of the top K (read as YearSets: top K only)."""

    llm_task = None
    llm_inputs = ()

    def _focus(self, query: Query, dfts: Sequence[Any], k: int, options: Dict[str, Any]
               ) -> Tuple[float, Dict[str, Any]]:
        top = _years_of(dfts[:k])
        flags = flags_top_k(query, top, k)
        return self._from_union(query.as_yearset(), YearSet.union_all(top), options), {"relevant": flags}

    def _from_union(self, qft: YearSet, union: YearSet, options: Dict[str, Any]) -> float:
        raise NotImplementedError


def _years_of(dfts: Sequence[Any]) -> List[YearSet]:
    out = []
    for i, d in enumerate(dfts):
        try:
            out.append(coerce_years(d))
        except TypeError as exc:
            raise InputTypeError(f"dfts[{i}]: {exc}", code=code_of(exc)) from None
    return out


@register_metric
class TemporalYearPrecision(_YearCoverage):
    """Temporal Year Precision@K = |∪DFT_top-K ∩ QFT| / |∪DFT_top-K|: how much of the time the top K is about
    is the time the query asks about.
    """

    name = "temporal_year_precision"
    batch = f"{BATCH_MODULE}:year_precision_at_k"

    def _from_union(self, qft: YearSet, union: YearSet, options: Dict[str, Any]) -> float:
        return union.overlap(qft) / len(union) if union else math.nan

    def explain_nan(self, **inputs: Any) -> str:
        if not inputs.get("qft"):
            return EMPTY_QFT
        return "the top-k documents mention no year (empty union of DFTs)"


@register_metric
class TemporalYearRecall(_YearCoverage):
    """Temporal Year Recall@K = |∪DFT_top-K ∩ QFT| / |QFT|: how much of the query's time the top K covers."""

    name = "temporal_year_recall"
    batch = f"{BATCH_MODULE}:year_recall_at_k"

    def _from_union(self, qft: YearSet, union: YearSet, options: Dict[str, Any]) -> float:
        return union.overlap(qft) / len(qft)


@register_metric
class TemporalDiversity(_YearCoverage):
    """Temporal Diversity@K: distinct years (``granularity="year"``) or decades (``"decade"``) the top K covers,
    over a scope: the query's (its years or decades) by default, or ``total_scope`` (a number of years or
    decades, tempoeval's argument) when given; then no QFT is needed. NaN when there is neither.
    """

    name = "temporal_diversity"
    inputs = ("dfts",)
    optional_inputs = ("qft",)
    focus_options = frozenset({"granularity", "total_scope"})

    def __init__(self, *, granularity: str = "year", total_scope: int | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        F.temporal_diversity_at_k({1}, [], 1, granularity=granularity)  # validates early
        _check_scope(total_scope)
        self.granularity = granularity
        self.total_scope = total_scope

    def batch_fn(self) -> Any:
        return None

    def compute(self, **kwargs: Any) -> MetricScore:
        if kwargs.get("qft") is None and kwargs.get("query") is None and not self.uses_llm:
            kwargs.pop("qft", None)
            kwargs["qft"] = YearSet()  # no query: the scope must come from total_scope
        return super().compute(**kwargs)

    def _options(self, kwargs: Dict[str, Any]) -> Dict[str, Any]:
        options = {"granularity": self.granularity, "total_scope": self.total_scope}
        options.update(super()._options(kwargs))
        _check_scope(options["total_scope"])
        return options

    def _score(self, qft: Any, dfts: Any, kwargs: Dict[str, Any]) -> MetricScore:
        options = self._options(kwargs)
        if options["total_scope"] is None:
            return super()._score(qft, dfts, kwargs)
        k = kwargs.get("k")
        k = self.k if k is None else F.check_k(k)
        docs = check_documents(dfts, f"{type(self).__name__}: argument 'dfts'")
        union = YearSet.union_all(_years_of(docs[:k]))
        covered = len(union) if options["granularity"] == "year" else len(union.decades())
        value = min(1.0, covered / options["total_scope"])
        return MetricScore(value, None, {"k": k, "mode": "focus_time", "n_retrieved": len(docs),
                                         "covered": covered, "total_scope": options["total_scope"]})

    def _from_union(self, qft: YearSet, union: YearSet, options: Dict[str, Any]) -> float:
        covered = union & qft
        if options.get("granularity", "year") == "year":
            return len(covered) / len(qft)
        return len(covered.decades()) / len(qft.decades())

    def explain_nan(self, **inputs: Any) -> str:
        if inputs.get("qft"):
            return super().explain_nan(**inputs)
        return "no scope to measure diversity against: the query has no focus time and no total_scope was given"


def _check_scope(total_scope: Any) -> None:
    if total_scope is not None and (isinstance(total_scope, bool) or not isinstance(total_scope, int)
                                    or total_scope < 1):
        raise InputError(Errors.E153.format(where="TemporalDiversity total_scope", expected="a positive int",
                                            value=total_scope, type=type(total_scope).__name__))


COVERAGE_METRICS = [TemporalYearPrecision, TemporalYearRecall, TemporalDiversity]

__all__ = [cls.__name__ for cls in COVERAGE_METRICS] + ["COVERAGE_METRICS"]
