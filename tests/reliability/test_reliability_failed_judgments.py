"""Issue 25, item 11: a judgment that failed is counted as failed, never as "not applicable"."""

from __future__ import annotations

import math
import socket

import pytest

from spacy_tempoeval.errors import JudgmentsFailedWarning
from spacy_tempoeval.evaluate.result import EvaluationResult
from spacy_tempoeval.llm import LLMJudge

KEY = "sk-test-SECRET0123456789abcdef"


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # nothing listens there once the block ends


def test_failed_judgments_are_counted_apart_from_not_applicable():
    from spacy_tempoeval.evaluate import evaluate

    judge = LLMJudge("openai/test-model", api_base=f"http://127.0.0.1:{closed_port()}", api_key=KEY, cache=False)
    records = [{"query": "What happened in 2008?", "retrieved_docs": ["In 2008 banks failed."],
                "answer": "Banks failed in 2008."}] * 3
    with pytest.warns(JudgmentsFailedWarning):
        result = evaluate(records, metrics=["temporal_precision"], k=[1], llm=judge)
    agg = result.aggregates["temporal_precision@1"]
    assert (agg["count"], agg["n_not_applicable"], agg["n_failed"]) == (0, 0, 3)


def test_a_mix_of_scored_failed_and_not_applicable_rows_is_counted_three_ways():
    rows = [{"m": 1.0}, {"m": math.nan}, {"m": math.nan}]
    details = [{"m": {"judgments": [{"ok": True}]}}, {"m": {"judgments": [{"ok": False, "error": "HTTP 500"}]}}, {}]
    result = EvaluationResult(rows, [{}, {}, {}], ["m"], details=details)
    agg = result.aggregates["m"]
    assert (agg["mean"], agg["count"], agg["n_not_applicable"], agg["n_failed"]) == (1.0, 1, 1, 1)


def test_the_summary_table_and_the_report_show_the_failed_count(tmp_path):
    from rich.console import Console

    from spacy_tempoeval.cli.evaluate_summary import summary_table
    from spacy_tempoeval.report.html import render_report

    records = [{"query": "What happened in 2008?", "retrieved_docs": ["In 2008 banks failed."],
                "answer": "Banks failed in 2008."}] * 2
    rows = [{"m": 1.0}, {"m": math.nan}]
    details = [{"m": {"judgments": [{"ok": True}]}}, {"m": {"judgments": [{"ok": False, "error": "HTTP 500"}]}}]
    result = EvaluationResult(rows, [{}, {"m": "the judge failed: HTTP 500"}], ["m"], details=details)
    console = Console(record=True, width=200)
    console.print(summary_table(result, "run"))
    assert "failed" in console.export_text()
    assert '<th class="num">failed</th>' in render_report(result, records)


def test_a_partial_failure_warns_with_its_counts():
    from spacy_tempoeval.errors import SomeJudgmentsFailedWarning
    from spacy_tempoeval.llm.failures import warn_if_all_failed
    from spacy_tempoeval.metrics.base import MetricScore

    ok = MetricScore(1.0, "", {"judgments": [{"ok": True}]})
    bad = MetricScore(math.nan, "judge failed", {"judgments": [{"ok": False, "error": "HTTP 500"}]})
    with pytest.warns(SomeJudgmentsFailedWarning, match=r"\[W024\].*2 of 3.*HTTP 500"):
        assert warn_if_all_failed("temporal_precision", [ok, bad, bad]) is False
