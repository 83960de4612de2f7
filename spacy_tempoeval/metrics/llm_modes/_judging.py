"""Shared plumbing of the LLM modes: find the judge, check inputs, run judgments, turn failures into NaN.

Every LLM mode follows the same rule: the model writes verdicts, our code computes the number. When a judgment
the score depends on fails (timeout, unusable reply, ids that do not match the request), the score is NaN with
the reason, and ``details["judgments"]`` keeps every verdict and every raw reply, so nothing is silently 0.0.
"""

from __future__ import annotations

import asyncio
from typing import Any, Dict, List, Sequence

from ...errors import ConfigError, Errors, InputError
from ..base import MetricScore


def get_judge(metric: Any) -> Any:
    """``metric.llm``, or [E086] when LLM mode was requested without a judge."""
    judge = getattr(metric, "llm", None)
    if judge is None:
        raise ConfigError(Errors.E086.format(metric=type(metric).__name__))
    return judge


def require(metric: Any, kwargs: Dict[str, Any], *names: str) -> Any:
    """The first of ``names`` present (not None) in kwargs; [E085] naming them all otherwise."""
    for name in names:
        if kwargs.get(name) is not None:
            return kwargs[name]
    raise InputError(Errors.E085.format(metric=type(metric).__name__, field=" or ".join(names),
                                            reason="is required in LLM mode"))


def text_list(metric: Any, value: Any, field: str) -> List[Any]:
    """A list of texts (str or Doc); [E085] for a bare string or a non-list."""
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        reason = f"must be a list of texts, got {type(value).__name__}"
        raise InputError(Errors.E085.format(metric=type(metric).__name__, field=field, reason=reason))
    return list(value)


def judgment_record(result: Any, **extra: Any) -> Dict[str, Any]:
    """What ``details`` keeps of one judgment: the validated data, or the error and the raw reply."""
    record: Dict[str, Any] = {**extra, "prompt": result.prompt, "ok": result.ok, "cached": result.cached}
    if getattr(result, "reused", False):
        record["reused"] = True
    if result.ok:
        record["verdict"] = result.data
        if result.notes:
            record["notes"] = list(result.notes)
    else:
        record["error"] = result.error
        record["raw"] = result.raw
    return record


def usage_of(results: Sequence[Any]) -> Dict[str, Any]:
    """Tokens and cost of the model calls behind ``results`` (cache hits and judgments reused from earlier in
    the session cost nothing here: they are counted where they were first asked)."""
    paid = [r for r in results if not r.cached and not getattr(r, "reused", False) and r.usage]
    costs = [r.usage.get("cost") for r in paid]
    known = [c for c in costs if c is not None]
    return {"judgments": len(results), "cache_hits": sum(1 for r in results if r.cached),
            "reused": sum(1 for r in results if getattr(r, "reused", False)),
            "prompt_tokens": sum(int(r.usage.get("prompt_tokens", 0)) for r in paid),
            "completion_tokens": sum(int(r.usage.get("completion_tokens", 0)) for r in paid),
            "cost": sum(known) if known else None}


def failure(results: Sequence[Any], what: str, details: Dict[str, Any]) -> MetricScore | None:
    """A NaN score naming the failed judgments (``what`` labels them, e.g. "document"), or None if all ok."""
    failed = [(i, r) for i, r in enumerate(results, start=1) if not r.ok]
    if not failed:
        return None
    first_i, first = failed[0]
    reason = (f"the judge failed on {len(failed)} of {len(results)} {what} judgment(s); "
              f"first ({what} {first_i}): {first.error}")
    return MetricScore.not_applicable(reason, **details)


async def judge_all(judge: Any, prompt: str, inputs: Sequence[Dict[str, Any]]) -> List[Any]:
    """Run judgments of one prompt concurrently (the judge bounds concurrency), results in order."""
    return list(await asyncio.gather(*(judge.ajudge(prompt, **item) for item in inputs)))


def base_details(judge: Any, mode_extra: Dict[str, Any] | None = None) -> Dict[str, Any]:
    """``{"mode": "llm", "model": ...}`` plus ``mode_extra``."""
    return {"mode": "llm", "model": getattr(judge, "model", None), **(mode_extra or {})}


__all__ = ["get_judge", "require", "text_list", "judgment_record", "usage_of", "failure",
           "judge_all", "base_details"]
