"""CPU time of tagging the distinct (text, reference date) pairs of a RAG run once (issue 22, item 1: the uncached
path of ``TemporalTagger``, every pair met for the first time).

The pairs: each record's query and answer with the record's ``reference_date``, each retrieved document's ``text``
with its own ``reference_date``. A fresh ``default_pipeline(lang)`` reads them through
``core._years_read_without_doc`` (as ``evaluate`` does); the time is ``time.process_time()`` of that one pass. The
digest of the year sets lets two trees be compared (it must be the same before and after a speed change).

    python benchmarks/make_rag_run.py --records 10000 --docs 10 --corpus 20000 --seed 7 -o /tmp/rag10000.jsonl
    PYTHONPATH=<tree> python benchmarks/bench_rag_distinct.py /tmp/rag10000.jsonl [--tag-split] [--profile OUT]

``--tag-split`` also reports the CPU time spent inside ``TemporalTagger._tag`` (the resolution passes; a wrapper
adds about a microsecond per call to both). ``--profile OUT`` writes a cProfile of the pass instead.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time


def pairs(path: str):
    """The distinct (text, reference date) pairs of a run, in order of first appearance."""
    seen = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            ref = rec.get("reference_date")
            for text in (rec.get("query"), rec.get("answer")):
                if text:
                    seen.setdefault((text, ref), None)
            for doc in rec.get("retrieved_docs") or ():
                seen.setdefault((doc["text"], doc.get("reference_date")), None)
    return list(seen)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("run", help="a RAG run (JSONL, as make_rag_run.py writes)")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--tag-split", action="store_true", help="also time TemporalTagger._tag alone")
    ap.add_argument("--profile", help="write a cProfile of the pass to this file")
    args = ap.parse_args()
    from spacy_tempoeval import tagger as tagger_module
    from spacy_tempoeval.core import _years_read_without_doc, default_pipeline

    got = pairs(args.run)
    texts, refs = [t for t, _ in got], [r for _, r in got]
    nlp = default_pipeline(args.lang)
    _years_read_without_doc(nlp, ["warm up: in 2019, yesterday"], ["2020-01-01"])  # loads the rules
    spent = [0.0]
    if args.tag_split:
        real, clock = tagger_module.TemporalTagger._tag, time.process_time

        def timed(self, *a, **k):
            t0 = clock()
            try:
                return real(self, *a, **k)
            finally:
                spent[0] += clock() - t0

        tagger_module.TemporalTagger._tag = timed
    if args.profile:
        import cProfile

        prof = cProfile.Profile()
        prof.enable()
        _years_read_without_doc(nlp, texts, refs)
        prof.disable()
        prof.dump_stats(args.profile)
        return
    t0 = time.process_time()
    out = _years_read_without_doc(nlp, texts, refs)
    cpu = time.process_time() - t0
    digest = hashlib.md5(repr(out).encode()).hexdigest()
    split = f" _tag={spent[0]:.3f}s" if args.tag_split else ""
    print(f"pairs={len(texts)} cpu={cpu:.3f}s{split} digest={digest}")


if __name__ == "__main__":
    main()
