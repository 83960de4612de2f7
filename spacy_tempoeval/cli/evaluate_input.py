"""How ``spacy-tempoeval evaluate`` reads its run: whole (for ``--report``, which shows every record) or
streamed record by record (counted as they pass, so the summary can name the run's size and modes), and the
throughput line it prints on stderr."""

# ruff: noqa: UP045

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, Iterator, List, Mapping, Optional

from ..errors import ConfigError, Errors, RecordError


def check_not_a_directory(dataset: str) -> None:
    """[E037] for a directory (not "Cannot write DIR", an OSError read as a failed write)."""
    if dataset != "-" and Path(dataset).is_dir():
        raise RecordError(Errors.E037.format(path=dataset,
                                             reason="it is a directory; give a JSONL, JSON, CSV or Parquet file"))


def load_dataset(dataset: str, field_spec: Any, data_format: Optional[str] = None) -> List[Mapping[str, Any]]:
    """The validated records of the dataset, all of them; [E037] for an empty one."""
    from ..evaluate.dataset import load_records, validated

    check_not_a_directory(dataset)
    records = load_records(dataset, field_spec, fmt=data_format)
    if not records:
        raise RecordError(Errors.E037.format(path=dataset, reason="it has no records"))
    for _ in validated(records, (dataset, data_format)):
        pass
    return records


class CountedRecords:
    """The records of a dataset read as ``evaluate`` consumes them (never held whole), counted on the way.

    n (int): Records read so far. with_gold (int): Those with ``gold_ids``.
    """

    def __init__(self, dataset: str, field_spec: Any, data_format: Optional[str] = None) -> None:
        check_not_a_directory(dataset)
        self.dataset, self.field_spec, self.data_format = dataset, field_spec, data_format
        self.n = 0
        self.with_gold = 0

    def __iter__(self) -> Iterator[Dict[str, Any]]:
        from ..evaluate.dataset import iter_records

        for rec in iter_records(self.dataset, self.field_spec, fmt=self.data_format):
            self.n += 1
            if isinstance(rec, dict) and rec.get("gold_ids") is not None:
                self.with_gold += 1
            yield rec  # type: ignore[misc]  # iter_records builds dicts; rows that are not are named by evaluate

    def check_not_empty(self) -> None:
        """[E037] when the dataset had no records (known once it has been read)."""
        if self.n == 0:
            raise RecordError(Errors.E037.format(path=self.dataset, reason="it has no records"))


def mode_label(mode: str, llm: Optional[str], records: Any) -> str:
    """How the table title and the report name the scoring mode (``records``: a list, or ``CountedRecords``
    once read)."""
    if llm:
        return f"LLM judge ({llm})"
    if mode == "gold":
        return "gold ids"
    if isinstance(records, CountedRecords):
        with_gold, n = records.with_gold, records.n
    else:
        with_gold = sum(1 for r in records if isinstance(r, dict) and r.get("gold_ids") is not None)
        n = len(records)
    if mode == "auto" and with_gold:
        return "gold ids" if with_gold == n else f"focus time; gold ids for {with_gold} of {n} records"
    return "focus time"


def parse_n_process(value: Any) -> Any:
    """``--n-process``: "auto", or an int (``evaluate`` checks its range, [E255]); [E255] for another word."""
    if isinstance(value, int) or value == "auto":
        return value
    try:
        return int(str(value).strip())
    except ValueError:
        raise ConfigError(Errors.E255.format(value=value)) from None


def throughput(n_records: int, seconds: float, n_process: int, *, dask: bool = False) -> str:
    """The line printed on stderr after a run: records, seconds, records per second, processes (the Dask
    workers that tagged, with ``dask``)."""
    rate = n_records / seconds if seconds > 0 else float("inf")
    procs = f", {n_process} Dask worker{'s' * (n_process != 1)}" if dask else \
        f", {n_process} processes" if n_process != 1 else ""
    return f"throughput: {n_records:,} records in {seconds:.1f} s, {rate:,.0f} records/s{procs}"


__all__ = ["CountedRecords", "load_dataset", "mode_label", "throughput", "parse_n_process", "check_not_a_directory"]
