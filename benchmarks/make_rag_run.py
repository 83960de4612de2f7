"""A seeded synthetic RAG run: JSONL records with a query, ranked documents with their own dates, an answer.

Each record has ``id``, ``query``, ``reference_date`` (the question's date), ``retrieved_docs`` (``--docs``
objects ``{"id", "text", "reference_date"}`` drawn from a corpus of ``--corpus`` documents, each with its own
publication date; ``--undated`` of them carry no date) and ``answer``. Texts mix absolute years ("in 2019"),
relative expressions ("last year", "two years ago", which only mean something against a date), decades and
texts without any time. Documents repeat across records as in a real corpus (a document retrieved for several
queries is tagged once). The same seed and sizes give the same file, byte for byte.

    python benchmarks/make_rag_run.py --records 10000 --docs 10 --corpus 20000 --seed 7 -o /tmp/rag10k.jsonl

Used by the dated-documents speed check of issue 23 (``spacy-tempoeval evaluate`` on 10,000 records) and meant
for reuse by other benchmarks.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import sys
from typing import Any, Dict, List

TOPICS = ["inflation", "the election", "the merger", "unemployment", "the drought", "the vaccine rollout",
          "the trade agreement", "housing prices", "the championship", "the strike"]
RELATIVE = ["last year", "this year", "two years ago", "next year", "in the previous decade", "last month"]


def _date(rng: random.Random, first: int = 1990, last: int = 2024) -> dt.date:
    return dt.date(rng.randint(first, last), rng.randint(1, 12), rng.randint(1, 28))


def _sentence(rng: random.Random, topic: str) -> str:
    kind = rng.random()
    if kind < 0.35:
        return f"Reports on {topic} peaked in {rng.randint(1950, 2024)}."
    if kind < 0.65:
        return f"{topic.capitalize()} changed sharply {rng.choice(RELATIVE)}."
    if kind < 0.80:
        return f"Analysts compared {topic} in the {rng.randint(195, 202) * 10}s with {rng.randint(1980, 2024)}."
    return f"Commentators discussed {topic} at length."


def make_corpus(rng: random.Random, size: int, undated: float) -> List[Dict[str, Any]]:
    """``size`` documents of one to three sentences, each with its own date unless drawn as undated."""
    corpus = []
    for i in range(size):
        topic = rng.choice(TOPICS)
        text = " ".join(_sentence(rng, topic) for _ in range(rng.randint(1, 3)))
        doc: Dict[str, Any] = {"id": f"d{i}", "text": text}
        if rng.random() >= undated:
            doc["reference_date"] = _date(rng).isoformat()
        corpus.append(doc)
    return corpus


def make_record(rng: random.Random, i: int, corpus: List[Dict[str, Any]], n_docs: int) -> Dict[str, Any]:
    topic = rng.choice(TOPICS)
    if rng.random() < 0.5:
        query = f"What happened to {topic} in {rng.randint(1980, 2024)}?"
    else:
        query = f"How did {topic} change {rng.choice(RELATIVE)}?"
    docs = rng.sample(corpus, min(n_docs, len(corpus)))
    return {"id": f"q{i}", "query": query, "reference_date": _date(rng, 2015, 2024).isoformat(),
            "retrieved_docs": docs, "answer": _sentence(rng, topic)}


def main(argv: List[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=10000, help="records (queries) to write")
    parser.add_argument("--docs", type=int, default=10, help="retrieved documents per record")
    parser.add_argument("--corpus", type=int, default=20000, help="distinct documents to draw from")
    parser.add_argument("--undated", type=float, default=0.1, help="share of documents without a date")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("-o", "--output", default="-", help="JSONL file (default: stdout)")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    corpus = make_corpus(rng, args.corpus, args.undated)
    lines = (json.dumps(make_record(rng, i, corpus, args.docs), ensure_ascii=False) + "\n"
             for i in range(args.records))
    if args.output == "-":
        sys.stdout.writelines(lines)
    else:
        with open(args.output, "w", encoding="utf8") as out:
            out.writelines(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
