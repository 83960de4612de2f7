"""Background dates: the dates of a text that do not move the story's time.

A date introduced by a NO_ANCHOR_AFTER word ("the first incursion since 1995") or, under ``convention="timeml"``,
an explicit date inside a clause set off by commas that opens with a SET_OFF_CLAUSE_OPENERS word ("The incumbent,
first elected in 2005, is seeking a third term") is background: the later dates of the text without a year do not
take its year. ``BackgroundDates`` holds the pack's words for both tests; ``ExpressionReader.moves_story`` asks it,
and ``compose.attach_times`` and the tagger ask ``set_off`` too.
"""

from __future__ import annotations

import re
from typing import FrozenSet, Pattern, Tuple

from ..rules import words as W

_FIRST_WORD = re.compile(r"(\w+)")
_TO_LAST_WORD_CHAR = re.compile(r"(?s).*\w")  # up to the last word character (greedy: one backtrack pass)
_TO_LAST_NON_WORD = re.compile(r"(?s).*\W")  # up to the last non-word character
# f15-: a date inside a clause set off by commas that opens with a SET_OFF_CLAUSE_OPENERS word (``set_off``): the
# clause's first word after its comma, and the clause going on to its closing comma after the date
_SET_OFF_OPEN = re.compile(r"\s+([^\W\d_]+)[^.;:!?\n,]*$")
_SET_OFF_CLOSE = re.compile(r"[^.;:!?\n,]{0,40},\s+[^\W\d_]")
SET_OFF_WINDOW = 60  # characters before a date in which its clause's opening comma is looked for


class BackgroundDates:
    """Whether a date of a text is background, from the words of a language pack.

    words (LanguageWords): The pack's word lists (NO_ANCHOR_AFTER, SET_OFF_CLAUSE_OPENERS).
    convention (str): "timeml" or "rag"; set-off clauses are read under "timeml" only.
    """

    def __init__(self, words: W.LanguageWords, convention: str) -> None:
        self._no_anchor_after: FrozenSet[str] = words.words(W.NO_ANCHOR_AFTER)
        # any NO_ANCHOR_AFTER word in a text, case aside (``may_be_background``); None: the pack has none
        self._background_word: Pattern[str] | None = re.compile(
            "|".join(re.escape(w) for w in sorted(self._no_anchor_after)), re.I) if self._no_anchor_after else None
        # the same words in lower case when all are ASCII: in an ASCII text, ``re.I`` equates exactly the letters
        # ``str.lower`` equates, so a substring test of the lowercased text answers as the search (a few times
        # faster on a long text); None: a word is not ASCII (the search is asked)
        self._background_ascii: Tuple[str, ...] | None = tuple(sorted({w.lower() for w in self._no_anchor_after})) \
            if self._no_anchor_after and all(w.isascii() for w in self._no_anchor_after) else None
        # convention="timeml": the first words of a clause set off by commas whose date is background
        self._set_off_openers: FrozenSet[str] = words.words(W.SET_OFF_CLAUSE_OPENERS) if convention == "timeml" \
            else frozenset()

    def introduced(self, text: str, start: int, end: int) -> bool:
        """Whether the date ``text[start:end]`` is background introduced by a word of the lexicon macro
        NO_ANCHOR_AFTER ("the first incursion since 1995"), as its first word or the word before it."""
        if not self._no_anchor_after:
            return False
        first = _FIRST_WORD.match(text, start, end)
        if first is not None and first.group(1).lower() in self._no_anchor_after:
            return True
        before = last_word_before(text, max(0, start - 24), start)
        return before is not None and before.lower() in self._no_anchor_after

    def may_be_background(self, text: str) -> bool:
        """Whether ``introduced`` may find a date of ``text`` background: False when the text is ASCII and no
        NO_ANCHOR_AFTER word is in it, case aside (the words ``introduced`` compares are pieces of the text,
        lowercased; a piece of an ASCII text lowercases as it does in the whole text, and a case-insensitive
        search finds every word that a lowercased piece equals, if a few more), so most texts never look around
        their dates. Read once per text."""
        if self._background_word is None:
            return False
        if not text.isascii():
            return True
        if self._background_ascii is not None:  # ``_background_word.search(text)``, as a substring test
            low = text.lower()
            return any(word in low for word in self._background_ascii)
        return self._background_word.search(text) is not None

    def set_off(self, text: str, start: int, end: int) -> bool:
        """f15- (convention="timeml"): whether an explicit date is background inside a clause set off by commas
        that opens with a SET_OFF_CLAUSE_OPENERS word ("The incumbent, [first] elected in 2005, is seeking a third
        term in the Sept. 22 vote", "The governor, [who] took office in 2010, faces voters again in the Nov. 5
        election"): the main clause does not tell of that year, so its dates without a year do not take it (n20-:
        nor does a bare time of the main clause take its day: ``compose.attach_times``). False under "rag"."""
        if not self._set_off_openers:
            return False
        comma = text.rfind(",", max(0, start - SET_OFF_WINDOW), start)
        if comma < 0:
            return False
        m = _SET_OFF_OPEN.match(text, comma + 1, start)
        return m is not None and m.group(1).lower() in self._set_off_openers \
            and _SET_OFF_CLOSE.match(text, end) is not None


def last_word_before(text: str, lo: int, end: int) -> str | None:
    """The last word (``\\w+``) of ``text[lo:end]``, cut at ``lo``, or None: what ``(\\w+)\\W*$`` searched from
    ``lo`` to ``end`` finds as its group, in two left-anchored matches instead of one attempt per position (each
    backtracking through the rest of its word: about 8 us on 24 characters)."""
    last = _TO_LAST_WORD_CHAR.match(text, lo, end)
    if last is None:
        return None
    gap = _TO_LAST_NON_WORD.match(text, lo, last.end())
    return text[lo if gap is None else gap.end():last.end()]
