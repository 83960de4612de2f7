"""The gazetteer of named events and periods, as the engine indexes and orders it.

``name_key`` is the form in which the engine's gazetteer index compares names and text (``GAZ_KEY`` characters of
it); ``gazetteer_starts`` an entry's possible first characters; ``longer_names_first`` puts an entry whose name
extends another's ("the French Revolution of 1848") before it, as the first rule that matches at a position wins.
"""

from __future__ import annotations

import re
from typing import Dict, FrozenSet, List, Set, Tuple

from .build_cache import remembered_whole
from .loader import Rule, alias_key, leading_article
from .prefix import name_starts

GAZ_KEY = 10  # characters of a name (after a leading article, in ``name_key`` form) the gazetteer index uses
_NAME_SEP = re.compile(r"[\s\-]+")
_LETTERS = re.compile(r"[^\W\d_]+")  # a word of letters in any script (the article of ``leading_article``)


def name_key(text: str, articles: FrozenSet[str] = frozenset()) -> str:
    """A name or a piece of text in the form the gazetteer index compares: lower case, runs of spaces and hyphens
    as one blank, without a leading article (one of ``articles``, the pack's PERIOD_ARTICLE words)."""
    key = text.lower()
    if "-" in key or "  " in key or not key.isprintable():  # runs of blanks or hyphens to join
        key = _NAME_SEP.sub(" ", key)
        return key[leading_article(key, articles):]
    # the only blanks are single spaces (a printable text has no other white space): nothing to join, and a
    # leading article is the text up to its first space (what ``leading_article`` finds, without a regex each)
    blank = key.find(" ")
    if blank > 0 and key[:blank] in articles and _LETTERS.fullmatch(key, 0, blank):
        return key[blank + 1:]
    return key


def gazetteer_starts(rule: Rule, articles: FrozenSet[str] = frozenset()) -> FrozenSet[str]:
    """The possible starts of a gazetteer entry's pattern, from its names (see ``prefix.name_starts``)."""
    names = [(p, False) for p in rule.record["phrases"]] + [(p, True) for p in rule.record.get("cased_phrases", [])]
    return name_starts(names, articles)


def longer_names_first(rules: List[Rule], articles: FrozenSet[str] = frozenset()) -> List[Rule]:
    """Reorder the gazetteer entries among ``rules`` so that an entry with a name that extends another entry's
    name ("the French Revolution of 1848", "the Korean War armistice") is tried before it ("the French
    Revolution", "the Korean War"): at one position the first rule that matches wins, so without this the
    shorter name would cut the longer one. Other rules keep their places, and so do the slots the gazetteer
    entries occupy; entries that extend nothing keep their order.

    rules (List[Rule]): Rules in priority order.
    articles (FrozenSet[str]): Leading articles of names (PERIOD_ARTICLE), left out when names are compared.
    RETURNS (List[Rule]): The same rules, gazetteer entries reordered.
    """
    slots = [i for i, r in enumerate(rules) if "phrases" in r.record]
    if len(slots) < 2:
        return rules
    entries = [rules[i] for i in slots]
    order = _entry_order([r.record["phrases"] + r.record.get("cased_phrases", []) for r in entries], articles)
    out = list(rules)
    for slot, j in zip(slots, order):
        out[slot] = entries[j]
    return out


def entry_order(names: List[List[str]], articles: FrozenSet[str]) -> Tuple[int, ...]:
    """The order in which to try gazetteer entries, each given by its names (``longer_names_first``)."""
    extends = _extensions(names, articles)
    rank: Dict[int, int] = {}
    return tuple(sorted(range(len(names)), key=lambda j: (-_chain_depth(j, extends, rank, set()), j)))


# the order depends on the entries' names and the articles alone: kept per process and on disk (``build_cache``)
_entry_order = remembered_whole("entry_order", entry_order, lambda names, articles: (names, sorted(articles)))


def _extensions(entries: List[List[str]], articles: FrozenSet[str]) -> Dict[int, Set[int]]:
    """extends[j]: the entries with a name that a longer name of entry j (its names: ``entries[j]``) starts with
    (word by word)."""
    owner: Dict[str, int] = {}
    names: List[Tuple[str, int]] = []
    for j, phrases in enumerate(entries):
        for phrase in phrases:
            key = alias_key(phrase, articles)
            owner.setdefault(key, j)
            names.append((key, j))
    extends: Dict[int, Set[int]] = {}
    for key, j in names:
        words = key.split(" ")
        for n in range(1, len(words)):
            k = owner.get(" ".join(words[:n]))
            if k is not None and k != j:
                extends.setdefault(j, set()).add(k)
    return extends


def _chain_depth(j: int, extends: Dict[int, Set[int]], rank: Dict[int, int], visiting: Set[int]) -> int:
    """The longest chain of entries that entry j's names extend (memoized in ``rank``; a cycle, each entry
    extending the other by some name, is cut)."""
    if j in rank:
        return rank[j]
    visiting.add(j)
    d = 0
    for k in extends.get(j, ()):
        if k not in visiting:
            d = max(d, _chain_depth(k, extends, rank, visiting) + 1)
    visiting.discard(j)
    rank[j] = d
    return d
