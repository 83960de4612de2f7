"""Preprocessing on a real two-worker ``distributed.LocalCluster``: partitioned outputs identical to the
single-process run, the pipeline loaded once per worker, resume after a lost part, and the CLI's --dask."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("distributed")

from typer.testing import CliRunner  # noqa: E402

from spacy_tempoeval.bulk import ReaderConfig, load_pipeline, preprocess  # noqa: E402
from spacy_tempoeval.bulk.dask import local_cluster, merge_partitioned, part_paths, preprocess_dask  # noqa: E402
from spacy_tempoeval.cli import app  # noqa: E402
from spacy_tempoeval.errors import TempoEvalError  # noqa: E402

pytestmark = pytest.mark.slow

READER = ReaderConfig(format="jsonl", date_field="dct")


def make_corpus(path: Path, n: int = 400) -> Path:
    with open(path, "w", encoding="utf-8") as f:
        for i in range(n):
            f.write(json.dumps({"id": i, "text": f"Report {i}: in {1950 + i % 70} the plant opened; it closed "
                                                 f"in the {1900 + 10 * (i % 10)}s.", "dct": "2020-01-01"}) + "\n")
            if i % 150 == 7:
                f.write("not json at all\n")
    return path


@pytest.fixture(scope="module")
def client():
    with local_cluster(2, processes=False) as c:
        yield c


@pytest.fixture(scope="module")
def corpus_and_reference(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("dask")
    corpus = make_corpus(tmp / "corpus.jsonl")
    single = tmp / "single.jsonl"
    preprocess(corpus, single, nlp=load_pipeline(), reader=READER)
    return corpus, single


def test_dask_partitioned_output_equals_single_process(tmp_path, client, corpus_and_reference):
    corpus, single = corpus_and_reference
    out = tmp_path / "parts"
    summary = preprocess_dask(corpus, out, client=client, reader=READER, partition_bytes=4096)
    assert summary.parts >= 6 and summary.parts_done_now == summary.parts
    assert (summary.docs, summary.bad) == (400, 3)
    assert 1 <= len(summary.workers) <= 2 and summary.pipeline_loads == len(summary.workers)
    data, errors = part_paths(out)
    assert b"".join(p.read_bytes() for p in data) == single.read_bytes()
    assert b"".join(p.read_bytes() for p in errors) == (single.parent / "single.errors.jsonl").read_bytes()
    merged = merge_partitioned(out, tmp_path / "merged.jsonl")
    assert merged.read_bytes() == single.read_bytes()
    # a second run on the same cluster reuses the workers' pipelines
    again = preprocess_dask(corpus, tmp_path / "parts2", client=client, reader=READER, partition_bytes=4096)
    assert again.pipeline_loads == 0


def test_dask_resume_redoes_only_missing_parts(tmp_path, client, corpus_and_reference):
    corpus, single = corpus_and_reference
    out = tmp_path / "parts"
    preprocess_dask(corpus, out, client=client, reader=READER, partition_bytes=4096)
    with pytest.raises(TempoEvalError, match="E064"):
        preprocess_dask(corpus, out, client=client, reader=READER, partition_bytes=4096)
    # simulate a run killed before two parts and the success marker were written
    (out / "_SUCCESS.json").unlink()
    (out / "part-00001.jsonl").unlink()
    (out / "part-00003.jsonl").unlink()
    with pytest.raises(TempoEvalError, match="E065"):
        part_paths(out)
    resumed = preprocess_dask(corpus, out, client=client, reader=READER, partition_bytes=4096, resume=True)
    assert resumed.parts_done_now == 2 and resumed.bad == 3
    assert merge_partitioned(out, tmp_path / "m.jsonl").read_bytes() == single.read_bytes()
    with pytest.raises(TempoEvalError, match="E065.*changed"):
        preprocess_dask(corpus, out, client=client, reader=READER, partition_bytes=8192, resume=True)


def test_dask_docbin_parts_and_strict(tmp_path, client, corpus_and_reference):
    corpus, _ = corpus_and_reference
    import spacy
    from spacy.tokens import DocBin

    out = tmp_path / "bins"
    preprocess_dask(corpus, out, client=client, reader=READER, output_format="docbin", partition_bytes=8192)
    data, _ = part_paths(out)
    vocab = spacy.blank("en").vocab
    docs = [d for p in data for d in DocBin().from_disk(p).get_docs(vocab)]
    assert [d.user_data["tempoeval:id"] for d in docs] == list(range(400))
    assert 1950 in docs[0]._.focus_years
    with pytest.raises(Exception, match=r"E060.*line 9"):
        preprocess_dask(corpus, tmp_path / "strict", client=client, reader=READER, strict=True)


def test_dask_cli_option(tmp_path, client, corpus_and_reference):
    corpus, single = corpus_and_reference
    address = client.scheduler.address
    out = tmp_path / "cli-parts"
    result = CliRunner().invoke(app, ["preprocess", str(corpus), str(out), "--date-field", "dct", "--dask",
                                      address, "--partition-mb", "0.005", "-q"], catch_exceptions=False)
    assert result.exit_code == 11, result.output  # complete; the corpus's "not json at all" lines skipped
    assert "400 docs" in result.stderr and "3 malformed line(s) skipped" in result.stderr
    assert merge_partitioned(out, tmp_path / "m.jsonl").read_bytes() == single.read_bytes()
