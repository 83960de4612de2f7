"""LLM modes of the metrics: each function takes the metric and the call's keyword arguments, asks the judge,
and computes the score from its verdicts.

A metric points to its LLM mode with ``llm_mode = "spacy_tempoeval.metrics.llm_modes.<module>:<function>"``;
this package is imported only when a metric runs in LLM mode. Importing it does not import litellm (the judge
does that on its first call).
"""

from __future__ import annotations
