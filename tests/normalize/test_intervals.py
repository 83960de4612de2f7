"""Intervals with both ends (issue 20 item 4): ``normalize.intervals`` under the rag convention."""

from __future__ import annotations

import datetime as dt

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger
from spacy_tempoeval.yearset import YearSet

REF = dt.date(2013, 2, 12)
NOW = dt.datetime(2013, 2, 12, 4, 30)


@pytest.fixture(scope="module")
def taggers():
    out = {lang: TemporalTagger(builtin_rules(lang), TaggerSettings(prefer="future")) for lang in ("en", "es", "de")}
    out["timeml"] = TemporalTagger(builtin_rules("en"), TaggerSettings(prefer="future", convention="timeml"))
    return out


def values(taggers, lang, text):
    return [t.value for t in taggers[lang].tag(text, REF, reference_time=NOW)]


@pytest.mark.parametrize("lang,text,expected", [
    ("en", "Out of office Aug 8 - Aug 12.", "2013-08-08/2013-08-12"),
    ("en", "Closed from March 3 to March 7.", "2013-03-03/2013-03-07"),
    ("en", "Vacation June 10-14.", "2013-06-10/2013-06-14"),
    ("en", "Booked from the 13th to the 15th of July.", "2013-07-13/2013-07-15"),
    ("en", "The meeting is 3-4pm.", "2013-02-12T15:00/2013-02-12T16:00"),
    ("en", "Open between 2 and 4 pm.", "2013-02-12T14:00/2013-02-12T16:00"),
    ("en", "Support from 3:30 to 6 PM.", "2013-02-12T15:30/2013-02-12T18:00"),
    ("en", "Staffed from May to July.", "2013-05/2013-07"),
    ("es", "Cerrado del 13 al 15 de julio.", "2013-07-13/2013-07-15"),
    ("de", "Urlaub vom 13. bis 15. Juli.", "2013-07-13/2013-07-15"),
])
def test_an_interval_is_one_expression_with_both_ends(taggers, lang, text, expected):
    assert expected in values(taggers, lang, text)


@pytest.mark.parametrize("text", ["We met in May and July.", "The score was 3-4.", "Visits in 2019 and 2021."])
def test_no_interval_without_a_range(taggers, text):
    assert not any("/" in v and v.count("-") > 2 for v in values(taggers, "en", text))


def test_years_of_both_ends_and_timeml_keeps_two_expressions(taggers):
    (t,) = taggers["en"].tag("from Dec 30 to Jan 2", REF, reference_time=NOW)
    assert t.value == "2013-12-30/2014-01-02" and t.years == YearSet([2013, 2014])
    assert [x.value for x in taggers["timeml"].tag("Aug 8 - Aug 12", REF, reference_time=NOW)] == [
        "2013-08-08", "2013-08-12"]
