"""Spanish extents: bare plurals with "después", "horas locales", "diario", "un tiempo" (round 4).

Spanish TIMEX3 extents under ``convention="timeml"``, round 4 of issue 19 (branch s19ext): groups of extent
errors left on the Spanish TimeBank training data. Sentences are written for these tests; none comes from the
gold corpora.
"""

from __future__ import annotations

import pytest
from timeml_news import found_es as found
from timeml_news import timeml_es_tagger

from spacy_tempoeval.tagger import TemporalTagger


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return timeml_es_tagger()


@pytest.mark.parametrize("text,phrase,expected", [
    ("Días después , el presidente convocó elecciones .", "Días después", "PXD"),
    ("Que años después sea la mujer que está a punto de casarse .", "años después", "PXY"),
])
def test_a_bare_plural_with_despues_is_one_timex_a_vague_duration(timeml, text, phrase, expected):
    assert found(timeml, text).get(phrase) == ("DURATION", expected)


def test_a_clock_time_takes_in_horas_locales(timeml):
    assert "las 12:00 horas locales" in found(timeml, "Cerrarán a partir de las 12:00 horas locales ( 16:00 GMT ) .")


@pytest.mark.parametrize("text,phrase", [
    ("Venderá 160.000 barriles de crudo diarios a la región .", "diarios"),
    ("La web ofrece un índice diario de la fluctuación de los precios .", "diario"),
])
def test_diario_after_the_noun_it_qualifies_is_a_set(timeml, text, phrase):
    assert found(timeml, text).get(phrase) == ("SET", "P1D")


@pytest.mark.parametrize("text", [
    "Lo dijo a este diario en una entrevista .",
    "Abren hoy los diarios económicos con la noticia .",
    "Diario de Mallorca informa del acuerdo .",
])
def test_diario_the_newspaper_is_no_timex(timeml, text):
    assert not {"diario", "diarios", "Diario"} & set(found(timeml, text))


@pytest.mark.parametrize("text,phrase,expected", [
    ("Las negociaciones se reanudan después de un tiempo de pausa .", "un tiempo", ("DURATION", "PXM")),
    ("Hasta la fecha , el gobierno no ha reaccionado .", "la fecha", ("DATE", "2000-06-01")),
])
def test_un_tiempo_and_hasta_la_fecha_are_timexes(timeml, text, phrase, expected):
    assert found(timeml, text).get(phrase) == expected
