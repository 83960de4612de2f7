"""Spanish: "hace algo más de un año", "ese mismo día" / "el día anterior" after a date, "el día 3." (q12-).

Issue 19, branch h19b (rule prefix ``q12-``): Spanish TIMEX3s of the fourth Spanish probe round ("hace algo más
de un año", "ese mismo día" / "el día anterior" after a date, "el día 3." at the end of a sentence) under
``convention="timeml"``. Sentences are written for these tests; none comes from a gold corpus. Read on Thursday
2013-02-14."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 2, 14)


@pytest.fixture(scope="module")
def es_default() -> TemporalTagger:
    return TemporalTagger(builtin_rules("es"), TaggerSettings())


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    ("La fábrica cerró hace algo más de un año.", {"hace algo más de un año": ("DATE", "2012")}),
    ("El acuerdo se firmó hace algo menos de una semana.", {"hace algo menos de una semana": ("DATE", "2013-W06")}),
    ("El conflicto empezó hace algo más de dos meses.", {"hace algo más de dos meses": ("DATE", "2012-12")}),
])
def test_hace_algo_mas_de(es, text, expected):
    assert found(es, text) == expected


def test_algo_alone_stays_untagged(es):
    assert found(es, "El Gobierno tiene algo más de margen este año.") == {"este año": ("DATE", "2013")}


@pytest.mark.parametrize("text,expected", [
    ("El juicio empezó el 4 de febrero. Ese mismo día, el acusado se declaró inocente.",
     {"el 4 de febrero": ("DATE", "2013-02-04"), "Ese mismo día": ("DATE", "2013-02-04")}),
    ("La huelga empezó el 4 de febrero y el mismo día se cerró el puerto.",
     {"el 4 de febrero": ("DATE", "2013-02-04"), "el mismo día": ("DATE", "2013-02-04")}),
    ("El ministro dimitió el día 3. El día anterior había comparecido en el Congreso.",
     {"el día 3": ("DATE", "2013-02-03"), "El día anterior": ("DATE", "2013-02-02")}),
    ("La ley se aprobó el 5 de febrero y al día siguiente entró en vigor.",
     {"el 5 de febrero": ("DATE", "2013-02-05"), "al día siguiente": ("DATE", "2013-02-06")}),
])
def test_anaphora_count_from_the_last_date(es, text, expected):
    assert found(es, text) == expected


def test_anaphora_with_no_date_before_count_from_the_reference_date(es):
    assert found(es, "El mismo día, el acusado se declaró inocente.") == {"El mismo día": ("DATE", "2013-02-14")}


@pytest.mark.parametrize("text,expected", [
    ("El ministro dimitió el día 3.", {"el día 3": ("DATE", "2013-02-03")}),
    ("El ministro dimitió el día 13, y luego se fue.", {"el día 13": ("DATE", "2013-02-13")}),
])
def test_a_day_of_the_month_before_a_stop_or_comma(es, es_default, text, expected):
    assert found(es, text) == expected
    assert found(es_default, text).keys() == expected.keys()


def test_a_day_number_with_a_decimal_stays_a_number(es):
    assert "el día 3" not in found(es, "El índice subió el día 3,5 por ciento.")
