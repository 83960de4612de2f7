"""Input adapter: DataFrames, datasets-like iterables, ragas / deepeval / continuous-eval field names, NaN."""

from __future__ import annotations

import math

import numpy as np
import pytest

from spacy_tempoeval.errors import TempoEvalError
from spacy_tempoeval.io.records_mapping import MAPPINGS, is_missing, resolve_mapping, to_records

RAGAS = [{"user_input": "What happened in 2008?", "retrieved_contexts": ["Lehman fell in 2008.", "Calm 1999."],
          "response": "Lehman collapsed in 2008.", "reference": "Lehman Brothers collapsed.",
          "reference_date": float("nan")}]


def test_ragas_rows_are_renamed_and_nan_dropped():
    (rec,) = to_records(RAGAS)
    assert rec == {"query": "What happened in 2008?", "retrieved_docs": ["Lehman fell in 2008.", "Calm 1999."],
                   "answer": "Lehman collapsed in 2008.", "reference": "Lehman Brothers collapsed."}


@pytest.mark.parametrize("name,row", [
    ("deepeval", {"input": "q 1999?", "retrieval_context": ["d"], "actual_output": "a"}),
    ("continuous-eval", {"question": "q 1999?", "retrieved_context": ["d"], "answer": "a"}),
])
def test_other_libraries_by_name_and_auto(name, row):
    expected = [{"query": "q 1999?", "retrieved_docs": ["d"], "answer": "a"}]
    assert to_records([row], fields=name) == expected
    assert to_records([row]) == expected  # recognised by its field names


def test_a_dataframe_with_numpy_lists_nan_and_timestamps():
    pd = pytest.importorskip("pandas")
    df = pd.DataFrame({
        "id": [1, 2], "query": ["Last year?", "In 1999?"],
        "retrieved_docs": [np.array(["a 2019 doc"]), ["b"]], "answer": ["x", None],
        "reference_date": [pd.Timestamp("2020-05-01"), pd.NaT], "gold_ids": [("a",), np.nan],
    })
    records = to_records(df)
    assert records[0] == {"id": 1, "query": "Last year?", "retrieved_docs": ["a 2019 doc"], "answer": "x",
                          "reference_date": "2020-05-01", "gold_ids": ["a"]}
    assert records[1] == {"id": 2, "query": "In 1999?", "retrieved_docs": ["b"]}
    assert type(records[0]["id"]) is int


def test_a_datasets_like_iterable_and_a_dict_of_columns():
    class Dataset:  # what datasets.Dataset offers: column_names and iteration over dict rows
        column_names = ["user_input", "response"]

        def __iter__(self):
            yield {"user_input": "q", "response": "a"}

    assert to_records(Dataset()) == [{"query": "q", "answer": "a"}]
    columns = {"question": ["q1", "q2"], "answer": ["a1", "a2"]}
    assert to_records(columns) == [{"query": "q1", "answer": "a1"}, {"query": "q2", "answer": "a2"}]


def test_an_explicit_mapping_and_our_own_names_win():
    rows = [{"q_text": "In 2001?", "query": "kept", "ctx": ["d"]}]
    assert to_records(rows, fields={"q_text": "query", "ctx": "retrieved_docs"}) == [
        {"query": "kept", "retrieved_docs": ["d"]}]


@pytest.mark.parametrize("fields,fragment", [
    ("langchain", "unknown field names 'langchain'"),
    ({"a": "question"}, "the target must be one of"),
    ({"a": "query", "b": "query"}, "several fields map to query"),
    (42, "expected a name or a dict"),
])
def test_bad_mappings_are_e091(fields, fragment):
    with pytest.raises(TempoEvalError, match=r"\[E091\]") as info:
        resolve_mapping(fields)
    assert fragment in str(info.value)


def test_a_row_that_is_not_a_dict_is_e092():
    with pytest.raises(TempoEvalError, match=r"\[E092\] Record 1"):
        to_records([{"query": "q"}, "just a string"])


def test_missing_values():
    assert all(is_missing(v) for v in (None, math.nan, np.float32("nan"), np.float64("nan")))
    assert not any(is_missing(v) for v in ("", 0, [], np.array([np.nan]), "nan"))
    assert set(MAPPINGS) >= {"ragas", "deepeval", "continuous-eval", "native"}


def test_rows_decoded_from_json_are_taken_as_they_are_not_copied(tmp_path, monkeypatch):
    """A JSON / JSONL file's rows are plain already and no one else's: ``map_record`` takes their values as
    they are (no per-value copy); rows given in memory are still copied (the caller may change its own)."""
    import json

    from spacy_tempoeval.evaluate.dataset import iter_records
    from spacy_tempoeval.io import records_mapping

    rows = [{"query": "What happened in 1989?", "retrieved_docs": [{"id": "d1", "text": "The wall fell in 1989.",
                                                                    "reference_date": "1989-11-10"}, "In 1990."],
             "answer": "In 1989.", "qft": [1989], "reference_date": "2000-01-01"} for _ in range(3)]
    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf8")
    copies = []
    real = records_mapping._plain

    def counted(value):
        copies.append(value)
        return real(value)

    monkeypatch.setattr(records_mapping, "_plain", counted)
    from_file = list(iter_records(str(path), "native"))
    assert not copies  # decoded from JSON: nothing copied
    in_memory = list(iter_records(rows, "native"))
    assert copies  # the caller's own rows: copied
    assert from_file == in_memory
    assert in_memory[0]["retrieved_docs"] is not rows[0]["retrieved_docs"]
