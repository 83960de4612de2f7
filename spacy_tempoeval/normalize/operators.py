"""Composition operators: "during X", "since X", "after X", "the decade after X", "between X and Y", "until X",
"X's aftermath", "N years after X" (issue 9).

An *anchor* X is an expression whose years the text itself fixes: an explicit date ("1989", "June 1940"), a
decade or century ("the 1990s") or a named event or period of the gazetteer ("the fall of the Berlin Wall",
"World War II"). Every operator works the same way on all of them: it reads X's years (its span, first year s,
last year e) and maps them to the years the words around X are about. The words are data, lexicon macros of the
language pack:

* ``OPERATORS_BEFORE_ANCHOR``: phrase before X -> operator ("after" -> ``after``, "the decade after" ->
  ``after/10``, "since the end of" -> ``since:end``);
* ``OPERATORS_AFTER_ANCHOR``: phrase right after X ("began" -> ``:start``, "ended" -> ``:end``, "'s aftermath" ->
  ``aftermath``);
* ``OPERATOR_AND``: the word joining the two anchors of ``between`` ("and");
* ``SHIFT_TO_ANCHOR`` / ``ANCHOR_GAP_WORDS``: a shift ("four years", "a decade") ending in one of these words
  takes the anchor right after it ("four years after the fall of the Berlin Wall"); the gap words ("the") may
  stand between an operator and its anchor.

An operator is written ``relation[/years][:selector]``. The selector (``start`` or ``end``) first narrows X to
its first or last year ("since the COVID-19 pandemic began", "since the end of the Cold War"). The relations,
with r the reference year and W the window (the ``/years`` of the phrase, else the ``operator_window`` option,
5 by default):

=================  ==================================================  ======================================
relation           ``convention="rag"``                                ``convention="timeml"``
=================  ==================================================  ======================================
``during``         X's years                                           X's years
``since``          s .. r (without a reference date: s)                X's years (TimeML annotates X)
``until``          s (the point where the stretch ends, as "until      X's years
                   1990" is 1990); "until the end of X": e
``before``         s - W .. s - 1                                      X's years
``after``          e + 1 .. e + W; with the default window, no later   X's years
                   than r when X ended before r
``aftermath``      e .. e + W                                          X's years
``between``        e(X) .. s(Y) (X and Y overlapping: s(X) .. e(Y))    e(X) and s(Y) (TimeML's two end points)
shift              s - N ("N years before X"), e + N ("N years         the same
                   after X"): one year (or the unit's granularity)
=================  ==================================================  ======================================

An anchor finer than a year ("after June 1940") keeps its own year in ``before``/``after``/``until`` windows
(``after June 1940`` is 1940 .. 1945): the events after it may still fall in that year. ``"the decade after X"``
is ``after/10``: an explicit length is never cut at the reference year. Under "timeml" the operator does not
widen X: TimeML annotates the anchor ("after 1995" is 1995 with mod AFTER), and the mod says the direction.

There is no year 0: windows are counted on the ordinal year line (2 BC + 3 years = AD 2).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Dict, FrozenSet, List, Mapping, NamedTuple, Tuple

from ..errors import Errors, RuleFileError
from ..rules import words as W
from ..yearset import EMPTY, YearSet, ordinal_to_year, year_to_ordinal

RELATIONS = ("during", "since", "until", "before", "after", "aftermath", "between")
SELECTORS = ("start", "end")
MODS = {"since": "AFTER", "after": "AFTER", "aftermath": "AFTER", "before": "BEFORE", "until": "BEFORE"}
# how many gap words ("the") may stand between an operator and its anchor
MAX_GAP_WORDS = 2
# how far (characters) before an anchor its operator words are looked for (and after it, its suffix words)
_LOOKBACK = 64
_WORD = re.compile(r"[\w'’-]+")
_KEY_WORD = re.compile(r"\w+")  # a run of word characters: what ``operator_keys`` keys on
_NEXT_WORD = re.compile(r"(\s*)(['’]s\b|[\w-]+)")
_SPEC = re.compile(r"^(?P<rel>[a-z]*)(?:/(?P<n>\d{1,3}))?(?::(?P<sel>[a-z]+))?$")
_FINE_VALUE = re.compile(r"^(?:BC)?\d{4}-")  # a month, a day, a season, a quarter of a year


class Operator(NamedTuple):
    """One operator phrase, parsed: a relation (or "" for a selector alone), a window in years (None: the
    configured one), a selector ("start", "end" or None)."""

    relation: str
    years: int | None
    selector: str | None


class Found(NamedTuple):
    """Operator words found next to an anchor: the operator and where its words start (or end)."""

    op: Operator
    offset: int


def _bad(message: str) -> RuleFileError:
    return RuleFileError(message, path="<lexicon>")


def parse_operator(spec: str, phrase: str, macro: str) -> Operator:
    """Parse a lexicon value such as ``"after/10"`` or ``"since:end"``.

    RAISES (RuleFileError): [E100] on an unknown relation or selector, or a window of 0 years.
    """
    m = _SPEC.match(spec.strip().lower()) if isinstance(spec, str) else None
    if m is None:
        raise _bad(Errors.E100.format(phrase=phrase, macro=macro, spec=spec,
                                                reason="expected 'relation[/years][:selector]'"))
    rel, n, sel = m.group("rel"), m.group("n"), m.group("sel")
    if rel and rel not in RELATIONS:
        raise _bad(Errors.E100.format(phrase=phrase, macro=macro, spec=spec,
                                                reason=f"unknown relation {rel!r} (known: {', '.join(RELATIONS)})"))
    if sel is not None and sel not in SELECTORS:
        raise _bad(Errors.E100.format(phrase=phrase, macro=macro, spec=spec,
                                                reason=f"unknown selector {sel!r} (known: start, end)"))
    if not rel and sel is None:
        raise _bad(Errors.E100.format(phrase=phrase, macro=macro, spec=spec,
                                                reason="neither a relation nor a selector"))
    if n is not None and int(n) == 0:
        raise _bad(Errors.E100.format(phrase=phrase, macro=macro, spec=spec,
                                                reason="a window of 0 years"))
    return Operator(rel, int(n) if n is not None else None, sel)


def _norm(phrase: str) -> str:
    return " ".join(phrase.lower().replace("’", "'").split())


def _phrase_table(terms: Mapping[str, object], macro: str) -> Dict[Tuple[str, ...], Operator]:
    table = {}
    for phrase, spec in terms.items():
        words = tuple(_norm(phrase).split())
        if not words:
            raise _bad(Errors.E100.format(phrase=phrase, macro=macro, spec=spec, reason="an empty phrase"))
        table[words] = parse_operator(str(spec), phrase, macro)
    return table


@dataclass(frozen=True)
class OperatorWords:
    """The operator words of a rule pack (see the module docstring); empty tables switch composition off."""

    prefix: Dict[Tuple[str, ...], Operator]
    suffix: Dict[Tuple[str, ...], Operator]
    conjunctions: FrozenSet[str]
    shift: FrozenSet[str]
    gap: FrozenSet[str]
    max_prefix: int = 0  # words in the longest prefix phrase

    @classmethod
    def from_words(cls, words: W.LanguageWords) -> OperatorWords:
        """The operator words of a pack (``LanguageWords``). RAISES (RuleFileError): [E100] on a bad operator
        value."""
        before, after = W.OPERATORS_BEFORE_ANCHOR, W.OPERATORS_AFTER_ANCHOR
        prefix = _phrase_table(words.table(before), before)
        return cls(prefix=prefix, suffix=_phrase_table(words.table(after), after),
                   conjunctions=words.words(W.OPERATOR_AND), shift=words.words(W.SHIFT_TO_ANCHOR),
                   gap=words.words(W.ANCHOR_GAP_WORDS), max_prefix=max((len(k) for k in prefix), default=0))

    @cached_property
    def last_words(self) -> FrozenSet[str]:
        """The last word of every prefix phrase ("since", "after", "of"): ``before`` looks a chain up only where
        it ends with one."""
        return frozenset(k[-1] for k in self.prefix)

    @cached_property
    def first_words(self) -> FrozenSet[str]:
        """The first word of every prefix phrase ("since", "in", "the"): ``leading`` reads a span only when it
        starts with one."""
        return frozenset(k[0] for k in self.prefix)

    @cached_property
    def suffix_first_words(self) -> FrozenSet[str]:
        """The first word of every suffix phrase ("began", "'s"): ``after`` reads on only past one."""
        return frozenset(k[0] for k in self.suffix)

    def before(self, text: str, start: int) -> Found | None:
        """The operator phrase ending right before ``start`` (gap words allowed in between), longest first."""
        if not self.prefix:
            return None
        chain = self._chain_before(text, start)
        n = len(chain)
        for gaps in range(0, min(MAX_GAP_WORDS, n) + 1):
            if gaps and chain[n - gaps][0] not in self.gap:
                break
            end = n - gaps
            if end == 0 or chain[end - 1][0] not in self.last_words:  # no phrase ends with this word (most)
                continue
            for k in range(min(self.max_prefix, end), 0, -1):
                op = self.prefix.get(tuple(w for w, _ in chain[end - k:end]))
                if op is not None:
                    return Found(op, chain[end - k][1])
        return None

    def _chain_before(self, text: str, start: int) -> List[Tuple[str, int]]:
        """The chain of words (normalized, with their starts) that reaches ``start`` separated by whitespace only,
        in text order; only its last ``MAX_GAP_WORDS + max_prefix`` words are ever read by ``before`` (the same
        phrase is found with the rest cut). Empty when the word next to ``start`` ends no phrase and is no gap
        word: ``before`` then finds nothing whatever comes before it (most anchors)."""
        lo = max(0, start - _LOOKBACK)
        words = list(_WORD.finditer(text, lo, start))
        chain: List[Tuple[str, int]] = []
        pos = start
        cap = MAX_GAP_WORDS + self.max_prefix
        for m in reversed(words):
            sep = text[m.end():pos]
            if not sep or not sep.isspace():  # punctuation, or a word glued to the next ("pre-1990")
                break
            pos = m.start()
            word = _norm(m.group())
            if not chain and word not in self.last_words and word not in self.gap:
                return []
            chain.append((word, pos))
            if len(chain) >= cap:
                break
        chain.reverse()
        return chain

    def leading(self, span_text: str) -> Operator | None:
        """An operator phrase a rule already took into its match ("before 2000", "since 1990"): the relation
        then applies to the expression's own years."""
        found = _WORD.findall(span_text)
        if len(found) < 2 or _norm(found[0]) not in self.first_words:  # no phrase starts the span (most)
            return None
        words = [_norm(w) for w in found]
        for k in range(min(self.max_prefix, len(words) - 1), 0, -1):
            op = self.prefix.get(tuple(words[:k]))
            if op is not None and op.relation and op.relation != "between":
                return op
        return None

    def after(self, text: str, end: int) -> Found | None:
        """The operator phrase right after ``end`` ("began", "'s aftermath"), longest first."""
        if not self.suffix:
            return None
        words: List[Tuple[str, int]] = []
        pos = end
        longest = max(len(k) for k in self.suffix)
        limit = min(len(text), end + _LOOKBACK)  # bounded: linear in the text whatever follows
        while len(words) < longest:
            m = _NEXT_WORD.match(text, pos, limit)
            if m is None:
                break
            possessive = m.group(2)[0] in "'’"
            if (possessive and (m.group(1) or words)) or (not possessive and not m.group(1)):
                break
            word = _norm(m.group(2))
            if not words and word not in self.suffix_first_words:
                return None  # every phrase looked up below starts with this word: none does (most)
            words.append((word, m.end()))
            pos = m.end()
        for k in range(len(words), 0, -1):
            op = self.suffix.get(tuple(w for w, _ in words[:k]))
            if op is not None:
                return Found(op, words[k - 1][1])
        return None

    def conjunction(self, text: str, end: int, next_start: int) -> bool:
        """Whether only a conjunction ("and") and gap words stand between ``end`` and ``next_start``."""
        gap = text[end:next_start]
        if not gap[:1].isspace() or not gap[-1:].isspace():
            return False
        words = [_norm(w) for w in _WORD.findall(gap)]
        if not words or words[0] not in self.conjunctions:
            return False
        return "".join(_WORD.sub("", gap).split()) == "" and all(w in self.gap for w in words[1:])

    def only_gap(self, text: str, end: int, next_start: int) -> bool:
        """Whether only whitespace and gap words stand between ``end`` and ``next_start`` (a shift and its
        anchor: "two years after the 1989 revolution")."""
        gap = text[end:next_start]
        return gap[:1].isspace() and all(w.lower() in self.gap for w in _WORD.findall(gap)) and \
            "".join(_WORD.sub("", gap).split()) == ""


def select(years: YearSet, selector: str | None) -> YearSet:
    """X's first ("start") or last ("end") year, or X itself."""
    if not years or selector is None:
        return years
    return YearSet([years.min if selector == "start" else years.max])


def endpoint(value: str, side: str) -> str:
    """One end of a TIMEX3 value: ``"1939/1945"`` -> ``"1939"`` (start) or ``"1945"`` (end)."""
    if "/" not in value or side not in SELECTORS:
        return value
    left, _, right = value.partition("/")
    return left if side == "start" else right


def _plus(year: int, n: int) -> int:
    """``year`` moved ``n`` years along the calendar (no year 0)."""
    return ordinal_to_year(year_to_ordinal(year) + n)


def compose(op: Operator, span: YearSet, *, reference_year: int | None, window: int, convention: str,
            fine: bool = False) -> YearSet:
    """The years of ``op`` applied to an anchor's years (``between`` has its own function).

    op (Operator): The operator (its selector is applied first).
    span (YearSet): The anchor's years.
    reference_year (Optional[int]): The reference date's year.
    window (int): The default window in years (``operator_window``).
    convention (str): "rag" or "timeml" (see the module docstring).
    fine (bool): The anchor is finer than a year (it keeps its year in before/after/until windows).
    RETURNS (YearSet): The years (empty when the anchor has none).
    """
    span = select(span, op.selector)
    if not span or op.relation in ("", "during", "between") or convention == "timeml":
        return span
    s, e = span.min, span.max
    w = op.years or window
    rel = op.relation
    if rel == "since":
        if reference_year is None or reference_year < s:
            return YearSet([s])
        return YearSet.range(s, reference_year)
    if rel == "until":
        return YearSet([s])
    if rel == "before":
        return YearSet.range(_plus(s, -w), s if fine else _plus(s, -1))
    if rel == "aftermath":
        return YearSet.range(e, _plus(e, w))
    # after
    lo, hi = (e if fine else _plus(e, 1)), _plus(e, w)
    if op.years is None and reference_year is not None and e < reference_year:
        hi = min(hi, reference_year)
        lo = min(lo, hi)
    return YearSet.range(lo, hi)


def between(first: YearSet, second: YearSet, convention: str) -> YearSet:
    """The years between two anchors: from the end of the first to the start of the second ("between the two
    world wars": 1918..1939); under "timeml" only those two years."""
    if not first or not second:
        return EMPTY
    lo, hi = first.max, second.min
    if lo > hi:  # overlapping (or written in reverse): the whole stretch they cover
        lo, hi = min(first.min, second.min), max(first.max, second.max)
        if convention == "timeml":
            return YearSet([lo, hi])
        return YearSet.range(lo, hi)
    return YearSet([lo, hi]) if convention == "timeml" else YearSet.range(lo, hi)


def is_fine(value: str) -> bool:
    """Whether a TIMEX3 value is finer than a year ("1940-06", "1940-06-10", "1940-SU")."""
    return _FINE_VALUE.match(value) is not None


def mod_of(op: Operator) -> str | None:
    """The TIMEX3 mod an operator gives its expression ("after X": AFTER)."""
    return MODS.get(op.relation)


__all__ = ["OperatorWords", "Operator", "parse_operator", "compose", "between", "select", "endpoint", "is_fine",
           "mod_of", "RELATIONS", "SELECTORS"]


def operator_keys(words: OperatorWords) -> FrozenSet[str]:
    """One key per operator phrase of ``words``: the longest run of word characters of the phrase's rarest word
    ("aftermath" for "in the aftermath of", "run" for "in the run-up to"). A phrase is only ever found word by
    word, so a text in which no key is a word (``\\w+``, lower case) holds no operator, and ``_compose`` skips
    them. Empty when the pack has no operator phrase. Built with the tagger, from the rule set's own words
    (``add_rules`` ones included)."""
    phrases = [phrase for table in (words.prefix, words.suffix) for phrase in table]
    counts = Counter(w for phrase in phrases for w in phrase)
    keys = set()
    for phrase in phrases:
        word = min(phrase, key=lambda w: (not w[:1].isalnum(), counts[w], -len(w), w))  # "aftermath", not "'s"
        keys.add(max(_KEY_WORD.findall(word) or [word], key=len))
    return frozenset(keys)
