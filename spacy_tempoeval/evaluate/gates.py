"""Quality gates over an ``EvaluationResult``: thresholds on metric means (``evaluate --fail-under``,
``spacy_tempoeval.testing.assert_temporal_scores``), the worst records of a column, and why a record scored
what it scored (the query years in no document, the documents that share no year with the query, by rank, the
answer years that no document supports).

    failures = check_thresholds(result, {"temporal_precision@5": 0.8})
    for f in failures: print(f.describe()); print(worst_records(result, f.column))
"""

from __future__ import annotations

import difflib
import math
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Mapping, Tuple

from ..errors import ConfigError, Errors
from ..metrics.registry import lower_is_better
from ..yearset import YearSet, coerce_years


@dataclass
class Failure:
    """A column whose mean is under its threshold, or over it for a metric where lower is better
    (``lower_is_better``; ``mean`` None: no record was scored)."""

    column: str
    threshold: float
    mean: float | None
    count: int
    mode: str = ""  # "gold_ids" / "focus_time" when the column was scored in both modes (one gate per mode)
    lower_is_better: bool = False  # stale_context, temporal_hallucination: the gate is a ceiling

    @property
    def label(self) -> str:
        return f"{self.column}/{self.mode}" if self.mode else self.column

    def describe(self) -> str:
        if self.mean is None:
            return f"{self.label}: no record was scored (threshold {self.threshold:g})"
        if self.lower_is_better:
            return (f"{self.label} = {self.mean:.4f} > {self.threshold:g} (mean of {self.count} records; lower is "
                    "better)")
        return f"{self.label} = {self.mean:.4f} < {self.threshold:g} (mean of {self.count} records)"


def parse_thresholds(specs: Iterable[str], option: str = "--fail-under") -> Dict[str, float]:
    """``["temporal_precision@5=0.8", ...]`` -> {column: threshold}; [E191] for a malformed one."""
    out: Dict[str, float] = {}
    for spec in specs:
        name, sep, value = str(spec).rpartition("=")
        try:
            threshold = float(value)
        except ValueError:
            threshold = math.nan
        if not sep or not name.strip() or math.isnan(threshold) or math.isinf(threshold):
            raise ConfigError(Errors.E191.format(option=option, value=spec, reason="not METRIC=NUMBER"))
        out[name.strip()] = threshold
    return out


def check_thresholds(result: Any, thresholds: Mapping[str, float]) -> List[Failure]:
    """The columns whose mean is under their threshold (a mean equal to it passes), or over it for a metric
    where lower is better (``stale_context``); [E192] for a column the run does not have, naming the closest
    one."""
    failures = []
    for column, threshold in thresholds.items():
        if column not in result.aggregates:
            close = difflib.get_close_matches(column, list(result.aggregates), n=1, cutoff=0.6)
            hint = f"did you mean {close[0]!r}?" if close else f"columns: {', '.join(result.aggregates)}"
            raise ConfigError(Errors.E192.format(column=column, hint=hint))
        lower = lower_is_better(column)
        for col, mode, agg in result.summary_aggregates():  # a column scored in both modes: each mode's mean
            if col == column and _fails(agg["mean"], threshold, lower):
                failures.append(Failure(col, float(threshold), agg["mean"], agg["count"], mode, lower))
    return failures


def _fails(mean: float | None, threshold: float, lower: bool) -> bool:
    if mean is None:
        return True
    return mean > threshold if lower else mean < threshold


def worst_records(result: Any, column: str, n: int = 5) -> List[Tuple[int, Any, float, str]]:
    """The ``n`` worst-scoring records of ``column`` (the lowest, or the highest for a metric where lower is
    better; not-applicable ones after them): (index, id, score, why)."""
    sign = -1.0 if lower_is_better(column) else 1.0
    scored = []
    for i, row in enumerate(result.rows):
        value = float(row.get(column, math.nan))
        scored.append((math.isnan(value), sign * value if not math.isnan(value) else 0.0, i))
    scored.sort()
    out = []
    for _, _, i in scored[:n]:
        value = float(result.rows[i].get(column, math.nan))
        out.append((i, result.rows[i].get("id", i), value, explain(result, i, column)))
    return out


def _ranks(ranks: List[int]) -> str:
    return ", ".join(map(str, ranks[:10])) + (f" (+{len(ranks) - 10} more)" if len(ranks) > 10 else "")


def _years(ys: YearSet) -> str:
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in ys.intervals[:6]) + \
        (" ..." if len(ys.intervals) > 6 else "")


def explain(result: Any, index: int, column: str) -> str:
    """Why record ``index`` scored what it did in ``column``: its not-applicable reason, else what its focus
    times show: for the ranked-list metrics the documents sharing no year with the query, by rank within the
    cutoff (and a list shorter than the cutoff), for year recall the query years in no retrieved document,
    for faithfulness the answer years no retrieved document supports, for the answer metrics the years the
    answer misses or adds. Empty when nothing is to be said (or the focus times were not kept)."""
    reason = result.reasons[index].get(column) if index < len(result.reasons) else None
    if reason:
        return reason
    ft = result.focus_times[index] if index < len(result.focus_times) else {}
    name, _, k = column.partition("@")
    qft = None if ft.get("qft") is None else coerce_years(ft["qft"])
    aft = None if ft.get("aft") is None else coerce_years(ft["aft"])
    dfts = None if ft.get("dfts") is None else [coerce_years(d) for d in ft["dfts"] if d is not None]
    if name.startswith("answer_temporal"):
        return _answer_parts(name, qft, aft)
    if "faithful" in name or "hallucin" in name:
        unsupported = aft - YearSet.union_all(dfts) if aft is not None and dfts is not None else None
        return f"answer years in no retrieved document: {_years(unsupported)}" if unsupported else ""
    if qft is None or dfts is None:
        return ""
    return "; ".join(_ranked_parts(name, qft, dfts, int(k) if k.isdigit() else None))


def _answer_parts(name: str, qft: YearSet | None, aft: YearSet | None) -> str:
    if qft is None or aft is None:
        return ""
    if name.endswith("recall") and qft - aft:
        return f"query years the answer does not cover: {_years(qft - aft)}"
    if name.endswith("precision") and aft - qft:
        return f"answer years the query did not ask about: {_years(aft - qft)}"
    return ""


def _ranked_parts(name: str, qft: YearSet, dfts: List[YearSet], k: int | None) -> List[str]:
    top = dfts[:k] if k is not None else dfts
    parts = []
    irrelevant = [r + 1 for r, d in enumerate(top) if not qft.intersects(d)]
    if irrelevant:
        parts.append(f"documents sharing no year with the query ({_years(qft) or 'none'}), by rank: "
                     f"{_ranks(irrelevant)}")
    if k is not None and len(dfts) < k:
        parts.append(f"only {len(dfts)} document(s) retrieved for k={k}")
    missing = qft - YearSet.union_all(top)
    if missing and "recall" in name:
        parts.append(f"query years in no retrieved document: {_years(missing)}")
    return parts


def describe_failures(result: Any, failures: List[Failure], worst: int = 5) -> str:
    """The failed thresholds, each with its worst records and why."""
    lines = []
    for f in failures:
        lines.append(f.describe())
        for i, rid, value, why in worst_records(result, f.column, worst):
            shown = "n/a" if math.isnan(value) else f"{value:.4f}"
            lines.append(f"  record {i} (id={rid!r}): {shown}" + (f": {why}" if why else ""))
    return "\n".join(lines)


__all__ = ["Failure", "check_thresholds", "describe_failures", "explain", "parse_thresholds", "worst_records"]
