"""Temporal judgments only an LLM can make: hallucination, coherence, query-answer alignment, coverage of a
cross-period query, cross-period reasoning. Each is computed by our code from the judge's verdicts (see
``spacy_tempoeval.metrics.llm_modes``); the model never writes the score.

    judge = LLMJudge(model="gpt-4o")
    TemporalHallucination(llm=judge).compute(answer="...", contexts=["...", "..."])      # lower is better
    TemporalCoverage(llm=judge).compute(query="How did X change from the 1990s to the 2010s?", answer="...")
"""

from __future__ import annotations

from .llm_base import LLMOnlyMetric
from .registry import register_metric


@register_metric
class TemporalHallucination(LLMOnlyMetric):
    """Share of the answer's temporal claims the contexts do not back (NOT_SUPPORTED or CONTRADICTED).

    Inputs: ``answer`` (or ``claims=[...]``) and ``contexts`` / ``retrieved_docs``. Range [0, 1], lower is
    better; NaN when the answer makes no temporal claim.
    """

    name = "temporal_hallucination"
    metric_type = "generation"
    llm_task = "temporal_hallucination"
    llm_inputs = ("answer", "contexts")
    lower_is_better = True


@register_metric
class TemporalCoherence(LLMOnlyMetric):
    """Share of the answer's temporal claims that are consistent with its other claims (no event before its
    cause, no period ending before it starts, no duration at odds with the dates).

    Inputs: ``answer`` (and optionally ``claims=[...]``). Range [0, 1], higher is better.
    """

    name = "temporal_coherence"
    metric_type = "generation"
    llm_task = "temporal_coherence"
    llm_inputs = ("answer",)


@register_metric
class AnswerTemporalAlignment(LLMOnlyMetric):
    """Whether the answer is about the time the query asks about: 1 aligned, 0.5 partially, 0 misaligned or
    no temporal answer.

    Inputs: ``query``, ``answer``.
    """

    name = "answer_temporal_alignment"
    metric_type = "generation"
    llm_task = "answer_temporal_alignment"
    llm_inputs = ("query", "answer")


@register_metric
class TemporalCoverage(LLMOnlyMetric):
    """Coverage of the periods a (cross-period) query asks about: (covered + 0.5 × partially covered) /
    periods.

    target (str): "answer" (default) rates the answer; "contexts" rates the retrieved documents together.
    Inputs: ``query``, ``answer`` or ``contexts``; optionally ``periods=[...]`` to skip the period extraction.
    """

    name = "temporal_coverage"
    metric_type = "retrieval"
    llm_task = "temporal_coverage"
    llm_inputs = ("query", "answer")

    def __init__(self, *, target: str = "answer", **options):
        super().__init__(target=target, **options)


@register_metric
class CrossPeriodReasoning(LLMOnlyMetric):
    """Share of four cross-period criteria met: every period addressed, periods compared, comparisons
    supported, no fact attributed to the wrong period.

    Inputs: ``query``, ``answer``, optionally ``contexts``.
    """

    name = "cross_period_reasoning"
    metric_type = "reasoning"
    llm_task = "cross_period_reasoning"
    llm_inputs = ("query", "answer", "contexts")


LLM_JUDGMENT_METRICS = [TemporalHallucination, TemporalCoherence, AnswerTemporalAlignment, TemporalCoverage,
                        CrossPeriodReasoning]

__all__ = [cls.__name__ for cls in LLM_JUDGMENT_METRICS] + ["LLM_JUDGMENT_METRICS"]
