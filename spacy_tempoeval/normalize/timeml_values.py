"""TIMEX3 values as TimeML writes them: the last value step under ``convention="timeml"``.

- A duration in decades is counted in years (pack macro TIMEML_DURATION_YEARS: ``DE`` -> 10): "two decades"
  ``P20Y``, "the past decade" ``P10Y``, "decades" ``PXY``, as TimeBank and AQUAINT annotate them (never ``P2DE``).
  The rag convention keeps ``P2DE``.
- A rule listed in TIMEML_WEEK_OF names the week of the day it matched: "the week of March 6" is that day's
  ISO week (``2000-W10``), not the day.
- A year or week of a rule listed in TIMEML_ENDED_RULES followed by a word of TIMEML_ENDED_WORDS is the stretch
  that ends on the date named next, a DURATION: "net income for the year ended March 31" ``P1Y`` (TimeBank: 7 of
  its 8 "the year ended/ending ..." are P1Y, as "the six months ended Aug. 12" is P6M), "the week ended Friday"
  ``P1W``. Its years stay those of the date (the focus years do not change).
- A quarter of a rule listed in TIMEML_ENDED_QUARTER_RULES followed by a TIMEML_ENDED_WORDS word and a day is the
  quarter of the three months that end on that day (the calendar quarter of their middle month): "results for the
  quarter ending June 30" ``2013-Q2`` even after "the fiscal fourth quarter" was named, "the quarter ended July 31"
  ``1989-Q2`` (TimeBank), not the quarter last mentioned or the one before the reference date's.
- A night of a rule listed in TIMEML_PAST_NIGHT_RULES ("overnight", ``REFTNI``) in a clause whose tense cue points
  to the past is the night before the day it was counted from: "Stocks fell overnight in Asia", reported on
  Friday, is Thursday night (TimeBank: "depressed initially by overnight losses in New York" is the night before
  the trading day; TimeML). After a word of TIMEML_NIGHT_STAY_WORDS ("stayed overnight", "spent ... overnight")
  it is the night of the day itself ("Had a fun day staying overnight at Changi": the tweets gold).
- A rule listed in TIMEML_SAME_PERIOD_RULES repeats the month, quarter, half or season of the last such period the
  text named before it, in its own year: "751 millones en el primer trimestre de 1998 [...] en el mismo periodo de
  1999" is ``1999-Q1`` (the Spanish TimeBank), "en diciembre [...] respecto al mismo mes de 2014" ``2014-12``; with
  no year written ("al mismo mes del año anterior") the year before that period's. Without such a period the
  value stays the rule's (the year). Its years stay the rule's (the focus years do not change).
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass, field
from typing import Dict, FrozenSet, List

from ..rules import words as W
from .tense import TenseCues, tense_direction
from .timexes import Timex

_UNIT_DURATION = re.compile(r"^P(\d+|X)([A-Z]{2})$")
_DAY = re.compile(r"^(\d{4})-(\d\d)-(\d\d)$")
_ENDED_UNITS = ((re.compile(r"^\d{4}$"), "P1Y"), (re.compile(r"^\d{4}-W\d\d$"), "P1W"))
_NEXT_WORD = re.compile(r"\s+(\w+)")
_NIGHT = re.compile(r"^(\d{4})-(\d\d)-(\d\d)TNI$")
_PREVIOUS_WORD = re.compile(r"(\w+)\W*$")
_PERIOD = re.compile(r"^(\d{4})-(\d\d|Q\d|H\d|SP|SU|FA|WI)$")
_YEAR = re.compile(r"^\d{4}$")


# h19e: the quarter or half two months of one year span ("entre enero y marzo": Q1)
_MONTH_SPANS = {("01", "03"): "Q1", ("04", "06"): "Q2", ("07", "09"): "Q3", ("10", "12"): "Q4",
                ("01", "06"): "H1", ("07", "12"): "H2"}


def _month_span(first: Timex, second: Timex, text: str) -> re.Match | None:
    """``_PERIOD``'s match of the quarter or half that the months ``first`` and ``second`` span when one word or a
    dash joins them ("enero y marzo", "April-June"), else None."""
    a, b = _PERIOD.match(first.value or ""), _PERIOD.match(second.value or "")
    between = text[first.end:second.start]
    if a is None or b is None or first.label != "DATE" or a.group(1) != b.group(1) or len(between) > 6 \
            or len(between.split()) > 1:
        return None
    span = _MONTH_SPANS.get((a.group(2), b.group(2)))
    return _PERIOD.match(f"{a.group(1)}-{span}") if span else None


@dataclass(frozen=True)
class TimemlValues:
    """The pack's words for these steps (``from_words``); inactive when all are empty."""

    unit_years: Dict[str, int] = field(default_factory=dict)
    week_of: FrozenSet[str] = frozenset()
    ended_rules: FrozenSet[str] = frozenset()
    ended_words: FrozenSet[str] = frozenset()
    past_night_rules: FrozenSet[str] = frozenset()
    stay_words: FrozenSet[str] = frozenset()
    tense: TenseCues | None = None
    same_period_rules: FrozenSet[str] = frozenset()
    ended_quarter_rules: FrozenSet[str] = frozenset()

    @classmethod
    def from_words(cls, words: W.LanguageWords, tense: TenseCues | None = None) -> TimemlValues:
        """``tense``: the tagger's tense cues (its reader's), None when ``tense_cues`` is off (a past "overnight"
        then stays the day's night)."""
        table = words.table(W.TIMEML_DURATION_YEARS)
        return cls({unit.upper(): int(n) for unit, n in table.items()}, words.words(W.TIMEML_WEEK_OF),
                   words.words(W.TIMEML_ENDED_RULES), words.words(W.TIMEML_ENDED_WORDS),
                   words.words(W.TIMEML_PAST_NIGHT_RULES), words.words(W.TIMEML_NIGHT_STAY_WORDS), tense,
                   words.words(W.TIMEML_SAME_PERIOD_RULES), words.words(W.TIMEML_ENDED_QUARTER_RULES))

    def apply(self, timexes: List[Timex], text: str = "") -> List[Timex]:
        """The timexes with their values as TimeML writes them (new tuples where a value changes).

        text (str): The text the expressions were found in (what follows an expression: "the year [ended]").
        """
        if not self.unit_years and not self.week_of and not self.ended_rules and not self.past_night_rules \
                and not self.same_period_rules and not self.ended_quarter_rules:
            return timexes
        out: List[Timex] = []
        for i, t in enumerate(timexes):
            ended = self.ended(t, text)
            if ended:
                t = t._replace(value=ended, label="DURATION")
            elif self.ended_quarter_rules and (t.rule or "").lower() in self.ended_quarter_rules \
                    and i + 1 < len(timexes):
                t = t._replace(value=self.ended_quarter(t, timexes[i + 1], text) or t.value)
            elif t.value:
                t = t._replace(value=self.night_before(t, text) or self.same_period(t, out, text) or self.value(t))
            out.append(t)
        return out

    def same_period(self, t: Timex, before: List[Timex], text: str = "") -> str | None:
        """The last period named before ``t`` in ``t``'s year ("el mismo periodo de 1999" after "el primer
        trimestre de 1998": ``1999-Q1``), or in the year before that period's when ``t`` writes no year ("al
        mismo mes del año anterior"); None when ``t`` is no such rule's or no period came before. Two months
        joined by one word or a dash that span a quarter or a half are that period (h19e: "entre enero y marzo
        [...] el mismo periodo del año anterior" is the first quarter a year back, not March)."""
        if not self.same_period_rules or (t.rule or "").lower().split("+", 1)[0] not in self.same_period_rules:
            return None
        for k in range(len(before) - 1, -1, -1):
            prev = before[k]
            m = _PERIOD.match(prev.value or "") if prev.label == "DATE" else None
            if m is None:
                continue
            if k > 0 and text:
                m = _month_span(before[k - 1], prev, text) or m
            if any(c.isdigit() for c in t.text) and _YEAR.match(t.value or ""):
                return f"{t.value}-{m.group(2)}"
            return f"{int(m.group(1)) - 1:04d}-{m.group(2)}"
        return None

    def ended(self, t: Timex, text: str) -> str | None:
        """The duration of a year or week that the next word ends ("the year [ended] March 31": P1Y), or None."""
        if not self.ended_rules or not t.value or (t.rule or "").lower() not in self.ended_rules:
            return None
        m = _NEXT_WORD.match(text, t.end)
        if m is None or m.group(1).lower() not in self.ended_words:
            return None
        return next((duration for shape, duration in _ENDED_UNITS if shape.match(t.value)), None)

    def ended_quarter_at(self, timexes: List[Timex], i: int, text: str) -> str | None:
        """n20-: the quarter ``timexes[i]`` names when it is a TIMEML_ENDED_QUARTER_RULES rule's ("the quarter
        [ended] Sept. 30": ``1989-Q3``; ``ended_quarter``), or None."""
        t = timexes[i]
        if not self.ended_quarter_rules or (t.rule or "").lower() not in self.ended_quarter_rules \
                or i + 1 >= len(timexes):
            return None
        return self.ended_quarter(t, timexes[i + 1], text)

    def ended_quarter(self, t: Timex, after: Timex, text: str) -> str | None:
        """The quarter ending on the day ``after`` names, right after ``t`` and an ended word ("the quarter
        [ending] June 30": ``2013-Q2``), or None."""
        m = _NEXT_WORD.match(text, t.end)
        if m is None or m.group(1).lower() not in self.ended_words or not text[m.end():after.start].isspace():
            return None
        day = _DAY.match(after.value or "")
        if day is None:
            return None
        month = int(day.group(2)) - (1 if int(day.group(3)) >= 15 else 2)  # the middle month of the three
        month += 12 if month < 1 else 0
        year = int(day.group(1)) - (1 if month > int(day.group(2)) else 0)
        return f"{year:04d}-Q{(month - 1) // 3 + 1}"

    def night_before(self, t: Timex, text: str) -> str | None:
        """The night before for a past "overnight" ("Stocks fell overnight": ``REF-1DTNI``), or None."""
        if not self.past_night_rules or (t.rule or "").lower() not in self.past_night_rules or self.tense is None:
            return None
        m = _NIGHT.match(t.value or "")
        if m is None:
            return None
        before = _PREVIOUS_WORD.search(text, max(0, t.start - 40), t.start)
        if before is not None and before.group(1).lower() in self.stay_words:
            return None
        if tense_direction(text, t.start, t.end, self.tense) != "past":
            return None
        try:
            day = _dt.date(*(int(g) for g in m.groups())) - _dt.timedelta(days=1)
        except (ValueError, OverflowError):
            return None
        return f"{day.isoformat()}TNI"

    def value(self, t: Timex) -> str:
        """One expression's TimeML value."""
        value = t.value or ""
        m = _UNIT_DURATION.match(value)
        if m and t.label == "DURATION" and m.group(2) in self.unit_years:
            n = m.group(1)
            return "PXY" if n == "X" else f"P{int(n) * self.unit_years[m.group(2)]}Y"
        m = _DAY.match(value)
        if m and t.rule and t.rule.lower() in self.week_of:
            try:
                year, week, _ = _dt.date(*(int(g) for g in m.groups())).isocalendar()
            except ValueError:
                return value
            return f"{year:04d}-W{week:02d}"
        return value
