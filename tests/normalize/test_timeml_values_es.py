"""Spanish TIMEX3 extents and values as the Spanish TimeBank annotates them, ``convention="timeml"`` (issue 19,
item 6, branch s19es). Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2000, 6, 1)  # a Thursday


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(builtin_rules("es"), TaggerSettings(convention="timeml"))


def spans(tagger: TemporalTagger, text: str) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, REF)]


@pytest.mark.parametrize("text,expected", [
    ("El actual ministro viajó a Roma .", [("actual", "DATE", "PRESENT_REF")]),
    ("Los socios actuales votaron .", [("actuales", "DATE", "PRESENT_REF")]),
    ("Ganó la pasada edición del torneo .", [("pasada", "DATE", "PAST_REF")]),
    ("Competirá en el próximo Rally de Suecia .", [("próximo", "DATE", "FUTURE_REF")]),
    ("Votarán en las próximas elecciones .", [("próximas", "DATE", "FUTURE_REF")]),
    ("Se construirá junto al futuro estadio .", [("futuro", "DATE", "FUTURE_REF")]),
    ("Pidió más fondos para la investigación futura .", [("futura", "DATE", "FUTURE_REF")]),
    ("Presentó su más reciente disco .", [("más reciente", "DATE", "PAST_REF")]),
    ("Visitó la recién inaugurada biblioteca .", [("recién", "DATE", "PAST_REF")]),
    ("No debemos repetir los errores del pasado .", [("del pasado", "DATE", "PAST_REF")]),
    ("Hasta el momento no hay acuerdo .", [("el momento", "DATE", "PRESENT_REF")]),
    ("Desde entonces vive en Lima .", [("entonces", "DATE", "PAST_REF")]),
])
def test_timeml_es_reference_adjectives(timeml, text, expected):
    assert spans(timeml, text) == expected


@pytest.mark.parametrize("text", [
    "Es uno de los colaboradores más próximos del presidente .",
    "El pueblo está próximo a la frontera .",
    "Le preocupa el futuro de las pensiones .",
    "Su futuro pasa por la reunión .",
    "Cuida a los recién nacidos .",
    "Nadie mira al pasado .",
])
def test_timeml_es_reference_adjectives_not_time(timeml, text):
    assert spans(timeml, text) == []


@pytest.mark.parametrize("text,expected", [
    ("La reunión será dos días después de la boda .", [("dos días", "DURATION", "P2D")]),
    ("Dimitió un día después .", [("un día después", "DURATION", "P1D")]),
    ("Volvió dos meses más tarde .", [("dos meses más tarde", "DURATION", "P2M")]),
    ("Tiene un año más de contrato .", [("un año más", "DURATION", "P1Y")]),
    ("Amplió el plazo una hora más .", [("una hora más", "DURATION", "PT1H")]),
])
def test_timeml_es_shifts_are_durations(timeml, text, expected):
    assert spans(timeml, text) == expected


def test_rag_es_shift_still_points_to_its_date():
    rag = TemporalTagger(builtin_rules("es"), TaggerSettings(convention="rag"))
    got = [(t.text, t.value) for t in rag.tag("Llegó en 1990 y dos años después se fue .", REF)]
    assert got[-1] == ("dos años después", "1992")


@pytest.mark.parametrize("text,expected", [
    ("Lo advirtió hace unos días .", ("hace unos días", "DURATION", "PXD")),
    ("Lo sabía desde hace tiempo .", ("hace tiempo", "DURATION", "PXM")),
    ("Llegará en los próximos meses .", ("los próximos meses", "DURATION", "PXM")),
    ("Llamará en las próximas horas .", ("las próximas horas", "DURATION", "PTXH")),
    ("Esperaron varios minutos .", ("varios minutos", "DURATION", "PTXM")),
    ("Lo sufrió durante años .", ("años", "DURATION", "PXY")),
    ("Se quedó unos meses .", ("unos meses", "DURATION", "PXM")),
    ("Gobernó durante una década .", ("una década", "DURATION", "P10Y")),
    ("Lo condenaron a dos años y tres meses .", ("dos años y tres meses", "DURATION", "P2Y3M")),
    ("Tenían un plazo de dos horas y 30 minutos .", ("dos horas y 30 minutos", "DURATION", "PT2H30M")),
    ("Cuesta 300 pesetas por noche .", ("noche", "SET", "PTNI")),
    ("Sale cada noche .", ("cada noche", "SET", "PTNI")),
    ("Cierra los fines de semana .", ("los fines de semana", "SET", "XXXX-WXX-WE")),
    ("Lo presentará este mediodía .", ("este mediodía", "TIME", "2000-06-01TMI")),
    ("Aterrizó a las 8.15 ( 07.15 GMT ) .", ("07.15 GMT", "TIME", "2000-06-01T07:15Z")),
])
def test_timeml_es_values(timeml, text, expected):
    assert expected in spans(timeml, text)


def test_timeml_es_tonight_is_the_reference_day(timeml):
    got = spans(timeml, "Desde esta noche hasta el día 13 se representará la obra .")
    assert got[0] == ("esta noche", "TIME", "2000-06-01TNI")


def test_timeml_es_today_after_al_dia_de(timeml):
    assert spans(timeml, "Justo al día de hoy triplicaron el operativo .") == [("al día de hoy", "DATE", "2000-06-01")]


@pytest.mark.parametrize("text,expected", [
    ("Se celebrará del 7 al 11 de septiembre .", [("del 7", "DATE", "2000-09-07"),
                                                   ("al 11 de septiembre", "DATE", "2000-09-11")]),
    ("Entre el 5 y el 6 de junio se verán .", [("el 5", "DATE", "2000-06-05"),
                                               ("el 6 de junio", "DATE", "2000-06-06")]),
    ("Será el 9 y 10 de junio .", [("el 9", "DATE", "2000-06-09"), ("10 de junio", "DATE", "2000-06-10")]),
    ("Irán los días 15 y 16 de marzo del 2001 .", [("los días 15", "DATE", "2001-03-15"),
                                                    ("16 de marzo del 2001", "DATE", "2001-03-16")]),
    ("Hubo candidatas de 1996 al 2006 .", [("1996", "DATE", "1996"), ("2006", "DATE", "2006")]),
])
def test_timeml_es_day_ranges_are_two_timexes(timeml, text, expected):
    assert spans(timeml, text) == expected


@pytest.mark.parametrize("text", ["Un segundo debate se celebró en mayo .", "Lleva cinco jornadas sin ganar ."])
def test_timeml_es_ordinals_and_match_days_are_not_durations(timeml, text):
    assert [s for s in spans(timeml, text) if s[1] == "DURATION"] == []


@pytest.mark.parametrize("text,value", [
    ("Se reúnen durante este fin de semana .", "2000-W22-WE"),
    ("Ganó el pasado fin de semana .", "2000-W21-WE"),
])
def test_timeml_es_weekend_is_a_week_end(timeml, text, value):
    assert [s[2] for s in spans(timeml, text)] == [value]


@pytest.mark.parametrize("text,expected", [
    ("Tenía 400 empleados a finales de 1999 .", ("finales de 1999", "1999", "END")),
    ("Abrirá a mitad del 2003 .", ("mitad del 2003", "2003", "MID")),
])
def test_timeml_es_point_modifier_before_a_year(timeml, text, expected):
    assert [(t.text, t.value, t.mod) for t in timeml.tag(text, REF)] == [expected]


@pytest.mark.parametrize("text,expected", [
    ("Lo liberaron pocos días después .", ("pocos días después", "DURATION", "PXD")),
    ("Lo negó pocas horas antes y ante las cámaras .", ("pocas horas antes", "DURATION", "PTXH")),
])
def test_timeml_es_vague_shift_keeps_its_adverb(timeml, text, expected):
    assert spans(timeml, text) == [expected]


@pytest.mark.parametrize("text,expected", [
    ("El barco se hundió en la noche del viernes pasado .", [("la noche del viernes pasado", "TIME", "2000-05-26TNI")]),
    ("Registró 10 grados la madrugada de hoy jueves .", [("la madrugada de hoy jueves", "TIME", "2000-06-01TMO")]),
    ("Ahora bien , nadie lo sabe .", []),
])
def test_timeml_es_part_of_a_named_day(timeml, text, expected):
    assert spans(timeml, text) == expected


def test_timeml_es_month_of_this_year_is_one_timex(timeml):
    assert spans(timeml, "Llegará en noviembre de este año .") == [("noviembre de este año", "DATE", "2000-11")]
