"""Dataset files in the formats RAG tools write: JSON Lines, a JSON array, CSV and Parquet, chosen by the file
extension or by ``fmt``.

    rows = read_rows("run.csv")                  # ragas' to_csv, deepeval's save_as(file_type="csv"), ...
    rows = read_rows("run.data", fmt="json")

CSV cells that hold a list or an object (``["a", "b"]`` as JSON, or ``['a', 'b']`` as ragas writes it with
pandas) are read back as lists / dicts; an empty cell is a missing value. Parquet goes through pandas (with
pyarrow or fastparquet). A JSONL file is read by ``read_jsonl`` (errors name the line).
"""

from __future__ import annotations

import ast
import csv
import json
import os
from pathlib import Path
from typing import Any, Dict, Iterator, List, Union

from ..errors import ConfigError, DependencyError, Errors, RecordError
from ..util.jsonl import LineProblem, iter_jsonl_file

FORMATS = ("jsonl", "json", "csv", "parquet")
EXTENSIONS = {".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "json", ".csv": "csv", ".parquet": "parquet",
              ".pq": "parquet"}


def read_jsonl(path: Union[str, os.PathLike]) -> Iterator[Dict[str, Any]]:
    """Yield the records of a JSONL file; a bad line raises RecordError [E037] naming the file and line."""
    path = Path(path)
    if not path.exists():
        raise RecordError(Errors.E037.format(path=str(path), reason="no such file"))
    for line_no, value in iter_jsonl_file(path):
        if isinstance(value, LineProblem):
            reason = f"invalid JSON ({value.reason})" if value.kind == "json" else value.reason
            raise RecordError(Errors.E037.format(path=f"{path}, line {line_no}", reason=reason))
        yield value


def jsonl_line_of(path: Union[str, os.PathLike], index: int) -> int | None:
    """The line of a JSONL file that holds its record ``index`` (0-based, as ``read_jsonl`` yields them: blank
    lines are no records), or None when the file is no longer there or holds fewer records. Read again from the
    start: for an error message, not for the reading itself."""
    try:
        for i, (line_no, _) in enumerate(iter_jsonl_file(path)):
            if i == index:
                return line_no
    except OSError:
        return None
    return None


def csv_line_of(path: Union[str, os.PathLike], index: int) -> int | None:
    """The line of a CSV file (with its header line) where its row ``index`` starts (0-based, as ``read_csv``
    yields them: blank lines are no rows; a quoted cell may span lines), or None when the file is no longer there
    or holds fewer rows. Read again from the start: for an error message only."""
    try:
        with open(path, encoding="utf8", newline="") as handle:
            reader = csv.reader(handle)
            if next(reader, None) is None:  # the header line
                return None
            start, i = reader.line_num + 1, 0
            for row in reader:
                if row:  # a blank line is no row: ``csv.DictReader`` skips it, so ``read_csv`` does
                    if i == index:
                        return start
                    i += 1
                start = reader.line_num + 1
    except (OSError, UnicodeDecodeError, csv.Error):
        return None
    return None


def record_location(path: Union[str, os.PathLike], fmt: str | None, index: int) -> str | None:
    """Where record ``index`` (0-based) of a dataset file is, for an error message: "line 4" (JSON Lines, and a
    JSON file read as lines; CSV, the line where the row starts), "item 2 of the array" (a JSON array), "row 2"
    (Parquet); None when it cannot be found (the file is gone or shorter)."""
    kind = format_of(path, fmt)
    if kind == "json":
        try:
            with open(path, encoding="utf8") as handle:
                is_array = handle.read(4096).lstrip().startswith("[")
        except (OSError, UnicodeDecodeError):
            return None
        kind = "array" if is_array else "jsonl"
    if kind in ("jsonl", "csv"):
        line = jsonl_line_of(path, index) if kind == "jsonl" else csv_line_of(path, index)
        return None if line is None else f"line {line}"
    return f"item {index} of the array" if kind == "array" else f"row {index}"


def format_of(path: Union[str, os.PathLike], fmt: str | None = None) -> str:
    """The format of a dataset file: ``fmt`` when given, else from the extension (JSONL when unknown)."""
    if fmt is not None and fmt != "auto":
        if fmt not in FORMATS:
            raise ConfigError(Errors.E198.format(path=str(path), reason=f"unknown format {fmt!r}; use one of "
                                                                        f"{', '.join(FORMATS)}"))
        return fmt
    return EXTENSIONS.get(Path(path).suffix.lower(), "jsonl")


def _cell(value: str) -> Any:
    """A CSV cell: None when empty, a list / dict when it spells one (JSON or a Python literal), else text."""
    if value == "":
        return None
    text = value.strip()
    if text[:1] in "[{" and text[-1:] in "]}":
        try:
            return json.loads(text)
        except ValueError:
            try:
                return ast.literal_eval(text)
            except (ValueError, SyntaxError, MemoryError, RecursionError):
                return value
    return value


def read_csv(path: Path) -> Iterator[Dict[str, Any]]:
    """The rows of a CSV file with a header line, cells decoded by ``_cell``."""
    with open(path, encoding="utf8", newline="") as handle:
        for row in csv.DictReader(handle):
            yield {key: _cell(value) for key, value in row.items() if key is not None and value is not None}


def read_json_array(path: Path) -> List[Any]:
    """A JSON array of records (a JSON file holding one line per record is read as JSON Lines)."""
    text = path.read_text(encoding="utf8")
    if not text.lstrip().startswith("["):
        return list(read_jsonl(path))
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise RecordError(Errors.E037.format(path=str(path), reason=f"invalid JSON ({exc})")) from None
    if not isinstance(value, list):
        raise RecordError(Errors.E037.format(path=str(path), reason="expected a JSON array of records"))
    return value


def read_parquet(path: Path) -> Any:
    """A Parquet file as a pandas DataFrame."""
    try:
        import pandas as pd
    except ImportError as exc:
        raise DependencyError(Errors.E079.format(what="reading Parquet", package="pandas",
                                                 extra="pandas")) from exc
    try:
        return pd.read_parquet(path)
    except ImportError as exc:  # no pyarrow / fastparquet
        raise DependencyError(Errors.E198.format(path=str(path), reason=f"{exc}")) from None
    except (OSError, ValueError) as exc:
        raise RecordError(Errors.E198.format(path=str(path), reason=f"{type(exc).__name__}: {exc}")) from None


def read_rows(path: Union[str, os.PathLike], fmt: str | None = None) -> Any:
    """The rows of a dataset file (an iterable of dicts, or a DataFrame for Parquet)."""
    path = Path(path)
    kind = format_of(path, fmt)
    if kind == "jsonl":
        return read_jsonl(path)
    if not path.exists():
        raise RecordError(Errors.E037.format(path=str(path), reason="no such file"))
    if kind == "csv":
        return read_csv(path)
    if kind == "json":
        return read_json_array(path)
    return read_parquet(path)


__all__ = ["FORMATS", "format_of", "jsonl_line_of", "read_rows"]
