"""``spacy-tempoeval evaluate -o FILE.jsonl`` (issue 22, item 2): one line per record written as the run goes,
the same rows as ``-o FILE.json``; an unwritable file is [E286] with the I/O exit code."""

import json

from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.evaluate import parts

RUN = [{"id": f"q{i}", "query": f"What happened in {1990 + i}?", "answer": f"In {1990 + i}.",
        "retrieved_docs": [{"id": "a", "text": f"The year {1990 + i}."}, {"id": "b", "text": "No date."}]}
       for i in range(7)]


def _dataset(tmp_path):
    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in RUN), encoding="utf8")
    return path


def test_jsonl_rows_are_the_json_rows_with_the_texts_and_focus_times(tmp_path, monkeypatch):
    monkeypatch.setattr(parts, "CHUNK_SIZE", 3)  # three chunks: the rows are spilled as they come
    monkeypatch.setattr(parts, "SPILL_AFTER_CHUNKS", 1)
    path = _dataset(tmp_path)
    done = CliRunner().invoke(app, ["evaluate", str(path), "-M", "temporal_precision", "-k", "1", "-q",
                                    "-o", str(tmp_path / "out.jsonl"), "-o", str(tmp_path / "out.json")])
    assert done.exit_code == 0, done.output
    lines = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text(encoding="utf8").splitlines()]
    rows = json.loads((tmp_path / "out.json").read_text(encoding="utf8"))["rows"]
    assert [{k: v for k, v in line.items() if k not in ("query", "answer", "focus_times")} for line in lines] == rows
    assert lines[2]["query"] == RUN[2]["query"] and lines[2]["focus_times"]["qft"] == [[1992, 1992]]
    assert lines[2]["focus_times"]["dfts"] == [[[1992, 1992]], []]


def test_an_unwritable_jsonl_is_refused_before_the_run_with_the_io_exit_code(tmp_path):
    path = _dataset(tmp_path)
    (tmp_path / "a-file").write_text("", encoding="utf8")
    target = tmp_path / "a-file" / "out.jsonl"  # under a file: no directory can be made there
    done = CliRunner().invoke(app, ["evaluate", str(path), "-M", "temporal_precision", "-k", "1", "-q",
                                    "-o", str(target)])
    assert done.exit_code == 7, done.output
    # [E075] before the run (it was [E286] when the rows were first written); [E286] stays for a write that
    # fails during the run (a full disk)
    assert "E075" in done.output and "out.jsonl" in done.output and "is not a directory" in done.output
