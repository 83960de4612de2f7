"""Output formats of bulk preprocessing: JSONL records and spaCy ``DocBin`` files.

A run writes its output in shards (one per completed batch); each format knows how to serialize a shard and
how to merge the shards into the final file. Both are deterministic, so a resumed or partitioned run
produces the same bytes as an uninterrupted one.

JSONL record (one per document):
    {"id": ..., "line": 12, "reference_date": "1998-02-27" | null, "focus_years": [1997, 1998],
     "spans": [{"start": 120, "end": 129, "text": "last year", "label": "DATE", "value": "1997",
                "mod": null, "rule": "...", "years": [1997]}]}
DocBin: ``DocBin(store_user_data=True)``; ``doc._.focus_years``, ``doc._.timexes``, ``doc.spans["temporal"]``
and the record id (``doc.user_data["tempoeval:id"]``) come back after
``DocBin().from_disk(path).get_docs(vocab)``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, Dict, Iterable, List, Sequence, Union

from ..errors import ConfigError, Errors
from ..util.atomic import atomic_concat, atomic_write_bytes
from ..util.csv_cells import defuse_csv_cell  # noqa: F401  (re-exported)
from .record_keys import ID_KEY, LINE_KEY

if TYPE_CHECKING:  # spaCy is imported when a shard is written, not with this module
    from spacy.tokens import Doc

PathLike = Union[str, Path]

OUTPUT_FORMATS = ("jsonl", "docbin")
SUFFIXES = {"jsonl": ".jsonl", "docbin": ".spacy"}


def detect_output_format(path: PathLike, fmt: str | None = None) -> str:
    """The output format: ``fmt`` if given, else from the suffix (.jsonl, .spacy).

    RAISES (TempoEvalError): [E069] when it cannot be told.
    """
    if fmt is not None:
        if fmt not in OUTPUT_FORMATS:
            raise ConfigError(Errors.E069.format(path=path, reason=f"unknown format {fmt!r}"))
        return fmt
    suffix = Path(path).suffix.lower()
    for name, suf in SUFFIXES.items():
        if suffix == suf:
            return name
    reason = f"suffix {suffix!r} is not '.jsonl' or '.spacy'"
    raise ConfigError(Errors.E069.format(path=path, reason=reason))


def expand_years(intervals: Iterable[Sequence[int]]) -> List[int]:
    """[[1990, 1992], [2001, 2001]] -> [1990, 1991, 1992, 2001] (no year 0)."""
    years: List[int] = []
    for a, b in intervals:
        years.extend(y for y in range(a, b + 1) if y != 0)
    return years


def doc_to_record(doc: Doc) -> Dict[str, Any]:
    """The JSONL record of a processed doc (see the module docstring)."""
    focus = doc._.focus_years
    spans = []
    for t in doc._.timexes:
        span = {k: t.get(k) for k in ("start", "end", "text", "label", "value", "mod", "rule")}
        span["years"] = expand_years(t.get("years") or ())
        spans.append(span)
    ref = doc._.reference_date
    return {
        "id": doc.user_data.get(ID_KEY),
        "line": doc.user_data.get(LINE_KEY),
        "reference_date": ref.isoformat() if ref is not None else None,
        "focus_years": sorted(focus) if focus is not None else None,
        "spans": spans,
    }


def dumps_record(record: Dict[str, Any]) -> str:
    """One JSONL line (no trailing newline), stable key order, non-ASCII kept."""
    return json.dumps(record, ensure_ascii=False, separators=(", ", ": "))


def serialize_shard(docs: Sequence[Doc], fmt: str) -> bytes:
    """The bytes of a shard of processed docs in ``fmt`` (JSONL lines, or a DocBin with user data)."""
    if fmt == "jsonl":
        return "".join(dumps_record(doc_to_record(doc)) + "\n" for doc in docs).encode("utf-8")
    if fmt == "docbin":
        from spacy.tokens import DocBin

        return DocBin(store_user_data=True, docs=docs).to_bytes()
    raise ConfigError(Errors.E069.format(path="<shard>", reason=f"unknown format {fmt!r}"))


def write_shard(path: PathLike, docs: Sequence[Doc], fmt: str) -> None:
    """Write a shard of processed docs atomically in ``fmt``."""
    atomic_write_bytes(path, serialize_shard(docs, fmt))


def merge_shards(path: PathLike, shards: Sequence[PathLike], fmt: str) -> None:
    """Merge shards (in order) into the final output, atomically.

    JSONL shards are concatenated in constant memory; DocBin shards are streamed into one DocBin holding one
    shard in memory at a time (``docbin_stream.merge_docbins``; the same file ``DocBin.merge`` gave).
    """
    if fmt == "jsonl":
        atomic_concat(path, shards)
        return
    from .docbin_stream import merge_docbins  # msgpack (srsly): only for DocBin output

    merge_docbins(path, shards)


def bad_lines_bytes(bad: Iterable[Any]) -> bytes:
    """BadLine records (``.to_json()``) as UTF-8 JSONL (characters that are not valid text escaped)."""
    return "".join(dumps_record(b.to_json()) + "\n" for b in bad).encode("utf-8", errors="backslashreplace")


def write_bad_lines(path: PathLike, bad: Iterable[Any]) -> None:
    """Write BadLine records (``.to_json()``) as JSONL, atomically."""
    atomic_write_bytes(path, bad_lines_bytes(bad))
