"""The report's sections on time: every metric by kind of the query's time, and the as-of replay (a chart of
each metric across the dates and the records that change). Pure: the result in, template context out."""

from __future__ import annotations

from typing import Any, Dict, List

from ..metrics.registry import lower_is_better
from . import svg

#: records listed under the as-of chart (the rest are counted)
MAX_CHANGED = 50


def kind_section(result: Any) -> Dict[str, Any] | None:
    """``{"kinds": [(kind, n records)], "rows": [{"column", "cells": [{"mean", "count", "bar"} | None]}]}``, or
    None when no query's kind is known (a result built without ``evaluate``, or queries given as years)."""
    from ..evaluate.kinds import KINDS, kind_counts

    found = getattr(result, "time_kinds", None)
    if not found or not hasattr(result, "by_kind") or set(found) == {"unknown"}:
        return None
    counts = kind_counts(result)
    kinds = [k for k in KINDS if k in counts]
    rows = []
    for col, per in result.by_kind().items():
        cells = [None if k not in per else {"mean": per[k]["mean"], "count": per[k]["count"],
                                             "bar": "" if per[k]["mean"] is None else svg.bar(per[k]["mean"], width=60)}
                 for k in kinds]
        rows.append({"column": col, "cells": cells})
    return {"kinds": [(k, counts[k]) for k in kinds], "rows": rows}


def _years(pairs: Any) -> str:
    return ", ".join(str(a) if a == b else f"{a}–{b}" for a, b in pairs or []) or "–"


def as_of_section(result: Any) -> Dict[str, Any] | None:
    """``{"dates", "chart" (SVG), "table" [(metric, [mean per date])], "n_retagged", "changed" [...],
    "n_changed"}``, or None when the run was not replayed."""
    replay = getattr(result, "as_of", None)
    if replay is None:
        return None
    table = replay.table()
    chart = svg.lines({col: [by.get(d) for d in replay.dates] for col, by in table.items()}, replay.dates,
                      label="mean of each metric as of each date")
    changed: List[Dict[str, Any]] = []
    for item in replay.changed[:MAX_CHANGED]:
        moves = [f"{col}: " + " → ".join("n/a" if v is None else f"{v:.3f}" for v in by.values())
                 for col, by in item["scores"].items()]
        changed.append({"id": item["id"], "query": item["query"] or "",
                        "qft": [_years(item["qft"][d]) for d in replay.dates], "moves": moves})
    return {"dates": list(replay.dates), "chart": chart,
            "table": [(col, [by.get(d) for d in replay.dates]) for col, by in table.items()],
            "n_retagged": len(replay.retagged), "changed": changed, "n_changed": len(replay.changed)}


__all__ = ["kind_section", "as_of_section", "lower_is_better", "MAX_CHANGED"]
