"""The temporal tagger without spaCy: text -> temporal expressions with TIMEX3 values and years.

``TemporalTagger`` turns rule matches into expressions: it renders each rule's value template, anchors
relative values to the reference date (or, with narrative anchoring, to the last date the text mentioned),
and computes the years. The spaCy component wraps it; benchmarks and tests may use it directly.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass
from typing import Iterable, List, NamedTuple, Tuple

from .errors import ConfigError, Errors
from .normalize.compose import attach_times, explicit_years_win, year_in_name
from .normalize.discourse import (
    ANCHORING_MODES,
    BC_OFFSET,
    FAR_YEARS,
    Anchor,
    anchor_of,
    from_proxy,
    is_narrative,
    truncate,
)
from .normalize.resolve import DIRECTIONS, UNKNOWN_DAY, resolve_value
from .normalize.tense import TenseCues, tense_direction
from .normalize.timex import timex_to_years
from .rules.engine import RuleEngine, RuleMatch
from .rules.loader import Rule, RuleSet, builtin_rules
from .rules.template import TemplateContext, TemplateValueError
from .yearset import EMPTY, YearSet

_ABSOLUTE = re.compile(r"^(?:BC)?\d{4}")
_NO_SHIFT = re.compile(r"^REF(?:[+-]0+[A-Z]+)?$|^[=]")  # "that year", "the same day", "that December"
_ZERO_SHIFT = re.compile(r"^REF[+-]0+[A-Z]+$")  # "this year", "the end of the year"
_SHIFT_VALUE = re.compile(r"^REF[+-]\d+[A-Z]+$")  # "next year", "two years ago", "the next decade"
_FIRST_WORD = re.compile(r"(\w+)")
_LAST_WORD_BEFORE = re.compile(r"(\w+)\W*$")
_LEADING_YEAR = re.compile(r"^(BC)?(\d{4})")
_FORWARD = re.compile(r"^REF\+(?!0+[A-Z])")  # a shift forward from the anchor ("REF+1Y", not "REF+0Y")
# no year and no forced direction ("<"/">"); quarters are left out: "third-quarter earnings will be lower" is
# about the latest quarter whatever the tense of the clause
_UNDERSPECIFIED = re.compile(r"^XXXX-(?!Q)")
# A tense cue is a lean, not a rule: a date this close to the anchor is taken as the nearest one whatever the
# tense ("the offer expired Nov. 6" in a Nov. 2 article is four days ahead, not a year back).
CUE_SLACK_DAYS = 45
CONVENTIONS = ("rag", "timeml")
BARE_TIMES = ("reference", "unanchored")


class Timex(NamedTuple):
    """One temporal expression found in a text (a named tuple: cheap to make, immutable)."""

    start: int
    end: int
    text: str
    label: str
    value: str
    mod: str | None
    rule: str
    years: YearSet

    def as_record(self) -> Tuple[int, int, str, str, str | None, str, List[List[int]]]:
        """The msgpack-able list stored in ``doc.user_data``."""
        return (self.start, self.end, self.label, self.value, self.mod, self.rule,
                [list(iv) for iv in self.years.intervals])


@dataclass(frozen=True)
class TaggerSettings:
    """How values are resolved.

    prefer (str): "past", "future" or "nearest": direction for ambiguous dates ("March", "Friday") when the
        words around them give no tense cue. "nearest" (default) suits news and chat; commands and queries
        about plans are better with "future".
    anchoring (str): What underspecified expressions ("In April", "June 10", "that year", "two years later")
        are read against: "reference" (the reference date), "discourse" (the last explicit time the text
        mentioned, as HeidelTime's narrative mode does) or "auto" (default: decided per document from the text
        itself; see ``normalize.discourse``).
    convention (str): "rag" (default): ranges count every year they span ("from 1999 to 2003", "since 2015" up
        to the reference date, "over the past three years", "now"). "timeml": years as TimeML annotates them,
        for scoring against TimeML gold: a range gives its two end points, "since 2015" is 2015 alone, and
        durations and "now" add no years.
    bare_times (str): A clock time or part of day with no date in its sentence ("at 9:30"): "reference"
        (default: the reference date, or the text's current day under discourse anchoring; snips-pate
        annotates so, and "call me at 5" is about today) or "unanchored" (``XXXX-XX-XXT09:30``, no year, as
        the TimeML news corpora annotate it). A time next to a date always takes that date.
    narrow_modifiers (bool): "early/mid/late" keep only the first/middle/last third of the period.
    min_year, max_year (int): years outside these bounds are dropped.
    tense_cues (bool): resolve a date without a year ("March 3", "Friday") in the direction the words around it
        point to ("will", "reported", "book a table for"), and only fall back to ``prefer`` without a cue.
    """

    prefer: str = "nearest"
    anchoring: str = "auto"
    convention: str = "rag"
    bare_times: str = "reference"
    narrow_modifiers: bool = False
    min_year: int = -9999
    max_year: int = 9999
    tense_cues: bool = True

    def __post_init__(self) -> None:
        for name, allowed in (("prefer", DIRECTIONS), ("anchoring", ANCHORING_MODES),
                              ("convention", CONVENTIONS), ("bare_times", BARE_TIMES)):
            if getattr(self, name) not in allowed:
                raise ConfigError(Errors.E002.format(value=getattr(self, name), name=name,
                                                        reason=f"expected one of {', '.join(allowed)}"))
        if self.min_year > self.max_year:
            raise ConfigError(Errors.E002.format(value=self.min_year, name="min_year",
                                                    reason=f"it exceeds max_year ({self.max_year})"))


class _Pending(NamedTuple):
    """A rule match with its value rendered, before it is resolved."""

    start: int
    end: int
    rule: Rule
    raw: str
    mod: str | None
    raw_range: str | None
    kind: str  # one of the KIND_* constants


KIND_EXPLICIT = "explicit"  # the text gives the year: "1940", "June 10, 1940", "1939-45"
KIND_PERIOD = "period"  # a named period from the gazetteer
KIND_BACK = "back"  # points back into the text: "that year", "two years later"
KIND_UNDER = "under"  # no year: "In April", "June 10", "Friday"
KIND_DEICTIC = "deictic"  # read against the reference date: "yesterday", "last year"
KIND_OTHER = "other"  # durations, sets, PRESENT_REF, ...


class TemporalTagger:
    """Find temporal expressions in a text and normalize them.

    ruleset (Optional[RuleSet]): The rules; the built-in ones when None.
    settings (TaggerSettings): Resolution settings.
    """

    def __init__(self, ruleset: RuleSet | None = None, settings: TaggerSettings | None = None) -> None:
        self.ruleset = ruleset if ruleset is not None else builtin_rules()
        self.settings = settings or TaggerSettings()
        self.engine = RuleEngine(self.ruleset)
        self.tense_cues = TenseCues.from_terms(self.ruleset.terms)
        self._no_anchor_after = self.ruleset.words("NO_ANCHOR_AFTER")
        # "four years before 2022": a shift ending in one of these words takes the date right after it
        self._shift_to_anchor = self.ruleset.words("SHIFT_TO_ANCHOR")
        self._anchor_gap = self.ruleset.words("ANCHOR_GAP_WORDS")
        # there is no year 0: a bound of 0 means AD 1 (min_year) or 1 BC (max_year)
        self._bounds = YearSet.range(self.settings.min_year or 1, self.settings.max_year or -1)

    def tag(self, text: str, reference_date: _dt.date | None = None) -> List[Timex]:
        """All expressions in ``text``, in order.

        text (str): The text.
        reference_date (Optional[date]): Anchors relative expressions; without it they add no years (unless
            the text itself gives an anchor, see ``anchoring``).
        RETURNS (List[Timex]): The expressions (guards excluded).
        """
        return self._tag(text, reference_date, self.engine.find(text))

    def _render(self, text: str, reference_date: _dt.date | None,
                matches: Iterable[RuleMatch]) -> List[_Pending]:
        """Render every match's templates and sort it into a kind (first pass)."""
        lexicon = self.ruleset.terms
        out: List[_Pending] = []
        for m in matches:
            rule = m.rule
            if rule.label == "IGNORE" or rule.value is None:
                continue
            ctx = TemplateContext(lexicon, reference_date, m.groups)
            try:
                raw = rule.value.render(ctx)
                mod = rule.mod.render(ctx) or None if rule.mod is not None else None
                raw_range = rule.range.render(ctx) if rule.range is not None else None
            except (TemplateValueError, ValueError):
                continue
            if not raw:
                continue
            if _is_period(rule):
                kind = KIND_PERIOD
            elif rule.anchor == "narrative":
                kind = KIND_BACK
            elif rule.label in ("DATE", "TIME") and _ABSOLUTE.match(raw):
                kind = KIND_EXPLICIT
            elif rule.label in ("DATE", "TIME") and raw.lstrip("<>=").startswith("XXXX-"):
                kind = KIND_UNDER
            elif rule.label in ("DATE", "TIME") and raw.startswith("REF"):
                kind = KIND_DEICTIC
            else:
                kind = KIND_OTHER
            out.append(_Pending(m.start, m.end, rule, raw, mod, raw_range, kind))
        return out

    def _narrative(self, pending: List[_Pending], reference_date: _dt.date | None) -> bool:
        """Whether underspecified expressions of this document follow the text (``anchoring`` setting)."""
        mode = self.settings.anchoring
        if mode != "auto":
            return mode == "discourse"
        years = [y for y in (_year_of(p.raw) for p in pending if p.kind == KIND_EXPLICIT) if y is not None]
        deictic = sum(1 for p in pending if p.kind == KIND_DEICTIC
                      or (p.kind == KIND_UNDER and "WXX" in p.raw))
        return is_narrative(years, deictic, reference_date)

    def _years(self, value: str, mod: str | None, endpoints: bool = False) -> YearSet:
        """The years of a resolved value, within the configured bounds; with ``endpoints`` (a range of the
        text under the "timeml" convention) only the years of its two ends."""
        st = self.settings
        if endpoints and "/" in value:  # TimeML annotates "from 1999 to 2003" as two points
            left, _, right = value.partition("/")
            years = timex_to_years(left, mod, st.narrow_modifiers) | timex_to_years(right, mod, st.narrow_modifiers)
        else:
            years = timex_to_years(value, mod, st.narrow_modifiers)
        if years and (years.min < st.min_year or years.max > st.max_year):
            years = years & self._bounds
        return years

    def _tag(self, text: str, reference_date: _dt.date | None, matches: Iterable[RuleMatch]) -> List[Timex]:
        st = self.settings
        pending = self._render(text, reference_date, matches)
        narrative = self._narrative(pending, reference_date)
        has_timeline = any(p.kind == KIND_EXPLICIT for p in pending)
        follow_back = st.anchoring != "reference"
        state: Anchor | None = None  # the last time the text mentioned
        out: List[Timex] = []
        bare: List[bool] = []
        explicit: List[bool] = []
        period: List[bool] = []
        skip = -1
        for i, p in enumerate(pending):
            if i == skip:
                continue
            rule, raw, raw_range, start, end = p.rule, p.raw, p.raw_range, p.start, p.end
            anchor, direction, slack = reference_date, st.prefer, 0
            from_text = False  # the value's year came from the text (so it may anchor what follows)
            granularity = None  # truncate the value to this granularity (a coarse discourse anchor)
            forward_unanchored = proxy = False
            if p.kind == KIND_BACK:
                own = self._own_anchor(text, pending, i, reference_date)
                if own is not None:  # "four years before 2022": the anchor is named right after the shift
                    (anchor, granularity, proxy), end, skip = own, pending[i + 1].end, i + 1
                    direction, from_text = "nearest", True
                elif follow_back and state is not None and (narrative or self._back_follows_text(raw, state,
                                                                                                 reference_date)):
                    anchor, granularity, proxy = state
                    direction, from_text = "nearest", True
                else:  # "a year later" counts from a time the text told of, never from the reference date
                    forward_unanchored = _FORWARD.match(raw) is not None
            elif p.kind == KIND_DEICTIC and narrative and raw == "REF":
                # "today", "to this day" in a history text is the present, not a day of the story
                raw, raw_range = "PRESENT_REF", "REF"
            elif p.kind == KIND_DEICTIC and narrative and state is not None and (
                    _ZERO_SHIFT.match(raw) or _SHIFT_VALUE.match(raw)):
                # "the end of the year", "the next decade", even "two years ago" (in a quote) in a history text:
                # the years it is telling of
                anchor, granularity, proxy = state
                direction, from_text = "nearest", True
            elif p.kind == KIND_UNDER and narrative and state is not None and (
                    "WXX" not in raw or st.anchoring == "discourse"):  # "Friday" in news is this week's
                anchor, direction, from_text, proxy = state.day, "nearest", True, state.proxy
                if state.granularity == "Y" and raw[0] not in "<>=":
                    raw = "=" + raw  # "In April" after "In 1940": April of that year
            elif p.kind == KIND_UNDER and st.tense_cues and _UNDERSPECIFIED.match(raw):
                cue = tense_direction(text, start, end, self.tense_cues)
                if cue is not None:
                    direction, slack = cue, CUE_SLACK_DAYS
            if rule.era == "context" and state is not None and state.proxy and raw[:4].isdigit():
                raw = "BC" + raw  # "the rest of 496" in a text telling of 499 BC
            is_bare = rule.label == "TIME" and raw.startswith("REFT")
            if is_bare and narrative and state is not None:  # "At dawn" in a narrative: the text's current day
                anchor, granularity, proxy = state.day, None, state.proxy
            value = resolve_value(raw, anchor, direction, slack)
            if not value:  # a template that rendered nothing: no expression to report
                continue
            if granularity is not None and raw.startswith("REF"):
                value = truncate(value, granularity)
            if proxy:  # computed from a date BC (see ``Anchor``)
                value = from_proxy(value)
            if is_bare and st.bare_times == "unanchored" and not (narrative and state is not None):
                value = UNKNOWN_DAY + value[value.index("T"):] if "T" in value else UNKNOWN_DAY
            mod = p.mod
            # a range the text writes out ("from 1999 to 2003": a "/" in the rule's template, not a century)
            endpoints = st.convention == "timeml" and p.kind != KIND_PERIOD and "/" in rule.value.source
            years = (self._years(value, mod, endpoints)
                     if rule.label in ("DATE", "TIME") else EMPTY)
            if forward_unanchored:
                years = EMPTY
            if raw_range and st.convention == "rag":  # "the past five years", "since 1990", "now"
                years = years | self._years(resolve_value(raw_range, reference_date, st.prefer), mod)
            if p.kind == KIND_PERIOD and years and reference_date is not None and years.min > reference_date.year:
                continue  # a named period that had not begun at the reference date is not what the text means
            if (p.kind == KIND_PERIOD and years and reference_date is not None and not narrative
                    and years.min <= reference_date.year <= years.max):
                # a period still going on at the reference date ("the Clinton administration" in a 1999 article)
                # is the government of the day: up to the reference year ("rag"), or that year ("timeml")
                ref_year = reference_date.year
                years = YearSet([ref_year]) if st.convention == "timeml" else YearSet.range(years.min, ref_year)
            if p.kind == KIND_PERIOD and narrative and has_timeline and not year_in_name(text[start:end]):
                years = EMPTY  # a narrative dates what it tells; "World War I" there places, it does not date
            if ((p.kind == KIND_EXPLICIT or from_text) and years and rule.label in ("DATE", "TIME")
                    and not self._background(text, start, end)):
                state = anchor_of(value) or state
            out.append(Timex(start, end, text[start:end], rule.label, value, mod, rule.id, years))
            bare.append(is_bare and not from_text)
            explicit.append(p.kind == KIND_EXPLICIT)
            period.append(p.kind == KIND_PERIOD)
        if any(bare):
            out = attach_times(out, text, bare, self._years)
        return explicit_years_win(out, text, period, explicit)

    def _background(self, text: str, start: int, end: int) -> bool:
        """Whether a date is background that does not move the narrative's time: introduced by a word of the
        lexicon macro NO_ANCHOR_AFTER ("the first incursion since 1995")."""
        if not self._no_anchor_after:
            return False
        first = _FIRST_WORD.match(text, start, end)
        before = _LAST_WORD_BEFORE.search(text, max(0, start - 24), start)
        return any(m is not None and m.group(1).lower() in self._no_anchor_after for m in (first, before))

    @staticmethod
    def _back_follows_text(raw: str, state: Anchor, reference_date: _dt.date | None) -> bool:
        """Outside narratives, whether a back-pointing expression reads the text's last time: "that year" and
        "the same day" always do; a shift ("a year earlier") does only when the text has moved two or more years
        away from the reference date (in news, "profit rose from $5M a year earlier" counts from the report)."""
        if reference_date is None or _NO_SHIFT.match(raw):
            return True
        year = state.day.year - BC_OFFSET if state.proxy else state.day.year
        return abs(year - reference_date.year) >= FAR_YEARS

    def _own_anchor(self, text: str, pending: List[_Pending], i: int,
                    reference_date: _dt.date | None) -> Anchor | None:
        """For a shift ending in "before"/"after" directly followed by an explicit date ("four years before
        2022", "two years after the 1989 revolution"), that date as the anchor."""
        p = pending[i]
        if i + 1 >= len(pending) or not self._shift_to_anchor:
            return None
        last = _LAST_WORD_BEFORE.search(text, max(p.start, p.end - 24), p.end)
        if last is None or last.group(1).lower() not in self._shift_to_anchor:
            return None
        nxt = pending[i + 1]
        gap = text[p.end:nxt.start]
        if nxt.kind != KIND_EXPLICIT or not gap[:1].isspace() or any(
                w.lower() not in self._anchor_gap for w in _FIRST_WORD.findall(gap)):
            return None
        return anchor_of(resolve_value(nxt.raw, reference_date, self.settings.prefer))


def _year_of(raw: str) -> int | None:
    """The (first) year of an explicit value: ``"1940-04"`` -> 1940, ``"BC0492"`` -> -492."""
    m = _LEADING_YEAR.match(raw)
    if not m:
        return None
    return -int(m.group(2)) if m.group(1) else int(m.group(2))


def _is_period(rule: Rule) -> bool:
    """Whether a rule comes from the gazetteer of named periods."""
    return "phrases" in rule.record
