"""Spanish news under ``convention="timeml"``: wire bare hours, a comma between a day and its clock, present verbs.

Issue 19, the leftovers of the second round of whole Spanish articles (``probe_news_es_docs.jsonl`` ids 18-28):
Télam's bare hours ("a las 8 del viernes", "a partir de las 21"), "la tarde, a las 18.00 horas" (two TIMEX3s, as
the Spanish TimeBank writes "mañana , domingo , a las 08.00 hora local"), and a present verb between a past one and
its date ("comenzó el 1 de junio y concluye el 30 de noviembre"). Sentences are written for these tests (the
TimeBank one is quoted as the gold's convention); each fix has its counter-examples.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest
from timeml_news import timeml_es_tagger

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

THURSDAY = dt.date(2011, 8, 11)  # a Thursday, as the Télam article's dateline


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return timeml_es_tagger()


def tagged(tagger: TemporalTagger, text: str, ref: dt.date = THURSDAY) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, ref)]


@pytest.mark.parametrize("text,expected", [
    ("La veda electoral comenzará a las 8 del viernes, 48 horas antes de los comicios.",
     ("las 8 del viernes", "TIME", "2011-08-12T08:00")),
    ("Los centros de votación cerrarán a las 18 del domingo.", ("las 18 del domingo", "TIME", "2011-08-14T18:00")),
    ("La cita fue a las 8 del pasado viernes.", ("las 8 del pasado viernes", "TIME", "2011-08-05T08:00")),
])
def test_a_bare_hour_before_its_day_is_one_time(timeml, text, expected):
    assert expected in tagged(timeml, text)


def test_a_bare_hour_before_another_clause_is_not_read(timeml):
    """Left as it was (HISTORY, h19e5): "a las 8 y cerrarán ..." has no day or clause end after its hour; only the
    second clock, with its day, is a TIME."""
    got = tagged(timeml, "Los centros de votación abrirán a las 8 y cerrarán a las 18 del domingo.")
    assert got == [("las 18 del domingo", "TIME", "2011-08-14T18:00")]


@pytest.mark.parametrize("text,span", [
    ("El escrutinio comenzará a difundirse a partir de las 21, según el director.", "las 21"),
    ("Las tiendas abrirán hasta las 22.", "las 22"),
    ("La reunión será a las 14; después, la rueda de prensa.", "las 14"),
])
def test_an_afternoon_hour_at_a_clause_end_is_a_time(timeml, text, span):
    got = tagged(timeml, text)
    assert [(s, label) for s, label, _ in got] == [(span, "TIME")]
    assert got[0][2].endswith(f"T{span[-2:]}:00")


@pytest.mark.parametrize("text", [
    "La ayuda llegó a las 21 personas heridas del domingo.",
    "Son 40 horas, frente a las 15 de Europa.",
    "Ganó tres de las 15.",
    "El niño entró a los 8 años del viernes.",
    "Dio premios a las 3 y a los 5 de ellos.",
])
def test_a_number_after_las_stays_a_number(timeml, text):
    """Before a noun, after "de" alone, after "los", a coordinated count: no clock time."""
    assert not any(label == "TIME" for _, label, _ in tagged(timeml, text))


def test_a_bare_hour_and_a_half_keeps_its_minutes(timeml):
    assert tagged(timeml, "Quedamos a las 8 y media.") == [("las 8 y media", "TIME", "2011-08-11T08:30")]


@pytest.mark.parametrize("text,expected", [
    ("El líder recibirá al Numancia el sábado por la tarde, a las 18.00 horas, en un partido aplazado.",
     [("el sábado", "DATE", "2011-08-13"), ("la tarde", "TIME", "2011-08-13TAF"),
      ("las 18.00 horas", "TIME", "2011-08-13T18:00")]),
    ("El partido será el sábado, a las 18.00 horas, en el estadio.",
     [("el sábado", "DATE", "2011-08-13"), ("las 18.00 horas", "TIME", "2011-08-13T18:00")]),
])
def test_a_comma_parts_a_day_and_its_clock_under_timeml(timeml, text, expected):
    """The Spanish TimeBank: "mañana , domingo , a las 08.00 hora local" is two TIMEX3s."""
    assert tagged(timeml, text) == expected


def test_the_timebank_day_and_clock_across_commas(timeml):
    got = tagged(timeml, "El recuento está previsto para mañana , domingo , a las 08.00 hora local .",
                 dt.date(2000, 7, 15))
    assert got == [("mañana , domingo", "DATE", "2000-07-16"), ("las 08.00 hora local", "TIME", "2000-07-16T08:00")]


@pytest.mark.parametrize("text,span", [
    ("El partido será el sábado a las 18.00 horas en el estadio.", "el sábado a las 18.00 horas"),
    ("Las entradas se pondrán a la venta mañana a las 10.00 horas.", "mañana a las 10.00 horas"),
])
def test_without_a_comma_the_day_and_its_clock_stay_one_time(timeml, text, span):
    assert [s for s, _, _ in tagged(timeml, text)] == [span]


def test_other_conventions_still_join_across_the_comma():
    rag = TemporalTagger(builtin_rules("es"), TaggerSettings(convention="rag"))
    got = [t.text for t in rag.tag("El partido será el sábado, a las 18.00 horas, en el estadio.", THURSDAY)]
    assert got == ["el sábado, a las 18.00 horas"]


HURRICANE_DAY = dt.date(2010, 9, 14)


@pytest.mark.parametrize("text,span,value", [
    ("Es el cuarto huracán en el Atlántico, cuya temporada comenzó el 1 de junio y concluye el 30 de noviembre.",
     "el 30 de noviembre", "2010-11-30"),
    ("El Gobierno anunció que la campaña concluye el 30 de noviembre.", "el 30 de noviembre", "2010-11-30"),
    ("La temporada comienza el 1 de junio y concluye el 30 de noviembre.", "el 1 de junio", "2010-06-01"),
])
def test_a_present_verb_before_the_date_is_its_own(timeml, text, span, value):
    """The present verb right before the date points neither way: the nearest date, not the past verb's."""
    assert (span, "DATE", value) in tagged(timeml, text, HURRICANE_DAY)


@pytest.mark.parametrize("text,span,value", [
    ("La temporada comenzó el 1 de junio.", "el 1 de junio", "2010-06-01"),
    ("El plazo venció el 30 de noviembre.", "el 30 de noviembre", "2009-11-30"),
    ("La temporada concluye, según anunció, el 30 de noviembre.", "el 30 de noviembre", "2009-11-30"),
    ("El plazo concluye y se cerró el 30 de noviembre.", "el 30 de noviembre", "2009-11-30"),
])
def test_a_past_verb_nearer_the_date_still_decides(timeml, text, span, value):
    """Counter-examples: a past verb of the date's own clause, or nearer it than the present one, still points
    back."""
    assert (span, "DATE", value) in tagged(timeml, text, HURRICANE_DAY)
