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
from typing import Callable

from ..rules.loader import Rule
from .calendar import ordinal_of_proxy, year_of_proxy
from .discourse import FAR_YEARS
from .timexes import Anchor, Reading

_NO_SHIFT = re.compile(r"^REF(?:[+-]0+[A-Z]+)?$|^[=]")  # "that year", "the same day", "that December"
_ZERO_SHIFT = re.compile(r"^REF[+-]0+[A-Z]+(?:-[A-Z0-9]+)?$")  # "this year", "the end of the year", "this spring"
_SHIFT_VALUE = re.compile(r"^REF[+-]\d+[A-Z]+(?:-[A-Z0-9]+)?$")  # "next year", "2 years ago", "the spring of next year"


def back_follows_text(raw: str, state: Anchor, reference_date: _dt.date | None) -> bool:
    """Outside narratives, whether a back-pointing expression reads the text's last time: "that year" and
    "the same day" always do; a shift ("a year earlier") does only when the text has moved two or more years
    away from the reference date (in news, "profit rose from $5M a year earlier" counts from the report)."""
    if reference_date is None or _NO_SHIFT.match(raw):
        return True
    year = ordinal_of_proxy(state.day.year) if state.proxy else state.day.year
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


def read_in_story(rule: Rule, reading: Reading, narrative: bool | Callable[[], bool],
                  state: Anchor | None) -> Reading:
    """What the story's time does to any expression: a bare year of a text telling of years BC is BC ("the
    rest of 496" in a text telling of 499 BC) when it does not lie before the story's year (the text moves on:
    "in 27 BC ... and the West fell in 476" is AD 476), and a clock time or part of day with no date ("At
    dawn") falls on the story's day in a narrative, or on no day ("XXXX-XX-XXTNI") when the story's time is a
    month or a year. ``narrative`` may be a callable, asked only for such a clock time."""
    raw = reading.raw
    if rule.era == "context" and state is not None and state.proxy and raw[:4].isdigit() and \
            int(raw[:4]) <= -story_year(state):
        raw = "BC" + raw  # years BC count down: a larger number after 27 BC ("fell in 476") is AD
    bare = rule.label == "TIME" and raw.startswith("REFT")
    if raw is not reading.raw or bare != reading.bare:  # most expressions: nothing to change, no copy
        reading = reading._replace(raw=raw, bare=bare)
    if bare and state is not None and (narrative if isinstance(narrative, bool) else narrative()):
        if state.granularity != "D":  # no day to put it on ("In May 1905 ... at night"): TimeML's XXXX-XX-XXTNI
            return reading._replace(raw=("BC" if state.proxy else "") + "XXXX-XX-XX" + raw[3:])
        reading = reading._replace(anchor=state.day, granularity=None, proxy=state.proxy)
    return reading


def story_year(anchor: Anchor) -> int:
    """The year of a discourse anchor (proxy years of dates BC mapped back: 4520 -> 481 BC)."""
    return year_of_proxy(anchor.day.year) if anchor.proxy else anchor.day.year
