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
from .rules.template import Template, TemplateContext, TemplateValueError
from .yearset import EMPTY, YearSet

_ABSOLUTE = re.compile(r"^(?:BC)?\d{4}")
_NO_SHIFT = re.compile(r"^REF(?:[+-]0+[A-Z]+)?$|^[=]")  # "that year", "the same day", "that December"
_ZERO_SHIFT = re.compile(r"^REF[+-]0+[A-Z]+$")  # "this year", "the end of the year"
_SHIFT_VALUE = re.compile(r"^REF[+-]\d+[A-Z]+$")  # "next year", "two years ago", "the next decade"
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
            events: Iterable[ExtraEvent] = ()) -> List[Timex]:
        """All expressions in ``text``, in order.

        text (str): The text.
        reference_date (Optional[date]): Anchors relative expressions; without it they add no years (unless
            the text itself gives an anchor, see ``anchoring``).
        events (Iterable[ExtraEvent]): Named events dated outside the rules (the LLM fallback), read exactly as
            gazetteer entries are (explicit years win, narratives, operators); they must not overlap what the
            rules match.
        RETURNS (List[Timex]): The expressions (guards excluded).
        """
        matches = self.engine.find(text)
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
        anchorable: List[bool] = []  # an anchor of the composition operators (explicit, decade, named period)
        now: List[int | None] = []  # the year "since X" runs to: the reference year, or the story's time
        skip = -1
        for i, p in enumerate(pending):
            if i == skip:
                continue
            rule, raw, raw_range, start, end = p.rule, p.raw, p.raw_range, p.start, p.end
            prior = state  # the story's time before this expression (the open end of "since X" in a narrative)
            anchor, direction, slack = reference_date, st.prefer, 0
            from_text = False  # the value's year came from the text (so it may anchor what follows)
            granularity = None  # truncate the value to this granularity (a coarse discourse anchor)
            forward_unanchored = proxy = False
            if p.kind == KIND_BACK:
                own = self._own_anchor(text, pending, i, reference_date)
                if own is not None:  # "four years before 2022": the anchor is named right after the shift
                    (anchor, granularity, proxy), end = own
                    skip = i + 1
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
            if p.kind == KIND_PERIOD:
                years = self._period_at(years, reference_date, narrative)
                if years is None:
                    continue
            if p.kind == KIND_PERIOD and narrative and has_timeline and not year_in_name(text[start:end]):
                years = EMPTY  # a narrative dates what it tells; "World War I" there places, it does not date
            if ((p.kind == KIND_EXPLICIT or from_text) and years and rule.label in ("DATE", "TIME")
                    and not self._background(text, start, end)):
                state = anchor_of(value) or state
            out.append(Timex(start, end, text[start:end], rule.label, value, mod, rule.id, years))
            bare.append(is_bare and not from_text)
            explicit.append(p.kind == KIND_EXPLICIT)
            period.append(p.kind == KIND_PERIOD)
            now.append(_story_year(prior) if narrative and prior is not None
                       else reference_date.year if reference_date is not None else None)
            anchorable.append(rule.label == "DATE" and bool(years) and (
                p.kind in (KIND_EXPLICIT, KIND_PERIOD) or (p.kind == KIND_OTHER and _ABSOLUTE_ANY.match(value))))
        if any(bare):
            out = attach_times(out, text, bare, self._years)
        out = explicit_years_win(out, text, period, explicit)
        return self._compose(out, text, anchorable, now)

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
        "X's aftermath"; see ``normalize.operators``): the expression grows to take the operator's words, its
        years become the operator's, its mod the operator's direction and its rule id says which operator
        (``period_ww2+after``).

        now (List[Optional[int]]): Per expression, the year an open range ("since X") runs to and "after X" stops
            at: the reference year, or in a narrative that has already told of a time, that time (the story's
            present: "Persian since 513 BC" in a text at 499 BC is 513-499 BC, not up to the reference date).
        """
        words = self.operators
        if not any(anchorable) or not (words.prefix or words.suffix):
            return timexes
        st = self.settings
        out: List[Timex] = []
        taken = -1  # index of a second "between" anchor already merged
        for i, t in enumerate(timexes):
            if i == taken:
                continue
            if not anchorable[i] or not t.years:
                out.append(t)
                continue
            start, end, years, value, second = t.start, t.end, t.years, t.value, None
            before = words.before(text, t.start)
            op = before.op if before is not None else words.leading(t.text)
            if before is not None:
                start = before.offset
            after = words.after(text, t.end)
            if after is not None:
                end = after.offset
                if after.op.relation and (op is None or not op.relation or op.relation == "during"):
                    op = after.op  # "the Great Depression's aftermath"
                else:  # "since X began": the word after X selects its start or end
                    years = ops.select(years, after.op.selector)
                    value = ops.endpoint(value, after.op.selector or "")
            if op is None or (op.relation == "during" and op.selector is None and after is None):
                out.append(t)  # "during X" is X
                continue
            if op.selector is not None:
                value = ops.endpoint(value, op.selector)
            if op.relation == "between":
                j = i + 1
                if (j >= len(timexes) or not anchorable[j] or not timexes[j].years
                        or not words.conjunction(text, t.end, timexes[j].start)):
                    out.append(t)  # "between X" without "and Y": X itself
                    continue
                second, end, taken = timexes[j], timexes[j].end, j
                new_years = ops.between(ops.select(years, op.selector), second.years, st.convention)
                value = f"{ops.endpoint(value, 'end')}/{ops.endpoint(second.value, 'start')}"
            else:
                new_years = ops.compose(op, years, reference_year=now[i], window=st.operator_window,
                                        convention=st.convention, fine=ops.is_fine(t.value))
            if new_years and (new_years.min < st.min_year or new_years.max > st.max_year):
                new_years = new_years & self._bounds
            if new_years == t.years and ((before is None and after is None) or not op.relation):
                # a rule took the operator and reads it the same way ("since 1990"), or a selector that does not
                # narrow ("the end of 1990")
                out.append(t)
                continue
            # drop what the operator's words held ("years" in "in the years after")
            while out and out[-1].start >= start and out[-1].end <= end:
                out.pop()
            if out and out[-1].end > start:
                start = t.start  # the words overlap an earlier expression: keep X's own start
            relation = op.relation or op.selector
            rule = f"{t.rule}+{relation}" + (f"+{second.rule}" if second is not None else "")
            out.append(t._replace(start=start, end=end, text=text[start:end], value=value, years=new_years,
                                  mod=ops.mod_of(op) or t.mod, rule=rule))
        return out


def _fmt_year(year: int) -> str:
    """A year as a TIMEX3 value (``-44`` -> ``BC0044``)."""
    return f"BC{-year:04d}" if year < 0 else f"{year:04d}"


def _story_year(anchor: Anchor) -> int:
    """The year of a discourse anchor (proxy years of dates BC mapped back: 4520 -> 481 BC)."""
    if not anchor.proxy:
        return anchor.day.year
    astronomical = anchor.day.year - BC_OFFSET
    return astronomical if astronomical > 0 else astronomical - 1


def _year_of(raw: str) -> int | None:
    """The (first) year of an explicit value: ``"1940-04"`` -> 1940, ``"BC0492"`` -> -492."""
    m = _LEADING_YEAR.match(raw)
    if not m:
        return None
    return -int(m.group(2)) if m.group(1) else int(m.group(2))


def _is_period(rule: Rule) -> bool:
    """Whether a rule comes from the gazetteer of named periods."""
    return "phrases" in rule.record
