"""Bounds of the process-wide memos (the tagger's kept matches, renderings and expressions; the component's kept
docs): when a memo is full its oldest keys go. Dicts keep insertion order, so the oldest keys come first."""

from __future__ import annotations

from typing import Any, Dict, Sized, TypeVar

_S = TypeVar("_S", bound=Sized)


def make_room(memo: Dict[Any, Any], max_keys: int) -> None:
    """Before a new key goes into ``memo``: at ``max_keys`` keys or more, the oldest half (and one) go."""
    if len(memo) >= max_keys:
        for old in list(memo)[:len(memo) // 2 + 1]:
            memo.pop(old, None)  # None: another thread dropped it first


def trimmed(memo: Dict[Any, _S], held: int, max_keys: int, max_held: int) -> int:
    """Bound a memo of sequences (``tag``'s kept expressions, ``_find``'s kept matches): past ``max_keys`` keys or
    ``max_held`` items held in all, the oldest keys go until both are down to half. RETURNS (int): The items
    held now (``held``: before trimming)."""
    if len(memo) > max_keys or held > max_held:
        for old in list(memo):
            if len(memo) <= max_keys // 2 and held <= max_held // 2:
                break
            gone = memo.pop(old, None)  # None: another thread dropped it first
            held -= len(gone) if gone is not None else 0
    return held
