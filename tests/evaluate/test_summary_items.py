"""Issue 23, report items: --list-metrics without a dataset (with the better direction and a one-line
description), the summary's reason for records not scored, an uninformative recall@K flagged, and extract saying
which reference date it used."""

import json

from typer.testing import CliRunner

from spacy_tempoeval.cli import app

RUN = [
    {"id": "a", "query": "What happened in 2008?", "retrieved_docs": ["In 2008 banks failed.", "Rain in 1990."]},
    {"id": "b", "query": "Tell me about banks.", "retrieved_docs": ["Banks lend money."]},
]


def invoke(*args):
    return CliRunner().invoke(app, list(map(str, args)))


def test_list_metrics_needs_no_dataset():
    done = invoke("evaluate", "--list-metrics")  # before: "Missing argument 'dataset'" (exit 2)
    assert done.exit_code == 0, done.output
    lines = {line.split("\t")[0]: line.split("\t") for line in done.stdout.splitlines()}
    assert lines["temporal_precision"][1] == "higher is better"
    assert lines["temporal_hallucination"][1] == "lower is better"
    assert lines["temporal_precision"][2].startswith("Temporal Precision@K")
    missing = invoke("evaluate")
    assert missing.exit_code == 2 and "[E145]" in missing.output


def test_summary_says_why_records_were_not_scored(tmp_path):
    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in RUN))
    done = CliRunner().invoke(app, ["evaluate", str(path), "-M", "temporal_precision", "-k", "1", "-q"],
                              env={"COLUMNS": "250"})
    assert done.exit_code == 0, done.output
    assert "why n/a" in done.stdout and "1× the query has no focus time" in done.stdout


def test_recall_whose_k_covers_every_list_is_flagged(tmp_path):
    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in RUN))
    done = invoke("evaluate", path, "-M", "temporal_recall", "-k", "1,2", "-q")
    assert done.exit_code == 0, done.output
    assert "temporal_recall@2: uninformative: k=2 covers every retrieved list (at most 2 documents)" in done.output
    assert "temporal_recall@1: uninformative" not in done.output


def test_extract_prints_the_reference_date_it_used():
    done = invoke("extract", "It happened last year.", "--format", "jsonl")
    assert done.exit_code == 0, done.output
    record = json.loads(done.stdout.strip().splitlines()[-1])
    assert record["reference_date"] is None  # the text has none of its own ...
    used = int(record["focus_years"][0]) + 1
    assert f"reference date: {used}-" in done.stderr and "temporal_focus's default" in done.stderr  # ... this one
    given = invoke("extract", "It happened last year.", "--format", "jsonl", "-r", "1998-02-27")
    assert "reference date: 1998-02-27 (--reference-date)" in given.stderr
