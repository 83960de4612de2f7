"""What building a rule engine computes from pattern text alone, remembered within a process and across processes.

Building the ``temporal_focus`` component checks every expanded pattern ([E006], [E014], [E016], [E174]: each one
parsed and compiled four times, by ``re`` and by ``regex``), finds its possible starts (``prefix.first_chars``),
the words it requires (``anchors.required_words``) and, for each gazetteer entry, the starts of its names
(``prefix.name_starts``), and compiles each built-in rule (``compiled.compile_alone``: ``re``'s parser and code
generator, whose output is kept and handed to ``_sre.compile``): 80-95 % of the build (``benchmarks/README.md``).
Each answer depends only on its input text and on the code that computes it, so ``remembered(kind, fn)`` keeps
the answers:

- in the process: a second build (``add_rules``, ``spacy.load``, each test module) computes nothing again;
- on disk, one file under ``$XDG_CACHE_HOME/spacy_tempoeval/rules/`` (``~/.cache`` when unset), read once per
  process: a new process (a CLI command, a Dask worker) computes only what no earlier run met.

Safety. An answer is keyed by its input itself (the pattern's full text, the entry's names), never by a file
name or date: a rule a linguist edits is a new key, computed afresh at once, and can never be served an old
answer. The file's name holds a digest of the code that computes the answers (the sources of ``rules/*.py``),
the Python version and the ``regex`` version, so a changed checker starts a new file. The file holds a
SHA-256 of its contents: a truncated, corrupt or foreign file is not used (a note on the ``spacy_tempoeval``
logger) and is replaced by a correct one. Writes are atomic (``util.atomic``: a temporary file renamed into
place) and merge what the file holds at that moment, so concurrent builds each leave a complete file. The
format is ``marshal`` (strings, tuples, frozensets and None only: loading it runs no code).

Answers about a whole gazetteer (its names' anchors, the order of its entries, the index of its names:
``remembered_whole``) read thousands of names: they are keyed by a SHA-256 of all their input (``digest_of``, of
the input as JSON), so a change to any name is a new key, as above. A built-in pack as parsed is kept in a file of
its own beside this one (``pack_cache``), under the same rules.

``SPACY_TEMPOEVAL_RULE_CACHE=off`` (or ``0``, ``false``, ``no``) keeps nothing on disk (the answers are still
kept in the process); any other value is the directory to use.
"""

from __future__ import annotations

import hashlib
import json
import logging
import marshal
import os
import sys
import threading
from pathlib import Path
from typing import Any, Callable, Dict, Hashable, Iterable, Tuple

import regex

from ..util.atomic import atomic_write_bytes

CACHE_ENV = "SPACY_TEMPOEVAL_RULE_CACHE"
OFF = frozenset({"off", "0", "false", "no"})
FORMAT = b"tempoeval-rule-facts-1\n"
MAX_ENTRIES = 200_000  # answers kept on disk before the file starts afresh (user rules come and go)
WHOLE_ENTRIES = 16  # answers kept of a kind about a whole gazetteer (``remembered_whole``)
_LIMITS: Dict[str, int] = {}  # kind -> the most answers kept of it (``remembered_whole``)

logger = logging.getLogger("spacy_tempoeval")

_SOURCES = Path(__file__).resolve().parent
# what else the kept answers depend on (``pack_cache``): the JSONL decoder of rule files and the calendar that
# writes a gazetteer entry's BC years
_MORE_SOURCES = (_SOURCES.parent / "util" / "jsonl.py", _SOURCES.parent / "normalize" / "calendar.py")


def cache_dir() -> Path | None:
    """The directory of the file (``SPACY_TEMPOEVAL_RULE_CACHE``, else the user cache), or None when off."""
    env = os.environ.get(CACHE_ENV)
    if env is not None and env.strip().lower() in OFF:
        return None
    if env:
        return Path(env)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "spacy_tempoeval" / "rules"


def code_digest(sources: Iterable[Path] | None = None) -> str:
    """A digest of what computes the answers: the sources of ``rules/*.py`` (and of ``util/jsonl.py`` and
    ``normalize/calendar.py``, read by ``pack_cache``), Python's and ``regex``'s versions."""
    h = hashlib.sha256(f"{sys.version}|{sys.implementation.cache_tag}|{regex.__version__}".encode())
    paths = sorted(sources) if sources is not None else \
        sorted(_SOURCES.glob("*.py")) + [p for p in _MORE_SOURCES if p.is_file()]
    for path in paths:
        h.update(path.name.encode() + b"\0" + path.read_bytes())
    if not paths:  # installed without its sources (bytecode only): the package's version stands for them
        try:
            from importlib.metadata import version

            h.update(version("spacy_tempoeval").encode())
        except Exception:  # not installed either: a digest no other build shares
            h.update(os.urandom(16))
    return h.hexdigest()[:24]


def sealed(fmt: bytes, payload: bytes) -> bytes:
    """A cache file's bytes: its format line, a SHA-256 of ``payload``, then ``payload`` (``unsealed`` checks
    them). Both caches' files are written so (this module's and ``pack_cache``'s)."""
    return fmt + hashlib.sha256(payload).digest() + payload


def unsealed(data: bytes, fmt: bytes) -> bytes | None:
    """The payload of a file ``sealed`` with ``fmt``, or None when the format line or the checksum does not hold
    (a truncated, corrupt or foreign file)."""
    head = len(fmt) + 32
    if data[:len(fmt)] != fmt or hashlib.sha256(data[head:]).digest() != data[len(fmt):head]:
        return None
    return data[head:]


def _decode(data: bytes) -> Tuple[Dict[str, Dict[Hashable, Any]] | None, str | None]:
    """(tables, None) from a file's bytes, or (None, why they cannot be used)."""
    payload = unsealed(data, FORMAT)
    if payload is None:
        return None, "not a complete cache file (format or checksum)"
    try:
        tables = marshal.loads(payload)
    except (ValueError, EOFError, TypeError) as err:
        return None, str(err)
    if not isinstance(tables, dict) or not all(isinstance(t, dict) for t in tables.values()):
        return None, "unexpected contents"
    return tables, None


class FactStore:
    """The answers of each kind (``kind -> {input: answer}``), loaded from ``path`` on first use.

    path (Optional[Path]): The file, or None to keep the answers in memory only.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.tables: Dict[str, Dict[Hashable, Any]] = {}
        self.loaded = False
        self.new = 0  # answers computed since the last save
        self.counts = {"hits": 0, "misses": 0}
        self._lock = threading.Lock()

    def table(self, kind: str) -> Dict[Hashable, Any]:
        if not self.loaded:
            self._load()
        return self.tables.setdefault(kind, {})

    def _read(self) -> Dict[str, Dict[Hashable, Any]] | None:
        """The file's tables; None when it is missing or unusable (with a note for the latter)."""
        if self.path is None:
            return None
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as err:
            logger.info("rule build cache %s not read (%s): rebuilt", self.path, err)
            return None
        tables, problem = _decode(data)
        if problem is not None:
            logger.info("rule build cache %s is unusable (%s): rebuilt", self.path, problem)
        return tables

    def _load(self) -> None:
        with self._lock:
            if not self.loaded:
                for kind, table in (self._read() or {}).items():
                    self.tables.setdefault(kind, {}).update(table)
                self.loaded = True

    def save(self) -> None:
        """Write the answers computed since the last save, merged with the file's current ones (atomic)."""
        if self.path is None or not self.new:
            return
        with self._lock:
            merged: Dict[str, Dict[Hashable, Any]] = self._read() or {}
            if sum(len(t) for t in merged.values()) > MAX_ENTRIES:
                merged = {}
            for kind, table in self.tables.items():
                merged.setdefault(kind, {}).update(table)
            for kind, limit in _LIMITS.items():  # the newest of the large answers (``remembered_whole``)
                large = merged.get(kind)
                if large is not None and len(large) > limit:
                    merged[kind] = dict(list(large.items())[-limit:])
            try:
                atomic_write_bytes(self.path, sealed(FORMAT, marshal.dumps(merged)), fsync=False)
            except (OSError, ValueError) as err:  # a read-only home, a full disk: the build goes on without it
                logger.info("rule build cache %s not written (%s)", self.path, err)
            self.new = 0


_store: FactStore | None = None
_store_key: Tuple[str | None, ...] | None = None


def store() -> FactStore:
    """The process's store for the current setting of ``SPACY_TEMPOEVAL_RULE_CACHE`` (read when first used)."""
    global _store, _store_key
    key = (os.environ.get(CACHE_ENV), os.environ.get("XDG_CACHE_HOME"), os.environ.get("HOME"))
    if _store is None or _store_key != key:
        directory = cache_dir()
        _store = FactStore(None if directory is None else directory / f"facts-{code_digest()}.marshal")
        _store_key = key
    return _store


def _answer(kind: str, key: Hashable, compute: Callable[[], Any]) -> Any:
    """The kept answer of ``kind`` for ``key``, or ``compute()``, kept."""
    s = store()
    table = s.table(kind)
    try:
        value = table[key]
    except KeyError:
        if len(table) >= MAX_ENTRIES:  # a process that builds endless new user rules: memory stays bounded
            table.clear()
        limit = _LIMITS.get(kind)
        while limit is not None and len(table) >= limit:  # a large answer: the oldest go (see ``remembered_whole``)
            del table[next(iter(table))]
        value = table[key] = compute()
        s.new += 1
        s.counts["misses"] += 1
        return value
    s.counts["hits"] += 1
    return value


def remembered(kind: str, fn: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``fn`` (one argument: text, or a tuple of texts) with its answers kept in the store under ``kind``. The
    answers must be made of strings, numbers, tuples, frozensets and None (what ``marshal`` writes)."""

    def lookup(key: Any) -> Any:
        return _answer(kind, key, lambda: fn(key))

    lookup.__wrapped__ = fn  # type: ignore[attr-defined]
    lookup.__doc__ = fn.__doc__
    return lookup


def digest_of(value: Any) -> str:
    """A SHA-256 of ``value`` (strings, numbers, None, and lists or tuples of them, nested; JSON tells them apart
    and escapes every character), as the key of an answer whose input is too large to keep as it is."""
    text = json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def remembered_whole(kind: str, fn: Callable[..., Any], key_of: Callable[..., Any],
                     limit: int = WHOLE_ENTRIES) -> Callable[..., Any]:
    """``fn(*args)`` with its answers kept in the store under ``kind``, keyed by a SHA-256 of all it reads
    (``digest_of(key_of(*args))``: the whole input, as plain data): for answers about a whole gazetteer, whose
    input (thousands of names) would be too large a key. A change to any name is a new key. Such answers are
    large (an index of thousands of names), so at most ``limit`` of them are kept, in the process and on disk:
    the oldest go first (a process that adds endless new gazetteer entries stays bounded)."""
    _LIMITS[kind] = limit

    def lookup(*args: Any) -> Any:
        return _answer(kind, "sha256:" + digest_of(key_of(*args)), lambda: fn(*args))

    lookup.__wrapped__ = fn  # type: ignore[attr-defined]
    lookup.__doc__ = fn.__doc__
    return lookup


def save() -> None:
    """Write the new answers to disk (a rule engine calls it once built)."""
    if _store is not None:
        _store.save()


__all__ = ["CACHE_ENV", "FactStore", "cache_dir", "code_digest", "digest_of", "remembered", "remembered_whole",
           "save", "sealed", "store", "unsealed"]
