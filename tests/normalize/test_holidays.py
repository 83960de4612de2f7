"""Holidays as data (issue 20): the holiday tables of the en/es/de packs, their loader and the date computations.

``spacy_tempoeval.normalize.holidays`` is pure and not wired into the tagger yet; these tests check the dates it
computes (against known dates and against the labels of the everyday set, which were computed independently in
``benchmarks/data/make_everyday.py``) and that bad table entries are refused with a coded error naming the file,
the line and the field.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from spacy_tempoeval.errors import RuleFileError, UnknownNameError
from spacy_tempoeval.normalize import holidays as H
from spacy_tempoeval.rules.files import BUILTIN_FILES

D = dt.date
REF = D(2013, 2, 12)
EVERYDAY = Path(__file__).resolve().parents[2] / "benchmarks" / "data"


def day(lang: str, phrase: str, year: int) -> dt.date | None:
    holiday = H.load_holidays(lang).match(phrase)
    assert holiday is not None, f"{phrase!r} is not in the {lang} table"
    return H.holiday_date(holiday, year)


@pytest.mark.parametrize("lang,phrase,year,expected", [
    ("en", "Easter", 2013, D(2013, 3, 31)),
    ("en", "Thanksgiving", 2013, D(2013, 11, 28)),
    ("en", "MLK Day", 2013, D(2013, 1, 21)),
    ("en", "Pentecost", 2013, D(2013, 5, 19)),
    ("en", "Easter Monday", 2013, D(2013, 4, 1)),
    ("en", "Easter Monday", 2019, D(2019, 4, 22)),
    ("en", "Black Friday", 2013, D(2013, 11, 29)),
    ("en", "Cyber Monday", 2013, D(2013, 12, 2)),
    ("en", "Memorial Day", 2013, D(2013, 5, 27)),  # last Monday of May
    ("en", "Labor Day", 2014, D(2014, 9, 1)),
    ("en", "Election Day", 2016, D(2016, 11, 8)),  # Nov 1 2016 is a Tuesday: the first Monday is Nov 7
    ("en", "Victoria Day", 2013, D(2013, 5, 20)),  # the Monday before May 25
    ("en", "Orthodox Easter", 2013, D(2013, 5, 5)),
    ("en", "Mardi Gras", 2013, D(2013, 2, 12)),
    ("en", "xmas eve", 2013, D(2013, 12, 24)),
    ("es", "el Viernes Santo", 2013, D(2013, 3, 29)),
    ("es", "el Día de Reyes", 2014, D(2014, 1, 6)),
    ("es", "Pentecostés", 2020, D(2020, 5, 31)),
    ("de", "Buß- und Bettag", 2013, D(2013, 11, 20)),
    ("de", "Buß- und Bettag", 2017, D(2017, 11, 22)),  # Nov 23 2017 is a Thursday
    ("de", "ersten Advent", 2013, D(2013, 12, 1)),
    ("de", "ersten Advent", 2016, D(2016, 11, 27)),  # Christmas on a Sunday: Advent starts four Sundays before
    ("de", "Pfingstmontag", 2013, D(2013, 5, 20)),
    ("de", "Rosenmontag", 2014, D(2014, 3, 3)),
    ("de", "Tag der Deutschen Einheit", 2013, D(2013, 10, 3)),
])
def test_known_dates(lang, phrase, year, expected):
    assert day(lang, phrase, year) == expected


@pytest.mark.parametrize("phrase,year,expected", [
    ("Diwali", 2013, D(2013, 11, 3)), ("Chinese New Year", 2014, D(2014, 1, 31)),
    ("Yom Kippur", 2013, D(2013, 9, 14)), ("Vesak", 2013, D(2013, 5, 24)),
    ("the first day of Ramadan", 2013, D(2013, 7, 9)), ("Eid al-Fitr", 2013, D(2013, 8, 8)),
])
def test_other_calendars_from_the_computed_table(phrase, year, expected):
    assert day("en", phrase, year) == expected


def test_years_without_a_date():
    diwali = H.load_holidays("en").get("diwali")
    assert H.holiday_date(diwali, 1990) is None  # outside the computed table: unknown, not guessed
    assert H.holiday_date(H.load_holidays("en").get("easter"), 1500) is None  # before the Gregorian calendar
    assert H.holiday_date(H.load_holidays("en").get("easter"), 0) is None
    fifth = H.Holiday(id="x", phrases=("x",), rule=H.parse_rule("5th MON of 02"))
    assert H.holiday_date(fifth, 2013) is None and H.holiday_date(fifth, 2016) == D(2016, 2, 29)
    leap = H.Holiday(id="y", phrases=("y",), rule=H.parse_rule("02-29"))
    assert H.holiday_date(leap, 2013) is None and H.holiday_date(leap, 2012) == D(2012, 2, 29)


def test_a_holiday_can_fall_twice_in_one_year():
    eid = H.load_holidays("en").get("eid_al_fitr")
    assert H.holiday_dates(eid, 2000) == [D(2000, 1, 8), D(2000, 12, 27)]


@pytest.mark.parametrize("prefer,expected", [
    ("future", D(2014, 1, 20)), ("past", D(2013, 1, 21)), ("nearest", D(2013, 1, 21)),
])
def test_resolve_by_prefer(prefer, expected):
    assert H.resolve(H.load_holidays("en").get("mlk_day"), REF, prefer) == expected


def test_resolve_on_the_day_and_nearest_across_the_new_year():
    table = H.load_holidays("en")
    assert H.resolve(table.get("shrove_tuesday"), REF, "future") == REF == H.resolve(
        table.get("shrove_tuesday"), REF, "past")
    assert H.resolve(table.get("new_years_day"), D(2013, 12, 20), "nearest") == D(2014, 1, 1)
    assert H.resolve(table.get("christmas"), D(2014, 1, 2), "nearest") == D(2013, 12, 25)
    # a tie goes to the past, as normalize.resolve does for "March" or "Friday"
    ref = D(2016, 6, 25)
    assert ref - D(2015, 12, 25) == D(2016, 12, 25) - ref
    assert H.resolve(table.get("christmas"), ref, "nearest") == D(2015, 12, 25)


def test_timex_values_with_until():
    es = H.load_holidays("es")
    assert H.timex_value(es.match("Semana Santa"), 2013) == "2013-03-24/2013-03-31"
    assert H.timex_value(es.match("Navidad"), 2013) == "2013-12-25"


def test_phrases_match_case_and_apostrophes():
    en = H.load_holidays("en")
    assert en.match("  VALENTINE\u2019S   day ").id == "valentines_day"
    assert en.match("Valentine") is None
    assert en.phrases()["xmas"] == "christmas"


def test_same_holiday_same_id_in_every_pack():
    ids = {lang: {h.id for h in H.load_holidays(lang)} for lang in ("en", "es", "de")}
    for shared in ("easter", "good_friday", "easter_monday", "pentecost", "christmas", "christmas_eve",
                   "new_years_eve", "thanksgiving", "lunar_new_year"):
        assert all(shared in found for found in ids.values()), shared


def test_every_pack_entry_has_dates_from_2000_to_2030():
    """Every rule of every pack computes a day in each year its source covers (no entry is dead data)."""
    for lang in ("en", "es", "de"):
        for holiday in H.load_holidays(lang):
            first = 2001 if holiday.rule.name in ("diwali", "holi") else 2000
            missing = [y for y in range(first, 2031) if not H.holiday_dates(holiday, y)]
            allowed = {2002, 2011} if holiday.rule.name == "holi" else set()  # not in the holidays library
            assert set(missing) <= allowed, (lang, holiday.id, missing)


def test_agrees_with_the_everyday_set():
    """The everyday set's holiday labels (computed independently by make_everyday.py) match the module."""
    checked = 0
    for lang in ("en", "es", "de"):
        table = H.load_holidays(lang)
        for line in (EVERYDAY / f"everyday_{lang}.jsonl").read_text(encoding="utf8").splitlines():
            rec = json.loads(line)
            if not rec["category"].startswith("holiday_") or "/" in rec["value"]:
                continue
            words = rec["expr"].split()
            year = int(words[-1]) if words[-1].isdigit() else None
            phrase = " ".join(words[:-1] if year else words)
            phrase = phrase[:-3] if year and phrase.endswith(" de") else phrase  # "la Navidad de 2010"
            holiday = table.match(phrase)
            if holiday is None:
                continue  # "the last Monday of March": a calendar expression, not a holiday name
            got = H.holiday_date(holiday, year) if year else H.resolve(holiday, REF, "future")
            assert got and got.isoformat() == rec["value"], (lang, rec["expr"], got, rec["value"])
            checked += 1
    assert checked >= 120


def test_the_rule_loader_does_not_read_holiday_tables():
    """The tables are not wired in yet: the built-in rule files are unchanged, so tagging is unchanged."""
    assert H.HOLIDAY_FILE not in BUILTIN_FILES and "calendar_dates.jsonl" not in BUILTIN_FILES


# -- the loader's errors ----------------------------------------------------------------------------------------
GOOD = '{"id": "easter", "phrases": ["easter"], "rule": "easter"}'


def parse(*lines: str) -> H.HolidayTable:
    return H.parse_holidays("\n".join(lines).encode("utf8"), "pack/holidays.jsonl")


@pytest.mark.parametrize("line,field,words", [
    ('{"phrases": ["x"], "rule": "01-01"}', "id", "missing"),
    ('{"id": "X y", "phrases": ["x"], "rule": "01-01"}', "id", "not an id"),
    ('{"id": "x", "phrases": [], "rule": "01-01"}', "phrases", "non-empty list"),
    ('{"id": "x", "phrases": "x", "rule": "01-01"}', "phrases", "non-empty list"),
    ('{"id": "x", "phrases": ["x"]}', "rule", "missing"),
    ('{"id": "x", "phrases": ["x"], "rule": "13-01"}', "rule", "month 13"),
    ('{"id": "x", "phrases": ["x"], "rule": "02-30"}', "rule", "not a day of the year"),
    ('{"id": "x", "phrases": ["x"], "rule": "4th THURSDAY of 11"}', "rule", "is not a rule"),
    ('{"id": "x", "phrases": ["x"], "rule": 1225}', "rule", "is not a rule"),
    ('{"id": "x", "phrases": ["x"], "rule": "table:mayan"}', "rule", "no computed calendar 'mayan'"),
    ('{"id": "x", "phrases": ["x"], "rule": "easter", "until": "soon"}', "until", "is not a rule"),
    ('{"id": "x", "phrases": ["x"], "rule": "easter", "date": "x"}', "date", "not a field"),
    ('{"id": "x", "phrases": ["x"], "rule": "easter", "region": 1}', "region", "must be a string"),
])
def test_bad_entries_name_file_line_and_field(line, field, words):
    with pytest.raises(RuleFileError) as info:
        parse("// a comment", GOOD, line)
    err = info.value
    assert err.code == "E231" and err.line == 3 and err.field == field and err.path == "pack/holidays.jsonl"
    assert words in str(err) and "pack/holidays.jsonl, line 3" in str(err)


def test_duplicates_are_refused():
    with pytest.raises(RuleFileError) as info:
        parse(GOOD, GOOD.replace('"easter"]', '"pascha"]'))
    assert info.value.code == "E231" and info.value.field == "id" and "line 1" in str(info.value)
    with pytest.raises(RuleFileError) as info:
        parse(GOOD, '{"id": "e2", "phrases": ["Easter "], "rule": "easter"}')
    assert info.value.field == "phrases" and info.value.line == 2


def test_unreadable_lines_and_files():
    with pytest.raises(RuleFileError) as info:
        parse(GOOD, '{"id": "x",')
    assert info.value.code == "E230" and info.value.line == 2
    with pytest.raises(RuleFileError) as info:
        parse("[1, 2]")
    assert info.value.code == "E230" and info.value.line == 1
    with pytest.raises(RuleFileError) as info:
        H.read_holidays("/nonexistent/holidays.jsonl")
    assert info.value.code == "E230" and "/nonexistent/holidays.jsonl" in str(info.value)


def test_unknown_language_and_id():
    with pytest.raises(UnknownNameError) as info:
        H.load_holidays("xx")
    assert info.value.code == "E232" and "de, en, es" in str(info.value)
    with pytest.raises(UnknownNameError) as info:
        H.load_holidays("en").get("festivus")
    assert info.value.code == "E232"


def test_bad_calendar_table_entries():
    with pytest.raises(RuleFileError) as info:
        H.parse_calendar_dates(b'{"calendar": "x", "dates": {"2013": ["11-3"]}}', "cal.jsonl")
    assert info.value.code == "E231" and info.value.field == "dates" and info.value.line == 1
    with pytest.raises(RuleFileError) as info:
        H.parse_calendar_dates(b'{"calendar": "X!", "dates": {}}', "cal.jsonl")
    assert info.value.field == "calendar"
