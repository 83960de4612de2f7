"""What ``temporal_focus`` adds to a Doc's transport (``Doc.to_bytes`` in an ``nlp.pipe(n_process=2)`` worker,
``Doc(vocab).from_bytes`` in the parent) and to the memo-hit path of a short doc, part by part (issue 22).

Per doc, best of ``--repeat`` passes of process CPU time over ``--docs`` short queries (``bench_tagging.short_queries``,
distinct enough: the generator's queries) or a corpus's texts. Run it on two trees to compare:

    PYTHONPATH=/tmp/base_main python benchmarks/bench_doc_transport.py
    PYTHONPATH=. python benchmarks/bench_doc_transport.py

Rows: a blank doc's and a tagged doc's ``to_bytes`` / ``from_bytes``; what of the difference is the span group
(``doc.spans.to_bytes()``, ``SpanGroups.from_bytes``), the user data (the two msgpack calls spaCy makes for its keys
and values, each way) and the strings; srsly's per-call cost (``msgpack_dumps`` / ``msgpack_loads`` of a small
value against msgpack's own ``packb`` / ``unpackb``); the same docs' ``to_bytes`` / ``from_bytes`` with srsly's own
calls and with ``msgpack_speed``'s, alternately in one process (``srsly_ab``); and on snips-pate (every doc a memo
hit after the first pass) the component's call against the tokenizer's doc.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Sequence

import spacy
import srsly
import srsly.msgpack as srsly_msgpack
from spacy.tokens import Doc, SpanGroup

# srsly's own calls, taken before a component puts ``msgpack_speed``'s in their place (``srsly_ab``)
SRSLY_CALLS = ("dumps", "loads", "packb", "unpackb")
SRSLY_OWN = [getattr(srsly_msgpack, name) for name in SRSLY_CALLS]

import spacy_tempoeval  # noqa: E402,F401  (registers the factory)
from spacy_tempoeval.pipeline.extensions import write_stored  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_tagging import _docs, build, load_corpus, short_queries  # noqa: E402


def per_item(function: Callable[[Any], Any], items: Sequence[Any], repeat: int) -> float:
    """Best CPU microseconds per item of ``function`` over ``items``."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        for item in items:
            function(item)
        best = min(best, time.process_time() - t0)
    return 1e6 * best / len(items)


def transport(n: int, repeat: int) -> Dict[str, float]:
    nlp = build("en")
    blank = spacy.blank("en")
    texts = short_queries(n)
    docs = list(nlp.pipe(texts))
    bdocs = list(blank.pipe(texts))
    tagged = [d for d in docs if len(d.spans["temporal"])]
    out: Dict[str, float] = {"docs": n, "docs_with_spans": len(tagged)}
    out["blank_to_bytes"] = per_item(lambda d: d.to_bytes(), bdocs, repeat)
    out["tagged_to_bytes"] = per_item(lambda d: d.to_bytes(), docs, repeat)
    data_b = [d.to_bytes() for d in bdocs]
    data_t = [d.to_bytes() for d in docs]
    out["blank_bytes"] = sum(map(len, data_b)) / n
    out["tagged_bytes"] = sum(map(len, data_t)) / n
    vocab = nlp.vocab
    out["blank_from_bytes"] = per_item(lambda b: Doc(vocab).from_bytes(b), data_b, repeat)
    out["tagged_from_bytes"] = per_item(lambda b: Doc(vocab).from_bytes(b), data_t, repeat)
    # the parts of to_bytes a tagged doc adds
    out["part_spans_to_bytes"] = per_item(lambda d: d.spans.to_bytes(), docs, repeat)

    def user_data_dumps(d: Doc) -> None:
        keys, values = zip(*d.user_data.items())
        srsly.msgpack_dumps(keys)
        srsly.msgpack_dumps(values)

    out["part_user_data_dumps"] = per_item(user_data_dumps, docs, repeat)
    # ... and of from_bytes
    msgs = [srsly.msgpack_loads(b) for b in data_t]

    def user_data_loads(m: Dict[str, Any]) -> None:
        srsly.msgpack_loads(m["user_data_keys"], use_list=False)
        srsly.msgpack_loads(m["user_data_values"])

    out["part_user_data_loads"] = per_item(user_data_loads, msgs, repeat)
    pairs = [(blank.make_doc(t), m["spans"]) for t, m in zip(texts, msgs)]
    out["part_spans_from_bytes"] = per_item(lambda p: p[0].spans.from_bytes(p[1]), pairs, repeat)
    out["part_strings_add"] = per_item(lambda m: [vocab.strings.add(s) for s in m["strings"]], msgs, repeat)
    out["outer_msgpack_loads_tagged"] = per_item(srsly.msgpack_loads, data_t, repeat)
    out["outer_msgpack_loads_blank"] = per_item(srsly.msgpack_loads, data_b, repeat)
    # srsly's per-call cost on a small value
    small = [[[0, 4, "DATE", "2019", None, "r", [[2019, 2019]]]]] * 2000
    packed = [srsly.msgpack_dumps(v) for v in small]
    out["srsly_dumps_small"] = per_item(srsly.msgpack_dumps, small, repeat)
    out["raw_packb_small"] = per_item(lambda v: srsly_msgpack._Packer(use_bin_type=True).pack(v), small, repeat)
    out["srsly_loads_small"] = per_item(srsly.msgpack_loads, packed, repeat)
    out["raw_unpackb_small"] = per_item(lambda b: srsly_msgpack._unpackb(b, raw=False), packed, repeat)
    return out


def srsly_ab(n: int, repeat: int, rounds: int = 2) -> Dict[str, float]:
    """``to_bytes`` / ``from_bytes`` of blank and tagged docs with srsly's own ``dumps`` / ``loads`` and with the
    ones ``msgpack_speed`` puts in their place (their chain of extensions built once), alternately in this one
    process: the effect of that change alone, which separate runs on a loaded machine blur. Best of ``rounds``."""
    names = SRSLY_CALLS
    original = SRSLY_OWN
    nlp = build("en")  # the component's __init__ puts the chained calls in place
    chained = [getattr(srsly_msgpack, name) for name in names]
    blank = spacy.blank("en")
    texts = short_queries(n)
    docs = list(nlp.pipe(texts))
    bdocs = list(blank.pipe(texts))
    vocab = nlp.vocab
    out: Dict[str, float] = {}
    try:
        for _ in range(rounds):
            for side, functions in (("srsly", original), ("chained", chained)):
                for name, function in zip(names, functions):
                    setattr(srsly_msgpack, name, function)
                data_t = [d.to_bytes() for d in docs]
                data_b = [d.to_bytes() for d in bdocs]
                rows = {"tagged_to_bytes": per_item(lambda d: d.to_bytes(), docs, repeat),
                        "blank_to_bytes": per_item(lambda d: d.to_bytes(), bdocs, repeat),
                        "tagged_from_bytes": per_item(lambda b: Doc(vocab).from_bytes(b), data_t, repeat),
                        "blank_from_bytes": per_item(lambda b: Doc(vocab).from_bytes(b), data_b, repeat)}
                for key, value in rows.items():
                    out[f"{side}_{key}"] = min(out.get(f"{side}_{key}", float("inf")), value)
    finally:
        for name, function in zip(names, chained):
            setattr(srsly_msgpack, name, function)
    return out


def memo_hit(repeat: int) -> Dict[str, float]:
    """snips-pate, every doc a memo hit: the tokenizer, the docs with their reference date, the component."""
    nlp = build("en")
    blank = spacy.blank("en")
    component = nlp.get_pipe("temporal_focus")
    _, items = load_corpus("snips-pate")
    texts = [t for t, _ in items]
    for _ in range(2):
        list(nlp.pipe(_docs(nlp, items), batch_size=64))
    out: Dict[str, float] = {"docs": len(items)}
    out["tokenizer_pipe"] = _per_pass(
        lambda: list(blank.pipe(texts, batch_size=64)), len(items), repeat)
    out["make_doc_and_reference_date"] = _per_pass(lambda: list(_docs(nlp, items)), len(items), repeat)
    out["pipeline_pipe"] = _per_pass(lambda: list(nlp.pipe(_docs(nlp, items), batch_size=64)), len(items), repeat)
    docs: List[Doc] = []

    def fresh() -> None:
        docs[:] = list(_docs(nlp, items))

    def timed(function: Callable[[Doc], Any]) -> float:
        best = float("inf")
        for _ in range(repeat):
            fresh()
            t0 = time.process_time()
            for d in docs:
                function(d)
            best = min(best, time.process_time() - t0)
        return 1e6 * best / len(items)

    out["component_call"] = timed(component)
    out["part_doc_references"] = timed(lambda d: component._doc_references(d.user_data))
    out["part_short_entry"] = timed(component._short_entry)

    def entry_and_write(d: Doc) -> None:
        kept = component._short_entry(d)[1]
        if kept is not None and kept[4] is not None:
            component._write_kept(d, d.user_data, kept[4])
        else:  # no expression: what __call__ writes then
            d.spans[component.spans_key] = SpanGroup(d, name=component.spans_key)
            write_stored(d, [], [])

    out["part_short_entry_and_write"] = timed(entry_and_write)
    out["ratio_pipe_over_tokenizer"] = out["tokenizer_pipe"] / out["pipeline_pipe"]
    return out


def _per_pass(function: Callable[[], Any], n: int, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        function()
        best = min(best, time.process_time() - t0)
    return 1e6 * best / n


def main(argv: List[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--docs", type=int, default=5000, help="short queries for the transport rows")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--json", help="write the figures to this file")
    args = ap.parse_args(argv)
    result = {"transport_us": transport(args.docs, args.repeat),
              "srsly_ab_us": srsly_ab(args.docs, args.repeat),
              "memo_hit_us": memo_hit(args.repeat)}
    for part, rows in result.items():
        print(part)
        for key, value in rows.items():
            print(f"  {key:<32}{value:>10.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
