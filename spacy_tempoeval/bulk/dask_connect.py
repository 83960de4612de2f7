"""Connecting to Dask, shared by ``preprocess --dask`` and ``evaluate(dask=...)``: the one place that turns a
client, a scheduler address or ``"local"`` into a connected ``distributed.Client``, with coded errors.

    with connect("tcp://scheduler:8786") as client: ...      # closed after
    with connect("local", n_workers=2) as client: ...        # a LocalCluster of 2 one-thread workers
    with connect(my_client) as client: ...                   # the caller's client, left open

Dask is an optional extra (``pip install 'spacy-tempoeval[dask]'``); ``distributed`` is imported only here and
only when a cluster is used ([E070] without it).
"""

from __future__ import annotations

import contextlib
from typing import Any, Iterator

from ..errors import ConfigTypeError, DependencyError, Errors, ProcessingError

CONNECT_SECONDS = 20.0
"""How long a scheduler address is tried before [E071]."""


def require_distributed() -> Any:
    """The ``distributed`` module. RAISES (DependencyError): [E070] when it is not installed."""
    try:
        import distributed
    except ImportError as err:
        raise DependencyError(Errors.E070.format(reason=str(err))) from err
    return distributed


@contextlib.contextmanager
def local_cluster(n_workers: int = 2, *, processes: bool = True) -> Iterator[Any]:
    """A ``distributed.LocalCluster`` (one thread a worker, no dashboard) with a connected client."""
    require_distributed()
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=n_workers, threads_per_worker=1, processes=processes,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        yield client


def is_client(value: Any) -> bool:
    """Whether ``value`` can stand for a connected ``distributed.Client`` (it submits and scatters)."""
    return callable(getattr(value, "submit", None)) and callable(getattr(value, "scatter", None))


@contextlib.contextmanager
def connect(target: Any, n_workers: int = 2) -> Iterator[Any]:
    """A connected ``distributed.Client`` for ``target``: ``target`` itself when it is a client (the caller's: left
    open), a ``LocalCluster`` of ``n_workers`` one-thread workers for "local", or a new client of the scheduler at
    ``target`` (an address); both closed after.

    target (Union[distributed.Client, str]): A client, a scheduler address ("tcp://host:8786") or "local".
    n_workers (int): Workers of the "local" cluster.
    RAISES (ConfigTypeError): [E289] for another value. RAISES (DependencyError): [E070] without ``distributed``.
    RAISES (ProcessingError): [E071] when the scheduler cannot be reached within ``CONNECT_SECONDS`` or a local
        cluster's workers cannot start.
    """
    if not isinstance(target, str):
        if is_client(target):
            yield target
            return
        raise ConfigTypeError(Errors.E289.format(value=target, type=type(target).__name__))
    if not target.strip():
        raise ConfigTypeError(Errors.E289.format(value=target, type="str"))
    require_distributed()  # [E070]
    if target == "local":
        with contextlib.ExitStack() as stack:
            try:
                client = stack.enter_context(_local(max(1, n_workers)))
            except RuntimeError as err:  # e.g. a script without the __main__ guard: its workers cannot start
                raise ProcessingError(Errors.E071.format(
                    reason=f"the LocalCluster's workers did not start ({err}); a script that starts one needs "
                           f"'if __name__ == \"__main__\":' around its code (the workers import the script)")) from err
            yield client
        return
    from distributed import Client

    try:
        client = Client(target, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError, ValueError) as err:
        raise ProcessingError(Errors.E071.format(
            reason=f"cannot connect to the scheduler at {target!r} ({type(err).__name__}: {err})")) from err
    with client:
        yield client


def _local(n_workers: int) -> Any:
    """``local_cluster(n_workers)``, looked up when called (tests replace it to make a cluster fail)."""
    return local_cluster(n_workers)


__all__ = ["CONNECT_SECONDS", "connect", "is_client", "local_cluster", "require_distributed"]
