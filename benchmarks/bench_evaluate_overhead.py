"""The cost of ``spacy-tempoeval evaluate`` around the tagger: reading and checking records, planning the texts,
scoring the metrics, the aggregates, the table and the ``-o FILE.json`` rows.

Each child process runs the command line in-process once with the tagger's answers memoized (the first run
fills the memo), then times further runs in CPU seconds of the process (other processes on a busy machine do
not count): what remains is everything but the tagging. ``--before DIR`` times a checkout of another tree
(e.g. ``git worktree add /tmp/main main``) in alternating children, and the two runs' ``-o`` JSON files are
compared byte for byte.

    python benchmarks/make_rag_run.py --records 10000 --docs 10 --corpus 20000 --seed 7 -o /tmp/bench/rag10000.jsonl
    python benchmarks/bench_evaluate_overhead.py /tmp/bench/rag10000.jsonl --before /tmp/main --rounds 3
"""

from __future__ import annotations

import argparse
import filecmp
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def child(run: str, out: str, repeat: int) -> None:
    """Time ``repeat`` memoized runs of ``evaluate RUN -q -o OUT`` in this process; print the best."""
    import contextlib
    import io
    import time

    from spacy_tempoeval import core
    from spacy_tempoeval.cli import app

    memo: dict = {}
    tag = core._read_without_doc

    def memoized(nlp, method, texts, refs):
        key = (method, tuple(texts), tuple(map(str, refs)))
        if key not in memo:
            memo[key] = tag(nlp, method, texts, refs)
        return memo[key]

    core._read_without_doc = memoized

    def once() -> None:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()), \
                contextlib.suppress(SystemExit):
            app(["evaluate", run, "-q", "-o", out], standalone_mode=False)

    once()
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        once()
        best = min(best, time.process_time() - start)
    print(f"{best:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("run", help="a RAG run (JSONL), e.g. from make_rag_run.py")
    parser.add_argument("--before", help="another checkout of the project to compare with")
    parser.add_argument("--rounds", type=int, default=3, help="alternating children per side (default 3)")
    parser.add_argument("--repeat", type=int, default=2, help="timed runs per child, best kept (default 2)")
    parser.add_argument("--child", nargs=2, metavar=("OUT", "REPEAT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.run, args.child[0], int(args.child[1]))
        return
    sides = {"this tree": str(HERE.parent)}
    if args.before:
        sides = {"before": str(Path(args.before).resolve()), **sides}
    tmp = Path(tempfile.mkdtemp(prefix="bench-overhead-"))
    times: dict = {name: [] for name in sides}
    for _ in range(args.rounds):
        for name, root in sides.items():
            out = tmp / f"{name.replace(' ', '_')}.json"
            env = {**os.environ, "PYTHONPATH": root}
            got = subprocess.run([sys.executable, __file__, args.run, "--child", str(out), str(args.repeat)],
                                 env=env, capture_output=True, text=True, check=True)
            times[name].append(float(got.stdout.strip().splitlines()[-1]))
    for name, values in times.items():
        print(f"{name:10s} CPU s around the tagger: " + " / ".join(f"{v:.2f}" for v in values)
              + f"  (best {min(values):.2f})")
    if args.before:
        same = filecmp.cmp(tmp / "before.json", tmp / "this_tree.json", shallow=False)
        print("-o JSON byte-identical:", same)


if __name__ == "__main__":
    main()
