"""Accuracy and speed of ``temporal_focus`` on the gold TimeML corpora.

For every document of ``../shared/data/gold/*.jsonl`` the predicted focus years (reference date = the document's
``dct``; ``convention="timeml"``, the convention the gold follows, unless ``--set convention=rag``) are scored
against the gold ``years``: macro F1 (mean of per-document F1, both empty = 1.0, empty prediction P = 1.0, empty
gold R = 1.0, as in ``reference-results.md``), micro P/R/F1 over (document, year) items and exact match. It also
times ``spacy.blank("en")`` alone and with ``temporal_focus`` on the same texts.

    python benchmarks/bench_accuracy.py                       # all corpora, default config
    python benchmarks/bench_accuracy.py --rules my_rules.jsonl --errors 20
    python benchmarks/bench_accuracy.py --corpus snips-pate --set prefer=future
    python benchmarks/bench_accuracy.py --corpus probe-news-en --no-speed --errors 0   # the news probe (issue 19)
    python benchmarks/bench_accuracy.py --json out.json       # machine-readable results
    python benchmarks/bench_accuracy.py --lang es             # spacy.blank("es") + the Spanish pack on Spanish gold

Speed columns: ``tok c/s`` and ``pipe c/s`` are warm throughputs (best of 3, spaCy's tokenizer cache filled by
earlier passes), ``ratio`` = pipe / tok (target >= 0.5), ``comp c/s`` the component alone on tokenized docs, and
``cold`` the same ratio with a tokenizer that has never seen the texts (first pass) plus the component's time.

``--rules`` adds a rule file (tried before the built-in rules): the linguist's loop is edit, re-run, compare.
``--lang`` picks the pipeline language (``spacy.blank(lang)``: its tokenizer for the speed columns, and the
component's rule pack ``spacy_tempoeval/rules/data/<lang>/``); without ``--corpus`` it runs the corpora of that
language. ``--rules-lang en`` applies another pack (the English rules) to the same pipeline: the "before" figure
of a new language.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path
from typing import Any, Dict, List

import spacy

from spacy_tempoeval.errors import TempoEvalError
from spacy_tempoeval.normalize.timex import timex_to_years
from spacy_tempoeval.scoring import GoldDoc, read_gold_jsonl, score_corpus
from spacy_tempoeval.yearset import YearSet

GOLD_DIR = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "gold"
GOLD_HELP = """Gold data not found at {path}.
Point the benchmark at a folder of JSONL gold files with --gold-dir DIR (timebank.jsonl, aquaint.jsonl, ...: one
document a line with text, dct, timexes and years; the format is in docs/scoring.md). The development corpora are
public TimeML corpora converted to that format: TimeBank and AQUAINT from the TempEval-3 training data (TBAQ-cleaned,
https://www.cs.york.ac.uk/semeval-2013/task1/ and the LDC's TimeBank 1.2), WikiWars (Mazur & Dale 2010), the tweets
corpus of Zhong et al. (ACL 2017) and the Spanish TimeBank. To score your own gold (JSONL or TimeML .tml files,
read directly), use: spacy-tempoeval score GOLD [--rules FILE]."""
CORPORA = ["timebank", "aquaint", "tweets-train", "snips-pate", "wikiwars-dev", "timebank-es-train", "de-inhouse",
           "probe-news-en", "probe-news-en-docs", "probe-news-es", "probe-de", "probe-tweets"]
# the language of each corpus (default: English)
CORPUS_LANG = {"timebank-es-train": "es", "de-inhouse": "de", "probe-news-es": "es", "probe-de": "de"}
# corpora kept in this repository (written in-house, see benchmarks/README.md) rather than in the gold folder; the
# probes of issue 19 are TimeML phrasings the dev corpora do not show (probe-news-en: make_probe_news.py, which
# also writes probe-news-en-docs, whole articles one a record;
# probe-news-es, probe-de: make_probes.py; probe-tweets: make_probe_tweets.py); their span columns are the
# figures to read
_DATA = Path(__file__).resolve().parent / "data"
LOCAL_CORPORA = {"de-inhouse": _DATA / "de_inhouse.jsonl", "probe-news-en": _DATA / "probe_news_en.jsonl",
                 "probe-news-es": _DATA / "probe_news_es.jsonl", "probe-de": _DATA / "probe_de.jsonl",
                 "probe-tweets": _DATA / "probe_tweets.jsonl",
                 "probe-news-en-docs": _DATA / "probe_news_en_docs.jsonl"}
# Best macro F1 of the other systems in reference-results.md (HeidelTime, Duckling, dateparser, spaCy+dateparser,
# tempoeval), per corpus.
BEST_OTHER = {"timebank": ("HeidelTime", 92.1), "aquaint": ("HeidelTime", 92.7),
              "tweets-train": ("HeidelTime", 80.1), "snips-pate": ("Duckling", 74.1),
              "wikiwars-dev": ("HeidelTime", 99.2), "timebank-es-train": ("HeidelTime", 94.4),
              "de-inhouse": ("-", 0.0), "probe-news-en": ("-", 0.0), "probe-news-es": ("-", 0.0),
              "probe-de": ("-", 0.0), "probe-tweets": ("-", 0.0), "probe-news-en-docs": ("-", 0.0)}


def load(path: Path) -> List[GoldDoc]:
    """The gold documents of a JSONL gold file, validated (a bad line is a coded error with file, line and
    field: ``spacy_tempoeval.scoring.gold``)."""
    return read_gold_jsonl(path)


def parse_overrides(items: List[str]) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for item in items:
        key, _, raw = item.partition("=")
        try:
            out[key] = json.loads(raw)
        except json.JSONDecodeError:
            out[key] = raw
    return out


def build(config: Dict[str, Any], rules: List[str], lang: str = "en", rules_lang: str | None = None):
    """``spacy.blank(lang)`` + ``temporal_focus``: the component picks the rule pack of ``nlp.lang``
    (``spacy_tempoeval/rules/data/<lang>/``), or of ``rules_lang`` when given ("en" on a Spanish pipeline is how
    the English rules are measured on Spanish)."""
    nlp = spacy.blank(lang)
    cfg = dict(config)
    if rules_lang:
        cfg["lang"] = rules_lang
    if rules:
        cfg["rule_files"] = rules
    nlp.add_pipe("temporal_focus", config=cfg)
    return nlp


def evaluate_corpus(nlp, records: List[GoldDoc]) -> Dict[str, Any]:
    """Year-set and TempEval-3 span scores of one corpus: ``spacy_tempoeval.scoring.score_corpus``, the code
    ``spacy-tempoeval score`` runs, so both report the same figures."""
    t0 = time.perf_counter()
    result = score_corpus(nlp, records)
    seconds = time.perf_counter() - t0
    years, docs = result.years, result.docs
    # the figures as this script always computed them (the same sums in the same order: identical floats)
    out = {"docs": len(docs), "macro_f1": 100 * sum(d.f for d in docs) / len(docs),
           "micro_p": 100 * years["micro_p"], "micro_r": 100 * years["micro_r"],
           "micro_f1": 100 * years["micro_f1"], "exact": 100 * sum(d.years == d.gold.years for d in docs) / len(docs),
           "tag_and_score_seconds": seconds, "spans": result.spans.to_dict() if result.spans else None,
           "spans_reason": result.spans_reason,
           "errors": [(d.f, d.gold, d.spans, d.years, d.gold.years) for d in result.docs if d.f < 1.0]}
    return out


def throughput(nlp, texts: List[str], repeat: int) -> Dict[str, float]:
    """Tokenizer-only vs full-pipeline throughput: warm (best of 3, caches filled) and cold (a fresh tokenizer
    whose cache has never seen these texts, plus the component's own time). The tokenizer is the pipeline's
    language's (``spacy.blank(nlp.lang)``)."""
    chars = sum(len(t) for t in texts) * repeat
    blank = spacy.blank(nlp.lang)
    t0 = time.perf_counter()
    docs = list(blank.pipe(texts))
    tok_cold = time.perf_counter() - t0
    comp = nlp.get_pipe("temporal_focus")
    best_tok = best_full = best_comp = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(repeat):
            for _d in blank.pipe(texts):
                pass
        best_tok = min(best_tok, time.perf_counter() - t0)
        t0 = time.perf_counter()
        for _ in range(repeat):
            for _d in nlp.pipe(texts):
                pass
        best_full = min(best_full, time.perf_counter() - t0)
        t0 = time.perf_counter()
        for d in docs:
            comp(d)
        best_comp = min(best_comp, time.perf_counter() - t0)
    return {"tokenizer_cps": chars / best_tok, "pipeline_cps": chars / best_full,
            "ratio": best_tok / best_full, "component_cps": chars / repeat / best_comp,
            "cold_ratio": tok_cold / (tok_cold + best_comp)}


def narrative_scaling(nlp, records: List[GoldDoc], sizes_mb: List[float]) -> List[Dict[str, float]]:
    """Time ``nlp`` on one long history narrative (the wikiwars texts joined and repeated) of each size: discourse
    anchoring must stay linear in the length of the text."""
    base = "\n\n".join(r.text for r in records)
    out = []
    for mb in sizes_mb:
        n = int(mb * 1_000_000)
        text = (base * (n // len(base) + 1))[:n]
        nlp.max_length = max(nlp.max_length, n + 1)
        doc = nlp.make_doc(text)
        doc._.reference_date = "2009-12-19"
        t0 = time.perf_counter()
        doc = nlp.get_pipe("temporal_focus")(doc)
        seconds = time.perf_counter() - t0
        out.append({"mb": mb, "seconds": seconds, "chars_per_s": n / seconds, "spans": len(doc.spans["temporal"])})
        print(f"narrative {mb:>5.1f} MB: {seconds:6.2f} s  {n / seconds / 1e3:8.0f}k chars/s  "
              f"{len(doc.spans['temporal'])} expressions")
    return out


def explain(gold: GoldDoc, spans: List[Dict[str, Any]], pred: YearSet, gold_years: YearSet) -> str:
    extra = pred - gold_years
    missing = gold_years - pred
    culprits = [f"{s['text']!r}->{s['value']}[{s['rule']}]" for s in spans
                if s["years"] and YearSet.from_intervals(s["years"]).intersects(extra)]
    gold_missing = [f"{gold.text[t.start:t.end]!r}={t.value}" for t in gold.timexes or ()
                    if t.type in ("DATE", "TIME") and timex_to_years(t.value).intersects(missing)]
    return (f"extra {extra!r} from {', '.join(culprits[:4]) or '-'}; missing {missing!r} "
            f"(gold: {', '.join(gold_missing[:4]) or '-'})")


def span_cell(res: Dict[str, Any]) -> str:
    spans = res.get("spans")
    if not spans or spans["strict_f"] is None:
        return f"{'-':>25}"
    return f"{100 * spans['strict_f']:>7.1f}{100 * spans['relaxed_f']:>6.1f}{100 * spans['value_f']:>6.1f}" \
           f"{100 * spans['type_f']:>6.1f}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gold-dir", type=Path, default=GOLD_DIR)
    ap.add_argument("--corpus", action="append", choices=CORPORA, help="corpus to run (default: all)")
    ap.add_argument("--rules", action="append", default=[], help="extra JSONL rule file (repeatable)")
    ap.add_argument("--lang", default="en", help="pipeline language and rule pack (default: en, the built-in rules)")
    ap.add_argument("--rules-lang", help="rule pack to use instead of --lang's ('en': the built-in English rules; "
                                         "how the 'before' figures of a new language are measured)")
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                    help="override a temporal_focus config value (JSON), e.g. prefer=\"future\"")
    ap.add_argument("--errors", type=int, default=10, help="documents with the worst F1 to show per corpus")
    ap.add_argument("--speed-repeat", type=int, default=1, help="passes over each corpus for the speed test")
    ap.add_argument("--no-speed", action="store_true")
    ap.add_argument("--json", type=Path, help="write the figures as JSON")
    ap.add_argument("--narrative-mb", type=float, action="append", default=[],
                    help="also time the component on one long narrative of this many MB (repeatable)")
    args = ap.parse_args(argv)
    if not args.gold_dir.is_dir():
        print(GOLD_HELP.format(path=args.gold_dir), file=sys.stderr)
        return 2
    # the gold corpora are TimeML: score them under the convention they were annotated with (README: "Which
    # convention"); --set convention=rag scores the default config instead
    overrides = {"convention": "timeml", **parse_overrides(args.set)}
    nlp = build(overrides, args.rules, args.lang, args.rules_lang)
    results: Dict[str, Any] = {"machine": f"{platform.machine()} {platform.processor() or ''}".strip(),
                               "python": platform.python_version(), "spacy": spacy.__version__,
                               "config": overrides, "rules": args.rules, "lang": args.lang,
                               "rules_lang": args.rules_lang or args.lang, "corpora": {}}
    print(f"{'corpus':<14}{'docs':>6}{'macroF1':>9}{'microP':>8}{'microR':>8}{'microF1':>9}{'exact':>7}"
          f"{'best other':>22}{'strict':>7}{'relax':>6}{'value':>6}{'type':>6}"
          f"{'tok c/s':>11}{'pipe c/s':>11}{'ratio':>7}{'comp c/s':>11}{'cold':>6}")
    corpora = args.corpus or [c for c in CORPORA if CORPUS_LANG.get(c, "en") == args.lang]
    for name in corpora:
        path = LOCAL_CORPORA.get(name, args.gold_dir / f"{name}.jsonl")
        if not path.is_file():
            print(f"{name}: no gold file at {path}; skipped (see --gold-dir)", file=sys.stderr)
            continue
        try:
            records = load(path)
        except TempoEvalError as err:
            print(f"{name}: {err}", file=sys.stderr)
            return 3
        res = evaluate_corpus(nlp, records)
        speed = {} if args.no_speed else throughput(nlp, [r.text for r in records], args.speed_repeat)
        other, best = BEST_OTHER[name]
        mark = "+" if res["macro_f1"] > best else "-"
        best_text = f"{other} {best} {mark}" if best else "-"
        print(f"{name:<14}{res['docs']:>6}{res['macro_f1']:>9.1f}{res['micro_p']:>8.1f}{res['micro_r']:>8.1f}"
              f"{res['micro_f1']:>9.1f}{res['exact']:>7.1f}{best_text:>22}{span_cell(res)}"
              + (f"{speed['tokenizer_cps'] / 1e3:>10.0f}k{speed['pipeline_cps'] / 1e3:>10.0f}k"
                 f"{speed['ratio']:>7.2f}{speed['component_cps'] / 1e3:>10.0f}k{speed['cold_ratio']:>6.2f}"
                 if speed else ""))
        errors = sorted(res.pop("errors"), key=lambda x: x[0])
        res.update(speed)
        res["worst"] = []
        for f, gold_doc, spans, pred, gold in errors[: args.errors]:
            line = f"    F1={f:.2f} {gold_doc.doc_id[:28]:<28} {explain(gold_doc, spans, pred, gold)}"
            res["worst"].append(line.strip())
        results["corpora"][name] = res
    if args.narrative_mb:
        results["narrative_scaling"] = narrative_scaling(nlp, load(args.gold_dir / "wikiwars-dev.jsonl"),
                                                         args.narrative_mb)
    if args.errors:
        for name, res in results["corpora"].items():
            print(f"\nWorst documents in {name}:")
            for line in res["worst"]:
                print("   ", line)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
