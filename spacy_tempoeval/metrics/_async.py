"""Run a coroutine to completion from synchronous code, with or without a running event loop.

``BaseMetric.compute`` uses this in LLM mode. In a plain script there is no running loop and
``asyncio.run`` is
enough; inside Jupyter (or any async framework) a loop is already running in this thread, ``asyncio.run``
refuses,
and blocking on that loop would deadlock. In that case the coroutine runs in a worker thread with its own
loop.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Coroutine, TypeVar

T = TypeVar("T")


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run ``coro`` and return its result, even when called from inside a running event loop.

    coro (Coroutine): The coroutine to run. It is consumed.
    RETURNS (Any): The coroutine's result; its exception is re-raised unchanged.
    """
    if not asyncio.iscoroutine(coro):
        raise TypeError(f"run_sync() needs a coroutine, got {type(coro).__name__}.")
    if _running_loop() is None:
        return asyncio.run(coro)
    box: dict = {}

    def _worker() -> None:
        try:
            box["value"] = asyncio.run(coro)
        except BaseException as exc:  # re-raised in the caller's thread
            box["error"] = exc

    thread = threading.Thread(target=_worker, name="spacy-tempoeval-run-sync", daemon=True)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["value"]


__all__ = ["run_sync"]
