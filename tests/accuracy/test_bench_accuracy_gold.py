"""benchmarks/bench_accuracy.py without gold, with bad gold, and on a gold folder of its own."""

from __future__ import annotations

import json

import pytest
from probes import benchmark_module


@pytest.fixture(scope="module")
def bench():
    return benchmark_module("bench_accuracy.py")


def test_missing_gold_says_how_to_point_at_it(bench, tmp_path, capsys):
    assert bench.main(["--gold-dir", str(tmp_path / "nowhere"), "--no-speed"]) == 2
    err = capsys.readouterr().err
    assert "Gold data not found" in err and "--gold-dir" in err and "spacy-tempoeval score" in err
    assert "TempEval-3" in err  # where the TimeML corpora come from


def test_bad_gold_is_a_coded_error_and_absent_corpora_are_skipped_aloud(bench, tmp_path, capsys):
    (tmp_path / "timebank.jsonl").write_text(json.dumps({"doc_id": "d", "text": "In 1999.", "years": [1999],
                                                         "timexes": [{"start": 3, "end": 7, "type": "DATE",
                                                                      "value": "1999", "text": "199"}]}) + "\n")
    assert bench.main(["--gold-dir", str(tmp_path), "--no-speed", "--corpus", "aquaint",
                       "--corpus", "timebank"]) == 3
    err = capsys.readouterr().err
    assert "aquaint: no gold file" in err
    assert "[E212]" in err and "timebank.jsonl, line 1, document 'd', field 'timexes[0].text'" in err


def test_span_scores_are_printed_and_written(bench, tmp_path, capsys):
    (tmp_path / "timebank.jsonl").write_text(json.dumps({"doc_id": "d", "dct": "1998-02-27", "text": "In 1999.",
                                                         "years": [1999], "timexes": [{"start": 3, "end": 7,
                                                                                       "type": "DATE",
                                                                                       "value": "1999"}]}) + "\n")
    out = tmp_path / "r.json"
    assert bench.main(["--gold-dir", str(tmp_path), "--no-speed", "--corpus", "timebank", "--json", str(out)]) == 0
    spans = json.loads(out.read_text())["corpora"]["timebank"]["spans"]
    assert spans["strict_f"] == 1.0 and spans["value_f"] == 1.0 and spans["counts"]["gold"] == 1
    assert "strict" in capsys.readouterr().out
