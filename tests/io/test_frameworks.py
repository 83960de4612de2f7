"""Issue 23, adapters: other frameworks' objects (ragas, deepeval, Hugging Face DatasetDict, LangChain, LlamaIndex)
recognised by duck typing / module name without importing those libraries, and dataset files as JSONL, a JSON
array, CSV (as ragas' to_csv writes it) or Parquet, by extension or --format. Real objects are used where the
library is installed; the tests that need one skip with the reason otherwise."""

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

import spacy_tempoeval
from spacy_tempoeval.cli import app
from spacy_tempoeval.errors import RecordError

ROWS = [
    {"user_input": "What happened in 2008?", "retrieved_contexts": ["In 2008 banks failed.", "In 1990 it rained."],
     "response": "Banks failed in 2008."},
    {"user_input": "What happened in 1990?", "retrieved_contexts": ["In 1990 it rained.", "In 2008 banks failed."],
     "response": "It rained in 1990."},
]
METRICS = ["temporal_precision", "answer_temporal_precision"]
EXPECTED = [{"temporal_precision@1": 1.0, "temporal_precision@2": 0.5, "answer_temporal_precision": 1.0}] * 2


@pytest.fixture(scope="module")
def nlp():
    from spacy_tempoeval.core import get_default_nlp

    return get_default_nlp()


def scores(result):
    return [{k: v for k, v in row.items() if k not in ("index", "id")} for row in result.rows]


def run(data, nlp, **kwargs):
    return scores(spacy_tempoeval.evaluate(data, metrics=METRICS, k=[1, 2], nlp=nlp,
                                           reference_date="2024-01-01", **kwargs))


# -- duck typing: classes shaped like the frameworks' own, from modules of their names ---------------------------
def fake(module, name, **fields):
    cls = type(name, (), {"__module__": module, "model_dump": lambda self: dict(fields)})
    return cls()


def test_ragas_shaped_objects(nlp):
    samples = [fake("ragas.dataset_schema", "SingleTurnSample", **row) for row in ROWS]
    dataset = type("EvaluationDataset", (), {"__module__": "ragas.dataset_schema"})()
    dataset.samples = samples
    assert run(dataset, nlp) == run(samples, nlp) == EXPECTED  # before: [E021] / refused


def test_deepeval_shaped_objects(nlp):
    cases = [fake("deepeval.test_case.llm_test_case", "LLMTestCase", input=r["user_input"],
                  actual_output=r["response"], retrieval_context=r["retrieved_contexts"]) for r in ROWS]
    dataset = type("EvaluationDataset", (), {"__module__": "deepeval.dataset.dataset"})()
    dataset.test_cases = cases
    assert run(dataset, nlp) == run(cases, nlp) == EXPECTED


def test_dataset_dict_needs_a_split(nlp):
    cls = type("DatasetDict", (dict,), {"__module__": "datasets.dataset_dict"})
    splits = cls(train=[ROWS[0]], test=ROWS)
    with pytest.raises(RecordError, match=r"\[E197\].*'train', 'test'.*split="):
        run(splits, nlp)
    assert run(splits, nlp, split="test") == EXPECTED
    with pytest.raises(RecordError, match=r"\[E197\].*no split 'dev'"):
        run(splits, nlp, split="dev")


def test_plain_input_imports_no_framework():
    code = ("import sys, spacy_tempoeval; "
            "spacy_tempoeval.evaluate([{'query': 'In 2008?', 'retrieved_docs': ['2008.']}], "
            "metrics=['temporal_precision'], k=1); "
            "print(sorted(m for m in ('ragas', 'deepeval', 'datasets', 'langchain_core', 'llama_index', "
            "'pandas') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"


# -- real objects, where the library installs ---------------------------------------------------------------
def test_real_langchain_documents(nlp):
    documents = pytest.importorskip("langchain_core.documents", reason="langchain-core is not installed")
    docs = [documents.Document(page_content="Prices rose last year.", metadata={"published": "1998-02-27"},
                               id="d1")]
    record = {"query": "What happened in 1997?", "reference_date": "2024-05-01", "retrieved_docs": docs}
    result = spacy_tempoeval.evaluate([record], metrics=["temporal_precision"], k=1, nlp=nlp)
    assert result.rows[0]["temporal_precision@1"] == 1.0  # before: [E143]
    assert result.records[0]["retrieved_docs"][0]["id"] == "d1"


def test_real_llama_index_nodes(nlp):
    schema = pytest.importorskip("llama_index.core.schema", reason="llama-index-core is not installed")
    node = schema.TextNode(text="Prices rose last year.", id_="n1", metadata={"date": "1998-02-27"})
    record = {"query": "What happened in 1997?", "reference_date": "2024-05-01",
              "retrieved_docs": [schema.NodeWithScore(node=node, score=0.9)]}
    result = spacy_tempoeval.evaluate([record], metrics=["temporal_precision"], k=1, nlp=nlp)
    assert result.rows[0]["temporal_precision@1"] == 1.0


def test_real_ragas_dataset(nlp):
    ragas = pytest.importorskip("ragas",
                                reason="ragas is not installed or does not import (optional: pip install ragas)")
    samples = [ragas.SingleTurnSample(**row) for row in ROWS]
    assert run(ragas.EvaluationDataset(samples=samples), nlp) == EXPECTED
    assert run(samples, nlp) == EXPECTED


def test_real_deepeval_test_cases(nlp):
    pytest.importorskip("deepeval", reason="deepeval is not installed (optional: pip install deepeval)")
    from deepeval.dataset import EvaluationDataset
    from deepeval.test_case import LLMTestCase

    cases = [LLMTestCase(input=r["user_input"], actual_output=r["response"],
                         retrieval_context=r["retrieved_contexts"]) for r in ROWS]
    assert run(cases, nlp) == EXPECTED
    dataset = EvaluationDataset()
    for case in cases:
        dataset.add_test_case(case)
    assert run(dataset, nlp) == EXPECTED


def test_real_dataset_dict(nlp):
    datasets = pytest.importorskip("datasets", reason="datasets is not installed")
    splits = datasets.DatasetDict({"train": datasets.Dataset.from_list(ROWS[:1]),
                                   "test": datasets.Dataset.from_list(ROWS)})
    with pytest.raises(RecordError, match=r"\[E197\]"):
        run(splits, nlp)
    assert run(splits, nlp, split="test") == EXPECTED


# -- files: JSONL, JSON array, CSV, Parquet ---------------------------------------------------------------
def cli_scores(path, *extra):
    out = path.with_suffix(".scores.json")
    done = CliRunner().invoke(app, ["evaluate", str(path), *extra, "-M", METRICS[0], "-M", METRICS[1],
                                    "-k", "1,2", "-q", "-r", "2024-01-01", "-o", str(out)])
    assert done.exit_code == 0, done.output
    return [{k: v for k, v in r.items() if k not in ("index", "id", "mode", "time_kind", "reasons")}
            for r in json.loads(out.read_text())["rows"]]


def test_cli_reads_json_array_and_csv(tmp_path):
    (tmp_path / "run.jsonl").write_text("".join(json.dumps(r) + "\n" for r in ROWS))
    (tmp_path / "run.json").write_text(json.dumps(ROWS))
    # as ragas' EvaluationDataset.to_csv (pandas) writes it: lists as Python literals
    lines = ["user_input,retrieved_contexts,response"]
    for r in ROWS:
        lines.append(f'"{r["user_input"]}","{r["retrieved_contexts"]!r}","{r["response"]}"')
    (tmp_path / "run.csv").write_text("\n".join(lines) + "\n")
    (tmp_path / "run.txt").write_text(json.dumps(ROWS))
    expected = cli_scores(tmp_path / "run.jsonl")
    assert expected == EXPECTED
    assert cli_scores(tmp_path / "run.json") == expected  # before: [E037] invalid JSON on line 1
    assert cli_scores(tmp_path / "run.csv") == expected
    assert cli_scores(tmp_path / "run.txt", "--format", "json") == expected
    bad = CliRunner().invoke(app, ["evaluate", str(tmp_path / "run.txt"), "--format", "xml", "-q"])
    assert bad.exit_code == 2 and "[E198]" in bad.output


def test_cli_reads_parquet(tmp_path):
    pd = pytest.importorskip("pandas", reason="pandas is not installed")
    pytest.importorskip("pyarrow", reason="pyarrow is not installed (Parquet needs pyarrow or fastparquet)")
    pd.DataFrame(ROWS).to_parquet(tmp_path / "run.parquet")
    assert cli_scores(tmp_path / "run.parquet") == EXPECTED
