"""The metric contract: ``MetricScore`` results and ``BaseMetric``, the one object a metric is.

A metric is one class, registered once (``registry.register_metric``), that declares everything the rest of
the library needs to know about it:

    name, metric_type ("retrieval" | "generation" | "reasoning" | "composite"), requires_llm, lower_is_better
    inputs / optional_inputs   what it reads, by role ("qft", "dfts", "aft", "afts": focus times) or by record
                               field ("gold_order", "answer", ...); ``evaluate`` plans its tagging from these
    ranked, whole_list         it takes a cutoff ``k`` / it reads the whole retrieved list, not only the top k
    gold_inputs                the id fields of its gold mode, if it has one
    batch                      "module:function" of a vectorized path ``fn(packed_run, k) -> np.ndarray``
    years_score                an unranked metric's score from YearSets alone (``evaluate``'s per-record path)
    llm_task, llm_inputs       the registered LLM task of its LLM mode (``metrics.llm_tasks``) and the text
                               fields that mode reads

Modes:
    focus-time / gold: the default. ``compute`` and ``acompute`` run ``_compute``.
    LLM: when ``metric.llm`` is set (``metric.llm = judge``, ``Metric(llm=judge)``) or ``use_llm=True`` was
        passed, and ``use_focus_time`` was not explicitly set to True. ``acompute`` then awaits the LLM task
        (``llm_task``, looked up by name; its module is imported lazily). ``compute`` runs ``acompute``
        through ``run_sync`` so it also works inside a running event loop (Jupyter).

An LLM task (``metrics.llm_tasks.LLMTask``: prompt ids, inputs, the score's formula, the coroutine
``async def fn(metric, **kwargs) -> MetricScore | float``) computes the score from the judge's verdicts with the
same formula as the focus-time mode. A custom metric may instead set ``llm_mode`` to such a coroutine (or a
"module:function" string naming one).
"""

from __future__ import annotations

import importlib
import math
from typing import Any, Awaitable, Callable, Dict, Mapping, Tuple

from ..errors import ConfigTypeError, Errors, UnsupportedModeError
from ..util.event_loop import run_sync
from .adapters import ROLE_KEYWORDS

LLMModeFn = Callable[..., Awaitable[Any]]

ROLES = tuple(ROLE_KEYWORDS)
"""The focus-time roles an input declaration may name (every other name is a record field)."""

def resolve_target(target: Any) -> Any:
    """A "module:attribute" string imported (a callable or None passes through)."""
    if isinstance(target, str):
        module, _, attr = target.partition(":")
        return getattr(importlib.import_module(module), attr)
    return target


class MetricScore(float):
    """A metric value: a plain float (prints as ``1.0``, supports arithmetic) with a reason and details.

    value (float): The score; NaN when the metric is not applicable.
    reason (Optional[str]): Why the score is NaN, or a short explanation.
    details (dict): Per-document relevances, verdicts, counts ... (JSON-friendly values).

    EXAMPLE:
        >>> s = MetricScore.not_applicable("the query has no focus time", qft=[])
        >>> s.applicable, s.reason
        (False, 'the query has no focus time')
    """

    __slots__ = ("reason", "_details", "_lazy")
    reason: str | None
    _details: Any
    _lazy: Any

    def __new__(cls, value: float, reason: str | None = None,
                details: Dict[str, Any] | None = None) -> MetricScore:
        obj = float.__new__(cls, value)
        obj.reason = reason
        obj._details = dict(details) if details else {}
        obj._lazy = None
        return obj

    @classmethod
    def lazy(cls, value: float, reason: str | None, build: Callable[..., Dict[str, Any]],
             *args: Any) -> MetricScore:
        """A score whose details are built by ``build(*args)`` on first access (the per-call fast path: the
        details cost nothing unless someone reads them)."""
        obj = float.__new__(cls, value)
        obj.reason = reason
        obj._details = None
        obj._lazy = (build, args)
        return obj

    @property
    def details(self) -> Dict[str, Any]:
        """Per-document relevances, verdicts, counts ... (JSON-friendly values)."""
        if self._details is None:
            build, args = self._lazy
            self._details = build(*args)
            self._lazy = None
        return self._details

    @details.setter
    def details(self, value: Dict[str, Any]) -> None:
        self._details, self._lazy = dict(value), None

    @classmethod
    def not_applicable(cls, reason: str, **details: Any) -> MetricScore:
        """A NaN score that says why it could not be computed.

        reason (str): What made the metric undefined (e.g. "the answer mentions no year").
        RETURNS (MetricScore): NaN with ``reason`` and ``details``.
        """
        return cls(math.nan, reason, details)

    @property
    def applicable(self) -> bool:
        """False when the score is NaN (not applicable)."""
        return not math.isnan(self)

    @property
    def value(self) -> float:
        """The score as a builtin float."""
        return float(self)

    def to_dict(self) -> Dict[str, Any]:
        """``{"value": float|None, "reason": ..., "details": ...}``; NaN becomes None (JSON has no NaN)."""
        return {"value": float(self) if self.applicable else None, "reason": self.reason,
                "details": self.details}

    def __reduce__(self):
        return (MetricScore, (float(self), self.reason, self.details))

    def __repr__(self) -> str:
        if self.reason and not self.applicable:
            return f"MetricScore(nan, reason={self.reason!r})"
        return f"MetricScore({float(self)!r})"

    def __str__(self) -> str:
        return float.__repr__(float(self))


def as_score(value: Any, reason: str | None = None, **details: Any) -> MetricScore:
    """Wrap a float (or pass a MetricScore through) into a MetricScore; NaN gets a default reason."""
    if isinstance(value, MetricScore):
        return value
    value = float(value)
    if math.isnan(value) and not reason:
        reason = "not applicable"
    return MetricScore(value, reason, details)


class BaseMetric:
    """Base class of all metrics. Subclasses implement ``_compute(**kwargs) -> MetricScore``.

    name (str): The metric's snake_case name, also its registry name ("temporal_precision").
    llm (Any): A judge object; setting it switches to LLM mode (unless ``use_focus_time=True``).
    use_focus_time (Optional[bool]): True forces focus-time / gold mode even with a judge; None (default)
    means
        "focus-time unless a judge is set".
    use_llm (bool): Request LLM mode even before a judge is set.
    """

    name: str = "base"
    #: "retrieval", "generation", "reasoning" or "composite" (tempoeval's kinds)
    metric_type: str = "generation"
    #: True for metrics that exist only as LLM judgments
    requires_llm: bool = False
    #: True when a smaller score is better (TemporalHallucination)
    lower_is_better: bool = False
    #: inputs the focus-time / gold mode needs, by role ("qft", "dfts", "aft", "afts") or record field
    inputs: Tuple[str | Tuple[str, ...], ...] = ()
    #: inputs it reads when present
    optional_inputs: Tuple[str, ...] = ()
    #: takes a cutoff ``k`` (``evaluate`` writes one column per k)
    ranked: bool = False
    #: reads each whole retrieved list (recall, MAP, NDCG denominators), not only its top k
    whole_list: bool = False
    #: the id inputs of a gold mode (e.g. ("retrieved_ids", "gold_ids")); empty when there is none
    gold_inputs: Tuple[str, ...] = ()
    #: "module:function" of a vectorized focus-time path ``fn(packed_run, k)``, or None
    batch: str | None = None
    #: the name of its registered LLM task (``metrics.llm_tasks``), or None
    llm_task: str | None = None
    #: a custom metric's LLM mode without a registered task: an ``async (metric, **kwargs)`` function or a
    #: "module:function" string naming one (it takes precedence over ``llm_task``)
    llm_mode: Any = None
    #: text fields the LLM mode reads ("query", "retrieved_docs", "contexts", "answer", "answers", ...)
    llm_inputs: Tuple[str, ...] = ()
    #: keyword arguments ``compute`` accepts in focus-time / gold mode (checked, so typos fail loudly)
    accepts: frozenset = frozenset()
    #: keyword arguments that only the LLM mode uses and the focus-time mode silently ignores
    llm_only: frozenset = frozenset({"temporal_focus"})

    def __init__(self, *, use_focus_time: bool | None = None, llm: Any = None, use_llm: bool = False,
                 **options: Any) -> None:
        self.use_focus_time = use_focus_time
        self.llm = llm
        self.use_llm = bool(use_llm)
        self.options: Dict[str, Any] = dict(options)

    # -- modes -----------------------------------------------------------------------------------------------
    @property
    def uses_llm(self) -> bool:
        """True when ``compute``/``acompute`` will dispatch to the LLM mode."""
        if self.use_focus_time is True:
            return False
        return self.llm is not None or self.use_llm

    @classmethod
    def llm_mode_fn(cls) -> LLMModeFn | None:
        """The LLM mode: a custom ``llm_mode`` (a function, or a "module:function" string, imported) when set,
        else the registered task ``llm_task``, else None."""
        if cls.llm_mode is None and cls.llm_task is not None:
            from .llm_tasks import get_llm_task

            return get_llm_task(cls.llm_task)
        return resolve_target(cls.llm_mode)

    @classmethod
    def supports_llm(cls) -> bool:
        """Whether this metric has an LLM mode."""
        return cls.llm_task is not None or cls.llm_mode is not None

    def years_fn(self) -> Callable[..., Any] | None:
        """For an unranked focus-time metric: ``fn(**roles) -> float | MetricScore`` that scores one record from
        the YearSets ``evaluate`` resolved (keyword per role, e.g. ``aft=``, ``dfts=``), with no argument
        checks; a plain float for an applicable score, a NaN ``MetricScore`` with its reason otherwise. The
        same values as ``compute``; None when the metric has no such path or its options need ``compute``."""
        return None

    def batch_fn(self) -> Callable[..., Any] | None:
        """The vectorized path for this instance, or None when it has none or its options need the
        per-record path (the batch functions implement the default options only)."""
        if self.batch is None or self.options:
            return None
        return resolve_target(self.batch)

    def explain_nan(self, **inputs: Any) -> str:
        """Why the metric is NaN for these (already resolved) inputs; the batch path asks this per NaN."""
        return "not applicable"

    def score_record(self, row: Mapping[str, Any], ks: Tuple[int, ...]) -> MetricScore:
        """Composite metrics: the score of one ``evaluate`` row from the other metrics' columns."""
        raise NotImplementedError(f"{type(self).__name__} is not a composite metric.")

    # -- entry points ----------------------------------------------------------------------------------------
    def compute(self, **kwargs: Any) -> MetricScore:
        """Compute the metric synchronously (LLM mode runs ``acompute`` via ``run_sync``).

        RETURNS (MetricScore): The score; NaN with a reason when not applicable.
        """
        if self.uses_llm:
            return run_sync(self.acompute(**kwargs))
        return self._compute(**self._check_kwargs(kwargs))

    async def acompute(self, **kwargs: Any) -> MetricScore:
        """Compute the metric asynchronously (the only path that awaits a judge in LLM mode).

        RETURNS (MetricScore): The score; NaN with a reason when not applicable.
        """
        if self.uses_llm:
            return as_score(await self._acompute_llm(**kwargs))
        return self._compute(**self._check_kwargs(kwargs))

    async def _acompute_llm(self, **kwargs: Any) -> Any:
        fn = type(self).llm_mode_fn()
        if fn is None:
            raise UnsupportedModeError(Errors.E034.format(metric=type(self).__name__))
        return await fn(self, **kwargs)

    def _compute(self, **kwargs: Any) -> MetricScore:
        raise NotImplementedError(f"{type(self).__name__} does not implement _compute().")

    def _check_kwargs(self, kwargs: Dict[str, Any]) -> Dict[str, Any]:
        unknown = sorted(set(kwargs) - self.accepts - self.llm_only)
        if unknown:
            raise ConfigTypeError(Errors.E033.format(metric=type(self).__name__, keys=unknown,
                                               allowed=sorted(self.accepts)))
        return {key: value for key, value in kwargs.items() if key in self.accepts}

    def __call__(self, **kwargs: Any) -> MetricScore:
        return self.compute(**kwargs)

    def __repr__(self) -> str:
        mode = "llm" if self.uses_llm else "focus_time"
        return f"{type(self).__name__}(name={self.name!r}, mode={mode!r})"


__all__ = ["MetricScore", "BaseMetric",
           "as_score", "resolve_target", "ROLES"]
