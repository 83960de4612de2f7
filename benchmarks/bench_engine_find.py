"""The rule engine alone: ``RuleEngine.find`` per text on the dev corpora and the short queries (issue 22, item 1).

The pipeline's timing (``bench_tagging.py``) carries the tokenizer, the Doc and the resolution, and scatters by
5-10 % on a shared machine; a change to the engine alone is measured here: the engine of the default English
tagger finds the matches of every text, warmed once, then timed ``--repeat`` times (process CPU time, the best
pass counts). Run it on the tree before a change and on the tree after, alternately::

    PYTHONPATH=/tmp/base python benchmarks/bench_engine_find.py short snips-pate tweets-train timebank
    PYTHONPATH=. python benchmarks/bench_engine_find.py short snips-pate tweets-train timebank

Corpora: the English dev corpora's names (``bench_tagging.CORPORA``; timebank cut to its first ``--long-docs``
documents, which are long) and ``short`` (``bench_tagging.short_queries``, 5,000 queries).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import List

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_tagging import load_corpus, short_queries  # noqa: E402

from spacy_tempoeval.tagger import TemporalTagger  # noqa: E402


def texts_of(name: str, long_docs: int) -> List[str]:
    """The texts of a corpus name (``short`` for the generated queries)."""
    if name == "short":
        return short_queries(5000)
    texts = [t for t, _ in load_corpus(name)[1]]
    return texts[:long_docs] if name in ("timebank", "aquaint", "wikiwars-dev") else texts


def main(argv: List[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpora", nargs="+", help="corpus names, or 'short'")
    ap.add_argument("--repeat", type=int, default=15, help="timed passes; the best one counts")
    ap.add_argument("--long-docs", type=int, default=60, help="documents of the long corpora")
    args = ap.parse_args(argv)
    engine = TemporalTagger().engine
    out = []
    for name in args.corpora:
        texts = texts_of(name, args.long_docs)
        for text in texts:  # warm: plans built, words met
            engine.find(text)
        best = float("inf")
        for _ in range(args.repeat):
            t0 = time.process_time()
            for text in texts:
                engine.find(text)
            best = min(best, time.process_time() - t0)
        out.append(f"{name} {1e6 * best / len(texts):.2f} us/text")
    print("  ".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
