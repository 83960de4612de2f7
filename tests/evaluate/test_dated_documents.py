"""Issue 23, item 1: every retrieved document (and the answer) is read against its own date, from every entry
point (record fields, --fields, document objects' metadata, compute(retrieved_docs=...), the CLI, the report);
documents without one fall back to the record's date, and the result counts them."""

import json

import pytest
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.errors import RecordError
from spacy_tempoeval.evaluate import evaluate
from spacy_tempoeval.metrics import AnswerTemporalPrecision, TemporalPrecision
from spacy_tempoeval.report.data import report_data
from spacy_tempoeval.yearset import YearSet

QUERY = "What happened to prices in 1997?"
DOC = "Prices rose last year."


def record(doc, **extra):
    return {"id": "r1", "query": QUERY, "reference_date": "2024-05-01", "retrieved_docs": [doc], **extra}


@pytest.fixture(scope="module")
def nlp():
    from spacy_tempoeval.core import get_default_nlp

    return get_default_nlp()


def p_at_1(records, nlp, **kwargs):
    return evaluate(records, metrics=["temporal_precision"], k=1, nlp=nlp, **kwargs)


@pytest.mark.parametrize("key", ["reference_date", "date", "published"])
def test_document_read_against_its_own_date(nlp, key):
    # before: "last year" was read against the record's 2024-05-01 (2023), precision@1 was 0
    result = p_at_1([record({"id": "d1", "text": DOC, key: "1998-02-27"})], nlp)
    assert result.focus_times[0]["dfts"] == [YearSet([1997])]
    assert result.rows[0]["temporal_precision@1"] == 1.0
    assert result.document_dates == {"dated": 1, "undated": 0}


def test_date_in_metadata(nlp):
    doc = {"id": "d1", "text": DOC, "metadata": {"published": "1998-02-27", "source": "AP"}}
    assert p_at_1([record(doc)], nlp).rows[0]["temporal_precision@1"] == 1.0


def test_undated_documents_fall_back_and_are_counted(nlp, caplog):
    rec = record({"id": "d1", "text": DOC, "reference_date": "1998-02-27"})
    rec["retrieved_docs"] += [{"id": "d2", "text": DOC}, DOC]
    with caplog.at_level("INFO", logger="spacy_tempoeval"):
        result = evaluate([rec], metrics=["temporal_precision"], k=3, nlp=nlp)
    assert "2 of 3 documents have no date of their own" in caplog.text  # the fallback is logged
    assert result.focus_times[0]["dfts"] == [YearSet([1997]), YearSet([2023]), YearSet([2023])]
    assert result.documents_without_date == 2
    assert json.loads(result.to_json())["document_dates"] == {"dated": 1, "undated": 2}


def test_fields_mapping_renames_the_document_date(nlp):
    rec = record({"id": "d1", "text": DOC, "pub_day": "1998-02-27"})
    assert p_at_1([rec], nlp).rows[0]["temporal_precision@1"] == 0.0  # an unknown key is not a date
    result = p_at_1([rec], nlp, fields={"pub_day": "reference_date"})
    assert result.rows[0]["temporal_precision@1"] == 1.0


def test_answer_read_against_its_own_date(nlp):
    metrics = ["answer_temporal_precision", "temporal_faithfulness"]
    dated = {"text": "They rose last year.", "published": "1998-03-01"}
    by_object = evaluate([record(DOC, answer=dated)], metrics=metrics, nlp=nlp)
    by_field = evaluate([record(DOC, answer=dated["text"], answer_reference_date="1998-03-01")],
                        metrics=metrics, nlp=nlp)
    for result in (by_object, by_field):
        assert result.focus_times[0]["aft"] == YearSet([1997])
        assert result.rows[0]["answer_temporal_precision"] == 1.0
    # without its own date the answer reads the record's date (2023), as before
    plain = evaluate([record(DOC, answer=dated["text"])], metrics=metrics, nlp=nlp)
    assert plain.focus_times[0]["aft"] == YearSet([2023])


def test_compute_reads_document_dates_like_evaluate(nlp):
    docs = [{"id": "d1", "text": DOC, "reference_date": "1998-02-27"}, {"id": "d2", "text": DOC}]
    by_compute = TemporalPrecision().compute(query=QUERY, retrieved_docs=docs, k=2,
                                             reference_date="2024-05-01", nlp=nlp)
    by_evaluate = evaluate([record(docs[0], retrieved_docs=docs)], metrics=["temporal_precision"], k=2,
                           nlp=nlp)
    assert float(by_compute) == by_evaluate.rows[0]["temporal_precision@2"] == 0.5
    answer = AnswerTemporalPrecision().compute(query=QUERY, answer={"text": DOC, "date": "1998-02-27"},
                                               reference_date="2024-05-01", nlp=nlp)
    assert float(answer) == 1.0


class FakeLangChainDocument:
    """Shaped like langchain_core.documents.Document (duck-typed; the real one is tested in the adapters'
    tests when langchain-core is installed)."""

    def __init__(self, page_content, metadata, id=None):
        self.page_content, self.metadata, self.id = page_content, metadata, id


def test_document_objects_metadata_date(nlp):
    doc = FakeLangChainDocument(DOC, {"published": "1998-02-27"}, id="d1")
    by_evaluate = p_at_1([record(doc)], nlp)
    assert by_evaluate.rows[0]["temporal_precision@1"] == 1.0
    by_compute = TemporalPrecision().compute(query=QUERY, retrieved_docs=[doc], k=1,
                                             reference_date="2024-05-01", nlp=nlp)
    assert float(by_compute) == 1.0


def test_bad_document_date_names_the_document(nlp):
    rec = record({"id": "d1", "text": DOC, "reference_date": "27/02/1998"})
    with pytest.raises(RecordError, match=r"\[E021\].*retrieved_docs\[0\]\.reference_date"):
        p_at_1([rec], nlp)


def test_report_shows_each_document_date(nlp):
    rec = record({"id": "d1", "text": DOC, "reference_date": "1998-02-27"})
    rec["retrieved_docs"].append({"id": "d2", "text": "Another text."})
    result = evaluate([rec], metrics=["temporal_precision"], k=1, nlp=nlp, focus_roles=("qft", "dfts", "aft"))
    data = report_data(result, result.records, result.focus_times)
    assert data["docs"][0][3] == "1998-02-27"
    assert len(data["docs"][1]) == 3  # no date of its own


def test_cli_reads_dated_documents(tmp_path):
    path = tmp_path / "run.jsonl"
    recs = [record({"id": "d1", "text": DOC, "published": "1998-02-27"}),
            record({"id": "d1", "text": DOC})]
    path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    out = tmp_path / "scores.json"
    done = CliRunner().invoke(app, ["evaluate", str(path), "-M", "temporal_precision", "-k", "1", "-q",
                                    "-o", str(out)])
    assert done.exit_code == 0, done.output
    scores = json.loads(out.read_text())
    assert [r["temporal_precision@1"] for r in scores["rows"]] == [1.0, 0.0]
    assert scores["document_dates"] == {"dated": 1, "undated": 1}
    assert "1 read against their own date, 1 against the record's date" in done.output


def test_bad_record_date_message_ends_once(nlp):
    # the date parser's reason ends with a period and E021's template adds one: the message had "datetime.."
    with pytest.raises(RecordError) as err:
        evaluate([{"query": QUERY, "retrieved_docs": [DOC], "reference_date": "2019-13-45"}], nlp=nlp)
    message = str(err.value)
    assert "reference_date" in message and "month must be in 1..12" in message
    assert not message.endswith("..") and message.endswith(".")
