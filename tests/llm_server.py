"""A small OpenAI-compatible chat-completions server on 127.0.0.1, for tests and benchmarks.

It lets the real LiteLLM HTTP path run (``model="openai/test-model"``, ``api_base=server.url``,
``api_key="sk-test"``) with scripted faults: a per-request latency, a queue of scripted actions (a reply text,
an HTTP status such as 429 or 500, a hang) and, when the queue is empty, a ``responder(request) -> str`` that
builds the reply from the request (e.g. echoing the ids it finds in the prompt).

EXAMPLE:
    >>> with LLMServer(latency=0.01, responder=lambda req: '{"verdict": 1}') as server:
    ...     server.script(status(429), reply('{"verdict": 0}'))
    ...     # litellm.acompletion(model="openai/test-model", api_base=server.url, api_key="sk-test", ...)
"""

from __future__ import annotations

import collections
import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Deque, Dict, List

Responder = Callable[[Dict[str, Any]], str]


def reply(content: str) -> Dict[str, Any]:
    """A scripted action: answer with this assistant message."""
    return {"content": content}


def status(code: int, message: str = "scripted error") -> Dict[str, Any]:
    """A scripted action: answer with this HTTP error status (429, 500, 503 ...)."""
    return {"status": code, "message": message}


def hang(seconds: float) -> Dict[str, Any]:
    """A scripted action: accept the request and say nothing for ``seconds`` (then close)."""
    return {"hang": seconds}


def prompt_text(request: Dict[str, Any]) -> str:
    """All message contents of a chat request, joined (what a responder usually inspects)."""
    return "\n".join(str(m.get("content", "")) for m in request.get("messages", []))


def _default_responder(request: Dict[str, Any]) -> str:
    return '{"verdict": 1, "reason": "default reply"}'


_BLOCK_RE = re.compile(r'<(\w+)((?: \w+="[^"]*")*)>\n(.*?)\n</\1>', re.DOTALL)
_YEAR_RE = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")


def blocks(text: str, tag: str) -> List[Dict[str, str]]:
    """The delimited data blocks ``<tag attr="..">\ntext\n</tag>`` of a rendered prompt."""
    out = []
    for match in _BLOCK_RE.finditer(text):
        if match.group(1) == tag:
            attrs = dict(re.findall(r'(\w+)="([^"]*)"', match.group(2)))
            out.append({**attrs, "text": match.group(3)})
    return out


def rule_responder(request: Dict[str, Any]) -> str:
    """A deterministic stand-in for a model: judges by the four-digit years it sees in the data blocks.

    relevance: verdict 1 (grade 4) when the document mentions a year; claims: the answer's sentences with a
    year; verification: SUPPORTED when all of a claim's years occur in the contexts, PARTIALLY_SUPPORTED when
    some do, NOT_SUPPORTED otherwise.
    """
    text = request["messages"][-1]["content"]
    if '"relevance_score"' in text:
        doc = blocks(text, "document")[0]["text"]
        grade = 4 if _YEAR_RE.search(doc) else 0
        return json.dumps({"relevance_score": grade, "reasoning": "years found" if grade else "no year"})
    if '"temporal_expressions_found"' in text:
        doc = blocks(text, "document")[0]["text"]
        years = _YEAR_RE.findall(doc)
        level = "high" if years else "none"
        return json.dumps({"temporal_expressions_found": years, "relevance_to_query": level,
                           "verdict": int(bool(years)), "confidence": 0.9, "reason": "rule"})
    if '{"claims": [' in text:
        answer = blocks(text, "answer")[0]["text"]
        sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", answer) if _YEAR_RE.search(s)]
        return json.dumps({"claims": [{"claim": s, "kind": "date"} for s in sentences]})
    if '"verdicts": [{"id": "C1", "verdict": "SUPPORTED"' in text:
        context_years = set(_YEAR_RE.findall(" ".join(b["text"] for b in blocks(text, "context"))))
        verdicts = []
        for claim in blocks(text, "claim"):
            years = set(_YEAR_RE.findall(claim["text"]))
            found = years & context_years
            label = ("SUPPORTED" if years and found == years else "PARTIALLY_SUPPORTED" if found
                     else "NOT_SUPPORTED")
            verdicts.append({"id": claim["id"], "verdict": label, "reason": "rule"})
        return json.dumps({"verdicts": verdicts})
    return _default_responder(request)


class LLMServer:
    """A threaded OpenAI-compatible server. Use as a context manager, or call ``start()``/``stop()``.
    ``requests`` holds every chat request's JSON body, with its HTTP headers under ``"_headers"`` (lower-case).

    latency (float): Seconds to wait before every reply.
    responder (Callable): Builds the reply content of an unscripted request from its JSON body.
    """

    def __init__(self, *, latency: float = 0.0, responder: Responder | None = None) -> None:
        self.latency = latency
        self.responder: Responder = responder or _default_responder
        self.requests: List[Dict[str, Any]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._script: Deque[Dict[str, Any]] = collections.deque()
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- scripting ---------------------------------------------------------------------------------------
    def script(self, *actions: Dict[str, Any]) -> None:
        """Queue actions consumed one per request, in order, before the responder takes over."""
        with self._lock:
            self._script.extend(actions)

    def _next_action(self, request: Dict[str, Any]) -> Dict[str, Any]:
        with self._lock:
            self.requests.append(request)
            if self._script:
                return self._script.popleft()
        return {"content": self.responder(request)}

    def _enter(self) -> None:
        with self._lock:
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)

    def _leave(self) -> None:
        with self._lock:
            self.in_flight -= 1

    @property
    def n_requests(self) -> int:
        """How many chat requests reached the server."""
        with self._lock:
            return len(self.requests)

    # -- lifecycle ---------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """The ``api_base`` to give LiteLLM (ends in ``/v1``)."""
        assert self._httpd is not None, "server not started"
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> LLMServer:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # headers and body are separate writes: no 40 ms delayed-ACK stall

            def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
                return

            def do_POST(self) -> None:  # noqa: N802 (http.server naming)
                length = int(self.headers.get("Content-Length") or 0)
                try:
                    request = json.loads(self.rfile.read(length) or b"{}")
                except json.JSONDecodeError:
                    self._send(400, {"error": {"message": "invalid JSON body", "type": "invalid_request"}})
                    return
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})
                    return
                request["_headers"] = {k.lower(): v for k, v in self.headers.items()}
                action = server._next_action(request)
                server._enter()
                try:
                    self._act(action, request)
                finally:
                    server._leave()

            def _act(self, action: Dict[str, Any], request: Dict[str, Any]) -> None:
                if "hang" in action:
                    time.sleep(action["hang"])
                    self.close_connection = True
                    return
                if server.latency:
                    time.sleep(server.latency)
                if "status" in action:
                    code = action["status"]
                    kind = "rate_limit_error" if code == 429 else "server_error"
                    self._send(code, {"error": {"message": action["message"], "type": kind, "code": kind}},
                               headers={"Retry-After": "0"} if code == 429 else None)
                    return
                self._send(200, _completion(request, action["content"]))

            def _send(self, code: int, body: Dict[str, Any], headers: Dict[str, str] | None = None) -> None:
                data = json.dumps(body).encode("utf-8")
                try:
                    self.send_response(code)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for key, value in (headers or {}).items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout)
                    self.close_connection = True

        httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        httpd.daemon_threads = True
        httpd.block_on_close = False
        httpd.request_queue_size = 128
        self._httpd = httpd
        self._thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="llm-test-server", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> LLMServer:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()


def _completion(request: Dict[str, Any], content: str) -> Dict[str, Any]:
    prompt_tokens = max(1, len(prompt_text(request)) // 4)
    completion_tokens = max(1, len(content) // 4)
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": request.get("model", "test-model"),
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                     "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
    }


__all__ = ["LLMServer", "reply", "status", "hang", "prompt_text", "blocks", "rule_responder"]
