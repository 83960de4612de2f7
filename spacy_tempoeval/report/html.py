"""The evaluation report: one self-contained HTML file (inline CSS, SVG and script; no network, no assets).

The summary (the mean of every metric with a bar, each metric's score distribution, the years the queries ask
about against the years the retrieved documents cover) is static HTML and SVG. The records are embedded as
compact JSON (``report.data``) and drawn by the page's script, one page of rows at a time: sort by any
metric ("worst records first"), filter (not applicable, below a score, answers with years no document covers),
search, and open a record to read its query, answer, every retrieved document with its years, every metric
with its reason, and the judge's verdicts when the result carries them. This keeps the file close to the
size of the data and the page usable at 100,000 records (see benchmarks/README.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, List, Mapping, Sequence, Union

from .. import __version__
from ..errors import Errors, InputError
from . import svg
from .data import Limits, dumps_for_html, report_data
from .time_sections import as_of_section, kind_section, lower_is_better

TEMPLATE_DIR = Path(__file__).parent / "templates"
TEMPLATE_NAME = "report.v1.html.jinja"
SCRIPT_NAME = "report.v1.js"


def _pairs(flat: Sequence[int]) -> List[tuple]:
    """``[a, b, c, d]`` -> ``[(a, b), (c, d)]`` (the report data's flat intervals)."""
    return list(zip(flat[::2], flat[1::2]))


def _focus_of(result: Any, focus: Sequence[Mapping[str, Any]] | None) -> Sequence[Mapping[str, Any]]:
    if focus is not None:
        return focus
    found = getattr(result, "focus_times", None)
    return found if found is not None else [{} for _ in result.rows]


def report_context(result: Any, records: Sequence[Mapping[str, Any]],
                   focus: Sequence[Mapping[str, Any]] | None = None, *, title: str = "Temporal RAG evaluation",
                   source: str = "", settings: Dict[str, Any] | None = None,
                   limits: Limits | None = None) -> Dict[str, Any]:
    """The data the template renders (pure: no I/O).

    result (EvaluationResult): ``rows``, ``reasons``, ``columns`` and ``aggregates`` of ``evaluate``
        (``details``, per record column -> metric details such as judge verdicts, when it has them).
    records (Sequence[dict]): The evaluated records (query, answer and retrieved document texts).
    focus (Optional[Sequence[dict]]): Per record, "qft", "dfts" and "aft" year sets; by default the
        result's ``focus_times``.
    title (str): The page title.
    source (str): Where the dataset came from (shown in the header).
    settings (Optional[dict]): Settings to list in the header (mode, k, metrics ...).
    limits (Optional[Limits]): How much of long texts to keep (``report.data.Limits``).
    RETURNS (dict): The template context.
    """
    focus = _focus_of(result, focus)
    if len(records) != len(result.rows) or len(focus) != len(result.rows):
        reason = (f"{len(result.rows)} result rows, {len(records)} records and {len(focus)} focus-time entries must "
                  "be the same number")
        raise InputError(Errors.E078.format(where="report_context", reason=reason))
    data = report_data(result, records, focus, limits=limits)
    f = {name: i for i, name in enumerate(data["fields"])}
    recs = data["records"]
    columns = list(result.columns)
    summary = []
    distributions = []
    for c, col in enumerate(columns):
        agg = result.aggregates[col]
        values = [v for v in (r[f["scores"]][c] for r in recs) if v is not None]
        summary.extend(_summary_rows(result, col))
        top = max(values + [1.0])
        missing = agg["n_not_applicable"] + agg.get("n_failed", 0)
        distributions.append({"column": col, "svg": svg.histogram(values, n_missing=missing, hi=top, label=col)})
    queries = [_pairs(r[f["qft"]]) for r in recs]
    documents = [_pairs(d) for r in recs for d in r[f["dfts"]] if d is not None]
    hallucinated = [_pairs(r[f["unsupported"]]) for r in recs]
    n_halluc = sum(1 for h in hallucinated if h)
    return {
        "title": title, "source": source, "version": __version__, "settings": settings or {},
        "n_records": len(result.rows), "summary": summary, "distributions": distributions,
        "coverage": svg.coverage(queries, documents, hallucinated),
        "legend": svg.legend(("q", "d", "h") if n_halluc else ("q", "d")),
        "timeline_legend": svg.legend(("q", "d", "a", "h")),
        "n_hallucinated": n_halluc, "columns": columns, "cut": data["cut"], "limits": data["limits"],
        "data_json": dumps_for_html(data), "script": (TEMPLATE_DIR / SCRIPT_NAME).read_text(encoding="utf-8"),
        "by_kind": kind_section(result), "as_of": as_of_section(result),
    }


def _summary_rows(result: Any, col: str) -> List[Dict[str, Any]]:
    """The summary row(s) of a column: one per mode ("col [gold_ids]", "col [focus_time]") when records of
    both modes were scored in it, so that a mean never mixes gold-id and focus-time scores."""
    if hasattr(result, "summary_aggregates"):
        parts = [(f"{c} [{mode}]" if mode else c, agg) for c, mode, agg in result.summary_aggregates() if c == col]
    else:
        parts = [(col, result.aggregates[col])]
    lower = lower_is_better(col)
    return [{"column": name, "mean": agg["mean"], "count": agg["count"], "na": agg["n_not_applicable"],
             "failed": agg.get("n_failed", 0), "bar": svg.bar(agg["mean"]), "lower": lower} for name, agg in parts]


def _template() -> Any:
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATE_DIR)),
                             autoescape=jinja2.select_autoescape(["html", "jinja"], default=True),
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    return env.get_template(TEMPLATE_NAME)


def render_report(result: Any, records: Sequence[Mapping[str, Any]],
                  focus: Sequence[Mapping[str, Any]] | None = None, **kwargs: Any) -> str:
    """The report as an HTML string (see ``report_context`` for the arguments)."""
    return _template().render(**report_context(result, records, focus, **kwargs))


def write_report(path: Union[str, Path], result: Any, records: Sequence[Mapping[str, Any]],
                 focus: Sequence[Mapping[str, Any]] | None = None, **kwargs: Any) -> Path:
    """Render the report and write it atomically to ``path`` (see ``report_context`` for the arguments).

    RETURNS (Path): ``path``.
    """
    from ..util.atomic import atomic_open

    context = report_context(result, records, focus, **kwargs)
    with atomic_open(path, "w") as handle:  # streamed: the page is never held as one more string
        for chunk in _template().generate(**context):
            handle.write(chunk)
    return Path(path)
