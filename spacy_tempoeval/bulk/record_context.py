"""How per-record data (id, line, reference date) reaches the docs of a bulk run.

``record_context`` adds a tiny first component that copies each record's id, line and reference date from the
``nlp.pipe(..., as_tuples=True)`` context into the doc, inside the worker processes of ``n_process > 1``, so
tokenization stays parallel too.
"""

from __future__ import annotations

import contextlib
from typing import Any, Iterator, List, Optional, Tuple

from spacy.language import Language
from spacy.tokens import Doc

from .record_keys import ID_KEY, LINE_KEY

# the doc.user_data keys temporal_focus reads (kept equal to pipeline.temporal_focus's: a test checks them)
MAX_SECONDS_KEY = "tempoeval:max_seconds"
ON_TIMEOUT_KEY = "tempoeval:on_timeout"
DOC_ERROR_KEY = "tempoeval:error"
RUN_DATE_KEY = "tempoeval:run_date"
CONTEXT_PIPE = "tempoeval_record_context"

# The context attached to each text: (record id, line number, ISO reference date or None)
RecordContext = Tuple[Any, int, Optional[str]]


class RecordContextSetter:
    """Copies a record's (id, line, reference date) from ``doc._context`` into the doc.

    Stores the id and line under ``doc.user_data["tempoeval:id"]`` / ``["tempoeval:line"]`` (so they survive a
    ``DocBin(store_user_data=True)``) and sets ``doc._.reference_date`` before ``temporal_focus`` runs.
    Docs without a context pass through unchanged.
    """

    def __init__(self, name: str = CONTEXT_PIPE, max_seconds_per_doc: float | None = None,
                 run_date: str | None = None) -> None:
        self.name = name
        self.max_seconds_per_doc = max_seconds_per_doc
        self.run_date = run_date

    def __call__(self, doc: Doc) -> Doc:
        if self.run_date:  # "today" of the whole run (kept in its checkpoint): the same after midnight or --resume
            doc.user_data[RUN_DATE_KEY] = self.run_date
        if self.max_seconds_per_doc:  # a doc that takes longer is noted by temporal_focus ([E175]), not raised
            doc.user_data[MAX_SECONDS_KEY] = self.max_seconds_per_doc
            doc.user_data[ON_TIMEOUT_KEY] = "record"
        context = getattr(doc, "_context", None)
        if isinstance(context, (tuple, list)) and len(context) == 3:
            rid, line, ref = context
            doc.user_data[ID_KEY] = rid
            doc.user_data[LINE_KEY] = line
            if ref is not None:
                doc._.reference_date = ref
        return doc


@Language.factory(CONTEXT_PIPE, default_config={"max_seconds_per_doc": None, "run_date": None})
def make_record_context(nlp: Language, name: str, max_seconds_per_doc: Optional[float],  # noqa: UP045
                        run_date: Optional[str]) -> RecordContextSetter:  # noqa: UP045 (spaCy reads them)
    """Factory of the record-context component (added and removed by ``record_context``)."""
    return RecordContextSetter(name, max_seconds_per_doc, run_date)


def reads_today(nlp: Language) -> bool:
    """Whether a component of ``nlp`` anchors docs to today's date (``default_reference_date="today"``): only
    then does a run's date reach its docs."""
    return any(getattr(proc, "default_reference_date", None) == "today" for _, proc in nlp.pipeline)


@contextlib.contextmanager
def record_context(nlp: Language, max_seconds_per_doc: float | None = None,
                   run_date: str | None = None) -> Iterator[Language]:
    """Temporarily add the record-context component first in ``nlp``.

    max_seconds_per_doc (Optional[float]): Seconds one doc may take in ``temporal_focus``; a slower doc gets no
        results and ``doc.user_data["tempoeval:error"]`` ([E175]), which a bulk run lists in its errors file.
    run_date (Optional[str]): The ISO date that stands for "today" (``default_reference_date="today"``) in every
        doc of the run.
    YIELDS (Language): ``nlp`` itself; the component is removed on exit (when this call added it).
    """
    added = CONTEXT_PIPE not in nlp.pipe_names
    if added:
        nlp.add_pipe(CONTEXT_PIPE, first=True, config={"max_seconds_per_doc": max_seconds_per_doc,
                                                       "run_date": run_date})
    try:
        yield nlp
    finally:
        if added and CONTEXT_PIPE in nlp.pipe_names:
            nlp.remove_pipe(CONTEXT_PIPE)


def timed_out(docs: List[Doc], text_field: str = "text") -> Tuple[List[Doc], List[Tuple[int, str, str, str]]]:
    """Split docs into those with results and those ``temporal_focus`` stopped ([E175]).

    RETURNS (Tuple[List[Doc], List[Tuple[int, str, str, str]]]): The docs to write, and (line, error, first
        2,000 characters of the text, field) of each stopped one, for the errors file.
    """
    kept: List[Doc] = []
    stopped: List[Tuple[int, str, str, str]] = []
    for doc in docs:
        error = doc.user_data.get(DOC_ERROR_KEY)
        if error is None:
            kept.append(doc)
        else:
            stopped.append((int(doc.user_data.get(LINE_KEY) or 0), str(error), doc.text[:2000], text_field))
    return kept, stopped

