"""What the rule engine's fast paths compute, written as the plain loops that define it (shared by the tests that
check a fast path against its definition)."""

from __future__ import annotations

from typing import FrozenSet, Set


def with_symbols_by_definition(text: str, out: Set[int], prefix_chars: FrozenSet[str]) -> Set[int]:
    """``RuleEngine._with_symbols`` by its definition: from each position back over a blank or two to a symbol."""
    for s in list(out):
        j = s - 1
        while j > 0 and s - j <= 2 and text[j] == " ":
            j -= 1
        if j >= 0 and text[j] in prefix_chars:
            out.add(j)
    return out
