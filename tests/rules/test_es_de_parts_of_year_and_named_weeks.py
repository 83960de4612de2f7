"""Spanish and German: parts of a year "del año", weeks of a month, "la víspera", weekdays of named weeks (s13-).

Issue 19, branch h19s (rule prefix ``s13-``): Spanish and German TIMEX3s of the fifth probe round under
``convention="timeml"``: a day, quarter, half or first month "del año" (pasado), a part of "este <weekday>",
"a última hora de la tarde de ayer", weeks of a month and "la semana del 25 de febrero" (ISO weeks), "la víspera"
after a date, "el jueves de la próxima semana" / "Donnerstag kommender Woche" (``REF+1W-4``), "zweimal im Jahr",
"respecto al trimestre anterior" after a quarter. Sentences are written for these tests; none comes from a gold
corpus or the probe files. Read on Thursday 2013-02-14."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

from spacy_tempoeval.normalize.resolve import resolve_value

REF = dt.date(2013, 2, 14)


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("value,expected", [
    ("REF+1W-4", "2013-02-21"),   # Thursday of next week
    ("REF-1W-5", "2013-02-08"),   # Friday of last week
    ("REF+0W-1", "2013-02-11"),   # Monday of this week
    ("REF+1W-7", "2013-02-24"),
    ("REF-1W-WE", "2013-W06-WE"),  # unchanged
    ("REF+1W", "2013-W08"),        # unchanged
])
def test_weekday_of_a_shifted_week(value, expected):
    assert resolve_value(value, REF) == expected


@pytest.mark.parametrize("text,expected", [
    ("La patronal firmó el convenio el 30 de noviembre del año pasado.",
     {"el 30 de noviembre del año pasado": ("DATE", "2012-11-30")}),
    ("Las obras empezarán el 2 de marzo del año que viene.",
     {"el 2 de marzo del año que viene": ("DATE", "2014-03-02")}),
    ("La facturación cayó en el tercer trimestre del año.", {"el tercer trimestre del año": ("DATE", "2013-Q3")}),
    ("El déficit se redujo en el primer semestre del ejercicio.",
     {"el primer semestre del ejercicio": ("DATE", "2013-H1")}),
    ("En el último mes del año se crearon 5.000 empleos.", {"el último mes del año": ("DATE", "2013-12")}),
])
def test_a_part_of_the_year_named_by_del_ano(es, text, expected):
    assert found(es, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("El PIB cayó en el segundo trimestre del año pasado.",
     {"el segundo trimestre del año pasado": ("DATE", "2012-Q2")}),
    ("El PIB cayó en el segundo trimestre del año 2011.", {"el segundo trimestre del año 2011": ("DATE", "2011-Q2")}),
])
def test_a_quarter_of_another_year_keeps_its_own_rule(es, text, expected):
    assert found(es, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Los disturbios estallaron en la noche de este lunes.", {"la noche de este lunes": ("TIME", "2013-02-11TNI")}),
    ("El pleno votará en la tarde de este viernes.", {"la tarde de este viernes": ("TIME", "2013-02-15TAF")}),
    ("La Policía detuvo al sospechoso a primera hora de la mañana de ayer.",
     {"primera hora de la mañana de ayer": ("TIME", "2013-02-13TMO")}),
])
def test_a_part_of_a_named_day_is_one_timex(es, text, expected):
    assert found(es, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Los precios subieron en la segunda semana de enero.", {"la segunda semana de enero": ("DATE", "2013-W02")}),
    ("La huelga se convocó para la última semana de marzo.", {"la última semana de marzo": ("DATE", "2013-W13")}),
    ("El congreso se celebró la primera semana de junio de 2011.",
     {"la primera semana de junio de 2011": ("DATE", "2011-W22")}),
    ("El Parlamento votará la semana del 4 de marzo.", {"la semana del 4 de marzo": ("DATE", "2013-W10")}),
])
def test_weeks_of_a_month_are_iso_weeks(es, text, expected):
    assert found(es, text) == expected


def test_la_vispera_after_a_date_is_the_day_before_it(es):
    text = "La final se jugó el 3 de febrero. La víspera, los jugadores entrenaron en el estadio."
    assert found(es, text) == {"el 3 de febrero": ("DATE", "2013-02-03"), "La víspera": ("DATE", "2013-02-02")}


def test_la_vispera_alone_is_the_day_before_the_reference_date(es):
    assert found(es, "La víspera, los jugadores entrenaron en el estadio.") == {"La víspera": ("DATE", "2013-02-13")}


@pytest.mark.parametrize("text,expected", [
    ("El comité se reunirá el martes de la próxima semana.",
     {"el martes de la próxima semana": ("DATE", "2013-02-19")}),
    ("El alcalde dimitió el lunes de la semana pasada.", {"el lunes de la semana pasada": ("DATE", "2013-02-04")}),
    ("La feria abrirá el sábado de la semana que viene.",
     {"el sábado de la semana que viene": ("DATE", "2013-02-23")}),
])
def test_a_weekday_of_a_named_week_es(es, text, expected):
    assert found(es, text) == expected


def test_the_previous_quarter_after_a_quarter_es(es):
    text = "Las ventas crecieron un 2 por ciento en el segundo trimestre de 2012 respecto al trimestre anterior."
    assert found(es, text) == {"el segundo trimestre de 2012": ("DATE", "2012-Q2"),
                               "al trimestre anterior": ("DATE", "2012-Q1")}


@pytest.mark.parametrize("text,expected", [
    ("Die Kommission entscheidet am Mittwoch kommender Woche.",
     {"Mittwoch kommender Woche": ("DATE", "2013-02-20")}),
    ("Der Vertrag wurde am Montag vergangener Woche unterzeichnet.",
     {"Montag vergangener Woche": ("DATE", "2013-02-04")}),
    ("Am Dienstag nächster Woche beginnt der Prozess.", {"Dienstag nächster Woche": ("DATE", "2013-02-19")}),
])
def test_a_weekday_of_a_named_week_de(de, text, expected):
    assert found(de, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Der Verein trifft sich dreimal pro Woche.", {"dreimal pro Woche": ("SET", "P1W")}),
    ("Einmal im Monat erscheint das Heft.", {"Einmal im Monat": ("SET", "P1M")}),
])
def test_a_frequency_is_one_set_de(de, text, expected):
    assert found(de, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("La renta media cayó un 8 por ciento en el último lustro.", {"el último lustro": ("DURATION", "P5Y")}),
    ("El plan de inversiones durará un lustro.", {"un lustro": ("DURATION", "P5Y")}),
    ("El salón lucía un suelo lustroso.", {}),
])
def test_lustro_is_five_years(es, text, expected):
    assert found(es, text) == expected
