"""A regular future form is a future cue by its ending (``TENSE_FUTURE_SUFFIX``, Spanish "-rá", "-rán"), as "-ed"
is a past cue: "La feria abrió el 12 y cerrará el 17" (written on the 14th) closes on the 17th ahead, not the 17th
of the month before. Sentences written for these tests."""

from __future__ import annotations

import datetime as dt

import pytest

from spacy_tempoeval.normalize.tense import TenseCues, tense_direction
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.words import LanguageWords
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 2, 14)


@pytest.fixture(scope="module")
def es_cues() -> TenseCues:
    return TenseCues.from_words(LanguageWords(builtin_rules("es").terms))


@pytest.fixture(scope="module")
def es() -> TemporalTagger:
    return TemporalTagger(builtin_rules("es"), TaggerSettings(convention="timeml"))


@pytest.mark.parametrize("text,expr,direction", [
    ("La empresa cerrará la planta el lunes", "el lunes", "future"),
    ("Los ministros abrirán la sesión en marzo", "en marzo", "future"),
    ("La empresa cerró la planta el lunes", "el lunes", "past"),
    ("Ayer la empresa anunció que cerrará en marzo", "en marzo", "future"),  # the nearest cue wins
])
def test_a_regular_future_ending_is_a_future_cue(es_cues, text, expr, direction):
    start = text.index(expr)
    assert tense_direction(text, start, start + len(expr), es_cues) == direction


def test_a_short_word_with_the_ending_is_no_cue(es_cues):
    assert es_cues.future_suffix  # the Spanish pack declares the endings
    text = "Está allá el lunes"  # "allá" (4 letters) is no verb
    start = text.index("el lunes")
    assert tense_direction(text, start, start + 8, es_cues) is None


def test_english_has_no_future_ending():
    assert TenseCues.from_words(LanguageWords(builtin_rules("en").terms)).future_suffix == ()


def test_a_bare_day_after_a_regular_future_is_ahead(es):
    got = {t.text: t.value for t in es.tag("La feria abrió el 12 y cerrará el 17.", REF)}
    assert got == {"el 12": "2013-02-12", "el 17": "2013-02-17"}
