"""The TIMEX3s a probe set (or any gold JSONL) gets wrong, sentence by sentence (``convention="timeml"``): every
sentence whose predicted spans, types or values differ from its gold is printed with both, so a probe failure reads
at a glance. The figures themselves are ``bench_accuracy.py``'s::

    python benchmarks/probe_errors.py --corpus probe-news-es          # Spanish news probe (issue 19)
    python benchmarks/probe_errors.py --corpus probe-de               # German probe
    python benchmarks/probe_errors.py --corpus timebank-es-train --gold-dir /work/shared/data/gold
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_accuracy import CORPUS_LANG, GOLD_DIR, LOCAL_CORPORA, build, load  # noqa: E402

from spacy_tempoeval.scoring.corpus import predicted_timexes, tag  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default="probe-news-es")
    ap.add_argument("--gold-dir", type=Path, default=GOLD_DIR)
    args = ap.parse_args(argv)
    nlp = build({"convention": "timeml"}, [], CORPUS_LANG.get(args.corpus, "en"))
    path = LOCAL_CORPORA.get(args.corpus, args.gold_dir / f"{args.corpus}.jsonl")
    bad = 0
    docs = load(path)
    for gold in docs:
        pred = predicted_timexes(tag(nlp, gold))
        want = sorted((t.start, t.end, t.type, t.value) for t in gold.timexes)
        got = sorted((t.start, t.end, t.type, t.value) for t in pred)
        if want != got:
            bad += 1
            print(f"{gold.doc_id}: {gold.text}")
            print("   gold: " + "; ".join(f"[{gold.text[s:e]}] {ty} {v}" for s, e, ty, v in want))
            print("   pred: " + "; ".join(f"[{gold.text[s:e]}] {ty} {v}" for s, e, ty, v in got))
    print(f"{bad} of {len(docs)} sentences differ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
