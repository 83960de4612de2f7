"""Which rules can start with which two characters: an index that keeps the engine fast.

Trying every rule at every candidate position costs ~30 µs a position with 150 rules. Most rules can only start
with a few character pairs ("la" for "last year", "0" + digit for "1998"), and those pairs can be read off the
parsed regular expression. ``first_chars(pattern)`` returns the set of possible two-character starts of a
pattern in a normalized alphabet (lower case, every digit as ``0``, every space as a blank), or ``None`` when the
pattern may start with almost anything (``\\w``, ``.``); the engine then tries, at each position, only the
rules whose starts fit the text there.
"""

from __future__ import annotations

import re
from typing import Any, Dict, FrozenSet, Iterable, List, Set, Tuple

try:  # Python >= 3.11
    import re._constants as C  # type: ignore[import-not-found]
    import re._parser as P  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - Python < 3.11
    import sre_constants as C  # type: ignore[no-redef]
    import sre_parse as P  # type: ignore[no-redef]

K = 6  # characters of prefix indexed
MAX_SET = 4000  # beyond this many prefixes a rule counts as "may start anywhere"
SPACE_CHARS = " \t\n\r\f\v"
_DIGIT = "0"
_SPACE = " "


def norm_char(ch: str) -> str:
    """Map a text character into the index alphabet."""
    if ch.isdigit():
        return _DIGIT
    if ch.isspace():
        return _SPACE
    return ch.lower()


_TABLE = {ord(c): _DIGIT for c in "0123456789"}
_TABLE.update({ord(c): _SPACE for c in SPACE_CHARS})


def signature(text: str, pos: int) -> str:
    """The normalized first ``K`` characters of ``text`` at ``pos``."""
    sig = text[pos:pos + K].lower().translate(_TABLE)
    if not sig.isascii():
        sig = "".join(norm_char(c) for c in sig)
    return sig


class _Unbounded(Exception):
    """The pattern can start with too many strings to index."""


def _class_chars(items: List[Tuple]) -> Set[str]:
    out: Set[str] = set()
    for op, av in items:
        if op is C.LITERAL:
            out.add(norm_char(chr(av)))
        elif op is C.RANGE:
            lo, hi = av
            if hi - lo > 80:
                raise _Unbounded
            out.update(norm_char(chr(c)) for c in range(lo, hi + 1))
        elif op is C.CATEGORY:
            if av is C.CATEGORY_DIGIT:
                out.add(_DIGIT)
            elif av is C.CATEGORY_SPACE:
                out.add(_SPACE)
            else:
                raise _Unbounded
        elif op is C.NEGATE:
            raise _Unbounded
        else:
            raise _Unbounded
    for ch in list(out):  # case-insensitive matching: both cases index as lower case
        out.add(ch.lower())
    return out


def _seq(items: List[Tuple], k: int, limits: List[Any] | None = None) -> Set[str]:
    """Possible prefixes (length k, or shorter when the match may end sooner) of a sequence of items. ``limits``
    (``deep_chars``): [calls left, largest set, memo, interned items]; past either bound the prefixes end there
    (``_tail``). The memo shares the prefixes of a sequence met again (the rest of a pattern after each
    alternative of a branch, at each depth), keyed by the identities of its items: the parse tree's own objects,
    alive for the whole call, and the items built here interned (``_CATEGORY_ITEMS``, ``_again``), so an identity
    is never a freed temporary's. Any answer it keeps is one ``_seq`` gave for those items, so it holds for them."""
    if limits is not None:
        key = (tuple(map(id, items)), k)  # every item is the parse tree's or interned (``_again``): ids stay theirs
        memo = limits[2]
        found = memo.get(key)
        if found is None:
            limits[0] -= 1
            if limits[0] < 0:
                raise _Unbounded
            found = memo[key] = _seq_once(items, k, limits)
        return found
    return _seq_once(items, k, limits)


def _seq_once(items: List[Tuple], k: int, limits: List[Any] | None = None) -> Set[str]:
    if k == 0 or not items:
        return {""}
    op, av = items[0]
    rest = items[1:]
    inner = _contents(op, av)
    if inner is not None:  # assertions, groups and categories: read what they hold in their place
        return _seq(inner + rest, k, limits)
    if op is C.LITERAL:
        return {norm_char(chr(av)) + s for s in _tail(rest, k - 1, limits)}
    if op is C.IN:
        chars = _class_chars(av)
        return _bounded({c + s for c in chars for s in _tail(rest, k - 1, limits)}, limits)
    if op is C.BRANCH:
        out: Set[str] = set()
        for alt in av[1]:
            out |= _seq(list(alt) + rest, k, limits)
            _bounded(out, limits)
        return out
    if op in _REPEATS:
        return _repeat_seq(op, av, rest, k, limits)
    raise _Unbounded  # ANY, NOT_LITERAL, GROUPREF, ...


_REPEATS = tuple(op for op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None)) if op)


def _contents(op: Any, av: Any) -> List[Tuple] | None:
    """The items an item stands for when it consumes no characters of its own: nothing for a zero-width
    assertion, a group's items, a category as a class; None for any other item."""
    if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
        return []
    if op is C.CATEGORY:
        item = _CATEGORY_ITEMS.get(av)
        if item is None:
            item = _CATEGORY_ITEMS[av] = (C.IN, [(C.CATEGORY, av)])
        return [item]
    if op is C.SUBPATTERN:
        return list(av[-1])
    if op is getattr(C, "ATOMIC_GROUP", None):
        return list(av)
    return None


def _repeat_seq(op: Any, av: Tuple, rest: List[Tuple], k: int, limits: List[int] | None = None) -> Set[str]:
    """Prefixes of a repeat followed by ``rest``: skipped (when it may be absent), or once more then the rest."""
    lo, hi, sub = av
    out: Set[str] = set()
    if lo == 0:
        out |= _seq(rest, k, limits)
    if limits is not None and (hi is C.MAXREPEAT or hi > 1) and _blanks_only(sub):
        # ``deep_chars``: blanks repeated ("\s+") as exactly one blank then the rest, or two blanks then
        # anything (each further blank would multiply the strings without telling the rules apart)
        if lo <= 1 and k >= 1:
            out |= {_SPACE + s for s in _tail(rest, k - 1, limits)}
        out.add((_SPACE * 2)[:k])
        return _bounded(out, limits)
    if hi != 0:
        again: List[Tuple] = []
        if hi is C.MAXREPEAT or hi > 1:
            new_hi = hi if hi is C.MAXREPEAT else hi - 1
            again = [_again(op, max(lo - 1, 0), new_hi, sub, limits)]
        out |= _seq(list(sub) + again + rest, k, limits)
    return _bounded(out, limits)


_CATEGORY_ITEMS: Dict[Any, Tuple] = {}  # a category as a class item, one object per category (``_seq``'s memo keys)


def _again(op: Any, lo: int, hi: Any, sub: Any, limits: List[Any] | None) -> Tuple:
    """The repeat item ``op`` of ``sub`` with bounds (lo, hi): interned for the call when ``_seq`` keeps a memo
    (``limits[3]``), so that the same repeat is the same object."""
    if limits is None:
        return (op, (lo, hi, sub))
    key = (op, lo, hi, id(sub))
    item = limits[3].get(key)
    if item is None:
        item = limits[3][key] = (op, (lo, hi, sub))
    return item


def _blanks_only(sub: Any) -> bool:
    r"""Whether a repeated item matches blanks alone (a space, ``\s``, ``[ \t]``)."""
    items = list(sub)
    if len(items) != 1:
        return False
    op, av = items[0]
    inner = _contents(op, av)
    if inner is not None:
        return len(inner) == 1 and _blanks_only(inner)
    try:
        if op is C.LITERAL:
            return norm_char(chr(av)) == _SPACE
        return op is C.IN and _class_chars(av) == {_SPACE}
    except _Unbounded:
        return False


def _tail(items: List[Tuple], k: int, limits: List[int] | None = None) -> Set[str]:
    r"""The prefixes of what follows a known character; when that cannot be indexed (``\W``, ``.``, too many
    strings), the prefix simply ends there ("then anything"), so "\d{4}\W..." still indexes as four digits
    instead of "may start anywhere"."""
    try:
        return _seq(items, k, limits)
    except (_Unbounded, RecursionError):
        return {""}


def _bounded(prefixes: Set[str], limits: List[int] | None = None) -> Set[str]:
    if len(prefixes) > (MAX_SET if limits is None else limits[1]):
        raise _Unbounded
    return prefixes


def first_chars(pattern: str) -> FrozenSet[str] | None:
    """The possible normalized starts (up to ``K`` characters) of ``pattern``, or None if unbounded.

    pattern (str): A regular expression (macros already expanded).
    RETURNS (Optional[FrozenSet[str]]): Prefixes; a prefix shorter than ``K`` means "then anything". A pattern
        with too many starts of ``K`` characters is indexed by shorter ones ("$ 0" for a money guard whose digits
        and units make thousands of six-character starts), and None only when even its first character may be
        almost anything.
    """
    try:
        parsed = list(P.parse(pattern, re.IGNORECASE))
    except (_Unbounded, RecursionError):
        return None
    for k in range(K, 0, -1):
        try:
            return frozenset(_seq(parsed, k))
        except (_Unbounded, RecursionError):
            continue
    return None


# ``deep_chars``: how far past the ``K`` characters of the index a built-in rule's start is read, the bounds
# that keep reading it cheap when the engine is built, and the table that normalizes an ASCII text's characters
# as ``norm_char`` does (every ASCII digit as "0", every ASCII space, "\x1c".."\x1f" included, as a blank)
DEEP_DEPTHS = (12, 10, 8)
DEEP_K = DEEP_DEPTHS[0]
DEEP_MAX_SET = MAX_SET
DEEP_CALLS = 20_000
DEEP_LENGTHS = DEEP_K  # distinct string lengths a condition may have (one look-up each)
DEEP_TABLE = {c: norm_char(chr(c)) for c in range(128) if norm_char(chr(c)) != chr(c).lower()}


def deep_chars(pattern: str) -> Tuple[Tuple[int, ...], str] | None:
    """A condition on the first ``DEEP_K`` characters of a match, read deeper than the index (``K``): (the
    lengths of the strings, the normalized strings one of which every match of ``pattern`` starts with, joined
    by newlines: one object for the build cache to read back, split by the engine when a plan first needs it; a
    normalized string holds no newline, every blank being " "); None when there is none worth testing (no
    string longer than ``K``, more than ``DEEP_LENGTHS`` lengths, too many starts to list, a string not in ASCII).

    The strings are those of ``first_chars`` read ``DEEP_DEPTHS`` characters deep (a shorter string means "then
    anything", or the end of the match), within ``DEEP_MAX_SET`` strings and ``DEEP_CALLS`` steps of the reading
    (past which a string ends there, as at ``\\w``: still a condition every match meets); blanks repeated
    ("\\s+") are read as one blank then the rest, or two blanks then anything. Only conditions written in ASCII
    are given: on an ASCII text, ``re.IGNORECASE`` matches an ASCII letter to exactly the letters ``str.lower``
    equates with it, so when the pattern matches at ``pos`` of an ASCII text with ``DEEP_K`` characters there,
    ``deep_signature(text, pos)[:n]`` is one of the strings for one of the lengths n (the engine tests it so).
    """
    try:
        parsed = list(P.parse(pattern, re.IGNORECASE))
    except Exception:  # noqa: BLE001 - a pattern only ``regex`` reads: no condition
        return None
    for k in DEEP_DEPTHS:
        try:
            found = _seq(parsed, k, [DEEP_CALLS, DEEP_MAX_SET, {}, {}])
        except (_Unbounded, RecursionError):
            continue
        if not found or max(map(len, found)) <= K or not all(p.isascii() for p in found):
            return None
        lengths = tuple(sorted({len(p) for p in found}))
        return (lengths, "\n".join(sorted(found))) if len(lengths) <= DEEP_LENGTHS else None
    return None


def deep_signature(text: str, pos: int) -> str:
    """The normalized first ``DEEP_K`` characters of ``text`` at ``pos`` (an ASCII text: ``signature``'s
    alphabet, read as ``deep_chars`` reads a pattern)."""
    return text[pos:pos + DEEP_K].lower().translate(DEEP_TABLE)


def name_starts(names: Iterable[Tuple[str, bool]], articles: Iterable[str] = ()) -> FrozenSet[str]:
    """The possible starts of a gazetteer entry's pattern, computed from its names instead of parsing the
    regex (the same set as ``first_chars`` of the loader's pattern, at a fraction of the cost: a gazetteer has
    thousands of names).

    The loader's pattern is ``(?:(?:the|...)\\s+)?(?:name|...)``, the articles being the pack's PERIOD_ARTICLE
    words: in a name a space or hyphen matches ``[\\s-]+``, a cased name that begins with an article requires it,
    and another name's leading article is left to the optional one.

    names (Iterable[Tuple[str, bool]]): (name, cased) pairs.
    articles (Iterable[str]): The optional leading articles of the pattern (lower case).
    RETURNS (FrozenSet[str]): Prefixes of at most ``K`` normalized characters.
    """
    articles = sorted(set(articles))
    out: Set[str] = set()
    for name, cased in names:
        name = name.strip()
        tokens: List[Tuple[str, str]] = []
        m = re.match(r"([^\W\d_]+)[\s\-]+", name)
        if m and m.group(1).lower() in articles:  # a cased name requires its article; for the others the
            if cased:  # pattern's optional one stands for it
                tokens += [("c", c) for c in m.group(1).lower()] + [("sep", " ")]
            name = name[m.end():]
        for ch in name:
            if ch in " -":
                if not tokens or tokens[-1][0] != "sep":
                    tokens.append(("sep", " -"))
            else:
                tokens.append(("c", norm_char(ch)))
        lead: List[List[Tuple[str, str]]] = [[]]
        for article in articles:
            lead.append([("c", c) for c in article] + [("sep", " ")])
        for head in lead:
            _walk(head + tokens, 0, "", True, out)
    return frozenset(out)


def _walk(tokens: List[Tuple[str, str]], i: int, acc: str, fresh: bool, out: Set[str]) -> None:
    """All normalized strings of length <= K the token sequence can start with; ``fresh``: the separator at
    ``i`` has not matched a character yet (it needs one)."""
    if len(acc) >= K or i == len(tokens):
        out.add(acc[:K])
        return
    kind, chars = tokens[i]
    if kind == "c":
        _walk(tokens, i + 1, acc + chars, True, out)
        return
    for c in set(norm_char(x) for x in chars):  # one more separator character
        _walk(tokens, i, acc + c, False, out)
    if not fresh:  # the separator has matched at least one character: the name may go on
        _walk(tokens, i + 1, acc, True, out)
