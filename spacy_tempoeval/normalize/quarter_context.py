"""Financial "year-ago" values under ``convention="timeml"``: in a report on a quarter, "a year ago", "a year
earlier", "the year-ago quarter" name that quarter a year before (TimeBank: "third-quarter profit rose from
$1 a share a year ago" → ``1988-Q3`` when "the third quarter" is ``1989-Q3``), not the whole year.

A year-granular value (``YYYY``) of such an expression takes the quarter of the nearest quarter mentioned
before it in the text when that quarter is of the following year (``YYYY+1-Qn``); otherwise it is kept. A report
written after the end of the year it reports on ("fourth-quarter sales rose from a year earlier", written in
February 2013) names that quarter a year before the reported one: a value of the quarter's own year is counted
back from the quarter ("2012-Q4" -> ``2011-Q4``, not 2012). A quarter that is itself a year-ago expression ("the
year-ago quarter") is no quarter the report is on. Likewise "the year", "the full year" (rule
``timeml_the_unit_anaphor``) after the fourth quarter of the year before the reference date's is that year
("fourth-quarter profit rose 10 percent; for the year, profit rose 5 percent", written in January 2013: 2012).

"The quarter", "the latest period", "that quarter" (rules ``timeml_the_quarter``, ``timeml_that_quarter``: the
quarter before the reference date's) name the quarter the report last mentioned: they take the value of the
nearest quarter before them when there is one ("third-quarter net ... sales in the quarter" 1989-Q3).

"The year-ago quarter" (rule ``p12-year_ago_quarter``, with none before it the quarter before the reference date's,
a year back) after a quarter is that quarter of the year before ("third-quarter profit rose from $3 million in the
year-ago quarter" 1988-Q3); "the previous / preceding / prior quarter" (``quarter_rel``, ``p12-prior_quarter``)
after a quarter is the quarter before it ("rose in the second quarter from the previous quarter": 2013-Q1, not the
quarter before the reference date's). Neither becomes the quarter the report is on.

m17- (issue 19): once the report turns from the quarter to a longer part of the year ("For the nine months, net fell
... from a year earlier", "the first nine months", "the six months", "the first half"), a year-ago expression is
the year a year back, not the quarter (TimeBank 6 of 8: "For the nine months ... a year earlier" 1988); the next
quarter mentioned turns the report back to quarters. "The 1988 period" (rule ``timeml_the_year_period``) in a
report on a quarter is that quarter of 1988 (TimeBank 2 of 2: "the 1989 period" 1989-Q3, "the 1988 period"
1988-Q1 in a report on the fiscal first quarter); v21-: so is "the 1988 quarter" (rule ``x5-the_year_quarter``,
TimeBank 1988-Q3 in a report on the third quarter), and "the quarter a year ago" (``v21-the_quarter_year_ago``)
is read as "the year-ago quarter". Outside a quarter report, "a year ago" / "a year earlier" after a
month or a day in the same sentence is that month or day a year back ("sales rose in September from a year
earlier": 2012-09; "closed at 1,760 on Oct. 31, up from 1,410 a year earlier": 2012-10-31), as TimeML reads an
anchored shift at the anchor's granularity.
"""

from __future__ import annotations

import re
from typing import Callable, List, Tuple

from .timex import timex_to_years
from .timexes import Timex

# "a year ago", "the year-earlier period", "the corresponding period last year"; y19-: "last year's quarter",
# "last year's third quarter"
_YEAR_AGO = re.compile(r"\byear[\s-](?:ago|earlier)\b"
                       r"|\b(?:same|corresponding|comparable)\s+period\s+(?:of\s+)?last\s+year\b"
                       r"|\blast\s+year['’]s\s", re.IGNORECASE)
_QUARTER = re.compile(r"^(\d{4})-Q([1-4])$")
_YEAR = re.compile(r"^\d{4}$")
_ANAPHORS = frozenset({"timeml_the_quarter", "timeml_that_quarter"})  # rules whose quarter is the one last mentioned
_THE_YEAR = frozenset({"timeml_the_unit_anaphor", "p12-earlier_in_the_unit"})  # "the year", "the full year" of a report
# "the year-ago quarter", y19- "last year's quarter", v21- "the quarter a year ago": the reported one, a year back
_YEAR_AGO_QUARTER = frozenset({"p12-year_ago_quarter", "y19-last_year_s_quarter", "v21-the_quarter_year_ago"})
_PRIOR_QUARTER_RULES = frozenset({"quarter_rel", "p12-prior_quarter"})
_PRIOR = re.compile(r"\b(?:previous|preceding|prior|anterior)\b", re.IGNORECASE)  # "the previous quarter",
# the Spanish "el trimestre anterior"
_MONTH = re.compile(r"^(\d{4})-(\d\d)$")
_DAY = re.compile(r"^(\d{4})-(\d\d)-(\d\d)$")
# m17-: a part of the year longer than a quarter that a report turns to ("the nine months", "the first half")
_LONG_PERIOD = re.compile(r"^(?:P[69]M|\d{4}-H[12])$")
# "the 1988 period", v21- "the 1988 quarter": the reported quarter of that year
_THE_YEAR_PERIOD = frozenset({"timeml_the_year_period", "x5-the_year_quarter"})
_A_YEAR_BACK = re.compile(r"^(?:an?|one)\s+year\s+(?:ago|earlier)$", re.IGNORECASE)  # "a year ago", "a year earlier"
# m17-: the end of a sentence between a date and a year-ago expression ("... in September. A year earlier, ...")
_SENTENCE_END = re.compile(r"[.!?][\"'”’)]*\s+[\"'“‘(]*[A-Z]|\n")
_FISCAL = re.compile(r"\bfiscal\b", re.IGNORECASE)  # n20-: a fiscal quarter ("the fiscal first quarter")
_OF_YEAR_GAP = re.compile(r"\s+of\s+|,\s*|\s+")  # n21-: a quarter's own year after it ("the third quarter of 1989")
_MONTH_EARLIER = re.compile(r"\bmonth\s+(?:earlier|before)$", re.IGNORECASE)  # "a month earlier", "one month before"
# n22-: a stretch of months that a month closes ("the 12 months to March", "the nine months through September")
_STRETCH = re.compile(r"^P(?:6|9|12|18)M$")
_STRETCH_END = re.compile(r"\s+(?:to|through|thru|until|ended|ending)\s+", re.IGNORECASE)
_STRETCH_YEAR = re.compile(r"^(\d{4})")  # the year of the month that closes a stretch


def _shifted(quarter: re.Match, back: int) -> str:
    """The quarter ``back`` quarters before ``quarter`` (a match of ``_QUARTER``)."""
    n = int(quarter.group(1)) * 4 + int(quarter.group(2)) - 1 - back
    return f"{n // 4:04d}-Q{n % 4 + 1}"


def _month_earlier(t: Timex, mm: re.Match, month: re.Match | None) -> Tuple[Timex, re.Match | None]:
    """A month-valued ``t`` (``mm``: its value matched by ``_MONTH``) and the last month mentioned after it:
    "a month earlier" after ``month`` is the month before that one; any other month becomes the last mentioned."""
    if month is None or not _MONTH_EARLIER.search(t.text):
        return t, mm
    n = int(month.group(1)) * 12 + int(month.group(2)) - 2
    value = f"{n // 12:04d}-{n % 12 + 1:02d}"
    return t._replace(value=value, years=timex_to_years(value)), month


def _month_told(timexes: List[Timex], i: int, t: Timex, text: str | None) -> Tuple[re.Match, int] | None:
    """m17-: the month ``t`` (``timexes[i]`` as read) as a year-ago expression after it counts from it: its value
    matched by ``_MONTH`` and its end; n22-: matched by ``_STRETCH_YEAR`` when it closes a stretch ("the 12 months
    to March": the year it ends in); None when its value is no month."""
    if not _MONTH.match(t.value or ""):
        return None
    m = (_STRETCH_YEAR if _ends_stretch(timexes, i, text) else _MONTH).match(t.value)
    return (m, t.end) if m else None


def _ends_stretch(timexes: List[Timex], i: int, text: str | None) -> bool:
    """n22-: whether the month ``timexes[i]`` closes a stretch of months named right before it ("Pre-tax profit for
    the 12 months to March rose to £2.3bn, from £2.1bn a year earlier"): a year-ago expression after it is that
    stretch a year back, read at the year as after "the nine months": the year before the month's (2012), not the
    month a year back (2012-03)."""
    if not i or text is None:
        return False
    before = timexes[i - 1]
    return _STRETCH.match(before.value or "") is not None \
        and _STRETCH_END.fullmatch(text, before.end, timexes[i].start) is not None


def _a_year_before(t: Timex, dated: Tuple[re.Match, int] | None, text: str | None) -> Timex:
    """m17-: "a year ago" / "a year earlier" (year-valued ``t``) after a month or a day told of earlier in the same
    sentence (``dated``: its value matched by ``_MONTH`` or ``_DAY``, or n22- by ``_STRETCH_YEAR`` for a month that
    closes a stretch, and its end) of the year after: that month or day a year back (n22-: the stretch's year
    before); otherwise ``t`` as it is."""
    if dated is None or text is None or not _A_YEAR_BACK.match(t.text):
        return t
    d, end = dated
    year = int(d.group(1)) - 1
    if int(t.value) not in (year, year + 1) or end > t.start or _SENTENCE_END.search(text, end, t.start + 1):
        return t
    value = f"{year:04d}" if d.re is _STRETCH_YEAR else f"{year:04d}-{d.group(2)}"
    if d.re is _DAY:
        value += "-28" if d.group(2) == "02" and d.group(3) == "29" else f"-{d.group(3)}"
    return t._replace(value=value) if int(t.value) == year else \
        t._replace(value=value, years=timex_to_years(value))


def year_ago_quarters(timexes: List[Timex], text: str | None = None,
                      ended: Callable[[List[Timex], int, str], str | None] | None = None) -> List[Timex]:
    """The timexes (in text order) with each year-ago expression's year value narrowed to the quarter of the
    nearest earlier quarter expression of the following year.

    timexes (List[Timex]): The expressions of one text, sorted by start.
    text (Optional[str]): The text (m17-: a year-ago expression after a month or day of its sentence; without it,
        that step is skipped).
    ended (Optional[Callable]): n20-: the quarter an expression names by the day it ended on ("the quarter [ended]
        Sept. 30", ``TimemlValues.ended_quarter_at``), or None: such a quarter before the one the report last
        named is the one the report is on, the later one a quarter it looked ahead to ("warned that the fourth
        quarter would be weaker. Net in the quarter ended Sept. 30 ...": 1989-Q3). A fiscal quarter ("the fiscal
        first quarter ... the quarter ended Sept. 29", TimeBank 1989-Q1) keeps its own number.
    RETURNS (List[Timex]): The same list, with the narrowed values (new tuples).
    """
    out: List[Timex] = []
    quarter: re.Match | None = None
    month: re.Match | None = None  # the last month mentioned ("in February")
    dated: Tuple[re.Match, int] | None = None  # m17-: the last month or day mentioned, and its end
    period = False  # m17-: the report has turned from the quarter to the nine months, the first half
    fiscal = False  # n20-: the reported quarter is counted in a fiscal year ("the fiscal first quarter")
    written: Tuple[int, int] | None = None  # n21-: the last year written out after the quarter, and its end
    for i, t in enumerate(timexes):
        value = t.value or ""
        if quarter and not fiscal and ended is not None and text and (q := ended(timexes, i, text)) \
                and q < quarter.group(0) and (m := _QUARTER.match(q)):
            t, quarter, period = t._replace(value=q, years=timex_to_years(q)), m, False  # n20-: "the quarter ended"
        elif mm := _MONTH.match(value):
            t, month = _month_earlier(t, mm, month)
            dated = _month_told(timexes, i, t, text)
        elif dd := _DAY.match(value):
            dated = (dd, t.end)
        elif m := _QUARTER.match(value):
            t, reported = _quarter_step(t, m, quarter)
            written = None  # n21-: a quarter after the written year is what a year-ago expression then counts from
            if reported is not None:
                quarter, period, fiscal = reported, False, bool(_FISCAL.search(t.text))
        elif _YEAR.match(value) and quarter is None:
            t = _a_year_before(t, dated, text)
        elif _YEAR.match(value) and quarter is not None:
            t, written = _year_step(t, timexes[i - 1] if i else None, text, quarter, period, written)
        elif _LONG_PERIOD.match(value) and not _YEAR_AGO.search(t.text):
            period = True
        out.append(t)
    return out


def _year_step(t: Timex, before: Timex | None, text: str | None, quarter: re.Match, period: bool,
               written: Tuple[int, int] | None) -> Tuple[Timex, Tuple[int, int] | None]:
    """A year-valued ``t`` in a report on ``quarter`` (``before``: the expression before it; ``written``: the last
    year written out after the quarter, and its end): ``t`` as read there, and the last year written out after it."""
    if _written_year(t, before, text):
        return t, (int(t.value), t.end)
    back = _after_written_year(t, written, text)
    if back is not None:
        return t._replace(value=back, years=timex_to_years(back)), written
    return _year_in_report(t, quarter, period), written


def _written_year(t: Timex, before: Timex | None, text: str | None) -> bool:
    """n21-: whether year-valued ``t`` is a year written out as the whole period a sentence turns to ("Over the
    whole of 2012, output fell"), not the year of the quarter just named ("the third quarter of 1989")."""
    if text is None or t.text != t.value:  # the year alone ("the 2012 period" is that quarter of 2012)
        return False
    return before is None or not _QUARTER.match(before.value or "") \
        or not _OF_YEAR_GAP.fullmatch(text, before.end, t.start)


def _after_written_year(t: Timex, written: Tuple[int, int] | None, text: str | None) -> str | None:
    """n21-: the year before a year written out earlier in the sentence of year-ago ``t`` (``written``: that year
    and its end), or None: "Over the whole of 2012, output fell 0.5 percent, compared with growth of 1.4 percent a
    year earlier" is 2011, not the quarter the report named before, a year back."""
    if written is None or text is None or not _A_YEAR_BACK.match(t.text):
        return None
    year, end = written
    if int(t.value) not in (year - 1, year) or end > t.start or _SENTENCE_END.search(text, end, t.start + 1):
        return None
    return f"{year - 1:04d}"


def _quarter_step(t: Timex, m: re.Match, quarter: re.Match | None) -> Tuple[Timex, re.Match | None]:
    """A quarter-valued ``t`` (``m``: its value matched by ``_QUARTER``) in a report whose quarter is ``quarter``:
    ``t`` as read there, and ``m`` when ``t`` becomes the quarter the report is on (else None)."""
    if quarter and t.rule in _ANAPHORS:
        return t._replace(value=quarter.group(0), years=timex_to_years(quarter.group(0))), None
    if t.rule in _YEAR_AGO_QUARTER or (t.rule in _PRIOR_QUARTER_RULES and _PRIOR.search(t.text)):
        if quarter:  # counted from the quarter the report is on; it does not become that quarter
            value = _shifted(quarter, 4 if t.rule in _YEAR_AGO_QUARTER else 1)
            t = t._replace(value=value, years=timex_to_years(value))
        return t, None
    if _YEAR_AGO.search(t.text):  # "the year-ago quarter" is no quarter the report is on
        return t, None
    return t, m


def _year_in_report(t: Timex, quarter: re.Match, period: bool) -> Timex:
    """A year-valued ``t`` in a report on ``quarter`` (``period``: the report has turned to the nine months):
    "the 1988 period" that quarter of 1988 (m17-), a year-ago expression the reported quarter a year back, "the
    year" after the fourth quarter of the year before that year."""
    year = int(t.value)
    back = int(quarter.group(1)) - year
    if not period and back in (0, 1) and t.rule in _THE_YEAR_PERIOD:
        return t._replace(value=f"{t.value}-Q{quarter.group(2)}")
    if not period and back in (0, 1) and _YEAR_AGO.search(t.text):
        before = int(quarter.group(1)) - 1  # the reported quarter's year before
        value = f"{before:04d}-Q{quarter.group(2)}"
        return t._replace(value=value) if before == year else t._replace(value=value, years=timex_to_years(value))
    if quarter.group(2) == "4" and t.rule in _THE_YEAR and back == -1:
        return t._replace(value=quarter.group(1), years=timex_to_years(quarter.group(1)))
    return t
