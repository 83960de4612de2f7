"""The component's options are declared once (issue 18): the resolution options in ``TaggerSettings`` (names,
defaults, types, validation), the component's own in ``TemporalFocusSettings``; the factory signature, which spaCy
validates configs against, names the same options with the same types."""

from __future__ import annotations

import inspect
import typing
from dataclasses import fields

import pytest

from spacy_tempoeval.errors import ConfigError
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.pipeline.settings import TAGGER_OPTIONS, TemporalFocusSettings
from spacy_tempoeval.pipeline.temporal_focus import make_temporal_focus


def test_every_resolution_option_is_a_component_option_with_the_tagger_default_and_type():
    component = {f.name: f for f in fields(TemporalFocusSettings)}
    tagger_hints = typing.get_type_hints(TaggerSettings)
    component_hints = typing.get_type_hints(TemporalFocusSettings)
    for f in fields(TaggerSettings):
        assert f.name in component, f.name
        assert component[f.name].default == f.default, f.name
        assert component_hints[f.name] == tagger_hints[f.name], f.name
    assert set(TAGGER_OPTIONS) == {f.name for f in fields(TaggerSettings)}


def test_the_factory_signature_types_the_resolution_options_as_the_settings_do():
    params = inspect.signature(make_temporal_focus).parameters
    hints = typing.get_type_hints(TemporalFocusSettings)
    for name in TAGGER_OPTIONS:
        assert params[name].annotation == hints[name], name


@pytest.mark.parametrize("options, code", [({"min_year": 2000, "max_year": 1990}, "E002"),
                                           ({"operator_window": 0}, "E101"),
                                           ({"prefer": "sideways"}, "E002")])
def test_resolution_options_are_checked_by_the_tagger_settings_alone(options, code):
    with pytest.raises(ConfigError) as component_error:
        TemporalFocusSettings(**options)
    with pytest.raises(ConfigError) as tagger_error:
        TaggerSettings(**options)
    assert component_error.value.code == tagger_error.value.code == code
    assert str(component_error.value) == str(tagger_error.value)
