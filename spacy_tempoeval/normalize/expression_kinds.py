"""The kind of a rendered rule match (how it is read against the story's time), and a forward or backward shift
read as the duration it names: what ``normalize.expression.ExpressionReader.render`` asks of a match before any
reading."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Tuple

from ..rules.loader import Rule

KIND_EXPLICIT = "explicit"  # the text gives the year: "1940", "June 10, 1940", "1939-45"
KIND_PERIOD = "period"  # a named period from the gazetteer
KIND_BACK = "back"  # points back into the text: "that year", "two years later"
KIND_UNDER = "under"  # no year: "In April", "June 10", "Friday"
KIND_DEICTIC = "deictic"  # read against the reference date: "yesterday", "last year"
KIND_OTHER = "other"  # durations, sets, PRESENT_REF, ...

_ABSOLUTE = re.compile(r"^(?:BC)?\d{4}")
_SIGNED_SHIFT = re.compile(r"REF[+-](\d+(?:\.\d+)?)([A-Z]+)$")  # "REF+2Y", "REF-1.5Y"


def kind_of(rule: Rule, raw: str) -> str:
    """The kind of a rendered match (``KIND_*``): how it is read against the story's time."""
    if is_period(rule):
        return KIND_PERIOD
    if rule.anchor == "narrative":
        return KIND_BACK
    if rule.label not in ("DATE", "TIME"):
        return KIND_OTHER
    if _ABSOLUTE.match(raw):
        return KIND_EXPLICIT
    if raw.lstrip("<>=").startswith("XXXX-"):
        return KIND_UNDER
    return KIND_DEICTIC if raw.startswith("REF") else KIND_OTHER


def as_duration(rule: Rule, raw: str) -> Tuple[Rule, str]:
    """A shift ``REF+2Y`` read as the duration it names (``P2Y``, a DURATION of the reference's kind): how the
    Spanish TimeBank annotates "dos años después" (pack macro TIMEML_SHIFT_DURATIONS, convention="timeml")."""
    m = _SIGNED_SHIFT.match(raw)
    if m is None:
        return rule, raw
    return replace(rule, label="DURATION", anchor="reference"), f"P{m.group(1)}{m.group(2)}"


def is_period(rule: Rule) -> bool:
    """Whether a rule comes from the gazetteer of named periods."""
    return "phrases" in rule.record


__all__ = ["KIND_BACK", "KIND_DEICTIC", "KIND_EXPLICIT", "KIND_OTHER", "KIND_PERIOD", "KIND_UNDER", "as_duration",
           "is_period", "kind_of"]
