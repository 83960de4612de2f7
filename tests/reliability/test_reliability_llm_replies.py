"""Issue 25, items 6 and 14: a judge reply is read in linear time and refused above a size cap; the API key (and
its distinctive part without the ``sk-`` prefix) never reaches a result, the report, the cache or the terminal,
even from a valid reply. Offline: the stub server in ``llm_server`` on 127.0.0.1."""

from __future__ import annotations

import json

import pytest
from growth import assert_grows_at_most, cpu_cost
from llm_server import LLMServer, rule_responder
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.llm import LLMJudge
from spacy_tempoeval.llm.failures import REDACTED, redact, secrets_of
from spacy_tempoeval.llm.parsing import MAX_REPLY_CHARS, ReplyError, extract_json

KEY = "sk-proj-ECHOED0123456789abcdefXYZ"
BARE = KEY[len("sk-proj-"):]  # the key without its provider prefix
DOC = {"query": "When did Lehman Brothers collapse?", "document": "In 2008, Lehman Brothers collapsed."}


def read_or_reason(text: str):
    try:
        return extract_json(text)
    except ReplyError as err:
        return str(err)


SHAPES = {
    "nested_braces": lambda n: "{" * n + "}" * n,          # every "{" closes at the far end
    "nested_keys": lambda n: '{"a":' * n + "1" + "}" * n,
    "open_braces": lambda n: "{" * n,
    "brace_pairs": lambda n: "{x}" * n,
    "string_braces": lambda n: '{"s": "' + "{" * n + '"} ' * 2,
}


@pytest.mark.parametrize("shape", list(SHAPES))
def test_reading_a_reply_grows_linearly(shape):
    # before: every "{" rescanned the rest of the reply (32 KB of braces took 57 s); 4x the reply took 16x
    make = SHAPES[shape]
    small, large = make(1_500), make(6_000)
    assert_grows_at_most(lambda: cpu_cost(lambda: read_or_reason(small)),
                         lambda: cpu_cost(lambda: read_or_reason(large)),
                         limit=9, floor=0.05, what=f"reading 4x the reply ({shape})")


def test_a_valid_object_is_still_found_after_brace_soup_and_prose():
    assert extract_json('Sure! Here is "the" JSON: {"verdict": 1}') == {"verdict": 1}
    assert extract_json('{"a": {"verdict": 1} oops}') == {"verdict": 1}
    assert extract_json('```json\n{"verdict": 0,}\n```') == {"verdict": 0}
    with pytest.raises(ReplyError, match="not closed"):
        extract_json('{"verdict": 1')


def test_a_reply_above_the_cap_is_a_failed_judgment_with_a_reason_and_a_short_raw():
    huge = '{"verdict": 1, "reason": "' + "again " * (MAX_REPLY_CHARS // 6 + 10) + '"}'
    result = LLMJudge("gpt-4o", cache=False, mock_response=huge).judge("temporal_relevance", **DOC)
    assert not result.ok and "more than the limit" in result.error
    assert len(result.raw) < 10_000 and "characters" in result.raw


# -- item 14: the key, in every reply and every stored text -----------------------------------------------------
def test_secrets_include_the_distinctive_part_of_a_prefixed_key():
    secrets = secrets_of({"api_key": KEY})
    assert KEY in secrets and BARE in secrets
    assert redact(f"key {BARE} and {KEY}", secrets) == f"key {REDACTED} and {REDACTED}"


def echo_responder(request):
    """A valid verdict whose reason echoes the Authorization header and the key without its prefix."""
    auth = request["_headers"].get("authorization", "")
    bare = auth.split("sk-proj-")[-1]
    reply = json.loads(rule_responder(request))
    reply["reason"] = f"{reply.get('reason', '')} (sent with {auth}; id {bare})"
    return json.dumps(reply)


@pytest.fixture()
def echo_server():
    with LLMServer(responder=echo_responder) as srv:
        yield srv


def test_an_echoed_key_in_a_valid_reply_is_redacted_in_the_result_and_the_cache(echo_server, tmp_path):
    judge = LLMJudge("openai/test-model", api_base=echo_server.url, api_key=KEY, cache=str(tmp_path / "c.sqlite"),
                     retries=0)
    result = judge.judge("temporal_relevance", **DOC)
    assert result.ok, result.error
    assert KEY not in json.dumps(result.to_dict()) and BARE not in json.dumps(result.to_dict())
    assert REDACTED in result.raw and REDACTED in result.data["reason"]
    judge.cache.close() if hasattr(judge.cache, "close") else None
    stored = (tmp_path / "c.sqlite").read_bytes()
    assert BARE.encode() not in stored
    again = LLMJudge("openai/test-model", api_base=echo_server.url, api_key=KEY,
                     cache=str(tmp_path / "c.sqlite")).judge("temporal_relevance", **DOC)
    assert again.cached and BARE not in again.raw


def test_the_command_line_never_writes_or_prints_the_key(echo_server, tmp_path):
    run = tmp_path / "run.jsonl"
    run.write_text("".join(json.dumps({"query": f"What happened in {2000 + i}?",
                                       "retrieved_docs": [f"In {2000 + i} the bank failed."],
                                       "answer": f"It failed in {2000 + i}."}) + "\n" for i in range(3)),
                   encoding="utf-8")
    out, report, cache = tmp_path / "s.json", tmp_path / "r.html", tmp_path / "c.sqlite"
    result = CliRunner().invoke(app, ["evaluate", str(run), "-M", "temporal_precision", "-k", "1", "--llm",
                                      "openai/test-model", "--api-base", echo_server.url, "--api-key-env",
                                      "TEMPOEVAL_ECHO_KEY", "--retries", "0", "--cache", str(cache), "-o", str(out),
                                      "--report", str(report), "-q"], env={"TEMPOEVAL_ECHO_KEY": KEY})
    assert result.exit_code == 0, result.output
    assert echo_server.n_requests >= 3
    for name, data in [("stdout", result.stdout), ("stderr", result.stderr), ("-o", out.read_text()),
                       ("--report", report.read_text()), ("--cache", cache.read_bytes().decode("latin-1"))]:
        assert BARE not in data, f"the key leaked into {name}"
    assert REDACTED in out.read_text()
