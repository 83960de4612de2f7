"""The types of the tagger half, at its bottom: what one expression is, how it is read, what the text told of,
and the resolution settings.

``Timex`` is one expression found in a text (what the tagger returns and the component stores); ``Anchor`` a time
the text has mentioned (``normalize.discourse``); ``Reading`` how one expression is read in its context before it
is resolved (``normalize.reading``); ``TaggerSettings`` the resolution options, handed as one object to every
pass that needs them (``normalize.compose``, ``normalize.operator_spans``); ``ExtraEvent`` a named event dated
outside the rules (the LLM fallback). Year and BC conversions are in ``normalize.calendar``.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import List, NamedTuple, Tuple

from ..errors import ConfigError, Errors
from ..yearset import YearSet

DIRECTIONS = ("past", "future", "nearest")
ANCHORING_MODES = ("auto", "reference", "discourse")
CONVENTIONS = ("rag", "timeml")
BARE_TIMES = ("reference", "unanchored")
DEFAULT_WINDOW = 5  # the documented default of the ``operator_window`` option


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


class Anchor(NamedTuple):
    """A time the text has mentioned: a day to compute from, and how much of it the text gave.

    day (date): The day (the 1st of a month for a month, July 1 for a year). Python dates have no years before
        AD 1, so a year BC is carried as a *proxy* year (``BC0481`` -> 4520; see ``normalize.calendar``).
    granularity (str): "Y", "M", "W" (an ISO week: ``day`` is its Thursday) or "D".
    proxy (bool): Whether ``day`` is a proxy for a date BC.
    """

    day: _dt.date
    granularity: str
    proxy: bool = False



class Reading(NamedTuple):
    """How one expression is read in its context, before it is resolved.

    raw (str): The value template as the context leaves it ("=XXXX-04": April of the text's year).
    raw_range (Optional[str]): The template of the range the expression opens ("since 1990": up to "REF").
    end (int): The end of the expression: past the anchor it took ("four years before 2022").
    anchor (Optional[date]): The day a relative value counts from: the reference date or the story's day.
    direction (str): "past", "future" or "nearest", for a date without a year.
    slack (int): Days around the anchor in which a tense cue gives way to the nearest date.
    granularity (Optional[str]): Truncate a relative value to this ("Y", "M", "W", "D"; a coarse discourse anchor).
    proxy (bool): Whether the anchor is a proxy for a date BC (see ``Anchor``).
    from_text (bool): Whether the value's year comes from the text (so it may anchor what follows).
    bare (bool): Whether it is a clock time or part of day with no date ("at 9:30").
    forward_unanchored (bool): A shift forward ("a year later") with no time of the text to count from.
    takes_next (bool): Whether it took the next expression as its anchor ("four years before 2022").
    """

    raw: str
    raw_range: str | None
    end: int
    anchor: _dt.date | None
    direction: str
    slack: int = 0
    granularity: str | None = None
    proxy: bool = False
    from_text: bool = False
    bare: bool = False
    forward_unanchored: bool = False
    takes_next: bool = False

    def against(self, anchor: Anchor) -> Reading:
        """The reading counted from a time the text told of, to the nearest date."""
        return self._replace(anchor=anchor.day, granularity=anchor.granularity, proxy=anchor.proxy,
                             direction="nearest", from_text=True)


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
        point to ("will", "reported", "book a table for"), and only fall back to ``prefer`` without a cue; under
        ``convention="timeml"`` a past "overnight" is the night before.
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
    operator_window: int = DEFAULT_WINDOW

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


__all__ = ["Timex", "Anchor", "Reading", "TaggerSettings", "ExtraEvent", "DIRECTIONS", "ANCHORING_MODES",
           "CONVENTIONS", "BARE_TIMES", "DEFAULT_WINDOW"]
