"""The evaluation report: one self-contained HTML file (inline CSS and SVG, no scripts, no external assets).

It shows what a reader would rather look at than read: the mean of every metric, each metric's score
distribution, the years the queries ask about against the years the retrieved documents cover (with the
answers' unsupported years), and, per record, a small timeline of query, documents and answer with its
scores and the reason behind every "not applicable".
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Dict, List, Mapping, Sequence, Union

from .. import __version__
from ..yearset import YearSet, coerce_years
from . import svg

TEMPLATE_DIR = Path(__file__).parent / "templates"
TEMPLATE_NAME = "report.v1.html.jinja"
MAX_TEXT = 220


def _intervals(years: Any) -> List[tuple]:
    if years is None:
        return []
    return [tuple(iv) for iv in coerce_years(years).intervals]


def _fmt_years(years: Any) -> str:
    ivs = _intervals(years)
    if not ivs:
        return "—"
    return ", ".join(str(a) if a == b else f"{a}–{b}" for a, b in ivs)


def _short(text: Any) -> str:
    if not isinstance(text, str):
        return ""
    text = " ".join(text.split())
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def _score(value: Any) -> float | None:
    if value is None:
        return None
    v = float(value)
    return None if math.isnan(v) else v


def _record_view(i: int, row: Mapping[str, Any], reasons: Mapping[str, str], record: Mapping[str, Any],
                 focus: Mapping[str, Any], columns: Sequence[str]) -> Dict[str, Any]:
    qft = coerce_years(focus.get("qft"))
    dfts = [coerce_years(d) for d in (focus.get("dfts") or []) if d is not None]
    aft = coerce_years(focus.get("aft"))
    unsupported = aft - YearSet.union_all(dfts) if dfts else aft
    return {
        "index": i, "id": row.get("id", i), "query": _short(record.get("query")),
        "answer": _short(record.get("answer")), "qft": _fmt_years(qft), "aft": _fmt_years(aft),
        "unsupported": _fmt_years(unsupported) if len(unsupported) else "",
        "n_docs": len(dfts),
        "timeline": svg.timeline(_intervals(qft), [_intervals(d) for d in dfts], _intervals(aft),
                                 _intervals(unsupported)),
        "scores": [{"column": c, "value": _score(row.get(c)), "reason": reasons.get(c, "")} for c in columns],
    }


def report_context(result: Any, records: Sequence[Mapping[str, Any]], focus: Sequence[Mapping[str, Any]], *,
                   title: str = "Temporal RAG evaluation", source: str = "", settings: Dict[str, Any] | None
                   = None) -> Dict[str, Any]:
    """The data the template renders (pure: no I/O).

    result (EvaluationResult): ``rows``, ``reasons``, ``columns`` and ``aggregates`` of ``evaluate``.
    records (Sequence[dict]): The evaluated records (for the query and answer texts).
    focus (Sequence[dict]): Per record, "qft", "dfts" and "aft" year sets (``evaluate.focus_times``).
    title (str): The page title.
    source (str): Where the dataset came from (shown in the header).
    settings (Optional[dict]): Settings to list in the header (mode, k, metrics ...).
    RETURNS (dict): The template context.
    """
    if len(records) != len(result.rows) or len(focus) != len(result.rows):
        raise ValueError(f"report_context: {len(result.rows)} result rows, {len(records)} records and "
                         f"{len(focus)} focus-time entries must be the same number")
    columns = list(result.columns)
    summary = []
    distributions = []
    for col in columns:
        agg = result.aggregates[col]
        values = [v for v in (_score(r.get(col)) for r in result.rows) if v is not None]
        summary.append({"column": col, "mean": agg["mean"], "count": agg["count"],
                        "na": agg["n_not_applicable"], "bar": svg.bar(agg["mean"])})
        top = max(values + [1.0])
        distributions.append({"column": col, "svg": svg.histogram(values, n_missing=agg["n_not_applicable"],
                                                                  hi=top, label=col)})
    queries = [_intervals(f.get("qft")) for f in focus]
    documents = [_intervals(d) for f in focus for d in (f.get("dfts") or []) if d is not None]
    hallucinated = []
    for f in focus:
        dfts = [coerce_years(d) for d in (f.get("dfts") or []) if d is not None]
        aft = coerce_years(f.get("aft"))
        hallucinated.append(_intervals(aft - YearSet.union_all(dfts)))
    n_halluc = sum(1 for h in hallucinated if h)
    return {
        "title": title, "source": source, "version": __version__, "settings": settings or {},
        "n_records": len(result.rows), "summary": summary, "distributions": distributions,
        "coverage": svg.coverage(queries, documents, hallucinated), "legend": svg.legend(),
        "n_hallucinated": n_halluc, "columns": columns,
        "records": [_record_view(i, row, why, rec, f, columns)
                    for i, (row, why, rec, f) in enumerate(zip(result.rows, result.reasons, records, focus))],
    }


def render_report(result: Any, records: Sequence[Mapping[str, Any]], focus: Sequence[Mapping[str, Any]],
                  **kwargs: Any) -> str:
    """The report as an HTML string (see ``report_context`` for the arguments)."""
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATE_DIR)),
                             autoescape=jinja2.select_autoescape(["html", "jinja"], default=True),
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    return env.get_template(TEMPLATE_NAME).render(**report_context(result, records, focus, **kwargs))


def write_report(path: Union[str, Path], result: Any, records: Sequence[Mapping[str, Any]],
                 focus: Sequence[Mapping[str, Any]], **kwargs: Any) -> Path:
    """Render the report and write it atomically to ``path``. RETURNS (Path): ``path``."""
    from ..bulk.atomic import atomic_write_text

    atomic_write_text(path, render_report(result, records, focus, **kwargs))
    return Path(path)
