"""``Doc`` and ``Span`` extension attributes written and read by ``temporal_focus``.

Everything is stored in ``doc.user_data`` as msgpack-able lists (no sets), so it survives ``DocBin(
store_user_data=True)``, ``doc.to_bytes()`` and ``nlp.pipe(n_process=2)``. Sets are exposed through getters that
are module-level functions (picklable under the spawn start method). Per-span values are looked up from the
doc's records by character offsets, so two ``Span`` objects with the same offsets always agree.

Doc:
    doc._.reference_date (Optional[date]): settable; anchors relative expressions. Accepts an ISO string or a
        date; bad values raise ReferenceDateError [E001] at assignment. A date-time ("2013-02-12T04:30", a
        ``datetime``) keeps its clock time and zone under ``doc.user_data["tempoeval:reference_time"]``
        (``get_reference_time``): "in 2 hours", "at 3am" resolve from it; the getter still gives the date.
    doc._.focus_years (Optional[YearSet]): the years the text is about; None if ``temporal_focus`` never ran.
    doc._.timexes (List[dict]): every temporal expression with its offsets, label, value, mod, rule and years.
    doc._.llm_events (List[dict]): what the LLM fallback was asked and answered for this doc (name, ok, start,
        end, reason, model, prompt, cached); empty when the fallback is off or found no name to ask about.
Span:
    span._.timex (Optional[str]): the normalized TIMEX3-style value ("2019/2021", "199", "1997-03-03").
    span._.timex_mod (Optional[str]): TIMEX3 ``mod`` (EARLY, MID, LATE, START, END, BEFORE, AFTER ...).
    span._.years (YearSet): the years the expression covers (empty for durations and sets).
    span._.timex_rule (Optional[str]): the id of the rule that produced the expression.

The layout of the stored data is versioned (``doc.user_data["tempoeval:layout"]``, ``LAYOUT_VERSION``): a Doc
read back from an old DocBin is upgraded on first access, one written by a newer version is refused [E026].
"""

from __future__ import annotations

import datetime as _dt
from functools import lru_cache
from typing import Any, Callable, Dict, List, Sequence, Tuple

from spacy.tokens import Doc, Span

from ..errors import Errors, PipelineError
from ..normalize.refdate import format_reference_date, format_reference_time, parse_reference_date, parse_reference_time
from ..yearset import EMPTY, YearSet

REF_KEY = "tempoeval:reference_date"
REF_TIME_KEY = "tempoeval:reference_time"  # the clock time (and zone) of a reference date-time, when given
LAYOUT_KEY = "tempoeval:layout"
FOCUS_KEY = "tempoeval:focus"
RECORDS_KEY = "tempoeval:timexes"
LLM_EVENTS_KEY = "tempoeval:llm_events"

# Layout of one record in doc.user_data[RECORDS_KEY]
R_START, R_END, R_LABEL, R_VALUE, R_MOD, R_RULE, R_YEARS = range(7)

# The version of that layout, stored in doc.user_data[LAYOUT_KEY] beside the data. Docs written before the key
# existed (spacy-tempoeval 0.1) have layout 1. A change to the layout bumps the version and adds a function to
# _UPGRADES that turns the user_data of the version before into the current one, so old DocBins stay readable.
LAYOUT_VERSION = 1
_UPGRADES: Dict[int, Callable[[Dict[str, Any]], None]] = {}


def check_layout(doc: Doc) -> None:
    """Bring the doc's stored results to the current layout (in place), or refuse a newer one.

    RAISES (PipelineError): [E026] for data written by a newer spacy-tempoeval.
    """
    version = doc.user_data.get(LAYOUT_KEY, 1)
    if version == LAYOUT_VERSION:
        return
    if not isinstance(version, int) or version > LAYOUT_VERSION:
        raise PipelineError(Errors.E026.format(found=version, known=LAYOUT_VERSION))
    while version < LAYOUT_VERSION:
        _UPGRADES[version](doc.user_data)
        version += 1
    doc.user_data[LAYOUT_KEY] = LAYOUT_VERSION


def _stored(doc: Doc, key: str) -> Any:
    if RECORDS_KEY in doc.user_data or FOCUS_KEY in doc.user_data:
        check_layout(doc)
    return doc.user_data.get(key)


def _get_reference_date(doc: Doc) -> _dt.date | None:
    value = doc.user_data.get(REF_KEY)
    return None if value is None else _dt.date.fromisoformat(value)


def _stored_reference(value: Any) -> Tuple[str | None, str | None]:
    """(date, clock time) of a reference date as ``doc.user_data`` keeps them (ISO strings or None)."""
    return format_reference_date(parse_reference_date(value)), format_reference_time(parse_reference_time(value))


# a run sets the same few reference dates on every doc: each distinct string is parsed once (bad values raise
# [E001] each time: an exception is never cached)
_stored_reference_str = lru_cache(maxsize=4096)(_stored_reference)


def _set_reference_date(doc: Doc, value: Any) -> None:
    date, clock = _stored_reference_str(value) if type(value) is str else _stored_reference(value)
    user_data = doc.user_data
    user_data[REF_KEY] = date
    if clock is not None:
        user_data[REF_TIME_KEY] = clock
    elif REF_TIME_KEY in user_data:  # a date alone: exactly as before (no key)
        del user_data[REF_TIME_KEY]


def get_reference_time(doc: Doc) -> _dt.datetime | None:
    """The clock time of ``doc``'s reference date-time ("2013-02-12T04:30" given), or None for a date alone."""
    value = doc.user_data.get(REF_TIME_KEY)
    return None if value is None else _dt.datetime.fromisoformat(value)


def _get_focus_years(doc: Doc) -> YearSet | None:
    intervals = _stored(doc, FOCUS_KEY)
    if intervals is None:
        return None
    return YearSet.from_intervals(intervals)


def _get_timexes(doc: Doc) -> List[Dict[str, Any]]:
    records = _stored(doc, RECORDS_KEY) or ()
    text = doc.text if records else ""  # built from every token on each access: once, not once per record
    return [
        {
            "start": r[R_START],
            "end": r[R_END],
            "text": text[r[R_START]:r[R_END]],
            "label": r[R_LABEL],
            "value": r[R_VALUE],
            "mod": r[R_MOD],
            "rule": r[R_RULE],
            "years": [list(iv) for iv in r[R_YEARS]],
        }
        for r in records
    ]


def _record_for(span: Span) -> Sequence[Any] | None:
    """The record with the span's offsets: a binary search, as the component writes records sorted by start
    and non-overlapping (a linear scan per getter call made reading every span of a long doc quadratic)."""
    start, end = span.start_char, span.end_char
    records = _stored(span.doc, RECORDS_KEY) or ()
    lo, hi = 0, len(records)
    while lo < hi:
        mid = (lo + hi) // 2
        if records[mid][R_START] < start:
            lo = mid + 1
        else:
            hi = mid
    if lo < len(records) and records[lo][R_START] == start and records[lo][R_END] == end:
        return records[lo]
    return None


def _get_span_timex(span: Span) -> str | None:
    r = _record_for(span)
    return r[R_VALUE] if r is not None else (span.kb_id_ or None)


def _get_span_mod(span: Span) -> str | None:
    r = _record_for(span)
    return r[R_MOD] if r is not None else None


def _get_span_rule(span: Span) -> str | None:
    r = _record_for(span)
    return r[R_RULE] if r is not None else (span.id_ or None)


def _get_span_years(span: Span) -> YearSet:
    r = _record_for(span)
    return YearSet.from_intervals(r[R_YEARS]) if r is not None else EMPTY


def _get_llm_events(doc: Doc) -> List[Dict[str, Any]]:
    return [dict(r) for r in doc.user_data.get(LLM_EVENTS_KEY, ())]


def write_results(doc: Doc, records: Sequence[Sequence[Any]], focus: YearSet) -> None:
    """Store the component's output in ``doc.user_data`` (msgpack-able lists only)."""
    user_data = doc.user_data
    user_data[LAYOUT_KEY] = LAYOUT_VERSION
    user_data[RECORDS_KEY] = [list(r) for r in records] if records else []
    user_data[FOCUS_KEY] = focus.interval_lists()


def write_stored(doc: Doc, records: List[List[Any]], focus: List[List[int]]) -> None:
    """``write_results`` of records and focus intervals already in their stored form: lists of their own, kept
    as given (the component builds them so, without a copy)."""
    user_data = doc.user_data
    user_data[LAYOUT_KEY] = LAYOUT_VERSION
    user_data[RECORDS_KEY] = records
    user_data[FOCUS_KEY] = focus


def register_extensions() -> None:
    """Register the extensions once (import time); never with ``force=True``."""
    if not Doc.has_extension("reference_date"):
        Doc.set_extension("reference_date", getter=_get_reference_date, setter=_set_reference_date)
    if not Doc.has_extension("focus_years"):
        Doc.set_extension("focus_years", getter=_get_focus_years)
    if not Doc.has_extension("timexes"):
        Doc.set_extension("timexes", getter=_get_timexes)
    if not Doc.has_extension("llm_events"):
        Doc.set_extension("llm_events", getter=_get_llm_events)
    if not Span.has_extension("timex"):
        Span.set_extension("timex", getter=_get_span_timex)
    if not Span.has_extension("timex_mod"):
        Span.set_extension("timex_mod", getter=_get_span_mod)
    if not Span.has_extension("years"):
        Span.set_extension("years", getter=_get_span_years)
    if not Span.has_extension("timex_rule"):
        Span.set_extension("timex_rule", getter=_get_span_rule)


register_extensions()
