"""How per-record data (id, line, reference date) reaches the docs of a bulk run.

``record_context`` adds a tiny first component that copies each record's id, line and reference date from the
``nlp.pipe(..., as_tuples=True)`` context into the doc, inside the worker processes of ``n_process > 1``, so
tokenization stays parallel too.
"""

from __future__ import annotations

import contextlib
from typing import Any, Iterator, Optional, Tuple

from spacy.language import Language
from spacy.tokens import Doc

CONTEXT_PIPE = "tempoeval_record_context"
ID_KEY = "tempoeval:id"
LINE_KEY = "tempoeval:line"

# The context attached to each text: (record id, line number, ISO reference date or None)
RecordContext = Tuple[Any, int, Optional[str]]


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

