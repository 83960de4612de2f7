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

from .normalize.resolve import DIRECTIONS, resolve_value
from .normalize.tense import TenseCues, tense_direction
from .normalize.timex import timex_to_years
from .rules.engine import RuleEngine, RuleMatch
from .rules.loader import Rule, RuleSet, builtin_rules
from .rules.template import TemplateContext, TemplateValueError
from .yearset import EMPTY, YearSet

_ABSOLUTE = re.compile(r"^(?:BC)?\d{4}")
_FORWARD = re.compile(r"^REF\+(?!0+[A-Z])")  # a shift forward from the anchor ("REF+1Y", not "REF+0Y")
# no year and no forced direction ("<"/">"); quarters are left out: "third-quarter earnings will be lower" is
# about the latest quarter whatever the tense of the clause
_UNDERSPECIFIED = re.compile(r"^XXXX-(?!Q)")
# A tense cue is a lean, not a rule: a date this close to the anchor is taken as the nearest one whatever the
# tense ("the offer expired Nov. 6" in a Nov. 2 article is four days ahead, not a year back).
CUE_SLACK_DAYS = 45


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
    narrative_anchoring (bool): anchor rules marked ``"anchor": "narrative"`` ("the following year") to the
        last date mentioned in the text instead of the reference date.
    narrow_modifiers (bool): "early/mid/late" keep only the first/middle/last third of the period.
    anchored_durations (bool): durations with an anchored range ("over the last five years", "since 1990",
        "in two years") contribute the range's years; when false (default, as TimeML counts them) durations add
        no years and "since 1990" adds only 1990. Turn it on for queries, where "the past five years" is the
        focus.
    min_year, max_year (int): years outside these bounds are dropped.
    tense_cues (bool): resolve a date without a year ("March 3", "Friday") in the direction the words around it
        point to ("will", "reported", "book a table for"), and only fall back to ``prefer`` without a cue.
    """

    prefer: str = "nearest"
    narrative_anchoring: bool = False
    narrow_modifiers: bool = False
    anchored_durations: bool = False
    min_year: int = -9999
    max_year: int = 9999
    tense_cues: bool = True

    def __post_init__(self) -> None:
        if self.prefer not in DIRECTIONS:
            raise ValueError(f"prefer must be one of {', '.join(DIRECTIONS)}, got {self.prefer!r}")
        if self.min_year > self.max_year:
            raise ValueError(f"min_year ({self.min_year}) must not exceed max_year ({self.max_year})")


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
        # there is no year 0: a bound of 0 means AD 1 (min_year) or 1 BC (max_year)
        self._bounds = YearSet.range(self.settings.min_year or 1, self.settings.max_year or -1)

    def tag(self, text: str, reference_date: _dt.date | None = None) -> List[Timex]:
        """All expressions in ``text``, in order.

        text (str): The text.
        reference_date (Optional[date]): Anchors relative expressions; without it they add no years.
        RETURNS (List[Timex]): The expressions (guards excluded).
        """
        return list(self._tag(text, reference_date, self.engine.find(text)))

    def _tag(self, text: str, reference_date: _dt.date | None,
             matches: Iterable[RuleMatch]) -> Iterable[Timex]:
        st = self.settings
        lexicon = self.ruleset.terms
        narrative: _dt.date | None = None
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
            anchor, direction, slack = reference_date, st.prefer, 0
            if st.tense_cues and _UNDERSPECIFIED.match(raw):
                cue = tense_direction(text, m.start, m.end, self.tense_cues)
                if cue is not None:
                    direction, slack = cue, CUE_SLACK_DAYS
            forward_unanchored = False
            if rule.anchor == "narrative":
                if st.narrative_anchoring and narrative is not None:
                    anchor, direction = narrative, "nearest"
                else:  # "a year later" counts from a time the text told of, never from the reference date
                    forward_unanchored = _FORWARD.match(raw) is not None
            value = resolve_value(raw, anchor, direction, slack)
            if not value:  # a template that rendered nothing: no expression to report
                continue
            years = timex_to_years(value, mod, st.narrow_modifiers) if rule.label in ("DATE", "TIME") else EMPTY
            if forward_unanchored:
                years = EMPTY
            if raw_range and st.anchored_durations:  # "the past five years", "since 1990"
                years = years | timex_to_years(resolve_value(raw_range, anchor, direction), mod, st.narrow_modifiers)
            if years and reference_date is not None and _is_period(rule) and years.min > reference_date.year:
                continue  # a named period that had not begun at the reference date is not what the text means
            if years and (years.min < st.min_year or years.max > st.max_year):
                years = years & self._bounds
            if rule.label in ("DATE", "TIME") and _ABSOLUTE.match(raw) and years:
                narrative = _anchor_day(value)
            yield Timex(m.start, m.end, text[m.start:m.end], rule.label, value, mod, rule.id, years)


def _is_period(rule: Rule) -> bool:
    """Whether a rule comes from the gazetteer of named periods."""
    return "phrases" in rule.record


def _anchor_day(value: str) -> _dt.date | None:
    """The day a narrative anchor stands for: the day itself, the 1st of a month, or mid-year for a year."""
    m = re.match(r"^(\d{4})(?:-(\d\d)(?:-(\d\d))?)?", value)
    if not m:
        return None
    try:
        if m.group(2) is None:
            return _dt.date(int(m.group(1)), 7, 1)
        return _dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3) or 1))
    except ValueError:
        return None
