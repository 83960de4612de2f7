"""The JSON Schema of a rule file's lines (``rules/schema/rule.schema.json``) and the loader's check against it.

The schema says which keys each kind of line (pattern rule, macro, period, disable) has, which are required and
what type or values each takes; linguists' editors can use it (``docs/rules.md``). The loader checks every line
with it (validators compiled once per process) and turns the first problem into the coded error it always
raised, naming the file, the line and the field: [E003] an unknown key, [E004] a missing key, [E011] a field of
the wrong type or value (the schema's ``x-expected`` says what it must be), [E024] a macro without exactly one
of ``terms`` and ``regex``, [E097] an unknown ``kind`` or ``region``. What a schema cannot say (a pattern that
does not compile, a value template, gazetteer years) stays in the loader.
"""

from __future__ import annotations

import json
from functools import cache, lru_cache
from importlib import resources
from typing import Any, Dict, Tuple

from ..errors import Errors, RuleFileError

SCHEMA_FILE = "rule.schema.json"
RECORD_KINDS = ("pattern", "macro", "period", "disable")


@lru_cache(maxsize=1)
def rule_schema() -> Dict[str, Any]:
    """The schema (``spacy_tempoeval/rules/schema/rule.schema.json``), read once."""
    text = resources.files(__package__).joinpath("schema", SCHEMA_FILE).read_text(encoding="utf-8")
    return json.loads(text)


def record_schema(kind: str) -> Dict[str, Any]:
    """The schema of one kind of line (one of ``RECORD_KINDS``)."""
    return rule_schema()["$defs"][kind]


def record_keys(kind: str) -> frozenset:
    """The keys a kind of line may have."""
    return frozenset(record_schema(kind)["properties"])


def allowed_values(kind: str, key: str) -> Tuple[str, ...]:
    """The values a field takes (its ``enum``), in the schema's order."""
    return tuple(record_schema(kind)["properties"][key]["enum"])


@cache
def _validator(kind: str) -> Any:
    import jsonschema

    return jsonschema.Draft202012Validator(record_schema(kind))


def compiled_validators() -> int:
    """How many validators were compiled in this process (one per kind of line at most)."""
    return _validator.cache_info().currsize


def _rank(error: Any, record: Dict[str, Any], order: Dict[str, int]) -> Tuple[int, int]:
    """Which problem is reported first, as the hand-written checks did: unknown keys (in the line's order),
    then missing required keys, then fields in the schema's order."""
    if error.validator == "additionalProperties":
        return 0, min(i for i, key in enumerate(record) if key not in order)
    if error.validator == "required" and list(error.relative_schema_path) == ["required"]:
        return 1, 0
    return 2, order.get(_field(error, record, order) or "", len(order))


def _field(error: Any, record: Dict[str, Any], known: Dict[str, Any]) -> str | None:
    """The field a problem is about (None for a problem of the whole line)."""
    if error.validator == "additionalProperties":
        return next(key for key in record if key not in known)
    if error.path:
        return str(error.path[0])
    if error.validator == "required":
        return next(key for key in error.validator_value if key not in record)
    if error.validator == "oneOf":
        return "terms"
    return None


def _problem(error: Any, record: Dict[str, Any], kind: str, field: str | None, where: Tuple[str, int]) -> RuleFileError:
    """The coded error of a schema problem (see the module docstring)."""
    assert field is not None  # every problem this schema can report on a dict is about a field (``_field``)
    properties = record_schema(kind)["properties"]
    spec = properties.get(field or "", {})
    if error.validator == "additionalProperties":
        message = Errors.E003.format(key=field, allowed=", ".join(sorted(properties)))
    elif error.validator == "required":
        message = Errors.E004.format(key=field)
    elif error.validator == "oneOf":
        message = Errors.E024
    elif spec.get("x-code") == "E097":
        message = Errors.E097.format(key=field, value=record[field], known=", ".join(spec["enum"]))
    else:
        message = Errors.E011.format(key=field, expected=spec["x-expected"], value=record[field])
    return RuleFileError(message, path=where[0], line=where[1], field=field)


def check_record(record: Dict[str, Any], kind: str, where: Tuple[str, int]) -> None:
    """Check one line against the schema of its kind.

    record (Dict[str, Any]): The line.
    kind (str): One of ``RECORD_KINDS``.
    where (Tuple[str, int]): File and line, for the error.
    RAISES (RuleFileError): The first problem (see the module docstring), naming file, line and field.
    """
    validator = _validator(kind)
    if validator.is_valid(record):
        return
    order = {key: i for i, key in enumerate(record_schema(kind)["properties"])}
    error = min(validator.iter_errors(record), key=lambda e: _rank(e, record, order))
    field = _field(error, record, order)
    raise _problem(error, record, kind, field, where)


__all__ = ["RECORD_KINDS", "SCHEMA_FILE", "allowed_values", "check_record", "compiled_validators", "record_keys",
           "record_schema", "rule_schema"]
