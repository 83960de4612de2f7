"""Focus time of questions that name events: score ``temporal_focus`` on ``benchmarks/data/events_queries.jsonl``.

The query set is written in-house (see ``benchmarks/README.md``): 300 questions that name wars, presidencies,
reigns, dynasties, disasters, treaties, missions, sports events... over all regions, each with the years it is
about and a reference date. About a fifth compose an event with an operator ("since X", "the decade after X",
"between X and Y", "four years after X", "X's aftermath"); the file's ``form`` field says which, and the README
gives the years each form stands for.

For each query the predicted focus years (``spacy.blank("en")`` + ``temporal_focus``, default config unless
``--set``) are scored against the expected years: per-query precision, recall and F1 (empty prediction: P = 1,
R = 0 for a non-empty gold), then macro F1 (the mean) per kind, per region, for plain names vs composed forms and
overall, and exact matches.

    python benchmarks/bench_events.py                        # the code on PYTHONPATH, built-in rules
    python benchmarks/bench_events.py --errors 20            # also the 20 worst queries
    python benchmarks/bench_events.py --without-events       # built-in rules minus events.jsonl
    python benchmarks/bench_events.py --json out.json        # machine-readable figures
    python benchmarks/bench_events.py --llm-stub             # with the LLM fallback, answered by a stub
    python benchmarks/bench_events.py --llm-stub --without-events
    python benchmarks/bench_events.py --triggers-on-gold     # how often the fallback would call a model

``--llm-stub`` switches on the LLM fallback for event names no rule knows (``llm_fallback``, the real LiteLLM HTTP
path) against the local OpenAI-compatible test server (``tests/llm_server.py``) with a **stub** responder: it
answers from a fixed table, the names and years of the entries of ``rules/data/en/events.jsonl`` (compared without
case and a leading "the"), and says "not known" for anything else. So it measures the plumbing (which names the
trigger picks, the prompt and reply round trip, validation, and the composition of the years with the operators),
not what a real model knows: with the gazetteer on it shows how often the fallback is called at all; with
``--without-events`` how much of what the gazetteer gives the fallback recovers when a model knows exactly those
events.

To compare with another version of the package (say, main before the gazetteer), run the same script with that
version first on ``PYTHONPATH``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Dict, Iterable, List, Tuple

import spacy

import spacy_tempoeval
from spacy_tempoeval.normalize.timex import timex_to_years
from spacy_tempoeval.pipeline.scorer import year_set_prf
from spacy_tempoeval.rules.files import read_rule_file
from spacy_tempoeval.yearset import YearSet

QUERIES = Path(__file__).resolve().parent / "data" / "events_queries.jsonl"
PLAIN_FORMS = ("name", "during")


def load(path: Path) -> List[Dict[str, Any]]:
    """The queries of a JSONL file (one object a line)."""
    with path.open(encoding="utf8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def expected_years(query: Dict[str, Any]) -> YearSet:
    """The gold years of a query: the union of its ``[start, end]`` intervals."""
    return YearSet.union_all(YearSet.range(a, b) for a, b in query["years"])


EVENTS_FILE = Path(spacy_tempoeval.__file__).parent / "rules" / "data" / "en" / "events.jsonl"


def _stub_key(name: str) -> str:
    words = name.lower().replace("’", "'").split()
    return " ".join(words[1:] if words[:1] == ["the"] else words)


def stub_table() -> Dict[str, Tuple[int, int]]:
    """The stub's fixed table: every name of every entry of events.jsonl -> (start, end)."""
    table: Dict[str, Tuple[int, int]] = {}
    for rule in read_rule_file(str(EVENTS_FILE)).rules:
        years = timex_to_years(rule.value.source) if rule.value is not None else YearSet()
        if not years:
            continue
        start, end = years.min, years.max
        for phrase in rule.record.get("phrases", []) + rule.record.get("cased_phrases", []):
            table[_stub_key(phrase)] = (start, end)
    return table


def stub_responder(table: Dict[str, Tuple[int, int]], asked: List[str]):
    """A stand-in model for the event_years prompt: answers from ``table``, records every name asked."""
    from llm_server import blocks

    def respond(request: Dict[str, Any]) -> str:
        events = []
        for block in blocks(request["messages"][-1]["content"], "event"):
            asked.append(block["text"])
            years = table.get(_stub_key(block["text"]))
            events.append({"id": block["id"], "known": years is not None,
                           "start": years[0] if years else None, "end": years[1] if years else None,
                           "reason": "stub table" if years else "not in the stub table"})
        return json.dumps({"events": events})

    return respond


GOLD_DIR = Path(__file__).resolve().parents[2] / "shared" / "data" / "gold"
GOLD_CORPORA = ("timebank", "aquaint", "tweets-train", "snips-pate", "wikiwars-dev")


def triggers_on_gold(gold_dir: Path) -> None:
    """The fallback's cost on the English dev corpora: per corpus, the documents in which the trigger finds a
    name no rule knows (one model request each) and the names it would ask about. No model is called."""
    from spacy_tempoeval.normalize.unknown_events import find_unknown_events
    from spacy_tempoeval.rules import words as W

    nlp = spacy.blank("en")
    tagger = nlp.add_pipe("temporal_focus").tagger
    words, pack = tagger.operators, tagger.words
    print(f"{'corpus':<14} {'docs':>5} {'docs asking':>12} {'names':>6}  examples")
    for name in GOLD_CORPORA:
        path = gold_dir / f"{name}.jsonl"
        if not path.exists():
            print(f"{name:<14} (not found: {path})")
            continue
        docs = load(path)
        asking, names = 0, []
        for d in docs:
            taken = [(t.start, t.end) for t in tagger.tag(d["text"], None)]
            found = find_unknown_events(d["text"], taken, words, pack.words(W.EVENT_HEAD_WORDS),
                                        pack.words(W.EVENT_NAME_LINKS), words.gap)
            asking += bool(found)
            names.extend(c.name for c in found)
        print(f"{name:<14} {len(docs):>5} {asking:>12} {len(names):>6}  {names[:6]}")


def build(config: Dict[str, Any], without_events: bool) -> spacy.language.Language:
    """``spacy.blank("en")`` + ``temporal_focus`` with ``config``; optionally with the events gazetteer off."""
    nlp = spacy.blank("en")
    tf = nlp.add_pipe("temporal_focus", config=config)
    if without_events:
        events = Path(spacy_tempoeval.__file__).parent / "rules" / "data" / "en" / "events.jsonl"
        if events.exists():
            ids = [json.loads(line)["id"] for line in events.read_text(encoding="utf8").splitlines()
                   if line.startswith("{")]
            tf.add_rules([{"disable": ids}], source="<bench_events --without-events>")
    return nlp


def score(nlp, queries: List[Dict[str, Any]]) -> Tuple[List[Dict[str, Any]], float]:
    """Per-query results (with P/R/F1 and the expressions found) and the seconds spent tagging."""
    docs = []
    for q in queries:
        doc = nlp.make_doc(q["text"])
        doc._.reference_date = q["reference_date"]
        docs.append(doc)
    t0 = time.perf_counter()
    docs = list(nlp.pipe(docs))
    seconds = time.perf_counter() - t0
    rows = []
    for q, doc in zip(queries, docs):
        pred = doc._.focus_years or YearSet()
        gold = expected_years(q)
        p, r, f = year_set_prf(pred, gold)
        rows.append({**q, "predicted": [list(iv) for iv in pred.intervals], "p": p, "r": r, "f": f,
                     "exact": pred == gold,
                     "expressions": [(s.text, s._.timex_rule) for s in doc.spans["temporal"]]})
    return rows, seconds


def macro(rows: Iterable[Dict[str, Any]]) -> Tuple[int, float, float]:
    """(count, macro F1 %, exact match %) of some rows."""
    rows = list(rows)
    if not rows:
        return 0, float("nan"), float("nan")
    return len(rows), 100 * sum(r["f"] for r in rows) / len(rows), 100 * sum(r["exact"] for r in rows) / len(rows)


def table(rows: List[Dict[str, Any]], key: str) -> Dict[str, Tuple[int, float, float]]:
    """Macro figures grouped by a field."""
    groups: Dict[str, List[Dict[str, Any]]] = defaultdict(list)
    for r in rows:
        groups[r[key]].append(r)
    return {k: macro(v) for k, v in sorted(groups.items())}


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--queries", type=Path, default=QUERIES)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="override a temporal_focus config value (JSON), e.g. narrative_anchoring=true")
    parser.add_argument("--without-events", action="store_true", help="switch off the entries of events.jsonl")
    parser.add_argument("--errors", type=int, default=0, help="show the N queries with the lowest F1")
    parser.add_argument("--json", type=Path, help="write the figures as JSON")
    parser.add_argument("--llm-stub", action="store_true",
                        help="switch on the LLM fallback, answered by a stub from a fixed table (see above)")
    parser.add_argument("--triggers-on-gold", action="store_true",
                        help="count the names the fallback would ask about in the English dev corpora, and exit")
    parser.add_argument("--gold-dir", type=Path, default=GOLD_DIR)
    args = parser.parse_args(argv)
    if args.triggers_on_gold:
        triggers_on_gold(args.gold_dir)
        return 0
    config: Dict[str, Any] = {}
    for item in args.set:
        key, _, raw = item.partition("=")
        try:
            config[key] = json.loads(raw)
        except json.JSONDecodeError:
            config[key] = raw
    queries = load(args.queries)
    server, asked = None, []
    if args.llm_stub:
        import os

        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
        from llm_server import LLMServer

        import spacy_tempoeval.llm.events  # noqa: F401  (registers the fallback's config function)

        os.environ.setdefault("OPENAI_API_KEY", "sk-stub")  # the local stub checks no key
        server = LLMServer(responder=stub_responder(stub_table(), asked)).start()
        config["llm_fallback"] = {"@misc": "spacy_tempoeval.llm_event_years.v1", "model": "openai/stub",
                                  "api_base": server.url, "cache": False, "retries": 0, "timeout": 10.0}
    t0 = time.perf_counter()
    nlp = build(config, args.without_events)
    build_seconds = time.perf_counter() - t0
    try:
        rows, seconds = score(nlp, queries)
    finally:
        if server is not None:
            server.stop()
    if server is not None:
        answered = sum(1 for name in asked if _stub_key(name) in stub_table())
        print(f"LLM fallback (stub): {server.n_requests} requests, {len(asked)} names asked, {answered} in the "
              f"stub's table")
    n, f, exact = macro(rows)
    plain = macro(r for r in rows if r["form"] in PLAIN_FORMS)
    composed = macro(r for r in rows if r["form"] not in PLAIN_FORMS)
    print(f"{n} queries ({args.queries.name}); pipeline built in {build_seconds:.2f} s, tagged in {seconds:.2f} s")
    print(f"macro F1 {f:.1f}  exact {exact:.1f}  |  names/during: {plain[0]} queries, F1 {plain[1]:.1f}  |  "
          f"composed: {composed[0]} queries, F1 {composed[1]:.1f}")
    by = {key: table(rows, key) for key in ("kind", "region", "form")}
    for key, groups in by.items():
        print(f"\n{key:<18} {'n':>4} {'macroF1':>8} {'exact':>6}")
        for name, (count, mf, ex) in groups.items():
            print(f"{name:<18} {count:>4} {mf:>8.1f} {ex:>6.1f}")
    if args.errors:
        print(f"\nworst {args.errors}:")
        for r in sorted(rows, key=lambda r: (r["f"], r["id"]))[:args.errors]:
            print(f"  {r['id']} F1 {r['f']:.2f} [{r['form']}] {r['text']!r}\n      gold {r['years']} "
                  f"predicted {r['predicted']} via {r['expressions']}")
    if args.json:
        args.json.write_text(json.dumps({"queries": n, "macro_f1": f, "exact": exact, "plain": plain,
                                         "composed": composed, "by": by, "config": config,
                                         "without_events": args.without_events, "llm_stub": args.llm_stub,
                                         "llm_names_asked": asked, "rows": rows}, indent=1),
                             encoding="utf8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
