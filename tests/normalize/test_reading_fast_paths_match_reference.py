"""Issue 22, the reading and storing after the rule engine (branch h22w): each faster path against the path it
replaced (kept here as the reference), on the dev corpora's texts and on random texts, field for field.

- ``tense._may_cue``: a word it says no for is no cue (``_cue`` is None) whatever the word before it and its
  distance; ``_nearest_cue`` (which skips such words, and reads an ASCII clause with an ASCII word pattern) gives
  the old answer;
- ``BackgroundDates.may_be_background``: the substring test of an ASCII text answers as the ``re.I`` search;
- ``OperatorWords.before`` / ``after`` / ``leading``: the early stop at a word that ends (starts) no phrase gives
  the old answer at every position;
- ``IntervalMerger._bare_start_of``: no search without a digit gives the old answer;
- ``ExpressionReader.expression_years``: the kept years are ``value_years``'s;
- ``doc_text``: ``doc.text`` exactly, by the rows' table, by the orth IDs and for short docs;
- the tagger's expressions with all of the above switched back to the reference code: the same, en/es/de, rag
  and timeml.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from typing import List, Tuple

import pytest
from dev_texts import everyday, gold_texts

from spacy_tempoeval.normalize import clause as clause_module
from spacy_tempoeval.normalize import expression as expression_module
from spacy_tempoeval.normalize import intervals as intervals_module
from spacy_tempoeval.normalize import operators as operators_module
from spacy_tempoeval.normalize import tense
from spacy_tempoeval.normalize.background import BackgroundDates
from spacy_tempoeval.normalize.timexes import Reading, TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.words import LanguageWords
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2024, 5, 17)
ODD = ["İ", "ß", "Σ", "ſince", "’ll", "cerrará", "abrirán", "\u2028", "\xa0", "\t", "\n", "é", "٣", "K"]


def _random_texts(rng: random.Random, words: List[str], n: int) -> List[str]:
    seps = [" ", " ", " ", ", ", ". ", ".\n", "; ", ": ", "-", " - ", "\t", "  "]
    out = []
    for _ in range(n):
        k = rng.randint(1, 40)
        out.append("".join(rng.choice(words) + rng.choice(seps) for _ in range(k)).strip())
    return out


# -- the reference code (as it was before this branch) ----------------------------------------------------------

def _ref_nearest_cue(text, start, end, cues, clause=None, lean=False):
    """``tense._nearest_cue`` before h22w: every word given to ``_cue``, the Unicode word pattern always (with the
    l17- rescheduling pairs and the lean of a TENSE_FUTURE_BEFORE word, read the same way)."""
    if cues.past_follower and text.startswith(cues.past_follower, end) \
            and not text[end + 2:end + 3].isalpha():
        return "past", None
    left, right, starts_clause = clause if clause is not None \
        else clause_module.clause_around(text, start, end, cues.parenthetical, cues.abbreviations)
    left_words = clause_module.WORD.findall(left)
    if left_words and cues.future_pairs:
        first = clause_module.WORD.match(text, start)
        if first is not None and f"{left_words[-1].lower()} {first.group().lower()}" in cues.future_pairs:
            return "future", first.group()
    if len(left_words) >= 2 and f"{left_words[-2].lower()} {left_words[-1].lower()}" in cues.future_pairs_before:
        return "future", left_words[-1]
    clock = tense._CLOCK_END.search(text, max(0, start - tense.CLOCK_CHARS), start) if left_words else None
    if clock is not None and cues.future_pairs_before:  # t24-: "pushed to [6:40am] [thurs]"
        kept = left_words[:len(left_words) - len(clause_module.WORD.findall(clock.group()))]
        if len(kept) >= 2 and f"{kept[-2].lower()} {kept[-1].lower()}" in cues.future_pairs_before:
            return "future", kept[-1]
    if cues.future_frames:  # s18-: a frame around the date ("auf [den 4. April] vertagt")
        frame = tense._frame(text, start, end, left_words, right, cues)
        if frame is not None:
            return "future", frame
    n = len(left_words)
    first_prev = tense.CLAUSE_START if starts_clause else None
    for i in range(n - 1, max(n - tense.MAX_DISTANCE - 1, 0) - 1, -1):
        if n - i > tense.LEFT_ONLY_DISTANCE and left_words[i].lower() in cues.left_only:
            continue  # h19t: a far "since" heads another date
        if left_words[i].lower() in cues.present:
            break  # h19e5: the date's own present verb ("y concluye [el 30 de noviembre]"): no cue before it
        prev = left_words[i - 1].lower() if i else first_prev
        if prev == tense.CLAUSE_START and cues.participle_next and n > 1 \
                and left_words[1].lower() not in cues.participle_next:
            prev = None  # h19t: "Survived COS this Tue": a past with no subject
        cue = tense._cue(left_words[i], prev, cues, n - i)
        if cue:
            at = left.rfind(left_words[i])
            if cues.clause_openers is not None and at >= 0 \
                    and cues.clause_openers.search(left, at + len(left_words[i])):
                # h19e4: "dispuso que [el lunes 15] será feriado": the date's own clause's cue, when it has one
                own, w = _ref_right_cue(clause_module.WORD.findall(right), cues)
                if own:
                    return own, w
            return cue, left_words[i]
    words = clause_module.WORD.findall(right)
    if cues.report_after_comma and words and words[0].lower() in cues.report_after_comma \
            and right.lstrip().startswith(","):
        words = []  # e24-: a postposed attribution (", anunció hoy") is no cue of the date's clause
    cue, w = _ref_right_cue(words, cues)
    if cue:
        i = words.index(w)
        if i > 1 and words[i - 1].lower() in cues.coordinated_subjects:
            i -= 1  # t24-: "and [i] started it": a subject between the coordinator and the cue
        if cues.coordinators and i and words[i - 1].lower() in cues.coordinators:
            # h19e4: "desde [enero] y prevé": the next predicate's cue; the lean before the date wins
            leaned = _ref_lean(tense._with_head(text, start, end, left_words, cues), cues, lean)
            if leaned[0] is not None:
                return leaned
        return cue, w
    if starts_clause and len(left_words) <= tense.FRONTED_WORDS and text.startswith(",", end):
        # v18-: the clause goes on after a set-off clause
        cue, w = _ref_right_cue(tense._after_set_off(text, end, cues), cues)
        if cue:
            return cue, w
    return _ref_lean(tense._with_head(text, start, end, left_words, cues), cues, lean)  # s18-: the lean word


def _ref_lean(left_words, cues, lean):
    """The lean of the word(s) right before the expression (h19e: "desde [enero]"; h19e4: two words, "tras la
    [del 29 de marzo]"; l17-: a TENSE_FUTURE_BEFORE word), or (None, None)."""
    pair = f"{left_words[-2].lower()} {left_words[-1].lower()}" if len(left_words) >= 2 else ""
    if left_words and (left_words[-1].lower() in cues.past_before or pair in cues.past_before):
        return "past", (True if lean else left_words[-1])
    if left_words and left_words[-1].lower() in cues.future_before and pair not in cues.not_future_pairs:
        return "future", (True if lean else left_words[-1])
    return None, None


def _ref_right_cue(words, cues):
    """The first cue among the words after the expression (at most MAX_DISTANCE of them), every word read."""
    for i, w in enumerate(words[:tense.MAX_DISTANCE]):
        if w.lower() in cues.left_only:
            continue
        cue = tense._cue(w, words[i - 1].lower() if i else None, cues, i + 1)
        if cue:
            return cue, w
    return None, None


def _ref_may_be_background(self, text):
    if self._background_word is None:
        return False
    return not text.isascii() or self._background_word.search(text) is not None


def _ref_before(self, text, start):
    """``OperatorWords.before`` before h22w: the whole chain read."""
    if not self.prefix:
        return None
    lo = max(0, start - operators_module._LOOKBACK)
    words = list(operators_module._WORD.finditer(text, lo, start))
    chain = []
    pos = start
    cap = operators_module.MAX_GAP_WORDS + self.max_prefix
    for m in reversed(words):
        sep = text[m.end():pos]
        if not sep or not sep.isspace():
            break
        pos = m.start()
        chain.append((operators_module._norm(m.group()), pos))
        if len(chain) >= cap:
            break
    chain.reverse()
    n = len(chain)
    for gaps in range(0, min(operators_module.MAX_GAP_WORDS, n) + 1):
        if gaps and chain[n - gaps][0] not in self.gap:
            break
        end = n - gaps
        if end == 0 or chain[end - 1][0] not in self.last_words:
            continue
        for k in range(min(self.max_prefix, end), 0, -1):
            op = self.prefix.get(tuple(w for w, _ in chain[end - k:end]))
            if op is not None:
                return operators_module.Found(op, chain[end - k][1])
    return None


def _ref_leading(self, span_text):
    """``OperatorWords.leading`` before h22w: every word normalized."""
    words = [operators_module._norm(w) for w in operators_module._WORD.findall(span_text)]
    for k in range(min(self.max_prefix, len(words) - 1), 0, -1):
        op = self.prefix.get(tuple(words[:k]))
        if op is not None and op.relation and op.relation != "between":
            return op
    return None


def _ref_after(self, text, end):
    """``OperatorWords.after`` before h22w: every word up to the longest phrase read."""
    if not self.suffix:
        return None
    words = []
    pos = end
    longest = max(len(k) for k in self.suffix)
    limit = min(len(text), end + operators_module._LOOKBACK)
    while len(words) < longest:
        m = operators_module._NEXT_WORD.match(text, pos, limit)
        if m is None:
            break
        possessive = m.group(2)[0] in "'’"
        if (possessive and (m.group(1) or words)) or (not possessive and not m.group(1)):
            break
        words.append((operators_module._norm(m.group(2)), m.end()))
        pos = m.end()
    for k in range(len(words), 0, -1):
        op = self.suffix.get(tuple(w for w, _ in words[:k]))
        if op is not None:
            return operators_module.Found(op, words[k - 1][1])
    return None


def _ref_bare_start_of(self, t, text, lo, day, clock):
    """``IntervalMerger._bare_start_of`` before h22w: the search asked whatever the window holds."""
    pattern = self._bare_start_open if self._starts_to.match(t.text) else self._bare_start
    before = pattern.search(text, max(lo, t.start - 24), t.start)
    if before is None:
        return None
    to = before.groupdict().get("to")
    if to is not None and to.lower() in self._and and before.group("open") is None:
        return None
    n = int(before.group("n"))
    if day is not None and not before.group("m") and 1 <= n < int(day.group("d")):
        start_value = f"{day.group('ym')}-{n:02d}"
    elif clock is not None and n <= 23:
        hour = n + 12 if n < 12 and n + 12 <= int(clock.group("h")) and intervals_module._afternoon(t, clock) else n
        start_value = f"{clock.group('day')}T{hour:02d}:{before.group('m') or '00'}"
        if start_value > t.value:
            return None
    else:
        return None
    return before, start_value


class _Forget(dict):
    """A memo that never remembers (the reference: computed every time)."""

    def get(self, key, default=None):
        return default


def _reference_paths(monkeypatch) -> None:
    """Switch the tagger back to the reference code of every path this branch changed."""
    monkeypatch.setattr(tense, "_nearest_cue", _ref_nearest_cue)
    monkeypatch.setattr(BackgroundDates, "may_be_background", _ref_may_be_background)
    monkeypatch.setattr(operators_module.OperatorWords, "before", _ref_before)
    monkeypatch.setattr(operators_module.OperatorWords, "leading", _ref_leading)
    monkeypatch.setattr(operators_module.OperatorWords, "after", _ref_after)
    monkeypatch.setattr(intervals_module.IntervalMerger, "_bare_start_of", _ref_bare_start_of)


# -- tests ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_a_word_that_may_be_no_cue_is_none(lang):
    cues = tense.TenseCues.from_words(LanguageWords(builtin_rules(lang).terms))
    table = tense._may_cue_table(cues)
    pair_words = {w for pair in cues.future_pairs for w in pair.split()}
    words = set(pair_words) | set(cues.future) | set(cues.past) | set(cues.past_near) | set(cues.not_past_after) \
        | set(cues.not_modal_after) | set(cues.command) | set(cues.not_past_suffix) | set(cues.left_only)
    words |= {w.upper() for w in list(words)} | {w.title() for w in list(words)}
    for _, text in gold_texts(40):
        words.update(clause_module.WORD.findall(text))
    words.update(clause_module.WORD.findall(" ".join(everyday(lang))))
    words.update(["shipped", "received", "need", "bed", "we'll", "I’d", "cerrará", "Abrirán", "will", "WILL"] + ODD)
    # the word before matters only through a pair ("delayed until"), TENSE_NOT_PAST_AFTER, TENSE_NOT_MODAL_AFTER
    # and CLAUSE_START: each of those, and a few others
    prevs = [None, tense.CLAUSE_START] + sorted({pair.rsplit(" ", 1)[0] for pair in cues.future_pairs}
                                                | set(cues.not_past_after) | set(cues.not_modal_after)) \
        + ["the", "is", "to"]
    rng = random.Random(4)
    words = sorted(words)
    words = [w for w in words if w in pair_words or w.lower() in pair_words] + rng.sample(words, min(3000, len(words)))
    checked = 0
    for w in words:
        may = tense._may_cue(w, cues, table)
        if may:
            continue
        for prev in prevs:
            for dist in (1, 3, 4, 10, 11):
                assert tense._cue(w, prev, cues, dist) is None, (w, prev, dist)
                checked += 1
    assert checked > 1000


def _positions(text: str, rng: random.Random) -> List[Tuple[int, int]]:
    out = []
    for m in re.finditer(r"\d+|[A-Z][a-z]+day|\w+ago|[A-Z][a-z]+", text):
        out.append((m.start(), m.end()))
        out.append((m.start(), min(len(text), m.end() + rng.randint(0, 12))))
    return out


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_nearest_cue_is_the_reference(lang):
    cues = tense.TenseCues.from_words(LanguageWords(builtin_rules(lang).terms))
    rng = random.Random(22)
    texts = [t for _, t in gold_texts(30)] + everyday(lang)[:300]
    vocab = sorted(cues.future | cues.past | cues.past_near | cues.command | cues.left_only)[:300]
    vocab += ["March", "Friday", "the", "company", "said", "will", "is", "to", "delayed", "until"] + ODD
    texts += _random_texts(rng, vocab + [w.upper() for w in vocab[:50]], 800)
    n = 0
    for text in texts:
        for start, end in _positions(text, rng):
            assert tense._nearest_cue(text, start, end, cues) == _ref_nearest_cue(text, start, end, cues), \
                text[max(0, start - 90):end + 90]
            assert tense.command_or_direction(text, start, end, cues)[1] in (
                None, _ref_nearest_cue(text, start, end, cues)[0], tense.HEADED_PAST)  # p17-: "since [March]"
            n += 1
    assert n > 2000


def test_ascii_word_pattern_is_the_word_pattern_on_ascii():
    rng = random.Random(5)
    chars = [chr(i) for i in range(128)]
    for _ in range(3000):
        s = "".join(rng.choice(chars) for _ in range(rng.randint(0, 30)))
        assert clause_module._ASCII_WORD.findall(s) == clause_module.WORD.findall(s), repr(s)


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_may_be_background_is_the_search(lang):
    tagger = TemporalTagger(builtin_rules(lang))
    reader = tagger.expressions
    words = sorted(reader.background._no_anchor_after) or ["since"]
    rng = random.Random(9)
    texts = [t for _, t in gold_texts(60)] + everyday(lang)
    for w in words:
        texts += [w, w.upper(), w.title(), f"x{w}y 1995", f"the first since {w.upper()} 1995", w[:-1], w + "ſ"]
    texts += _random_texts(rng, words + ["the", "Since", "SINCE", "sinc", "ince", "in", "1995"] + ODD, 500)
    for text in texts:
        assert reader.background.may_be_background(text) == _ref_may_be_background(reader.background, text), text


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_operator_before_is_the_reference(lang):
    words = TemporalTagger(builtin_rules(lang)).operators
    rng = random.Random(3)
    phrases = [" ".join(k) for k in list(words.prefix)[:200]] + sorted(words.gap)[:50]
    phrases += [" ".join(k) for k in list(words.suffix)[:100]] + ["'s", "’s", "aftermath", "began", "ended"]
    texts = [t for _, t in gold_texts(15, 1000)] + everyday(lang)[:200]
    texts += _random_texts(rng, phrases + ["1995", "the", "war", "In", "X", "pre-1990", "’s"] + ODD, 400)
    n = 0
    for text in texts:
        for start in range(len(text) + 1):
            if start and text[start - 1].isspace() or start == len(text) or rng.random() < 0.05:
                assert words.before(text, start) == _ref_before(words, text, start), (text, start)
                assert words.after(text, start) == _ref_after(words, text, start), (text, start)
                assert words.leading(text[start:start + 40]) == _ref_leading(words, text[start:start + 40])
                n += 1
    assert n > 5000


@pytest.mark.parametrize("lang", ["en", "es", "de"])
@pytest.mark.parametrize("convention", ["rag", "timeml"])
def test_tagger_is_the_reference(lang, convention, monkeypatch):
    """The whole tagger (every changed path at once) against the reference code of each path."""
    rng = random.Random(17)
    texts = [t for l_, t in gold_texts(25) if l_ == lang or lang == "de"][:120] + everyday(lang)[:300]
    texts += ["from 9 to 11am", "between 2 and 4 pm", "del 13 al 15 de julio", "June 10-14", "3-4pm",
              "In March, the company reported a loss; it will report again in June.", "the first since 1995",
              "Since 1990 prices rose; in 1998 they fell.", "vom 13. bis 15. Juli", "seit 1995",
              "In 2001, four years after the war, on May 3."]
    vocab = ["March", "Friday", "3", "15", "to", "-", "from", "since", "in", "1995", "will", "said", "the", "at",
             "pm", "del", "al", "de", "julio", "bis", "Juli", "after", "before", "years", "two"] + ODD
    texts += _random_texts(rng, vocab, 300)
    settings = TaggerSettings(convention=convention)
    tagger = TemporalTagger(builtin_rules(lang), settings)  # once: a build per text made this test take minutes
    new = [tagger._tag_text(t, REF, (), None, None) for t in texts]
    _reference_paths(monkeypatch)
    ref_tagger = TemporalTagger(builtin_rules(lang), settings)
    ref_tagger.expressions._years = _Forget()  # ``value_years`` asked for every expression
    for text, got in zip(texts, new):
        assert [tuple(t) for t in got] == [tuple(t) for t in ref_tagger._tag_text(text, REF, (), None, None)], text


def test_reading_defaults_are_the_named_tuple_defaults():
    r = Reading("REF", None, 3, None, "past")
    assert tuple(r) == ("REF", None, 3, None, "past", *expression_module._READING_DEFAULTS)
    assert Reading._fields[expression_module._DIRECTION:expression_module._DIRECTION + 2] == ("direction", "slack")


def test_doc_text_is_doc_text():
    spacy = pytest.importorskip("spacy")
    from spacy_tempoeval.pipeline import doc_text as dt_module

    rng = random.Random(1)
    texts = [t for _, t in gold_texts(30)] + everyday("en")[:200]
    texts += ["", " ", "  x  y ", "a\n\nb", "x\xa0y", "\t", "İß Σ ſ"] + _random_texts(rng, ["a", "Bb", "1", "’"] + ODD,
                                                                                     300)
    for lang in ("en", "es"):
        nlp = spacy.blank(lang)
        for text in texts:
            doc = nlp(text)
            array = doc.to_array(dt_module.TEXT_ATTRS)
            assert dt_module.doc_text(doc) == doc.text
            assert dt_module.doc_text(doc, array) == doc.text
            if len(array):
                assert dt_module._by_orth(doc, array) == doc.text
            # the table filled, again (the hit path)
            assert dt_module.doc_text(doc, doc.to_array(dt_module.TEXT_ATTRS)) == doc.text


@pytest.mark.parametrize("convention", ["rag", "timeml"])
def test_kept_years_are_value_years(convention):
    from spacy_tempoeval.normalize.timex import value_years

    for settings in (TaggerSettings(convention=convention), TaggerSettings(convention=convention, min_year=1900,
                                                                            max_year=2000, narrow_modifiers=True)):
        tagger = TemporalTagger(builtin_rules("en"), settings)
        texts = ["from 1999 to 2003", "early 1990s", "the late 19th century", "in 2019", "June 3, 1850",
                 "between 1890 and 1910", "the mid-1990s", "in 2050", "the 1800s"] + everyday("en")[:200]
        for text in texts:
            tagger._tag_text(text, REF, (), None, None)
        assert tagger.expressions._years
        for (value, mod, endpoints), years in tagger.expressions._years.items():
            assert years == value_years(value, mod, settings, endpoints)
