"""Anchor words: the words whose presence makes a rule worth trying.

The engine only tries rules near an *anchor*: a word with a digit, or a word one of the rules needs. The fewer
and rarer the anchor words, the less work per text, so a rule contributes only the words every match of it must
contain: words in optional parts ("(?:the\\s+)?"), lookarounds ("(?!\\s+of\\s+his)") and guards do not count,
and a macro or a multi-word phrase contributes its last word (matches may start a few words before an anchor).
A rule with no required word keeps every literal word it spells, as before. Gazetteer names anchor on their
rarest word, tried only as many words back as the name needs (``name_anchors``).

A run of letters that the pattern may go on with more letters ("summer{2,5}", "winterr(?:r|rr)?", "fal+") is not
a whole word of the texts it matches ("summerrr"): it is also kept as a *stem* (``required_stems``), and a word
that begins with a stem is an anchor too (``rule_stems``; the engine looks each distinct word up once). Before
stems such a rule was tried only near some other anchor: "summerrr" alone was never tagged.
"""

from __future__ import annotations

import re
from typing import Any, Dict, Iterable, List, Set, Tuple

from . import words as W
from .build_cache import remembered, remembered_whole
from .loader import MACRO_REF, RuleSet
from .prefix import C, P

WORD = re.compile(r"\w+")
_MARK = "qqmacro"  # stands in for a macro while a pattern is parsed
# an assertion of position: \B lets letters join, \b and the ends do not, the others (^) say nothing
_AT_STARTS = {C.AT_NON_BOUNDARY: True, C.AT_BOUNDARY: False, C.AT_END: False, C.AT_END_STRING: False,
              C.AT_END_LINE: False}
_REPEATS = tuple({C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", C.MAX_REPEAT)})  # 3.11+: a{2}+


def literal_words(pattern: str) -> Set[str]:
    """Every word spelled out literally in a regex (rough; the fallback). Words are runs of letters of any
    script ("mañana", "größer")."""
    text = re.sub(r"\(\?P<[^>]+>|\(\?P=[^)]+\)|\\[a-zA-Z]|\{\d+(,\d*)?\}|\[[^\]]*\]", " ", pattern)
    words = set()
    for w, optional in re.findall(r"([^\W\d_]{2,})(\??)", text):
        words.add(w.lower())
        if optional:  # "weekends?" also spells "weekend"
            words.add(w[:-1].lower())
    return words


def last_words(phrase: str, non_anchor: Set[str], window: int) -> Set[str]:
    """The anchor a phrase needs: its last word, or all its words when the last one is too common to anchor on
    or the phrase is longer than the engine's look-back window."""
    words = [w for w in WORD.findall(phrase.lower()) if not w.isdigit()]
    if not words:
        return set()
    if words[-1] not in non_anchor and len(words) <= window + 1:
        return {words[-1]}
    return set(words)


def _may_start_with_letter(items: List[Tuple]) -> bool:
    """Whether a match of the parsed sequence may begin with a letter (or be empty, when what follows may):
    conservative, True when unsure."""
    for op, av in items:
        starts = _item_starts_with_letter(op, av)
        if starts is not None:
            return starts
    return False


def _item_starts_with_letter(op: Any, av: Any) -> bool | None:
    """Whether a match of one parsed item may begin with a letter; None when it may be empty (what follows it
    decides)."""
    if op in (C.ASSERT, C.ASSERT_NOT, C.AT):  # zero width
        return _AT_STARTS.get(av) if op is C.AT else None
    if op is C.LITERAL:
        return chr(av).isalpha()
    if op is C.IN:
        return _class_may_hold_letter(av)
    if op in _REPEATS:
        lo, hi, sub = av
        if hi == 0:
            return None
        if _may_start_with_letter(list(sub)):
            return True
        return False if lo >= 1 else None
    if op is C.SUBPATTERN:
        return _may_start_with_letter(list(av[-1])) or not list(av[-1])
    if op is C.BRANCH:
        return any(_may_start_with_letter(list(alt)) or not list(alt) for alt in av[1])
    return True  # ANY, NOT_LITERAL, a group reference, ...


def _class_may_hold_letter(members: List[Tuple]) -> bool:
    """Whether a character class ``[...]`` may match a letter."""
    for op, av in members:
        if op is C.NEGATE:
            return True
        if op is C.LITERAL and chr(av).isalpha():
            return True
        if op is C.RANGE and (av[1] > 127 or any(chr(c).isalpha() for c in range(av[0], av[1] + 1))):
            return True
        if op is C.CATEGORY and av not in (C.CATEGORY_DIGIT, C.CATEGORY_SPACE):
            return True
    return False


def _required(items: Iterable[Tuple], out: Set[str], prefix: str = "", stems: Set[str] | None = None,
              open_end: bool = False, whole: Set[str] | None = None, open_start: bool = False) -> None:
    """Collect words (runs of literal letters) that every match of the parsed sequence contains.

    prefix (str): Letters just before the sequence that its first word continues. Python's parser factors a
        prefix shared by all alternatives out of them ("anteayer|antier" is "ant" then "eayer|ier"), so the
        letters before an alternation (or a group) are carried into each alternative, never a word of their own.
    stems (Set[str] | None): Where to add, too, each such run that more letters may follow in a match
        ("summer{2,5}": "summe"; "weekends?": "weekend"): the word of the text only begins with it.
    open_end (bool): Whether letters may follow the sequence itself (what comes after the group it is).
    whole (Set[str] | None): Where to add the runs that are whole words of every text they match (nothing but
        non-letters on either side).
    open_start (bool): Whether letters may come just before the sequence.
    """
    items = list(items)
    run: List[str] = list(prefix)
    left_open = open_start

    def flush(rest: List[Tuple], end_open: bool) -> None:
        if len(run) >= 2:
            word = "".join(run).lower()
            out.add(word)
            right_open = _may_start_with_letter(rest) or (end_open and not _closed(rest))
            if stems is not None and right_open:
                stems.add(word)
            if whole is not None and not right_open and not left_open:
                whole.add(word)
        run.clear()

    for i, (op, av) in enumerate(items):
        if op is C.LITERAL and chr(av).isalpha():
            run.append(chr(av))
            continue
        rest = items[i:]
        # "ant(?:eayer|ier)", "ant" + BRANCH: a group or an alternation goes on with the letters before it
        carry = "".join(run) if op in (C.SUBPATTERN, C.BRANCH) else ""
        if carry:
            run.clear()
        else:
            flush(rest, open_end)
        after_open = open_end if not items[i + 1:] else (_may_start_with_letter(items[i + 1:])
                                                          or (open_end and not _closed(items[i + 1:])))
        inner_open_start = left_open if carry else not _closed([(op, av)])
        for seq, start, end, open_start in _parts(op, av, carry, after_open, inner_open_start):
            _required(seq, out, start, stems, end, whole, open_start)
        # the next run of letters: open on its left unless this item surely ends with no letter
        left_open = not (_closed([(op, av)]) and _ends_closed(op, av))
    flush([], open_end)


def _parts(op: Any, av: Any, carry: str, after_open: bool, open_start: bool) -> List[Tuple]:
    """The sequences inside one parsed item whose required words every match holds, each as (items, letters
    carried into it, whether letters may follow it, whether letters may precede it)."""
    if op is C.SUBPATTERN:
        return [(av[-1], carry, after_open, open_start)]
    if op is C.BRANCH:
        return [(alt, carry, after_open, open_start) for alt in av[1]]
    if op in (C.MAX_REPEAT, C.MIN_REPEAT) and av[0] >= 1:
        return [(av[2], "", True, True)]  # a repeated part may follow itself
    return []


def _ends_closed(op: Any, av: Any) -> bool:
    """Whether a match of one parsed item surely ends with a character that is no letter (conservative)."""
    if op is C.LITERAL:
        return not chr(av).isalpha()
    if op is C.IN:
        return not _class_may_hold_letter(av)
    if op in _REPEATS:
        lo, _, sub = av
        return lo >= 1 and len(sub) == 1 and _ends_closed(*list(sub)[0])
    return op is C.AT and av is C.AT_BOUNDARY


def _closed(items: List[Tuple]) -> bool:
    """Whether a match of the sequence surely holds a character that is no letter before any letter (so letters
    after the sequence cannot join a word before it): False when the sequence may be empty or unsure."""
    for op, av in items:
        if op in (C.ASSERT, C.ASSERT_NOT, C.AT):
            continue
        if op is C.LITERAL:
            return not chr(av).isalpha()
        if op is C.IN:
            return not _class_may_hold_letter(av)
        if op in _REPEATS:
            lo, hi, sub = av
            if hi == 0:
                continue
            if lo >= 1:
                return _closed(list(sub))
            if _may_start_with_letter(list(sub)):
                return False
            continue
        return False
    return False


def required_words(pattern: str) -> Tuple[Set[str], Set[str]]:
    """(words, macro names) that every match of ``pattern`` must contain (alternatives all count).

    pattern (str): A rule pattern with ``{MACRO}`` references not yet expanded.
    RETURNS (Tuple[Set[str], Set[str]]): Required literal words (lower case) and required macros.
    """
    words, macros, _ = _words_macros_stems(pattern)
    return words, macros


def required_stems(pattern: str) -> Set[str]:
    """The required words of ``pattern`` (``required_words``) that a match may go on with more letters: the word
    of the text only begins with them ("summer{2,5}" -> "summe", "winterr(?:r|rr)?" -> "winterr")."""
    return _words_macros_stems(pattern)[2]


def _words_macros_stems(pattern: str) -> Tuple[Set[str], Set[str], Set[str]]:
    """(required words, required macros, stems: none when a required word is whole or a macro is required, as
    any match then holds that word or one of the macro's)."""
    names = sorted(set(MACRO_REF.findall(pattern)))
    keys = {name: _MARK + "".join(chr(97 + int(d)) for d in str(i)) for i, name in enumerate(names)}
    marked = MACRO_REF.sub(lambda m: f"(?:{keys[m.group(1)]})", pattern)
    try:
        parsed = P.parse(marked, re.IGNORECASE)
    except Exception:  # the loader reports bad patterns; here we only look for anchors
        return set(), set(), set()
    words: Set[str] = set()
    stems: Set[str] = set()
    whole: Set[str] = set()
    _required(list(parsed), words, "", stems, False, whole)
    macros = {name for name, key in keys.items() if key in words}
    plain = {w for w in words if not w.startswith(_MARK)}
    if macros or any(not w.startswith(_MARK) for w in whole):
        stems = set()
    return plain, macros, {w for w in stems if not w.startswith(_MARK)}


# the answer depends on the pattern's text alone: kept per process and on disk (``build_cache``)
_required_words = remembered("required_words", lambda pattern: tuple(map(frozenset, required_words(pattern))))
_required_stems = remembered("required_stems", lambda pattern: frozenset(required_stems(pattern)))


def rule_stems(ruleset: RuleSet, non_anchor: Set[str]) -> Set[str]:
    """The stems of the rules of a rule set (``required_stems``): a text word that begins with one is an anchor.
    A stem that is a word never used as an anchor ("the") is left out, as those words are."""
    stems: Set[str] = set()
    for rule in ruleset.rules:
        if rule.label == "IGNORE" or "phrases" in rule.record:
            continue
        stems |= _required_stems(rule.pattern)
    return {s for s in stems if s not in non_anchor}


def rule_anchors(ruleset: RuleSet, non_anchor: Set[str], window: int) -> Set[str]:
    """The anchor words of all the rules of a rule set."""
    anchors: Set[str] = set()
    suffixes = ruleset.words(W.ANCHOR_SUFFIXES)
    for rule in ruleset.rules:
        if rule.label == "IGNORE":
            continue  # guards sit next to numbers, and numbers are anchors already
        if "phrases" in rule.record:  # a gazetteer entry: see ``name_anchors``
            continue
        words, macros = _required_words(rule.pattern)
        mine = {w for w in words if w not in non_anchor}
        for name in macros:
            mine |= _macro_words(ruleset, name, non_anchor, window, set())
        if not mine:  # nothing required: fall back to every word the rule spells and every macro it uses
            mine = literal_words(rule.pattern) - non_anchor
            for name in MACRO_REF.findall(rule.pattern):
                mine |= _macro_words(ruleset, name, non_anchor, window, set())
        anchors |= _with_suffixes(mine, suffixes)
    return anchors - non_anchor


def _macro_words(ruleset: RuleSet, name: str, non_anchor: Set[str], window: int, seen: Set[str]) -> Set[str]:
    """The anchor words a macro contributes: the last words of its terms, or what its regex requires (through
    the macros it uses in turn; ``seen`` stops cycles)."""
    if name in seen:
        return set()
    seen.add(name)
    out: Set[str] = set()
    if name in ruleset.terms:
        for term in ruleset.terms[name]:
            out |= last_words(term, non_anchor, window)
    elif name in ruleset.regexes:  # a regex macro: what it requires, through its own macros
        words, macros = _required_words(ruleset.regexes[name])
        out = {w for w in words if w not in non_anchor}
        for sub in macros:
            out |= _macro_words(ruleset, sub, non_anchor, window, seen)
    return out


def gazetteer_names(ruleset: RuleSet) -> List[str]:
    """All names of the gazetteer entries of a rule set."""
    return [p for rule in ruleset.rules if "phrases" in rule.record
            for p in rule.record["phrases"] + rule.record.get("cased_phrases", [])]


def name_anchors(names: Iterable[str], non_anchor: Set[str], window: int) -> Dict[str, int]:
    """The anchor words of gazetteer names, each with how many words before it a match may start.

    For each name the anchor is its rarest word among the names (the word fewest names share: "Thatcher" in
    "the Thatcher years", "Hastings" in "the Battle of Hastings"), not its last one ("years", "war",
    "government" occur everywhere in news and would make the engine try the gazetteer at each), preferring words
    the name capitalizes ("the Year Without a Summer" anchors on "Year" or "Summer", not "a"); the words of the
    lexicon macro NON_ANCHOR are never anchors. A match starts at the name's first word or at a "the" before it,
    so an anchor that is the name's word ``i`` needs the engine to try ``i + 1`` words before it (at most
    ``window``, so the anchor is one of the name's first ``window`` words). A name with a number there needs no
    anchor word (numbers are anchors, tried ``window`` words back). A name without a usable word falls back to
    ``last_words``.

    names (Iterable[str]): The names (any case).
    non_anchor (Set[str]): Words never used as anchors.
    window (int): The engine's look-back, in words.
    RETURNS (Dict[str, int]): Anchor word (lower case) -> words before it where a match may start.
    """
    names = list(names)
    raw = [WORD.findall(name) for name in names]
    split = [[w.lower() for w in words] for words in raw]
    df: Dict[str, int] = {}
    for words in split:
        for w in set(words):
            df[w] = df.get(w, 0) + 1
    out: Dict[str, int] = {}
    for name, words, spelled in zip(names, split, raw):
        head = words[:window]  # room for a "the" before the name
        if any(not w.isalpha() for w in head):
            continue  # a word with a digit ("2008", "9/11", "Apollo 11") is an anchor already
        usable = [(i, w) for i, w in enumerate(head) if w not in non_anchor]
        if usable:
            # capitalized words first (names, not "with" or "under"), then the rarest, the earliest, the longest
            i, w = min(usable, key=lambda iw: (not spelled[iw[0]][:1].isupper(), df[iw[1]], iw[0], -len(iw[1])))
            out[w] = max(out.get(w, 0), i + 1)
        else:
            for w in last_words(name, non_anchor, window):
                out[w] = window
    return out


# the anchors depend on the names (in order), the NON_ANCHOR words and the window alone: kept per process and on
# disk (``build_cache``), by a digest of them all
remembered_name_anchors = remembered_whole(
    "name_anchors", name_anchors, lambda names, non_anchor, window: (list(names), sorted(non_anchor), window))


def _with_suffixes(words: Set[str], suffixes: Iterable[str]) -> Set[str]:
    """Words plus their inflected forms: "(?:morning|night)s?" also spells "nights". The endings are language
    data, the lexicon macro ANCHOR_SUFFIXES (English: "s")."""
    out = set(words)
    for w in words:
        for suffix in suffixes:
            out.add(w + suffix)
            if w.endswith(suffix) and len(w) > len(suffix):
                out.add(w[: -len(suffix)])
    return out
