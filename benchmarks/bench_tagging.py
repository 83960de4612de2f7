"""Tagging speed against the tokenizer, per dev corpus and on short RAG queries (issue 22, item 1).

For each corpus, ``spacy.blank(lang)`` alone and ``spacy.blank(lang)`` + ``temporal_focus`` run over the same
texts with ``nlp.pipe(batch_size=64)``; the two are timed alternately in one run (best of ``--repeat``), so the
ratio (pipeline docs/s over tokenizer docs/s) holds on a loaded machine where absolute timings do not. Corpus
documents carry their own reference date (``dct``, else ``reference_date``) as ``dump_expressions`` tags them.
Short queries (about 60 characters, ``short_queries``: seeded, the same list every run) are measured twice: with
a reference date on every doc and without one.

    python benchmarks/bench_tagging.py                      # every corpus + short queries
    python benchmarks/bench_tagging.py --only short --profile /tmp/short.prof   # cProfile of the short path
    python benchmarks/bench_tagging.py --nproc 20000        # nlp.pipe(n_process=1) vs n_process=2 on 20k queries
    python benchmarks/bench_tagging.py --nproc 20000 --distinct   # ... on 20k distinct queries (each met once)
    git archive lead2 spacy_tempoeval | tar -x -C /tmp/base   # the code before a change, then:
    python benchmarks/bench_tagging.py --before /tmp/base   # before and after alternately, one worker each

``--floor`` also times the design's floor (``tagging_floor``): pipelines whose one component only looks a doc up
by its tokens as ``temporal_focus`` does ('key r'), and that plus the component's output on a doc without an
expression ('empty r'); their ratios to the tokenizer bound what any change inside the component can reach.

``--cpu`` times with process CPU time instead of wall time (both sides alike; steadier on a loaded machine).
``--no-memo`` switches off the tagger's kept matches of short texts and renderings (``tagger.MEMO_CHARS``,
``RENDER_MEMO``): the corpora are
repeated to fill a pass and every pass meets the same texts, so with the memo on a pass measures mostly texts
met before; off, it measures the per-text cost of distinct texts.

The ``--nproc`` mode times ``nlp.pipe(texts, n_process=k)`` for k = 1 and 2 (alternately, best of
``--repeat``), with the component and with ``spacy.blank("en")`` alone (spaCy's own transport: the floor), and
reports ``Doc.to_bytes`` sizes of a tagged doc and a blank one. It also reports CPU time per doc: one process,
and with two the parent's (reading every doc back: the serial part) and the workers' together; on a loaded
machine, where wall times of ``n_process=2`` mean little, ``cpu_speedup_bound`` = one process's CPU time over
max(parent, half the total) is what two processes can give at best on two idle cores. With ``--distinct`` the
texts are distinct (``distinct_queries``: the queries with three seeded words added where needed, memos off), so
every doc pays the per-text tagging cost; without it they repeat (768 distinct texts in 20k) and most docs are
memo hits. The code before a change: ``PYTHONPATH=<tree> python benchmarks/bench_tagging.py --nproc ...``.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import random
import resource
import sys
import time
from pathlib import Path
from typing import Dict, List, Sequence, Tuple

import spacy

import spacy_tempoeval  # noqa: F401  (registers the factory)

GOLD = Path("/work/shared/data/gold")
CORPORA = ["timebank", "aquaint", "tweets-train", "snips-pate", "wikiwars-dev", "timebank-es-train"]

TOPICS = ["inflation", "the election", "the merger", "unemployment", "the drought", "vaccine rollout",
          "the trade deal", "housing prices", "the championship", "the strike", "the new phone", "rent"]
TIMES = ["in 2019", "last year", "since 2015", "two years ago", "next week", "in the 1990s", "this month",
         "between 2010 and 2014", "during World War II", "after the Cold War", "on March 3", "yesterday",
         "in the last decade", "by 2030", "before the pandemic"]
FRAMES = ["What happened to {topic} {time}?", "How did {topic} change {time}?",
          "Tell me about {topic} {time}, please.", "Why was {topic} in the news {time}?",
          "What is the latest on {topic}?", "Summarize the debate about {topic} for me.",
          "Who was responsible for {topic} and what did they say?", "Give me sources on {topic}."]


def short_queries(n: int, seed: int = 22) -> List[str]:
    """``n`` short RAG queries (about 60 characters): half with a temporal expression, half without."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        frame = rng.choice(FRAMES)
        out.append(frame.format(topic=rng.choice(TOPICS), time=rng.choice(TIMES)))
    return out


def load_corpus(name: str) -> Tuple[str, List[Tuple[str, str | None]]]:
    """(language, [(text, reference date)]) of a gold corpus."""
    lang = "es" if name.startswith("timebank-es") else "en"
    items = []
    with open(GOLD / f"{name}.jsonl", encoding="utf8") as f:
        for line in f:
            rec = json.loads(line)
            items.append((rec["text"], rec.get("dct") or rec.get("reference_date")))
    return lang, items


def _docs(nlp, items: Sequence[Tuple[str, str | None]]):
    for text, ref in items:
        doc = nlp.make_doc(text)
        if ref:
            doc._.reference_date = ref
        yield doc


_CLOCK = {"clock": time.perf_counter}  # time.process_time with --cpu


def _clock() -> float:
    return _CLOCK["clock"]()


def compare(blank, nlp, items: Sequence[Tuple[str, str | None]], repeat: int, warm: bool = True) -> Dict[str, float]:
    """Tokenizer vs pipeline docs/s on ``items``, alternated, best of ``repeat``."""
    texts = [t for t, _ in items]
    if warm:
        list(nlp.pipe(_docs(nlp, items), batch_size=64))  # warm caches
    best_tok = best_full = float("inf")
    for _ in range(repeat):
        t0 = _clock()
        for _d in blank.pipe(texts, batch_size=64):
            pass
        best_tok = min(best_tok, _clock() - t0)
        t0 = _clock()
        for _d in nlp.pipe(_docs(nlp, items), batch_size=64):
            pass
        best_full = min(best_full, _clock() - t0)
    n = len(items)
    return {"docs": n, "chars_per_doc": sum(len(t) for t in texts) / n, "tokenizer_dps": n / best_tok,
            "pipeline_dps": n / best_full, "us_per_doc": 1e6 * best_full / n, "ratio": best_tok / best_full}


def build(lang: str):
    nlp = spacy.blank(lang)
    nlp.add_pipe("temporal_focus", config={"default_reference_date": None})
    return nlp


def run_speed(only: List[str], repeat: int, n_short: int, profile: str | None,
              floor: bool = False) -> List[Dict[str, object]]:
    pipes: Dict[str, Tuple[object, object]] = {}
    floors: Dict[str, Dict[str, object]] = {}

    def get(lang: str):
        if lang not in pipes:
            pipes[lang] = (spacy.blank(lang), build(lang))
        return pipes[lang]

    jobs: List[Tuple[str, str, List[Tuple[str, str | None]]]] = []
    for name in CORPORA:
        if not only or name in only:
            lang, items = load_corpus(name)
            jobs.append((name, lang, items))
    if not only or "short" in only:
        queries = short_queries(n_short)
        jobs.append(("short-dated", "en", [(q, "2024-05-17") for q in queries]))
        jobs.append(("short-undated", "en", [(q, None) for q in queries]))
    rows = []
    for name, lang, items in jobs:
        blank, nlp = get(lang)
        row = {"corpus": name, **compare(blank, nlp, items, repeat)}
        extra = ""
        if floor:  # the design's floor (``tagging_floor``): the look-up by tokens, and the empty output too
            from tagging_floor import compare_floors, floor_pipelines

            floors.setdefault(lang, floor_pipelines(lang))
            row.update(compare_floors(blank, floors[lang], items, repeat, _docs, _clock))
            extra = f"{row['tempoeval_floor_key_ratio']:>8.3f}{row['tempoeval_floor_empty_ratio']:>8.3f}"
        rows.append(row)
        print(f"{name:<20}{row['docs']:>7}{row['chars_per_doc']:>8.0f}{row['tokenizer_dps']:>12.0f}"
              f"{row['pipeline_dps']:>12.0f}{row['us_per_doc']:>10.1f}{row['ratio']:>8.3f}{extra}", flush=True)
    if profile:
        _, nlp = get("en")
        items = [(q, "2024-05-17") for q in short_queries(n_short)] + [(q, None) for q in short_queries(n_short)]
        prof = cProfile.Profile()
        prof.runcall(lambda: list(nlp.pipe(_docs(nlp, items), batch_size=64)))
        prof.dump_stats(profile)
        print(f"profile of the short path written to {profile}")
    return rows


WORDS = ["alpha", "budget", "coastal", "delta", "energy", "fiscal", "global", "harbor", "island", "jury", "kernel",
         "lunar", "market", "nordic", "ocean", "policy", "quartz", "rural", "solar", "tariff", "urban", "vendor",
         "winter", "yield", "zinc", "bridge", "cargo", "dairy", "export", "forest"]


def distinct_queries(n: int, seed: int = 22) -> List[str]:
    """``n`` distinct short queries: ``short_queries(n, seed)`` each with three seeded words added (drawn again
    until the text is new), so every doc of a run is met once and no memo serves it."""
    rng = random.Random(seed + 1)
    seen = set()
    out = []
    for query in short_queries(n, seed):
        text = query
        while text in seen:
            text = f"{query} {' '.join(rng.choice(WORDS) for _ in range(3))}"
        seen.add(text)
        out.append(text)
    return out


def run_nproc(n: int, repeat: int, distinct: bool = False, blank_floor: bool = True) -> Dict[str, float]:
    """``nlp.pipe(n_process=1)`` vs ``n_process=2`` on ``n`` short queries (``distinct``: each met once, memos
    off), the same for ``spacy.blank("en")`` alone (the transport's floor), and serialized doc sizes."""
    if distinct:
        no_memo()  # the texts are distinct anyway: nothing to keep (a fork inherits the setting)
    nlp = build("en")
    blank = spacy.blank("en")
    texts = distinct_queries(n) if distinct else short_queries(n)
    tagged = nlp(texts[0])
    sizes = {"tagged_doc_bytes": len(tagged.to_bytes()), "blank_doc_bytes": len(blank(texts[0]).to_bytes())}
    pipes = {"": nlp, "blank_": blank} if blank_floor else {"": nlp}
    best: Dict[str, float] = {}
    cpu: Dict[str, Tuple[float, float]] = {}  # (parent, workers) CPU seconds of the fastest pass

    def timer(p, k: int) -> Tuple[float, float, float]:
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        c0 = children.ru_utime + children.ru_stime
        p0 = time.process_time()
        t0 = time.perf_counter()
        for _d in p.pipe(texts, n_process=k, batch_size=256):
            pass
        wall = time.perf_counter() - t0
        children = resource.getrusage(resource.RUSAGE_CHILDREN)  # the workers, joined by spaCy at the end
        return wall, time.process_time() - p0, children.ru_utime + children.ru_stime - c0

    for _ in range(repeat):
        for prefix, p in pipes.items():
            for k in (1, 2):
                key = f"{prefix}n{k}"
                wall, parent, workers = timer(p, k)
                if wall < best.get(key, float("inf")):
                    best[key] = wall
                if parent + workers < sum(cpu.get(key, (float("inf"), 0.0))):
                    cpu[key] = (parent, workers)
    out: Dict[str, float] = {"docs": n, "distinct_texts": len(set(texts))}
    for prefix in pipes:
        out[f"{prefix}n1_dps"] = n / best[f"{prefix}n1"]
        out[f"{prefix}n2_dps"] = n / best[f"{prefix}n2"]
        out[f"{prefix}speedup"] = best[f"{prefix}n1"] / best[f"{prefix}n2"]
        one = sum(cpu[f"{prefix}n1"])
        parent, workers = cpu[f"{prefix}n2"]
        out[f"{prefix}n1_cpu_us"] = 1e6 * one / n
        out[f"{prefix}n2_parent_cpu_us"] = 1e6 * parent / n
        out[f"{prefix}n2_workers_cpu_us"] = 1e6 * workers / n
        # on an otherwise idle 2-core machine a pass takes at least the parent's CPU time and half the total
        out[f"{prefix}cpu_speedup_bound"] = one / max(parent, (parent + workers) / 2)
    out.update(sizes)
    print(json.dumps(out))
    return out


def _jobs(only: List[str], n_short: int) -> List[Tuple[str, str, List[Tuple[str, str | None]]]]:
    jobs = []
    for name in CORPORA:
        if not only or name in only:
            lang, items = load_corpus(name)
            jobs.append((name, lang, items))
    if not only or "short" in only:
        queries = short_queries(n_short)
        jobs.append(("short-dated", "en", [(q, "2024-05-17") for q in queries]))
        jobs.append(("short-undated", "en", [(q, None) for q in queries]))
    return jobs


def _scaled(items: List[Tuple[str, str | None]], min_docs: int) -> List[Tuple[str, str | None]]:
    """``items`` repeated up to at least ``min_docs`` docs or 400k characters, whichever comes first, so that a
    pass is long enough to time."""
    chars = sum(len(t) for t, _ in items)
    return items * max(1, min(-(-min_docs // len(items)), -(-400_000 // chars)))


def no_memo() -> None:
    """Switch off the tagger's kept matches of short texts (``tagger.MEMO_CHARS``, where the code has them), its
    kept renderings (``tagger.RENDER_MEMO``) and the component's kept short docs (``temporal_focus.MEMO_TOKENS``):
    a corpus repeated to fill a pass, or met again in the next pass, would else be matched once, so the timing
    measures the per-text cost of distinct texts."""
    import spacy_tempoeval.pipeline.temporal_focus as component_module
    import spacy_tempoeval.tagger as tagger_module

    if hasattr(tagger_module, "MEMO_CHARS"):
        tagger_module.MEMO_CHARS = -1
    if hasattr(tagger_module, "RENDER_MEMO"):  # rendered matches kept across texts: off too
        tagger_module.RENDER_MEMO = 0
    if hasattr(component_module, "MEMO_TOKENS"):  # the component's short docs kept by their tokens: off too
        component_module.MEMO_TOKENS = -1


def worker(only: List[str], n_short: int, min_docs: int, memo: bool = True) -> int:
    """One side of ``--before``: build the pipelines, then time one pass per corpus name read from stdin."""
    if not memo:
        no_memo()
    pipes: Dict[str, Tuple[object, object]] = {}
    jobs = {name: (lang, _scaled(items, min_docs)) for name, lang, items in _jobs(only, n_short)}
    for lang in {lang for lang, _ in jobs.values()}:
        pipes[lang] = (spacy.blank(lang), build(lang))
    for lang, items in jobs.values():  # warm: caches filled, rules compiled
        list(pipes[lang][1].pipe(_docs(pipes[lang][1], items), batch_size=64))
    print("ready", flush=True)
    for line in sys.stdin:
        lang, items = jobs[line.strip()]
        blank, nlp = pipes[lang]
        print(json.dumps(compare(blank, nlp, items, 1, warm=False)), flush=True)
    return 0


def run_before_after(before: str, only: List[str], repeat: int, n_short: int, min_docs: int,
                     memo: bool = True) -> List[Dict]:
    """Time the code at ``before`` (a source tree, put first on PYTHONPATH) and this tree's, alternately: one
    worker process each, one pass per corpus in turn, best of ``repeat`` per side."""
    import os
    import subprocess

    sides = {}
    for side, root in (("before", before), ("after", str(Path(__file__).resolve().parents[1]))):
        env = dict(os.environ, PYTHONPATH=root)
        cmd = [sys.executable, __file__, "--worker", "--short", str(n_short), "--min-docs", str(min_docs),
               *([] if memo else ["--no-memo"]), *(["--cpu"] if _CLOCK["clock"] is time.process_time else []),
               "--only", *(only or [])]
        sides[side] = subprocess.Popen(cmd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert sides[side].stdout.readline().strip() == "ready"
    rows = []
    for name, _, _ in _jobs(only, n_short):
        best: Dict[str, Dict[str, float]] = {}
        for _ in range(repeat):
            for side, proc in sides.items():
                proc.stdin.write(name + "\n")
                proc.stdin.flush()
                got = json.loads(proc.stdout.readline())
                mine = best.setdefault(side, got)
                mine["tokenizer_dps"] = max(mine["tokenizer_dps"], got["tokenizer_dps"])
                mine["pipeline_dps"] = max(mine["pipeline_dps"], got["pipeline_dps"])
        row = {"corpus": name}
        for side, b in best.items():
            row[f"{side}_us_per_doc"] = 1e6 / b["pipeline_dps"]
            row[f"{side}_ratio"] = b["pipeline_dps"] / b["tokenizer_dps"]
        row["speedup"] = best["after"]["pipeline_dps"] / best["before"]["pipeline_dps"]
        rows.append(row)
        print(f"{name:<20}{row['before_us_per_doc']:>10.1f}{row['after_us_per_doc']:>10.1f}"
              f"{row['before_ratio']:>9.3f}{row['after_ratio']:>9.3f}{row['speedup']:>9.2f}", flush=True)
    for proc in sides.values():
        proc.stdin.close()
        proc.wait()
    return rows


def main(argv: List[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", nargs="*", default=[], help="corpora to run (names, or 'short')")
    ap.add_argument("--repeat", type=int, default=5, help="alternated passes; the best one counts")
    ap.add_argument("--short", type=int, default=5000, help="generated short queries")
    ap.add_argument("--profile", help="write a cProfile of the short-query path to this file")
    ap.add_argument("--nproc", type=int, default=0, help="compare n_process=1 and 2 on this many short queries")
    ap.add_argument("--distinct", action="store_true", help="with --nproc: distinct texts (each met once, memos "
                    "off; ``distinct_queries``) instead of the repeated generator queries")
    ap.add_argument("--no-blank", action="store_true", help="with --nproc: skip the blank pipeline's floor")
    ap.add_argument("--json", help="write the rows to this JSON file")
    ap.add_argument("--before", help="a source tree of the code before a change (e.g. `git archive` of the base "
                    "branch): time it and this tree alternately, one worker process each")
    ap.add_argument("--min-docs", type=int, default=2000, help="with --before: repeat a corpus up to this many docs")
    ap.add_argument("--no-memo", action="store_true", help="switch off the tagger's kept matches of short texts and "
                    "renderings (the per-text cost of distinct texts; repeated corpora and passes would else hit them)")
    ap.add_argument("--cpu", action="store_true", help="time with process CPU time instead of wall time (steadier "
                    "on a loaded machine)")
    ap.add_argument("--floor", action="store_true", help="also time the design's floor on each corpus "
                    "(``tagging_floor``: the look-up of a short doc by its tokens; that and the empty output), "
                    "as ratios to the tokenizer: columns 'key r' and 'empty r'")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.cpu:
        _CLOCK["clock"] = time.process_time
    if args.worker:
        return worker(args.only, args.short, args.min_docs, memo=not args.no_memo)
    if args.no_memo:
        no_memo()
    if args.before:
        print(f"{'corpus':<20}{'before us':>10}{'after us':>10}{'before r':>9}{'after r':>9}{'speedup':>9}")
        result = run_before_after(args.before, args.only, args.repeat, args.short, args.min_docs,
                                  memo=not args.no_memo)
    elif args.nproc:
        result: object = run_nproc(args.nproc, args.repeat, distinct=args.distinct, blank_floor=not args.no_blank)
    else:
        print(f"{'corpus':<20}{'docs':>7}{'chars':>8}{'tok doc/s':>12}{'pipe doc/s':>12}{'us/doc':>10}{'ratio':>8}"
              + (f"{'key r':>8}{'empty r':>8}" if args.floor else ""))
        result = run_speed(args.only, args.repeat, args.short, args.profile, floor=args.floor)
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
