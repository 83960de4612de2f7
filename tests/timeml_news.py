"""What the TimeML news tests share (``tests/rules/test_timeml_news_extents_r3.py`` and ``_r4``, the value tests of
``tests/normalize``): a tagger under ``convention="timeml"`` and the spans and values it gives for a sentence read
on a news day (``values_on(day)``: the same, read on another day)."""

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


def values_on(day: dt.date) -> Callable[..., Dict[str, str]]:
    """``values`` with ``day`` as the default reference date (each test module reads its sentences on one day)."""

    def values_read_on(tagger: TemporalTagger, text: str, ref: dt.date = day) -> Dict[str, str]:
        return values(tagger, text, ref)

    return values_read_on
