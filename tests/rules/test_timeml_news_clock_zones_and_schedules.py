"""News: number words, Eastern time clocks, present schedules, "since", consecutive units (round 9).

TIMEX3 values and extents under ``convention="timeml"``, round 9 (issue 19): news written as the TempEval-3 test
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
    assert values(tagger, "The vote is set for 11 a.m. ET Thursday.", DAY) \
        == {"11 a.m. ET Thursday": "2013-03-28T11:00"}
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


def test_a_clock_time_keeps_its_time_zone():
    # as TimeBank's "[5 p.m. EST Nov. 9]" and n8's "[1400 GMT]": the zone is part of the TIMEX3, the value the clock
    tagger = timeml_tagger()
    assert values(tagger, "Shares closed up 1.5 percent at 4 p.m. EDT.", DAY) == {"4 p.m. EDT": "2013-03-22T16:00"}
    assert values(tagger, "The polls close at 18:00 GMT.", DAY) == {"18:00 GMT": "2013-03-22T18:00"}
    assert values(tagger, "The deadline is 5 p.m. EST on Friday.", DAY) == {
        "5 p.m. EST on Friday": "2013-03-22T17:00"}
    assert values(tagger, "Trading opened at 9:30 a.m.", DAY) == {"9:30 a.m.": "2013-03-22T09:30"}


def test_a_greenwich_time_in_parentheses_with_a_colon_or_its_day_is_left_alone():
    # AQUAINT tags the local time only ("10:35 a.m. (0735 GMT)"); the same with "04:00" and "(0100 GMT Saturday)"
    tagger = timeml_tagger()
    assert values(tagger, "Voting began at 07:00 local time (04:00 GMT).", DAY) == {"07:00": "2013-03-22T07:00"}
    assert values(tagger, "Polls close at 8 p.m. (0100 GMT Saturday).", DAY) == {"8 p.m.": "2013-03-22T20:00"}


def test_a_count_of_consecutive_units_is_one_duration():
    # it was the bare plural "months" (PXM); an ordinal ("the third consecutive month") stays untagged (TimeBank)
    tagger = timeml_tagger()
    assert values(tagger, "Unemployment has risen for 23 consecutive months.", DAY) == {
        "23 consecutive months": "P23M"}
    assert values(tagger, "Stocks rose for three straight days.", DAY) == {"three straight days": "P3D"}
    assert values(tagger, "It was the third consecutive month that sales fell.", DAY) == {}


def test_hit_and_cut_with_a_day_are_past_unless_after_a_modal():
    tagger = timeml_tagger()
    assert values(tagger, "The price hit a five-year high on Monday.", DAY)["Monday"] == "2013-03-18"
    assert values(tagger, "The bank cut rates on Monday.", DAY) == {"Monday": "2013-03-18"}
    assert values(tagger, "The storm is expected to hit the coast Monday.", DAY) == {"Monday": "2013-03-25"}
    assert values(tagger, "The central bank could cut rates on Monday.", DAY) == {"Monday": "2013-03-25"}
    assert values(tagger, "The company also reported Monday a loss.", DAY) == {"Monday": "2013-03-18"}


def test_the_year_before_counts_from_the_last_date_mentioned():
    # as "the previous year" (rel_following): WikiWars "[The day before]" is the day before the date just told of
    tagger = timeml_tagger()
    assert values(tagger, "Profits fell 15 percent last year from the year before.", DAY) == {
        "last year": "2012", "the year before": "2011"}
    assert values(tagger, "In 2011, the economy grew 1.8 percent; the year before, it shrank.", DAY) == {
        "2011": "2011", "the year before": "2010"}
    assert values(tagger, "The talks ended on Tuesday. The day before, rebels attacked.", DAY) == {
        "Tuesday": "2013-03-19", "The day before": "2013-03-18"}
    # before what it is the day before, it is left alone; a duration keeps losing its trailing signal
    assert values(tagger, "He was last seen Nov. 3, the day before police charged him.", DAY) == {
        "Nov. 3": "2012-11-03"}
    assert spans(tagger, "He died twenty years after the war.", DAY) == ["twenty years"]
