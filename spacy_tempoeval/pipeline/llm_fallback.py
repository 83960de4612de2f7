"""The LLM fallback lent to ``temporal_focus`` for one call: the one home of that state.

``extract_qft(..., llm=judge)`` (``core``) lends every ``temporal_focus`` component a resolver for the duration of
the call (``lend``); the component asks ``lent()`` first and falls back to its own ``llm_fallback`` option. The
state is a context variable, so concurrent calls in other threads or asyncio tasks each see their own. This
module never imports the LLM layer: ``core`` builds the resolver (``spacy_tempoeval.llm.events``).
"""

from __future__ import annotations

import contextlib
import contextvars
from typing import Any, Callable, Iterator

_LENT: contextvars.ContextVar = contextvars.ContextVar("tempoeval_llm_override", default=None)


@contextlib.contextmanager
def lend(resolver: Callable[..., Any]) -> Iterator[None]:
    """Lend ``resolver`` (``(names, text) -> lookups``) to every ``temporal_focus`` for the ``with`` block."""
    token = _LENT.set(resolver)
    try:
        yield
    finally:
        _LENT.reset(token)


def lent() -> Callable[..., Any] | None:
    """The resolver lent for the current call, or None."""
    return _LENT.get()


__all__ = ["lend", "lent"]
