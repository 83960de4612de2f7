"""CPU time of the no-Doc tagging path of ``evaluate`` (``temporal_focus.focus_years_of``) on a synthetic RAG run.

The distinct (text, reference date) keys of a run from ``make_rag_run.py`` are planned as ``evaluate`` plans
them (query and answer against the record's date, each document against its own date, else the record's), then
each key goes through ``focus_years_of`` of ``spacy.blank("en")`` + ``temporal_focus``. Timings are process CPU
time (``time.process_time``), which holds on a loaded machine better than wall time.

    python benchmarks/make_rag_run.py --records 10000 --docs 10 --corpus 20000 --seed 7 -o /tmp/rag10k.jsonl
    python benchmarks/bench_focus_years.py /tmp/rag10k.jsonl                     # us per key, best of --repeat
    python benchmarks/bench_focus_years.py /tmp/rag10k.jsonl --dump /tmp/years_after.txt   # the years per key
    python benchmarks/bench_focus_years.py /tmp/rag10k.jsonl --before /tmp/base --repeat 5  # alternated

``--no-memo`` switches off the tagger's kept matches of short texts and renderings (``tagger.MEMO_CHARS``,
``RENDER_MEMO``): the per-text cost
when no text comes back (the run's 47,668 keys hold 14,540 distinct texts: templated queries, answers and
passages met with other dates). ``--dump`` writes one line per key (its index and the repr of its years, or
None) to compare two checkouts with ``cmp``. ``--before TREE`` starts one worker process on the code of
``TREE`` (put first on PYTHONPATH) and one on this tree, and times a pass over every key on each in turn, best
of ``--repeat``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, List, Tuple

HERE = Path(__file__).resolve()


def run_keys(path: str, limit: int = 0) -> List[Tuple[str, Any]]:
    """The distinct (text, reference date) keys of a run, in the order ``evaluate`` plans them."""
    from spacy_tempoeval.evaluate.focus import _TaggingPlan

    with open(path, encoding="utf8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    plan = _TaggingPlan(len(records))
    for i, rec in enumerate(records):
        plan.add_record(i, rec, {"qft", "dfts", "aft"}, None, rec.get("reference_date"))
    keys = list(plan.wanted)
    return keys[:limit] if limit else keys


def component():
    import spacy

    import spacy_tempoeval  # noqa: F401  (registers the factory)

    nlp = spacy.blank("en")
    return nlp.add_pipe("temporal_focus")


def one_pass(focus: Any, keys: List[Tuple[str, Any]]) -> float:
    """CPU seconds of one pass of ``focus.focus_years_of`` over ``keys``."""
    of = focus.focus_years_of
    t0 = time.process_time()
    for text, ref in keys:
        of(text, ref)
    return time.process_time() - t0


def no_memo() -> None:
    """Switch off the tagger's kept matches of short texts (``tagger.MEMO_CHARS``, where the code has them) and
    its kept renderings (``tagger.RENDER_MEMO``): every key is then matched and rendered, as if no text came back
    with another date."""
    import spacy_tempoeval.tagger as tagger_module

    if hasattr(tagger_module, "MEMO_CHARS"):
        tagger_module.MEMO_CHARS = -1
    if hasattr(tagger_module, "RENDER_MEMO"):  # rendered matches kept across texts: off too
        tagger_module.RENDER_MEMO = 0


def worker(path: str, limit: int, memo: bool = True) -> int:
    if not memo:
        no_memo()
    keys = run_keys(path, limit)
    focus = component()
    one_pass(focus, keys[:2000])  # warm
    print("ready", flush=True)
    for _ in sys.stdin:
        print(json.dumps({"cpu": one_pass(focus, keys), "n": len(keys)}), flush=True)
    return 0


def before_after(path: str, before: str, repeat: int, limit: int, memo: bool = True) -> None:
    sides = {}
    for side, root in (("before", before), ("after", str(HERE.parents[1]))):
        env = dict(os.environ, PYTHONPATH=root)
        cmd = [sys.executable, str(HERE), path, "--worker", "--limit", str(limit), *([] if memo else ["--no-memo"])]
        sides[side] = subprocess.Popen(cmd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    for proc in sides.values():
        assert proc.stdout.readline().strip() == "ready"
    best = {side: float("inf") for side in sides}
    n = 0
    for r in range(repeat):
        for side, proc in sides.items():
            proc.stdin.write("go\n")
            proc.stdin.flush()
            got = json.loads(proc.stdout.readline())
            best[side] = min(best[side], got["cpu"])
            n = got["n"]
            print(f"round {r + 1} {side:<7}{got['cpu']:8.2f} s CPU", flush=True)
    for proc in sides.values():
        proc.stdin.close()
        proc.wait()
    print(f"keys {n}: before {1e6 * best['before'] / n:.1f} us/key, after {1e6 * best['after'] / n:.1f} us/key, "
          f"CPU ratio before/after {best['before'] / best['after']:.2f}")


def main(argv: List[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("run", help="a run from make_rag_run.py (JSONL)")
    ap.add_argument("--repeat", type=int, default=3, help="passes; the best one counts")
    ap.add_argument("--limit", type=int, default=0, help="only the first N keys")
    ap.add_argument("--dump", help="write the years of every key to this file")
    ap.add_argument("--before", help="a source tree of the code before a change: time it and this tree in turn")
    ap.add_argument("--profile", help="write a cProfile of one pass to this file")
    ap.add_argument("--no-memo", action="store_true", help="switch off the tagger's kept matches of short texts "
                    "and its kept renderings")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker(args.run, args.limit, memo=not args.no_memo)
    if args.no_memo:
        no_memo()
    if args.before:
        before_after(args.run, args.before, args.repeat, args.limit, memo=not args.no_memo)
        return 0
    keys = run_keys(args.run, args.limit)
    focus = component()
    if args.dump:
        with open(args.dump, "w", encoding="utf8") as out:
            for i, (text, ref) in enumerate(keys):
                out.write(f"{i}\t{focus.focus_years_of(text, ref)!r}\n")
        return 0
    if args.profile:
        import cProfile

        one_pass(focus, keys[:2000])
        cProfile.runctx("one_pass(focus, keys)", globals(), {"focus": focus, "keys": keys}, args.profile)
        return 0
    one_pass(focus, keys[:2000])
    best = min(one_pass(focus, keys) for _ in range(args.repeat))
    print(f"keys {len(keys)}: {1e6 * best / len(keys):.1f} us/key CPU (best of {args.repeat})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
