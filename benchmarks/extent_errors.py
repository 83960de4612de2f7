"""The TIMEX3 extent errors of ``temporal_focus`` on gold corpora, grouped by kind (``convention="timeml"``).

Every gold TIMEX3 and predicted span is matched as the TempEval-3 scorer does (``scoring.tempeval``); each
non-strict outcome is listed with its context:

- ``boundary``: a relaxed match whose offsets differ (gold vs predicted text), grouped by the words added or
  missing at each side ("+the" = the prediction has "the" the gold has not, "-the" the reverse);
- ``missed``: a gold TIMEX3 with no predicted span overlapping it, grouped by its lower-cased text;
- ``spurious``: a predicted span overlapping no gold TIMEX3, grouped by its lower-cased text.

Usage: PYTHONPATH=. python benchmarks/extent_errors.py [--corpus aquaint --corpus timebank] [--show 3] [--top 40]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Dict, List, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_accuracy import GOLD_DIR, build, load, parse_overrides  # noqa: E402

from spacy_tempoeval.scoring import score_corpus  # noqa: E402
from spacy_tempoeval.scoring.tempeval import match_timexes  # noqa: E402

_DIGITS = re.compile(r"\d")


def _norm(text: str) -> str:
    return _DIGITS.sub("9", " ".join(text.lower().split()))


def _side(text: str, a: int, b: int) -> str:
    words = _norm(text[a:b]).split()
    return " ".join(words) if words else ""


def boundary_key(text: str, g, p) -> str:
    parts = []
    if p.start < g.start:
        parts.append("+L:" + _side(text, p.start, g.start))
    elif g.start < p.start:
        parts.append("-L:" + _side(text, g.start, p.start))
    if p.end > g.end:
        parts.append("+R:" + _side(text, g.end, p.end))
    elif g.end > p.end:
        parts.append("-R:" + _side(text, p.end, g.end))
    return " ".join(parts)


def context(text: str, start: int, end: int, width: int = 40) -> str:
    left = text[max(0, start - width):start].replace("\n", " ")
    right = text[end:end + width].replace("\n", " ")
    return f"...{left}[{text[start:end]}]{right}..."


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", action="append")
    ap.add_argument("--gold-dir", type=Path, default=GOLD_DIR)
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("--show", type=int, default=3, help="examples per group")
    ap.add_argument("--top", type=int, default=40, help="groups per kind")
    ap.add_argument("--kind", action="append", choices=["boundary", "missed", "spurious"])
    args = ap.parse_args(argv)
    nlp = build({"convention": "timeml", **parse_overrides(args.set)}, [])
    groups: Dict[str, Dict[str, List[str]]] = {k: defaultdict(list) for k in ("boundary", "missed", "spurious")}
    for name in args.corpus or ["aquaint", "timebank"]:
        result = score_corpus(nlp, load(args.gold_dir / f"{name}.jsonl"))
        for d in result.docs:
            gold, pred, text = d.gold.timexes or [], d.timexes, d.gold.text
            pairs = match_timexes(gold, pred)
            gi = {i for i, _ in pairs}
            pj = {j for _, j in pairs}
            for i, j in pairs:
                g, p = gold[i], pred[j]
                if (g.start, g.end) != (p.start, p.end):
                    groups["boundary"][boundary_key(text, g, p)].append(
                        f"gold {text[g.start:g.end]!r} pred {text[p.start:p.end]!r}  {context(text, g.start, g.end)}")
            for i, g in enumerate(gold):
                if i not in gi:
                    line = f"{g.type} {g.value}  {context(text, g.start, g.end)}"
                    groups["missed"][_norm(text[g.start:g.end])].append(line)
            for j, p in enumerate(pred):
                if j not in pj:
                    line = f"{p.type} {p.value}  {context(text, p.start, p.end)}"
                    groups["spurious"][_norm(text[p.start:p.end])].append(line)
    for kind in args.kind or ["boundary", "missed", "spurious"]:
        items: List[Tuple[str, List[str]]] = sorted(groups[kind].items(), key=lambda kv: -len(kv[1]))
        print(f"== {kind}: {sum(len(v) for v in groups[kind].values())}")
        for key, examples in items[: args.top]:
            print(f"  {len(examples):>4}  {key}")
            for ex in examples[: args.show]:
                print(f"          {ex}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
