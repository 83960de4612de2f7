"""User rules that must not hang the tagger or break it later, and saved rules that must not vanish (issue 10,
items 2, 3 and 8)."""

from __future__ import annotations

import json

import pytest
import spacy

from spacy_tempoeval.errors import RuleFileError, RuleTimeoutError, TempoEvalError
from spacy_tempoeval.rules.safety import combination_problem, nested_quantifier

HANG = {"id": "x", "label": "DATE", "pattern": "(\\d+)+x", "value": "2019"}
SLOW = {"id": "slow_ones", "label": "DATE", "pattern": "(?:1|11)+x", "value": "2019"}  # passes the shape check


def write_rules(path, records):
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


# -- item 2: no hang -------------------------------------------------------------------------------------------
def test_an_exponential_pattern_is_rejected_by_add_rules_naming_the_rule(make_tf_nlp):
    nlp = make_tf_nlp()
    tf = nlp.get_pipe("temporal_focus")
    with pytest.raises(RuleFileError, match=r"\[E014\] Rule 'x'.*catastrophic backtracking") as info:
        tf.add_rules([HANG])
    assert info.value.field == "pattern"
    assert nlp("1" * 40 + " 2019")._.focus_years == {2019}  # the component is unchanged and does not hang


def test_an_exponential_pattern_is_rejected_from_rule_files_with_file_and_line(tmp_path, make_tf_nlp):
    path = write_rules(tmp_path / "mine.jsonl", [{"macro": "NUM", "regex": "\\d+"},
                                                  {**HANG, "pattern": "(?:{NUM}\\s?)+x"}])
    with pytest.raises(RuleFileError, match=r"E014.*'x'") as info:
        make_tf_nlp(rule_files=[str(path)])
    assert info.value.path == str(path) and info.value.line == 2


def test_an_exponential_pattern_in_a_saved_pipeline_is_rejected_when_loading(tmp_path, make_tf_nlp):
    nlp = make_tf_nlp()
    nlp.to_disk(tmp_path / "p")
    rules = tmp_path / "p" / "temporal_focus" / "rules.jsonl"
    write_rules(rules, [HANG])
    (tmp_path / "p" / "temporal_focus" / "cfg").write_text('{"spans_key": "temporal"}')  # no count to check
    with pytest.raises(RuleFileError, match="E014") as info:
        spacy.load(tmp_path / "p")
    assert info.value.path == str(rules) and info.value.line == 1


def test_a_slow_rule_stops_with_an_error_naming_it_instead_of_hanging(make_tf_nlp):
    nlp = make_tf_nlp()
    nlp.get_pipe("temporal_focus").add_rules([SLOW])
    assert nlp("In 11x and 2019.")._.focus_years == {2019}
    with pytest.raises(RuleTimeoutError, match=r"\[E015\] Rule 'slow_ones' \(<add_rules>, line 1\) took more than "
                                               r"1 s to match at character 0") as info:
        nlp("1" * 40 + " 2019")
    assert info.value.rule_id == "slow_ones"


@pytest.mark.parametrize("pattern", ["(\\d+)+x", "(\\w+\\s?)*", "(?:[0-9]+)+", "((\\d)+)+", "(\\d+x?)+",
                                     "(a|b+)*c"])
def test_nested_quantifiers_are_found(pattern):
    assert nested_quantifier(pattern) is not None


@pytest.mark.parametrize("pattern", ["(?:\\s+and\\s+\\d+)*", "\\d{4}(?:-\\d{2})+", "(?:\\d{1,2}[/.]){2}\\d{4}",
                                     "(?:mid|early|late)-?\\d{4}s?"])
def test_linear_repeats_are_not_flagged(pattern):
    assert nested_quantifier(pattern) is None


def test_every_builtin_rule_passes_the_checks(tf_nlp):
    from spacy_tempoeval.rules.expand import expand_macros as _expand_macros

    rules = tf_nlp.get_pipe("temporal_focus").rules
    assert len(rules.rules) > 100
    for rule in rules.rules:
        expanded = _expand_macros(rule, rules)
        assert nested_quantifier(expanded) is None, rule.id
        assert combination_problem(expanded) is None, rule.id


# -- item 3: validated the way it is used ---------------------------------------------------------------------
@pytest.mark.parametrize("pattern,reason", [("(?s)in (?P<y>\\d{4})", "global flags"),
                                            ("(?x) in \\s (?P<y>\\d{4})", "global flags"),
                                            ("(\\d{4}) or \\1", "numbered backreference")])
def test_a_pattern_that_only_compiles_alone_is_rejected_at_load(make_tf_nlp, pattern, reason):
    nlp = make_tf_nlp()
    tf = nlp.get_pipe("temporal_focus")
    with pytest.raises(RuleFileError, match=rf"\[E016\] Rule 'flagged'.*{reason}"):
        tf.add_rules([{"id": "flagged", "label": "DATE", "pattern": pattern, "value": "1990"}])
    assert nlp("In 1990.")._.focus_years == {1990}  # later documents still work


def test_a_scoped_inline_flag_is_fine(make_tf_nlp):
    nlp = make_tf_nlp()
    nlp.get_pipe("temporal_focus").add_rules([{"id": "scoped", "label": "DATE", "value": "1066",
                                               "pattern": "(?-i:HASTINGS)"}])
    assert nlp("HASTINGS was decisive.")._.focus_years == {1066}
    assert nlp("hastings was decisive.")._.focus_years == set()


# -- item 8: saved pipelines keep their rules, or say why not -------------------------------------------------
RAT = {"id": "rat_year", "label": "DATE", "pattern": "year of the rat", "value": "2020"}


@pytest.fixture
def saved(tmp_path, make_tf_nlp):
    nlp = make_tf_nlp()
    nlp.get_pipe("temporal_focus").add_rules([RAT, {**RAT, "id": "rat2", "pattern": "rat year"}])
    nlp.to_disk(tmp_path / "p")
    cfg = json.loads((tmp_path / "p" / "temporal_focus" / "cfg").read_text())
    assert cfg["rules"]["count"] == 2 and len(cfg["rules"]["sha256"]) == 64
    assert spacy.load(tmp_path / "p")("the year of the rat")._.focus_years == {2020}
    return tmp_path / "p" / "temporal_focus" / "rules.jsonl"


@pytest.mark.parametrize("damage,expected", [
    (lambda p: p.write_text(""), "has 0 record.*saved 2"),
    (lambda p: p.unlink(), "missing.*saved 2"),
    (lambda p: p.write_bytes(p.read_bytes()[:-20]), "line 2 is not valid JSON.*truncated"),
    (lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff\xfe"), "line 1 is not UTF-8"),
    (lambda p: p.write_text(p.read_text().replace("rat", "cat")), "sha256 mismatch"),
])
def test_a_damaged_saved_rules_file_fails_naming_the_file(saved, damage, expected):
    damage(saved)
    with pytest.raises(TempoEvalError, match=rf"\[E018\] .*{saved.name}.*{expected}"):
        spacy.load(saved.parent.parent)


def test_a_damaged_cfg_fails_naming_it(saved):
    (saved.parent / "cfg").write_text("{oops")
    with pytest.raises(TempoEvalError, match=r"\[E018\] .*cfg.*unreadable"):
        spacy.load(saved.parent.parent)


def test_to_bytes_round_trip_checks_the_rules(make_tf_nlp):
    tf = make_tf_nlp().get_pipe("temporal_focus")
    tf.add_rules([RAT])
    data = tf.to_bytes()
    fresh = make_tf_nlp().get_pipe("temporal_focus")
    fresh.from_bytes(data)
    assert fresh.user_records == [RAT]
    import srsly

    msg = srsly.msgpack_loads(data)
    msg["rules"] = srsly.json_dumps([])
    with pytest.raises(TempoEvalError, match=r"E018.*has 0 record"):
        make_tf_nlp().get_pipe("temporal_focus").from_bytes(srsly.msgpack_dumps(msg))


@pytest.mark.parametrize("kind", ["directory", "binary"])
def test_rule_files_pointing_at_a_directory_or_a_binary_file(tmp_path, make_tf_nlp, kind):
    path = tmp_path / "rules.jsonl"
    if kind == "directory":
        path.mkdir()
        expected = r"\[E017\] Cannot read rule file .*rules.jsonl: it is a directory"
    else:
        path.write_bytes(json.dumps(RAT).encode() + b"\n\xff\xd8\xff\xe0 JFIF\n")
        expected = r"rules.jsonl, line 2: \[E017\] Cannot read rule file .*line 2 is not UTF-8"
    with pytest.raises(RuleFileError, match=expected):
        make_tf_nlp(rule_files=[str(path)])


# -- item 10: thousands of user rules with one start -----------------------------------------------------------
def many_rules(n: int):
    return [{"id": f"u{i}", "label": "DATE", "pattern": f"\\d{{4}}\\W{{0,3}}word{i}x", "value": "2001"}
            for i in range(n)]


def test_thousands_of_rules_with_one_start_stay_indexed_and_compile_once(make_tf_nlp):
    nlp = make_tf_nlp()
    tf = nlp.get_pipe("temporal_focus")
    tf.add_rules(many_rules(3000))
    engine = tf.tagger.engine
    text = " ".join(f"In {1900 + i}, {w} said" for i, w in enumerate(["we", "they", "a", "the", "in", "on"] * 5))
    doc = nlp(text + " 1999 word2999x.")
    assert doc._.focus_years == {*range(1900, 1930), 2001}
    user = {i for i, r in enumerate(engine.rules) if r.id.startswith("u")}
    assert not user & set(engine._always)  # "\d{4}\W..." indexes as four digits, not "anywhere"
    big = [s for s, c in engine._by_subset.items() if len(user & set(s)) > 100 and not hasattr(c, "blocks")]
    assert len(big) <= 3000 // 256 + 2  # blocks shared by every signature, not one giant regex per signature


def test_blocks_pick_the_same_rule_as_one_alternation(make_tf_nlp, monkeypatch):
    from spacy_tempoeval.rules import engine as engine_module

    records = [{"id": f"r{i}", "label": "DATE", "pattern": f"\\d{{4}} (?:x{i % 7}|y)", "value": f"{1000 + i}"}
               for i in range(600)]
    text = "In 1990 y and 1991 x3 and 1992 x6 and 1993 z."

    def timexes(chunk: int):
        monkeypatch.setattr(engine_module, "CHUNK", chunk)
        nlp = make_tf_nlp()
        nlp.get_pipe("temporal_focus").add_rules(records)
        return [(t["text"], t["rule"], t["value"]) for t in nlp(text)._.timexes]

    assert timexes(50) == timexes(10_000)
    assert timexes(50)[0] == ("1990 y", "r0", "1000")


def test_preprocess_with_a_slow_saved_rule_stops_with_exit_5_naming_it(tmp_path, make_tf_nlp):
    from typer.testing import CliRunner

    from spacy_tempoeval.cli import app

    nlp = make_tf_nlp()
    nlp.get_pipe("temporal_focus").add_rules([SLOW])
    nlp.to_disk(tmp_path / "model")
    src = tmp_path / "c.jsonl"
    src.write_text(json.dumps({"text": "In 1990."}) + "\n" + json.dumps({"text": "1" * 40 + " 2019"}) + "\n")
    result = CliRunner().invoke(app, ["preprocess", str(src), str(tmp_path / "out.jsonl"), "-q", "--model",
                                      str(tmp_path / "model")])
    assert result.exit_code == 5
    assert "[E015] Rule 'slow_ones'" in result.stderr and "rules.jsonl, line 1" in result.stderr
