"""As-of replay: one run re-scored under several reference dates.

    result = spacy_tempoeval.evaluate("run.jsonl", as_of=["2020-01-01", "2022-01-01"])
    result.as_of.dates                      # ["2020-01-01", "2022-01-01"]
    result.as_of.results["2020-01-01"]      # an EvaluationResult, as evaluate(..., reference_date="2020-01-01")
    result.as_of.table()                    # metric -> date -> mean
    result.as_of.changed                    # the records whose years or scores differ between the dates

A reference date only moves the texts read against it: the texts of a record without its own
``reference_date`` that have no date of their own (the query, an answer without ``answer_reference_date``, the
documents without a date). Of those, only the texts with an expression whose value reads the date ("last year",
"since 2015", "in March"; ``evaluate.kinds``: the rule behind each expression says so) can change. The records
holding such a text (``retagged``) are re-tagged and re-scored under each date, with the same metrics, cutoffs,
pipeline and judge; every other record keeps the run's scores. The result for a date is therefore the result
``evaluate(..., reference_date=date)`` gives, without tagging the whole run again.
"""

from __future__ import annotations

import datetime as _dt
import math
from typing import Any, Callable, Dict, List, Mapping, Sequence

from ..errors import ConfigError, Errors
from .dataset import doc_dates, doc_texts
from .kinds import rule_table, text_time, text_times
from .result import EvaluationResult


def check_dates(as_of: Any) -> List[_dt.date]:
    """The replay dates, in the order given (duplicates dropped).

    as_of (Sequence[str | date] | str): Dates, or one comma-separated string of them ("2020-01-01,2022-01-01").
    RETURNS (List[date]): The dates.
    RAISES (ConfigError): [E261] for an empty list or another type; [E260] naming the item and its value for a
        date that does not parse.
    """
    from ..normalize.refdate import parse_reference_date

    items = [part.strip() for part in as_of.split(",")] if isinstance(as_of, str) else as_of
    if isinstance(items, (bytes, Mapping)) or not hasattr(items, "__iter__"):
        raise ConfigError(Errors.E261.format(value=as_of))
    items = list(items)
    if not items:
        raise ConfigError(Errors.E261.format(value=as_of))
    out: List[_dt.date] = []
    for i, item in enumerate(items):
        try:
            date = parse_reference_date(item, field="as_of")
        except (ValueError, TypeError) as exc:
            raise ConfigError(Errors.E260.format(index=i, value=item, reason=str(exc).rstrip("."))) from None
        if date is None:
            raise ConfigError(Errors.E260.format(index=i, value=item, reason="it is empty"))
        if date not in out:
            out.append(date)
    return out


def _default_dated_texts(i: int, rec: Mapping[str, Any], corpus: Any) -> List[str]:
    """The texts of a record read against the run's reference date (the record has no date of its own)."""
    if rec.get("reference_date") is not None:
        return []
    texts = []
    if rec.get("qft") is None and isinstance(rec.get("query"), str):
        texts.append(rec["query"])
    if rec.get("aft") is None and rec.get("answer_reference_date") is None and isinstance(rec.get("answer"), str):
        texts.append(rec["answer"])
    if rec.get("afts") is None:
        texts.extend(a for a in rec.get("answers") or () if isinstance(a, str))
    if rec.get("dfts") is None:
        docs = doc_texts(i, rec, corpus) or []
        dates = doc_dates(rec) or [None] * len(docs)
        texts.extend(text for text, own in zip(docs, dates) if own is None)
    return texts


def date_dependent(records: Sequence[Mapping[str, Any]], dates: Sequence[_dt.date], *, nlp: Any = None,
                   corpus: Any = None, batch_size: int = 256, seen: Mapping[Any, Any] | None = None,
                   base: _dt.date | None = None) -> List[int]:
    """The indices of the records that hold a text whose years may differ between ``dates`` (the replay dates
    and the run's reference date ``base``).

    A named period counts as date-dependent when it was still going on at the earliest date
    (``kinds.expression_time``), so every period any date knows must be seen: the expressions the run's own
    tagging pass kept (``seen``: (text, date) -> ``doc._.timexes``) serve when ``base`` is the latest date (a
    text the run did not tag is read by no metric); otherwise the texts are read once more as of the latest.
    """
    per_record = [_default_dated_texts(i, rec, corpus) for i, rec in enumerate(records)]
    distinct = list(dict.fromkeys(t for texts in per_record for t in texts))
    if not distinct:
        return []
    latest, earliest = max(dates), min(dates)
    if seen is not None and base is not None and base >= latest:
        table = rule_table(nlp if nlp is not None else _default_nlp())
        found = {t: text_time(seen.get((t, base), ()), table, earliest.year) for t in distinct}
    else:
        found = dict(zip(distinct, text_times([(t, latest) for t in distinct], nlp=nlp, batch_size=batch_size,
                                              earliest_year=earliest.year)))
    return [i for i, texts in enumerate(per_record) if any(found[t].depends_on_date for t in texts)]


def _default_nlp() -> Any:
    from ..core import get_default_nlp

    return get_default_nlp()


def _pairs(years: Any) -> Any:
    return None if years is None else [[int(a), int(b)] for a, b in years.intervals]


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return a == b


class AsOfReplay:
    """A run replayed under several reference dates.

    dates (List[str]): The ISO dates, in the order given.
    results (Dict[str, EvaluationResult]): Date -> the whole run's result as of that date.
    retagged (List[int]): The indices of the records re-tagged and re-scored (their texts depend on the date).
    changed (List[dict]): The records whose query years or scores differ between the dates: ``index``, ``id``,
        ``query``, ``qft`` (date -> ``[[first, last], ...]``) and ``scores`` (column -> date -> score, only the
        columns that differ; None for not applicable).
    """

    def __init__(self, dates: List[str], results: Dict[str, EvaluationResult], retagged: List[int]) -> None:
        self.dates = dates
        self.results = results
        self.retagged = retagged
        self.changed = self._changed()

    @property
    def columns(self) -> List[str]:
        return list(self.results[self.dates[0]].columns) if self.dates else []

    def table(self) -> Dict[str, Dict[str, float | None]]:
        """Metric (``col``, or ``col [mode]`` where the run splits it by mode) -> date -> mean."""
        out: Dict[str, Dict[str, float | None]] = {}
        for date in self.dates:
            for col, mode, agg in self.results[date].summary_aggregates():
                out.setdefault(f"{col} [{mode}]" if mode else col, {})[date] = agg["mean"]
        return out

    def _changed(self) -> List[Dict[str, Any]]:
        out = []
        for i in self.retagged:
            per = [self.results[d] for d in self.dates]
            qft = {d: _pairs(r.focus_times[i].get("qft")) for d, r in zip(self.dates, per)}
            scores = {col: {d: r.rows[i].get(col) for d, r in zip(self.dates, per)} for col in self.columns}
            scores = {col: {d: (None if v != v else v) for d, v in by.items()} for col, by in scores.items()
                      if not all(_same(v, next(iter(by.values()))) for v in by.values())}
            if scores or len({str(v) for v in qft.values()}) > 1:
                records = per[0].records or []
                query = records[i].get("query") if i < len(records) else None
                out.append({"index": i, "id": per[0].rows[i].get("id", i), "query": query, "qft": qft,
                            "scores": scores})
        return out

    def to_dict(self) -> Dict[str, Any]:
        """``{"dates", "retagged", "means" (metric -> date -> mean), "aggregates" (date -> aggregates),
        "changed"}``, JSON-friendly."""
        return {"dates": list(self.dates), "retagged": list(self.retagged), "means": self.table(),
                "aggregates": {d: self.results[d].aggregates for d in self.dates}, "changed": self.changed}

    def __repr__(self) -> str:
        return (f"AsOfReplay({', '.join(self.dates)}: {len(self.retagged)} records re-tagged, "
                f"{len(self.changed)} changed)")


def _merged(base: EvaluationResult, part: EvaluationResult, picked: List[int], date: _dt.date) -> EvaluationResult:
    """The base run with the rows of ``picked`` replaced by those re-scored as of ``date``."""
    rows = [dict(r) for r in base.rows]
    reasons = [dict(r) for r in base.reasons]
    details = [dict(d) for d in base.details]
    focus = list(base.focus_times)
    for j, i in enumerate(picked):
        rows[i] = {**part.rows[j], "index": i}
        reasons[i], details[i], focus[i] = part.reasons[j], part.details[j], part.focus_times[j]
    dated = base.document_dates or {}
    counts = {"documents_dated": dated.get("dated", 0), "documents_undated": dated.get("undated", 0)}
    return EvaluationResult(rows, reasons, list(base.columns), focus_times=focus, reference_date=date.isoformat(),
                            details=details, records=base.records, modes=list(base.modes),
                            mode_columns=sorted(base.mode_columns), time_kinds=list(base.time_kinds),
                            document_dates=counts)


def replay(base: EvaluationResult, dates: Sequence[_dt.date],
           rerun: Callable[[List[Dict[str, Any]], _dt.date], EvaluationResult], *, nlp: Any = None,
           corpus: Any = None, batch_size: int = 256, seen: Mapping[Any, Any] | None = None) -> AsOfReplay:
    """Re-score the date-dependent records of ``base`` under each of ``dates``.

    base (EvaluationResult): The run (its ``records`` are replayed).
    dates (Sequence[date]): Checked dates (``check_dates``).
    rerun (Callable): ``rerun(records, date)`` -> the result of those records with ``reference_date=date``
        (``evaluate`` passes its own run, so the metrics, cutoffs, pipeline and judge are the run's).
    seen (Optional[Mapping]): (text, reference date) -> ``doc._.timexes`` of the run's tagging pass (see
        ``date_dependent``).
    RETURNS (AsOfReplay): The per-date results.
    """
    from ..normalize.refdate import parse_reference_date

    records = list(base.records or [])
    ref = parse_reference_date(base.reference_date) if base.reference_date else None
    considered = list(dates) + ([ref] if ref is not None else [])
    picked = date_dependent(records, considered, nlp=nlp, corpus=corpus, batch_size=batch_size, seen=seen, base=ref)
    results: Dict[str, EvaluationResult] = {}
    for date in dates:
        part = rerun([records[i] for i in picked], date) if picked else base
        results[date.isoformat()] = _merged(base, part, picked, date)
    return AsOfReplay([d.isoformat() for d in dates], results, picked)


__all__ = ["check_dates", "date_dependent", "replay", "AsOfReplay"]
