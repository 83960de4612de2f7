"""Load time of the rule packs with and without running their examples (``validate``).

Each figure is the best of ``--repeat`` fresh processes (the engine caches parsed patterns per process, so a
second build in the same process would be faster than a real load):

    python benchmarks/bench_rule_load.py                 # en, es, de, xx
    python benchmarks/bench_rule_load.py --lang es --repeat 5
    python benchmarks/bench_rule_load.py --before /tmp/base --lang en --repeat 7   # build-time ratio, alternated
    python benchmarks/bench_rule_load.py --before /tmp/base --cpu --repeat 5         # CPU seconds, with the cache
    python benchmarks/bench_rule_load.py --before /tmp/base --core --repeat 7        # ``FocusCore(lang)`` alone

With ``--cpu`` the figures are CPU seconds of the build (``time.process_time``: the machine is shared), and the
tree after the change is timed three ways: with its rule build cache warm (``rules/build_cache.py``: the usual
case, every run after the first), cold (an empty cache directory: the first run after installing or after a
change to ``rules/*.py``) and off (``SPACY_TEMPOEVAL_RULE_CACHE=off``); plus the CPU time of the whole
``spacy-tempoeval evaluate examples/rag_run.jsonl`` command (user + system of the child process).

Columns: ``pipeline`` = ``spacy.blank(lang)`` + ``add_pipe("temporal_focus")`` (the component's default,
``validate = true``, checks only added rules: none here); ``+user file`` = the same with a rule file of 20 rules
with examples, validate on and off; ``pack validated`` = ``builtin_rules(lang, validate=True)`` (the whole
pack's examples) against ``builtin_rules(lang)``. With ``--core`` the ``--before`` comparisons time
``FocusCore(lang)`` (the tagger ``evaluate`` builds, without spaCy) instead of ``pipeline``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r'''
import json, os, sys, time
what, lang, path = sys.argv[1], sys.argv[2], sys.argv[3]
clock = time.process_time if os.environ.get("BENCH_CPU") else time.perf_counter
t0 = clock()
if what == "core":  # the tagger alone, as ``evaluate`` builds it (``FocusCore``: no spaCy pipeline)
    from spacy_tempoeval.pipeline.focus_core import FocusCore
    t0 = clock()
    FocusCore(lang)
elif what.startswith("pack"):
    from spacy_tempoeval.rules.files import builtin_rules
    from spacy_tempoeval.rules.engine import RuleEngine
    t0 = clock()
    rules = builtin_rules(lang, validate=(what == "pack_validate"))
    if what == "pack":
        RuleEngine(rules)  # validating builds the engine once; so does a component
else:
    import spacy
    import spacy_tempoeval  # noqa: F401
    nlp = spacy.blank(lang)
    t0 = clock()
    config = {}
    if what != "pipeline":
        config = {"rule_files": [path], "validate": what == "user_validate"}
    nlp.add_pipe("temporal_focus", config=config)
print(json.dumps(clock() - t0))
'''


def user_file(directory: Path) -> Path:
    records = [{"id": f"user_code_{i}", "label": "DATE", "pattern": f"(?P<y>{{YEAR4}})\\s?#{i}\\b",
                "value": "{y|year}", "examples": [f"2019 #{i}", f"1998#{i}"]} for i in range(20)]
    path = directory / "user_rules.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf8")
    return path


def _once(what: str, lang: str, path: Path, src: str | None = None, extra: dict | None = None) -> float:
    env = dict(os.environ, PYTHONPATH=src) if src else dict(os.environ)  # src: the code before a change
    env.update(extra or {})
    # run outside any source tree: ``python -c`` and ``-m`` put the working directory first on sys.path, before
    # PYTHONPATH, so a child started in the repository would import this tree even when told to import ``src``
    out = subprocess.run([sys.executable, "-c", CHILD, what, lang, str(path)], capture_output=True, text=True,
                         check=True, env=env, cwd=tempfile.gettempdir())
    return json.loads(out.stdout.strip().splitlines()[-1])


def _command_cpu(src: str, extra: dict) -> float:
    """CPU seconds (user + system) of ``spacy-tempoeval evaluate examples/rag_run.jsonl`` run on tree ``src``."""
    env = dict(os.environ, PYTHONPATH=src, **extra)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "spacy_tempoeval", "evaluate", str(ROOT / "examples" / "rag_run.jsonl")],
                   capture_output=True, check=True, env=env, cwd=tempfile.gettempdir())  # see ``_once``
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


ROOT = Path(__file__).resolve().parents[1]


def compare_cpu(before: str, langs: list, path: Path, repeat: int, what: str = "pipeline") -> None:
    """CPU seconds of the build: ``before`` against this tree with its cache warm, cold and off, alternated in
    fresh processes, best of ``repeat``; then the whole ``evaluate`` command, before and warm."""
    here = str(ROOT)
    for tree in (before, here):  # each child imports the tree it is meant to
        found = subprocess.run([sys.executable, "-c", "import spacy_tempoeval; print(spacy_tempoeval.__file__)"],
                               capture_output=True, text=True, check=True, cwd=tempfile.gettempdir(),
                               env=dict(os.environ, PYTHONPATH=tree)).stdout.strip()
        assert found.startswith(str(Path(tree).resolve())), (tree, found)
    with tempfile.TemporaryDirectory() as tmp:
        warm = {"BENCH_CPU": "1", "SPACY_TEMPOEVAL_RULE_CACHE": str(Path(tmp) / "warm")}
        off = {"BENCH_CPU": "1", "SPACY_TEMPOEVAL_RULE_CACHE": "off"}
        print(f"{'pack':5} {'before':>8} {'warm':>8} {'cold':>8} {'off':>8} {'warm/before':>12}   "
              f"(CPU s of {'FocusCore' if what == 'core' else 'add_pipe'}, best of {repeat}, alternated)")
        for lang in langs:
            _once(what, lang, path, here, warm)  # fills the warm cache
            times: dict = {"before": [], "warm": [], "cold": [], "off": []}
            for i in range(repeat):
                cold = {"BENCH_CPU": "1", "SPACY_TEMPOEVAL_RULE_CACHE": str(Path(tmp) / f"cold-{lang}-{i}")}
                times["before"].append(_once(what, lang, path, before, {"BENCH_CPU": "1"}))
                times["warm"].append(_once(what, lang, path, here, warm))
                times["cold"].append(_once(what, lang, path, here, cold))
                times["off"].append(_once(what, lang, path, here, off))
            b, w, c, o = (min(times[k]) for k in ("before", "warm", "cold", "off"))
            print(f"{lang:5} {b:7.3f}s {w:7.3f}s {c:7.3f}s {o:7.3f}s {w / b:12.3f}")
        runs: dict = {"before": [], "warm": []}
        _command_cpu(here, {"SPACY_TEMPOEVAL_RULE_CACHE": warm["SPACY_TEMPOEVAL_RULE_CACHE"]})  # its pack, warm
        for _ in range(repeat):
            runs["before"].append(_command_cpu(before, {}))
            runs["warm"].append(_command_cpu(here, {"SPACY_TEMPOEVAL_RULE_CACHE": warm["SPACY_TEMPOEVAL_RULE_CACHE"]}))
        b, w = min(runs["before"]), min(runs["warm"])
        print(f"evaluate examples/rag_run.jsonl, whole command: before {b:.2f}s, warm {w:.2f}s CPU ({w / b:.3f})")


def timed(what: str, lang: str, path: Path, repeat: int) -> float:
    return min(_once(what, lang, path) for _ in range(repeat))


def compare(before: str, langs: list, path: Path, repeat: int, what: str = "pipeline") -> None:
    """The component's build time, this tree against ``before``, in alternated fresh processes (a loaded
    machine: only the ratio of one run means anything)."""
    here = str(Path(__file__).resolve().parents[1])
    print(f"{'pack':5} {'before':>8} {'after':>8} {'after/before':>13}   (best of {repeat}, alternated)")
    for lang in langs:
        times = {"before": [], "after": []}
        for _ in range(repeat):
            times["before"].append(_once(what, lang, path, before))
            times["after"].append(_once(what, lang, path, here))
        b, a = min(times["before"]), min(times["after"])
        print(f"{lang:5} {b:7.3f}s {a:7.3f}s {a / b:13.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", action="append", help="pack(s) to time (default: en es de xx)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--before", help="a source tree of the code before a change (`git archive` of the base): "
                                     "compare the pipeline's build time, alternated")
    ap.add_argument("--cpu", action="store_true", help="with --before: CPU seconds, the cache warm, cold and off")
    ap.add_argument("--core", action="store_true", help="with --before: time FocusCore(lang), the tagger "
                                                         "`evaluate` builds, instead of spacy.blank + add_pipe")
    args = ap.parse_args()
    langs = args.lang or ["en", "es", "de", "xx"]
    with tempfile.TemporaryDirectory() as tmp:
        path = user_file(Path(tmp))
        if args.before and args.cpu:
            compare_cpu(args.before, langs, path, args.repeat, "core" if args.core else "pipeline")
            return
        if args.before:
            compare(args.before, langs, path, args.repeat, "core" if args.core else "pipeline")
            return
        print(f"{'pack':5} {'pipeline':>9} {'+user file':>11} {'+validate':>10} {'pack':>7} {'pack validated':>15}")
        for lang in langs:
            row = [timed(w, lang, path, args.repeat) for w in ("pipeline", "user", "user_validate", "pack",
                                                              "pack_validate")]
            print(f"{lang:5} {row[0]:8.2f}s {row[1]:10.2f}s {row[2]:9.2f}s {row[3]:6.2f}s {row[4]:14.2f}s")


if __name__ == "__main__":
    main()
