"""An on-disk cache of judge replies (SQLite, stdlib), keyed by a content hash.

The key is the SHA-256 of a canonical JSON of (model, reply-affecting parameters, template name and version,
rendered messages). Anything that changes the model's answer changes the key; anything that does not (API key,
endpoint, timeout, retries, concurrency) stays out of it. Reordering the text ("In 1990 and 2001" vs "In 2001
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

import hashlib
import json
import os
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any, Dict, List, Union

from ..errors import Errors, TempoEvalError

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


def cache_key(model: str, params: Dict[str, Any], template_id: str, messages: List[Dict[str, str]]) -> str:
    """The cache key of one judgment.

    model (str): The LiteLLM model string.
    params (dict): Request parameters; ``NON_SEMANTIC_PARAMS`` are ignored.
    template_id (str): ``name.vN`` of the prompt.
    messages (List[dict]): The rendered chat messages.
    RETURNS (str): A hex SHA-256 digest.
    """
    semantic = {key: params[key] for key in sorted(params) if key not in NON_SEMANTIC_PARAMS}
    payload = json.dumps({"model": model, "params": semantic, "template": template_id, "messages": messages},
                         sort_keys=True, ensure_ascii=False, default=repr)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class JudgeCache:
    """A SQLite table of validated replies with hit / miss counters.

    path (Union[str, Path]): The database file (parents are created), or ":memory:".
    """

    def __init__(self, path: Union[str, Path]) -> None:
        self.path = str(path)
        self.hits = 0
        self.misses = 0
        self.writes = 0
        self._lock = threading.Lock()
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(self.path, check_same_thread=False, timeout=30)
            if self.path != ":memory:":
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=NORMAL")  # a cache: durable enough, no fsync per put
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS replies (key TEXT PRIMARY KEY, template TEXT NOT NULL, "
                "model TEXT NOT NULL, reply TEXT NOT NULL, usage TEXT, created REAL NOT NULL)")
            self._conn.commit()
        except (sqlite3.Error, OSError) as exc:
            raise TempoEvalError(Errors.E084.format(path=self.path, reason=exc)) from exc

    def get(self, key: str) -> Dict[str, Any] | None:
        """The stored entry ``{"reply": str, "usage": dict}`` or None; counts a hit or a miss."""
        with self._lock:
            row = self._conn.execute("SELECT reply, usage FROM replies WHERE key = ?", (key,)).fetchone()
            if row is None:
                self.misses += 1
                return None
            self.hits += 1
        return {"reply": row[0], "usage": json.loads(row[1]) if row[1] else {}}

    def put(self, key: str, *, template: str, model: str, reply: str, usage: Dict[str, Any] | None = None
            ) -> None:
        """Store a validated reply (replaces an older entry with the same key)."""
        with self._lock:
            self._conn.execute("INSERT OR REPLACE INTO replies VALUES (?, ?, ?, ?, ?, ?)",
                               (key, template, model, reply, json.dumps(usage or {}), time.time()))
            self._conn.commit()
            self.writes += 1

    def __len__(self) -> int:
        with self._lock:
            return int(self._conn.execute("SELECT COUNT(*) FROM replies").fetchone()[0])

    def clear(self) -> None:
        """Delete every entry (counters are kept)."""
        with self._lock:
            self._conn.execute("DELETE FROM replies")
            self._conn.commit()

    def stats(self) -> Dict[str, Any]:
        """``{"path", "entries", "hits", "misses", "writes"}``."""
        return {"path": self.path, "entries": len(self), "hits": self.hits, "misses": self.misses,
                "writes": self.writes}

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __repr__(self) -> str:
        return f"JudgeCache(path={self.path!r}, hits={self.hits}, misses={self.misses})"


__all__ = ["JudgeCache", "cache_key", "default_cache_path", "NON_SEMANTIC_PARAMS", "CACHE_ENV"]
