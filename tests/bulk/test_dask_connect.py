"""One way to a Dask cluster for ``preprocess --dask`` and ``evaluate --dask`` (``bulk.dask_connect.connect``):
an unreachable scheduler is [E071] naming it, after ``CONNECT_SECONDS``, from the Python API and the CLI of both
commands (``preprocess --dask`` gave "[E075] Cannot write an output: Timed out trying to connect ..." after
distributed's own 30 s before), and a value that is no client is [E289]."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("distributed")

from typer.testing import CliRunner  # noqa: E402

from spacy_tempoeval.bulk import dask_connect  # noqa: E402
from spacy_tempoeval.bulk.dask import preprocess_dask  # noqa: E402
from spacy_tempoeval.cli import app  # noqa: E402
from spacy_tempoeval.errors import ConfigTypeError, ProcessingError  # noqa: E402

NOWHERE = "tcp://127.0.0.1:9"  # the discard port: nothing listens there


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    path = tmp_path / "corpus.jsonl"
    path.write_text(json.dumps({"text": "In 2019 the plant opened."}) + "\n", encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(dask_connect, "CONNECT_SECONDS", 0.5)


def test_connect_to_nowhere_is_e071_naming_the_address():
    expected = r"\[E071\].*cannot connect to the scheduler at 'tcp://127\.0\.0\.1:9'"
    with pytest.raises(ProcessingError, match=expected), dask_connect.connect(NOWHERE):
        pass


def test_connect_refuses_what_is_no_client_or_address():
    for value in (42, " ", object()):
        with pytest.raises(ConfigTypeError, match=r"\[E289\]"), dask_connect.connect(value):
            pass


def test_preprocess_dask_to_nowhere_is_e071_and_writes_nothing(corpus, tmp_path):
    out = tmp_path / "out"
    with pytest.raises(ProcessingError, match=r"\[E071\].*127\.0\.0\.1:9"):
        preprocess_dask(corpus, out, address=NOWHERE)
    assert not list(out.glob("part-*"))


def test_preprocess_dask_with_a_bad_client_is_e289(corpus, tmp_path):
    with pytest.raises(ConfigTypeError, match=r"\[E289\]"):
        preprocess_dask(corpus, tmp_path / "out", client=42)


def test_cli_preprocess_dask_to_nowhere_is_e071(corpus, tmp_path):
    done = CliRunner().invoke(app, ["preprocess", str(corpus), str(tmp_path / "out"), "--dask", NOWHERE])
    assert done.exit_code != 0
    assert "[E071]" in done.output and "127.0.0.1:9" in done.output
    assert "[E075]" not in done.output


def test_cli_evaluate_dask_to_nowhere_is_e071(tmp_path):
    run = Path(__file__).resolve().parents[2] / "examples" / "rag_run.jsonl"
    done = CliRunner().invoke(app, ["evaluate", str(run), "-q", "--dask", NOWHERE])
    assert done.exit_code != 0 and "[E071]" in done.output and "127.0.0.1:9" in done.output
