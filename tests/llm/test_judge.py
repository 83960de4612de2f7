"""LLMJudge end to end: LiteLLM's mock_response, and the real LiteLLM HTTP path against a local server
(scripted replies, 429s, 500s, hangs), the cache, the concurrency bound, the light import."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys

import pytest
from llm_server import LLMServer, hang, reply, rule_responder, status

from spacy_tempoeval.errors import TempoEvalError
from spacy_tempoeval.llm import LLMJudge

GOOD = '{"verdict": 1, "reason": "the document dates the event to 2008"}'
DOC = {"query": "When did Lehman Brothers collapse?", "document": "In 2008, Lehman Brothers collapsed."}


@pytest.fixture()
def server():
    with LLMServer(responder=rule_responder) as srv:
        yield srv


def http_judge(srv: LLMServer, **kwargs) -> LLMJudge:
    options = {"cache": False, "timeout": 2.0, "retries": 2, "backoff": 0.01, "max_backoff": 0.05}
    options.update(kwargs)
    return LLMJudge("openai/test-model", api_base=srv.url, api_key="sk-test", **options)


def test_llm_judge_mock_response_correct_reply():
    judge = LLMJudge("gpt-4o", cache=False, mock_response=GOOD)
    result = judge.judge("temporal_relevance", **DOC)
    assert result.ok and result.data == json.loads(GOOD)
    assert result.raw == GOOD and result.attempts == 1
    assert result.usage["total_tokens"] > 0
    assert result.usage["cost"] is not None and result.usage["cost"] > 0  # local price map knows gpt-4o
    assert judge.usage.to_dict()["calls"] == 1


def test_llm_judge_mock_response_malformed_reply_keeps_raw():
    raw = "I think the document is relevant because it mentions 2008."
    judge = LLMJudge("gpt-4o", cache=False, mock_response=raw)
    result = judge.judge("temporal_relevance", **DOC)
    assert not result.ok and result.data is None
    assert result.error.startswith("unusable reply") and result.raw == raw
    assert judge.usage.to_dict()["failures"] == 1


def test_llm_judge_http_correct_reply_and_delimited_prompt(server):
    result = http_judge(server).judge("temporal_relevance", **DOC)
    assert result.ok and result.data["verdict"] == 1
    assert result.usage["prompt_tokens"] > 0 and result.usage["cost"] is None  # unknown model: cost unknown
    request = server.requests[-1]
    assert request["model"] == "test-model" and request["temperature"] == 0
    assert [m["role"] for m in request["messages"]] == ["system", "user"]
    assert "<document>\nIn 2008, Lehman Brothers collapsed.\n</document>" in request["messages"][1]["content"]


def test_llm_judge_rate_limit_then_success(server):
    judge = http_judge(server)
    server.script(status(429), status(429))
    result = judge.judge("temporal_relevance", **DOC)
    assert result.ok and result.attempts == 3
    assert judge.usage.retries == 2 and server.n_requests == 3


def test_llm_judge_server_error_then_success(server):
    server.script(status(500))
    result = http_judge(server).judge("temporal_relevance", **DOC)
    assert result.ok and result.attempts == 2


def test_llm_judge_gives_up_after_retries_with_reason(server):
    server.script(*[status(429)] * 3)
    result = http_judge(server, retries=1).judge("temporal_relevance", **DOC)
    assert not result.ok and result.attempts == 2
    assert "RateLimitError" in result.error and "2 attempt" in result.error


def test_llm_judge_hanging_server_times_out_without_sinking_the_batch(server):
    judge = http_judge(server, timeout=0.4, retries=0)
    server.script(hang(3.0))
    docs = [dict(DOC, document=f"In {2000 + i}, something happened.") for i in range(4)]
    results = asyncio.run(judge.ajudge_many("temporal_relevance", docs))
    failed = [r for r in results if not r.ok]
    # the hang (3 s) was cut by the 0.4 s timeout: the reply is a timeout, not the late answer (no wall-clock bound)
    assert len(failed) == 1 and "Timeout" in failed[0].error and failed[0].attempts == 1
    assert sum(r.ok for r in results) == 3


def test_llm_judge_cache_hits_on_second_run_and_persists(server, tmp_path):
    path = tmp_path / "llm_cache.sqlite"
    docs = [dict(DOC, document=f"In {2000 + i}, something happened.") for i in range(3)]
    judge = http_judge(server, cache=path)
    first = asyncio.run(judge.ajudge_many("temporal_relevance", docs))
    assert all(r.ok and not r.cached for r in first)
    assert (judge.cache.hits, judge.cache.misses, server.n_requests) == (0, 3, 3)
    second = asyncio.run(judge.ajudge_many("temporal_relevance", docs))
    assert all(r.cached for r in second) and [r.data for r in second] == [r.data for r in first]
    assert (judge.cache.hits, server.n_requests) == (3, 3)
    fresh = http_judge(server, cache=path)  # a new process would see the same file
    assert fresh.judge("temporal_relevance", **docs[0]).cached
    assert fresh.stats()["cache"]["hits"] == 1 and server.n_requests == 3


def test_llm_judge_unusable_replies_are_not_cached(server, tmp_path):
    judge = http_judge(server, cache=tmp_path / "c.sqlite")
    server.script(reply("no idea"))
    assert not judge.judge("temporal_relevance", **DOC).ok
    again = judge.judge("temporal_relevance", **DOC)
    assert again.ok and not again.cached and server.n_requests == 2


def test_llm_judge_concurrency_bound(tmp_path):
    with LLMServer(latency=0.1, responder=rule_responder) as srv:
        judge = http_judge(srv, max_concurrency=2)
        docs = [dict(DOC, document=f"In {1990 + i}, x.") for i in range(6)]
        results = asyncio.run(judge.ajudge_many("temporal_relevance", docs))
        assert all(r.ok for r in results)
        assert srv.max_in_flight <= 2


def test_llm_judge_sync_call_inside_running_loop():
    judge = LLMJudge("gpt-4o", cache=False, mock_response=GOOD)

    async def notebook_cell():
        return judge.judge("temporal_relevance", **DOC)  # sync API while a loop is running

    assert asyncio.run(notebook_cell()).ok


@pytest.mark.parametrize("option,value", [("max_concurrency", 0), ("timeout", 0), ("retries", -1),
                                          ("model", ""), ("cache", 3.5)])
def test_llm_judge_bad_options_have_codes(option, value):
    kwargs = {"model": "gpt-4o", "cache": False, option: value}
    with pytest.raises(TempoEvalError, match=r"\[E083\]"):
        LLMJudge(**kwargs)


def test_llm_judge_bad_inputs_raise_before_any_call():
    judge = LLMJudge("gpt-4o", cache=False, mock_response=GOOD)
    with pytest.raises(TempoEvalError, match=r"\[E081\]"):
        judge.judge("temporal_relevance", query="q")


def test_llm_import_is_light_and_offline_safe():
    code = ("import sys, os; import spacy_tempoeval, spacy_tempoeval.llm, spacy_tempoeval.metrics; "
            "from spacy_tempoeval.metrics import LLMBasedFaithfulness, TemporalPrecision; "
            "import spacy_tempoeval.metrics.llm_modes; "
            "assert 'litellm' not in sys.modules, 'litellm imported too early'; "
            "from spacy_tempoeval.llm import LLMJudge; "
            "r = LLMJudge('gpt-4o', cache=False, mock_response='{\"verdict\": 0, \"reason\": \"r\"}')"
            ".judge('temporal_relevance', query='q', document='d'); "
            "assert r.ok and 'litellm' in sys.modules; "
            "import litellm; "
            "print(os.environ.get('LITELLM_LOCAL_MODEL_COST_MAP'), litellm.suppress_debug_info)")
    env = {k: v for k, v in os.environ.items() if k != "LITELLM_LOCAL_MODEL_COST_MAP"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    # issue 23: the local price map is used for the import only; the host's environment and litellm's
    # process-wide settings are left as they were
    assert out.stdout.strip().splitlines()[-1] == "None False"


@pytest.mark.external
def test_llm_judge_real_provider():
    model = os.environ.get("SPACY_TEMPOEVAL_TEST_MODEL", "gpt-4o-mini")
    result = LLMJudge(model, cache=False, timeout=60).judge("temporal_relevance", **DOC)
    assert result.ok, result.error
    assert result.data["verdict"] == 1


def test_llm_judge_session_shares_outcomes_failures_included(server):
    judge = http_judge(server, retries=0)
    server.script(reply("not json"), reply("not json"))
    assert not judge.judge("temporal_relevance", **DOC).ok
    assert not judge.judge("temporal_relevance", **DOC).ok
    assert server.n_requests == 2  # outside a session a failed judgment can be asked again
    server.script(reply("not json"))
    with judge.session():
        first = judge.judge("temporal_relevance", **DOC)
        again = judge.judge("temporal_relevance", **DOC)
        other = judge.judge("temporal_relevance", query=DOC["query"], document="In 1990, nothing.")
    assert server.n_requests == 4  # the failure is shared, the other document is asked
    assert not first.ok and not first.reused and not again.ok and again.reused and again.error == first.error
    assert other.ok and judge.usage.reused == 1 and judge.usage.failures == 3
    assert judge._memo is None  # the session ended


def test_llm_judge_session_waits_for_an_identical_judgment_in_flight(server):
    server.latency = 0.2
    judge = http_judge(server)

    async def both():
        with judge.session():
            return await asyncio.gather(judge.ajudge("temporal_relevance", **DOC),
                                        judge.ajudge("temporal_relevance", **DOC))

    from spacy_tempoeval.util.event_loop import run_sync

    a, b = run_sync(both())
    assert server.n_requests == 1 and a.ok and b.ok and b.reused and b.data == a.data
    assert b.to_dict()["reused"] is True and b.attempts == 0


def test_llm_judge_session_a_cancelled_waiter_does_not_cancel_the_shared_judgment(server):
    server.latency = 0.3
    judge = http_judge(server)

    async def scenario():
        with judge.session():
            first = asyncio.ensure_future(judge.ajudge("temporal_relevance", **DOC))
            await asyncio.sleep(0.05)
            waiter = asyncio.ensure_future(judge.ajudge("temporal_relevance", **DOC))
            await asyncio.sleep(0.05)
            waiter.cancel()
            late = asyncio.ensure_future(judge.ajudge("temporal_relevance", **DOC))
            result = await first
            with pytest.raises(asyncio.CancelledError):
                await waiter
            return result, await late

    from spacy_tempoeval.util.event_loop import run_sync

    first, late = run_sync(scenario())
    assert first.ok and late.ok and late.reused and server.n_requests == 1
