"""Issue 22, long documents (branch h22l): the nearest tense cue before an expression is read from the nearest
word back and stops at the first cue (``tense._left_cue``), and the words after it are read up to
``MAX_DISTANCE``; the result is that of the loop over every word it replaced, on every dev corpus."""

from __future__ import annotations

import json
import random
import re

import pytest

from spacy_tempoeval.normalize import clause as clause_module
from spacy_tempoeval.normalize import tense
from spacy_tempoeval.normalize.tense import CLAUSE_START, MAX_DISTANCE, TenseCues
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.words import LanguageWords


def _nearest_cue_by_definition(text, start, end, cues):
    """``_nearest_cue`` as it was: every word of the clause read, the nearest cue kept."""
    if cues.past_follower and text.startswith(cues.past_follower, end) and not text[end + 2:end + 3].isalpha():
        return "past", None
    left, right, starts_clause = clause_module.clause_around(text, start, end, cues.parenthetical, cues.abbreviations)
    best = best_word = None
    best_dist = MAX_DISTANCE + 1
    words = clause_module.WORD.findall(left)
    left_words = words
    # l17-: a rescheduling pair right before the expression ("moved to"), whatever else the clause says
    if len(words) >= 2 and f"{words[-2].lower()} {words[-1].lower()}" in cues.future_pairs_before:
        return "future", words[-1]
    first = CLAUSE_START if starts_clause else None
    for i, w in enumerate(words):
        dist = len(words) - i
        if dist > tense.LEFT_ONLY_DISTANCE and w.lower() in cues.left_only:
            continue  # h19t: a far "since" heads another date
        prev = words[i - 1].lower() if i else first
        if prev == CLAUSE_START and cues.participle_next and len(words) > 1 \
                and words[1].lower() not in cues.participle_next:
            prev = None  # h19t: "Survived COS this Tue": a past with no subject
        if w.lower() in cues.present and dist <= MAX_DISTANCE + 1:
            best, best_word, best_dist = None, None, dist  # h19e5: the date's own present verb: no cue before it
            continue
        cue = tense._cue(w, prev, cues, dist)
        if cue and dist <= best_dist:
            best, best_word, best_dist = cue, w, dist
    if best is None:
        best_dist = MAX_DISTANCE + 1
    words = clause_module.WORD.findall(right)
    if best is not None:
        at = left.rfind(best_word)
        if cues.clause_openers is not None and at >= 0 and cues.clause_openers.search(left, at + len(best_word)):
            # h19e4: "dispuso que [el lunes 15] será feriado": the date's own clause's cue, when it has one
            for i, w in enumerate(words[:MAX_DISTANCE]):
                cue = None if w.lower() in cues.left_only else \
                    tense._cue(w, words[i - 1].lower() if i else None, cues, i + 1)
                if cue:
                    return cue, w
        return best, best_word
    if cues.report_after_comma and words and words[0].lower() in cues.report_after_comma \
            and right.lstrip().startswith(","):
        words = []  # e24-: ", informó hoy a Efe ...": a postposed attribution is no cue of the date's clause
    for i, w in enumerate(words):
        if w.lower() in cues.left_only:
            continue
        cue = tense._cue(w, words[i - 1].lower() if i else None, cues, i + 1)
        if cue and i + 1 < best_dist:
            if cues.coordinators and i and words[i - 1].lower() in cues.coordinators \
                    and words.index(w) == i and _lean(left_words, cues)[0] is not None:
                return _lean(left_words, cues)  # h19e4: "desde [enero] y prevé": the next predicate's cue
            return cue, w
    # v18-: a fronted expression whose clause goes on after a clause set off by commas: the words after it
    if starts_clause and len(left_words) <= tense.FRONTED_WORDS and text.startswith(",", end):
        words = tense._after_set_off(text, end, cues)
        for i, w in enumerate(words[:MAX_DISTANCE]):
            if w.lower() in cues.left_only:
                continue
            cue = tense._cue(w, words[i - 1].lower() if i else None, cues, i + 1)
            if cue:
                return cue, w
    return _lean(left_words, cues)


def _lean(left_words, cues):
    """No cue in the clause: a TENSE_PAST_BEFORE word (h19e; h19e4: or two words, "tras la") right before the
    expression leans it back, a TENSE_FUTURE_BEFORE word (l17-) ahead."""
    pair = f"{left_words[-2].lower()} {left_words[-1].lower()}" if len(left_words) >= 2 else ""
    if left_words and (left_words[-1].lower() in cues.past_before or pair in cues.past_before):
        return "past", left_words[-1]
    if left_words and left_words[-1].lower() in cues.future_before and pair not in cues.not_future_pairs:
        return "future", left_words[-1]
    return None, None


@pytest.mark.parametrize("lang", ["en", "es"])
def test_nearest_cue_is_that_of_its_definition(gold_dir, lang):
    cues = TenseCues.from_words(LanguageWords(builtin_rules(lang).terms))
    rng = random.Random(22)
    n = 0
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            texts = [json.loads(line)["text"] for line in f][:150]
        for text in texts:
            for m in re.finditer(r"\d+|[A-Z][a-z]+day|\w+ago", text):
                ends = [m.end(), min(len(text), m.end() + rng.randint(0, 20))]
                for end in ends:
                    assert tense._nearest_cue(text, m.start(), end, cues) \
                        == _nearest_cue_by_definition(text, m.start(), end, cues), (text[m.start() - 90:end + 90])
                    n += 1
    # long clauses: more than MAX_DISTANCE words on either side, cues near and far
    long_words = ["said", "will", "the", "company", "reported", "expected", "is", "to", "a", "plan", "received", "go"]
    short_words = ["a", "x", "y", "z", "b", "c", "d", "e", "o", "u", "is", "to", "was", "had", "did", "will", "'ll"]
    for k in range(6000):
        words = short_words if k % 2 else long_words
        left = " ".join(rng.choice(words) for _ in range(rng.randint(0, 50)))
        right = " ".join(rng.choice(words) for _ in range(rng.randint(0, 50)))
        text = f"{left} March {right}".strip()
        start = text.index("March")
        assert tense._nearest_cue(text, start, start + 5, cues) == _nearest_cue_by_definition(text, start, start + 5,
                                                                                               cues), text
        n += 1
    assert n > 3000
