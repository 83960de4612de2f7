"""One input line to one record: parsing and validation, with the line number in every error.

A corpus line is either a JSON object (JSONL input, with configurable text / id / reference-date fields) or a
plain text (one text per line). ``parse_line`` turns the raw bytes of one line into an ``InputRecord``, a
``BadLine`` (what was wrong, where, and the raw line, for the errors file), or None for a blank JSONL line.
It never raises on bad data: the caller decides whether to skip (default) or stop (``--strict``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Dict, Union

from ..errors import ConfigError, Errors, RecordError, ReferenceDateError
from ..normalize.refdate import format_reference_date, parse_reference_date
from ..util.jsonl import LineProblem, decode_text, is_skipped, parse_json

FORMATS = ("jsonl", "text")
DEFAULT_MAX_CHARS = 1_000_000  # spaCy's default nlp.max_length
_SURROGATE = re.compile("[\ud800-\udfff]")

RecordId = Union[str, int]


class LineError(RecordError):
    """A malformed input line, raised in strict mode. Carries the path, line number and field."""

    def __init__(self, message: str, *, path: str, line: int, field: str | None = None) -> None:
        super().__init__(message)
        self.path = path
        self.line = line
        self.field = field


AUTO_DATE_FIELD = "auto"
"""``ReaderConfig.date_field`` that reads the first of ``AUTO_DATE_FIELDS`` a record has."""
AUTO_DATE_FIELDS = ("reference_date", "dct")
"""The fields a record's reference date is read from by default: the name ``evaluate``'s records and documents
use, then TimeML's document creation time (the gold files)."""


@dataclass(frozen=True)
class ReaderConfig:
    """How to read a corpus.

    format (str): "jsonl" (one JSON object a line) or "text" (one text a line).
    text_field (str): JSONL field holding the text.
    id_field (str): JSONL field holding the record id; records without it get their line number as id.
    date_field (Optional[str]): JSONL field holding the reference date (ISO); "auto" (the default): the field
        ``evaluate`` and the Python API read, ``reference_date``, else ``dct`` (TimeML's document creation time, as
        the gold files name it), whichever a record has; None (or "none", as ``--date-field none`` gives it) to
        read no date.
    reference_date (Optional[str]): Reference date (ISO) for records without their own.
    max_chars (int): Longer texts are malformed records ([E073]); the pipeline's ``nlp.max_length`` caps it.
    """

    format: str = "jsonl"
    text_field: str = "text"
    id_field: str = "id"
    date_field: str | None = AUTO_DATE_FIELD
    reference_date: str | None = None
    max_chars: int = DEFAULT_MAX_CHARS

    def __post_init__(self) -> None:
        if self.format not in FORMATS:
            reason = f"use one of {FORMATS}"
            raise ConfigError(Errors.E077.format(where="ReaderConfig", value=self.format, name="format", reason=reason))
        if isinstance(self.max_chars, bool) or not isinstance(self.max_chars, int) or self.max_chars < 1:
            raise ConfigError(Errors.E077.format(where="ReaderConfig", value=self.max_chars, name="max_chars",
                                                 reason="an integer >= 1"))
        if isinstance(self.date_field, str) and self.date_field.strip().lower() in ("", "none"):
            object.__setattr__(self, "date_field", None)
        if self.reference_date is not None:
            # validate early, store canonically: a bad --reference-date fails before any work
            iso = format_reference_date(parse_reference_date(self.reference_date, field="reference_date"))
            object.__setattr__(self, "reference_date", iso)

    def to_dict(self) -> Dict[str, Any]:
        """RETURNS (dict): JSON-able settings (part of a run's fingerprint)."""
        return {
            "format": self.format,
            "text_field": self.text_field,
            "id_field": self.id_field,
            "date_field": self.date_field,
            "reference_date": self.reference_date,
            "max_chars": self.max_chars,
        }


@dataclass(frozen=True)
class InputRecord:
    """A well-formed input record.

    line (int): 1-based line number in the input file.
    id (str | int): The record id (the line number when the input has none).
    text (str): The text.
    reference_date (Optional[str]): ISO reference date, or None for the pipeline's default.
    """

    line: int
    id: RecordId
    text: str
    reference_date: str | None = None


@dataclass(frozen=True)
class BadLine:
    """A malformed input line: skipped and written to the errors file (or raised in strict mode).

    line (int): 1-based line number in the input file.
    message (str): What was wrong and where, with its error code.
    raw (str): The line as read (decoded leniently), for the errors file.
    field (Optional[str]): The offending field, if any.
    """

    line: int
    message: str
    raw: str
    field: str | None = None

    def to_json(self) -> Dict[str, Any]:
        """RETURNS (dict): The errors-file record."""
        return {"line": self.line, "field": self.field, "error": self.message, "raw": self.raw}

    def to_error(self, path: str) -> LineError:
        """RETURNS (LineError): The exception raised for this line in strict mode."""
        return LineError(self.message, path=path, line=self.line, field=self.field)


ParsedLine = Union[InputRecord, BadLine, None]


def _raw_text(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace").rstrip("\r\n")


def _bad(raw: bytes, line: int, message: str, field: str | None = None) -> BadLine:
    return BadLine(line=line, message=message, raw=_raw_text(raw), field=field)


def _wrong_type(path: str, line: int, field: str, expected: str, value: Any) -> str:
    shown = value if not isinstance(value, str) or len(value) < 80 else value[:77] + "..."
    return Errors.E062.format(path=path, line=line, field=field, expected=expected, value=shown,
                              type=type(value).__name__)


def parse_line(raw: bytes, line: int, config: ReaderConfig, path: str = "<input>",
               max_chars: int | None = None) -> ParsedLine:
    """Parse one input line.

    raw (bytes): The line, with or without its trailing newline.
    line (int): Its 1-based line number.
    config (ReaderConfig): How to read it.
    path (str): The input's name, for messages.
    max_chars (Optional[int]): A lower text length limit than ``config.max_chars`` (the pipeline's
        ``nlp.max_length``).
    RETURNS (InputRecord | BadLine | None): None for a blank line of JSONL input.
    """
    parsed = _parse_line(raw, line, config, path)
    if isinstance(parsed, InputRecord):
        return _check_record(parsed, raw, config, path, max_chars)
    return parsed


def _check_record(record: InputRecord, raw: bytes, config: ReaderConfig, path: str,
                  max_chars: int | None) -> Union[InputRecord, BadLine]:
    """Poison pills: a text too long for the pipeline, a lone surrogate (valid JSON, not valid text)."""
    limit = config.max_chars if max_chars is None else min(max_chars, config.max_chars)
    field = config.text_field if config.format == "jsonl" else "<line>"
    if len(record.text) > limit:
        message = Errors.E073.format(path=path, line=record.line, field=field, n=len(record.text), limit=limit)
        return BadLine(line=record.line, message=message, raw=_raw_text(raw[:2000]) + "...", field=field)
    for name, value in ((field, record.text), (config.id_field, record.id)):
        m = _SURROGATE.search(value) if isinstance(value, str) else None
        if m is not None:
            message = Errors.E074.format(path=path, line=record.line, field=name, char=ascii(m.group()),
                                         pos=m.start())
            return _bad(raw, record.line, message, name)
    return record


def _parse_line(raw: bytes, line: int, config: ReaderConfig, path: str) -> ParsedLine:
    decoded = decode_text(raw, line)
    if isinstance(decoded, LineProblem):
        return _bad(raw, line, Errors.E063.format(path=path, line=line, reason=decoded.reason))
    if config.format == "text":
        return InputRecord(line=line, id=line, text=decoded, reference_date=config.reference_date)
    if is_skipped(decoded):
        return None
    obj = parse_json(decoded, line, objects_only=False)
    if isinstance(obj, LineProblem):
        return _bad(raw, line, Errors.E060.format(path=path, line=line, reason=obj.reason))
    if not isinstance(obj, dict):
        return _bad(raw, line, _wrong_type(path, line, "<record>", "a JSON object", obj), "<record>")
    return _record_from_object(obj, raw, line, config, path)


def _record_from_object(obj: Dict[str, Any], raw: bytes, line: int, config: ReaderConfig,
                        path: str) -> Union[InputRecord, BadLine]:
    field = config.text_field
    if field not in obj:
        keys = ", ".join(repr(k) for k in list(obj)[:10]) or "no fields"
        return _bad(raw, line, Errors.E061.format(path=path, line=line, field=field, keys=keys), field)
    text = obj[field]
    if not isinstance(text, str):
        return _bad(raw, line, _wrong_type(path, line, field, "a string", text), field)
    rid: Any = obj.get(config.id_field, line)
    if isinstance(rid, bool) or not isinstance(rid, (str, int)):
        return _bad(raw, line, _wrong_type(path, line, config.id_field, "a string or an integer", rid),
                    config.id_field)
    ref = config.reference_date
    date_field = config.date_field
    if date_field == AUTO_DATE_FIELD:
        date_field = next((name for name in AUTO_DATE_FIELDS if obj.get(name) not in (None, "")), None)
    if date_field is not None and obj.get(date_field) not in (None, ""):
        value = obj[date_field]
        try:
            ref = format_reference_date(parse_reference_date(value, field=date_field))
        except ReferenceDateError as err:
            message = Errors.E063.format(path=path, line=line, reason=str(err).rstrip("."))
            return _bad(raw, line, message, date_field)
    return InputRecord(line=line, id=rid, text=text, reference_date=ref)
