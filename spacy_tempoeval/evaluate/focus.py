"""The focus times of a run: which texts to tag (planned from the metrics' declared inputs), each distinct text
tagged once, and the reference date used for texts that had none.

    roles = needed_roles(metrics)                          # e.g. {"qft", "dfts", "aft"}
    ref = default_reference_date(nlp, reference_date)      # "today" resolved once, so the run is reproducible
    ft = focus_times(records, roles, nlp=nlp, reference_date=ref)
    ft[0]["qft"], ft[0]["dfts"]                            # YearSet, [YearSet, ...]
"""

from __future__ import annotations

import datetime as _dt
import functools
from collections.abc import Mapping
from typing import Any, Callable, Dict, Iterable, List, Sequence, Tuple

from ..core import expressions_read_without_doc, get_default_nlp
from ..metrics.adapters import tag_texts
from ..metrics.base import ROLES
from .dataset import doc_dates, doc_texts, fail, parse_years
from .stream import Done

# role -> (the record's years field, the record's text field(s))
ROLE_FIELDS: Dict[str, Tuple[str, str]] = {"qft": ("qft", "query"), "aft": ("aft", "answer")}
# role -> the record field of that text's own date (read before the record's reference_date)
OWN_DATE_FIELDS: Dict[str, str] = {"aft": "answer_reference_date"}


def needed_roles(metrics: Iterable[Any]) -> set:
    """The focus-time roles the metrics declare (required or optional)."""
    roles: set = set()
    for m in metrics:
        for entry in (*m.inputs, *m.optional_inputs):
            roles.update(r for r in ((entry,) if isinstance(entry, str) else entry) if r in ROLES)
    return roles


def default_reference_date(nlp: Any, reference_date: Any = None) -> _dt.date | None:
    """The reference date for texts without their own: ``reference_date`` when given, else the pipeline's
    ``temporal_focus`` default with "today" resolved now (None when relative expressions add no years).

    nlp (Optional[Language]): The pipeline (the shared default when None).
    reference_date (str | date | None): An explicit default.
    RETURNS (Optional[date]): The date every text without a reference date of its own is anchored to (a
        ``datetime`` when ``reference_date`` has a clock time: "in 2 hours" reads it, issue 20).
    """
    from ..normalize.refdate import parse_reference_date, parse_reference_time

    if reference_date is not None:
        day = parse_reference_date(reference_date)
        return parse_reference_time(reference_date) or day
    if nlp is None:
        from ..core import get_default_nlp

        nlp = get_default_nlp()
    for _, pipe in getattr(nlp, "pipeline", []):
        setting = getattr(pipe, "default_reference_date", None)
        if hasattr(pipe, "default_reference_date"):
            if setting == "today":
                return _dt.date.today()
            return parse_reference_date(setting) if setting else None
    return None


def focus_times(records: Sequence[Mapping[str, Any]], roles: set, *, nlp: Any = None,
                corpus: Mapping[Any, str] | None = None, reference_date: Any = None,
                batch_size: int = 256, progress: Callable[[int, int], Any] | None = None,
                counts: Dict[str, int] | None = None, cache: Any = None, tagger: Any = None,
                start: int = 0, on_text: Callable[[Tuple[str, Any], Any], Any] | None = None,
                wants: Callable[[Tuple[str, Any]], bool] | None = None) -> List[Dict[str, Any]]:
    """Per record, role -> YearSet (or list of YearSets): given years are parsed, texts tagged once each.

    Each text is read against its own date: a retrieved document against its ``reference_date`` (see
    ``dataset``), the answer against ``answer_reference_date``, and a text without one against the record's
    ``reference_date``, else ``reference_date``. Each distinct (text, date) goes through ``tag_texts`` once, in
    one ``nlp.pipe`` pass, whatever role it plays (a text that is a query in one record and a document in
    another is tagged once). With ``progress``, the texts go through in chunks and ``progress(done, total)``
    follows the distinct texts. ``counts``, when given, receives "documents_dated" and
    "documents_undated" (tagged documents read against their own date / the record's date).

    For a run read in chunks (``evaluate`` streams): ``cache`` (a ``stream.TagCache``) keeps the years of the
    texts tagged in earlier chunks, ``tagger`` (a ``stream.Tagger``) tags the others (in worker processes
    with ``n_process``), and ``start`` is the index of the first record in the run (errors name it).
    ``on_text((text, reference date), doc)``, when given, sees the tagged Doc of each text that ``wants`` accepts
    (every text when ``wants`` is None; ``evaluate.kinds`` reads the queries'): those texts are tagged through a
    Doc in this process, the others as above.
    """
    plan = _TaggingPlan(len(records), start)
    for i, rec in enumerate(records):
        plan.add_record(i, rec, roles, corpus, rec.get("reference_date", reference_date))
    plan.tag(nlp=nlp, batch_size=batch_size, progress=progress, cache=cache, tagger=tagger, on_text=on_text,
             wants=wants)
    if counts is not None:
        counts.update(plan.counts)
    return plan.out


class _TaggingPlan:
    """The years of every record's roles: parsed at once where given, else planned as texts to tag."""

    def __init__(self, n_records: int, start: int = 0) -> None:
        self.start = start  # the run index of record 0 (errors name records by their index in the run)
        self.out: List[Dict[str, Any]] = [{} for _ in range(n_records)]
        self.wanted: Dict[Tuple[str, Any], int] = {}  # (text, reference date) -> position in the tagging
        self.slots: List[Tuple[int, str, int | None, Tuple[str, Any]]] = []  # where each tagged text goes
        self.counts = {"documents_dated": 0, "documents_undated": 0}

    def want(self, text: str, ref: Any, i: int, role: str, j: int | None) -> None:
        key = (text, ref)
        self.wanted.setdefault(key, len(self.wanted))
        self.slots.append((i, role, j, key))

    def add_record(self, i: int, rec: Mapping[str, Any], roles: set, corpus: Mapping[Any, str] | None,
                   ref: Any) -> None:
        for role, (years_field, text_field) in ROLE_FIELDS.items():
            if role not in roles:
                continue
            if rec.get(years_field) is not None:
                self.out[i][role] = parse_years(rec[years_field], self.start + i, rec, years_field)
            elif rec.get(text_field) is not None:
                own = rec.get(OWN_DATE_FIELDS[role]) if role in OWN_DATE_FIELDS else None
                self.want(rec[text_field], ref if own is None else own, i, role, None)
        if "dfts" in roles:
            texts = None if rec.get("dfts") is not None else doc_texts(self.start + i, rec, corpus)
            dates = doc_dates(rec) if texts is not None else None
            self._add_list(i, rec, "dfts", texts, ref, dates)
            if texts is not None:
                dated = 0 if dates is None else sum(1 for d in dates if d is not None)
                self.counts["documents_dated"] += dated
                self.counts["documents_undated"] += len(texts) - dated
        if "afts" in roles:
            self._add_list(i, rec, "afts", None if rec.get("afts") is not None else rec.get("answers"), ref)

    def _add_list(self, i: int, rec: Mapping[str, Any], role: str, texts: Sequence[str] | None, ref: Any,
                  dates: Sequence[Any] | None = None) -> None:
        """A list role: years given in ``rec[role]`` (parsed now), else ``texts`` to tag (None: absent), each
        against its own date in ``dates`` when it has one, else ``ref``."""
        given = rec.get(role)
        if given is not None:
            if role == "dfts" and not isinstance(given, (list, tuple)):
                raise fail(self.start + i, rec, role, f"must be a list of year lists, got {type(given).__name__}")
            self.out[i][role] = [parse_years(y, self.start + i, rec, f"{role}[{j}]") for j, y in enumerate(given)]
        elif texts is not None:
            self.out[i][role] = [None] * len(texts)
            for j, text in enumerate(texts):
                own = None if dates is None else dates[j]
                self.want(text, ref if own is None else own, i, role, j)

    def tag(self, *, nlp: Any, batch_size: int, progress: Callable[[int, int], Any] | None,
            cache: Any = None, tagger: Any = None, on_text: Callable[[Tuple[str, Any], Any], Any] | None = None,
            wants: Callable[[Tuple[str, Any]], bool] | None = None) -> None:
        """Tag every distinct planned text once (in chunks when ``progress`` follows) and fill the slots."""
        if not self.wanted:
            return
        keys = list(self.wanted)
        step = len(keys) if progress is None else max(batch_size * 4, 1)
        years: List[Any] = []
        if progress is not None:
            progress(0, len(keys))
        for first in range(0, len(keys), step):
            chunk = keys[first:first + step]
            years += self._seen_years(chunk, nlp, batch_size, cache, tagger, on_text, wants)
            if progress is not None:
                progress(first + len(chunk), len(keys))
        for i, role, j, key in self.slots:
            ys = years[self.wanted[key]]
            if j is None:
                self.out[i][role] = ys
            else:
                self.out[i][role][j] = ys

    @classmethod
    def _seen_years(cls, keys: List[Tuple[str, Any]], nlp: Any, batch_size: int, cache: Any, tagger: Any,
                    on_text: Callable[[Tuple[str, Any], Any], Any] | None,
                    wants: Callable[[Tuple[str, Any]], bool] | None) -> List[Any]:
        """``_years``, with the texts ``on_text`` wants tagged here and shown to it (never from the cache). The
        others go to the workers first (with ``n_process``), so they are tagged while this process reads those."""
        if on_text is None:
            return cls._start_years(keys, nlp, batch_size, cache, tagger)()
        picked = [n for n, key in enumerate(keys) if wants is None or wants(key)]
        chosen = set(picked)
        rest = [n for n in range(len(keys)) if n not in chosen]
        finish = cls._start_years([keys[n] for n in rest], nlp, batch_size, cache, tagger) if rest else None
        out: List[Any] = [None] * len(keys)
        if picked:
            # read without a Doc where the tagger alone can tell (the expressions' provenance is all
            # ``on_text`` reads), through a Doc otherwise
            light = expressions_read_without_doc(nlp or get_default_nlp(), [keys[n][0] for n in picked],
                                                 [keys[n][1] for n in picked])
            for n, found in zip(picked, light):
                if found is not None:
                    out[n] = found[0]
                    on_text(keys[n], found[1])
            heavy = [n for n, found in zip(picked, light) if found is None]
            sub = [keys[n] for n in heavy]
            if sub:
                refs = [r for _, r in sub]
                got = tag_texts([t for t, _ in sub], refs if any(r is not None for r in refs) else None, nlp=nlp,
                                batch_size=batch_size, on_doc=functools.partial(_see, on_text, sub))
                for n, ys in zip(heavy, got):
                    out[n] = ys
            if cache is not None:
                cache.store([keys[n] for n in picked], [out[n] for n in picked])
        if finish is not None:
            for n, ys in zip(rest, finish()):
                out[n] = ys
        return out

    @staticmethod
    def _start_years(keys: List[Tuple[str, Any]], nlp: Any, batch_size: int, cache: Any,
                     tagger: Any) -> Callable[[], List[Any]]:
        """Start tagging distinct (text, reference date) keys (through ``cache`` and ``tagger`` when given);
        the function returned gives their years."""
        def submit(texts: List[str], refs: List[Any] | None) -> Any:
            if tagger is not None and tagger.parallel:
                return tagger.submit(texts, refs)
            return Done(tag_texts(texts, refs, nlp=nlp, batch_size=batch_size))

        if cache is not None:
            return cache.start(keys, submit)
        refs = [r for _, r in keys]
        return submit([t for t, _ in keys], refs if any(r is not None for r in refs) else None).result


def _see(on_text: Callable[[Tuple[str, Any], Any], Any], chunk: List[Tuple[str, Any]], j: int, doc: Any) -> None:
    on_text(chunk[j], doc)


__all__ = ["focus_times", "needed_roles", "default_reference_date", "ROLE_FIELDS"]
