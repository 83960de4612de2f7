"""TimeML extents: the span of each expression as the TimeML annotation guidelines draw it (``convention="timeml"``).

The rules find expressions with the words around them that help to read them ("since 2015", "in March", "for
the past twenty years"); the ``rag`` convention keeps those words in its spans. A TIMEX3 does not: it begins
after a signal or preposition and takes in the modifiers and the article that belong to the temporal phrase.
Per expression, in this order (the words are the pack's, ``rules/data/<lang>/timeml.jsonl``):

1. leading signals are dropped ("since 2015" -> "2015", "for the past twenty years" -> "the past twenty years"),
   except a word that is also a modifier of what follows ("over a week", "around 7:15 p.m.", "later Sunday"), a
   TIMEML_SINGULAR_MODS word only before the words its table gives ("[over a week]", but "over [three years]":
   a span of time, as TimeBank and WikiWars annotate it);
2. a trailing signal after a duration is dropped ("twenty years after" -> "twenty years", "a year earlier"); when
   the pack lists TIMEML_SIGNAL_OBJECTS, only before one of them (Spanish "dos días [después] de la boda", but
   "un día después ." and a bare plural, "[Meses antes] de su expiración", keep it, as the Spanish TimeBank does);
3. modifiers before it are taken in: before a quantity ("nearly forty years", "more than four hours", "the first
   nine months"), before a day ("early Tuesday", "late yesterday"), and the article before a head noun ("the
   third quarter", "the weekend"); the modifier gives the TIMEX3 ``mod`` when it had none;
   but not the article of the noun it qualifies: a singular unit after a quantity ("the [two day] rally",
   "the [eight-year] war"), a date of a named month (TIMEML_BARE_DATE_WORDS: "since the [January 1998] bombing",
   "the [Aug. 7] bombings") or a compound adjective (TIMEML_ATTRIBUTIVE_ENDS: "the [year-ago] results") drop
   an article a rule or an operator took in;
3a. words after a unit that make it vague are taken in (TIMEML_APPROX_TAILS: "the next year or so", "a year or
   two"), with their ``mod`` (APPROX) when it had none;
3b. a part of a date before it is taken in ("the end of April", "the start of 1943", "the middle of the month":
   TIMEML_PART_MODS), with its ``mod`` (END, START, MID), the value staying the date's.

4. a range whose value is ``A/B`` ("between 1985 and 1987", "from 1991 to 1997") becomes its two ends, each a
   TIMEX3 of its own ("1985", "1987"), as TimeML annotates ranges.
5. a day with its part of the day joined by a TIMEML_DAYPART_LINKS word (Spanish "ayer por la tarde", value
   ``2015-01-11TAF``) becomes two TIMEX3s, the day (a DATE, ``2015-01-11``) and the part of the day after the link
   (a TIME, "la tarde", the whole value), as the Spanish TimeBank annotates "el Jueves por la tarde" and "El mismo
   día por la tarde"; English and German list no link ("yesterday afternoon" is one TIMEX3).

Values and years are otherwise left as they are (a split range's ends share its years): only offsets, text and
``mod`` change, so year sets do not move.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import FrozenSet, List, Tuple

from ..rules import words as W
from .timex import timex_to_years
from .timexes import Timex

_WORD = re.compile(r"([^\W_]+)")
_LEAD = re.compile(r"([^\W\d_]+)\s+")
_LEAD_SIGNAL = re.compile(r"(?:([^\W\d_]+)\s+|(@)\s*)")  # a word, or a tweet's "@" for "at" (g16-: "@ 1230")
_TRAIL = re.compile(r"\s+([^\W\d_]+)$")
_BEFORE = re.compile(r"((?:[^\W_]+\s+){1,3})$")  # up to three words right before a span
_COUNT = re.compile(r"\d{1,3}")  # a count ("two day", "30-day"), not a year ("the 1988 period") nor "20th"
_LOOKBACK = 48  # characters read before a span for its modifiers (three words)


@dataclass(frozen=True)
class ExtentWords:
    """The pack's words for TimeML extents (all lower case; see ``rules/data/en/timeml.jsonl``)."""

    signals: FrozenSet[str] = frozenset()
    trailing: FrozenSet[str] = frozenset()
    quantity_mods: Tuple[Tuple[str, str], ...] = ()
    point_mods: Tuple[Tuple[str, str], ...] = ()
    day_words: FrozenSet[str] = frozenset()
    quantity_words: FrozenSet[str] = frozenset()
    heads: FrozenSet[str] = frozenset()
    articles: FrozenSet[str] = frozenset()
    range_links: FrozenSet[str] = frozenset()
    free_articles: FrozenSet[str] = frozenset()
    signal_objects: FrozenSet[str] = frozenset()
    part_mods: Tuple[Tuple[str, str], ...] = ()
    bare_date_words: FrozenSet[str] = frozenset()
    attributive_ends: FrozenSet[str] = frozenset()
    approx_tails: Tuple[Tuple[str, str], ...] = ()
    singular_mods: Tuple[Tuple[str, str], ...] = ()
    verb_mods: Tuple[Tuple[str, str], ...] = ()
    duration_trailing: FrozenSet[str] = frozenset()
    daypart_links: FrozenSet[str] = frozenset()

    @classmethod
    def from_words(cls, words: W.LanguageWords) -> ExtentWords:
        """The TimeML words of a pack (``LanguageWords``)."""
        w = words.words
        return cls(w(W.TIMEML_SIGNALS), w(W.TIMEML_TRAILING_SIGNALS), words.phrases(W.TIMEML_QUANTITY_MODS),
                   words.phrases(W.TIMEML_POINT_MODS), w(W.TIMEML_DAY_WORDS), w(W.TIMEML_QUANTITY_WORDS),
                   w(W.TIMEML_HEADS), w(W.TIMEML_ARTICLES), w(W.TIMEML_RANGE_LINKS), w(W.TIMEML_FREE_ARTICLES),
                   w(W.TIMEML_SIGNAL_OBJECTS), words.phrases(W.TIMEML_PART_MODS), w(W.TIMEML_BARE_DATE_WORDS),
                   w(W.TIMEML_ATTRIBUTIVE_ENDS), words.phrases(W.TIMEML_APPROX_TAILS),
                   words.phrases(W.TIMEML_SINGULAR_MODS), words.phrases(W.TIMEML_VERB_MODS),
                   w(W.TIMEML_DURATION_TRAILING), w(W.TIMEML_DAYPART_LINKS))

    def __bool__(self) -> bool:
        return bool(self.signals or self.quantity_mods or self.point_mods or self.articles)

    def is_quantity(self, text: str) -> bool:
        """Whether ``text`` begins with a quantity ("40 years", "nearly", no; "a week", "several days"); a quantity
        word alone is not one (Spanish "las [próximas] elecciones": the adjective is the whole TIMEX3)."""
        m = _WORD.match(text)
        if not m:
            return False
        return m.group(1)[0].isdigit() or (m.group(1).lower() in self.quantity_words and m.end() < len(text.rstrip()))

    def is_day(self, text: str) -> bool:
        """Whether ``text`` begins with a day or a clock time ("Tuesday", "yesterday", "7:15 p.m.", "1990")."""
        m = _WORD.match(text)
        return m is not None and (m.group(1)[0].isdigit() or m.group(1).lower() in self.day_words)

    def refuses(self, word: str, rest: str) -> bool:
        """Whether ``word``, a TIMEML_SINGULAR_MODS word, stays out before ``rest`` ("over [three years]", "over
        [a three-year period]": a count before a singular noun; not "[over a dozen years]")."""
        for k, before in self.singular_mods:
            if word == k:
                first = _WORD.match(rest)
                if not first or first.group(1).lower() not in before.split():
                    return True
                after = rest[first.end():].strip()  # "over [a three-year period]": a count qualifying a noun
                return self.is_quantity(after) and not after.split()[-1].lower().rstrip(".,").endswith("s")
        return False

    def keeps(self, word: str, rest: str) -> bool:
        """Whether a leading ``word`` stays because it modifies ``rest`` ("over a week", "later Sunday"; a
        TIMEML_SINGULAR_MODS word only before one of the words its table gives: not "over three years")."""
        if self.refuses(word, rest):
            return False
        return (any(word == k for k, _ in self.quantity_mods) and self.is_quantity(rest)) or \
            (any(word == k for k, _ in self.point_mods) and self.is_day(rest))


def _strip_leading(text: str, start: int, end: int, words: ExtentWords) -> int:
    while True:
        m = _LEAD_SIGNAL.match(text, start, end)
        if not m or m.end() >= end:
            return start
        word = (m.group(1) or m.group(2)).lower()
        if word not in words.signals or words.keeps(word, text[m.end():end]):
            return start
        start = m.end()


_PREV = re.compile(r"([^\W\d_]+(?:['’][^\W\d_]+)?)\s+$")  # the word right before a span


def _strip_verb(text: str, start: int, end: int, words: ExtentWords) -> int:
    """The start of a span without a leading TIMEML_VERB_MODS word that is a verb: after one of the words its
    table gives ("expected to last [several weeks]", "could last [three weeks]"; "[the last few days]" keeps it).
    Only a DURATION's: before a date the word is its modifier ("compared to [last week]")."""
    m = _LEAD.match(text, start, end)
    if not m or m.end() >= end:
        return start
    word = m.group(1).lower()
    for k, before in words.verb_mods:
        if word == k:
            prev = _PREV.search(text, max(0, start - 24), start)
            if prev and prev.group(1).lower() in before.split():
                return m.end()
    return start


def _strip_trailing(text: str, start: int, end: int, words: ExtentWords, label: str = "") -> int:
    m = _TRAIL.search(text, start, end)
    if not m:
        return end
    last = m.group(1).lower()
    if last not in words.trailing and not (label == "DURATION" and last in words.duration_trailing):
        return end
    if words.signal_objects:  # a signal only before what it relates to: "dos días [después] de la boda"
        after = _WORD.search(text, end, end + _LOOKBACK)
        if not after or text[end:after.start()].strip() or after.group(1).lower() not in words.signal_objects:
            return end  # "un día después ." keeps it
        if len(text[start:m.start()].split()) == 1:
            return end  # a bare plural keeps it: "[Meses antes] de su expiración" (Spanish TimeBank)
    before = text[start:m.start()].split()
    if len(before) == 2 and before[0].lower() in words.articles:
        return end  # "[the day before]": the unit before a time told of, not a duration before an event
    return m.start() if before and before[-1].lower().rstrip(".,") in words.heads else end


def _modifier_before(text: str, start: int, floor: int, phrases: Tuple[Tuple[str, str], ...]) -> Tuple[int, str] | None:
    """The longest of ``phrases`` that ends right before ``start`` (after ``floor``): (its start, its mod)."""
    m = _BEFORE.search(text, max(floor, start - _LOOKBACK), start)
    if not m:
        return None
    tokens = m.group(1).split()
    for phrase, mod in phrases:
        n = len(phrase.split())
        if n <= len(tokens) and " ".join(tokens[-n:]).lower() == phrase:
            at = m.start(1)
            for tok in tokens[:-n]:
                at = text.index(tok, at) + len(tok)
            while text[at].isspace():
                at += 1
            return at, mod
    return None


def _articleless(rest: str, words: ExtentWords) -> bool:
    """Whether ``rest`` (a span without its article) takes no article: a date of a named month ("Aug. 7"; y19-: not
    when the span ends in a head noun of its own, "the [September quarter]"), a compound adjective ("year-ago"), a
    count with a singular unit ("two day", "eight-year"; not "1988 period")."""
    tokens = rest.split()
    if not tokens:
        return False
    first, last = tokens[0].lower().rstrip(".,"), tokens[-1].lower().rstrip(".,")
    if (first in words.bare_date_words and not (len(tokens) > 1 and last in words.heads)) \
            or ("-" in last and last.rsplit("-", 1)[1] in words.attributive_ends):
        return True
    if len(tokens) == 1 and _YEAR_ONLY.fullmatch(first):  # f15-: "since the [2008] U.S. Open" (TimeBank,
        return True  # AQUAINT "the [2000] Olympics" 4 of 4): a bare year's article is the noun's after it
    count = _COUNT.fullmatch(first.split("-")[0]) or (first in words.quantity_words and len(tokens) > 1)
    return bool(count) and last.rsplit("-", 1)[-1] in words.heads and not _plural_head(rest, words)


def _drop_article(text: str, start: int, end: int, words: ExtentWords) -> int:
    """The start of a span without a leading article that belongs to the noun after it (``_articleless``)."""
    m = _LEAD.match(text, start, end)
    if m and m.end() < end and m.group(1).lower() in words.articles and _articleless(text[m.end():end], words):
        return m.end()
    return start


_YEAR_ONLY = re.compile(r"\d{4}")  # a bare year
_TAIL = re.compile(r"\s+([^\W\d_]+\s+[^\W\d_]+)\b")  # two words after a span


def _approx_tail(text: str, start: int, end: int, words: ExtentWords) -> Tuple[int, str | None]:
    """The end of a span ending in a unit with the words after it that make it vague ("a year [or so]") and
    their mod; (``end``, None) without them."""
    tokens = text[start:end].split()
    if not tokens or tokens[-1].lower() not in words.heads:
        return end, None
    m = _TAIL.match(text, end, end + 24)
    tail = " ".join(m.group(1).lower().split()) if m else ""
    for phrase, mod in words.approx_tails:
        if tail == phrase and m is not None:
            return m.end(1), mod or None
    return end, None


def _plural_head(rest: str, words: ExtentWords) -> bool:
    """Whether an expression ends with a plural head noun ("nine months"): "the" before it is its own."""
    last = rest.split()[-1].lower().rstrip(".,")
    return last in words.heads and last.endswith("s")


def _extend(t: Timex, text: str, start: int, floor: int, words: ExtentWords) -> Tuple[int, str | None]:
    """Take in the modifiers before ``start``: RETURNS (new start, mod)."""
    mod = t.mod
    rest = text[start:t.end]
    found = None
    if words.is_day(rest) and t.label in ("DATE", "TIME"):  # "finales de [1999]", "early [Tuesday]"
        found = _modifier_before(text, start, floor, words.point_mods)
    if found is None and words.is_quantity(rest):
        found = _modifier_before(text, start, floor, words.quantity_mods)
        first = text[found[0]:start].split()[0].lower() if found else ""
        if found and words.refuses(" ".join(text[found[0]:start].lower().split()), rest):
            found = None  # "evolved over [several years]": a span of time, not "more than"
        if found and first in words.articles and first not in words.free_articles and not _plural_head(rest, words):
            found = None  # "the [eight-year] war", "the [1988] period": the article belongs to another noun
    if found is None:
        last = rest.split()[-1].lower().rstrip(".,") if rest.split() else ""
        if last in words.heads and rest.split()[0].lower() not in words.articles and not _articleless(rest, words):
            found = _modifier_before(text, start, floor, tuple((a, "") for a in words.articles))
    if found is None:
        return start, mod
    return found[0], mod or found[1] or None


def _part_of(t: Timex, text: str, start: int, floor: int, mod: str | None,
             words: ExtentWords) -> Tuple[int, str | None]:
    """Take in a part of a date before ``start`` ("the end of April"): RETURNS (new start, mod)."""
    found = _modifier_before(text, start, floor, words.part_mods) if t.label == "DATE" else None
    return (found[0], mod or found[1] or None) if found else (start, mod)


_RANGE_VALUE = re.compile(r"([^/\s]+)/([^/\s]+)")


def _article_link(span: str, link: str, words: ExtentWords) -> bool:
    """Whether the word joining a range's ends is the second end's article: it is an article ("al") and the
    first end begins with one too ("del 7 al 11 de septiembre"; but "de 1996 al [2006]")."""
    first = span.split()[0].lower() if span.split() else ""
    return link.strip().lower() in words.free_articles and first in words.free_articles


_MONTH_VALUE = re.compile(r"\d{4}-\d\d")


def _bare_month(first: str, values: re.Match) -> bool:
    """Whether a range's first end is one word that the value gives as a month of the second end's year ("entre
    [enero] y [marzo de 1998]": 1998-01/1998-03)."""
    a, b = values.groups()
    return len(first.split()) == 1 and bool(_MONTH_VALUE.fullmatch(a)) and bool(_MONTH_VALUE.fullmatch(b)) \
        and a[:4] == b[:4]


def _two_months(first: str, second: str, values: re.Match) -> bool:
    """Whether a range's ends are each one word that the value gives as a month ("from [October] to [March]")."""
    return len(first.split()) == 1 and len(second.split()) == 1 and \
        all(_MONTH_VALUE.fullmatch(v) for v in values.groups())


_DURATION_VALUE = re.compile(r"PT?\d[\dA-Z.]*")


def _two_counts(values: re.Match) -> bool:
    """Whether a range's ends are two durations, its first end a count in words or digits ("tres o cuatro
    semanas": P3W/P4W, the first end 'tres')."""
    return all(_DURATION_VALUE.fullmatch(v) for v in values.groups())


_DAY_VALUE = re.compile(r"\d{4}-\d\d-\d\d")


def _two_days(first: str, second: str, values: re.Match) -> bool:
    """p17-: whether a range's ends are days in one word each, the first with at most a word before it ("fri &
    sat", "this fri & sat": 2014-12-12/2014-12-13)."""
    return len(first.split()) in (1, 2) and len(second.split()) == 1 and \
        all(_DAY_VALUE.fullmatch(v) for v in values.groups())


@functools.lru_cache(maxsize=16)
def _range_link(links: FrozenSet[str]) -> re.Pattern[str]:
    """The pattern of a range's link words ("and", "to", "-") with the space around them, longest first; built
    once per pack's word list, not per range."""
    alternation = "|".join(rf"\b{re.escape(w)}\b" if w[0].isalnum() else re.escape(w)
                           for w in sorted(links, key=len, reverse=True))
    return re.compile(rf"\s*(?:{alternation})\s*", re.IGNORECASE)


def split_range(t: Timex, text: str, words: ExtentWords) -> List[Timex]:
    """A range "1985 and 1987" (value ``1985/1987``) as its two TIMEX3s, "1985" and "1987" (TimeML annotates a
    range as its two ends); anything else as it is."""
    m = _RANGE_VALUE.fullmatch(t.value or "")
    if not m or not words.range_links:
        return [t]
    cut = _range_link(words.range_links).search(text[t.start:t.end])
    if not cut:
        return [t]
    head, tail = t.text[:cut.start()], t.text[cut.end():]
    digits = (any(c.isdigit() for c in head) or _bare_month(head, m)) and any(c.isdigit() for c in tail)
    if not digits and not _two_months(head, tail, m) and not _two_counts(m) and not _two_days(head, tail, m):
        return [t]  # a range: both ends with digits (not "COVID-19", "World War II and the 1960s"), two months,
        # two counts of one unit, or two days in one word each (p17-: "fri & sat")
    (a, b), mid, end = m.groups(), t.start + cut.start(), t.start + cut.end()
    if _article_link(t.text, cut.group(), words):  # "del 7 [al 11 de septiembre]": the link is the 2nd's article
        end = t.start + cut.start() + cut.group().index(cut.group().strip())
    first = t._replace(end=mid, text=text[t.start:mid], value=a, years=t.years & timex_to_years(a))
    second = t._replace(start=end, text=text[end:t.end], value=b, years=t.years & timex_to_years(b))
    return [first, second]


_TOKEN = re.compile(r"\S+")
_DAYPART_VALUE = re.compile(r"(\d{4}-\d\d-\d\d)T(?:MO|AF|EV|NI)")


def split_daypart(t: Timex, text: str, words: ExtentWords) -> List[Timex]:
    """A day and its part of the day joined by a TIMEML_DAYPART_LINKS word ("ayer por la tarde", value
    ``2015-01-11TAF``) as two TIMEX3s: the day, a DATE ("ayer", ``2015-01-11``), and the part of the day after the
    link, a TIME ("la tarde", the whole value); anything else as it is. Both keep the expression's years (one
    day)."""
    m = _DAYPART_VALUE.fullmatch(t.value or "") if t.label == "TIME" else None
    if not m:
        return [t]
    tokens = list(_TOKEN.finditer(t.text))
    for i in range(1, len(tokens) - 2):  # a day word, the link, then an article and the part of the day
        if tokens[i].group().lower() in words.daypart_links and tokens[i + 1].group().lower() in words.articles:
            head_end, tail = tokens[i - 1].end(), tokens[i + 1].start()
            first = t._replace(end=t.start + head_end, text=t.text[:head_end], label="DATE", value=m.group(1),
                               mod=None)
            second = t._replace(start=t.start + tail, text=t.text[tail:])
            return [first, second]
    return [t]


def timeml_extents(timexes: List[Timex], text: str, words: ExtentWords) -> List[Timex]:
    """The expressions with their TimeML extents (see the module docstring).

    timexes (List[Timex]): The expressions of ``text``, in order.
    text (str): The text.
    words (ExtentWords): The pack's words.
    RETURNS (List[Timex]): The same expressions, offsets, text and mod adjusted; values and years unchanged.
    """
    if not words:
        return timexes
    out: List[Timex] = []
    floor = 0
    for t in timexes:
        start = _strip_leading(text, t.start, t.end, words)
        end = _strip_trailing(text, start, t.end, words, t.label)
        if words.bare_date_words or words.attributive_ends:
            start = _drop_article(text, start, end, words)
        start, mod = _extend(t._replace(end=end), text, start, max(floor, 0), words)
        if words.approx_tails:
            end, tail_mod = _approx_tail(text, start, end, words)
            mod = mod or tail_mod
        if words.part_mods:
            start, mod = _part_of(t, text, start, max(floor, 0), mod, words)
        if words.verb_mods and t.label == "DURATION":  # "compared to [last week]" is a date: no verb
            start = _strip_verb(text, start, end, words)
        if (start, end) != (t.start, t.end) or mod != t.mod:
            t = t._replace(start=start, end=end, text=text[start:end], mod=mod)
        if words.daypart_links and t.label == "TIME":
            for part in split_range(t, text, words):
                out.extend(split_daypart(part, text, words))
        else:
            out.extend(split_range(t, text, words))
        floor = max(floor, t.end)
    return out


__all__ = ["ExtentWords", "split_daypart", "split_range", "timeml_extents"]
