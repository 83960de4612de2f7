"""TIMEX3 values of English news under ``convention="timeml"``, round 6 of issue 19: "the current fiscal year"
(one TIMEX3, the reference year), "each July" (a SET of the month), and tense cues that date a weekday ahead
("plans to ... on Thursday", "postponed until Tuesday morning"), one test per phenomenon.

Sentences are written for these tests; none comes from the gold corpora. The reference date is a Friday
(27 Oct 1989, ``timeml_news.REF``).
"""

from __future__ import annotations

import pytest
from timeml_news import REF, spans, values


@pytest.mark.parametrize("text,phrase,expected", [
    ("The maker of valves expects sales in the current fiscal year to be flat.", "the current fiscal year", "1989"),
    ("Sales rose 12% in the latest fiscal year.", "the latest fiscal year", "1988"),
    ("The unit should turn a profit this fiscal year.", "this fiscal year", "1989"),
    ("The cuts will take effect next fiscal year.", "next fiscal year", "1990"),
])
def test_a_relative_fiscal_year_is_one_timex_with_the_year(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


def test_current_before_fiscal_year_is_not_present_ref(timeml):
    assert "current" not in spans(timeml, "Earnings in the current fiscal year will fall.")


@pytest.mark.parametrize("text,phrase,expected", [
    ("Marchers parade each July through the old town.", "each July", "XXXX-07"),
    ("The council meets every May to set the budget.", "every May", "XXXX-05"),
])
def test_each_month_is_a_set(timeml, text, phrase, expected):
    tagged = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in tagged and tagged[phrase].value == expected and tagged[phrase].label == "SET"


@pytest.mark.parametrize("text,phrase,expected", [
    # Friday 27 Oct 1989: the Thursday and Tuesday ahead, not the ones just past
    ("Officials said they did not plan to close the plant on Thursday morning.", "Thursday morning",
     "1989-11-02TMO"),
    ("The company plans to report its results on Thursday.", "Thursday", "1989-11-02"),
    ("The board postponed until Tuesday any vote on the bid.", "Tuesday", "1989-10-31"),
    ("Regulators delayed until Tuesday morning a ruling on the merger.", "Tuesday morning", "1989-10-31TMO"),
])
def test_a_plan_or_a_postponement_dates_the_weekday_ahead(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


@pytest.mark.parametrize("text,phrase,expected", [
    # a noun 'plan' is no future cue: the past verb dates the day back
    ("The thrift announced the plan Monday.", "Monday", "1989-10-23"),
    ("The agency said Monday it would review the plan.", "Monday", "1989-10-23"),
])
def test_plan_as_a_noun_is_no_future_cue(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


@pytest.mark.parametrize("text,phrase,expected", [
    # 27 Oct 1989 is a Friday: an irregular past form dates the weekday back
    ("The storm struck Sunday, flooding the coast.", "Sunday", "1989-10-22"),
    ("The ferry sank Sunday.", "Sunday", "1989-10-22"),
])
def test_an_irregular_past_form_dates_the_weekday_back(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


@pytest.mark.parametrize("text,phrase,expected,mod", [
    ("Demand will double by the end of the decade.", "the end of the decade", "198", "END"),
    ("The dam was finished at the beginning of the century.", "the beginning of the century", "19", "START"),
])
def test_a_part_of_the_decade_or_century_is_one_timex(timeml, text, phrase, expected, mod):
    tagged = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in tagged and tagged[phrase].value == expected and tagged[phrase].mod == mod


@pytest.mark.parametrize("text,phrase,expected", [
    ("The group began to fall apart in mid-1996 after the defection.", "mid-1996", "1996"),
    ("Troops are to be withdrawn by mid-1991.", "mid-1991", "1991"),
])
def test_mid_hyphen_year_is_one_timex_with_mod(timeml, text, phrase, expected):
    tagged = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in tagged and tagged[phrase].value == expected and tagged[phrase].mod == "MID"


@pytest.mark.parametrize("text,phrase,expected", [
    ("Growth slowed in the second half of last year.", "the second half of last year", "1988-H2"),
    ("Sales should recover in the first half of next year.", "the first half of next year", "1990-H1"),
    ("The plant will close in the second half of the year.", "the second half of the year", "1989-H2"),
    ("Profit rose in the first half of fiscal 1989.", "the first half of fiscal 1989", "1989-H1"),
])
def test_a_half_of_a_relative_or_fiscal_year_is_one_timex(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


def test_a_half_of_a_game_is_no_timex(timeml):
    assert spans(timeml, "He scored twice in the first half of the game.") == []


@pytest.mark.parametrize("text", [
    "Iraq imports about three-quarters of its foodstuffs.",
    "Junk bonds account for more than a quarter of the entire market.",
    "A quarter of the population lives in poverty.",
])
def test_a_fraction_in_quarters_is_no_timex(timeml, text):
    assert spans(timeml, text) == []


@pytest.mark.parametrize("text", [
    "A second group of three company directors resigned.",
    "He said it would be a second betrayal.",
])
def test_a_second_before_a_noun_is_the_ordinal(timeml, text):
    assert spans(timeml, text) == []


def test_a_second_alone_stays_a_duration(timeml):
    assert values(timeml, "He paused for a second or two.").get("a second") == "PT1S"


@pytest.mark.parametrize("text", [
    "Sales were little changed at 2.46 billion guilders.",
    "The rate stood at 9.75 percent.",
])
def test_a_decimal_amount_after_at_is_no_clock_time(timeml, text):
    assert spans(timeml, text) == []


def test_a_clock_time_with_a_dot_stays(timeml):
    assert values(timeml, "The meeting ended at 10.30 am.").get("10.30 am") == "1989-10-27T10:30"


@pytest.mark.parametrize("text,phrase,expected", [
    ("The company will save $500 million a year.", "a year", "P1Y"),
    ("Attacks were averaging about 960 a week.", "a week", "P1W"),
])
def test_a_rate_after_an_amount_is_a_set(timeml, text, phrase, expected):
    tagged = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in tagged and tagged[phrase].label == "SET" and tagged[phrase].value == expected


def test_a_year_earlier_after_an_amount_stays_a_date(timeml):
    tagged = {t.text: t for t in timeml.tag("Revenue rose from $8 million a year earlier.", REF)}
    assert tagged["a year earlier"].label == "DATE"


@pytest.mark.parametrize("text", [
    "In today's world, nothing stays private.",
    "The case is for today's youth what the blockade was for their parents.",
])
def test_today_s_before_a_generic_noun_is_no_timex(timeml, text):
    assert spans(timeml, text) == []


def test_today_s_editions_stays_the_day(timeml):
    assert values(timeml, "The offer was advertised in today's editions.").get("today") == "1989-10-27"


@pytest.mark.parametrize("text,phrase,expected", [
    ("Profit fell in the third quarter of last year.", "the third quarter of last year", "1988-Q3"),
    ("Sales rose in the first quarter of this year.", "the first quarter of this year", "1989-Q1"),
])
def test_a_quarter_of_a_relative_year_is_one_timex(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


def test_the_corresponding_period_last_year_is_the_reported_quarter_a_year_before(timeml):
    text = "Third-quarter net rose to $5 million from $4 million for the corresponding period last year."
    assert values(timeml, text).get("the corresponding period last year") == "1988-Q3"


@pytest.mark.parametrize("text", [
    "He showed a poster of Gary Cooper from the film High Noon.",
    "For the people of Poland, high noon comes at last.",
])
def test_high_noon_is_no_clock_time(timeml, text):
    assert spans(timeml, text) == []


@pytest.mark.parametrize("text,phrase,expected", [
    ("The ship sank on the night of March 14, officials said.", "the night of March 14", "1989-03-14TNI"),
    ("On the night of 8 February 1904, the fleet attacked.", "the night of 8 February 1904", "1904-02-08TNI"),
    ("De Gaulle spoke on the evening of January 29, 1960.", "the evening of January 29, 1960", "1960-01-29TEV"),
])
def test_the_part_of_day_of_a_date_is_one_timex(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


@pytest.mark.parametrize("text,expected", [
    ("The rate has not been this low since the fall of 2008.", "2008-FA"),
    ("It has risen steadily since the summer of 1987.", "1987-SU"),
])
def test_a_season_of_a_year_after_a_preposition_keeps_its_year(timeml, text, expected):
    assert expected in values(timeml, text).values()
