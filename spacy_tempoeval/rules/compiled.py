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
from functools import lru_cache
from typing import Any, List, NamedTuple

import regex

from .expand import FLAGS


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


@lru_cache(maxsize=8192)
def compile_alone(body: str, case_sensitive: bool) -> Any:
    """A built-in rule's own compiled expression, once per process (pipelines are rebuilt with the same rules:
    nothing is compiled while tagging). It runs without a timeout, so it is compiled with the standard ``re``,
    which matches these patterns as ``regex`` does (``FLAGS``: version 0, the ``re``-compatible behaviour) in
    less than half the time (``benchmarks/README.md``); a pattern only ``regex`` reads stays with ``regex``."""
    source = f"(?-i:{body})" if case_sensitive else body
    try:
        return re.compile(source, re.IGNORECASE)
    except re.error:
        return regex.compile(source, FLAGS)
