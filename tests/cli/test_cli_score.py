"""'spacy-tempoeval score': year-set and TempEval-3 span scores against gold, and the same figures as
benchmarks/bench_accuracy.py on the dev corpora."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import spacy
from probes import benchmark_module
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.cli.rules import write_sample
from spacy_tempoeval.scoring import read_gold, score_corpus

runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("sample")
    write_sample(folder)
    return folder


def test_score_before_and_after_rules_on_the_sample(sample):
    result = run("score", sample / "gold", "--rules", sample / "my_rules.jsonl", "--json")
    assert result.exit_code == 0, result.output
    scores = json.loads(result.stdout)
    assert scores["docs"] == 6
    before, after = scores["before"], scores["after"]
    assert before["years"]["macro_f1"] < after["years"]["macro_f1"] == 1.0
    assert before["spans"]["strict_f"] < after["spans"]["strict_f"]
    assert after["spans"]["counts"]["gold"] == 14
    # the command's figures are score_corpus's on the same gold with the default pipeline (convention=timeml)
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"convention": "timeml"})
    direct = score_corpus(nlp, read_gold(sample / "gold"))
    assert before["years"] == direct.years
    assert before["spans"]["value_f"] == direct.spans.value_f
    assert [d["doc_id"] for d in before["worst"]] == [d.gold.doc_id for d in direct.worst(10)]


def test_score_table_lists_span_scores_and_worst_documents(sample):
    result = run("score", sample / "gold" / "sample_news.tml")
    assert result.exit_code == 0, result.output
    assert "spans: strict F1" in result.stdout and "year sets: macro F1" in result.stdout
    assert "1 document(s)" in result.stdout


def test_score_without_gold_spans_says_why(tmp_path):
    gold = tmp_path / "years_only.jsonl"
    gold.write_text(json.dumps({"id": "a", "text": "In 1999.", "years": [1999], "timexes": []}) + "\n")
    result = run("score", gold)
    assert result.exit_code == 0 and "no span scores" in result.stderr and "no TIMEX3 span" in result.stderr
    assert json.loads(run("score", gold, "--json").stdout)["before"]["spans"] is None


@pytest.mark.parametrize("name,content,code,where", [
    ("offsets.jsonl", {"doc_id": "d7", "text": "Back in 1999.", "years": [1999],
                       "timexes": [{"start": 7, "end": 11, "type": "DATE", "value": "1999", "text": "1999"}]},
     "E212", "offsets.jsonl, line 1, document 'd7', field 'timexes[0].text'"),
    ("missing.jsonl", {"doc_id": "d8", "years": [1999]}, "E210", "line 1, document 'd8'"),
    ("empty.jsonl", "", "E215", "no gold documents"),
    ("broken.tml", "<TimeML><TEXT>In <TIMEX3 type='DATE' value='1999'>1999</TEXT>", "E214", "broken.tml, line 1"),
    ("notes.txt", "In 1999.", "E213", "expected a .jsonl or .tml file"),
])
def test_bad_gold_is_a_coded_error(tmp_path, name, content, code, where):
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content) + "\n")
    result = run("score", path)
    assert result.exit_code == ExitCode.BAD_INPUT
    assert f"[{code}]" in result.stderr and where in result.stderr
    assert result.stdout == ""


def test_score_usage_errors(tmp_path, sample):
    assert run("score", tmp_path / "absent").exit_code == ExitCode.BAD_INPUT
    bad = run("score", sample / "gold", "--convention", "iso")
    assert bad.exit_code == ExitCode.USAGE and "[E145]" in bad.stderr


# -- the same figures as the benchmark --------------------------------------------------------------------------
def test_score_equals_bench_accuracy_on_the_dev_corpora(gold_dir):
    bench = benchmark_module("bench_accuracy.py")
    for name in bench.CORPORA:
        lang = bench.CORPUS_LANG.get(name, "en")
        path = bench.LOCAL_CORPORA.get(name, gold_dir / f"{name}.jsonl")
        expected = bench.evaluate_corpus(bench.build({"convention": "timeml"}, [], lang), bench.load(path))
        result = run("score", path, "--json", "--lang", lang, "--worst", "0")
        assert result.exit_code == 0, (name, result.output)
        got = json.loads(result.stdout)["before"]
        for key in ("macro_f1", "micro_p", "micro_r", "micro_f1", "exact"):
            assert 100 * got["years"][key] == pytest.approx(expected[key], rel=1e-12, abs=1e-12), (name, key)
        assert got["spans"] == expected["spans"], name


def test_score_says_when_a_model_pipeline_tags_with_another_convention(tmp_path, sample):
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")  # convention="rag", the default
    nlp.to_disk(tmp_path / "model")
    result = run("score", sample / "gold", "--model", tmp_path / "model")
    assert result.exit_code == 0, result.output
    assert "convention='rag', not 'timeml'" in result.stderr
    assert "note" not in run("score", sample / "gold").stderr
