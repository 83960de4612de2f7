"""The aggregates of a run, counted online: one pass over the records as they are scored, so that a run's
summary never needs its rows in memory (``evaluate`` may spill them to disk, see ``evaluate.spill``).

    tally = Tally(["temporal_precision@5"])
    tally.add({"index": 0, "id": "q1", "temporal_precision@5": 0.4}, {}, {}, "focus_time", "explicit", {})
    tally.aggregates()["temporal_precision@5"]["mean"]   # 0.4

Every mean is the sum of the applicable values in record order divided by their count: the same figure, to the
last bit, as summing a list of the run's values (Python 3.11's ``sum`` of floats adds them in order).
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any, Dict, Iterable, List, Mapping, Tuple


class _Acc:
    """One column over some records: the values present, the applicable ones summed, the failed judgments."""

    __slots__ = ("n", "ok", "total", "failed")

    def __init__(self) -> None:
        self.n = 0  # records with a value (NaN included)
        self.ok = 0  # applicable values
        self.total: float = 0
        self.failed = 0

    def add(self, value: float, failed: bool) -> None:
        self.n += 1
        if math.isnan(value):
            self.failed += failed
        else:
            self.ok += 1
            self.total += value

    @property
    def mean(self) -> float | None:
        return self.total / self.ok if self.ok else None


class Tally:
    """The aggregates of the records added so far: per column, overall, per mode and per kind of the query's
    time, the NaN reasons counted, and the longest retrieved list (for ``evaluate.notes``).

    columns (List[str]): The metric columns.
    """

    def __init__(self, columns: List[str]) -> None:
        self.columns = list(columns)
        self.n_records = 0
        self.modes: Counter[str] = Counter()
        self.reasons: Dict[str, Counter[str]] = {col: Counter() for col in self.columns}
        self.longest_list: int | None = None
        self._all: Dict[str, _Acc] = {col: _Acc() for col in self.columns}
        self._by_mode: Dict[Tuple[str, str], _Acc] = {}
        self._by_kind: Dict[Tuple[str, str, str], _Acc] = {}  # (col, mode or "", kind)

    def add(self, row: Mapping[str, Any], reasons: Mapping[str, str], details: Mapping[str, Any], mode: str,
            kind: str, focus: Mapping[str, Any], record: Any = None) -> None:
        """One record's row, NaN reasons, judge details, mode, kind of time and focus times."""
        self.n_records += 1
        self.modes[mode] += 1
        for col in self.columns:
            value = row.get(col)
            if value is None:
                continue
            value = float(value)
            failed = math.isnan(value) and judge_failed(details.get(col))
            self._all[col].add(value, failed)
            self._acc(self._by_mode, (col, mode)).add(value, failed)
            self._acc(self._by_kind, (col, "", kind)).add(value, False)
            self._acc(self._by_kind, (col, mode, kind)).add(value, False)
        for col, why in reasons.items():
            if why and col in self.reasons:
                self.reasons[col][why] += 1
        self._see_list(focus, record)

    def add_all(self, rows: Iterable[Mapping[str, Any]], reasons: Iterable[Mapping[str, str]],
                details: Iterable[Mapping[str, Any]], modes: Iterable[str], kinds: Iterable[str],
                focus: Iterable[Mapping[str, Any]], records: Iterable[Any]) -> Tally:
        """Every record of parallel sequences (one pass); returns the tally."""
        for item in zip(rows, reasons, details, modes, kinds, focus, records):
            self.add(*item)
        return self

    @staticmethod
    def _acc(table: Dict[Any, _Acc], key: Any) -> _Acc:
        acc = table.get(key)
        if acc is None:
            acc = table[key] = _Acc()
        return acc

    def _see_list(self, focus: Mapping[str, Any], record: Any) -> None:
        docs = focus.get("dfts")
        if docs is None and isinstance(record, dict):
            docs = record.get("retrieved_docs") or record.get("retrieved_ids") or record.get("dfts")
        if docs is not None:
            self.longest_list = max(self.longest_list or 0, len(docs))

    def aggregates(self, mode: str | None = None) -> Dict[str, Dict[str, Any]]:
        """Column -> {"mean", "count", "n_not_applicable", "n_failed"} over every record, or the records of
        ``mode``."""
        n = self.n_records if mode is None else self.modes[mode]
        out = {}
        for col in self.columns:
            acc = self._all[col] if mode is None else self._by_mode.get((col, mode), _Acc())
            out[col] = {"mean": acc.mean, "count": acc.ok, "n_not_applicable": n - acc.ok - acc.failed,
                        "n_failed": acc.failed}
        return out

    def by_kind(self, entries: Iterable[Tuple[str, str, Any]], kinds: Iterable[str]) -> Dict[str, Dict[str, Any]]:
        """``kinds.by_kind``'s table for the (column, mode) entries of ``summary_aggregates``, kinds in the
        order of ``kinds``."""
        order = list(kinds)
        out: Dict[str, Dict[str, Any]] = {}
        for col, mode, _ in entries:
            per = {}
            for kind in order:
                acc = self._by_kind.get((col, mode, kind))
                if acc is not None:
                    per[kind] = {"mean": acc.mean, "count": acc.ok, "n_not_applicable": acc.n - acc.ok,
                                 "n_records": acc.n}
            out[f"{col} [{mode}]" if mode else col] = per
        return out


def judge_failed(details: Any) -> bool:
    """Whether a NaN score's details show a judgment that failed (an error, not a true "not applicable")."""
    judgments = details.get("judgments") if isinstance(details, dict) else None
    return any(isinstance(j, dict) and not j.get("ok") for j in judgments or ())


__all__ = ["Tally", "judge_failed"]
