"""evaluate(): records or JSONL, one tagging pass over distinct texts, rows + aggregates, exports, errors."""

import json
import math
import re

import pytest
import spacy
from spacy.language import Language

from spacy_tempoeval.errors import RecordError
from spacy_tempoeval.evaluate import evaluate
from spacy_tempoeval.metrics import TemporalDiversity, TemporalNDCG
from spacy_tempoeval.pipeline.extensions import write_results
from spacy_tempoeval.yearset import YearSet

YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
SEEN = []


@Language.component("test_counting_years")
def counting_years(doc):
    """Stand-in for temporal_focus: explicit years; remembers every text it tags."""
    SEEN.append(doc.text)
    years = [int(m.group(1)) for m in YEAR.finditer(doc.text)]
    records = [[m.start(), m.end(), "DATE", m.group(1), None, "test", [[int(m.group(1))] * 2]]
               for m in YEAR.finditer(doc.text)]
    write_results(doc, records, YearSet(years))
    return doc


@pytest.fixture()
def nlp():
    SEEN.clear()
    pipeline = spacy.blank("en")
    pipeline.add_pipe("test_counting_years")
    return pipeline


LEHMAN = "In 2008, Lehman Brothers collapsed."
STIMULUS = "The 2009 stimulus package helped recovery."
OLD = "The 1990 recession was short."
RECORDS = [
    {"id": "q1", "query": "What happened in 2008 and 2009?", "retrieved_docs": [LEHMAN, OLD, STIMULUS],
     "answer": "The crisis occurred in 2008 and continued into 2009."},
    {"id": "q2", "query": "What happened in 1990?", "retrieved_docs": [LEHMAN, OLD],
     "answer": "A recession began in 1990 and another in 2008."},
    {"id": "q3", "query": "Tell me about banks.", "retrieved_docs": [LEHMAN], "answer": "Banks lend money."},
]


def test_rows_and_aggregates_match_hand_computation(nlp):
    metrics = ["temporal_precision", "temporal_faithfulness", "answer_temporal_recall"]
    result = evaluate(RECORDS, metrics=metrics, k=[1, 3], nlp=nlp)
    assert result.columns == ["temporal_precision@1", "temporal_precision@3", "temporal_faithfulness",
                              "answer_temporal_recall"]
    rows = {r["id"]: r for r in result.rows}
    assert rows["q1"]["temporal_precision@1"] == 1.0
    assert rows["q1"]["temporal_precision@3"] == pytest.approx(2 / 3)
    assert rows["q2"]["temporal_precision@3"] == pytest.approx(1 / 3)  # 2 docs, /K kept
    assert math.isnan(rows["q3"]["temporal_precision@1"])
    assert "QFT" in result.reasons[2]["temporal_precision@1"]
    assert rows["q2"]["temporal_faithfulness"] == 1.0
    assert math.isnan(rows["q3"]["temporal_faithfulness"])
    agg = result.aggregates["temporal_precision@3"]
    assert agg == {"mean": pytest.approx((2 / 3 + 1 / 3) / 2), "count": 2, "n_not_applicable": 1, "n_failed": 0}
    assert result["answer_temporal_recall"] == pytest.approx(1.0)


def test_each_distinct_text_is_tagged_once(nlp):
    many = [dict(r, id=f"{r['id']}-{i}") for i in range(20) for r in RECORDS]
    evaluate(many, metrics=["temporal_precision", "temporal_faithfulness"], k=1, nlp=nlp)
    assert sorted(SEEN) == sorted(set(SEEN))
    distinct = {t for r in RECORDS for t in [r["query"], r["answer"], *r["retrieved_docs"]]}
    assert set(SEEN) == distinct


def test_only_needed_texts_are_tagged(nlp):
    evaluate(RECORDS, metrics=["temporal_precision"], k=1, nlp=nlp)
    assert not any(r["answer"] in SEEN for r in RECORDS)


def test_year_fields_gold_mode_and_defaults(nlp):
    records = [
        {"id": 1, "qft": [[2019, 2021]], "dfts": [[2020], [1999]], "aft": [2020, 2021]},
        {"id": 2, "query": "x", "retrieved_ids": ["a", "b"], "gold_ids": ["b", "c"], "qft": [2000]},
    ]
    result = evaluate(records, k=2, nlp=nlp)
    assert result.rows[0]["temporal_precision@2"] == 0.5
    assert result.rows[0]["answer_temporal_recall"] == pytest.approx(2 / 3)
    assert result.rows[1]["temporal_recall@2"] == 0.5  # gold mode: ids
    assert result.rows[1]["temporal_mrr@2"] == 0.5
    assert math.isnan(result.rows[1]["temporal_faithfulness"])
    assert SEEN == []  # nothing needed tagging


def test_metric_instances_with_options_and_tempo_score(nlp):
    records = [{"qft": [2020, 2021], "dfts": [[2020], [2020, 2021]], "aft": [2020]}]
    metrics = [TemporalNDCG(exponential_gain=True), TemporalDiversity(granularity="decade"),
               "temporal_precision", "temporal_recall", "temporal_faithfulness", "tempo_score"]
    result = evaluate(records, metrics=metrics, k=[2], nlp=nlp)
    row = result.rows[0]
    assert row["temporal_ndcg@2"] == pytest.approx(
        (3 + 15 / math.log2(3)) / (15 + 3 / math.log2(3)))
    assert row["temporal_diversity@2"] == 1.0
    assert row["tempo_score"] == pytest.approx((1.0 + 1.0 + 1.0) / 3)


def test_jsonl_and_exports(nlp, tmp_path):
    path = tmp_path / "run.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n", encoding="utf8")
    result = evaluate(path, metrics=["temporal_precision"], k=[1], nlp=nlp)
    dicts = result.to_dicts()
    assert dicts[2]["temporal_precision@1"] is None and dicts[2]["reasons"]
    parsed = json.loads(result.to_json(tmp_path / "out.json"))
    assert parsed["aggregates"]["temporal_precision@1"]["count"] == 2
    assert json.loads((tmp_path / "out.json").read_text())["rows"][0]["id"] == "q1"
    csv_text = result.to_csv(tmp_path / "out.csv")
    assert csv_text.splitlines()[0] == "index,id,temporal_precision@1"
    assert csv_text.splitlines()[3] == "2,q3,"
    pd = pytest.importorskip("pandas")
    assert result.to_pandas(text=False).shape == (3, 3)
    frame = result.to_pandas()
    assert isinstance(frame, pd.DataFrame)
    assert list(frame.columns) == ["index", "id", "query", "answer", "temporal_precision@1", "qft", "dfts",
                                   "aft", "mode", "time_kind", "reasons"]
    assert frame.loc[0, "query"] == RECORDS[0]["query"]
    assert frame.loc[2, "reasons"]["temporal_precision@1"] == dicts[2]["reasons"]["temporal_precision@1"]
    assert frame.loc[0, "qft"] == [[a, b] for a, b in result.focus_times[0]["qft"].intervals]


@pytest.mark.parametrize("record,field", [
    ({"retrieved_docs": ["x"]}, "query"),
    ({"query": 3}, "query"),
    ({"query": "q", "qft": ["2020"]}, "qft"),
    ({"query": "q", "gold_ids": "d1"}, "gold_ids"),
    ({"query": "q", "reference_date": "yesterday-ish"}, "reference_date"),
])
def test_bad_records_name_record_and_field(nlp, record, field):
    records = [{"id": "fine", "query": "2008?"}, dict(record, id="bad-one")]
    with pytest.raises(RecordError, match=rf"\[E021\] Record 1 \(id='bad-one'\): field '{field}"):
        evaluate(records, metrics=["temporal_precision"], k=1, nlp=nlp)


@pytest.mark.parametrize("docs,shown", [(["ok", 5], "5 (int)"), ([{"id": "d1"}], "{'id': 'd1'} (dict)")])
def test_ids_among_document_texts_are_a_coded_error(nlp, docs, shown):
    records = [{"id": "fine", "query": "2008?"}, {"id": "bad-one", "query": "q", "retrieved_docs": docs}]
    with pytest.raises(RecordError, match=r"\[E143\] Record 1 \(id='bad-one'\): field 'retrieved_docs\[\d\]' is "
                                          + re.escape(shown) + r".*put document ids in 'retrieved_ids'") as err:
        evaluate(records, metrics=["temporal_precision"], k=1, nlp=nlp)
    assert err.value.code == "E143"


@pytest.mark.parametrize("extra,why", [
    ({"retrieved_ids": ["a"]}, "'retrieved_docs' has 2 documents but 'retrieved_ids' has 1 ids"),
    ({"contexts": ["other"]}, "'retrieved_docs' and 'contexts' .its alias. hold different lists"),
])
def test_two_different_ranked_lists_in_one_record_are_a_coded_error(nlp, extra, why):
    record = {"id": "r", "query": "2008?", "retrieved_docs": ["In 2008.", "In 2009."], **extra}
    with pytest.raises(RecordError, match=r"\[E144\] Record 0 \(id='r'\): " + why):
        evaluate([record], metrics=["temporal_precision"], k=1, nlp=nlp)
    same = dict(record, retrieved_ids=["a", "b"]) if "retrieved_ids" in extra else dict(record, contexts=[
        "In 2008.", "In 2009."])
    assert evaluate([same], metrics=["temporal_precision"], k=1, nlp=nlp).rows[0]["temporal_precision@1"] == 1.0


def test_dataframe_dataset_like_and_nan_are_accepted(nlp):
    pd = pytest.importorskip("pandas")
    frame = pd.DataFrame([{"user_input": "What happened in 2008?", "response": "It fell in 2008.",
                           "retrieved_contexts": ["Lehman fell in 2008."], "reference_date": float("nan")},
                          {"user_input": "And in 2019?", "response": "In 2019.",
                           "retrieved_contexts": ["In 2019 it rose."], "reference_date": "2020-05-01"}])
    result = evaluate(frame, metrics=["temporal_precision"], k=1, nlp=nlp)
    assert [r["temporal_precision@1"] for r in result.rows] == [1.0, 1.0]
    assert result.to_pandas().loc[1, "query"] == "And in 2019?"

    class DatasetLike:  # what datasets.Dataset offers: len, iteration over dict rows
        def __init__(self, rows):
            self.rows = rows

        def __len__(self):
            return len(self.rows)

        def __iter__(self):
            return iter(self.rows)

    rows = frame.to_dict("records")
    assert evaluate(DatasetLike(rows), metrics=["temporal_precision"], k=1, nlp=nlp).rows == result.rows
    assert evaluate(rows, metrics=["temporal_precision"], k=1, nlp=nlp).rows == result.rows
    columns = {"question": ["In 2008?"], "retrieved_context": [["In 2008."]], "answer": ["2008."]}
    assert evaluate(columns, metrics=["temporal_precision"], k=1, nlp=nlp).rows[0]["temporal_precision@1"] == 1.0


def test_bad_jsonl_line_is_named(tmp_path, nlp):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"query": "a"}\n{not json}\n', encoding="utf8")
    with pytest.raises(RecordError, match=r"\[E037\].*bad.jsonl, line 2"):
        evaluate(path, nlp=nlp)


def test_bad_arguments(nlp):
    with pytest.raises(ValueError, match=r"\[E020\]"):
        evaluate(RECORDS, k=[0], nlp=nlp)
    with pytest.raises(KeyError, match=r"\[E032\]"):
        evaluate(RECORDS, metrics=["no_such_metric"], nlp=nlp)
    with pytest.raises(ValueError, match=r"\[E151\]"):
        evaluate(RECORDS, mode="magic", nlp=nlp)


def test_batch_metrics_share_one_packed_run_read_to_the_needed_depth(monkeypatch):
    """Top-k-only metrics read the top max(k) documents once; a whole-list metric makes it read every one."""
    from spacy_tempoeval.metrics import batch as B
    from spacy_tempoeval.metrics import functional as F

    depths = []
    real_pack = B.pack_run

    def spy(qfts, dfts, *, depth=None):
        depths.append(depth)
        return real_pack(qfts, dfts, depth=depth)

    monkeypatch.setattr(B, "pack_run", spy)
    records = [{"id": i, "qft": [[2000 + i, 2003 + i]],
                "dfts": [[2001 + i + j] if j % 3 else [1900 + j] for j in range(12)]} for i in range(6)]
    top_only = ["temporal_precision", "temporal_mrr", "temporal_year_precision", "temporal_year_recall"]
    result = evaluate(records, metrics=top_only, k=[2, 5])
    assert depths == [5]
    for rec, row in zip(records, result.rows):
        qft = YearSet.from_intervals(rec["qft"])
        dfts = [YearSet(d) for d in rec["dfts"]]
        assert row["temporal_precision@5"] == pytest.approx(F.temporal_precision_at_k(qft, dfts, 5))
        assert row["temporal_year_recall@2"] == pytest.approx(F.temporal_year_recall_at_k(qft, dfts, 2))
    depths.clear()
    with_recall = evaluate(records, metrics=top_only + ["temporal_recall"], k=[2, 5])
    assert depths == [None]
    for a, b in zip(result.rows, with_recall.rows):
        assert all(a[col] == b[col] for col in a if col.startswith("temporal_"))
        assert 0.0 <= b["temporal_recall@5"] <= 1.0


def test_result_carries_focus_times_and_the_reference_date(nlp):
    import datetime as dt

    result = evaluate(RECORDS, metrics=["temporal_precision"], k=1, nlp=nlp, reference_date="2001-02-03",
                      focus_roles=("aft",))
    assert result.reference_date == "2001-02-03"
    assert json.loads(result.to_json())["reference_date"] == "2001-02-03"
    assert result.focus_times[0]["qft"] == {2008, 2009} and result.focus_times[0]["dfts"][2] == {2009}
    assert result.focus_times[1]["aft"] == {1990, 2008}  # asked for although no metric reads it
    default = evaluate(RECORDS[:1], metrics=["temporal_precision"], k=1)  # the shared temporal_focus pipeline
    assert default.reference_date == dt.date.today().isoformat()


def test_a_text_in_several_roles_is_tagged_once(nlp):
    records = [{"query": "What happened in 2008?", "retrieved_docs": [LEHMAN], "answer": LEHMAN}]
    evaluate(records, metrics=["temporal_precision", "temporal_faithfulness"], k=1, nlp=nlp)
    assert SEEN.count(LEHMAN) == 1


def test_cli_report_reuses_the_focus_times_of_the_run(monkeypatch, tmp_path):
    from typer.testing import CliRunner

    from spacy_tempoeval.cli import app
    from spacy_tempoeval.evaluate import focus as focus_module

    calls = []
    real = focus_module.tag_texts

    def counting(texts, *args, **kwargs):
        calls.extend(texts)
        return real(texts, *args, **kwargs)

    monkeypatch.setattr(focus_module, "tag_texts", counting)
    example = tmp_path / "run.jsonl"
    example.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n", encoding="utf8")
    result = CliRunner().invoke(app, ["evaluate", str(example), "-M", "temporal_precision", "-k", "1",
                                      "-r", "2020-01-01", "--report", str(tmp_path / "r.html")],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    # one tagging pass, shared by the scores and the report: each text tagged once (the queries through a Doc
    # that evaluate.kinds reads, the other texts without one)
    assert calls and len(calls) == len(set(calls))
    assert "1990" in (tmp_path / "r.html").read_text(encoding="utf8")
