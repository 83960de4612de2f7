"""Issue 23, item 2: evaluate / aevaluate take explicit keywords (a mistyped one is [E190] naming the closest
valid one, not silently ignored), aevaluate leaves the caller's event loop running, show_progress draws bars."""

import asyncio
import threading

import pytest
import spacy
from spacy.language import Language

import spacy_tempoeval
from spacy_tempoeval.errors import ConfigTypeError
from spacy_tempoeval.pipeline.extensions import write_results
from spacy_tempoeval.yearset import YearSet

RECORDS = [{"id": "q1", "query": "In 2008?", "retrieved_docs": ["2008 text", "1990 text"]}]
LOOP_RAN = threading.Event()
LOOP_RAN.set()  # cleared only by the event-loop test
SEEN_LOOP_RUNNING = []


@Language.component("test_kw_years")
def years_component(doc):
    """Explicit 4-digit years; notes whether the caller's loop could run while this text was tagged."""
    SEEN_LOOP_RUNNING.append(LOOP_RAN.wait(10))  # safety net only: set at once when the loop is free
    years = [int(t.text) for t in doc if t.text.isdigit() and len(t.text) == 4]
    write_results(doc, [], YearSet(years))
    return doc


@pytest.fixture(scope="module")
def nlp():
    pipeline = spacy.blank("en")
    pipeline.add_pipe("test_kw_years")
    return pipeline


@pytest.mark.parametrize("bad, closest", [("metricz", "metrics"), ("ks", "k"),
                                          ("refrence_date", "reference_date"), ("show_progres", "show_progress")])
def test_mistyped_keyword_names_the_closest(nlp, bad, closest):
    # before: swallowed by **ignored, the run went on with the defaults
    with pytest.raises(ConfigTypeError, match=rf"\[E190\].*{bad!r}.*did you mean {closest!r}") as err:
        spacy_tempoeval.evaluate(RECORDS, nlp=nlp, **{bad: 1})
    assert isinstance(err.value, TypeError) and err.value.code == "E190"


def test_aevaluate_rejects_unknown_keywords(nlp):
    with pytest.raises(ConfigTypeError, match=r"\[E190\] aevaluate\(\).*did you mean 'metrics'"):
        asyncio.run(spacy_tempoeval.aevaluate(RECORDS, nlp=nlp, metricz=["temporal_precision"]))


def test_aevaluate_leaves_the_loop_running(nlp):
    LOOP_RAN.clear()
    SEEN_LOOP_RUNNING.clear()

    async def main():
        async def other_work():
            await asyncio.sleep(0)
            LOOP_RAN.set()

        other = asyncio.create_task(other_work())
        result = await spacy_tempoeval.aevaluate(RECORDS, metrics=["temporal_precision"], k=[1, 2], nlp=nlp)
        await other
        return result

    try:
        result = asyncio.run(main())
    finally:
        LOOP_RAN.set()
    assert SEEN_LOOP_RUNNING and all(SEEN_LOOP_RUNNING)  # the loop ran while the texts were being tagged
    same = spacy_tempoeval.evaluate(RECORDS, metrics=["temporal_precision"], k=[1, 2], nlp=nlp)
    assert result.rows == same.rows == [{"index": 0, "id": "q1", "temporal_precision@1": 1.0,
                                         "temporal_precision@2": 0.5}]


def test_show_progress_draws_bars_and_keeps_the_callback(nlp, capsys):
    calls = []
    spacy_tempoeval.evaluate(RECORDS, metrics=["temporal_precision"], k=1, nlp=nlp, show_progress=True,
                             progress=lambda *a: calls.append(a))
    assert "tagging" in capsys.readouterr().err  # before: accepted and did nothing
    assert calls[-1] == ("tagging", 3, 3)
    spacy_tempoeval.evaluate(RECORDS, metrics=["temporal_precision"], k=1, nlp=nlp)
    assert "tagging" not in capsys.readouterr().err


def test_max_workers_is_tempoeval_name_for_max_concurrency(nlp):
    result = spacy_tempoeval.evaluate(data=RECORDS, k_values=[1], max_workers=2, nlp=nlp,
                                      metrics=["temporal_precision"])
    assert result.rows[0]["temporal_precision@1"] == 1.0
