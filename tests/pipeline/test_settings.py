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


def test_the_factory_signature_is_generated_from_the_settings():
    """The options are written once, in TemporalFocusSettings: the factory's signature is built from it."""
    params = inspect.signature(make_temporal_focus).parameters
    options = [p for name, p in params.items() if name not in ("nlp", "name", "scorer")]
    assert options == TemporalFocusSettings.factory_parameters()
    assert [p.name for p in options] == TemporalFocusSettings.option_names()


def test_the_readme_configuration_block_lists_every_option_with_its_default():
    import ast
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    block = readme.split("### Configuration", 1)[1].split("```python", 1)[1].split("```", 1)[0]
    literal = re.search(r"config=(\{.*\})\)", block, re.S).group(1)
    documented = ast.literal_eval(re.sub(r"#[^\n]*", "", literal))
    assert documented == TemporalFocusSettings().to_config()
