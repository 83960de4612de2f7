"""Notes on a result's columns that a reader of the summary needs: a recall@K whose K covers every retrieved
list is uninformative (every relevant document retrieved is within the top K, so it only says whether any
was retrieved at all)."""

from __future__ import annotations

from typing import Any, Dict, List

RECALL_METRICS = ("temporal_recall", "temporal_year_recall")


def _list_lengths(result: Any) -> List[int]:
    lengths = []
    records = result.records or [{} for _ in result.rows]
    for ft, rec in zip(result.focus_times, records):
        docs = ft.get("dfts")
        if docs is None and isinstance(rec, dict):
            docs = rec.get("retrieved_docs") or rec.get("retrieved_ids") or rec.get("dfts")
        if docs is not None:
            lengths.append(len(docs))
    return lengths


def column_notes(result: Any) -> Dict[str, str]:
    """Column -> a note, for the recall@K columns whose K is at least every record's list length."""
    lengths = _list_lengths(result)
    if not lengths:
        return {}
    longest = max(lengths)
    notes = {}
    for col in result.columns:
        name, _, k = col.partition("@")
        if name in RECALL_METRICS and k.isdigit() and int(k) >= longest:
            notes[col] = (f"uninformative: k={k} covers every retrieved list (at most {longest} documents), so "
                          f"it counts every relevant document retrieved; compare a smaller k")
    return notes


__all__ = ["column_notes"]
