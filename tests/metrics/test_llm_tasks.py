"""An LLM-judged metric is one task object (issue 18, item 5): prompt ids (each with its template and reply
schema), inputs, the score's formula and the coroutine, registered by name like the metrics; every metric with
an LLM mode names a registered task, and every registered task is used."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

import spacy_tempoeval
from spacy_tempoeval.errors import ConfigTypeError, UnknownNameError
from spacy_tempoeval.metrics.llm_tasks import LLMTask, get_llm_task, llm_task_names
from spacy_tempoeval.metrics.registry import all_metrics

PROMPTS = Path(spacy_tempoeval.__file__).parent / "llm" / "prompts"


def llm_metrics():
    return {name: cls for name, cls in all_metrics().items() if cls.supports_llm()}


def test_every_llm_metric_names_a_registered_task_and_every_task_is_used():
    used = set()
    for name, cls in llm_metrics().items():
        assert isinstance(cls.llm_task, str), name  # a name, not a "module:function" string
        task = cls.llm_mode_fn()
        assert isinstance(task, LLMTask) and task.name == cls.llm_task, name
        used.add(task.name)
    assert used == set(llm_task_names())


@pytest.mark.parametrize("name", llm_task_names())
def test_each_task_declares_prompts_with_a_template_and_a_reply_schema(name):
    task = get_llm_task(name)
    assert task.prompts and task.inputs and task.score
    for prompt in task.prompts:
        assert (PROMPTS / f"{prompt}.v1.jinja").is_file(), prompt
        assert (PROMPTS / f"{prompt}.v1.schema.json").is_file(), prompt


def test_an_unknown_task_is_a_coded_error():
    with pytest.raises(UnknownNameError, match=r"\[E282\] Unknown LLM task 'nope'.*temporal_faithfulness"):
        get_llm_task("nope")


def test_the_task_checks_its_inputs_before_asking_anything():
    task = get_llm_task("temporal_coherence")

    class Metric:
        llm = None

    with pytest.raises(ConfigTypeError, match=r"\[E033\].*'gold_order'"):
        asyncio.run(task(Metric(), answer="x", gold_order=["a"]))
