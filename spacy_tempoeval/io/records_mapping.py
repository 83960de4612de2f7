"""RAG runs in the shapes people already have -> the record dicts ``evaluate`` reads.

Self-contained input adapter (nothing here imports ``evaluate``): ``to_records(data, fields=...)`` accepts a
pandas ``DataFrame``, a Hugging Face ``datasets.Dataset`` (or anything iterable over dicts), a list of dicts, or
a dict of columns, renames the fields of ragas, deepeval or continuous-eval to ours, and treats NaN / None /
NaT as missing. The record schema it produces:

    id              optional; any JSON scalar
    query           str (required)
    retrieved_docs  list of texts, or of {"id": ..., "text": ...} objects, in rank order
    retrieved_ids   list of document ids (when the texts come from a corpus)
    answer          str
    gold_ids        list of relevant document ids
    reference_date  ISO date anchoring relative expressions in this record (the question's date)

A retrieved document and the answer may carry their own date: ``{"text": ..., "reference_date": ...}``
(also ``date`` or ``published``, at the top level or in ``metadata``); document objects of other libraries
(LangChain ``Document``, LlamaIndex ``TextNode`` / ``NodeWithScore``: duck-typed, never imported) become
``{"id", "text", "reference_date"}`` dicts. An answer given as such an object becomes ``answer`` (its text)
and ``answer_reference_date``. The field renaming applies inside document objects too.

    from spacy_tempoeval.io.records_mapping import to_records
    records = to_records(df, fields="ragas")        # user_input, retrieved_contexts, response, ...
    records = to_records(df, fields={"question_text": "query", "contexts": "retrieved_docs"})
"""

from __future__ import annotations

import datetime as _dt
import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Dict, Iterable, Iterator, List, Set, Union

if TYPE_CHECKING:  # typing.TypeGuard is Python 3.10+; the package supports 3.9
    from typing import TypeGuard

from ..errors import ConfigError, Errors, RecordError

#: Our field names.
FIELDS = ("id", "query", "retrieved_docs", "retrieved_ids", "answer", "gold_ids", "reference_date",
          "answer_reference_date")

#: Keys of a document's (or an answer's) own date, first found wins; also looked up in its ``metadata``.
DATE_KEYS = ("reference_date", "date", "published")

#: Known field names of other evaluation libraries -> ours. Fields not named here are kept as they are.
MAPPINGS: Dict[str, Dict[str, str]] = {
    "ragas": {"user_input": "query", "retrieved_contexts": "retrieved_docs", "response": "answer",
              "retrieved_context_ids": "retrieved_ids", "reference_context_ids": "gold_ids"},
    "deepeval": {"input": "query", "retrieval_context": "retrieved_docs", "actual_output": "answer"},
    "continuous-eval": {"question": "query", "retrieved_context": "retrieved_docs", "answer": "answer",
                        "ground_truth_context_ids": "gold_ids"},
    "native": {},
}
_SIGNATURES = (("ragas", "user_input"), ("deepeval", "actual_output"), ("deepeval", "retrieval_context"),
               ("continuous-eval", "retrieved_context"), ("continuous-eval", "question"))

FieldsSpec = Union[str, Mapping[str, str], None]


def resolve_mapping(fields: FieldsSpec, keys: Iterable[str] = ()) -> Dict[str, str]:
    """The source -> target renaming for ``fields``.

    fields (Union[str, Mapping[str, str], None]): "auto" / None (recognise the library by its field names in
        ``keys``), a library name from ``MAPPINGS``, or an explicit {their field: our field} mapping.
    keys (Iterable[str]): Field names of the first record (for "auto").
    RETURNS (Dict[str, str]): The renaming.
    RAISES (TempoEvalError): [E091] for an unknown library name or an invalid mapping.
    """
    if fields is None or fields == "auto":
        return _recognised(set(keys))
    if isinstance(fields, str):
        if fields not in MAPPINGS:
            raise ConfigError(Errors.E091.format(
                reason=f"unknown field names {fields!r}; use one of {', '.join(['auto', *MAPPINGS])} or a dict"))
        return dict(MAPPINGS[fields])
    if not isinstance(fields, Mapping):
        raise ConfigError(Errors.E091.format(reason=f"expected a name or a dict, got {type(fields).__name__}"))
    return _checked_mapping(fields)


def _recognised(present: Set[str]) -> Dict[str, str]:
    """The renaming of the library whose field names the first record uses (none for our own names)."""
    if "query" in present:
        return {}
    for name, marker in _SIGNATURES:
        if marker in present:
            return dict(MAPPINGS[name])
    return {}


def _checked_mapping(fields: Mapping[Any, Any]) -> Dict[str, str]:
    """An explicit {their field: our field} mapping; [E091] for an unknown target or two fields on one."""
    mapping = {}
    for source, target in fields.items():
        if not isinstance(source, str) or target not in FIELDS:
            raise ConfigError(Errors.E091.format(
                reason=f"{source!r} -> {target!r}: the target must be one of {', '.join(FIELDS)}"))
        mapping[source] = target
    targets = list(mapping.values())
    doubled = sorted({t for t in targets if targets.count(t) > 1})
    if doubled:
        raise ConfigError(Errors.E091.format(reason=f"several fields map to {', '.join(doubled)}"))
    return mapping


def is_mapping(value: Any) -> TypeGuard[Mapping[Any, Any]]:
    """``isinstance(value, Mapping)``, a plain dict answered without the ABC check (read per document)."""
    return type(value) is dict or isinstance(value, Mapping)


def is_missing(value: Any) -> bool:
    """None, NaN and pandas' NaT / NA count as missing."""
    if value is None or type(value).__name__ in ("NaTType", "NAType"):
        return True
    if isinstance(value, float):
        return math.isnan(value)
    if isinstance(value, (str, bytes, Mapping)) or hasattr(value, "__len__"):
        return False
    try:  # numpy scalars (float32 NaN ...)
        return bool(value != value)
    except (TypeError, ValueError):
        return False


_PLAIN_SCALARS = frozenset({str, int, float, bool, type(None)})


def _plain(value: Any) -> Any:
    """numpy arrays and scalars, tuples and pandas timestamps as plain Python values."""
    kind = type(value)
    if kind is str or kind is int or kind is bool:
        return value
    if kind is list:  # the common cases first: a list of texts or ids, of {"id", "text"} documents
        return list(value) if all(type(v) is str for v in value) else [_plain(v) for v in value]
    if kind is dict:  # a flat dict (a document's id, text and date) is copied at once
        if all(type(v) in _PLAIN_SCALARS for v in value.values()):
            return dict(value)
        return {k: _plain(v) for k, v in value.items()}
    if kind is float or value is None:
        return value
    return _plain_other(value)


def _plain_other(value: Any) -> Any:
    """``_plain`` of what JSON does not give: numpy values, tuples, other mappings, dates."""
    if hasattr(value, "tolist") and not isinstance(value, (str, bytes)):
        value = value.tolist()  # numpy array / scalar
    if isinstance(value, tuple):
        value = list(value)
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, _dt.datetime):  # also pandas.Timestamp
        return value.date().isoformat()
    if isinstance(value, _dt.date):
        return value.isoformat()
    return value


def map_record(record: Any, mapping: Mapping[str, str], index: int = 0, *, plain: bool = False) -> Dict[str, Any]:
    """One record with its fields renamed, missing values dropped and values made plain.

    record (Mapping): The source record.
    mapping (Mapping[str, str]): Their field -> our field (``resolve_mapping``).
    index (int): The record's position, for messages.
    plain (bool): The record was just decoded from JSON (a JSON or JSONL file) and is no one else's: its values
        are plain already and are taken as they are, not copied (a CSV cell may hold a Python literal: a tuple).
    RETURNS (dict): The record in our schema (a field already named ours wins over a renamed one).
    RAISES (TempoEvalError): [E092] when the record is not a mapping.
    """
    if not isinstance(record, Mapping):
        raise RecordError(Errors.E092.format(
            record=index, reason=f"expected a dict of fields, got {type(record).__name__}"))
    out: Dict[str, Any] = {}
    for key, value in record.items():
        if value is None or (type(value) is not str and is_missing(value)):
            continue
        target = mapping.get(key, key)
        if target in out and key != target:
            continue  # our own field name was given too: it wins
        out[target] = value if plain else _plain(value)
    if out.get("retrieved_docs") is not None or out.get("answer") is not None:
        _dated_parts(out, mapping)
    return out


_DATED_KEYS = frozenset({"metadata", "date", "published"})
"""The keys that make ``document_dict`` rewrite a {"text", ...} document (without a renaming it keeps the others)."""


def _dated_parts(out: Dict[str, Any], mapping: Mapping[str, str]) -> None:
    """Document objects as ``{"id", "text", "reference_date"}`` dicts and a dated answer object split into
    ``answer`` and ``answer_reference_date`` (in place)."""
    docs = out.get("retrieved_docs")
    if isinstance(docs, list) and any(not isinstance(d, str) for d in docs) and (mapping or not all(
            type(d) is str or (type(d) is dict and "text" in d and _DATED_KEYS.isdisjoint(d)) for d in docs)):
        out["retrieved_docs"] = [d if isinstance(d, str) else document_dict(d, mapping) for d in docs]
    answer = out.get("answer")
    if answer is not None and not isinstance(answer, str):
        as_doc = document_dict(answer, mapping)
        if isinstance(as_doc, Mapping) and isinstance(as_doc.get("text"), str):
            out["answer"] = as_doc["text"]
            if as_doc.get("reference_date") is not None and out.get("answer_reference_date") is None:
                out["answer_reference_date"] = as_doc["reference_date"]


def _object_parts(doc: Any) -> Dict[str, Any] | None:
    """The text, id and metadata of a LangChain ``Document`` or a LlamaIndex node (duck-typed), else None."""
    node = getattr(doc, "node", None)  # LlamaIndex NodeWithScore
    if node is not None and not is_mapping(doc):
        doc = node
    text = getattr(doc, "page_content", None)  # LangChain Document
    if not isinstance(text, str):
        text = getattr(doc, "text", None)  # LlamaIndex TextNode
    if not isinstance(text, str) or isinstance(doc, (Mapping, str)):
        return None
    meta = getattr(doc, "metadata", None)
    doc_id = getattr(doc, "id", None) or getattr(doc, "id_", None) or getattr(doc, "node_id", None)
    parts: Dict[str, Any] = {"text": text, "metadata": dict(meta) if is_mapping(meta) else {}}
    if doc_id is not None:
        parts["id"] = doc_id
    return parts


def own_date(doc: Mapping[str, Any]) -> Any:
    """A document's (or an answer's) own date: the first of ``DATE_KEYS`` set on it or in its metadata."""
    meta = doc.get("metadata")
    for source in (doc, meta if is_mapping(meta) else {}):
        for key in DATE_KEYS:
            value = source.get(key)
            if value is not None and not is_missing(value):
                return _plain(value)
    return None


def document_dict(doc: Any, mapping: Mapping[str, str] = {}) -> Any:  # noqa: B006 (read only)
    """One retrieved document as ``{"id", "text", "reference_date"}`` (keys present when known): a dict's keys
    renamed by ``mapping``, its date read from ``DATE_KEYS`` or its metadata; a document object's text, id and
    metadata read by duck typing. Anything else is returned as it is (for ``validate`` to name)."""
    if not is_mapping(doc):
        parts = _object_parts(doc)
        if parts is None:
            return doc
        doc = parts
    else:
        doc = {mapping.get(k, k): v for k, v in doc.items()} if mapping else doc
        if "text" not in doc and isinstance(doc.get("page_content"), str):  # a LangChain Document as a dict
            doc = {"text": doc["page_content"], **{k: v for k, v in doc.items() if k != "page_content"}}
    if "metadata" not in doc and "date" not in doc and "published" not in doc:
        return doc  # already ours (the common case)
    date = own_date(doc)
    out = {k: v for k, v in doc.items() if k not in DATE_KEYS}
    if date is not None:
        out["reference_date"] = date
    return out


def iter_rows(data: Any) -> Iterator[Any]:
    """The rows of a DataFrame, a ``datasets.Dataset``, a dict of columns or an iterable of dicts."""
    if hasattr(data, "to_dict") and hasattr(data, "columns") and hasattr(data, "iloc"):  # pandas DataFrame
        columns = [str(c) for c in data.columns]
        for values in data.itertuples(index=False, name=None):
            yield dict(zip(columns, values))
        return
    if isinstance(data, Mapping):
        columns = list(data.keys())
        if columns and all(isinstance(data[c], (list, tuple)) or hasattr(data[c], "tolist") for c in columns):
            n = len(data[columns[0]])
            for i in range(n):
                yield {c: data[c][i] for c in columns}
            return
        yield data  # one record
        return
    yield from data


def to_records(data: Any, fields: FieldsSpec = "auto") -> List[Dict[str, Any]]:
    """A RAG run in any of the supported shapes as a list of records in our schema (see the module docstring).

    data: A pandas DataFrame, a ``datasets.Dataset`` or other iterable of dicts, a list of dicts, or a dict
        of equal-length columns.
    fields (Union[str, Mapping[str, str], None]): "auto" (default), "ragas", "deepeval", "continuous-eval",
        "native", or {their field: our field}.
    RETURNS (List[dict]): The records.
    RAISES (TempoEvalError): [E091] bad ``fields``; [E092] a row that is not a dict.
    """
    rows = iter_rows(data)
    out: List[Dict[str, Any]] = []
    mapping: Dict[str, str] | None = None
    for i, row in enumerate(rows):
        if mapping is None:
            mapping = resolve_mapping(fields, row.keys() if isinstance(row, Mapping) else ())
        out.append(map_record(row, mapping, i))
    return out


__all__ = ["is_mapping", "DATE_KEYS", "FIELDS", "MAPPINGS", "document_dict", "own_date",
           "is_missing", "iter_rows", "map_record", "resolve_mapping", "to_records"]
