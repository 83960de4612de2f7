"""LLM modes of the metrics: each function takes the metric and the call's keyword arguments, asks the judge,
and computes the score from its verdicts.

Each function is registered as an LLM task (``metrics.llm_tasks``: prompt ids, inputs, the score's formula) with
``@register_llm_task``, and a metric names its task (``llm_task = "temporal_faithfulness"``); this package is
imported only when a task is looked up. Importing it does not import litellm (the judge
does that on its first call).
"""

from __future__ import annotations
