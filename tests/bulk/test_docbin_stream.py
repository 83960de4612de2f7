"""``.spacy`` output merged in bounded memory (issue 22, item 3): the streamed DocBin is the one ``DocBin.merge``
gave, byte for byte once decompressed, readable by ``DocBin().from_disk``, and the merge's peak memory does not
grow with the number of shards (sizes compared, never times)."""

from __future__ import annotations

import tracemalloc
import zlib

import pytest
from spacy.tokens import DocBin

from spacy_tempoeval.bulk.docbin_stream import merge_docbins
from spacy_tempoeval.bulk.formats import merge_shards
from spacy_tempoeval.errors import OutputError

TEXTS = ["What happened to inflation in 2019?", "How did rent change since the 1990s?", "No time here.",
         "The decade after the Cold War, between 1991 and 2001.", "Tell me about World War II, please."]


@pytest.fixture(scope="module")
def shard_bytes():
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2020-01-01"})
    docs = list(nlp.pipe(TEXTS * 10))
    return DocBin(store_user_data=True, docs=docs).to_bytes()


def _shards(tmp_path, data: bytes, n: int):
    paths = []
    for i in range(n):
        p = tmp_path / f"shard-{i:05d}.spacy"
        p.write_bytes(data)
        paths.append(p)
    return paths


def _old_merge(shards) -> bytes:
    merged = DocBin(store_user_data=True)
    for shard in shards:
        merged.merge(DocBin(store_user_data=True).from_disk(shard))
    return merged.to_bytes()


def test_streamed_docbin_equals_the_merged_one_and_reads_back(tmp_path, shard_bytes):
    import spacy

    shards = _shards(tmp_path, shard_bytes, 3)
    out = tmp_path / "out.spacy"
    merge_shards(out, shards, "docbin")
    assert zlib.decompress(out.read_bytes()) == zlib.decompress(_old_merge(shards))
    docs = list(DocBin().from_disk(out).get_docs(spacy.blank("en").vocab))
    assert len(docs) == 3 * len(TEXTS) * 10
    assert [d.text for d in docs[:5]] == TEXTS
    assert docs[0]._.focus_years == {2019}
    assert [s.text for s in docs[3].spans["temporal"]] == [t["text"] for t in docs[3]._.timexes]


def test_user_data_round_trips_through_the_streamed_docbin(tmp_path, shard_bytes):
    import spacy

    vocab = spacy.blank("en").vocab
    original = list(DocBin().from_bytes(shard_bytes).get_docs(vocab))
    out = tmp_path / "out.spacy"
    merge_docbins(out, _shards(tmp_path, shard_bytes, 2))
    read = list(DocBin().from_disk(out).get_docs(vocab))
    assert [d.user_data for d in read] == [d.user_data for d in original] * 2
    assert [d._.timexes for d in read] == [d._.timexes for d in original] * 2
    assert [[(s.start_char, s.end_char, s.label_, s._.timex) for s in d.spans["temporal"]] for d in read] == \
        [[(s.start_char, s.end_char, s.label_, s._.timex) for s in d.spans["temporal"]] for d in original] * 2


def test_no_shards_give_an_empty_docbin(tmp_path):
    out = tmp_path / "empty.spacy"
    merge_docbins(out, [])
    assert len(DocBin().from_disk(out)) == 0


def test_shards_that_differ_are_refused_with_a_coded_error(tmp_path, shard_bytes):
    other = tmp_path / "other.spacy"
    other.write_bytes(DocBin(attrs=["ORTH"], store_user_data=True).to_bytes())
    with pytest.raises(OutputError, match=r"\[E250\].*other\.spacy"):
        merge_docbins(tmp_path / "out.spacy", _shards(tmp_path, shard_bytes, 1) + [other])


def _peak(tmp_path, data: bytes, n: int) -> int:
    folder = tmp_path / str(n)
    folder.mkdir()
    shards = _shards(folder, data, n)
    tracemalloc.start()
    try:
        merge_shards(folder / "out.spacy", shards, "docbin")
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_merge_memory_is_flat_in_the_number_of_shards(tmp_path, shard_bytes):
    small, large = _peak(tmp_path, shard_bytes, 4), _peak(tmp_path, shard_bytes, 32)
    assert large < 1.5 * small  # DocBin.merge held every shard: about 8x
