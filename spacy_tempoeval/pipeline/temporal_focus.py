"""The ``temporal_focus`` component: temporal expressions -> spans, TIMEX3 values and focus years.

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    doc = nlp("What happened from 2019 to 2021?")
    doc._.focus_years                 # YearSet(2019..2021)
    doc.spans["temporal"][0]._.timex  # "2019/2021"

Rules are data, one pack per language (``spacy_tempoeval/rules/data/<lang>/*.jsonl``); extra rule files come
through ``rule_files`` in the config or ``initialize(patterns=...)`` / ``add_rules(...)``, and the added ones are
saved with ``to_disk``.
"""

# No ``from __future__ import annotations`` here: spaCy builds pydantic models from the signatures of the
# factory and of ``initialize`` and must see real types (string annotations fail with "not fully defined").
import datetime as _dt
import inspect
import weakref
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from spacy.language import Language
from spacy.tokens import Doc, Span, SpanGroup
from spacy.tokens.doc import SpanGroups  # type: ignore[attr-defined]  # doc.spans' class; doc.pyi: no re-export
from spacy.training import Example
from spacy.util import minibatch, raise_error

from ..errors import DocTimeoutError
from ..normalize.timexes import ExtraEvent, Timex
from ..normalize.unknown_events import find_unknown_events
from ..rules import words as W
from ..rules.files import read_rule_file
from ..rules.loader import RuleSet
from ..util.bounded_memo import make_room
from ..yearset import EMPTY, YearSet
from .doc_text import TEXT_ATTRS as _TEXT_ATTRS
from .doc_text import doc_text
from .extensions import (
    FOCUS_KEY,
    LAYOUT_KEY,
    LAYOUT_VERSION,
    LLM_EVENTS_KEY,
    R_YEARS,
    RECORDS_KEY,
    REF_KEY,
    REF_TIME_KEY,
    register_extensions,
    write_stored,
)
from .focus_core import FocusCore
from .msgpack_speed import memoize_msgpack_entry_points
from .persistence import CFG_FILE, FILE_RULES_FILE, RULES_FILE, RulesPersistence  # noqa: F401  (re-exported)
from .scorer import score_focus_years
from .settings import TemporalFocusSettings

MAX_SECONDS_KEY = "tempoeval:max_seconds"  # doc.user_data: this doc's time bound (overrides the component's)
ON_TIMEOUT_KEY = "tempoeval:on_timeout"  # doc.user_data: "record" to note a timeout instead of raising it
DOC_ERROR_KEY = "tempoeval:error"  # doc.user_data: why the doc has no results (a bulk run lists it as an error)
RUN_DATE_KEY = "tempoeval:run_date"  # doc.user_data: "today" for default_reference_date="today" (ISO)
# A doc of up to MEMO_TOKENS tokens is looked up by its tokens (``TemporalFocus._short_entry``): its text without
# ``doc.text`` (which builds it from a Token object per token), and what ``_store`` wrote for the tagger's kept
# expressions of it; at most MEMO_DOCS docs are kept (past that, the oldest half go). MEMO_TOKENS = -1: off
MEMO_TOKENS = 100
MEMO_DOCS = 8192

register_extensions()


def _set_group(doc: Doc, group: SpanGroup) -> None:
    """``doc.spans[group.name] = group`` for a group built on ``doc``: spaCy's ``SpanGroups.__setitem__`` checks
    that the value is a ``SpanGroup`` of this doc (true by construction here) and then stores it in its ``data``
    dict, the store of ``UserDict``; that store is written directly (two Python frames and a weak reference call
    less per doc, ≈ 1 µs of a short doc's ≈ 10). Any other kind of ``doc.spans`` goes through its own
    ``__setitem__``."""
    spans = doc.spans
    if type(spans) is SpanGroups:
        spans.data[group.name] = group
    else:
        spans[group.name] = group


def _make_temporal_focus(nlp: Language, name: str, scorer: Optional[Callable], **options: Any) -> "TemporalFocus":
    """Create a ``TemporalFocus`` component (options: ``TemporalFocusSettings``)."""
    return TemporalFocus(nlp, name, scorer=scorer, **options)


# spaCy validates a config against the factory's signature: it is generated from TemporalFocusSettings, where the
# options are declared (names, types, defaults, documentation, validation) once
_make_temporal_focus.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
    [inspect.Parameter("nlp", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Language),
     inspect.Parameter("name", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=str),
     *TemporalFocusSettings.factory_parameters(),
     inspect.Parameter("scorer", inspect.Parameter.KEYWORD_ONLY, annotation=Optional[Callable])],
    return_annotation="TemporalFocus")
make_temporal_focus = Language.factory(
    "temporal_focus",
    assigns=["doc.spans", "doc._.focus_years", "doc._.timexes"],
    default_config={**TemporalFocusSettings().to_config(),
                    "scorer": {"@scorers": "spacy_tempoeval.temporal_focus_scorer.v1"}},
    default_score_weights={"focus_years_f": 1.0, "focus_years_p": 0.0, "focus_years_r": 0.0,
                           "timex_strict_f": 0.0, "timex_relaxed_f": 0.0, "timex_value_f": 0.0},
)(_make_temporal_focus)


class TemporalFocus(FocusCore, RulesPersistence):
    """Tag temporal expressions and store the years a document is about.

    nlp (Language): The pipeline.
    name (str): The component name.
    scorer (Optional[Callable]): The scoring method.
    **options: The component's options, documented on ``TemporalFocusSettings`` (spans_key, prefer,
        default_reference_date, anchoring, convention, bare_times, narrow_modifiers, tense_cues, min_year,
        max_year, operator_window, use_builtin_rules, rule_files, use_model_ents, llm_fallback, lang, validate).
        ``self.cfg`` holds them, validated.
    """

    def __init__(self, nlp: Language, name: str = "temporal_focus", *,
                 scorer: Optional[Callable] = score_focus_years, **options: Any) -> None:
        self.nlp = nlp
        self.name = name
        self._error_handler: Callable[..., Any] = raise_error
        memoize_msgpack_entry_points()  # Doc.to_bytes (n_process, DocBin) without a scan of the entry points per call
        FocusCore.__init__(self, nlp.lang, **options)
        self.scorer = scorer
        self._short: Dict[bytes, List[Any]] = {}  # short docs by their tokens (``_short_entry``)

    def __getstate__(self) -> Dict[str, Any]:
        """The component without its kept short docs (a worker process starts with none)."""
        state = self.__dict__.copy()
        state["_short"] = {}
        return state

    # -- configuration -------------------------------------------------------------------------------------
    def add_rules(self, records: Iterable[Dict[str, Any]], source: str = "<add_rules>") -> None:
        """Add rule, macro or period records (dicts as in the JSONL files); they are saved with ``to_disk``.

        records (Iterable[dict]): The records.
        source (str): A name used in error messages.
        RAISES (RuleFileError): On an invalid record, naming the source, the record number and the field.
        """
        self._set_user_rules(records, source, replace=False)

    def add_rule_files(self, paths: Iterable[Union[str, Path]]) -> None:
        """Add the rules of JSONL rule files, as ``add_rules`` does (saved with ``to_disk``), with errors naming
        each file's own lines (how the command line's ``--rules FILE`` reaches any pipeline).

        paths (Iterable[Union[str, Path]]): The rule files, in order (tried before the rules added earlier).
        RAISES (RuleFileError): On a bad file or record, naming the file, the line and the field.
        """
        rules = RuleSet()
        for path in paths:
            rules.extend(read_rule_file(path, self._articles(self._user_rules, rules)))
        self._set_user_rules(rules.records, "<rule files>", replace=False, parsed=rules)

    def initialize(self, get_examples: Optional[Callable[[], Iterable[Example]]] = None, *,
                   nlp: Optional[Language] = None, patterns: Optional[Iterable[Dict[str, Any]]] = None) -> None:
        """Add rules from the ``[initialize.components.temporal_focus]`` block.

        patterns (Optional[Sequence[dict]]): Rule records, e.g. ``{"@readers": "srsly.read_jsonl.v1", ...}``.
        """
        if patterns:
            self._set_user_rules(patterns, "<initialize patterns>", replace=True)

    def clear_user_rules(self) -> None:
        """Forget the rules added through ``add_rules``/``initialize`` (config ``rule_files`` stay)."""
        self._set_user_rules([], "<clear_user_rules>", replace=True)

    # -- processing ----------------------------------------------------------------------------------------
    def reference_date_for(self, doc: Doc) -> Optional[_dt.date]:
        """The date anchoring ``doc``: its own ``doc._.reference_date`` or the configured default."""
        return self._doc_references(doc.user_data)[0]

    def reference_time_for(self, doc: Doc) -> Optional[_dt.datetime]:
        """The clock time anchoring ``doc`` (issue 20): its own reference date-time, or the configured default's
        when the doc has no reference date of its own; None when only a date is known."""
        return self._doc_references(doc.user_data)[1]

    def __call__(self, doc: Doc) -> Doc:
        """Tag ``doc``: fills ``doc.spans[spans_key]``, ``doc._.focus_years`` and ``doc._.timexes``.

        RAISES (DocTimeoutError): [E175] when tagging takes longer than ``max_seconds_per_doc`` (the attribute,
            or ``doc.user_data["tempoeval:max_seconds"]``); with ``doc.user_data["tempoeval:on_timeout"] ==
            "record"`` the doc gets no expressions and the error under ``doc.user_data["tempoeval:error"]``.
        """
        user_data = doc.user_data
        ref, ref_time = self._doc_references(user_data)
        tagger = self.tagger
        entry = self._short_entry(doc) if len(doc) <= MEMO_TOKENS else None
        if entry is None:
            text, kept = doc_text(doc), None  # ``doc.text`` without a Token object per token
        else:
            text, kept = entry
        # the tagger by a weak reference: an entry does not keep a tagger the rules replaced (and its memos) alive
        hit = kept is not None and kept[0]() is tagger and kept[1] == ref and kept[2] == ref_time
        # on a hit, what ``tag_kept`` gave for this text, date and time last (its memo's key)
        timexes = kept[3] if hit and kept is not None else self._tag_doc(tagger, text, ref, ref_time, user_data)
        resolve = self._fallback_judge()
        if resolve is not None:
            timexes = self._add_llm_events(doc, list(timexes), ref, resolve)
        if self.use_model_ents and doc.ents:
            timexes = self._add_model_ents(doc, list(timexes), ref)
        if not timexes:  # most short texts: no span to align, nothing to unite
            _set_group(doc, SpanGroup(doc, name=self.spans_key))
            write_stored(doc, [], [])
            if entry is not None and not hit and type(timexes) is tuple:  # the next doc with these tokens skips
                entry[1] = (weakref.ref(tagger), ref, ref_time, timexes, None)  # the tagger
            return doc
        if entry is None or type(timexes) is not tuple:
            self._store(doc, text, timexes)
            return doc
        # the tagger's kept tuple (``tag_kept``): what ``_store`` wrote for it on a doc with the same tokens, again
        seen = kept is not None and kept[3] is timexes
        if seen and kept is not None and kept[4] is not None and self._write_kept(doc, user_data, kept[4]):
            if not hit:
                entry[1] = (weakref.ref(tagger), ref, ref_time, timexes, kept[4])
            return doc
        self._store(doc, text, timexes)
        # what ``_store`` wrote is kept from the second doc with these tokens and expressions on: a text met once
        # (most texts of a run of distinct ones) pays for no copy
        entry[1] = (weakref.ref(tagger), ref, ref_time, timexes, self._stored_form(doc) if seen else None)
        return doc

    def _tag_doc(self, tagger: Any, text: str, ref: Optional[_dt.date], ref_time: Optional[_dt.datetime],
                 user_data: Dict[str, Any]) -> Sequence[Timex]:
        """``tagger.tag_kept`` of the doc's text with its time bound; a timeout [E175] noted on the doc (no
        expressions) when its ``user_data`` asks for it, else raised."""
        try:
            return tagger.tag_kept(text, ref, max_seconds=user_data.get(MAX_SECONDS_KEY, self.max_seconds_per_doc),
                                   reference_time=ref_time)
        except DocTimeoutError as err:
            if user_data.get(ON_TIMEOUT_KEY) != "record":
                raise
            user_data[DOC_ERROR_KEY] = str(err)
            return []

    def _store(self, doc: Doc, text: str, timexes: Sequence[Timex]) -> None:
        """Write ``timexes`` to ``doc``: a span each (token-aligned, overlapping ones dropped), the stored records
        with the spans' offsets, and the focus years."""
        spans: List[Span] = []
        kept: List[Timex] = []
        last_end = -1
        char_span = doc.char_span
        for t in timexes:
            span = char_span(t.start, t.end, label=t.label, kb_id=t.value, span_id=t.rule, alignment_mode="expand")
            if span is None or span.start < last_end:
                continue
            if span.start_char != t.start or span.end_char != t.end:
                # record the span's own offsets, so getters find the record from the span
                t = t._replace(start=span.start_char, end=span.end_char, text=text[span.start_char:span.end_char])
            spans.append(span)
            kept.append(t)
            last_end = span.end
        if len(kept) == 1 and type(kept[0].years) is YearSet:  # one expression: its years, nothing to unite
            focus = kept[0].years
        else:
            focus = YearSet.union_all(t.years for t in kept) if kept else EMPTY
        if self.tagger.named_events:  # timeml: event names count for the years but are no TIMEX3 span
            spans, kept = self._timex3_only(doc, spans, kept)
        _set_group(doc, SpanGroup(doc, name=self.spans_key, spans=spans))
        # the stored records (``extensions.R_*``): ``t.as_record()`` as lists, built once
        write_stored(doc, [[t.start, t.end, t.label, t.value, t.mod, t.rule, t.years.interval_lists()] for t in kept],
                     focus.interval_lists())

    def _short_entry(self, doc: Doc) -> List[Any]:
        """The kept entry of a short doc, found by its tokens' texts and trailing spaces (which spell its text;
        ``doc.to_array`` reads them without a Token object each): ``[text, None or (a weak reference to the
        tagger, reference date, reference time, the tuple ``tagger.tag_kept`` gave for them, its ``_stored_form``
        or None: not yet, or no expression)]``, added when new."""
        array = doc.to_array(_TEXT_ATTRS)
        key = array.tobytes()
        memo = self._short
        entry = memo.get(key)
        if entry is None:
            make_room(memo, MEMO_DOCS)
            entry = memo[key] = [doc_text(doc, array), None]
        return entry

    def _stored_form(self, doc: Doc) -> Tuple[Tuple[Tuple[int, ...], ...], Tuple[int, ...], Tuple[Any, ...],
                                              Tuple[Tuple[int, int], ...]]:
        """What ``_store`` just wrote on ``doc``, kept immutable for ``_write_kept``: (the spans as (start, end,
        label, kb_id, id) token offsets and hashes, the hashes they need in the string store, the records with
        their years as tuples, the focus intervals)."""
        spans = tuple((s.start, s.end, s.label, s.kb_id, s.id) for s in doc.spans[self.spans_key])
        needed = tuple({h for s in spans for h in s[2:] if h})
        records = tuple((*r[:R_YEARS], tuple(map(tuple, r[R_YEARS]))) for r in doc.user_data[RECORDS_KEY])
        return spans, needed, records, tuple(map(tuple, doc.user_data[FOCUS_KEY]))

    def _write_kept(self, doc: Doc, user_data: Dict[str, Any], stored: Tuple[Any, ...]) -> bool:
        """Write ``_stored_form`` on ``doc`` (a doc with the same tokens as the one it was read from, and the same
        kept expressions): the spans from their offsets and hashes, the records and focus intervals as lists of
        its own (never shared between docs), as ``write_stored`` does. False (nothing written) when a string the
        spans need is no longer in the doc's string store (a ``memory_zone`` ended, another vocab): ``_store``
        writes them then."""
        spans, needed, records, focus = stored
        strings = doc.vocab.strings
        for h in needed:
            if h not in strings:
                return False
        _set_group(doc, SpanGroup(doc, name=self.spans_key, spans=[
            Span(doc, start, end, label, kb_id=kb_id, span_id=span_id) for start, end, label, kb_id, span_id in spans]))
        user_data[LAYOUT_KEY] = LAYOUT_VERSION
        user_data[RECORDS_KEY] = [[start, end, label, value, mod, rule, [[a, b] for a, b in years]]
                                  for start, end, label, value, mod, rule, years in records]
        user_data[FOCUS_KEY] = [[a, b] for a, b in focus]
        return True

    def _doc_references(self, user_data: Dict[str, Any]) -> Tuple[Optional[_dt.date], Optional[_dt.datetime]]:
        """(``reference_date_for(doc)``, ``reference_time_for(doc)``) from the doc's ``user_data`` in one read,
        else the configured default (``FocusCore._default_references``)."""
        value = user_data.get(REF_KEY)
        if value:
            clock = user_data.get(REF_TIME_KEY)
            return _dt.date.fromisoformat(value), None if clock is None else _dt.datetime.fromisoformat(clock)
        return self._default_references(user_data.get(RUN_DATE_KEY))

    def _timex3_only(self, doc: Doc, spans: List[Span], kept: List[Timex]) -> Tuple[List[Span], List[Timex]]:
        """The spans and expressions shown under ``convention="timeml"``: no event name, but the year it spells
        (``TemporalTagger.timex3_of``)."""
        out_spans: List[Span] = []
        out: List[Timex] = []
        for span, t in zip(spans, kept):
            shown = self.tagger.timex3_of(t)
            if shown is not None and shown is not t:
                moved = doc.char_span(shown.start, shown.end, label=shown.label, kb_id=shown.value,
                                      span_id=shown.rule, alignment_mode="strict")
                if moved is None:
                    shown = None
                else:
                    span = moved
            if shown is not None:
                out_spans.append(span)
                out.append(shown)
        return out_spans, out

    def _reads_without_doc(self) -> bool:
        """``FocusCore``'s condition, and no error handler set (``pipe`` would hand a failing doc to it)."""
        return FocusCore._reads_without_doc(self) and self._error_handler is raise_error

    def _add_model_ents(self, doc: Doc, timexes: List[Timex], ref: Optional[_dt.date]) -> List[Timex]:
        from ..normalize.dateparse import parse_date_text
        from ..normalize.timex import timex_to_years

        taken = [(t.start, t.end) for t in timexes]
        extra = []
        for ent in doc.ents:
            if ent.label_ not in ("DATE", "TIME"):
                continue
            if any(s < ent.end_char and ent.start_char < e for s, e in taken):
                continue
            value = parse_date_text(ent.text, ref)
            if value is None:
                continue
            years = timex_to_years(value)
            extra.append(Timex(ent.start_char, ent.end_char, ent.text, ent.label_, value, None,
                               "model_ents+dateparser", years))
        return sorted(timexes + extra, key=lambda t: t.start)

    # -- the LLM fallback for events no rule knows ----------------------------------------------------------
    def _add_llm_events(self, doc: Doc, timexes: List[Timex], ref: Optional[_dt.date], resolve: Any) -> List[Timex]:
        """Ask the fallback about the event names no rule matched (``normalize.unknown_events``), and add the ones
        it dates as expressions (rule ``llm:<model>``), composed with the operator words around them.

        resolve (Callable): ``(names, text) -> lookups``, each with ``name``, ``ok``, ``start``, ``end``,
            ``model`` and ``to_dict()`` (``spacy_tempoeval.llm.events.EventLookup``).
        """
        tagger = self.tagger
        words = tagger.operators
        candidates = find_unknown_events(doc.text, [(t.start, t.end) for t in timexes], words,
                                         tagger.words.words(W.EVENT_HEAD_WORDS),
                                         tagger.words.words(W.EVENT_NAME_LINKS), words.gap)
        if not candidates:
            doc.user_data.pop(LLM_EVENTS_KEY, None)
            return timexes
        found = resolve([c.name for c in candidates], doc.text)
        doc.user_data[LLM_EVENTS_KEY] = [f.to_dict() for f in found]
        events = [ExtraEvent(c.start, c.end, f.start, f.end, f"llm:{f.model}")
                  for c, f in zip(candidates, found) if f.ok]
        return tagger.tag(doc.text, ref, events) if events else timexes

    def pipe(self, stream: Iterable[Doc], *, batch_size: int = 128) -> Iterable[Doc]:
        """Process a stream of docs, ``batch_size`` at a time. A doc that fails goes to the error handler
        (``nlp.set_error_handler``; spaCy's default re-raises), as spaCy's own components do."""
        handler = self.get_error_handler()
        memoize_msgpack_entry_points()  # also in a spawned worker, where the unpickled component skipped __init__
        for docs in minibatch(stream, size=batch_size):
            for doc in docs:
                try:
                    yield self(doc)
                except Exception as e:  # noqa: BLE001 - handed to spaCy's error handler, which re-raises by default
                    handler(self.name, self, [doc], e)

    def set_error_handler(self, error_handler: Callable[..., Any]) -> None:
        """Set the function ``(name, component, docs, exception)`` called when a doc fails in ``pipe``
        (``nlp.set_error_handler`` calls it on every component that has it)."""
        self._error_handler = error_handler

    def get_error_handler(self) -> Callable[..., Any]:
        """The error handler of ``pipe``: spaCy's ``raise_error`` unless one was set."""
        return self._error_handler

    # -- scoring -------------------------------------------------------------------------------------------
    def score(self, examples: Iterable[Example], **kwargs: Any) -> Dict[str, Any]:
        """Year-set precision, recall and F1 (micro) and macro F1 against the gold docs' focus years, and the
        TempEval-3 span scores (``timex_*``) when the gold docs carry gold TIMEX3 spans (``scorer.gold_doc``).

        ``spacy evaluate`` (spaCy's ``Corpus``) builds each predicted doc with ``nlp.make_doc(text)``, which
        drops the gold doc's ``user_data`` and with it the reference date. A predicted doc that has no
        reference date while its gold doc has one is given the gold doc's date and tagged again here, so
        relative expressions anchor as in the gold data.

        examples (Iterable[Example]): The examples; gold years on ``example.reference``.
        RETURNS (Dict[str, Any]): The scores (see ``spacy_tempoeval.pipeline.scorer``).
        """
        if self.scorer is None:
            return {}
        examples = list(examples)
        for eg in examples:
            self._align_reference_date(eg)
        kwargs["spans_key"] = self.spans_key
        return self.scorer(examples, **kwargs)

    def _align_reference_date(self, example: Example) -> None:
        gold_ref = example.reference.user_data.get(REF_KEY)
        if gold_ref and example.predicted.user_data.get(REF_KEY) is None:
            example.predicted.user_data[REF_KEY] = gold_ref
            self(example.predicted)
