"""Which spaCy pipeline bulk work runs, how it is loaded, and how per-record data reaches the docs.

``PipelineSpec`` names a pipeline by value (a package name or path for ``spacy.load``, or a config file), so
it can be shipped to Dask workers and loaded there once per worker. ``record_context`` adds a tiny first
component that copies each record's id, line and reference date from the ``nlp.pipe(..., as_tuples=True)``
context into the doc, inside the worker processes of ``n_process > 1``, so tokenization stays parallel too.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, Iterator, Optional, Tuple

from spacy.language import Language
from spacy.tokens import Doc

from ..errors import Errors, TempoEvalError

CONTEXT_PIPE = "tempoeval_record_context"
ID_KEY = "tempoeval:id"
LINE_KEY = "tempoeval:line"
FOCUS_FACTORY = "temporal_focus"

# The context attached to each text: (record id, line number, ISO reference date or None)
RecordContext = Tuple[Any, int, Optional[str]]


@dataclass(frozen=True)
class PipelineSpec:
    """A pipeline, named by value.

    model (Optional[str]): A package name or directory for ``spacy.load``.
    config (Optional[str]): A config file (``.cfg``) to build the pipeline from.
    When both are None: ``spacy.blank("en")`` + ``temporal_focus`` (the library's default pipeline).
    """

    model: str | None = None
    config: str | None = None

    def __post_init__(self) -> None:
        if self.model is not None and self.config is not None:
            raise TempoEvalError(Errors.E066.format(source=f"{self.model} / {self.config}",
                                                    reason="pass either a model or a config, not both"))

    @property
    def source(self) -> str:
        """RETURNS (str): A human-readable name of the pipeline, for messages."""
        if self.model is not None:
            return f"model {self.model!r}"
        if self.config is not None:
            return f"config {self.config!r}"
        return "the default pipeline (spacy.blank('en') + temporal_focus)"

    def to_dict(self) -> Dict[str, str | None]:
        """RETURNS (dict): JSON-able description (part of a run's fingerprint)."""
        return {"model": self.model, "config": self.config}


def load_pipeline(spec: PipelineSpec | None = None) -> Language:
    """Load (build) a fresh pipeline from its spec and check that it contains ``temporal_focus``.

    spec (Optional[PipelineSpec]): The pipeline; the default one when None.
    RETURNS (Language): A new pipeline object (never the shared one of ``core.get_default_nlp``).
    RAISES (TempoEvalError): [E066] when it cannot be loaded, [E067] without ``temporal_focus``.
    """
    import spacy

    spec = spec or PipelineSpec()
    try:
        if spec.model is not None:
            nlp = spacy.load(spec.model)
        elif spec.config is not None:
            nlp = _from_config(spec.config)
        else:
            nlp = spacy.blank("en")
            nlp.add_pipe(FOCUS_FACTORY)
    except TempoEvalError:
        raise
    except (OSError, ValueError, KeyError, ImportError) as err:
        reason = f"{type(err).__name__}: {err}"
        raise TempoEvalError(Errors.E066.format(source=spec.source, reason=reason)) from err
    check_pipeline(nlp, spec.source)
    return nlp


def _from_config(path: str) -> Language:
    from spacy import util

    if not Path(path).is_file():
        raise OSError(f"no such config file: {path}")
    config = util.load_config(path, interpolate=False)
    nlp = util.load_model_from_config(config, auto_fill=True, validate=True)
    init_components = (config.get("initialize") or {}).get("components") or {}
    if init_components or any(getattr(proc, "is_trainable", False) for _, proc in nlp.pipeline):
        nlp.initialize()  # initialize-time data (e.g. [initialize.components.temporal_focus] patterns)
    return nlp


def check_pipeline(nlp: Language, source: str = "the given pipeline") -> None:
    """Raise [E067] unless ``nlp`` has a component made by the ``temporal_focus`` factory."""
    if FOCUS_FACTORY not in nlp.pipe_factories.values():
        raise TempoEvalError(Errors.E067.format(source=source, pipes=list(nlp.pipe_names) or "none"))


class RecordContextSetter:
    """Copies a record's (id, line, reference date) from ``doc._context`` into the doc.

    Stores the id and line under ``doc.user_data["tempoeval:id"]`` / ``["tempoeval:line"]`` (so they survive a
    ``DocBin(store_user_data=True)``) and sets ``doc._.reference_date`` before ``temporal_focus`` runs.
    Docs without a context pass through unchanged.
    """

    def __init__(self, name: str = CONTEXT_PIPE) -> None:
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        context = getattr(doc, "_context", None)
        if isinstance(context, (tuple, list)) and len(context) == 3:
            rid, line, ref = context
            doc.user_data[ID_KEY] = rid
            doc.user_data[LINE_KEY] = line
            if ref is not None:
                doc._.reference_date = ref
        return doc


@Language.factory(CONTEXT_PIPE)
def make_record_context(nlp: Language, name: str) -> RecordContextSetter:
    """Factory of the record-context component (added and removed by ``record_context``)."""
    return RecordContextSetter(name)


@contextlib.contextmanager
def record_context(nlp: Language) -> Iterator[Language]:
    """Temporarily add the record-context component first in ``nlp``.

    YIELDS (Language): ``nlp`` itself; the component is removed on exit (when this call added it).
    """
    added = CONTEXT_PIPE not in nlp.pipe_names
    if added:
        nlp.add_pipe(CONTEXT_PIPE, first=True)
    try:
        yield nlp
    finally:
        if added and CONTEXT_PIPE in nlp.pipe_names:
            nlp.remove_pipe(CONTEXT_PIPE)


def record_id_of(doc: Doc) -> Any:
    """RETURNS: The record id stored by the record-context component, or None."""
    return doc.user_data.get(ID_KEY)
