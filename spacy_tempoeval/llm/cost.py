"""Token usage and cost accounting, from LiteLLM's own figures.

Cost comes from LiteLLM's local price map (``response._hidden_params["response_cost"]`` or
``litellm.completion_cost``); a model the map does not know (a local server) has an unknown cost, counted in
``calls_without_cost`` rather than pretended to be 0.
"""

from __future__ import annotations

import threading
from dataclasses import asdict, dataclass, field
from typing import Any, Dict


@dataclass
class Usage:
    """The usage of one model call. ``cost`` is None when LiteLLM does not know the model's price."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float | None = None

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def to_dict(self) -> Dict[str, Any]:
        return {**asdict(self), "total_tokens": self.total_tokens}


def usage_from_response(response: Any, litellm: Any = None) -> Usage:
    """Read token counts and cost from a LiteLLM ``ModelResponse`` (never raises).

    response (Any): The response object.
    litellm (Any): The litellm module, for ``completion_cost`` when the response carries no cost.
    RETURNS (Usage): The call's usage.
    """
    raw = getattr(response, "usage", None)
    prompt = int(getattr(raw, "prompt_tokens", 0) or 0)
    completion = int(getattr(raw, "completion_tokens", 0) or 0)
    cost = (getattr(response, "_hidden_params", None) or {}).get("response_cost")
    if cost is None and litellm is not None:
        try:
            cost = litellm.completion_cost(completion_response=response)
        except Exception:  # unknown model: the price is unknown, not zero
            cost = None
    return Usage(prompt, completion, float(cost) if cost is not None else None)


@dataclass
class UsageTotals:
    """Running totals of a judge: calls, cache hits, failures, tokens and cost."""

    calls: int = 0
    cache_hits: int = 0
    failures: int = 0
    retries: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    calls_without_cost: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def add_call(self, usage: Usage) -> None:
        """Count one paid model call."""
        with self._lock:
            self.calls += 1
            self.prompt_tokens += usage.prompt_tokens
            self.completion_tokens += usage.completion_tokens
            if usage.cost is None:
                self.calls_without_cost += 1
            else:
                self.cost += usage.cost

    def add(self, name: str, amount: int = 1) -> None:
        """Increment ``cache_hits``, ``failures`` or ``retries``."""
        with self._lock:
            setattr(self, name, getattr(self, name) + amount)

    def to_dict(self) -> Dict[str, Any]:
        """A JSON-friendly snapshot; ``cost`` is None when no call had a known price."""
        with self._lock:
            known = self.calls - self.calls_without_cost
            return {"calls": self.calls, "cache_hits": self.cache_hits, "failures": self.failures,
                    "retries": self.retries, "prompt_tokens": self.prompt_tokens,
                    "completion_tokens": self.completion_tokens,
                    "total_tokens": self.prompt_tokens + self.completion_tokens,
                    "cost": self.cost if known else None, "calls_without_cost": self.calls_without_cost}


__all__ = ["Usage", "UsageTotals", "usage_from_response"]
