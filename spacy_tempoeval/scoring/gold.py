"""Gold data readers: the JSONL gold format and TimeML ``.tml`` files, validated.

JSONL gold (the format of the project's development corpora), one document a line::

    {"doc_id": "ABC19980108", "dct": "1998-01-08", "text": "... last year ...",
     "timexes": [{"tid": "t3", "text": "last year", "type": "DATE", "value": "1997", "start": 120, "end": 129}],
     "years": [1997]}

``text`` is required, and ``years`` or ``timexes`` (or both): ``years`` are the gold focus years (when absent they
are the years of the DATE and TIME values, as TimeML gold counts them); ``timexes`` the gold TIMEX3 spans with
character offsets into ``text`` (``start`` inclusive, ``end`` exclusive), ``type`` (DATE, TIME, DURATION, SET)
and ``value`` (null when the annotators gave none: it then matches no predicted value); a timex's ``text``, when
given, must equal ``text[start:end]``. ``doc_id`` (default: "line N") and ``dct`` (the document creation time,
an ISO date: the reference date of relative expressions) are optional.

TimeML (TimeBank, AQUAINT, TempEval-3, WikiWars in TimeML): the ``TEXT`` element's character data is the text (with
``&amp;`` and the like decoded), each ``TIMEX3`` inside it a gold span whose offsets are computed from that text;
the ``TIMEX3`` with ``functionInDocument="CREATION_TIME"`` (normally inside ``DCT``) gives ``dct``. Empty
``TIMEX3`` elements (TimeML's non-consuming timexes, which have no text) are not spans and are skipped.

Every problem is a ``RecordError`` naming the file, the line, the document and the field: [E210] a missing field,
[E211] a bad value, [E212] offsets that do not match the text, [E213] no such file, [E214] a broken ``.tml`` file.
"""

from __future__ import annotations

import datetime as _dt
import xml.parsers.expat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, Iterator, List, NamedTuple, Tuple, Union

from ..errors import Errors, RecordError, TempoEvalError
from ..normalize.refdate import parse_reference_date
from ..normalize.timex import timex_to_years
from ..util.jsonl import LineProblem, iter_jsonl_bytes
from ..yearset import YearSet

TIMEX_TYPES = ("DATE", "TIME", "DURATION", "SET")
GOLD_SUFFIXES = (".jsonl", ".tml")


class Timex(NamedTuple):
    """One TIMEX3 span: character offsets into the document's text, type and value."""

    start: int
    end: int
    type: str
    value: str
    tid: str = ""


@dataclass
class GoldDoc:
    """One gold document.

    doc_id (str): Its id.
    text (str): Its text.
    dct (Optional[str]): The document creation time (ISO date), the reference date; None when unknown.
    timexes (Optional[List[Timex]]): The gold TIMEX3 spans, or None when the gold has none (then no span scores).
    years (YearSet): The gold focus years.
    where (str): File and line, for messages.
    """

    doc_id: str
    text: str
    dct: str | None
    timexes: List[Timex] | None
    years: YearSet
    where: str = ""
    extra: Dict[str, Any] = field(default_factory=dict)


def years_of_timexes(timexes: List[Timex]) -> YearSet:
    """The years TimeML gold counts for a document: the union of the years of its DATE and TIME values."""
    return YearSet.union_all(timex_to_years(t.value) for t in timexes if t.type in ("DATE", "TIME"))


# -- JSONL ---------------------------------------------------------------------------------------------------
def _where(path: str, line: int | None, doc_id: str | None) -> str:
    out = path if line is None else f"{path}, line {line}"
    return out if doc_id is None else f"{out}, document {doc_id!r}"


def _bad(where: str, fld: str, reason: str) -> RecordError:
    return RecordError(Errors.E211.format(where=where, field=fld, reason=reason))


def _check_timex(item: Any, i: int, text: str, where: str) -> Timex:
    fld = f"timexes[{i}]"
    if not isinstance(item, dict):
        raise _bad(where, fld, f"expected an object with start, end, type and value, got {item!r}")
    for key in ("start", "end", "type", "value"):
        if key not in item:
            raise RecordError(Errors.E210.format(where=where, field=f"{fld}.{key}"))
    start, end = item["start"], item["end"]
    for key, value in (("start", start), ("end", end)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise _bad(where, f"{fld}.{key}", f"expected a character offset (an integer), got {value!r}")
    if not 0 <= start < end <= len(text):
        raise _bad(where, f"{fld}.start", f"offsets {start}-{end} are not a non-empty span of the text "
                                          f"({len(text)} characters)")
    if item["type"] not in TIMEX_TYPES:
        raise _bad(where, f"{fld}.type", f"{item['type']!r} is not a TIMEX3 type ({', '.join(TIMEX_TYPES)})")
    if item["value"] is not None and not isinstance(item["value"], str):
        raise _bad(where, f"{fld}.value", f"expected a TIMEX3 value (a string or null), got {item['value']!r}")
    expected = item.get("text")
    if expected is not None and expected != text[start:end]:
        raise RecordError(Errors.E212.format(where=where, field=f"{fld}.text", start=start, end=end,
                                             expected=expected, actual=text[start:end]))
    return Timex(start, end, item["type"], item["value"] or "", str(item.get("tid", "")))


def _check_years(value: Any, where: str) -> YearSet:
    if not isinstance(value, list) or not all(isinstance(y, int) and not isinstance(y, bool) for y in value):
        raise _bad(where, "years", f"expected a list of integer years, got {value!r}")
    try:
        return YearSet(value)
    except (TempoEvalError, ValueError) as err:
        raise _bad(where, "years", str(err)) from None


def _iso(day: _dt.date | None) -> str | None:
    """The ISO form of a parsed document date; None for none (an empty ``dct``)."""
    return None if day is None else day.isoformat()


def gold_from_record(record: Any, path: str, line: int) -> GoldDoc:
    """Validate one JSONL gold record (see the module docstring).

    RAISES (RecordError): [E210] / [E211] / [E212] naming the file, line, document and field.
    """
    if not isinstance(record, dict):
        raise _bad(_where(path, line, None), "<line>", f"expected a JSON object, got {record!r}")
    doc_id = record.get("doc_id", record.get("id", f"line {line}"))
    where = _where(path, line, str(doc_id))
    if "text" not in record:
        raise RecordError(Errors.E210.format(where=where, field="text"))
    text = record["text"]
    if not isinstance(text, str):
        raise _bad(where, "text", f"expected a string, got {type(text).__name__}")
    dct = record.get("dct")
    if dct is not None:
        try:
            dct = _iso(parse_reference_date(dct, field="dct"))  # "" is no date (as for reference dates)
        except TempoEvalError as err:
            raise _bad(where, "dct", str(err)) from None
    timexes = None
    if record.get("timexes") is not None:
        if not isinstance(record["timexes"], list):
            raise _bad(where, "timexes", f"expected a list of TIMEX3 objects, got {record['timexes']!r}")
        timexes = [_check_timex(t, i, text, where) for i, t in enumerate(record["timexes"])]
    if "years" in record:
        years = _check_years(record["years"], where)
    elif timexes is not None:
        years = years_of_timexes(timexes)
    else:
        raise RecordError(Errors.E210.format(where=where, field="years"))
    return GoldDoc(str(doc_id), text, dct, timexes, years, where)


def read_gold_jsonl(path: Union[str, Path]) -> List[GoldDoc]:
    """Read and validate a JSONL gold file; blank lines are skipped.

    RAISES (RecordError): On the first bad line, naming the file, line, document and field ([E210]-[E212];
        [E211] with field '<line>' for a line that is not JSON).
    """
    path = Path(path)
    out = []
    for line, value in iter_jsonl_bytes(_read_bytes(path), objects_only=False):
        if isinstance(value, LineProblem):
            raise _bad(_where(str(path), line, None), "<line>", value.reason)
        out.append(gold_from_record(value, str(path), line))
    return out


def _read_bytes(path: Path) -> bytes:
    if path.is_dir():
        raise RecordError(Errors.E213.format(path=path, reason="a folder, expected a file"))
    if not path.is_file():
        raise RecordError(Errors.E213.format(path=path, reason="no such file"))
    return path.read_bytes()


# -- TimeML --------------------------------------------------------------------------------------------------
class _TimeMLParser:
    """Reads one TimeML document with expat, keeping the line of every TIMEX3 for messages."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.parser = xml.parsers.expat.ParserCreate()
        self.parser.StartElementHandler = self.start
        self.parser.EndElementHandler = self.end
        self.parser.CharacterDataHandler = self.chars
        self.in_text = 0
        self.seen_text = False
        self.chunks: List[str] = []
        self.length = 0
        self.open: List[Tuple[int, Dict[str, str], int]] = []  # start offset, attributes, line
        self.spans: List[Tuple[int, int, Dict[str, str], int]] = []
        self.dct: str | None = None
        self.docid: str | None = None
        self._docid_chunks: List[str] | None = None

    def start(self, name: str, attrs: Dict[str, str]) -> None:
        if name == "TEXT":
            self.in_text += 1
            self.seen_text = True
        elif name == "DOCID":
            self._docid_chunks = []
        elif name == "TIMEX3":
            line = self.parser.CurrentLineNumber
            if self.in_text:
                self.open.append((self.length, attrs, line))
            elif attrs.get("functionInDocument") == "CREATION_TIME" and self.dct is None:
                self.dct = attrs.get("value")
                self.dct_line = line

    def end(self, name: str) -> None:
        if name == "TEXT":
            self.in_text -= 1
        elif name == "DOCID" and self._docid_chunks is not None:
            self.docid = "".join(self._docid_chunks).strip() or None
            self._docid_chunks = None
        elif name == "TIMEX3" and self.in_text and self.open:
            begin, attrs, line = self.open.pop()
            if self.length > begin:  # an empty TIMEX3 is a non-consuming timex, not a span
                self.spans.append((begin, self.length, attrs, line))

    def chars(self, data: str) -> None:
        if self._docid_chunks is not None:
            self._docid_chunks.append(data)
        if self.in_text:
            self.chunks.append(data)
            self.length += len(data)

    def parse(self, data: bytes) -> None:
        try:
            self.parser.Parse(data, True)
        except xml.parsers.expat.ExpatError as err:
            where = f"{self.path}, line {err.lineno}"
            raise RecordError(Errors.E214.format(where=where, reason=f"malformed XML ({err})")) from None
        if not self.seen_text:
            raise RecordError(Errors.E214.format(where=self.path, reason="it has no <TEXT> element"))


def _tml_timex(begin: int, end: int, attrs: Dict[str, str], where: str) -> Timex:
    for key in ("type", "value"):
        if key not in attrs:
            raise RecordError(Errors.E210.format(where=where, field=f"TIMEX3.{key}"))
    if attrs["type"] not in TIMEX_TYPES:
        raise _bad(where, "TIMEX3.type", f"{attrs['type']!r} is not a TIMEX3 type ({', '.join(TIMEX_TYPES)})")
    return Timex(begin, end, attrs["type"], attrs["value"], attrs.get("tid", ""))


def read_tml(path: Union[str, Path]) -> GoldDoc:
    """Read one TimeML file (TimeBank / TempEval-3 format) as a gold document.

    RAISES (RecordError): [E214] malformed XML or no TEXT, [E210] a TIMEX3 without type or value, [E211] a bad
        type or creation time, each with the file, the line and the document.
    """
    path = Path(path)
    reader = _TimeMLParser(str(path))
    reader.parse(_read_bytes(path))
    doc_id = reader.docid or path.stem
    text = "".join(reader.chunks)
    timexes = []
    for begin, end, attrs, line in sorted(reader.spans):
        where = _where(str(path), line, doc_id) + f", TIMEX3 {attrs.get('tid', '?')}"
        timexes.append(_tml_timex(begin, end, attrs, where))
    dct = None
    if reader.dct:
        try:
            dct = _iso(parse_reference_date(reader.dct[:10], field="DCT"))
        except TempoEvalError as err:
            where = _where(str(path), getattr(reader, "dct_line", None), doc_id)
            raise _bad(where, "DCT.TIMEX3.value", str(err)) from None
    return GoldDoc(doc_id, text, dct, timexes, years_of_timexes(timexes), str(path))


def gold_files(path: Union[str, Path]) -> List[Path]:
    """The gold files of ``path``: itself, or the ``.jsonl`` and ``.tml`` files of a folder (sorted, not recursive).

    RAISES (RecordError): [E213] when it does not exist or is not a gold file.
    """
    path = Path(path)
    if path.is_dir():
        return sorted(p for p in path.iterdir() if p.suffix.lower() in GOLD_SUFFIXES and p.is_file())
    if not path.exists():
        raise RecordError(Errors.E213.format(path=path, reason="no such file or folder"))
    if path.suffix.lower() not in GOLD_SUFFIXES:
        raise RecordError(Errors.E213.format(path=path, reason="expected a .jsonl or .tml file"))
    return [path]


def iter_gold(path: Union[str, Path]) -> Iterator[GoldDoc]:
    """The gold documents of a JSONL file, a ``.tml`` file or a folder of them (files in name order)."""
    for file in gold_files(path):
        if file.suffix.lower() == ".tml":
            yield read_tml(file)
        else:
            yield from read_gold_jsonl(file)


def read_gold(path: Union[str, Path]) -> List[GoldDoc]:
    """All gold documents of ``path`` (see ``iter_gold``).

    RAISES (RecordError): [E215] when there are none, and the readers' errors.
    """
    docs = list(iter_gold(path))
    if not docs:
        found = gold_files(path)
        reason = "the folder has no .jsonl or .tml file" if not found else "its files hold no document"
        raise RecordError(Errors.E215.format(path=path, reason=reason))
    return docs


__all__ = ["GoldDoc", "Timex", "TIMEX_TYPES", "gold_files", "gold_from_record", "iter_gold", "read_gold",
           "read_gold_jsonl", "read_tml", "years_of_timexes"]
