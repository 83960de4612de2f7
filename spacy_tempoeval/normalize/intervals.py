"""Intervals with both ends (issue 20 item 4), under the ``rag`` convention: one expression, one ``start/end``.

"Aug 8 - Aug 12", "from March 3 to March 7", "July 1st through July 10th", "from Thursday to Saturday", "from May
to July", "10:00-18:00": two resolved expressions of the same granularity joined by a range word become ONE
expression with the value ``2013-08-08/2013-08-12`` and the years of both. An end written as a bare number
takes the other end's month or half of the day: "June 10-14", "Feb 18-22" (``2013-06-10/2013-06-14``), "from
the 13th to the 15th of July", "from 20 to 25 February", "3-4pm", "from 9 to 11am", "between 2 and 4 pm",
and "3:30 to 6 PM" carries the end's "PM" to its start (``T15:30/T18:00``).

The words are the pack's (lexicon macros in ``rules/data/<lang>/everyday.jsonl``): ``RANGE_TO`` ("-", "to",
"through", "until", "and"; "al", "a", "hasta"; "bis") and ``RANGE_FROM`` ("from", "between"; "del", "de",
"entre"; "vom", "von", "zwischen"), which may open the range and then belong to its span. Under
``convention="timeml"`` nothing is merged: TimeML writes a range as two TIMEX3s (issue 19). The ends still read
each other there (``IntervalMerger.carry_ends``): "3:30 to 6 PM" gives "3:30" the value ``T15:30``, and the bare
hour of "from 9 to 11am" is a TIMEX3 of its own, ``T09:00``.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import FrozenSet, List, Match, Tuple

from ..rules import words as W
from .timex import timex_to_years
from .timexes import Timex

_DAY = re.compile(r"^(?P<ym>\d{4}-\d\d)-(?P<d>\d\d)$")
_YEAR_WRITTEN = re.compile(r"\d{4}")  # h19e6: a day that writes its year is not moved (``_year_on``)
# h19e6: a day, or a day with its clock time ("2013-05-07T24:00"): what ``_week_on`` moves a week on
_DAY_OR_CLOCK = re.compile(r"^\d{4}-\d\d-\d\d(?:T\d\d:\d\d)?$")
# a start written as a bare day of the month ("the 13th", "el 13", "den 13."), which the tagger resolved on its own
# (by ``prefer``): within an interval it takes the other end's month ("from the 13th to the 15th of July"); the
# span may begin with the pack's RANGE_FROM word under the rag convention ("from the 13th")
_BARE_DAY = r"(?:(?:the|el|la|le|den|dem|der)\s+)?(?:d[ií]a\s+)?\d{1,2}(?:st|nd|rd|th|er|º|\.)?"
_CLOCK = re.compile(r"^(?P<day>\d{4}-\d\d-\d\d)T(?P<h>\d\d):(?P<m>\d\d)$")
# days, months and clock times (years have their own range rules: "from 2019 to 2021")
_SAME_KIND = (re.compile(r"^\d{4}-\d\d-\d\d$"), re.compile(r"^\d{4}-\d\d$"), _CLOCK)
MAX_GAP = 14
_DIGIT = re.compile(r"\d")  # what the bare number of ``_bare_start`` / ``_bare_start_open`` needs (``\d``: any Nd)


_WRITTEN_HOUR = re.compile(r"\D*?(\d{1,2})(?!\d)")
_PM = re.compile(r"p\.?m", re.I)  # "pm" written in a clock time (``_afternoon``); compiled once
_AM_OR_PM = re.compile(r"[ap]\.?m", re.I)  # "am" or "pm" written (``_carry_half_day``)
_AM = re.compile(r"a\.?m\b", re.I)  # "am" written in a clock time (``_overnight_end``)


def _afternoon(t: Timex, clock: Match[str]) -> bool:
    """Whether the clock time ``t`` (its value read as ``clock``) is in the afternoon as written: "4 pm", or an
    hour that a word of the day moved on by twelve ("4 de la tarde", "10 in the evening": written 4, read 16)."""
    if _PM.search(t.text):
        return True
    written = _WRITTEN_HOUR.match(t.text)
    return written is not None and int(written.group(1)) < 12 and int(written.group(1)) + 12 == int(clock.group("h"))


class IntervalMerger:
    """The interval step of one language pack.

    to_words, from_words, and_words (FrozenSet[str]): The pack's ``RANGE_TO``, ``RANGE_FROM`` and ``RANGE_AND``
        words ("and" joins two ends only after "between": "in 2019 and 2021" is not a range).
    """

    def __init__(self, to_words: FrozenSet[str], from_words: FrozenSet[str],
                 and_words: FrozenSet[str] = frozenset()) -> None:
        self.active = bool(to_words)
        self._and = {w.lower() for w in and_words}
        to = W.alternation(to_words | and_words) or "(?!)"
        opener = W.alternation(from_words) or "(?!)"
        self._gap = re.compile(rf"\s*(?P<to>{to})\s*$", re.I)
        self._starts_to = re.compile(rf"(?:{to})\s", re.I)
        self._opener = re.compile(rf"(?:^|(?<=\s))(?:{opener})\s+(?:the\s+|el\s+)?$", re.I)
        # a bare day or hour before the end: "from the 13th to", "3-", "from 9 to", "vom 13. bis", "del 13 al"
        number = r"(?P<n>[0-3]?\d)(?::(?P<m>[0-5]\d))?(?:st|nd|rd|th|\.)?"
        self._bare_start = re.compile(rf"(?:(?P<open>{opener})\s+)?(?:the\s+)?{number}\s*(?P<to>{to})\s*$", re.I)
        self._bare_start_open = re.compile(rf"(?:(?P<open>{opener})\s+)?{number}\s+$", re.I)
        # a bare day after a day: "June 10-14", "Feb 18 - 22"
        self._bare_day_text = re.compile(rf"(?:(?:{opener})\s+)?{_BARE_DAY}", re.I)
        self._bare_end = re.compile(r"\s*[-–]\s*(?P<n>[0-3]?\d)(?![\d:/,-]|\.\d|\s*(?:[ap]\.?m|%))")

    @classmethod
    def from_words(cls, words: W.LanguageWords) -> IntervalMerger:
        """The merger with a pack's words (``LanguageWords``)."""
        return cls(words.words(W.RANGE_TO), words.words(W.RANGE_FROM), words.words(W.RANGE_AND))

    def merge(self, timexes: List[Timex], text: str) -> List[Timex]:
        """Join the two ends of each interval the text writes (see the module docstring)."""
        out: List[Timex] = []
        for t in timexes:
            prev = out[-1] if out else None
            if prev is not None:
                t = self._moved_end(prev, t, text)
            joined = self._pair(prev, t, text) if prev is not None else None
            if joined is not None:
                out[-1] = joined
                continue
            out.append(self._bare(t, text, prev.end if prev is not None else 0))
        return out

    def carry_ends(self, timexes: List[Timex], text: str) -> List[Timex]:
        """Under ``convention="timeml"``: each clock-time interval stays two expressions, but its start reads
        its end as ``merge`` reads it. A start without "am"/"pm" takes the end's half of the day ("3:30 to 6
        PM": "3:30" is ``T15:30``), and a bare hour before a clock end ("from 9 to 11am", "between 2 and 4
        pm") becomes an expression of its own (the number alone: "9", ``T09:00``)."""
        out: List[Timex] = []
        for t in timexes:
            prev = out[-1] if out else None
            if _CLOCK.match(t.value or "") is None:
                out.append(self._moved_end(prev, t, text) if prev is not None else t)
                continue
            if prev is not None:  # h19e6: "desde las 00.00 horas del lunes hasta las 24.00 del martes"; n23-: a
                # range of clock times through midnight ("between 9 p.m. and 3 a.m.") ends on the next day
                t = self._moved_end(prev, t, text)
            joined = self._pair(prev, t, text) if prev is not None and _CLOCK.match(prev.value or "") else None
            if joined is not None and prev is not None:
                start_value = joined.value.split("/")[0]
                if start_value != prev.value:
                    out[-1] = prev._replace(value=start_value)
                out.append(t)
                continue
            found = self._bare_hour(t, text, prev.end if prev is not None else 0)
            if found is not None:
                out.append(found)
            out.append(t)
        return out

    def _bare_hour(self, t: Timex, text: str, lo: int) -> Timex | None:
        """The bare hour that opens an interval ending at the clock time ``t`` ("from 9 to 11am": "9"), as
        ``_bare`` reads it, or None."""
        found = self._bare_start_of(t, text, lo, None, _CLOCK.match(t.value))
        if found is None:
            return None
        before, value = found
        start, end = before.start("n"), before.end("m") if before.group("m") else before.end("n")
        return Timex(start, end, text[start:end], t.label, value, None, t.rule + "+range_start", t.years)

    def _bare_start_of(self, t: Timex, text: str, lo: int, day: Match[str] | None,
                       clock: Match[str] | None) -> Tuple[Match[str], str] | None:
        """The bare number before ``t`` that starts its interval ("from the 13th to", "from 9 to") and the value it
        takes from ``t`` (``day`` / ``clock``: ``t``'s value read as a day or a clock time), or None."""
        # the end's span may hold the range word itself ("del 13 al 15 de julio": "al 15 de julio")
        lo = max(lo, t.start - 24)
        if _DIGIT.search(text, lo, t.start) is None:  # both patterns need a digit there (most days: none)
            return None
        pattern = self._bare_start_open if self._starts_to.match(t.text) else self._bare_start
        before = pattern.search(text, lo, t.start)
        if before is None:
            return None
        to = before.groupdict().get("to")
        if to is not None and to.lower() in self._and and before.group("open") is None:
            return None
        n = int(before.group("n"))
        if day is not None and not before.group("m") and 1 <= n < int(day.group("d")):
            start_value = f"{day.group('ym')}-{n:02d}"
        elif clock is not None and n <= 23:
            hour = n + 12 if n < 12 and n + 12 <= int(clock.group("h")) and _afternoon(t, clock) else n
            start_value = f"{clock.group('day')}T{hour:02d}:{before.group('m') or '00'}"
            if start_value > t.value:
                return None
        else:
            return None
        return before, start_value

    def _opened(self, start: int, text: str) -> int:
        m = self._opener.search(text, max(0, start - 14), start)
        return m.start() if m is not None else start

    def _listed(self, gap: Match[str], a: Timex, text: str, start: int | None = None) -> bool:
        """Whether ``a`` and the expression after ``gap`` are two items of a list, not a range: joined by a
        RANGE_AND word ("and") with no RANGE_FROM opener ("between") before ``a`` (``start``: where ``a``'s
        range opens, ``_opened``, when already known)."""
        return gap.group("to").lower() in self._and and \
            (self._opened(a.start, text) if start is None else start) == a.start

    def _moved_end(self, a: Timex, b: Timex, text: str) -> Timex:
        """``b`` moved past ``a`` when it ends a range ``a`` opens and each end was read on its own, the end
        before the start: a weekday a week on (``_week_on``), a day without its year a year on (``_year_on``), a
        clock time past midnight a day on (``_overnight_end``). Each reads one kind of value, so at most one
        moves ``b``."""
        return self._overnight_end(a, self._year_on(a, self._week_on(a, b, text), text), text)

    def _week_on(self, a: Timex, b: Timex, text: str) -> Timex:
        """``b`` a week on when it is a weekday that ends a range opened by the day ``a`` and was read before it
        ("entre el lunes y el miércoles", "from Friday to Monday": each weekday was read on its own, the end
        before the start); else ``b`` as it is."""
        if "weekday" not in b.rule or b.start - a.end > MAX_GAP or not (_DAY_OR_CLOCK.match(a.value or "")
                                                                         and _DAY_OR_CLOCK.match(b.value or "")):
            return b  # h19e6: also a day with its clock time at either end ("las 24.00 del martes")
        if not b.value[:10] < a.value[:10] or (gap := self._gap.match(text, a.end, b.start)) is None:
            return b
        if self._listed(gap, a, text):
            return b
        later = (_dt.date.fromisoformat(b.value[:10]) + _dt.timedelta(days=7)).isoformat()
        if later < a.value[:10]:
            return b
        return b._replace(value=later + b.value[10:], years=timex_to_years(later))

    def _year_on(self, a: Timex, b: Timex, text: str) -> Timex:
        """h19e6: ``b`` a year on when it is a day written without its year that ends a range opened by the day
        ``a`` and was read before it ("del 23 de diciembre al 6 de enero": each day read on its own, the end in
        the January before); else ``b`` as it is."""
        if "weekday" in b.rule or b.start - a.end > MAX_GAP or _YEAR_WRITTEN.search(b.text) \
                or not (_DAY.match(a.value or "") and _DAY.match(b.value or "")) or not b.value < a.value:
            return b
        gap = self._gap.match(text, a.end, b.start)
        if gap is None and (text[a.end:b.start].strip() or not self._starts_to.match(b.text)):
            return b  # no range word between them, nor one opening the end ("al 6 de enero")
        if gap is not None and self._listed(gap, a, text):
            return b
        later = f"{int(b.value[:4]) + 1:04d}{b.value[4:]}"
        if later < a.value or b.value[5:] == "02-29":
            return b
        return b._replace(value=later, years=timex_to_years(later))

    def _overnight_end(self, a: Timex, b: Timex, text: str) -> Timex:
        """``b`` on the next day when it ends a range of clock times opened by ``a`` that runs through midnight
        (n23-: "between 9 p.m. and 3 a.m.", "from 10 pm to 2 am": both ends were read on the same day, the end
        before the start): an end written with "am" after a start written with "pm"; else ``b`` as it is."""
        ca, cb = _CLOCK.match(a.value or ""), _CLOCK.match(b.value or "")
        if ca is None or cb is None or ca.group("day") != cb.group("day") or not b.value < a.value \
                or b.start - a.end > MAX_GAP or not (_PM.search(a.text) and _AM.search(b.text)):
            return b
        gap = self._gap.match(text, a.end, b.start)
        if gap is None or self._listed(gap, a, text):
            return b
        day = (_dt.date.fromisoformat(cb.group("day")) + _dt.timedelta(days=1)).isoformat()
        return b._replace(value=f"{day}T{cb.group('h')}:{cb.group('m')}", years=timex_to_years(day))

    def _pair(self, a: Timex, b: Timex, text: str) -> Timex | None:
        if b.start - a.end > MAX_GAP or "/" in a.value or "/" in b.value or a.label not in ("DATE", "TIME"):
            return None
        gap = self._gap.match(text, a.end, b.start)
        if gap is None or not any(p.match(a.value) and p.match(b.value) for p in _SAME_KIND):
            return None
        start = self._opened(a.start, text)
        if self._listed(gap, a, text, start):
            return None
        start_value, years = self._carry_half_day(a, b, text), a.years | b.years
        day_a, day_b = _DAY.match(a.value), _DAY.match(b.value)
        if day_a and day_b and day_a.group("ym") != day_b.group("ym") and self._bare_day_text.fullmatch(a.text.strip()):
            start_value, years = f"{day_b.group('ym')}-{day_a.group('d')}", b.years
        if start_value > b.value:
            return None
        return Timex(start, b.end, text[start:b.end], a.label, f"{start_value}/{b.value}", None,
                     f"{a.rule}+range+{b.rule}", years)

    @staticmethod
    def _carry_half_day(a: Timex, b: Timex, text: str) -> str:
        """"3:30 to 6 PM": an end with "pm" makes a start without it the afternoon."""
        ca, cb = _CLOCK.match(a.value), _CLOCK.match(b.value)
        if ca is None or cb is None or _AM_OR_PM.search(a.text) or not _afternoon(b, cb):
            return a.value
        hour = int(ca.group("h"))
        if hour < 12 and hour + 12 <= int(cb.group("h")):
            return f"{cb.group('day')}T{hour + 12:02d}:{ca.group('m')}"  # the end's day: "3:30" may have rolled
        return a.value

    def _bare(self, t: Timex, text: str, lo: int) -> Timex:
        """An interval one of whose ends is a bare number: the other end's month or half of the day."""
        day, clock = _DAY.match(t.value), _CLOCK.match(t.value)
        if day is not None:
            after = self._bare_end.match(text, t.end)
            if after is not None and int(after.group("n")) > int(day.group("d")):
                value = f"{t.value}/{day.group('ym')}-{int(after.group('n')):02d}"
                return Timex(t.start, after.end(), text[t.start:after.end()], t.label, value, None,
                             t.rule + "+range", t.years)
        if day is None and clock is None:  # neither a day nor a clock time: no bare start to read
            return t
        found = self._bare_start_of(t, text, lo, day, clock)
        if found is None:
            return t
        before, start_value = found
        start = before.start()
        return Timex(start, t.end, text[start:t.end], t.label, f"{start_value}/{t.value}", None, t.rule + "+range",
                     t.years)
