"""The clause around an expression, and its words: what the tense cues (``normalize.tense``) read.

A clause ends at a line break, ";", "!", "?", ":" and a sentence's final dot (``BOUNDARY``; v18-: not the dot of
an abbreviation such as "vs.", ``boundaries``). ``clause_around`` cuts the text up to ``WINDOW`` characters on each
side of an expression at those limits, and drops from its left side a clause set off by commas
(``parenthetical_pattern``); ``WORD`` and ``ascii_words`` split a clause into words.
"""

from __future__ import annotations

import re
from typing import FrozenSet, Iterator, List

# Clause limits: a cue across one of these does not apply to the expression.
# a dot before a capital ends a sentence, except before a time zone ("until 9 a.m. EST Tuesday": one clause)
# Written with a literal first in every branch ("\n|;|!|\?", not the class "[\n;!?]": the same matches) so that
# ``re`` scans for the branches' first characters before trying a position (its charset prefix), 2-3 times faster
BOUNDARY = re.compile(r"\n|;|!|\?|\.\s+(?=[A-ZÀ-ÖØ-Þ\"'¿¡])(?![A-Z]{1,3}T\b|UTC\b)|\.$|:\s")
WINDOW = 90  # characters on each side of the expression that are read
_ABBREVIATED = re.compile(r"(?<![^\W\d_])([^\W\d_]+)\.$")  # the word a period closes, at the end of the text before it


def boundaries(text: str, abbreviations: FrozenSet[str]) -> Iterator[re.Match]:
    """The clause limits in ``text`` (``BOUNDARY``), but for v18-: a period that closes one of ``abbreviations``
    (CLAUSE_ABBREVIATIONS, lower case: "vs.", "Mr.", "Dr.") ends no clause ("a week after the anniversary of Roe vs.
    Wade, a bombing killed"), so a cue across it still counts."""
    if not abbreviations or "." not in text:
        return BOUNDARY.finditer(text)
    return (m for m in BOUNDARY.finditer(text) if not _abbreviation_at(text, m.start(), abbreviations))


def _abbreviation_at(text: str, i: int, abbreviations: FrozenSet[str]) -> bool:
    """Whether ``text[i]`` is a period closing one of ``abbreviations`` (a whole word: "vs.", not "Tours.")."""
    if text[i] != ".":
        return False
    w = _ABBREVIATED.search(text, max(0, i - 12), i + 1)
    return w is not None and w.group(1).lower() in abbreviations


WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")  # letters of any script (accented cue words)
# ``WORD`` on an ASCII string: its letters are [A-Za-z] there and "’" is not ASCII (the same words, found faster)
_ASCII_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
# an ASCII character that is no letter and no "'" -> a blank (``ascii_words``)
_NOT_LETTER = bytes(b if chr(b).isascii() and (chr(b).isalpha() or b == 39) else 32 for b in range(256))


def ascii_words(text: str) -> List[str]:
    """``_ASCII_WORD.findall(text)`` of an ASCII ``text``, by ``bytes.translate`` and ``str.split`` (4-5 times
    faster than the regex on a clause): a match holds only letters and "'", so the matches are those of each run of
    them; a run without "'" is one match, a run with one is read by the regex ("it's", "rock'n'roll", "'90s")."""
    runs = text.encode("ascii").translate(_NOT_LETTER).decode("ascii").split()
    if "'" not in text:
        return runs
    out: List[str] = []
    for run in runs:
        if "'" in run:
            out += _ASCII_WORD.findall(run)
        else:
            out.append(run)
    return out

# f15-: a clause set off by commas before the expression ("The agreement, reached hours before the deadline, funds
# the government until Jan. 15", "The governor, who took office in 2010, faces voters"): its verbs are not the
# tense of the clause the expression belongs to (issue 19 item 4), so the clause before the expression is read
# without it; one that opens with a digit (", 2013," of a date), closes right before the expression or whose comma
# goes on with a list's last item ("as chairman, president and chief executive in March": no clause) is kept; the
# words closing a list are a pack list (LIST_COORDINATORS: "and", "or"; "y", "e", "o", "u"; "und", "oder"), so
# each pack's pattern is built once (``parenthetical_pattern``, ``TenseCues.parenthetical``)
_PARENTHETICAL_SHAPE = r",\s+(?=[^\W\d_])[^,]*,(?=\s*\S)"
_LIST_END = r"(?!\s*[^\W\d_]+\s+(?:{})\s)"


def parenthetical_pattern(coordinators: FrozenSet[str]) -> re.Pattern:
    """The pattern of a clause set off by commas before an expression, for a pack whose words closing a list are
    ``coordinators`` (LIST_COORDINATORS; none: every comma pair sets off a clause). Built once per pack."""
    if not coordinators:
        return re.compile(_PARENTHETICAL_SHAPE)
    words = "|".join(re.escape(w) for w in sorted(coordinators, key=lambda w: (-len(w), w)))
    return re.compile(_PARENTHETICAL_SHAPE + _LIST_END.format(words))


NO_LIST_WORDS = parenthetical_pattern(frozenset())


def clause_around(text: str, start: int, end: int, parenthetical: re.Pattern,
            abbreviations: FrozenSet[str] = frozenset()) -> tuple:
    """The words of the clause before and after the expression, and whether ``left`` starts the clause; the
    left side without a clause set off by commas (``parenthetical``, the pack's ``TenseCues.parenthetical``)."""
    lo = max(0, start - WINDOW)
    hi = min(len(text), end + WINDOW)
    left = text[lo:start]
    right = text[end:hi]
    cut = None
    for m in boundaries(left, abbreviations):
        cut = m.end()
    if cut is not None:
        left = left[cut:]
    if left.count(",") >= 2:  # f15-: "The agreement, reached hours before the deadline, funds ... until Jan. 15"
        left = parenthetical.sub(" ", left)
    stop = next(boundaries(right, abbreviations), None)
    if stop:
        right = right[: stop.start()]
    return left, right, cut is not None or lo == 0
