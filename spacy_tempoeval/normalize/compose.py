"""Expressions that read each other: a clock time takes the date of its sentence, and the text's own years win
over a named period.

Both work on the tagger's resolved expressions (``Timex``), after each was normalized on its own:

* ``attach_times``: "April 11th at 9 am", "at 7 PM, January 14th", "from 11:30 am to 1:30 pm on July 8th": a clock
  time or part of day whose value was anchored to the reference date (``REFT09:00`` -> ``2019-11-18T09:00``)
  takes the day of the nearest dated expression in the same sentence (``2020-04-11T09:00``).
* ``explicit_years_win``: a named period ("the 2008 financial crisis", "the Western Roman Empire") says which
  years only when the text does not. A year written inside the name decides its years ("the 2008 financial
  crisis" -> 2008), and a period whose sentence gives an explicit year inside the period's span ("The Western
  Roman Empire fell in 476") adds no years of its own: the sentence has said when.
"""

from __future__ import annotations

import datetime as _dt
import re
from bisect import bisect_left
from typing import AbstractSet, Callable, List, Sequence

from ..rules import words as W
from ..yearset import EMPTY, YearSet
from .tense import TenseCues, tense_direction
from .timex import value_years
from .timexes import TaggerSettings, Timex

# a sentence ends at . ! ? followed by space or the end, or at a line break; dots inside the expressions
# themselves ("a.m.", "Jan.") are not between them
_SENTENCE_END = re.compile(r"[.!?][\"'’”)\]]*(?:\s|$)|\n")
_FULL_DAY = re.compile(r"^(?:BC)?\d{4}-\d\d-\d\d(?:T|$)")
_YEAR_IN_NAME = re.compile(r"(?<![\d$£€.,])(1\d{3}|20\d{2})(?![\d%])")
# how far (characters) a time looks for the date of its sentence
MAX_TIME_DATE_GAP = 80
# n24-: a part of the day looks farther back in its sentence ("won on Sunday, pulling away [...] since 2009, as rain
# fell for most of [the morning]": Sunday's)
MAX_DAYPART_DATE_GAP = 140
_DAYPART_WORD = re.compile(r"(?<![\w-])(?:morning|afternoon|evening|night)$", re.I)  # not "overnight", "tonight"
# how far back (characters) a time written with a word of the pack's TIMEML_TIME_FOLLOWS_DAY and no date in its
# sentence looks for the last day an earlier sentence named ("murió ayer. El siniestro se produjo a las 10.30
# horas": yesterday's)
MAX_TIME_PREVIOUS_DATE_GAP = 400
# how far (characters) the two ends of a range of times stand apart ("las 12.00 y las 14.00 horas")
MAX_RANGE_LINK = 12
_WORD = re.compile(r"[^\W\d_]+")
# t20-: the tokens between two times of a list (words, "&" and dashes; blanks and commas are none)
_GAP_TOKEN = re.compile(r"[^\W_]+|[&\-\u2013\u2014]")
# how far (characters) a named period looks for an explicit year of its sentence
MAX_PERIOD_YEAR_GAP = 300
_FULL_DAY_PART = re.compile(r"^(?:BC)?\d{4}-\d\d-\d\d")
# a time in parentheses right after another time is that time in another zone ("8.15 hora local (07.15 gmt)")
_GLOSS_GAP = re.compile(r"\s*\(\s*$")


def _day_part(value: str) -> str:
    """The day (``YYYY-MM-DD``, ``BCYYYY-MM-DD``) a value ``_FULL_DAY`` matches starts with."""
    m = _FULL_DAY_PART.match(value)
    assert m is not None, value  # only the values of full-day DATEs (``days``) are read
    return m.group(0)


def same_sentence(text: str, a_end: int, b_start: int) -> bool:
    """Whether nothing between ``a_end`` and ``b_start`` ends a sentence."""
    if b_start < a_end:
        return True
    return _SENTENCE_END.search(text, a_end, b_start) is None


def attach_times(timexes: List[Timex], text: str, bare: Sequence[bool], settings: TaggerSettings,
                 follow_words: AbstractSet[str] = frozenset(), cues: TenseCues | None = None,
                 own_day: AbstractSet[str] = frozenset(), list_links: AbstractSet[str] = frozenset(),
                 set_off: Callable[[str, int, int], bool] | None = None,
                 later_stops: AbstractSet[str] = frozenset()) -> List[Timex]:
    """Give each bare time (``bare[i]``: its value was built on the reference date) the day of the nearest
    full-day DATE in its sentence; failing that, a time written with one of ``follow_words`` (the pack's
    TIMEML_TIME_FOLLOWS_DAY, read under ``convention="timeml"`` only: the Spanish news clock "a las 10.30 horas")
    takes the day of the last full-day DATE of an earlier sentence within ``MAX_TIME_PREVIOUS_DATE_GAP``
    characters, as does the first end of its range ("entre las 12.00 y las 14.00 horas").

    timexes (List[Timex]): The resolved expressions, in text order.
    text (str): The text.
    bare (Sequence[bool]): Which expressions are bare times.
    settings (TaggerSettings): The resolution settings (how a value's years are counted).
    follow_words (AbstractSet[str]): The words (lower case) that make a time follow the day of an earlier
        sentence (empty: a time looks in its own sentence only).
    cues (Optional[TenseCues]): The tense cues: a time in a past clause does not follow a day after the reference
        date ("El Congreso se constituirá el 13 de diciembre. Los colegios cerraron a las 20.00 horas"), nor one
        in a future clause a day before it; it follows the last day named on its side of the reference date.
    own_day (AbstractSet[str]): t20-, the pack's TIME_OWN_DAY (lower case): a time written with one names its own
        day and takes no other ("party tonight, brunch next sat": tonight is the reference date's night).
    list_links (AbstractSet[str]): t20-, the pack's TIME_LIST_LINKS (lower case; empty: not read): a time takes a
        later day across another time only when the two times are joined by a comma alone or by one of these
        ("9 am, 12 pm and 3 pm tomorrow", "open at 6 a.m. and close at 8 p.m. Tuesday": the day's); otherwise the
        day is the nearer time's ("11 pm, so 6 am tmrw": 11 pm is the reference date's).
    set_off (Optional[Callable]): n20-: whether the span (start, end) of ``text`` is inside a clause set off by
        commas (``BackgroundDates.set_off``: ", which had closed at a high on Monday,"): a day there is not the
        day of a bare time outside it ("Power was cut overnight, and the market, which had closed at a high on
        Monday, will not open": the night before the reference date, not Sunday night).
    later_stops (AbstractSet[str]): h19e4, the pack's TIME_LATER_DAY_STOPS (lower case; empty: not read): a time
        takes no later day when one of these stands between them and no other expression does: the day belongs to
        the next clause ("un concierto a las 22.30 horas y se prolongará hasta el 25 de julio": the reference
        date's; "comenzará a las 20.00 horas, según los horarios que [...] ha hecho públicos este jueves"); it
        takes the day before it as any time does.
    RETURNS (List[Timex]): The expressions, bare times re-dated where a date was found.
    """
    days = [i for i, t in enumerate(timexes) if t.label == "DATE" and _FULL_DAY.match(t.value)]
    if not days:
        return timexes
    out = list(timexes)
    for i, t in enumerate(timexes):
        if not bare[i]:
            continue
        if i and _GLOSS_GAP.match(text, out[i - 1].end, t.start) and _FULL_DAY.match(out[i - 1].value):
            out[i] = _dated(t, _day_part(out[i - 1].value), settings)
            continue  # "a las 08.00 hora local (13.00 gmt)": the same moment in another zone, the same day
        if own_day and any(w in own_day for w in _GAP_TOKEN.findall(t.text.lower())):
            continue  # "tonight", "this morning": the reference date's
        k = bisect_left(days, i)
        later = not (list_links and k < len(days) and days[k] > i + 1 and timexes[i + 1].label == "TIME"
                     and not _list_gap(text[t.end:timexes[i + 1].start], list_links))
        if later and later_stops and k < len(days) and days[k] == i + 1 \
                and any(w.lower() in later_stops for w in _WORD.findall(text[t.end:timexes[i + 1].start])):
            later = False  # h19e4: the later day is the next clause's
        best = _sentence_day(timexes, days, k, text, t, later, set_off)
        if follow_words and k > 0 and best in (None, timexes[days[k - 1]]) \
                and _aside_past_day(text, timexes[days[k - 1]], t, cues) \
                and _follows_day(timexes, text, bare, i, follow_words):
            # h19e: the day of an aside tells of an earlier event ("Los servicios mínimos, pactados el pasado
            # viernes, garantizan [...] entre las 06.00 y las 09.00 horas"): the time follows the day told of before
            best = _followed_day(timexes, days, k - 1, text, t, cues) or best
        if best is None and k > 0 and follow_words and _follows_day(timexes, text, bare, i, follow_words):
            # TimeML anchors a time to the day the text is telling of: the last day named in an earlier sentence
            # (the Spanish TimeBank: "volcó a las seis de la mañana de ayer. [...] hasta las 11.45 horas" is
            # yesterday's 11:45)
            best = _followed_day(timexes, days, k, text, t, cues)
        best = best or (_future_day_told(timexes[days[k - 1]], text, t, cues, settings) if k else None)
        if best is None:
            continue
        out[i] = _dated(t, _day_part(best.value), settings)
    return out


def _future_day_told(d: Timex, text: str, t: Timex, cues: TenseCues | None, settings: TaggerSettings) -> Timex | None:
    """n22-: ``d``, the last full-day DATE before the bare news clock time ``t`` (written with a mark of the pack's
    TIMEML_FUTURE_CLOCK_FOLLOWS_DAY, "a.m", "p.m"; the tweets gold anchors "6pm" to the reference date) that has no
    date in its sentence, when ``d`` stands in an earlier sentence within ``MAX_TIME_PREVIOUS_DATE_GAP`` characters,
    is after the reference date (``t``'s own day) and the tense of ``t``'s clause points ahead (``tense_direction``:
    "will", "is to"): the day the text has turned to ("The judge also set a hearing for Friday [...]. It will start
    at 9 a.m.": that Friday's 9 a.m., not the reference date's). None otherwise (and outside ``convention="timeml"``):
    a past clock keeps its day."""
    if cues is None or not cues.future_clock or settings.convention != "timeml" \
            or not any(mark in t.text.lower() for mark in cues.future_clock):
        return None
    own = _FULL_DAY_PART.match(t.value)
    if own is None or t.start - d.end > MAX_TIME_PREVIOUS_DATE_GAP or _day_part(d.value) <= own.group(0) \
            or same_sentence(text, d.end, t.start):
        return None
    return d if tense_direction(text, t.start, t.end, cues) == "future" else None


def _list_gap(gap: str, links: AbstractSet[str]) -> bool:
    """t20-: whether ``gap`` (the text between two times) joins them in a list: blanks and commas only ("9 am, 12
    pm"), or one of the pack's TIME_LIST_LINKS among its words ("and", "to": "open at 6 a.m. and close at 8 p.m.
    Tuesday")."""
    tokens = _GAP_TOKEN.findall(gap)
    return not tokens or any(w.lower() in links for w in tokens)


def _sentence_day(timexes: List[Timex], days: Sequence[int], k: int, text: str, t: Timex,
                  later: bool = True, set_off: Callable[[str, int, int], bool] | None = None) -> Timex | None:
    """The nearest full-day DATE before (``days[k - 1]``) or after (``days[k]``, only when ``later``) the bare
    time ``t``, if in its sentence and within ``MAX_TIME_DATE_GAP`` characters, and (n20-) not in a clause set off
    by commas that ``t`` is outside of (``set_off``)."""
    candidates = []
    if k > 0:
        d = timexes[days[k - 1]]
        gap = MAX_DAYPART_DATE_GAP if _DAYPART_WORD.search(t.text) else MAX_TIME_DATE_GAP
        if t.start - d.end <= gap and same_sentence(text, d.end, t.start):
            candidates.append((t.start - d.end, d))
    if later and k < len(days):
        d = timexes[days[k]]
        if d.start - t.end <= MAX_TIME_DATE_GAP and _same_sentence_to_day(timexes, days[k], text, t):
            candidates.append((d.start - t.end, d))
    if set_off is not None and candidates:
        candidates = [c for c in candidates if not set_off(text, c[1].start, c[1].end) or set_off(text, t.start, t.end)]
    return min(candidates, key=lambda c: c[0])[1] if candidates else None


def _aside_past_day(text: str, d: Timex, t: Timex, cues: TenseCues | None) -> bool:
    """Whether the day ``d``, before the bare time ``t`` in its sentence, is told in an aside set off by commas
    (", pactados el pasado viernes con Fomento,") and lies before the reference day while the clause of ``t`` does
    not point to the past: the aside tells of another, earlier event. A past clause ("La reunión, celebrada el
    pasado viernes, empezó a las 10.00 horas") and an aside's later day ("El acto, previsto para el lunes,
    comenzará a las 10.00 horas") keep the day."""
    ref, day = _FULL_DAY_PART.match(t.value), _FULL_DAY_PART.match(d.value)
    if ref is None or day is None or day.group(0) >= ref.group(0):
        return False
    opening, closing = text.rfind(",", 0, d.start), text.find(",", d.end, t.start)
    if opening < 0 or closing < 0 or not same_sentence(text, opening, d.start) \
            or not same_sentence(text, d.end, t.start):
        return False
    return cues is None or tense_direction(text, t.start, t.end, cues) != "past"


def _same_sentence_to_day(timexes: List[Timex], j: int, text: str, t: Timex) -> bool:
    """Whether nothing between the bare time ``t`` and the later day ``timexes[j]`` ends a sentence, the period of
    a time written right before the day not counting: "open at 6 a.m. and close at 8 p.m. Tuesday" (the "p.m." of
    the day's own time, within ``MAX_RANGE_LINK`` characters of it, is no sentence end: both times are Tuesday's,
    the day closing the coordination)."""
    d = timexes[j]
    if same_sentence(text, t.end, d.start):
        return True
    m = timexes[j - 1] if j > 0 else None
    if m is None or m.start < t.end or d.start - m.end > MAX_RANGE_LINK or not same_sentence(text, m.end, d.start):
        return False
    return same_sentence(text, t.end, m.start)


def _follows_day(timexes: List[Timex], text: str, bare: Sequence[bool], i: int, words: AbstractSet[str]) -> bool:
    """Whether the bare time ``i`` is written with one of ``words`` ("las 10.30 horas"), or is the first end of a
    range whose second end is ("las 12.00 y las 14.00 horas": a bare time right after it in its sentence)."""
    if any(w in words for w in _WORD.findall(timexes[i].text.lower())):
        return True
    if i + 1 < len(timexes) and bare[i + 1]:
        nxt = timexes[i + 1]
        if nxt.start - timexes[i].end <= MAX_RANGE_LINK and same_sentence(text, timexes[i].end, nxt.start):
            return any(w in words for w in _WORD.findall(nxt.text.lower()))
    return False


def _followed_day(timexes: List[Timex], days: Sequence[int], k: int, text: str, t: Timex,
                  cues: TenseCues | None) -> Timex | None:
    """The last full-day DATE before ``days[k]`` within ``MAX_TIME_PREVIOUS_DATE_GAP`` characters of the bare
    time ``t`` that agrees with the tense of ``t``'s clause (``t``'s own value is on the reference day)."""
    ref = _FULL_DAY_PART.match(t.value)
    if ref is None:
        return None
    direction = tense_direction(text, t.start, t.end, cues) if cues is not None else None
    for j in range(k - 1, -1, -1):
        d = timexes[days[j]]
        if t.start - d.end > MAX_TIME_PREVIOUS_DATE_GAP:
            return None
        day = _day_part(d.value)
        if (direction == "past" and day > ref.group(0)) or (direction == "future" and day < ref.group(0)):
            continue
        return d
    return None


def _dated(t: Timex, day: str, settings: TaggerSettings) -> Timex:
    """The bare time ``t`` on ``day`` (YYYY-MM-DD)."""
    value = day + (t.value[t.value.index("T"):] if "T" in t.value else "")
    return t._replace(value=value, years=value_years(value, t.mod, settings))


# a rule's value template: one weekday with a direction ("<XXXX-WXX-{w|...}", ">XXXX-WXX-{w|...}"), or without one
DIRECTED_WEEKDAY = re.compile(r"^(?:[<>]|>>)XXXX-WXX-\{[^{}]*\}$")
PLAIN_WEEKDAY = re.compile(r"^XXXX-WXX-\{[^{}]*\}$")
# f15-: two bare weekdays ("Tuesday and Wednesday") are read as one run of days when the second is at most this many
# days after the first ("Friday and Monday" across a weekend); a later one in the list stays as it reads alone
PLAIN_WEEKDAY_GAP = 3


def coordinated_weekdays(timexes: List[Timex], text: str, directed: AbstractSet[str], plain: AbstractSet[str],
                         coordinators: AbstractSet[str], settings: TaggerSettings) -> List[Timex]:
    """A bare weekday right after "and" / "or" after a weekday with a direction ("next Tuesday and Wednesday",
    "last Monday or Tuesday") is in the first one's week: TimeML tags two TIMEX3s, the second with the value the
    modifier gives it (2013-06-18 and 2013-06-19 read on 2013-06-12), not the bare weekday's own reading. After a
    bare weekday ("Talks will be held Tuesday and Wednesday", read on a Wednesday) it is the first such day after
    the first one, within ``PLAIN_WEEKDAY_GAP`` days (2013-06-18 and 2013-06-19, not the reference Wednesday).

    timexes (List[Timex]): The resolved expressions, in text order.
    text (str): The text.
    directed (AbstractSet[str]): The ids of the rules of one weekday with a direction (value ``<``/``>XXXX-WXX-``).
    plain (AbstractSet[str]): The ids of the rules of one bare weekday (value ``XXXX-WXX-``).
    coordinators (AbstractSet[str]): The words joining the two, lower-cased (pack list WEEKDAY_COORDINATORS).
    settings (TaggerSettings): The resolution settings (how a value's years are counted).
    RETURNS (List[Timex]): The expressions, such second weekdays re-dated.
    """
    out = list(timexes)
    for i in range(1, len(out)):
        a, b = out[i - 1], out[i]
        if b.rule not in plain or (a.rule not in directed and a.rule not in plain) or b.label != "DATE" \
                or a.label != "DATE":
            continue
        if not (_FULL_DAY.match(a.value) and _FULL_DAY.match(b.value) and len(a.value) == len(b.value) == 10):
            continue
        if b.start <= a.end or not _coordinated(text[a.end:b.start], coordinators):
            continue
        try:
            first, second = _dt.date.fromisoformat(a.value), _dt.date.fromisoformat(b.value)
        except ValueError:
            continue
        if a.rule in directed:
            day = first + _dt.timedelta(days=second.weekday() - first.weekday())  # the same Monday-Sunday week
        else:  # f15-: "will be held Tuesday and Wednesday" read on a Wednesday: the Wednesday after that Tuesday
            gap = (second.weekday() - first.weekday()) % 7
            if not 1 <= gap <= PLAIN_WEEKDAY_GAP:
                continue
            day = first + _dt.timedelta(days=gap)
        if day != second:
            out[i] = _dated(b, day.isoformat(), settings)
    return out


# z19-: the gap between a date and a weekday that glosses it: "May 6 (Wed)", "May 6, Wed", "14th December Friday",
# "May 5 - 6 (Tues-Wed 9am)" (the other weekday of a pair of ranges before it); and between two dates of one
# list or range ("May 2 - 3, 9 - 10", "May 5 and 6")
# ("May 2 - 3, 9 - 10 (Sat-Sun)": more days of the same month, untagged, may stand between)
_GLOSS_WEEKDAY_GAP = re.compile(r"^(?:\s*,\s*\d{1,2}(?:\s*(?:-|–|&|and)\s*\d{1,2})?)*"
                                r"\s*(?:,|\(|\[)?\s*(?:[^\W\d_]{2,9}\.?\s*(?:-|–|/|&)\s*)?$")
_DATE_LIST_GAP = re.compile(r"^\s*(?:,|-|–|&|/|and|to)?\s*$")
# z19-: how far (characters) a weekday that glosses a date stands from the list of dates before it, and how many
# days a range of dates before it may span ("May 5 - 6": 2015-05-05/2015-05-06)
MAX_GLOSS_GAP = 60
MAX_GLOSS_RANGE_DAYS = 7


def glossed_weekdays(timexes: List[Timex], text: str, weekdays: AbstractSet[str],
                     settings: TaggerSettings) -> List[Timex]:
    """z19-: a weekday written right after a date, or a list or range of dates, that falls on it is that date
    ("May 6 (Wed)", "14th December Friday", "May 5 - 6 (Tues-Wed 9:00am - 5:30pm)": May 6th and its 9 am), not
    the weekday nearest the reference date: TimeML reads it as the date it glosses. Only a date of the list that
    falls on that weekday counts (the first one: "May 2 - 3, 9 - 10 (Sat-Sun)" is May 2nd and 3rd); a weekday
    that no date of the list falls on keeps its own reading.

    timexes (List[Timex]): The resolved expressions, in text order.
    text (str): The text.
    weekdays (AbstractSet[str]): The ids of the rules of one weekday (bare or with a direction); a weekday with
        its time ("Wed 9:00am") counts by its first rule.
    settings (TaggerSettings): The resolution settings (how a value's years are counted).
    RETURNS (List[Timex]): The expressions, such weekdays re-dated.
    """
    out = list(timexes)
    for i in range(1, len(out)):
        b = out[i]
        if b.rule.split("+", 1)[0] not in weekdays or not _FULL_DAY.match(b.value):
            continue
        a = out[i - 1]
        if b.start - a.end > MAX_GLOSS_GAP or not _GLOSS_WEEKDAY_GAP.match(text[a.end:b.start]):
            continue
        dates = _date_list(out, i - 1, text)
        if not dates:
            continue
        try:
            wanted = _dt.date.fromisoformat(b.value[:10]).isoweekday()
        except ValueError:
            continue
        day = next((d for d in dates if d.isoweekday() == wanted), None)
        if day is not None and day.isoformat() != b.value[:10]:
            out[i] = _dated(b, day.isoformat(), settings)
    return out


def _date_list(timexes: List[Timex], j: int, text: str) -> List[_dt.date]:
    """The days of the list or range of full-day DATEs that ends with ``timexes[j]``, in text order (empty when
    ``timexes[j]`` is none)."""
    days: List[_dt.date] = []
    while j >= 0:
        t = timexes[j]
        got = _days_of(t) if t.label == "DATE" else None
        if not got:
            break
        days.extend(reversed(got))
        if j == 0 or not _DATE_LIST_GAP.match(text[timexes[j - 1].end:t.start]):
            break
        j -= 1
    return days[::-1]


def _days_of(t: Timex) -> List[_dt.date] | None:
    """The days of a full-day DATE ``t``, one or a short range ("2015-05-05/2015-05-06"), or None."""
    ends = t.value.split("/")
    if len(ends) > 2 or any(len(e) != 10 or not _FULL_DAY.match(e) for e in ends):
        return None
    try:
        first, last = _dt.date.fromisoformat(ends[0]), _dt.date.fromisoformat(ends[-1])
    except ValueError:
        return None
    n = (last - first).days
    if not 0 <= n < MAX_GLOSS_RANGE_DAYS:
        return None
    return [first + _dt.timedelta(days=k) for k in range(n + 1)]


# l17-: a weekday SET ("every mon", "every Friday night") and a weekday day's resolved value with its part of the day
_SET_WEEKDAY = re.compile(r"^XXXX-WXX-[1-7](?:T(?:MO|AF|EV|NI))?$")
_WEEKDAY_DAY = re.compile(r"^\d{4}-\d\d-\d\d(T(?:MO|AF|EV|NI))?$")
EVERY_LIST_RULE = "l17-every_weekday_list"  # the rule id of a listed weekday the tagger had not found ("wed")


def weekday_list_pattern(joiners: AbstractSet[str], weekdays: AbstractSet[str]) -> re.Pattern | None:
    """l17-: the pattern of one more weekday of a list after a weekday SET (", wed", " and Thursday", " to fri"):
    a joiner of the pack's list EVERY_WEEKDAY_JOINERS, then a weekday word (the pack's WEEKDAYS macro); None when
    the pack has either list empty. Built once per pack."""
    if not joiners or not weekdays:
        return None
    return re.compile(rf"\s*(?:{W.alternation(joiners)})\s*(?P<w>{W.alternation(weekdays)})(?![\w'’-])", re.I)


def every_weekday_lists(timexes: List[Timex], text: str, pattern: re.Pattern, weekdays: dict,
                        settings: TaggerSettings) -> List[Timex]:
    """l17-: the weekdays listed after a weekday SET are SETs too: "every mon, wed, thur" is three SETs
    (``XXXX-WXX-1``, ``XXXX-WXX-3``, ``XXXX-WXX-4``), "every Monday to Thursday morning" two
    (``XXXX-WXX-4TMO``), as the tweets' TimeML gold annotates them, not the Wednesday and Thursday around the
    reference date. A listed weekday found as a day (or a day and its part) is turned into the SET; one not
    found ("wed": an ambiguous word alone) is added (rule ``EVERY_LIST_RULE``).

    pattern (re.Pattern): ``weekday_list_pattern`` of the pack.
    weekdays (dict): The pack's WEEKDAYS macro, lower-cased: word -> ISO weekday number.
    """
    out = list(timexes)
    i = 0
    while i < len(out):
        t = out[i]
        if t.label != "SET" or not _SET_WEEKDAY.match(t.value):
            i += 1
            continue
        pos = t.end
        while True:
            m = pattern.match(text, pos)
            if m is None:
                break
            start, end = m.start("w"), m.end("w")
            value = f"XXXX-WXX-{weekdays[m.group('w').lower()]}"
            j = i + 1
            while j < len(out) and out[j].end <= start:
                j += 1
            if j < len(out) and out[j].start < end:  # found already: a day ("thur") or a day and its part
                o = out[j]
                day = _WEEKDAY_DAY.match(o.value or "")
                if o.start != start or day is None:
                    break
                value += day.group(1) or ""
                out[j] = o._replace(label="SET", value=value, mod=None, years=value_years(value, None, settings))
            else:
                out.insert(j, Timex(start, end, text[start:end], "SET", value, None, EVERY_LIST_RULE,
                                    value_years(value, None, settings)))
            pos = out[j].end
            i = j
        i += 1
    return out


def _coordinated(gap: str, coordinators: AbstractSet[str]) -> bool:
    """Whether ``gap`` is one coordinating word with white space on both sides (" and ", "  or\n")."""
    return gap[:1].isspace() and gap[-1:].isspace() and gap.strip().lower() in coordinators


def year_in_name(name: str) -> str | None:
    """A four-digit year written inside a period's name ("the 2008 financial crisis" -> "2008")."""
    m = _YEAR_IN_NAME.search(name)
    return m.group(1) if m else None


def explicit_years_win(timexes: List, text: str, is_period: Sequence[bool], is_explicit: Sequence[bool]):
    """Let the text's own years decide over named periods (see the module docstring).

    timexes (List[Timex]): The resolved expressions, in text order.
    text (str): The text.
    is_period (Sequence[bool]): Which expressions come from the gazetteer of named periods.
    is_explicit (Sequence[bool]): Which expressions are explicit dates (a year written in the text).
    RETURNS (List[Timex]): The expressions, periods narrowed or emptied where the text said when.
    """
    if not any(is_period):
        return timexes
    out = list(timexes)
    for i, t in enumerate(timexes):
        if not is_period[i]:
            continue
        year = year_in_name(t.text)
        if year:
            out[i] = t._replace(value=year, years=YearSet([int(year)]))
            continue
        if t.years and _explicit_year_nearby(timexes, text, i, is_explicit):
            out[i] = t._replace(years=EMPTY)
    return out


def _explicit_year_nearby(timexes: List, text: str, i: int, is_explicit: Sequence[bool]) -> bool:
    """Whether an explicit date in the sentence of period ``i`` falls inside the period's years (a bounded
    walk outward from ``i``: linear in the text)."""
    t = timexes[i]
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(timexes):
            other = timexes[j]
            first, second = (other, t) if step < 0 else (t, other)
            if second.start - first.end > MAX_PERIOD_YEAR_GAP or not same_sentence(text, first.end, second.start):
                break
            if is_explicit[j] and other.years and other.years.intersects(t.years):
                return True
            j += step
    return False
