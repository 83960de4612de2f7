"""The metric contract: ``MetricScore`` results, ``BaseMetric`` classes and the LLM-mode registry.

Every metric is a small class whose focus-time / gold computation is a pure function in
``spacy_tempoeval.metrics.functional``; the class resolves its inputs (year sets, processed Docs or
strings, see
``adapters``), calls the function and wraps the float into a ``MetricScore`` carrying a reason and details.

Modes:
    focus-time / gold: the default. ``compute`` and ``acompute`` run the pure computation.
    LLM: when ``metric.llm`` is set (``metric.llm = judge``, ``Metric(llm=judge)``) or ``use_llm=True`` was
        passed, and ``use_focus_time`` was not explicitly set to True. ``acompute`` then awaits
        ``self._acompute_llm(**kwargs)``, which looks up ``LLM_MODES[type(self).__name__]``. The LLM modes
        live
        in ``spacy_tempoeval.metrics.llm_modes`` (imported lazily, only there), which registers them with
        ``register_llm_mode``. ``compute`` runs ``acompute`` through ``run_sync`` so it also works inside a
        running event loop (Jupyter).

Registered LLM-mode functions have the signature ``async def fn(metric, **kwargs) -> MetricScore | float``;
``metric.llm`` may be None when only ``use_llm=True`` was given (the function may build a default judge).
"""

from __future__ import annotations

import importlib
import math
from typing import Any, Awaitable, Callable, Dict

from ..errors import Errors
from ._async import run_sync

LLMModeFn = Callable[..., Awaitable[Any]]

LLM_MODES: Dict[str, LLMModeFn] = {}
"""LLM-mode implementations keyed by metric class name (e.g. "TemporalFaithfulness")."""

LLM_MODES_MODULE = "spacy_tempoeval.metrics.llm_modes"
_llm_modes_loaded = False


def register_llm_mode(metric_name: str) -> Callable[[LLMModeFn], LLMModeFn]:
    """Decorator registering the LLM mode of the metric class called ``metric_name``.

    metric_name (str): The metric class name, e.g. "TemporalPrecision".
    RETURNS (Callable): A decorator returning the function unchanged.
    """

    def decorator(fn: LLMModeFn) -> LLMModeFn:
        LLM_MODES[metric_name] = fn
        return fn

    return decorator


def load_llm_modes() -> None:
    """Import ``spacy_tempoeval.metrics.llm_modes`` once, if it exists, so that it registers its functions."""
    global _llm_modes_loaded
    if _llm_modes_loaded:
        return
    try:
        importlib.import_module(LLM_MODES_MODULE)
    except ModuleNotFoundError as exc:
        if exc.name not in (LLM_MODES_MODULE, LLM_MODES_MODULE.rsplit(".", 1)[0]):
            raise  # a real missing dependency inside llm_modes: do not hide it
    _llm_modes_loaded = True


def get_llm_mode(metric_name: str) -> LLMModeFn | None:
    """The registered LLM-mode function of a metric class, or None (loads ``llm_modes`` lazily)."""
    if metric_name not in LLM_MODES:
        load_llm_modes()
    return LLM_MODES.get(metric_name)


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

    reason: str | None
    details: Dict[str, Any]

    def __new__(cls, value: float, reason: str | None = None,
                details: Dict[str, Any] | None = None) -> MetricScore:
        obj = super().__new__(cls, value)
        obj.reason = reason
        obj.details = dict(details) if details else {}
        return obj

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
    def supports_llm(cls) -> bool:
        """Whether an LLM mode is registered for this metric class (imports ``llm_modes`` lazily)."""
        return get_llm_mode(cls.__name__) is not None

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
        fn = get_llm_mode(type(self).__name__)
        if fn is None:
            raise NotImplementedError(Errors.E034.format(metric=type(self).__name__))
        return await fn(self, **kwargs)

    def _compute(self, **kwargs: Any) -> MetricScore:
        raise NotImplementedError(f"{type(self).__name__} does not implement _compute().")

    def _check_kwargs(self, kwargs: Dict[str, Any]) -> Dict[str, Any]:
        unknown = sorted(set(kwargs) - self.accepts - self.llm_only)
        if unknown:
            raise TypeError(Errors.E033.format(metric=type(self).__name__, keys=unknown,
                                               allowed=sorted(self.accepts)))
        return {key: value for key, value in kwargs.items() if key in self.accepts}

    def __call__(self, **kwargs: Any) -> MetricScore:
        return self.compute(**kwargs)

    def __repr__(self) -> str:
        mode = "llm" if self.uses_llm else "focus_time"
        return f"{type(self).__name__}(name={self.name!r}, mode={mode!r})"


__all__ = ["MetricScore", "BaseMetric", "LLM_MODES", "register_llm_mode", "get_llm_mode", "load_llm_modes",
           "as_score"]
