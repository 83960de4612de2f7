"""The cyclic garbage collector during an ``evaluate`` run: its oldest generation collected less often.

A run allocates millions of objects that live for a chunk or for the whole run (records, year sets, the
cache of tagged texts, result rows) and makes almost no reference cycles, so each full collection walks an
ever larger heap to find next to nothing: on a 10,000-record run the full collections took about a fifth of the
CPU the main process spends outside the tagger. Within ``fewer_collections()`` a full collection happens after
``OLDER_EVERY`` collections of the middle generation instead of Python's default 10 (the youngest generation is
collected as often as before, so short-lived cycles go as soon as before). The thresholds are restored when
the last of the runs in progress (threads) ends; worker processes started during a run inherit the setting.

    with fewer_collections():
        ...   # gc.get_threshold()[1] >= OLDER_EVERY
"""

from __future__ import annotations

import contextlib
import gc
import threading
from typing import Iterator, Tuple

OLDER_EVERY = 100
"""Collections of the youngest generation per collection of the middle one (Python's default: 10) during a run,
so a full collection comes at most a tenth as often."""

_lock = threading.Lock()
_depth = 0
_saved: Tuple[int, ...] | None = None


@contextlib.contextmanager
def fewer_collections() -> Iterator[None]:
    """Raise ``gc``'s middle threshold to at least ``OLDER_EVERY`` within the block (nested and concurrent
    blocks share one setting; the thresholds found by the first are restored when the last ends, unless
    someone changed them meanwhile)."""
    global _depth, _saved
    with _lock:
        if _depth == 0:
            current = gc.get_threshold()
            _saved = current
            if current[0] > 0 and current[1] < OLDER_EVERY:
                gc.set_threshold(current[0], OLDER_EVERY, *current[2:])
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _saved is not None:
                expected = (_saved[0], max(_saved[1], OLDER_EVERY), *_saved[2:]) if _saved[0] > 0 else _saved
                if gc.get_threshold() == expected:  # not changed by someone else during the run
                    gc.set_threshold(*_saved)
                _saved = None


__all__ = ["fewer_collections", "OLDER_EVERY"]
