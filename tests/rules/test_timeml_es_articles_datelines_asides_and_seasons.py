"""Issue 19 (branch h19e, prefix ``e20-``): what the Spanish whole-article probe round
(``benchmarks/data/probe_news_es_docs.jsonl``) found. A Europa Press dateline's abbreviated month keeps its dot
("26 Nov."); "a lo largo de" stays out of a duration's TIMEX3; "cada verano" is a set; "del verano de 2009" keeps
"del"; "previsto para el lunes 19" is one TIMEX3; "hasta" is no link between a day and its clock time ("el domingo
hasta las 20.00 horas" is two TIMEX3s); a news clock time does not take the day of an aside that tells of an
earlier event ("Los servicios mínimos, pactados el pasado viernes, garantizan [...] las 06.00"); "el mismo periodo
del año anterior" after "entre enero y marzo" is the first quarter a year back. Sentences are written for these
tests; none comes from a gold corpus.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest
from probes import BENCH, benchmark_module
from timeml_news import found as shared_found

from spacy_tempoeval.scoring import read_gold_jsonl
from spacy_tempoeval.tagger import TemporalTagger


def found(tagger: TemporalTagger, text: str, ref: str) -> Dict[str, tuple]:
    """``timeml_news.found`` with the reference date written as ISO text (``es``: tests/rules/conftest.py)."""
    return shared_found(tagger, text, dt.date.fromisoformat(ref))


def test_europa_press_dateline_keeps_the_abbreviation_dot(es):
    """Before: "26 Nov" (the dot left out, a strict miss on every Europa Press article)."""
    assert found(es, "MADRID, 26 Nov. (EUROPA PRESS) - El pleno votó ayer la ley.", "2015-11-26") == {
        "26 Nov.": ("DATE", "2015-11-26"), "ayer": ("DATE", "2015-11-25")}


def test_efe_dateline_unchanged(es):
    """The EFE form has no dot before the parenthesis; a dot at the end of the text may be the full stop."""
    assert found(es, "Madrid, 12 mar (EFE).- El pleno votó ayer la ley.", "2013-03-12") == {
        "12 mar": ("DATE", "2013-03-12"), "ayer": ("DATE", "2013-03-11")}


def test_a_lo_largo_de_stays_out_of_the_duration(es):
    """Before: "lo largo de los últimos doce meses" (the rule's "a lo largo de" lost only its "a")."""
    assert found(es, "La ocupación creció a lo largo de los últimos doce meses.", "2014-07-31") == {
        "los últimos doce meses": ("DURATION", "P12M")}


@pytest.mark.parametrize("text,expected", [
    ("Las excavaciones se llevan a cabo cada verano desde 1978.",
     {"cada verano": ("SET", "XXXX-SU"), "1978": ("DATE", "1978")}),
    ("Los pastores bajan al valle todos los inviernos.", {"todos los inviernos": ("SET", "XXXX-WI")}),
])
def test_recurring_season_is_a_set(es, text, expected):
    """Before: "verano" as this year's summer (DATE 2011-SU)."""
    assert found(es, text, "2011-06-08") == expected


def test_del_before_a_season_with_its_year(es):
    """As "del 20 de diciembre", "del siglo XVIII": the fused article stays in (before: "verano de 2009")."""
    assert found(es, "Los restos aparecieron en la campaña del verano de 2009.", "2011-06-08") == {
        "del verano de 2009": ("DATE", "2009-SU")}


def test_para_before_weekday_with_its_day_number(es):
    """Before: "el lunes" alone (w6-weekday_para started earlier and won), the day number left out."""
    assert found(es, "El acto está previsto para el lunes 19, según fuentes oficiales.", "2012-11-12") == {
        "el lunes 19": ("DATE", "2012-11-19")}
    assert found(es, "Para el lunes se esperan lluvias.", "2012-11-12") == {"el lunes": ("DATE", "2012-11-19")}


@pytest.mark.parametrize("text,expected", [
    ("El museo abrirá el domingo hasta las 20.00 horas.",
     {"el domingo": ("DATE", "2014-02-02"), "las 20.00 horas": ("TIME", "2014-02-02T20:00")}),
    ("El tráfico estuvo cortado ayer. La vía siguió interrumpida hasta las 11.45 horas.",
     {"ayer": ("DATE", "2014-01-27"), "las 11.45 horas": ("TIME", "2014-01-27T11:45")}),
])
def test_hasta_is_no_day_time_link(es, text, expected):
    """Before: "el domingo hasta las 20.00 horas" one TIME with "hasta" inside; "desde" already kept two."""
    assert found(es, text, "2014-01-28") == expected


def test_clock_time_skips_the_day_of_an_earlier_aside(es):
    """The aside's Friday tells of the agreement; the times are the strike's (before: Friday's)."""
    text = ("La huelga general será este miércoles. Los servicios mínimos, pactados el pasado viernes con Fomento, "
            "garantizan la mitad de los trenes entre las 06.00 y las 09.00 horas.")
    assert found(es, text, "2012-11-12") == {
        "este miércoles": ("DATE", "2012-11-14"), "el pasado viernes": ("DATE", "2012-11-09"),
        "las 06.00": ("TIME", "2012-11-14T06:00"), "las 09.00 horas": ("TIME", "2012-11-14T09:00")}


@pytest.mark.parametrize("text,day", [
    # a past clause: the aside tells of the time's own event
    ("La huelga general será este miércoles. La reunión, celebrada el pasado viernes en Madrid, empezó a las "
     "10.00 horas.", ("el pasado viernes", "2012-11-09")),
    # an aside's day after the reference date is the day of the time
    ("La huelga general será este miércoles. El acto, previsto para el lunes 19, comenzará a las 10.00 horas.",
     ("el lunes 19", "2012-11-19")),
])
def test_clock_time_keeps_the_day_of_its_own_aside(es, text, day):
    assert found(es, text, "2012-11-12") == {
        "este miércoles": ("DATE", "2012-11-14"), day[0]: ("DATE", day[1]),
        "las 10.00 horas": ("TIME", f"{day[1]}T10:00")}


@pytest.mark.parametrize("text,value", [
    ("La empresa ganó entre enero y marzo 651 millones, un 5 por ciento menos que en el mismo periodo del año "
     "anterior.", "2012-Q1"),
    ("La empresa ganó entre enero y junio 651 millones, frente al mismo periodo de 2012.", "2012-H1"),
    ("La empresa ganó en marzo 651 millones, un 5 por ciento menos que en el mismo mes del año anterior.",
     "2012-03"),
])
def test_same_period_after_a_month_range(es, text, value):
    """Before: the last month of the range ("2012-03" for the first two)."""
    got = found(es, text, "2013-05-09")
    assert [v for t, (_, v) in got.items() if "mismo" in t] == [value]


# -- the probe file -----------------------------------------------------------------------------------------------
def test_the_probe_file_is_what_its_generator_writes():
    maker = benchmark_module("data/make_probe_news_es_docs.py")
    path = BENCH / "data" / "probe_news_es_docs.jsonl"
    assert path.read_text(encoding="utf8") == maker.render()
    docs = read_gold_jsonl(path)
    assert len(docs) >= 12 and sum(len(d.timexes) for d in docs) >= 150


def test_the_generator_refuses_a_label_not_in_its_article():
    maker = benchmark_module("data/make_probe_news_es_docs.py")
    family, dct, text, labels = maker.DOCS[0]
    maker.DOCS[:] = [(family, dct, text, [*labels, ("el 31 de febrero", "D", "2015-02-28")])]
    with pytest.raises(SystemExit, match="found 0 times"):
        maker.records()
    maker.DOCS[:] = [(family, dct, text, [("este jueves", "D", "2015-11-27")])]  # a Friday
    with pytest.raises(SystemExit, match="not the weekday"):
        maker.records()


# -- after the five later articles (ids 013-017) ------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("Los arrestos se produjeron el pasado jueves en una operación con cincuenta agentes, que registraron dos "
     "viviendas esa misma mañana.",
     {"el pasado jueves": ("DATE", "2011-02-17"), "esa misma mañana": ("TIME", "2011-02-17TMO")}),
    ("El juicio empezó el 4 de febrero. Esa misma tarde declaró el acusado.",
     {"el 4 de febrero": ("DATE", "2011-02-04"), "Esa misma tarde": ("TIME", "2011-02-04TAF")}),
])
def test_that_same_part_of_the_day_is_the_day_told_of(es, text, expected):
    """Before: "mañana" as tomorrow (DATE 2011-02-22); "Esa misma tarde" untagged."""
    assert found(es, text, "2011-02-21") == expected


@pytest.mark.parametrize("text,expected", [
    ("Los precios suben desde marzo.", {"marzo": ("DATE", "2016-03")}),
    ("Los trabajadores están en huelga desde el lunes.", {"el lunes": ("DATE", "2016-10-24")}),
    # a future verb still decides
    ("La nueva tarifa se aplicará desde el lunes.", {"el lunes": ("DATE", "2016-10-31")}),
])
def test_desde_leans_back_without_another_cue(es, text, expected):
    """TENSE_PAST_BEFORE: before, "desde marzo" read in October was the March ahead (2017-03), "desde el lunes"
    the Monday ahead."""
    assert found(es, text, "2016-10-27") == expected
