"""Holidays as data: the holiday table of a language pack and the date of a holiday in a given year.

Each pack may hold ``rules/data/<lang>/holidays.jsonl``, one holiday a line (``//`` lines are comments)::

    {"id": "thanksgiving", "phrases": ["thanksgiving", "thanksgiving day"], "rule": "4th THU of 11"}

- ``id``: names the holiday (the same id in every pack for the same holiday: ``easter``, ``good_friday``); the
  tagger's rule id for a holiday expression is meant to be this id.
- ``phrases``: how the pack's language writes it, matched case-insensitively with runs of spaces collapsed.
- ``rule``: how to compute its day in a Gregorian year; one of
    - ``MM-DD``: a fixed day (``12-25``);
    - ``<nth> <DAY> of MM``: the 1st-5th or ``last`` weekday of a month (``4th THU of 11``, ``last MON of 05``);
    - ``[<nth>] <DAY> before MM-DD``: the n-th such weekday strictly before a day (Buss- und Bettag ``WED before
      11-23``; the first Sunday of Advent ``4th SUN before 12-25``);
    - ``easter`` / ``orthodox_easter``: Western (Gregorian) or Orthodox Easter Sunday, by ``dateutil.easter``;
    - ``table:<calendar>``: a day of another calendar (Diwali, Lunar New Year, Yom Kippur, Ramadan ...) read from
      the computed table ``rules/data/xx/calendar_dates.jsonl`` (written by ``tools/make_calendar_dates.py``;
      years outside the table have no date);
  followed by an optional offset in days: ``easter+1`` (Easter Monday), ``4th THU of 11 +1`` (Black Friday).
- optional ``until``: a second rule for holidays that last several days ("Semana Santa": ``easter-7`` until
  ``easter``); optional ``region`` and ``comment`` (free text).

The module is pure: it reads the tables and computes dates. The tagger uses it through the generated rules
``rules/data/<lang>/everyday_holidays.jsonl`` (``tools/make_holiday_rules.py``) and ``normalize.holiday_values``.
"""

from __future__ import annotations

import datetime as _dt
import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, Iterable, List, Tuple

from dateutil.easter import EASTER_ORTHODOX, EASTER_WESTERN, easter

from ..errors import Errors, RuleFileError, UnknownNameError
from ..util.jsonl import LineProblem, iter_jsonl_bytes

DATA_DIR = Path(__file__).resolve().parent.parent / "rules" / "data"
HOLIDAY_FILE = "holidays.jsonl"
CALENDAR_FILE = DATA_DIR / "xx" / "calendar_dates.jsonl"

WEEKDAYS = {"MON": 0, "TUE": 1, "WED": 2, "THU": 3, "FRI": 4, "SAT": 5, "SUN": 6}
ORDINALS = {"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "last": -1}
_DAY = "(?P<wd>MON|TUE|WED|THU|FRI|SAT|SUN)"
_OFFSET = r"(?:\s*(?P<off>[+-]\d{1,3}))?"
_RULES = {
    "fixed": re.compile(rf"^(?P<m>\d{{2}})-(?P<d>\d{{2}}){_OFFSET}$"),
    "nth": re.compile(rf"^(?P<n>1st|2nd|3rd|4th|5th|last) {_DAY} of (?P<m>\d{{2}}){_OFFSET}$"),
    "before": re.compile(
        rf"^(?:(?P<n>1st|2nd|3rd|4th|5th|6th) )?{_DAY} before (?P<m>\d{{2}})-(?P<d>\d{{2}}){_OFFSET}$"),
    "easter": re.compile(rf"^(?P<name>easter|orthodox_easter){_OFFSET}$"),
    "table": re.compile(rf"^table:(?P<name>[a-z][a-z0-9_]*){_OFFSET}$"),
}
_FIELDS = {"id", "phrases", "rule", "until", "region", "comment"}
_ID = re.compile(r"^[a-z][a-z0-9_]*$")
# dateutil's Gregorian Easter is defined from 1583 (the first full Gregorian year) to 4099
EASTER_YEARS = (1583, 4099)

CalendarDates = Dict[str, Dict[int, Tuple[str, ...]]]


@dataclass(frozen=True)
class DateRule:
    """A parsed ``rule``: ``kind`` is "fixed", "nth", "before", "easter" or "table"."""

    text: str
    kind: str
    month: int = 0
    day: int = 0
    n: int = 0
    weekday: int = 0
    name: str = ""
    offset: int = 0


@dataclass(frozen=True)
class Holiday:
    """One holiday of a table.

    id (str): The holiday's id (``thanksgiving``).
    phrases (Tuple[str, ...]): Its phrases, lower-cased.
    rule (DateRule): How its (first) day is computed.
    until (Optional[DateRule]): How its last day is computed, for holidays of several days.
    region (Optional[str]): Where it is observed so, when that matters ("US", "ES").
    """

    id: str
    phrases: Tuple[str, ...]
    rule: DateRule
    until: DateRule | None = None
    region: str | None = None


def normalize_phrase(text: str) -> str:
    """The form phrases are compared in: lower case, typographic apostrophes straightened, spaces collapsed."""
    return " ".join(text.replace("\u2019", "'").lower().split())


def parse_rule(text: str) -> DateRule:
    """Parse a ``rule`` (or ``until``) string.

    text (str): The rule, e.g. "4th THU of 11", "easter+1", "table:diwali".
    RETURNS (DateRule): The parsed rule.
    RAISES (ValueError): When the text is not a rule; the loader turns this into [E231] with file and line.
    """
    for kind, pattern in _RULES.items():
        m = pattern.match(text.strip()) if isinstance(text, str) else None
        if m:
            g = m.groupdict()
            rule = DateRule(text=text, kind=kind, month=int(g.get("m") or 0), day=int(g.get("d") or 0),
                            n=ORDINALS[g.get("n") or "1st"], weekday=WEEKDAYS[g.get("wd") or "MON"],
                            name=g.get("name") or "", offset=int(g.get("off") or 0))
            _check_month_day(rule)
            return rule
    raise ValueError(  # internal: read_holidays reports it as E231 with file, line and field
        f"{text!r} is not a rule: expected MM-DD, '<1st..5th|last> <MON..SUN> of MM', '[<nth>] <DAY> before MM-DD', "
        "easter, orthodox_easter or table:<calendar>, each with an optional offset in days (+1, -2)")


def _check_month_day(rule: DateRule) -> None:
    if rule.kind in ("fixed", "nth", "before") and not 1 <= rule.month <= 12:
        raise ValueError(f"{rule.text!r}: month {rule.month} is not 1-12")  # internal: reported as E231
    if rule.kind in ("fixed", "before"):
        try:
            _dt.date(2000, rule.month, rule.day)  # a leap year, so 02-29 is accepted
        except ValueError:
            # internal: reported as E231
            raise ValueError(f"{rule.text!r}: {rule.month:02d}-{rule.day:02d} is not a day of the year") from None


def _fixed(rule: DateRule, year: int, _tables: CalendarDates) -> List[_dt.date]:
    try:
        return [_dt.date(year, rule.month, rule.day)]
    except ValueError:  # 02-29 in a common year
        return []


def _nth(rule: DateRule, year: int, _tables: CalendarDates) -> List[_dt.date]:
    if rule.n > 0:
        first = _dt.date(year, rule.month, 1)
        day = first + _dt.timedelta(days=(rule.weekday - first.weekday()) % 7 + 7 * (rule.n - 1))
        return [day] if day.month == rule.month else []  # no 5th Monday this month
    following = _dt.date(year + (rule.month == 12), rule.month % 12 + 1, 1)
    last = following - _dt.timedelta(days=1)
    return [last - _dt.timedelta(days=(last.weekday() - rule.weekday) % 7)]


def _before(rule: DateRule, year: int, _tables: CalendarDates) -> List[_dt.date]:
    limit = _dt.date(year, rule.month, rule.day) - _dt.timedelta(days=1)
    latest = limit - _dt.timedelta(days=(limit.weekday() - rule.weekday) % 7)
    return [latest - _dt.timedelta(weeks=rule.n - 1)]


def _easter(rule: DateRule, year: int, _tables: CalendarDates) -> List[_dt.date]:
    if not EASTER_YEARS[0] <= year <= EASTER_YEARS[1]:
        return []
    return [easter(year, EASTER_ORTHODOX if rule.name == "orthodox_easter" else EASTER_WESTERN)]


def _table(rule: DateRule, year: int, tables: CalendarDates) -> List[_dt.date]:
    return [_dt.date(year, int(md[:2]), int(md[3:])) for md in tables.get(rule.name, {}).get(year, ())]


_COMPUTE = {"fixed": _fixed, "nth": _nth, "before": _before, "easter": _easter, "table": _table}


def rule_dates(rule: DateRule, year: int, tables: CalendarDates | None = None) -> List[_dt.date]:
    """The days a rule gives in a Gregorian year (offset applied), in order.

    rule (DateRule): The parsed rule.
    year (int): The year, 1-9999.
    tables (Optional[CalendarDates]): The computed calendar tables; default: the package's.
    RETURNS (List[date]): Usually one day; none when the rule has no day that year (a 5th weekday the month
        lacks, 02-29 in a common year, Easter outside 1583-4099, a year outside a calendar table); two when a
        calendar's holiday falls twice in one Gregorian year (Eid al-Fitr 2000).
    """
    if not 1 <= year <= 9999:
        return []
    days = _COMPUTE[rule.kind](rule, year, load_calendar_dates() if tables is None else tables)
    try:
        return [d + _dt.timedelta(days=rule.offset) for d in days]
    except OverflowError:  # an offset past 9999-12-31
        return []


def holiday_dates(holiday: Holiday, year: int, tables: CalendarDates | None = None) -> List[_dt.date]:
    """The (first) days of a holiday in a year; see ``rule_dates``."""
    return rule_dates(holiday.rule, year, tables)


def holiday_date(holiday: Holiday, year: int, tables: CalendarDates | None = None) -> _dt.date | None:
    """The day of a holiday in a year (the first, if it falls twice), or None when it has none that year."""
    days = holiday_dates(holiday, year, tables)
    return days[0] if days else None


def holiday_span(holiday: Holiday, year: int, tables: CalendarDates | None = None
                 ) -> Tuple[_dt.date, _dt.date] | None:
    """First and last day of the holiday starting in ``year`` (the same day twice without ``until``), or None."""
    start = holiday_date(holiday, year, tables)
    if start is None or holiday.until is None:
        return None if start is None else (start, start)
    ends = [d for y in (year, year + 1) for d in rule_dates(holiday.until, y, tables) if d >= start]
    return (start, ends[0]) if ends else None


def resolve(holiday: Holiday, reference: _dt.date, prefer: str = "nearest",
            tables: CalendarDates | None = None) -> _dt.date | None:
    """The occurrence of a holiday that an expression without a year means, seen from ``reference``.

    holiday (Holiday): The holiday.
    reference (date): The reference day (an occurrence on that day counts as both past and future).
    prefer (str): "future" (the first on or after the reference), "past" (the last on or before it) or
        "nearest" (the closer of the two; a tie goes to the past one, as in ``normalize.resolve``), as the
        component's ``prefer``.
    RETURNS (Optional[date]): The day, or None when no year around the reference has one.
    """
    days = sorted(d for y in (reference.year - 1, reference.year, reference.year + 1)
                  for d in holiday_dates(holiday, y, tables))
    after = [d for d in days if d >= reference]
    before = [d for d in days if d <= reference]
    if prefer == "future" or not before:
        return after[0] if after and prefer != "past" else None
    if prefer == "past" or not after:
        return before[-1]
    return before[-1] if reference - before[-1] <= after[0] - reference else after[0]


def timex_value(holiday: Holiday, year: int, tables: CalendarDates | None = None) -> str | None:
    """The TIMEX3 value of the holiday in a year: ``2013-11-28``, or ``2013-03-24/2013-03-31`` with ``until``."""
    span = holiday_span(holiday, year, tables)
    if span is None:
        return None
    start, end = span
    return start.isoformat() if start == end else f"{start.isoformat()}/{end.isoformat()}"


class HolidayTable:
    """The holidays of one file, looked up by id or phrase.

    holidays (Iterable[Holiday]): The entries, ids and phrases unique.
    source (str): Where they were read from (for messages).
    """

    def __init__(self, holidays: Iterable[Holiday], source: str = "<holidays>") -> None:
        self.source = source
        self._by_id: Dict[str, Holiday] = {}
        self._by_phrase: Dict[str, Holiday] = {}
        for holiday in holidays:
            self._by_id[holiday.id] = holiday
            for phrase in holiday.phrases:
                self._by_phrase[phrase] = holiday

    def __len__(self) -> int:
        return len(self._by_id)

    def __iter__(self):
        return iter(self._by_id.values())

    def __contains__(self, holiday_id: object) -> bool:
        return holiday_id in self._by_id

    def get(self, holiday_id: str) -> Holiday:
        """The holiday with this id. RAISES (UnknownNameError): [E232] for an unknown id."""
        try:
            return self._by_id[holiday_id]
        except KeyError:
            raise UnknownNameError(Errors.E232.format(kind="holiday id", name=holiday_id, source=self.source,
                                                      known=", ".join(sorted(self._by_id)[:12]) + " ...")) from None

    def match(self, phrase: str) -> Holiday | None:
        """The holiday a phrase names ("Easter Monday", "xmas eve"), compared as ``normalize_phrase``, or None."""
        return self._by_phrase.get(normalize_phrase(phrase))

    def phrases(self) -> Dict[str, str]:
        """Every phrase with the id of its holiday (what a HOLIDAY macro of the rule files would list)."""
        return {phrase: holiday.id for phrase, holiday in self._by_phrase.items()}


def _line_problem(path: str, problem: LineProblem) -> RuleFileError:
    return RuleFileError(Errors.E230.format(reason=problem.reason), path=path, line=problem.line)


def _entry_error(path: str, line: int, field: str, reason: str) -> RuleFileError:
    return RuleFileError(Errors.E231.format(reason=reason), path=path, line=line, field=field)


def _check_fields(value: Dict[str, Any], path: str, line: int) -> None:
    for field in ("id", "phrases", "rule"):
        if field not in value:
            raise _entry_error(path, line, field, "is missing (an entry needs id, phrases and rule)")
    unknown = sorted(set(value) - _FIELDS)
    if unknown:
        raise _entry_error(path, line, unknown[0], f"is not a field of a holiday entry (fields: {sorted(_FIELDS)})")
    if not isinstance(value["id"], str) or not _ID.match(value["id"]):
        raise _entry_error(path, line, "id", f"{value['id']!r} is not an id (lower-case letters, digits, _)")
    phrases = value["phrases"]
    if not isinstance(phrases, list) or not phrases or not all(isinstance(p, str) and p.strip() for p in phrases):
        raise _entry_error(path, line, "phrases", "must be a non-empty list of non-empty strings")
    for field in ("region", "comment"):
        if field in value and not isinstance(value[field], str):
            raise _entry_error(path, line, field, "must be a string")


def _parse_entry(value: Dict[str, Any], path: str, line: int, tables: CalendarDates) -> Holiday:
    _check_fields(value, path, line)
    rules = {}
    for field in ("rule", "until"):
        if field not in value:
            continue
        try:
            rules[field] = parse_rule(value[field])
        except ValueError as err:
            raise _entry_error(path, line, field, str(err)) from None
        if rules[field].kind == "table" and rules[field].name not in tables:
            raise _entry_error(path, line, field, f"there is no computed calendar {rules[field].name!r} in "
                               f"{CALENDAR_FILE.name} (known: {', '.join(sorted(tables))})")
    phrases = tuple(dict.fromkeys(normalize_phrase(p) for p in value["phrases"]))
    return Holiday(id=value["id"], phrases=phrases, rule=rules["rule"], until=rules.get("until"),
                   region=value.get("region"))


def parse_holidays(data: bytes, source: str, tables: CalendarDates | None = None) -> HolidayTable:
    """Read and validate a holiday table from JSONL bytes.

    data (bytes): The file's bytes.
    source (str): Its path, for messages.
    tables (Optional[CalendarDates]): The calendar tables ``table:`` rules may name; default: the package's.
    RETURNS (HolidayTable): The table.
    RAISES (RuleFileError): [E230] for a line that is not a JSON object, [E231] for a bad entry (missing or unknown
        field, a bad id, phrase list or rule, an unknown calendar, an id or a phrase given twice); each names the
        file, the line and the field.
    """
    tables = load_calendar_dates() if tables is None else tables
    holidays: List[Holiday] = []
    seen_ids: Dict[str, int] = {}
    seen_phrases: Dict[str, int] = {}
    for line, value in iter_jsonl_bytes(data, comments=True):
        if isinstance(value, LineProblem):
            raise _line_problem(source, value)
        holiday = _parse_entry(value, source, line, tables)
        if holiday.id in seen_ids:
            raise _entry_error(source, line, "id", f"{holiday.id!r} is already the id of line {seen_ids[holiday.id]}")
        seen_ids[holiday.id] = line
        for phrase in holiday.phrases:
            if phrase in seen_phrases:
                raise _entry_error(source, line, "phrases",
                                   f"{phrase!r} is already a phrase of line {seen_phrases[phrase]}")
            seen_phrases[phrase] = line
        holidays.append(holiday)
    return HolidayTable(holidays, source)


def read_holidays(path: Path | str, tables: CalendarDates | None = None) -> HolidayTable:
    """Read and validate a holiday table file (see ``parse_holidays``)."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as err:
        raise RuleFileError(Errors.E230.format(reason=f"cannot be read ({err.strerror})"), path=str(p)) from None
    return parse_holidays(data, str(p), tables)


@functools.cache
def load_holidays(lang: str) -> HolidayTable:
    """The built-in holiday table of a language pack (``rules/data/<lang>/holidays.jsonl``), read once.

    RAISES (UnknownNameError): [E232] when the pack has no holiday table.
    """
    path = DATA_DIR / lang / HOLIDAY_FILE if re.fullmatch(r"[a-z]{2,3}", str(lang)) else None
    if path is None or not path.is_file():
        known = sorted(p.parent.name for p in DATA_DIR.glob(f"*/{HOLIDAY_FILE}"))
        raise UnknownNameError(Errors.E232.format(kind="holiday table for language", name=lang,
                                                  source=str(DATA_DIR), known=", ".join(known)))
    return read_holidays(path)


def parse_calendar_dates(data: bytes, source: str) -> CalendarDates:
    """Read the computed calendar table (``{"calendar", "source", "dates": {"YYYY": ["MM-DD", ...]}}`` lines).

    RAISES (RuleFileError): [E230] for an unreadable line, [E231] for a malformed entry (file, line, field).
    """
    out: CalendarDates = {}
    for line, value in iter_jsonl_bytes(data, comments=True):
        if isinstance(value, LineProblem):
            raise _line_problem(source, value)
        name, dates = value.get("calendar"), value.get("dates")
        if not isinstance(name, str) or not _ID.match(name):
            raise _entry_error(source, line, "calendar", f"{name!r} is not a calendar name")
        if not isinstance(dates, dict):
            raise _entry_error(source, line, "dates", "must be an object of years to lists of MM-DD days")
        out[name] = {}
        for year, days in dates.items():
            if not re.fullmatch(r"\d{4}", year) or not isinstance(days, list) or not all(
                    isinstance(d, str) and _RULES["fixed"].match(d) for d in days):
                raise _entry_error(source, line, "dates", f"year {year!r}: expected \"YYYY\": [\"MM-DD\", ...]")
            out[name][int(year)] = tuple(days)
    return out


@functools.cache
def load_calendar_dates(path: str | None = None) -> CalendarDates:
    """The package's computed calendar table (``rules/data/xx/calendar_dates.jsonl``), read once."""
    p = Path(path) if path else CALENDAR_FILE
    return parse_calendar_dates(p.read_bytes(), str(p))
