"""The result of ``evaluate``: per-record rows, NaN reasons and aggregates, with exporters."""

from __future__ import annotations

import csv
import io
import json
import math
import os
from typing import Any, Dict, List, Union

from ..bulk.formats import defuse_csv_cell
from ..errors import DependencyError, Errors


def _clean(value: Any) -> Any:
    if isinstance(value, float):
        return None if math.isnan(value) else float(value)
    return value


class EvaluationResult:
    """Scores of a whole run.

    rows (List[dict]): One dict per record: ``index``, ``id`` and one column per metric (``name@k`` for
        ranked-list metrics); NaN marks "not applicable".
    reasons (List[dict]): Per record, column -> why it is NaN.
    columns (List[str]): The metric columns, in order.
    aggregates (dict): Column -> {"mean", "count" (applicable records), "n_not_applicable"}; the mean
        skips NaN (None when nothing was applicable).
    focus_times (List[dict]): Per record, role ("qft", "dfts", "aft", "afts") -> the YearSet(s) its texts were
        given (the roles the metrics read, plus ``evaluate(focus_roles=...)``): the report reuses them.
    reference_date (Optional[str]): ISO date that texts without a reference date of their own were anchored to
        (None: relative expressions added no years); pass it as ``reference_date=`` to reproduce the run.
    """

    def __init__(self, rows: List[Dict[str, Any]], reasons: List[Dict[str, str]], columns: List[str], *,
                 focus_times: List[Dict[str, Any]] | None = None, reference_date: str | None = None) -> None:
        self.rows = rows
        self.reasons = reasons
        self.columns = columns
        self.focus_times = focus_times if focus_times is not None else [{} for _ in rows]
        self.reference_date = reference_date
        self.aggregates = self._aggregate()

    def _aggregate(self) -> Dict[str, Dict[str, Any]]:
        out = {}
        for col in self.columns:
            values = [float(r[col]) for r in self.rows if r.get(col) is not None]
            ok = [v for v in values if not math.isnan(v)]
            out[col] = {"mean": sum(ok) / len(ok) if ok else None, "count": len(ok),
                        "n_not_applicable": len(self.rows) - len(ok)}
        return out

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, column: str) -> float | None:
        """The mean of a column (None when nothing was applicable)."""
        return self.aggregates[column]["mean"]

    def to_dicts(self) -> List[Dict[str, Any]]:
        """Rows as JSON-friendly dicts (NaN -> None), each with a ``reasons`` dict for its NaN columns."""
        return [{**{k: _clean(v) for k, v in row.items()}, "reasons": dict(reasons)}
                for row, reasons in zip(self.rows, self.reasons)]

    def to_json(self, path: Union[str, os.PathLike] | None = None, *, indent: int | None = None) -> str:
        """``{"reference_date": ..., "aggregates": ..., "rows": ...}`` as JSON (NaN -> null); also written to
        ``path`` when given."""
        text = json.dumps({"reference_date": self.reference_date, "aggregates": self.aggregates,
                           "rows": self.to_dicts()}, indent=indent,
                          ensure_ascii=False, default=str)
        if path is not None:
            with open(path, "w", encoding="utf8") as handle:
                handle.write(text)
        return text

    def to_csv(self, path: Union[str, os.PathLike] | None = None) -> str:
        """One row per record (index, id, metric columns; NaN as an empty cell); written to ``path`` if
        given. Text cells that a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``) get a leading
        ``'``."""
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=["index", "id", *self.columns], extrasaction="ignore",
                                lineterminator="\n")
        writer.writeheader()
        for row in self.rows:
            writer.writerow({k: ("" if v is None else defuse_csv_cell(_clean(v))) for k, v in row.items()})
        text = buffer.getvalue()
        if path is not None:
            with open(path, "w", encoding="utf8", newline="") as handle:
                handle.write(text)
        return text

    def to_pandas(self):
        """A ``pandas.DataFrame`` of the rows (NaN kept). Needs pandas (``spacy-tempoeval[pandas]``)."""
        try:
            import pandas as pd
        except ImportError as exc:  # pragma: no cover - depends on the environment
            raise DependencyError(Errors.E079.format(what="to_pandas()", package="pandas", extra="pandas")) from exc
        return pd.DataFrame(self.rows, columns=["index", "id", *self.columns])

    def summary(self) -> Dict[str, float | None]:
        """Column -> mean."""
        return {col: agg["mean"] for col, agg in self.aggregates.items()}

    def __repr__(self) -> str:
        means = ", ".join(f"{c}={a['mean']:.4f}" if a["mean"] is not None else f"{c}=n/a"
                          for c, a in self.aggregates.items())
        return f"EvaluationResult({len(self.rows)} records: {means})"


__all__ = ["EvaluationResult"]
