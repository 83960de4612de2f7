"""Issue 22, the per-text cost of finding and reading expressions (branch h22y): each faster path against the code
it replaced (kept here as the reference), on the dev corpora's texts and on random texts.

- ``clause.BOUNDARY``: the clause boundary written with a literal first in each branch finds the same matches as the
  class ``[\\n;!?]`` it replaced;
- ``clause_module.ascii_words``: the words of an ASCII clause by ``bytes.translate`` and ``str.split`` are
  ``_ASCII_WORD.findall``'s;
- ``TemporalTagger._combine`` (the traits' columns read once) and the whole tagger with every changed path switched
  back to the reference code: the same expressions, en/es/de, rag and timeml.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import time
from typing import List

import pytest
from dev_texts import everyday, gold_texts

from spacy_tempoeval.normalize import clause as clause_module
from spacy_tempoeval.normalize import discourse as discourse_module
from spacy_tempoeval.normalize import intervals as intervals_module
from spacy_tempoeval.normalize import tense
from spacy_tempoeval.normalize.compose import attach_times, coordinated_weekdays, explicit_years_win
from spacy_tempoeval.normalize.datetime_merge import merges_nothing
from spacy_tempoeval.normalize.quarter_context import year_ago_quarters
from spacy_tempoeval.normalize.timeml_extent import timeml_extents
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules import starts as starts_module
from spacy_tempoeval.rules import template as template_module
from spacy_tempoeval.rules.engine import Deadline, RuleEngine
from spacy_tempoeval.rules.files import available_languages, builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2024, 5, 17)

# the reference code (as it was before this branch)
BOUNDARY_BEFORE = re.compile(r"[\n;!?]|\.\s+(?=[A-ZÀ-ÖØ-Þ\"'¿¡])(?![A-Z]{1,3}T\b|UTC\b)|\.$|:\s")
ASCII_WORD_BEFORE = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")

PIECES = ["The", "company", "said", "it's", "'90s", "dogs'", "rock'n'roll", "''", "'", "’", "’ll", "o'clock", "Mr.",
          "U.S.", "EST", "UTC", "PST", "A.M.", "a.m.", "Tuesday", "will", "was", "1998", "9", "21st", "_", "a_b",
          "x", "É", "À", "Ø", "Þ", "¿", "¡", '"', "İ", "ß", "\xa0", "\u2028", ".", ". ", ".\n", ". \n", ";", "!",
          "?", ":", ": ", ":\n", "\n", "\t", " ", "  ", ",", "-", "(", ")"]


def _random_pieces(rng: random.Random, n: int, most: int = 30) -> List[str]:
    return ["".join(rng.choice(PIECES) for _ in range(rng.randint(0, most))) for _ in range(n)]


def _random_chars(rng: random.Random, n: int) -> List[str]:
    alphabet = [chr(i) for i in range(128)] + list("’ÀÖØÞéİß\xa0\u2028")
    edge = "ab'  .;:!?\nAUTCEST9"
    return ["".join(rng.choice(alphabet if rng.random() < 0.3 else edge) for _ in range(rng.randint(0, 30)))
            for _ in range(n)]


def _windows(texts: List[str]) -> List[str]:
    """Every clause window ``clause.clause_around`` cuts (90 characters each side) around every 37th offset of
    ``texts``."""
    out = []
    for text in texts:
        for pos in range(0, len(text), 37):
            out += [text[max(0, pos - clause_module.WINDOW):pos], text[pos:pos + clause_module.WINDOW]]
    return out


def test_boundary_finds_what_the_class_found():
    rng = random.Random(22)
    texts = _random_chars(rng, 20000) + _random_pieces(rng, 5000)
    texts += _windows([t for _, t in gold_texts(40)] + everyday("en") + everyday("es"))
    texts += ["", ".", ".\n", ". X", ". EST Tuesday", ". UTC", ".  É", ": ", ":", "a;b", "a!b?c", "x.\n"]
    for text in texts:
        assert [m.span() for m in clause_module.BOUNDARY.finditer(text)] == \
            [m.span() for m in BOUNDARY_BEFORE.finditer(text)], repr(text)
        got, want = clause_module.BOUNDARY.search(text), BOUNDARY_BEFORE.search(text)
        assert (got and got.span()) == (want and want.span()), repr(text)


def test_ascii_words_are_the_patterns():
    rng = random.Random(23)
    texts = _random_chars(rng, 20000) + _random_pieces(rng, 5000)
    texts += _windows([t for _, t in gold_texts(40)] + everyday("en"))
    texts += ["", "'", "''", "it's", "'90s", "dogs'", "rock'n'roll", "a'b'c'd", "x''y", "_a_", "a1b", "\x7f", "\x00"]
    checked = 0
    for text in texts:
        if text.isascii():
            assert clause_module.ascii_words(text) == ASCII_WORD_BEFORE.findall(text), repr(text)
            checked += 1
    assert checked > 15000


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_tense_cues_are_those_of_the_code_before(lang):
    tagger = TemporalTagger(builtin_rules(lang), TaggerSettings())
    cues = tagger.expressions.tense_cues
    texts = [t for lg, t in gold_texts(25) if lg == lang] + everyday(lang)
    texts += _random_pieces(random.Random(24), 300, 60)
    for text in texts:
        for start in range(0, len(text), 11):
            end = min(len(text), start + 7)
            assert tense._nearest_cue(text, start, end, cues) == _reference(tense._nearest_cue, text, start, end, cues)
            assert tense.command_or_direction(text, start, end, cues) == _reference(
                tense.command_or_direction, text, start, end, cues)


def _reference(fn, *args):
    """``fn(*args)`` with the reference patterns put back (the old boundary, the clause words by ``findall``)."""
    saved = clause_module.BOUNDARY, tense.ascii_words
    clause_module.BOUNDARY, tense.ascii_words = BOUNDARY_BEFORE, ASCII_WORD_BEFORE.findall
    try:
        return fn(*args)
    finally:
        clause_module.BOUNDARY, tense.ascii_words = saved


def engine_deadline() -> Deadline:
    """A deadline far off: ``find_all`` takes the path through ``_try``."""
    return Deadline(time.monotonic() + 600, 600)


def _combine_before(self, timexes, text, traits):
    """``TemporalTagger._combine`` before this branch (a generator per flag)."""
    if any(t.bare for t in traits):
        timexes = attach_times(timexes, text, [t.bare for t in traits], self.settings, self.time_follow_words,
                               self.tense_cues, *self._time_day_words,  # h19t: the pass's own words
                               self.expressions.background.set_off)  # n20-
    if any(t.period for t in traits):
        timexes = explicit_years_win(timexes, text, [t.period for t in traits], [t.explicit for t in traits])
    if any(t.anchorable for t in traits):
        timexes = self._compose(timexes, text, [t.anchorable for t in traits], [t.now for t in traits])
    if not merges_nothing(timexes):
        timexes = self._merge(timexes, text)
    if self._weekday_coordinators and len(timexes) > 1:
        timexes = coordinated_weekdays(timexes, text, self._directed_weekdays, self._plain_weekdays,
                                       self._weekday_coordinators, self.settings)
    if self.unmarked:
        timexes = [t for t in timexes if t.text.lower() not in self.unmarked]
    timexes = timeml_extents(timexes, text, self.extent_words)
    if self.settings.convention != "timeml":
        return timexes
    return self.timeml_values.apply(year_ago_quarters(timexes, text), text)


@pytest.mark.parametrize("lang", ["en", "es", "de"])
@pytest.mark.parametrize("convention", ["rag", "timeml"])
def test_tagger_is_that_of_the_code_before(lang, convention, monkeypatch):
    """The whole tagger against one with ``_combine``, the clause boundary and the clause words of the code before
    (its matches found with a deadline, through ``_try``): the same expressions, field for field, with and without
    a date."""
    settings = TaggerSettings(convention=convention)
    tagger = TemporalTagger(builtin_rules(lang), settings)
    before = TemporalTagger(builtin_rules(lang), settings)
    texts = [t for lg, t in gold_texts(30) if lg == lang] + everyday(lang)
    texts += _random_pieces(random.Random(26), 200, 40)
    for text in texts:
        for ref in (REF, None):
            want = _tagged_before(before, text, ref, monkeypatch)
            assert tagger._tag_text(text, ref, (), None, None) == want, text[:80]


def _tagged_before(tagger, text, ref, monkeypatch):
    with monkeypatch.context() as m:
        m.setattr(clause_module, "BOUNDARY", BOUNDARY_BEFORE)
        m.setattr(tense, "ascii_words", ASCII_WORD_BEFORE.findall)
        m.setattr(type(tagger), "_combine", _combine_before)
        found = tagger.engine.find(text, max_seconds=600)  # the path through ``_try``
        return tagger._tag(text, ref, found) if found else []


def test_norm_key_is_the_substitution_before():
    """``template._norm_key`` substitutes only a key with two blanks in a row or a character that is not printable
    (every other ``\\s`` character is such one): the key of the code before, on random keys of every blank."""
    rng = random.Random(27)
    blanks = [" ", "  ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1f", "\x85", "\xa0", "\u1680", "\u2000",
              "\u200a", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\u200b", "\ufeff"]
    parts = ["March", "the", "3rd", "’", "'", "-", ".", "İ", "ß", "Σ", "twenty", "one", "é", "x"]
    keys = ["".join(rng.choice(blanks if rng.random() < 0.4 else parts) for _ in range(rng.randint(0, 8)))
            for _ in range(20000)]
    keys += [chr(c) + "a" + chr(c) + chr(c) + "b" for c in range(0x3100)]
    for key in keys:
        assert template_module._norm_key(key) == template_module._SPACES.sub(
            " ", key.strip().lower().replace("’", "'")), repr(key)


def test_the_patterns_compiled_once_are_those_written_before():
    assert template_module._BLANKS_OR_HYPHENS.pattern == r"[\s-]+"
    assert template_module._DIGITS_THEN_REST.pattern == r"^(\d+)(\D*)$"
    assert template_module._NOT_DIGIT.pattern == r"\D"
    assert template_module._CLOCK_SEP.pattern == r"[:.]"
    assert discourse_module._TRUNCATED.pattern == r"^(\d{4})-(\d\d)(?:-(\d\d))?(?:T.*)?$"
    assert (intervals_module._PM.pattern, intervals_module._PM.flags & re.I) == (r"p\.?m", re.I)
    assert (intervals_module._AM_OR_PM.pattern, intervals_module._AM_OR_PM.flags & re.I) == (r"[ap]\.?m", re.I)


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_has_operator_word_is_the_search(lang):
    """``TemporalTagger._has_operator_word`` (a Latin-1 text's words against the keys) answers as the search of
    ``_operator_word`` in the lowered text, on gold, everyday and random texts with keys at odd places."""
    tagger = TemporalTagger(builtin_rules(lang))
    keys = sorted(tagger._operator_words)
    assert keys and tagger._operator_word is not None
    rng = random.Random(28)
    glue = ["", " ", "-", "_", "'", "’", "1", "x", "İ", "ß", "Σ", "é", "\n", "\xa0", ".", "K", "ſ"]
    texts = [t for lg, t in gold_texts(40) if lg == lang] + everyday(lang) + _random_pieces(rng, 500)
    texts += ["".join(rng.choice(glue) + rng.choice(keys + [k.upper() for k in keys] + [k.title() for k in keys])
                      + rng.choice(glue) for _ in range(rng.randint(0, 4))) for _ in range(5000)]
    texts += ["", " ", "x" + keys[0], keys[0] + "x", keys[0], "_" + keys[0], keys[0] + "1", "İ" + keys[0]]
    for text in texts:
        assert tagger._has_operator_word(text) == (tagger._operator_word.search(text.lower()) is not None), text[:80]


@pytest.mark.parametrize("lang", available_languages())
def test_any_symbol_is_the_class_search(lang):
    """``StartPositions._any_symbol`` (a long text by ``str.__contains__`` per symbol) answers as the search of the
    symbols' class, on texts either side of ``SYMBOL_SCAN``."""
    engine = RuleEngine(builtin_rules(lang))
    chars = engine.prefix_chars | engine.name_prefix_chars
    search = starts_module._symbol_class(chars).search
    rng = random.Random(29)
    pieces = PIECES + sorted(chars) + ["€", "£", "#", "№", "$", "+", "(", "x" * 50, "ñ", "\u2014", "😀"]
    texts = [t for _, t in gold_texts(40)] + everyday(lang)
    for _ in range(3000):
        n = rng.choice([1, 5, 30, 80, 150])
        texts.append("".join(rng.choice(pieces if rng.random() < 0.2 else ["a", "b ", " ", "é", "x" * 9])
                             for _ in range(n)))
    texts += ["", "x" * starts_module.SYMBOL_SCAN, "x" * starts_module.SYMBOL_SCAN + "$",
              "$" + "x" * starts_module.SYMBOL_SCAN, "x" * (starts_module.SYMBOL_SCAN - 1) + "'"]
    assert any(len(t) > starts_module.SYMBOL_SCAN for t in texts)
    for text in texts:
        assert engine._any_symbol(text) == (search(text) is not None), text[:80]


def test_folded_words_are_the_words_of_the_lowered_text():
    rng = random.Random(30)
    texts = [t for _, t in gold_texts(20)] + _random_pieces(rng, 3000) + _random_chars(rng, 3000)
    texts += ["".join(chr(rng.randrange(256)) for _ in range(40)) for _ in range(2000)] + ["", "İ", "ΑΣ", "Σ"]
    latin = 0
    for text in texts:
        got = starts_module.folded_words(text)
        try:
            text.encode("latin-1")
        except UnicodeEncodeError:
            assert got is None, text[:80]
            continue
        latin += 1
        assert got == re.findall(r"\w+", text.lower()), text[:80]
    assert latin > 5000


def test_the_symbol_test_pickles_with_the_engine():
    """An engine crosses to worker processes under spawn (``n_process``): its symbol test pickles and answers the
    same after it."""
    import pickle

    engine = RuleEngine(builtin_rules("en"))
    again = pickle.loads(pickle.dumps(engine._any_symbol))
    for text in ["", "$", "x" * 300, "x" * 300 + "€", "a (b", "no symbol here"]:
        assert again(text) == engine._any_symbol(text)
