"""The one place that imports litellm, lazily, the first time a judge actually calls a model.

litellm takes seconds to import and, unless ``LITELLM_LOCAL_MODEL_COST_MAP`` is set, downloads its price map
at import time. ``import spacy_tempoeval`` and ``spacy.blank()`` must stay fast and offline-safe, so nothing
imports litellm at module level; ``get_litellm()`` imports it once, with the local-price-map switch set for the
import only (unless the user chose otherwise) and restored afterwards. The library changes none of litellm's
process-wide settings (``suppress_debug_info``, callbacks, ...): those belong to the host application; every
option goes with each call instead. The command line, which is its own application, quiets litellm's banner
(``quiet_litellm``).
"""

from __future__ import annotations

import importlib
import os
import threading
from types import ModuleType
from typing import Tuple, Type

COST_MAP_ENV = "LITELLM_LOCAL_MODEL_COST_MAP"
_lock = threading.Lock()
_module: ModuleType | None = None


def get_litellm() -> ModuleType:
    """Import litellm once, offline-safe (local price map during the import; the environment is left as it
    was).

    RETURNS (ModuleType): The litellm module.
    """
    global _module
    if _module is None:
        with _lock:
            if _module is None:
                before = os.environ.get(COST_MAP_ENV)
                os.environ.setdefault(COST_MAP_ENV, "True")
                try:
                    _module = importlib.import_module("litellm")
                finally:
                    if before is None:
                        os.environ.pop(COST_MAP_ENV, None)
    return _module


def quiet_litellm() -> None:
    """For the command line only (its own process): switch off litellm's feedback banner on errors."""
    get_litellm().suppress_debug_info = True  # type: ignore[attr-defined]  # set at run time, not declared


def retryable_errors() -> Tuple[Type[BaseException], ...]:
    """The litellm exceptions worth retrying: rate limits, timeouts, connection and server errors."""
    litellm = get_litellm()
    names = ("RateLimitError", "Timeout", "APIConnectionError", "InternalServerError",
             "ServiceUnavailableError", "BadGatewayError")
    return tuple(getattr(litellm, name) for name in names if hasattr(litellm, name))


__all__ = ["get_litellm", "quiet_litellm", "retryable_errors"]
