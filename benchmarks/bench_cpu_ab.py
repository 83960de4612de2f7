"""CPU time of ``temporal_focus`` (convention="timeml") over the English dev corpora, for two checkouts in turn.

On a shared, loaded machine wall-clock throughput drifts by more than the change being measured; process CPU time
of the tagging loop, measured in alternating fresh processes (before, after, before, after...), is steadier::

    python benchmarks/bench_cpu_ab.py /tmp/lead2-tree /work/wt/t19 --rounds 4

Each checkout is imported in its own subprocess (``PYTHONPATH`` set to it), tags the first 50 documents to warm
up, then every document of timebank, aquaint, tweets-train and snips-pate with its ``dct``; the CPU seconds of each
round and the ratio of the totals are printed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

GOLD = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "gold"
CORPORA = ("timebank", "aquaint", "tweets-train", "snips-pate")

CHILD = """
import sys, time
import spacy, spacy_tempoeval
from spacy_tempoeval.scoring.gold import read_gold
from spacy_tempoeval.scoring.corpus import tag_text
docs = []
for c in sys.argv[2].split(","):
    docs += read_gold(f"{sys.argv[1]}/{c}.jsonl")
nlp = spacy.blank("en")
nlp.add_pipe("temporal_focus", config={"convention": "timeml"})
for g in docs[:50]:
    tag_text(nlp, g.text, g.dct)
t0 = time.process_time()
for g in docs:
    tag_text(nlp, g.text, g.dct)
print(time.process_time() - t0)
"""


def cpu_seconds(root: str, gold: str) -> float:
    """CPU seconds of one tagging pass with the package of checkout ``root``."""
    env = dict(os.environ, PYTHONPATH=root)
    out = subprocess.run([sys.executable, "-c", CHILD, gold, ",".join(CORPORA)], env=env, cwd=root,
                         capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("before", help="checkout before the change")
    ap.add_argument("after", help="checkout after the change")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--gold-dir", default=str(GOLD))
    args = ap.parse_args()
    totals = {"before": 0.0, "after": 0.0}
    for i in range(args.rounds):
        for name in ("before", "after"):
            s = cpu_seconds(getattr(args, name), args.gold_dir)
            totals[name] += s
            print(f"round {i + 1} {name:6s} {s:.3f} s")
    print(f"after / before CPU time: {totals['after'] / totals['before']:.3f}")


if __name__ == "__main__":
    main()
