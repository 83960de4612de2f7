"""The online aggregates: a chunk counted at once (``Tally.add_all``) gives what counting its records one by one
(``Tally.add``) gives, and every mean is the plain in-order sum of its values, to the last bit."""

from __future__ import annotations

import random

from spacy_tempoeval.evaluate.tally import Tally

COLUMNS = [f"metric@{k}" for k in range(6)]
KINDS = ["explicit", "relative", "none"]


def _records(n, seed=3):
    rng = random.Random(seed)
    out = []
    for i in range(n):
        row = {"index": i}
        for col in COLUMNS:
            r = rng.random()
            if r < 0.1:
                continue  # no value for this column
            # NaN, and magnitudes far apart so that the order of the additions shows in the sums
            row[col] = float("nan") if r < 0.3 else rng.random() * rng.choice([1, 1e-9, 1e9])
        reasons = {c: f"why {rng.randint(0, 2)}" for c in COLUMNS if c in row and row[c] != row[c]}
        details = {c: {"judgments": [{"ok": rng.random() < 0.5}]} for c in COLUMNS if rng.random() < 0.2}
        out.append((row, reasons, details, rng.choice(["focus_time", "gold_ids"]), rng.choice(KINDS),
                    {"dfts": [1] * rng.randint(0, 12)}, {}))
    return out


def test_add_all_in_chunks_equals_add_per_record():
    records = _records(3000)
    one = Tally(COLUMNS)
    for item in records:
        one.add(*item)
    chunked = Tally(COLUMNS)
    for start in range(0, len(records), 700):
        chunked.add_all(*zip(*records[start:start + 700]))
    assert chunked.aggregates() == one.aggregates()
    for mode in ("focus_time", "gold_ids"):
        assert chunked.aggregates(mode) == one.aggregates(mode)
    entries = [(col, mode, None) for col in COLUMNS for mode in ("", "focus_time", "gold_ids")]
    assert chunked.by_kind(entries, KINDS) == one.by_kind(entries, KINDS)
    assert (chunked.reasons, chunked.longest_list, chunked.modes, chunked.n_records) == \
        (one.reasons, one.longest_list, one.modes, one.n_records)
    assert one.aggregates()[COLUMNS[0]]["n_failed"] > 0  # the failed judgments were counted on both sides
    for col in COLUMNS:  # each mean is the plain sum of the applicable values in record order
        applicable = [row[col] for row, *_ in records if col in row and row[col] == row[col]]
        total = 0.0
        for value in applicable:
            total += value
        assert one.aggregates()[col]["mean"] == total / len(applicable)


def test_a_column_without_applicable_values_has_no_mean():
    tally = Tally(["m"]).add_all([{"m": float("nan")}], [{"m": "no answer"}], [{}], ["focus_time"], ["none"],
                                 [{}], [{}])
    assert tally.aggregates()["m"] == {"mean": None, "count": 0, "n_not_applicable": 1, "n_failed": 0}
