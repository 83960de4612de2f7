"""The one JSONL line decoder: bytes → text → JSON value, or a ``LineProblem`` that says what was wrong where.

Rule files (``rules.loader``), evaluation datasets (``evaluate.dataset``) and bulk corpora (``bulk.input_lines``)
all read JSONL through these functions, so a line is read the same way everywhere: UTF-8 (a byte-order mark on
the first line is dropped), trailing ``\\r\\n`` removed, blank lines skipped, and a bad line described by its line
number, what kind of problem it has and a reason that names the column or byte. Each reader turns a problem into
its own coded error (a rule file is fatal, a corpus line is skipped and reported), adding the file name.

    for line, value in iter_jsonl_bytes(path.read_bytes()):
        if isinstance(value, LineProblem):
            raise MyError(f"{path}, line {value.line}: {value.reason}")
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator, Tuple, Union

BOM = "\ufeff"


@dataclass(frozen=True)
class LineProblem:
    """Why a JSONL line cannot be read.

    line (int): The 1-based line number.
    kind (str): "encoding" (not UTF-8), "json" (not valid JSON) or "not_object" (valid JSON, not an object).
    reason (str): A human-readable reason, e.g. "Expecting ',' delimiter at column 12".
    """

    line: int
    kind: str
    reason: str


def decode_text(raw: bytes, line: int) -> Union[str, LineProblem]:
    """Decode one line as UTF-8, without its line break (and without a BOM on line 1).

    raw (bytes): The line, with or without its trailing newline.
    line (int): Its 1-based number.
    RETURNS (str | LineProblem): The text, or an "encoding" problem naming the byte.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        return LineProblem(line, "encoding", f"not UTF-8 text ({err.reason} at byte {err.start}); "
                                             "is it a binary file?")
    text = text.rstrip("\r\n")
    if line == 1 and text.startswith(BOM):
        text = text[1:]
    return text


def json_error_message(msg: str) -> str:
    """The decoder's message without a trailing "at" ("Invalid control character at"), which the location
    that follows it supplies: never "... at at column 5"."""
    return msg[:-3] if msg.endswith(" at") else msg


def parse_json(text: str, line: int, *, objects_only: bool = True) -> Union[Any, LineProblem]:
    """Parse the text of one line as JSON.

    text (str): The decoded line.
    line (int): Its 1-based number.
    objects_only (bool): Whether anything but a JSON object is a "not_object" problem.
    RETURNS (Any | LineProblem): The value, or a problem naming the column.
    """
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        return LineProblem(line, "json", f"{json_error_message(err.msg)} at column {err.colno}")
    except RecursionError:
        return LineProblem(line, "json", "nested too deeply (JSON arrays or objects inside each other beyond "
                                         "the decoder's recursion limit)")
    except ValueError as err:  # e.g. an integer of more than 4,300 digits (sys.get_int_max_str_digits)
        return LineProblem(line, "json", f"cannot be decoded: {err}")
    if objects_only and not isinstance(value, dict):
        return LineProblem(line, "not_object", f"expected a JSON object, got {type(value).__name__}")
    return value


def is_skipped(text: str, *, comments: bool = False) -> bool:
    """Whether a decoded line carries no record: blank, or a ``//`` comment when ``comments`` is on."""
    stripped = text.strip()
    return not stripped or (comments and stripped.startswith("//"))


def iter_jsonl_bytes(data: bytes, *, comments: bool = False, objects_only: bool = True
                     ) -> Iterator[Tuple[int, Union[Any, LineProblem]]]:
    """Decode the lines of a JSONL document, skipping blank (and, with ``comments``, ``//``) lines.

    data (bytes): The whole file.
    comments (bool): Whether lines starting with ``//`` are comments.
    objects_only (bool): Whether a line that is not a JSON object is a problem.
    YIELDS (Tuple[int, Any | LineProblem]): The line number and its value or problem.
    """
    yield from _decode_lines(data.split(b"\n"), comments, objects_only)


def iter_jsonl_file(path: Union[str, os.PathLike], *, comments: bool = False, objects_only: bool = True
                    ) -> Iterator[Tuple[int, Union[Any, LineProblem]]]:
    """``iter_jsonl_bytes`` over a file read line by line (constant memory for large files)."""
    with Path(path).open("rb") as handle:
        yield from _decode_lines(handle, comments, objects_only)


def _decode_lines(raws: Iterable[bytes], comments: bool, objects_only: bool
                  ) -> Iterator[Tuple[int, Union[Any, LineProblem]]]:
    """Line number and value (or problem) of each raw line that is not skipped."""
    for line, raw in enumerate(raws, start=1):
        text = decode_text(raw, line)
        if isinstance(text, LineProblem):
            yield line, text
        elif not is_skipped(text, comments=comments):
            yield line, parse_json(text, line, objects_only=objects_only)


__all__ = ["LineProblem", "decode_text", "is_skipped", "iter_jsonl_bytes", "iter_jsonl_file", "parse_json"]
