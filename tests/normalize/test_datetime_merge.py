"""The one date+time combination step (issue 20 item 3, issue 19 item 2): ``normalize.datetime_merge``."""

from __future__ import annotations

import datetime as dt

import pytest

from spacy_tempoeval.normalize.datetime_merge import DateTimeMerger
from spacy_tempoeval.normalize.timexes import TaggerSettings, Timex
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger
from spacy_tempoeval.yearset import YearSet

REF = dt.date(2013, 2, 12)
NOW = dt.datetime(2013, 2, 12, 4, 30)


@pytest.fixture(scope="module")
def taggers():
    return {lang: TemporalTagger(builtin_rules(lang), TaggerSettings(prefer="future")) for lang in ("en", "es", "de")}


@pytest.mark.parametrize("lang,text,span,value", [
    ("en", "Let's meet Friday at 3 pm.", "Friday at 3 pm", "2013-02-15T15:00"),
    ("en", "The party is 3 pm on Friday.", "3 pm on Friday", "2013-02-15T15:00"),
    ("en", "It is March 3rd at 2pm.", "March 3rd at 2pm", "2013-03-03T14:00"),
    # x19-: a bare hour 1-6 after a day is read in the afternoon (PM_BARE_HOURS; was 05:00)
    ("en", "Call me tomorrow at 5.", "tomorrow at 5", "2013-02-13T17:00"),
    ("en", "Call me tomorrow at 9.", "tomorrow at 9", "2013-02-13T09:00"),
    ("en", "Dinner tonight at 8.", "tonight at 8", "2013-02-12T20:00"),
    ("en", "Dinner at 8 tonight.", "8 tonight", "2013-02-12T20:00"),
    ("en", "Flight Friday 5pm.", "Friday 5pm", "2013-02-15T17:00"),
    ("en", "Kickoff Thursday 8h GMT.", "Thursday 8h", "2013-02-14T08:00"),
    ("es", "Quedamos el viernes a las 3.", "el viernes a las 3", "2013-02-15T03:00"),
    ("es", "Cita el 20 de febrero a las 9:30.", "20 de febrero a las 9:30", "2013-02-20T09:30"),
    ("de", "Treffen Donnerstag um 8 Uhr.", "Donnerstag um 8 Uhr", "2013-02-14T08:00"),
    ("de", "Essen heute Abend um 8.", "heute Abend um 8", "2013-02-12T20:00"),
])
def test_a_day_and_its_time_are_one_expression(taggers, lang, text, span, value):
    found = [(t.text, t.value) for t in taggers[lang].tag(text, REF, reference_time=NOW)]
    assert any(span in s and v == value for s, v in found), found
    assert not any(s != t and span.startswith(s) for s, _ in found for t in [x for x, _ in found if span in x])


def test_the_merged_expression_keeps_both_rules_and_the_days_years(taggers):
    (t,) = taggers["en"].tag("Friday at 3 pm", REF, reference_time=NOW)
    assert t.label == "TIME" and "+" in t.rule and t.years == YearSet([2013])


@pytest.mark.parametrize("text", ["Friday. At 3 pm we left.", "Friday and 3 pm", "Friday at 5 percent"])
def test_no_merge_across_other_words(taggers, text):
    assert not any("Friday" in t.text and "T" in t.value for t in taggers["en"].tag(text, REF, reference_time=NOW))


def test_a_pack_without_the_words_merges_nothing():
    merger = DateTimeMerger(frozenset(), frozenset(), frozenset(), frozenset())
    day = Timex(0, 6, "Friday", "DATE", "2013-02-15", None, "rel_weekday", YearSet([2013]))
    time = Timex(7, 11, "3 pm", "TIME", "2013-02-15T15:00", None, "time_ampm", YearSet([2013]))
    assert not merger.active
    assert merger.merge([day, time], "Friday,3 pm") == [day, time]
