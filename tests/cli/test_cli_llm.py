"""``evaluate`` with an LLM judge from the command line (issue 11): server, key, concurrency, timeout, retries and
cache options; one judgment per (query, document) however many cutoffs and metrics read it, failures included;
calls, tokens and cost on stderr and in every output; a progress bar only on a terminal; LLM-only metrics
without --llm. All against the local OpenAI-compatible stub server in ``llm_server`` (no network)."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from llm_server import LLMServer, blocks, rule_responder
from rich.console import Console
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.cli import evaluate as cli_evaluate
from spacy_tempoeval.cli._console import ExitCode

ROOT = Path(__file__).resolve().parents[2]
KEY = "sk-test-VERYSECRET0123456789abcd"
BROKEN = "BROKEN"


def responder(request):
    """The rule responder, except that a document containing BROKEN gets a reply that fails its schema."""
    text = request["messages"][-1]["content"]
    docs = blocks(text, "document")
    if docs and BROKEN in docs[0]["text"]:
        return '{"verdict": "maybe"}'
    return rule_responder(request)


RECORDS = [
    {"id": f"q{i}", "query": f"What happened in {2000 + i}?",
     "retrieved_docs": [f"In {2000 + i} the bank failed.", f"Nothing dated, {BROKEN} reply {i}.",
                        f"A story without a year number {i}."],
     "answer": f"The bank failed in {2000 + i}."}
    for i in range(5)
]
DISTINCT_PAIRS = 15  # 5 queries x 3 documents


@pytest.fixture()
def server():
    with LLMServer(responder=responder) as srv:
        yield srv


@pytest.fixture()
def run_file(tmp_path):
    path = tmp_path / "run.jsonl"
    # record 5 repeats record 0: the same (query, document) pairs are judged once for both
    path.write_text("".join(json.dumps(r) + "\n" for r in [*RECORDS, dict(RECORDS[0], id="again")]),
                    encoding="utf-8")
    return path


def invoke(*args, env=None):
    return CliRunner().invoke(app, ["evaluate", *map(str, args)], env=env, catch_exceptions=False)


def llm_args(server, *extra):
    return ["--llm", "openai/test-model", "--api-base", server.url, "--api-key-env", "TEMPOEVAL_TEST_KEY",
            "--timeout", "10", "--retries", "0", *extra]


def test_one_judgment_per_query_and_document_whatever_the_cutoffs_and_metrics(server, run_file, tmp_path):
    out = tmp_path / "scores.json"
    result = invoke(run_file, "-M", "temporal_precision", "-M", "temporal_recall", "-M", "temporal_mrr",
                    "-k", "1,2,3", *llm_args(server, "--no-cache"), "-o", out, env={"TEMPOEVAL_TEST_KEY": KEY})
    assert result.exit_code == 0, result.stderr
    # 3 metrics x 3 cutoffs x 6 records read 15 distinct (query, document) pairs: 15 requests, the 5 replies
    # that fail their schema included (they are not asked again for the next cutoff or metric)
    assert server.n_requests == DISTINCT_PAIRS
    usage = json.loads(out.read_text())["llm_usage"]
    assert usage["calls"] == DISTINCT_PAIRS and usage["failures"] == 5 and usage["cache_hits"] == 0
    assert usage["reused"] > 0 and usage["cost"] is None  # a local model has no price in LiteLLM's map
    rows = json.loads(out.read_text())["rows"]
    assert "the judge failed on 1 of 3 document judgment(s)" in rows[0]["reasons"]["temporal_recall@3"]


def test_options_reach_the_server_and_the_key_is_never_printed(server, run_file, tmp_path):
    cache = tmp_path / "judge.sqlite"
    args = [run_file, "-M", "temporal_precision", "-k", "1", *llm_args(server, "--concurrency", "2", "--cache",
                                                                        cache)]
    first = invoke(*args, env={"TEMPOEVAL_TEST_KEY": KEY})
    assert first.exit_code == 0, first.stderr
    assert server.n_requests == 5  # top 1 of 5 distinct queries (the repeated record reuses its judgment)
    assert {r["_headers"].get("authorization") for r in server.requests} == {f"Bearer {KEY}"}
    assert server.max_in_flight <= 2
    assert KEY not in first.stdout + first.stderr
    assert cache.exists()
    second = invoke(*args, env={"TEMPOEVAL_TEST_KEY": KEY})
    assert second.exit_code == 0 and server.n_requests == 5  # every reply from --cache
    assert "0 calls, 5 cache hits" in second.stderr


def test_usage_is_on_stderr_and_in_every_output(server, run_file, tmp_path):
    paths = [tmp_path / "s.json", tmp_path / "s.csv", tmp_path / "r.html"]
    result = invoke(run_file, "-M", "temporal_precision", "-k", "2", *llm_args(server, "--no-cache"),
                    "-o", paths[0], "-o", paths[1], "--report", paths[2], env={"TEMPOEVAL_TEST_KEY": KEY})
    assert result.exit_code == 0, result.stderr
    line = "10 calls, 0 cache hits, 2 reused, 5 failed"
    assert f"LLM judge openai/test-model: {line}" in result.stderr
    assert "tokens (" in result.stderr and "cost unknown" in result.stderr
    assert json.loads(paths[0].read_text())["llm_usage"]["calls"] == 10
    sidecar = tmp_path / "s.llm_usage.json"
    assert json.loads(sidecar.read_text())["llm_usage"]["calls"] == 10  # the CSV stays one plain table
    assert paths[1].read_text().splitlines()[0] == "index,id,temporal_precision@2"
    assert str(sidecar) in result.stderr.replace("\n", "")
    html = paths[2].read_text(encoding="utf-8")
    assert "LLM usage" in html and line in html


def test_the_report_carries_the_judges_verdicts_per_record(server, run_file, tmp_path):
    from spacy_tempoeval.report.data import report_data

    out = tmp_path / "s.json"
    result = invoke(run_file, "-M", "temporal_precision", "-k", "2", *llm_args(server, "--no-cache"), "-o", out,
                    env={"TEMPOEVAL_TEST_KEY": KEY})
    assert result.exit_code == 0, result.stderr
    details = json.loads(out.read_text())["rows"][0]["details"]["temporal_precision@2"]
    assert [j["ok"] for j in details["judgments"]] == [True, False]
    assert "[W024]" in result.stderr  # a partial failure is said (issue 25, item 11)
    assert details["judgments"][0]["verdict"]["verdict"] == 1 and "raw" in details["judgments"][1]

    from spacy_tempoeval.evaluate import evaluate
    from spacy_tempoeval.llm import LLMJudge

    judge = LLMJudge("openai/test-model", api_base=server.url, api_key=KEY, cache=False, retries=0)
    scored = evaluate([RECORDS[0]], metrics=["temporal_precision"], k=[2], llm=judge)
    data = report_data(scored, [RECORDS[0]], scored.focus_times)
    shown = data["records"][0][data["fields"].index("details")]["0"]
    good, bad = shown["judgments"]  # one flat row per judged document: rank, ok, the verdict's fields
    assert good["rank"] == 1 and good["verdict"] == 1 and good["temporal_expressions_found"] == ["2000"]
    assert bad["ok"] is False and "unusable reply" in bad["error"] and bad["raw"] == '{"verdict": "maybe"}'
    assert "usage" not in shown and "prompt" not in good  # repeated per record: in the header instead
    assert data["cut"]["details"] == 0


def test_progress_bar_on_a_terminal_only(server, run_file, monkeypatch):
    buffer = io.StringIO()
    monkeypatch.setattr(cli_evaluate, "err_console", Console(file=buffer, force_terminal=True, width=200))
    args = [run_file, "-M", "temporal_precision", "-k", "1", *llm_args(server, "--no-cache")]
    assert invoke(*args, env={"TEMPOEVAL_TEST_KEY": KEY}).exit_code == 0
    shown = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", buffer.getvalue())
    assert re.search(r"judging .*/6 records · \d+ calls, \d+ cached, \d+ reused, \d+ failed", shown)
    buffer.seek(0)
    buffer.truncate(0)
    assert invoke(run_file, "-M", "temporal_precision", "-k", "1").exit_code == 0  # focus time: tagging
    assert re.search(r"tagging .*/\d+ texts", re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", buffer.getvalue()))
    buffer.seek(0)
    buffer.truncate(0)
    assert invoke(*args, "--quiet", env={"TEMPOEVAL_TEST_KEY": KEY}).exit_code == 0
    assert "judging" not in buffer.getvalue() and "LLM judge" in buffer.getvalue()


def test_a_real_pipe_gets_no_progress_bar_and_no_key(server, run_file):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TEMPOEVAL_TEST_KEY": KEY}
    proc = subprocess.run([sys.executable, "-m", "spacy_tempoeval", "evaluate", str(run_file), "-M",
                           "temporal_precision", "-k", "1", *llm_args(server, "--no-cache")],
                          capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "judging" not in proc.stderr and "\x1b[" not in proc.stderr
    assert "LLM judge openai/test-model: 5 calls" in proc.stderr
    assert KEY not in proc.stdout + proc.stderr


def test_llm_only_metric_without_llm_is_a_usage_error(run_file):
    result = invoke(run_file, "-M", "temporal_hallucination")
    assert result.exit_code == ExitCode.USAGE
    assert "[E140]" in result.stderr and "needs --llm MODEL" in result.stderr
    assert "metric.llm" not in result.stderr  # no Python-API hint on the command line


@pytest.mark.parametrize("option", [["--api-base", "http://localhost:11434"], ["--no-cache"], ["--retries", "1"],
                                    ["--api-key-env", "X"]])
def test_judge_options_without_llm_are_a_usage_error(run_file, option):
    result = invoke(run_file, *option)
    assert result.exit_code == ExitCode.USAGE and "[E141]" in result.stderr and option[0] in result.stderr


def test_unset_key_variable_is_a_usage_error_naming_it(run_file, monkeypatch):
    monkeypatch.delenv("NO_SUCH_KEY_VAR", raising=False)
    result = invoke(run_file, "--llm", "openai/x", "--api-key-env", "NO_SUCH_KEY_VAR")
    assert result.exit_code == ExitCode.USAGE and "[E142] --api-key-env NO_SUCH_KEY_VAR" in result.stderr


def test_bad_judge_option_values_are_usage_errors(run_file):
    assert invoke(run_file, "--llm", "openai/x", "--concurrency", "0").exit_code == ExitCode.USAGE
    assert invoke(run_file, "--llm", "openai/x", "--cache", "c.sqlite", "--no-cache").exit_code == ExitCode.USAGE


def test_composite_metric_alone_says_its_components_were_not_selected(run_file):
    result = invoke(run_file, "-M", "tempo_score")
    assert result.exit_code == 0
    assert "tempo_score: its component(s) temporal_precision, temporal_recall" in result.stderr
    assert "-M temporal_precision" in result.stderr
    assert "tempo_score" not in invoke(run_file, "-M", "temporal_precision").stderr


def test_gold_mode_title_does_not_say_focus_time(tmp_path):
    path = tmp_path / "gold.jsonl"
    path.write_text(json.dumps({"query": "q", "retrieved_ids": ["a", "b"], "gold_ids": ["a"]}) + "\n",
                    encoding="utf-8")
    for mode in ("gold", "auto"):
        result = invoke(path, "-M", "temporal_precision", "-k", "1", "--mode", mode)
        assert result.exit_code == 0 and "gold ids" in result.stdout and "focus time" not in result.stdout


def test_fields_option_maps_other_libraries_names(tmp_path):
    path = tmp_path / "ragas.jsonl"
    rows = [{"user_input": "What happened in 2008?", "retrieved_contexts": ["In 2008 it fell."],
             "response": "It fell in 2008.", "reference_date": None}]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    for fields in ("ragas", "auto", "user_input=query,retrieved_contexts=retrieved_docs,response=answer"):
        result = invoke(path, "-M", "temporal_precision", "-k", "1", "--fields", fields, "-o", tmp_path / "s.csv")
        assert result.exit_code == 0, result.stderr
        assert (tmp_path / "s.csv").read_text().splitlines()[1] == "0,0,1.0"
    bad = invoke(path, "--fields", "query")
    assert bad.exit_code == ExitCode.USAGE and "[E091]" in bad.stderr
    assert invoke(path, "--fields", "user_input=nonsense").exit_code == ExitCode.USAGE


@pytest.mark.slow
def test_an_llm_report_shows_verdicts_and_usage_in_a_browser(server, run_file, tmp_path):
    from chromium_cdp import Chromium, find_chromium

    exe = find_chromium()
    if exe is None:
        pytest.skip("headless browser test skipped: no Chromium found (apt-get install chromium, or set "
                    "CHROMIUM=/path/to/chrome)")
    page = tmp_path / "llm report.html"
    result = invoke(run_file, "-M", "temporal_precision", "-M", "temporal_faithfulness", "-k", "2",
                    *llm_args(server, "--no-cache"), "--report", page, env={"TEMPOEVAL_TEST_KEY": KEY})
    assert result.exit_code == 0, result.stderr
    with Chromium(exe, width=1280, height=900) as b:
        b.open(page.as_uri())
        assert b.eval("document.body.dataset.ready") == "1"
        assert "LLM usage" in b.eval("document.body.innerText")
        b.eval("document.querySelector('#records tr.rec[data-i=\"0\"] .toggle').click()")
        text = b.eval("document.querySelector('.record-detail').innerText")
        assert "judgments" in text and "temporal_expressions_found" in text  # one row per judged document
        assert "unusable reply" in text and '{"verdict": "maybe"}' in text  # a failed judgment, raw reply kept
        assert "SUPPORTED" in text and "The bank failed in 2000." in text  # per-claim verdicts
        assert b.errors() == []


@pytest.mark.parametrize("record,code", [
    ({"query": "q", "retrieved_docs": ["d1", 7]}, "[E143] Record 0 (id='r') ({path}, line 1): field "
                                                  "'retrieved_docs[1]' is 7"),
    ({"query": "q", "retrieved_docs": ["a text"], "retrieved_ids": ["d1", "d2"]},
     "[E144] Record 0 (id='r') ({path}, line 1): "),
])
def test_ambiguous_document_lists_are_bad_input_naming_record_and_field(tmp_path, record, code):
    path = tmp_path / "run.jsonl"
    path.write_text(json.dumps({"id": "r", **record}) + "\n", encoding="utf-8")
    result = invoke(path, "-M", "temporal_precision", "-k", "1")
    assert result.exit_code == ExitCode.BAD_INPUT and code.format(path=path) in result.stderr
