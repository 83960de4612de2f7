"""Anchor words: the words whose presence makes a rule worth trying.

The engine only tries rules near an *anchor*: a word with a digit, or a word one of the rules needs. The fewer
and rarer the anchor words, the less work per text, so a rule contributes only the words every match of it must
contain: words in optional parts ("(?:the\\s+)?"), lookarounds ("(?!\\s+of\\s+his)") and guards do not count,
and a macro or a multi-word phrase contributes its last word (matches may start a few words before an anchor).
A rule with no required word keeps every literal word it spells, as before. Gazetteer names anchor on their
rarest word, tried only as many words back as the name needs (``name_anchors``).
"""

from __future__ import annotations

import re
from typing import Dict, Iterable, List, Set, Tuple

from . import words as W
from .build_cache import remembered, remembered_whole
from .loader import MACRO_REF, RuleSet
from .prefix import C, P

WORD = re.compile(r"\w+")
_MARK = "qqmacro"  # stands in for a macro while a pattern is parsed


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


def _required(items: Iterable[Tuple], out: Set[str], prefix: str = "") -> None:
    """Collect words (runs of literal letters) that every match of the parsed sequence contains.

    prefix (str): Letters just before the sequence that its first word continues. Python's parser factors a
        prefix shared by all alternatives out of them ("anteayer|antier" is "ant" then "eayer|ier"), so the
        letters before an alternation (or a group) are carried into each alternative, never a word of their own.
    """
    run: List[str] = list(prefix)

    def flush() -> None:
        if len(run) >= 2:
            out.add("".join(run).lower())
        run.clear()

    for op, av in items:
        if op is C.LITERAL and chr(av).isalpha():
            run.append(chr(av))
            continue
        # "ant(?:eayer|ier)", "ant" + BRANCH: a group or an alternation goes on with the letters before it
        carry = "".join(run) if op in (C.SUBPATTERN, C.BRANCH) else ""
        if carry:
            run.clear()
        else:
            flush()
        if op is C.SUBPATTERN:
            _required(av[-1], out, carry)
        elif op is C.BRANCH:
            for alt in av[1]:
                _required(alt, out, carry)
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT) and av[0] >= 1:
            _required(av[2], out)
    flush()


def required_words(pattern: str) -> Tuple[Set[str], Set[str]]:
    """(words, macro names) that every match of ``pattern`` must contain (alternatives all count).

    pattern (str): A rule pattern with ``{MACRO}`` references not yet expanded.
    RETURNS (Tuple[Set[str], Set[str]]): Required literal words (lower case) and required macros.
    """
    names = sorted(set(MACRO_REF.findall(pattern)))
    keys = {name: _MARK + "".join(chr(97 + int(d)) for d in str(i)) for i, name in enumerate(names)}
    marked = MACRO_REF.sub(lambda m: f"(?:{keys[m.group(1)]})", pattern)
    try:
        parsed = P.parse(marked, re.IGNORECASE)
    except Exception:  # the loader reports bad patterns; here we only look for anchors
        return set(), set()
    words: Set[str] = set()
    _required(list(parsed), words)
    macros = {name for name, key in keys.items() if key in words}
    return {w for w in words if not w.startswith(_MARK)}, macros


# the answer depends on the pattern's text alone: kept per process and on disk (``build_cache``)
_required_words = remembered("required_words", lambda pattern: tuple(map(frozenset, required_words(pattern))))


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
