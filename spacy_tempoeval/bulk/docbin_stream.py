"""Merge DocBin shards into one ``.spacy`` file in bounded memory (issue 22, item 3).

``DocBin.merge`` holds every doc of the corpus until the one final ``to_bytes`` (3.58 GB for 200k short docs).
A DocBin file is a zlib-compressed msgpack map whose arrays are the shards' arrays end to end, so the merged
file can be written as a stream instead: a first pass reads each shard's header fields (attrs, sizes and
strings), a second pass writes the map, each shard's token bytes, doc entries and user data in turn, through
one ``zlib.compressobj``. Memory holds one shard and the set of distinct strings (the corpus's vocabulary),
never the corpus. The bytes decompress to what ``DocBin.merge`` + ``to_bytes`` gave, so ``DocBin().from_disk``
and ``--resume`` read the file as before; it is written atomically (``util.atomic.atomic_open``).
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path
from typing import IO, Any, Dict, Iterator, List, Sequence, Set, Tuple

import srsly

from ..errors import Errors, OutputError
from ..util.atomic import PathLike, atomic_open

_BLOBS = ("tokens", "spaces", "lengths")  # numpy arrays as bytes, concatenated shard after shard
_LISTS = ("cats", "flags", "span_groups", "user_data")  # one entry per doc, appended shard after shard


def _read(path: PathLike) -> Dict[str, Any]:
    return srsly.msgpack_loads(zlib.decompress(Path(path).read_bytes()))


def _bin_header(n: int) -> bytes:
    """The msgpack header of a ``bin`` of ``n`` bytes (the smallest that fits, as msgpack's packer writes it)."""
    if n < 1 << 8:
        return b"\xc4" + struct.pack(">B", n)
    if n < 1 << 16:
        return b"\xc5" + struct.pack(">H", n)
    return b"\xc6" + struct.pack(">I", n)


def _survey(shards: Sequence[PathLike]) -> Tuple[Dict[str, Any], Dict[str, int], Set[str]]:
    """First pass: the first shard's version and attrs (every shard must share them, as ``DocBin.merge``
    requires), the total size of each blob and list, and the union of the strings."""
    head: Dict[str, Any] = {}
    sizes = dict.fromkeys(_BLOBS + _LISTS, 0)
    strings: Set[str] = set()
    for path in shards:
        msg = _read(path)
        if not head:
            head = {"version": msg["version"], "attrs": msg["attrs"], "user_data": "user_data" in msg}
        elif msg["attrs"] != head["attrs"] or ("user_data" in msg) != head["user_data"]:
            raise OutputError(Errors.E250.format(path=path, reason="other token attributes or user data setting"))
        for key in _BLOBS:
            sizes[key] += len(msg[key])
        for key in _LISTS:
            sizes[key] += len(msg.get(key, ()))
        strings.update(msg["strings"])
    return head, sizes, strings


def _chunks(shards: Sequence[PathLike], head: Dict[str, Any], sizes: Dict[str, int],
            strings: Set[str]) -> Iterator[bytes]:
    """Second pass: the msgpack bytes of the merged map, in ``DocBin.to_bytes`` key order."""
    packer = srsly.msgpack.Packer(use_bin_type=True)
    keys = ["version", "attrs", *_BLOBS, "strings", *_LISTS[:3]] + (["user_data"] if head["user_data"] else [])
    yield packer.pack_map_header(len(keys))
    yield packer.pack("version") + packer.pack(head["version"]) + packer.pack("attrs") + packer.pack(head["attrs"])
    for key in _BLOBS:
        yield packer.pack(key) + _bin_header(sizes[key])
        for path in shards:
            yield _read(path)[key]
    yield packer.pack("strings") + packer.pack(sorted(strings))
    for key in keys[6:]:
        yield packer.pack(key) + packer.pack_array_header(sizes[key])
        for path in shards:
            for item in _read(path).get(key, ()):
                yield packer.pack(item)


def merge_docbins(path: PathLike, shards: Sequence[PathLike], *, fsync: bool = True) -> int:
    """Write the DocBin of all ``shards`` (in order) to ``path``, atomically, one shard in memory at a time.

    RETURNS (int): The number of bytes written.
    RAISES (OutputError): [E250] when a shard differs from the first in attrs or in storing user data.
    """
    if not shards:
        from spacy.tokens import DocBin

        data = DocBin(store_user_data=True).to_bytes()
        with atomic_open(path, "wb", fsync=fsync) as out:
            out.write(data)
        return len(data)
    head, sizes, strings = _survey(shards)
    with atomic_open(path, "wb", fsync=fsync) as out:
        return _write_compressed(out, _chunks(shards, head, sizes, strings))


def _write_compressed(out: IO[bytes], chunks: Iterator[bytes]) -> int:
    squeeze = zlib.compressobj()
    written = 0
    pending: List[bytes] = []
    size = 0
    for chunk in chunks:
        pending.append(chunk)
        size += len(chunk)
        if size >= 1 << 16:  # feed zlib in pieces of 64 kB (fewer calls than one per doc, little memory)
            data = squeeze.compress(b"".join(pending))
            out.write(data)
            written += len(data)
            pending, size = [], 0
    data = squeeze.compress(b"".join(pending)) + squeeze.flush()
    out.write(data)
    return written + len(data)
