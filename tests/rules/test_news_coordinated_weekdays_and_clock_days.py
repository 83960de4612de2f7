"""English news: coordinated weekdays ("next Tuesday and Wednesday"), a clock time taking its clause's day (c14-).

Issue 19, branch h19c (prefix ``c14-``): two English families the seventh news probe round left wrong under
``convention="timeml"``:

* coordinated weekdays: a bare weekday right after "and" / "or" after a weekday with a direction ("next Tuesday and
  Wednesday", "last Monday or Tuesday") is in the first one's week (``normalize/compose.coordinated_weekdays``; the
  rules are found by their value templates, ``<``/``>XXXX-WXX-{w}`` and ``XXXX-WXX-{w}``);
* a clock time followed later in its clause by a time with a day ("open at 6 a.m. and close at 8 p.m. Tuesday")
  takes that day: the period of the "p.m." right before the day is no sentence end
  (``normalize/compose._same_sentence_to_day``).

Sentences are written for these tests; none comes from a gold corpus or the probe file.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 6, 12)  # a Wednesday


@pytest.fixture(scope="module")
def en() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))


@pytest.fixture(scope="module")
def en_rag() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings())


def _pairs(tagger: TemporalTagger, text: str, ref: dt.date = REF) -> List[Tuple[str, str]]:
    return [(t.text, t.value) for t in tagger.tag(text, ref)]


@pytest.mark.parametrize("text,expected", [
    ("The committee meets next Tuesday and Wednesday.", [("next Tuesday", "2013-06-18"), ("Wednesday", "2013-06-19")]),
    ("He may fly next Tuesday or Wednesday.", [("next Tuesday", "2013-06-18"), ("Wednesday", "2013-06-19")]),
    ("The talks were held last Monday and Tuesday.", [("last Monday", "2013-06-10"), ("Tuesday", "2013-06-11")]),
    # the second follows however the first reads ("next Thursday" read on a Wednesday: x19-, the Thursday of next
    # week, as the tweets probe reads "next thurs"; it was the coming one, the next day)
    ("The hearings run next Thursday and Friday.", [("next Thursday", "2013-06-20"), ("Friday", "2013-06-21")]),
])
def test_coordinated_weekday_takes_the_first_ones_week(en: TemporalTagger, text: str, expected) -> None:
    assert _pairs(en, text) == expected


def test_second_weekday_after_other_words_is_its_own(en: TemporalTagger) -> None:
    # not right after "and"/"or": the weekday reads as before
    alone = _pairs(en, "Officials said Wednesday that it was over.")
    got = _pairs(en, "The vote is next Tuesday, officials said Wednesday.")
    assert got[0] == ("next Tuesday", "2013-06-18")
    assert got[1] == alone[0]


def test_bare_weekdays_coordinated_unchanged(en: TemporalTagger) -> None:
    assert _pairs(en, "The board meets Thursday and Friday.") == [("Thursday", "2013-06-13"), ("Friday", "2013-06-14")]


def test_coordinated_weekday_rag(en_rag: TemporalTagger) -> None:
    got = dict(_pairs(en_rag, "The committee meets next Tuesday and Wednesday."))
    assert got.get("Wednesday") == "2013-06-19"


@pytest.mark.parametrize("text,ref,expected", [
    ("Polls open at 6 a.m. and close at 8 p.m. Tuesday.", dt.date(2013, 11, 4),
     [("6 a.m.", "2013-11-05T06:00"), ("8 p.m. Tuesday", "2013-11-05T20:00")]),
    ("Doors open at 9 a.m. and close at 5 p.m. Friday.", REF,
     [("9 a.m.", "2013-06-14T09:00"), ("5 p.m. Friday", "2013-06-14T17:00")]),
])
def test_clock_time_takes_the_day_closing_its_clause(en: TemporalTagger, text: str, ref: dt.date, expected) -> None:
    assert _pairs(en, text, ref) == expected


def test_clock_time_before_a_real_sentence_end_keeps_its_day(en: TemporalTagger) -> None:
    # "a.m." ending a sentence is still a sentence end: the later day is not the earlier time's
    got = _pairs(en, "Polls opened at 7 a.m. Officials met Friday.", dt.date(2013, 3, 22))
    assert got[0] == ("7 a.m.", "2013-03-22T07:00")


def test_the_coordinating_words_are_the_packs_word_list(tmp_path) -> None:
    """The words joining two weekdays were English constants in code ("and", "or"): now the pack list
    WEEKDAY_COORDINATORS, so a rule file can add one ("&") and a pack without the list reads each weekday alone."""
    import spacy

    from spacy_tempoeval.rules import words as W

    assert builtin_rules("en").words(W.WEEKDAY_COORDINATORS) == {"and", "or"}
    extra = tmp_path / "amp.jsonl"
    extra.write_text('{"macro": "WEEKDAY_COORDINATORS", "terms": ["&"]}\n', encoding="utf-8")
    text = "The talks resume next Tuesday & Wednesday in Geneva."
    got = {}
    for files in ([], [str(extra)]):
        nlp = spacy.blank("en")
        nlp.add_pipe("temporal_focus", config={"rule_files": files, "convention": "timeml"})
        doc = nlp.make_doc(text)
        doc._.reference_date = "2013-06-12"
        got[bool(files)] = {t["text"]: t["value"] for t in nlp(doc)._.timexes}["Wednesday"]
    assert got == {False: "2013-06-12", True: "2013-06-19"}  # read alone; with "&", the Wednesday of that week
    assert not builtin_rules("es").words(W.WEEKDAY_COORDINATORS)  # not defined for Spanish yet (docs/languages.md)
