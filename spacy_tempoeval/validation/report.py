"""The result of ``validate_metrics``: per metric, how often each failure kind lowered it and how often the
invariant rewrites left it unchanged; the cases that missed; JSON and a plain-text table."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any, Dict, List, Sequence, Tuple


@dataclass
class Tally:
    """Trials of one metric under one perturbation: ``hits`` of ``trials`` (lowered, or left unchanged)."""

    trials: int = 0
    hits: int = 0
    skipped: int = 0  # records where the metric was undefined before, or could not get worse (already 0)

    @property
    def rate(self) -> float:
        """hits / trials (NaN when there was no trial)."""
        return self.hits / self.trials if self.trials else math.nan

    def to_dict(self) -> Dict[str, Any]:
        rate = self.rate
        return {"trials": self.trials, "hits": self.hits, "skipped": self.skipped,
                "rate": None if math.isnan(rate) else round(rate, 4)}


@dataclass
class ValidationReport:
    """What ``validate_metrics`` found.

    columns (List[str]): The metric columns checked ("temporal_precision@3", "temporal_faithfulness", ...).
    perturbations (List[Dict]): Each perturbation: name, kind, targets, description, records it applied to.
    detection (Dict[str, Dict[str, Tally]]): column -> targeted perturbation -> lowered / trials.
    invariance (Dict[str, Dict[str, Tally]]): column -> invariant perturbation -> unchanged / trials.
    cases (List[Dict]): Every trial that failed (a targeted metric not lowered, an invariant one changed), with
        the record id, the perturbation, the values before and after and the changed texts.
    seed (int), k (int), reference_date (str), n_records (int): How the run was perturbed and scored.
    """

    columns: List[str]
    perturbations: List[Dict[str, Any]]
    detection: Dict[str, Dict[str, Tally]]
    invariance: Dict[str, Dict[str, Tally]]
    cases: List[Dict[str, Any]] = field(default_factory=list)
    seed: int = 0
    k: int = 3
    reference_date: str | None = None
    n_records: int = 0

    @staticmethod
    def _pooled(tallies: Dict[str, Tally]) -> Tally:
        return Tally(sum(t.trials for t in tallies.values()), sum(t.hits for t in tallies.values()),
                     sum(t.skipped for t in tallies.values()))

    def detection_rate(self, column: str, perturbation: str | None = None) -> float:
        """The share of trials of ``column``'s targeted perturbations (or of one) that lowered it."""
        tallies = self.detection.get(column, {})
        return (tallies[perturbation] if perturbation else self._pooled(tallies)).rate

    def invariance_rate(self, column: str) -> float:
        """The share of invariant perturbations (over records where the metric is defined) that left it
        unchanged."""
        return self._pooled(self.invariance.get(column, {})).rate

    def failing(self, min_detection: float) -> List[Tuple[str, str, float]]:
        """(column, perturbation, rate) of every failure kind a metric detects in fewer than ``min_detection``
        of its trials (kinds without a trial are not failures: nothing could be shown)."""
        return [(col, name, t.rate) for col, tallies in self.detection.items() for name, t in tallies.items()
                if t.trials and t.rate < min_detection]

    def untested(self) -> List[str]:
        """Columns no targeted perturbation could be tried on (no record where the metric could get worse)."""
        return [col for col in self.columns if not self._pooled(self.detection.get(col, {})).trials]

    def table(self) -> List[Dict[str, Any]]:
        """One row per metric column: detection per targeted perturbation, pooled, and invariance."""
        rows = []
        for col in self.columns:
            det = self.detection.get(col, {})
            inv = self._pooled(self.invariance.get(col, {}))
            pooled = self._pooled(det)
            rows.append({"metric": col, "detection": {n: t.to_dict() for n, t in det.items()},
                         "detection_rate": pooled.to_dict()["rate"], "detection_trials": pooled.trials,
                         "invariance_rate": inv.to_dict()["rate"], "invariance_trials": inv.trials})
        return rows

    def to_dict(self) -> Dict[str, Any]:
        """Everything, JSON-friendly (rates rounded to 4 places, None where there was no trial)."""
        return {"seed": self.seed, "k": self.k, "reference_date": self.reference_date,
                "n_records": self.n_records, "perturbations": self.perturbations, "metrics": self.table(),
                "invariance": {c: {n: t.to_dict() for n, t in v.items()} for c, v in self.invariance.items()},
                "cases": self.cases}

    def to_json(self, indent: int | None = 1) -> str:
        """``to_dict`` as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def to_markdown(self) -> str:
        """The table as Markdown: a column per failure kind (detected / trials) and the invariance rate."""
        kinds = [p["name"] for p in self.perturbations if p["kind"] == "lower"]
        head = ["metric", *kinds, "detection", "invariant unchanged"]
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for row in self.table():
            cells = [f"`{row['metric']}`"]
            for kind in kinds:
                t = row["detection"].get(kind)
                cells.append("" if t is None else _cell(t["hits"], t["trials"]))
            det = sum(t["hits"] for t in row["detection"].values())
            cells.append(_cell(det, row["detection_trials"]))
            inv = self._pooled(self.invariance.get(row["metric"], {}))
            cells.append(_cell(inv.hits, inv.trials))
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)


def _cell(hits: int, trials: int) -> str:
    return "n/a (0 trials)" if not trials else f"{hits / trials:.0%} ({hits}/{trials})"


def perturbation_rows(perturbations: Sequence[Any], applied: Dict[str, int]) -> List[Dict[str, Any]]:
    """The listing of the perturbations in a report: name, kind, targets, description, records applied to."""
    return [{"name": p.name, "kind": p.kind, "targets": list(p.targets), "description": p.description,
             "records": applied.get(p.name, 0)} for p in perturbations]


__all__ = ["Tally", "ValidationReport", "perturbation_rows"]
