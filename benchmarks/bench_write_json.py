"""The cost of writing ``evaluate``'s per-record rows as indented JSON (``spacy-tempoeval evaluate -o FILE.json``).

Evaluates a run once (untimed), then writes its result with ``EvaluationResult.write_json(handle, indent=1)``,
as the command line does, ``--repeat`` times, and prints the best CPU seconds and the file's size. Run it with
another tree first on ``PYTHONPATH`` to compare (the two files must be byte-identical: ``--out`` then ``cmp``)::

    python benchmarks/make_rag_run.py --records 10000 --docs 10 --corpus 20000 --seed 7 -o /tmp/bench/rag10000.jsonl
    PYTHONPATH=/tmp/base python benchmarks/bench_write_json.py /tmp/bench/rag10000.jsonl --out /tmp/before.json
    python benchmarks/bench_write_json.py /tmp/bench/rag10000.jsonl --out /tmp/after.json
    cmp /tmp/before.json /tmp/after.json
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import List


def main(argv: List[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", help="a RAG run (JSONL), e.g. from make_rag_run.py")
    parser.add_argument("--out", default=os.devnull, help="where to write the JSON (default: nowhere)")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)

    import spacy_tempoeval

    result = spacy_tempoeval.evaluate(args.run, n_process=1)
    best = float("inf")
    for _ in range(args.repeat):
        start = time.process_time()
        with open(args.out, "w", encoding="utf8") as handle:
            result.write_json(handle, indent=1)
        best = min(best, time.process_time() - start)
    size = os.path.getsize(args.out) if args.out != os.devnull else 0
    print(f"{spacy_tempoeval.__file__}: write_json best of {args.repeat}: {best:.3f} s CPU, {size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
