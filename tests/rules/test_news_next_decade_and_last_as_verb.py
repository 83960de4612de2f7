"""English news: "the next decade", "last" as a verb, "later" after a duration (p11-).

Issue 19, branch h19 (rule prefix ``p11-``): English TIMEX3 extents and values for news phrasings the dev corpora
and the first probe round did not show ("the next decade", "The sessions last half an hour", "Three days later"
in news). Sentences are written for these tests; none comes from a gold corpus or from HeidelTime."""

from __future__ import annotations

import datetime as dt

from timeml_news import spans, timeml_tagger, values

from spacy_tempoeval import extract_qft

DAY = dt.date(2013, 3, 22)  # a Friday


def test_the_next_decade_is_a_duration():
    tagger = timeml_tagger()
    assert values(tagger, "The plan will be phased in over the next decade.", DAY) == {"the next decade": "P10Y"}
    assert values(tagger, "Demand should double in the coming decade.", DAY) == {"the coming decade": "P10Y"}
    assert [t.label for t in tagger.tag("In the next decade, the city will grow.", DAY)] == ["DURATION"]


def test_a_point_of_the_next_decade_stays_a_date():
    tagger = timeml_tagger()
    found = tagger.tag("In the early part of the next decade, he moved.", DAY)
    assert [(t.text, t.label, t.value) for t in found] == [("the next decade", "DATE", "202")]


def test_the_years_of_the_next_decade():
    # bare, the rag convention keeps decade_rel's years; after "over / for / within" they are the ten years ahead
    assert extract_qft("the next decade", reference_date="2013-03-22") == set(range(2020, 2030))
    assert extract_qft("over the next decade", reference_date="2013-03-22") == set(range(2013, 2024))


def test_last_after_a_subject_is_a_verb():
    tagger = timeml_tagger()
    assert spans(tagger, "The sessions last half an hour.", DAY) == ["half an hour"]
    assert spans(tagger, "The meetings usually last two hours.", DAY) == ["two hours"]
    assert spans(tagger, "They last two hours.", DAY) == ["two hours"]
    assert values(tagger, "The talks last three days.", DAY) == {"three days": "P3D"}


def test_last_as_an_adjective_stays():
    tagger = timeml_tagger()
    assert values(tagger, "The talks last week ended without a deal.", DAY) == {"last week": "2013-W11"}
    assert spans(tagger, "Last two days to get $10 off.", DAY) == ["Last two days"]
    assert spans(tagger, "Sales rose over the last two weeks.", DAY) == ["the last two weeks"]


def test_later_after_a_news_duration_stays_out():
    tagger = timeml_tagger()
    text = "The gap closes slowly. Three days later, as of Friday's close, the index fell."
    found = {t.text: (t.label, t.value) for t in tagger.tag(text, dt.date(1989, 10, 30))}
    assert found == {"Three days": ("DURATION", "P3D"), "Friday": ("DATE", "1989-10-27")}


def test_later_stays_in_a_date():
    tagger = timeml_tagger()
    assert values(tagger, "The company was formed in 2005. Two years later it went public.", DAY) == {
        "2005": "2005", "Two years later": "2007"}
    assert values(tagger, "A day earlier, scores of trucks left.", dt.date(1990, 8, 16)) == {
        "A day earlier": "1990-08-15"}
