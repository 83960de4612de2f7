"""TIMEX3 values and extents under ``convention="timeml"``, round 9 (issue 19): news written as the TempEval-3 test
set's 2013 articles are (rule ids ``n9-``). Sentences are written for these tests; none comes from the gold
corpora."""

from __future__ import annotations

import datetime as dt

from timeml_news import spans, timeml_tagger, values

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

DAY = dt.date(2013, 3, 22)  # a Friday


def test_two_number_words_are_two_numbers():
    # "two four-year terms": a count of four-year terms, not a six-year duration; "twenty-four" stays one number
    tagger = timeml_tagger()
    assert values(tagger, "He served two four-year terms as governor.", DAY) == {"four-year": "P4Y"}
    assert values(tagger, "He won two three-year contracts.", DAY) == {"three-year": "P3Y"}
    assert values(tagger, "The strike lasted twenty-four hours.", DAY) == {"twenty-four hours": "PT24H"}
    assert values(tagger, "It took thirty five days.", DAY) == {"thirty five days": "P35D"}
    rag = TemporalTagger(settings=TaggerSettings())
    assert [(t.text, t.value) for t in rag.tag("He served two four-year terms.", DAY)] == [("four-year", "P4Y")]


def test_an_eastern_time_clock_and_its_day_are_one_timex():
    # as "9 a.m. EST Tuesday" (AQUAINT) and "5 p.m. EST Nov. 9" (TimeBank): "ET" is the zone AP writes since 2013
    tagger = timeml_tagger()
    assert values(tagger, "The vote is set for 11 a.m. ET Thursday.", DAY) == {"11 a.m. ET Thursday": "2013-03-28T11:00"}
    assert values(tagger, "Trading halted at 2 p.m. ET Wednesday.", DAY) == {"2 p.m. ET Wednesday": "2013-03-20T14:00"}


def test_a_present_schedule_points_ahead():
    tagger = timeml_tagger()
    assert values(tagger, "The summit is due to open on Tuesday.", DAY) == {"Tuesday": "2013-03-26"}
    assert values(tagger, "He is due in court on Monday.", DAY) == {"Monday": "2013-03-25"}
    assert values(tagger, "The talks are set to resume Wednesday.", DAY) == {"Wednesday": "2013-03-27"}
    assert values(tagger, "Officials said the pact, signed in November, takes effect in July.", DAY) == {
        "November": "2012-11", "July": "2013-07"}
    # the past form and "due to" (because of) are no cue for the future
    assert values(tagger, "The offer was due to expire Tuesday.", DAY) == {"Tuesday": "2013-03-19"}
    assert values(tagger, "Shares fell Tuesday due to weak demand.", DAY) == {"Tuesday": "2013-03-19"}


def test_since_after_a_date_dates_another_one():
    # "since 2008" dates 2008: May 12 is read on its own (the May 12 ahead), not as the May before
    tagger = timeml_tagger()
    text = ("Voters go to the polls on May 12, the first election since 2008. Officials said so on Friday. "
            "Prices rose last week.")
    assert values(tagger, text, DAY)["May 12"] == "2013-05-12"
    # before the date it heads, "since" points back as it did
    assert values(tagger, "Prices have risen since May 12.", DAY) == {"May 12": "2012-05-12"}
    assert spans(tagger, "He has held office since January.", DAY) == ["January"]
    assert values(tagger, "He has held office since January.", DAY) == {"January": "2013-01"}


def test_last_as_a_verb_stays_out_of_the_duration():
    # TimeBank: "to last [over a week]"; "the last few days" keeps it, and so does the date "last week"
    tagger = timeml_tagger()
    assert values(tagger, "The trial is expected to last several weeks.", DAY) == {"several weeks": "PXW"}
    assert values(tagger, "The strike could last three days.", DAY) == {"three days": "P3D"}
    assert values(tagger, "It rained the last few days.", DAY) == {"the last few days": "PXD"}
    assert values(tagger, "Sales rose compared to last week.", DAY) == {"last week": "2013-W11"}
    assert values(tagger, "Prices rose over the last three months.", DAY) == {"the last three months": "P3M"}
