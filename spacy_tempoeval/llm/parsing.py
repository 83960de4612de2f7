"""Turn a judge's raw reply into validated data, or into a reason why it cannot be used.

Steps, each a small pure function:
    1. ``extract_json``: find the JSON object in the reply (inside a code fence, after a preamble, before
       trailing prose), tolerating trailing commas.
    2. ``coerce``: bring values to the schema's shape without inventing anything: numbers written as strings
       become numbers, numbers are clamped to ``minimum``/``maximum``, ``"partially supported"`` matches
       the enum ``PARTIALLY_SUPPORTED``, ``"yes"``/``"true"`` become booleans. Every change is noted.
    3. ``validate``: jsonschema validation of the coerced value; the first error is reported with its
       JSON path.
    4. ``match_ids``: for prompts with an ``x-ids`` contract, the reply must give exactly one item per
       requested id (no missing, no duplicated, no invented ids); items are returned in request order.

``parse_reply`` runs them all and returns ``(data, notes, error)``; exactly one of data / error is None.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Dict, List, Sequence, Tuple

from ..util.jsonl import json_error_message

_FENCE_RE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)
_TRAILING_COMMA_RE = re.compile(r",(\s*[}\]])")
_TRUE = {"true", "yes", "y", "1", "supported", "attributed"}
_FALSE = {"false", "no", "n", "0", "not supported", "not attributed"}


class ReplyError(ValueError):
    """A reply that cannot be used; the message is the reason reported with the NaN."""


MAX_REPLY_CHARS = 1_000_000
"""Longer replies are refused unread (a model stuck repeating itself); a judge reply is a few hundred characters."""
_MAX_CANDIDATES = 64  # JSON objects tried per reply (the outermost first): bounds the work on brace soup


def _object_spans(text: str) -> List[Tuple[int, int]]:
    """``(start, end)`` of every ``{...}`` block outside JSON strings, in order of their start, found in one pass
    (``end`` is -1 for a block that is never closed). Quotes count only inside a block, so prose before the
    object may hold an odd number of them."""
    spans: List[Tuple[int, int]] = []
    stack: List[int] = []
    in_string = escaped = False
    for i, char in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"' and stack:
            in_string = True
        elif char == "{":
            stack.append(len(spans))
            spans.append((i, -1))
        elif char == "}" and stack:
            index = stack.pop()
            spans[index] = (spans[index][0], i + 1)
    return spans


def _loads(candidate: str) -> Any:
    try:
        return json.loads(candidate)
    except json.JSONDecodeError:
        return json.loads(_TRAILING_COMMA_RE.sub(r"\1", candidate))


def _first_object(candidate: str) -> Tuple[Dict[str, Any] | None, str | None]:
    """The first block of ``candidate`` that decodes to an object, or the reason none does (None: no block)."""
    error = None
    for tried, (start, end) in enumerate(_object_spans(candidate)):
        if end < 0:
            return None, "the JSON object in the reply is not closed (truncated reply?)"
        if tried >= _MAX_CANDIDATES:
            break
        try:
            value = _loads(candidate[start:end])
        except json.JSONDecodeError as exc:
            where = f"at line {exc.lineno} column {exc.colno}"
            error = f"the reply is not valid JSON ({json_error_message(exc.msg)} {where})"
            continue
        except RecursionError:
            error = "the reply nests JSON too deeply to read"
            continue
        except ValueError as exc:  # e.g. an integer of more than 4,300 digits
            error = f"the reply is not valid JSON ({exc})"
            continue
        if isinstance(value, dict):
            return value, None
    return None, error


def shorten_reply(raw: Any) -> Any:
    """A reply over ``MAX_REPLY_CHARS`` cut to its first 2,000 characters and a note (what results keep of it)."""
    if isinstance(raw, str) and len(raw) > MAX_REPLY_CHARS:
        return raw[:2000] + f" ... [cut: the reply has {len(raw):,} characters]"
    return raw


def extract_json(reply: str | None) -> Dict[str, Any]:
    """The first JSON object in a reply (code fences, preambles and trailing text allowed), in time linear in
    the reply's length.

    reply (Optional[str]): The model's message content.
    RETURNS (dict): The decoded object. Raises ReplyError when there is none, or when the reply is longer than
        ``MAX_REPLY_CHARS``.
    """
    if reply is None or not str(reply).strip():
        raise ReplyError("the reply is empty")
    text = str(reply)
    if len(text) > MAX_REPLY_CHARS:
        raise ReplyError(f"the reply has {len(text):,} characters, more than the limit of {MAX_REPLY_CHARS:,} "
                         "(a model repeating itself?); it was not read")
    candidates = [m.group(1) for m in _FENCE_RE.finditer(text)] + [text]
    last_error = "no JSON object found in the reply"
    for candidate in candidates:
        value, error = _first_object(candidate)
        if value is not None:
            return value
        last_error = error or last_error
    raise ReplyError(last_error)


def _path(parts: Sequence[Any]) -> str:
    out = "$"
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def _norm_enum(value: str) -> str:
    return re.sub(r"[\s\-]+", "_", value.strip()).upper()


def _coerce_number(value: Any, schema: Dict[str, Any], where: str, notes: List[str]) -> Any:
    integer = schema.get("type") == "integer"
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, str):
        try:
            value = float(value.strip().rstrip("%"))
        except ValueError:
            return value  # validation reports it
    if not isinstance(value, (int, float)) or math.isnan(value):
        return value
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is not None and value < low:
        notes.append(f"{where}: {value!r} clamped to {low}")
        value = low
    if high is not None and value > high:
        notes.append(f"{where}: {value!r} clamped to {high}")
        value = high
    if integer and not float(value).is_integer():
        notes.append(f"{where}: {value!r} rounded to {round(value)}")
    return int(round(value)) if integer else float(value)


def coerce(value: Any, schema: Dict[str, Any], notes: List[str], path: Sequence[Any] = ()) -> Any:
    """Bring ``value`` to the shape of ``schema`` where that is unambiguous; append what changed to ``notes``.

    value (Any): Decoded JSON.
    schema (dict): The (sub)schema.
    notes (List[str]): Receives one line per change.
    RETURNS (Any): The coerced value (validation still decides whether it is acceptable).
    """
    kind = schema.get("type")
    if isinstance(kind, list):  # ["integer", "null"]: coerce to the first non-null type
        if value is None:
            return None
        kind = next((k for k in kind if k != "null"), None)
        schema = {**schema, "type": kind}
    where = _path(path)
    if "enum" in schema and isinstance(value, str):
        by_norm = {_norm_enum(option): option for option in schema["enum"] if isinstance(option, str)}
        option = by_norm.get(_norm_enum(value)) or by_norm.get(_norm_enum(value) + "S")
        if option is not None and option != value:
            notes.append(f"{where}: {value!r} read as {option!r}")
            return option
        return value
    if kind in ("number", "integer"):
        return _coerce_number(value, schema, where, notes)
    if kind == "boolean" and not isinstance(value, bool):
        return _coerce_boolean(value, where, notes)
    if kind == "string" and isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if kind == "array" and isinstance(value, list) and isinstance(schema.get("items"), dict):
        return [coerce(item, schema["items"], notes, [*path, i]) for i, item in enumerate(value)]
    if kind == "object" and isinstance(value, dict):
        return _coerce_object(value, schema.get("properties", {}), notes, path)
    return value


def _coerce_boolean(value: Any, where: str, notes: List[str]) -> Any:
    """"yes" / "true" / 1 ... as True, "no" / "false" / 0 ... as False; anything else unchanged."""
    text = str(value).strip().lower()
    if text in _TRUE or text in _FALSE:
        notes.append(f"{where}: {value!r} read as {text in _TRUE}")
        return text in _TRUE
    return value


def _coerce_object(value: Dict[str, Any], props: Dict[str, Any], notes: List[str], path: Sequence[Any]
                   ) -> Dict[str, Any]:
    """Keys matched to the schema's properties case-insensitively, each value coerced to its property."""
    lowered = {key.lower(): key for key in props}
    out: Dict[str, Any] = {}
    for key, item in value.items():
        target = key if key in props else lowered.get(str(key).lower(), key)
        out[target] = coerce(item, props[target], notes, [*path, target]) if target in props else item
    return out


def validate(value: Any, schema: Dict[str, Any]) -> None:
    """Validate against the JSON schema (extension keys ``x-*`` are ignored). Raises ReplyError."""
    import jsonschema

    clean = {key: val for key, val in schema.items() if not key.startswith("x-")}
    validator = jsonschema.Draft202012Validator(clean)
    errors = sorted(validator.iter_errors(value), key=lambda err: (len(err.absolute_path), str(err.path)))
    if errors:
        first = errors[0]
        where = _path(first.absolute_path)
        raise ReplyError(f"the reply does not follow the schema at {where}: {first.message}")


def match_ids(items: List[Dict[str, Any]], expected: Sequence[str], field: str) -> List[Dict[str, Any]]:
    """Check that ``items`` carry exactly the ``expected`` ids, once each; return them in ``expected`` order.

    items (List[dict]): The reply's list (each item has an "id").
    expected (Sequence[str]): The ids we asked about, e.g. ["C1", "C2"].
    field (str): The reply field name, for the message.
    RETURNS (List[dict]): The items, ordered like ``expected``. Raises ReplyError otherwise.
    """
    by_id: Dict[str, Dict[str, Any]] = {}
    for item in items:
        item_id = str(item.get("id", "")).strip().upper()
        if item_id in by_id:
            raise ReplyError(f"the reply gives id {item_id!r} twice in {field!r}")
        by_id[item_id] = {**item, "id": item_id}
    expected_set = [str(x).upper() for x in expected]
    invented = sorted(set(by_id) - set(expected_set))
    if invented:
        raise ReplyError(f"the reply has ids that were not asked about in {field!r}: {invented} "
                         f"(asked: {list(expected_set)})")
    missing = [x for x in expected_set if x not in by_id]
    if missing:
        raise ReplyError(f"the reply gives no verdict for {missing} in {field!r}")
    return [by_id[x] for x in expected_set]


def parse_reply(reply: str | None, schema: Dict[str, Any],
                expected_ids: Sequence[str] | None = None
                ) -> Tuple[Dict[str, Any] | None, List[str], str | None]:
    """Extract, coerce, validate and id-check a reply.

    reply (Optional[str]): The raw message content.
    schema (dict): The prompt's reply schema (``x-ids`` tells which list carries the ids).
    expected_ids (Optional[Sequence[str]]): The ids the reply must cover, or None.
    RETURNS (Tuple[Optional[dict], List[str], Optional[str]]): data, coercion notes, error reason.
    """
    notes: List[str] = []
    try:
        data = coerce(extract_json(reply), schema, notes)
        validate(data, schema)
        spec = schema.get("x-ids")
        if spec and expected_ids is not None:
            data[spec["reply"]] = match_ids(data[spec["reply"]], expected_ids, spec["reply"])
    except ReplyError as exc:
        return None, notes, str(exc)
    except RecursionError:
        return None, notes, "the reply nests JSON too deeply to read"
    except Exception as exc:  # never raise out of a judgment: a reply we cannot read is a failed judgment
        return None, notes, f"the reply could not be read ({type(exc).__name__}: {str(exc)[:200]})"
    return data, notes, None


__all__ = ["MAX_REPLY_CHARS", "ReplyError", "extract_json", "shorten_reply", "coerce", "validate", "match_ids",
           "parse_reply"]
