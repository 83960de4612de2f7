"""The engine's index of gazetteer names: which entries can start at a position, and the first that matches there.

Entries are indexed by the first ``GAZ_KEY`` characters of their names in ``name_key`` form; a position first
passes a cheap test on its first characters (``may_start``, cached per raw six characters), then the entries
whose key is a prefix of the text's are tried one by one in rule order, each with its own compiled expression
(compiled on first use, once per process: the same names come back every time a pipeline is built), so the
first that matches wins exactly as in one alternation of them all.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Dict, FrozenSet, List, Sequence, Set, Tuple

from .build_cache import remembered_whole
from .gazetteer import _LETTERS, GAZ_KEY, name_key
from .loader import Rule
from .prefix import K as PREFIX_K
from .prefix import name_starts, signature

CACHE_LIMIT = 100_000  # entries of a per-text cache before it is emptied (bounds memory on endless streams)


def index_names(entries: List[Tuple[Tuple[str, bool], ...]], articles: Tuple[str, ...]
                ) -> Tuple[Dict[str, List[int]], FrozenSet[str]]:
    """(index key -> the entries (their places in ``entries``) with a name of that key, in order; the possible
    starts of all the names): what ``GazetteerIndex`` reads from its entries' names ((name, cased) pairs)."""
    index: Dict[str, List[int]] = {}
    starts: Set[str] = set()
    words = frozenset(articles)
    for j, names in enumerate(entries):
        for name, _ in names:
            key = name_key(name, words)[:GAZ_KEY]
            bucket = index.setdefault(key, [])
            if not bucket or bucket[-1] != j:
                bucket.append(j)
        starts |= name_starts(names, words)
    return index, frozenset(starts)


# the index depends on the names and the articles alone: kept per process and on disk (``build_cache``), by a
# digest of them all
_index_names = remembered_whole("gazetteer_index", index_names, lambda entries, articles: (entries, articles))


@lru_cache(maxsize=16384)
def _compile_entry(body: str) -> re.Pattern[str]:
    """One entry's expression, compiled once per process."""
    return re.compile(body, re.IGNORECASE)


def _plain(s: str) -> bool:
    """Whether lower-cased text ``s`` is its own ``name_key`` as far as it goes, whatever follows it: printable (no
    line break or other blank than " "), no hyphen, no two blanks in a row, no final sigma (whose lower case depends
    on the characters after it)."""
    return "-" not in s and "  " not in s and s.isprintable() and (s.isascii() or "\u03c2" not in s)


class GazetteerIndex:
    """The gazetteer entries of an engine's rules, indexed by the start of their names.

    rules (Sequence[Rule]): The engine's rules, in priority order.
    entries (Sequence[int]): Indices (into ``rules``) of the gazetteer entries.
    bodies (Dict[int, str]): Each entry's expression (boundary and case flags included).
    articles (FrozenSet[str]): Leading articles a name may start with ("the").
    """

    def __init__(self, rules: Sequence[Rule], entries: Sequence[int], bodies: Dict[int, str],
                 articles: FrozenSet[str]) -> None:
        self.articles = articles
        self.bodies = bodies
        entries = list(entries)
        named = [tuple([(p, False) for p in rules[i].record["phrases"]]
                       + [(p, True) for p in rules[i].record.get("cased_phrases", [])]) for i in entries]
        index, starts = _index_names(named, tuple(sorted(articles)))
        # the places in ``entries`` -> the entries' indices into ``rules`` (a new list each: the answer is shared)
        self._index: Dict[str, List[int]] = {key: [entries[j] for j in places] for key, places in index.items()}
        self.starts = frozenset(starts)
        # the articles ``name_key`` leaves out before a name (words of letters); ``_key_at`` reads the key from the
        # first GAZ_KEY + 1 characters only when no article is as long (else always with ``name_key``)
        self._strip = frozenset(a for a in articles if _LETTERS.fullmatch(a))
        self._plain_keys = all(len(a) <= GAZ_KEY for a in articles)
        self._maybe: Dict[str, bool] = {}  # raw six characters -> may a name start here
        self._by_key: Dict[str, Tuple[Tuple[int, Any], ...]] = {}
        # the text's raw GAZ_KEY + 1 characters at a position -> its entries when they alone give the key
        # (``_raw_key``), or the length of the leading article they start with; an article's raw characters and the
        # GAZ_KEY + 1 after it -> the entries (``_by_raw_article``): ``entries_at`` without reading the key again
        self._by_raw: Dict[str, Any] = {}
        self._by_raw_article: Dict[str, Tuple[Tuple[int, Any], ...]] = {}

    def match(self, text: str, pos: int, end: int, may: bool = False) -> Tuple[Any, int]:
        """(match, entry index) of the first entry in rule order whose name starts at ``pos``, or (None, -1).
        ``may``: the caller knows ``may_start(text, pos)`` holds (it is not asked again)."""
        for i, pattern in self.entries_at(text, pos, may):
            m = pattern.match(text, pos, end)
            if m is not None:
                return m, i
        return None, -1

    def entries_at(self, text: str, pos: int, may: bool = False) -> Tuple[Tuple[int, Any], ...]:
        """The entries (index, compiled expression) whose names can start at ``pos``, in rule order. Kept per raw
        characters where they alone give the index key (``_by_raw``, ``_by_raw_article``): most look-ups of a
        news story are such (h22a: the key read again cost ≈ 2 µs, most of a look-up)."""
        if not may and not self.may_start(text, pos):
            return ()
        raw = text[pos:pos + GAZ_KEY + 1]
        got = self._by_raw.get(raw)
        if got.__class__ is tuple:  # the entries of these raw characters
            return got
        if got is not None:  # a leading article of ``got`` characters: the key is read after it
            long = text[pos:pos + GAZ_KEY + 2 + got]
            found = self._by_raw_article.get(long)
            if found is not None:
                return found
        key, kind = self._raw_key(text, pos, raw)
        found = self._by_key.get(key)
        if found is None:
            found = tuple((i, _compile_entry(self.bodies[i])) for i in sorted(self._entries_for(key)))
            if len(self._by_key) > CACHE_LIMIT:
                self._by_key.clear()
            self._by_key[key] = found
        if kind is not None:  # the key is a function of the raw characters read (``_raw_key``)
            if len(self._by_raw) > CACHE_LIMIT or len(self._by_raw_article) > CACHE_LIMIT:
                self._by_raw.clear()
                self._by_raw_article.clear()
            if kind == 0:
                self._by_raw[raw] = found
            else:
                self._by_raw[raw] = kind
                self._by_raw_article[text[pos:pos + GAZ_KEY + 2 + kind]] = found
        return found

    def _raw_key(self, text: str, pos: int, raw: str) -> Tuple[str, int | None]:
        """(``_key_at(text, pos)``, how it was read): 0 when ``raw`` (``text[pos:pos + GAZ_KEY + 1]``) alone gives
        it (plain, no leading article), the article's length ``b`` when ``raw`` starts with a leading article and
        ``text[pos:pos + GAZ_KEY + 2 + b]`` alone gives it, None otherwise (``name_key`` of 34 characters). Each
        reading is that of ``_key_at``: for the same raw characters the same branch is taken and the same key
        read, so the kept entries are those of the key."""
        s = raw.lower()
        if self._plain_keys and _plain(s):
            blank = s.find(" ")
            if blank <= 0 or s[:blank] not in self._strip:  # no leading article
                return s[:GAZ_KEY], 0
            t = text[pos:pos + GAZ_KEY + 2 + blank].lower()
            if _plain(t):
                return t[blank + 1:blank + 1 + GAZ_KEY], blank
        return name_key(text[pos:pos + GAZ_KEY + 24], self.articles)[:GAZ_KEY], None

    def _key_at(self, text: str, pos: int) -> str:
        """``name_key(text[pos:pos + GAZ_KEY + 24], articles)[:GAZ_KEY]``, the index key at ``pos``. When the text's
        next ``GAZ_KEY + 1`` characters are plain (lower-cased: printable, no hyphen, no two blanks in a row, no
        final sigma, whose lower case depends on what follows) they are the key's (the joining of blanks and
        hyphens further on cannot reach back into them), after a leading article and its blank the next
        ``GAZ_KEY + 1``: read so, without lower-casing and joining 34 characters (a regex when any of them is a
        hyphen, a line break or two blanks). See ``_raw_key``."""
        return self._raw_key(text, pos, text[pos:pos + GAZ_KEY + 1])[0]

    def may_start(self, text: str, pos: int) -> bool:
        """Whether some name may start at ``pos`` (by its first characters; cached per raw six characters)."""
        raw = text[pos:pos + PREFIX_K]
        maybe = self._maybe.get(raw)
        if maybe is None:
            sig = signature(text, pos)
            maybe = any(sig[:j] in self.starts for j in range(1, len(sig) + 1))
            if len(sig) < PREFIX_K and not maybe:  # near the end of a text: a start that extends it
                maybe = sig in self._start_prefixes()
            if len(self._maybe) > CACHE_LIMIT:
                self._maybe.clear()
            self._maybe[raw] = maybe
        return maybe

    def _start_prefixes(self) -> FrozenSet[str]:
        """Every prefix of every name start (the empty one too), built on first use: a signature cut short by
        the end of a text may start a name when it is one of them (what ``any(p.startswith(sig) ...)`` over all
        starts would tell, in one look-up)."""
        prefixes = self.__dict__.get("_prefixes")
        if prefixes is None:
            prefixes = self.__dict__["_prefixes"] = frozenset(p[:j] for p in self.starts for j in range(len(p) + 1))
        return prefixes

    def _entries_for(self, key: str) -> Set[int]:
        """The entries with a name whose index key is a prefix of ``key`` (or extends it, at the end of a
        text)."""
        index = self._index
        chosen: Set[int] = set()
        for j in range(1, len(key) + 1):
            chosen.update(index.get(key[:j], ()))
        if len(key) < GAZ_KEY:  # near the end of the text
            for k, rules in index.items():
                if k.startswith(key):
                    chosen.update(rules)
        return chosen
