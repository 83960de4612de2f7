"""Tense cues: which way an underspecified date points, read off the words around it.

"In March, the company *reported* a loss" (written in October) is the March before; "the meeting *will* be held in
March" is the March after. Without a part-of-speech tagger we read a few cue words in the clause around the
expression: modal and planning words point to the future, past-tense auxiliaries, frequent irregular past forms,
"ago" and "-ed" forms of common reporting and financial verbs point to the past. The cue nearest to the
expression wins; with no cue the caller falls back to its configured direction.

Commands and requests ("book a table for July 18th", "I'd like a reservation on Aug. 5") are about the future:
imperative booking verbs and "want/need/like to" count as future cues.
"""

from __future__ import annotations

import re

# Clause limits: a cue across one of these does not apply to the expression.
_BOUNDARY = re.compile(r"[\n;!?]|\.\s+(?=[A-Z\"'])|\.$|:\s")
WINDOW = 90  # characters on each side of the expression that are read
_WORD = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?")

FUTURE_WORDS = frozenset(
    [
        "will", "'ll", "’ll", "shall", "wo", "gonna", "going", "planning", "scheduled",
        "schedule", "upcoming", "book", "booking", "reserve", "reservation", "reservations", "remind", "want",
        "wants", "need", "needs", "would", "'d", "’d", "intend", "intends", "hope", "hopes", "aim", "aims",
    ]
)
PAST_WORDS = frozenset(
    [
        "was", "were", "had", "did", "ended", "earned", "posted", "reported", "rose", "fell", "dropped",
        "declined", "climbed", "jumped", "slipped", "gained", "lost", "announced", "resigned", "died", "killed",
        "elected", "won", "began", "became", "took", "made", "came", "went", "saw", "sold", "bought", "paid",
        "left", "met", "got", "gave", "ran", "grew", "stood", "fought", "brought", "sent", "spent", "completed",
        "acquired", "filed", "agreed", "approved", "signed", "launched", "opened", "closed", "totaled",
        "totalled", "issued", "decided",
    ]
)
# a past form after these is passive or infinitive ("will be paid", "to be completed"), not the past tense
_NOT_PAST_BEFORE = frozenset({"be", "been", "being", "to", "will", "is", "are", "am", "get", "gets"})
MAX_DISTANCE = 20  # words between a cue and the expression
# "will" after these is not a modal ("free will", "the will of the people")
_NOT_MODAL_BEFORE = frozenset({"the", "free", "good", "ill", "a", "his", "her", "their", "political"})


def _clause(text: str, start: int, end: int) -> tuple:
    lo = max(0, start - WINDOW)
    hi = min(len(text), end + WINDOW)
    left = text[lo:start]
    right = text[end:hi]
    cut = None
    for m in _BOUNDARY.finditer(left):
        cut = m.end()
    if cut is not None:
        left = left[cut:]
    m = _BOUNDARY.search(right)
    if m:
        right = right[: m.start()]
    return left, right


def _cue(word: str, prev: str | None) -> str | None:
    w = word.lower()
    if w in ("will",) and prev in _NOT_MODAL_BEFORE:
        return None
    if w in FUTURE_WORDS or w.endswith(("'ll", "’ll", "'d", "’d")):
        return "future"
    if prev in _NOT_PAST_BEFORE:
        return None
    if w in PAST_WORDS:
        return "past"
    return None


def tense_direction(text: str, start: int, end: int) -> str | None:
    """The direction ("past" or "future") the clause around ``text[start:end]`` points to, or None.

    text (str): The whole text.
    start (int): Start offset of the expression.
    end (int): End offset of the expression.
    RETURNS (Optional[str]): "past", "future", or None when no cue is found.
    """
    left, right = _clause(text, start, end)
    best: str | None = None
    best_dist = MAX_DISTANCE + 1
    words = _WORD.findall(left)
    for i, w in enumerate(words):
        cue = _cue(w, words[i - 1].lower() if i else None)
        dist = len(words) - i
        if cue and dist <= best_dist:
            best, best_dist = cue, dist
    if best is not None:
        return best
    words = _WORD.findall(right)
    for i, w in enumerate(words):
        cue = _cue(w, words[i - 1].lower() if i else None)
        if cue and i + 1 < best_dist:
            best, best_dist = cue, i + 1
            break
    return best
