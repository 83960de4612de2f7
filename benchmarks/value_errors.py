"""TIMEX3 value mismatches of the TempEval-3 dev corpora, grouped: what to fix next in normalization.

For every relaxed match (a gold TIMEX3 and a predicted span that overlap, matched one-to-one as
``spacy_tempoeval.scoring.tempeval`` does) whose values differ, the script prints the rule that made the span, the
gold value's shape and the predicted value's shape (digits as 9, e.g. ``9999-99`` vs ``9999-Q9``), grouped and
counted, with a few examples (text in its context, gold, predicted, dct)::

    python benchmarks/value_errors.py                       # timebank + aquaint, convention="timeml"
    python benchmarks/value_errors.py --corpus aquaint --examples 8 --top 30
    python benchmarks/value_errors.py --flat > /tmp/errors.tsv   # one mismatch a line
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_accuracy import GOLD_DIR, build, load, parse_overrides  # noqa: E402

from spacy_tempoeval.scoring.corpus import predicted_timexes, tag  # noqa: E402
from spacy_tempoeval.scoring.gold import TIMEX_TYPES  # noqa: E402
from spacy_tempoeval.scoring.tempeval import match_timexes  # noqa: E402


def shape(value: str) -> str:
    return re.sub(r"\d", "9", value or "-")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", action="append", help="corpus name (repeatable; default timebank and aquaint)")
    ap.add_argument("--gold-dir", type=Path, default=GOLD_DIR)
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("--top", type=int, default=40, help="groups to show")
    ap.add_argument("--examples", type=int, default=4, help="examples per group")
    ap.add_argument("--by", choices=("rule", "shape", "text"), default="rule",
                    help="group by rule + shapes (default), shapes only, or the lower-cased span text")
    ap.add_argument("--flat", action="store_true", help="one mismatch a line (tab-separated), no grouping")
    args = ap.parse_args(argv)
    nlp = build({"convention": "timeml", **parse_overrides(args.set)}, [])
    groups = defaultdict(list)
    total = 0
    for name in args.corpus or ["timebank", "aquaint"]:
        for gold in load(args.gold_dir / f"{name}.jsonl"):
            if not gold.timexes:
                continue
            doc = tag(nlp, gold)
            pred = predicted_timexes(doc)
            # the rule of each predicted TIMEX3, in step with predicted_timexes (TIMEX3 types only)
            rules = [t.get("rule") or "-" for t in doc._.timexes if t["label"] in TIMEX_TYPES]
            for i, j in match_timexes(gold.timexes, pred):
                g, p = gold.timexes[i], pred[j]
                if g.value == p.value:
                    continue
                total += 1
                text = gold.text[p.start:p.end]
                ctx = gold.text[max(0, min(g.start, p.start) - 50):max(g.end, p.end) + 30].replace("\n", " ")
                row = (name, gold.doc_id, gold.dct, gold.text[g.start:g.end], text, g.value, p.value, rules[j], ctx)
                if args.flat:
                    print("\t".join(str(x) for x in row))
                    continue
                key = {"rule": (rules[j], shape(g.value), shape(p.value)),
                       "shape": (shape(g.value), shape(p.value)), "text": (text.lower(),)}[args.by]
                groups[key].append(row)
    if args.flat:
        return 0
    print(f"{total} value mismatches among relaxed matches")
    for key, rows in sorted(groups.items(), key=lambda kv: -len(kv[1]))[: args.top]:
        print(f"\n{len(rows):4d}  {' | '.join(key)}")
        for name, doc_id, dct, gtext, ptext, gv, pv, rule, ctx in rows[: args.examples]:
            print(f"      {name[:2]} {doc_id[:16]} {rule} dct={dct} gold {gtext!r}={gv}  pred {ptext!r}={pv}"
                  f"   ...{ctx}...")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
