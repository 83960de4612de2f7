"""A corpus record's own date is read by ``extract``, ``preprocess`` and ``rules diff`` without ``--date-field``
(``reference_date``, as ``evaluate`` reads its documents, else ``dct``), so the same record gets the same years
from every entry point; ``--date-field none`` reads none."""

from __future__ import annotations

import json

from typer.testing import CliRunner

import spacy_tempoeval as st
from spacy_tempoeval.cli import app

runner = CliRunner()
RECORDS = [{"id": "a", "text": "Prices fell last year.", "reference_date": "2015-05-05"},
           {"id": "b", "text": "Prices fell last year.", "dct": "2012-05-05"}]


def _corpus(tmp_path):
    path = tmp_path / "corpus.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in RECORDS), encoding="utf8")
    return path


def _years(lines):
    return {r["id"]: r["focus_years"] for r in map(json.loads, lines) if r}


def test_preprocess_reads_each_record_date_as_evaluate_and_the_api_do(tmp_path):
    out = tmp_path / "out.jsonl"
    result = runner.invoke(app, ["preprocess", str(_corpus(tmp_path)), str(out), "-q"], catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    assert _years(out.read_text().splitlines()) == {"a": [2014], "b": [2011]}
    assert sorted(st.focus_years("Prices fell last year.", "2015-05-05")) == [2014]
    run = st.evaluate([{"query": "q", "retrieved_docs": [{"text": RECORDS[0]["text"], "reference_date": "2015-05-05"}],
                        "answer": "a"}], focus_roles=("dfts",))
    assert [sorted(y) for y in run.focus_times[0]["dfts"]] == [[2014]]


def test_extract_reads_the_record_date_and_none_switches_it_off(tmp_path):
    corpus = _corpus(tmp_path)
    dated = runner.invoke(app, ["extract", str(corpus), "--format", "jsonl", "-r", "2000-06-01"],
                          catch_exceptions=False)
    assert _years(dated.stdout.splitlines()) == {"a": [2014], "b": [2011]}
    off = runner.invoke(app, ["extract", str(corpus), "--format", "jsonl", "-r", "2000-06-01", "--date-field", "none"],
                        catch_exceptions=False)
    assert _years(off.stdout.splitlines()) == {"a": [1999], "b": [1999]}
