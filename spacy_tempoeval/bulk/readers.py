"""Reading a corpus file line by line, with line numbers and byte offsets.

Byte offsets make resuming cheap (seek to the end of the last completed batch instead of re-reading the
file) and let a Dask run split one file into partitions that workers read on their own. Everything here
reads bytes and counts lines itself, so line numbers agree between a fresh run, a resumed run and a
partitioned run.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Dict, Iterator, List, Tuple, Union

from ..errors import ConfigError, Errors, InputError
from .input_lines import BadLine, InputRecord, ReaderConfig, parse_line

PathLike = Union[str, "os.PathLike[str]"]

_JSONL_SUFFIXES = {".jsonl", ".ndjson", ".json"}
_TEXT_SUFFIXES = {".txt", ".text"}
_CHUNK = 1 << 20


def check_input(path: PathLike) -> Path:
    """The input path, checked to be a readable regular file.

    RAISES (TempoEvalError): [E068] when it does not exist, is a directory or cannot be read.
    """

    p = Path(path)
    if not p.exists():
        raise InputError(Errors.E068.format(path=p, reason="no such file"))
    if not p.is_file():
        raise InputError(Errors.E068.format(path=p, reason="not a regular file"))
    if not os.access(p, os.R_OK):
        raise InputError(Errors.E068.format(path=p, reason="not readable"))
    return p


def detect_format(path: PathLike) -> str:
    """Guess the input format: "jsonl" or "text".

    By suffix first (.jsonl/.ndjson/.json, .txt); otherwise JSONL when the first non-blank line starts
    with "{".
    RETURNS (str): "jsonl" or "text".
    """
    suffix = Path(path).suffix.lower()
    if suffix in _JSONL_SUFFIXES:
        return "jsonl"
    if suffix in _TEXT_SUFFIXES:
        return "text"
    with open(path, "rb") as f:
        for raw in f:
            stripped = raw.strip()
            if stripped:
                return "jsonl" if stripped.startswith(b"{") else "text"
    return "text"


def iter_lines(f: IO[bytes], *, start_offset: int = 0, first_line: int = 1,
               end_offset: int | None = None) -> Iterator[Tuple[int, bytes, int]]:
    """Lines of a binary file from a byte offset.

    f (IO[bytes]): The file, opened in binary mode.
    start_offset (int): Byte offset of the first line to read (must be a line start).
    first_line (int): The line number of that line.
    end_offset (Optional[int]): Stop before the line starting at or after this offset; None for the end.
    YIELDS (Tuple[int, bytes, int]): (line number, raw line, byte offset just after it).
    """
    f.seek(start_offset)
    offset = start_offset
    line = first_line
    while end_offset is None or offset < end_offset:
        raw = f.readline()
        if not raw:
            return
        offset += len(raw)
        yield line, raw, offset
        line += 1


def read_records(path: PathLike, config: ReaderConfig | None = None, *, strict: bool = False
                 ) -> Iterator[Union[InputRecord, BadLine]]:
    """Parsed records of a corpus file (the simple, in-order, non-resumable reader).

    path (PathLike): The corpus (JSONL or one text a line).
    config (Optional[ReaderConfig]): How to read it; by default the format is detected from the file.
    strict (bool): Raise LineError [E06x] on the first malformed line instead of yielding a BadLine.
    YIELDS (InputRecord | BadLine): One per non-blank line.
    """
    p = check_input(path)
    config = config or ReaderConfig(format=detect_format(p))
    with open(p, "rb") as f:
        for line, raw, _ in iter_lines(f):
            parsed = parse_line(raw, line, config, str(p))
            if parsed is None:
                continue
            if strict and isinstance(parsed, BadLine):
                raise parsed.to_error(str(p))
            yield parsed


def fingerprint(path: PathLike) -> Dict[str, object]:
    """The identity of a file: its size and the SHA-256 of its whole content (read in 1 MiB chunks).

    Used to refuse resuming a run on an input that changed since it was checkpointed: any changed byte
    changes it. Hashing runs at disk speed, far faster than tagging the same bytes.
    RETURNS (dict): {"size", "sha256"}.
    """
    digest = hashlib.sha256()
    size = 0
    with open(path, "rb") as f:
        while True:
            chunk = f.read(_CHUNK)
            if not chunk:
                break
            digest.update(chunk)
            size += len(chunk)
    return {"size": size, "sha256": digest.hexdigest()}


@dataclass(frozen=True)
class Partition:
    """A contiguous run of whole lines of a file.

    index (int): Position of the partition in the file (0-based).
    start (int): Byte offset of its first line.
    end (int): Byte offset just after its last line.
    first_line (int): Line number of its first line.
    """

    index: int
    start: int
    end: int
    first_line: int


def split_lines(path: PathLike, target_bytes: int) -> List[Partition]:
    """Split a file into partitions of about ``target_bytes`` each, on line boundaries.

    The split depends only on the file and ``target_bytes``, never on the number of workers, so a partitioned
    run's outputs concatenate to the single-machine output.
    path (PathLike): The file.
    target_bytes (int): Approximate partition size (> 0).
    RETURNS (List[Partition]): At least one partition (an empty one for an empty file).
    """
    if target_bytes <= 0:
        raise ConfigError(Errors.E077.format(where="split_lines()", value=target_bytes, name="partition size",
                                             reason="must be > 0"))
    size = Path(path).stat().st_size
    parts: List[Partition] = []
    start, first_line = 0, 1
    with open(path, "rb") as f:
        while start < size or not parts:
            f.seek(min(size, start + target_bytes))
            f.readline()  # move to the next line start
            end = size if start + target_bytes >= size else min(size, f.tell())
            parts.append(Partition(len(parts), start, end, first_line))
            first_line += _count_newlines(f, start, end)
            start = end
            if start >= size:
                break
    return parts


def _count_newlines(f: IO[bytes], start: int, end: int) -> int:
    f.seek(start)
    remaining = end - start
    count = 0
    while remaining > 0:
        chunk = f.read(min(_CHUNK, remaining))
        if not chunk:
            break
        count += chunk.count(b"\n")
        remaining -= len(chunk)
    return count
