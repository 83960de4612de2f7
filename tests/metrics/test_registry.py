"""The metric registry: metadata, ALL_METRICS / NO_LLM_METRICS, and a third-party metric added through the
``spacy_tempoeval_metrics`` entry point running in ``evaluate`` and on the command line."""

import json
import sys
import textwrap
from pathlib import Path

import catalogue
import pytest
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.evaluate import evaluate
from spacy_tempoeval.metrics import (
    ALL_METRICS,
    NO_LLM_METRICS,
    TemporalHallucination,
    TemporalNDCG,
    TemporalPrecision,
    TempoScore,
    all_metrics,
    get_metric,
    metric_names,
)
from spacy_tempoeval.metrics.registry import ENTRY_POINT_GROUP

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rag_run.jsonl"

PLUGIN = '''
from spacy_tempoeval.metrics.base import BaseMetric, MetricScore


class AnswerYearCount(BaseMetric):
    """A plug-in metric: how many years the answer mentions, over ten."""

    name = "answer_year_count"
    metric_type = "generation"
    inputs = ("aft",)
    accepts = frozenset({"aft"})

    def _compute(self, **kwargs):
        aft = kwargs["aft"]
        if not aft:
            return MetricScore.not_applicable("the answer mentions no year")
        return MetricScore(min(1.0, len(aft) / 10))
'''


@pytest.fixture()
def plugin(tmp_path, monkeypatch):
    """An installed distribution (a dist-info folder on sys.path) that declares a metric entry point."""
    (tmp_path / "year_count_plugin.py").write_text(textwrap.dedent(PLUGIN), encoding="utf8")
    info = tmp_path / "year_count_plugin-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: year-count-plugin\nVersion: 0.1\n",
                                   encoding="utf8")
    (info / "entry_points.txt").write_text(
        f"[{ENTRY_POINT_GROUP}]\nanswer_year_count = year_count_plugin:AnswerYearCount\n", encoding="utf8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield "answer_year_count"
    catalogue.REGISTRY.pop(("spacy_tempoeval", "metrics", "answer_year_count"), None)  # loaded: forget it
    sys.modules.pop("year_count_plugin", None)


def test_register_metric_with_a_target_and_no_name_is_a_coded_error():
    # mypy20: ``register_metric(target=...)`` passed None to ``snake_case`` (AttributeError: 'NoneType' object
    # has no attribute 'strip'); the call form needs the name it registers the target under
    from spacy_tempoeval.errors import ConfigTypeError
    from spacy_tempoeval.metrics.registry import register_metric

    with pytest.raises(ConfigTypeError, match=r"\[E077\].*register_metric"):
        register_metric(target="my_plugin.metrics:MyMetric")
    with pytest.raises(TypeError, match=r"\[E077\]"):  # also a TypeError, as a missing argument is
        register_metric(None, TemporalPrecision)
    assert "my_plugin" not in " ".join(metric_names())


def test_metric_metadata_is_declared_on_the_class():
    assert TemporalPrecision.metric_type == "retrieval" and TemporalPrecision.ranked
    assert not TemporalPrecision.whole_list and TemporalNDCG.whole_list
    assert TemporalHallucination.requires_llm and TemporalHallucination.lower_is_better
    assert not TemporalPrecision.requires_llm and not TemporalPrecision.lower_is_better
    assert TempoScore.metric_type == "composite"
    assert get_metric("temporal_faithfulness").metric_type == "generation"
    assert get_metric("event_ordering").metric_type == "reasoning"


def test_all_metrics_and_no_llm_metrics_come_from_the_registry():
    assert {cls.name for cls in ALL_METRICS} == set(metric_names()) and TemporalNDCG in ALL_METRICS
    assert TemporalPrecision in NO_LLM_METRICS and TemporalHallucination not in NO_LLM_METRICS
    assert all(not cls.requires_llm for cls in NO_LLM_METRICS)
    assert {cls.metric_type for cls in ALL_METRICS} == {"retrieval", "generation", "reasoning", "composite"}
    assert all_metrics()["temporal_ndcg"] is TemporalNDCG


def test_entry_point_metric_is_found_and_runs_in_evaluate(plugin):
    assert plugin in metric_names()
    cls = get_metric(plugin)
    assert cls.__name__ == "AnswerYearCount"
    records = [{"id": "a", "qft": [2000], "aft": [2008, 2009]}, {"id": "b", "qft": [2000], "aft": []}]
    result = evaluate(records, metrics=[plugin, "temporal_faithfulness"], k=1)
    assert result.columns == ["answer_year_count", "temporal_faithfulness"]
    assert result.rows[0]["answer_year_count"] == pytest.approx(0.2)
    assert result.reasons[1]["answer_year_count"] == "the answer mentions no year"
    assert "temporal_faithfulness" in result.reasons[0]  # no contexts: NaN with a reason, not a crash


def test_entry_point_metric_runs_on_the_command_line(plugin, tmp_path):
    out = tmp_path / "scores.json"
    listed = CliRunner().invoke(app, ["evaluate", str(EXAMPLE), "--list-metrics"], catch_exceptions=False)
    assert plugin in listed.stdout.split()
    result = CliRunner().invoke(app, ["evaluate", str(EXAMPLE), "-M", plugin, "-M", "temporal_precision",
                                      "-k", "1", "-r", "2024-01-01", "-o", str(out)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert data["aggregates"]["answer_year_count"]["count"] > 0
    assert data["reference_date"] == "2024-01-01"


def test_a_record_without_a_declared_input_is_not_applicable_with_a_reason():
    records = [{"id": 1, "qft": [2020], "dfts": [[2020]]}]  # no answer: faithfulness cannot be computed
    result = evaluate(records, metrics=["temporal_faithfulness", "event_ordering", "temporal_precision"], k=1)
    assert "answer" in result.reasons[0]["temporal_faithfulness"]
    assert "gold_order" in result.reasons[0]["event_ordering"]
    assert result.rows[0]["temporal_precision@1"] == 1.0
