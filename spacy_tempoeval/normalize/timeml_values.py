"""TIMEX3 values as TimeML writes them: the last value step under ``convention="timeml"``.

- A duration in decades is counted in years (pack macro TIMEML_DURATION_YEARS: ``DE`` -> 10): "two decades"
  ``P20Y``, "the past decade" ``P10Y``, "decades" ``PXY``, as TimeBank and AQUAINT annotate them (never ``P2DE``).
  The rag convention keeps ``P2DE``.
- A rule listed in TIMEML_WEEK_OF names the week of the day it matched: "the week of March 6" is that day's
  ISO week (``2000-W10``), not the day.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass, field
from typing import Dict, FrozenSet, List

from ..rules import words as W
from .timexes import Timex

_UNIT_DURATION = re.compile(r"^P(\d+|X)([A-Z]{2})$")
_DAY = re.compile(r"^(\d{4})-(\d\d)-(\d\d)$")


@dataclass(frozen=True)
class TimemlValues:
    """The pack's words for these steps (``from_words``); inactive when both are empty."""

    unit_years: Dict[str, int] = field(default_factory=dict)
    week_of: FrozenSet[str] = frozenset()

    @classmethod
    def from_words(cls, words: W.LanguageWords) -> TimemlValues:
        table = words.table(W.TIMEML_DURATION_YEARS)
        return cls({unit.upper(): int(n) for unit, n in table.items()}, words.words(W.TIMEML_WEEK_OF))

    def apply(self, timexes: List[Timex]) -> List[Timex]:
        """The timexes with their values as TimeML writes them (new tuples where a value changes)."""
        if not self.unit_years and not self.week_of:
            return timexes
        return [t._replace(value=self.value(t)) if t.value else t for t in timexes]

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
