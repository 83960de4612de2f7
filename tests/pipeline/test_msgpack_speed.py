"""Doc serialisation with temporal_focus does not scan the installed packages' entry points per msgpack call
(nlp.pipe(n_process=2) was 28x slower than one process because of it; issue 22, item 3)."""

import catalogue
import pytest
import spacy
from spacy.tokens import Doc

from spacy_tempoeval.pipeline import msgpack_speed


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    return nlp


def test_doc_to_bytes_scans_no_entry_points(nlp, monkeypatch):
    scans = []
    real = catalogue.Registry._get_entry_points

    def counting(self):
        scans.append(self.entry_point_namespace)
        return real(self)

    monkeypatch.setattr(catalogue.Registry, "_get_entry_points", counting)
    doc = nlp("From 2019 to 2021, and again in the 1990s.")
    data = doc.to_bytes()
    back = Doc(nlp.vocab).from_bytes(data)
    assert [s for s in scans if "msgpack" in s] == []  # before: one scan per msgpack call (5 + 5 here)
    assert back._.focus_years == doc._.focus_years
    assert [(t["start"], t["value"]) for t in back._.timexes] == [(t["start"], t["value"]) for t in doc._.timexes]


def test_memoized_registries_give_the_same_extensions():
    import srsly.msgpack as srsly_msgpack

    assert msgpack_speed.memoize_msgpack_entry_points() is True
    for reg in (srsly_msgpack.msgpack_encoders, srsly_msgpack.msgpack_decoders):
        assert set(reg.get_all()) == set(reg.get_entry_points()) | {
            keys[-1] for keys in catalogue.REGISTRY if keys[:-1] == reg.namespace}
    import numpy as np
    import srsly

    array = np.arange(6).reshape(2, 3)
    assert (srsly.msgpack_loads(srsly.msgpack_dumps({"a": array}))["a"] == array).all()  # numpy's extension


def test_n_process_2_gives_the_same_results(nlp):
    texts = [f"What happened in {1990 + i % 30}? And {i % 12 + 1} years ago?" for i in range(40)]
    one = [(d._.focus_years, d._.timexes) for d in nlp.pipe(texts, batch_size=8)]
    two = [(d._.focus_years, d._.timexes) for d in nlp.pipe(texts, batch_size=8, n_process=2)]
    assert one == two


def test_an_extension_registered_later_is_still_used():
    import srsly
    import srsly.msgpack as srsly_msgpack

    msgpack_speed.memoize_msgpack_entry_points()

    class Point:
        def __init__(self, x):
            self.x = x

    def encode(obj, chain=None):
        return {"__point__": obj.x} if isinstance(obj, Point) else (obj if chain is None else chain(obj))

    def decode(obj, chain=None):
        if isinstance(obj, dict) and "__point__" in obj:
            return ("point", obj["__point__"])
        return obj if chain is None else chain(obj)

    srsly_msgpack.msgpack_encoders.register("test_point", func=encode)
    srsly_msgpack.msgpack_decoders.register("test_point", func=decode)
    try:
        assert srsly.msgpack_loads(srsly.msgpack_dumps({"p": Point(3)})) == {"p": ("point", 3)}
    finally:
        for keys in [k for k in catalogue.REGISTRY if k[-1] == "test_point"]:
            del catalogue.REGISTRY[keys]
        srsly_msgpack.msgpack_encoders.get_all.forget()
        srsly_msgpack.msgpack_decoders.get_all.forget()
