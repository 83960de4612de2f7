"""Throughput of the focus-time metrics: spacy-tempoeval (numpy batch path) vs the ``tempoeval`` package.

Both sides score the same synthetic run (generated from one seed on each side): N queries x D ranked documents,
with focus times that are single years, short spans, decades and centuries (plus some empty QFTs/DFTs). Our
side runs in this interpreter; tempoeval runs in its own virtualenv (never a dependency of ours), called as a
subprocess of this same script, and sends its values back in an .npz file. Values are compared wherever the two
formulas match; where they differ by design, the script says how many queries differ and why.

    python -m venv /work/venv-bench && /work/venv-bench/bin/pip install tempoeval numpy
    /work/venv/bin/python benchmarks/bench_metrics.py --queries 10000 --docs 100 --k 10 --repeat 3 \\
        --tempoeval-python /work/venv-bench/bin/python

Timing: both sides time with the cyclic GC off and keep the best of ``--repeat`` repetitions per measurement;
the repetitions alternate (ours, tempoeval's, ours, ...) so that both sides see the same load.
The input year sets are built untimed on both sides (Python sets for tempoeval, YearSets for us, from the
same intervals); every one of our timings starts from the YearSets, so reading them into arrays is counted.
"""

from __future__ import annotations

import argparse
import gc
import json
import marshal
import os
import random
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable, Dict, List, Tuple

import numpy as np

Interval = Tuple[int, int]


# -- the synthetic run (stdlib only, identical on both sides) -------------------------------------------------
def _random_intervals(rng: random.Random, empty_rate: float) -> List[Interval]:
    if rng.random() < empty_rate:
        return []
    kind = rng.random()
    if kind < 0.55:  # one year
        y = rng.randint(1900, 2024)
        return [(y, y)]
    if kind < 0.80:  # a short span ("from 2019 to 2021")
        a = rng.randint(1900, 2022)
        return [(a, a + rng.randint(1, 5))]
    if kind < 0.92:  # a decade
        d = rng.randint(190, 202) * 10
        return [(d, d + 9)]
    if kind < 0.97:  # a century
        c = rng.choice([1801, 1901])
        return [(c, c + 99)]
    a, b = rng.randint(1900, 1960), rng.randint(1970, 2024)  # two separate years
    return [(a, a), (b, b)]


def make_run(
    n_queries: int, n_docs: int, seed: int
) -> Tuple[List[List[Interval]], List[List[List[Interval]]], List[List[Interval]]]:
    """Query, ranked-document and answer focus times as interval lists."""
    rng = random.Random(seed)
    queries, docs, answers = [], [], []
    for _ in range(n_queries):
        queries.append(_random_intervals(rng, 0.05))
        docs.append([_random_intervals(rng, 0.15) for _ in range(n_docs)])
        answers.append(_random_intervals(rng, 0.10))
    return queries, docs, answers


def _as_set(intervals: List[Interval]) -> set:
    return {y for a, b in intervals for y in range(a, b + 1)}


# -- tempoeval side -------------------------------------------------------------------------------------------
def run_tempoeval(args: argparse.Namespace) -> None:
    """Score the run with tempoeval's own focus-time metrics; write values and best-of-``repeat`` timings."""
    from tempoeval.metrics import (
        TemporalMAP,
        TemporalMRR,
        TemporalNDCG,
        TemporalPrecision,
        TemporalRecall,
        TemporalYearPrecision,
        TemporalYearRecall,
    )
    from tempoeval.metrics.generation.answer_temporal_recall import AnswerTemporalRecall

    queries, docs, answers = make_run(args.queries, args.docs, args.seed)
    qfts = [_as_set(q) for q in queries]
    dfts = [[_as_set(d) for d in ds] for ds in docs]
    afts = [_as_set(a) for a in answers]
    metrics = {
        "temporal_precision": TemporalPrecision(use_focus_time=True),
        "temporal_recall": TemporalRecall(use_focus_time=True),
        "temporal_ndcg": TemporalNDCG(use_focus_time=True),
        "temporal_mrr": TemporalMRR(use_focus_time=True),
        "temporal_map": TemporalMAP(),
        "temporal_year_precision": TemporalYearPrecision(),
        "temporal_year_recall": TemporalYearRecall(),
    }
    values: Dict[str, np.ndarray] = {}
    timings: Dict[str, float] = {}
    gc.collect()
    gc.disable()  # both sides time with the cyclic GC off (as timeit does)
    print("ready", flush=True)
    for _ in range(args.repeat):  # one repetition each time our side asks (the two sides alternate)
        sys.stdin.readline()
        for name, metric in metrics.items():
            t0 = time.perf_counter()
            out = [metric.compute(qft=q, dfts=d, k=args.k) for q, d in zip(qfts, dfts)]
            _best(timings, name, time.perf_counter() - t0)
            values[name] = np.array(out, dtype=np.float64)
        metric = AnswerTemporalRecall()
        t0 = time.perf_counter()
        out = [metric.compute(qft=q, aft=a) for q, a in zip(qfts, afts)]
        _best(timings, "answer_temporal_recall", time.perf_counter() - t0)
        values["answer_temporal_recall"] = np.array(out, dtype=np.float64)
        for name in PER_CALL:  # the documented per-call API, one call per query, plain sets
            metric = metrics[name]
            calls = list(zip(qfts[: args.calls], dfts[: args.calls]))
            t0 = time.perf_counter()
            for q, d in calls:
                metric.compute(qft=q, dfts=d, k=args.k)
            _best(timings, f"call:{name}", time.perf_counter() - t0)
        print("done", flush=True)
    np.savez(args.out, timings=json.dumps(timings), **values)


def _best(timings: Dict[str, float], name: str, seconds: float) -> None:
    timings[name] = min(seconds, timings.get(name, float("inf")))


# -- our side -------------------------------------------------------------------------------------------------
PER_CALL = ("temporal_precision", "temporal_ndcg")
"""Metrics timed through the documented per-call API (``Metric(use_focus_time=True).compute(qft=, dfts=, k=)``)."""


def per_call_inputs(args: argparse.Namespace) -> Dict[str, Tuple[List[Any], List[List[Any]]]]:
    """The first ``--calls`` queries of the run as the documentation shows them: plain sets, YearSets, and
    Docs processed by a pipeline (their focus years written by the component's own writer; untimed)."""
    import spacy

    from spacy_tempoeval.pipeline.extensions import write_results
    from spacy_tempoeval.yearset import YearSet

    queries, docs, _ = make_run(args.calls, args.docs, args.seed)
    nlp = spacy.blank("en")

    def as_doc(intervals: List[Interval]) -> Any:
        doc = nlp.make_doc("x")
        write_results(doc, [], YearSet.from_intervals(intervals))
        return doc

    return {
        "sets": ([_as_set(q) for q in queries], [[_as_set(d) for d in ds] for ds in docs]),
        "lists": ([sorted(_as_set(q)) for q in queries], [[sorted(_as_set(d)) for d in ds] for ds in docs]),
        "yearsets": ([YearSet.from_intervals(q) for q in queries],
                     [[YearSet.from_intervals(d) for d in ds] for ds in docs]),
        "docs": ([as_doc(q) for q in queries], [[as_doc(d) for d in ds] for ds in docs]),
    }


def time_per_call(args: argparse.Namespace, inputs: Dict[str, Tuple[List[Any], List[List[Any]]]],
                  timings: Dict[str, float]) -> Dict[str, np.ndarray]:
    """One repetition of the per-call timings: every metric of PER_CALL on every kind of input."""
    from spacy_tempoeval.metrics import TemporalNDCG, TemporalPrecision

    metrics = {"temporal_precision": TemporalPrecision(use_focus_time=True),
               "temporal_ndcg": TemporalNDCG(use_focus_time=True)}
    values = {}
    for kind, (qs, ds) in inputs.items():
        for name, metric in metrics.items():
            t0 = time.perf_counter()
            if kind == "docs":
                out = [metric.compute(query=q, retrieved_docs=d, k=args.k) for q, d in zip(qs, ds)]
            else:
                out = [metric.compute(qft=q, dfts=d, k=args.k) for q, d in zip(qs, ds)]
            _best(timings, f"call:{name}:{kind}", time.perf_counter() - t0)
            values[f"{name}:{kind}"] = np.array(out, dtype=np.float64)
    qs, ds = inputs["sets"]
    t0 = time.perf_counter()  # the floor of a whole-list metric: one isdisjoint per retrieved document
    for q, d in zip(qs, ds):
        list(map(q.isdisjoint, d))
    _best(timings, "call:floor:whole_list", time.perf_counter() - t0)
    t0 = time.perf_counter()  # ... and of a top-k metric: one isdisjoint per document of the top k
    for q, d in zip(qs, ds):
        list(map(q.isdisjoint, d[: args.k]))
    _best(timings, "call:floor:top_k", time.perf_counter() - t0)
    return values


TOP_K_ONLY = ("temporal_precision", "temporal_ndcg", "temporal_mrr", "temporal_map", "temporal_year_precision",
              "temporal_year_recall")
"""Metrics whose tempoeval-comparable variant reads only the top k documents (packed with depth=k)."""


def _our_fns(k: int) -> Dict[str, Any]:
    """Our batch function per metric, in the variant whose values are compared with tempoeval."""
    from spacy_tempoeval.metrics import batch as B

    return {
        "temporal_precision": lambda run: B.precision_at_k(run, k),
        "temporal_recall": lambda run: B.recall_at_k(run, k),
        "temporal_ndcg": lambda run: B.ndcg_at_k(run, k, exponential_gain=True, ideal="top_k"),
        "temporal_mrr": lambda run: B.mrr_at_k(run, k),
        "temporal_map": lambda run: B.map_at_k(run, k, relevant="top_k"),
        "temporal_year_precision": lambda run: B.year_precision_at_k(run, k),
        "temporal_year_recall": lambda run: B.year_recall_at_k(run, k),
    }


def run_ours(
    args: argparse.Namespace, after_each: Callable[[], None] = lambda: None
) -> Tuple[Dict[str, np.ndarray], Dict[str, float], Dict[str, np.ndarray]]:
    """Our batch path; returns the compared values, best-of-``repeat`` timings and our default values.

    Every timed block starts from the YearSets (a fresh ``pack_run``; nothing is kept between blocks or
    repetitions). Blocks: ``all``: one full pack, then all eight metrics (what ``evaluate`` does when recall
    is requested); ``top_k``: one pack of the top k documents, then every metric but recall; ``solo:<name>``:
    a pack of what that metric needs, then that metric alone. ``after_each`` runs after every repetition
    (it makes tempoeval run one repetition, so that both sides see the same load on a shared machine).
    """
    from spacy_tempoeval.metrics import batch as B
    from spacy_tempoeval.metrics.packing import Concat, interval_tuples
    from spacy_tempoeval.yearset import YearSet

    queries, docs, answers = make_run(args.queries, args.docs, args.seed)
    qfts = [YearSet.from_intervals(q) for q in queries]
    dfts = [[YearSet.from_intervals(d) for d in ds] for ds in docs]
    afts = [YearSet.from_intervals(a) for a in answers]
    fns = _our_fns(args.k)
    timings: Dict[str, float] = {}
    values: Dict[str, np.ndarray] = {}
    call_inputs = per_call_inputs(args)
    clock = time.perf_counter
    gc.collect()
    gc.disable()  # both sides time with the cyclic GC off (as timeit does)
    for _ in range(args.repeat):
        t_start = clock()
        run = B.pack_run(qfts, dfts)
        _best(timings, "pack:all", clock() - t_start)
        for name, fn in fns.items():
            t0 = clock()
            values[name] = fn(run)
            _best(timings, f"packed:{name}", clock() - t0)
        t0 = clock()
        values["answer_temporal_recall"] = B.answer_recall(qfts, afts)
        _best(timings, "solo:answer_temporal_recall", clock() - t0)
        _best(timings, "all", clock() - t_start)
        del run

        t_start = clock()
        run = B.pack_run(qfts, dfts, depth=args.k)
        _best(timings, "pack:top_k", clock() - t_start)
        for name in TOP_K_ONLY:
            fns[name](run)
        B.answer_recall(qfts, afts)
        _best(timings, "top_k", clock() - t_start)
        del run

        for name, fn in fns.items():
            t0 = clock()
            fn(B.pack_run(qfts, dfts, depth=None if name == "temporal_recall" else args.k))
            _best(timings, f"solo:{name}", clock() - t0)

        values.update(time_per_call(args, call_inputs, timings))

        t0 = clock()  # the floor of any reader: visit every YearSet and serialize its interval ints, nothing else
        marshal.dumps(interval_tuples(Concat(dfts)), 2)
        _best(timings, "floor:all", clock() - t0)
        gc.enable()
        after_each()
        gc.disable()
    gc.enable()
    full = B.pack_run(qfts, dfts)
    defaults = {"temporal_ndcg": B.ndcg_at_k(full, args.k), "temporal_map": B.map_at_k(full, args.k)}
    return values, timings, defaults


# -- comparison -----------------------------------------------------------------------------------------------
DIFFERENCES = {
    "temporal_ndcg": "tempoeval uses gain 2^rel-1 and the ideal ordering of the top k only; ours linear gain, "
    "ideal over the whole retrieved list (compared and timed: our exponential_gain=True, ideal='top_k')",
    "temporal_map": "tempoeval divides by the relevant documents inside the top k; ours by all relevant ones "
    "(compared and timed: our relevant='top_k')",
}


def compare(
    ours: Dict[str, np.ndarray],
    theirs: Dict[str, np.ndarray],
    defaults: Dict[str, np.ndarray],
    t_ours: Dict[str, float],
    t_theirs: Dict[str, float],
    n: int,
) -> List[Dict[str, Any]]:
    rows = []
    for name in theirs:
        a, b = ours[name], theirs[name]
        applicable = ~np.isnan(a)
        same = np.isclose(a[applicable], b[applicable], atol=1.5e-5, rtol=0)  # tempoeval rounds to 5 places
        default = defaults.get(name, a)
        rows.append(
            {
                "metric": name,
                "tempoeval_s": t_theirs[name],
                "ours_solo_s": t_ours[f"solo:{name}"],
                "speedup_solo": t_theirs[name] / t_ours[f"solo:{name}"],
                "ours_packed_s": t_ours.get(f"packed:{name}"),
                "compared": int(applicable.sum()),
                "equal": int(same.sum()),
                "nan_here_zero_there": int((~applicable & (b == 0.0)).sum()),
                "default_mismatch": int((~np.isclose(default[applicable], b[applicable], atol=1.5e-5)).sum()),
            }
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--queries", type=int, default=10_000)
    parser.add_argument("--docs", type=int, default=100)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--calls", type=int, default=2_000, help="queries scored through the per-call API")
    parser.add_argument("--repeat", type=int, default=3, help="timings are the best of this many repetitions")
    parser.add_argument(
        "--tempoeval-python", default=os.environ.get("TEMPOEVAL_PYTHON", "/work/venv-bench/bin/python")
    )
    parser.add_argument("--side", choices=["both", "tempoeval"], default="both", help=argparse.SUPPRESS)
    parser.add_argument("--out", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--json", default=None, help="also write the result table as JSON to this path")
    args = parser.parse_args()
    if args.side == "tempoeval":
        run_tempoeval(args)
        return
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "tempoeval.npz")
        cmd = [args.tempoeval_python, os.path.abspath(__file__), "--side", "tempoeval", "--out", out]
        for flag in ("queries", "docs", "k", "seed", "repeat", "calls"):
            cmd += [f"--{flag}", str(getattr(args, flag))]
        with subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as proc:
            assert proc.stdin is not None and proc.stdout is not None
            if proc.stdout.readline().strip() != "ready":
                sys.exit("the tempoeval side did not start (is tempoeval installed in --tempoeval-python?)")

            def their_repetition() -> None:
                proc.stdin.write("go\n")
                proc.stdin.flush()
                if proc.stdout.readline().strip() != "done":
                    sys.exit("the tempoeval side stopped")

            values, t_ours, defaults = run_ours(args, their_repetition)
            proc.stdin.close()
            if proc.wait() != 0:
                sys.exit("the tempoeval side failed")
        with np.load(out) as data:
            t_theirs = json.loads(str(data["timings"]))
            theirs = {name: data[name] for name in t_theirs if not name.startswith("call:")}
    rows = compare(values, theirs, defaults, t_ours, t_theirs, args.queries)
    n = args.queries
    print(f"{n} queries x {args.docs} docs, k={args.k}, seed={args.seed}, best of {args.repeat}; "
          f"cpus={os.cpu_count()}")
    print(f"{'metric, on its own':26} {'tempoeval q/s':>13} {'ours q/s':>10} {'speedup':>8} {'equal':>13} {'NaN/0':>6}")
    for r in rows:
        print(
            f"{r['metric']:26} {n / r['tempoeval_s']:13,.0f} {n / r['ours_solo_s']:10,.0f} "
            f"{r['speedup_solo']:7.1f}x {r['equal']:>6}/{r['compared']:<6} {r['nan_here_zero_there']:6}"
        )
    print(f"per call, {args.docs} retrieved documents, k={args.k} ({args.calls} calls; microseconds per call; "
          "speedup = tempoeval's time / ours):")
    for name in PER_CALL:
        theirs_us = t_theirs[f"call:{name}"] / args.calls * 1e6
        cells = [f"tempoeval (sets) {theirs_us:6.2f}"]
        for kind in ("sets", "lists", "yearsets", "docs"):
            ours_us = t_ours[f"call:{name}:{kind}"] / args.calls * 1e6
            cells.append(f"ours {kind} {ours_us:6.2f} ({theirs_us / ours_us:4.2f}x)")
        print(f"  {name:20} " + "  ".join(cells))
    print(f"  floor (a bare loop of isdisjoint calls on the same sets): top {args.k} "
          f"{t_ours['call:floor:top_k'] / args.calls * 1e6:.2f}, whole list of {args.docs} "
          f"{t_ours['call:floor:whole_list'] / args.calls * 1e6:.2f}")
    mine, base = values["temporal_precision:sets"], theirs["temporal_precision"][: args.calls]
    defined = ~np.isnan(mine)
    if not np.allclose(mine[defined], base[defined], atol=1.5e-5, rtol=0):
        sys.exit("per-call Precision@k differs from tempoeval's")
    for kind in ("lists", "yearsets", "docs"):
        for name in PER_CALL:
            a, b = values[f"{name}:sets"], values[f"{name}:{kind}"]
            if not np.array_equal(a, b, equal_nan=True):
                sys.exit(f"per-call {name} differs between plain sets and {kind}")
    t_all = sum(v for key, v in t_theirs.items() if not key.startswith("call:"))
    t_top = t_all - t_theirs["temporal_recall"]
    print(f"all eight, one pack (full lists)     tempoeval {t_all:6.3f}s  ours {t_ours['all']:6.3f}s  "
          f"{t_all / t_ours['all']:5.1f}x   (of which reading the {n * (args.docs + 1):,} year sets: "
          f"{t_ours['pack:all']:.3f}s)")
    print(f"all but recall, one pack (top {args.k})   tempoeval {t_top:6.3f}s  ours {t_ours['top_k']:6.3f}s  "
          f"{t_top / t_ours['top_k']:5.1f}x   (of which reading: {t_ours['pack:top_k']:.3f}s)")
    print(f"floor: only visiting the {n * args.docs:,} document YearSets and serializing their ints (no arrays, "
          "no metric) takes "
          f"{t_ours['floor:all']:.3f}s = tempoeval's all-eight time / {t_all / t_ours['floor:all']:.1f}")
    for name, why in DIFFERENCES.items():
        row = next(r for r in rows if r["metric"] == name)
        print(f"note {name}: {why}; with our defaults {row['default_mismatch']} of {row['compared']} differ")
    if args.json:
        with open(args.json, "w", encoding="utf8") as handle:
            json.dump({"rows": rows, "ours": t_ours, "tempoeval": t_theirs}, handle, indent=2)
    if any(r["equal"] != r["compared"] for r in rows):
        sys.exit("values differ where the formulas match")


if __name__ == "__main__":
    main()
