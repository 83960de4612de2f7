"""Size, write time, peak memory and in-browser render time of the HTML report at 1k to 100k records.

The run is ``examples/rag_run.jsonl`` scored once for real (focus-time mode, default metrics, k = 1, 5, 10,
reference date 2024-01-01) and then repeated to N records: every copy gets its own record id, and its own
document ids and texts ("... (copy 17)"), so nothing is shared between copies that a real run would not share.
The report is written in a fresh process per N (peak RSS by ``resource.getrusage``), then opened in headless
Chromium over the DevTools pipe (tests/chromium_cdp.py): time from navigation to the load event, the page
script's own time to parse the data and draw the first page (``data-render-ms``), the JS heap after load, and
the time to sort all records by a metric and to search them.

    python benchmarks/bench_report.py --sizes 1000 6000 10000 100000
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, List

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "rag_run.jsonl"


def _base_run() -> Any:
    from spacy_tempoeval.evaluate import evaluate, focus_times

    records = [json.loads(line) for line in EXAMPLE.read_text(encoding="utf-8").splitlines() if line.strip()]
    result = evaluate(records, k=[1, 5, 10], reference_date="2024-01-01")
    focus = focus_times(records, {"qft", "dfts", "aft"}, reference_date="2024-01-01")
    return records, result, focus


def _scaled(n: int) -> Any:
    from spacy_tempoeval.evaluate.result import EvaluationResult

    records, result, focus = _base_run()
    base = len(records)
    out_records, rows, reasons, out_focus = [], [], [], []
    for i in range(n):
        copy_no, j = divmod(i, base)
        rec = copy.deepcopy(records[j])
        rec["id"] = f"{rec.get('id', j)}-{copy_no}"
        docs = []
        for d, doc in enumerate(rec.get("retrieved_docs") or []):
            text = doc["text"] if isinstance(doc, dict) else doc
            doc_id = doc.get("id", f"doc{d}") if isinstance(doc, dict) else f"doc{d}"
            docs.append({"id": f"{doc_id}-{copy_no}", "text": f"{text} (copy {copy_no})"})
        rec["retrieved_docs"] = docs
        rec["gold_ids"] = [f"{g}-{copy_no}" for g in rec.get("gold_ids") or []]
        out_records.append(rec)
        rows.append({**result.rows[j], "index": i, "id": rec["id"]})
        reasons.append(dict(result.reasons[j]))
        out_focus.append(focus[j])
    return out_records, EvaluationResult(rows, reasons, list(result.columns)), out_focus


def write_one(n: int, path: str) -> Dict[str, Any]:
    """In this (fresh) process: build the run, write the report, measure. RETURNS (dict): the figures."""
    from spacy_tempoeval.report import write_report

    records, result, focus = _scaled(n)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    write_report(path, result, records, focus, source=f"rag_run x{n // 30}", settings={"k": "1, 5, 10"})
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"n": n, "write_s": seconds, "bytes": os.path.getsize(path), "peak_rss_mb": peak / 1024,
            "rss_before_write_mb": before / 1024}


def browse(path: str) -> Dict[str, Any]:
    """Open the report in headless Chromium. RETURNS (dict): load, render, heap, sort and search figures."""
    sys.path.insert(0, str(ROOT / "tests"))
    from chromium_cdp import Chromium, find_chromium

    exe = find_chromium()
    if exe is None:
        return {"browser": "no chromium"}
    with Chromium(exe, timeout=300) as b:
        load = b.open(Path(path).as_uri())
        render_ms = float(b.eval("Number(document.body.dataset.renderMs)"))
        heap = b.metrics()["JSHeapUsedSize"] / 2**20
        sort_ms = b.eval("(() => { const s = document.getElementById('sort'); const t = performance.now(); "
                         "s.value = '0'; s.dispatchEvent(new Event('change')); return performance.now() - t; })()")
        search_ms = b.eval("new Promise(done => { const s = document.getElementById('search'); "
                           "s.value = 'lehman'; s.dispatchEvent(new Event('input')); const t = performance.now(); "
                           "setTimeout(() => done(performance.now() - t - 120), 125); })")
        open_ms = b.eval("(() => { const t = performance.now(); "
                         "document.querySelector('#records tr.rec .toggle').click(); "
                         "return performance.now() - t; })()")
        errors = b.errors()
    return {"load_s": load, "render_ms": render_ms, "heap_mb": heap, "sort_ms": sort_ms,
            "search_ms": max(search_ms, 0.0), "open_ms": open_ms, "console_errors": len(errors)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 6000, 10000, 100000])
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # internal: one size in this process
    parser.add_argument("--out", help=argparse.SUPPRESS)
    parser.add_argument("--keep", help="Directory to keep the reports in (default: a temporary one).")
    args = parser.parse_args()
    if args.one:
        print(json.dumps(write_one(args.one, args.out)))
        return
    folder = Path(args.keep or tempfile.mkdtemp(prefix="bench-report-"))
    folder.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    rows: List[Dict[str, Any]] = []
    for n in args.sizes:
        path = folder / f"report-{n}.html"
        proc = subprocess.run([sys.executable, __file__, "--one", str(n), "--out", str(path)], env=env,
                              capture_output=True, text=True, check=True)
        row = json.loads(proc.stdout.strip().splitlines()[-1])
        row.update(browse(str(path)))
        rows.append(row)
        print(json.dumps(row), file=sys.stderr)
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f}; Python {platform.python_version()}")
    print("| records | file | write | peak RSS (writer) | load in Chromium | script: parse + first page | JS heap "
          "| sort all | search all | open a record |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['n']:,} | {r['bytes'] / 2**20:.1f} MB | {r['write_s']:.1f} s | {r['peak_rss_mb']:.0f} MB "
              f"| {r.get('load_s', float('nan')):.2f} s | {r.get('render_ms', float('nan')):.0f} ms "
              f"| {r.get('heap_mb', float('nan')):.0f} MB | {r.get('sort_ms', float('nan')):.0f} ms "
              f"| {r.get('search_ms', float('nan')):.0f} ms | {r.get('open_ms', float('nan')):.0f} ms |")


if __name__ == "__main__":
    main()
