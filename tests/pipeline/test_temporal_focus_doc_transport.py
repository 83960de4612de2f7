"""What temporal_focus writes on a Doc, and its transport (issue 22, branch h22x): Docs written by the code
before (``tests/data/h22x``, made with ``make_fixture.py`` on main) load with the same values; round trips through
``Doc.to_bytes`` and ``DocBin``, ``nlp.pipe(n_process=2)`` and the memo-hit path give what a fresh tagging gives;
srsly's msgpack calls with their extension chain built once give the same bytes and values."""

import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest
import spacy
import srsly
from spacy.tokens import Doc, DocBin

import spacy_tempoeval.pipeline.temporal_focus as component_module
from spacy_tempoeval.pipeline import msgpack_speed

DATA = Path(__file__).resolve().parents[1] / "data" / "h22x"


def _load_fixture_script():
    """``make_fixture.py`` (a script in the data folder, not a package module), loaded by its path."""
    spec = importlib.util.spec_from_file_location("h22x_make_fixture", DATA / "make_fixture.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_fixture = _load_fixture_script()
CONFIGS, TEXTS, values = _fixture.CONFIGS, _fixture.TEXTS, _fixture.values  # the fixture's own texts and reading


@pytest.fixture(scope="module")
def pipelines():
    out = []
    for config in CONFIGS:
        nlp = spacy.blank("en")
        nlp.add_pipe("temporal_focus", config=config)
        out.append(nlp)
    return out


def tagged(nlp, text, ref):
    doc = nlp.make_doc(text)
    if ref:
        doc._.reference_date = ref
    return nlp(doc)


def test_h22x_docbin_written_by_main_loads_with_the_same_values(pipelines):
    expected = json.loads((DATA / "main_values.json").read_text())
    docs = list(DocBin().from_disk(DATA / "main_docs.spacy").get_docs(pipelines[0].vocab))
    assert [values(d) for d in docs] == expected


def test_h22x_doc_bytes_written_by_main_load_with_the_same_values(pipelines):
    expected = json.loads((DATA / "main_values.json").read_text())[2]
    doc = Doc(pipelines[0].vocab).from_bytes((DATA / "main_doc.bin").read_bytes())
    assert values(doc) == expected


def test_h22x_this_code_gives_what_main_gave(pipelines):
    expected = json.loads((DATA / "main_values.json").read_text())
    got = [values(tagged(nlp, text, ref)) for nlp in pipelines for text, ref in TEXTS]
    assert got == expected


@pytest.mark.parametrize("config", [0, 1])
def test_h22x_round_trips_keep_every_value(pipelines, config):
    nlp = pipelines[config]
    docs = [tagged(nlp, text, ref) for text, ref in TEXTS]
    expected = [values(d) for d in docs]
    assert [values(Doc(nlp.vocab).from_bytes(d.to_bytes())) for d in docs] == expected
    data = DocBin(store_user_data=True, docs=docs).to_bytes()
    assert [values(d) for d in DocBin().from_bytes(data).get_docs(nlp.vocab)] == expected
    again = [Doc(nlp.vocab).from_bytes(Doc(nlp.vocab).from_bytes(d.to_bytes()).to_bytes()) for d in docs]
    assert [values(d) for d in again] == expected


def test_h22x_n_process_2_gives_what_one_process_gives(pipelines):
    nlp = pipelines[0]
    texts = [text for text, _ in TEXTS] * 4 + [f"What happened in {1990 + i}, {i + 1} years ago?" for i in range(12)]
    one = [values(d) for d in nlp.pipe(texts, batch_size=4)]
    two = [values(d) for d in nlp.pipe(texts, batch_size=4, n_process=2)]
    assert two == one
    assert one[:len(TEXTS)] == [values(tagged(nlp, text, None)) for text, _ in TEXTS]


def test_h22x_memo_hits_write_what_the_path_without_memo_writes(pipelines, monkeypatch):
    for nlp in pipelines:
        hits = []
        for _ in range(3):  # the first doc stores, the second keeps what it wrote, the third is written from it
            hits.append([(values(d), d.user_data) for d in (tagged(nlp, text, ref) for text, ref in TEXTS)])
        monkeypatch.setattr(component_module, "MEMO_TOKENS", -1)
        fresh = [(values(d), d.user_data) for d in (tagged(nlp, text, ref) for text, ref in TEXTS)]
        monkeypatch.undo()
        assert hits[0] == hits[1] == hits[2] == fresh
        third = [tagged(nlp, text, ref) for text, ref in TEXTS]
        assert [d.to_bytes() for d in third] == [Doc(nlp.vocab).from_bytes(d.to_bytes()).to_bytes() for d in third]


def test_h22x_srsly_calls_give_the_bytes_of_srsly_own_packer(pipelines):
    import srsly.msgpack as srsly_msgpack

    assert msgpack_speed.memoize_msgpack_entry_points() is True
    doc = tagged(pipelines[0], *TEXTS[2])
    for value in (doc.to_dict(), dict(doc.user_data), {"a": np.arange(6).reshape(2, 3), "b": [1, "x", None]}):
        data = srsly.msgpack_dumps(value)
        assert data == srsly_msgpack.Packer(use_bin_type=True).pack(value)  # srsly's class builds its own chain
        back = srsly.msgpack_loads(data)
        ref = srsly_msgpack.Unpacker(raw=False)
        ref.feed(data)
        assert repr(back) == repr(next(ref))


def test_h22x_srsly_calls_keep_a_caller_s_default_and_object_hook():
    import srsly.msgpack as srsly_msgpack

    msgpack_speed.memoize_msgpack_entry_points()

    class Thing:
        pass

    seen = []

    def default(obj):
        seen.append("default")
        return "thing" if isinstance(obj, Thing) else obj

    def hook(obj):
        seen.append("hook")
        return {**obj, "hooked": True}

    data = srsly_msgpack.dumps({"t": Thing(), "a": np.arange(3)}, default=default, use_bin_type=True)
    back = srsly_msgpack.loads(data, object_hook=hook, raw=False)
    assert back["t"] == "thing" and back["hooked"] is True and list(back["a"]) == [0, 1, 2]
    assert "default" in seen and "hook" in seen
    assert srsly_msgpack.loads(srsly_msgpack.dumps({"x": 1}), object_pairs_hook=list) == [(b"x", 1)]
