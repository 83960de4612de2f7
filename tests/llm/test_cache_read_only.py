"""Issue 25, small things: a valid judge cache on a read-only file system is read (its replies are hits), stores
nothing and says nothing alarming. Before: the first write of the set-up failed and the whole cache was
switched off with a [W001] warning, so every judgment was asked again."""

from __future__ import annotations

import sqlite3
import warnings
from pathlib import Path

import pytest

from spacy_tempoeval.llm import cache as cache_module
from spacy_tempoeval.llm.cache import JudgeCache


@pytest.fixture()
def read_only_cache(tmp_path, monkeypatch):
    path = tmp_path / "cache.sqlite"
    writable = JudgeCache(path)
    assert writable.put("k1", template="t.v1", model="m", reply='{"verdict": 1}', usage={"tokens": 3})
    writable.close()
    real_connect = sqlite3.connect

    def connect(database, *args, **kwargs):  # what SQLite opens on a read-only file system: a read-only handle
        if kwargs.get("uri"):
            return real_connect(database, *args, **kwargs)
        return real_connect(f"{Path(database).resolve().as_uri()}?mode=ro", *args, uri=True, **kwargs)

    monkeypatch.setattr(cache_module.sqlite3, "connect", connect)
    return path


def test_a_read_only_cache_is_read_and_stores_nothing(read_only_cache):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no [W001], neither when it opens nor when a write fails
        cache = JudgeCache(read_only_cache)
        assert cache.get("k1") == {"reply": '{"verdict": 1}', "usage": {"tokens": 3}}
        assert cache.hits == 1
        assert cache.put("k2", template="t.v1", model="m", reply="{}") is False
    assert cache.disabled is None and cache.read_only
    assert cache.get("k1") is not None and cache.get("k2") is None and len(cache) == 1
    assert cache.stats()["read_only"] is True


def test_a_damaged_read_only_file_is_still_switched_off(tmp_path, monkeypatch):
    path = tmp_path / "cache.sqlite"
    path.write_bytes(b"not a database" * 100)
    with pytest.warns(Warning, match=r"\[W001\]"):
        cache = JudgeCache(path)
    assert cache.disabled is not None and not cache.read_only
