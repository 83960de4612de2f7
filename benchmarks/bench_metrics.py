"""Throughput of the focus-time metrics: spacy-tempoeval (numpy batch path) vs the ``tempoeval`` package.

Both sides score the same synthetic run (generated from one seed on each side): N queries x D ranked documents,
with focus times that are single years, short spans, decades and centuries (plus some empty QFTs/DFTs). Our
side runs in this interpreter; tempoeval runs in its own virtualenv (never a dependency of ours), called as a
subprocess of this same script, and sends its values back in an .npz file. Values are compared wherever the two
formulas match; where they differ by design, the script says how many queries differ and why.

    python -m venv /work/venv-bench && /work/venv-bench/bin/pip install tempoeval numpy
    /work/venv/bin/python benchmarks/bench_metrics.py --queries 10000 --docs 100 --k 10 \\
        --tempoeval-python /work/venv-bench/bin/python
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from typing import Any, Dict, List, Tuple

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
    """Score the run with tempoeval's own focus-time metrics; write values and timings to ``args.out``."""
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
    for name, metric in metrics.items():
        t0 = time.perf_counter()
        out = [metric.compute(qft=q, dfts=d, k=args.k) for q, d in zip(qfts, dfts)]
        timings[name] = time.perf_counter() - t0
        values[name] = np.array(out, dtype=np.float64)
    metric = AnswerTemporalRecall()
    t0 = time.perf_counter()
    out = [metric.compute(qft=q, aft=a) for q, a in zip(qfts, afts)]
    timings["answer_temporal_recall"] = time.perf_counter() - t0
    values["answer_temporal_recall"] = np.array(out, dtype=np.float64)
    np.savez(args.out, timings=json.dumps(timings), **values)


# -- our side -------------------------------------------------------------------------------------------------
def run_ours(
    args: argparse.Namespace,
) -> Tuple[Dict[str, np.ndarray], Dict[str, float], Dict[str, np.ndarray]]:
    """Our batch path; returns values, timings and the values of the tempoeval-compatible variants."""
    from spacy_tempoeval.metrics import batch as B
    from spacy_tempoeval.yearset import YearSet

    queries, docs, answers = make_run(args.queries, args.docs, args.seed)
    qfts = [YearSet.from_intervals(q) for q in queries]
    dfts = [[YearSet.from_intervals(d) for d in ds] for ds in docs]
    afts = [YearSet.from_intervals(a) for a in answers]
    timings: Dict[str, float] = {}
    gc.collect()
    gc.disable()  # both sides time with the cyclic GC off (as timeit does)
    t0 = time.perf_counter()
    run = B.pack_run(qfts, dfts)
    timings["pack_run"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    run.overlap  # noqa: B018  (computed once, shared by all ranked-list metrics)
    timings["overlap_matrix"] = time.perf_counter() - t0
    values: Dict[str, np.ndarray] = {}
    for name, fn in B.BATCH_METRICS.items():
        t0 = time.perf_counter()
        values[name] = fn(run, args.k)
        timings[name] = time.perf_counter() - t0
    t0 = time.perf_counter()
    values["answer_temporal_recall"] = B.answer_recall(qfts, afts)
    timings["answer_temporal_recall"] = time.perf_counter() - t0
    variants = {
        "temporal_ndcg": B.ndcg_at_k(run, args.k, exponential_gain=True, ideal="top_k"),
        "temporal_map": B.map_at_k(run, args.k, relevant="top_k"),
    }
    return values, timings, variants


# -- comparison -----------------------------------------------------------------------------------------------
DIFFERENCES = {
    "temporal_ndcg": "tempoeval uses gain 2^rel-1 and the ideal ordering of the top k only; ours linear gain, "
    "ideal over the whole retrieved list (compared against our exponential_gain/top_k variant)",
    "temporal_map": "tempoeval divides by the relevant documents inside the top k; ours by all relevant ones "
    "(compared against our relevant='top_k' variant)",
}


def compare(
    ours: Dict[str, np.ndarray],
    theirs: Dict[str, np.ndarray],
    variants: Dict[str, np.ndarray],
    t_ours: Dict[str, float],
    t_theirs: Dict[str, float],
    n: int,
) -> List[Dict[str, Any]]:
    rows = []
    shared = t_ours["pack_run"] + t_ours["overlap_matrix"]
    for name in theirs:
        a = variants.get(name, ours[name])
        b = theirs[name]
        applicable = ~np.isnan(a)
        same = np.isclose(a[applicable], b[applicable], atol=1.5e-5, rtol=0)  # tempoeval rounds to 5 places
        nan_vs_zero = int((~applicable & (b == 0.0)).sum())
        ours_time = t_ours[name] + (shared if name != "answer_temporal_recall" else 0.0)
        rows.append(
            {
                "metric": name,
                "tempoeval_s": t_theirs[name],
                "ours_s": ours_time,
                "tempoeval_qps": n / t_theirs[name],
                "ours_qps": n / ours_time,
                "speedup": t_theirs[name] / ours_time,
                "ours_packed_qps": n / t_ours[name],
                "speedup_packed": t_theirs[name] / t_ours[name],
                "compared": int(applicable.sum()),
                "equal": int(same.sum()),
                "nan_here_zero_there": nan_vs_zero,
                "default_mismatch": int(
                    (~np.isclose(ours[name][applicable], b[applicable], atol=1.5e-5)).sum()
                ),
            }
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--queries", type=int, default=10_000)
    parser.add_argument("--docs", type=int, default=100)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--seed", type=int, default=13)
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
    values, t_ours, variants = run_ours(args)
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "tempoeval.npz")
        cmd = [
            args.tempoeval_python,
            os.path.abspath(__file__),
            "--side",
            "tempoeval",
            "--out",
            out,
            "--queries",
            str(args.queries),
            "--docs",
            str(args.docs),
            "--k",
            str(args.k),
            "--seed",
            str(args.seed),
        ]
        subprocess.run(cmd, check=True)
        with np.load(out) as data:
            t_theirs = json.loads(str(data["timings"]))
            theirs = {name: data[name] for name in t_theirs}
    rows = compare(values, theirs, variants, t_ours, t_theirs, args.queries)
    print(f"{args.queries} queries x {args.docs} docs, k={args.k}, seed={args.seed}; cpus={os.cpu_count()}")
    print(
        f"shared packing: pack_run {t_ours['pack_run']:.3f}s + overlap matrix {t_ours['overlap_matrix']:.3f}s "
        "(counted in every ranked-list metric below)"
    )
    print(
        f"{'metric':24} {'tempoeval q/s':>13} {'ours q/s':>10} {'speedup':>7} {'packed q/s':>11} "
        f"{'speedup':>8} {'equal':>12} {'NaN/0':>6}"
    )
    for r in rows:
        print(
            f"{r['metric']:24} {r['tempoeval_qps']:13,.0f} {r['ours_qps']:10,.0f} {r['speedup']:6.1f}x "
            f"{r['ours_packed_qps']:11,.0f} {r['speedup_packed']:7.0f}x {r['equal']:>6}/{r['compared']:<6}"
            f"{r['nan_here_zero_there']:6}"
        )
    total_theirs = sum(t_theirs.values())
    total_ours = sum(t_ours.values())
    print(
        f"{'all metrics, end to end':26} {total_theirs:13.2f}s {total_ours:11.2f}s "
        f"{total_theirs / total_ours:7.1f}x"
    )
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
