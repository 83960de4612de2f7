"""The fixed cost of building the component (issue 22): what a build computes from pattern text is kept in the
process and on disk (``rules/build_cache.py``), and a pack is parsed again only when its bytes change. Counts of
calls and cache misses, never times.

A "new process" is simulated by dropping the process's store (``_fresh_store``): it then knows only the file.
"""

from __future__ import annotations

import json
import logging
import shutil

import pytest

from spacy_tempoeval.errors import RuleFileError
from spacy_tempoeval.rules import build_cache, compiled, files
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import builtin_rules, read_rule_file
from spacy_tempoeval.rules.loader import parse_records
from spacy_tempoeval.tagger import TemporalTagger

USER_RULE = {"id": "zorblax_day", "label": "DATE", "pattern": r"zorblax\s+day", "value": "2031"}


def _fresh_store() -> build_cache.FactStore:
    """The store a new process would have (nothing in memory; the file, if any, read on first use)."""
    compiled.compile_alone.cache_clear()
    build_cache._store = None
    build_cache._store_key = None
    return build_cache.store()


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A private cache directory, and a fresh store for it."""
    monkeypatch.setenv(build_cache.CACHE_ENV, str(tmp_path / "cache"))
    _fresh_store()
    yield tmp_path / "cache"
    build_cache._store = None
    build_cache._store_key = None


def _tables(engine: RuleEngine):
    return engine._starts, engine.rule_anchors, engine._name_back, engine.gazetteer.starts, engine.prefix_chars


def _count(monkeypatch, module, name, calls):
    real = getattr(module, name)
    monkeypatch.setattr(module, name, lambda *a, **k: calls.append(name) or real(*a, **k))


def test_a_second_build_in_a_process_parses_no_pack_file_and_compiles_no_regex(cache, monkeypatch):
    import re._compiler as sre_compiler

    import regex

    TemporalTagger(builtin_rules("en"))
    calls: list = []
    _count(monkeypatch, files, "parse_jsonl_bytes", calls)
    _count(monkeypatch, sre_compiler, "compile", calls)  # what ``re`` runs when its own cache does not hold it
    _count(monkeypatch, regex, "compile", calls)
    misses = build_cache.store().counts["misses"]
    TemporalTagger(builtin_rules("en"))
    assert calls == []
    assert build_cache.store().counts["misses"] == misses


def test_a_new_process_reads_every_answer_from_the_file(cache):
    rules = builtin_rules("de")
    cold = RuleEngine(rules)
    assert list(cache.glob("facts-*.marshal"))  # written when the engine was built
    store = _fresh_store()
    warm = RuleEngine(builtin_rules("de"))
    assert store.counts["misses"] == 0 and store.counts["hits"] > len(rules.rules)
    assert _tables(warm) == _tables(cold)


def test_a_new_process_compiles_the_builtin_rules_from_the_file_into_the_patterns_re_makes(cache, monkeypatch):
    import re
    import re._compiler as sre_compiler

    RuleEngine(builtin_rules("de"))
    _fresh_store()
    calls: list = []
    _count(monkeypatch, sre_compiler, "compile", calls)
    engine = RuleEngine(builtin_rules("de"))
    assert calls == []  # no built-in rule parsed or compiled by ``re`` again
    monkeypatch.undo()
    alone = [p for p in engine._alone if p is not None]
    assert alone and all(isinstance(p, re.Pattern) for p in alone)
    for p in alone:  # Pattern equality compares the source, the flags and the generated code
        twin = re.compile(p.pattern, re.IGNORECASE)
        assert p == twin and p.groupindex == twin.groupindex and p.groups == twin.groups


def test_the_answers_from_the_file_are_those_computed_without_it(cache, monkeypatch):
    RuleEngine(builtin_rules("es"))  # fills the file
    _fresh_store()
    warm = RuleEngine(builtin_rules("es"))
    monkeypatch.setenv(build_cache.CACHE_ENV, "off")
    store = _fresh_store()
    assert store.path is None
    computed = RuleEngine(builtin_rules("es"))
    assert store.counts["misses"] == sum(len(t) for t in store.tables.values()) > 0  # every answer computed here
    assert _tables(warm) == _tables(computed)
    assert [m.rule.id for m in warm.find("el 3 de mayo de 2019, durante la Guerra Fría")] == \
        [m.rule.id for m in computed.find("el 3 de mayo de 2019, durante la Guerra Fría")]


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage", "empty"])
def test_a_damaged_file_is_not_used_but_rebuilt_with_a_note(cache, caplog, damage):
    RuleEngine(builtin_rules("de"))
    path = next(cache.glob("facts-*.marshal"))
    data = path.read_bytes()
    if damage == "truncate":
        path.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        middle = len(data) // 2
        path.write_bytes(data[:middle] + bytes([data[middle] ^ 0x20]) + data[middle + 1:])
    elif damage == "garbage":
        path.write_bytes(b"\x00not a cache\xff" * 50)
    else:
        path.write_bytes(b"")
    store = _fresh_store()
    with caplog.at_level(logging.INFO, logger="spacy_tempoeval"):
        rebuilt = RuleEngine(builtin_rules("de"))
    assert store.counts["misses"] == sum(len(t) for t in store.tables.values()) > 0  # nothing from the file
    assert any("unusable" in r.getMessage() for r in caplog.records)
    again = _fresh_store()  # the file was replaced by a good one
    assert _tables(RuleEngine(builtin_rules("de"))) == _tables(rebuilt)
    assert again.counts["misses"] == 0


def test_an_edited_rule_file_is_seen_at_once(cache, tmp_path):
    path = tmp_path / "mine.jsonl"
    path.write_text(json.dumps(USER_RULE) + "\n", encoding="utf8")
    base = builtin_rules("en")
    engine = RuleEngine(read_rule_file(path).overriding(base))
    assert [m.rule.id for m in engine.find("on zorblax day")] == ["zorblax_day"]
    edited = {**USER_RULE, "pattern": r"zorblax\s+night"}
    path.write_text(json.dumps(edited) + "\n", encoding="utf8")
    store = _fresh_store()  # even in a new process, with the file of the old pattern's answers
    engine = RuleEngine(read_rule_file(path).overriding(builtin_rules("en")))
    assert store.counts["misses"] >= 1  # the edited pattern is a new key: computed, never an old answer
    assert [m.rule.id for m in engine.find("on zorblax night")] == ["zorblax_day"]
    assert [m.rule.id for m in engine.find("on zorblax day")] == []


def test_a_bad_pattern_is_refused_again_when_its_answer_comes_from_the_file(cache):
    bad = {**USER_RULE, "pattern": r"(\d+)+x"}
    for _ in range(2):
        with pytest.raises(RuleFileError, match="E014"):
            RuleEngine(parse_records([bad], "<add_rules>").overriding(builtin_rules("en")))
        _fresh_store()


def test_an_edited_pack_file_is_parsed_again_at_once(cache, tmp_path, monkeypatch):
    pack = tmp_path / "xx"
    shutil.copytree(files._pack_dir("en"), pack)
    monkeypatch.setattr(files, "_pack_dir", lambda lang: pack)
    calls: list = []
    _count(monkeypatch, files, "parse_jsonl_bytes", calls)
    first = builtin_rules("xxtest")
    n = len(calls)
    assert n > 0
    assert len(builtin_rules("xxtest").rules) == len(first.rules) and len(calls) == n  # unchanged: not parsed
    with open(pack / "patterns.jsonl", "a", encoding="utf8") as f:
        f.write(json.dumps(USER_RULE) + "\n")
    edited = builtin_rules("xxtest")
    assert len(calls) > n
    assert "zorblax_day" in {r.id for r in edited.rules}


def test_a_pack_from_the_process_memo_is_a_copy(cache):
    one = builtin_rules("de")
    one.rules.clear()
    one.terms.clear()
    two = builtin_rules("de")
    assert two.rules and two.terms


def test_cache_off_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv(build_cache.CACHE_ENV, "off")
    try:
        assert _fresh_store().path is None
        RuleEngine(parse_records([USER_RULE], "<add_rules>").overriding(builtin_rules("de")))
        assert list(tmp_path.rglob("*")) == []
    finally:
        build_cache._store = None
        build_cache._store_key = None


def test_two_writers_leave_one_complete_file_with_both_answers(tmp_path):
    path = tmp_path / "facts.marshal"
    a, b = build_cache.FactStore(path), build_cache.FactStore(path)
    a.table("k")["one"] = 1
    b.table("k")["two"] = 2
    a.new = b.new = 1
    a.save()
    b.save()  # merges what the file holds at that moment
    assert build_cache.FactStore(path).table("k") == {"one": 1, "two": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["facts.marshal"]  # no temporary file left


def test_the_file_name_follows_the_code_that_computes_the_answers(tmp_path):
    source = tmp_path / "safety.py"
    source.write_text("X = 1\n", encoding="utf8")
    before = build_cache.code_digest([source])
    source.write_text("X = 2\n", encoding="utf8")
    assert build_cache.code_digest([source]) != before
    assert build_cache.code_digest() == build_cache.code_digest()
