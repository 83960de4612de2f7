"""--rules on extract / preprocess / evaluate, and the 'rules test', 'rules diff' and 'rules sample' commands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.cli.rules import write_sample

runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, [str(a) for a in args], catch_exceptions=False)


def jsonl(text: str):
    return [json.loads(line) for line in text.splitlines() if line.strip()]


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("sample")
    write_sample(folder)
    return folder


def _rules(tmp_path: Path, *records, name="r.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records))
    return path


NOUGHTIES = {"id": "noughties", "label": "DATE", "pattern": "(?:the\\s+)?noughties", "value": "200",
             "examples": ["the Noughties"], "counter_examples": ["the nineties"]}


# -- --rules --------------------------------------------------------------------------------------------------
def test_extract_rules_option_adds_the_rules(tmp_path):
    rules = _rules(tmp_path, NOUGHTIES)
    without = jsonl(run("extract", "Music of the Noughties.", "-f", "jsonl").stdout)[0]
    with_rules = jsonl(run("extract", "Music of the Noughties.", "-f", "jsonl", "--rules", rules).stdout)[0]
    assert without["focus_years"] == []
    assert with_rules["focus_years"] == list(range(2000, 2010))
    assert [s["rule"] for s in with_rules["spans"]] == ["noughties"]


def test_rules_option_is_repeatable_and_bad_files_are_coded_errors(tmp_path):
    second = _rules(tmp_path, {"id": "lunar", "label": "DATE", "pattern": "lunar new year (?P<y>{YEAR4})",
                               "value": "{y|year}"}, name="second.jsonl")
    out = run("extract", "Noughties, lunar new year 2020", "-f", "jsonl", "--rules", _rules(tmp_path, NOUGHTIES),
              "--rules", second)
    assert {s["rule"] for s in jsonl(out.stdout)[0]["spans"]} == {"noughties", "lunar"}
    bad = _rules(tmp_path, NOUGHTIES, {**NOUGHTIES, "id": "x", "value": "{yy|year}"}, name="bad.jsonl")
    result = run("extract", "text", "--rules", bad)
    assert result.exit_code == ExitCode.PIPELINE
    assert f"{bad}, line 2, field 'value'" in result.stderr and "[E008]" in result.stderr
    missing = run("extract", "text", "--rules", tmp_path / "nope.jsonl")
    assert missing.exit_code == ExitCode.PIPELINE and "[E009]" in missing.stderr


def test_preprocess_and_evaluate_take_rules(tmp_path):
    rules = _rules(tmp_path, NOUGHTIES)
    corpus = tmp_path / "c.jsonl"
    corpus.write_text('{"id": 1, "text": "The Noughties were loud."}\n')
    out = tmp_path / "out.jsonl"
    assert run("preprocess", corpus, out, "-q", "--rules", rules).exit_code == 0
    assert jsonl(out.read_text())[0]["focus_years"] == list(range(2000, 2010))
    dataset = tmp_path / "run.jsonl"
    dataset.write_text(json.dumps({"query": "What happened in the Noughties?", "reference_date": "2020-01-01",
                                   "retrieved_docs": ["In 2005 the bank grew.", "In 1990 it was founded."]}) + "\n")
    scores = []
    for extra in ([], ["--rules", rules]):
        target = tmp_path / f"scores{len(extra)}.json"
        result = run("evaluate", dataset, "-M", "temporal_precision", "-k", "1", "-o", target, "-q", *extra)
        assert result.exit_code == 0, result.output
        scores.append(json.loads(target.read_text()))
    # the query has focus years (2000-2009) only with the rule file: then the 2005 document is on time
    assert scores[1]["rows"][0]["temporal_precision@1"] == 1.0
    assert scores[0]["rows"][0]["temporal_precision@1"] != 1.0
    bad = run("evaluate", dataset, "-M", "temporal_precision", "--rules", tmp_path / "nope.jsonl")
    assert bad.exit_code == ExitCode.PIPELINE and "[E009]" in bad.stderr


# -- rules test -----------------------------------------------------------------------------------------------
def test_rules_test_runs_examples_and_counter_examples(sample):
    result = run("rules", "test", sample / "my_rules.jsonl", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["problems"] == []
    noughties = next(r for r in report["rules"] if r["id"] == "noughties")
    assert [(e["field"], e["ok"]) for e in noughties["examples"]] == [("examples", True), ("examples", True),
                                                                      ("counter_examples", True)]
    assert noughties["examples"][0]["tagged"] == [{"text": "the Noughties", "label": "DATE", "value": "200",
                                                   "rule": "noughties"}]
    table = run("rules", "test", sample / "my_rules.jsonl")
    assert table.exit_code == 0 and "✔" in table.stdout and "all pass" in table.stderr


def test_rules_test_reports_failing_examples_with_file_and_line(tmp_path):
    failing = _rules(tmp_path, NOUGHTIES, {**NOUGHTIES, "id": "n2", "examples": ["the nineties"]})
    result = run("rules", "test", failing)
    assert result.exit_code == ExitCode.PIPELINE
    assert "[E216]" in result.stderr and f"{failing}, line 2, field 'examples'" in result.stderr
    assert "✘" in result.stdout  # the table is printed before the error
    counter = _rules(tmp_path, {**NOUGHTIES, "counter_examples": ["noughties music"]}, name="c.jsonl")
    result = run("rules", "test", counter)
    assert result.exit_code == ExitCode.PIPELINE and "[E099]" in result.stderr
    assert "field 'counter_examples'" in result.stderr


@pytest.mark.parametrize("content,code,where", [
    ('{"id": "a", "label": "DATE"\n', "E005", "line 1"),
    ('{"id": "a", "label": "DAY", "pattern": "x", "value": "1"}\n', "E011", "line 1, field 'label'"),
    ('{"id": "a", "label": "DATE", "pattern": "x", "value": "1", "counter_examples": "y"}\n', "E011",
     "field 'counter_examples'"),
    ("", "E218", "no rules"),
    ('{"macro": "M", "terms": {"a": "1"}}\n', "E218", "no rules"),
])
def test_rules_test_bad_and_empty_files(tmp_path, content, code, where):
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    result = run("rules", "test", path)
    assert result.exit_code == ExitCode.PIPELINE
    assert f"[{code}]" in result.stderr and where in result.stderr and str(path) in result.stderr


def test_rules_test_lists_every_invalid_record_of_the_file(tmp_path):
    """Loading stops at a file's first invalid record; ``rules test`` lists them all (a linguist fixes the file in
    one round, not one error per run)."""
    path = _rules(tmp_path, NOUGHTIES,
                  {**NOUGHTIES, "id": "bad-regex", "pattern": "(?P<y>20\\d\\d"},
                  {**NOUGHTIES, "id": "bad-label", "label": "DTE"},
                  '{"id": "bad-json", "label": "DATE"',
                  {"id": "bad-key", "label": "DATE", "pattern": "bar", "valu": "2019"},
                  NOUGHTIES | {"id": "fine"})
    result = run("rules", "test", path)
    assert result.exit_code == ExitCode.PIPELINE
    lines = [line for line in result.stderr.splitlines() if line.startswith("✘")]
    assert [line.split(": [")[0] for line in lines[:4]] == [
        f"✘ {path}, line 2, field 'pattern'", f"✘ {path}, line 3, field 'label'", f"✘ {path}, line 4",
        f"✘ {path}, line 5, field 'valu'"]
    assert ["[E006]" in lines[0], "[E011]" in lines[1], "[E005]" in lines[2], "[E003]" in lines[3]] == [True] * 4
    assert "[E290] 4 invalid record(s)" in lines[4] and "line 2" in lines[4]
    assert result.stdout == ""  # no table of a file that was not loaded
    report = json.loads(run("rules", "test", path, "--json").stdout)
    assert [(p["rule"], p["line"], p["field"], p["code"]) for p in report["problems"]] == [
        ("bad-regex", 2, "pattern", "E006"), ("bad-label", 3, "label", "E011"), (None, 4, None, "E005"),
        ("bad-key", 5, "valu", "E003")]


def test_file_problems_is_empty_for_a_file_that_loads(tmp_path, sample):
    from spacy_tempoeval.errors import RuleFileError
    from spacy_tempoeval.rules.file_check import file_problems
    from spacy_tempoeval.rules.files import read_rule_file

    assert file_problems(sample / "my_rules.jsonl") == []
    read_rule_file(sample / "my_rules.jsonl")
    bad = _rules(tmp_path, NOUGHTIES, {**NOUGHTIES, "id": "x", "label": "DTE"},
                 {**NOUGHTIES, "id": "y", "pattern": "("})
    with pytest.raises(RuleFileError) as first:
        read_rule_file(bad)
    problems = file_problems(bad)
    assert [str(p) for p in problems][0] == str(first.value)  # the loader's first error, then the rest
    assert [(p.line, p.code) for p in problems] == [(2, "E011"), (3, "E006")]
    with pytest.raises(RuleFileError, match=r"\[E009\]"):
        file_problems(tmp_path / "missing.jsonl")


# -- rules diff -----------------------------------------------------------------------------------------------
def test_rules_diff_counts_changes_per_rule(sample):
    result = run("rules", "diff", sample / "my_rules.jsonl", sample / "gold", "--json")
    assert result.exit_code == 0, result.output
    diff = json.loads(result.stdout)
    # since issue 20 the built-in holiday rules read "Lunar New Year 2020" as its day (2020-01-25): the sample's
    # lunar rule now changes spans and values (year only), not years
    assert diff["totals"] == {"docs": 6, "docs_changed": 4, "years_changed": 2, "added": 4, "removed": 2,
                              "revalued": 1}
    assert {k: (v["added"], v["removed"], v["years_changed"]) for k, v in diff["rules"].items()} == {
        "noughties": (2, 0, 2), "lunar_new_year_of": (2, 2, 0), "rel_that_year": (0, 0, 0)}
    news = next(d for d in diff["documents"] if d["id"] == "news-1")
    assert news["years_before"] == [[2020, 2020]] and news["years_after"] == [[2020, 2020]]
    sample_texts = {s["text"] for s in diff["rules"]["noughties"]["samples"]}
    assert sample_texts == {"the Noughties", "the noughties"}
    table = run("rules", "diff", sample / "my_rules.jsonl", sample / "gold" / "sample_gold.jsonl",
                "--id-field", "doc_id")
    assert table.exit_code == 0 and "noughties" in table.stdout and "blog-1" in table.stdout


def test_rules_diff_reads_plain_jsonl_corpora_and_a_rule_that_changes_nothing(tmp_path):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text('{"id": "a", "text": "In 2019/20 school year."}\n')
    school = _rules(tmp_path, {"id": "school_year", "label": "DATE",
                               "pattern": "(?P<y1>{YEAR4})/(?P<y2>\\d{2}) school year",
                               "value": "{y1|year}/{y2|complete:y1}"})
    diff = json.loads(run("rules", "diff", school, corpus, "--json").stdout)
    assert diff["totals"]["years_changed"] == 0 and diff["totals"]["docs"] == 1


def test_rules_diff_empty_corpus_bad_lines_and_bad_gold(tmp_path, sample):
    rules = sample / "my_rules.jsonl"
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    result = run("rules", "diff", rules, empty)
    assert result.exit_code == ExitCode.BAD_INPUT and "[E217]" in result.stderr and "no texts" in result.stderr
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"text": "In 1999."}\n{oops\n')
    result = run("rules", "diff", rules, broken)
    assert result.exit_code == ExitCode.BAD_INPUT and "line 2" in result.stderr
    gold = tmp_path / "gold"
    gold.mkdir()
    (gold / "g.jsonl").write_text(json.dumps({"doc_id": "d", "text": "In 1999.", "years": [1999], "timexes": [
        {"start": 0, "end": 7, "type": "DATE", "value": "1999", "text": "1999"}]}) + "\n")
    result = run("rules", "diff", rules, gold)
    assert result.exit_code == ExitCode.BAD_INPUT and "[E212]" in result.stderr
    assert "g.jsonl, line 1, document 'd', field 'timexes[0].text'" in result.stderr
    assert run("rules", "diff", rules).exit_code == ExitCode.USAGE  # no corpus


def test_rules_diff_html_page(tmp_path, sample):
    page = tmp_path / "diff.html"
    result = run("rules", "diff", sample / "my_rules.jsonl", sample / "gold", "--html", page)
    assert result.exit_code == 0
    html = page.read_text()
    assert html.count('<mark class="added"') == 4 + 1  # the four added expressions and the legend
    assert 'data-rule="noughties"' in html and "<script" not in html


# -- rules sample ---------------------------------------------------------------------------------------------
def test_rules_sample_refuses_to_overwrite(tmp_path):
    assert run("rules", "sample", tmp_path).exit_code == 0
    assert (tmp_path / "gold" / "sample_news.tml").is_file()
    again = run("rules", "sample", tmp_path)
    assert again.exit_code == ExitCode.OUTPUT and "[E219]" in again.stderr
    assert run("rules", "sample", tmp_path, "--overwrite").exit_code == 0


def test_rules_reach_a_saved_model_pipeline(tmp_path):
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", name="focus")
    nlp.to_disk(tmp_path / "model")
    rules = _rules(tmp_path, NOUGHTIES)
    out = run("extract", "Music of the Noughties.", "-f", "jsonl", "--model", tmp_path / "model", "--rules", rules)
    assert out.exit_code == 0, out.output
    assert [s["rule"] for s in jsonl(out.stdout)[0]["spans"]] == ["noughties"]
    bad = _rules(tmp_path, {**NOUGHTIES, "label": "YEAR"}, name="bad.jsonl")
    result = run("extract", "x", "--model", tmp_path / "model", "--rules", bad)
    assert result.exit_code == ExitCode.PIPELINE and f"{bad}, line 1, field 'label'" in result.stderr


def test_the_sample_files_are_packaged():
    # every file 'rules sample' copies is covered by the package-data globs of pyproject.toml (a wheel ships it)
    import fnmatch

    import tomllib

    from spacy_tempoeval.cli.rules import SAMPLE_FILES

    root = Path(__file__).resolve().parents[2]
    globs = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf8"))["tool"]["setuptools"][
        "package-data"]["spacy_tempoeval"]
    for name in SAMPLE_FILES:
        assert (root / "spacy_tempoeval" / "data" / name).is_file()
        assert any(fnmatch.fnmatch(f"data/{name}", g) for g in globs), name


# -- a disable line that switches nothing off ------------------------------------------------------------------
def test_disable_of_an_unknown_id_is_named_with_its_line(tmp_path):
    import warnings

    import spacy

    from spacy_tempoeval.errors import DisableIgnoredWarning

    path = _rules(tmp_path, NOUGHTIES, {"disable": ["year", "no-such-rule"]}, {"disable": "nor-this"})
    with pytest.warns(DisableIgnoredWarning) as caught:
        nlp = spacy.blank("en")
        nlp.add_pipe("temporal_focus", config={"rule_files": [str(path)]})
    ignored = [w.message for w in caught if isinstance(w.message, DisableIgnoredWarning)]
    assert sorted((w.where, tuple(w.ids)) for w in ignored) == [
        (f"{path}, line 2", ("no-such-rule",)), (f"{path}, line 3", ("nor-this",))]
    assert sorted((w.path, w.line) for w in ignored) == [(str(path), 2), (str(path), 3)]
    assert all(w.code == "W027" for w in ignored)
    assert list(nlp("In 2019.")._.focus_years) == []  # "year" itself was switched off: a known id, no warning for it
    known = _rules(tmp_path, NOUGHTIES, {"disable": "year"}, name="known.jsonl")
    with warnings.catch_warnings():
        warnings.simplefilter("error", DisableIgnoredWarning)
        spacy.blank("en").add_pipe("temporal_focus", config={"rule_files": [str(known)]})


def test_cli_shows_the_ignored_disable_and_rules_test_fails_on_it(tmp_path):
    path = _rules(tmp_path, NOUGHTIES, {"disable": "no-such-rule"})
    extracted = run("extract", "Music of the Noughties.", "-f", "jsonl", "--rules", path)
    # the output is written, but the rule the user wrote changed nothing: exit 12, not a silent 0
    assert extracted.exit_code == ExitCode.RULES_IGNORED
    assert json.loads(extracted.stdout.splitlines()[0])["focus_years"]
    assert f"! [W027] {path}, line 2: 'disable' lists 'no-such-rule'" in extracted.stderr
    assert "1 rule file line(s) ignored" in extracted.stderr
    assert "Warning" not in extracted.stderr  # one line, not Python's warning with its source location
    tested = run("rules", "test", path)
    assert tested.exit_code == ExitCode.PIPELINE and "[E216]" in tested.stderr and "[W027]" in tested.stderr
    report = json.loads(run("rules", "test", path, "--json").stdout)
    assert [(p["line"], p["field"]) for p in report["problems"]] == [(2, "disable")]


def test_every_command_that_reads_rules_exits_12_when_a_disable_line_changes_nothing(tmp_path):
    """[W027] was shown, but extract / preprocess / evaluate exited 0: a run that ignored a rule line looked fine."""
    path = _rules(tmp_path, NOUGHTIES, {"disable": "no-such-rule"})
    clean = _rules(tmp_path, NOUGHTIES, {"disable": "year"}, name="clean.jsonl")
    texts = tmp_path / "texts.jsonl"
    texts.write_text(json.dumps({"id": "a", "text": "Music of the Noughties."}) + "\n")
    run_file = tmp_path / "run.jsonl"
    run_file.write_text(json.dumps({"query": "Music of the Noughties?", "retrieved_docs": ["Songs of 2004."],
                                    "answer": "In 2004."}) + "\n")
    for args in (("extract", "Music of the Noughties.", "-f", "jsonl"),  # twice in one process: same answer
                 ("extract", "Music of the Noughties.", "-f", "jsonl"),
                 ("preprocess", str(texts), str(tmp_path / "out.jsonl"), "--overwrite"),
                 ("evaluate", str(run_file), "-k", "1", "-n", "1")):
        ignored = run(*args, "--rules", str(path))
        assert ignored.exit_code == ExitCode.RULES_IGNORED, (args, ignored.stderr)
        assert "[W027]" in ignored.stderr and "rule file line(s) ignored" in ignored.stderr
        fine = run(*args, "--rules", str(clean))
        assert fine.exit_code == 0, (args, fine.stderr)
    assert (tmp_path / "out.jsonl").read_text().strip()  # preprocess wrote its output before exiting 12
