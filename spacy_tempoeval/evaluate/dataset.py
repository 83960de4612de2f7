"""Reading and checking the records of a RAG run for ``evaluate``.

A record is a dict (one JSON object per line in a JSONL file). Fields, all optional except a query:

    id                      any JSON scalar; defaults to the record's index
    query | qft             the query text, or its focus years
    retrieved_docs | contexts   ranked list of texts, or of {"id": ..., "text": ...} objects (never bare ids:
                            [E143]; ``contexts`` is an alias, not a second list)
    retrieved_ids           ranked list of document ids (texts looked up in ``corpus`` when given); with
                            retrieved_docs, the same list in the same order ([E144] otherwise)
    dfts                    ranked list of focus years, one per retrieved document
    gold_ids                list of relevant ids, or {id: grade}
    answer | aft            the generated answer, or its focus years
    answers | afts          several sampled answers (Temporal Consistency)
    reference_date          ISO date anchoring relative expressions of this record's texts (the question's
                            date); a document object's own ``reference_date`` (or ``date`` / ``published``,
                            also in its ``metadata``) anchors that document instead
    answer_reference_date   the answer's own date (or give the answer as {"text": ..., "reference_date": ...})
    gold_order, predicted_order, gold_durations, predicted_durations   (reasoning metrics)

Other libraries' field names (ragas, deepeval, continuous-eval) are renamed by ``load_records`` (see
``spacy_tempoeval.io.records_mapping``); NaN / None values are missing.

Years are a list of ints (``[2019, 2020]``) or of inclusive ``[first, last]`` pairs (``[[1900, 1999]]``).
Bad records raise ``RecordError`` [E021] naming the record (index and id) and the field.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, Dict, Iterable, Iterator, List, Tuple, Union

from ..errors import Errors, RecordError
from ..io.files import read_jsonl
from ..io.records_mapping import is_mapping
from ..yearset import YearSet

Record = Mapping[str, Any]
SCALAR = (str, int, float, bool)
LIST_OF_TEXT_FIELDS = ("retrieved_docs", "contexts", "answers")
TEXT_FIELDS = ("query", "answer")
YEAR_FIELDS = ("qft", "aft")
YEAR_LIST_FIELDS = ("dfts", "afts")
DECODED_FORMATS = ("jsonl", "json")  # files whose rows ``json`` decodes: lists, dicts, str, numbers, None only
ORDER_FIELDS = ("gold_order", "predicted_order", "gold_durations", "predicted_durations", "retrieved_ids")


def where(index: int, record: Mapping[str, Any]) -> str:
    """How errors name a record: its index, and its id when it has one."""
    rid = record.get("id") if isinstance(record, Mapping) else None
    return f"{index}" if rid is None else f"{index} (id={rid!r})"


def fail(index: int, record: Any, field: str, reason: str) -> RecordError:
    """A RecordError [E021] for ``field`` of record ``index``."""
    return RecordError(Errors.E021.format(record=where(index, record if isinstance(record, Mapping) else {}),
                                          field=field, reason=reason.rstrip(".")))  # the template ends it


def load_records(dataset: Union[str, os.PathLike, Iterable[Record], Any], fields: Any = "auto", *,
                 split: str | None = None, fmt: str | None = None) -> List[Record]:
    """Records from a file (JSONL, a JSON array, CSV or Parquet, by extension or ``fmt``), a list (or any
    iterable) of dicts, a pandas ``DataFrame``, a Hugging Face ``datasets.Dataset`` (a ``DatasetDict``'s
    ``split``), a ragas / deepeval dataset or list of samples / test cases, or a dict of columns, in our
    schema.

    Fields of ragas, deepeval and continuous-eval are renamed to ours (``fields``: "auto" recognises them,
    or a library name, or {their field: our field}; see ``io.records_mapping``), and NaN / None / NaT values
    count as missing (a NaN reference date is no reference date). Rows that are not dicts are kept as they
    are, for ``validate`` to name.
    """
    return list(iter_records(dataset, fields, split=split, fmt=fmt))


class Mapped(Iterator[Record]):
    """Records already read by ``iter_records`` (in our schema), passed on as they are by ``iter_records``
    rather than mapped a second time (the command line counts the records it streams to ``evaluate``).

    source (Optional[Tuple[str, Optional[str]]]): The file they were read from and its format, when they were
        (errors about a record then name its line: ``located``).
    """

    def __init__(self, records: Iterable[Record], source: Tuple[Any, str | None] | None = None) -> None:
        self._records = iter(records)
        self.source = source

    def __next__(self) -> Record:
        return next(self._records)


def iter_records(dataset: Union[str, os.PathLike, Iterable[Record], Any], fields: Any = "auto", *,
                 split: str | None = None, fmt: str | None = None) -> Iterator[Record]:
    """``load_records`` one record at a time: a JSONL file (or any iterable) is read as it is consumed, so
    that a run never has to be held whole (``evaluate`` streams with it)."""
    from ..io.files import format_of, read_rows
    from ..io.frameworks import framework_rows
    from ..io.records_mapping import iter_rows, map_record, resolve_mapping

    if isinstance(dataset, Mapped):
        yield from dataset
        return
    plain = False  # rows just decoded from JSON: plain values already, not copied (``map_record``)
    if isinstance(dataset, (str, os.PathLike)):
        plain = format_of(dataset, fmt) in DECODED_FORMATS
        dataset = read_rows(dataset, fmt)
    else:
        dataset = framework_rows(dataset, split)
    if isinstance(dataset, Mapping) and not _is_columns(dataset):
        raise RecordError(Errors.E037.format(path="<dataset>", reason="expected a list of records or a JSONL "
                                             "path, got a single dict"))
    mapping: Dict[str, str] | None = None
    for i, row in enumerate(iter_rows(dataset)):
        if not isinstance(row, Mapping):
            yield row
            continue
        if mapping is None:
            mapping = resolve_mapping(fields, row.keys())
        yield map_record(row, mapping, i, plain=plain)


def source_of(dataset: Any, fmt: str | None = None) -> Tuple[Any, str | None] | None:
    """(file, format) of a dataset read from a file (a path, or ``Mapped`` records that name theirs), else None."""
    if isinstance(dataset, Mapped):
        return dataset.source
    if isinstance(dataset, (str, os.PathLike)) and str(dataset) != "-":
        return dataset, fmt
    return None


def located(err: RecordError, source: Tuple[Any, str | None] | None, index: int, record: Any) -> RecordError:
    """``err`` about record ``index`` with the file it came from and where in it ("Record 2 (run.jsonl, line 4):
    ...", "(run.csv, line 3)", "(run.json, item 2 of the array)", "(run.parquet, row 2)"), when it was read from
    a file; else ``err`` itself. The place is found by reading the file again up to the record: only on this
    error path."""
    from ..io.files import record_location

    if source is None:
        return err
    message = str(err)
    prefix = next((p for p in (f"[{err.code}] Record {where(index, record)}", f"[{err.code}] Record {index}")
                   if message.startswith(p)), None)
    place = record_location(source[0], source[1], index) if prefix is not None else None
    if prefix is None or place is None:
        return err
    return type(err)(f"{prefix} ({source[0]}, {place}){message[len(prefix):]}", code=err.code)


def validated(records: Iterable[Any], source: Tuple[Any, str | None] | None = None) -> Iterator[Any]:
    """``records``, each checked by ``validate`` as it passes; read from a JSONL file (``source``: the file and its
    format, ``source_of``), a bad one's error names its line too (``located``)."""
    for i, rec in enumerate(records):
        try:
            validate(i, rec)
        except RecordError as err:
            raise located(err, source, i, rec) from None
        yield rec


def _is_columns(data: Mapping[str, Any]) -> bool:
    """A dict of equal-length columns (``{"query": [...], "answer": [...]}``) rather than one record (whose
    query is a text, or whose ``qft`` is a list of years)."""
    values = list(data.values())
    if not values or not all(isinstance(v, (list, tuple)) or hasattr(v, "tolist") for v in values):
        return False
    if len({len(v) for v in values}) != 1:
        return False
    qft = data.get("qft")
    return not (qft is not None and len(qft) and isinstance(qft[0], int))


def parse_years(value: Any, index: int, record: Record, field: str) -> YearSet:
    """A year field: a list of ints, or of [first, last] pairs."""
    if isinstance(value, YearSet):
        return value
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple, set, frozenset)):
        raise fail(index, record, field, f"must be a list of years or [first, last] pairs, got {value!r}")
    items = list(value)
    try:
        if all(isinstance(v, (list, tuple)) and len(v) == 2 for v in items) and items:
            for v in items:
                if not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
                    raise TypeError(f"interval {v!r} must hold two ints")  # internal: caught below
            return YearSet.from_intervals(items)
        return YearSet(items)
    except (TypeError, ValueError) as exc:
        raise fail(index, record, field, f"is not a valid year list: {exc}") from None


def _check_text(value: Any, index: int, record: Record, field: str) -> None:
    if not isinstance(value, str):
        raise fail(index, record, field, f"must be a string, got {type(value).__name__} {value!r}")


def doc_texts(index: int, record: Record, corpus: Mapping[Any, str] | None) -> List[str] | None:
    """The ranked document texts of a record (from ``retrieved_docs``/``contexts`` or ids + corpus)."""
    field = "retrieved_docs" if record.get("retrieved_docs") is not None else "contexts"
    docs = record.get(field)
    if docs is None:
        ids = record.get("retrieved_ids")
        if ids is None or corpus is None or record.get("dfts") is not None:
            return None
        missing = [i for i in ids if i not in corpus]
        if missing:
            raise fail(index, record, "retrieved_ids", f"has ids not found in the corpus: {missing[:5]}")
        return [corpus[i] for i in ids]
    if not isinstance(docs, (list, tuple)):
        raise fail(index, record, field, f"must be a list, got {type(docs).__name__}")
    texts = []
    for j, doc in enumerate(docs):
        if is_mapping(doc):
            doc = doc.get("text")
        _check_text(doc, index, record, f"{field}[{j}]")
        texts.append(doc)
    return texts


def doc_dates(record: Mapping[str, Any]) -> List[Any] | None:
    """The own date of each ranked document (None for a document without one), or None when no document of
    the record has a date of its own (every document then reads the record's date)."""
    docs = record.get("retrieved_docs")
    if docs is None:
        docs = record.get("contexts")
    if not isinstance(docs, (list, tuple)):
        return None
    dates = [d.get("reference_date") if is_mapping(d) else None for d in docs]
    return dates if any(d is not None for d in dates) else None


def doc_ids(record: Record) -> List[Any] | None:
    """Ranked ids: ``retrieved_ids``, or the ``id`` of {"id", "text"} documents."""
    if record.get("retrieved_ids") is not None:
        return list(record["retrieved_ids"])
    docs = record.get("retrieved_docs") or record.get("contexts")
    if docs and all(is_mapping(d) and "id" in d for d in docs):
        return [d["id"] for d in docs]
    return None


def _not_a_text(index: int, record: Record, field: str, value: Any) -> RecordError:
    return RecordError(Errors.E143.format(record=where(index, record), field=field, value=value,
                                          type=type(value).__name__))


def _check_documents(index: int, record: Record) -> None:
    """The one ranked list of a record: ``retrieved_docs`` (alias ``contexts``) holds texts or {"id", "text"}
    objects, ``retrieved_ids`` ids; [E143] for an id or a text-less object among the texts, [E144] when two
    fields give different lists."""
    given = [f for f in ("retrieved_docs", "contexts") if record.get(f) is not None]
    if len(given) == 2 and record["retrieved_docs"] != record["contexts"]:
        raise RecordError(Errors.E144.format(record=where(index, record), reason="'retrieved_docs' and "
                                             "'contexts' (its alias) hold different lists"))
    if not given:
        return
    field = given[0]
    docs = record[field]
    if isinstance(docs, (str, bytes)) or not isinstance(docs, (list, tuple)):
        raise fail(index, record, field, f"must be a list of texts or {{\"id\", \"text\"}} objects, got "
                                         f"{type(docs).__name__}")
    for j, doc in enumerate(docs):
        text = doc.get("text") if is_mapping(doc) else doc
        if not isinstance(text, str):
            raise _not_a_text(index, record, f"{field}[{j}]", doc)
    ids = record.get("retrieved_ids")
    if ids is not None and isinstance(ids, (list, tuple)):
        own = [d.get("id") for d in docs if is_mapping(d)]
        if len(ids) != len(docs):
            raise RecordError(Errors.E144.format(record=where(index, record), reason=(
                f"'{field}' has {len(docs)} documents but 'retrieved_ids' has {len(ids)} ids")))
        if len(own) == len(docs) and all(x is not None for x in own) and list(own) != list(ids):
            raise RecordError(Errors.E144.format(record=where(index, record), reason=(
                f"the ids of the '{field}' objects differ from 'retrieved_ids'")))


def validate(index: int, record: Any) -> None:
    """Type checks of one record; raises RecordError [E021] naming the record and the field."""
    if type(record) is dict and _valid_plain(index, record):
        return
    if not isinstance(record, Mapping):
        raise fail(index, {}, "<record>", f"must be a dict, got {type(record).__name__}")
    if record.get("id") is not None and not isinstance(record["id"], SCALAR):
        raise fail(index, {}, "id", f"must be a string or number, got {type(record['id']).__name__}")
    if record.get("query") is None and record.get("qft") is None:
        raise fail(index, record, "query", "is missing (give 'query' or 'qft')")
    _check_texts(index, record)
    _check_documents(index, record)
    for field in YEAR_FIELDS:
        if record.get(field) is not None:
            parse_years(record[field], index, record, field)
    _check_gold_fields(index, record)
    _check_reference_date(index, record)


_PLAIN_SCALARS = frozenset({str, int, float, bool})
_CONTAINERS = frozenset({list, tuple, dict})


def _valid_plain(index: int, record: Dict[str, Any]) -> bool:
    """``validate``'s checks in one pass for the common record (plain JSON values: texts, lists of texts or
    {"text", ...} documents, no ``retrieved_ids`` or given years beside them): True when it is valid. False
    when the record is anything else or fails a type check: ``validate``'s general path then checks it and
    names the first problem. Only the dates are checked here, last and in ``validate``'s order (every check
    before them passed), so their error is the general path's."""
    if not _plain_fields(record.get):
        return False
    docs, field = record.get("retrieved_docs"), "retrieved_docs"
    if docs is None:
        docs, field = record.get("contexts"), "contexts"
    elif record.get("contexts") is not None:
        return False  # both given: the general path compares them
    unknown = _plain_documents(docs) if docs is not None else []
    if unknown is None:
        return False
    _check_own_dates(index, record)
    known = _VALID_DATES
    for j, ref in unknown:
        if not (type(ref) is str and ref in known):  # a date met twice in this record is parsed once
            _check_date(index, record, f"{field}[{j}].reference_date", ref)
    return True


def _plain_fields(get: Any) -> bool:
    """The fields other than the documents and dates pass ``validate``'s checks, by exact type (False: the
    general path decides)."""
    rid = get("id")
    if rid is not None and type(rid) not in _PLAIN_SCALARS:
        return False
    if get("qft") is not None or get("aft") is not None or get("retrieved_ids") is not None:
        return False  # years to parse, ids beside the documents: the general path
    if type(get("query")) is not str or (get("answer") is not None and type(get("answer")) is not str):
        return False
    answers = get("answers")
    if answers is not None and (type(answers) is not list or any(type(a) is not str for a in answers)):
        return False
    return all(get(field) is None or type(get(field)) in _CONTAINERS for field in (*ORDER_FIELDS[:-1], "gold_ids"))


def _plain_documents(docs: Any) -> List[Any] | None:
    """(position, date) of the documents' dates not known to parse, or None when ``docs`` is not a list of
    texts and {"text": str, ...} dicts."""
    if type(docs) is not list:
        return None
    known = _VALID_DATES
    unknown: List[Any] = []
    for j, doc in enumerate(docs):
        if type(doc) is dict:
            if type(doc.get("text")) is not str:
                return None
            ref = doc.get("reference_date")
            if ref is not None and not (type(ref) is str and ref in known):
                unknown.append((j, ref))
        elif type(doc) is not str:
            return None
    return unknown


def _check_texts(index: int, record: Mapping[str, Any]) -> None:
    """The text fields are strings, the list-of-text fields (answers ...) lists of strings."""
    for field in TEXT_FIELDS:
        if record.get(field) is not None:
            _check_text(record[field], index, record, field)
    for field in LIST_OF_TEXT_FIELDS[2:]:
        value = record.get(field)
        if value is None:
            continue
        if not isinstance(value, (list, tuple)):
            raise fail(index, record, field, f"must be a list of strings, got {type(value).__name__}")
        for j, text in enumerate(value):
            _check_text(text, index, record, f"{field}[{j}]")


def _check_gold_fields(index: int, record: Mapping[str, Any]) -> None:
    """Orders and durations are lists (or dicts); gold ids a list of ids or an {id: grade} dict."""
    for field in ORDER_FIELDS:
        value = record.get(field)
        if value is not None and not isinstance(value, (list, tuple, dict)):
            raise fail(index, record, field, f"must be a list, got {type(value).__name__}")
    gold = record.get("gold_ids")
    if gold is not None and not isinstance(gold, (list, tuple, dict)):
        raise fail(index, record, "gold_ids", f"must be a list of ids or an {{id: grade}} dict, got "
                                              f"{type(gold).__name__}")


def _check_reference_date(index: int, record: Mapping[str, Any]) -> None:
    """The record's, the answer's and each document's own date parse ([E021] naming the field)."""
    _check_own_dates(index, record)
    known = _VALID_DATES
    dates = doc_dates(record)
    if dates:
        for j, ref in enumerate(dates):
            if ref is not None and not (type(ref) is str and ref in known):
                field = "retrieved_docs" if record.get("retrieved_docs") is not None else "contexts"
                _check_date(index, record, f"{field}[{j}].reference_date", ref)


def _check_own_dates(index: int, record: Mapping[str, Any]) -> None:
    """The record's and the answer's own date parse (a string known to parse is not parsed again)."""
    known = _VALID_DATES
    for name in ("reference_date", "answer_reference_date"):
        ref = record.get(name)
        if ref is not None and not (type(ref) is str and ref in known):
            _check_date(index, record, name, ref)


def _check_date(index: int, record: Mapping[str, Any], name: str, ref: Any) -> None:
    """One date that parses, remembered when it is a string (documents repeat: each is parsed once)."""
    from ..normalize.refdate import parse_reference_date

    try:
        parse_reference_date(ref)
    except ValueError as exc:
        raise fail(index, record, name, str(exc)) from None
    if isinstance(ref, str):
        if len(_VALID_DATES) >= VALID_DATES_KEPT:
            _VALID_DATES.clear()
        _VALID_DATES.add(ref)


VALID_DATES_KEPT = 65_536
"""Date strings known to parse that ``validate`` keeps (documents repeat: each date is parsed once)."""
_VALID_DATES: set = set()


__all__ = ["load_records", "iter_records", "read_jsonl", "validate", "parse_years", "doc_texts", "doc_dates",
           "doc_ids", "where", "fail"]
