"""The gazetteer of named events and periods (``rules/data/en/periods.jsonl`` and ``en/events.jsonl``): every entry is
found by its own names through the real component with its own years, names match only in forms that identify
the event, the files are checked on load, and users add events of their own that are saved with the pipeline."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List

import pytest
import spacy

from spacy_tempoeval.errors import RuleFileError
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import builtin_rules, read_rule_file
from spacy_tempoeval.rules.gazetteer import gazetteer_starts
from spacy_tempoeval.rules.loader import KINDS, REGIONS, alias_key, parse_records
from spacy_tempoeval.rules.prefix import first_chars
from spacy_tempoeval.yearset import YearSet

DATA = Path(__file__).resolve().parents[2] / "spacy_tempoeval" / "rules" / "data" / "en"
ROOT = Path(__file__).resolve().parents[2]
REF = "2026-01-01"  # after every entry: a period that had not begun at the reference date adds no years
YEAR = re.compile(r"(?<![\d$£€.,])(1\d{3}|20\d{2})(?![\d%])")


def _entries() -> List[Dict[str, Any]]:
    out = []
    for name in ("periods.jsonl", "events.jsonl"):
        for line in (DATA / name).read_text(encoding="utf8").splitlines():
            if line.strip() and not line.startswith("//"):
                record = json.loads(line)
                if "phrases" in record:
                    out.append(record)
    return out


ENTRIES = _entries()


def _years(record: Dict[str, Any]) -> YearSet:
    return YearSet.range(record["start"], record["end"])


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": REF})
    return nlp


def test_events_gazetteer_size_and_fields():
    assert len(ENTRIES) >= 1000
    kinds = {e["kind"] for e in ENTRIES}
    regions = {e["region"] for e in ENTRIES}
    assert kinds <= set(KINDS) and regions <= set(REGIONS)
    # broad coverage: every kind and every region is used, none dominates
    assert kinds == set(KINDS) and regions == set(REGIONS)
    by_region = {r: sum(e["region"] == r for e in ENTRIES) for r in regions}
    assert max(by_region.values()) < len(ENTRIES) / 2, by_region
    for e in ENTRIES:
        assert e["source"].strip() and e["id"].startswith(("event_", "period_"))
        assert e["start"] <= e["end"] and 0 not in (e["start"], e["end"])
        assert e["end"] <= 2025, f"{e['id']}: only events that have ended"


def test_events_every_entry_matches_its_own_names(nlp):
    """Each name, inside a sentence, is one expression of its entry with the entry's years (a name with a year in
    it says which year: the resolver takes that year, which must lie in the entry's span)."""
    before, after = "We read a long and careful account about ", " on the train."
    texts, names, expected = [], [], []
    for e in ENTRIES:
        for name in e["phrases"] + e.get("cased_phrases", []):
            texts.append(before + name + after)
            names.append(name)
            expected.append(e)
    problems = []
    for name, e, doc in zip(names, expected, nlp.pipe(texts)):
        text = name
        spans = [s for s in doc.spans["temporal"] if s._.timex_rule == e["id"]]
        if not spans or (spans[0].start_char, spans[0].end_char) != (len(before), len(before) + len(name)):
            got = [(s.text, s._.timex_rule) for s in doc.spans["temporal"]]
            problems.append(f"{e['id']}: {text!r} -> {got}")
            continue
        years = spans[0]._.years
        m = YEAR.search(text)
        if m:
            if years != YearSet([int(m.group(1))]) or not years <= _years(e):
                problems.append(f"{e['id']}: {text!r} -> {years} (year in the name; span {_years(e)})")
        elif years != _years(e):
            problems.append(f"{e['id']}: {text!r} -> {years}, expected {_years(e)}")
    assert problems == [], f"{len(problems)} names do not give their entry's years:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("text,rule,years", [
    ("What was US unemployment during the Obama administration?", "event_us_president_barack_obama",
     YearSet.range(2009, 2017)),
    ("the Obama presidency", "event_us_president_barack_obama", YearSet.range(2009, 2017)),
    ("World War II", "period_ww2", YearSet.range(1939, 1945)),
    ("WWII", "period_ww2", YearSet.range(1939, 1945)),
    ("the Second World War", "period_ww2", YearSet.range(1939, 1945)),
    ("The Great War", "period_ww1", YearSet.range(1914, 1918)),
    ("the Great Depression", "period_great_depression", YearSet.range(1929, 1939)),
    ("How did inflation change between the two world wars?", "period_interwar", YearSet.range(1918, 1939)),
    ("the fall of the Berlin Wall", "event_fall_of_the_berlin_wall", YearSet([1989])),
    ("the Peloponnesian War", "event_peloponnesian_war", YearSet.range(-431, -404)),
    ("the Battle of Marathon", "event_battle_of_marathon", YearSet([-490])),
    ("the reign of Augustus", "event_reign_augustus", YearSet.range(-27, 14)),
    ("the Tang dynasty", "period_tang_dynasty", YearSet.range(618, 907)),
    ("during the Thatcher years", "event_gov_premiership_of_margaret_thatcher", YearSet.range(1979, 1990)),
    ("the Sydney Olympics", "event_olympics_summer_2000", YearSet([2000])),
    ("Super Bowl XLVIII", "event_super_bowl_48", YearSet([2014])),
    ("the crew of Apollo 11", "event_apollo_11", YearSet([1969])),
    ("the Chernobyl disaster", "event_chernobyl_disaster", YearSet([1986])),
    ("the Treaty of Versailles", "event_treaty_of_versailles", YearSet([1919])),
    ("the Black Death", "event_black_death", YearSet.range(1346, 1353)),
    ("the Rwandan genocide", "event_rwandan_genocide", YearSet([1994])),
    ("How did Finland resist during the Winter War?", "event_winter_war", YearSet.range(1939, 1940)),
    ("How were universities run in Nazi Germany?", "event_gov_nazi_germany", YearSet.range(1933, 1945)),
    ("The Troubles began", "event_the_troubles", YearSet.range(1968, 1998)),
])
def test_events_names_in_sentences(nlp, text, rule, years):
    doc = nlp(text)
    spans = [s for s in doc.spans["temporal"] if s._.timex_rule == rule]
    assert len(spans) == 1, [(s.text, s._.timex_rule) for s in doc.spans["temporal"]]
    assert spans[0]._.years == years


@pytest.mark.parametrize("text", [
    "Obama said on Tuesday that he would sign it.",  # the person, not the presidency
    "She fought the depression for years.",
    "It was a great war for the company.",
    "a new deal with the union",
    "a renaissance of jazz",
    "the troubles of the poor",
    "a media blitz",
    "the grant administration office",  # "Grant" only capitalized
    "the key government agencies",
    "a winter of discontent for the fans",
    "the North Atlantic Treaty Organization met",  # not the treaty of 1949
    "a new Cold War with China",
    "the Green New Deal",
    "the fourth industrial revolution",
    "the Harlem Renaissance",
    "the war of independence of the colonies",  # several wars share this name
    "the civil war in the south",
    "the Bush administration",  # two presidents
    "the Trump administration",  # two separate terms
])
def test_events_forms_that_do_not_identify_an_event(nlp, text):
    doc = nlp(text)
    got = [(s.text, s._.timex_rule) for s in doc.spans["temporal"]
           if s._.timex_rule and s._.timex_rule.startswith(("event_", "period_"))]
    assert got == []


def test_events_longer_name_wins_over_a_name_it_extends(nlp):
    doc = nlp("Both the French Revolution of 1848 and the Korean War armistice.")
    assert [(s.text, s._.timex_rule) for s in doc.spans["temporal"]] == [
        ("the French Revolution of 1848", "event_french_revolution_of_1848"),
        ("the Korean War armistice", "event_korean_armistice_agreement")]



def test_events_starts_from_names_equal_the_regex_starts():
    """The engine indexes gazetteer entries by starts computed from their names; they must cover what the
    pattern can start with (equal for ASCII names)."""
    ruleset = builtin_rules()
    articles = ruleset.words("PERIOD_ARTICLE")
    assert articles == {"the"}
    for rule in ruleset.rules:
        if "phrases" not in rule.record:
            continue
        mine, parsed = gazetteer_starts(rule, articles), first_chars(rule.pattern)
        assert parsed is not None
        if all(ord(c) < 128 for name in rule.record["phrases"] for c in name):
            assert mine == parsed, rule.id
        for p in parsed:  # every start the regex allows is found through some indexed prefix
            assert any(p.startswith(m) or m.startswith(p) for m in mine), (rule.id, p)


def test_events_names_unique_across_entries():
    owner: Dict[str, str] = {}
    for e in ENTRIES:
        for name in e["phrases"] + e.get("cased_phrases", []):
            key = alias_key(name)
            assert owner.setdefault(key, e["id"]) == e["id"], f"{name!r}: {owner[key]} and {e['id']}"


def test_events_build_script_output_is_up_to_date():
    """``events.jsonl`` is generated from the tables of ``tools/build_events.py``: the two must agree."""
    res = subprocess.run([sys.executable, str(ROOT / "tools" / "build_events.py"), "--check"], capture_output=True,
                         text=True)
    assert res.returncode == 0, res.stdout + res.stderr


GOOD = {"id": "test_reorg", "phrases": ["the 2021 reorg", "the big reorg"], "start": 2021, "end": 2022,
        "kind": "event"}


@pytest.mark.parametrize("record,code,field,words", [
    ({**GOOD, "start": 2023}, "E096", "end", ["start 2023 is after end 2022"]),
    ({**GOOD, "start": 0}, "E096", "start", ["no year 0"]),
    ({**GOOD, "end": 0, "start": -5}, "E096", "end", ["no year 0"]),
    ({**GOOD, "kind": "party"}, "E097", "kind", ["Unknown kind 'party'", "war"]),
    ({**GOOD, "region": "mars"}, "E097", "region", ["Unknown region 'mars'", "europe"]),
    ({**GOOD, "source": 3}, "E011", "source", ["a string"]),
    ({**GOOD, "cased_phrases": "Reorg"}, "E011", "cased_phrases", ["list of non-empty strings"]),
    ({**GOOD, "phrases": [], "cased_phrases": []}, "E011", "phrases", ["non-empty list"]),
    ({**GOOD, "counter_examples": [""]}, "E011", "counter_examples", ["list of non-empty strings"]),
    ({**GOOD, "label": "IGNORE"}, "E011", "label", ["DATE"]),
])
def test_events_bad_entry_names_file_line_field(tmp_path, record, code, field, words):
    path = tmp_path / "my_events.jsonl"
    path.write_text("// my events\n" + json.dumps(record) + "\n", encoding="utf8")
    with pytest.raises(RuleFileError) as exc:
        read_rule_file(path)
    msg = str(exc.value)
    assert f"[{code}]" in msg and str(path) in msg and exc.value.line == 2 and exc.value.field == field
    for word in words:
        assert word in msg


def test_events_duplicate_name_across_entries_names_both_places(tmp_path):
    path = tmp_path / "my_events.jsonl"
    other = {**GOOD, "id": "test_reorg_2", "phrases": ["The Big-Reorg"]}  # same name: case, "the", hyphen
    path.write_text(json.dumps(GOOD) + "\n" + json.dumps(other) + "\n", encoding="utf8")
    with pytest.raises(RuleFileError, match=r"\[E098\] The name 'big reorg' of gazetteer entry 'test_reorg_2' "
                                            r"already belongs to entry 'test_reorg'") as exc:
        read_rule_file(path, articles={"the"})  # "the" is the English pack's PERIOD_ARTICLE
    assert (exc.value.line, exc.value.field) == (2, "phrases") and f"{path}, line 1" in str(exc.value)
    # through an English pipeline the pack's articles apply to a user file
    with pytest.raises(RuleFileError, match=r"\[E098\] The name 'big reorg' of gazetteer entry 'test_reorg_2'"):
        spacy.blank("en").add_pipe("temporal_focus", config={"rule_files": [str(path)]})


def test_events_counter_example_matched_is_reported():
    rules = parse_records([{**GOOD, "phrases": ["big reorg"], "counter_examples": ["a big reorg of the files"]}],
                          "<test>")
    problems = RuleEngine(rules).check_examples()
    assert len(problems) == 1 and "[E099]" in problems[0] and "'big reorg'" in problems[0]


def test_events_user_entry_may_reuse_a_builtin_name_and_wins(tmp_path):
    nlp = spacy.blank("en")
    tf = nlp.add_pipe("temporal_focus", config={"default_reference_date": REF})
    tf.add_rules([{"id": "my_gulf_war", "phrases": ["the Gulf War"], "start": 1980, "end": 1988}])
    doc = nlp("during the Gulf War")
    assert [(s._.timex_rule, s._.years) for s in doc.spans["temporal"]] == [("my_gulf_war", YearSet.range(1980, 1988))]


def test_events_user_events_are_saved_with_the_pipeline(tmp_path):
    """A user's own events ("the 2021 reorg", a product launch) through ``add_rules`` and through a rule file
    in the config; ``to_disk``/``from_disk`` keep the added ones."""
    rule_file = tmp_path / "company_events.jsonl"
    rule_file.write_text(json.dumps({"id": "acme_launch", "phrases": ["the Acme launch"], "start": 2019,
                                     "end": 2019, "kind": "event", "source": "Acme press release"}) + "\n",
                         encoding="utf8")
    nlp = spacy.blank("en")
    tf = nlp.add_pipe("temporal_focus", config={"default_reference_date": REF, "rule_files": [str(rule_file)]})
    tf.add_rules([GOOD])
    text = "Sales at the Acme launch and during the big reorg."
    before = nlp(text)
    assert [(s.text, s._.timex_rule) for s in before.spans["temporal"]] == [
        ("the Acme launch", "acme_launch"), ("the big reorg", "test_reorg")]
    assert before._.focus_years == YearSet([2019, 2021, 2022])
    nlp.to_disk(tmp_path / "pipeline")
    saved = [json.loads(line) for line in (tmp_path / "pipeline" / "temporal_focus" / "rules.jsonl").read_text(
        encoding="utf8").splitlines()]
    assert saved == [GOOD]
    loaded = spacy.load(tmp_path / "pipeline")
    after = loaded(text)
    assert [(s.text, s._.timex_rule, s._.years) for s in after.spans["temporal"]] == [
        (s.text, s._.timex_rule, s._.years) for s in before.spans["temporal"]]
    # a pipeline without the config's rule file still has the added event
    bare = spacy.blank("en")
    bare.add_pipe("temporal_focus", config={"default_reference_date": REF}).from_disk(
        tmp_path / "pipeline" / "temporal_focus")
    doc = bare(text)
    assert [s._.timex_rule for s in doc.spans["temporal"]] == ["test_reorg"]
