"""Load time of the rule packs with and without running their examples (``validate``).

Each figure is the best of ``--repeat`` fresh processes (the engine caches parsed patterns per process, so a
second build in the same process would be faster than a real load):

    python benchmarks/bench_rule_load.py                 # en, es, de, xx
    python benchmarks/bench_rule_load.py --lang es --repeat 5
    python benchmarks/bench_rule_load.py --before /tmp/base --lang en --repeat 7   # build-time ratio, alternated

Columns: ``pipeline`` = ``spacy.blank(lang)`` + ``add_pipe("temporal_focus")`` (the component's default,
``validate = true``, checks only added rules: none here); ``+user file`` = the same with a rule file of 20 rules
with examples, validate on and off; ``pack validated`` = ``builtin_rules(lang, validate=True)`` (the whole
pack's examples) against ``builtin_rules(lang)``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r'''
import json, sys, time
what, lang, path = sys.argv[1], sys.argv[2], sys.argv[3]
t0 = time.perf_counter()
if what.startswith("pack"):
    from spacy_tempoeval.rules.files import builtin_rules
    from spacy_tempoeval.rules.engine import RuleEngine
    t0 = time.perf_counter()
    rules = builtin_rules(lang, validate=(what == "pack_validate"))
    if what == "pack":
        RuleEngine(rules)  # validating builds the engine once; so does a component
else:
    import spacy
    import spacy_tempoeval  # noqa: F401
    nlp = spacy.blank(lang)
    t0 = time.perf_counter()
    config = {}
    if what != "pipeline":
        config = {"rule_files": [path], "validate": what == "user_validate"}
    nlp.add_pipe("temporal_focus", config=config)
print(json.dumps(time.perf_counter() - t0))
'''


def user_file(directory: Path) -> Path:
    records = [{"id": f"user_code_{i}", "label": "DATE", "pattern": f"(?P<y>{{YEAR4}})\\s?#{i}\\b",
                "value": "{y|year}", "examples": [f"2019 #{i}", f"1998#{i}"]} for i in range(20)]
    path = directory / "user_rules.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf8")
    return path


def _once(what: str, lang: str, path: Path, src: str | None = None) -> float:
    env = dict(os.environ, PYTHONPATH=src) if src else None  # another source tree: the code before a change
    out = subprocess.run([sys.executable, "-c", CHILD, what, lang, str(path)], capture_output=True, text=True,
                         check=True, env=env)
    return json.loads(out.stdout.strip().splitlines()[-1])


def timed(what: str, lang: str, path: Path, repeat: int) -> float:
    return min(_once(what, lang, path) for _ in range(repeat))


def compare(before: str, langs: list, path: Path, repeat: int) -> None:
    """The component's build time, this tree against ``before``, in alternated fresh processes (a loaded
    machine: only the ratio of one run means anything)."""
    here = str(Path(__file__).resolve().parents[1])
    print(f"{'pack':5} {'before':>8} {'after':>8} {'after/before':>13}   (best of {repeat}, alternated)")
    for lang in langs:
        times = {"before": [], "after": []}
        for _ in range(repeat):
            times["before"].append(_once("pipeline", lang, path, before))
            times["after"].append(_once("pipeline", lang, path, here))
        b, a = min(times["before"]), min(times["after"])
        print(f"{lang:5} {b:7.3f}s {a:7.3f}s {a / b:13.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", action="append", help="pack(s) to time (default: en es de xx)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--before", help="a source tree of the code before a change (`git archive` of the base): "
                                     "compare the pipeline's build time, alternated")
    args = ap.parse_args()
    langs = args.lang or ["en", "es", "de", "xx"]
    with tempfile.TemporaryDirectory() as tmp:
        path = user_file(Path(tmp))
        if args.before:
            compare(args.before, langs, path, args.repeat)
            return
        print(f"{'pack':5} {'pipeline':>9} {'+user file':>11} {'+validate':>10} {'pack':>7} {'pack validated':>15}")
        for lang in langs:
            row = [timed(w, lang, path, args.repeat) for w in ("pipeline", "user", "user_validate", "pack",
                                                              "pack_validate")]
            print(f"{lang:5} {row[0]:8.2f}s {row[1]:10.2f}s {row[2]:9.2f}s {row[3]:6.2f}s {row[4]:14.2f}s")


if __name__ == "__main__":
    main()
