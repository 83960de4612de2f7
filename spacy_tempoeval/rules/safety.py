"""Checks that keep one bad user rule from hanging or silently breaking the engine.

``nested_quantifier(pattern)`` finds the classic shape of catastrophic backtracking: a repeated part whose last
element is itself an unbounded repeat of characters that can also start the next repetition, as in
``(\\d+)+``, ``(\\w+\\s?)*`` or ``(?:[0-9]+)+``. On a text that almost matches, a backtracking engine tries every
way of splitting the run of characters between the two repeats: 2^n of them. Such patterns are rejected when
the rules load ([E014]). It is a sufficient check, not a complete one (overlapping alternatives such as
``(?:1|11)+`` pass it), so the engine also bounds the time of every match (``MATCH_TIMEOUT``, [E015]).

``combination_problem(pattern)`` finds what compiles alone but not inside the engine's combined alternation of
all rules: a global inline flag (``(?s)``, ``(?x)``) that is not at the very start, and numbered backreferences
(``\\1``), which would point at another rule's group once the rules are joined ([E016]).
"""

from __future__ import annotations

import re
import string
from typing import Any, Callable, Dict, FrozenSet, Iterable, List, Tuple

try:  # Python >= 3.11
    import re._constants as C  # type: ignore[import-not-found]
    import re._parser as P  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - Python < 3.11
    import sre_constants as C  # type: ignore[no-redef]
    import sre_parse as P  # type: ignore[no-redef]

# characters standing in for "any character" when two character sets are intersected
PROBE = frozenset(string.printable + "\u00a0\u2009\u2013\u2019éÉßİı０１，")
_REPEATS = tuple(op for op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None)) if op)
_WORD = re.compile(r"\w")


def _category(av: object) -> FrozenSet[str]:
    tests = {
        C.CATEGORY_DIGIT: str.isdigit, C.CATEGORY_NOT_DIGIT: lambda c: not c.isdigit(),
        C.CATEGORY_SPACE: str.isspace, C.CATEGORY_NOT_SPACE: lambda c: not c.isspace(),
        C.CATEGORY_WORD: lambda c: bool(_WORD.match(c)), C.CATEGORY_NOT_WORD: lambda c: not _WORD.match(c),
    }
    test = tests.get(av)  # type: ignore[call-overload]
    return frozenset(c for c in PROBE if test(c)) if test else PROBE


def _literal(code: int) -> FrozenSet[str]:
    ch = chr(code)
    return frozenset({ch, ch.lower(), ch.upper()})  # rules match case-insensitively by default


def _class(items: Iterable[Tuple]) -> FrozenSet[str]:
    out: set = set()
    negate = False
    for op, av in items:
        if op is C.NEGATE:
            negate = True
        elif op is C.LITERAL:
            out |= _literal(av)
        elif op is C.RANGE:
            out |= {c for c in PROBE if any(av[0] <= ord(x) <= av[1] for x in {c, c.lower(), c.upper()}
                                            if len(x) == 1)}
        elif op is C.CATEGORY:
            out |= _category(av)
        else:
            return PROBE
    return PROBE - out if negate else frozenset(out)


def _chars(items: Iterable[Tuple]) -> FrozenSet[str]:
    """Every character a sequence of parsed items can consume."""
    out: set = set()
    for op, av in items:
        out |= _item_chars(op, av)
    return frozenset(out)


def _item_chars(op: Any, av: Any) -> FrozenSet[str]:
    """Every character one parsed item can consume (groups and repeats through their contents)."""
    if op is C.LITERAL:
        return frozenset(_literal(av))
    if op is C.NOT_LITERAL or op is C.ANY:
        return PROBE
    if op is C.IN:
        return frozenset(_class(av))
    if op is C.CATEGORY:
        return frozenset(_category(av))
    if op is C.BRANCH:
        return frozenset().union(*(_chars(alt) for alt in av[1]))
    inner = _CONTENTS.get(op)
    return _chars(inner(av)) if inner is not None else frozenset()


# where a group or repeat keeps the items it repeats or groups
_CONTENTS: Dict[Any, Callable[[Any], Any]] = {C.SUBPATTERN: lambda av: av[-1]}
_CONTENTS.update({op: (lambda av: av[2]) for op in _REPEATS})
if getattr(C, "ATOMIC_GROUP", None) is not None:
    _CONTENTS[C.ATOMIC_GROUP] = lambda av: av


def _min_width(items: List[Tuple]) -> int:
    try:
        return P.SubPattern(P.State(), list(items)).getwidth()[0]
    except Exception:  # pragma: no cover - defensive: treat as "may be empty"
        return 0


def _first(items: List[Tuple]) -> FrozenSet[str]:
    """Characters a sequence can start with (through optional items)."""
    out: set = set()
    for op, av in items:
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue
        if op is C.SUBPATTERN:
            out |= _first(list(av[-1]))
        elif op is C.BRANCH:
            for alt in av[1]:
                out |= _first(list(alt))
        elif op in _REPEATS:
            out |= _first(list(av[2]))
        else:
            out |= _chars([(op, av)])
        if _min_width([(op, av)]) > 0:
            return frozenset(out)
    return frozenset(out)


def _tail_repeats(items: List[Tuple]) -> List[Tuple]:
    """Unbounded repeats that can be the last thing a sequence consumes."""
    out: List[Tuple] = []
    for op, av in reversed(items):
        if op in _REPEATS:
            if av[1] is C.MAXREPEAT:
                out.append((op, av))
            out += _tail_repeats(list(av[2]))
        elif op is C.SUBPATTERN:
            out += _tail_repeats(list(av[-1]))
        elif op is C.BRANCH:
            for alt in av[1]:
                out += _tail_repeats(list(alt))
        if op not in (C.AT, C.ASSERT, C.ASSERT_NOT) and _min_width([(op, av)]) > 0:
            break
    return out


def _walk(items: Iterable[Tuple]) -> Iterable[Tuple]:
    for op, av in items:
        yield op, av
        if op is C.SUBPATTERN:
            yield from _walk(av[-1])
        elif op is C.BRANCH:
            for alt in av[1]:
                yield from _walk(alt)
        elif op in _REPEATS:
            yield from _walk(av[2])
        elif op in (C.ASSERT, C.ASSERT_NOT):
            yield from _walk(av[1])
        elif op is getattr(C, "ATOMIC_GROUP", None):
            yield from _walk(av)


def nested_quantifier(pattern: str) -> str | None:
    """Why ``pattern`` can backtrack exponentially (a repeat of a repeat that can split a text two ways).

    pattern (str): A regular expression, macros expanded.
    RETURNS (Optional[str]): A short reason, or None when the shape is not found.
    """
    try:
        parsed = P.parse(pattern, re.IGNORECASE)
    except (re.error, RecursionError):
        return None  # compile errors are reported elsewhere
    for op, av in _walk(parsed):
        if op not in _REPEATS or op is getattr(C, "POSSESSIVE_REPEAT", None):
            continue
        lo, hi, body = av
        if hi is not C.MAXREPEAT and hi < 8:
            continue
        body = list(body)
        starts = _first(body)
        for inner in _tail_repeats(body):
            overlap = starts & _chars(inner[1][2])
            if overlap:
                shown = "".join(sorted(overlap)[:5])
                return (f"a repeated group ends with an unbounded repeat whose characters ({shown!r}...) can also "
                        f"start the next repetition")
    return None


def combination_problem(pattern: str) -> str | None:
    """What breaks ``pattern`` inside an alternation of all rules (see the module docstring), or None."""
    try:
        re.compile(f"(?:x)|(?:{pattern})")
    except re.error as err:
        return str(err)
    try:
        parsed = P.parse(pattern, re.IGNORECASE)
    except re.error as err:  # pragma: no cover - the pattern was compiled before
        return str(err)
    for op, _ in _walk(parsed):
        if op in (C.GROUPREF, getattr(C, "GROUPREF_EXISTS", None)) and re.search(r"\\[1-9]|\(\?\(\d", pattern):
            return ("a numbered backreference would refer to another rule's group once the rules are joined; "
                    "name the group (?P<name>...) and refer to it with (?P=name)")
    return None
