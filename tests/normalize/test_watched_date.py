"""``normalize.watched_date``: a reference date that notes whether any pass read its value."""

from __future__ import annotations

import datetime as _dt

import pytest

from spacy_tempoeval.normalize.watched_date import WatchedDate, was_read, what_was_read

DAY = _dt.date(2021, 3, 4)
OTHER = _dt.date(2020, 1, 1)

READS = {
    "year": lambda w: w.year,
    "month": lambda w: w.month,
    "day": lambda w: w.day,
    "isoformat": lambda w: w.isoformat(),
    "replace": lambda w: w.replace(day=1),
    "weekday": lambda w: w.weekday(),
    "toordinal": lambda w: w.toordinal(),
    "strftime": lambda w: w.strftime("%Y"),
    "timetuple": lambda w: w.timetuple(),
    "eq": lambda w: w == DAY,
    "eq, reflected": lambda w: DAY == w,  # noqa: SIM300  (the plain date on the left, on purpose)
    "ne": lambda w: w != OTHER,
    "lt": lambda w: w < OTHER,
    "lt, reflected": lambda w: OTHER < w,  # noqa: SIM300  (the plain date on the left, on purpose)
    "ge": lambda w: w >= OTHER,
    "hash": lambda w: hash(w),
    "dict key": lambda w: {DAY: 1}.get(w),
    "add": lambda w: w + _dt.timedelta(days=1),
    "radd": lambda w: _dt.timedelta(days=1) + w,
    "sub": lambda w: w - OTHER,
    "rsub": lambda w: OTHER - w,
    "str": lambda w: str(w),
    "repr": lambda w: repr(w).split("(", 1)[1],  # the class name differs, the value does not
    "f-string": lambda w: f"{w}",
    "format": lambda w: format(w, "%d"),
    "max": lambda w: max(w, OTHER),
}


@pytest.mark.parametrize("name", sorted(READS))
def test_every_use_of_the_value_marks_it_read_and_gives_the_plain_result(name):
    watched = WatchedDate.of(DAY)
    assert not was_read(watched)
    got = READS[name](watched)
    assert was_read(watched), name
    expected = READS[name](DAY)
    assert got == expected, name
    if not isinstance(expected, _dt.date):  # a new date may come back as a WatchedDate (a date all the same)
        assert type(got) is type(expected), name


def test_presence_and_type_checks_read_nothing():
    watched = WatchedDate.of(DAY)
    assert watched is not None and isinstance(watched, _dt.date) and not isinstance(watched, _dt.datetime)
    assert bool(watched) and type(watched) is WatchedDate
    stored = [watched, (1, watched)]  # held, passed along: not read
    assert stored[1][1] is watched
    assert not was_read(watched)


def test_a_watched_date_is_a_fresh_copy():
    watched = WatchedDate.of(DAY)
    assert (watched.year, watched.month, watched.day) == (2021, 3, 4)
    assert not was_read(WatchedDate.of(DAY))  # each copy notes its own reads


def test_a_read_of_the_year_alone_is_told_apart():
    watched = WatchedDate.of(DAY)
    assert what_was_read(watched) == "nothing"
    assert watched.year == 2021 and what_was_read(watched) == "year" and was_read(watched)
    assert watched.month == 3 and what_was_read(watched) == "date"
    other = WatchedDate.of(DAY)
    assert other.year - 1 == 2020 and what_was_read(other) == "year"
    assert not other < OTHER  # a comparison reads the whole date
    assert what_was_read(other) == "date"
