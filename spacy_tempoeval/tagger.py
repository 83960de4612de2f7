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
from .normalize import operators as ops
from .normalize.compose import attach_times, explicit_years_win, year_in_name
from .normalize.discourse import (
    ANCHORING_MODES,
    Anchor,
    anchor_of,
    from_proxy,
    is_narrative,
    truncate,
)
from .normalize.operator_spans import OperatorComposer
from .normalize.reading import (
    Reading,
    back_follows_text,
    read_deictic_in_narrative,
    read_in_story,
    story_year,
)
from .normalize.resolve import DIRECTIONS, UNKNOWN_DAY, resolve_value
from .normalize.tense import TenseCues, tense_direction
from .normalize.timex import timex_to_years
from .rules.engine import RuleEngine, RuleMatch
from .rules.loader import Rule, RuleSet, builtin_rules
from .rules.template import Template, TemplateContext, TemplateValueError
from .yearset import EMPTY, YearSet

_ABSOLUTE = re.compile(r"^(?:BC)?\d{4}")
_FIRST_WORD = re.compile(r"(\w+)")
_LAST_WORD_BEFORE = re.compile(r"(\w+)\W*$")
_LEADING_YEAR = re.compile(r"^(BC)?(\d{4})")
_ABSOLUTE_ANY = re.compile(r"^(?:BC)?\d")  # a decade ("199"), a century ("19"), a year
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
    operator_window (int): The window, in years, of the composition operators that name none ("before X",
        "after X", "in the years after X", "X's aftermath"; default 5). See ``normalize.operators``.
    """

    prefer: str = "nearest"
    anchoring: str = "auto"
    convention: str = "rag"
    bare_times: str = "reference"
    narrow_modifiers: bool = False
    min_year: int = -9999
    max_year: int = 9999
    tense_cues: bool = True
    operator_window: int = ops.DEFAULT_WINDOW

    def __post_init__(self) -> None:
        w = self.operator_window
        if not isinstance(w, int) or isinstance(w, bool) or not 1 <= w <= 100:
            raise ConfigError(Errors.E101.format(value=w))
        for name, allowed in (("prefer", DIRECTIONS), ("anchoring", ANCHORING_MODES),
                              ("convention", CONVENTIONS), ("bare_times", BARE_TIMES)):
            if getattr(self, name) not in allowed:
                raise ConfigError(Errors.E002.format(value=getattr(self, name), name=name,
                                                        reason=f"expected one of {', '.join(allowed)}"))
        if self.min_year > self.max_year:
            raise ConfigError(Errors.E002.format(value=self.min_year, name="min_year",
                                                    reason=f"it exceeds max_year ({self.max_year})"))


class ExtraEvent(NamedTuple):
    """A named event dated outside the rules: its span in the text, its years, and the rule id it reports
    (``llm:<model>``)."""

    start: int
    end: int
    first_year: int
    last_year: int
    rule_id: str


def _event_match(text: str, event: ExtraEvent) -> RuleMatch:
    """A gazetteer-like match for an event dated outside the rules."""
    first, last = _fmt_year(event.first_year), _fmt_year(event.last_year)
    value = first if first == last else f"{first}/{last}"
    rule = Rule(id=event.rule_id, label="DATE", pattern="", value=Template(value), source=event.rule_id,
                record={"phrases": [text[event.start:event.end]]})
    return RuleMatch(event.start, event.end, rule, {})


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


class _Context(NamedTuple):
    """What holds for every expression of one text."""

    text: str
    reference_date: _dt.date | None
    narrative: bool  # underspecified expressions follow the text (see ``TemporalTagger._narrative``)
    has_timeline: bool  # the text writes out at least one year


class _Traits(NamedTuple):
    """What the passes after resolution need to know of one expression."""

    bare: bool  # a clock time dated by the reference date: it takes the date of its sentence
    explicit: bool  # KIND_EXPLICIT
    period: bool  # KIND_PERIOD
    anchorable: bool  # an anchor of the composition operators (explicit, decade, named period)
    now: int | None  # the year "since X" runs to: the reference year, or the story's time


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
        # "four years before 2022", "since X", "between X and Y": the composition operators of the pack
        self.operators = ops.OperatorWords.from_ruleset(self.ruleset)
        # there is no year 0: a bound of 0 means AD 1 (min_year) or 1 BC (max_year)
        self._bounds = YearSet.range(self.settings.min_year or 1, self.settings.max_year or -1)

    def tag(self, text: str, reference_date: _dt.date | None = None,
            events: Iterable[ExtraEvent] = (), max_seconds: float | None = None) -> List[Timex]:
        """All expressions in ``text``, in order.

        text (str): The text.
        reference_date (Optional[date]): Anchors relative expressions; without it they add no years (unless
            the text itself gives an anchor, see ``anchoring``).
        events (Iterable[ExtraEvent]): Named events dated outside the rules (the LLM fallback), read exactly as
            gazetteer entries are (explicit years win, narratives, operators); they must not overlap what the
            rules match.
        max_seconds (Optional[float]): Stop with [E175] (``DocTimeoutError``) when matching takes longer.
        RETURNS (List[Timex]): The expressions (guards excluded).
        """
        matches = self.engine.find(text, max_seconds)
        events = list(events)
        if events:
            matches = sorted(list(matches) + [_event_match(text, e) for e in events], key=lambda m: m.start)
        return self._tag(text, reference_date, matches)

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
        return self._within_bounds(years)

    def _within_bounds(self, years: YearSet) -> YearSet:
        """``years`` without those outside ``min_year`` .. ``max_year``."""
        st = self.settings
        if years and (years.min < st.min_year or years.max > st.max_year):
            years = years & self._bounds
        return years

    def _tag(self, text: str, reference_date: _dt.date | None, matches: Iterable[RuleMatch]) -> List[Timex]:
        """Resolve the matches of one text (second pass): read each expression against the story's time so far
        (the last time the text mentioned), resolve its value and years, and move the story's time on; then let
        the expressions read each other (``_combine``)."""
        pending = self._render(text, reference_date, matches)
        ctx = _Context(text, reference_date, self._narrative(pending, reference_date),
                       any(p.kind == KIND_EXPLICIT for p in pending))
        state: Anchor | None = None  # the last time the text mentioned
        out: List[Timex] = []
        traits: List[_Traits] = []
        skip = -1
        for i, p in enumerate(pending):
            if i == skip:
                continue
            reading = self._read(ctx, pending, i, state)
            if reading.takes_next:
                skip = i + 1
            value = self._value(ctx, reading, state)
            if value is None:  # a template that rendered nothing: no expression to report
                continue
            years = self._expression_years(ctx, p, reading, value)
            if years is None:
                continue
            out.append(Timex(p.start, reading.end, text[p.start:reading.end], p.rule.label, value, p.mod, p.rule.id,
                             years))
            traits.append(self._traits(ctx, p, reading, value, years, state))
            if self._moves_story(ctx, p, reading, years):
                state = anchor_of(value) or state
        return self._combine(out, text, traits)

    def _read(self, ctx: _Context, pending: List[_Pending], i: int, state: Anchor | None) -> Reading:
        """How expression ``i`` is read, by its kind and the story's time.

        state (Optional[Anchor]): The last time the text mentioned before the expression.
        RETURNS (Reading): The template to resolve, the anchor and direction to resolve it with.
        """
        p = pending[i]
        reading = Reading(p.raw, p.raw_range, p.end, ctx.reference_date, self.settings.prefer)
        if p.kind == KIND_BACK:
            reading = self._read_back(ctx, pending, i, state, reading)
        elif p.kind == KIND_DEICTIC and ctx.narrative:
            reading = read_deictic_in_narrative(reading, state)
        elif p.kind == KIND_UNDER:
            reading = self._read_underspecified(ctx, p, reading, state)
        return read_in_story(p.rule, reading, ctx.narrative, state)

    def _read_back(self, ctx: _Context, pending: List[_Pending], i: int, state: Anchor | None,
                   reading: Reading) -> Reading:
        """An expression that points back into the text ("that year", "two years later"): counted from the
        anchor named right after it ("four years before 2022"), else from the story's time when it follows the
        text (``normalize.reading.back_follows_text``), else from nothing: "a year later" counts from a time the
        text told of, never from the reference date."""
        own = self._own_anchor(ctx.text, pending, i, ctx.reference_date)
        if own is not None:  # "four years before 2022": the anchor is named right after the shift
            anchor, end = own
            return reading.against(anchor)._replace(end=end, takes_next=True)
        if self.settings.anchoring != "reference" and state is not None and (
                ctx.narrative or back_follows_text(reading.raw, state, ctx.reference_date)):
            return reading.against(state)
        return reading._replace(forward_unanchored=_FORWARD.match(reading.raw) is not None)

    def _read_underspecified(self, ctx: _Context, p: _Pending, reading: Reading,
                             state: Anchor | None) -> Reading:
        """A date without a year ("In April", "June 10", "Friday"): in a narrative, near the story's day
        ("In April" after "In 1940": April of that year; "Friday" in news is this week's unless ``anchoring`` is
        "discourse"); otherwise in the direction a tense cue around it points to, if any."""
        st = self.settings
        raw = reading.raw
        if ctx.narrative and state is not None and ("WXX" not in raw or st.anchoring == "discourse"):
            if state.granularity == "Y" and raw[0] not in "<>=":
                raw = "=" + raw  # "In April" after "In 1940": April of that year
            return reading._replace(raw=raw, anchor=state.day, direction="nearest", from_text=True,
                                    proxy=state.proxy)
        if st.tense_cues and _UNDERSPECIFIED.match(raw):
            cue = tense_direction(ctx.text, p.start, p.end, self.tense_cues)
            if cue is not None:
                return reading._replace(direction=cue, slack=CUE_SLACK_DAYS)
        return reading

    def _value(self, ctx: _Context, reading: Reading, state: Anchor | None) -> str | None:
        """The expression's value: its template resolved against the reading's anchor, cut to a coarse anchor's
        granularity, mapped back from a proxy year BC, and, for a bare time under ``bare_times="unanchored"``
        (outside a story's day), without a day. None when the template resolves to nothing."""
        raw = reading.raw
        value = resolve_value(raw, reading.anchor, reading.direction, reading.slack)
        if not value:
            return None
        if reading.granularity is not None and raw.startswith("REF"):
            value = truncate(value, reading.granularity)
        if reading.proxy:  # computed from a date BC (see ``Anchor``)
            value = from_proxy(value)
        if reading.bare and self.settings.bare_times == "unanchored" and not (ctx.narrative and state is not None):
            value = UNKNOWN_DAY + value[value.index("T"):] if "T" in value else UNKNOWN_DAY
        return value

    def _expression_years(self, ctx: _Context, p: _Pending, reading: Reading, value: str) -> YearSet | None:
        """The expression's years: its value's (under "timeml" a range the text writes out gives its two end
        points), none for a shift forward from nothing, and under "rag" also the years of the range it opens
        ("the past five years", "since 1990", "now"). A named period's years are those it had by the reference
        date, and none in a narrative that dates what it tells. None: drop the expression (a period that had
        not begun)."""
        st = self.settings
        rule = p.rule
        # a range the text writes out ("from 1999 to 2003": a "/" in the rule's template, not a century)
        endpoints = st.convention == "timeml" and p.kind != KIND_PERIOD and "/" in rule.value.source
        years = self._years(value, p.mod, endpoints) if rule.label in ("DATE", "TIME") else EMPTY
        if reading.forward_unanchored:
            years = EMPTY
        if reading.raw_range and st.convention == "rag":
            years = years | self._years(resolve_value(reading.raw_range, ctx.reference_date, st.prefer), p.mod)
        if p.kind != KIND_PERIOD:
            return years
        period_years = self._period_at(years, ctx.reference_date, ctx.narrative)
        if (period_years is not None and ctx.narrative and ctx.has_timeline
                and not year_in_name(ctx.text[p.start:p.end])):
            return EMPTY  # a narrative dates what it tells; "World War I" there places, it does not date
        return period_years

    def _moves_story(self, ctx: _Context, p: _Pending, reading: Reading, years: YearSet) -> bool:
        """Whether the expression becomes the story's time: a date or time with years whose year the text gave
        (explicit, or read against a time of the text), unless it is background (``_background``)."""
        return ((p.kind == KIND_EXPLICIT or reading.from_text) and bool(years) and p.rule.label in ("DATE", "TIME")
                and not self._background(ctx.text, p.start, reading.end))

    @staticmethod
    def _traits(ctx: _Context, p: _Pending, reading: Reading, value: str, years: YearSet,
                prior: Anchor | None) -> _Traits:
        """What the later passes need to know of a resolved expression.

        prior (Optional[Anchor]): The story's time before the expression: in a narrative, the open end of
            "since X" (the reference year otherwise).
        """
        if ctx.narrative and prior is not None:
            now: int | None = story_year(prior)
        else:
            now = ctx.reference_date.year if ctx.reference_date is not None else None
        anchorable = p.rule.label == "DATE" and bool(years) and (
            p.kind in (KIND_EXPLICIT, KIND_PERIOD) or (p.kind == KIND_OTHER and _ABSOLUTE_ANY.match(value) is not None))
        return _Traits(bare=reading.bare and not reading.from_text, explicit=p.kind == KIND_EXPLICIT,
                       period=p.kind == KIND_PERIOD, anchorable=anchorable, now=now)

    def _combine(self, timexes: List[Timex], text: str, traits: List[_Traits]) -> List[Timex]:
        """Let the resolved expressions read each other: a bare time takes the date of its sentence, the text's
        own years win over named periods, and the composition operators apply (``_compose``)."""
        bare = [t.bare for t in traits]
        if any(bare):
            timexes = attach_times(timexes, text, bare, self._years)
        timexes = explicit_years_win(timexes, text, [t.period for t in traits], [t.explicit for t in traits])
        return self._compose(timexes, text, [t.anchorable for t in traits], [t.now for t in traits])

    def _period_at(self, years: YearSet, reference_date: _dt.date | None, narrative: bool) -> YearSet | None:
        """A named period's years as of the reference date: None when it had not begun (not what the text
        means); outside narratives, a period still going on ("the Clinton administration" in a 1999 article) is
        the government of the day: up to the reference year ("rag"), or that year ("timeml")."""
        if not years or reference_date is None:
            return years
        ref_year = reference_date.year
        if years.min > ref_year:
            return None
        if not narrative and years.min <= ref_year <= years.max:
            return YearSet([ref_year]) if self.settings.convention == "timeml" else YearSet.range(years.min, ref_year)
        return years

    def _background(self, text: str, start: int, end: int) -> bool:
        """Whether a date is background that does not move the narrative's time: introduced by a word of the
        lexicon macro NO_ANCHOR_AFTER ("the first incursion since 1995")."""
        if not self._no_anchor_after:
            return False
        first = _FIRST_WORD.match(text, start, end)
        before = _LAST_WORD_BEFORE.search(text, max(0, start - 24), start)
        return any(m is not None and m.group(1).lower() in self._no_anchor_after for m in (first, before))

    def _own_anchor(self, text: str, pending: List[_Pending], i: int,
                    reference_date: _dt.date | None) -> Tuple[Anchor, int] | None:
        """For a shift ending in a SHIFT_TO_ANCHOR word ("before", "after") directly followed by an anchor the
        text names ("four years before 2022", "two years after the 1989 revolution", "four years after the fall of
        the Berlin Wall", "ten years after the French Revolution began"): the anchor date and the end of the
        merged expression. The shift counts from the anchor's first year ("before") or last year ("after"), or
        from the end an operator word after the anchor names ("began", "ended"); see ``normalize.operators``."""
        p = pending[i]
        words = self.operators
        if i + 1 >= len(pending) or not words.shift:
            return None
        last = _LAST_WORD_BEFORE.search(text, max(p.start, p.end - 24), p.end)
        if last is None or last.group(1).lower() not in words.shift:
            return None
        nxt = pending[i + 1]
        if nxt.kind not in (KIND_EXPLICIT, KIND_PERIOD) or not words.only_gap(text, p.end, nxt.start):
            return None
        value = resolve_value(nxt.raw, reference_date, self.settings.prefer)
        if nxt.kind == KIND_PERIOD:
            value = year_in_name(text[nxt.start:nxt.end]) or value  # "the 2008 financial crisis": 2008
        end = nxt.end
        found = words.after(text, nxt.end)
        side = "start" if p.raw.startswith("REF-") else "end"
        if found is not None and found.op.selector is not None and not found.op.relation:
            side, end = found.op.selector, found.offset
        anchor = anchor_of(ops.endpoint(value, side))
        return (anchor, end) if anchor is not None else None

    def _compose(self, timexes: List[Timex], text: str, anchorable: List[bool],
                 now: List[int | None]) -> List[Timex]:
        """Apply the composition operators around anchors ("since X", "the decade after X", "between X and Y",
        "X's aftermath"); see ``normalize.operator_spans.OperatorComposer.apply``."""
        st = self.settings
        composer = OperatorComposer(self.operators, st.convention, st.operator_window, self._within_bounds)
        return composer.apply(timexes, text, anchorable, now)


def _fmt_year(year: int) -> str:
    """A year as a TIMEX3 value (``-44`` -> ``BC0044``)."""
    return f"BC{-year:04d}" if year < 0 else f"{year:04d}"


def _year_of(raw: str) -> int | None:
    """The (first) year of an explicit value: ``"1940-04"`` -> 1940, ``"BC0492"`` -> -492."""
    m = _LEADING_YEAR.match(raw)
    if not m:
        return None
    return -int(m.group(2)) if m.group(1) else int(m.group(2))


def _is_period(rule: Rule) -> bool:
    """Whether a rule comes from the gazetteer of named periods."""
    return "phrases" in rule.record
