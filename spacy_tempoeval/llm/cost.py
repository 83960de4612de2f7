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
    """Running totals of a judge: calls, cache hits, judgments reused within a session, failures, tokens, cost.

    ``failures`` counts failed judgments (after their retries), each once however many metrics read it.
    """

    calls: int = 0
    cache_hits: int = 0
    reused: int = 0
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
        """Increment ``cache_hits``, ``reused``, ``failures`` or ``retries``."""
        with self._lock:
            setattr(self, name, getattr(self, name) + amount)

    def to_dict(self) -> Dict[str, Any]:
        """A JSON-friendly snapshot; ``cost`` is None when no call had a known price."""
        with self._lock:
            known = self.calls - self.calls_without_cost
            return {"calls": self.calls, "cache_hits": self.cache_hits, "reused": self.reused,
                    "failures": self.failures,
                    "retries": self.retries, "prompt_tokens": self.prompt_tokens,
                    "completion_tokens": self.completion_tokens,
                    "total_tokens": self.prompt_tokens + self.completion_tokens,
                    "cost": self.cost if known else None, "calls_without_cost": self.calls_without_cost}


COUNTERS = ("calls", "cache_hits", "reused", "failures", "retries", "prompt_tokens", "completion_tokens",
            "total_tokens", "calls_without_cost")


def usage_since(before: Dict[str, Any], after: Dict[str, Any]) -> Dict[str, Any]:
    """The usage between two ``UsageTotals.to_dict()`` snapshots (one ``evaluate`` run of a reused judge).

    RETURNS (dict): The same keys; ``cost`` None when no call of the interval had a known price.
    """
    out: Dict[str, Any] = {name: int(after.get(name) or 0) - int(before.get(name) or 0) for name in COUNTERS}
    known = out["calls"] - out["calls_without_cost"]
    out["cost"] = (float(after.get("cost") or 0.0) - float(before.get("cost") or 0.0)) if known else None
    return out


def describe_usage(usage: Dict[str, Any]) -> str:
    """One line for people: "95 calls, 0 cache hits, 125 reused, 2 failed; 41,230 tokens (38,100 prompt +
    3,130 completion); cost $0.0123" (cost "unknown" when LiteLLM has no price for the model)."""
    cost = usage.get("cost")
    if cost is None:
        money = "cost unknown (LiteLLM has no price for this model)" if usage.get("calls") else "cost $0"
    else:
        money = f"cost ${cost:.4f}"
        if usage.get("calls_without_cost"):
            money += f" (+ {usage['calls_without_cost']:,} call(s) without a known price)"
    retries = f", {usage['retries']:,} retries" if usage.get("retries") else ""
    return (f"{usage.get('calls', 0):,} calls, {usage.get('cache_hits', 0):,} cache hits, "
            f"{usage.get('reused', 0):,} reused, {usage.get('failures', 0):,} failed{retries}; "
            f"{usage.get('total_tokens', 0):,} tokens ({usage.get('prompt_tokens', 0):,} prompt + "
            f"{usage.get('completion_tokens', 0):,} completion); {money}")


__all__ = ["Usage", "UsageTotals", "usage_from_response", "usage_since", "describe_usage", "COUNTERS"]
