"""evaluate's Tagger with n_process: this process tags the parts no worker has started (issue 22: before, the
parent only waited for its workers), the years come back in order, and the workers' parts are read back."""

import pytest
import spacy

from spacy_tempoeval.evaluate.stream import TagCache, Tagger, Tagging, _by_shard, _in_order
from spacy_tempoeval.yearset import YearSet


class _Future:
    def __init__(self, started, intervals=None):
        self.started, self.intervals, self.cancelled = started, intervals, False

    def cancel(self):
        self.cancelled = not self.started
        return self.cancelled

    def result(self):
        assert not self.cancelled
        return self.intervals


class _Here:
    def __init__(self):
        self.calls = []

    def tag_here(self, texts, refs):
        self.calls.append(list(texts))
        return [YearSet([int(t)]) for t in texts]


def test_parts_no_worker_started_are_tagged_here_last_first_in_order():
    here = _Here()
    parts = [(["1990"], None, 8), (["1991"], None, 8), (["1992", "1993"], None, 8)]
    futures = [_Future(True, [((1990, 1990),)]), _Future(False), _Future(False)]
    years = Tagging(here, parts, futures).result()
    assert here.calls == [["1992", "1993"], ["1991"]]  # taken back from the end while the worker has the front
    assert years == [{1990}, {1991}, {1992}, {1993}]


def test_a_cache_start_submits_only_the_texts_it_has_not_seen():
    cache = TagCache()
    submitted = []

    class Ready:
        def __init__(self, texts):
            self.texts = texts

        def result(self):
            return [YearSet([int(t)]) for t in self.texts]

    def submit(texts, refs):
        submitted.append(list(texts))
        return Ready(texts)

    first = cache.start([("2001", None), ("2002", None)], submit)
    assert first() == [{2001}, {2002}]
    second = cache.start([("2002", None), ("2003", None)], submit)
    assert second() == [{2002}, {2003}]
    assert submitted == [["2001", "2002"], ["2003"]]


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": ""})
    return nlp


def test_two_processes_give_the_years_of_one(nlp):
    texts = [f"Prices peaked in {1900 + n % 120} and fell in the {1800 + (n % 20) * 10}s." for n in range(600)]
    with Tagger(nlp, n_process=1, batch_size=32) as one:
        alone = one(texts, None)
    with Tagger(nlp, n_process=2, batch_size=32) as two:
        assert two.parallel
        parts = []
        real_parts = two._parts

        def counted(texts, refs):
            made = real_parts(texts, refs)
            parts.extend(made)
            return made

        two._parts = counted
        shared = two.submit(texts, None)
        assert len(parts) > 2  # handed out in parts
        assert shared.result() == alone  # in the order of the texts, though handed out shard by shard


def test_texts_are_handed_out_shard_by_shard_and_put_back_in_order():
    texts = [f"text {n % 37}" for n in range(200)]
    order = _by_shard(texts)
    assert sorted(order) == list(range(200))
    shards = [hash(texts[n]) & 1 for n in order]
    assert shards == sorted(shards)  # one half of the hash space, then the other: each a run of its own
    first = {texts[n] for n in order[:shards.count(0)]}
    assert not first & {texts[n] for n in order[shards.count(0):]}  # a text met again is in the same half

    class Done:
        def result(self):
            return [texts[n].upper() for n in order]

    assert _in_order(Done(), order) == [t.upper() for t in texts]
