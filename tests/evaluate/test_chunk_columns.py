"""``chunk._Columns.put``: one column of a chunk's result table, from MetricScores or plain floats."""

from __future__ import annotations

import math

from spacy_tempoeval.evaluate.chunk import _Columns
from spacy_tempoeval.metrics.base import MetricScore

NAN = float("nan")


def test_a_column_of_scores_and_floats_keeps_values_reasons_and_judge_details():
    table = _Columns([{"id": "a"}, {}, {"id": "c"}], start=5)
    table.put("plain", [0.5, NAN, 1.0])  # the batch path: floats (a NaN there says nothing more)
    table.put("scored", (s for s in [MetricScore(NAN, "no years"), MetricScore(0.25, None, {"x": 1}),
                                     MetricScore(NAN)]), keep_details=True)
    table.put("no_details", [MetricScore(1.0, None, {"y": 2}), 0.0, 0.0])
    assert [r["index"] for r in table.rows] == [5, 6, 7] and [r["id"] for r in table.rows] == ["a", 6, "c"]
    assert [r["plain"] for r in table.rows][::2] == [0.5, 1.0] and math.isnan(table.rows[1]["plain"])
    assert all(type(r[c]) is float for r in table.rows for c in ("plain", "scored", "no_details"))
    assert table.reasons == [{"scored": "no years"}, {"plain": "not applicable"}, {"scored": "not applicable"}]
    assert table.details == [{}, {"scored": {"x": 1}}, {}]  # read only where the metric judges (keep_details)
    assert table.columns == ["plain", "scored", "no_details"]
