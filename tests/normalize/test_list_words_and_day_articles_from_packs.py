"""Two steps of the tagger that read English words out of Python now read their pack's word lists (rules are data):

* the tense cues' set-off clause (``normalize/tense.py``): the words that close a list ("as chairman, president
  *and* chief executive") are the pack list LIST_COORDINATORS, not one regex holding the words of every language;
* a day and "weekend" (``normalize/datetime_merge._day_and_part``): the article taken before the day is one of the
  pack's TIMEML_ARTICLES as a whole word ("the Labor Day weekend"), and the weekend is any one-word expression
  resolved to a weekend, not the literal "weekend" ("the labor day wknd").
"""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from spacy_tempoeval.normalize.clause import parenthetical_pattern
from spacy_tempoeval.normalize.datetime_merge import DateTimeMerger
from spacy_tempoeval.normalize.tense import tense_direction
from spacy_tempoeval.normalize.timexes import TaggerSettings, Timex
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger
from spacy_tempoeval.yearset import YearSet

LIST = "He succeeds Mr. Taylor, who stepped down as chairman, president and chief executive in March."


@pytest.fixture(scope="module")
def taggers():
    return {lang: TemporalTagger(builtin_rules(lang), TaggerSettings(convention="timeml")) for lang in ("en", "es")}


def test_list_words_are_the_packs(taggers):
    en, es = taggers["en"].tense_cues, taggers["es"].tense_cues
    spanish_list = ", que dimitió como presidente, consejero y director en "
    english_list = ", who stepped down as chairman, president and chief executive in "
    # each pack keeps its own lists and sets off the other language's comma pair
    assert es.parenthetical.sub(" ", spanish_list) == spanish_list
    assert en.parenthetical.sub(" ", english_list) == english_list
    assert en.parenthetical.sub(" ", spanish_list) != spanish_list
    assert es.parenthetical.sub(" ", english_list) != english_list


def test_without_list_words_every_comma_pair_is_set_off(taggers):
    cues = taggers["en"].tense_cues
    start = LIST.index("March")
    assert tense_direction(LIST, start, start + 5, cues) == "past"  # "stepped", read through the list
    bare = dataclasses.replace(cues, parenthetical=parenthetical_pattern(frozenset()))
    assert tense_direction(LIST, start, start + 5, bare) is None  # ", who stepped ... chairman," skipped


def test_list_words_are_whole_words():
    pattern = parenthetical_pattern(frozenset({"and", "or"}))
    kept = ", who left as chairman, president and chief "
    assert pattern.sub("|", kept) == kept
    # "andante" is no "and": the comma pair sets off a clause
    assert pattern.sub("|", ", who left as chairman, president andante chief ") == "| president andante chief "


def _merge(text: str, articles: frozenset) -> Timex:
    start = text.index("Labor")
    day = Timex(start, start + 9, "Labor Day", "DATE", "2013-09-02", None, "hol", YearSet([2013]))
    end = len(text)
    weekend = Timex(start + 10, end, text[start + 10:], "DATE", "2013-W36-WE", None, "weekend", YearSet([2013]))
    (merged,) = DateTimeMerger(frozenset(), frozenset(), frozenset(), frozenset(), articles).merge([day, weekend], text)
    return merged


@pytest.mark.parametrize("text,articles,want", [
    ("over the Labor Day weekend", frozenset({"the"}), "the Labor Day weekend"),
    ("over THE Labor Day weekend", frozenset({"the"}), "THE Labor Day weekend"),
    ("bathe Labor Day weekend", frozenset({"the"}), "Labor Day weekend"),  # "the" inside a word is no article
    ("over the Labor Day weekend", frozenset(), "Labor Day weekend"),  # a pack without articles takes none
    ("the Labor Day wknd", frozenset({"the"}), "the Labor Day wknd"),  # any one word resolved to a weekend
])
def test_day_and_weekend_take_the_packs_article(text, articles, want):
    merged = _merge(text, articles)
    assert (merged.text, merged.value) == (want, "2013-W35-WE")  # the weekend before the Monday


def test_day_and_weekend_from_the_tagger(taggers):
    got = [(t.text, t.value) for t in taggers["en"].tag("traffic over the labor day wknd was bad", dt.date(2013, 8, 7))]
    assert got == [("the labor day wknd", "2013-W35-WE")]
