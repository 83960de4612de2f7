"""Tense cues: which way an underspecified date points, read off the words around it.

"In March, the company *reported* a loss" (written in October) is the March before; "the meeting *will* be held in
March" is the March after. Without a part-of-speech tagger we read a few cue words in the clause around the
expression: modal and planning words point to the future, past-tense auxiliaries, frequent irregular past forms,
"ago", "-ed" forms of common reporting and financial verbs, and any other regular past form (an ending of
TENSE_PAST_SUFFIX, "-ed" in English: "In March, the company *received* a subpoena"; not after "is", "be", "to":
"is expected in March") point to the past, a regular future form (TENSE_FUTURE_SUFFIX, Spanish "-rá", "-rán":
"*cerrará* el 17") to the future, and so does a possessive right after the expression
(TENSE_PAST_FOLLOWER: "Thursday's closing price", "Wednesday's ruling"). The cue nearest to the
expression wins; with no cue the caller falls back to its configured direction.

Commands and requests ("book a table for July 18th", "I'd like a reservation on Aug. 5") are about the future:
imperative booking verbs and "want/need/like to" count as future cues. A clause that opens with a command verb
(TENSE_COMMAND: "Cancel the booking I made for Feb 4", "Delete what I added for the 9th") points to the future
whatever the tense of the relative clause inside it.

With no cue in the clause, a forward-pointing word right before the expression (TENSE_FUTURE_BEFORE: "snow *thru*
tues", "tickets *for* fri", "opening day *is* monday") leans it to the future (``_before_cue``; a pair of
TENSE_NOT_FUTURE_PAIRS is none: "thanks for friday", "this year through August"), and two words right before it
that set a new date (TENSE_FUTURE_PAIRS_BEFORE: "was *moved to* April 4") point to the future whatever the tense.
The lean word may also open the match, when the rule took the preposition in ("sale [thru mon]"; s18-).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Dict, FrozenSet, List, Tuple

from ..rules import words as W
from .clause import NO_LIST_WORDS, WINDOW, WORD, ascii_words, boundaries, clause_around, parenthetical_pattern

MAX_DISTANCE = 20  # words between a cue and the expression
MIN_SUFFIX_WORD = 5  # letters a word needs before its ending counts as a past form ("need", "bed" do not)
SUFFIX_DISTANCE = 10  # words between a regular past form and the expression (farther, it is often a participle)
# the "word" before the first word of a clause: a regular past form there has no subject, so it is a participle
# ("Staffed from May to July", "Closed Monday"), not a past cue
CLAUSE_START = "^"
LEFT_ONLY_DISTANCE = 5  # t20-: words from a TENSE_LEFT_ONLY cue to its date ("since shortly after the [Oct. 23]")
NEAR_DISTANCE = 3  # words between a TENSE_PAST_NEAR cue and the expression ("said Monday", "told customers Monday")


@dataclass(frozen=True)
class TenseCues:
    """The cue words, read from the lexicon macros TENSE_FUTURE, TENSE_PAST, TENSE_PAST_NEAR (past cues only
    within ``NEAR_DISTANCE`` words: reporting verbs, whose complement clause keeps its own tense),
    TENSE_NOT_PAST_AFTER, TENSE_NOT_MODAL_AFTER and TENSE_NOT_FUTURE_PAIRS (the pack's ``lexicon.jsonl``,
    ``rules/data/<lang>/``), so linguists tune them as data."""

    future: FrozenSet[str] = frozenset()
    past: FrozenSet[str] = frozenset()
    not_past_after: FrozenSet[str] = frozenset()
    not_modal_after: FrozenSet[str] = frozenset()
    command: FrozenSet[str] = frozenset()
    past_near: FrozenSet[str] = frozenset()
    past_suffix: Tuple[str, ...] = ()
    not_past_suffix: FrozenSet[str] = frozenset()
    past_follower: Tuple[str, ...] = ()
    future_pairs: FrozenSet[str] = frozenset()  # "is to": a plan ("is to resume trading Tuesday")
    future_modal: FrozenSet[str] = frozenset()  # "will", "shall": the future of the writer's time
    left_only: FrozenSet[str] = frozenset()  # "since": a cue before the expression only
    future_suffix: Tuple[str, ...] = ()  # Spanish "-rá": "cerrará", "abrirán"
    not_future_pairs: FrozenSet[str] = frozenset()  # "the start": a future cue word used as a noun
    # a clause set off by commas before the expression, whose words the cues skip (``parenthetical_pattern``)
    parenthetical: re.Pattern = NO_LIST_WORDS
    # l17-: right before the expression, a future cue when the clause has no other ("snow thru tues", "tickets for
    # fri", "opening day is monday"; "was closed until Tuesday" keeps its past "was")
    future_before: FrozenSet[str] = frozenset()
    # l17-: two words ending right before the expression that move it ahead ("was moved to April 4")
    future_pairs_before: FrozenSet[str] = frozenset()
    # v18-: abbreviations whose period ends no clause ("vs.", "Mr.": ``boundaries``)
    abbreviations: FrozenSet[str] = frozenset()
    # s18-: "<word before> <word after>" around the expression that move it ahead ("auf [Dienstag] verschoben")
    future_frames: FrozenSet[str] = frozenset()
    past_before: FrozenSet[str] = frozenset()  # h19e: as future_before, pointing back ("desde [enero]")
    # t20-: a clause's first "-ed" word is a participle before one ("Staffed from"), else a past ("Survived COS")
    participle_next: FrozenSet[str] = frozenset()
    # h19e4: the words that join two predicates ("y", "and"; LIST_COORDINATORS): a cue after one is another verb's
    coordinators: FrozenSet[str] = frozenset()
    # h19e4: what opens the date's own clause after a left cue ("que", ", y"): the clause's right cue then wins
    clause_openers: re.Pattern | None = None
    # h19e5: present verbs ("concluye") that, nearest before a date, are its own predicate and point nowhere
    present: FrozenSet[str] = frozenset()
    # n22-: news clock spellings ("a.m", "p.m"; TIMEML_FUTURE_CLOCK_FOLLOWS_DAY) of a time that, in a future clause
    # with no date of its own, takes the day ahead an earlier sentence named (``compose.attach_times``)
    future_clock: FrozenSet[str] = frozenset()

    @classmethod
    def from_words(cls, words: W.LanguageWords) -> TenseCues:
        """The cue words of a pack (``LanguageWords``)."""
        return cls(words.words(W.TENSE_FUTURE), words.words(W.TENSE_PAST), words.words(W.TENSE_NOT_PAST_AFTER),
                   words.words(W.TENSE_NOT_MODAL_AFTER), words.words(W.TENSE_COMMAND), words.words(W.TENSE_PAST_NEAR),
                   tuple(sorted(words.words(W.TENSE_PAST_SUFFIX))), words.words(W.TENSE_NOT_PAST_SUFFIX),
                   tuple(sorted(words.words(W.TENSE_PAST_FOLLOWER))), words.words(W.TENSE_FUTURE_PAIRS),
                   words.words(W.TENSE_FUTURE_MODAL), words.words(W.TENSE_LEFT_ONLY),
                   tuple(sorted(words.words(W.TENSE_FUTURE_SUFFIX))), words.words(W.TENSE_NOT_FUTURE_PAIRS),
                   parenthetical_pattern(words.words(W.LIST_COORDINATORS)), words.words(W.TENSE_FUTURE_BEFORE),
                   words.words(W.TENSE_FUTURE_PAIRS_BEFORE), words.words(W.CLAUSE_ABBREVIATIONS),
                   words.words(W.TENSE_FUTURE_FRAMES), words.words(W.TENSE_PAST_BEFORE),
                   words.words(W.TENSE_PARTICIPLE_NEXT), words.words(W.LIST_COORDINATORS),
                   _openers(words.words(W.TENSE_CLAUSE_OPENERS)), words.words(W.TENSE_PRESENT),
                   words.words(W.TIMEML_FUTURE_CLOCK_FOLLOWS_DAY))

    def is_regular_past(self, word: str) -> bool:
        """Whether ``word`` (lower case) has a regular past ending (TENSE_PAST_SUFFIX: "received", "stepped")
        and is not one of the exceptions (TENSE_NOT_PAST_SUFFIX: "need", "expected")."""
        return len(word) >= MIN_SUFFIX_WORD and word.endswith(self.past_suffix) \
            and word not in self.not_past_suffix


def in_command(text: str, start: int, end: int, cues: TenseCues) -> bool:
    """Whether ``text[start:end]`` belongs to a request that opens with a command verb ("Cancel the booking I
    made for Feb 4", "Delete what I added for the 9th"): about the future whatever the tense of a relative clause
    inside it, so the caller resolves it to the future without a lean to the nearest date."""
    if not cues.command:
        return False
    return _commands(clause_around(text, start, end, cues.parenthetical, cues.abbreviations), cues)


def _commands(clause: tuple, cues: TenseCues) -> bool:
    """``in_command`` from the expression's ``clause_around``: the clause starts before it with a command verb."""
    left, _, starts_clause = clause
    if not starts_clause:
        return False
    first = WORD.search(left)
    return first is not None and first.group().lower() in cues.command


def command_or_direction(text: str, start: int, end: int, cues: TenseCues) -> Tuple[bool, str | None]:
    """(``in_command``, and when it is False ``tense_direction``, else None) of ``text[start:end]``, the clause
    around it read once for both (the reader asks the one, then the other). p17-: the direction is ``HEADED_PAST``
    when a TENSE_LEFT_ONLY word heads the expression ("since [March]", "[since the spring]"), whatever the other
    cues: the date it heads is behind the writer, never the nearest one ahead."""
    clause = clause_around(text, start, end, cues.parenthetical, cues.abbreviations) if cues.command else None
    if clause is not None and _commands(clause, cues):
        return True, None
    if cues.left_only and _headed(text, start, end, cues.left_only):
        return False, HEADED_PAST
    return False, _nearest_cue(text, start, end, cues, clause)[0]


# p17-: the direction ``command_or_direction`` gives a date a TENSE_LEFT_ONLY word heads ("since March"): the past,
# with no slack (the reader resolves it as "past")
HEADED_PAST = "headed_past"


def _headed(text: str, start: int, end: int, heads: FrozenSet[str]) -> bool:
    """Whether one of ``heads`` (lower case) is the first word of ``text[start:end]`` (a rule that matched "since
    March" with its preposition) or the last word before it, blanks apart ("since [Friday]")."""
    first = WORD.match(text, start, end)
    if first is not None and first.group().lower() in heads:
        return True
    i = start
    while i > 0 and text[i - 1].isspace():
        i -= 1
    if i == start:
        return False
    for w in heads:
        if i >= len(w) and text[i - len(w):i].lower() == w and (i == len(w) or not text[i - len(w) - 1].isalnum()):
            return True
    return False


def _cue(word: str, prev: str | None, cues: TenseCues, dist: int) -> str | None:
    """The direction ``word`` points to, ``dist`` words from the expression (1: right next to it)."""
    w = word.lower()
    if w == "will" and prev in cues.not_modal_after:
        return None
    if w in cues.future or w.endswith(("'ll", "’ll", "'d", "’d")) or f"{prev} {w}" in cues.future_pairs:
        # TENSE_NOT_FUTURE_PAIRS: the word as a noun after its determiner ("at [the start] of May")
        return None if cues.not_future_pairs and f"{prev} {w}" in cues.not_future_pairs else "future"
    if cues.future_suffix and len(w) >= MIN_SUFFIX_WORD and w.endswith(cues.future_suffix):
        return "future"  # a regular future form ("cerrará"): its ending says it, as "-ed" a past
    if prev in cues.not_past_after:
        return None
    if w in cues.past or (w in cues.past_near and dist <= NEAR_DISTANCE):
        return "past"
    if dist <= SUFFIX_DISTANCE and prev != CLAUSE_START and cues.is_regular_past(w):
        return "past"
    return None


def tense_direction(text: str, start: int, end: int, cues: TenseCues) -> str | None:
    """The direction ("past" or "future") the clause around ``text[start:end]`` points to, or None.

    text (str): The whole text.
    start (int): Start offset of the expression.
    end (int): End offset of the expression.
    cues (TenseCues): The cue words.
    RETURNS (Optional[str]): "past", "future", or None when no cue is found.
    """
    return _nearest_cue(text, start, end, cues)[0]


def modal_future(text: str, start: int, end: int, cues: TenseCues) -> bool:
    """Whether the cue that decides ``tense_direction`` is a future modal (TENSE_FUTURE_MODAL: "will", "shall",
    "'ll"): the future of the writer's own time, where "would", "planning" can be a future in a past story ("he
    said he would propose January 1")."""
    if not cues.future_modal:
        return False
    direction, word = _nearest_cue(text, start, end, cues)
    return direction == "future" and isinstance(word, str) and (
        word.lower() in cues.future_modal or word.lower().endswith(("'ll", "’ll")))


# x19-: a weekend's Saturday is never more than four days from the anchor: a tense cue's slack of weeks made every cue
# moot ("we went camping over the weekend" said on a Wednesday was the coming one); within two days the nearest wins
WEEKEND_CUE_SLACK_DAYS = 2


def weekend_slack(text: str, end: int, raw: str, cues: TenseCues, slack: int) -> int:
    """x19-: the slack of a tense cue for a weekend (``raw`` ``XXXX-WXX-WE``): at most WEEKEND_CUE_SLACK_DAYS, unless
    the cue is the possessive after it ("weekend's best", a weak cue); ``slack`` for anything else."""
    if not raw.endswith("WXX-WE") or (cues.past_follower and text.startswith(cues.past_follower, end)):
        return slack
    return min(slack, WEEKEND_CUE_SLACK_DAYS)


def lean_only(text: str, start: int, end: int, cues: TenseCues) -> bool:
    """l17-: whether the direction of ``text[start:end]`` comes from a TENSE_FUTURE_BEFORE word alone ("snow thru
    [tues]"): a lean, which a configured ``prefer`` of the same direction (with no slack) already gives."""
    return bool(cues.future_before) and _nearest_cue(text, start, end, cues, lean=True) == ("future", True)


def _nearest_cue(text: str, start: int, end: int, cues: TenseCues,
                 clause: tuple | None = None, lean: bool = False) -> Tuple[str | None, str | bool | None]:
    """The direction of the cue nearest to ``text[start:end]`` and the cue word (None for the possessive).
    ``clause``: its ``clause_around(text, start, end)`` when the caller has it already. ``lean``: the second item is
    whether the direction comes from a TENSE_FUTURE_BEFORE word alone (``lean_only``), not the word."""
    if cues.past_follower and text.startswith(cues.past_follower, end) \
            and not text[end + 2:end + 3].isalpha():
        return "past", None  # "Thursday's closing price", "Wednesday's ruling": the day's event has happened
    if clause is None:
        clause = clause_around(text, start, end, cues.parenthetical, cues.abbreviations)
    left, right, starts_clause = clause
    left_words = ascii_words(left) if left.isascii() else WORD.findall(left)
    pair = _new_date_cue(text, start, end, left_words, right, cues)
    if pair is not None:
        return "future", pair
    best, best_word = _left_cue(left_words, CLAUSE_START if starts_clause else None, cues)
    if best is not None:
        return _left_or_own_clause(left, right, best, best_word, cues)
    words = ascii_words(right) if right.isascii() else WORD.findall(right)
    cue, w = _right_cue(words, cues)
    if cue:
        if cues.coordinators and (cues.past_before or cues.future_before) and _coordinated(words, w, cues):
            return _lean_or(_before_cue(_with_head(text, start, end, left_words, cues), cues, lean), (cue, w))
        return cue, w
    if starts_clause and len(left_words) <= FRONTED_WORDS and text.startswith(",", end):
        cue, w = _right_cue(_after_set_off(text, end, cues), cues)
        if cue:
            return cue, w
    return _before_cue(_with_head(text, start, end, left_words, cues), cues, lean)


def _left_or_own_clause(left: str, right: str, best: str, best_word: str | None,
                        cues: TenseCues) -> Tuple[str | None, str | None]:
    """The left cue ``best`` (its word ``best_word``), or (h19e4) the right cue of the date's own clause when a
    TENSE_CLAUSE_OPENERS word stands between them and that clause has one ("dispuso que [el lunes 15] será")."""
    if cues.clause_openers is None or not _opened_after(left, best_word, cues.clause_openers):
        return best, best_word
    cue, w = _right_cue(ascii_words(right) if right.isascii() else WORD.findall(right), cues)
    return (cue, w) if cue else (best, best_word)


def _lean_or(leaned: Tuple[str | None, str | bool | None],
             cue: Tuple[str | None, str | bool | None]) -> Tuple[str | None, str | bool | None]:
    """h19e4: "ha recortado 900 empleos desde [enero] y prevé cerrar": a right cue right after a coordinator is the
    next predicate's; the lean of the word right before the date (TENSE_PAST_BEFORE / TENSE_FUTURE_BEFORE) wins
    when there is one."""
    return leaned if leaned[0] is not None else cue


def _openers(openers: FrozenSet[str]) -> re.Pattern | None:
    """h19e4: the pattern of the pack's TENSE_CLAUSE_OPENERS ("que", ", y"), None when it has none."""
    if not openers:
        return None
    return re.compile(r"(?:(?<!\w)|(?=,))(?:" + W.alternation(openers) + r")(?!\w)", re.I)


def _opened_after(left: str, cue: str | None, openers: re.Pattern) -> bool:
    """h19e4: whether a clause opener stands in ``left`` (the clause before the date) after its last ``cue``."""
    if not cue:
        return False
    at = left.rfind(cue)
    return at >= 0 and openers.search(left, at + len(cue)) is not None


def _coordinated(words: List[str], cue: str | None, cues: TenseCues) -> bool:
    """h19e4: whether the right cue ``cue`` (the first of ``words`` that is it) comes right after one of the pack's
    coordinators ("y prevé"): the verb of a second predicate."""
    i = words.index(cue) if cue in words else 0
    return i > 0 and words[i - 1].lower() in cues.coordinators


def _right_cue(words: List[str], cues: TenseCues) -> Tuple[str | None, str | None]:
    """The direction and word of the first cue among ``words`` (the clause after the expression), at most
    ``MAX_DISTANCE`` words away, or (None, None)."""
    may = _may_cue_table(cues)
    for i, w in enumerate(words[:MAX_DISTANCE]):  # a cue counts up to MAX_DISTANCE words after the expression
        m = may.get(w)
        if m is None:
            m = _may_cue(w, cues, may)
        if not m:
            continue  # no cue whatever the word before it
        if w.lower() in cues.left_only:  # "on May 12, the first election since 2008": "since" dates 2008
            continue
        cue = _cue(w, words[i - 1].lower() if i else None, cues, i + 1)
        if cue:
            return cue, w
    return None, None


# v18-: a fronted expression ("In January", "On Monday": at most this many words of its clause before it) followed
# by a clause set off by commas whose own words hold no cue ("In January, two days after the opening of the session,
# a fire at the parliament building destroyed the archive"): the main clause's verb, after the set-off clause, is
# read as if it followed the expression (its distance counted from the second comma)
FRONTED_WORDS = 2


def _after_set_off(text: str, end: int, cues: TenseCues) -> List[str]:
    """v18-: the words of the clause that goes on after a clause set off by commas right after ``text[:end]``
    (``cues.parenthetical``, the pack's: not a list's items), up to ``WINDOW`` characters and the clause's end;
    [] when no such clause follows or it crosses a clause limit."""
    m = cues.parenthetical.match(text, end, end + 2 * WINDOW)
    if m is None or next(boundaries(m.group(), cues.abbreviations), None) is not None:
        return []
    rest = text[m.end():m.end() + WINDOW]
    b = next(boundaries(rest, cues.abbreviations), None)
    if b:
        rest = rest[: b.start()]
    return ascii_words(rest) if rest.isascii() else WORD.findall(rest)


def _with_head(text: str, start: int, end: int, left_words: List[str], cues: TenseCues) -> List[str]:
    """s18-: the words before ``text[start:end]``, and its first word when that is a TENSE_FUTURE_BEFORE word the
    rule matched with the date ("[hasta el domingo]", the Spanish weekday rule takes its preposition in): the
    lean reads the word right before the date, inside the match or not."""
    if not (cues.future_before or cues.past_before):
        return left_words
    first = WORD.match(text, start, end)
    if first is None or first.end() >= end:
        return left_words
    word = first.group().lower()
    if word not in cues.future_before and word not in cues.past_before:
        return left_words
    return [*left_words, first.group()]


def _new_date_cue(text: str, start: int, end: int, left_words: List[str], right: str,
                  cues: TenseCues) -> str | None:
    """The cue word of words that set a new date around ``text[start:end]`` (a future pair, ``_pair_before``, or
    s18- a frame, ``_frame``), or None: the date is then ahead whatever the tense."""
    pair = _pair_before(text, start, left_words, cues) if left_words else None
    if pair is None and cues.future_frames:
        pair = _frame(text, start, end, left_words, right, cues)
    return pair


def _frame(text: str, start: int, end: int, left_words: List[str], right: str, cues: TenseCues) -> str | None:
    """s18-: the word after ``text[start:end]`` when it and the word before it (or the match's first word, when
    the rule took the preposition in: "[bis zum 31. März]") make a TENSE_FUTURE_FRAMES frame ("wurde auf [den 4.
    April] vertagt": a new date, ahead whatever the tense), else None."""
    after = WORD.match(right.lstrip())
    if after is None:
        return None
    last = after.group().lower()
    first = WORD.match(text, start, end)
    for word in (left_words[-1] if left_words else None, first.group() if first is not None else None):
        if word is not None and f"{word.lower()} {last}" in cues.future_frames:
            return after.group()
    return None


def _pair_before(text: str, start: int, left_words: List[str], cues: TenseCues) -> str | None:
    """The word of a future pair at the expression's start, or None: a TENSE_FUTURE_PAIRS pair whose second word
    opens the expression ("was delayed [until May]"), or (l17-) a TENSE_FUTURE_PAIRS_BEFORE pair ending right
    before it ("The hearing was moved to [April 4]": a new date, ahead)."""
    if cues.future_pairs:
        first = WORD.match(text, start)
        if first is not None and f"{left_words[-1].lower()} {first.group().lower()}" in cues.future_pairs:
            return first.group()
    if cues.future_pairs_before and len(left_words) >= 2 \
            and f"{left_words[-2].lower()} {left_words[-1].lower()}" in cues.future_pairs_before:
        return left_words[-1]
    return None


def _before_cue(left_words: List[str], cues: TenseCues, lean: bool = False) -> Tuple[str | None, str | bool | None]:
    """l17-: with no other cue in the clause, a TENSE_FUTURE_BEFORE word right before the expression ("snow thru
    [tues]", "tickets for [fri]", "opening day is [monday]") points ahead, unless it ends a TENSE_NOT_FUTURE_PAIRS
    pair ("thanks for [friday]"): ("future", the word) or (None, None); ``lean``: the second item is True (the
    direction comes from the lean, ``lean_only``). h19e: a TENSE_PAST_BEFORE word so points back ("desde [enero]")."""
    w = left_words[-1].lower() if left_words else ""
    if w in cues.past_before or (len(left_words) >= 2 and f"{left_words[-2].lower()} {w}" in cues.past_before):
        # h19e4: also a two-word entry ending right before the date ("tras la [del 22 de marzo]")
        return "past", True if lean else left_words[-1]
    if w not in cues.future_before:
        return None, None
    if len(left_words) >= 2 and cues.not_future_pairs and f"{left_words[-2].lower()} {w}" in cues.not_future_pairs:
        return None, None
    return "future", True if lean else left_words[-1]


def _left_cue(words: List[str], first: str | None, cues: TenseCues) -> Tuple[str | None, str | None]:
    """The direction and word of the cue nearest to the expression among ``words`` (the clause before it), at
    most ``MAX_DISTANCE + 1`` words away, or (None, None). Read from the nearest word back, stopping at the first
    cue: the nearest one wins (``first``: the "word" before the first one, ``CLAUSE_START`` or None); h19e5: also
    stopping, with no cue, at a TENSE_PRESENT verb (the date's own predicate, "y concluye [el 30 de noviembre]")."""
    n = len(words)
    may = _may_cue_table(cues)
    for i in range(n - 1, max(n - MAX_DISTANCE - 1, 0) - 1, -1):
        w = words[i]
        m = may.get(w)
        if m is None:
            m = _may_cue(w, cues, may)
        if not m:
            continue  # no cue whatever the word before it (most words of a clause)
        if n - i > LEFT_ONLY_DISTANCE and w.lower() in cues.left_only:
            continue  # t20-: "since thursday and they cant come til [mon]": "since" heads another date
        if w.lower() in cues.present:
            return None, None  # h19e5: "comenzó el 1 de junio y concluye [el 30 de noviembre]": its own verb
        prev = words[i - 1].lower() if i else first
        if prev == CLAUSE_START and cues.participle_next and n > 1 and words[1].lower() not in cues.participle_next:
            prev = None  # t20-: "Survived COS this [Tue]": a past with no subject, not a participle
        cue = _cue(w, prev, cues, n - i)
        if cue:
            return cue, w
    return None, None


MAY_CUE_WORDS = 50_000  # words (as written) whose ``_may_cue`` answer is kept per cue set, before the table is emptied
# id of a cue set -> (the cue set, word -> whether it may be a cue); the set is held, so its id is not reused
# while its table is kept (a frozen dataclass of 13 sets is slow to hash for a key)
_MAY_CUE: Dict[int, Tuple[TenseCues, Dict[str, bool]]] = {}


def _may_cue_table(cues: TenseCues) -> Dict[str, bool]:
    """The kept ``_may_cue`` answers of ``cues`` (a table per cue set)."""
    got = _MAY_CUE.get(id(cues))
    if got is None or got[0] is not cues:
        if len(_MAY_CUE) >= 64:
            _MAY_CUE.clear()
        got = _MAY_CUE[id(cues)] = (cues, {})
    return got[1]


def _may_cue(word: str, cues: TenseCues, table: Dict[str, bool]) -> bool:
    """Whether ``_cue(word, prev, cues, dist)`` can be anything but None for some ``prev`` and ``dist``: the word
    (lower case) is a cue word, the second word of a TENSE_FUTURE_PAIRS pair ("until" of "delayed until": ``prev``
    is one ``WORD``, no blank in it, so a pair can only end in ``word``), or has a future or past ending; False
    for most words of a clause, which then need no lower-casing of the word before them and no pair string.
    Kept in ``table`` (``_may_cue_table``) by the word as written; bounded (``MAY_CUE_WORDS``)."""
    w = word.lower()
    got = (w in cues.future or w.endswith(("'ll", "’ll", "'d", "’d")) or w in _pair_ends(cues)
           or (bool(cues.future_suffix) and len(w) >= MIN_SUFFIX_WORD and w.endswith(cues.future_suffix))
           or w in cues.past or w in cues.past_near or cues.is_regular_past(w) or w in cues.present)
    if len(table) >= MAY_CUE_WORDS:
        table.clear()
    table[word] = got
    return got


_PAIR_ENDS: Dict[FrozenSet[str], FrozenSet[str]] = {}


def _pair_ends(cues: TenseCues) -> FrozenSet[str]:
    """The last words of the TENSE_FUTURE_PAIRS pairs ("until" of "delayed until"), kept per pair set."""
    pairs = cues.future_pairs
    ends = _PAIR_ENDS.get(pairs)
    if ends is None:
        if len(_PAIR_ENDS) >= 64:
            _PAIR_ENDS.clear()
        ends = _PAIR_ENDS[pairs] = frozenset(pair.rsplit(" ", 1)[-1] for pair in pairs)
    return ends
