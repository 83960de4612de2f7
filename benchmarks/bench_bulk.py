"""Benchmark of bulk preprocessing: documents per second and peak memory.

Builds a corpus of at least ``--mb`` megabytes from the gold corpora (``../shared/data/gold/*.jsonl``, each
document with its creation time as reference date), repeated as often as needed, then runs the real command
line on it, each run in its own process:

    preprocess --n-process 1
    preprocess --n-process 2
    preprocess --dask local --n-process 2      (a two-worker distributed.LocalCluster, needs the dask extra)

and reports wall-clock time, documents per second (the run's own figure, and docs / wall time including start-up)
and the peak resident memory of the whole process tree (sampled every 50 ms with psutil).

    python benchmarks/bench_bulk.py                    # >= 50 MB, all three runs
    python benchmarks/bench_bulk.py --mb 5 --runs np1  # a quick look

Outputs go to benchmarks/out/ (git-ignored); the results table is printed and written to
benchmarks/out/bench_bulk.json.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Dict, List

HERE = Path(__file__).resolve().parent
GOLD = HERE.parent.parent / "shared" / "data" / "gold"
OUT = HERE / "out"

RUNS = {
    "np1": ["--n-process", "1"],
    "np2": ["--n-process", "2"],
    "dask2": ["--dask", "local", "--n-process", "2", "--partition-mb", "4"],
}


def build_corpus(target: Path, mb: float, gold: Path = GOLD) -> Dict[str, float]:
    """Write the gold documents, repeated, until the file has at least ``mb`` megabytes."""
    files = sorted(gold.glob("*.jsonl"))
    if not files:
        raise SystemExit(f"no gold corpora in {gold}")
    docs = []
    for f in files:
        for line in f.read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            docs.append({"id": rec["doc_id"], "text": rec["text"], "dct": rec.get("dct")})
    limit = int(mb * 1024 * 1024)
    size, n, copy = 0, 0, 0
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target, "w", encoding="utf-8") as out:
        while size < limit:
            for rec in docs:
                line = json.dumps({**rec, "id": f"{rec['id']}#{copy}"}, ensure_ascii=False) + "\n"
                out.write(line)
                size += len(line.encode("utf-8"))
                n += 1
            copy += 1
    return {"docs": n, "megabytes": round(size / 1024 / 1024, 1), "copies": copy, "gold_docs": len(docs)}


class PeakRSS(threading.Thread):
    """Samples the total RSS of a process and all its descendants."""

    def __init__(self, pid: int, interval: float = 0.05) -> None:
        super().__init__(daemon=True)
        self.pid, self.interval, self.peak, self.stopped = pid, interval, 0, False

    def run(self) -> None:
        import psutil

        try:
            root = psutil.Process(self.pid)
        except psutil.NoSuchProcess:
            return
        while not self.stopped:
            total = 0
            try:
                for p in [root, *root.children(recursive=True)]:
                    with contextlib.suppress(psutil.NoSuchProcess, psutil.AccessDenied):
                        total += p.memory_info().rss
            except psutil.NoSuchProcess:
                return
            self.peak = max(self.peak, total)
            time.sleep(self.interval)


def run_one(name: str, corpus: Path, n_docs: int) -> Dict[str, object]:
    """Run one configuration through the CLI in a fresh process and measure it."""
    out = OUT / (f"bulk_{name}" + ("" if name.startswith("dask") else ".jsonl"))
    if out.is_dir():
        shutil.rmtree(out)
    elif out.exists():
        out.unlink()
    cmd = [sys.executable, "-m", "spacy_tempoeval", "preprocess", str(corpus), str(out), "--date-field", "dct",
           "--quiet", "--overwrite", *RUNS[name]]
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    monitor = PeakRSS(proc.pid)
    monitor.start()
    _, err = proc.communicate()
    wall = time.perf_counter() - started
    monitor.stopped = True
    monitor.join()
    if proc.returncode != 0:
        raise SystemExit(f"{name} failed ({proc.returncode}):\n{err}")
    m = re.search(r"([\d,]+(?:\.\d+)?) docs/s", err)
    return {"run": name, "command": " ".join(["spacy-tempoeval", *cmd[3:]]).replace(str(HERE.parent) + "/", ""),
            "docs": n_docs, "wall_s": round(wall, 1), "docs_per_s_wall": round(n_docs / wall, 1),
            "docs_per_s_run": float(m.group(1).replace(",", "")) if m else None,
            "peak_rss_mb": round(monitor.peak / 1024 / 1024), "summary": err.strip().splitlines()[-1]}


def main(argv: List[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mb", type=float, default=50.0, help="corpus size in megabytes (default 50)")
    parser.add_argument("--runs", default="np1,np2,dask2", help="comma-separated: np1, np2, dask2")
    parser.add_argument("--gold", type=Path, default=GOLD)
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    corpus = OUT / "bulk_input.jsonl"
    info = build_corpus(corpus, args.mb, args.gold)
    print(f"corpus: {info['docs']:,} docs, {info['megabytes']} MB ({info['copies']} copies of "
          f"{info['gold_docs']} gold documents)", flush=True)
    results = []
    for name in args.runs.split(","):
        if name.startswith("dask"):
            try:
                import distributed  # noqa: F401
            except ImportError:
                print("skipping the Dask run: pip install 'spacy-tempoeval[dask]'")
                continue
        res = run_one(name, corpus, info["docs"])
        results.append(res)
        print(json.dumps(res), flush=True)
    if "np1" in RUNS and len(results) >= 2:
        base = next((r for r in results if r["run"] == "np1"), None)
        for r in results:
            if base:
                r["speedup_vs_np1"] = round(float(base["wall_s"]) / float(r["wall_s"]), 2)
    machine = {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform()}
    (OUT / "bench_bulk.json").write_text(json.dumps({"corpus": info, "machine": machine, "results": results},
                                                    indent=1), encoding="utf-8")
    print("\n| run | command | docs/s (run) | docs/s (wall) | wall s | peak RSS MB |")
    print("|---|---|---|---|---|---|")
    for r in results:
        print(f"| {r['run']} | `{r['command']}` | {r['docs_per_s_run']} | {r['docs_per_s_wall']} | {r['wall_s']} "
              f"| {r['peak_rss_mb']} |")


if __name__ == "__main__":
    main()
