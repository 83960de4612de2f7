"""The one place that imports litellm, lazily, the first time a judge actually calls a model.

litellm takes seconds to import and, unless ``LITELLM_LOCAL_MODEL_COST_MAP`` is set, downloads its price map
at import time. ``import spacy_tempoeval`` and ``spacy.blank()`` must stay fast and offline-safe, so nothing
imports litellm at module level; ``get_litellm()`` sets the local-price-map switch (unless the user chose
otherwise) and imports it once.
"""

from __future__ import annotations

import importlib
import os
import threading
from types import ModuleType
from typing import Tuple, Type

_lock = threading.Lock()
_module: ModuleType | None = None


def get_litellm() -> ModuleType:
    """Import litellm once, offline-safe (local price map), with its feedback banner switched off.

    RETURNS (ModuleType): The litellm module.
    """
    global _module
    if _module is None:
        with _lock:
            if _module is None:
                os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
                module = importlib.import_module("litellm")
                module.suppress_debug_info = True
                _module = module
    return _module


def retryable_errors() -> Tuple[Type[BaseException], ...]:
    """The litellm exceptions worth retrying: rate limits, timeouts, connection and server errors."""
    litellm = get_litellm()
    names = ("RateLimitError", "Timeout", "APIConnectionError", "InternalServerError",
             "ServiceUnavailableError", "BadGatewayError")
    return tuple(getattr(litellm, name) for name in names if hasattr(litellm, name))


__all__ = ["get_litellm", "retryable_errors"]
