"""How one expression is read against the story's time, before it is resolved: the pieces of the tagger's second
pass that need no settings.

The tagger reads each expression (``TemporalTagger._read``) into a ``Reading``: the value template as the text
around it leaves it, the day it counts from (the reference date, or the last time the text mentioned: an
``Anchor``, see ``normalize.discourse``), the direction of a date without a year, and whether its year came from
the text. The steps here are the ones every language and every setting share.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import NamedTuple

from ..rules.loader import Rule
from .discourse import BC_OFFSET, FAR_YEARS, Anchor

_NO_SHIFT = re.compile(r"^REF(?:[+-]0+[A-Z]+)?$|^[=]")  # "that year", "the same day", "that December"
_ZERO_SHIFT = re.compile(r"^REF[+-]0+[A-Z]+$")  # "this year", "the end of the year"
_SHIFT_VALUE = re.compile(r"^REF[+-]\d+[A-Z]+$")  # "next year", "two years ago", "the next decade"


class Reading(NamedTuple):
    """How one expression is read in its context, before it is resolved.

    raw (str): The value template as the context leaves it ("=XXXX-04": April of the text's year).
    raw_range (Optional[str]): The template of the range the expression opens ("since 1990": up to "REF").
    end (int): The end of the expression: past the anchor it took ("four years before 2022").
    anchor (Optional[date]): The day a relative value counts from: the reference date or the story's day.
    direction (str): "past", "future" or "nearest", for a date without a year.
    slack (int): Days around the anchor in which a tense cue gives way to the nearest date.
    granularity (Optional[str]): Truncate a relative value to this ("Y", "M", "D"; a coarse discourse anchor).
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


def back_follows_text(raw: str, state: Anchor, reference_date: _dt.date | None) -> bool:
    """Outside narratives, whether a back-pointing expression reads the text's last time: "that year" and
    "the same day" always do; a shift ("a year earlier") does only when the text has moved two or more years
    away from the reference date (in news, "profit rose from $5M a year earlier" counts from the report)."""
    if reference_date is None or _NO_SHIFT.match(raw):
        return True
    year = state.day.year - BC_OFFSET if state.proxy else state.day.year
    return abs(year - reference_date.year) >= FAR_YEARS


def read_deictic_in_narrative(reading: Reading, state: Anchor | None) -> Reading:
    """A deictic expression in a narrative: "today", "to this day" in a history text is the present, not a day of
    the story; a shift ("the end of the year", "the next decade", even "two years ago" in a quote) counts from the
    story's time."""
    raw = reading.raw
    if raw == "REF":
        return reading._replace(raw="PRESENT_REF", raw_range="REF")
    if state is not None and (_ZERO_SHIFT.match(raw) or _SHIFT_VALUE.match(raw)):
        return reading.against(state)
    return reading


def read_in_story(rule: Rule, reading: Reading, narrative: bool, state: Anchor | None) -> Reading:
    """What the story's time does to any expression: a bare year of a text telling of years BC is BC ("the
    rest of 496" in a text telling of 499 BC), and a clock time or part of day with no date ("At dawn") falls on
    the story's day in a narrative."""
    raw = reading.raw
    if rule.era == "context" and state is not None and state.proxy and raw[:4].isdigit():
        raw = "BC" + raw
    bare = rule.label == "TIME" and raw.startswith("REFT")
    reading = reading._replace(raw=raw, bare=bare)
    if bare and narrative and state is not None:
        reading = reading._replace(anchor=state.day, granularity=None, proxy=state.proxy)
    return reading


def story_year(anchor: Anchor) -> int:
    """The year of a discourse anchor (proxy years of dates BC mapped back: 4520 -> 481 BC)."""
    if not anchor.proxy:
        return anchor.day.year
    astronomical = anchor.day.year - BC_OFFSET
    return astronomical if astronomical > 0 else astronomical - 1
