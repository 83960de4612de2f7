"""The pieces that let ``evaluate`` stream a run in bounded memory: chunks of records, a bounded cache of the
texts already tagged, and the tagging itself in one process or in ``n_process`` workers.

    cache = TagCache(max_items=200_000)
    with Tagger(nlp, n_process=2, batch_size=256) as tag:
        years = cache.years([("Prices rose in 2019.", None)], tag)   # tagged once, then read from the cache

A text is tagged once per (text, reference date) while it stays in the cache (the most recently used
``max_items`` pairs are kept): a document retrieved for many queries is tagged once. Workers return only the
stored (ordinal) year intervals of each text (no ``Doc`` travels between processes), and every text goes through
the same ``focus_years_many`` as in one process, so the years are the same whatever ``n_process``.
"""

from __future__ import annotations

import functools
import itertools
import multiprocessing as mp
import signal
from collections import OrderedDict
from collections.abc import Mapping
from itertools import islice
from typing import Any, Dict, Iterable, Iterator, List, Sequence, Tuple

from ..errors import ConfigError, Errors
from ..yearset import YearSet
from .pending import Done, Later

Key = Tuple[str, Any]
CACHE_SIZE = 200_000
"""(text, reference date) pairs whose years ``evaluate`` keeps between chunks (about 60 MB of short texts)."""
SLIM_FIELDS = ("id", "query", "answer")
"""What a streamed run keeps of each record in ``EvaluationResult.records`` (what ``to_pandas`` shows)."""


def chunked(items: Iterable[Any], size: int) -> Iterator[List[Any]]:
    """Lists of ``size`` items (the last one shorter) read from ``items`` as they come."""
    it = iter(items)
    while True:
        chunk = list(islice(it, size))
        if not chunk:
            return
        yield chunk


def numbered_chunks(records: Iterable[Any], size: int) -> Iterator[Tuple[int, List[Any]]]:
    """(index of the first record, records) of ``size`` records at a time; one empty chunk for an empty run
    (so that its result still has its columns)."""
    start = 0
    for chunk in chunked(records, size):
        yield start, chunk
        start += len(chunk)
    if start == 0:
        yield 0, []


def slim(record: Any) -> Any:
    """The fields of a record that a streamed result keeps (id, query, answer)."""
    if not isinstance(record, Mapping):
        return record
    return {k: record[k] for k in SLIM_FIELDS if k in record}


class TagCache:
    """(text, reference date) -> YearSet of the texts tagged so far, the ``max_items`` most recently used.

    max_items (Optional[int]): How many pairs to keep (default ``CACHE_SIZE``; 0: none, each text is then
        tagged once per chunk).
    """

    def __init__(self, max_items: int | None = None) -> None:
        self.max_items = CACHE_SIZE if max_items is None else max_items
        self._items: OrderedDict[Key, YearSet] = OrderedDict()
        self.tagged = 0  # texts sent to the tagger
        self.hits = 0  # texts read from the cache

    def __len__(self) -> int:
        return len(self._items)

    def store(self, keys: Sequence[Key], years: Sequence[YearSet]) -> None:
        """Keep the years of keys tagged elsewhere (through a Doc that ``evaluate.kinds`` read)."""
        self.tagged += len(keys)
        if self.max_items <= 0:
            return
        for key, ys in zip(keys, years):
            self._items[key] = ys
            self._items.move_to_end(key)
        while len(self._items) > self.max_items:
            self._items.popitem(last=False)

    def years(self, keys: Sequence[Key], tag: Any) -> List[YearSet]:
        """The years of each distinct key of ``keys`` (in order): cached ones read, the others tagged by
        ``tag(texts, reference_dates)`` in one call and cached."""
        return self.start(keys, lambda texts, refs: Done(tag(texts, refs)))()

    def start(self, keys: Sequence[Key], submit: Any) -> Any:
        """``years`` in two steps: the texts not cached go to ``submit(texts, reference_dates)`` (which returns
        an object whose ``result()`` gives their years, e.g. ``Tagger.submit``) now, and the returned function
        collects and caches them."""
        items = self._items
        out: List[Any] = [None] * len(keys)
        missing: List[int] = []
        for n, key in enumerate(keys):
            ys = items.get(key)
            if ys is None:
                missing.append(n)
            else:
                items.move_to_end(key)
                out[n] = ys
        self.hits += len(keys) - len(missing)
        if not missing:
            return lambda: out
        refs = [keys[n][1] for n in missing]
        pending = submit([keys[n][0] for n in missing], refs if any(r is not None for r in refs) else None)

        def finish() -> List[YearSet]:
            got = pending.result()
            self.tagged += len(missing)
            for n, ys in zip(missing, got):
                out[n] = ys
                if self.max_items > 0:
                    items[keys[n]] = ys
            while len(items) > self.max_items:
                items.popitem(last=False)
            return out

        return finish


def trim(mapping: Dict[Any, Any], size: int) -> None:
    """Drop the oldest entries of an insertion-ordered dict beyond ``size`` (``evaluate`` trims the kinds of
    the queries met so far before each chunk: a query dropped is read again from its Doc when met again)."""
    for key in list(islice(mapping, max(0, len(mapping) - size))):
        del mapping[key]


# -- tagging, in this process or in workers -------------------------------------------------------------------
_NLP: Any = None


def _init_worker(nlp: Any) -> None:
    global _NLP
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the pool on Ctrl-C and reports it once
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _NLP = nlp


def tag_part(nlp: Any, args: Tuple[List[str], List[Any] | None, int]) -> List[Tuple[Tuple[int, int], ...]]:
    """The stored year intervals of a part's texts (``YearSet.ordinal_intervals``: what a worker sends back)."""
    from ..metrics.adapters import tag_texts

    texts, refs, batch_size = args
    return [ys.ordinal_intervals for ys in tag_texts(texts, refs, nlp=nlp, batch_size=batch_size)]


def read_part(nlp: Any, args: Tuple[List[str], List[Any], int]) -> List[Tuple[Tuple[Tuple[int, int], ...], Any]]:
    """(stored year intervals, expressions) of a part's texts (the queries, whose kind of time ``evaluate.kinds``
    reads)."""
    from .focus import read_seen

    texts, refs, batch_size = args
    return [(ys.ordinal_intervals, expressions) for ys, expressions in read_seen(nlp, texts, refs, batch_size)]


def _in_worker(fn: Any, args: Tuple[List[str], List[Any] | None, int]) -> List[Any]:
    """``fn(nlp, args)`` in a worker process, with the pipeline ``_init_worker`` gave it."""
    return fn(_NLP, args)


class Tagging:
    """Texts being tagged: parts handed to the worker processes, and the parts this process takes back from
    them while they are still waiting (``result``). ``here(texts, refs)`` does a part's work in this process,
    ``rebuild(item)`` turns a worker's item (year intervals, or (intervals, expressions)) into a result item;
    ``steal=False`` (Dask) never takes a part back."""

    def __init__(self, tagger: Tagger, parts: List[Tuple[List[str], List[Any] | None, int]], futures: List[Any],
                 here: Any = None, rebuild: Any = None, steal: bool = True):
        self.tagger, self.parts, self.futures, self.steal = tagger, parts, futures, steal
        self.here = here or tagger.tag_here
        self.rebuild = rebuild or _years_of

    def result(self) -> List[Any]:
        """The result of every text, in order: the parts no worker has started are done here (last first,
        while the workers take them from the front), then the workers' parts are collected."""
        done: Dict[int, List[Any]] = {}
        for n in range(len(self.futures) - 1, -1, -1):
            if self.steal and self.futures[n].cancel():
                texts, refs, _ = self.parts[n]
                done[n] = self.here(texts, refs)
        out: List[Any] = []
        for n, future in enumerate(self.futures):
            if n in done:
                out.extend(done[n])
            else:
                out.extend(map(self.rebuild, future.result()))
        return out


def _by_shard(texts: List[str]) -> List[int]:
    """The positions of ``texts`` in the order they are handed out: the texts of one half of the hash space
    first, then the other half's, each in its own order. The workers take parts from the front and this
    process takes back the parts not started from the end, so a text met again in a later chunk (or with
    another date) mostly goes to the process that tagged it before, whose memos (matches, renderings,
    expressions that read no date) then serve it."""
    return sorted(range(len(texts)), key=lambda n: hash(texts[n]) & 1)


def _in_order(tagging: Tagging, order: List[int]) -> List[Any]:
    """``tagging.result()`` put back in the order of the texts (``order``: ``_by_shard``'s)."""
    got = tagging.result()
    out: List[Any] = [None] * len(order)
    for n, item in zip(order, got):
        out[n] = item
    return out


def _years_of(intervals: Tuple[Tuple[int, int], ...]) -> YearSet:
    """The YearSet of a worker's item (``tag_part``'s stored intervals: ordinals, no conversion)."""
    return YearSet.from_ordinal_intervals(intervals) if intervals else YearSet()


def _seen_of(item: Tuple[Tuple[Tuple[int, int], ...], Any]) -> Tuple[YearSet, Any]:
    return _years_of(item[0]), item[1]


AUTO_MAX_PROCESSES = 4
"""``n_process="auto"`` uses one process per core, at most this many: beyond a few workers the process that
reads, plans and scores the records is the limit, and every worker holds its own copy of the tagger."""


def auto_processes() -> int:
    """The processes ``n_process="auto"`` uses: the cores this process may run on, at most
    ``AUTO_MAX_PROCESSES``."""
    import os

    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, AUTO_MAX_PROCESSES))


class Tagger:
    """``tag(texts, reference_dates) -> [YearSet, ...]`` through ``nlp``; with ``n_process`` above 1 (-1: one per
    core; [E255] for another value) ``n_process - 1`` worker processes tag beside this one: the texts go out in
    parts, and this process tags the parts no worker has started yet (``submit`` returns at once, so this
    process may do other work first, e.g. score the chunk before, and then share the tagging). With
    ``n_process="auto"`` the workers (``auto_processes``) start only when ``widen()`` is called: ``evaluate``
    calls it when a run fills a whole chunk, so a short run never starts a process. With ``dask`` (a connected
    ``distributed.Client``, see ``evaluate.dask_workers``) the cluster's workers tag instead, from the start,
    whatever ``n_process``. Use it as a context manager (the workers end with it)."""

    def __init__(self, nlp: Any, *, n_process: int | str = 1, batch_size: int = 256, dask: Any = None) -> None:
        import os

        self.auto = n_process == "auto"
        if not self.auto and (type(n_process) is not int or n_process == 0 or n_process < -1):  # type: ignore[operator]
            raise ConfigError(Errors.E255.format(value=n_process))
        self.nlp, self.batch_size, self.dask = nlp, batch_size, dask
        self.n_process: int = auto_processes() if self.auto else \
            (os.cpu_count() or 1) if n_process == -1 else n_process  # type: ignore[assignment]
        self._pool: Any = None
        self.processes_used = 1  # the processes that tagged (``n_process`` once the workers have started)
        self.dask_workers = 0  # the Dask workers that tag (with ``dask``)

    def __enter__(self) -> Tagger:
        if not self.auto or self.dask is not None:
            self.widen()
        return self

    def widen(self) -> None:
        """Start the worker processes (once; none when ``n_process`` is 1), or send the pipeline to the Dask
        workers."""
        if self.dask is not None:
            if self._pool is None:
                from .dask_workers import DaskWorkers

                self._pool = DaskWorkers(self.dask, self.nlp)
                self.dask_workers = self.processes_used = self._pool.size
            return
        if self.n_process > 1 and self._pool is None:
            from concurrent.futures import ProcessPoolExecutor

            # a part waits in the executor (cancellable) until a worker is free: what no worker started yet,
            # this process tags itself (Tagging.result)
            self._pool = ProcessPoolExecutor(self.n_process - 1, mp_context=mp.get_context(),
                                             initializer=_init_worker, initargs=(self.nlp,))
            self.processes_used = self.n_process

    def __exit__(self, *exc: Any) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=exc[0] is None, cancel_futures=True)
            self._pool = None

    @property
    def parallel(self) -> bool:
        """Whether worker processes tag beside this one (else the caller may tag in this process itself)."""
        return self._pool is not None

    def tag_here(self, texts: List[str], refs: List[Any] | None) -> List[YearSet]:
        """Tag in this process."""
        from ..metrics.adapters import tag_texts

        return tag_texts(texts, refs, nlp=self.nlp, batch_size=self.batch_size)

    def submit(self, texts: List[str], refs: List[Any] | None) -> Any:
        """Start tagging ``texts``; ``.result()`` of the returned object gives their years."""
        return self._start(texts, refs, tag_part, self.tag_here, _years_of)

    def submit_seen(self, texts: List[str], refs: List[Any]) -> Any:
        """Start reading ``texts`` with their expressions (``focus.read_seen``: the queries, whose kind of time
        ``evaluate.kinds`` reads); ``.result()`` gives (years, expressions) per text."""
        return self._start(texts, refs, read_part, self._read_here, _seen_of)

    def _start(self, texts: List[str], refs: List[Any] | None, worker: Any, here: Any, rebuild: Any) -> Any:
        """``here(texts, refs)`` later in this process when there are no workers or few texts, else parts of the
        texts handed to ``worker(nlp, part)`` in the workers (a ``Tagging``; ``rebuild`` reads a worker's
        item)."""
        if self._pool is None or len(texts) < 2 * self.batch_size:
            return Later(functools.partial(here, texts, refs))
        if self.dask is not None:
            return self._start_on_dask(texts, refs, worker, rebuild)
        order = _by_shard(texts)
        parts = self._parts([texts[n] for n in order], None if refs is None else [refs[n] for n in order])
        tagging = Tagging(self, parts, [self._pool.submit(_in_worker, worker, part) for part in parts], here=here,
                          rebuild=rebuild)
        return Later(functools.partial(_in_order, tagging, order))

    def _start_on_dask(self, texts: List[str], refs: List[Any] | None, worker: Any, rebuild: Any) -> Any:
        """``_start`` on a Dask cluster: the texts split by their hash into one shard per worker, each shard's
        parts asked of its own worker (loosely: another takes them if it is gone), so that a text met again in
        a later chunk (or with another date) goes to the worker whose memos know it."""
        shards = max(1, self.dask_workers)
        keys = [hash(text) % shards for text in texts]
        order = sorted(range(len(texts)), key=keys.__getitem__)
        size = self._part_size(len(texts))
        parts: List[Tuple[List[str], List[Any] | None, int]] = []
        futures: List[Any] = []
        for shard, group in itertools.groupby(order, key=keys.__getitem__):
            positions = list(group)
            for part in self._parts([texts[n] for n in positions],
                                    None if refs is None else [refs[n] for n in positions], size):
                parts.append(part)
                futures.append(self._pool.submit(worker, part, shard=shard))
        tagging = Tagging(self, parts, futures, rebuild=rebuild, steal=False)
        return Later(functools.partial(_in_order, tagging, order))

    def _read_here(self, texts: List[str], refs: List[Any] | None) -> List[Tuple[YearSet, Any]]:
        from .focus import read_seen

        return read_seen(self.nlp, texts, list(refs) if refs is not None else [None] * len(texts), self.batch_size)

    def _part_size(self, n_texts: int) -> int:
        """Texts per part: about 8 parts per process (or Dask worker), at least a quarter of a batch."""
        return max(self.batch_size // 4, -(-n_texts // (8 * (self.dask_workers or self.n_process))))

    def _parts(self, texts: List[str], refs: List[Any] | None,
               size: int | None = None) -> List[Tuple[List[str], List[Any] | None, int]]:
        size = size or self._part_size(len(texts))
        return [(texts[i:i + size], None if refs is None else refs[i:i + size], self.batch_size)
                for i in range(0, len(texts), size)]

    def __call__(self, texts: List[str], refs: List[Any] | None) -> List[YearSet]:
        return self.submit(texts, refs).result()


__all__ = ["trim", "TagCache", "Tagger", "Tagging", "Done", "Later", "chunked", "numbered_chunks", "slim",
           "tag_part", "read_part",
           "SLIM_FIELDS", "CACHE_SIZE",
           "AUTO_MAX_PROCESSES", "auto_processes"]
