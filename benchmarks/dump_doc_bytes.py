"""Dump what ``temporal_focus`` stores on each doc (``Doc.to_bytes`` digest and ``doc.user_data``), to check a
change of the component's per-doc path leaves the stored layout byte-identical.

Short queries (``bench_tagging.short_queries``) and the first texts of the English dev corpora are tagged under
three configs and three reference dates (none, a date, a date-time), each text twice in a row (the second time on
the kept expressions of ``TemporalTagger.tag``). ``Doc.to_bytes`` writes the string store in hash order, so run
both sides with the same ``PYTHONHASHSEED``::

    PYTHONHASHSEED=0 PYTHONPATH=/tmp/base python benchmarks/dump_doc_bytes.py --out /tmp/before.txt
    PYTHONHASHSEED=0 PYTHONPATH=. python benchmarks/dump_doc_bytes.py --out /tmp/after.txt
    cmp /tmp/before.txt /tmp/after.txt
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

import spacy

import spacy_tempoeval  # noqa: F401  (registers the factory)

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_tagging import short_queries  # noqa: E402

CORPORA = [("snips-pate", 800), ("tweets-train", 800), ("timebank", 30), ("wikiwars-dev", 5)]
CONFIGS = [{"default_reference_date": None}, {"convention": "timeml", "default_reference_date": None},
           {"default_reference_date": "2020-03-01T10:00"}]
REFS = [None, "2024-05-17", "2013-02-12T04:30"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="output file (one line per doc)")
    parser.add_argument("--gold", default=os.environ.get("TEMPOEVAL_GOLD_DIR", "/work/shared/data/gold"))
    parser.add_argument("--queries", type=int, default=2000, help="short queries")
    args = parser.parse_args()
    if os.environ.get("PYTHONHASHSEED") in (None, "random"):
        print("warning: PYTHONHASHSEED is not set; Doc.to_bytes differs between runs", file=sys.stderr)
    texts = short_queries(args.queries)
    for name, n in CORPORA:
        with open(Path(args.gold) / f"{name}.jsonl", encoding="utf8") as f:
            texts += [json.loads(line)["text"] for line in f][:n]
    docs = 0
    with open(args.out, "w", encoding="utf8") as out:
        for config in CONFIGS:
            nlp = spacy.blank("en")
            nlp.add_pipe("temporal_focus", config=config)
            for ref in REFS:
                for rnd in range(2):
                    for text in texts:
                        doc = nlp.make_doc(text)
                        if ref:
                            doc._.reference_date = ref
                        doc = nlp(doc)
                        digest = hashlib.md5(doc.to_bytes()).hexdigest()
                        out.write(f"{config} {ref} {rnd} {text!r} {digest} {doc.user_data!r}\n")
                        docs += 1
    print(f"{docs} docs written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
