"""Issue 19, branch h19 (rule prefix ``q11-``): Spanish halves of a year ("la segunda mitad del año") and
frequencies ("dos veces por semana") under ``convention="timeml"``. Sentences are written for these tests; none
comes from a gold corpus. Read on Thursday 2013-02-14."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2013, 2, 14)


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    ("En la segunda mitad del año la economía se recuperará.", {"la segunda mitad del año": ("DATE", "2013-H2")}),
    ("La primera mitad de 2012 fue mala para el sector.", {"La primera mitad de 2012": ("DATE", "2012-H1")}),
    ("La segunda mitad del año pasado fue mejor.", {"La segunda mitad del año pasado": ("DATE", "2012-H2")}),
    ("Las obras acabarán en la primera mitad del año que viene.",
     {"la primera mitad del año que viene": ("DATE", "2014-H1")}),
])
def test_a_half_of_a_year(es, text, expected):
    assert found(es, text) == expected


def test_mitad_alone_stays_a_modifier(es):
    assert found(es, "La apertura está prevista para mitad del 2003.") == {"mitad del 2003": ("DATE", "2003")}
    assert found(es, "El público llenó la mitad del estadio.") == {}


@pytest.mark.parametrize("text,expected", [
    ("El consejo se reúne dos veces por semana.", {"dos veces por semana": ("SET", "P1W")}),
    ("La revista sale una vez al año.", {"una vez al año": ("SET", "P1Y")}),
    ("Los trenes pasan tres veces al día.", {"tres veces al día": ("SET", "P1D")}),
    ("El comité se reúne varias veces al mes.", {"varias veces al mes": ("SET", "P1M")}),
])
def test_a_frequency_is_one_set(es, text, expected):
    assert found(es, text) == expected


def test_veces_without_a_period_is_no_timex(es):
    assert found(es, "Lo dijo dos veces en la rueda de prensa.") == {}
