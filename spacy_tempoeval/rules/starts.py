"""Where matches may start in a text: the rule engine's first pass (``RuleEngine`` inherits ``StartPositions``).

A text's words are read once (a Latin-1 text by ``bytes.translate`` and ``str.split``, any other by
``WORD_SPLIT``), each word's kind looked up once per distinct word (an anchor of the rules, of the gazetteer's
names, both or none), and the positions where a pass may start are the anchors and the few words before them
(``WINDOW``), found as shifts of one integer of word codes (``_cover``); then the symbols a match may start on
just before those words ("$2020", "'90s"). A text without any anchor has no start: the prefilter.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache
from itertools import accumulate, compress, count, islice
from operator import add
from typing import Any, FrozenSet, List, Set, Tuple

import numpy

WORD = re.compile(r"\w+")
# the words and what lies between them: [gap, word, gap, word, ..., gap] (``StartPositions._starts_and_words``)
WORD_SPLIT = re.compile(r"(\w+)")
WINDOW = 4  # words before an anchor where a match may start
_NO_MARK = (-1, -1)  # a word that is no anchor
LONG_TEXT = 600  # characters past which a text's word starts are found by numpy (fixed costs of a few µs)
KIND_LIMIT = 200_000  # distinct words whose kinds (``_kinds``, ``_codes``) are kept before a table is emptied


def _fold_table() -> Tuple[bytes, str]:
    """(the characters of a codec as ``WORD_SPLIT`` reads a lower-cased text, for ``bytes.translate``: a word
    character (``\\w``) as its lower case, any other as a blank; the codec): Latin-1, or ASCII should lower-casing
    some Latin-1 character change its length, leave Latin-1 or change whether it is a word character."""
    out = bytearray()
    for b in range(256):
        ch = chr(b)
        low = ch.lower()
        if len(low) != 1 or ord(low) > 255 or bool(WORD.match(ch)) != bool(WORD.match(low)):
            return bytes(out) + bytes(256 - b), "ascii"  # (not reached with Python 3.8-3.13's Unicode tables)
        out.append(ord(low) if WORD.match(ch) else 32)
    return bytes(out), "latin-1"


# a Latin-1 text (every ASCII text, most European ones) is cut into its words by ``bytes.translate`` and
# ``str.split`` (``RuleEngine._positions``): the words and starts of ``WORD_SPLIT.split(text.lower())``, 3-4 times
# faster than the regex
_FOLD, _FOLD_CODEC = _fold_table()


def folded_words(text: str) -> List[str] | None:
    """The words (``\\w+``) of ``text.lower()`` when ``text`` is Latin-1 (read as the engine reads them: ``_FOLD``,
    ``bytes.translate`` and ``str.split``), else None (another script: read them otherwise)."""
    try:
        folded = text.encode(_FOLD_CODEC).translate(_FOLD)
    except UnicodeEncodeError:
        return None
    return folded.decode(_FOLD_CODEC).split()


# a word's code (``RuleEngine._code_of``): bit m (m = 0 .. WINDOW) when a name may start m words before it, bit
# WINDOW + 1 when a rule may start up to WINDOW words before it. The codes of a text's words, one byte each, read as
# one integer: the words where a pass may start are a few shifts and ORs of it (``_cover``)
_RULE_BIT = 1 << (WINDOW + 1)
assert WINDOW == 4, "``_cover`` reads back 4 words"
_ONES_WORDS = 1 << 16  # words covered by ``_ONES`` (a longer text builds its own)
_ONES = int.from_bytes(b"\x01" * _ONES_WORDS, "little")  # bit 0 of every byte
# a position's flags (bit 0: a rule may start there, bit 1: a name) -> the one flag (``bytes.translate``)
_RULE_FLAG = bytes(v & 1 for v in range(256))
_NAME_FLAG = bytes((v >> 1) & 1 for v in range(256))


def _cover(codes: bytes) -> bytes:
    """Per word of a text (``codes``: its words' codes), its flags: bit 0 when a rule may start there (a rule
    anchor at most WINDOW words after it, or the word itself), bit 1 when a name may (a name's anchor that reaches
    back to it); trailing words without flags left out (b"" when no word has any)."""
    n = len(codes)
    x = int.from_bytes(codes, "little")
    if not x:
        return b""
    ones = _ONES if n <= _ONES_WORDS else int.from_bytes(b"\x01" * n, "little")
    # word i's bit m of the names (at 8i + m) to word i - m's bit 0 (at 8(i - m)), m = 0 .. WINDOW (= 4); its rule
    # bit (at 8i + 5) to bit 0 of words i - 4 .. i (a run of 5 words: 2, then 4, then 5)
    names = x | (x >> 9) | (x >> 18) | (x >> 27) | (x >> 36)
    rule = x >> (WINDOW + 1)
    rules = rule | (rule >> 8)
    rules |= (rules >> 16) | (rule >> 32)
    return ((rules & ones) | ((names & ones) << 1)).to_bytes(n, "little").rstrip(b"\0")


@lru_cache(maxsize=64)
def _symbol_class(chars: FrozenSet[str]) -> Any:
    """A compiled class of ``chars`` (``chars`` not empty)."""
    return re.compile("[" + "".join(re.escape(c) for c in sorted(chars)) + "]")


SYMBOL_SCAN = 200  # characters up to which a text is searched for symbols with one regex class (``_symbol_search``)


class _AnySymbol:
    """Whether a text holds any of ``chars``: a text of up to ``SYMBOL_SCAN`` characters by the ``search`` of a
    compiled class of them, a longer one by ``str.__contains__`` per character (a fast scan each: the class tries
    every character in turn, ≈ 30 µs on a Spanish news story that holds none). A class at module level, so that an
    engine pickles (``n_process`` under spawn)."""

    __slots__ = ("search", "ordered")

    def __init__(self, chars: FrozenSet[str]) -> None:
        self.search = _symbol_class(chars).search if chars else None
        self.ordered = tuple(sorted(chars))

    def __call__(self, text: str) -> bool:
        if len(text) <= SYMBOL_SCAN:
            return self.search is not None and self.search(text) is not None
        return any(map(text.__contains__, self.ordered))

    def __reduce__(self) -> Any:
        return _AnySymbol, (frozenset(self.ordered),)


def _symbol_search(chars: FrozenSet[str]) -> Any:
    """The test of whether a text holds any of ``chars`` (``_AnySymbol``)."""
    return _AnySymbol(chars)


@lru_cache(maxsize=64)
def _symbol_bits(rule_chars: FrozenSet[str], name_chars: FrozenSet[str]) -> Tuple[Tuple[str, int], ...]:
    """Each symbol a match may start on, with the passes it opens: 1 the rules' (``rule_chars``), 2 the names'."""
    return tuple((c, (c in rule_chars) | (c in name_chars) << 1) for c in sorted(rule_chars | name_chars))


@lru_cache(maxsize=64)
def _sorted_chars(chars: FrozenSet[str]) -> Tuple[str, ...]:
    """``chars`` in a fixed order (``RuleEngine._with_symbols`` looks for each in turn)."""
    return tuple(sorted(chars))


class StartPositions:
    """The start positions of ``RuleEngine`` (a mixin: the tables it reads are the engine's, built in its
    ``__init__``: ``anchors``, ``rule_anchors``, ``_name_back``, ``_kinds``, ``_codes``, ``prefix_chars``,
    ``name_prefix_chars``, ``_any_symbol``)."""

    anchors: FrozenSet[str]
    rule_anchors: FrozenSet[str]
    rule_stems: Tuple[str, ...]
    prefix_chars: FrozenSet[str]
    name_prefix_chars: FrozenSet[str]
    _name_back: Any
    _kinds: Any
    _codes: Any
    _any_symbol: Any

    def candidates(self, text: str) -> List[int]:
        """Start positions worth trying: anchors and the words just before them (rules or names)."""
        return sorted(set().union(*self.starts_of(text)))

    def starts_of(self, text: str) -> Tuple[Set[int], Set[int]]:
        """(positions where a rule may start, positions where a gazetteer name may start): the anchors of each
        and the words just before them. A text with neither holds no expression (the prefilter)."""
        return self._starts_and_words(text)[:2]

    def _starts_and_words(self, text: str) -> Tuple[Set[int], Set[int], List[str]]:
        """``starts_of(text)`` and the text's words (lower case; none when it has no start)."""
        positions, flags, words = self._positions(text)
        return (set(compress(positions, flags.translate(_RULE_FLAG))),
                set(compress(positions, flags.translate(_NAME_FLAG))), words)

    def _positions(self, text: str) -> Tuple[List[int], bytes, List[str]]:
        """(the positions where a rule or a name may start, in order; their flags, one byte each: bit 0 a rule,
        bit 1 a name; the text's words, lower case, none when the text has no start (the prefilter)). A word
        opens the WINDOW words before it and itself to the rules when it is a rule anchor or holds a digit, and
        to the names as far back as its name anchor reaches (``_kind_of``); symbols just before a position join
        it (``_with_symbols``)."""
        try:
            # a Latin-1 text: its words are what ``WORD_SPLIT`` finds in ``text.lower()`` (``_FOLD``)
            folded = text.encode(_FOLD_CODEC).translate(_FOLD)
        except UnicodeEncodeError:  # another script
            low = text.lower()
            if len(low) == len(text):
                split = WORD_SPLIT.split(low)  # the words at odd places, each start the length of all before it
                words = split[1::2]
                starts: Any = islice(accumulate(map(len, split)), 0, None, 2)
            else:  # rare letters such as "İ" lower-case to two: the words are read in the text, one by one
                found = list(WORD.finditer(text))
                starts, words = [m.start() for m in found], [m.group().lower() for m in found]
                flags = _cover(self._codes_of(words))
                if not flags:
                    return [], b"", words
                return self._with_symbols_flags(text, list(compress(starts, flags)), flags.translate(None, b"\0"),
                                                words)
        else:
            if len(folded) > LONG_TEXT:  # the words' starts by numpy: where a blank is followed by a word character
                words = folded.decode(_FOLD_CODEC).split()
                flags = _cover(self._codes_of(words))
                if not flags:  # no anchor and no digit (the prefilter)
                    return [], b"", []
                word = numpy.frombuffer(b" " + folded, dtype=numpy.uint8) != 32
                chosen = numpy.frombuffer(flags, dtype=numpy.uint8)
                kept = numpy.flatnonzero(chosen)
                return self._with_symbols_flags(text, numpy.flatnonzero(word[1:] > word[:-1])[kept].tolist(),
                                                chosen[kept].tobytes(), words)
            # each start the length of the parts before it plus one blank per part
            parts = folded.decode(_FOLD_CODEC).split(" ")
            words = list(filter(None, parts))
            starts = compress(map(add, accumulate(map(len, parts), initial=0), count()), parts)
        flags = _cover(self._codes_of(words))
        if not flags:  # no anchor and no digit (the prefilter)
            return [], b"", []
        # only the words up to the last one with a flag are read (``_cover`` cut the rest; in C: ``compress``)
        return self._with_symbols_flags(text, list(compress(starts, flags)), flags.translate(None, b"\0"), words)

    def _codes_of(self, words: List[str]) -> bytes:
        """The words' codes (``_code_of``), one byte each; each distinct word's looked up once (a bounded table)."""
        codes = self._codes
        try:
            return bytes(map(codes.__getitem__, words))
        except KeyError:  # words met for the first time
            if len(codes) > KIND_LIMIT:
                codes.clear()
            for w in words:
                if w not in codes:
                    codes[w] = self._code_of(w)
            return bytes(map(codes.__getitem__, words))

    def _code_of(self, word: str) -> int:
        """``_kind_of(word)`` as one byte: bit m (m <= WINDOW) when a name may start m words before ``word``, bit
        WINDOW + 1 when a rule may start up to WINDOW words before it (0: no anchor)."""
        rule_back, name_back = self._kind_of(word)
        return (_RULE_BIT if rule_back >= 0 else 0) | ((1 << (name_back + 1)) - 1 if name_back >= 0 else 0)

    def _with_symbols_flags(self, text: str, positions: List[int], flags: bytes, words: List[str]
                            ) -> Tuple[List[int], bytes, List[str]]:
        """(``positions`` and the symbols a match may start on just before them (``_with_symbols``), in order;
        their flags; ``words``)."""
        if not self._any_symbol(text):  # no symbol either pass may start on (most short texts)
            return positions, flags, words
        # the symbol at ``j`` takes the flags of the position after it and a blank or two (a position is a word's
        # start: never a blank), those of its passes (``prefix_chars``, ``name_prefix_chars``)
        added = []
        n = len(positions)
        for c, bits in _symbol_bits(self.prefix_chars, self.name_prefix_chars):
            j = text.find(c)
            while j >= 0:
                q = j + 1
                if text[q:q + 1] == " ":
                    q += 1
                    if text[q:q + 1] == " ":
                        q += 1
                i = bisect_left(positions, q)
                if i < n and positions[i] == q and flags[i] & bits:
                    added.append((j, flags[i] & bits))
                j = text.find(c, j + 1)
        if not added:
            return positions, flags, words
        out = bytearray(flags)
        for j, f in sorted(added):  # a symbol is no word character: never one of ``positions``
            i = bisect_left(positions, j)
            positions.insert(i, j)
            out.insert(i, f)
        return positions, bytes(out), words

    def _marks(self, words: List[str]) -> List[Tuple[int, Tuple[int, int]]]:
        """(index, (words back a rule may start, words back a name may start)) of the words that are anchors;
        what a word is, is looked up once per distinct word (a bounded cache)."""
        kinds = self._kinds
        got = list(map(kinds.get, words))
        if None in got:  # words met for the first time
            if len(kinds) > KIND_LIMIT:
                kinds.clear()
            for i, w in enumerate(words):
                if got[i] is None:
                    kind = kinds.get(w)
                    if kind is None:
                        kind = self._kind_of(w)
                        kind = kinds[w] = kind if kind != _NO_MARK else ()
                    got[i] = kind
        # a word that is no anchor is kept as () (false), an anchor's kind is a pair (true): the anchors are
        # picked out in C (``compress``), not by a loop over every word
        marks = list(compress(range(len(got)), got))
        return list(zip(marks, map(got.__getitem__, marks)))

    def _kind_of(self, word: str) -> Tuple[int, int]:
        """(words back a rule may start, words back a name may start) from ``word`` (lower case), -1 for none:
        a word with a digit opens both ("Apollo 11"), a rule anchor the rules, a name's word the names."""
        if not word.isalpha():
            return WINDOW, WINDOW
        rule_back = WINDOW if word in self.rule_anchors or (self.rule_stems and word.startswith(self.rule_stems)) \
            else -1
        kind = (rule_back, self._name_back.get(word, -1))
        return _NO_MARK if kind == _NO_MARK else kind

    @staticmethod
    def _with_symbols(text: str, out: Set[int], prefix_chars: FrozenSet[str]) -> Set[int]:
        """``out`` and the symbols a match may start on just before its positions ("§ 2019": a symbol, a blank
        or two, the word)."""
        if not out:
            return out
        out.update(StartPositions._symbols_before(text, out, prefix_chars))
        return out

    @staticmethod
    def _symbols_before(text: str, out: Set[int], prefix_chars: FrozenSet[str]) -> List[int]:
        """The symbols a match may start on just before the positions ``out`` (``_with_symbols``)."""
        # from each symbol to the position a blank or two after it (fewer symbols than positions in a text): the
        # symbol at ``j`` goes in when ``j + 1`` is a position, or ``j + 2`` after a blank, or ``j + 3`` after two.
        # Each symbol is found with ``str.find`` (a text holds few of them: a regex class scanned every character)
        added = []
        for c in _sorted_chars(prefix_chars):
            j = text.find(c)
            while j >= 0:
                if j + 1 in out or (text[j + 1:j + 2] == " " and (j + 2 in out or (text[j + 2:j + 3] == " "
                                                                                   and j + 3 in out))):
                    added.append(j)
                j = text.find(c, j + 1)
        return added


__all__ = ["KIND_LIMIT", "LONG_TEXT", "WINDOW", "WORD", "WORD_SPLIT", "StartPositions", "folded_words"]
