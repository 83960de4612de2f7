"""The temporal tagger without spaCy: text -> temporal expressions with TIMEX3 values and years.

``TemporalTagger`` keeps the order of the passes: the rule engine finds matches (``rules.engine``); each match's
templates are rendered and the text is judged a narrative or not; each expression in turn is read against the
story's time, resolved, given its years, and may become the story's time (``normalize.expression``); then the
expressions read each other: bare times take their sentence's date, the text's own years win over named periods
(``normalize.compose``), and the composition operators apply (``normalize.operator_spans``). The spaCy
component wraps it; benchmarks and tests may use it directly.
"""

from __future__ import annotations

import datetime as _dt
import functools
import re
from itertools import chain, repeat
from typing import Any, Callable, Dict, FrozenSet, Iterable, List, Sequence, Tuple, cast

from .normalize.calendar import timex_year
from .normalize.compose import (
    DIRECTED_WEEKDAY,
    PLAIN_WEEKDAY,
    attach_times,
    coordinated_weekdays,
    explicit_years_win,
    glossed_weekdays,
    weekday_list_pattern,
)
from .normalize.datetime_merge import DateTimeMerger, merges_nothing
from .normalize.discourse import anchor_of
from .normalize.expression import KIND_EXPLICIT, ExpressionReader, Pending, TextContext, Traits, new_tuple
from .normalize.intervals import IntervalMerger
from .normalize.operator_spans import OperatorComposer
from .normalize.operators import operator_keys
from .normalize.quarter_context import year_ago_quarters
from .normalize.timeml_extent import ExtentWords, timeml_extents
from .normalize.timeml_values import TimemlValues
from .normalize.timetable import recurring_weekdays, timetable_pattern
from .normalize.timex import timex_to_years
from .normalize.timexes import Anchor, ExtraEvent, TaggerSettings, Timex
from .normalize.watched_date import WatchedDate, what_was_read
from .rules import words as W
from .rules.date_probe import reads_date
from .rules.engine import RuleEngine, RuleMatch
from .rules.files import builtin_rules
from .rules.loader import Rule, RuleSet
from .rules.starts import folded_words
from .rules.template import Template
from .rules.words import LanguageWords
from .util.bounded_memo import make_room, trimmed

_WORD = re.compile(r"\w+")
_NAMED_YEAR = re.compile(r"(?<![\w-])(?:1\d{3}|20\d{2})(?![\w-])")  # the year a name spells: "the War of 1812"
# ``_combine``'s columns of no traits (bare, explicit, period, anchorable, now): the five fields of ``Traits``
_NO_TRAITS: Tuple[Tuple[Any, ...], ...] = ((),) * len(Traits._fields)
assert Traits._fields == ("bare", "explicit", "period", "anchorable", "now"), "``_combine`` reads them in this order"
# ``anchor_of`` per value, kept: it reads the value alone (a str) and gives an immutable ``Anchor``; a run meets
# the same "2019" and "2024-05-20" in many texts (``TemporalTagger._tag``)
_anchor_of = functools.lru_cache(maxsize=8192)(anchor_of)


def _holds_date(timexes: Sequence[Timex]) -> bool:
    """Whether a field of one of ``timexes`` is a date (``any(isinstance(field, date) for t in timexes for field
    in t)``, the fields read in C: ``TemporalTagger._tag_new``)."""
    return bool(timexes) and any(map(isinstance, chain.from_iterable(timexes), repeat(_dt.date)))


MEMO_CHARS = 1000  # texts up to this long keep their matches (``TemporalTagger._find``)
MEMO_TEXTS = 8192  # texts whose matches are kept at most
MEMO_MATCHES = 32768  # matches kept at most
RENDER_MEMO = 16384  # rendered matches kept at most (``TemporalTagger._render``); 0 switches that memo off
TAGGED_MEMO = 8192  # (short text, reference date, reference time) whose expressions are kept (``TemporalTagger.tag``)
TAGGED_EXPRESSIONS = 32768  # expressions kept there at most


def _event_match(text: str, event: ExtraEvent) -> RuleMatch:
    """A gazetteer-like match for an event dated outside the rules."""
    first, last = timex_year(event.first_year), timex_year(event.last_year)
    value = first if first == last else f"{first}/{last}"
    rule = Rule(id=event.rule_id, label="DATE", pattern="", value=Template(value), source=event.rule_id,
                record={"phrases": [text[event.start:event.end]]})
    return RuleMatch(event.start, event.end, rule, {})


class TemporalTagger:
    """Find temporal expressions in a text and normalize them.

    ruleset (Optional[RuleSet]): The rules; the built-in ones when None.
    settings (TaggerSettings): Resolution settings.
    """

    def __init__(self, ruleset: RuleSet | None = None, settings: TaggerSettings | None = None) -> None:
        self.ruleset = ruleset if ruleset is not None else builtin_rules()
        self.settings = settings or TaggerSettings()
        self.engine = RuleEngine(self.ruleset)
        # every word list of the pack the passes read, built once (the contract of a pack: rules/words.py)
        self.words = LanguageWords(self.ruleset.terms)
        self.expressions = ExpressionReader(self.ruleset, self.settings, self.words)
        # "four years before 2022", "since X", "between X and Y": the composition operators of the pack
        self.operators = self.expressions.operators
        self._operator_keys = operator_keys(self.operators)
        self._composer = OperatorComposer(self.operators, self.settings)  # frozen: built once, not per text
        # convention="timeml": TIMEX3 extents (no leading signal, modifiers and article taken in)
        self.extent_words = ExtentWords.from_words(self.words) if self.settings.convention == "timeml" \
            else ExtentWords()
        # convention="timeml": adverbs that order events ("previously", "eventually") are no TIMEX3
        self.unmarked = self.ruleset.words(W.TIMEML_UNMARKED) \
            if self.settings.convention == "timeml" else frozenset()
        # convention="timeml": names of events and periods ("World War II", "the Clinton administration") are no
        # TIMEX3 (TimeML annotates no event names): their years count, their spans are not shown (timex3_of)
        self.named_events = frozenset(r.id for r in self.ruleset.rules if "phrases" in r.record and "start" in
                                      r.record) if self.settings.convention == "timeml" else frozenset()
        # convention="timeml": values as TimeML writes them ("two decades" P20Y, "the week of March 6" 2000-W10)
        # the reader's tense cues when ``tense_cues`` is on, else None: what a past "overnight" and a news clock time
        # that follows an earlier day are read with
        self.tense_cues = self.expressions.tense_cues if self.settings.tense_cues else None
        self.timeml_values = TimemlValues.from_words(self.words, self.tense_cues) \
            if self.settings.convention == "timeml" else TimemlValues()
        # "Friday at 3 pm", "tomorrow at 5": a day and its time are one expression (normalize.datetime_merge)
        # convention="timeml": a news clock time ("a las 10.30 horas") in a later sentence is the last named day's
        self.time_follow_words = self.words.words(W.TIMEML_TIME_FOLLOWS_DAY) if self.settings.convention == "timeml" \
            else frozenset()
        self.merger = DateTimeMerger.from_words(self.words, self.settings.convention == "timeml")
        # t20-: "tonight" keeps its day; "11 pm, so 6 am tmrw": the later day is the nearer time's; h19e4: "a las 22.30
        # horas y se prolongará hasta el 25": no later day across a new clause (normalize.compose)
        self._time_day_words = (self.words.words(W.TIME_OWN_DAY), self.words.words(W.TIME_LIST_LINKS))
        self._later_day_stops = self.words.words(W.TIME_LATER_DAY_STOPS) if self.time_follow_words else frozenset()
        # "next Tuesday and Wednesday": the rules of one weekday with a direction and of a bare weekday (their values)
        self._directed_weekdays = frozenset(r.id for r in self.ruleset.rules if isinstance(r.record.get("value"), str)
                                            and DIRECTED_WEEKDAY.match(r.record["value"]))
        self._plain_weekdays = frozenset(r.id for r in self.ruleset.rules if isinstance(r.record.get("value"), str)
                                         and PLAIN_WEEKDAY.match(r.record["value"]))
        self._weekday_coordinators = self.words.words(W.WEEKDAY_COORDINATORS)
        # z19-: "May 6 (Wed)": a weekday right after a date it falls on is that date (TimeML; normalize.compose)
        self._glossed_weekdays = self._directed_weekdays | self._plain_weekdays \
            if self.settings.convention == "timeml" else frozenset()
        # l17-: "every mon, wed, thur": the weekdays listed after a weekday SET are SETs (normalize.compose)
        self._listed_weekdays = {k.lower(): v for k, v in (self.ruleset.terms.get("WEEKDAYS")
                                                           or self.ruleset.terms.get("WEEKDAY") or {}).items()}
        self._weekday_list = weekday_list_pattern(self.words.words(W.EVERY_WEEKDAY_JOINERS),
                                                  frozenset(self._listed_weekdays))
        self._timetable = timetable_pattern(frozenset(self._listed_weekdays), self.words.words(W.TIMETABLE_RANGES),
                                            self.time_follow_words,  # h19e4: "de martes a domingo, de 10.00 a 20.00"
                                            one_clock=self.words.words(W.TIMETABLE_ONE_CLOCK))  # e24-: "a partir de"
        # "Aug 8 - Aug 12", "3-4pm": one interval with both ends, under the rag convention (normalize.intervals)
        self.intervals = IntervalMerger.from_words(self.words)
        # (short text, reference date, reference time) -> its expressions (``tag``)
        self._tagged: Dict[Tuple[Any, ...], Tuple[Timex, ...]] = {}
        self._tagged_count = 0  # expressions held in ``_tagged``
        # short text -> its expressions, for the texts whose tagging read no reference date (``_tag_new``)
        self._undated: Dict[str, Tuple[Timex, ...]] = {}
        self._undated_count = 0  # expressions held in ``_undated``
        # (short text, year) -> its expressions, for the texts whose tagging read the reference year only
        self._by_year: Dict[Tuple[str, int], Tuple[Timex, ...]] = {}
        self._by_year_count = 0  # expressions held in ``_by_year``
        self._dated: Dict[str, None] = {}  # short texts whose tagging read more of the date (bounded)
        self._found: Dict[str, List[RuleMatch]] = {}  # short text -> its matches (``_find``)
        self._found_matches = 0  # matches held in ``_found``
        # (id of a rule, its match's groups) -> (the rule, its rendering or None, whether it read the date); the
        # renderings that read the date under the same key and the date (``_render``)
        self._rendered: Dict[Tuple[Any, ...], Tuple[Rule, Pending | None, bool]] = {}

    @property
    def _operator_keys(self) -> FrozenSet[str]:
        """The operator keys (``operator_keys``); setting them also sets ``_operator_word``."""
        return self._keys

    @_operator_keys.setter
    def _operator_keys(self, keys: FrozenSet[str]) -> None:
        self._keys = keys
        # a key as a whole word (``\w+``) of a lowercased text: what ``not keys.isdisjoint(_WORD.findall(low))``
        # tells, in one search (a key that is not all word characters is never such a word); None: no key
        words = sorted((k for k in keys if _WORD.fullmatch(k)), key=lambda k: (-len(k), k))
        alternation = "|".join(map(re.escape, words))
        self._operator_word = re.compile(rf"(?<!\w)(?:{alternation})(?!\w)") if words else None
        self._operator_words = frozenset(words)  # the same keys, for a Latin-1 text's words (``_has_operator_word``)

    def tag(self, text: str, reference_date: _dt.date | None = None,
            events: Iterable[ExtraEvent] = (), max_seconds: float | None = None,
            reference_time: _dt.datetime | None = None) -> List[Timex]:
        """All expressions in ``text``, in order.

        text (str): The text.
        reference_date (Optional[date]): Anchors relative expressions; without it they add no years (unless
            the text itself gives an anchor, see ``anchoring``).
        events (Iterable[ExtraEvent]): Named events dated outside the rules (the LLM fallback), read exactly as
            gazetteer entries are (explicit years win, narratives, operators); they must not overlap what the
            rules match.
        max_seconds (Optional[float]): Stop with [E175] (``DocTimeoutError``) when matching takes longer.
        reference_time (Optional[datetime]): The clock time of the reference (issue 20): offsets below a day
            ("in 2 hours") and bare clock times under ``prefer`` resolve from it; without it they read as before.
        RETURNS (List[Timex]): The expressions (guards excluded).

        A short text (``MEMO_CHARS``) without ``events`` keeps its expressions per reference date and time
        (bounded: past ``TAGGED_MEMO`` texts or ``TAGGED_EXPRESSIONS`` expressions, the oldest are dropped down to
        half of both): they depend on nothing else (the settings and rules are the tagger's, fixed), and a corpus
        or a run meets the same query with the same date again. The caller gets a list of its own.
        """
        got = self.tag_kept(text, reference_date, events, max_seconds, reference_time)
        # a kept tuple is copied; any other list is the caller's
        return list(got) if type(got) is tuple else cast(List[Timex], got)

    def tag_kept(self, text: str, reference_date: _dt.date | None = None,
                 events: Iterable[ExtraEvent] = (), max_seconds: float | None = None,
                 reference_time: _dt.datetime | None = None) -> Sequence[Timex]:
        """``tag`` without its copy: a short text's kept expressions are the kept tuple itself, the same object for
        as long as it is kept, so a caller may keep what it derives from them per tuple (checked by identity:
        ``is``; ``temporal_focus`` keeps its spans and records so); any other text's are a list of its own. Never
        change what it returns."""
        if not events and len(text) <= MEMO_CHARS:
            return self._kept(text, reference_date, max_seconds, reference_time)
        return self._tag_text(text, reference_date, events, max_seconds, reference_time)

    def _kept(self, text: str, reference_date: _dt.date | None, max_seconds: float | None,
              reference_time: _dt.datetime | None) -> Tuple[Timex, ...]:
        """The kept expressions of a short text (``tag``), found and kept when not kept yet."""
        if reference_time is None and reference_date is not None:
            got = self._undated.get(text)
            if got is None and self._by_year:
                got = self._by_year.get((text, reference_date.year))
            if got is not None:  # its expressions read no date (or its year only): the same for this one
                return got
        key = (text, reference_date, reference_time)
        got = self._tagged.get(key)
        if got is None:
            got = self._tag_new(text, reference_date, max_seconds, reference_time, key)
        return got

    def _tag_new(self, text: str, reference_date: _dt.date | None, max_seconds: float | None,
                 reference_time: _dt.datetime | None, key: Tuple[Any, ...]) -> Tuple[Timex, ...]:
        """The expressions of a short text not kept yet, kept. A text met with a plain date (no clock time) for
        the first time is tagged against a ``WatchedDate``: when no pass read it, its expressions are the same
        for every other date, and they are kept once for all (``_undated``); when a pass read its year and
        nothing more, they are the same for every date of that year (``_by_year``: another year is watched
        again); a text that read more is remembered as dated (``_dated``) and is tagged with the plain date
        from then on. A text kept for all dates leaves
        ``_find``'s memo (only a dated text is matched again)."""
        if reference_time is not None or type(reference_date) is not _dt.date or text in self._dated:
            got = tuple(self._tag_text(text, reference_date, (), max_seconds, reference_time))
            self._keep(key, got)
            return got
        watched = WatchedDate.of(reference_date)
        got = tuple(self._tag_text(text, watched, (), max_seconds, None))
        read = what_was_read(watched)
        if read == "date" or _holds_date(got):
            make_room(self._dated, TAGGED_MEMO)
            self._dated[text] = None
            self._keep(key, got)
        elif read == "year":  # another year may take another path: kept for this year only
            self._by_year[(text, reference_date.year)] = got
            self._by_year_count = trimmed(self._by_year, self._by_year_count + len(got), TAGGED_MEMO,
                                           TAGGED_EXPRESSIONS)
        else:
            self._undated[text] = got
            found = self._found.pop(text, None)  # its matches are not needed again: room for the dated texts
            self._found_matches -= len(found) if found is not None else 0
            self._undated_count = trimmed(self._undated, self._undated_count + len(got), TAGGED_MEMO,
                                           TAGGED_EXPRESSIONS)
        return got

    def _keep(self, key: Tuple[Any, ...], timexes: Tuple[Timex, ...]) -> None:
        """Keep the expressions of ``tag``; when over a bound, drop the oldest down to half of both."""
        self._tagged[key] = timexes
        self._tagged_count = trimmed(self._tagged, self._tagged_count + len(timexes), TAGGED_MEMO,
                                      TAGGED_EXPRESSIONS)

    def _tag_text(self, text: str, reference_date: _dt.date | None, events: Iterable[ExtraEvent],
                  max_seconds: float | None, reference_time: _dt.datetime | None) -> List[Timex]:
        """``tag`` without its kept expressions: find the matches (kept per short text), then resolve them."""
        matches = self._find(text, max_seconds)
        events = list(events)
        if events:
            matches = sorted(list(matches) + [_event_match(text, e) for e in events], key=lambda m: m.start)
        if not matches:  # most short texts: nothing to resolve
            return []
        return self._tag(text, reference_date, matches, reference_time)

    def _find(self, text: str, max_seconds: float | None) -> List[RuleMatch]:
        """``engine.find(text)``, kept for short texts (``MEMO_CHARS``): the matches depend on the text alone,
        and a run meets the same query, answer or undated passage against many reference dates. Bounded: past
        ``MEMO_TEXTS`` texts or ``MEMO_MATCHES`` matches, the oldest are dropped down to half of both. The lists
        are never changed by their readers."""
        if len(text) > MEMO_CHARS:
            return self.engine.find(text, max_seconds)
        memo = self._found
        found = memo.get(text)
        if found is None:
            found = memo[text] = self.engine.find(text, max_seconds)
            self._found_matches = trimmed(memo, self._found_matches + len(found), MEMO_TEXTS, MEMO_MATCHES)
        return found

    def _tag(self, text: str, reference_date: _dt.date | None, matches: Iterable[RuleMatch],
             reference_time: _dt.datetime | None = None) -> List[Timex]:
        """Resolve the matches of one text (second pass): read each expression against the story's time so far
        (the last time the text mentioned), resolve its value and years, and move the story's time on; then let
        the expressions read each other (``_combine``)."""
        reader = self.expressions
        pending = self._render(text, reference_date, matches) if RENDER_MEMO > 0 \
            else reader.render(text, reference_date, matches)
        ctx = TextContext(text, reference_date, lambda: reader.narrative(pending, reference_date),
                          any(p.kind == KIND_EXPLICIT for p in pending), reference_time)
        # whether a date may be background ("since 1995": ``BackgroundDates.introduced``), read once per text
        background = reader.background.may_be_background(text)
        state: Anchor | None = None  # the last time the text mentioned
        recent: Anchor | None = None  # the last date the text mentioned, of any kind ("Friday" too)
        out: List[Timex] = []
        traits: List[Traits] = []
        skip = -1
        for i, p in enumerate(pending):
            if i == skip:
                continue
            reading = reader.read(ctx, pending, i, state, recent)
            if reading.takes_next:
                skip = i + 1
            rule = p.rule
            value = reader.value(ctx, reading, state, rule.label)
            if value is None:  # a template that rendered nothing: no expression to report
                continue
            years = reader.expression_years(ctx, p, reading, value)
            if years is None:
                continue
            end, label, shown = reader.shown(pending, i, reading, value)  # n21-: "a week after <event>"
            out.append(new_tuple(Timex, (p.start, end, text[p.start:end], label, shown, p.mod, rule.id, years)))
            traits.append(reader.traits(ctx, p, reading, value, years, state))
            anchor = None  # ``anchor_of(value)``, read once (it depends on the value alone)
            if reader.moves_story(ctx, p, reading, years, background):
                anchor = _anchor_of(value)
                state = anchor or state
            if years and rule.label in ("DATE", "TIME") and not reading.bare:
                if anchor is None:
                    anchor = _anchor_of(value)
                recent = anchor or recent
        return self._combine(out, text, traits)

    def _render(self, text: str, reference_date: _dt.date | None, matches: Iterable[RuleMatch]) -> List[Pending]:
        """``self.expressions.render(text, reference_date, matches)``, each match rendered once per rule and
        groups (its templates read nothing else: the text and the offsets only pass into the ``Pending``), and once
        per date as well when its templates read the reference date (``reads_date``). A run meets the same "in
        2019" in many texts and with many dates. Bounded: past ``RENDER_MEMO`` entries the oldest half go."""
        memo = self._rendered
        out: List[Pending] = []
        for m in matches:
            rule = m.rule
            key: Tuple[Any, ...] = (id(rule), tuple(m.groups.items()))
            got = memo.get(key)
            if got is not None and got[0] is rule and got[2]:  # read the date: kept per date
                got = memo.get((*key, reference_date))
            if got is None or got[0] is not rule:  # never seen (or an id freed and reused: a new rule)
                rendered = self.expressions.render(text, reference_date, [m])
                dated = reads_date(rule, m.groups, self.ruleset.terms, reference_date)
                got = (rule, rendered[0] if rendered else None, dated)
                make_room(memo, RENDER_MEMO)
                if dated:
                    memo[key] = (rule, None, True)
                    key = (*key, reference_date)
                memo[key] = got
            p = got[1]
            if p is not None:
                if p.start != m.start or p.end != m.end:
                    p = new_tuple(Pending, (m.start, m.end, *p[2:]))
                out.append(p)
        return out

    def _combine(self, timexes: List[Timex], text: str, traits: List[Traits]) -> List[Timex]:
        """Let the resolved expressions read each other: a bare time takes the date of its sentence, the text's
        own years win over named periods, the composition operators apply (``_compose``), and a day and its
        time become one expression (``normalize.datetime_merge``). Each pass's flags are listed only when one of
        them is set (most short texts: none)."""
        # the traits' columns, read once (``Traits`` field order; none when no expression was kept)
        bare, explicit, period, anchorable, now = zip(*traits) if traits else _NO_TRAITS
        if self._glossed_weekdays and len(timexes) > 1:  # "May 6 (Wed)": the weekday is the date it glosses
            timexes = glossed_weekdays(timexes, text, self._glossed_weekdays, self.settings)
        if any(bare):
            timexes = attach_times(timexes, text, list(bare), self.settings, self.time_follow_words,
                                   self.tense_cues, *self._time_day_words, self.expressions.background.set_off,
                                   self._later_day_stops)
        if any(period):  # a named period (``explicit_years_win`` leaves the others as they are)
            timexes = explicit_years_win(timexes, text, list(period), list(explicit))
        if any(anchorable):  # an anchor (``_compose`` leaves the expressions as they are without one)
            timexes = self._compose(timexes, text, list(anchorable), list(now))
        if not merges_nothing(timexes):  # a day, month or clock time (most short texts have none: nothing to merge)
            timexes = self._merge(timexes, text)
        if self._weekday_coordinators and len(timexes) > 1:  # "next Tuesday and Wednesday": one run of days
            timexes = coordinated_weekdays(timexes, text, self._directed_weekdays, self._plain_weekdays,
                                           self._weekday_coordinators, self.settings)
        timexes = recurring_weekdays(timexes, text, self._weekday_list, self._timetable, self._listed_weekdays,
                                     self.settings)  # "every mon, wed"; "de martes a domingo, de 10.00 a 20.00"
        if self.unmarked:
            timexes = [t for t in timexes if t.text.lower() not in self.unmarked]
        timexes = timeml_extents(timexes, text, self.extent_words)
        if self.settings.convention != "timeml":
            return timexes
        return self.timeml_values.apply(year_ago_quarters(timexes, text, self.timeml_values.ended_quarter_at), text)

    def _merge(self, timexes: List[Timex], text: str) -> List[Timex]:
        """A day and its time become one expression (``normalize.datetime_merge``), and the two ends of an interval
        one ("rag") or two that read each other ("timeml"; ``normalize.intervals``)."""
        if self.merger.active:
            timexes = self.merger.merge(timexes, text)
        if self.intervals.active and self.settings.convention == "rag":
            timexes = self.intervals.merge(timexes, text)
        elif self.intervals.active and self.settings.convention == "timeml":  # two TIMEX3s that read each other
            timexes = self.intervals.carry_ends(timexes, text)
        return timexes

    def timex3_of(self, t: Timex) -> Timex | None:
        """What of ``t`` is shown as a TIMEX3: under ``convention="timeml"`` a named event or period of the
        gazetteer ("World War II", also with an operator: "after World War II") is not, though its years count
        in the focus years, except the one year its name spells ("the War of [1812]", "the [1987] crash": a
        TIMEX3 of its own); everything else is ``t`` itself. RETURNS (Optional[Timex]): ``t``, its year, or None."""
        if not self.named_events or t.rule.split("+", 1)[0] not in self.named_events:
            return t
        found = _NAMED_YEAR.findall(t.text)
        if len(found) != 1:
            return None
        m = _NAMED_YEAR.search(t.text)
        assert m is not None  # findall found one
        start = t.start + m.start()
        return t._replace(start=start, end=start + len(m.group()), text=m.group(), label="DATE", value=m.group(),
                          mod=None, years=timex_to_years(m.group()))

    def _compose(self, timexes: List[Timex], text: str, anchorable: List[bool],
                 now: List[Callable[[], int | None]]) -> List[Timex]:
        """Apply the composition operators around anchors ("since X", "the decade after X", "between X and Y",
        "X's aftermath"); see ``normalize.operator_spans.OperatorComposer.apply``. A text without any operator
        word (most short texts) is left as it is without looking around each expression."""
        if not any(anchorable) or self._operator_word is None or not self._has_operator_word(text):
            return timexes  # no anchor (``OperatorComposer.apply`` returns them as they are) or no operator word
        return self._composer.apply(timexes, text, anchorable, now)

    def _has_operator_word(self, text: str) -> bool:
        r"""Whether ``_operator_word`` finds a key in ``text.lower()``: whether a key is one of its ``\w+`` words. A
        Latin-1 text's words are read as the engine reads them (``folded_words``: ``bytes.translate`` and
        ``str.split``, the words of ``text.lower()``), faster than the search, which tries every position (its
        look-behind comes first); any other text is searched. Only called when there is a key (``_compose``)."""
        words = folded_words(text)
        if words is None:  # another script
            assert self._operator_word is not None  # checked by ``_compose``
            return self._operator_word.search(text.lower()) is not None
        return not self._operator_words.isdisjoint(words)
