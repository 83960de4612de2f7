"""Spanish news: a clock time takes the last day named, "-ió" preterites, "podría" + infinitive (t13-).

Issue 19, branch h19t (prefix ``t13-``): what twelve ordinary Spanish wire stories (the sixth probe round,
``probe-news-es-293..304``) showed under ``convention="timeml"``: a news clock time ("a las 10.30 horas") in a
sentence with no date is the time of the last day an earlier sentence named (the pack's TIMEML_TIME_FOLLOWS_DAY,
as the Spanish TimeBank's "de ayer. [...] hasta las 11.45 horas") on the side of the reference date its clause's
tense points to, the first end of its range too; the singular preterite of -er / -ir verbs ("recibió") is a past
cue (TENSE_PAST_SUFFIX "ió"); "podría" + infinitive points forward (TENSE_FUTURE). Sentences are written for
these tests; none comes from a gold corpus or the probe file. Read on Thursday 2013-02-14."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on, timeml_tagger

from spacy_tempoeval.normalize.compose import MAX_TIME_PREVIOUS_DATE_GAP
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 2, 14)


@pytest.fixture(scope="module")
def es_rag() -> TemporalTagger:
    return TemporalTagger(builtin_rules("es"), TaggerSettings())


@pytest.fixture(scope="module")
def en() -> TemporalTagger:
    return timeml_tagger()


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,phrase,value", [
    ("Un hombre murió ayer en la A-7. El siniestro se produjo a las 10.30 horas, cuando el turismo se salió de la "
     "vía.", "las 10.30 horas", "2013-02-13T10:30"),
    ("El presidente viajará el próximo lunes a Lima. La reunión está prevista para las 12.00 hora local.",
     "las 12.00 hora local", "2013-02-18T12:00"),
    ("La huelga será el 8 de marzo. Los paros se producirán entre las 12.00 y las 14.00 horas.",
     "las 12.00", "2013-03-08T12:00"),
    ("La huelga será el 8 de marzo. Los paros se producirán entre las 12.00 y las 14.00 horas.",
     "las 14.00 horas", "2013-03-08T14:00"),
    ("El camión volcó el pasado 2 de febrero. La carga fue trasvasada a otra cisterna. La circulación quedó "
     "interrumpida hasta las 11.45 horas.", "las 11.45 horas", "2013-02-02T11:45"),
])
def test_a_news_clock_time_takes_the_last_named_day(es, text, phrase, value):
    assert found(es, text)[phrase] == ("TIME", value)


def test_the_gloss_in_another_zone_follows_too(es):
    got = found(es, "El avión llegará el próximo lunes. Aterrizará a las 12.00 hora local (15.00 GMT).")
    assert got["las 12.00 hora local"] == ("TIME", "2013-02-18T12:00")
    assert got["15.00 GMT"] == ("TIME", "2013-02-18T15:00Z")


def test_a_date_in_the_time_s_own_sentence_still_wins(es):
    got = found(es, "El acto fue ayer. El pleno se reunirá el lunes en la sede del Congreso a las 10.00 horas.")
    assert got["las 10.00 horas"] == ("TIME", "2013-02-18T10:00")


def test_a_day_too_far_back_is_not_followed(es):
    filler = " El alcalde habló con los vecinos de la zona." * (MAX_TIME_PREVIOUS_DATE_GAP // 40)
    got = found(es, "El accidente ocurrió ayer." + filler + " El tráfico se cortó a las 10.30 horas.")
    assert got["las 10.30 horas"] == ("TIME", "2013-02-14T10:30")


def test_a_time_without_the_news_clock_word_keeps_the_reference_day(es):
    got = found(es, "El accidente ocurrió ayer. El tráfico se cortó a las 10.30.")
    assert got["las 10.30"] == ("TIME", "2013-02-14T10:30")


def test_the_rag_convention_and_english_are_unchanged(es_rag, en):
    text = "Un hombre murió ayer en la A-7. El siniestro se produjo a las 10.30 horas."
    assert {t.value for t in es_rag.tag(text, REF) if "10.30" in t.text} == {"2013-02-14T10:30"}
    got = found(en, "A man died yesterday on the M4. The crash happened at 10:30 a.m.")
    assert got["10:30 a.m."] == ("TIME", "2013-02-14T10:30")


@pytest.mark.parametrize("text,phrase,value", [
    ("La empresa recibió la licencia en junio.", "junio", "2012-06"),   # June ahead is nearer: the cue decides
    ("El club recibió el sábado la visita del alcalde.", "el sábado", "2013-02-09"),
    ("La Guardia Civil detuvo al sospechoso y lo condujo al juzgado. Se decidió en junio.", "junio", "2012-06"),
])
def test_a_singular_preterite_in_io_is_a_past_cue(es, text, phrase, value):
    assert found(es, text)[phrase] == ("DATE", value)


def test_a_short_word_in_io_is_no_cue(es):
    # "Rió" (five letters needed before the ending counts): no cue, the nearest June
    assert found(es, "El Rió Grande se desbordará en junio.")["junio"] == ("DATE", "2013-06")


@pytest.mark.parametrize("text,phrase,value", [
    ("El delantero podría volver a jugar el martes.", "el martes", "2013-02-19"),
    ("Los ministros podrían reunirse en diciembre.", "diciembre", "2013-12"),
])
def test_podria_with_an_infinitive_points_forward(es, text, phrase, value):
    assert found(es, text)[phrase] == ("DATE", value)


@pytest.mark.parametrize("text,phrase,value", [
    # a past clause does not follow a day ahead of the reference date: it takes the last day named before it
    ("Las elecciones se celebraron ayer. El Congreso se constituirá el 13 de marzo. Los colegios electorales "
     "cerraron a las 20.00 horas.", "las 20.00 horas", "2013-02-13T20:00"),
    # a future clause does not follow a day behind it
    ("El ministro viajará el próximo lunes a Lima. La última visita fue el 3 de febrero. La reunión comenzará a "
     "las 10.00 horas.", "las 10.00 horas", "2013-02-18T10:00"),
    # no day on the time's side of the reference date: the reference day
    ("El Congreso se constituirá el 13 de marzo. Los colegios electorales cerraron a las 20.00 horas.",
     "las 20.00 horas", "2013-02-14T20:00"),
])
def test_the_followed_day_agrees_with_the_tense_of_the_time(es, text, phrase, value):
    assert found(es, text)[phrase] == ("TIME", value)
