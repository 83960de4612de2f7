"""Run a coroutine to completion from synchronous code, with or without a running event loop.

``BaseMetric.compute`` uses this in LLM mode. In a plain script there is no running loop and ``asyncio.run``
would do, but inside Jupyter (or any async framework) a loop is already running in this thread: ``asyncio.run``
refuses, and blocking on that loop would deadlock. So every synchronous call runs its coroutine on one
background loop in a daemon thread.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import os
import threading
from typing import Any, Coroutine, TypeVar

from ..errors import ConfigError, ConfigTypeError, Errors

T = TypeVar("T")


_LOCK = threading.Lock()
_LOOP: asyncio.AbstractEventLoop | None = None
_LOOP_PID: int | None = None


def _background_loop() -> asyncio.AbstractEventLoop:
    """One event loop in a daemon thread, shared by every synchronous call (recreated after a fork).

    Reusing one loop keeps loop-bound objects (LiteLLM's async HTTP clients, the judge's semaphores) valid
    across ``compute`` calls, instead of creating and closing a loop each time.
    """
    global _LOOP, _LOOP_PID
    with _LOCK:
        if _LOOP is None or os.getpid() != _LOOP_PID or _LOOP.is_closed():
            loop = asyncio.new_event_loop()
            thread = threading.Thread(target=loop.run_forever, name="spacy-tempoeval-loop", daemon=True)
            thread.start()
            _LOOP, _LOOP_PID = loop, os.getpid()
            atexit.register(_shutdown, loop)
        return _LOOP


def _shutdown(loop: asyncio.AbstractEventLoop) -> None:
    """At exit: cancel what still runs on the background loop (LiteLLM's logging worker) and stop it quietly."""
    if loop.is_closed() or not loop.is_running():
        return

    async def cancel_all() -> None:
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    with contextlib.suppress(Exception):  # never let interpreter shutdown fail because of this
        asyncio.run_coroutine_threadsafe(cancel_all(), loop).result(timeout=2)
    loop.call_soon_threadsafe(loop.stop)


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run ``coro`` and return its result, even when called from inside a running event loop.

    The coroutine runs on a background event loop owned by this module, so the call works the same in a
    script and in a Jupyter cell (where the caller's own loop is busy running the cell).

    coro (Coroutine): The coroutine to run. It is consumed.
    RETURNS (Any): The coroutine's result; its exception is re-raised unchanged.
    """
    if not asyncio.iscoroutine(coro):
        reason = f"needs a coroutine, got {type(coro).__name__}"
        raise ConfigTypeError(Errors.E078.format(where="run_sync()", reason=reason))
    loop = _background_loop()
    try:
        running = asyncio.get_running_loop()
    except RuntimeError:
        running = None
    if running is loop:  # blocking here would deadlock the loop that must run the coroutine
        coro.close()
        reason = "it was called from a coroutine on its own loop; await the coroutine instead"
        raise ConfigError(Errors.E078.format(where="run_sync()", reason=reason))
    future: concurrent.futures.Future = asyncio.run_coroutine_threadsafe(coro, loop)
    return future.result()


__all__ = ["run_sync"]
