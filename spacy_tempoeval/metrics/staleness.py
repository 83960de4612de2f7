"""Stale context: retrieved documents written before the time the query asks about ended.

A document dated 2021 cannot report on 2023. ``stale_context@K`` is the share of the dated documents among the
top K that were written before the last year of the query's focus time (lower is better)::

    StaleContext().compute(qft={2023}, document_dates=["2021-05-01", "2023-06-01", None], k=3)  # 0.5
    StaleContext().compute(query="What happened in 2023?", retrieved_docs=[
        {"text": "...", "reference_date": "2021-05-01"}, {"text": "...", "reference_date": "2023-06-01"}], k=2)

The pure function is ``stale_share`` (years in, share out); ``StaleContext`` only reads its inputs: the query's
years (``qft=`` or ``query=``, as every focus-time metric) and one date per ranked document
(``document_dates=``, or the own date of each ``retrieved_docs`` / ``contexts`` object: ``reference_date``,
``date`` or ``published``, also in its ``metadata``, as ``evaluate`` reads them). It has no LLM mode: the dates
are metadata, and comparing a date with a year needs no judge.
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Mapping, Sequence, Tuple

from ..errors import Errors, InputError
from .adapters import keywords_for, resolve_roles
from .base import BaseMetric, MetricScore
from .registry import register_metric

NO_FOCUS = "the query has no focus time (empty QFT), so no document can be stale"
NO_DOCUMENTS = "no documents were retrieved"
NO_DATES = "no document in the top {k} has a date of its own (reference_date, date or published)"
DATE_KEYS = ("reference_date", "date", "published")


def stale_share(query_last_year: int | None, document_years: Sequence[int | None],
                k: int) -> Tuple[float, str | None, Dict[str, Any]]:
    """The share of stale documents among the dated documents of the top ``k``.

    A document is stale when the year of its date is before ``query_last_year`` (the last year of the query's
    focus time): a document written in that year or later is not stale. A document without a date (None) is
    neither stale nor fresh: it counts in neither the numerator nor the denominator.

    query_last_year (Optional[int]): The last year of the query's focus time (None: the query has none).
    document_years (Sequence[Optional[int]]): The year each ranked document was written (None: no date).
    k (int): The cutoff; fewer than ``k`` documents: those there are.
    RETURNS (Tuple[float, Optional[str], dict]): The share (NaN with the reason when the query has no focus
        time, no document was retrieved or none of the top ``k`` has a date) and details: ``stale`` (per top-k
        document True / False / None for undated), ``query_last_year``, ``n_dated``, ``n_undated``.

    EXAMPLE:
        >>> stale_share(2023, [2021, 2023, None], k=3)[0]
        0.5
    """
    top = list(document_years[:k])
    flags = [None if y is None or query_last_year is None else y < query_last_year for y in top]
    dated = [f for f in flags if f is not None]
    details = {"k": k, "stale": flags, "query_last_year": query_last_year, "n_dated": len(dated),
               "n_undated": len(top) - len(dated)}
    if query_last_year is None:
        return math.nan, NO_FOCUS, details
    if not top:
        return math.nan, NO_DOCUMENTS, details
    if not dated:
        return math.nan, NO_DATES.format(k=k), details
    return sum(dated) / len(dated), None, details


def _own_date(doc: Any) -> Any:
    """The date a document object carries (None for a plain text or an object without one)."""
    if isinstance(doc, Mapping):
        fields: Any = doc
    else:
        fields = getattr(doc, "metadata", None)
        if not isinstance(fields, Mapping):
            return None
    for key in DATE_KEYS:
        if fields.get(key) is not None:
            return fields[key]
    meta = fields.get("metadata")
    return _own_date(meta) if isinstance(meta, Mapping) and meta is not fields else None


def document_year(value: Any, where: str) -> int | None:
    """The year of a document's date: an ISO date or date-time string, a ``date``, or an int year.

    RAISES (InputError): [E262] naming ``where`` and the value for anything else.
    """
    from ..normalize.refdate import parse_reference_date

    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    try:
        parsed = parse_reference_date(value)
    except (ValueError, TypeError) as exc:
        raise InputError(Errors.E262.format(where=where, value=value, reason=str(exc).rstrip("."))) from None
    return None if parsed is None else parsed.year


@register_metric
class StaleContext(BaseMetric):
    """Stale Context@K = |{dated d in top-K : year(date_d) < max(QFT)}| / |{dated d in top-K}| (lower is better).

    A document is stale when it was written before the last year of the time the query asks about: for
    "2019 to 2021" a document dated 2020 is stale, one dated 2021 or later is not. Undated documents count in
    neither part of the share; NaN with the reason when the query has no focus time, no document was retrieved
    or none of the top K has a date. The record's own ``reference_date`` (the day the question was asked) is
    never used as a document's date.
    """

    name = "stale_context"
    metric_type = "retrieval"
    lower_is_better = True
    ranked = True
    inputs = ("qft", ("document_dates", "retrieved_docs", "contexts"))
    accepts = keywords_for(("qft",)) | {"document_dates", "retrieved_docs", "contexts", "k"}

    def __init__(self, k: int = 5, **options: Any) -> None:
        super().__init__(**options)
        self.k = k

    def _compute(self, **kwargs: Any) -> MetricScore:
        from .functional import check_k

        k = check_k(kwargs.pop("k", None) or self.k)
        years = _document_years(kwargs)
        query = resolve_roles(self.name, {key: v for key, v in kwargs.items()
                                          if key in ("qft", "query", "reference_date", "nlp")}, ("qft",))["qft"]
        last = query.max if query else None
        value, reason, details = stale_share(last, years, k)
        return MetricScore(value, reason, {**details, "mode": "focus_time"})


def _document_years(kwargs: Mapping[str, Any]) -> List[int | None]:
    """One year (or None) per ranked document, from ``document_dates`` or the document objects' own dates."""
    if kwargs.get("document_dates") is not None:
        dates, field = list(kwargs["document_dates"]), "document_dates"
        return [document_year(d, f"stale_context: {field}[{j}]") for j, d in enumerate(dates)]
    field = "retrieved_docs" if kwargs.get("retrieved_docs") is not None else "contexts"
    docs = list(kwargs.get(field) or ())
    return [document_year(_own_date(d), f"stale_context: {field}[{j}] date") for j, d in enumerate(docs)]


__all__ = ["StaleContext", "stale_share", "document_year"]
