"""Full garbage collections during ``spacy-tempoeval evaluate RUN -q -o OUT.json`` run in this process: how many,
and the CPU seconds they took (``gc.callbacks``; counts, not a timing of the whole run).

    python benchmarks/bench_gc_collections.py /tmp/bench/rag10000.jsonl
    PYTHONPATH=/tmp/other-tree python benchmarks/bench_gc_collections.py /tmp/bench/rag10000.jsonl
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("run", help="a RAG run (JSONL), e.g. from make_rag_run.py")
    args = parser.parse_args()
    stats = {"n": 0, "cpu": 0.0}
    started = {"t": 0.0}

    def watch(phase: str, info: dict) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            started["t"] = time.process_time()
        else:
            stats["n"] += 1
            stats["cpu"] += time.process_time() - started["t"]

    from spacy_tempoeval.cli import app

    out = Path(tempfile.mkdtemp(prefix="bench-gc-")) / "out.json"
    gc.callbacks.append(watch)
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()), \
            contextlib.suppress(SystemExit):
        app(["evaluate", args.run, "-q", "-o", str(out)], standalone_mode=False)
    gc.callbacks.remove(watch)
    print(f"full collections: {stats['n']}, CPU s in them: {stats['cpu']:.3f}")


if __name__ == "__main__":
    main()
