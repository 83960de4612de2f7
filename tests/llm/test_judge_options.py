"""Issue 23, judge items: a cache key over everything that changes a reply (the server included), options passed
to LiteLLM (LLMJudge(options=...), --llm-option), the provider checked before the first call, structured output
where LiteLLM says the model supports it, an RPM limit, a user-supplied Router, and a quiet library logger."""

from __future__ import annotations

import asyncio
import json
import logging

import pytest
from llm_server import LLMServer, reply, rule_responder, status
from typer.testing import CliRunner

import spacy_tempoeval
from spacy_tempoeval.cli import app
from spacy_tempoeval.errors import ConfigError
from spacy_tempoeval.llm import LLMJudge

GOOD = '{"verdict": 1, "reason": "the document dates the event to 2008"}'
BAD = '{"verdict": 0, "reason": "no"}'
DOC = {"query": "When did Lehman Brothers collapse?", "document": "In 2008, Lehman Brothers collapsed."}
RECORDS = [{"id": "q1", "query": "What happened in 2008?", "retrieved_docs": ["In 2008 banks failed."]}]


@pytest.fixture()
def server():
    with LLMServer(responder=rule_responder) as srv:
        yield srv


def judge_at(srv, **kwargs):
    options = {"cache": False, "timeout": 2.0, "retries": 0}
    options.update(kwargs)
    return LLMJudge("openai/default", api_base=srv.url, api_key="sk-test", **options)


def test_cache_key_includes_the_server(tmp_path, server):
    cache = str(tmp_path / "judge.sqlite")
    with LLMServer(responder=rule_responder) as other:
        server.script(reply(GOOD))
        other.script(reply(BAD))
        first = judge_at(server, cache=cache).judge("temporal_relevance", **DOC)
        second = judge_at(other, cache=cache).judge("temporal_relevance", **DOC)
        # before: the second judge got the first server's cached verdict with 0 calls
        assert first.data["verdict"] == 1 and not first.cached
        assert second.data["verdict"] == 0 and not second.cached and other.n_requests == 1
        again = judge_at(other, cache=cache).judge("temporal_relevance", **DOC)
        assert again.cached and again.data["verdict"] == 0


def test_cache_key_includes_options_and_schema():
    from spacy_tempoeval.llm.cache import cache_key

    msgs = [{"role": "user", "content": "x"}]
    base = cache_key("m", {"temperature": 0}, "t.v1", msgs)
    assert base != cache_key("m", {"temperature": 0}, "t.v1", msgs, api_base="http://a")
    assert cache_key("m", {}, "t.v1", msgs, api_base="http://a/") == cache_key("m", {}, "t.v1", msgs,
                                                                                api_base="http://a")
    assert base != cache_key("m", {"temperature": 0, "max_tokens": 64}, "t.v1", msgs)
    assert base != cache_key("m", {"temperature": 0}, "t.v1", msgs, schema={"type": "object"})


def test_options_reach_litellm(server):
    judge = judge_at(server, options={"max_tokens": 77, "top_p": 0.5, "temperature": 0.2})
    assert judge.judge("temporal_relevance", **DOC).ok
    request = server.requests[-1]
    assert request["max_tokens"] == 77 and request["top_p"] == 0.5 and request["temperature"] == 0.2


def test_cli_llm_option(tmp_path, server):
    path = tmp_path / "run.jsonl"
    path.write_text(json.dumps(RECORDS[0]) + "\n")
    done = CliRunner().invoke(app, ["evaluate", str(path), "-M", "temporal_precision", "-k", "1", "-q",
                                    "--llm", "openai/default", "--api-base", server.url, "--no-cache",
                                    "--llm-option", "max_tokens=99", "--llm-option", "seed=3"],
                              env={"OPENAI_API_KEY": "sk-test"})
    assert done.exit_code == 0, done.output
    assert server.requests and all(r["max_tokens"] == 99 and r["seed"] == 3 for r in server.requests)
    bad = CliRunner().invoke(app, ["evaluate", str(path), "--llm", "openai/default", "--llm-option", "oops"])
    assert bad.exit_code == 2 and "[E196]" in bad.output


def test_model_without_provider_fails_at_once(tmp_path):
    judge = LLMJudge("llama3-no-provider", cache=False, retries=3)
    with pytest.raises(ConfigError, match=r"\[E195\].*llama3-no-provider"):
        spacy_tempoeval.evaluate(RECORDS * 30, metrics=["temporal_precision"], k=1, llm=judge)
    assert judge.usage.to_dict()["calls"] == 0 and judge.usage.to_dict()["failures"] == 0
    path = tmp_path / "run.jsonl"
    path.write_text(json.dumps(RECORDS[0]) + "\n")
    done = CliRunner().invoke(app, ["evaluate", str(path), "--llm", "llama3-no-provider", "-q"])
    assert done.exit_code == 2 and "[E195]" in done.output  # before: 30 failed judgments, then exit 8


def test_structured_output_where_supported(server, monkeypatch):
    import litellm

    monkeypatch.setattr(litellm, "supports_response_schema", lambda *a, **k: True)
    assert judge_at(server).judge("temporal_relevance", **DOC).ok
    fmt = server.requests[-1]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["schema"]["properties"]["verdict"]
    monkeypatch.setattr(litellm, "supports_response_schema", lambda *a, **k: False)
    assert judge_at(server).judge("temporal_relevance", **DOC).ok
    assert "response_format" not in server.requests[-1]  # tolerant parsing only


def test_rpm_spaces_the_calls(server, monkeypatch):
    judge = judge_at(server, rpm=60)
    waits = []
    real_sleep = asyncio.sleep

    async def fake_sleep(seconds, *args):
        waits.append(seconds)
        await real_sleep(0)

    monkeypatch.setattr("spacy_tempoeval.llm.judge.asyncio.sleep", fake_sleep)
    docs = [dict(DOC, document=f"In 200{i}, something.") for i in range(3)]

    async def run():
        return await judge.ajudge_many("temporal_relevance", docs)

    results = asyncio.run(run())
    assert all(r.ok for r in results) and server.n_requests == 3
    assert len(waits) == 2 and waits[0] == pytest.approx(1.0, abs=0.3) and waits[1] == pytest.approx(2.0, abs=0.3)


def test_router_is_used():
    import litellm

    router = litellm.Router(model_list=[{"model_name": "judge", "litellm_params": {
        "model": "gpt-4o", "mock_response": GOOD}}])
    judge = LLMJudge("judge", cache=False, router=router)  # a Router model name, not a provider string
    result = judge.judge("temporal_relevance", **DOC)
    assert result.ok and result.data["verdict"] == 1


def test_library_logger_is_quiet_by_default_and_reports_failures(server, caplog):
    handlers = logging.getLogger("spacy_tempoeval").handlers
    assert any(isinstance(h, logging.NullHandler) for h in handlers)
    server.script(status(500), reply(GOOD))
    with caplog.at_level(logging.INFO, logger="spacy_tempoeval"):
        judge = judge_at(server, retries=1, backoff=0.0)
        assert judge.judge("temporal_relevance", **DOC).ok
        server.script(reply("not json"))
        assert not judge.judge("temporal_relevance", **DOC).ok
    messages = [r.getMessage() for r in caplog.records if r.name.startswith("spacy_tempoeval")]
    assert any("retrying" in m for m in messages)
    assert any("failed" in m and "unusable reply" in m for m in messages)
