"""One expression of a text, from its rule match to its value and years: the tagger's passes over single
expressions, with the words of the language pack they read.

``ExpressionReader.render`` turns rule matches into ``Pending`` expressions (templates rendered, sorted into a
kind); ``narrative`` decides whether the text's underspecified expressions follow the story (``anchoring``);
``read`` reads one expression against the story's time (a ``Reading``, see ``normalize.reading``), ``value``
resolves it, ``expression_years`` gives its years, ``moves_story`` says whether it becomes the story's time and
``traits`` what the later passes (``normalize.compose``, ``normalize.operator_spans``) need to know of it. The
order of these steps is ``tagger.TemporalTagger``'s.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import Callable, Dict, Iterable, List, NamedTuple, Tuple

from ..rules import words as W
from ..rules.engine import RuleMatch
from ..rules.loader import Rule, RuleSet
from ..rules.template import TemplateContext, TemplateValueError
from ..yearset import EMPTY, YearSet
from . import operators as ops
from .background import BackgroundDates, last_word_before
from .calendar import from_proxy, leading_year
from .clock import is_now, resolve_now, roll_clock
from .compose import year_in_name
from .discourse import anchor_of, is_narrative, truncate
from .expression_kinds import (  # noqa: F401 - KIND_* re-exported: the tagger reads them from here
    KIND_BACK,
    KIND_DEICTIC,
    KIND_EXPLICIT,
    KIND_OTHER,
    KIND_PERIOD,
    KIND_UNDER,
    as_duration,
    kind_of,
)
from .holiday_values import is_holiday, resolve_holiday
from .reading import back_follows_text, read_deictic_in_narrative, read_in_story, story_year
from .resolve import UNKNOWN_DAY, resolve_value
from .tense import HEADED_PAST, TenseCues, command_or_direction, lean_only, modal_future, tense_direction, weekend_slack
from .timex import value_years
from .timexes import Anchor, Reading, TaggerSettings

_ABSOLUTE_ANY = re.compile(r"^(?:BC)?\d")  # a decade ("199"), a century ("19"), a year
_FORWARD = re.compile(r"^REF\+(?!0+[A-Z])")  # a shift forward from the anchor ("REF+1Y", not "REF+0Y")
_FORWARD_SHIFT = re.compile(r"REF\+(\d+)(DE|CE|[YQMWD])")  # the length of a forward shift ("REF+20Y": P20Y)
_SHIFT_ANY = re.compile(r"^REF[+-]0*[1-9]")  # a shift of one unit or more, either way ("a year earlier")
_DURATION = re.compile(r"P\d")
# j16-: "2 hours ago", "a min ago" (``NOW-PT2H``, one point back from the reference clock time)
_NOW_BACK = re.compile(r"NOW-PT\d+[HM]")
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
# no year and no forced direction ("<"/">"); quarters are left out: "third-quarter earnings will be lower" is
# about the latest quarter whatever the tense of the clause
_UNDERSPECIFIED = re.compile(r"^XXXX-(?!Q)")
# ... except that a future cue breaks a tie: a quarter two quarters from the reference date's, as near ahead as back
# ("the third quarter will be key", read in February, is this year's Q3, not last year's); with this slack (more
# than one quarter, less than two) the nearest quarter still wins whatever the tense
_UNDERSPECIFIED_QUARTER = re.compile(r"^XXXX-Q[1-4]$")
QUARTER_TIE_SLACK_DAYS = 120
# A tense cue is a lean, not a rule: a date this close to the anchor is taken as the nearest one whatever the
# tense ("the offer expired Nov. 6" in a Nov. 2 article is four days ahead, not a year back).
CUE_SLACK_DAYS = 45
YEARS_MEMO = 16384  # (value, mod, endpoints) whose years a reader keeps before it empties the table


class Pending(NamedTuple):
    """A rule match with its value rendered, before it is resolved."""

    start: int
    end: int
    rule: Rule
    raw: str
    mod: str | None
    raw_range: str | None
    kind: str  # one of the KIND_* constants




class TextContext:
    """What holds for every expression of one text.

    narrative (bool | Callable[[], bool]): Whether underspecified expressions follow the text (see
        ``ExpressionReader.narrative``); a callable is asked once, when a pass first needs to know (a text of
        explicit dates only never asks: the decision reads the reference date, see ``normalize.watched_date``).
    """

    __slots__ = ("text", "reference_date", "_narrative", "has_timeline", "reference_time")

    def __init__(self, text: str, reference_date: _dt.date | None, narrative: bool | Callable[[], bool],
                 has_timeline: bool, reference_time: _dt.datetime | None = None) -> None:
        self.text = text
        self.reference_date = reference_date
        self._narrative = narrative
        self.has_timeline = has_timeline  # the text writes out at least one year
        self.reference_time = reference_time  # the clock time of the reference, when given (issue 20)

    @property
    def narrative(self) -> bool:
        """Whether underspecified expressions follow the text (decided on first use)."""
        decided = self._narrative
        if not isinstance(decided, bool):
            decided = self._narrative = bool(decided())
        return decided


new_tuple = tuple.__new__  # a named tuple from its fields in order: ``new_tuple(Traits, (...))``, without the
# keyword ``__new__`` or ``_replace`` call per expression (also the tagger's ``Timex`` and ``Pending``)
_READING_DEFAULTS = tuple(Reading._field_defaults[f] for f in Reading._fields[5:])  # slack .. takes_next
_DIRECTION = Reading._fields.index("direction")  # followed by "slack"
assert Reading._fields[_DIRECTION + 1] == "slack" and len(Reading._fields) == 5 + len(_READING_DEFAULTS)


class Traits(NamedTuple):
    """What the passes after resolution need to know of one expression."""

    bare: bool  # a clock time dated by the reference date: it takes the date of its sentence
    explicit: bool  # KIND_EXPLICIT
    period: bool  # KIND_PERIOD
    anchorable: bool  # an anchor of the composition operators (explicit, decade, named period)
    now: Callable[[], int | None]  # the year "since X" runs to: the reference year, or the story's time (asked
    # by the composition operators only, see ``ExpressionReader.traits``)


class ExpressionReader:
    """The passes over single expressions, with the words of a language pack they read.

    ruleset (RuleSet): The rules (their lexicon, read by the value templates).
    settings (TaggerSettings): Resolution settings.
    words (LanguageWords): The pack's word lists (tense cues, NO_ANCHOR_AFTER, the operator words).
    """

    def __init__(self, ruleset: RuleSet, settings: TaggerSettings, words: W.LanguageWords) -> None:
        self.ruleset = ruleset
        self.settings = settings
        self.tense_cues = TenseCues.from_words(words)
        # dates that do not move the story's time: "since 1995", a clause set off by commas ("The incumbent, first
        # elected in 2005, ...")
        self.background = BackgroundDates(words, settings.convention)
        # "the following month", "the next day": outside narratives, from the last date the text mentioned
        # (TimeML's reading; "rag" keeps anchoring="auto" equal to "reference" without explicit years)
        self._text_anchor_rules = words.words(W.TEXT_ANCHOR_RULES) if settings.convention == "timeml" \
            else frozenset()
        # "four years before 2022", "since X", "between X and Y": the composition operators of the pack
        self.operators = ops.OperatorWords.from_words(words)
        # convention="timeml": rules whose shift is annotated as the duration it names ("dos años después": P2Y)
        self._shift_durations = words.words(W.TIMEML_SHIFT_DURATIONS) if settings.convention == "timeml" \
            else frozenset()
        # (value, mod, endpoints) -> ``value_years`` under these settings (``expression_years``; bounded)
        self._years: Dict[Tuple[str, str | None, bool], YearSet] = {}

    def render(self, text: str, reference_date: _dt.date | None,
                matches: Iterable[RuleMatch]) -> List[Pending]:
        """Render every match's templates and sort it into a kind (first pass)."""
        lexicon = self.ruleset.terms
        out: List[Pending] = []
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
            if self._shift_durations and rule.id.lower() in self._shift_durations:
                rule, raw = as_duration(rule, raw)
            out.append(Pending(m.start, m.end, rule, raw, mod, raw_range, kind_of(rule, raw)))
        return out

    def narrative(self, pending: List[Pending], reference_date: _dt.date | None) -> bool:
        """Whether underspecified expressions of this document follow the text (``anchoring`` setting)."""
        mode = self.settings.anchoring
        if mode != "auto":
            return mode == "discourse"
        years = [y for y in (leading_year(p.raw) for p in pending if p.kind == KIND_EXPLICIT) if y is not None]
        deictic = sum(1 for p in pending if p.kind == KIND_DEICTIC
                      or (p.kind == KIND_UNDER and "WXX" in p.raw))
        return is_narrative(years, deictic, reference_date)

    def read(self, ctx: TextContext, pending: List[Pending], i: int, state: Anchor | None,
             recent: Anchor | None = None) -> Reading:
        """How expression ``i`` is read, by its kind and the story's time.

        state (Optional[Anchor]): The last time the text mentioned before the expression (the story's time).
        recent (Optional[Anchor]): The last date the text mentioned before it, of any kind ("Friday" too).
        RETURNS (Reading): The template to resolve, the anchor and direction to resolve it with.
        """
        p = pending[i]
        # Reading(p.raw, p.raw_range, p.end, ctx.reference_date, self.settings.prefer), its other fields their
        # defaults, made as a plain tuple is (no keyword ``__new__`` per expression)
        reading = new_tuple(Reading, (p.raw, p.raw_range, p.end, ctx.reference_date, self.settings.prefer,
                                      *_READING_DEFAULTS))
        if p.kind == KIND_BACK:
            if p.rule.id.lower() in self._text_anchor_rules and not ctx.narrative:  # convention="timeml" only
                return self._read_from_last_date(p, reading, state, recent)
            reading = self._read_back(ctx, pending, i, self._shift_state(ctx, reading, state, recent), reading)
        elif p.kind == KIND_DEICTIC and ctx.narrative:
            reading = read_deictic_in_narrative(reading, state)
        elif p.kind == KIND_UNDER:
            reading = self._read_underspecified(ctx, p, reading, state)
        return read_in_story(p.rule, reading, lambda: ctx.narrative, state)

    def _shift_state(self, ctx: TextContext, reading: Reading, state: Anchor | None,
                     recent: Anchor | None) -> Anchor | None:
        """The time a back-pointing shift counts from: in news under ``convention="timeml"``, a shift ("a year
        earlier") counts from the last date mentioned when one came after the story's time, not from an older
        explicit year ("below the 1987 level. In this year's third quarter, net was $10.5 million, ... a year
        earlier": 1988, not 1986); otherwise the story's time."""
        if recent is None or state is None or recent == state or self.settings.convention != "timeml" \
                or not _SHIFT_ANY.match(reading.raw) or ctx.narrative:
            return state
        return recent

    def _read_from_last_date(self, p: Pending, reading: Reading, state: Anchor | None,
                             recent: Anchor | None) -> Reading:
        """A TEXT_ANCHOR_RULES expression outside narratives under ``convention="timeml"`` ("the following
        month"): counted from the last date the text mentioned (under ``anchoring="reference"``, or with none,
        from the reference date); it does not become the story's time."""
        if recent is not None and self.settings.anchoring != "reference":
            reading = reading.against(recent)._replace(from_text=False)
        return read_in_story(p.rule, reading, False, state)

    def _read_back(self, ctx: TextContext, pending: List[Pending], i: int, state: Anchor | None,
                   reading: Reading) -> Reading:
        """An expression that points back into the text ("that year", "two years later"): counted from the
        anchor named right after it ("four years before 2022"), else from the story's time when it follows the
        text (``normalize.reading.back_follows_text``), else from nothing: "a year later" counts from a time the
        text told of, never from the reference date."""
        own = self._own_anchor(ctx.text, pending, i, ctx.reference_date)
        if own is not None:  # "four years before 2022": the anchor is named right after the shift
            anchor, end = own
            return reading.against(anchor)._replace(end=end, takes_next=True)
        if self.settings.convention == "timeml" and not ctx.narrative and _FORWARD.match(reading.raw) \
                and self._ends_in_shift_word(ctx.text, pending[i]):  # n23-: "1962, a year after the agency put
            return reading._replace(forward_unanchored=True)  # ...": no date after it, TimeML's P1Y
        if self.settings.anchoring != "reference" and state is not None and (
                ctx.narrative or back_follows_text(reading.raw, state, ctx.reference_date)):
            return reading.against(state)
        return reading._replace(forward_unanchored=_FORWARD.match(reading.raw) is not None)

    def _ends_in_shift_word(self, text: str, p: Pending) -> bool:
        """Whether the last word of ``p`` (within its last 24 characters) is one of the pack's SHIFT_TO_ANCHOR
        words ("after" in "a year after"): a shift that may take the anchor right after it (``_own_anchor``)."""
        last = last_word_before(text, max(p.start, p.end - 24), p.end)
        return last is not None and last.lower() in self.operators.shift

    def _read_underspecified(self, ctx: TextContext, p: Pending, reading: Reading,
                             state: Anchor | None) -> Reading:
        """A date without a year ("In April", "June 10", "Friday"): in a narrative, near the story's day
        ("In April" after "In 1940": April of that year; "Friday" in news is this week's unless ``anchoring`` is
        "discourse"); otherwise in the direction a tense cue around it points to, if any."""
        st = self.settings
        raw = reading.raw
        if state is not None and ("WXX" not in raw or st.anchoring == "discourse") and ctx.narrative \
                and not self._modal_future(ctx, p):
            if state.granularity == "Y" and raw[0] not in "<>=":
                raw = "=" + raw  # "In April" after "In 1940": April of that year
            return reading._replace(raw=raw, anchor=state.day, direction="nearest", from_text=True,
                                    proxy=state.proxy)
        if st.tense_cues and _UNDERSPECIFIED.match(raw):
            command, cue = command_or_direction(ctx.text, p.start, p.end, self.tense_cues)
            if command:
                return reading._replace(direction="future", slack=0)
            if cue == HEADED_PAST:  # p17-: "since March" read in February is last March, however near the next
                return reading._replace(direction="past", slack=0)
            if cue is not None:  # reading._replace(direction=cue, slack=CUE_SLACK_DAYS), without the keywords
                if cue == st.prefer and lean_only(ctx.text, p.start, p.end, self.tense_cues):
                    return reading  # l17-: a lean ("for New Year's Eve") the configured prefer gives without slack
                slack = weekend_slack(ctx.text, p.end, raw, self.tense_cues, CUE_SLACK_DAYS)
                return new_tuple(Reading, (*reading[:_DIRECTION], cue, slack, *reading[_DIRECTION + 2:]))
        elif st.tense_cues and _UNDERSPECIFIED_QUARTER.match(raw) \
                and tense_direction(ctx.text, p.start, p.end, self.tense_cues) == "future":
            return reading._replace(direction="future", slack=QUARTER_TIE_SLACK_DAYS)
        return reading

    def _modal_future(self, ctx: TextContext, p: Pending) -> bool:
        """Whether a date without a year in a narrative with a reference date is what a future modal points to
        ("Poland ... invited to join NATO in July 1997, will officially join on March 12": the March 12 after the
        reference date, not of 1997); it is then read as outside narratives."""
        return (ctx.reference_date is not None and self.settings.tense_cues and self.settings.anchoring == "auto"
                and _UNDERSPECIFIED.match(p.raw) is not None
                and modal_future(ctx.text, p.start, p.end, self.tense_cues))

    def value(self, ctx: TextContext, reading: Reading, state: Anchor | None, label: str = "DATE") -> str | None:
        """The expression's value: its template resolved against the reading's anchor, cut to a coarse anchor's
        granularity, mapped back from a proxy year BC, and, for a bare time under ``bare_times="unanchored"``
        (outside a story's day), without a day. None when the template resolves to nothing. A SET keeps its
        template as TimeML writes it ("every Saturday": ``XXXX-WXX-6``, not a date)."""
        raw = reading.raw
        if label == "SET" and "REF" not in raw:
            return raw.lstrip("<>=") or None
        if reading.forward_unanchored and self.settings.convention == "timeml" \
                and (shift := _FORWARD_SHIFT.fullmatch(raw)):
            # "twenty years after the first astronauts were chosen": no time to count from, so TimeML's duration
            return "P{}{}".format(*shift.groups())
        if is_now(raw):  # "in 2 hours": from the reference clock time (normalize.clock)
            return self._now_value(ctx, reading)
        if is_holiday(raw):  # "Thanksgiving 2019", "Easter": the holiday's day (normalize.holiday_values)
            return resolve_holiday(raw, reading.anchor, reading.direction, reading.slack)
        value = resolve_value(raw, reading.anchor, reading.direction, reading.slack)
        if reading.bare and ctx.reference_time is not None and not reading.from_text:
            value = roll_clock(value, ctx.reference_time, reading.direction)
        if not value:
            return None
        if reading.granularity is not None and raw.startswith("REF"):
            value = truncate(value, reading.granularity, self.settings.convention == "timeml")
        if reading.proxy:  # computed from a date BC (see ``Anchor``)
            value = from_proxy(value)
        if reading.bare and self.settings.bare_times == "unanchored" and not (state is not None and ctx.narrative):
            value = UNKNOWN_DAY + value[value.index("T"):] if "T" in value else UNKNOWN_DAY
        return value

    def _now_value(self, ctx: TextContext, reading: Reading) -> str | None:
        """The value of an offset from the reference clock time ("in 2 hours", ``normalize.clock``). j16-: under
        "timeml", "an hr ago" read with a date alone is a point of the reference day, not the length it names
        (TimeML annotates a point; the tweets gold's "1+ hr ago" is the DATE of its day)."""
        raw = reading.raw
        if ctx.reference_time is None and self.settings.convention == "timeml" and _NOW_BACK.fullmatch(raw):
            day = resolve_value("REF", reading.anchor, reading.direction, reading.slack) or ""
            if _DAY.match(day):
                return day[:10]
        return resolve_now(raw, ctx.reference_time)

    @staticmethod
    def label(p: Pending, value: str) -> str:
        """The expression's label: its rule's, except that an offset from the reference clock time read with a
        date alone is the duration it names ("in 2 hours" -> ``PT2H``, DURATION, as before issue 20), and a date
        that became the duration of its shift ("twenty years after ...": ``P20Y``) is a DURATION."""
        if (is_now(p.raw) and value.startswith("PT")) or (p.rule.label == "DATE" and _DURATION.match(value)):
            return "DURATION"
        if is_now(p.raw) and len(value) == 10:  # "an hr ago" read with a date alone: the day (j16-)
            return "DATE"
        return p.rule.label

    def expression_years(self, ctx: TextContext, p: Pending, reading: Reading, value: str) -> YearSet | None:
        """The expression's years: its value's (under "timeml" a range the text writes out gives its two end
        points), none for a shift forward from nothing, and under "rag" also the years of the range it opens
        ("the past five years", "since 1990", "now"). A named period's years are those it had by the reference
        date, and none in a narrative that dates what it tells. None: drop the expression (a period that had
        not begun)."""
        st = self.settings
        rule = p.rule
        # a range the text writes out ("from 1999 to 2003": a "/" in the rule's template, not a century)
        endpoints = st.convention == "timeml" and p.kind != KIND_PERIOD and rule.value is not None \
            and "/" in rule.value.source
        if rule.label in ("DATE", "TIME"):
            # ``value_years(value, p.mod, st, endpoints)``, kept: it reads these and the reader's fixed settings
            # alone, and gives an immutable ``YearSet`` (a run meets the same "2019", "1998-12-05" in many texts)
            key = (value, p.mod, endpoints)
            years = self._years.get(key)
            if years is None:
                if len(self._years) >= YEARS_MEMO:
                    self._years.clear()
                years = self._years[key] = value_years(value, p.mod, st, endpoints)
        else:
            years = EMPTY
        if reading.forward_unanchored:
            years = EMPTY
        if reading.raw_range and st.convention == "rag":
            years = years | value_years(resolve_value(reading.raw_range, ctx.reference_date, st.prefer), p.mod, st)
        if p.kind != KIND_PERIOD:
            return years
        period_years = self._period_at(years, ctx.reference_date, ctx.narrative)
        if (period_years is not None and ctx.narrative and ctx.has_timeline
                and not year_in_name(ctx.text[p.start:p.end])):
            return EMPTY  # a narrative dates what it tells; "World War I" there places, it does not date
        return period_years

    def moves_story(self, ctx: TextContext, p: Pending, reading: Reading, years: YearSet,
                    background: bool = True) -> bool:
        """Whether the expression becomes the story's time: a date or time with years whose year the text gave
        (explicit, or read against a time of the text), unless it is background (``BackgroundDates``).
        background (bool): False when ``self.background.may_be_background(ctx.text)`` said no date of the text can
            be."""
        return ((p.kind == KIND_EXPLICIT or reading.from_text) and bool(years) and p.rule.label in ("DATE", "TIME")
                and not (background and self.background.introduced(ctx.text, p.start, reading.end))
                and not (p.kind == KIND_EXPLICIT and self.background.set_off(ctx.text, p.start, reading.end)))

    @staticmethod
    def traits(ctx: TextContext, p: Pending, reading: Reading, value: str, years: YearSet,
                prior: Anchor | None) -> Traits:
        """What the later passes need to know of a resolved expression.

        prior (Optional[Anchor]): The story's time before the expression: in a narrative, the open end of
            "since X" (the reference year otherwise).
        """
        def now() -> int | None:  # asked only when an operator word is there (most texts: never)
            if prior is not None and ctx.narrative:
                return story_year(prior)
            return ctx.reference_date.year if ctx.reference_date is not None else None

        anchorable = p.rule.label == "DATE" and bool(years) and (
            p.kind in (KIND_EXPLICIT, KIND_PERIOD) or (p.kind == KIND_OTHER and _ABSOLUTE_ANY.match(value) is not None))
        # Traits(bare, explicit, period, anchorable, now), made as a plain tuple is (no keyword ``__new__``)
        return new_tuple(Traits, (reading.bare and not reading.from_text, p.kind == KIND_EXPLICIT,
                                   p.kind == KIND_PERIOD, anchorable, now))

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

    def shown(self, pending: List[Pending], i: int, reading: Reading, value: str) -> Tuple[int, str, str]:
        """The end, label and value expression ``i`` (read as ``reading``, resolved to ``value``) is shown with: its
        own, except under ``convention="timeml"`` for a shift that took a named event of the gazetteer as its
        anchor (n21-): "nearly a week after Typhoon Haiyan" is the DURATION "nearly a week" (``P1W``; TimeML tags
        no event), while its years stay those counted from the event (the focus years do not change)."""
        p = pending[i]
        if reading.takes_next and self.settings.convention == "timeml" and pending[i + 1].kind == KIND_PERIOD:
            rule, raw = as_duration(p.rule, p.raw)
            if rule.label == "DURATION":
                return p.end, "DURATION", raw
        return reading.end, self.label(p, value), value

    def _own_anchor(self, text: str, pending: List[Pending], i: int,
                    reference_date: _dt.date | None) -> Tuple[Anchor, int] | None:
        """For a shift ending in a SHIFT_TO_ANCHOR word ("before", "after") directly followed by an anchor the
        text names ("four years before 2022", "two years after the 1989 revolution", "four years after the fall of
        the Berlin Wall", "ten years after the French Revolution began"): the anchor date and the end of the
        merged expression. The shift counts from the anchor's first year ("before") or last year ("after"), or
        from the end an operator word after the anchor names ("began", "ended"); see ``normalize.operators``."""
        p = pending[i]
        words = self.operators
        if i + 1 >= len(pending) or not words.shift or not self._ends_in_shift_word(text, p):
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
