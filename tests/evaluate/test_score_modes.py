"""Issue 23, item 8: a mean never mixes gold-id and focus-time scores, and each record says which mode scored it.
Before: no ``mode`` per record and one ``temporal_recall@2`` mean over both kinds of records."""

import json

import pytest

from spacy_tempoeval import evaluate

MIXED = [
    {"id": 1, "qft": [[2019, 2021]], "dfts": [[2020], [1999]], "aft": [2020]},
    {"id": 2, "query": "x", "retrieved_ids": ["a", "b"], "gold_ids": ["b", "c"], "qft": [2000]},
]


def test_mixed_modes_give_separate_means_and_a_mode_per_record(tf_nlp):
    result = evaluate(MIXED, metrics=["temporal_recall", "temporal_precision"], k=2, nlp=tf_nlp)
    assert result.modes == ["focus_time", "gold_ids"]
    summary = result.summary()
    assert "temporal_recall@2" not in summary
    assert summary["temporal_recall@2/gold_ids"] == 0.5
    assert summary["temporal_recall@2/focus_time"] == pytest.approx(
        result.rows[0]["temporal_recall@2"])
    assert "temporal_recall_at_2/gold_ids" in result.summary(names="mlflow")
    data = json.loads(result.to_json())
    assert [r["mode"] for r in data["rows"]] == ["focus_time", "gold_ids"]
    assert data["aggregates_by_mode"]["gold_ids"]["temporal_recall@2"]["count"] == 1
    pytest.importorskip("pandas")
    assert list(result.to_pandas()["mode"]) == ["focus_time", "gold_ids"]


def test_one_mode_keeps_plain_names(tf_nlp):
    result = evaluate(MIXED[:1], metrics=["temporal_recall"], k=2, nlp=tf_nlp)
    assert result.modes == ["focus_time"] and "temporal_recall@2" in result.summary()
    assert "aggregates_by_mode" not in json.loads(result.to_json())


def test_the_cli_table_repr_and_gate_never_read_a_mixed_mean(tf_nlp):
    """Before: the CLI summary table, ``repr`` and ``--fail-under`` read the mean over both kinds of records."""
    from spacy_tempoeval.cli.evaluate_summary import summary_table
    from spacy_tempoeval.evaluate.gates import check_thresholds

    result = evaluate(MIXED, metrics=["temporal_recall"], k=2, nlp=tf_nlp)
    focus = result.aggregates_by_mode["focus_time"]["temporal_recall@2"]["mean"]
    assert focus != 0.5  # the two modes differ, so a mixed mean would be neither
    labels = [c.replace("\\[", "[") for c in summary_table(result, "t").columns[0].cells]  # rich markup escape
    assert labels == ["temporal_recall@2 [focus_time]", "temporal_recall@2 [gold_ids]"]
    assert "temporal_recall@2/gold_ids=0.5000" in repr(result)
    failed = check_thresholds(result, {"temporal_recall@2": 0.6})
    assert [f.label for f in failed] == ["temporal_recall@2/gold_ids"] + (
        ["temporal_recall@2/focus_time"] if focus < 0.6 else [])
    assert all(f.column == "temporal_recall@2" for f in failed)


def test_metrics_gold_ids_never_score_are_not_split_by_mode(tf_nlp):
    """Before: answer_temporal_recall (always scored by focus time) was shown as two means, one per record mode."""
    records = [dict(MIXED[0]), dict(MIXED[1], aft=[2000])]
    result = evaluate(records, metrics=["temporal_recall", "answer_temporal_recall"], k=2, nlp=tf_nlp)
    summary = result.summary()
    assert "answer_temporal_recall" in summary and not any(k.startswith("answer_temporal_recall/") for k in summary)
    assert "temporal_recall@2/gold_ids" in summary
