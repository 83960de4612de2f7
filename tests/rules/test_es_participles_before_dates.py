"""Spanish: a news verb's past participle right before a date dates a done event (t18-).

Issue 19 (branch h19t, second pass, prefix ``t18-``): what the tenth Spanish probe round (ordinary wire news,
``benchmarks/data/probes_t18.py``) found. A past participle of a news verb right before a date ("el decreto
publicado el martes", "las elecciones celebradas ayer") dates a done event even when the clause's main verb is
future (TENSE_PAST_NEAR in the Spanish lexicon); after a future "ser" / "estar" ("serán aprobadas el lunes") it is a
future passive and no past cue (TENSE_NOT_PAST_AFTER). Sentences are written for these tests; none comes from a
gold corpus.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest
from timeml_news import found as shared_found

from spacy_tempoeval.tagger import TemporalTagger


def found(tagger: TemporalTagger, text: str, ref: str) -> Dict[str, tuple]:
    """``timeml_news.found`` with the reference date written as ISO text (``es``: tests/rules/conftest.py)."""
    return shared_found(tagger, text, dt.date.fromisoformat(ref))


# reference date Friday 2015-11-06: the Tuesday before is 2015-11-03, the one after 2015-11-10
@pytest.mark.parametrize("text,expected", [
    ("Las elecciones se celebrarán el 20 de diciembre, según el decreto publicado el martes en el BOE.",
     {"el 20 de diciembre": ("DATE", "2015-12-20"), "el martes": ("DATE", "2015-11-03")}),
    ("El Gobierno recurrirá la ley aprobada el martes por el Parlamento autonómico.",
     {"el martes": ("DATE", "2015-11-03")}),
    ("La oposición pedirá explicaciones por la reunión mantenida en Madrid el martes.",
     {"el martes": ("DATE", "2015-11-03")}),
])
def test_participle_before_a_weekday_points_back(es, text, expected):
    """The participle is the cue nearest to the weekday, so it wins over the farther future verb (before: the
    Tuesday after, 2015-11-10, from "celebrarán", "recurrirá", "pedirá")."""
    assert found(es, text, "2015-11-06") == expected


@pytest.mark.parametrize("text,expected", [
    ("Las cuentas serán aprobadas el martes en el pleno.", {"el martes": ("DATE", "2015-11-10")}),
    ("El informe deberá ser presentado el martes ante la comisión.", {"el martes": ("DATE", "2015-11-10")}),
    ("Los presupuestos estarán aprobados el martes, según el consejero.", {"el martes": ("DATE", "2015-11-10")}),
])
def test_future_passive_stays_ahead(es, text, expected):
    """After a future "ser" / "estar" the participle is a future passive: no past cue, and the future word
    before it decides."""
    assert found(es, text, "2015-11-06") == expected



def test_participle_far_from_the_date_is_no_cue(es):
    """A participle more than three words before the date (TENSE_PAST_NEAR's reach) leaves the future verb to
    decide: "aprobada" is the bill's, not the day's."""
    text = "La reforma aprobada por el Congreso entrará en vigor el martes."
    assert found(es, text, "2015-11-06") == {"el martes": ("DATE", "2015-11-10")}
