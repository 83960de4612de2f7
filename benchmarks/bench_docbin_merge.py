"""Peak memory of merging ``.spacy`` shards: ``DocBin.merge`` (the old ``preprocess`` output) vs the streamed
``bulk.docbin_stream.merge_docbins``, at two corpus sizes (issue 22, item 3). Sizes (tracemalloc peaks), not times.

    python benchmarks/bench_docbin_merge.py --shards 8 64 --docs 500
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import tracemalloc
from pathlib import Path
from typing import List

import spacy
from spacy.tokens import DocBin

from spacy_tempoeval.bulk.docbin_stream import merge_docbins

TEXTS = ["What happened to inflation in 2019?", "How did rent change since the 1990s?", "No time here.",
         "The decade after the Cold War, between 1991 and 2001.", "Tell me about World War II, please."]


def old_merge(path: Path, shards: List[Path]) -> None:
    merged = DocBin(store_user_data=True)
    for shard in shards:
        merged.merge(DocBin(store_user_data=True).from_disk(shard))
    path.write_bytes(merged.to_bytes())


def main(argv: List[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shards", type=int, nargs="+", default=[8, 64], help="shard counts to compare")
    ap.add_argument("--docs", type=int, default=500, help="docs per shard")
    args = ap.parse_args(argv)
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2020-01-01"})
    texts = (TEXTS * (args.docs // len(TEXTS) + 1))[:args.docs]
    data = DocBin(store_user_data=True, docs=list(nlp.pipe(texts))).to_bytes()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for n in args.shards:
            shards = []
            for i in range(n):
                shard = folder / f"s{n}-{i}.spacy"
                shard.write_bytes(data)
                shards.append(shard)
            for name, merge in (("DocBin.merge", old_merge), ("merge_docbins", merge_docbins)):
                tracemalloc.start()
                merge(folder / f"out-{n}.spacy", shards)
                peak = tracemalloc.get_traced_memory()[1]
                tracemalloc.stop()
                print(f"{name:<14}{n:>5} shards x {args.docs} docs = {n * args.docs:>7} docs: "
                      f"peak {peak / 1e6:7.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
