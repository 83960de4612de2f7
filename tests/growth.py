"""Growth checks for the "grows linearly" tests, robust on a busy machine.

A linearity test compares the CPU seconds of this process (not wall time: other processes do not count) on a small
and a large input. One comparison is noisy: a loaded machine, a frequency change or a page-in can make a single
linear pass look 2x slower. So each check takes the best of several passes per size and, when the ratio is over
the limit, measures again, up to ``attempts`` times. Work that really grows faster than linearly (a quadratic
loop, catastrophic regex backtracking) is over the limit on every attempt and fails; noise is not.

There is no time bound: only the ratio of two costs measured side by side counts.
"""

from __future__ import annotations

import gc
import time
from typing import Callable


def cpu_cost(run: Callable[[], object], passes: int = 3, setup: Callable[[], object] | None = None) -> float:
    """The best CPU time of ``passes`` calls of ``run``; ``setup()`` (not timed) gives ``run`` its argument if
    set. The garbage collector is off while timing (a full collection scans the test process's whole heap, which
    is not the cost of the code under test)."""
    best = float("inf")
    for _ in range(passes):
        arg = setup() if setup is not None else None
        gc.collect()
        gc.disable()
        try:
            start = time.process_time()
            run(arg) if setup is not None else run()
            best = min(best, time.process_time() - start)
        finally:
            gc.enable()
    return best


def assert_grows_at_most(small: Callable[[], float], large: Callable[[], float], limit: float, floor: float,
                         what: str, attempts: int = 3) -> None:
    """Pass when ``large() < max(floor, limit * small())`` on one of ``attempts`` measurements.

    ``small`` and ``large`` return CPU seconds (see :func:`cpu_cost`); ``limit`` sits between the linear ratio
    of the two inputs and the quadratic one; ``floor`` keeps timer resolution from deciding for tiny costs."""
    seen = []
    for _ in range(attempts):
        s, big = small(), large()
        seen.append(f"{s:.4f}s -> {big:.4f}s")
        if big < max(floor, limit * s):
            return
    raise AssertionError(f"{what}: grew more than {limit}x on each of {attempts} measurements: {'; '.join(seen)}")
