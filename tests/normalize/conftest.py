"""Taggers shared by the TIMEX3 value tests of this folder (one per module, as before)."""

from __future__ import annotations

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    """A tagger under ``convention="timeml"``."""
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


@pytest.fixture(scope="module")
def rag() -> TemporalTagger:
    """A tagger under the default ``convention="rag"``."""
    return TemporalTagger(settings=TaggerSettings(convention="rag"))
