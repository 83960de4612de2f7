"""Issue 25, items 1-3: an output that is an input (or another output) is refused before anything is opened,
and a JSON line that the decoder cannot take (huge integer, deep nesting) is one bad line, not a dead run."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest
import spacy
from typer.testing import CliRunner

from spacy_tempoeval.bulk import ReaderConfig, load_pipeline, preprocess
from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.errors import OutputError, RuleFileError
from spacy_tempoeval.util.jsonl import LineProblem, parse_json
from spacy_tempoeval.util.paths import check_distinct_paths, same_file

runner = CliRunner()
READER = ReaderConfig(format="jsonl")
HUGE_INT = '{"id": "big", "text": "x", "n": ' + "1" * 5000 + "}"
DEEP = '{"id": "deep", "text": "x", "n": ' + "[" * 1000 + "]" * 1000 + "}"


@pytest.fixture(scope="module")
def nlp():
    return load_pipeline()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture()
def corpus(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps({"id": i, "text": f"In {1990 + i} it rained."}) + "\n" for i in range(20)),
                   encoding="utf-8")
    return src


def invoke(*args: str):
    return runner.invoke(app, [*args])


# -- item 1: preprocess -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("args", [
    ["in.jsonl", "out.jsonl", "--errors", "in.jsonl"],          # errors file = input
    ["in.jsonl", "out.jsonl", "--errors", "out.jsonl"],         # errors file = output
    ["in.jsonl", "out.jsonl", "--errors", "./sub/../out.jsonl"],
    ["in.jsonl", "in.jsonl", "--overwrite"],                    # output = input
    ["in.jsonl", str(Path("..") / "{dir}" / "in.jsonl"), "--overwrite"],
])
def test_preprocess_refuses_an_output_that_is_the_input_or_another_output(corpus, args):
    args = [a.replace("{dir}", corpus.parent.name) for a in args]
    before = digest(corpus)
    result = invoke("preprocess", *args, "-q")
    assert result.exit_code == ExitCode.OUTPUT, result.output
    assert "[E170]" in result.stderr
    assert digest(corpus) == before
    assert not Path("out.jsonl").exists() and not Path("out.errors.jsonl").exists()


def test_the_default_errors_path_never_replaces_the_input(corpus):
    redo = corpus.parent / "redo.errors.jsonl"
    redo.write_bytes(corpus.read_bytes())
    result = invoke("preprocess", str(redo), "redo.jsonl", "-q")
    assert result.exit_code == ExitCode.OUTPUT and "[E170]" in result.stderr and "errors file" in result.stderr
    assert redo.read_bytes() == corpus.read_bytes()
    result = invoke("preprocess", str(redo), "redo.jsonl", "--errors", "redo.bad.jsonl", "-q")
    assert result.exit_code == 0, result.output
    assert len(Path("redo.jsonl").read_text().splitlines()) == 20


def test_a_symlink_or_hard_link_to_the_input_is_the_input(corpus, nlp):
    os.symlink(corpus, corpus.parent / "link.jsonl")
    os.link(corpus, corpus.parent / "hard.jsonl")
    before = digest(corpus)
    for out in ("link.jsonl", "hard.jsonl"):
        with pytest.raises(OutputError, match=r"\[E170\]"):
            preprocess(corpus, out, nlp=nlp, reader=READER, overwrite=True)
        result = invoke("preprocess", "in.jsonl", "out.jsonl", "--errors", out, "-q")
        assert result.exit_code == ExitCode.OUTPUT and "[E170]" in result.stderr
    assert digest(corpus) == before


def test_an_input_inside_the_checkpoint_directory_is_refused(corpus):
    inside = corpus.parent / "out.jsonl.partial" / "in.jsonl"
    inside.parent.mkdir()
    inside.write_bytes(corpus.read_bytes())
    result = invoke("preprocess", str(inside), "out.jsonl", "--overwrite", "-q")  # --overwrite wipes the directory
    assert result.exit_code == ExitCode.OUTPUT and "[E170] checkpoint directory" in result.stderr
    assert inside.read_bytes() == corpus.read_bytes()


def test_a_lock_file_that_is_the_input_is_refused(corpus, nlp):
    src = corpus.with_name("out.lock")  # the lock of output "out" would be truncated and removed
    src.write_bytes(corpus.read_bytes())
    with pytest.raises(OutputError, match=r"\[E170\] lock file"):
        preprocess(src, corpus.with_name("out"), nlp=nlp, reader=READER, output_format="jsonl", overwrite=True)
    assert src.read_bytes() == corpus.read_bytes()


# -- item 2: evaluate -------------------------------------------------------------------------------------------
@pytest.fixture()
def run_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    line = json.dumps({"query": "What happened in 2019?", "retrieved_docs": ["In 2019 it rained."],
                       "response": "It rained in 2019."}) + "\n"
    (tmp_path / "run.jsonl").write_text(line * 3, encoding="utf-8")
    (tmp_path / "run.json").write_text(line * 3, encoding="utf-8")  # JSONL under a .json name
    return tmp_path


@pytest.mark.parametrize("args", [
    ["run.jsonl", "--report", "run.jsonl"],
    ["run.json", "-o", "run.json"],
    ["run.json", "-o", "./x/../run.json"],
    ["run.jsonl", "-o", "a.json", "--report", "a.json"],
    ["run.jsonl", "-o", "a.json", "-o", "a.json"],
    ["run.jsonl", "-o", "a.csv", "--report", "run.jsonl"],
])
def test_evaluate_refuses_an_output_that_is_the_dataset_or_another_output(run_file, args):
    before = {name: digest(run_file / name) for name in ("run.jsonl", "run.json")}
    result = invoke("evaluate", *args, "-q")
    assert result.exit_code == ExitCode.OUTPUT, result.output
    assert "[E170]" in result.stderr
    assert {name: digest(run_file / name) for name in before} == before
    assert not (run_file / "a.json").exists() and not (run_file / "a.csv").exists()


def test_evaluate_refuses_a_symlinked_report(run_file):
    os.symlink(run_file / "run.jsonl", run_file / "report.html")
    before = digest(run_file / "run.jsonl")
    result = invoke("evaluate", "run.jsonl", "--report", "report.html", "-q")
    assert result.exit_code == ExitCode.OUTPUT and "[E170]" in result.stderr
    assert digest(run_file / "run.jsonl") == before


def test_distinct_paths_pass_and_same_file_resolves(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.write_text("x")
    check_distinct_paths([("input", a)], [("output", b), ("errors", tmp_path / "c")])
    assert same_file(a, tmp_path / "d" / ".." / "a") and not same_file(a, b)
    os.symlink(tmp_path / "missing", tmp_path / "dangling")  # a dangling link names its target
    assert same_file(tmp_path / "dangling", tmp_path / "missing")


# -- item 3: lines the JSON decoder cannot take -----------------------------------------------------------------
@pytest.mark.parametrize("line", [HUGE_INT, DEEP, "[" * 100000])
def test_parse_json_turns_decoder_limits_into_a_line_problem(line):
    problem = parse_json(line, 7)
    assert isinstance(problem, LineProblem) and problem.kind == "json" and problem.line == 7


def test_preprocess_lists_undecodable_lines_and_goes_on_also_on_resume(corpus, nlp):
    lines = corpus.read_text().splitlines()
    corpus.write_text("\n".join(lines[:5] + [HUGE_INT, DEEP] + lines[5:]) + "\n", encoding="utf-8")
    summary = preprocess(corpus, "out.jsonl", nlp=nlp, reader=READER, checkpoint_every=3)
    assert (summary.docs, summary.bad) == (20, 2)
    errors = [json.loads(x) for x in Path("out.errors.jsonl").read_text().splitlines()]
    assert [e["line"] for e in errors] == [6, 7] and all("[E060]" in e["error"] for e in errors)
    result = invoke("preprocess", "in.jsonl", "cli.jsonl", "-q", "--checkpoint-every", "3")
    assert result.exit_code == ExitCode.SKIPPED, result.output
    assert Path("cli.jsonl").read_bytes() == Path("out.jsonl").read_bytes()
    result = invoke("preprocess", "in.jsonl", "strict.jsonl", "-q", "--strict")
    assert result.exit_code == ExitCode.BAD_INPUT and "[E060]" in result.stderr and "line 6" in result.stderr
    assert not Path("strict.jsonl.partial").exists()


def test_evaluate_extract_and_rule_files_name_the_undecodable_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    good = json.dumps({"query": "q 2019", "retrieved_docs": ["In 2019."], "text": "In 2019."})
    for name, bad in (("huge.jsonl", HUGE_INT), ("deep.jsonl", DEEP)):
        Path(name).write_text(good + "\n" + bad + "\n", encoding="utf-8")
        result = invoke("evaluate", name, "-q")
        assert result.exit_code == ExitCode.BAD_INPUT and "line 2" in result.stderr, result.output
        result = invoke("extract", name, "-f", "jsonl", "--strict")
        assert result.exit_code == ExitCode.BAD_INPUT and "[E060]" in result.stderr and "line 2" in result.stderr
        rules = Path("rules_" + name)
        rules.write_text(bad.replace('"text": "x"', '"regex": "x"') + "\n", encoding="utf-8")
        with pytest.raises(RuleFileError, match=r"line 1"):
            spacy.blank("en").add_pipe("temporal_focus", config={"rule_files": [str(rules)]})
