"""A date and its time are one expression (issue 20 item 3, issue 19 item 2): the one step that combines them.

After each expression was resolved on its own and bare times took the date of their sentence
(``compose.attach_times``), ``DateTimeMerger.merge`` joins a day and a clock time that stand next to each other
into ONE expression with the combined value: "Friday at 3 pm", "3 pm on July 8th", "tomorrow at 14:00",
"Donnerstag um 8 Uhr", "el 20 de febrero a las 9:30" (``2013-02-15T15:00``). It also reads the bare hour that
people write next to a day once the day is there: "tomorrow at 5", "tonight at 8", "8 tonight", "heute Abend um
8", "el viernes a las 3", where an hour alone would be too weak a signal to be tagged anywhere else. The hour of
a day part after noon ("tonight", "evening", "Abend", "tarde") is read in the afternoon ("tonight at 8" is 20:00).
A time that is an expression of its own but written only as a number after a ``CLOCK_AFTER_DAY`` word ("a las 3",
"um 8 Uhr", "at 8:30") is read the same way when it follows a day: the day's reading wins over the time's own
("el viernes a las 3" is 03:00 though "a las 3" alone is 15:00; "esta noche a las 8:30" is 20:30).

The words are the pack's (lexicon macros, ``rules/data/<lang>/everyday.jsonl``):

- ``DATE_TIME_GAP``: what may stand between a day and its time ("at", "on", ",", "um", "a las");
- ``TIMEML_DATE_TIME_NOT_GAP``: h19e5, the ``DATE_TIME_GAP`` words that join nothing under ``convention="timeml"``
  (Spanish: ",", so "la tarde, a las 18.00 horas" and the Spanish TimeBank's "mañana , domingo , a las
  08.00 hora local" are two TIMEX3s, as its gold writes them);
- ``CLOCK_AFTER_DAY``: the words before a bare hour after a day ("at", "um", "a las");
- ``CLOCK_BEFORE_DAY``: the days a bare hour may come right before ("tonight", "tomorrow": "8 tonight");
- ``AFTERNOON_DAY_PARTS``: words of a day after which an hour is read in the afternoon;
- ``PM_BARE_HOURS``: x19-, the hours written bare (no am/pm) read in the afternoon after any day ("tmrw at 3",
  "today at 1", "tomorrow at 3:30" are 15:00, 13:00, 15:30: people meet at 3 in the afternoon, not at night; "sat
  at 10" stays 10:00, and so does a 24-hour clock with its zero, "Sunday at 06:40"); t20-: also an hour with its
  minutes written right before or after a whole day ("3:45 today", "2:30 tmrw", "tmrw 4:30").
- ``EVENING_EVENTS``: t21-, events held in the afternoon or evening ("kickoff", "game", "premieres", "dentist"),
  each with the last hour read so: a time whose clock is written bare (no am/pm, no leading zero) at its end, right
  after one of them with only ``DATE_TIME_GAP`` words between, is read in the afternoon when its hour is at most
  the event's ("pats kick off at 4:15" 16:15, "game wed at 7" 19:00, "premieres sun at 9" 21:00, "dentist at
  4:15" 16:15; "kickoff at 11", "meeting at 8" stay).

A pack without these words merges nothing. The merged expression keeps the day's rule id joined to the time's
(``rel_weekday+time_ampm``), its label is TIME, its years the day's.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import Dict, FrozenSet, List, Sequence, Tuple

from ..rules import words as W
from .timexes import Timex

_DAY = re.compile(r"^(?P<day>\d{4}-\d\d-\d\d)(?:T(?P<part>MO|MI|AF|EV|NI|DT))?$")
_TIME = re.compile(r"^(?P<day>\d{4}-\d\d-\d\d|XXXX-XX-XX)T(?P<clock>\d\d:\d\d)(?P<zone>.*)$")
_HOUR = r"(?P<h>[01]?\d|2[0-3])(?:[:.h](?P<m>[0-5]\d))?(?:\s*(?:h|uhr|hrs)\b)?"
_NOT_AFTER_HOUR = r"(?!\s*(?:%|percent|por\s+ciento|prozent|[ap]\.?m|[.,:/-]?\d))"
_PARTS_PM = ("AF", "EV", "NI")
# f15-: a part of the day or a weekend written as one bare word right after a day ("Thanksgiving evening", "the Labor
# Day weekend"): the resolved part ("2013-11-28TEV") or weekend ("2013-W48-WE") of the word alone
_BARE_PART = re.compile(r"^(?P<day>\d{4}-\d\d-\d\d)T(?P<part>MO|AF|EV|NI)$")
_BARE_WEEKEND = re.compile(r"^\d{4}-W\d\d-WE$")
# g16-: "6:30", "half past 6", not "6pm"; x19-: "8ish"
_BARE_NUMBER_END = re.compile(r"(?<![\d:.])\d{1,2}(?:[:.][0-5]\d)?(?:\s?ish)?$", re.I)
_LEADING_DIGITS = re.compile(r"\d+")  # the hour of a bare number ("6:30" -> "6")
_SPACES = re.compile(r"\s+")
MAX_GAP = 16  # characters between a day and its time ("Friday, at around 3 pm")


class DateTimeMerger:
    """The date+time combination step of one language pack.

    gap_words, after_words, before_days, afternoon (FrozenSet[str]): The pack's words (see the module docstring).
    articles (FrozenSet[str]): The pack's TIMEML_ARTICLES: "the Labor Day weekend" takes the one before the day.
    pm_hours (FrozenSet[str]): The pack's PM_BARE_HOURS ("1" ... "6"; empty: none).
    events (Dict[str, str]): The pack's EVENING_EVENTS, event -> the last hour read in the afternoon after it.
    """

    def __init__(self, gap_words: FrozenSet[str], after_words: FrozenSet[str], before_days: FrozenSet[str],
                 afternoon: FrozenSet[str], articles: FrozenSet[str] = frozenset(),
                 pm_hours: FrozenSet[str] = frozenset(), events: Dict[str, str] | None = None) -> None:
        self.afternoon = afternoon
        self.pm_hours = frozenset(int(h) for h in pm_hours if h.isdigit())
        self.articles = tuple(sorted(articles))
        gap = W.alternation(gap_words)
        self._gap = re.compile(rf"\s*(?:(?:{gap})\s*)*$", re.I) if gap else re.compile(r"\s*$")
        after = W.alternation(after_words)
        self._after = re.compile(rf"\s*(?:{after})\s+{_HOUR}\b{_NOT_AFTER_HOUR}", re.I) if after else None
        before = W.alternation(before_days)
        self._before_day = re.compile(rf"^(?:{before})\b", re.I) if before else None
        self._before = re.compile(rf"(?<![\w.,:/$-]){_HOUR}\s+$", re.I)
        self._pm = re.compile(rf"\b(?:{W.alternation(afternoon)})", re.I) if afternoon else None
        self.event_hours = {k.lower(): int(v) for k, v in (events or {}).items() if v.isdigit()}
        self._event = (re.compile(rf"(?<![\w-])(?P<e>{W.alternation(self.event_hours)})\s*(?:(?:{gap})\s*)*$",
                                  re.I) if self.event_hours else None)
        self.active = self._after is not None or self._before_day is not None  # the pack has the step's words

    @classmethod
    def from_words(cls, words: W.LanguageWords, timeml: bool = False) -> DateTimeMerger:
        """The merger with a pack's words (``LanguageWords``); ``timeml``: under ``convention="timeml"``, without
        the pack's TIMEML_DATE_TIME_NOT_GAP words among its gap words."""
        gap = words.words(W.DATE_TIME_GAP) - (words.words(W.TIMEML_DATE_TIME_NOT_GAP) if timeml else frozenset())
        return cls(gap, words.words(W.CLOCK_AFTER_DAY), words.words(W.CLOCK_BEFORE_DAY),
                   words.words(W.AFTERNOON_DAY_PARTS), words.words(W.TIMEML_ARTICLES),
                   words.words(W.PM_BARE_HOURS), words.table(W.EVENING_EVENTS))

    def merge(self, timexes: List[Timex], text: str) -> List[Timex]:
        """Join days with their clock times (see the module docstring).

        timexes (List[Timex]): The resolved expressions, in text order, bare times already dated.
        text (str): The text.
        RETURNS (List[Timex]): The expressions, each day and its time one.
        """
        out: List[Timex] = []
        i = 0
        while i < len(timexes):
            t = timexes[i]
            nxt = timexes[i + 1] if i + 1 < len(timexes) else None
            pair = self._pair(t, nxt, text) if nxt is not None else None
            if pair is not None:
                out.append(pair)
                i += 2
                continue
            out.append(self._with_hour(t, text, out[-1].end if out else 0,
                                       nxt.start if nxt is not None else len(text)))
            i += 1
        if self._event is not None:
            out = [self._after_event(t, text, out[k - 1].end if k else 0) for k, t in enumerate(out)]
        return out

    def _after_event(self, t: Timex, text: str, lo: int) -> Timex:
        """t21-: a time whose clock is written bare at its end right after an EVENING_EVENTS word ("kickoff at
        6:30", "game wed at 7"), read in the afternoon when its hour is at most the event's; ``lo``: the end of
        the expression before it (the event word lies after it)."""
        c = _TIME.match(t.value) if t.label == "TIME" else None
        bare = _BARE_NUMBER_END.search(t.text) if c is not None else None
        if c is None or bare is None or bare.group(0)[0] == "0":
            return t
        hour = int(c.group("clock")[:2])
        written = int(_LEADING_DIGITS.match(bare.group(0)).group(0))  # type: ignore[union-attr]
        if hour != written or not 1 <= hour < 12:  # already read in the afternoon ("tmrw at 3" 15:00)
            return t
        m = self._event.search(text, max(lo, t.start - 40), t.start)  # type: ignore[union-attr]
        if m is None or hour > self.event_hours.get(_SPACES.sub(" ", m.group("e").lower()), 0):
            return t
        return t._replace(value=f"{c.group('day')}T{hour + 12:02d}{c.group('clock')[2:]}{c.group('zone')}")

    def _pair(self, a: Timex, b: Timex, text: str) -> Timex | None:
        """"Friday at 3 pm" / "3 pm on Friday": a day and a clock time with only gap words between them."""
        if b.start - a.end > MAX_GAP or not self._gap.match(text, a.end, b.start):
            return None
        if b.start - a.end == 1 and text[a.end] == " " and " " not in b.text and a.label == "DATE":
            joined = _day_and_part(a, b, text, self.articles)
            if joined is not None:
                return joined
        for day, time in ((a, b), (b, a)):
            d, c = _DAY.match(day.value), _TIME.match(time.value)
            if d is not None and c is not None and time.label == "TIME":
                clock = self._read_after(a, b, text, d) if day is a else None
                clock = clock or _evening_clock(c.group("clock"), time, d, self.pm_hours)
                value = f"{d.group('day')}T{clock}{c.group('zone')}"
                return self._joined(a, b, text, value, day)
        return None

    def _read_after(self, day: Timex, time: Timex, text: str, d: re.Match) -> str | None:
        """The clock of a time that is only a number after a CLOCK_AFTER_DAY word ("el viernes [a las 3]",
        "heute Abend [um 8 Uhr]", "tonight [at 8:30]"), read as the day reads a bare hour (``_with_hour``): an
        expression of its own reads "a las 3" alone in the afternoon, after a day it is the day's hour."""
        m = self._after.match(text, day.end, time.end) if self._after is not None else None
        if m is None or m.end() != time.end:
            return None
        return self._clock(m, day, d)

    def _clock(self, m: re.Match, t: Timex, d: re.Match) -> str:
        """HH:MM of the hour ``m`` found next to the day ``t`` (``d``: its value), in the afternoon after a day
        part after noon."""
        hour, minute = int(m.group("h")), int(m.group("m") or 0)
        if hour < 12 and (d.group("part") in _PARTS_PM or (self._pm is not None and self._pm.search(t.text))
                          or (hour in self.pm_hours and d.group("part") is None and m.group("h")[0] != "0")):
            hour += 12
        return f"{hour:02d}:{minute:02d}"

    def _joined(self, a: Timex, b: Timex, text: str, value: str, day: Timex) -> Timex:
        rule = f"{a.rule}+{b.rule}"
        return Timex(a.start, b.end, text[a.start:b.end], "TIME", value, day.mod, rule, day.years)

    def _with_hour(self, t: Timex, text: str, lo: int, hi: int) -> Timex:
        """"tomorrow at 5", "8 tonight": a day and a bare hour next to it."""
        d = _DAY.match(t.value)
        if d is None or t.label not in ("DATE", "TIME"):  # "tonight" is a TIME whose value is a day
            return t
        m = self._after.match(text, t.end, hi) if self._after is not None else None
        start, end = t.start, t.end
        if m is not None:
            end = m.end()
        elif self._before_day is not None and self._before_day.match(t.text):
            m = self._before.search(text, max(lo, t.start - 12), t.start)
            if m is None or (m.group("m") is None and int(m.group("h")) > 12 and m.group(0).strip().isdigit()):
                return t  # "turns 21 today": a bare number past 12 before a day is a count, not an hour
            start = m.start()
        else:
            return t
        value = f"{d.group('day')}T{self._clock(m, t, d)}"
        return Timex(start, end, text[start:end], "TIME", value, t.mod, t.rule + "+clock_hour", t.years)


def _evening_clock(clock: str, time: Timex, d: re.Match, pm_hours: FrozenSet[int] = frozenset()) -> str:
    """g16-: the clock of a time joined to a day part after noon, read in the afternoon when the time's words end in
    its bare number ("half past 6 tonight", "6:30 tonight" are 18:30, as "6 tonight" and "tonight at 6:30" are; was
    06:30); a time with its own half of the day ("6am tonight", "8 Uhr") keeps its clock. t20-: so is an hour of
    ``pm_hours`` (the pack's PM_BARE_HOURS) joined to a whole day, as after "at" ("3:45 today", "2:30 tmrw" are
    15:45, 14:30, as "tmrw at 2:30"; not a 24-hour clock with its zero, "06:40 tmrw")."""
    hour = int(clock[:2])
    bare = _BARE_NUMBER_END.search(time.text) if 1 <= hour < 12 else None
    if bare is not None and (d.group("part") in _PARTS_PM or (
            hour in pm_hours and d.group("part") is None and bare.group(0)[0] != "0")):
        return f"{hour + 12:02d}{clock[2:]}"
    return clock


def _day_and_part(a: Timex, b: Timex, text: str, articles: Tuple[str, ...]) -> Timex | None:
    """f15-: a day and one bare word after it naming a part of that day or a weekend are one TIMEX3 (TimeML):
    "Thanksgiving evening" ``2013-11-28TEV`` (was "Thanksgiving" and "evening"); "the Thanksgiving weekend", "the
    Labor Day weekend" the weekend of the day's week (``2013-W48-WE``), the one before a Monday's ("the Labor Day
    weekend" ends on the Sunday before Labor Day), with the article before the day (one of ``articles``, the
    pack's TIMEML_ARTICLES, as "the weekend")."""
    d = _DAY.match(a.value)
    if d is None or d.group("part") is not None:
        return None
    part = _BARE_PART.match(b.value)
    if part is not None and b.label == "TIME" and part.group("day") == d.group("day"):
        return Timex(a.start, b.end, text[a.start:b.end], "TIME", b.value, a.mod, f"{a.rule}+{b.rule}", a.years)
    if _BARE_WEEKEND.match(b.value):  # one word ("weekend"), resolved to a week: not "weekends" (a SET)
        day = _dt.date.fromisoformat(d.group("day"))
        if day.weekday() == 0:  # a Monday holiday's weekend is the one before it
            day -= _dt.timedelta(days=1)
        year, week, _ = day.isocalendar()
        start = _article_start(text, a.start, articles)
        return Timex(start, b.end, text[start:b.end], "DATE", f"{year}-W{week:02d}-WE", a.mod, f"{a.rule}+{b.rule}",
                     a.years)
    return None


def _article_start(text: str, start: int, articles: Tuple[str, ...]) -> int:
    """Where the article right before ``text[start:]`` starts (one of ``articles`` as a whole word and one
    space), else ``start``."""
    if start < 2 or text[start - 1] != " ":
        return start
    for article in articles:
        s = start - 1 - len(article)
        if s >= 0 and text[s:start - 1].lower() == article and (s == 0 or not text[s - 1].isalnum()):
            return s
    return start


def merges_nothing(timexes: Sequence[Timex]) -> bool:
    """Whether ``DateTimeMerger.merge`` and ``IntervalMerger.merge`` / ``carry_ends`` return ``timexes`` as they
    are, told without running them: each joins or extends only an expression whose value is a day, a month or a
    clock time (``YYYY-MM-DD``, ``YYYY-MM``, ``...THH:MM``, ``XXXX-XX-XXT...``: a "-" after four characters), and
    a text with none ("in 2019", "last year", "the 1990s", "two years") has nothing for them."""
    for t in timexes:
        value = t.value
        if value is None or value[4:5] == "-":
            return False
    return True
