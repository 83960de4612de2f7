"""What the TimeML news tests share (``tests/rules/test_timeml_news_extents_report_periods_and_counts.py``,
``tests/rules/test_timeml_extents_ago_soon_over_and_ages.py``, the value tests of ``tests/normalize``): a tagger
under ``convention="timeml"`` and the spans and values it gives for a sentence read on a news day
(``values_on(day)``: the same, read on another day)."""

from __future__ import annotations

import datetime as dt
from typing import Callable, Dict, List

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(1989, 10, 27)


def timeml_tagger() -> TemporalTagger:
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


def spans(tagger: TemporalTagger, text: str, ref: dt.date = REF) -> List[str]:
    return [t.text for t in tagger.tag(text, ref)]


def values(tagger: TemporalTagger, text: str, ref: dt.date = REF) -> Dict[str, str]:
    return {t.text: t.value for t in tagger.tag(text, ref)}


def found(tagger: TemporalTagger, text: str, ref: dt.date = REF) -> Dict[str, tuple]:
    """Text -> (label, value) of each expression of ``text`` read on ``ref``."""
    return {t.text: (t.label, t.value) for t in tagger.tag(text, ref)}


def found_on(day: dt.date) -> Callable[..., Dict[str, tuple]]:
    """``found`` with ``day`` as the default reference date (the rule tests of a branch read their sentences on one
    day: ``found = found_on(REF)``)."""

    def found_read_on(tagger: TemporalTagger, text: str, ref: dt.date = day) -> Dict[str, tuple]:
        return found(tagger, text, ref)

    return found_read_on


def values_on(day: dt.date) -> Callable[..., Dict[str, str]]:
    """``values`` with ``day`` as the default reference date (each test module reads its sentences on one day)."""

    def values_read_on(tagger: TemporalTagger, text: str, ref: dt.date = day) -> Dict[str, str]:
        return values(tagger, text, ref)

    return values_read_on


# -- Spanish news (tests/rules/test_timeml_es_extents_plurals_and_diario.py,
#    test_timeml_es_durations_ranges_and_streets.py) -----------------------------------------------------------------
REF_ES = dt.date(2000, 6, 1)


def timeml_es_tagger() -> TemporalTagger:
    """A Spanish tagger under ``convention="timeml"``."""
    from spacy_tempoeval.rules.files import builtin_rules

    return TemporalTagger(builtin_rules("es"), TaggerSettings(convention="timeml"))


def found_es(tagger: TemporalTagger, text: str) -> Dict[str, tuple]:
    """Text -> (label, value) of each expression of ``text`` read on ``REF_ES``."""
    return {t.text: (t.label, t.value) for t in tagger.tag(text, REF_ES)}
