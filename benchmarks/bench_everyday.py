"""Everyday time (issue 20): score ``temporal_focus`` on the in-house set ``benchmarks/data/everyday_*.jsonl``.

Every sentence of the set holds one gold expression (text, offsets, TIMEX3 value at its granularity, ``alt``
readings, years) or none (``category: negative``), and its reference date-time (``reference_date``, Tuesday
2013-02-12T04:30) and ``prefer`` ("future"). The script runs the public path: ``spacy.blank(lang)`` +
``temporal_focus`` with its default config and ``prefer`` from the file (``--set convention=timeml`` for
TimeML's), ``doc._.reference_date`` set to the record's reference date-time as an ISO string. Note: the
component accepts "2013-02-12T04:30" but keeps only the date today (issue 20, item 1), so everything below a day
is resolved from midnight or not at all; once the reference keeps its clock time, the same script measures the
"after" figures unchanged.

Scores, per language and per category:
- ``found``: the share of gold expressions overlapped by a predicted expression (relaxed extent);
- ``value``: exact value accuracy over all gold expressions: the predicted expression overlapping the gold one
  most (ties: the first) has the gold value, string for string (a missed expression counts as wrong);
- ``lenient``: as ``value``, but also accepting an ``alt`` reading, a time zone left out or added, and TimeML's
  coarse tokens: a part of day (``TMO``, ``TMI``, ``TAF``, ``TEV``, ``TNI``, ``TDT``) for a clock time of the same
  day inside it or for an overlapping part of day, a season (``SP``, ``SU``, ``FA``, ``WI``) for a month or day
  inside it; both ends of a range are compared so;
- year sets (per language, over the sentences with an expression): macro F1 of ``doc._.focus_years`` against the
  gold ``years`` (``pipeline.scorer.year_set_prf``: both empty = 1) and the share of exact year sets;
- negatives: sentences (scores, versions, fractions, phone numbers ...) that must give no expression: how many
  gave at least one (false-positive sentences) and how many expressions they gave.

    python benchmarks/bench_everyday.py                          # en, es, de, the default config + prefer
    python benchmarks/bench_everyday.py --lang en --errors 30    # show 30 failures
    python benchmarks/bench_everyday.py --set convention=timeml --json out.json
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import platform
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any, Dict, List, Tuple

import spacy

from spacy_tempoeval.pipeline.scorer import year_set_prf
from spacy_tempoeval.yearset import YearSet

DATA = Path(__file__).resolve().parent / "data"
LANGS = ("en", "es", "de")

# TimeML coarse tokens: parts of day as hour ranges [start, end) of the same day, seasons as month lists
PARTS_OF_DAY = {"MO": (5, 12), "MI": (11, 14), "AF": (12, 18), "EV": (17, 22), "NI": (20, 24), "DT": (6, 18)}
SEASONS = {"SP": (3, 4, 5), "SU": (6, 7, 8), "FA": (9, 10, 11), "WI": (12, 1, 2)}
_ZONE = re.compile(r"(T\d{2}:\d{2})(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})$")
_CLOCK = re.compile(r"^(\d{4}-\d{2}-\d{2})T(\d{2}):\d{2}$")
_PART = re.compile(r"^(\d{4}-\d{2}-\d{2})T(MO|MI|AF|EV|NI|DT)$")
_SEASON = re.compile(r"^(\d{4})-(SP|SU|FA|WI)$")
_MONTH_OR_DAY = re.compile(r"^(\d{4})-(\d{2})(?:-\d{2})?$")


def load(lang: str, path: Path | None = None) -> List[Dict[str, Any]]:
    """The records of a language's file (each states its ``reference_date`` and ``prefer``)."""
    path = path or DATA / f"everyday_{lang}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf8").splitlines() if line.strip()]


def _part_hours(part: str) -> Tuple[int, int]:
    return PARTS_OF_DAY[part]


def _coarse_point(a: str, b: str) -> bool:
    """Whether one point value is a coarse TimeML token (part of day, season) that covers the other."""
    for x, y in ((a, b), (b, a)):
        part = _PART.match(x)
        if part:
            lo, hi = _part_hours(part.group(2))
            clock, other = _CLOCK.match(y), _PART.match(y)
            if clock and clock.group(1) == part.group(1) and lo <= int(clock.group(2)) < hi:
                return True
            if other and other.group(1) == part.group(1):
                olo, ohi = _part_hours(other.group(2))
                if max(lo, olo) < min(hi, ohi):
                    return True
        season = _SEASON.match(x)
        inner = _MONTH_OR_DAY.match(y)
        if season and inner:
            year, month = int(inner.group(1)), int(inner.group(2))
            season_year = int(season.group(1))
            if season.group(2) == "WI":  # winter YYYY: December of YYYY, January and February of YYYY+1
                ok = (year == season_year and month == 12) or (year == season_year + 1 and month in (1, 2))
            else:
                ok = year == season_year and month in SEASONS[season.group(2)]
            if ok:
                return True
    return False


def _no_zone(value: str) -> str:
    return _ZONE.sub(r"\1", value)


def lenient_equal(pred: str | None, gold: str) -> bool:
    """``pred`` equals ``gold`` up to time zones and TimeML's coarse tokens, end by end for ranges."""
    if pred is None:
        return False
    p_parts, g_parts = _no_zone(pred).split("/"), _no_zone(gold).split("/")
    if len(p_parts) != len(g_parts):
        return False
    return all(p == g or _coarse_point(p, g) for p, g in zip(p_parts, g_parts))


def best_span(doc, start: int, end: int):
    """The predicted expression that overlaps [start, end) most (ties: the first), or None."""
    best, best_len = None, 0
    for span in doc.spans["temporal"]:
        overlap = min(end, span.end_char) - max(start, span.start_char)
        if overlap > best_len:
            best, best_len = span, overlap
    return best


def build(lang: str, config: Dict[str, Any]):
    nlp = spacy.blank(lang)
    nlp.add_pipe("temporal_focus", config=config)
    return nlp


def run(nlp, records: List[Dict[str, Any]]) -> List[Dict[str, Any]]:
    """Tag every sentence with its reference date-time; one result row per record."""
    comp = nlp.get_pipe("temporal_focus")
    out = []
    for rec in records:
        doc = nlp.make_doc(rec["text"])
        doc._.reference_date = rec["reference_date"]  # the component keeps only its date today (see above)
        doc = comp(doc)
        pred_spans = [(s.text, s._.timex) for s in doc.spans["temporal"]]
        row: Dict[str, Any] = {"id": rec["id"], "category": rec["category"], "text": rec["text"],
                               "pred_spans": pred_spans}
        if rec["category"] == "negative":
            row["false_positives"] = len(pred_spans)
        else:
            span = best_span(doc, rec["start"], rec["end"])
            pred = None if span is None else span._.timex
            gold_years = YearSet(rec["years"])
            _p, _r, f1 = year_set_prf(doc._.focus_years, gold_years)
            row.update(expr=rec["expr"], gold=rec["value"], pred=pred, found=span is not None,
                       exact=pred == rec["value"],
                       lenient=any(lenient_equal(pred, v) for v in [rec["value"], *rec.get("alt", [])]),
                       year_f1=f1, year_exact=doc._.focus_years == gold_years,
                       gold_years=rec["years"], pred_years=str(doc._.focus_years))
        out.append(row)
    return out


def summarize(rows: List[Dict[str, Any]]) -> Dict[str, Any]:
    pos = [r for r in rows if r["category"] != "negative"]
    neg = [r for r in rows if r["category"] == "negative"]

    def pct(xs: List[bool]) -> float:
        return 100.0 * sum(xs) / len(xs) if xs else float("nan")

    cats: Dict[str, List[Dict[str, Any]]] = defaultdict(list)
    for r in pos:
        cats[r["category"]].append(r)
    return {
        "expressions": len(pos), "found": pct([r["found"] for r in pos]),
        "value_exact": pct([r["exact"] for r in pos]), "value_lenient": pct([r["lenient"] for r in pos]),
        "year_f1": 100.0 * sum(r["year_f1"] for r in pos) / len(pos) if pos else float("nan"),
        "year_exact": pct([r["year_exact"] for r in pos]),
        "negatives": len(neg), "fp_sentences": sum(r["false_positives"] > 0 for r in neg),
        "fp_expressions": sum(r["false_positives"] for r in neg),
        "categories": {c: {"n": len(rs), "found": pct([r["found"] for r in rs]),
                           "value_exact": pct([r["exact"] for r in rs]),
                           "value_lenient": pct([r["lenient"] for r in rs])} for c, rs in sorted(cats.items())},
    }


def print_summary(results: Dict[str, Dict[str, Any]]) -> None:
    print(f"{'lang':<6}{'expr':>6}{'found':>8}{'value':>8}{'lenient':>9}{'yearF1':>8}{'yearEx':>8}"
          f"{'neg':>6}{'FP sent':>9}{'FP expr':>9}")
    for lang, s in results.items():
        print(f"{lang:<6}{s['expressions']:>6}{s['found']:>8.1f}{s['value_exact']:>8.1f}{s['value_lenient']:>9.1f}"
              f"{s['year_f1']:>8.1f}{s['year_exact']:>8.1f}{s['negatives']:>6}{s['fp_sentences']:>9}"
              f"{s['fp_expressions']:>9}")
    print(f"\n{'lang':<6}{'category':<24}{'n':>5}{'found':>8}{'value':>8}{'lenient':>9}")
    for lang, s in results.items():
        for cat, c in s["categories"].items():
            print(f"{lang:<6}{cat:<24}{c['n']:>5}{c['found']:>8.1f}{c['value_exact']:>8.1f}{c['value_lenient']:>9.1f}")


def print_errors(rows: List[Dict[str, Any]], limit: int) -> None:
    shown = 0
    for r in rows:
        if shown >= limit:
            break
        if r["category"] == "negative" and r["false_positives"]:
            print(f"  FP   {r['id']:<11} {r['text']!r}: {r['pred_spans']}")
            shown += 1
        elif r["category"] != "negative" and not r["lenient"]:
            print(f"  {r['category'][:14]:<14} {r['expr']!r} gold {r['gold']} pred {r['pred']}  "
                  f"spans {r['pred_spans']}")
            shown += 1


def parse_overrides(items: List[str]) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for item in items:
        key, _, raw = item.partition("=")
        try:
            out[key] = json.loads(raw)
        except json.JSONDecodeError:
            out[key] = raw
    return out


def main(argv: List[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lang", action="append", choices=LANGS, help="language to run (default: all three)")
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                    help="override a temporal_focus config value (JSON), e.g. convention=\"rag\"")
    ap.add_argument("--errors", type=int, default=0, help="failures to show per language")
    ap.add_argument("--json", type=Path, help="write the figures (and every row) as JSON")
    args = ap.parse_args(argv)
    results: Dict[str, Any] = {}
    all_rows: Dict[str, Any] = {}
    config: Dict[str, Any] = {}
    for lang in args.lang or LANGS:
        records = load(lang)
        prefers = {r.get("prefer") for r in records}
        if len(prefers) != 1 or not all(r.get("reference_date") for r in records):
            print(f"everyday_{lang}.jsonl: every record needs a reference_date and one common prefer "
                  f"(found prefer {sorted(map(str, prefers))})", file=sys.stderr)
            return 2
        # the component's defaults (convention="rag") with the file's prefer, as issue 20 measures its corpus
        config = {"prefer": prefers.pop(), **parse_overrides(args.set)}
        rows = run(build(lang, config), records)
        results[lang] = summarize(rows)
        all_rows[lang] = rows
    print_summary(results)
    if args.errors:
        for lang, rows in all_rows.items():
            print(f"\nFailures in {lang}:")
            print_errors(rows, args.errors)
    if args.json:
        args.json.write_text(json.dumps(
            {"machine": f"{platform.machine()} {platform.processor() or ''}".strip(),
             "python": platform.python_version(), "spacy": spacy.__version__, "config": config,
             "date": dt.datetime.now().isoformat(timespec="seconds"), "results": results, "rows": all_rows},
            indent=1, ensure_ascii=False, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
