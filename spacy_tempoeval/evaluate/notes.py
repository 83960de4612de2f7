"""Notes on a result's columns that a reader of the summary needs: a recall@K whose K covers every retrieved
list is uninformative (every relevant document retrieved is within the top K, so it only says whether any
was retrieved at all)."""

from __future__ import annotations

from typing import Any, Dict

RECALL_METRICS = ("temporal_recall", "temporal_year_recall")


def column_notes(result: Any) -> Dict[str, str]:
    """Column -> a note, for the recall@K columns whose K is at least every record's list length."""
    longest = result.tally.longest_list  # counted as the run was scored (evaluate.tally)
    if longest is None:
        return {}
    notes = {}
    for col in result.columns:
        name, _, k = col.partition("@")
        if name in RECALL_METRICS and k.isdigit() and int(k) >= longest:
            notes[col] = (f"uninformative: k={k} covers every retrieved list (at most {longest} documents), so "
                          f"it counts every relevant document retrieved; compare a smaller k")
    return notes


__all__ = ["column_notes"]
