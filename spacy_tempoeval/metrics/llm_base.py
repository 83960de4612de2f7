"""``LLMOnlyMetric``: the base of metrics that exist only as LLM judgments (no focus-time or gold mode).

They run in LLM mode from construction (``use_llm=True``); each names its computation with ``llm_task``
(a task registered in ``spacy_tempoeval.metrics.llm_modes``), like the LLM modes of the focus-time metrics, and
``requires_llm = True``. Without a judge they raise [E086] when computed.
"""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError, Errors
from .base import BaseMetric, MetricScore


class LLMOnlyMetric(BaseMetric):
    """A metric computed only from an LLM judge's verdicts.

    llm (Any): The judge (``LLMJudge``); may also be set later with ``metric.llm = judge``.
    **options: Metric options (stored in ``self.options``).
    """

    name = "llm_only"
    requires_llm = True

    def __init__(self, *, llm: Any = None, **options: Any) -> None:
        options.pop("use_llm", None)
        if options.pop("use_focus_time", None):
            raise ConfigError(Errors.E086.format(metric=type(self).__name__)
                                 + " (it has no focus-time mode)")
        super().__init__(llm=llm, use_llm=True, **options)

    def _compute(self, **kwargs: Any) -> MetricScore:  # only reached if someone forces focus-time mode
        raise ConfigError(Errors.E086.format(metric=type(self).__name__))


__all__ = ["LLMOnlyMetric"]
