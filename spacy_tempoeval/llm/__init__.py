"""LLM-judge mode through LiteLLM: versioned prompts, validated replies, a SQLite cache, bounded concurrency.

Importing this package is light: litellm is imported only when a judge makes its first call.

EXAMPLE:
    >>> from spacy_tempoeval.llm import LLMJudge
    >>> judge = LLMJudge(model="gpt-4o", cache="llm_cache.sqlite")
    >>> result = judge.judge("temporal_relevance", query="When did X happen?", document="In 2008, ...")
    >>> result.ok, result.data, judge.stats()
"""

from __future__ import annotations

from ._litellm import quiet_litellm
from .cache import JudgeCache, cache_key
from .judge import JudgeResult, LLMJudge
from .templates import PromptTemplate, available_prompts, load_template

__all__ = ["LLMJudge", "JudgeResult", "JudgeCache", "cache_key", "PromptTemplate", "load_template",
           "available_prompts", "quiet_litellm"]
