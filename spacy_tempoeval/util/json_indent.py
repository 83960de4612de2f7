"""Indented JSON, the text ``json.dumps(obj, indent=N, ensure_ascii=False, default=str)`` gives, built from the
C encoder's pieces.

The standard library encodes indented JSON token by token in Python generators (its C encoder has no indent).
``evaluate -o FILE.json`` writes one indented object per record, so that cost grows with the run. Here each
scalar is encoded by the functions ``json`` itself uses (strings, floats and ints give the same text) and only
the nesting is Python, one call per container.

    encode = indented_encoder(indent=1)
    encode({"a": [1, 2.5, None]}, level=2)     # the text json.dumps gives, indented as if at depth 2
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring
from typing import Any, Callable, Dict, List, Tuple

_INF = float("inf")
_HEADS_KEPT = 256  # key tuples an encoder keeps the heads of (``indented_encoder``)


def _float(value: float) -> str:
    if value != value:
        return "NaN"
    if value == _INF:
        return "Infinity"
    if value == -_INF:
        return "-Infinity"
    return float.__repr__(value)


# exact type -> its JSON text (subclasses such as IntEnum or numpy.float64 take the standard path)
_SCALARS: Dict[type, Callable[[Any], str]] = {
    str: encode_basestring,
    int: int.__repr__,
    float: _float,
    bool: lambda v: "true" if v else "false",
    type(None): lambda v: "null",
}
# exact type -> a dict key's JSON text (json.dumps writes non-string keys as strings)
_KEYS: Dict[type, Callable[[Any], str]] = {
    str: encode_basestring,
    int: lambda k: '"' + int.__repr__(k) + '"',
    float: lambda k: '"' + _float(k) + '"',
    bool: lambda k: '"true"' if k else '"false"',
    type(None): lambda k: '"null"',
}


def indented_encoder(indent: int | str) -> Callable[..., str]:
    """A function ``encode(obj, level=0)``: ``obj`` as ``json.dumps(obj, indent=indent, ensure_ascii=False,
    default=str)`` writes it, with every line after the first indented ``level`` steps further (the text of a
    value nested at depth ``level`` of a larger document).

    indent (int | str): Spaces per level, or the string used per level (as ``json.dumps``' ``indent``).
    RETURNS (Callable): The encoder. Other objects go through ``json.dumps`` (so ``default=str`` applies);
        a dict with a key of another type too (``json.dumps`` then raises its TypeError).
    """
    return _IndentedEncoder(indent).encode


class _IndentedEncoder:
    """``indented_encoder``'s state: the indent step, and per (a dict's string keys, level) the text before
    each value ("{" or ",", the line break and indent, the key, ": "): the rows of a run share their keys, so
    each key is encoded once, not once per row. A tuple of strings equals only a tuple of the same strings, so
    a kept entry never serves keys of another type."""

    def __init__(self, indent: int | str) -> None:
        self.indent = indent
        self.step = " " * indent if isinstance(indent, int) else str(indent)
        self.heads: Dict[Tuple[Any, ...], List[str]] = {}

    def encode(self, value: Any, level: int = 0) -> str:
        kind = type(value)
        scalar = _SCALARS.get(kind)
        if scalar is not None:
            return scalar(value)
        if kind is dict:
            keys = tuple(value)
            found = self.heads.get((keys, level)) or self._string_key_heads(keys, level)
            if found is not None:
                scalars, encode = _SCALARS, self.encode  # a scalar value is encoded here (most rows are flat)
                return "".join([head + (scalars[type(v)](v) if type(v) in scalars else encode(v, level + 1))
                                for head, v in zip(found, value.values())]) + "\n" + self.step * level + "}"
            if all(type(k) in _KEYS for k in value):
                return self._dict(value, level)
        elif kind is list or kind is tuple:
            return self._list(value, level)
        text = json.dumps(value, indent=self.indent, ensure_ascii=False, default=str)  # the standard path
        return text.replace("\n", "\n" + self.step * level) if level else text

    def _string_key_heads(self, keys: Tuple[Any, ...], level: int) -> List[str] | None:
        """The heads of a dict with these keys at ``level`` (kept), or None when a key is not a string."""
        if not keys or not all(type(k) is str for k in keys):
            return None
        inner = "\n" + self.step * (level + 1)
        found = [("{" if n == 0 else ",") + inner + encode_basestring(k) + ": " for n, k in enumerate(keys)]
        if len(self.heads) >= _HEADS_KEPT:
            self.heads.clear()
        self.heads[(keys, level)] = found
        return found

    def _dict(self, value: Dict[Any, Any], level: int) -> str:
        """A dict with keys json writes as strings (ints, floats, booleans, None), or an empty one."""
        if not value:
            return "{}"
        inner = "\n" + self.step * (level + 1)
        return ("{" + inner + ("," + inner).join(_KEYS[type(k)](k) + ": " + self.encode(v, level + 1)
                                                 for k, v in value.items()) + "\n" + self.step * level + "}")

    def _list(self, value: Any, level: int) -> str:
        if not value:
            return "[]"
        inner = "\n" + self.step * (level + 1)
        return ("[" + inner + ("," + inner).join(self.encode(v, level + 1) for v in value)
                + "\n" + self.step * level + "]")


__all__ = ["indented_encoder"]
