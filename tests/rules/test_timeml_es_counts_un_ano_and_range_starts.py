"""Spanish: two counts of a unit, "un año como este" / "el año", range starts, hours with "h" (round 9).

Spanish TIMEX3s under ``convention="timeml"``, round 9 of issue 19 (branch w19tx).
Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import pytest
from timeml_news import found_es as found
from timeml_news import timeml_es_tagger

from spacy_tempoeval.tagger import TemporalTagger


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return timeml_es_tagger()


@pytest.mark.parametrize("text,expected", [
    ("Los turistas suelen quedarse tres o cuatro semanas en la isla.",
     {"tres": ("DURATION", "P3W"), "cuatro semanas": ("DURATION", "P4W")}),
    ("La obra estará en cartel 2 o 3 días más.",
     {"2": ("DURATION", "P2D"), "3 días más": ("DURATION", "P3D")}),
    ("La reparación durará dos o tres horas.",
     {"dos": ("DURATION", "PT2H"), "tres horas": ("DURATION", "PT3H")}),
    ("El programa acoge a niños de dos a tres años.",
     {"dos": ("DURATION", "P2Y"), "tres años": ("DURATION", "P3Y")}),
    ("El plazo pasará de ocho a doce meses.",
     {"ocho": ("DURATION", "P8M"), "doce meses": ("DURATION", "P12M")}),
])
def test_two_counts_of_one_unit_are_two_durations(timeml, text, expected):
    """Spanish TimeBank: "tres o cuatro semanas", "de uno a dos años" are two DURATIONs, the first a bare count
    with the unit of the second (the first count was untagged); "de" stays out."""
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("La oficina abre de 9 a 14 horas.", {"9": ("TIME", "2000-06-01T09:00"), "14 horas": ("TIME", "2000-06-01T14:00")}),
    ("La pena pasó de 18 meses a cinco años.", {"18 meses": ("DURATION", "P18M"), "cinco años": ("DURATION", "P5Y")}),
    ("Se quedó dos años o tres.", {"dos años": ("DURATION", "P2Y")}),
])
def test_what_two_counts_leave_as_it_was(timeml, text, expected):
    """A clock range stays two times (round 8); two counts that each carry their unit were already two TIMEX3s."""
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Ha sido un año tan intenso para el club.", {"un año": ("DATE", "2000")}),
    ("Empieza un mes decisivo para el equipo.", {"un mes": ("DATE", "2000-06")}),
    ("Fue un día donde todo salió bien.", {"un día": ("DATE", "2000-06-01")}),
    ("Vivimos un año marcado por la crisis.", {"un año": ("DATE", "2000")}),
])
def test_a_qualified_un_unit_is_the_unit_of_the_reference(timeml, text, expected):
    """Spanish TimeBank: "en un año tan académico", "un mes decisivo", "un día donde ..." are the year, month or
    day the text is in (DATE), not a duration (was P1Y)."""
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Lo condenaron a un año de prisión.", {"un año": ("DURATION", "P1Y")}),
    ("Se quedará un año más.", {"un año más": ("DURATION", "P1Y")}),
])
def test_an_unqualified_un_unit_stays_a_duration(timeml, text, expected):
    assert found(timeml, text) == expected


def test_un_ano_como_este_is_the_year_of_the_reference(timeml):
    assert found(timeml, "Nunca vimos un año como este.") == {"un año como este": ("DATE", "2000")}


@pytest.mark.parametrize("text,expected", [
    ("Es la primera jornada del año en la liga.", {"del año": ("DATE", "2000")}),
    ("La bolsa pierde un 8 % en el año.", {"el año": ("DATE", "2000")}),
    ("Fue el volumen más bajo de todo el año.", {"todo el año": ("DATE", "2000")}),
])
def test_a_bare_el_ano_is_the_year_of_the_reference(timeml, text, expected):
    """Spanish TimeBank: 'el año' / 'del año' that nothing places is the year the text is in; it was untagged."""
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Lo vimos el año pasado.", {"el año pasado": ("DATE", "1999")}),
    ("Recuerdo el año en que nació.", {}),
    ("Lo reducirá antes del fin del año.", {}),
])
def test_a_placed_el_ano_is_left_to_its_rules(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Abrimos de 3 a 4 de la tarde.",
     {"3": ("TIME", "2000-06-01T15:00"), "4 de la tarde": ("TIME", "2000-06-01T16:00")}),
    ("La fiesta es de 8 a 10 de la noche.",
     {"8": ("TIME", "2000-06-01T20:00"), "10 de la noche": ("TIME", "2000-06-01T22:00")}),
    ("Abrimos de 10 a 12 de la mañana.",
     {"10": ("TIME", "2000-06-01T10:00"), "12 de la mañana": ("TIME", "2000-06-01T12:00")}),
    ("Abrimos de 11 a 1 de la tarde.",
     {"11": ("TIME", "2000-06-01T11:00"), "1 de la tarde": ("TIME", "2000-06-01T13:00")}),
])
def test_a_range_start_takes_the_half_of_the_day_of_its_end(timeml, text, expected):
    """'de 3 a 4 de la tarde': the start is 15:00 as in 'from 3 to 4 pm' (it was 03:00); the end's word of the
    day ('de la tarde', 'de la noche') counts as 'pm' does (normalize/intervals.py)."""
    assert found(timeml, text) == expected


def test_a_range_start_takes_the_evening_of_its_end_in_english():
    import datetime as dt

    from spacy_tempoeval.normalize.timexes import TaggerSettings
    from spacy_tempoeval.tagger import TemporalTagger
    tagger = TemporalTagger(settings=TaggerSettings(convention="timeml"))
    got = {t.text: t.value for t in tagger.tag("The party runs between 8 and 10 in the evening.", dt.date(2000, 6, 1))}
    assert got == {"8": "2000-06-01T20:00", "10 in the evening": "2000-06-01T22:00"}


@pytest.mark.parametrize("text,expected", [
    ("El vuelo despega a las 22h.", {"las 22h": ("TIME", "2000-06-01T22:00")}),
    ("Llega a las 8h. Luego come.", {"las 8h": ("TIME", "2000-06-01T08:00")}),
])
def test_an_hour_with_h_at_a_sentence_end_is_a_time(timeml, text, expected):
    """'a las 22h.' was not found: clock_h refused any full stop after the 'h'."""
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text", ["Circulaba a 100 km/h.", "a las 8h.30"])
def test_an_h_that_is_not_an_hour_stays_untagged(timeml, text):
    assert found(timeml, text) == {}


@pytest.mark.parametrize("lang,text,convention,expected", [
    ("es", "Abrimos entre el lunes y el miércoles.", "timeml",
     [("el lunes", "2013-02-18"), ("el miércoles", "2013-02-20")]),
    ("es", "Abrimos entre el lunes y el miércoles.", "rag",
     [("entre el lunes y el miércoles", "2013-02-18/2013-02-20")]),
    ("en", "We are open from Monday to Wednesday.", "timeml", [("Monday", "2013-02-18"), ("Wednesday", "2013-02-20")]),
    ("en", "Monday and Wednesday are busy.", "timeml", [("Monday", "2013-02-18"), ("Wednesday", "2013-02-20")]),
])
def test_a_weekday_that_ends_a_range_comes_after_its_start(everyday_tagger, lang, text, convention, expected):
    """'entre el lunes y el miércoles' read on Tuesday 12 February 2013, prefer future: Monday is the 18th and
    Wednesday the 20th (it was the 13th, before its start; under rag the range was not joined). Two weekdays
    joined by "and" are one run of days since h19d (``compose.coordinated_weekdays``,
    tests/rules/test_news_day_parts_and_set_off_clauses.py): "Monday and Wednesday" is the 18th and the 20th (each
    read on its own, Wednesday was the 13th)."""
    assert everyday_tagger(lang, text, convention) == expected


@pytest.fixture(scope="module")
def everyday_tagger():
    import datetime as dt

    from spacy_tempoeval.normalize.timexes import TaggerSettings
    from spacy_tempoeval.rules.files import builtin_rules

    kept = {}
    now = dt.datetime(2013, 2, 12, 4, 30)

    def tag(lang, text, convention):
        if (lang, convention) not in kept:
            kept[lang, convention] = TemporalTagger(builtin_rules(lang),
                                                    TaggerSettings(prefer="future", convention=convention))
        return [(t.text, t.value) for t in kept[lang, convention].tag(text, now.date(), reference_time=now)]

    return tag


def test_a_german_range_start_takes_the_afternoon_of_its_end(everyday_tagger):
    assert everyday_tagger("de", "Sprechstunde von 3 bis 4 Uhr nachmittags.", "timeml") == [
        ("3", "2013-02-12T15:00"), ("4 Uhr nachmittags", "2013-02-12T16:00")]
