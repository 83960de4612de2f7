"""Keys: letters every match of a built-in rule must hold, so the engine skips a rule whose keys a text lacks.

At a candidate position the engine tries each rule whose first characters fit (``prefix``); most of them fail
a few characters on ("the news" fits "the next week", "seven people" fits "seven years ago"). ``required_keys``
reads from a rule's parsed expression a small set of lower-case ASCII letter runs one of which every match
contains ("ago" for "N years ago", "next" or "last" for "(?:next|last) week"): a text in none of whose words any
key occurs cannot hold a match of that rule, and the engine does not try it there (``RuleEngine._try``). Short
texts only (``KEY_WORDS``): in a long one most keys occur somewhere, and the test would cost more than it saves.

The test is exact, not a heuristic: a key is a run of literal letters on every path through the expression
(lookarounds and optional parts never count), and a run of letters in a match lies inside one word (``\\w+``)
of the text. It is used on ASCII texts only, where ``str.lower`` is the case folding of ``re.IGNORECASE`` (in
other scripts "K" (Kelvin) or "ſ" match "k" and "s"), so on any text the matches are the ones found without it.
Which keys a word holds is looked up once per distinct word (``KeyIndex``; a bounded table).
"""

from __future__ import annotations

import re
from typing import Any, Dict, FrozenSet, Iterable, List, Sequence, Set, Tuple, cast

from .build_cache import remembered
from .prefix import C, P

SHORT = 4  # a key shorter than this is a weak test ("the", "in", "ago")
KEY_WORDS = 24  # texts of at most this many words are tested (longer ones hold most keys: the test would not pay)
MAX_KEYS = 6  # a rule with more alternatives than this (a month name, a number word) is tried without a test
WORD_LIMIT = 200_000  # distinct words whose keys are kept (``KeyIndex``) before the table is emptied
_ASCII_LETTER = frozenset(range(ord("a"), ord("z") + 1)) | frozenset(range(ord("A"), ord("Z") + 1))
_Keys = FrozenSet[str]


def _better(a: _Keys | None, b: _Keys | None) -> _Keys | None:
    """The stronger of two conditions that both hold: keys of four letters or more (a short one such as "the"
    or "in" is in most texts), then fewer alternatives, then a longer shortest key."""
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b, key=lambda keys: (min(map(len, keys)) < SHORT, len(keys), -min(map(len, keys)), sorted(keys)))


def _sequence(items: Iterable[Tuple[Any, Any]]) -> _Keys | None:
    """The best condition of a sequence: each of its runs of literal letters is required, and so is the
    condition of each group or repeat it cannot skip."""
    best: _Keys | None = None
    run: List[str] = []
    for op, av in items:
        if op is C.LITERAL and av in _ASCII_LETTER:
            run.append(chr(av).lower())
            continue
        if len(run) >= 2:
            best = _better(best, frozenset(["".join(run)]))
        run = []
        best = _better(best, _item(op, av))
    if len(run) >= 2:
        best = _better(best, frozenset(["".join(run)]))
    return best


def _item(op: Any, av: Any) -> _Keys | None:
    """The condition one item of a sequence puts on every match; None when it puts none."""
    if op is C.SUBPATTERN:
        return _sequence(av[-1])
    if op is getattr(C, "ATOMIC_GROUP", None):
        return _sequence(av)
    if op is C.BRANCH:  # one key of every alternative: the match holds one of them
        out: Set[str] = set()
        for alt in av[1]:
            keys = _sequence(alt)
            if keys is None:
                return None
            out |= keys
        return frozenset(out) if len(out) <= MAX_KEYS else None
    if op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None)) and av[0] >= 1:
        return _sequence(av[2])
    return None  # a class, a lookaround, an optional part, a back reference: no condition


def required_keys(pattern: str) -> _Keys | None:
    """The keys of ``pattern`` (macros expanded): lower-case runs of ASCII letters, one of which lies in every
    match; None when there is no such set of at most ``MAX_KEYS`` (the rule is then always tried)."""
    try:
        parsed = P.parse(pattern, re.IGNORECASE)
    except Exception:  # noqa: BLE001 - a pattern only ``regex`` reads: no keys, the rule is always tried
        return None
    try:
        keys = _sequence(list(parsed))
    except RecursionError:
        return None
    return keys if keys and len(keys) <= MAX_KEYS else None


# the answer depends on the pattern's text alone: kept per process and on disk (``build_cache``)
remembered_keys = remembered("required_keys", required_keys)


class KeyIndex:
    """Which keys the words of a text hold, one look-up per distinct word.

    keys (Iterable[str]): Every key of the engine's rules.
    """

    def __init__(self, keys: Iterable[str]) -> None:
        self.keys = tuple(sorted(set(keys)))
        self._words: Dict[str, Tuple[str, ...]] = {}

    def present(self, words: Sequence[str]) -> Set[str]:
        """The keys that occur in ``words`` (lower case, each a ``\\w+`` word of an ASCII text)."""
        table = self._words
        got = list(map(table.get, words))
        if None in got:  # words met for the first time
            if len(table) >= WORD_LIMIT:
                table.clear()
            for i, word in enumerate(words):
                if got[i] is None:
                    got[i] = table[word] = tuple(k for k in self.keys if k in word)
        return set().union(*cast(List[Tuple[str, ...]], got))  # every None filled above
