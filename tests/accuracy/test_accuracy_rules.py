"""Regression tests for the accuracy fixes of the temporal tagger (rules, tense cues, resolution).

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
import spacy

from spacy_tempoeval.normalize.resolve import resolve_value
from spacy_tempoeval.normalize.tense import tense_direction
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger
from spacy_tempoeval.yearset import YearSet


@pytest.fixture(scope="module")
def tagger() -> TemporalTagger:
    return TemporalTagger()


def years(tagger: TemporalTagger, text: str, ref: str) -> YearSet:
    return YearSet.union_all(t.years for t in tagger.tag(text, dt.date.fromisoformat(ref)))


def test_accuracy_builtin_examples_all_match():
    assert RuleEngine(builtin_rules()).check_examples() == []


def test_accuracy_defaults_are_nearest_rag_auto():
    settings = TaggerSettings()
    assert settings.prefer == "nearest"
    assert settings.convention == "rag"
    assert settings.anchoring == "auto"
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    doc = nlp.make_doc("Prices have doubled over the past five years, the agency said on Monday.")
    doc._.reference_date = "2012-06-14"
    doc = nlp(doc)
    assert doc._.focus_years == YearSet.range(2007, 2012)  # "rag": the years the past five years span
    timeml = spacy.blank("en")
    timeml.add_pipe("temporal_focus", config={"convention": "timeml"})
    doc = timeml.make_doc("Prices have doubled over the past five years, the agency said on Monday.")
    doc._.reference_date = "2012-06-14"
    assert timeml(doc)._.focus_years == {2012}  # TimeML: a duration adds no years


@pytest.mark.parametrize(
    "text,ref,expected",
    [
        # past tense: the March before the reference date
        ("In March, the bakery reported its first loss.", "2011-10-20", {2011}),
        # future tense: the March after it
        ("The bakery will open its second shop in March.", "2011-10-20", {2012}),
        # a command is about the future
        ("Book a table for four on July 18th.", "2019-11-18", {2020}),
        # no cue: the nearest occurrence
        ("Tickets for the December 3 concert.", "2016-11-20", {2016}),
        # a tense cue does not push a date that is days away by a whole year
        ("The offer had been due to expire Nov. 6.", "2013-11-02", {2013}),
    ],
)
def test_accuracy_dates_without_year_follow_tense(tagger, text, ref, expected):
    assert years(tagger, text, ref) == expected


def test_accuracy_tense_direction_reads_the_clause(tagger):
    cues = tagger.expressions.tense_cues
    text = "Sales rose in May. The board will meet in May."
    first = text.index("May")
    second = text.rindex("May")
    assert tense_direction(text, first, first + 3, cues) == "past"
    assert tense_direction(text, second, second + 3, cues) == "future"
    assert tense_direction("Concert in May", 11, 14, cues) is None


@pytest.mark.parametrize(
    "text,expected",
    [
        ("In nineteen ninety-six the town rebuilt its bridge.", {1996}),
        ("They hoped to finish by the year two thousand.", {2000}),
        ("The market moved in nineteen oh five and again in twenty twenty-one.", {1905, 2021}),
        ("The school has twelve hundred students.", set()),
    ],
)
def test_accuracy_years_in_words(tagger, text, expected):
    assert years(tagger, text, "2022-05-01") == expected


@pytest.mark.parametrize(
    "text,expected",
    [
        ("The plant closed a decade ago.", {2005}),
        ("Two decades ago the river flooded.", {1995}),
    ],
)
def test_accuracy_decades_ago_are_years(tagger, text, expected):
    assert years(tagger, text, "2015-03-01") == expected


def test_accuracy_durations_and_since_span_years_under_rag():
    text = "Membership has grown since 2009 and will double in two years."
    timeml = TemporalTagger(settings=TaggerSettings(convention="timeml"))
    anchored = TemporalTagger()
    assert years(timeml, text, "2014-01-10") == {2009}
    # "since 2009" spans 2009..2014; "in two years" points at 2016
    assert years(anchored, text, "2014-01-10") == YearSet.range(2009, 2014) | {2016}


def test_accuracy_this_century_is_a_duration():
    timeml = TemporalTagger(settings=TaggerSettings(convention="timeml"))
    assert years(timeml, "The worst storm of this century hit the coast.", "2021-02-02") == set()
    anchored = TemporalTagger()
    assert years(anchored, "The worst storm of this century hit the coast.", "2021-02-02") == YearSet.range(2000, 2021)


def test_accuracy_later_needs_a_narrative_anchor(tagger):
    assert years(tagger, "Two years later the firm moved to Leeds.", "2018-09-09") == set()
    narrative = TemporalTagger(settings=TaggerSettings(anchoring="discourse"))
    assert years(narrative, "In 2003 the firm opened. Two years later it moved to Leeds.", "2018-09-09") == {2003, 2005}


@pytest.mark.parametrize(
    "text,ref,expected",
    [
        ("The chairman is in his 30s.", "2010-01-01", set()),
        ("The index closed at 1734.93.", "2010-01-01", set()),
        ("Our election is this September.", "2006-02-05", {2006}),
        ("The veterans of the Iraq war marched.", "1991-05-01", set()),
        ("The veterans of the Iraq war marched.", "2015-05-01", YearSet.range(2003, 2011)),
        ("We walked home at night.", "2016-07-02", {2016}),
        ("Lunch at the new noodle bar was great.", "2016-07-02", set()),
        ("Please reserve a table for supper.", "2016-07-02", {2016}),
        ("See you tmrw!", "2016-12-31", {2017}),
        ("Reserve a spot on Aug. the 3rd.", "2019-11-18", {2020}),
        ("Book it for may the twenty-seventh.", "2019-11-18", {2020}),
        ("The 1987 second quarter was weak.", "1989-10-02", {1987}),
        ("They design the cities of tomorrow.", "2016-12-31", set()),
        ("As of tomorrow the bridge is closed.", "2016-12-31", {2017}),
    ],
)
def test_accuracy_rule_fixes(tagger, text, ref, expected):
    assert years(tagger, text, ref) == expected


@pytest.mark.parametrize(
    "value,ref,direction,expected",
    [
        ("XXXX-WI", "2019-11-18", "future", "2019-WI"),  # the coming December
        ("XXXX-WI", "2015-01-10", "past", "2015-WI"),  # in the middle of it: the calendar year of January
        ("XXXX-WI", "2013-03-23", "past", "2013-WI"),  # the winter that just ended (January-February 2013)
        ("<XXXX-WI", "2015-01-10", "nearest", "2014-WI"),  # "last winter": the December before
        ("XXXX-SU", "2013-03-23", "past", "2012-SU"),
    ],
)
def test_accuracy_seasons_count_in_the_calendar_year_of_their_months(value, ref, direction, expected):
    assert resolve_value(value, dt.date.fromisoformat(ref), direction) == expected


def test_accuracy_this_month_is_in_the_anchor_year():
    assert resolve_value("=XXXX-09", dt.date(1998, 2, 5), "past") == "1998-09"


def test_accuracy_slack_keeps_near_dates():
    anchor = dt.date(2013, 11, 2)
    assert resolve_value("XXXX-11-06", anchor, "past") == "2012-11-06"
    assert resolve_value("XXXX-11-06", anchor, "past", slack=45) == "2013-11-06"


@pytest.mark.parametrize(
    "text,expected",
    [
        ("the first decade of the 21st century", set(range(2000, 2010))),
        ("the last decade of the nineteenth century", set(range(1890, 1900))),
        ("Jan 5th of 1987", {1987}),
        ("5-Jan-1987", {1987}),
        ("Jan 5 '87", {1987}),
        ("We fly out tomorrow morning.", {2027}),  # the day after New Year's Eve
        ("It rained yesterday morning.", {2026}),
    ],
)
def test_accuracy_dates_written_other_ways(tagger, text, expected):
    assert years(tagger, text, "2026-12-31") == expected


@pytest.mark.parametrize("text,ref", [("yesterday", "0001-01-01"), ("tomorrow", "9999-12-31"),
                                      ("two days ago", "0001-01-02")])
def test_accuracy_relative_dates_beyond_the_calendar_stay_unknown(text, ref):
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    doc = nlp.make_doc(text)
    doc._.reference_date = ref
    doc = nlp(doc)
    assert [s._.timex for s in doc.spans["temporal"]] == ["XXXX-XX-XX"]
    assert doc._.focus_years == set()


def test_accuracy_relative_dates_without_reference_date_stay_unknown():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": ""})
    doc = nlp("It rained yesterday, as it has since 2015.")
    assert [(s.text, s._.timex) for s in doc.spans["temporal"]] == [("yesterday", "XXXX-XX-XX"), ("since 2015", "2015")]
    assert doc._.focus_years == {2015}


@pytest.mark.parametrize(
    "text,expected_spans",
    [
        ("We met in March 2021.", [("March 2021", "2021-03")]),
        # the longer date wins over "since May"; the "since" operator then takes the date (issue 9)
        ("It has grown since May 1990.", [("since May 1990", "1990-05")]),
        # the season keeps its article, as "the 1990s" does (round 8: TimeML's extent, WikiWars 9 of 9)
        ("The war began in the summer of 1914.", [("the summer of 1914", "1914-SU")]),
    ],
)
def test_accuracy_longer_expression_starting_inside_wins(text, expected_spans):
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2026-11-22"})
    doc = nlp(text)
    assert [(s.text, s._.timex) for s in doc.spans["temporal"]] == expected_spans
