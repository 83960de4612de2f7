"""Weekly timetables under ``convention="timeml"`` (h19e4, issue 19): a range of weekdays followed by a range of
clock times ("de martes a domingo, de 10.00 a 20.00 horas", "de lunes a sábado, de 07:00 a 16:00") tells of every
such week, not of one: TimeML tags each weekday as a SET (``XXXX-WXX-2``: every Tuesday, as the Spanish TimeBank's
"los fines de semana" ``XXXX-WXX-WE``) and each clock time as a TIME of no day (``T10:00``, as the gold's "desde las
06.00 horas" of a standing rule). The rules alone read the weekdays as the days around the reference date and the
first clock time as the second weekday's ("domingo, de 10.00", one dated TIME).

A range of weekdays followed by one clock time that opens or closes the day ("de lunes a jueves, a partir de las 9.30
horas", "de martes a domingo hasta las 20.00 horas", e24-) is the same weekly schedule: two SETs and one TIME of no
day.

The words are the pack's: WEEKDAYS (word -> ISO weekday number), TIMETABLE_RANGES (the two words of a range, "de
a", "entre y"), TIMETABLE_ONE_CLOCK (what joins the weekdays to one clock time: "a partir de", "hasta") and
TIMEML_TIME_FOLLOWS_DAY (the clock's unit, "horas"). A range of weekdays with no clock after it ("la huelga será de
lunes a viernes") is left alone: it may be one week's days; so is one written with articles ("del lunes al
viernes"), which the pattern does not read.
"""

from __future__ import annotations

import re
from typing import AbstractSet, Dict, List

from ..rules import words as W
from .compose import every_weekday_lists
from .timex import value_years
from .timexes import TaggerSettings, Timex

RULE = "e21-weekly_timetable"  # the rule id of the expressions a timetable gives
_CLOCK = r"(?:{article}\s+)?(?P<h{n}>[01]?\d|2[0-3])[.:](?P<m{n}>[0-5]\d)"


def timetable_pattern(weekdays: AbstractSet[str], ranges: AbstractSet[str], units: AbstractSet[str],
                      article: str = "las", one_clock: AbstractSet[str] = frozenset()) -> re.Pattern | None:
    """The pattern of a weekly timetable for a pack, or None when one of its word lists is empty. Built once.

    weekdays (AbstractSet[str]): The pack's weekday words (WEEKDAYS), lower case.
    ranges (AbstractSet[str]): The pack's TIMETABLE_RANGES: "<opening word> <joining word>" ("de a").
    units (AbstractSet[str]): The words a clock time may end with (TIMEML_TIME_FOLLOWS_DAY: "horas").
    article (str): The article a clock time may open with.
    one_clock (AbstractSet[str]): The pack's TIMETABLE_ONE_CLOCK: what may join the weekdays to one clock time
        ("a partir de"); empty: only clock ranges are read.
    RETURNS (Optional[re.Pattern]): The pattern (groups ``w1``, ``w2`` and ``t1``, ``t2``, ``h1``, ``m1``, ... of a
        clock range, or ``t0``, ``h0``, ``m0`` of one clock time).
    """
    pairs = [r.split() for r in ranges if len(r.split()) == 2]
    if not weekdays or not pairs or not units:
        return None
    opening = W.alternation({p[0] for p in pairs})
    joining = W.alternation({p[1] for p in pairs})
    day = W.alternation(weekdays)
    first, second = _CLOCK.format(article=article, n=1), _CLOCK.format(article=article, n=2)
    unit = rf"(?:\s+(?:{W.alternation(units)}))?"
    clocks = rf"(?:{opening})\s+(?P<t1>{first})\s+(?:{joining})\s+(?P<t2>{second}{unit})"
    if one_clock:  # e24-: "a partir de las 9.30 horas", the clock with its article
        one = rf"(?P<t0>{article}\s+(?P<h0>[01]?\d|2[0-3])[.:](?P<m0>[0-5]\d){unit})"
        clocks = rf"(?:{clocks}|(?:{W.alternation(one_clock)})\s+{one})"
    return re.compile(
        rf"\b(?:{opening})\s+(?P<w1>{day})\s+(?:{joining})\s+(?P<w2>{day}),?\s+{clocks}(?![\w.:]?\d|\w)", re.I)


def weekly_timetables(timexes: List[Timex], text: str, pattern: re.Pattern, weekdays: Dict[str, str],
                      settings: TaggerSettings) -> List[Timex]:
    """The expressions with each weekly timetable of ``text`` read as two weekday SETs and two clock times of no
    day (rule ``RULE``); the expressions the rules found inside its two ranges are dropped.

    timexes (List[Timex]): The expressions, in text order.
    text (str): The text.
    pattern (re.Pattern): ``timetable_pattern`` of the pack.
    weekdays (Dict[str, str]): The pack's WEEKDAYS, lower-cased: word -> ISO weekday number.
    settings (TaggerSettings): The resolution settings (how a value's years are counted).
    RETURNS (List[Timex]): The expressions, in text order.
    """
    out = list(timexes)
    for m in pattern.finditer(text):
        clocks = (0,) if m.groupdict().get("t0") else (1, 2)  # one clock time (e24-) or a range of two
        lo, hi = m.start("w1"), m.end(f"t{clocks[-1]}")
        kept = [t for t in out if t.end <= lo or t.start >= hi]
        if len(kept) == len(out):
            continue  # the rules found nothing there: no clock, no weekday (not a timetable this tagger reads)
        new = []
        for n in (1, 2):
            word = m.group(f"w{n}").lower()
            new.append(_timex(m, f"w{n}", "SET", f"XXXX-WXX-{weekdays[word]}", settings))
        for n in clocks:
            value = f"T{int(m.group(f'h{n}')):02d}:{m.group(f'm{n}')}"
            new.append(_timex(m, f"t{n}", "TIME", value, settings))
        out = sorted(kept + new, key=lambda t: (t.start, t.end))
    return out


def _timex(m: re.Match, group: str, label: str, value: str, settings: TaggerSettings) -> Timex:
    """The expression of the group ``group`` of the timetable ``m``."""
    return Timex(m.start(group), m.end(group), m.group(group), label, value, None, RULE,
                 value_years(value, None, settings))


def recurring_weekdays(timexes: List[Timex], text: str, weekday_list: re.Pattern | None,
                       timetable: re.Pattern | None, weekdays: Dict[str, str],
                       settings: TaggerSettings) -> List[Timex]:
    """The passes of recurring weekdays, for the tagger: l17- the weekdays listed after a weekday SET are SETs
    (``compose.every_weekday_lists``, ``weekday_list`` its pattern), and the weekly timetables of ``text``
    (``weekly_timetables``, ``timetable`` its pattern); a pass whose pattern is None (the pack has no words for it)
    is skipped.

    weekdays (Dict[str, str]): The pack's weekday words, lower-cased: word -> ISO weekday number.
    RETURNS (List[Timex]): The expressions, in text order.
    """
    if weekday_list is not None and any(t.label == "SET" for t in timexes):
        timexes = every_weekday_lists(timexes, text, weekday_list, weekdays, settings)
    if timetable is not None and len(timexes) > 1:
        timexes = weekly_timetables(timexes, text, timetable, weekdays, settings)
    return timexes
