"""English news: "the year-ago quarter", "the previous quarter", "the first week of April" (p12-).

Issue 19, branch h19b (rule prefix ``p12-``): English news TIMEX3s of the fifth probe round ("the year-ago
quarter" with no quarter before it, "the previous / prior quarter" after a quarter, "the first week of April",
"earlier in the year"). Sentences are written for these tests; none comes from a gold corpus or from HeidelTime."""

from __future__ import annotations

import datetime as dt

from timeml_news import spans, timeml_tagger, values

from spacy_tempoeval import extract_qft

DAY = dt.date(2013, 3, 22)  # a Friday, first quarter
NOV = dt.date(2013, 11, 4)  # a Monday, fourth quarter
AUG = dt.date(2013, 8, 7)  # a Wednesday, third quarter


def test_the_year_ago_quarter_alone_is_the_reported_quarter_a_year_back():
    tagger = timeml_tagger()
    text = "Net income was $4 million, up from $3 million in the year-ago quarter."
    assert values(tagger, text, NOV) == {"the year-ago quarter": "2012-Q3"}
    # read in the first quarter, the report is on the fourth quarter just ended
    assert values(tagger, text, DAY) == {"the year-ago quarter": "2011-Q4"}
    assert values(tagger, "Sales fell from the year-earlier quarter.", NOV) == {"the year-earlier quarter": "2012-Q3"}


def test_the_year_ago_quarter_after_a_quarter_is_that_quarter_a_year_back():
    tagger = timeml_tagger()
    text = "Profit rose in the second quarter. In the year-ago quarter, the company lost money."
    assert values(tagger, text, NOV) == {"the second quarter": "2013-Q2", "the year-ago quarter": "2012-Q2"}
    # it does not become the quarter the report is on: "the quarter" after it is still the second quarter
    text = "Profit rose in the second quarter. In the year-ago quarter it fell; in the quarter, sales rose."
    assert values(tagger, text, NOV)["the quarter"] == "2013-Q2"


def test_the_previous_quarter_after_a_quarter():
    tagger = timeml_tagger()
    assert values(tagger, "Sales rose 3 percent in the second quarter from the previous quarter.", AUG) == {
        "the second quarter": "2013-Q2", "the previous quarter": "2013-Q1"}
    assert values(tagger, "Sales rose in the third quarter from the prior quarter.", NOV) == {
        "the third quarter": "2013-Q3", "the prior quarter": "2013-Q2"}
    assert values(tagger, "Margins were thinner than in the preceding quarter.", NOV) == {
        "the preceding quarter": "2013-Q3"}


def test_the_previous_quarter_alone_counts_from_the_reference_date():
    tagger = timeml_tagger()
    assert values(tagger, "Sales fell in the previous quarter.", NOV) == {"the previous quarter": "2013-Q3"}


def test_a_week_of_a_month_is_one_timex3_a_week():
    tagger = timeml_tagger()
    assert values(tagger, "The trial will open in the first week of April.", DAY) == {
        "the first week of April": "2013-W14"}
    assert values(tagger, "Prices spiked in the last week of February.", DAY) == {
        "the last week of February": "2013-W09"}
    assert values(tagger, "Talks resumed in the second week of March 2012.", DAY) == {
        "the second week of March 2012": "2012-W10"}
    assert values(tagger, "The vote is set for the third week in June.", DAY) == {"the third week in June": "2013-W25"}
    # the first week is the first with most of its days in the month: June 1, 2013 is a Saturday
    assert values(tagger, "The festival opens in the first week of June.", DAY) == {
        "the first week of June": "2013-W23"}


def test_a_week_of_a_month_keeps_its_year():
    assert extract_qft("the first week of April 2011", reference_date="2013-03-22") == {2011}


def test_earlier_in_the_year_keeps_its_point_word():
    tagger = timeml_tagger()
    assert values(tagger, "Sales had slumped earlier in the year.", DAY) == {"earlier in the year": "2013"}
    assert values(tagger, "The troops surrendered in August 1945. Later in the year, the war ended.", DAY) == {
        "August 1945": "1945-08", "Later in the year": "1945"}
    assert spans(tagger, "The minister will visit later in the month.", DAY) == ["later in the month"]


def test_earlier_in_the_day_is_left_alone():
    tagger = timeml_tagger()
    assert spans(tagger, "The embassies were attacked earlier in the day.", DAY) == []


def test_overnight_in_the_past_is_the_night_before():
    tagger = timeml_tagger()
    assert values(tagger, "Stocks fell overnight in Asia.", DAY) == {"overnight": "2013-03-21TNI"}
    assert values(tagger, "Rebels shelled the city overnight, killing five people.", DAY) == {
        "overnight": "2013-03-21TNI"}
    assert values(tagger, "Overnight, the index rose 2 percent.", NOV) == {"Overnight": "2013-11-03TNI"}


def test_overnight_reads_no_tense_when_tense_cues_are_off():
    from spacy_tempoeval.normalize.timexes import TaggerSettings
    from spacy_tempoeval.tagger import TemporalTagger

    tagger = TemporalTagger(settings=TaggerSettings(convention="timeml", tense_cues=False))
    assert values(tagger, "Stocks fell overnight in Asia.", DAY) == {"overnight": "2013-03-22TNI"}


def test_overnight_ahead_or_untensed_is_the_days_own_night():
    tagger = timeml_tagger()
    assert values(tagger, "The store will be closed overnight.", DAY) == {"overnight": "2013-03-22TNI"}
    assert values(tagger, "Workers are repairing the road overnight.", DAY) == {"overnight": "2013-03-22TNI"}


def test_overnight_after_a_verb_of_staying_is_the_days_own_night():
    tagger = timeml_tagger()
    assert values(tagger, "He stayed overnight in the hospital.", DAY) == {"overnight": "2013-03-22TNI"}
    assert values(tagger, "We spent the night there and slept overnight in the car.", DAY)["overnight"] == \
        "2013-03-22TNI"


def test_overnight_keeps_its_night_in_the_rag_convention():
    from spacy_tempoeval.normalize.timexes import TaggerSettings
    from spacy_tempoeval.rules.files import builtin_rules
    from spacy_tempoeval.tagger import TemporalTagger
    rag = TemporalTagger(builtin_rules("en"), TaggerSettings())
    assert [t.value for t in rag.tag("Stocks fell overnight in Asia.", DAY)] == ["2013-03-22TNI"]
