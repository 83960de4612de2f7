"""spaCy's tokenizer with and without the guard (``spacy_tempoeval.pipeline.tokenizer_guard``), in one run.

Pathological texts (long whitespace-free stretches, on which spaCy's tokenizer is quadratic) and a normal text
(the guard's cost when it does nothing: one regex search). Plain and guarded runs alternate, best of
``--repeat``; the figures to quote are the ratios (the machine is shared).

    python benchmarks/bench_tokenizer_guard.py            # about a minute
"""

from __future__ import annotations

import argparse
import time
from typing import Callable, Dict

import spacy

from spacy_tempoeval.pipeline.tokenizer_guard import GuardedTokenizer

# each text is made new for every call (spaCy's tokenizer caches the chunks it has seen)
TEXTS: Dict[str, Callable[[int], str]] = {
    "parens 2x1000": lambda i: "(" * 1000 + str(1000 + i) + ")" * 1000,
    "parens 2x4000": lambda i: "(" * 4000 + str(1000 + i) + ")" * 4000,
    "'12:' x 10000": lambda i: "12:" * 10000 + str(i),
    "normal 200 KB": lambda i: f"In {1000 + i} the war ended; talks resumed (see p. 12) on March 3, 2020. " * 3000,
}


def seconds(tokenizer: Callable[[str], object], text: str) -> float:
    t0 = time.perf_counter()
    tokenizer(text)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    plain = spacy.blank("en").tokenizer
    guarded = GuardedTokenizer(spacy.blank("en").tokenizer)
    print(f"{'text':16}{'chars':>8}{'plain s':>10}{'guarded s':>11}{'plain/guarded':>15}")
    call = 0
    for name, make in TEXTS.items():
        p = g = float("inf")
        for _ in range(args.repeat):  # alternate, so load changes hit both alike
            call += 1
            p = min(p, seconds(plain, make(call)))
            call += 1
            g = min(g, seconds(guarded, make(call)))
        print(f"{name:16}{len(make(0)):8,}{p:10.4f}{g:11.4f}{p / g:15.1f}")


if __name__ == "__main__":
    main()
