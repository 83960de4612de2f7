"""Bulk preprocessing: outputs, errors file, strict mode, checkpoints and resume (in process)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import spacy
from spacy.tokens import DocBin

from spacy_tempoeval.bulk import LineError, PipelineSpec, ReaderConfig, load_pipeline, preprocess
from spacy_tempoeval.bulk.checkpoint import WorkDir
from spacy_tempoeval.errors import TempoEvalError

TEXTS = [
    ("a", "In 2008, Lehman Brothers collapsed.", "2010-01-01"),
    ("b", "From 1999 to 2001 the company grew.", None),
    ("c", "Nothing temporal here.", None),
    ("d", "The Berlin Wall fell in 1989.", "1990-06-01"),
]
EXPECTED_YEARS = {"a": [2008], "b": [1999, 2000, 2001], "c": [], "d": [1989]}


def write_corpus(path: Path, n_copies: int = 1, bad: bool = True) -> Path:
    lines = []
    for copy in range(n_copies):
        for rid, text, ref in TEXTS:
            rec = {"id": f"{rid}{copy}", "text": text}
            if ref:
                rec["dct"] = ref
            lines.append(json.dumps(rec))
        if bad:
            lines += ['{"id": "broken", "text": ', "", '{"id": "no-text"}', '{"id": "num", "text": 42}']
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def nlp():
    return load_pipeline()


@pytest.fixture
def corpus(tmp_path):
    return write_corpus(tmp_path / "corpus.jsonl")


READER = ReaderConfig(format="jsonl", date_field="dct")


def read_jsonl(path: Path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_bulk_preprocess_jsonl_output_errors_and_summary(tmp_path, corpus, nlp):
    out = tmp_path / "out.jsonl"
    summary = preprocess(corpus, out, nlp=nlp, reader=READER, checkpoint_every=3)
    records = read_jsonl(out)
    assert [r["id"] for r in records] == ["a0", "b0", "c0", "d0"]
    assert {r["id"][0]: r["focus_years"] for r in records} == EXPECTED_YEARS
    assert records[0]["reference_date"] == "2010-01-01" and records[1]["reference_date"] is None
    assert records[0]["line"] == 1
    span = records[0]["spans"][0]
    assert span["text"] == "2008" and span["years"] == [2008]
    assert (summary.docs, summary.bad, summary.blank, summary.lines) == (4, 3, 1, 8)
    errors = read_jsonl(summary.errors_path)
    assert summary.errors_path == tmp_path / "out.errors.jsonl"
    assert [(e["line"], e["error"][:6]) for e in errors] == [(5, "[E060]"), (7, "[E061]"), (8, "[E062]")]
    assert not WorkDir(out, "jsonl").path.exists()  # the work directory is gone after success


def test_bulk_preprocess_docbin_keeps_user_data(tmp_path, corpus, nlp):
    out = tmp_path / "out.spacy"
    preprocess(corpus, out, nlp=nlp, reader=READER, checkpoint_every=2)
    docs = list(DocBin().from_disk(out).get_docs(spacy.blank("en").vocab))
    assert [d.user_data["tempoeval:id"] for d in docs] == ["a0", "b0", "c0", "d0"]
    assert [sorted(d._.focus_years) for d in docs] == list(EXPECTED_YEARS.values())
    assert str(docs[0]._.reference_date) == "2010-01-01"
    assert [s.text for s in docs[0].spans["temporal"]] == ["2008"]


def test_bulk_preprocess_strict_stops_at_the_bad_line(tmp_path, corpus, nlp):
    with pytest.raises(LineError, match=r"\[E060\] .*line 5") as info:
        preprocess(corpus, tmp_path / "out.jsonl", nlp=nlp, reader=READER, strict=True)
    assert info.value.line == 5
    assert not (tmp_path / "out.jsonl").exists()  # never a file that looks complete


def test_bulk_preprocess_refuses_to_clobber_and_checks_pipeline(tmp_path, corpus, nlp):
    out = tmp_path / "out.jsonl"
    preprocess(corpus, out, nlp=nlp, reader=READER)
    before = out.read_bytes()
    with pytest.raises(TempoEvalError, match="E064"):
        preprocess(corpus, out, nlp=nlp, reader=READER)
    again = preprocess(corpus, out, nlp=nlp, reader=READER, resume=True)  # idempotent: nothing to do
    assert again.extra == {"already_complete": True} and again.docs_this_attempt == 0
    assert out.read_bytes() == before
    preprocess(corpus, out, nlp=nlp, reader=READER, overwrite=True)
    assert out.read_bytes() == before
    with pytest.raises(TempoEvalError, match="E067"):
        preprocess(corpus, tmp_path / "x.jsonl", nlp=spacy.blank("en"))
    with pytest.raises(TempoEvalError, match="E069"):
        preprocess(corpus, tmp_path / "x.csv", nlp=nlp)
    with pytest.raises(TempoEvalError, match="E066"):
        load_pipeline(PipelineSpec(model=str(tmp_path / "no-such-model")))


class Interrupt(Exception):
    pass


def test_bulk_preprocess_resume_after_interruption_equals_uninterrupted(tmp_path, nlp):
    corpus = write_corpus(tmp_path / "big.jsonl", n_copies=30)
    full = tmp_path / "full.jsonl"
    preprocess(corpus, full, nlp=nlp, reader=READER, checkpoint_every=16, batch_size=8)
    out = tmp_path / "out.jsonl"
    calls = []

    def stop_after_two_checkpoints(progress):
        calls.append(progress.docs)
        state = WorkDir(out, "jsonl").load()
        if state.shards >= 2:
            raise Interrupt()

    with pytest.raises(Interrupt):
        preprocess(corpus, out, nlp=nlp, reader=READER, checkpoint_every=16, batch_size=8,
                   progress=stop_after_two_checkpoints)
    assert not out.exists()
    state = WorkDir(out, "jsonl").load()
    assert state.shards >= 2 and state.lines_done == 16 * state.shards
    # a changed input is refused, with the difference named
    with pytest.raises(TempoEvalError, match="E064"):
        preprocess(corpus, out, nlp=nlp, reader=READER)
    with pytest.raises(TempoEvalError, match="E065.*reader.date_field"):
        preprocess(corpus, out, nlp=nlp, reader=ReaderConfig(format="jsonl"), resume=True)
    summary = preprocess(corpus, out, nlp=nlp, reader=READER, checkpoint_every=16, batch_size=8, resume=True)
    assert out.read_bytes() == full.read_bytes()
    assert (tmp_path / "out.errors.jsonl").read_bytes() == (tmp_path / "full.errors.jsonl").read_bytes()
    assert summary.attempts == 2 and summary.docs == 120 and summary.docs_this_attempt < 120


def test_bulk_preprocess_text_input_and_n_process_2_same_output(tmp_path, nlp):
    src = tmp_path / "texts.txt"
    src.write_text("\n".join(t for _, t, _ in TEXTS * 10) + "\n", encoding="utf-8")
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    preprocess(src, one, nlp=nlp, n_process=1, reader=ReaderConfig(format="text", reference_date="2000-01-01"))
    preprocess(src, two, nlp=nlp, n_process=2, batch_size=4, checkpoint_every=7,
               reader=ReaderConfig(format="text", reference_date="2000-01-01"))
    assert one.read_bytes() == two.read_bytes()
    bin1, bin2 = tmp_path / "one.spacy", tmp_path / "two.spacy"
    preprocess(src, bin1, nlp=nlp, reader=ReaderConfig(format="text"))
    preprocess(src, bin2, nlp=nlp, n_process=2, checkpoint_every=9, reader=ReaderConfig(format="text"))
    assert bin1.read_bytes() == bin2.read_bytes()
    records = read_jsonl(one)
    assert [r["id"] for r in records] == list(range(1, 41))
    assert records[3]["focus_years"] == [1989] and records[3]["reference_date"] == "2000-01-01"
