"""The probe generators' shared builder (``benchmarks/data/probe_records.py``) refuses a wrong label instead of
writing a wrong probe: a phrase not in its text, an ambiguous phrase, a malformed value, a weekday word that is not
the weekday of its date, overlapping spans, a text given twice."""

from __future__ import annotations

import re

import pytest
from probes import benchmark_module

probe_records_module = benchmark_module("data/probe_records.py")

VALUE = re.compile(r"^\d{4}(?:-\d{2}-\d{2})?$")
DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def build(*entries):
    def weekday(word):
        return DAYS.index(word.lower()) if word.lower() in DAYS else None
    return probe_records_module.probe_records(list(entries), VALUE, weekday, "t")


def test_a_good_probe_gives_sorted_spans_in_the_gold_layout():
    got = build(("f", "2013-03-22", "On Friday, March 22, 2013 and in 2012.",
                 [("2012", "DATE", "2012"), ("Friday, March 22, 2013", "DATE", "2013-03-22")]))
    assert got == [{"doc_id": "t-001", "family": "f", "dct": "2013-03-22",
                    "text": "On Friday, March 22, 2013 and in 2012.",
                    "timexes": [{"text": "Friday, March 22, 2013", "start": 3, "end": 25, "type": "DATE",
                                 "value": "2013-03-22"},
                                {"text": "2012", "start": 33, "end": 37, "type": "DATE", "value": "2012"}]}]


@pytest.mark.parametrize("entry,message", [
    (("f", "d", "in 2012", [("2011", "DATE", "2011")]), "found 0 times"),
    (("f", "d", "2012 and 2012", [("2012", "DATE", "2012")]), "found 2 times"),
    (("f", "d", "in 2012", [("2012", "DATE", "12")]), "malformed value"),
    (("f", "d", "on Friday 2013-03-21", [("Friday", "DATE", "2013-03-21")]), "is not the weekday"),
    (("f", "d", "March 2012", [("March 2012", "DATE", "2012"), ("2012", "DATE", "2012")]), "overlapping"),
])
def test_a_wrong_label_stops_the_generator(entry, message):
    with pytest.raises(SystemExit, match=message):
        build(entry)


def test_a_text_given_twice_stops_the_generator():
    entry = ("f", "d", "in 2012", [("2012", "DATE", "2012")])
    with pytest.raises(SystemExit, match="given twice"):
        build(entry, entry)


def test_the_second_occurrence_is_named_with_a_hash():
    got = build(("f", "d", "2012 and 2012", [("2012#2", "DATE", "2012")]))
    assert got[0]["timexes"][0]["start"] == 9
