"""Issue 23, items 5-6: quality gates (--fail-under with exit code 9, a pytest helper that lists the worst
records with reasons), reasons on applicable scores, tracker-safe summary names, and the README's dated-document
and MLflow examples run as written."""

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

import spacy_tempoeval
from spacy_tempoeval.cli import app
from spacy_tempoeval.errors import ConfigError
from spacy_tempoeval.evaluate.gates import parse_thresholds
from spacy_tempoeval.testing import assert_temporal_scores

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf8")
RECORDS = [
    {"id": "good", "query": "What happened in 2008?", "retrieved_docs": ["In 2008 banks failed.", "2008 again."],
     "answer": "Banks failed in 2008."},
    {"id": "bad", "query": "What happened in 2014?", "retrieved_docs": ["In 1990 it rained.", "2014 it was."],
     "answer": "In 2014 and 1950 things happened."},
]
# MLflow's rule for metric names (mlflow/utils/validation.py, _VALID_PARAM_AND_METRIC_NAMES)
MLFLOW_NAME = re.compile(r"^[/\w.\- :]*$")


@pytest.fixture(scope="module")
def nlp():
    from spacy_tempoeval.core import get_default_nlp

    return get_default_nlp()


@pytest.fixture(scope="module")
def result(nlp):
    return spacy_tempoeval.evaluate(RECORDS, metrics=["temporal_precision", "temporal_faithfulness",
                                                      "answer_temporal_precision"], k=[1, 2], nlp=nlp,
                                    reference_date="2024-01-01", focus_roles=("qft", "dfts", "aft"))


def test_reasons_on_applicable_scores(result):
    assert result.rows[1]["temporal_precision@2"] == 0.5
    assert result.explain(1, "temporal_precision@2") == ("documents sharing no year with the query (2014), "
                                                         "by rank: 1")
    assert result.explain(1, "temporal_faithfulness") == "answer years in no retrieved document: 1950"
    assert result.explain(1, "answer_temporal_precision") == "answer years the query did not ask about: 1950"
    assert result.explain(0, "temporal_precision@2") == ""


def test_assert_temporal_scores_lists_the_worst_records(result):
    assert_temporal_scores(result, {"temporal_precision@1": 0.5, "temporal_precision@2": 0.75})  # passes
    with pytest.raises(AssertionError) as err:
        assert_temporal_scores(result, {"temporal_precision@2": 0.8, "temporal_precision@1": 0.1})
    message = str(err.value)
    assert "temporal_precision@2 = 0.7500 < 0.8 (mean of 2 records)" in message
    assert "record 1 (id='bad'): 0.5000: documents sharing no year with the query (2014), by rank: 1" in message
    assert "temporal_precision@1 =" not in message  # that one passed
    with pytest.raises(ConfigError, match=r"\[E192\].*did you mean 'temporal_precision@2'"):
        assert_temporal_scores(result, {"temporal_precison@2": 0.8})


def test_parse_thresholds():
    assert parse_thresholds(["temporal_precision@5=0.8", "x=1"]) == {"temporal_precision@5": 0.8, "x": 1.0}
    for bad in ("temporal_precision@5", "=0.8", "m=high", "m=nan"):
        with pytest.raises(ConfigError, match=r"\[E191\]"):
            parse_thresholds([bad])


@pytest.fixture()
def run_file(tmp_path):
    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(dict(r, reference_date="2024-01-01")) + "\n" for r in RECORDS))
    return path


def cli(*args):
    return CliRunner().invoke(app, ["evaluate", *map(str, args), "-M", "temporal_precision", "-k", "2", "-q"])


def test_fail_under_exit_code_and_worst_records(run_file, tmp_path):
    out = tmp_path / "scores.json"
    done = cli(run_file, "--fail-under", "temporal_precision@2=0.8", "-o", out)
    assert done.exit_code == 9, done.output  # before: no such option (exit 2)
    assert "[E193]" in done.output and "temporal_precision@2 = 0.7500 < 0.8" in done.output
    assert "record 1 (id='bad'): 0.5000: documents sharing no year with the query (2014), by rank: 1" in done.output
    assert out.exists()  # the outputs are written before the gate fails the run
    passed = cli(run_file, "--fail-under", "temporal_precision@2=0.75")
    assert passed.exit_code == 0 and "quality gate passed" in passed.output


def test_fail_under_usage_errors(run_file):
    assert cli(run_file, "--fail-under", "temporal_precision@2").exit_code == 2  # [E191], before any work
    unknown = cli(run_file, "--fail-under", "temporal_precision@5=0.8")
    assert unknown.exit_code == 2 and "[E192]" in unknown.output and "temporal_precision@2" in unknown.output


def test_summary_names_for_trackers(result):
    names = result.summary(names="mlflow")
    assert names["temporal_precision_at_2"] == result.summary()["temporal_precision@2"]
    assert all(MLFLOW_NAME.match(n) for n in names) and all(isinstance(v, float) for v in names.values())
    assert result.summary(names="wandb") == names
    with pytest.raises(ConfigError, match=r"\[E194\]"):
        result.summary(names="tensorboard")


def test_summary_names_drop_columns_without_a_mean(nlp):
    res = spacy_tempoeval.evaluate([{"query": "No time here.", "retrieved_docs": ["Nothing."]}],
                                   metrics=["temporal_precision"], k=1, nlp=nlp)
    assert res.summary() == {"temporal_precision@1": None}
    assert res.summary(names="mlflow") == {}  # MLflow refuses None values


def readme_block(after_heading, index=0):
    section = README.split(after_heading, 1)[1]
    return re.findall(r"```python\n(.*?)```", section, re.S)[index]


def test_readme_dated_document_example_runs_as_written():
    code = readme_block("### Dated documents")
    scope = {}
    exec(code, {"spacy_tempoeval": spacy_tempoeval}, scope)
    res = scope["result"]
    assert repr(res.focus_times[0]["dfts"]) == "[YearSet(1997), YearSet(2023)]"
    assert res.summary() == {"temporal_precision@1": 1.0, "temporal_precision@2": 0.5}
    assert res.document_dates == {"dated": 1, "undated": 1}
    for shown in ("[YearSet(1997), YearSet(2023)]", "{'temporal_precision@1': 1.0, 'temporal_precision@2': 0.5}",
                  "{'dated': 1, 'undated': 1}"):
        assert shown in code


def test_readme_mlflow_example_runs(result, tmp_path, monkeypatch):
    mlflow = pytest.importorskip("mlflow", reason="mlflow is not installed (it is not a dependency); "
                                                  "pip install mlflow to run the README's MLflow example")
    monkeypatch.setenv("MLFLOW_TRACKING_URI", (tmp_path / "mlruns").as_uri())  # a local store, no server
    monkeypatch.setenv("MLFLOW_ALLOW_FILE_STORE", "true")  # MLflow 3.x: the file store is opt-in
    code = readme_block("### Quality gates in CI, and tracking")
    assert len(code.strip().splitlines()) == 3
    exec(code, {"result": result})
    run = mlflow.search_runs(output_format="list")[0]
    assert run.data.metrics["temporal_precision_at_2"] == pytest.approx(0.75)


def test_a_gate_on_a_lower_is_better_metric_is_a_ceiling():
    """--fail-under on stale_context (lower is better) fails when the mean is ABOVE the threshold; before, it
    failed a run whose documents were all fresh (mean 0.0 < 0.3) and passed one whose were all stale."""
    from spacy_tempoeval import evaluate
    from spacy_tempoeval.evaluate.gates import check_thresholds, worst_records

    def run(doc_date):
        records = [{"query": f"What happened in {y}?", "reference_date": "2024-06-01",
                    "retrieved_docs": [{"text": f"In {y} things happened.", "date": doc_date(y)}]}
                   for y in (2019, 2020, 2021)]
        return evaluate(records, metrics=["stale_context"], k=[1])

    fresh = run(lambda y: f"{y + 1}-01-01")
    stale = run(lambda y: f"{y - 1}-01-01")
    assert fresh.aggregates["stale_context@1"]["mean"] == 0.0
    assert stale.aggregates["stale_context@1"]["mean"] == 1.0
    assert check_thresholds(fresh, {"stale_context@1": 0.3}) == []
    (failure,) = check_thresholds(stale, {"stale_context@1": 0.3})
    assert failure.lower_is_better and "> 0.3" in failure.describe() and "lower is better" in failure.describe()
    assert worst_records(stale, "stale_context@1", n=1)[0][2] == 1.0
