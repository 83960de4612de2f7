"""An on-disk cache of judge replies (SQLite, stdlib), keyed by a content hash.

The key is the SHA-256 of a canonical JSON of (model, server, reply-affecting parameters, template name and
version, reply schema, rendered messages). Anything that changes the model's answer changes the key (the server
too: two local servers both serving "openai/default" are two models); anything that does not (API key, timeout,
retries, concurrency) stays out of it. Reordering the text ("In 1990 and 2001" vs "In 2001
and 1990") changes the rendered prompt and so the key. Only replies that parsed and validated are stored, so a
malformed reply is asked again on the next run.

EXAMPLE:
    >>> cache = JudgeCache(":memory:")
    >>> messages = [{"role": "user", "content": "x"}]
    >>> key = cache_key("gpt-4o", {"temperature": 0}, "temporal_relevance.v1", messages)
    >>> cache.get(key) is None, cache.misses
    (True, 1)
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import threading
import time
import warnings
from pathlib import Path
from typing import Any, Dict, List, Union

from ..errors import ConfigError, Errors, TempoEvalWarning, Warnings

CACHE_ENV = "SPACY_TEMPOEVAL_LLM_CACHE"
#: litellm options that do not change the reply, kept out of the cache key
NON_SEMANTIC_PARAMS = frozenset({
    "api_key", "api_base", "base_url", "timeout", "num_retries", "max_retries", "metadata", "extra_headers",
    "organization", "api_version", "stream_timeout"})


def default_cache_path() -> Path:
    """``$SPACY_TEMPOEVAL_LLM_CACHE``, else ``~/.cache/spacy_tempoeval/llm_cache.sqlite``."""
    env = os.environ.get(CACHE_ENV)
    if env:
        return Path(env)
    base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    return base / "spacy_tempoeval" / "llm_cache.sqlite"


def cache_key(model: str, params: Dict[str, Any], template_id: str, messages: List[Dict[str, str]], *,
              api_base: str | None = None, schema: Any = None) -> str:
    """The cache key of one judgment: everything that changes the reply.

    model (str): The LiteLLM model string.
    params (dict): Request parameters (sampling options, ``response_format`` ...); ``NON_SEMANTIC_PARAMS``
        are ignored.
    template_id (str): ``name.vN`` of the prompt.
    messages (List[dict]): The rendered chat messages.
    api_base (Optional[str]): The server: two servers serving "openai/default" are two models (issue 23; a
        ``base_url`` / ``api_base`` in ``params`` counts too). A trailing "/" is not a difference.
    schema (Any): The reply schema the reply is validated against.
    RETURNS (str): A hex SHA-256 digest.
    """
    semantic = {key: params[key] for key in sorted(params) if key not in NON_SEMANTIC_PARAMS}
    server = api_base or params.get("api_base") or params.get("base_url")
    body: Dict[str, Any] = {"model": model, "params": semantic, "template": template_id, "messages": messages}
    if server:
        body["api_base"] = str(server).rstrip("/")
    if schema is not None:
        body["schema"] = schema
    payload = json.dumps(body, sort_keys=True, ensure_ascii=False, default=repr)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


_COLUMNS = ("key", "template", "model", "reply", "usage", "created")


class JudgeCache:
    """A SQLite table of validated replies with hit / miss counters.

    A valid cache that cannot be written (a read-only file system) is read and stores nothing (``read_only``).
    A cache never stops a judgment: when the file turns out to be damaged (not a database, malformed pages, a
    ``replies`` table of another shape) or a write fails (disk full, read-only), the cache is switched off
    for the rest of the run with one warning ([W001], ``TempoEvalWarning``) and judgments go on without it.
    ``disabled`` then holds the reason.

    path (Union[str, Path]): The database file (parents are created), or ":memory:".
    RAISES (TempoEvalError): [E084] when the file cannot be created at all (e.g. its directory cannot be made).
    """

    def __init__(self, path: Union[str, Path]) -> None:
        self.path = str(path)
        self.hits = 0
        self.misses = 0
        self.writes = 0
        self.disabled: str | None = None
        self.read_only = False  # a valid cache on a read-only file system: replies are read, none is stored
        self._lock = threading.Lock()
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(self.path, check_same_thread=False, timeout=30)
        except (sqlite3.Error, OSError) as exc:
            raise ConfigError(Errors.E084.format(path=self.path, reason=exc)) from exc
        try:
            if self.path != ":memory:":
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=NORMAL")  # a cache: durable enough, no fsync per put
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS replies (key TEXT PRIMARY KEY, template TEXT NOT NULL, "
                "model TEXT NOT NULL, reply TEXT NOT NULL, usage TEXT, created REAL NOT NULL)")
            self._conn.commit()
            columns = tuple(row[1] for row in self._conn.execute("PRAGMA table_info(replies)"))
            if columns != _COLUMNS:
                raise sqlite3.DatabaseError(f"table 'replies' has columns {columns}, expected {_COLUMNS}")
        except sqlite3.Error as exc:
            if not self._open_read_only(exc):
                self._disable(exc)

    def _open_read_only(self, exc: sqlite3.Error) -> bool:
        """A valid cache that cannot be written (a read-only file system or file): read it, store nothing.
        RETURNS (bool): Whether the cache is now open for reading."""
        if self.path == ":memory:" or not _read_only(exc):
            return False
        try:
            conn = sqlite3.connect(f"{Path(self.path).resolve().as_uri()}?mode=ro", uri=True,
                                   check_same_thread=False, timeout=30)
            columns = tuple(row[1] for row in conn.execute("PRAGMA table_info(replies)"))
        except sqlite3.Error:
            return False
        if columns != _COLUMNS:
            conn.close()
            return False
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()
        self._conn, self.read_only = conn, True
        return True

    def _disable(self, exc: BaseException) -> None:
        """Switch the cache off for good, with one warning."""
        if self.disabled is None:
            self.disabled = f"{type(exc).__name__}: {exc}"
            warnings.warn(Warnings.W001.format(path=self.path, reason=self.disabled), TempoEvalWarning,
                          stacklevel=3)

    def get(self, key: str) -> Dict[str, Any] | None:
        """The stored entry ``{"reply": str, "usage": dict}`` or None; counts a hit or a miss."""
        if self.disabled is not None:
            self.misses += 1
            return None
        with self._lock:
            try:
                row = self._conn.execute("SELECT reply, usage FROM replies WHERE key = ?", (key,)).fetchone()
            except sqlite3.Error as exc:
                self._disable(exc)
                row = None
            if row is None or not isinstance(row[0], str):
                self.misses += 1
                return None
            self.hits += 1
        return {"reply": row[0], "usage": _usage(row[1])}

    def put(self, key: str, *, template: str, model: str, reply: str, usage: Dict[str, Any] | None = None
            ) -> bool:
        """Store a validated reply (replaces an older entry with the same key).

        RETURNS (bool): Whether it was stored (False when the cache is or becomes disabled).
        """
        if self.disabled is not None or self.read_only:
            return False
        with self._lock:
            try:
                self._conn.execute("INSERT OR REPLACE INTO replies VALUES (?, ?, ?, ?, ?, ?)",
                                   (key, template, model, reply, json.dumps(usage or {}), time.time()))
                self._conn.commit()
            except (sqlite3.Error, OSError, TypeError, ValueError) as exc:
                with contextlib.suppress(sqlite3.Error):
                    self._conn.rollback()
                if _read_only(exc):  # a read-only file system: keep reading what is there, store nothing
                    self.read_only = True
                else:
                    self._disable(exc)
                return False
            self.writes += 1
        return True

    def __len__(self) -> int:
        if self.disabled is not None:
            return 0
        with self._lock:
            try:
                return int(self._conn.execute("SELECT COUNT(*) FROM replies").fetchone()[0])
            except sqlite3.Error as exc:
                self._disable(exc)
                return 0

    def clear(self) -> None:
        """Delete every entry (counters are kept)."""
        with self._lock:
            self._conn.execute("DELETE FROM replies")
            self._conn.commit()

    def stats(self) -> Dict[str, Any]:
        """``{"path", "entries", "hits", "misses", "writes", "disabled", "read_only"}``."""
        return {"path": self.path, "entries": len(self), "hits": self.hits, "misses": self.misses,
                "writes": self.writes, "disabled": self.disabled, "read_only": self.read_only}

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __repr__(self) -> str:
        return f"JudgeCache(path={self.path!r}, hits={self.hits}, misses={self.misses})"


def _read_only(exc: BaseException) -> bool:
    """Whether a failed write means the database cannot be written (not that it is damaged)."""
    return isinstance(exc, sqlite3.OperationalError) and "readonly" in str(exc).replace("read-only", "readonly")


def _usage(text: Any) -> Dict[str, Any]:
    """The stored usage column, or {} when it is missing or damaged (the reply itself is still good)."""
    if not text:
        return {}
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return {}
    return value if isinstance(value, dict) else {}


__all__ = ["JudgeCache", "cache_key", "default_cache_path", "NON_SEMANTIC_PARAMS", "CACHE_ENV"]
