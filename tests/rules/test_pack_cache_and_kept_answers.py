"""The tagger's build time (issue 22, branch h22s): a built-in pack as parsed is kept on disk
(``rules/pack_cache.py``), the whole-gazetteer answers of the engine (the names' anchors, the order of the entries,
the index of their names) are kept by a digest of all their input (``build_cache.remembered_whole``), and a built-in
rule's compiled code is kept as bytes (``compiled``). Each kept answer must be the one computed without it, a
damaged file must never be used, and an edited rule or name must never be served an old answer.

A "new process" is simulated by dropping the process's store and parsed packs (``_new_process``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import marshal
import shutil

import pytest

from spacy_tempoeval.errors import RuleFileError
from spacy_tempoeval.rules import build_cache, compiled, files, pack_cache
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.loader import parse_records

PERIOD = {"id": "h22s_zorblax_era", "phrases": ["the Zorblax Era", "Zorblax Age"], "start": 2031, "end": 2035}


def _new_process() -> build_cache.FactStore:
    """What a new process knows: the files, nothing in memory."""
    compiled.compile_alone.cache_clear()
    files._PARSED.clear()
    build_cache._store = None
    build_cache._store_key = None
    return build_cache.store()


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv(build_cache.CACHE_ENV, str(tmp_path / "cache"))
    _new_process()
    yield tmp_path / "cache"
    _new_process()


def _rules(ruleset):
    """Everything a rule set holds, as comparable data (templates by their parsed segments)."""
    def tpl(t):
        return None if t is None else (type(t).__name__, t.source, t.segments, t.groups)

    rows = [(r.id, r.label, r.pattern, tpl(r.value), tpl(r.mod), tpl(r.range), r.anchor, r.era, r.examples,
             r.priority, r.boundary, r.case_sensitive, r.source, r.line, r.record, r.where) for r in ruleset.rules]
    return rows, ruleset.terms, ruleset.regexes, ruleset.records, ruleset.disabled, ruleset.aliases


def _engine_tables(engine: RuleEngine):
    return ([r.id for r in engine.rules], engine._parts, engine._starts, engine._keys, engine.rule_anchors,
            engine._name_back, engine.gazetteer._index, engine.gazetteer.starts, engine.prefix_chars,
            engine.name_prefix_chars,
            [None if p is None else (p.pattern, p.flags, p.groupindex) for p in engine._alone])


def _count_parses(monkeypatch):
    calls: list = []
    real = files.parse_jsonl_bytes
    monkeypatch.setattr(files, "parse_jsonl_bytes", lambda *a, **k: calls.append(a[1]) or real(*a, **k))
    return calls


@pytest.mark.parametrize("lang", ["en", "es", "de", "xx"])
def test_a_kept_pack_is_the_parsed_pack(cache, monkeypatch, lang):
    parsed = builtin_rules(lang)
    assert list(cache.glob(f"pack-{lang}-*.marshal"))
    _new_process()
    calls = _count_parses(monkeypatch)
    kept = builtin_rules(lang)
    assert calls == []  # read from the file, not parsed
    assert _rules(kept) == _rules(parsed)
    # a rule's record is the record of the rule set's list, as when parsed
    records = {id(r) for r in kept.records}
    assert all(id(r.record) in records for r in kept.rules)
    # a rule with the id of a kept rule is refused, naming where the first one is, as with the parsed pack
    first = kept.rules[0]
    twin = {"id": first.id, "label": "DATE", "pattern": r"zorblax\s+day", "value": "2031"}
    for rules in (kept, parsed):
        with pytest.raises(RuleFileError, match="E012") as err:
            rules.extend(parse_records([twin], "<add_rules>"))
        assert first.where in str(err.value)


def test_the_engine_built_from_kept_answers_is_the_engine_built_without_them(cache, monkeypatch):
    RuleEngine(builtin_rules("en"))  # fills the files
    _new_process()
    warm = RuleEngine(builtin_rules("en"))
    monkeypatch.setenv(build_cache.CACHE_ENV, "off")
    store = _new_process()
    assert store.path is None and pack_cache.pack_path("en") is None
    computed = RuleEngine(builtin_rules("en"))
    assert _engine_tables(warm) == _engine_tables(computed)
    text = "From March 3, 2019 to the end of the Cold War era, during World War II and last week"
    assert [(m.start, m.end, m.rule.id) for m in warm.find(text)] == \
        [(m.start, m.end, m.rule.id) for m in computed.find(text)]


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage", "empty", "foreign"])
def test_a_damaged_pack_file_is_not_used_but_replaced(cache, caplog, monkeypatch, damage):
    parsed = builtin_rules("de")
    path = next(cache.glob("pack-de-*.marshal"))
    data = path.read_bytes()
    if damage == "truncate":
        path.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        middle = len(data) // 2
        path.write_bytes(data[:middle] + bytes([data[middle] ^ 0x20]) + data[middle + 1:])
    elif damage == "garbage":
        path.write_bytes(b"\x00not a cache\xff" * 50)
    elif damage == "empty":
        path.write_bytes(b"")
    else:  # well formed, with a correct checksum, but not a pack
        key = pack_cache.content_key([(s, d) for s, d in _pack_files("de")])
        payload = marshal.dumps((key, ("not", "a", "pack")))
        path.write_bytes(pack_cache.FORMAT + hashlib.sha256(payload).digest() + payload)
    _new_process()
    calls = _count_parses(monkeypatch)
    with caplog.at_level(logging.INFO, logger="spacy_tempoeval"):
        again = builtin_rules("de")
    assert calls  # parsed, not read
    assert any("unusable" in r.getMessage() for r in caplog.records)
    assert _rules(again) == _rules(parsed)
    _new_process()  # the file was replaced by a good one
    calls.clear()
    assert _rules(builtin_rules("de")) == _rules(parsed) and calls == []


def _pack_files(lang):
    folder = files._pack_dir(lang)
    return [(str(folder / name), (folder / name).read_bytes()) for name in files.BUILTIN_FILES
            if (folder / name).is_file()]


def test_an_edited_pack_is_parsed_again_even_in_a_new_process(cache, tmp_path, monkeypatch):
    pack = tmp_path / "pack"
    shutil.copytree(files._pack_dir("en"), pack)
    monkeypatch.setattr(files, "_pack_dir", lambda lang: pack)
    first = builtin_rules("h22s")
    assert list(cache.glob("pack-h22s-*.marshal"))
    rule = {"id": "h22s_zorblax_day", "label": "DATE", "pattern": r"zorblax\s+day", "value": "2031"}
    with open(pack / "patterns.jsonl", "a", encoding="utf8") as f:
        f.write(json.dumps(rule) + "\n")
    _new_process()  # the kept pack is of the old bytes
    calls = _count_parses(monkeypatch)
    edited = builtin_rules("h22s")
    assert calls  # parsed again
    assert "h22s_zorblax_day" in {r.id for r in edited.rules} and len(edited.rules) == len(first.rules) + 1
    assert [m.rule.id for m in RuleEngine(edited).find("on zorblax day")] == ["h22s_zorblax_day"]
    # a change of one byte of a gazetteer name, in a new process: the new name, never the old one
    for name in ("events.jsonl", "periods.jsonl"):
        text = (pack / name).read_text(encoding="utf8")
        assert "Cold War" in text
        (pack / name).write_text(text.replace("Cold War", "Cold Wax"), encoding="utf8")
    _new_process()
    calls.clear()
    renamed = builtin_rules("h22s")
    assert calls
    names = {p for r in renamed.rules if "phrases" in r.record
             for p in r.record["phrases"] + r.record.get("cased_phrases", [])}
    assert any("Cold Wax" in n for n in names) and not any("Cold War" in n for n in names)
    engine = RuleEngine(renamed)
    assert [m.rule.id for m in engine.find("after the Cold Wax ended")] == \
        [m.rule.id for m in RuleEngine(first).find("after the Cold War ended")] != []
    assert engine.find("after the Cold War ended") == []


def test_a_users_gazetteer_entry_is_a_new_key_for_the_whole_gazetteer_answers(cache):
    base = RuleEngine(builtin_rules("en"))
    user = parse_records([PERIOD], "<add_rules>", articles=builtin_rules("en").words("PERIOD_ARTICLE"))
    for _ in range(2):  # computed, then in a new process from the file
        engine = RuleEngine(user.overriding(builtin_rules("en")))
        assert "zorblax" in engine._name_back and "zorblax" not in base._name_back
        assert any(key.startswith("zorblax") for key in engine.gazetteer._index)
        assert [m.rule.id for m in engine.find("life in the Zorblax Era")] == ["h22s_zorblax_era"]
        store = _new_process()
    # renamed: the old answers are never served
    renamed = {**PERIOD, "phrases": ["the Quux Era"]}
    user = parse_records([renamed], "<add_rules>", articles=builtin_rules("en").words("PERIOD_ARTICLE"))
    engine = RuleEngine(user.overriding(builtin_rules("en")))
    assert store.counts["misses"] >= 3  # the anchors, the order and the index: computed for the new names
    assert "zorblax" not in engine._name_back and "quux" in engine._name_back
    assert [m.rule.id for m in engine.find("life in the Quux Era")] == ["h22s_zorblax_era"]
    assert engine.find("life in the Zorblax Era") == []


def test_digest_keys_tell_inputs_apart():
    d = build_cache.digest_of
    assert d((["a", "b"], ["c"], 4)) != d((["ab"], ["c"], 4)) != d((["a", "b"], ["c"], 5))
    assert d([("x", True)]) != d([("x", 1)]) != d([("x", "true")])
    assert d(["\ud800"]) != d(["\ud801"])  # a lone surrogate is escaped, not dropped
    assert d((["a"], ("b",))) == d((["a"], ("b",)))


def test_a_kept_compilation_that_does_not_load_is_compiled_again(cache):
    import re

    source = r"(?:zorblax\s+(?P<n>\d+))(?!\w)"
    good = compiled._sre_arguments((source, int(re.IGNORECASE)))
    assert good is not None and isinstance(good[1], bytes)  # the code kept as bytes
    assert compiled._from_arguments(source, good) == re.compile(source, re.IGNORECASE)
    table = build_cache.store().table("sre_arguments")
    table[(source, int(re.IGNORECASE))] = (good[0], good[1][:-1], good[2], good[3], good[4])  # not whole words
    compiled.compile_alone.cache_clear()
    pattern = compiled.compile_alone(source, False)  # the kept answer fails: ``re`` compiles it
    assert pattern == re.compile(source, re.IGNORECASE)
    assert pattern.match("Zorblax 12").group("n") == "12"


def test_answers_about_a_whole_gazetteer_are_bounded_in_the_process_and_on_disk(cache):
    calls: list = []
    whole = build_cache.remembered_whole("h22s_whole", lambda names: calls.append(names) or len(names),
                                         lambda names: names, limit=3)
    for n in range(10):
        assert whole(["name"] * n) == n
    store = build_cache.store()
    assert len(store.table("h22s_whole")) == 3  # the newest three
    assert whole(["name"] * 9) == 9 and len(calls) == 10  # kept
    store.save()
    again = _new_process()
    assert len(again.table("h22s_whole")) == 3
    assert whole(["name"] * 8) == 8 and len(calls) == 10  # from the file
    assert whole(["name"] * 2) == 2 and len(calls) == 11  # gone long ago: computed again, never another answer
