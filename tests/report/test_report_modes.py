"""Issue 23, item 8: the report never mixes gold-id and focus-time means (one summary row per mode) and each
record carries the mode that scored it. Before: one mixed row, no mode per record."""

from spacy_tempoeval.evaluate.result import EvaluationResult
from spacy_tempoeval.report import report_context
from spacy_tempoeval.report.data import report_data

COL = "temporal_recall@2"


def mixed():
    rows = [{"index": 0, "id": "a", COL: 1.0}, {"index": 1, "id": "b", COL: 0.0}, {"index": 2, "id": "c", COL: 0.5}]
    records = [{"id": "a", "query": "q 2000", "retrieved_docs": ["d 2000"]},
               {"id": "b", "query": "q", "retrieved_ids": ["x"], "gold_ids": ["y"]},
               {"id": "c", "query": "q", "retrieved_ids": ["x", "y"], "gold_ids": ["y"]}]
    focus = [{"qft": [2000], "dfts": [[2000]]}, {}, {}]
    result = EvaluationResult(rows, [{}, {}, {}], [COL], focus_times=focus,
                              modes=["focus_time", "gold_ids", "gold_ids"])
    return result, records, focus


def test_report_summary_has_one_row_per_mode_and_records_say_their_mode():
    result, records, focus = mixed()
    rows = {r["column"]: r for r in report_context(result, records)["summary"]}
    assert set(rows) == {f"{COL} [focus_time]", f"{COL} [gold_ids]"}
    assert rows[f"{COL} [gold_ids]"]["mean"] == 0.25 and rows[f"{COL} [gold_ids]"]["count"] == 2
    assert rows[f"{COL} [focus_time]"]["mean"] == 1.0
    data = report_data(result, records, focus)
    mode = data["fields"].index("mode")
    assert [r[mode] for r in data["records"]] == ["focus_time", "gold_ids", "gold_ids"]


def test_one_mode_keeps_one_row():
    result, records, focus = mixed()
    single = EvaluationResult(result.rows[1:], [{}, {}], [COL], focus_times=focus[1:], modes=["gold_ids"] * 2)
    assert [r["column"] for r in report_context(single, records[1:])["summary"]] == [COL]
