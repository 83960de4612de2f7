"""``evaluate(dask=...)``: the texts of a run tagged by the workers of a Dask cluster, for runs that outgrow one
machine (``preprocess --dask`` does the same for bulk preprocessing).

    from distributed import Client
    with Client("tcp://scheduler:8786") as client:
        result = spacy_tempoeval.evaluate("run.jsonl", dask=client)       # or dask="tcp://scheduler:8786"
    result = spacy_tempoeval.evaluate("run.jsonl", dask="local")          # a LocalCluster, one worker per core

The pipeline is sent to every worker once (``Client.scatter(..., broadcast=True)``: any pipeline that pickles,
the default one included); the distinct texts of each chunk go out in parts, each part's years (and, for the
queries, their expressions) come back, and this process reads, plans, scores and writes as with
``n_process``. The scores are the same whatever runs the tagging. A worker tags one part at a time (a lock per
worker process: the tagger's memos are not shared between threads). Needs the ``dask`` extra ([E070]); a
scheduler that cannot be reached or a part that fails on the cluster raises [E071] with the reason.
"""

from __future__ import annotations

import contextlib
import pickle
import threading
from typing import Any, Callable, Dict, List

from ..errors import Errors, ProcessingError, TempoEvalError

_WORKER_LOCK = threading.Lock()


class DaskWorkers:
    """``Tagger``'s workers on a Dask cluster: ``submit(fn, part)`` runs ``fn(nlp, part)`` on a worker, with the
    pipeline scattered to every worker once. Parts are never taken back once sent (``Tagging(steal=False)``): a
    Dask future does not tell whether its task has started.

    client (distributed.Client): A connected client.
    nlp (Language): The pipeline the workers tag with.
    """

    def __init__(self, client: Any, nlp: Any) -> None:
        self.client = client
        self.addresses = sorted(client.scheduler_info().get("workers", {}))
        self.size = max(1, len(self.addresses))
        self._nlp = client.scatter(nlp, broadcast=True, hash=False)

    def submit(self, fn: Callable[[Any, Any], Any], part: Any, shard: int | None = None) -> Any:
        """Run ``fn(nlp, part)`` on the cluster; with ``shard``, on that shard's worker if it is still there
        (``allow_other_workers``: else on another)."""
        where: Dict[str, Any] = {}
        if shard is not None and self.addresses:
            where = {"workers": [self.addresses[shard % len(self.addresses)]], "allow_other_workers": True}
        return _Part(self.client.submit(run_on_worker, fn, self._nlp, part, pure=False, **where))

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        with contextlib.suppress(Exception):  # the cluster may be gone already: nothing left to release
            self.client.cancel([self._nlp])


class _Part:
    """A part on the cluster: ``result()`` gives what ``fn`` returned; a failure on the cluster (a worker lost,
    a task that raised something else than our own errors) raises [E071] with its reason."""

    def __init__(self, future: Any) -> None:
        self.future = future

    def result(self) -> List[Any]:
        try:
            return pickle.loads(self.future.result())
        except TempoEvalError:
            raise
        except Exception as err:
            raise ProcessingError(Errors.E071.format(reason=f"a part of the texts failed on the cluster "
                                                            f"({type(err).__name__}: {err})")) from err

    def cancel(self) -> bool:
        return False


def run_on_worker(fn: Callable[[Any, Any], Any], nlp: Any, part: Any) -> bytes:
    """``fn(nlp, part)`` on a Dask worker, one part at a time per worker process, with the collector's setting of
    an ``evaluate`` run (``collector.fewer_collections``: a local worker process inherits it). RETURNS (bytes):
    the result pickled here, one buffer (Dask's own serialisation walks and sizes a nested list of tuples item
    by item: that cost the workers more than the tagging)."""
    from .collector import fewer_collections

    with _WORKER_LOCK, fewer_collections():
        return pickle.dumps(fn(nlp, part), protocol=pickle.HIGHEST_PROTOCOL)


__all__ = ["DaskWorkers", "run_on_worker"]
