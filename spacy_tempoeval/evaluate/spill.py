"""Per-record results on disk: the rows of a long ``evaluate`` run written as they are produced (one JSON line
per record) and read back lazily, so that the run's memory does not grow with its length.

    spill = RowSpill(columns, path="rows.jsonl")       # path=None: a file in a new temporary directory
    spill.write(rows, reasons, details, modes, kinds, focus_times, records)   # one chunk, flushed
    stored = spill.finish()                            # the file, read back: stored.column("rows")[5]

A line is ``EvaluationResult.to_dicts()``'s item for the record (index, id, one key per metric column with null
for NaN, mode, time_kind, reasons, details in LLM mode) plus the record's ``query`` and ``answer`` (when they
are texts) and its ``focus_times`` (role -> ``[[first, last], ...]``, a list of those for ``dfts`` / ``afts``).
Each chunk is flushed as it is written: a run stopped half-way leaves the lines of its finished chunks, each a
complete JSON object. A temporary spill file is removed with the last result that reads it.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import shutil
import tempfile
import weakref
from array import array
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List

from ..errors import Errors, InputError, OutputWriteError
from ..yearset import YearSet, coerce_years

LIST_ROLES = ("dfts", "afts")
TEXT_FIELDS = ("query", "answer")
SPILL_PREFIX = "spacy-tempoeval-rows-"


def clean(value: Any) -> Any:
    """NaN -> None (JSON null); other values as they are."""
    if isinstance(value, float):
        return None if math.isnan(value) else float(value)
    return value


def row_dict(row: Mapping[str, Any], reasons: Mapping[str, str], details: Mapping[str, Any], mode: str,
             kind: str) -> Dict[str, Any]:
    """One record as ``EvaluationResult.to_dicts`` gives it (NaN -> None, ``reasons``, ``details`` if any)."""
    item = {k: ((v if v == v else None) if type(v) is float else clean(v)) for k, v in row.items()}  # clean()
    item.update(mode=mode, time_kind=kind, reasons=dict(reasons))
    if details:
        item["details"] = dict(details)
    return item


def _pairs(years: Any) -> Any:
    return None if years is None else [[int(a), int(b)] for a, b in coerce_years(years).intervals]


def _years(pairs: Any) -> Any:
    if pairs is None:
        return None
    return YearSet.from_sorted_intervals(pairs) if pairs else YearSet()


def encode_focus(focus: Mapping[str, Any]) -> Dict[str, Any]:
    """Role -> YearSet (or a list of them) as JSON-friendly ``[[first, last], ...]`` pairs."""
    return {role: (None if value is None else [_pairs(v) for v in value]) if role in LIST_ROLES else _pairs(value)
            for role, value in focus.items()}


def decode_focus(focus: Mapping[str, Any]) -> Dict[str, Any]:
    """``encode_focus`` undone."""
    return {role: (None if value is None else [_years(v) for v in value]) if role in LIST_ROLES else _years(value)
            for role, value in focus.items()}


def _texts(record: Any) -> Dict[str, str]:
    if not isinstance(record, Mapping):
        return {}
    return {f: record[f] for f in TEXT_FIELDS if isinstance(record.get(f), str)}


def line(row: Mapping[str, Any], reasons: Mapping[str, str], details: Mapping[str, Any], mode: str, kind: str,
         focus: Mapping[str, Any], record: Any) -> str:
    """One record's line of a spill file (or of ``-o FILE.jsonl``), newline included."""
    item = row_dict(row, reasons, details, mode, kind)
    item.update(_texts(record))
    item["focus_times"] = encode_focus(focus)
    return json.dumps(item, ensure_ascii=False, default=str) + "\n"


class RowSpill:
    """A JSONL file the per-record results are appended to, chunk by chunk.

    columns (List[str]): The metric columns (their NaN comes back from null).
    path (Optional[str | PathLike]): The file; None: ``rows.jsonl`` in a new temporary directory (``TMPDIR``),
        removed with the last result reading it.
    RAISES (OutputWriteError): [E286] naming the file when it cannot be created or written (disk full, no such
        directory, permission denied).
    """

    def __init__(self, columns: List[str], path: Any = None) -> None:
        self.columns = list(columns)
        self.temporary = path is None
        self._cleanup: Any = None
        where = Path(tempfile.gettempdir()) / f"{SPILL_PREFIX}*" if path is None else Path(path)
        try:
            if path is None:
                directory = tempfile.mkdtemp(prefix=SPILL_PREFIX)
                where = Path(directory) / "rows.jsonl"
                self._cleanup = (shutil.rmtree, directory, True)
            self.path = where
            where.parent.mkdir(parents=True, exist_ok=True)  # as the other -o outputs
            self._handle: Any = open(where, "wb")  # noqa: SIM115 (closed by finish / abort)
        except OSError as exc:
            self._remove()
            raise OutputWriteError(Errors.E286.format(path=where, reason=exc.strerror or exc)) from exc
        self.offsets = array("q")
        self._pos = 0

    def write(self, rows: Iterable[Mapping[str, Any]], reasons: Iterable[Mapping[str, str]],
              details: Iterable[Mapping[str, Any]], modes: Iterable[str], kinds: Iterable[str],
              focus: Iterable[Mapping[str, Any]], records: Iterable[Any]) -> None:
        """Append one chunk of records (parallel sequences) and flush it to the file."""
        parts = []
        for values in zip(rows, reasons, details, modes, kinds, focus, records):
            data = line(*values).encode("utf8")
            self.offsets.append(self._pos)
            self._pos += len(data)
            parts.append(data)
        try:
            self._handle.writelines(parts)
            self._handle.flush()
        except OSError as exc:
            self.abort()
            raise OutputWriteError(Errors.E286.format(path=self.path, reason=exc.strerror or exc)) from exc

    def finish(self) -> StoredRows:
        """Close the file; its records, read back lazily."""
        try:
            self._handle.close()
        except OSError as exc:
            self.abort()
            raise OutputWriteError(Errors.E286.format(path=self.path, reason=exc.strerror or exc)) from exc
        stored = StoredRows(self.path, self.offsets, self.columns)
        if self._cleanup is not None:
            weakref.finalize(stored, *self._cleanup)
            self._cleanup = None
        return stored

    def abort(self) -> None:
        """The run failed: close the file; a temporary one is removed, a ``path`` given keeps its lines."""
        with contextlib.suppress(OSError):
            self._handle.close()
        self._remove()

    def _remove(self) -> None:
        if self._cleanup is not None:
            func, *args = self._cleanup
            func(*args)
            self._cleanup = None


class StoredRows:
    """The records of a spill file, read back one line at a time (``column(name)`` views)."""

    def __init__(self, path: Path, offsets: array, columns: List[str]) -> None:
        self.path, self.offsets, self.columns = path, offsets, columns

    def __len__(self) -> int:
        return len(self.offsets)

    def _fail(self, index: int, reason: Any) -> InputError:
        return InputError(Errors.E287.format(path=self.path, index=index, reason=reason))

    def item(self, index: int) -> Dict[str, Any]:
        """Record ``index``'s line, parsed."""
        try:
            with open(self.path, "rb") as handle:
                handle.seek(self.offsets[index])
                return json.loads(handle.readline())
        except (OSError, ValueError) as exc:
            raise self._fail(index, exc) from exc

    def items(self) -> Iterator[Dict[str, Any]]:
        """Every record's line, parsed, in order."""
        done = 0
        try:
            with open(self.path, "rb") as handle:
                while done < len(self.offsets):
                    item = json.loads(handle.readline())
                    done += 1
                    yield item
        except (OSError, ValueError) as exc:
            raise self._fail(done, exc) from exc

    def column(self, name: str) -> StoredColumn:
        """A read-only sequence of one field of every record: "rows", "reasons", "details", "modes",
        "time_kinds", "focus_times", "records" or "dicts" (``to_dicts``' items)."""
        return StoredColumn(self, _FIELDS[name](self.columns))

    def copy_to(self, handle: Any) -> None:
        """The file's lines written to an open text file."""
        try:
            with open(self.path, encoding="utf8") as source:
                shutil.copyfileobj(source, handle)
        except OSError as exc:
            raise self._fail(0, exc) from exc


def _row(columns: List[str]) -> Callable[[Dict[str, Any]], Dict[str, Any]]:
    def get(item: Dict[str, Any]) -> Dict[str, Any]:
        row = {"index": item["index"], "id": item["id"]}
        for col in columns:
            if col in item:
                value = item[col]
                row[col] = math.nan if value is None else value
        return row

    return get


def _dicts(columns: List[str]) -> Callable[[Dict[str, Any]], Dict[str, Any]]:
    def get(item: Dict[str, Any]) -> Dict[str, Any]:
        for key in ("focus_times", *TEXT_FIELDS):
            item.pop(key, None)
        return item

    return get


def _record(item: Dict[str, Any]) -> Dict[str, Any]:
    return {"id": item["id"], **{f: item[f] for f in TEXT_FIELDS if f in item}}


_FIELDS: Dict[str, Callable[[List[str]], Callable[[Dict[str, Any]], Any]]] = {
    "rows": _row,
    "dicts": _dicts,
    "reasons": lambda _: lambda item: item["reasons"],
    "details": lambda _: lambda item: item.get("details", {}),
    "modes": lambda _: lambda item: item["mode"],
    "time_kinds": lambda _: lambda item: item["time_kind"],
    "focus_times": lambda _: lambda item: decode_focus(item["focus_times"]),
    "records": lambda _: _record,
}


class StoredColumn(Sequence):
    """One field of every record of a spill file, as a read-only sequence (iterating reads the file once)."""

    def __init__(self, stored: StoredRows, get: Callable[[Dict[str, Any]], Any]) -> None:
        self._stored, self._get = stored, get

    def __len__(self) -> int:
        return len(self._stored)

    def __iter__(self) -> Iterator[Any]:
        return map(self._get, self._stored.items())

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(index)
        return self._get(self._stored.item(index))

    def __repr__(self) -> str:
        return f"<{len(self)} records stored in {self._stored.path}>"


def check_rows_to(value: Any) -> None:
    """[E288] for a ``rows_to`` that is not a path; [E286] for one that cannot be written, before the run (not
    when its first rows are written)."""
    from ..errors import ConfigTypeError, OutputWriteError
    from ..util.paths import unwritable_reason

    if value is not None and not isinstance(value, (str, os.PathLike)):
        raise ConfigTypeError(Errors.E288.format(value=value, type=type(value).__name__))
    reason = None if value is None else unwritable_reason(value)
    if reason is not None:
        raise OutputWriteError(Errors.E286.format(path=value, reason=reason))


__all__ = ["line", "RowSpill", "StoredRows", "StoredColumn", "row_dict", "clean", "encode_focus", "decode_focus",
           "check_rows_to"]
