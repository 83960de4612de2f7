"""LLM-judged metric computations as task objects, registered by name like the metrics.

An ``LLMTask`` says in one place what an LLM mode is: the prompts it sends (each prompt id names its template and
its reply schema, ``llm/prompts/<id>.v1.jinja`` and ``.v1.schema.json``), the inputs it reads, how the score comes
from the verdicts (the model writes verdicts, never the number), and the coroutine that runs it. A metric names its
task (``llm_task = "temporal_faithfulness"``); ``BaseMetric`` looks it up here.

The built-in tasks are declared next to their code in ``metrics.llm_modes`` with ``@register_llm_task``; those
modules are imported on the first lookup only (they never import litellm: the judge is passed in). A plug-in
registers its own the same way, or through the ``spacy_tempoeval_llm_tasks`` catalogue registry.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, FrozenSet, Iterable, List, Tuple

import catalogue

from ..errors import ConfigTypeError, Errors, UnknownNameError

llm_tasks = catalogue.create("spacy_tempoeval", "llm_tasks", entry_points=False)
"""The catalogue registry of LLM tasks (name -> ``LLMTask``)."""

_PKG = "spacy_tempoeval.metrics.llm_modes"
BUILTIN_MODULES = (f"{_PKG}.retrieval", f"{_PKG}.claims", f"{_PKG}.answer", f"{_PKG}.statements",
                   f"{_PKG}.ordering_durations")
"""Modules whose import registers the built-in tasks (imported on the first lookup)."""

RunFn = Callable[..., Awaitable[Any]]


@dataclass(frozen=True)
class LLMTask:
    """One LLM-judged computation.

    name (str): The registry name (``llm_task`` of the metrics that use it).
    prompts (Tuple[str, ...]): The prompt ids it may send, in order (each with its reply schema).
    inputs (FrozenSet[str]): The keyword arguments it takes ([E033] for any other).
    score (str): How the score comes from the verdicts (the formula, as documented).
    run (RunFn): ``async (metric, **inputs) -> MetricScore``: asks the judge, computes the score.
    """

    name: str
    prompts: Tuple[str, ...]
    inputs: FrozenSet[str]
    score: str
    run: RunFn

    async def __call__(self, metric: Any, **kwargs: Any) -> Any:
        """Check the inputs, then run the task for ``metric`` (its judge is ``metric.llm``)."""
        unknown = sorted(set(kwargs) - self.inputs)
        if unknown:
            raise ConfigTypeError(Errors.E033.format(metric=type(metric).__name__, keys=unknown,
                                                     allowed=sorted(self.inputs)))
        return await self.run(metric, **kwargs)


def register_llm_task(name: str, *, prompts: Iterable[str], inputs: Iterable[str],
                      score: str) -> Callable[[RunFn], RunFn]:
    """Register the decorated coroutine as the task ``name`` (it keeps being a plain function)."""
    def decorator(fn: RunFn) -> RunFn:
        llm_tasks.register(name, func=LLMTask(name, tuple(prompts), frozenset(inputs), score, fn))
        return fn

    return decorator


def _load_builtins() -> None:
    for module in BUILTIN_MODULES:
        importlib.import_module(module)


def llm_task_names() -> List[str]:
    """All registered task names, sorted."""
    _load_builtins()
    return sorted(llm_tasks.get_all())


def get_llm_task(name: str) -> LLMTask:
    """The task registered under ``name``. RAISES (UnknownNameError): [E282] naming the known tasks."""
    _load_builtins()
    if isinstance(name, str) and name in llm_tasks:
        return llm_tasks.get(name)
    raise UnknownNameError(Errors.E282.format(name=name, known=", ".join(llm_task_names())))


__all__ = ["LLMTask", "get_llm_task", "llm_task_names", "llm_tasks", "register_llm_task"]
