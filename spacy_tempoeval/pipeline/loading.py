"""Load the spaCy pipeline a command or a bulk run works with, and check that it tags time.

``PipelineSpec`` names a pipeline by value (a package name or path for ``spacy.load``, or a config file), so it
can be shipped to worker processes and Dask workers and loaded there once per worker; ``load_pipeline`` builds it
and ``check_pipeline`` makes sure it contains ``temporal_focus``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Dict, Tuple

from ..errors import ConfigError, Errors, PipelineError, TempoEvalError

if TYPE_CHECKING:  # spaCy is imported when a pipeline is loaded, not with this module (``evaluate`` may never)
    from spacy.language import Language

FOCUS_FACTORY = "temporal_focus"
# nlp.max_length of the default pipelines (core.get_default_nlp and the CLI): no parser or NER, long texts are fine
DEFAULT_MAX_LENGTH = 100_000_000


@dataclass(frozen=True)
class PipelineSpec:
    """A pipeline, named by value.

    model (Optional[str]): A package name or directory for ``spacy.load``.
    config (Optional[str]): A config file (``.cfg``) to build the pipeline from.
    lang (Optional[str]): The language: with neither model nor config, the default pipeline is
        ``spacy.blank(lang)`` + ``temporal_focus`` (the rule pack of ``lang``; "en" when None), the pipeline
        ``core.get_default_nlp(lang=lang)`` shares; with a model or config, the language it must have ([E121]).
    rules (Tuple[str, ...]): Rule files added to the pipeline's ``temporal_focus`` (the command line's
        ``--rules FILE``): the default pipeline reads them as its ``rule_files``, a model or config pipeline
        through ``add_rule_files``.
    options (Tuple[Tuple[str, Any], ...]): ``temporal_focus`` options of the default pipeline (e.g.
        ``(("convention", "timeml"),)``); a model or config pipeline keeps its own.
    When all are None: ``spacy.blank("en")`` + ``temporal_focus`` (the library's default pipeline).
    """

    model: str | None = None
    config: str | None = None
    lang: str | None = None
    rules: Tuple[str, ...] = ()
    options: Tuple[Tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        if self.model is not None and self.config is not None:
            raise PipelineError(Errors.E066.format(source=f"{self.model} / {self.config}",
                                                    reason="pass either a model or a config, not both"))

    @property
    def source(self) -> str:
        """RETURNS (str): A human-readable name of the pipeline, for messages."""
        if self.model is not None:
            return f"model {self.model!r}"
        if self.config is not None:
            return f"config {self.config!r}"
        return f"the default pipeline (spacy.blank({self.lang or 'en'!r}) + temporal_focus)"

    def to_dict(self) -> Dict[str, Any]:
        """RETURNS (dict): JSON-able description (part of a run's fingerprint; ``lang``, ``rules`` and
        ``options`` only when given, so the fingerprints of earlier runs stay the same)."""
        out: Dict[str, Any] = {"model": self.model, "config": self.config}
        if self.lang is not None:
            out["lang"] = self.lang
        if self.rules:
            out["rules"] = list(self.rules)
        if self.options:
            out["options"] = dict(self.options)
        return out


def load_pipeline(spec: PipelineSpec | None = None) -> Language:
    """Load (build) a fresh pipeline from its spec and check that it contains ``temporal_focus``.

    spec (Optional[PipelineSpec]): The pipeline; the default one when None.
    RETURNS (Language): A new pipeline object (never the shared one of ``core.get_default_nlp``), its tokenizer
        guarded (``tokenizer_guard``).
    RAISES (TempoEvalError): [E066] when it cannot be loaded, [E067] without ``temporal_focus``.
    """
    import spacy

    from .tokenizer_guard import guard_tokenizer

    spec = spec or PipelineSpec()
    try:
        if spec.model is not None:
            nlp = spacy.load(spec.model)
        elif spec.config is not None:
            nlp = _from_config(spec.config)
        else:
            nlp = spacy.blank(spec.lang or "en")
            nlp.max_length = DEFAULT_MAX_LENGTH  # as core.get_default_nlp: one answer from every entry point
            config = dict(spec.options)
            if spec.rules:
                config["rule_files"] = list(spec.rules)
            nlp.add_pipe(FOCUS_FACTORY, config=config)
    except TempoEvalError:
        raise
    except (OSError, ValueError, KeyError, ImportError) as err:
        reason = f"{type(err).__name__}: {err}"
        raise PipelineError(Errors.E066.format(source=spec.source, reason=reason)) from err
    check_pipeline(nlp, spec.source)
    check_lang(nlp, spec.lang, spec.source)
    guard_tokenizer(nlp)  # long whitespace-free stretches never reach spaCy's quadratic tokenizer
    if spec.rules and (spec.model is not None or spec.config is not None):
        focus_component(nlp).add_rule_files(spec.rules)
    return nlp


def load_pipeline_lazily(spec: PipelineSpec | None = None) -> Any:
    """``load_pipeline(spec)``, except for the default pipeline of a language with a rule pack (no model, config
    or options; rule files allowed): a ``pipeline.lazy.DefaultPipeline``, which reads texts without a Doc with
    the same rules and options and calls ``load_pipeline(spec)`` (importing spaCy) only when a text needs a Doc.
    What ``evaluate`` on the command line tags with: the same years, without spaCy's start-up cost when no text
    needs it.

    spec (Optional[PipelineSpec]): The pipeline; the default one when None.
    RETURNS (Any): The stand-in, or the pipeline. RAISES (TempoEvalError): as ``load_pipeline`` (a bad rule file
        at once, [E066] / [E067] when a model or config cannot be used).
    """
    import functools

    from ..rules.files import available_languages
    from .lazy import DefaultPipeline

    spec = spec or PipelineSpec()
    lang = spec.lang or "en"
    if spec.model is not None or spec.config is not None or spec.options or lang not in available_languages():
        return load_pipeline(spec)
    options = {"rule_files": list(spec.rules)} if spec.rules else {}
    return DefaultPipeline(lang, functools.partial(load_pipeline, spec), options)


def focus_component(nlp: Language) -> Any:
    """The (first) component of ``nlp`` made by the ``temporal_focus`` factory."""
    name = next(name for name, factory in nlp.pipe_factories.items() if factory == FOCUS_FACTORY)
    return nlp.get_pipe(name)


def check_lang(nlp: Language, lang: str | None, source: str = "the given pipeline") -> None:
    """Raise [E121] (``ConfigError``) when a language was asked for and ``nlp`` is a pipeline of another one."""
    if lang is not None and nlp.lang != lang:
        raise ConfigError(Errors.E121.format(source=source, actual=nlp.lang, lang=lang))


def _from_config(path: str) -> Language:
    from spacy import util

    if not Path(path).is_file():
        raise OSError(f"no such config file: {path}")  # internal: reported as [E066]
    config = util.load_config(path, interpolate=False)
    nlp = util.load_model_from_config(config, auto_fill=True, validate=True)
    init_components = (config.get("initialize") or {}).get("components") or {}
    if init_components or any(getattr(proc, "is_trainable", False) for _, proc in nlp.pipeline):
        nlp.initialize()  # initialize-time data (e.g. [initialize.components.temporal_focus] patterns)
    return nlp


def check_pipeline(nlp: Language, source: str = "the given pipeline") -> None:
    """Raise [E067] unless ``nlp`` has a component made by the ``temporal_focus`` factory."""
    if FOCUS_FACTORY not in nlp.pipe_factories.values():
        raise PipelineError(Errors.E067.format(source=source, pipes=list(nlp.pipe_names) or "none"))


__all__ = ["FOCUS_FACTORY", "PipelineSpec", "check_lang", "check_pipeline", "focus_component", "load_pipeline",
           "load_pipeline_lazily"]
