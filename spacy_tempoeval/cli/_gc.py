"""The garbage collector during a command's long work: the objects made before it (spaCy, the pipeline, its
rules: about 100,000 of them) are moved out of the collector's reach, so that each full collection scans only what
the run itself allocates.

A loaded pipeline costs a full collection 80-170 ms to traverse, and a run of 10,000 records triggers several;
those objects live as long as the command anyway. A command-line setting only: the library never changes the
collector of the process it runs in.
"""

from __future__ import annotations

import contextlib
import gc
from typing import Iterator


@contextlib.contextmanager
def built_objects_frozen() -> Iterator[None]:
    """Within the block, what exists now is frozen (``gc.freeze``); unfrozen when it ends (``gc.unfreeze``),
    so an in-process caller (tests, a notebook running the CLI) gets its collector back as it was."""
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


__all__ = ["built_objects_frozen"]
