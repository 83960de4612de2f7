"""evaluate streams its run (issue 22, item 2): the same scores whatever the chunking and n_process, each
distinct text tagged once across chunks, memory flat in the number of records, the CLI's throughput line."""

import json
import random
import re
import tracemalloc

import pytest
import spacy
from spacy.language import Language
from typer.testing import CliRunner

from spacy_tempoeval.errors import ConfigError, RecordError
from spacy_tempoeval.evaluate import evaluate, parts, stream
from spacy_tempoeval.evaluate import focus as focus_module
from spacy_tempoeval.pipeline.extensions import write_results
from spacy_tempoeval.yearset import YearSet

TOPICS = ["inflation", "the election", "the merger", "housing prices"]
RELATIVE = ["last year", "two years ago", "next year", "in the previous decade"]
METRICS = ["temporal_precision", "temporal_recall", "temporal_ndcg", "temporal_mrr", "temporal_map",
           "temporal_faithfulness", "answer_temporal_recall"]


def _sentence(rng, topic):
    kind = rng.random()
    if kind < 0.4:
        return f"Reports on {topic} peaked in {rng.randint(1990, 2024)}."
    if kind < 0.7:
        return f"{topic.capitalize()} changed sharply {rng.choice(RELATIVE)}."
    if kind < 0.85:
        return f"Analysts compared {topic} in the {rng.randint(195, 202) * 10}s."
    return f"Commentators discussed {topic} at length."


def make_run(n, seed=22, n_docs=4, corpus=25):
    """A small RAG run whose documents repeat across records (some dated, some not)."""
    rng = random.Random(seed)
    docs = []
    for i in range(corpus):
        doc = {"id": f"d{i}", "text": _sentence(rng, rng.choice(TOPICS))}
        if rng.random() < 0.7:
            doc["reference_date"] = f"{rng.randint(2000, 2023)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}"
        docs.append(doc)
    out = []
    for i in range(n):
        topic = rng.choice(TOPICS)
        query = (f"What happened to {topic} in {rng.randint(1995, 2024)}?" if rng.random() < 0.5
                 else f"How did {topic} change {rng.choice(RELATIVE)}?")
        out.append({"id": f"q{i}", "query": query, "reference_date": f"20{rng.randint(15, 24)}-05-01",
                    "retrieved_docs": rng.sample(docs, n_docs), "answer": _sentence(rng, topic)})
    return out


@pytest.fixture(scope="module")
def nlp():
    pipeline = spacy.blank("en")
    pipeline.add_pipe("temporal_focus")
    return pipeline


def _same(a, b):
    """Rows, reasons and focus times equal (NaN equal to NaN)."""
    assert [r.keys() for r in a.rows] == [r.keys() for r in b.rows]
    for x, y in zip(a.rows, b.rows):
        for key, value in x.items():
            other = y[key]
            assert value == other or (value != value and other != other), key
    assert a.reasons == b.reasons
    assert a.focus_times == b.focus_times
    assert a.aggregates == b.aggregates


def test_streaming_and_n_process_give_the_scores_of_one_pass(nlp, monkeypatch):
    records = make_run(60)
    whole = evaluate(records, metrics=METRICS, k=[1, 3], nlp=nlp, focus_roles=("qft", "dfts", "aft"))
    monkeypatch.setattr(parts, "CHUNK_SIZE", 7)
    chunked = evaluate(records, metrics=METRICS, k=[1, 3], nlp=nlp, focus_roles=("qft", "dfts", "aft"))
    _same(whole, chunked)
    two = evaluate(records, metrics=METRICS, k=[1, 3], nlp=nlp, focus_roles=("qft", "dfts", "aft"), n_process=2)
    _same(whole, two)
    assert [r["index"] for r in chunked.rows] == list(range(60))


def test_each_distinct_text_is_tagged_once_across_chunks(nlp, monkeypatch):
    records = make_run(40)
    tagged = []
    real = focus_module.tag_texts

    def counting(texts, *args, **kwargs):
        tagged.extend(texts)
        return real(texts, *args, **kwargs)

    real_light = focus_module.expressions_read_without_doc

    def counting_light(nlp, texts, refs):  # the queries: read with their provenance, without a Doc
        tagged.extend(texts)
        return real_light(nlp, texts, refs)

    monkeypatch.setattr(focus_module, "tag_texts", counting)
    monkeypatch.setattr(focus_module, "expressions_read_without_doc", counting_light)
    monkeypatch.setattr(parts, "CHUNK_SIZE", 5)
    evaluate(records, metrics=["temporal_precision"], k=1, nlp=nlp)
    pairs = set()
    for rec in records:
        pairs.add((rec["query"], rec["reference_date"]))
        pairs.update((d["text"], d.get("reference_date", rec["reference_date"])) for d in rec["retrieved_docs"])
    assert len(tagged) == len(pairs)  # before: every chunk tagged its documents again


def test_workers_read_the_queries_kinds_too(nlp):
    # with n_process the queries (whose provenance gives their kind of time) go to the workers as well, with
    # their expressions; before, this process read every query itself. batch_size=2 makes parts of 2 texts,
    # so that the workers get some of them
    records = make_run(40)
    one = evaluate(records, metrics=METRICS, k=[1, 3], nlp=nlp, focus_roles=("qft", "dfts", "aft"))
    two = evaluate(records, metrics=METRICS, k=[1, 3], nlp=nlp, focus_roles=("qft", "dfts", "aft"), n_process=2,
                   batch_size=2)
    _same(one, two)
    assert two.time_kinds == one.time_kinds
    assert set(one.time_kinds) - {"unknown"}  # the kinds were read
    assert two.processes == 2


def test_read_seen_gives_the_years_and_expressions_of_the_doc_path(nlp):
    texts = ["Prices rose in 2019.", "What happened last year?", "Nothing here."]
    refs = ["2020-05-01", "2020-05-01", None]
    light = focus_module.read_seen(nlp, texts, refs)
    docs = []
    for text, ref in zip(texts, refs):
        doc = nlp.make_doc(text)
        if ref:
            doc._.reference_date = ref
        docs.append(nlp(doc))
    assert [ys for ys, _ in light] == [doc._.focus_years for doc in docs]
    assert [[t["value"] for t in found] for _, found in light] == \
        [[t["value"] for t in doc._.timexes] for doc in docs]


def test_the_next_chunk_goes_to_the_tagger_before_this_one_is_scored(nlp, monkeypatch):
    # the workers (n_process) tag chunk n+1 while this process scores chunk n; before, a chunk was planned only
    # after the one before it was scored, and the workers waited meanwhile
    from spacy_tempoeval.evaluate import chunk as chunk_module

    events = []
    real_start, real_score = focus_module.start_focus_times, chunk_module.ChunkRun.score

    def start(records, *args, **kwargs):
        events.append(("planned", kwargs["start"]))
        return real_start(records, *args, **kwargs)

    def score(self):
        events.append(("scored", self.start))
        return real_score(self)

    monkeypatch.setattr(chunk_module, "start_focus_times", start)
    monkeypatch.setattr(chunk_module.ChunkRun, "score", score)
    monkeypatch.setattr(parts, "CHUNK_SIZE", 4)
    result = evaluate(make_run(10), metrics=["temporal_precision"], k=1, nlp=nlp)
    assert events == [("planned", 0), ("planned", 4), ("scored", 0), ("planned", 8), ("scored", 4),
                      ("scored", 8)]
    assert [r["index"] for r in result.rows] == list(range(10))


def test_a_bad_record_in_a_later_chunk_is_named_by_its_index_in_the_run(nlp, monkeypatch):
    records = make_run(12)
    records[9]["retrieved_docs"][1] = {"id": "x", "text": "Fine.", "reference_date": "31/31/2020"}
    monkeypatch.setattr(parts, "CHUNK_SIZE", 4)
    with pytest.raises(RecordError, match=r"Record 9 \(id='q9'\).*retrieved_docs\[1\]\.reference_date"):
        evaluate(records, metrics=["temporal_precision"], k=1, nlp=nlp)


@pytest.mark.parametrize("bad", [0, -2, 1.5, "2"])
def test_bad_n_process(nlp, bad):
    with pytest.raises(ConfigError, match=r"\[E255\]"):
        evaluate(make_run(2), metrics=["temporal_precision"], k=1, nlp=nlp, n_process=bad)


def test_auto_starts_workers_only_for_a_run_of_more_than_one_chunk(nlp, monkeypatch):
    # the command line's default: a short run starts no process, a long one uses the cores (same scores)
    monkeypatch.setattr(stream, "auto_processes", lambda: 2)
    monkeypatch.setattr(parts, "CHUNK_SIZE", 7)
    records = make_run(20)
    one = evaluate(records, metrics=METRICS, k=[1, 3], nlp=nlp, focus_roles=("qft", "dfts", "aft"))
    auto = evaluate(records, metrics=METRICS, k=[1, 3], nlp=nlp, focus_roles=("qft", "dfts", "aft"),
                    n_process="auto")
    _same(one, auto)
    assert (one.processes, auto.processes) == (1, 2)
    short = evaluate(records[:6], metrics=METRICS, k=[1], nlp=nlp, n_process="auto")
    assert short.processes == 1
    assert stream.Tagger(nlp, n_process="auto").n_process == 2


def test_auto_processes_are_the_usable_cores_at_most_four(monkeypatch):
    import os

    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(16)), raising=False)
    assert stream.auto_processes() == stream.AUTO_MAX_PROCESSES == 4
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert stream.auto_processes() == 1


@pytest.mark.parametrize("bad", ["two", "1.5", ""])
def test_cli_rejects_a_bad_n_process_with_e255(tmp_path, bad):
    from spacy_tempoeval.cli import app

    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in make_run(2)), encoding="utf8")
    done = CliRunner().invoke(app, ["evaluate", str(path), "-M", "temporal_precision", "-k", "1", "-q", "-n", bad])
    assert done.exit_code != 0
    assert "E255" in done.stderr, done.stderr


def test_tag_cache_keeps_the_most_recently_used_pairs():
    calls = []

    def tag(texts, refs):
        calls.append(list(texts))
        return [YearSet([len(t)]) for t in texts]

    cache = stream.TagCache(max_items=2)
    assert cache.years([("a", None), ("bb", None)], tag) == [YearSet([1]), YearSet([2])]
    cache.years([("a", None), ("ccc", None)], tag)  # "a" used again: "bb" is the oldest and goes
    cache.years([("a", None), ("bb", None)], tag)
    assert calls == [["a", "bb"], ["ccc"], ["bb"]]
    assert len(cache) == 2 and cache.tagged == 4 and cache.hits == 2


# -- memory: flat in the number of records ----------------------------------------------------------------------
YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")


@Language.component("test_stream_years")
def stream_years(doc):
    """A cheap stand-in for temporal_focus (explicit years), so that the runs below stay quick."""
    years = [int(m.group(1)) for m in YEAR.finditer(doc.text)]
    write_results(doc, [], YearSet(years))
    return doc


def _transient_bytes(path, monkeypatch):
    """Peak memory of evaluate(path) above what its result keeps (tracemalloc: sizes, not times)."""
    cheap = spacy.blank("en")
    cheap.add_pipe("test_stream_years")
    monkeypatch.setattr(parts, "CHUNK_SIZE", 50)
    monkeypatch.setattr(parts, "SPILL_AFTER_CHUNKS", 1)  # the rows on disk from the second chunk, as a long run
    monkeypatch.setattr(stream, "CACHE_SIZE", 100)
    tracemalloc.start()
    try:
        result = evaluate(str(path), metrics=["temporal_precision", "temporal_ndcg"], k=[1, 5], nlp=cheap)
        kept, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(result) > 0
    return peak - kept


def test_memory_is_flat_in_the_number_of_records(tmp_path, monkeypatch):
    sizes = {}
    for n in (300, 1200):
        path = tmp_path / f"run{n}.jsonl"
        rng = random.Random(n)
        with open(path, "w", encoding="utf8") as out:
            for i in range(n):  # texts distinct per record: nothing is shared between records
                docs = [{"id": f"d{i}-{j}", "text": f"Report {i}-{j} on the year {rng.randint(1900, 2024)}. " * 4}
                        for j in range(8)]
                out.write(json.dumps({"id": i, "query": f"What happened in {rng.randint(1900, 2024)}? ({i})",
                                      "retrieved_docs": docs, "answer": f"In {rng.randint(1900, 2024)}."}) + "\n")
        sizes[n] = _transient_bytes(path, monkeypatch)
    # four times the records, about the same working memory (before: it grew with the run, ~4x)
    assert sizes[1200] < 1.5 * sizes[300], sizes


# -- the command line ----------------------------------------------------------------------------------------------
def test_cli_prints_its_throughput(tmp_path):
    from spacy_tempoeval.cli import app

    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in make_run(5)), encoding="utf8")
    done = CliRunner().invoke(app, ["evaluate", str(path), "-M", "temporal_precision", "-k", "1", "-q",
                                    "--n-process", "1"])
    assert done.exit_code == 0, done.output
    assert re.search(r"throughput: 5 records in \d+\.\d s, [\d,]+ records/s", done.stderr), done.stderr
    assert "5 records" in done.stdout


def test_cli_json_is_written_as_it_is_encoded_with_the_text_of_to_json(tmp_path):
    import io

    from spacy_tempoeval.cli.evaluate import write_results

    result = evaluate(make_run(4), metrics=["temporal_precision"], k=[1, 2], nlp=_cheap_nlp())
    handle = io.StringIO()
    result.write_json(handle, indent=1)
    assert handle.getvalue() == result.to_json(indent=1)
    write_results(result, tmp_path / "out.json")
    assert (tmp_path / "out.json").read_text(encoding="utf8") == result.to_json(indent=1)


def _cheap_nlp():
    pipeline = spacy.blank("en")
    pipeline.add_pipe("test_stream_years")
    return pipeline
