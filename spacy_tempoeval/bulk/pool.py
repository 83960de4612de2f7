"""Multi-process preprocessing: whole checkpoint shards to worker processes, serialized shards back.

``nlp.pipe(n_process=N)`` sends every processed ``Doc`` back to the parent as bytes, and the parent rebuilds each
one (``Doc.from_bytes``) before it can write anything. For a light rule-based pipeline that rebuilding costs the
parent about as much as the processing costs a worker, so the parent becomes the bottleneck and two processes
are slower than one. Here each worker runs a whole shard through its own copy of the pipeline and returns the
shard already serialized (JSONL text or DocBin bytes): the parent only reads lines and writes bytes.

Results come back in shard order, with at most ``2 * n_process`` shards in flight (bounded memory).
"""

from __future__ import annotations

import collections
import multiprocessing as mp
import signal
from typing import Any, Deque, Iterable, Iterator, List, Tuple

from spacy.language import Language

from .formats import serialize_shard
from .record_context import CONTEXT_PIPE, RecordContext, timed_out

_NLP: Language | None = None


def _init_worker(nlp: Language) -> None:
    global _NLP
    # Ctrl-C reaches the whole process group: the parent stops the pool and reports it once; workers that
    # also raised KeyboardInterrupt would each print a traceback
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a forked worker must not inherit the CLI's SIGTERM handler:
    # the parent stops the pool with SIGTERM, and a worker raising instead of ending would print a traceback
    if CONTEXT_PIPE not in nlp.pipe_names:
        nlp.add_pipe(CONTEXT_PIPE, first=True)
    _NLP = nlp


def _process(args: Tuple[List[Tuple[str, RecordContext]], str, int]) -> Tuple[bytes, int, List[Any]]:
    items, fmt, batch_size = args
    assert _NLP is not None, "worker not initialized"
    docs, stopped = timed_out([doc for doc, _ in _NLP.pipe(items, as_tuples=True, batch_size=batch_size)])
    return serialize_shard(docs, fmt), len(docs), stopped


def pool_shards(nlp: Language, shards: Iterable[Tuple[Any, List[Tuple[str, RecordContext]]]], *, fmt: str,
                n_process: int, batch_size: int) -> Iterator[Tuple[Any, bytes, int, List[Any]]]:
    """Process shards in worker processes, yielding them in order.

    nlp (Language): The pipeline (copied into each worker: forked, or pickled under spawn).
    shards (Iterable[Tuple[Any, List]]): (shard, [(text, context), ...]) in order.
    fmt (str): "jsonl" or "docbin".
    n_process (int): Worker processes.
    batch_size (int): ``nlp.pipe`` batch size inside the workers.
    YIELDS (Tuple[Any, bytes, int, List]): (shard, serialized shard, number of docs, docs stopped by the time
        bound: see ``record_context.timed_out``).
    """
    ctx = mp.get_context()
    in_flight: Deque[Tuple[Any, Any]] = collections.deque()
    pool = ctx.Pool(n_process, initializer=_init_worker, initargs=(nlp,))
    try:
        for shard, items in shards:
            in_flight.append((shard, pool.apply_async(_process, ((items, fmt, batch_size),))))
            while len(in_flight) >= 2 * n_process:
                done, result = in_flight.popleft()
                yield (done, *result.get())
        while in_flight:
            done, result = in_flight.popleft()
            yield (done, *result.get())
        pool.close()
    finally:
        pool.terminate()
        pool.join()
