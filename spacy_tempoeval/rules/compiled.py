"""How the engine's expressions are compiled: built-in rules each alone on the standard ``re``, once per process
and without a timeout; other rules together on ``regex``, matched with a timeout.

The built-in packs' rules are checked by the test suite and expand with the pack's own macros, so one match
attempt is bounded (``engine.MAX_SPAN``) and needs no timeout; the ``regex`` module's ``timeout=`` reads a CPU
clock on every attempt, which cost 100 times the match. Without it ``re`` matches these patterns as ``regex``
does (``FLAGS``: version 0, the ``re``-compatible behaviour), in less than half the time. Rules from anywhere
else (``add_rules``, ``rule_files``) are compiled together per start signature and keep the timeout ([E015]).
"""

from __future__ import annotations

import os
import re
from array import array
from functools import lru_cache
from typing import Any, List, NamedTuple, Tuple, cast

import regex

from .build_cache import remembered
from .expand import FLAGS

try:  # what ``re.compile`` runs on a miss of its own cache (Python >= 3.11): parse, then generate the code
    import _sre  # type: ignore[import-not-found]
    import re._compiler as _sre_compiler  # type: ignore[import-not-found]
    import re._parser as _sre_parser  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - older Pythons compile as before
    _sre = None
# the ``array`` type code of ``_sre``'s code unit (32 bits), or None when none has its size
_CODE = next((c for c in ("I", "L") if _sre is not None and array(c).itemsize == getattr(_sre, "CODESIZE", 0)),
             None)


class Chunked:
    """Several compiled alternations tried in order, like one alternation of all their rules: the first block
    with a match has the first matching rule (blocks hold consecutive rule indices, in priority order)."""

    def __init__(self, blocks: List[Any]) -> None:
        self.blocks = blocks

    def match(self, text: str, pos: int, endpos: int, timeout: float | None = None) -> Any:
        for block in self.blocks:
            m = block.match(text, pos, endpos, timeout=timeout)
            if m is not None:
                return m
        return None


_BUILTIN_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data") + os.sep


@lru_cache(maxsize=1024)
def is_builtin(source: str) -> bool:
    """Whether a rule's ``source`` is a file of a built-in pack (``rules/data/<lang>/``). Such rules are checked
    by the test suite and expand with the pack's own regex macros (``RuleSet.overriding`` keeps those over a
    user file's), so they are matched without the per-attempt timeout."""
    return os.path.abspath(source).startswith(_BUILTIN_DIR)


class Step(NamedTuple):
    """One expression tried at a start position: a built-in rule alone (``rule`` its index) or several other
    rules compiled together (``rule`` -1: the matching one is the match's ``lastgroup``)."""

    pattern: Any
    rule: int


def _sre_arguments(key: Tuple[str, int]) -> Tuple[Any, ...] | None:
    """What ``re``'s compiler hands to ``_sre.compile`` for ``(source, flags)``: the flags, the generated code, the
    group count and names; None when ``re`` cannot compile it or the pattern built from them is not equal to
    ``re.compile``'s (``re.Pattern`` equality compares the flags, the source and the code)."""
    source, flags = key
    try:
        p = _sre_parser.parse(source, flags)
        code = _sre_compiler._code(p, flags)
        groupindex = dict(p.state.groupdict)
        indexgroup = [None] * p.state.groups
        for name, i in groupindex.items():
            indexgroup[i] = name
        # the code as the bytes of its 32-bit words (``_CODE``): one object to read back, not thousands of ints
        # (the opcodes are an int subclass, which ``marshal`` does not write); plain ints where that cannot hold it
        packed = _pack(code)
        found = (int(flags | p.state.flags), packed if packed is not None else tuple(map(int, code)),
                 int(p.state.groups - 1), groupindex, tuple(indexgroup))
        return found if _from_arguments(source, found) == re.compile(source, flags) else None
    except Exception:  # noqa: BLE001 - any surprise: this pattern is compiled by re.compile, as before
        return None


def _pack(code: List[int]) -> bytes | None:
    """``code`` as the bytes of an ``array`` of 32-bit words (``_sre``'s code unit), or None when this Python's
    unit or ``array`` type is another size, or a word does not fit."""
    if _CODE is None:
        return None
    try:
        return array(_CODE, code).tobytes()
    except (OverflowError, TypeError):
        return None


def _from_arguments(source: str, found: Tuple[Any, ...]) -> Any:
    flags, code, groups, groupindex, indexgroup = found
    # bytes only from ``_pack``, which needs ``_CODE``; the callers compile any failure with ``re``
    words = array(cast(str, _CODE), code).tolist() if isinstance(code, bytes) else list(code)
    return _sre.compile(source, flags, words, groups, dict(groupindex), indexgroup)


# Parsing and generating the code is all of the cost of compiling a built-in rule (the C part is a copy): its
# result depends on the source alone (and on the Python version, which names the file), so it is kept per process
# and on disk (``build_cache``), and a build hands it to ``_sre.compile`` as ``re`` itself does
_remembered_arguments = remembered("sre_arguments", _sre_arguments)


@lru_cache(maxsize=8192)
def compile_alone(body: str, case_sensitive: bool) -> Any:
    """A built-in rule's own compiled expression, once per process (pipelines are rebuilt with the same rules:
    nothing is compiled while tagging). It runs without a timeout, so it is compiled with the standard ``re``,
    which matches these patterns as ``regex`` does (``FLAGS``: version 0, the ``re``-compatible behaviour) in
    less than half the time (``benchmarks/README.md``); a pattern only ``regex`` reads stays with ``regex``."""
    source = f"(?-i:{body})" if case_sensitive else body
    found = _remembered_arguments((source, int(re.IGNORECASE))) if _sre is not None else None
    if found is not None:
        try:
            return _from_arguments(source, found)
        except Exception:  # noqa: BLE001 - an answer that does not compile (never written so): compiled below
            pass
    try:
        return re.compile(source, re.IGNORECASE)
    except re.error:
        return regex.compile(source, FLAGS)
