"""Value templates: how a rule turns its regex groups into a TIMEX3-style value.

A template is text with ``{group}`` or ``{group|filter}`` or ``{group|filter:arg}`` slots, e.g.
``"{year|year}-{month|term:MONTH}-{day|day}"``. ``{0}`` is the whole match. Filters:

==================  ===================================================================================
filter              result
==================  ===================================================================================
(none)              the group's text
``lower``           the text lower-cased
``term:MACRO``      the value a lexicon macro gives the text (``{m|term:MONTH}``: "Sept." -> ``09``)
``num``             a cardinal, in digits or words ("twenty-four", "a", "12") -> ``24``
``ordinal``         "19th", "nineteenth" -> ``19``
``day``             a day of the month ("3rd", "03") -> ``03``
``year``            four digits, zero padded; an empty group gives ``XXXX`` (unknown year)
``yearwords``       a year in words: "nineteen ninety-six" -> ``1996``, "two thousand and one" -> ``2001``,
                    "nineteen hundred" -> ``1900``, "twenty ten" -> ``2010``, "nineteen oh five" -> ``1905``,
                    "mil novecientos noventa y ocho" -> ``1998``, "neunzehnhundertachtundneunzig" -> ``1998``
                    (the words are lexicon macros, see ``_yearwords``)
``century_start``   the first year of the reference date's century (any group; 2024 -> ``2000``)
``year2``           a two-digit year -> four digits, the century chosen so the year is not more than 10
                    years after the reference date ("'98" -> ``1998``)
``complete:G``      the second year of a range completed from group G ("1939-45" -> ``1945``)
``decade2``         a decade digit ("'90s" -> ``199``), century chosen like ``year2``
``century``         an ordinal century -> TIMEX3 century prefix ("19th" -> ``18``)
``bc_century``      an ordinal century BCE -> interval ("3rd" -> ``BC0300/BC0201``)
``millennium``      an ordinal millennium -> interval ("second" -> ``1001/2000``)
``pad2``/``pad4``   zero padding
``bc``              a year BCE -> ``BC0300``
``hour``            an hour with the half of the day from HOUR_AM / HOUR_PM ("3 pm" -> ``15``)
``dateparse``       the text parsed by dateparser relative to the reference date -> ``YYYY-MM-DD``
==================  ===================================================================================

A filter that cannot read its input raises ``TemplateValueError``; the tagger then drops the match (the rule
matched text it cannot normalize) instead of inventing a value.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple, Union

from ..normalize.calendar import timex_year
from . import words as W

SLOT = re.compile(r"\{([^{}|:]+)(?:\|([a-z_0-9]+)(?::([A-Za-z_0-9]+))?)?\}")
Segment = Union[str, Tuple[str, Optional[str], Optional[str]]]


class TemplateValueError(ValueError):
    """A filter could not normalize the matched text."""


class TemplateContext:
    """What filters may read: the lexicon and the reference date."""

    __slots__ = ("lexicon", "reference_date", "groups")

    def __init__(self, lexicon: Mapping[str, Mapping[str, str]], reference_date: _dt.date | None,
                 groups: Mapping[str, str | None]) -> None:
        self.lexicon = lexicon
        self.reference_date = reference_date
        self.groups = groups

    @property
    def ref_year(self) -> int | None:
        """The reference year, or None without a reference date (never today's: a pipeline configured with
        ``default_reference_date=""`` promises that nothing resolves against the clock)."""
        return self.reference_date.year if self.reference_date is not None else None


_SPACES = re.compile(r"\s+")


def _words(ctx: TemplateContext, macro: str) -> Mapping[str, str]:
    """The terms of a lexicon macro (language data such as "thousand" or the ordinal suffixes), or none."""
    return ctx.lexicon.get(macro, {})


# compiled once (a rule's value is rendered at each match: no look-up in ``re``'s cache per call)
_BLANKS_OR_HYPHENS = re.compile(r"[\s-]+")
_DIGITS_THEN_REST = re.compile(r"^(\d+)(\D*)$")
_NOT_DIGIT = re.compile(r"\D")
_CLOCK_SEP = re.compile(r"[:.]")


def _norm_key(text: str) -> str:
    key = text.strip().lower().replace("’", "'")
    # a printable key holds no blank but " " (every other ``\s`` character is a separator or a control, never
    # printable): without two in a row, the substitution has nothing to join
    if "  " in key or not key.isprintable():
        return _SPACES.sub(" ", key)
    return key


def _term(text: str | None, ctx: TemplateContext, macro: str | None) -> str:
    if text is None:
        return ""
    table = ctx.lexicon.get(macro or "", {})
    key = _norm_key(text)
    if key in table:
        return table[key]
    if key.rstrip(".") in table:
        return table[key.rstrip(".")]
    raise TemplateValueError(f"{text!r} is not a term of {macro}")


_DECIMAL = re.compile(r"\d+\.\d+")


def _num(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    if text is None:
        raise TemplateValueError("no number")
    key = _norm_key(text).replace(",", "")
    if key.isdigit():
        return str(int(key))
    if _DECIMAL.fullmatch(key):  # "2.5 hrs": PT2.5H (ISO 8601 allows a decimal in the smallest unit)
        whole, frac = key.split(".")
        return f"{int(whole)}.{frac}"
    table = ctx.lexicon.get(W.NUMBER, {})
    if key in table:
        return table[key]
    total = 0
    joiners = _words(ctx, W.NUMBER_JOINER)  # "two hundred and five"
    for part in _BLANKS_OR_HYPHENS.split(key):
        if part == "" or part in joiners:
            continue
        if part not in table:
            raise TemplateValueError(f"{text!r} is not a number")
        total += int(table[part])
    return str(total)


def _ordinal(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    if text is None:
        raise TemplateValueError("no ordinal")
    key = _norm_key(text)
    m = _DIGITS_THEN_REST.match(key)
    if m and (not m.group(2) or m.group(2) in _words(ctx, W.ORDINAL_SUFFIX)):  # "19th", "3rd"
        return str(int(m.group(1)))
    table = ctx.lexicon.get(W.ORDINAL, {})
    if key in table:
        return table[key]
    parts = _BLANKS_OR_HYPHENS.split(key)
    if len(parts) == 2 and parts[1] in table:
        return str(int(_num(parts[0], ctx)) + int(table[parts[1]]))
    raise TemplateValueError(f"{text!r} is not an ordinal")


def _day(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    n = int(_ordinal(text, ctx))
    if not 1 <= n <= 31:
        raise TemplateValueError(f"{text!r} is not a day of the month")
    return f"{n:02d}"


_NON_DIGIT = re.compile(r"\D")


def _year(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    if text is None:
        return "XXXX"
    digits = text if text.isdecimal() else _NON_DIGIT.sub("", text)  # isdecimal: the digits \d matches
    if not digits:
        raise TemplateValueError(f"{text!r} is not a year")
    return timex_year(int(digits))


_YEARWORD_MACROS = (W.NUMBER, W.YEARWORDS_THOUSAND, W.YEARWORDS_HUNDRED, W.YEARWORDS_HUNDREDS, W.YEARWORDS_ZERO,
                    W.NUMBER_JOINER)


def _split_compound(word: str, vocab: frozenset, longest: int) -> List[str] | None:
    """A word written as one run of number words ("neunzehnhundertachtundneunzig", "zweitausendacht") cut into
    words of ``vocab`` (longest first, backtracking), or None."""
    if word in vocab:
        return [word]
    for n in range(min(longest, len(word) - 1), 0, -1):
        head = word[:n]
        if head in vocab:
            tail = _split_compound(word[n:], vocab, longest)
            if tail is not None:
                return [head] + tail
    return None


def _year_words(key: str, ctx: TemplateContext) -> List[str]:
    """The number words of a year in words: blanks and hyphens separate them, and a word that is none of the
    lexicon's number words is cut into them (German writes a year as one word)."""
    words = [w for w in _BLANKS_OR_HYPHENS.split(key) if w]
    vocab = frozenset(t for m in _YEARWORD_MACROS for t in _words(ctx, m) if " " not in t)
    if all(w in vocab for w in words) or not vocab:
        return words
    longest = max(len(t) for t in vocab)
    out: List[str] = []
    for w in words:
        parts = _split_compound(w, vocab, longest)
        if parts is None:
            raise TemplateValueError(f"{key!r} is not a year in words")
        out.extend(parts)
    return out


def _yearwords(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    """A year said in words. The words are language data: NUMBER (cardinals), YEARWORDS_THOUSAND ("thousand",
    "mil", "tausend"), YEARWORDS_HUNDRED ("hundred", "hundert"), YEARWORDS_HUNDREDS (words that are a number of
    hundreds, "novecientos": 900), YEARWORDS_ZERO ("oh") and NUMBER_JOINER ("and", "y", "und")."""
    if text is None:
        raise TemplateValueError("no year")
    words = _year_words(_norm_key(text), ctx)
    thousand, hundred = _words(ctx, W.YEARWORDS_THOUSAND), _words(ctx, W.YEARWORDS_HUNDRED)
    zero, joiners = _words(ctx, W.YEARWORDS_ZERO), _words(ctx, W.NUMBER_JOINER)
    hundreds = _words(ctx, W.YEARWORDS_HUNDREDS)
    cut = next((i for i, w in enumerate(words) if w in thousand), None)
    if cut is not None:  # "two thousand and eight", "mil novecientos noventa y ocho" (no count: one thousand)
        rest = [w for w in words[cut + 1:] if w not in joiners]
        below = sum(int(hundreds[w]) for w in rest if w in hundreds)
        rest = [w for w in rest if w not in hundreds]
        times = int(_num(" ".join(words[:cut]), ctx)) if cut else 1
        year = times * 1000 + below + (int(_num(" ".join(rest), ctx)) if rest else 0)
    else:  # "nineteen ninety-six", "nineteen hundred", "nineteen oh five", "neunzehnhundertachtundneunzig"
        if len(words) < 2:
            raise TemplateValueError(f"{text!r} is not a year in words")
        century = int(_num(words[0], ctx))
        rest = words[1:]
        if rest and rest[0] in zero:
            rest = rest[1:]
        if rest and rest[0] in hundred:
            rest = [w for w in rest[1:] if w not in joiners]
        year = century * 100 + (int(_num(" ".join(rest), ctx)) if rest else 0)
    if not 1000 <= year <= 2199:
        raise TemplateValueError(f"{text!r} is not a year in words")
    return timex_year(year)


def _century_start(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    if ctx.ref_year is None:
        return "XXXX"  # "this century" with no reference date: no year
    return timex_year(ctx.ref_year // 100 * 100)


def _year2(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    if text is None:
        return "XXXX"
    yy = int(_NOT_DIGIT.sub("", text)[-2:])
    if ctx.ref_year is None:
        return f"XX{yy:02d}"  # "'98" with no reference date: the century is unknown, so no year
    century = (ctx.ref_year + 10) // 100 * 100
    year = century + yy
    if year > ctx.ref_year + 10:
        year -= 100
    return timex_year(year)


def _complete(text: str | None, ctx: TemplateContext, other: str | None) -> str:
    if text is None:
        raise TemplateValueError("no year")
    first = ctx.groups.get(other or "")
    digits = _NOT_DIGIT.sub("", text)
    if len(digits) >= 4 or not first:
        return _year(text, ctx)
    first_digits = _NOT_DIGIT.sub("", first)
    year = int(first_digits[: len(first_digits) - len(digits)] + digits)
    if year < int(first_digits):  # "1999-01" -> 2001
        year += 10 ** len(digits)
    return timex_year(year)


def _decade2(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    if text is None:
        raise TemplateValueError("no decade")
    d = int(_NOT_DIGIT.sub("", text)[0])
    if ctx.ref_year is None:
        return f"XX{d}"  # "the 90s" with no reference date: the century is unknown, so no years
    decade = 200 + d
    if decade * 10 > ctx.ref_year:
        decade -= 10
    return f"{decade:03d}"


def _century(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    n = int(_ordinal(text, ctx))
    if not 1 <= n <= 99:
        raise TemplateValueError(f"{text!r} is not a century")
    return f"{n - 1:02d}"


def _bc_century(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    n = int(_ordinal(text, ctx))
    if not 1 <= n <= 99:
        raise TemplateValueError(f"{text!r} is not a century")
    return f"{timex_year(-n * 100)}/{timex_year(-((n - 1) * 100 + 1))}"


def _millennium(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    n = int(_ordinal(text, ctx))
    if not 1 <= n <= 9:
        raise TemplateValueError(f"{text!r} is not a millennium")
    return f"{timex_year((n - 1) * 1000 + 1)}/{timex_year(n * 1000)}"


def _pad(width: int) -> Callable[[str | None, TemplateContext, str | None], str]:
    def pad(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
        if text is None:
            raise TemplateValueError("nothing to pad")
        return f"{int(_num(text, ctx)):0{width}d}"

    return pad


def _bc(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    n = int(_num(text, ctx))
    if n < 1:
        raise TemplateValueError(f"{text!r} is not a year BCE")
    return timex_year(-n)


_HALF_DAY = re.compile(r"^(.*?)\s*((?:[^\W\d_]\.?)+)$")  # "10:30 pm", "6.30pm", "3 a.m.", "ten am"


def _hour(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    """An hour, with the half of the day after it read from the lexicon macros HOUR_AM / HOUR_PM (English:
    "am", "pm"; dots are ignored, so "a.m." is "am")."""
    if text is None:
        raise TemplateValueError("no hour")
    key = _norm_key(text)
    base, half = key, ""
    m = _HALF_DAY.match(key)
    if m:
        word = m.group(2).replace(".", "")
        if word in _words(ctx, W.HOUR_PM):
            base, half = m.group(1), "pm"
        elif word in _words(ctx, W.HOUR_AM):
            base, half = m.group(1), "am"
    hour = int(_num(_CLOCK_SEP.split(base)[0], ctx)) if base else 0
    if half == "pm" and hour < 12:
        hour += 12
    if half == "am" and hour == 12:
        hour = 0
    if not 0 <= hour <= 24:
        raise TemplateValueError(f"{text!r} is not an hour")
    return f"{hour:02d}"


def _dateparse(text: str | None, ctx: TemplateContext, _: str | None = None) -> str:
    if not text:
        raise TemplateValueError("nothing to parse")
    from ..normalize.dateparse import parse_date_text  # dateparser is imported only here

    value = parse_date_text(text, ctx.reference_date)
    if value is None:
        raise TemplateValueError(f"dateparser could not read {text!r}")
    return value


FILTERS: Dict[str, Callable[[str | None, TemplateContext, str | None], str]] = {
    "lower": lambda t, c, a: (t or "").lower(),
    "term": _term,
    "num": _num,
    "ordinal": _ordinal,
    "day": _day,
    "year": _year,
    "year2": _year2,
    "yearwords": _yearwords,
    "century_start": _century_start,
    "complete": _complete,
    "decade2": _decade2,
    "century": _century,
    "bc_century": _bc_century,
    "millennium": _millennium,
    "pad2": _pad(2),
    "pad3": _pad(3),
    "pad4": _pad(4),
    "bc": _bc,
    "hour": _hour,
    "dateparse": _dateparse,
}
FILTERS_WITH_ARG = {"term", "complete"}


class Template:
    """A parsed value template.

    source (str): The template text.
    RAISES (ValueError): On unknown filters or a missing filter argument (the loader adds file and line).
    """

    __slots__ = ("source", "segments", "groups")

    def __init__(self, source: str) -> None:
        self.source = source
        self.segments: List[Segment] = []
        self.groups: List[str] = []
        pos = 0
        for m in SLOT.finditer(source):
            if m.start() > pos:
                self.segments.append(source[pos:m.start()])
            group, flt, arg = m.group(1).strip(), m.group(2), m.group(3)
            if flt is not None and flt not in FILTERS:
                # internal: the loader reports it as [E008] with the file and line
                raise ValueError(f"unknown filter '{flt}' (known: {', '.join(sorted(FILTERS))})")
            if flt in FILTERS_WITH_ARG and not arg:
                # internal: the loader reports it as [E008] with the file and line
                raise ValueError(f"filter '{flt}' needs an argument, as in {{{group}|{flt}:NAME}}")
            self.segments.append((group, flt, arg))
            self.groups.append(group)
            pos = m.end()
        if pos < len(source):
            self.segments.append(source[pos:])
        if "{" in "".join(s for s in self.segments if isinstance(s, str)):
            # internal: the loader reports it as [E008] with the file and line
            raise ValueError("unbalanced '{' (slots look like {group} or {group|filter})")

    def render(self, ctx: TemplateContext) -> str:
        """Fill the slots from ``ctx.groups``. Raises TemplateValueError when a filter cannot read its input."""
        out: List[str] = []
        for seg in self.segments:
            if isinstance(seg, str):
                out.append(seg)
                continue
            group, flt, arg = seg
            text = ctx.groups.get(group)
            if flt is None:
                out.append(text or "")
            else:
                out.append(FILTERS[flt](text, ctx, arg))
        return "".join(out)


def render_template(source: str, groups: Mapping[str, Any], lexicon: Mapping[str, Mapping[str, str]],
                    reference_date: _dt.date | None = None) -> str:
    """Convenience: parse and render a template in one call (tests, docs)."""
    return Template(source).render(TemplateContext(lexicon, reference_date, groups))
