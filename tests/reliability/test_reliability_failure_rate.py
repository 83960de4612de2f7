"""Issue 25, item 11: ``--max-failure-rate`` turns a partly failed LLM run into a failed command (exit 8, [E176])
after its outputs are written, instead of a mean over the few judgments that succeeded and exit 0.
Before: no such option; 3 failed judgments of 4 gave exit 0."""

from __future__ import annotations

import json

import pytest
from llm_server import LLMServer, rule_responder, status
from typer.testing import CliRunner

from spacy_tempoeval.cli import app

RECORDS = [{"id": f"q{i}", "query": f"What happened in {2000 + i}?", "retrieved_docs": [f"In {2000 + i} it rained."],
            "answer": f"It rained in {2000 + i}."} for i in range(4)]


@pytest.fixture()
def run_file(tmp_path):
    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in RECORDS), encoding="utf-8")
    return path


def run(run_file, out, rate):
    with LLMServer(responder=rule_responder) as server:
        server.script(*[status(500, "scripted outage")] * 3)  # 3 of the 4 judgments fail (no retries)
        args = ["evaluate", str(run_file), "-M", "temporal_precision", "-k", "1", "-o", str(out), "--llm",
                "openai/test-model", "--api-base", server.url, "--api-key-env", "TEMPOEVAL_TEST_KEY",
                "--retries", "0", "--no-cache", "--concurrency", "1", "--max-failure-rate", str(rate)]
        return CliRunner().invoke(app, args, env={"TEMPOEVAL_TEST_KEY": "sk-test-key"}, catch_exceptions=False)


def test_a_run_over_the_failure_rate_exits_8_after_writing(run_file, tmp_path):
    out = tmp_path / "scores.json"
    result = run(run_file, out, 0.5)
    assert result.exit_code == 8, result.output
    assert "E176" in result.output and "75%" in result.output
    agg = json.loads(out.read_text())["aggregates"]["temporal_precision@1"]
    assert (agg["count"], agg["n_failed"]) == (1, 3)


def test_a_run_under_the_failure_rate_passes(run_file, tmp_path):
    result = run(run_file, tmp_path / "scores.json", 0.8)
    assert result.exit_code == 0, result.output
    assert "W024" in result.output  # the partial failure is still said


@pytest.mark.parametrize("args, code", [(["--max-failure-rate", "1.5", "--llm", "openai/x"], "E145"),
                                        (["--max-failure-rate", "0.5"], "E141")])
def test_bad_failure_rate_options_are_usage_errors(run_file, args, code):
    result = CliRunner().invoke(app, ["evaluate", str(run_file), *args], catch_exceptions=False)
    assert result.exit_code == 2 and code in result.output
