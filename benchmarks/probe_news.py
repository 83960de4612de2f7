"""The news generalisation probe (issue 19; English by default): TempEval-3 span scores per family of
expression, and every miss.

The probe (``benchmarks/data/probe_news_en.jsonl``, written by ``benchmarks/data/make_probe_news.py``, whose
docstring gives its conventions) holds short news sentences with their TIMEX3s, covering kinds of phrase the
development corpora do not show. This script tags each sentence on its ``dct`` under ``convention="timeml"`` (as
``bench_accuracy.py --corpus probe-news-en`` does, which gives the same totals) and prints strict / relaxed / value
/ type F1 overall and per family, then each sentence whose spans, values or types differ from the reference::

    python benchmarks/probe_news.py                  # scores and misses
    python benchmarks/probe_news.py --rules my.jsonl # with an extra rule file (tried before the built-in rules)
    python benchmarks/probe_news.py --json out.json
    python benchmarks/probe_news.py --probe benchmarks/data/probe_tweets.jsonl --family-prefix tw3-  # one round
    python benchmarks/probe_news.py --probe benchmarks/data/probe_news_es.jsonl --lang es --ids 397-449  # es round
    python benchmarks/probe_news.py --probe benchmarks/data/probe_news_es_docs.jsonl --lang es  # es whole articles
    python benchmarks/probe_news.py --probe benchmarks/data/probe_de.jsonl --lang de --ids 93-117

``--ids FIRST-LAST`` keeps the records whose ``doc_id`` ends in a number from FIRST to LAST (the Spanish and German
rounds of ``make_probes.py`` are told apart by their ids, not by families).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Dict, List, Tuple

import spacy

from spacy_tempoeval.scoring import read_gold_jsonl
from spacy_tempoeval.scoring.corpus import predicted_timexes, tag
from spacy_tempoeval.scoring.tempeval import SpanCounts

PROBE = Path(__file__).resolve().parent / "data" / "probe_news_en.jsonl"


def families(path: Path) -> Dict[str, str]:
    """doc_id -> family (the gold reader keeps only the gold fields)."""
    out = {}
    with open(path, encoding="utf8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                out[rec["doc_id"]] = rec.get("family", "-")
    return out


def id_range(text: str) -> Tuple[int, int]:
    """``"397-449"`` -> (397, 449)."""
    first, sep, last = text.partition("-")
    if not (sep and first.isdigit() and last.isdigit()) or int(first) > int(last):
        raise argparse.ArgumentTypeError(f"expected FIRST-LAST (two numbers, FIRST <= LAST), got {text!r}")
    return int(first), int(last)


def in_range(doc_id: str, ids: Tuple[int, int]) -> bool:
    """Whether ``doc_id`` ends in ``-N`` with N in ``ids``."""
    tail = doc_id.rsplit("-", 1)[-1]
    return tail.isdigit() and ids[0] <= int(tail) <= ids[1]


def row(name: str, c: SpanCounts) -> str:
    s = c.scores()
    f = [100 * (x or 0.0) for x in (s.strict_f, s.relaxed_f, s.value_f, s.type_f)]
    return f"{name:<14}{c.gold:>6}{c.predicted:>6}" + "".join(f"{x:>8.1f}" for x in f)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--probe", type=Path, default=PROBE)
    ap.add_argument("--rules", action="append", default=[], help="extra JSONL rule file (repeatable)")
    ap.add_argument("--json", type=Path, help="write the figures and misses as JSON")
    ap.add_argument("--family-prefix", default="", help="score only the texts whose family starts so (one round)")
    ap.add_argument("--lang", default="en", help="the pipeline's language (the probe file's texts)")
    ap.add_argument("--ids", type=id_range, default=None, metavar="FIRST-LAST",
                    help="score only the records whose doc_id ends in a number in this range (one round)")
    args = ap.parse_args(argv)
    nlp = spacy.blank(args.lang)
    cfg = {"convention": "timeml"}
    if args.rules:
        cfg["rule_files"] = args.rules
    nlp.add_pipe("temporal_focus", config=cfg)
    fam = families(args.probe)
    docs = [d for d in read_gold_jsonl(args.probe) if fam[d.doc_id].startswith(args.family_prefix)
            and (args.ids is None or in_range(d.doc_id, args.ids))]
    if not docs:
        print(f"no record of {args.probe} is selected (--family-prefix {args.family_prefix!r}, --ids)",
              file=sys.stderr)
        return 2
    total, per = SpanCounts(), defaultdict(SpanCounts)
    misses: List[Dict] = []
    for gold in docs:
        pred = predicted_timexes(tag(nlp, gold))
        c = total.add(gold.timexes, pred)
        per[fam[gold.doc_id]].add(gold.timexes, pred)
        if not (c.strict == c.value == c.type == c.gold == c.predicted):
            g = [(gold.text[t.start:t.end], t.type, t.value) for t in gold.timexes]
            p = [(gold.text[t.start:t.end], t.type, t.value) for t in pred]
            misses.append({"doc_id": gold.doc_id, "family": fam[gold.doc_id], "dct": gold.dct, "text": gold.text,
                           "gold": g, "predicted": p})
    print(f"{'family':<14}{'gold':>6}{'pred':>6}{'strict':>8}{'relax':>8}{'value':>8}{'type':>8}")
    for name in sorted(per):
        print(row(name, per[name]))
    print(row("ALL", total))
    print(f"\n{len(misses)} of {len(docs)} sentences differ:")
    for m in misses:
        gold_set = set(m["gold"])
        print(f"  {m['doc_id']} [{m['family']}] dct {m['dct']}: {m['text']}")
        print(f"      gold: {'; '.join(f'{t!r} {ty} {v}' for t, ty, v in m['gold'])}")
        got = [f"{t!r} {ty} {v}" + ("" if (t, ty, v) in gold_set else " *") for t, ty, v in m["predicted"]]
        print(f"      got:  {'; '.join(got) or '-'}")
    if args.json:
        scores = {name: c.scores().to_dict() for name, c in [("ALL", total), *sorted(per.items())]}
        args.json.write_text(json.dumps({"scores": scores, "misses": misses}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
