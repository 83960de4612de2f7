"""The per-record data of the HTML report, as one compact JSON document the page's script renders on demand.

The page never holds 100,000 rendered rows: it parses this JSON once and draws one page of rows at a time,
and a record's details (texts, documents, timeline, reasons, judge verdicts) only when it is opened. To keep
the file small, repeated strings (not-applicable reasons, documents retrieved for several queries) are stored
once, year sets are flat ``[first, last, first, last, ...]`` interval lists, scores are rounded to 4
decimals, and long texts are cut (the cut is marked and counted).

Layout (version 1)::

    {"v": 1, "columns": [...], "strings": [...], "docs": [[id, text, cut(, own date)], ...],
     "records": [[id, query, answer, qft, aft, unsupported, [doc index, ...], [doc years, ...],
                  [score or null, ...], {column index: string index}, {column index: details} | 0,
                  [gold id, ...] | 0], ...],
     "cut": {"texts": n, "details": n}, "limits": {...}}
"""

from __future__ import annotations

import json
import math
from typing import Any, Dict, List, Mapping, Sequence, Tuple

from ..yearset import YearSet, coerce_years

#: Default limits: characters kept of a query / answer, of a document, and of one metric's details (as JSON).
MAX_QA_CHARS = 2000
MAX_DOC_CHARS = 1000
MAX_DETAIL_CHARS = 4000

RECORD_FIELDS = ("id", "query", "answer", "qft", "aft", "unsupported", "docs", "dfts", "scores", "reasons",
                 "details", "gold", "mode")


def flat_intervals(years: Any) -> List[int]:
    """A year set as ``[first, last, first, last, ...]`` (empty for None or no years)."""
    if years is None:
        return []
    out: List[int] = []
    for a, b in coerce_years(years).intervals:
        out += (int(a), int(b))
    return out


def _score(value: Any) -> float | None:
    if value is None:
        return None
    try:
        v = float(value)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(v) or math.isinf(v) else round(v, 4)


def _scores(row: Mapping[str, Any], columns: Sequence[str]) -> List[float | None]:
    values = [row.get(c) for c in columns]
    try:  # the common case: floats, NaN for "not applicable"
        return [None if v is None or v != v else round(v, 4) for v in values]
    except (TypeError, ValueError, OverflowError):
        return [_score(v) for v in values]


class _Interner:
    def __init__(self) -> None:
        self.items: List[Any] = []
        self.index: Dict[Any, int] = {}

    def add(self, key: Any, value: Any) -> int:
        i = self.index.get(key)
        if i is None:
            i = self.index[key] = len(self.items)
            self.items.append(value)
        return i


def _doc_parts(doc: Any) -> Tuple[str, str]:
    if isinstance(doc, Mapping):
        text = doc.get("text")
        doc_id = doc.get("id", "")
        return ("" if doc_id is None else str(doc_id)), (text if isinstance(text, str) else "")
    if isinstance(doc, str):
        return "", doc
    return str(doc), ""  # an id without a text (retrieved_ids)


def _documents(record: Mapping[str, Any]) -> List[Any]:
    docs = record.get("retrieved_docs")
    if docs is None:
        docs = record.get("retrieved_ids")
    if docs is None or isinstance(docs, (str, bytes)):
        return []
    try:
        return list(docs)
    except TypeError:
        return []


_DROPPED = ("mode", "model", "usage")  # the same for every record: in the header (mode, LLM usage) instead


def slim_details(details: Any) -> Any:
    """A metric's details as the report shows them: without what every record repeats (mode, model, usage),
    and each judge judgment as one flat row (rank or step, ok, the verdict's fields, or the error and the raw
    reply), so that a record's verdicts read as a table and stay within ``max_detail_chars``."""
    if not isinstance(details, Mapping):
        return details
    out = {key: value for key, value in details.items() if key not in _DROPPED}
    judgments = out.get("judgments")
    if isinstance(judgments, list):
        rows = []
        for judgment in judgments:
            if not isinstance(judgment, Mapping):
                rows.append(judgment)
                continue
            row = {k: v for k, v in judgment.items()
                   if k != "prompt" and k != "verdict" and not (k in ("cached", "reused") and not v)}
            verdict = judgment.get("verdict")
            if isinstance(verdict, Mapping):
                row.update({k: v for k, v in verdict.items() if k not in row or k == "verdict"})
            elif verdict is not None:
                row["verdict"] = verdict
            rows.append(row)
        out["judgments"] = rows
    return out


def _jsonable(value: Any, limit: int) -> Tuple[Any, bool]:
    """``value`` made JSON-friendly (``str`` for anything else), or a note when longer than ``limit``."""
    text = json.dumps(value, ensure_ascii=False, default=str, allow_nan=False) if value is not None else "null"
    if len(text) <= limit:
        return json.loads(text), False
    return {"note": f"details of {len(text):,} characters left out of the report (limit {limit:,})"}, True


class Limits:
    """How much text the report keeps.

    max_qa_chars (int): Characters kept of a query or an answer.
    max_doc_chars (int): Characters kept of a retrieved document.
    max_detail_chars (int): Characters (as JSON) kept of one metric's details (judge verdicts ...).
    """

    def __init__(self, max_qa_chars: int = MAX_QA_CHARS, max_doc_chars: int = MAX_DOC_CHARS,
                 max_detail_chars: int = MAX_DETAIL_CHARS) -> None:
        self.max_qa_chars = max_qa_chars
        self.max_doc_chars = max_doc_chars
        self.max_detail_chars = max_detail_chars

    def to_dict(self) -> Dict[str, int]:
        return {"qa": self.max_qa_chars, "doc": self.max_doc_chars, "details": self.max_detail_chars}


def report_data(result: Any, records: Sequence[Mapping[str, Any]], focus: Sequence[Mapping[str, Any]], *,
                limits: Limits | None = None) -> Dict[str, Any]:
    """The compact per-record data of the report (see the module docstring for its layout).

    result (EvaluationResult): ``rows``, ``reasons`` and ``columns``; ``details`` (per record, column ->
        metric details such as LLM verdicts) is used when the result has it.
    records (Sequence[dict]): The evaluated records (query, answer, retrieved_docs / retrieved_ids, gold_ids).
    focus (Sequence[dict]): Per record, "qft", "dfts" and "aft" year sets.
    limits (Optional[Limits]): Text limits (default: ``Limits()``).
    RETURNS (dict): The JSON-able data.
    """
    limits = limits or Limits()
    columns = list(result.columns)
    col_index = {c: i for i, c in enumerate(columns)}
    strings = _Interner()
    docs = _Interner()
    cut = {"texts": 0, "details": 0}
    all_details = getattr(result, "details", None)
    modes = getattr(result, "modes", None) or ["focus_time"] * len(result.rows)

    def clip(text: Any, limit: int) -> str:
        if not isinstance(text, str):
            return ""
        if len(text) <= limit:
            return text
        cut["texts"] += 1
        return text[: limit - 1] + "…"

    out_records: List[List[Any]] = []
    # details are read in step with the rows (a spilled result reads its file once, not once per record)
    details_of = iter(all_details) if all_details is not None else iter(())
    mode_of = iter(modes)
    for i, (row, why, rec, f) in enumerate(zip(result.rows, result.reasons, records, focus)):
        record_details, mode = next(details_of, None), next(mode_of, "focus_time")
        qft, aft = coerce_years(f.get("qft")), coerce_years(f.get("aft"))
        dft_sets = [None if d is None else coerce_years(d) for d in (f.get("dfts") or [])]
        present = [d for d in dft_sets if d is not None]
        unsupported = aft - YearSet.union_all(present) if present else aft
        doc_refs: List[int] = []
        for doc in _documents(rec):
            doc_id, text = _doc_parts(doc)
            kept = clip(text, limits.max_doc_chars)
            date = doc.get("reference_date") if isinstance(doc, Mapping) else None
            entry = [doc_id, kept, int(kept != text)] + ([] if date is None else [str(date)])
            doc_refs.append(docs.add((doc_id, text, date), entry))
        reasons = {str(col_index[c]): strings.add(r, r) for c, r in why.items() if c in col_index and r}
        details: Any = 0
        if record_details:
            details = {}
            for c, d in record_details.items():
                if c in col_index and d:
                    details[str(col_index[c])], was_cut = _jsonable(slim_details(d), limits.max_detail_chars)
                    cut["details"] += was_cut
            details = details or 0
        gold = rec.get("gold_ids")
        out_records.append([
            str(row.get("id", i)), clip(rec.get("query"), limits.max_qa_chars),
            clip(rec.get("answer"), limits.max_qa_chars), flat_intervals(qft), flat_intervals(aft),
            flat_intervals(unsupported), doc_refs,
            [None if d is None else flat_intervals(d) for d in dft_sets],
            _scores(row, columns), reasons or 0, details,
            [str(g) for g in gold] if isinstance(gold, (list, tuple)) and gold else 0, mode,
        ])
    return {"v": 1, "fields": list(RECORD_FIELDS), "columns": columns, "strings": strings.items,
            "docs": docs.items, "records": out_records, "cut": cut, "limits": limits.to_dict()}


def dumps_for_html(data: Mapping[str, Any]) -> str:
    """``data`` as compact JSON that is safe inside ``<script type="application/json">`` (no ``</``)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False, default=str)
    return text.replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


__all__ = ["Limits", "dumps_for_html", "flat_intervals", "report_data", "slim_details"]
