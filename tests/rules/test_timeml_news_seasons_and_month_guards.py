"""News: seasons of a year, Greenwich times, "this may" / "this march", "-long" / "-old" (round 8).

TIMEX3 values and extents under ``convention="timeml"``, round 8 (issue 19): what TimeML's guidelines give on
news where the dev corpora agree (rule ids ``n8-``). Sentences are written for these tests; none comes from the
gold corpora."""

from __future__ import annotations

import datetime as dt

from timeml_news import spans, timeml_tagger, values

DAY = dt.date(2013, 3, 22)  # a Friday


def test_the_season_of_a_year_keeps_its_article():
    # WikiWars 9 of 9 and TimeBank 1 of 1: "in [the summer of 2011]", not "the [summer of 2011]"
    tagger = timeml_tagger()
    assert values(tagger, "The scandal broke in the summer of 2011.", DAY) == {"the summer of 2011": "2011-SU"}
    assert values(tagger, "The Summer of 2005 saw fighting.", DAY) == {"The Summer of 2005": "2005-SU"}
    assert spans(tagger, "Sales rose in summer 2012.", DAY) == ["summer 2012"]


def test_a_season_of_a_year_bc_is_one_timex():
    tagger = timeml_tagger()
    assert values(tagger, "The congress met again in the spring of 480 BC.", DAY) == {
        "the spring of 480 BC": "BC0480-SP"}
    found = [(t.text, t.value, t.mod) for t in tagger.tag("A congress met in late autumn of 481 BC.", DAY)]
    assert found == [("late autumn of 481 BC", "BC0481-FA", "LATE")]


def test_the_season_of_last_year_is_that_season():
    tagger = timeml_tagger()
    assert values(tagger, "They met during the spring of last year.", DAY) == {"the spring of last year": "2012-SP"}
    assert values(tagger, "The plant opens in the fall of next year.", DAY) == {"the fall of next year": "2014-FA"}


def test_a_clock_time_in_greenwich_time_is_not_a_year():
    tagger = timeml_tagger()
    assert values(tagger, "Trading resumed at 1400 GMT.", DAY) == {"1400 GMT": "2013-03-22T14:00"}
    assert values(tagger, "The troops arrived at 1800 hours.", DAY) == {"1800 hours": "2013-03-22T18:00"}
    assert [t.label for t in tagger.tag("Trading resumed at 1400 GMT.", DAY)] == ["TIME"]


def test_a_greenwich_time_restating_the_local_time_is_left_alone():
    # AQUAINT tags "10:35 a.m." and not the "(0735 GMT)" after it
    found = values(timeml_tagger(), "The blast occurred at 10:35 a.m. (0735 GMT) Friday.", DAY)
    assert "0735" not in " ".join(found)
    assert values(timeml_tagger(), "The quake hit at 6:15 a.m. (2115 GMT Thursday).", DAY).get("2115") is None


def test_this_past_keeps_this():
    # TimeBank: "[this past spring]"; "this" belongs to the TIMEX3 as in "this week"
    tagger = timeml_tagger()
    assert values(tagger, "Costs rose this past spring.", dt.date(1989, 10, 30)) == {"this past spring": "1989-SP"}
    assert values(tagger, "This past weekend, thousands marched.", DAY) == {"This past weekend": "2013-W11-WE"}
    assert values(tagger, "Stocks fell this past week.", DAY) == {"this past week": "2013-W11"}
    assert values(tagger, "It rained this past Tuesday.", DAY) == {"this past Tuesday": "2013-03-19"}
    assert values(tagger, "This spring was wet.", DAY) == {"This spring": "2013-SP"}


def test_this_may_before_a_verb_is_the_modal():
    tagger = timeml_tagger()
    assert values(tagger, "Officials said this may take weeks.", DAY) == {"weeks": "PXW"}
    assert values(tagger, "This may change.", DAY) == {}
    assert values(tagger, "The deal was signed this May.", DAY) == {"this May": "2013-05"}
    assert values(tagger, "see you this may in paris", DAY) == {"this may": "2013-05"}


def test_this_march_before_a_word_is_the_protest():
    # AQUAINT: "arrested at this march in each of the last three years" tags the years only
    tagger = timeml_tagger()
    assert spans(tagger, "He was arrested at this march in each of the last three years.", DAY) == [
        "the last three years"]
    assert values(tagger, "This March the law expires.", DAY) == {"This March": "2013-03"}


def test_the_season_of_next_year_in_a_story_counts_from_the_story():
    # as "next year" alone does in a story (WikiWars: a 1972 speech's "the spring of next year" is 1973)
    from spacy_tempoeval.normalize.timexes import TaggerSettings
    from spacy_tempoeval.tagger import TemporalTagger

    tagger = TemporalTagger(settings=TaggerSettings(convention="timeml", anchoring="discourse"))
    text = "In April 1972 Nixon spoke. The withdrawal will be completed during the spring of next year."
    found = {t.text: t.value for t in tagger.tag(text, dt.date(2009, 12, 19))}
    assert found["the spring of next year"] == "1973-SP"


def test_march_and_may_after_another_month_are_months():
    # "between January and March" lost "March" (March and May alone need a preposition)
    tagger = timeml_tagger()
    assert values(tagger, "Output rose between January and March.", DAY) == {"January": "2013-01", "March": "2013-03"}
    assert values(tagger, "Output rose in January-March.", DAY) == {"January": "2013-01", "March": "2013-03"}
    assert values(tagger, "Prices fell between March and May.", DAY) == {"March": "2013-03", "May": "2013-05"}
    assert values(tagger, "It rained in February and may stop.", DAY) == {"February": "2013-02"}


def test_the_end_of_a_month_range_follows_its_start():
    # each end read on its own gave "from April [2013] to May [2012]" in a past-tense sentence
    tagger = timeml_tagger()
    assert values(tagger, "Sales fell from April to May.", DAY) == {"April": "2013-04", "May": "2013-05"}
    found = values(tagger, "British forces fought from October to March, then pushed on.", DAY)
    assert found == {"October": "2012-10", "March": "2013-03"}


def test_unit_long_adjectives_are_durations_without_the_article():
    # AQUAINT "decades-long" PXY, "day-long" P1D; WikiWars "a [year-long] trial"
    tagger = timeml_tagger()
    assert values(tagger, "It is the government's decades-long battle.", DAY) == {"decades-long": "PXY"}
    assert values(tagger, "They left their third day-long meeting.", DAY) == {"day-long": "P1D"}
    assert values(tagger, "He was freed after a year-long trial.", DAY) == {"year-long": "P1Y"}
    assert values(tagger, "A weeklong strike ended.", DAY) == {"weeklong": "P1W"}
    assert values(tagger, "She gave an hour-long speech.", DAY) == {"hour-long": "PT1H"}
    assert values(tagger, "It was a two-hour-long meeting.", DAY) == {"two-hour-long": "PT2H"}
    assert values(tagger, "It was a years-long dispute.", DAY) == {"years-long": "PXY"}
    assert values(tagger, "They met a year ago.", DAY) == {"a year ago": "2012"}


def test_units_old_adjectives_are_vague_durations():
    # AQUAINT "a [years-old] slump"; ages with a number stay untagged
    tagger = timeml_tagger()
    assert values(tagger, "Kenya hoped for an end to a years-old slump.", DAY) == {"years-old": "PXY"}
    assert values(tagger, "They repealed a decades-old law.", DAY) == {"decades-old": "PXY"}
    assert values(tagger, "A 44-year-old doctor was shot.", DAY) == {}


def test_that_same_day_is_the_day_last_mentioned():
    # as "the same day" (rel_following): AQUAINT and WikiWars annotate "that same day"
    tagger = timeml_tagger()
    text = "He was shot on Oct. 23. His name was crossed out that same day."
    assert values(tagger, text, dt.date(1998, 11, 21))["that same day"] == "1998-10-23"
    text = "On May 10, 1940 Churchill took office. On that same day, Germany invaded France."
    assert values(tagger, text, DAY)["that same day"] == "1940-05-10"
