"""Issue 24 items 1-3: what the as-of shortcut saves and whether it is sound, and what the kinds of time cost.

1. Soundness on real text: every English gold corpus text (../shared/data/gold) is read under 2001-03-01 and
   2030-09-15; a text whose provenance says "does not depend on the date" (``evaluate.kinds``) must give the same
   years under both. Printed: texts, texts flagged, texts whose years changed, changed but not flagged (must be 0).
2. As-of replay on a synthetic run (benchmarks/make_rag_run.py, records without their own date): records and
   distinct texts re-tagged by ``evaluate(as_of=[2 dates])`` against the two full runs it replaces, and the time
   ratio replay / (2 full runs), alternated in one process.
3. The cost of reading each query's kind during the one tagging pass: ``evaluate`` with and without it
   (``QueryKinds.see`` a no-op), alternated, ratio of medians.

    python benchmarks/bench_time.py --records 1000 --reps 3
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Dict, List

ROOT = Path(__file__).resolve().parents[1]
GOLD = ROOT.parent / "shared" / "data" / "gold"
ENGLISH = ("aquaint.jsonl", "snips-pate.jsonl", "timebank.jsonl", "tweets-train.jsonl")


def soundness(nlp: Any) -> Dict[str, int]:
    from spacy_tempoeval.core import focus_years_many
    from spacy_tempoeval.evaluate.kinds import text_times

    texts: List[str] = []
    for name in ENGLISH:
        path = GOLD / name
        if path.exists():
            texts += [json.loads(line)["text"] for line in path.read_text(encoding="utf8").splitlines() if line]
    flags = text_times([(t, "2030-09-15") for t in texts], nlp=nlp, earliest_year=2001)
    early = focus_years_many(texts, ["2001-03-01"] * len(texts), nlp=nlp)
    late = focus_years_many(texts, ["2030-09-15"] * len(texts), nlp=nlp)
    changed = [a != b for a, b in zip(early, late)]
    return {"texts": len(texts), "flagged": sum(f.depends_on_date for f in flags), "changed": sum(changed),
            "changed_not_flagged": sum(c and not f.depends_on_date for c, f in zip(changed, flags))}


def synthetic(n: int) -> List[Dict[str, Any]]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import random

    import make_rag_run as M

    rng = random.Random(7)
    corpus = M.make_corpus(rng, max(n * 2, 100), 0.1)
    records = [M.make_record(rng, i, corpus, 5) for i in range(n)]
    for rec in records:
        rec.pop("reference_date", None)  # asked "today": the run's reference date applies
    return records


def replay_vs_full(records: List[Dict[str, Any]], nlp: Any, reps: int) -> Dict[str, Any]:
    from spacy_tempoeval import evaluate

    dates, metrics = ["2020-01-01", "2022-01-01"], ["temporal_precision", "stale_context"]
    base = dict(metrics=metrics, k=[5], nlp=nlp, reference_date="2024-06-01")
    replay_t, full_t = [], []
    result = evaluate(records, **base)  # warm-up
    for _ in range(reps):
        t0 = time.perf_counter()
        result = evaluate(records, as_of=dates, **base)
        replay_t.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        evaluate(records, **base)
        for d in dates:
            evaluate(records, **dict(base, reference_date=d))
        full_t.append(time.perf_counter() - t0)
    picked = result.as_of.retagged
    texts = {t for i in picked for t in [records[i]["query"], *(d["text"] for d in records[i]["retrieved_docs"])]}
    every = {t for r in records for t in [r["query"], *(d["text"] for d in r["retrieved_docs"])]}
    return {"records": len(records), "retagged": len(picked), "distinct_texts": len(every),
            "texts_retagged_per_date": len(texts), "changed": len(result.as_of.changed),
            "time_ratio_replay_over_full": statistics.median(replay_t) / statistics.median(full_t)}


def kinds_cost(records: List[Dict[str, Any]], nlp: Any, reps: int) -> float:
    from spacy_tempoeval import evaluate
    from spacy_tempoeval.evaluate.kinds import QueryKinds

    see = QueryKinds.see
    on: List[float] = []
    off: List[float] = []
    evaluate(records, metrics=["temporal_precision"], k=[5], nlp=nlp, reference_date="2024-06-01")  # warm-up
    for rep in range(reps):
        order = ((on, see), (off, lambda self, key, doc: None))
        for bucket, fn in order if rep % 2 == 0 else order[::-1]:
            QueryKinds.see = fn  # type: ignore[method-assign]
            t0 = time.perf_counter()
            evaluate(records, metrics=["temporal_precision"], k=[5], nlp=nlp, reference_date="2024-06-01")
            bucket.append(time.perf_counter() - t0)
    QueryKinds.see = see  # type: ignore[method-assign]
    return statistics.median(on) / statistics.median(off)


def main(argv: List[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=1000)
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args(argv)
    from spacy_tempoeval.core import get_default_nlp

    nlp = get_default_nlp()
    print("soundness (gold corpora, 2001-03-01 vs 2030-09-15):", soundness(nlp), flush=True)
    records = synthetic(args.records)
    print("as-of replay vs full runs:", replay_vs_full(records, nlp, args.reps), flush=True)
    print(f"kinds on / off (evaluate time ratio, median of {args.reps}): {kinds_cost(records, nlp, args.reps):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
