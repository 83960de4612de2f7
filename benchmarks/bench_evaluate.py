"""Whole ``evaluate`` runs against the ``tempoeval`` package, and NDCG@10 / P@10 per call (issue 22, item 5).

Each measurement is a fresh process, timed from its start to its end (interpreter, imports, reading the run,
focus times, metrics, writing nothing else); its peak memory is the child's ``ru_maxrss`` and its CPU time the
child's user + system seconds (``/usr/bin/time``). The sides alternate within each round (tempoeval, our CLI, our
Python API, ...), so that all see the same load. Our package (and ``--baseline``'s) is byte-compiled first, as
``pip install`` leaves an installed package and as tempoeval's is: a checkout run with
``PYTHONDONTWRITEBYTECODE=1`` would otherwise compile its modules from source at every start.

* tempoeval (``--tempoeval-python``: an interpreter of a virtualenv with ``pip install tempoeval``, never a
  dependency of ours): reads the JSONL, extracts focus times with its own default extractors (the regex of
  explicit years and decades: ``QueryFocusTime().extract``, ``DocumentFocusTime().extract(text, date)``,
  ``AnswerFocusTime().extract``) and runs ``tempoeval.evaluate`` with its five ranked focus-time metrics
  (precision, recall, NDCG, MRR, MAP) at k = 1, 5, 10.
* ours, the command line with its default settings: ``spacy-tempoeval evaluate RUN -q -o OUT.json`` (ten
  metrics at k = 1, 5, 10, the ``temporal_focus`` tagger on every distinct text); ``--n-process N`` adds a
  run with ``-n N``.
* ours, the Python API as the README shows it: ``spacy_tempoeval.evaluate("run.jsonl")``.

The runs come from ``make_rag_run.py`` (seed 7, 10 documents per record drawn from a corpus of 20,000).

Per call (``--calls``): ``TemporalNDCG(use_focus_time=True).compute(qft=q, dfts=d, k=10)`` and
``TemporalPrecision`` on plain Python sets, one call per query, on the synthetic focus times of
``bench_metrics.py`` (10 and 100 documents per query), best of ``--repeat`` in each child, children
alternating. P@10 values are compared with tempoeval's (same definition); NDCG's differ by definition
(tempoeval: gain 2^rel - 1 and the ideal of the top k; ours: linear gain, the ideal of the whole list).

    python benchmarks/bench_evaluate.py --records 10000 50000 --rounds 2 \\
        --tempoeval-python /work/venvs/tempoeval/bin/python --data-dir /tmp/bench_eval
    python benchmarks/bench_evaluate.py --calls 2000 --docs 10 100 --rounds 3 \\
        --tempoeval-python /work/venvs/tempoeval/bin/python
    python benchmarks/bench_evaluate.py --records 10000 --rounds 3 --calls 0 --dask local tcp://127.0.0.1:8786

``--dask`` adds the CLI with ``--dask ADDRESS`` (its ``-o`` file is compared with the default run's and must be
byte-identical: the same scores whatever tags).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, List

HERE = Path(__file__).resolve().parent


# -- children ---------------------------------------------------------------------------------------------------
def child_tempoeval(path: str) -> Dict[str, Any]:
    """tempoeval's evaluate on the run, focus times by its default (regex) extractors."""
    import tempoeval
    from tempoeval.core.focus_time import AnswerFocusTime, DocumentFocusTime, QueryFocusTime
    from tempoeval.metrics import TemporalMAP, TemporalMRR, TemporalNDCG, TemporalPrecision, TemporalRecall

    q_ex, d_ex, a_ex = QueryFocusTime(), DocumentFocusTime(), AnswerFocusTime()
    items = []
    with open(path, encoding="utf8") as handle:
        for line in handle:
            rec = json.loads(line)
            docs = rec["retrieved_docs"]
            items.append({"id": rec["id"],  # no "query" key: tempoeval passes it twice to evaluate_query
                          "qft": q_ex.extract(rec["query"]).years,
                          "dfts": [d_ex.extract(d["text"], d.get("reference_date")).years for d in docs],
                          "aft": a_ex.extract(rec["answer"]).years})
    metrics = [TemporalPrecision(use_focus_time=True), TemporalRecall(use_focus_time=True),
               TemporalNDCG(use_focus_time=True), TemporalMRR(use_focus_time=True), TemporalMAP()]
    result = tempoeval.evaluate(data=items, metrics=metrics, k_values=[1, 5, 10], show_progress=False)
    scores = getattr(result, "aggregated_scores", None) or {}
    return {"records": len(items), "means": {k: float(v) for k, v in scores.items()}}


def child_ours(path: str) -> Dict[str, Any]:
    """Our Python API, as the README shows it."""
    import spacy_tempoeval

    result = spacy_tempoeval.evaluate(path)
    return {"records": len(result), "means": {k: v for k, v in result.summary().items()}}


def child_calls(side: str, n: int, docs: int, repeat: int, k: int) -> Dict[str, Any]:
    """Per-call NDCG@k and P@k on plain sets: best of ``repeat`` passes over ``n`` queries, in microseconds."""
    import gc

    sys.path.insert(0, str(HERE))
    from bench_metrics import _as_set, make_run

    if side == "tempoeval":
        from tempoeval.metrics import TemporalNDCG, TemporalPrecision
    else:
        from spacy_tempoeval.metrics import TemporalNDCG, TemporalPrecision
    queries, lists, _ = make_run(n, docs, 13)
    qs = [_as_set(q) for q in queries]
    ds = [[_as_set(d) for d in x] for x in lists]
    out: Dict[str, Any] = {}
    gc.collect()
    gc.disable()
    metrics = {"ndcg": TemporalNDCG(use_focus_time=True), "precision": TemporalPrecision(use_focus_time=True)}
    for name, metric in metrics.items():
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            values = [metric.compute(qft=q, dfts=d, k=k) for q, d in zip(qs, ds)]
            best = min(best, time.perf_counter() - t0)
        out[name] = best / n * 1e6
        out[f"{name}_values"] = [float(v) for v in values]
    if side != "tempoeval":  # the floor of any exact whole-list NDCG: one C-level overlap test per document
        from itertools import repeat as _repeat

        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            for q, d in zip(qs, ds):
                list(map(set.isdisjoint, d, _repeat(q)))
            best = min(best, time.perf_counter() - t0)
        out["floor"] = best / n * 1e6
    return out


# -- the parent -------------------------------------------------------------------------------------------------
def run_child(cmd: List[str], env: Dict[str, str] | None = None) -> Dict[str, Any]:
    """Run ``cmd`` in a fresh process: wall seconds and what it printed last (JSON), if any. It runs in the
    temporary directory: ``python -m`` puts the working directory first on ``sys.path``, and a checkout there
    would shadow the ``PYTHONPATH`` of the side."""
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, env=env, cwd=tempfile.gettempdir())
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{proc.stderr.decode()[-3000:]}")
    lines = [line for line in proc.stdout.decode().splitlines() if line.startswith("{")]
    return {"wall": wall, "out": json.loads(lines[-1]) if lines else None, "stderr": proc.stderr.decode()}


def measure_rss(cmd: List[str], env: Dict[str, str] | None = None) -> Dict[str, Any]:
    """``run_child`` with the child's own peak RSS (MB), read by ``/usr/bin/time -f %M`` (the maximum over all
    the children of this process would mix the measurements). With ``-n N`` it is the parent's alone."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as tf:
        res = run_child(["/usr/bin/time", "-f", "%M %U %S", "-o", tf.name, *cmd], env)
        rss, user, system = Path(tf.name).read_text().split()[-3:]
        res["rss_mb"] = int(rss) / 1024
        res["cpu"] = float(user) + float(system)  # the child's CPU seconds (its workers' included once reaped)
    return res


def byte_compile(paths: List[str]) -> None:
    """Write the bytecode of the ``spacy_tempoeval`` packages the sides import, as ``pip install`` leaves an
    installed package (tempoeval's was compiled when it was installed). Without it, a checkout run with
    ``PYTHONDONTWRITEBYTECODE=1`` (this machine sets it) compiles its 170 modules from source at every start."""
    import compileall

    for path in paths:
        compileall.compile_dir(path, quiet=1)


def package_dir(pythonpath: str | None = None) -> str:
    """The ``spacy_tempoeval`` directory this interpreter imports (with ``pythonpath`` first on the path)."""
    code = "import spacy_tempoeval, os; print(os.path.dirname(spacy_tempoeval.__file__))"
    env = {**os.environ, "PYTHONPATH": pythonpath} if pythonpath else None
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         cwd=tempfile.gettempdir(), check=True)
    return out.stdout.strip()


def ensure_run(data_dir: Path, n: int) -> Path:
    path = data_dir / f"rag{n}.jsonl"
    if not path.exists():
        subprocess.run([sys.executable, str(HERE / "make_rag_run.py"), "--records", str(n), "--docs", "10",
                        "--corpus", "20000", "--seed", "7", "-o", str(path)], check=True)
    return path


def whole_runs(args: argparse.Namespace) -> None:
    data_dir = Path(args.data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    me = str(Path(__file__).resolve())
    byte_compile([package_dir()] + ([package_dir(args.baseline)] if args.baseline else []))
    for n in args.records:
        path = ensure_run(data_dir, n)
        sides: Dict[str, List[str]] = {
            "tempoeval": [args.tempoeval_python, me, "--child", "tempoeval", str(path)],
            "ours: CLI": [sys.executable, "-m", "spacy_tempoeval", "evaluate", str(path), "-q", "-o",
                          str(data_dir / f"out{n}.json")],
            "ours: evaluate()": [sys.executable, me, "--child", "ours", str(path)],
        }
        for procs in args.n_process:
            sides[f"ours: CLI -n {procs}"] = [*sides["ours: CLI"], "-n", str(procs)]
        same_as_cli: Dict[str, Path] = {}
        for i, address in enumerate(args.dask):  # "local" (a LocalCluster each run starts) or a scheduler's address
            side = f"ours: CLI --dask {'local' if address == 'local' else 'SCHEDULER'}"
            same_as_cli[side] = data_dir / f"dask{n}-{i}.json"
            sides[side] = [*sides["ours: CLI"][:-1], str(same_as_cli[side]), "--dask", address]
        envs: Dict[str, Dict[str, str]] = {}
        if args.baseline:  # the same CLI command on another checkout (PYTHONPATH), e.g. the code before a change
            sides["before: CLI"] = [*sides["ours: CLI"][:-1], str(data_dir / f"before{n}.json")]
            envs["before: CLI"] = {**os.environ, "PYTHONPATH": args.baseline}
        for side in args.skip:
            sides.pop(side, None)
        got: Dict[str, List[Dict[str, Any]]] = {side: [] for side in sides}
        for r in range(args.rounds):
            for side, cmd in sides.items():
                res = measure_rss(cmd, envs.get(side))
                got[side].append(res)
                line = next((x for x in res["stderr"].splitlines() if x.startswith("throughput")), "")
                print(f"{n:>8,} round {r + 1} {side:<18} {res['wall']:8.1f} s {res['cpu']:6.1f} s CPU "
                      f"{res['rss_mb']:8.0f} MB  {line}", flush=True)
        report_runs(n, got)
        for side, out in same_as_cli.items():
            same = out.read_bytes() == (data_dir / f"out{n}.json").read_bytes()
            print(f"  {side}: -o file {'byte-identical to' if same else 'DIFFERS from'} the default run's", flush=True)


def report_runs(n: int, got: Dict[str, List[Dict[str, Any]]]) -> None:
    ref = got.get("tempoeval")
    print(f"\n{n:,} records: side, wall s and CPU s per round, peak MB per round, ratio of wall times and of CPU "
          f"times (tempoeval / ours) and of memory (ours / tempoeval) per round")
    for side, runs in got.items():
        walls = " / ".join(f"{x['wall']:.1f}" for x in runs)
        cpus = " / ".join(f"{x['cpu']:.1f}" for x in runs)
        mems = " / ".join(f"{x['rss_mb']:.0f}" for x in runs)
        ratios = ""
        if ref is not None and side != "tempoeval":
            ratios = ("  time x" + " / ".join(f"{a['wall'] / b['wall']:.2f}" for a, b in zip(ref, runs))
                      + "  CPU x" + " / ".join(f"{a['cpu'] / b['cpu']:.2f}" for a, b in zip(ref, runs))
                      + "  memory x" + " / ".join(f"{b['rss_mb'] / a['rss_mb']:.2f}" for a, b in zip(ref, runs)))
        print(f"  {side:<18} {walls:>16} s {cpus:>12} s CPU {mems:>12} MB{ratios}")
    print(flush=True)


def per_call(args: argparse.Namespace) -> None:
    me = str(Path(__file__).resolve())
    for docs in args.docs:
        sides = [("tempoeval", args.tempoeval_python, None), ("ours", sys.executable, None)]
        if args.baseline:
            sides.append(("before", sys.executable, {**os.environ, "PYTHONPATH": args.baseline}))
        got: Dict[str, List[Dict[str, Any]]] = {side: [] for side, _, _ in sides}
        for _ in range(args.rounds):
            for side, python, env in sides:
                kind = "tempoeval" if side == "tempoeval" else "ours"
                res = run_child([python, me, "--child-calls", kind, str(args.calls), str(docs), str(args.repeat)], env)
                got[side].append(res["out"])
        te, us = got["tempoeval"], got["ours"]
        pairs = list(zip(te[0]["precision_values"], us[0]["precision_values"]))
        same_p = sum(1 for a, b in pairs if a == b)
        nan_p = sum(1 for a, b in pairs if b != b and a == 0.0)  # empty QFT: tempoeval 0.0, ours NaN with a reason
        print(f"\nper call, {docs} documents per query, {args.calls} queries, k=10, plain sets (us per call, each "
              f"round; ratio = tempoeval / ours)")
        for name in ("ndcg", "precision"):
            t = " / ".join(f"{x[name]:.2f}" for x in te)
            o = " / ".join(f"{x[name]:.2f}" for x in us)
            ratio = " / ".join(f"{a[name] / b[name]:.2f}x" for a, b in zip(te, us))
            print(f"  {name:<10} tempoeval {t}   ours {o}   ratio {ratio}")
            if got.get("before"):
                old = got["before"]
                b = " / ".join(f"{x[name]:.2f}" for x in old)
                ratio_b = " / ".join(f"{a[name] / c[name]:.2f}x" for a, c in zip(te, old))
                same = all(json.dumps(x[f"{name}_values"]) == json.dumps(y[f"{name}_values"]) for x, y in zip(old, us))
                print(f"  {'':<10} before {b}   ratio {ratio_b}   our values unchanged: {same}")
        floor = " / ".join(f"{x['floor']:.2f}" for x in us)
        print(f"  floor: one set.isdisjoint per document, nothing else: {floor} (tempoeval reads the top k only)")
        print(f"  P@10 values equal to tempoeval's: {same_p} of {len(pairs)}; the other {nan_p} have an empty QFT "
              f"(tempoeval 0.0, ours NaN with a reason)", flush=True)


def main(argv: List[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", nargs=2, metavar=("SIDE", "PATH"), help=argparse.SUPPRESS)
    parser.add_argument("--child-calls", nargs=4, metavar=("SIDE", "N", "DOCS", "REPEAT"), help=argparse.SUPPRESS)
    parser.add_argument("--records", type=int, nargs="*", default=[], help="run sizes for whole runs")
    parser.add_argument("--n-process", type=int, nargs="*", default=[], help="also run the CLI with -n N")
    parser.add_argument("--dask", nargs="*", default=[],
                        help="also run the CLI with --dask ADDRESS ('local', or a running scheduler's address)")
    parser.add_argument("--skip", nargs="*", default=[], help="sides to leave out, e.g. 'ours: evaluate()'")
    parser.add_argument("--baseline", help="PYTHONPATH of another checkout: adds its CLI as the side 'before: CLI'")
    parser.add_argument("--calls", type=int, default=0, help="queries for the per-call timings (0: none)")
    parser.add_argument("--docs", type=int, nargs="*", default=[10, 100], help="documents per query, per call")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--data-dir", default=os.path.join(tempfile.gettempdir(), "bench_evaluate"))
    parser.add_argument("--tempoeval-python", default="/work/venvs/tempoeval/bin/python")
    args = parser.parse_args(argv)
    if args.child:
        side, path = args.child
        print(json.dumps(child_tempoeval(path) if side == "tempoeval" else child_ours(path)))
        return 0
    if args.child_calls:
        side, n, docs, repeat = args.child_calls
        print(json.dumps(child_calls(side, int(n), int(docs), int(repeat), 10)))
        return 0
    print(f"python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f}, cpus {os.cpu_count()}",
          flush=True)
    if args.records:
        whole_runs(args)
    if args.calls:
        per_call(args)
    print(f"load average at the end {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
