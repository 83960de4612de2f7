"""The indented encoder of ``evaluate -o FILE.json`` writes what ``json.dumps(indent=...)`` writes."""

from __future__ import annotations

import datetime as dt
import enum
import json
import random

import pytest

from spacy_tempoeval.util.json_indent import indented_encoder


class Color(enum.IntEnum):
    RED = 1


SAMPLES = [
    {}, [], "", "é \u2028 \"quoted\" \\ \n\t <b>", 0, -3, 10**30, 0.1, 1e-7, 1e22, -0.0, float("nan"), float("inf"),
    -float("inf"), True, False, None,
    {"index": 0, "id": "q0", "temporal_ndcg@10": None, "reasons": {"temporal_ndcg@10": "no DFT overlaps"},
     "details": {"x": [[2019, 2021], [1990, 1990]], "empty": {}, "none": []}},
    {1: "int key", 2.5: "float key", False: "bool key", None: "null key"},
    (1, (2, 3)), [Color.RED, dt.date(2020, 1, 2), {"nested": [dt.datetime(2020, 1, 2, 3, 4)]}],
]


def _random_value(rng: random.Random, depth: int = 0):
    pick = rng.randrange(9 if depth < 3 else 6)
    if pick == 0:
        return rng.choice(["", "a", "ümlaut", "tab\t", "\x00", "emoji 😀"])
    if pick == 1:
        return rng.randint(-10**6, 10**6)
    if pick == 2:
        return rng.random() * 10 ** rng.randint(-20, 20)
    if pick == 3:
        return rng.choice([True, False, None])
    if pick in (4, 5):
        return rng.choice([float("nan"), 0.5, 3])
    if pick == 6:
        return [_random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if pick == 7:
        return tuple(_random_value(rng, depth + 1) for _ in range(rng.randrange(3)))
    return {f"k{i}": _random_value(rng, depth + 1) for i in range(rng.randrange(4))}


@pytest.mark.parametrize("indent", [1, 2, 4, "\t"])
def test_the_text_is_json_dumps_text(indent):
    encode = indented_encoder(indent)
    step = " " * indent if isinstance(indent, int) else indent
    rng = random.Random(7)
    for value in SAMPLES + [_random_value(rng) for _ in range(300)]:
        expected = json.dumps(value, indent=indent, ensure_ascii=False, default=str)
        assert encode(value) == expected
        assert encode(value, level=2) == expected.replace("\n", "\n" + step * 2)


def test_a_key_json_cannot_write_is_refused_as_json_refuses_it():
    with pytest.raises(TypeError):
        json.dumps({(1, 2): 0}, indent=1)
    with pytest.raises(TypeError, match="keys must be"):  # json's own error
        indented_encoder(1)({(1, 2): 0})


def test_kept_key_heads_serve_only_the_same_keys_at_the_same_depth():
    """The encoder keeps the text before each value per (string keys, depth): rows sharing keys at other depths,
    keys equal to strings' hashes in other types, and more key tuples than it keeps all encode as json does."""
    import spacy_tempoeval.util.json_indent as module

    encode = indented_encoder(1)
    values = [{"a": 1, "b": {"a": 1, "b": 2}}, {"a": 2, "b": [{"a": 3, "b": None}]}, {1: "x"}, {True: "y"},
              {"1": "z"}, {1.0: "w"}, {"a": {}, "b": []}]
    values += [{f"key{n}": n} for n in range(module._HEADS_KEPT + 5)] + values
    for value in values:
        for level in (0, 3):
            assert encode(value, level) == json.dumps(value, indent=1, ensure_ascii=False).replace("\n",
                                                                                                  "\n" + " " * level)
