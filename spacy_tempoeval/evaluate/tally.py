"""The aggregates of a run, counted online: one pass over the records as they are scored, so that a run's
summary never needs its rows in memory (``evaluate`` may spill them to disk, see ``evaluate.spill``).

    tally = Tally(["temporal_precision@5"])
    tally.add({"index": 0, "id": "q1", "temporal_precision@5": 0.4}, {}, {}, "focus_time", "explicit", {})
    tally.aggregates()["temporal_precision@5"]["mean"]   # 0.4

Every mean is the sum of the applicable values in record order divided by their count: the same figure, to the
last bit, as summing a list of the run's values (Python 3.11's ``sum`` of floats adds them in order).
"""

from __future__ import annotations

import functools
import operator
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
        self._all = self._accs()
        self._by_mode: Dict[str, List[_Acc]] = {}
        self._by_kind: Dict[Tuple[str, str], List[_Acc]] = {}  # (mode or "", kind) -> one per column

    def _accs(self) -> List[_Acc]:
        return [_Acc() for _ in self.columns]

    def add(self, row: Mapping[str, Any], reasons: Mapping[str, str], details: Mapping[str, Any], mode: str,
            kind: str, focus: Mapping[str, Any], record: Any = None) -> None:
        """One record's row, NaN reasons, judge details, mode, kind of time and focus times (``add_all`` of
        one record)."""
        self.add_all([row], [reasons], [details], [mode], [kind], [focus], [record])

    def add_all(self, rows: Iterable[Mapping[str, Any]], reasons: Iterable[Mapping[str, str]],
                details: Iterable[Mapping[str, Any]], modes: Iterable[str], kinds: Iterable[str],
                focus: Iterable[Mapping[str, Any]], records: Iterable[Any]) -> Tally:
        """Every record of parallel sequences; returns the tally. Counted column by column: each group's
        applicable values are added to its sum in record order (``functools.reduce``), so a mean is the same to
        the last bit however the records are split between calls."""
        rows, details, modes = list(rows), list(details), list(modes)
        self.n_records += len(rows)
        targets = [(self._all, None), *self._groups(modes, kinds)]
        # groups of the same records (one mode: the mode's and the run's, a (mode, kind)'s and the kind's) read
        # their values once
        same: Dict[Tuple[int, ...], int] = {}
        shared = [same.setdefault(tuple(range(len(rows))) if where is None else tuple(where), t)
                  for t, (_, where) in enumerate(targets)]
        judged = [i for i, more in enumerate(details) if more]
        for c, col in enumerate(self.columns):
            values = [row.get(col) for row in rows]
            read: Dict[int, Tuple[int, int, List[float]]] = {}
            for t, (accs, where) in enumerate(targets):
                got = read.get(shared[t])
                if got is None:
                    chosen = values if where is None else [values[i] for i in where]
                    present = [float(v) for v in chosen if v is not None]
                    applicable = [v for v in present if v == v]  # not NaN
                    got = read[t] = (len(present), len(applicable), applicable)
                acc = accs[c]
                acc.n += got[0]
                acc.ok += got[1]
                acc.total = functools.reduce(operator.add, got[2], acc.total)
            for i in judged:
                value = values[i]
                if value is not None and float(value) != float(value) and judge_failed(details[i].get(col)):
                    self._all[c].failed += 1
                    self._by_mode[modes[i]][c].failed += 1
        for why in reasons:
            for col, text in why.items():
                if text and col in self.reasons:
                    self.reasons[col][text] += 1
        for seen, record in zip(focus, records):
            self._see_list(seen, record)
        return self

    def _groups(self, modes: List[str], kinds: Iterable[str]) -> List[Tuple[List[_Acc], List[int]]]:
        """The accumulators of each mode, kind and (mode, kind) these records fall in (made where new, in the
        order ``add`` makes them), with the positions of their records; the modes counted."""
        groups: Dict[Any, List[int]] = {}
        for i, (mode, kind) in enumerate(zip(modes, kinds)):
            self.modes[mode] += 1
            for key in (mode, ("", kind), (mode, kind)):
                groups.setdefault(key, []).append(i)
        out = []
        for key, where in groups.items():
            table: Dict[Any, List[_Acc]] = self._by_mode if isinstance(key, str) else self._by_kind  # type: ignore[assignment]
            out.append((table.get(key) or table.setdefault(key, self._accs()), where))
        return out

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
        accs = self._all if mode is None else self._by_mode.get(mode) or self._accs()
        return {col: {"mean": acc.mean, "count": acc.ok, "n_not_applicable": n - acc.ok - acc.failed,
                      "n_failed": acc.failed} for col, acc in zip(self.columns, accs)}

    def by_kind(self, entries: Iterable[Tuple[str, str, Any]], kinds: Iterable[str]) -> Dict[str, Dict[str, Any]]:
        """``kinds.by_kind``'s table for the (column, mode) entries of ``summary_aggregates``, kinds in the
        order of ``kinds``."""
        order = list(kinds)
        where = {col: n for n, col in enumerate(self.columns)}
        out: Dict[str, Dict[str, Any]] = {}
        for col, mode, _ in entries:
            per = {}
            for kind in order:
                accs = self._by_kind.get((mode, kind))
                acc = None if accs is None else accs[where[col]]
                if acc is not None and acc.n:
                    per[kind] = {"mean": acc.mean, "count": acc.ok, "n_not_applicable": acc.n - acc.ok,
                                 "n_records": acc.n}
            out[f"{col} [{mode}]" if mode else col] = per
        return out


def judge_failed(details: Any) -> bool:
    """Whether a NaN score's details show a judgment that failed (an error, not a true "not applicable")."""
    judgments = details.get("judgments") if isinstance(details, dict) else None
    return any(isinstance(j, dict) and not j.get("ok") for j in judgments or ())


__all__ = ["Tally", "judge_failed"]
