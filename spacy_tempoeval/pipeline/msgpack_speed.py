"""Doc serialisation without a scan of every installed package per call (``nlp.pipe(n_process=2)``, DocBin).

``srsly.msgpack_dumps`` / ``msgpack_loads`` look up srsly's msgpack extensions on every call through catalogue's
``Registry.get_all()``, which re-reads the entry points of every installed distribution: about 0.5-1.6 ms a call
on an environment with a few hundred packages, against microseconds for the packing itself. ``Doc.to_bytes``
makes one such call for a blank Doc and five for a Doc with user data and a span group, so with ``n_process=2``
(every Doc is serialised by the worker and read back by the parent) spaCy ran 28x slower than one process.

``memoize_msgpack_entry_points`` keeps, for srsly's two msgpack registries only, the entry points they found the
first time (an installed package cannot add one while the process runs), and their ``get_all()`` result until
catalogue's registry changes: a name registered anywhere (the registry grows) or a name re-registered through
these two registries' ``register`` reads it again. So nothing else changes: the same encoders in the same
order, the same bytes. Measured on this project's environment: a tagged Doc's ``to_bytes`` + ``from_bytes``
went from about 1,450 us to 76 us, and ``nlp.pipe(n_process=2)`` on 20,000 short queries from 671 to 6,235
docs/s (one process: 13,400 docs/s; ``benchmarks/bench_tagging.py --nproc 20000``).

It also puts in place of ``srsly.msgpack``'s ``packb``/``dumps`` and ``unpackb``/``loads`` versions that build
srsly's chain of extension functions once per state of the registries, not on every call (``_chain_calls``):
``msgpack_dumps`` of a small value 4.1 -> 1.3 us, ``msgpack_loads`` 3.1 -> 1.2 us; a tagged Doc's ``to_bytes``
about 50 -> 44 us (``benchmarks/bench_doc_transport.py``, branch h22x).
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Dict

import catalogue

_DONE = False


def memoize_msgpack_entry_points() -> bool:
    """Make srsly's msgpack extension registries read the installed entry points once (idempotent; cheap).

    RETURNS (bool): Whether the registries were found and memoized (False on a srsly without them).
    """
    global _DONE
    if _DONE:
        return True
    try:
        import srsly.msgpack as srsly_msgpack
    except ImportError:  # pragma: no cover - srsly comes with spaCy
        return False
    registries = [getattr(srsly_msgpack, name, None) for name in ("msgpack_encoders", "msgpack_decoders")]
    if any(reg is None or not callable(getattr(reg, "get_entry_points", None)) for reg in registries):
        return False
    memos = []
    for reg in registries:
        assert reg is not None  # checked above
        found: Dict[str, Any] = reg.get_entry_points()
        reg.get_entry_points = _Memo(found)  # instance attribute: get_all() calls self.get_entry_points()
        memo = _AllMemo(reg.get_all)
        reg.get_all = memo
        reg.register = _Forgetting(reg.register, memo)
        memos.append(memo)
    _chain_calls(srsly_msgpack, *memos)
    _DONE = True
    return True


def _chain_calls(srsly_msgpack: Any, encoders: _AllMemo, decoders: _AllMemo) -> None:
    """Make ``srsly.msgpack``'s ``packb`` / ``dumps`` and ``unpackb`` / ``loads`` build their chain of extension
    functions (``functools.partial(encoder, chain=...)`` over ``get_all()``) once per state of the registries
    instead of on every call: srsly spends about 3 us of a 4 us ``msgpack_dumps`` of a small value, and 2 of 3 us
    of a ``msgpack_loads``, on that chain and on copying the registry (``Doc.to_bytes`` of a tagged doc makes five
    such calls, ``Doc.from_bytes`` five). The same functions in the same order: the same bytes and values."""
    raw_packer = getattr(srsly_msgpack, "_Packer", None)
    raw_unpackb = getattr(srsly_msgpack, "_unpackb", None)
    if raw_packer is None or raw_unpackb is None:
        return  # pragma: no cover - another srsly: leave it as it is
    encoder_chain = _Chain(encoders)
    decoder_chain = _Chain(decoders)

    def packb(o: Any, **kwargs: Any) -> bytes:
        """srsly's ``packb`` (``Packer(**kwargs).pack(o)``), its encoders' chain built once per state of the
        registry (srsly's ``Packer`` subclass builds it in its ``__init__``; the packer it hands it to is this)."""
        kwargs["default"] = encoder_chain(kwargs.get("default"))
        return raw_packer(**kwargs).pack(o)

    def unpackb(packed: Any, **kwargs: Any) -> Any:
        """srsly's ``unpackb``, its decoders' chain built once per state of the registry."""
        if "object_pairs_hook" not in kwargs:
            kwargs["object_hook"] = decoder_chain(kwargs.get("object_hook"))
        return raw_unpackb(packed, **kwargs)

    packb.__module__ = unpackb.__module__ = srsly_msgpack.__name__
    # srsly.msgpack_dumps / msgpack_loads call ``msgpack.dumps`` / ``msgpack.loads``: looked up on each call
    srsly_msgpack.packb = srsly_msgpack.dumps = packb
    srsly_msgpack.unpackb = srsly_msgpack.loads = unpackb


class _Chain:
    """``functools.partial(f_n, chain=...(f_1, chain=first))`` over a registry's ``get_all()`` values, as srsly
    builds it per call: kept for ``first=None`` (the only case srsly's own API passes) until the registry's
    ``get_all`` memo reads again; built as srsly does for any other ``first``."""

    def __init__(self, memo: _AllMemo) -> None:
        self.memo = memo
        self.kept: Any = (None, None)  # (the get_all() value it was built from, the chain): one object, so a
        # thread never pairs a new value with an old chain

    def __call__(self, first: Any) -> Any:
        functions = self.memo.current()
        if first is None:
            source, chain = self.kept
            if source is functions:
                return chain
        chain = first
        for function in functions.values():
            chain = functools.partial(function, chain=chain)
        if first is None:
            self.kept = (functions, chain)
        return chain


class _Memo:
    """The entry points a registry found once (a copy per call, as the original returns a new dict)."""

    def __init__(self, found: Dict[str, Any]) -> None:
        self.found = found

    def __call__(self) -> Dict[str, Any]:
        return dict(self.found)


class _AllMemo:
    """A registry's ``get_all()``, read again only when catalogue's registry changed size or ``forget`` ran."""

    def __init__(self, get_all: Callable[[], Dict[str, Any]]) -> None:
        self.get_all = get_all
        self.size = -1
        self.value: Dict[str, Any] = {}

    def forget(self) -> None:
        self.size = -1

    def current(self) -> Dict[str, Any]:
        """The registry's ``get_all()`` as kept (not a copy: never to be changed), read again if it changed."""
        size = len(catalogue.REGISTRY)
        if size != self.size:
            self.value = self.get_all()
            self.size = size
        return self.value

    def __call__(self) -> Dict[str, Any]:
        return dict(self.current())


class _Forgetting:
    """A registry's ``register`` that makes its ``get_all`` memo read again (a name registered twice)."""

    def __init__(self, register: Callable[..., Any], memo: _AllMemo) -> None:
        self.register = register
        self.memo = memo

    def __call__(self, name: str, *, func: Any = None) -> Any:
        self.memo.forget()
        registered = self.register(name, func=func)
        if func is not None:
            return registered

        def decorate(function: Any) -> Any:  # the decorator form: register("name")(function)
            out = registered(function)
            self.memo.forget()
            return out

        return decorate


__all__ = ["memoize_msgpack_entry_points"]
