"""The result of ``evaluate``: per-record rows, NaN reasons and aggregates, with exporters."""

from __future__ import annotations

import csv
import functools
import io
import json
import os
from typing import Any, Dict, Iterator, List, Tuple, Union

from ..errors import DependencyError, Errors
from ..util.csv_cells import defuse_csv_cell
from ..util.json_indent import indented_encoder
from .spill import clean as _clean
from .spill import line as spill_line
from .spill import row_dict
from .tally import Tally


def _text(record: Any, field: str) -> Any:
    value = record.get(field) if isinstance(record, dict) else None
    return value if isinstance(value, str) else None


def _pairs(years: Any) -> Any:
    """A year set as ``[[first, last], ...]`` (None when the role was not tagged)."""
    if years is None:
        return None
    from ..yearset import coerce_years

    return [[int(a), int(b)] for a, b in coerce_years(years).intervals]


TRACKER_NAMES = ("mlflow", "wandb")


def tracker_name(column: str) -> str:
    """A column name as MLflow and W&B accept it: ``temporal_precision@5`` -> ``temporal_precision_at_5`` (MLflow
    allows letters, digits, ``_ - . / `` and spaces)."""
    import re

    return re.sub(r"[^0-9A-Za-z_\-./ ]", "_", column.replace("@", "_at_"))


class EvaluationResult:
    """Scores of a whole run.

    rows (List[dict]): One dict per record: ``index``, ``id`` and one column per metric (``name@k`` for
        ranked-list metrics); NaN marks "not applicable".
    reasons (List[dict]): Per record, column -> why it is NaN.
    columns (List[str]): The metric columns, in order.
    aggregates (dict): Column -> {"mean", "count" (records scored), "n_not_applicable", "n_failed" (records
        whose LLM judgment failed: an error, never counted as not applicable)}; the mean skips NaN (None when
        nothing was scored); over all records whatever their mode.
    modes (List[str]): Per record, "gold_ids" (its gold-capable metrics were scored by its ``gold_ids``) or
        "focus_time".
    aggregates_by_mode (Optional[dict]): Mode -> aggregates of that mode's records, when the run mixes modes
        (None otherwise); ``summary()`` then gives one mean per mode for the gold-capable columns
        (``mode_columns``) both modes scored.
    mode_columns (Set[str]): The columns a record's gold ids may score; the others are never split by mode.
    focus_times (List[dict]): Per record, role ("qft", "dfts", "aft", "afts") -> the YearSet(s) its texts were
        given (the roles the metrics read, plus ``evaluate(focus_roles=...)``): the report reuses them.
    reference_date (Optional[str]): ISO date that texts without a reference date of their own were anchored to
        (None: relative expressions added no years); pass it as ``reference_date=`` to reproduce the run.
    details (List[dict]): Per record, column -> the details of its LLM-mode score (the judge's verdicts per
        document or claim, with reasons and evidence, the raw reply of a failed judgment, tokens); empty in
        focus-time mode. The report shows them when a record is opened; ``to_json`` writes them.
    records (List[dict]): The evaluated records (for ``to_pandas``' query and answer columns).
    llm_usage (Optional[dict]): Of an LLM run: model, calls, cache_hits, reused, failures, retries, prompt /
        completion / total tokens, cost (None when LiteLLM has no price for the model), calls_without_cost.
    time_kinds (List[str]): Per record, the kind of its query's time: "explicit", "relative", "named",
        "composed", "none" or "unknown" (see ``evaluate.kinds``); ``by_kind()`` breaks every metric down by it.
    processes (int): The processes that tagged the texts (``evaluate(n_process=...)``; 1 for an "auto" run shorter
        than a chunk).
    as_of (Optional[AsOfReplay]): The run replayed under other reference dates (``evaluate(as_of=...)``).
    document_dates (Optional[dict]): Of the retrieved documents that were tagged, how many were read against
        their own date ("dated") and how many fell back to the record's date ("undated"); None when no
        document text was tagged. ``documents_without_date`` is the second number.
    tally (Tally): The aggregates counted in one pass (``evaluate.tally``): what the summary, ``by_kind`` and
        the notes read, never the rows themselves.
    stored (Optional[StoredRows]): When the run's rows were spilled to disk (``evaluate(rows_to=...)``, or a
        streamed run longer than ``parts.SPILL_AFTER_CHUNKS`` chunks): the file they are read back from;
        ``rows``, ``reasons``, ``details``, ``focus_times``, ``records``, ``modes`` and ``time_kinds`` are then
        read-only sequences over it (``evaluate.spill``).
    """

    def __init__(self, rows: List[Dict[str, Any]], reasons: List[Dict[str, str]], columns: List[str], *,
                 focus_times: List[Dict[str, Any]] | None = None, reference_date: str | None = None,
                 details: List[Dict[str, Any]] | None = None, records: List[Dict[str, Any]] | None = None,
                 llm_usage: Dict[str, Any] | None = None, document_dates: Dict[str, int] | None = None,
                 modes: List[str] | None = None, mode_columns: List[str] | None = None,
                 time_kinds: List[str] | None = None, tally: Tally | None = None, stored: Any = None) -> None:
        self.rows = rows
        self.time_kinds = time_kinds if time_kinds is not None else ["unknown" for _ in rows]
        self.as_of: Any = None
        self.modes = modes if modes is not None else ["focus_time" for _ in rows]
        self.reasons = reasons
        self.columns = columns
        self.focus_times = focus_times if focus_times is not None else [{} for _ in rows]
        self.reference_date = reference_date
        self.details = details if details is not None else [{} for _ in rows]
        self.records = records
        self.llm_usage = llm_usage
        self.document_dates = None
        if document_dates is not None and any(document_dates.values()):
            self.document_dates = {"dated": int(document_dates.get("documents_dated", 0)),
                                   "undated": int(document_dates.get("documents_undated", 0))}
        # the columns whose metric a record's gold ids may score: only these are split by mode (an answer metric
        # is scored by focus time on every record, whatever its mode)
        self.mode_columns = set(columns if mode_columns is None else mode_columns)
        self.stored = stored
        self.processes = 1  # the processes that tagged the texts (``evaluate(n_process=...)``)
        if tally is None:
            tally = Tally(columns).add_all(rows, reasons, self.details, self.modes, self.time_kinds,
                                           self.focus_times, records if records is not None else [{} for _ in rows])
        self.tally = tally
        self.aggregates = tally.aggregates()
        self.aggregates_by_mode = ({m: tally.aggregates(m) for m in sorted(tally.modes)}
                                   if len(tally.modes) > 1 else None)

    @property
    def documents_without_date(self) -> int:
        """How many tagged documents had no date of their own and were read against the record's date."""
        return 0 if self.document_dates is None else self.document_dates["undated"]

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, column: str) -> float | None:
        """The mean of a column (None when nothing was applicable)."""
        return self.aggregates[column]["mean"]

    def to_dicts(self) -> List[Dict[str, Any]]:
        """Rows as JSON-friendly dicts (NaN -> None), each with a ``reasons`` dict for its NaN columns and, in
        LLM mode, a ``details`` dict (column -> the judge's verdicts)."""
        return list(self.iter_dicts())

    def iter_dicts(self) -> Iterator[Dict[str, Any]]:
        """``to_dicts``' items one at a time (read back from disk when the rows were spilled)."""
        if self.stored is not None:
            return iter(self.stored.column("dicts"))
        return map(row_dict, self.rows, self.reasons, self.details, self.modes, self.time_kinds)

    def to_json(self, path: Union[str, os.PathLike] | None = None, *, indent: int | None = None) -> str:
        """``{"reference_date": ..., "document_dates": ..., "llm_usage": ... (LLM mode), "aggregates": ...,
        "rows": ...}`` as JSON
        (NaN -> null); also written to ``path`` when given."""
        buffer = io.StringIO()
        self.write_json(buffer, indent=indent)
        text = buffer.getvalue()
        if path is not None:
            with open(path, "w", encoding="utf8") as handle:
                handle.write(text)
        return text

    def write_json(self, handle: Any, *, indent: int | None = None) -> None:
        """``to_json``'s text written to an open text file row by row, never held whole (the command line's
        ``-o FILE.json``); the same text as ``json.dumps`` of the whole document."""
        encoder = json.JSONEncoder(indent=indent, ensure_ascii=False, default=str)
        head = encoder.encode({**self._json_head(), "rows": []})
        tail = "[]}" if indent is None else "[]\n}"
        handle.write(head[:-len(tail)])
        step = "" if indent is None else " " * indent if isinstance(indent, int) else indent
        pad = "\n" + step * 2  # the rows are at depth 2 of the document
        first = True
        row_text = encoder.encode if indent is None else functools.partial(indented_encoder(indent), level=2)
        for item in self.iter_dicts():
            text = row_text(item)
            if indent is None:
                handle.write(("[" if first else ", ") + text)
            else:
                handle.write(("[" if first else ",") + pad + text)
            first = False
        if first:
            handle.write(tail)
        else:
            handle.write("]}" if indent is None else "\n" + step + "]\n}")

    def write_jsonl(self, handle: Any) -> None:
        """One JSON line per record to an open text file: ``to_dicts``' item plus the record's ``query`` and
        ``answer`` and its ``focus_times`` (the lines ``evaluate(rows_to=...)`` writes as the run goes)."""
        if self.stored is not None:
            self.stored.copy_to(handle)
            return
        records = self.records if self.records is not None else [{} for _ in self.rows]
        for values in zip(self.rows, self.reasons, self.details, self.modes, self.time_kinds, self.focus_times,
                          records):
            handle.write(spill_line(*values))

    def _json_head(self) -> Dict[str, Any]:
        head: Dict[str, Any] = {"reference_date": self.reference_date}
        if self.document_dates is not None:
            head["document_dates"] = self.document_dates
        if self.llm_usage is not None:
            head["llm_usage"] = self.llm_usage
        if self.aggregates_by_mode is not None:
            head["aggregates_by_mode"] = self.aggregates_by_mode
        head["by_kind"] = self.by_kind()
        if self.as_of is not None:
            head["as_of"] = self.as_of.to_dict()
        return {**head, "aggregates": self.aggregates}

    def to_csv(self, path: Union[str, os.PathLike] | None = None) -> str:
        """One row per record (index, id, metric columns; NaN as an empty cell); written to ``path`` if
        given. Text cells that a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``) get a leading
        ``'``."""
        buffer = io.StringIO()
        self.write_csv(buffer)
        text = buffer.getvalue()
        if path is not None:
            with open(path, "w", encoding="utf8", newline="") as handle:
                handle.write(text)
        return text

    def write_csv(self, handle: Any) -> None:
        """``to_csv``'s text written to an open text file (``newline=""``) row by row, never held whole."""
        writer = csv.DictWriter(handle, fieldnames=["index", "id", *self.columns], extrasaction="ignore",
                                lineterminator="\n")
        writer.writeheader()
        for row in self.rows:
            writer.writerow({k: ("" if v is None else defuse_csv_cell(_clean(v))) for k, v in row.items()})

    def to_pandas(self, *, text: bool = True):
        """A ``pandas.DataFrame``, one row per record: ``index``, ``id``, ``query`` and ``answer`` (the texts),
        one column per metric (NaN kept), the focus years ``qft`` and ``aft`` (lists of ``[first, last]``
        pairs) and ``dfts`` (one such list per retrieved document), ``mode`` ("gold_ids" or "focus_time": what
        scored the record), ``reasons`` (column -> why it is NaN) and,
        in LLM mode, ``details`` (column -> the judge's verdicts). ``text=False`` gives ids and scores only.
        Needs pandas (``spacy-tempoeval[pandas]``)."""
        try:
            import pandas as pd
        except ImportError as exc:  # pragma: no cover - depends on the environment
            raise DependencyError(Errors.E079.format(what="to_pandas()", package="pandas", extra="pandas")) from exc
        frame = pd.DataFrame(self.rows, columns=["index", "id", *self.columns])
        if not text:
            return frame
        records = self.records if self.records is not None else [{} for _ in self.rows]
        frame.insert(2, "query", [_text(r, "query") for r in records])
        frame.insert(3, "answer", [_text(r, "answer") for r in records])
        frame["qft"] = [_pairs(f.get("qft")) for f in self.focus_times]
        frame["dfts"] = [None if f.get("dfts") is None else [_pairs(d) for d in f["dfts"]]
                         for f in self.focus_times]
        frame["aft"] = [_pairs(f.get("aft")) for f in self.focus_times]
        frame["mode"] = list(self.modes)
        frame["time_kind"] = list(self.time_kinds)
        frame["reasons"] = [dict(r) for r in self.reasons]
        if any(self.details):
            frame["details"] = [dict(d) for d in self.details]
        return frame

    def summary(self, names: str | None = None) -> Dict[str, float | None]:
        """Column -> mean.

        names (Optional[str]): None for the column names as they are (``temporal_precision@5``, None for a
            column nothing was applicable to); "mlflow" or "wandb" for names those trackers accept
            (``temporal_precision_at_5``: MLflow forbids ``@``) and only the columns that have a mean, so that
            ``mlflow.log_metrics(result.summary(names="mlflow"))`` works as it is.
        RETURNS (Dict[str, Optional[float]]): The means.
        RAISES (ConfigError): [E194] for another ``names``.
        """
        if names is not None and names not in TRACKER_NAMES:
            from ..errors import ConfigError

            raise ConfigError(Errors.E194.format(value=names, allowed=", ".join(["None", *TRACKER_NAMES])))
        means = self._means()
        if names is None:
            return means
        return {tracker_name(col): float(mean) for col, mean in means.items() if mean is not None}

    def by_kind(self) -> Dict[str, Dict[str, Dict[str, Any]]]:
        """Every metric broken down by the kind of the query's time (``time_kinds``): metric (``col``, or
        ``col [mode]`` where ``summary_aggregates`` splits it by mode) -> kind -> {"mean", "count" (scored),
        "n_not_applicable", "n_records"}; see ``evaluate.kinds.by_kind``."""
        from .kinds import by_kind

        return by_kind(self)

    def failure_rates(self) -> Dict[str, float]:
        """Column -> the share of its judged records whose LLM judgment failed (``n_failed / (count + n_failed)``),
        for the columns where any judgment failed: what ``--max-failure-rate`` checks."""
        return {col: agg["n_failed"] / (agg["count"] + agg["n_failed"])
                for col, agg in self.aggregates.items() if agg.get("n_failed")}

    def summary_aggregates(self) -> List[Tuple[str, str, Dict[str, Any]]]:
        """(column, mode or "", aggregate) in column order: a column scored by gold ids on some records and by
        focus time on others gets one entry per mode, never a mixed mean. The CLI table, ``summary()``,
        ``repr`` and the ``--fail-under`` gate all read this."""
        out: List[Tuple[str, str, Dict[str, Any]]] = []
        for col, agg in self.aggregates.items():
            split = self.aggregates_by_mode is not None and col in self.mode_columns and all(
                per[col]["count"] for per in self.aggregates_by_mode.values())
            if not split:
                out.append((col, "", agg))
                continue
            out.extend((col, mode, per[col]) for mode, per in (self.aggregates_by_mode or {}).items())
        return out

    def _means(self) -> Dict[str, float | None]:
        """Column -> mean; a column scored in both modes gets one entry per mode (``temporal_recall@5/gold_ids``,
        ``temporal_recall@5/focus_time``), never a mixed mean."""
        return {f"{col}/{mode}" if mode else col: agg["mean"] for col, mode, agg in self.summary_aggregates()}

    def explain(self, index: int, column: str) -> str:
        """Why record ``index`` scored what it did in ``column`` (see ``evaluate.gates.explain``): its reason
        when not applicable, else the documents sharing no year with the query by rank, the unsupported answer
        years, ... (read from ``focus_times``; empty when nothing is to be said)."""
        from .gates import explain

        return explain(self, index, column)

    def __repr__(self) -> str:
        means = ", ".join(f"{c}={m:.4f}" if m is not None else f"{c}=n/a" for c, m in self._means().items())
        return f"EvaluationResult({len(self.rows)} records: {means})"


__all__ = ["EvaluationResult"]
