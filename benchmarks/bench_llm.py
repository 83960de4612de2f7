"""LLM judge throughput: N judgments against the local OpenAI-compatible test server (tests/llm_server.py).

Every judgment goes through the real path: prompt rendering, LiteLLM's OpenAI client over HTTP to 127.0.0.1, the
server's fixed latency, reply parsing and schema validation. Runs: concurrency 1, 8, 32 without a cache, then a
run at the highest concurrency that fills a SQLite cache, then a cached re-run (no request reaches the server).

    /work/venv/bin/python benchmarks/bench_llm.py --n 1000 --latency 0.05 --concurrency 1 8 32
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, List

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from llm_server import LLMServer, rule_responder  # noqa: E402

from spacy_tempoeval.llm import LLMJudge  # noqa: E402


def make_inputs(n: int) -> List[Dict[str, str]]:
    """``n`` distinct (query, document) pairs, about half with a year in the document."""
    return [{"query": "When did the event happen?",
             "document": (f"Report {i}: the event happened in {1900 + i % 120}." if i % 2 else
                          f"Report {i}: the event was important for many people."),
             "temporal_focus": "specific_time"} for i in range(n)]


def run(judge: LLMJudge, inputs: List[Dict[str, str]]) -> Dict[str, Any]:
    start = time.perf_counter()
    results = asyncio.run(judge.ajudge_many("temporal_relevance", inputs))
    wall = time.perf_counter() - start
    return {"wall": wall, "ok": sum(r.ok for r in results), "cached": sum(r.cached for r in results),
            "per_s": len(inputs) / wall}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1000)
    parser.add_argument("--latency", type=float, default=0.05)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 8, 32])
    args = parser.parse_args()
    inputs = make_inputs(args.n)
    rows = []
    with LLMServer(latency=args.latency, responder=rule_responder) as server, \
            tempfile.TemporaryDirectory() as tmp:
        common = {"api_base": server.url, "api_key": "sk-test", "timeout": 30.0, "retries": 2, "backoff": 0.05}
        LLMJudge("openai/test-model", cache=False, **common).judge("temporal_relevance", **inputs[0])  # warm-up
        for c in args.concurrency:
            before = server.n_requests
            out = run(LLMJudge("openai/test-model", cache=False, max_concurrency=c, **common), inputs)
            rows.append((f"concurrency {c}, no cache", out, server.n_requests - before))
        top = max(args.concurrency)
        cache = Path(tmp) / "llm_cache.sqlite"
        for label in (f"concurrency {top}, filling the cache", f"concurrency {top}, cached re-run"):
            before = server.n_requests
            out = run(LLMJudge("openai/test-model", cache=cache, max_concurrency=top, **common), inputs)
            rows.append((label, out, server.n_requests - before))
    floor = args.n * args.latency
    print(f"{args.n} judgments, server latency {args.latency * 1000:.0f} ms "
          f"(serial floor {floor:.1f} s)\n")
    print("| run | wall time (s) | judgments/s | ok | cache hits | requests to server |")
    print("|---|---:|---:|---:|---:|---:|")
    for label, out, requests in rows:
        print(f"| {label} | {out['wall']:.2f} | {out['per_s']:,.0f} | {out['ok']} | {out['cached']} | "
              f"{requests} |")


if __name__ == "__main__":
    main()
