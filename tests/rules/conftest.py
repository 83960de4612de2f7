"""What the rule tests share: taggers built once for the session (they are only read: ``tagger.tag``)."""

from __future__ import annotations

import pytest
from timeml_news import timeml_tagger

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger


@pytest.fixture(scope="session")
def timeml() -> TemporalTagger:
    """The English tagger under ``convention="timeml"`` (a module that needs other settings defines its own
    ``timeml`` fixture, which takes precedence)."""
    return timeml_tagger()


@pytest.fixture(scope="session")
def es() -> TemporalTagger:
    """The Spanish tagger under ``convention="timeml"``."""
    return TemporalTagger(builtin_rules("es"), TaggerSettings(convention="timeml"))


@pytest.fixture(scope="session")
def de() -> TemporalTagger:
    """The German tagger under ``convention="timeml"``."""
    return TemporalTagger(builtin_rules("de"), TaggerSettings(convention="timeml"))
