"""``LLMBasedFaithfulness``: is the answer (not only its temporal part) grounded in the retrieved contexts?

Two ways, as in the specification:
    classify_by_statement=True (default): the judge splits the answer into statements (``statements`` prompt),
        we number them S1..Sn, and the judge marks each attributed (1) or not (0) to the contexts
        (``statement_attribution``). The score is their mean, computed here.
    classify_by_statement=False: one judgment of the whole answer (``answer_faithfulness``): a boolean.

    metric = LLMBasedFaithfulness(LLMJudge(model="gpt-4o"))
    metric.calculate(question="Who wrote 'Romeo and Juliet'?",
                     retrieved_context=["William Shakespeare is the author of 'Romeo and Juliet'."],
                     answer="Shakespeare wrote 'Romeo and Juliet'")
    # {"LLM_based_faithfulness": 1.0, "LLM_based_faithfulness_reasoning": '{"classification": [...]}'}

``compute``/``acompute`` return a ``MetricScore`` (1.0/0.0 in whole-answer mode) whose ``details`` carry the
same two keys plus the judgments.
"""

from __future__ import annotations

from typing import Any, Dict

from .llm_base import LLMOnlyMetric
from .registry import register_metric

#: data items accepted by ``calculate`` besides question / retrieved_context / answer (continuous-eval datums)
IGNORED_DATUM_KEYS = frozenset({"ground_truth_contexts", "ground_truths", "ground_truth_answers"})


@register_metric
class LLMBasedFaithfulness(LLMOnlyMetric):
    """General faithfulness of an answer to its retrieved contexts, judged by an LLM.

    llm (Any): The judge (``LLMJudge``), positional or keyword.
    classify_by_statement (bool): Judge statement by statement (a mean in [0, 1]) or the whole answer (a
        boolean).
    """

    name = "llm_based_faithfulness"
    metric_type = "generation"
    llm_task = "llm_based_faithfulness"
    llm_inputs = ("question", "answer", "contexts")

    def __init__(self, llm: Any = None, *, classify_by_statement: bool = True, **options: Any) -> None:
        super().__init__(llm=llm, **options)
        self.classify_by_statement = bool(classify_by_statement)

    def calculate(self, **datum: Any) -> Dict[str, Any]:
        """Score one datum and return ``{"LLM_based_faithfulness": ..., "LLM_based_faithfulness_reasoning":
        ...}`` (a float by statement, a bool for the whole answer; NaN and the failure reason if the judge
        failed).

        **datum: ``question``, ``retrieved_context`` (list of str), ``answer``; ground-truth keys are ignored.
        """
        data = {key: value for key, value in datum.items() if key not in IGNORED_DATUM_KEYS}
        score = self.compute(**data)
        if "LLM_based_faithfulness" not in score.details:
            return {"LLM_based_faithfulness": float(score), "LLM_based_faithfulness_reasoning": score.reason}
        return {"LLM_based_faithfulness": score.details["LLM_based_faithfulness"],
                "LLM_based_faithfulness_reasoning": score.details["LLM_based_faithfulness_reasoning"]}


__all__ = ["LLMBasedFaithfulness"]
