"""3,000 user rules that all start with ``\\d{4}\\W{0,3}``: 60 TimeBank documents tagged twice, with and without them.

Run: python benchmarks/bench_many_rules.py (docs/reliability.md reports the figures).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Dict, List, Tuple

import spacy

GOLD = Path(__file__).resolve().parents[2] / "shared" / "data" / "gold"
RULES = [{"id": f"u{i}", "label": "DATE", "pattern": f"\\d{{4}}\\W{{0,3}}word{i}x", "value": "2001"}
         for i in range(3000)]


def run(texts: List[str], records: List[Dict[str, str]]) -> Tuple[float, float, List[List[int]]]:
    """Build the pipeline, tag the texts twice: (first pass s, second pass s, focus years)."""
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2019-11-18"})
    if records:
        nlp.get_pipe("temporal_focus").add_rules(records)
    t0 = time.perf_counter()
    for text in texts:
        nlp(text)
    first = time.perf_counter() - t0
    t0 = time.perf_counter()
    docs = [nlp(text) for text in texts]
    second = time.perf_counter() - t0
    return first, second, [sorted(d._.focus_years) for d in docs]


def main() -> None:
    with open(GOLD / "timebank.jsonl", encoding="utf-8") as f:
        texts = [json.loads(line)["text"] for line in f][:60]
    a, b = run(texts, []), run(texts, RULES)
    print(f"no user rules: {a[0]:.2f}s first pass, {a[1]:.2f}s second; 3000 rules: {b[0]:.2f}s first, "
          f"{b[1]:.2f}s second; same years: {a[2] == b[2]}")


if __name__ == "__main__":
    main()
