"""The tokenizer guard (issue 25, item 8): no whitespace-free stretch longer than ``max_token_chars`` reaches spaCy's
tokenizer (quadratic on such stretches), normal text gets spaCy's tokens unchanged. Work is counted (the chunks
handed to spaCy), never timed."""

from __future__ import annotations

import json
import pickle
import re
from itertools import islice
from typing import List

import pytest
import spacy

from spacy_tempoeval.errors import ConfigError
from spacy_tempoeval.pipeline.loading import PipelineSpec, load_pipeline
from spacy_tempoeval.pipeline.tokenizer_guard import DEFAULT_MAX_TOKEN_CHARS, GuardedTokenizer, guard_tokenizer

PARENS = "(" * 4000 + "1999" + ")" * 4000  # 15.7 s in spaCy's tokenizer (issue 25)
COLONS = "12:" * 3000


class CountingTokenizer:
    """spaCy's tokenizer, recording every text it is handed."""

    def __init__(self, inner):
        self.inner = inner
        self.vocab = inner.vocab
        self.seen: List[str] = []

    def __call__(self, text):
        self.seen.append(text)
        return self.inner(text)


def longest_stretch(texts: List[str]) -> int:
    return max((len(m.group()) for t in texts for m in re.finditer(r"\S+", t)), default=0)


@pytest.fixture(scope="module")
def nlp():
    return load_pipeline(PipelineSpec())


@pytest.fixture(scope="module")
def plain_tokenizer():
    return spacy.blank("en").tokenizer


def tokens(doc):
    return [(t.idx, t.text, t.whitespace_) for t in doc]


def test_pipelines_of_our_commands_are_guarded(nlp):
    from spacy_tempoeval.core import get_default_nlp

    assert isinstance(nlp.tokenizer, GuardedTokenizer)
    assert isinstance(get_default_nlp().tokenizer, GuardedTokenizer)
    assert nlp.tokenizer.max_token_chars == DEFAULT_MAX_TOKEN_CHARS


@pytest.mark.parametrize("text", [PARENS, COLONS, "In " + PARENS + " and in 2001 " + COLONS + "  x\n" + PARENS])
def test_no_long_stretch_reaches_spacy(plain_tokenizer, text):
    spy = CountingTokenizer(plain_tokenizer)
    doc = GuardedTokenizer(spy, 100)(text)
    assert doc.text == text  # offsets unchanged
    assert longest_stretch(spy.seen) <= 100
    assert sum(len(t) for t in spy.seen) < len(text)  # every long stretch was cut without spaCy
    assert max(len(t.text) for t in doc) <= 100


def test_work_grows_linearly_with_the_text(plain_tokenizer):
    """Ten times the text: ten times the pieces, and still no stretch over the bound handed to spaCy."""
    counts = []
    for n in (1, 10):
        spy = CountingTokenizer(plain_tokenizer)
        doc = GuardedTokenizer(spy, 100)((PARENS + " ") * n)
        counts.append(len(doc))
        assert longest_stretch(spy.seen) <= 100
    assert counts[1] <= 10 * counts[0] + 10


def test_normal_text_goes_to_spacy_whole(plain_tokenizer):
    spy = CountingTokenizer(plain_tokenizer)
    text = "From 2019 to 2021, see https://example.org/a/b?c=1 (12:30).  \n Then (1999)."
    doc = GuardedTokenizer(spy, 100)(text)
    assert spy.seen == [text]
    assert tokens(doc) == tokens(plain_tokenizer(text))


def test_tokens_outside_long_stretches_are_spacys(plain_tokenizer):
    """With a tiny bound, every token that does not start inside a cut stretch is spaCy's own."""
    text = "In  (2019) x " + "a(b)c" * 5 + "  then\n" + "12:" * 4 + "\u00a0May 3 " + "(" * 9 + ". End"
    doc = GuardedTokenizer(plain_tokenizer, 6)(text)
    assert doc.text == text
    cut = [m.span() for m in re.finditer(r"\S{7,}", text)]

    def outside(items):
        return [t for t in items if not any(s <= t[0] < e for s, e in cut)]

    assert outside(tokens(doc)) == outside(tokens(plain_tokenizer(text)))


def test_dev_corpora_tokens_identical(gold_dir, plain_tokenizer):
    guarded = GuardedTokenizer(plain_tokenizer)
    checked = 0
    for path in sorted(gold_dir.glob("*.jsonl")):
        with path.open(encoding="utf8") as fh:
            for line in islice(fh, 300):
                text = json.loads(line).get("text") or ""
                assert tokens(guarded(text)) == tokens(plain_tokenizer(text)), (path.name, text[:80])
                checked += 1
    assert checked > 300


def test_expression_inside_a_long_stretch_is_tagged(nlp):
    doc = nlp("It happened in " + PARENS + ".")
    assert doc.text.endswith(PARENS + ".")
    assert any("1999" in span.text for span in doc.spans["temporal"])
    assert 1999 in doc._.focus_years


def test_guarded_pipeline_saves_loads_and_pickles(nlp, tmp_path):
    nlp.to_disk(tmp_path / "p")
    again = guard_tokenizer(spacy.load(tmp_path / "p"))
    assert tokens(again("From 2019 to 2021.")) == tokens(nlp("From 2019 to 2021."))
    copy = pickle.loads(pickle.dumps(nlp.tokenizer))
    assert isinstance(copy, GuardedTokenizer) and copy.max_token_chars == nlp.tokenizer.max_token_chars
    assert len(copy(PARENS)) == len(nlp.tokenizer(PARENS))
    assert nlp.from_bytes(nlp.to_bytes()).tokenizer.max_token_chars == DEFAULT_MAX_TOKEN_CHARS


def test_guarding_twice_wraps_once():
    nlp = guard_tokenizer(guard_tokenizer(spacy.blank("en")), 50)
    assert isinstance(nlp.tokenizer, GuardedTokenizer) and not isinstance(nlp.tokenizer.tokenizer, GuardedTokenizer)
    assert nlp.tokenizer.max_token_chars == 50


@pytest.mark.parametrize("bad", [0, -1, 2.5, True, "100"])
def test_bad_bound_is_a_coded_error(bad):
    with pytest.raises(ConfigError, match=r"\[E280\]"):
        guard_tokenizer(spacy.blank("en"), bad)
