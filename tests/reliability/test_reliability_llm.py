"""The LLM judge must not raise, retry the hopeless, lose a paid reply, stay silent or leak a key (issue 10,
items 5, 6 and 9). All offline: litellm's ``mock_response`` or the local server in ``llm_server``."""

from __future__ import annotations

import socket
import sqlite3
import warnings

import pytest
from llm_server import LLMServer, reply, rule_responder, status
from typer.testing import CliRunner

from spacy_tempoeval.errors import JudgmentsFailedWarning, TempoEvalWarning
from spacy_tempoeval.llm import LLMJudge
from spacy_tempoeval.llm.cache import JudgeCache
from spacy_tempoeval.llm.failures import redact

GOOD = '{"verdict": 1, "reason": "the document dates the event to 2008"}'
DOC = {"query": "When did Lehman Brothers collapse?", "document": "In 2008, Lehman Brothers collapsed."}
KEY = "sk-test-SECRET0123456789abcdef"


@pytest.fixture()
def server():
    with LLMServer(responder=rule_responder) as srv:
        yield srv


def http_judge(srv: LLMServer, **kwargs) -> LLMJudge:
    options = {"cache": False, "timeout": 2.0, "retries": 3, "backoff": 0.01, "max_backoff": 0.05,
               "api_key": KEY}
    options.update(kwargs)
    return LLMJudge("openai/test-model", api_base=srv.url, **options)


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # closed again when the block ends: nothing listens there


# -- item 5: never an exception, never a lost paid reply ------------------------------------------------------
@pytest.mark.parametrize("depth", [10_000, 200_000])
def test_a_deeply_nested_reply_is_a_failed_judgment_not_a_recursion_error(depth):
    raw = '{"verdict": ' + "[" * depth + "]" * depth + "}"
    result = LLMJudge("gpt-4o", cache=False, mock_response=raw).judge("temporal_relevance", **DOC)
    assert not result.ok and result.raw == raw
    assert "too deeply" in result.error or "schema" in result.error


class FullDisk:
    """A SQLite connection whose writes fail as on a full disk (reads work)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def execute(self, sql: str, *args):
        if sql.lstrip().upper().startswith("INSERT"):
            raise sqlite3.OperationalError("database or disk is full")
        return self.conn.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self.conn, name)


def test_a_full_cache_disk_after_the_paid_call_keeps_the_reply_and_warns_once(tmp_path):
    cache = JudgeCache(tmp_path / "c.sqlite")
    cache._conn = FullDisk(cache._conn)
    judge = LLMJudge("gpt-4o", cache=cache, mock_response=GOOD)
    with pytest.warns(TempoEvalWarning, match=r"\[W001\].*full") as caught:
        first = judge.judge("temporal_relevance", **DOC)
        second = judge.judge("temporal_relevance", query="When?", document="In 1990 it rained.")
    assert first.ok and first.data["verdict"] == 1 and second.ok  # the paid replies are returned
    assert len([w for w in caught if "W001" in str(w.message)]) == 1
    assert judge.stats()["cache"]["disabled"] is not None


@pytest.mark.parametrize("damage", ["junk", "wrong_schema"])
def test_a_damaged_cache_file_is_bypassed_with_one_warning(tmp_path, damage):
    path = tmp_path / "c.sqlite"
    if damage == "junk":
        path.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 64)
    else:
        with sqlite3.connect(path) as conn:
            conn.execute("CREATE TABLE replies (key TEXT PRIMARY KEY, answer BLOB)")
    with pytest.warns(TempoEvalWarning, match=r"\[W001\]") as caught:
        judge = LLMJudge("gpt-4o", cache=str(path), mock_response=GOOD)
        results = [judge.judge("temporal_relevance", **DOC) for _ in range(2)]
    assert all(r.ok for r in results)
    assert len([w for w in caught if "W001" in str(w.message)]) == 1


def test_a_corrupt_usage_column_still_serves_the_cached_reply(tmp_path):
    path = tmp_path / "c.sqlite"
    judge = LLMJudge("gpt-4o", cache=str(path), mock_response=GOOD)
    assert judge.judge("temporal_relevance", **DOC).ok
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE replies SET usage = '{not json'")
    again = LLMJudge("gpt-4o", cache=str(path), mock_response=GOOD)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        result = again.judge("temporal_relevance", **DOC)
    assert result.ok and result.cached and result.usage == {}


# -- item 6: hopeless errors are not retried, and a failed metric is loud -------------------------------------
def test_an_authentication_error_is_not_retried(server):
    server.script(status(401, "invalid api key"))
    judge = http_judge(server)
    result = judge.judge("temporal_relevance", **DOC)
    assert not result.ok and result.attempts == 1 and server.n_requests == 1
    assert result.error.startswith("authentication error, not retried")
    later = judge.judge("temporal_relevance", query="When?", document="In 1990.")
    assert later.attempts == 0 and "not called again" in later.error and server.n_requests == 1


def test_a_missing_key_is_not_retried(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    result = LLMJudge("gpt-4o-mini", cache=False, retries=3, backoff=5.0).judge("temporal_relevance", **DOC)
    assert not result.ok and result.attempts == 1 and "Missing credentials" in result.error


def test_a_refused_connection_is_not_retried():
    judge = LLMJudge("openai/test-model", api_base=f"http://127.0.0.1:{closed_port()}", api_key=KEY, cache=False,
                     retries=3, backoff=5.0)
    result = judge.judge("temporal_relevance", **DOC)
    assert not result.ok and result.attempts == 1 and result.error.startswith("connection error, not retried")


def test_server_errors_are_still_retried(server):
    server.script(status(500), status(503), reply(GOOD))
    result = http_judge(server).judge("temporal_relevance", **DOC)
    assert result.ok and result.attempts == 3


def test_evaluate_warns_once_per_metric_when_every_judgment_fails(tmp_path):
    from spacy_tempoeval.evaluate import evaluate

    judge = LLMJudge("openai/test-model", api_base=f"http://127.0.0.1:{closed_port()}", api_key=KEY, cache=False)
    records = [{"query": "What happened in 2008?", "retrieved_docs": ["In 2008 banks failed.", "In 1990."],
                "answer": "Banks failed in 2008."}] * 3
    with pytest.warns(JudgmentsFailedWarning) as caught:
        result = evaluate(records, metrics=["temporal_precision", "temporal_faithfulness"], k=[1, 2], llm=judge)
    failed = [w.message for w in caught if isinstance(w.message, JudgmentsFailedWarning)]
    assert sorted(w.metric for w in failed) == ["temporal_faithfulness", "temporal_precision"]
    assert all("[W002]" in str(w) and "connection error" in w.reason for w in failed)
    assert result.aggregates["temporal_precision@1"]["count"] == 0


def test_cli_evaluate_without_a_key_says_why_and_exits_8(tmp_path, monkeypatch):
    from spacy_tempoeval.cli import app

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("SPACY_TEMPOEVAL_LLM_CACHE", str(tmp_path / "cache.sqlite"))
    data = tmp_path / "run.jsonl"
    data.write_text('{"query": "What happened in 2008?", "retrieved_docs": ["In 2008 banks failed."], '
                    '"answer": "Banks failed in 2008."}\n', encoding="utf-8")
    out = tmp_path / "scores.json"
    result = CliRunner().invoke(app, ["evaluate", str(data), "--llm", "gpt-4o-mini", "-M", "temporal_precision",
                                      "-k", "1", "-o", str(out)])
    assert result.exit_code == 8
    assert "[E087] temporal_precision: all 1 LLM judgment(s) failed" in result.stderr
    assert "Missing credentials" in result.stderr
    assert out.exists()  # what was computed is kept, with the reasons


# -- item 9: secrets ------------------------------------------------------------------------------------------
def test_an_echoed_api_key_never_reaches_the_results(server):
    server.script(status(400, f"bad request; you sent Authorization: Bearer {KEY} and x-api-key: {KEY}"))
    result = http_judge(server).judge("temporal_relevance", **DOC)
    assert not result.ok and "bad request" in result.error
    assert KEY not in str(result.to_dict()) and "[REDACTED]" in result.error


def test_redact_hides_configured_keys_bearer_tokens_and_key_shapes():
    text = f"key={KEY} Authorization: Bearer abcdefgh12345678 other sk-proj-{'x' * 30} my-own-secret-value"
    out = redact(text, ["my-own-secret-value"])
    assert KEY not in out and "abcdefgh12345678" not in out and "x" * 30 not in out
    assert "my-own-secret-value" not in out and out.count("[REDACTED]") == 4
