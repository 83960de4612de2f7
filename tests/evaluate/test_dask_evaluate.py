"""``evaluate(dask=...)`` / ``evaluate --dask``: the texts tagged by the workers of a real ``LocalCluster`` (one
worker process: the pipeline really travels, pickled), the same scores as one process, and clear errors for a
bad value, an unreachable scheduler, a part that fails on the cluster and a missing ``distributed``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

pytest.importorskip("distributed")

from typer.testing import CliRunner  # noqa: E402

import spacy_tempoeval  # noqa: E402
from spacy_tempoeval.bulk import dask_connect  # noqa: E402
from spacy_tempoeval.bulk.dask import local_cluster  # noqa: E402
from spacy_tempoeval.cli import app  # noqa: E402
from spacy_tempoeval.errors import ConfigTypeError, DependencyError, ProcessingError, RecordError  # noqa: E402
from spacy_tempoeval.evaluate import dask_workers  # noqa: E402

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "examples" / "rag_run.jsonl"


def records():
    return [json.loads(line) for line in RUN.read_text(encoding="utf-8").splitlines() if line.strip()]


def same(a, b) -> bool:
    """Rows and aggregates equal (NaN equal to NaN: compared as JSON)."""
    return (json.dumps(a.rows, default=str) == json.dumps(b.rows, default=str)
            and json.dumps(a.aggregates, default=str) == json.dumps(b.aggregates, default=str))


@pytest.fixture(scope="module")
def client():
    with local_cluster(1, processes=True) as c:
        yield c


@pytest.fixture(scope="module")
def one_process():
    return spacy_tempoeval.evaluate(records(), batch_size=4)


def test_the_cluster_tags_and_the_scores_are_those_of_one_process(client, one_process):
    from distributed import get_task_stream

    with get_task_stream(client) as stream:
        result = spacy_tempoeval.evaluate(records(), batch_size=4, dask=client)  # parts of a few texts
    tasks = [t for t in stream.data if str(t["key"]).startswith("run_on_worker")]
    assert len(tasks) >= 2  # the texts went to the worker, in parts
    assert result.processes == 1  # the cluster's one worker
    assert same(result, one_process)
    assert client.status == "running"  # the caller's client is left open


def test_a_scheduler_address_is_connected_and_closed(client, one_process):
    address = client.scheduler.address
    result = spacy_tempoeval.evaluate(records(), batch_size=4, dask=address)
    assert same(result, one_process)


def test_bad_values_raise_e289_before_any_work():
    for value in (42, "", object()):
        with pytest.raises(ConfigTypeError, match=r"\[E289\]"):
            spacy_tempoeval.evaluate(records(), dask=value)


def test_an_unreachable_scheduler_is_e071_naming_it(monkeypatch):
    monkeypatch.setattr(dask_connect, "CONNECT_SECONDS", 0.5)
    with pytest.raises(ProcessingError, match=r"\[E071\].*tcp://127\.0\.0\.1:9"):
        spacy_tempoeval.evaluate(records(), dask="tcp://127.0.0.1:9")


class _Future:
    def __init__(self, error):
        self.error = error

    def result(self):
        raise self.error


def test_a_part_that_fails_on_the_cluster_is_e071_and_our_own_errors_pass_through():
    lost = dask_workers._Part(_Future(RuntimeError("worker lost")))
    with pytest.raises(ProcessingError, match=r"\[E071\].*RuntimeError: worker lost"):
        lost.result()
    ours = RecordError("[E021] record 3: bad field")
    with pytest.raises(RecordError, match=r"\[E021\]"):
        dask_workers._Part(_Future(ours)).result()
    assert lost.cancel() is False  # never taken back: a Dask future does not tell whether it started


def test_without_distributed_it_is_e070(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    with pytest.raises(DependencyError, match=r"\[E070\]"):
        spacy_tempoeval.evaluate(records(), dask="local")


def test_cli_dask_gives_the_same_file_and_names_its_workers(client, tmp_path):
    runner = CliRunner()
    plain, on_dask = tmp_path / "plain.json", tmp_path / "dask.json"
    done = runner.invoke(app, ["evaluate", str(RUN), "-q", "-o", str(plain), "-n", "1"])
    assert done.exit_code == 0, done.output
    done = runner.invoke(app, ["evaluate", str(RUN), "-q", "-o", str(on_dask), "--dask", client.scheduler.address])
    assert done.exit_code == 0, done.output
    assert "1 Dask worker" in done.output
    assert on_dask.read_bytes() == plain.read_bytes()


def test_cli_bad_dask_value_exits_with_e289(tmp_path):
    done = CliRunner().invoke(app, ["evaluate", str(RUN), "-q", "--dask", " "])
    assert done.exit_code != 0 and "[E289]" in done.output


def test_a_local_cluster_that_cannot_start_is_e071_with_the_main_guard_hint(monkeypatch):
    import contextlib

    @contextlib.contextmanager
    def failing(n_workers):
        raise RuntimeError("Nanny failed to start.")
        yield  # pragma: no cover

    monkeypatch.setattr(dask_connect, "local_cluster", failing)
    with pytest.raises(ProcessingError, match=r"\[E071\].*Nanny failed to start.*__main__"):
        spacy_tempoeval.evaluate(records(), dask="local")


class _FakePool:
    """Stands in for DaskWorkers: runs each part here and records the shard it was asked for."""

    def __init__(self):
        self.calls = []

    def submit(self, fn, part, shard=None):
        self.calls.append((list(part[0]), shard))
        return _Done(fn(None, part))


class _Done:
    def __init__(self, value):
        self.value = value

    def result(self):
        return self.value

    def cancel(self):
        return False


def test_each_shard_of_texts_is_asked_of_its_own_worker_and_the_results_come_back_in_order(monkeypatch):
    from spacy_tempoeval.evaluate import stream

    texts = [f"Prices rose in {1900 + n}." for n in range(40)]
    tagger = stream.Tagger(None, batch_size=4, dask=object())
    tagger._pool, tagger.dask_workers = _FakePool(), 3
    monkeypatch.setattr(stream, "tag_part", lambda nlp, part: [((len(t), len(t)),) for t in part[0]])
    got = tagger._start(texts, None, stream.tag_part, None, lambda item: item).result()
    assert got == [((len(t), len(t)),) for t in texts]  # in the order of the texts
    assert sorted(t for part, _ in tagger._pool.calls for t in part) == sorted(texts)  # each text once
    for part, shard in tagger._pool.calls:
        assert {hash(t) % 3 for t in part} == {shard}
