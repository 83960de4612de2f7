"""The everyday-time set of issue 20 (``benchmarks/data/everyday_*.jsonl``) and the scoring of its benchmark.

The files must be exactly what ``benchmarks/data/make_everyday.py`` writes (its checks ran on every label), big
enough for the issue (300 / 100 / 100 expressions, about 60 negatives), and ``bench_everyday.lenient_equal``
must accept TimeML's coarse tokens and nothing more.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from probes import benchmark_module

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def maker():
    return benchmark_module("data/make_everyday.py")


@pytest.fixture(scope="module")
def bench():
    return benchmark_module("bench_everyday.py")


@pytest.mark.parametrize("lang,minimum", [("en", 300), ("es", 100), ("de", 100)])
def test_files_are_what_the_generator_writes(maker, lang, minimum):
    entries = {"en": maker.EN, "es": maker.ES, "de": maker.DE}[lang]
    rows = maker.build(lang, entries, maker.NEGATIVE[lang])
    on_disk = [json.loads(line) for line in (BENCH / "data" / f"everyday_{lang}.jsonl").read_text(
        encoding="utf8").splitlines()]
    assert on_disk == rows and all(r.get("text") for r in on_disk)  # every line a record
    assert {(r["reference_date"], r["prefer"]) for r in on_disk} == {("2013-02-12T04:30", "future")}
    expressions = [r for r in on_disk if r["category"] != "negative"]
    assert len(expressions) >= minimum
    for r in expressions:
        assert r["text"][r["start"]:r["end"]] == r["expr"]


def test_enough_negatives(maker):
    assert sum(len(v) for v in maker.NEGATIVE.values()) >= 60


def test_the_generator_refuses_a_wrong_weekday(maker):
    with pytest.raises(AssertionError, match="not a thu"):
        maker.build("en", [("weekday_abbrev", "Call on Thu.", "Thu.", "2013-02-15")], [])
    with pytest.raises(AssertionError, match="not in"):
        maker.build("en", [("offset", "Call me.", "tomorrow", "2013-02-13")], [])
    with pytest.raises(AssertionError, match="malformed"):
        maker.build("en", [("offset", "See you tomorrow.", "tomorrow", "2013-2-13")], [])


@pytest.mark.parametrize("pred,gold,ok", [
    ("2013-02-12T15:00", "2013-02-12T15:00", True),
    ("2013-02-12TNI", "2013-02-12T21:00", True),  # a part of day for a clock time inside it
    ("2013-02-12T20:00", "2013-02-12TEV", True),
    ("2013-02-12TEV", "2013-02-12TNI", True),  # overlapping parts of day
    ("2013-02-12TMO", "2013-02-12T20:00", False),
    ("2013-02-13TNI", "2013-02-12T21:00", False),  # another day
    ("2013-02-12", "2013-02-12TNI", False),  # the date alone is not the part of day
    ("2013-SU", "2013-07", True), ("2013-WI", "2014-01", True), ("2013-WI", "2013-01", False),
    ("2013-02-14T08:00", "2013-02-14T08:00Z", True),  # a zone left out
    ("2013-02-12T15:00/2013-02-12TAF", "2013-02-12T15:00/2013-02-12T16:00", True),
    ("2013-02-12T15:00", "2013-02-12T15:00/2013-02-12T16:00", False),  # one end of a range
    (None, "2013-02-12", False), ("P2D", "2013-02-14", False),
])
def test_lenient_equal(bench, pred, gold, ok):
    assert bench.lenient_equal(pred, gold) is ok
