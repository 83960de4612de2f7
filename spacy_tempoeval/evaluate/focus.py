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
from .pending import Later

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
    return start_focus_times(records, roles, nlp=nlp, corpus=corpus, reference_date=reference_date,
                             batch_size=batch_size, progress=progress, counts=counts, cache=cache, tagger=tagger,
                             start=start, on_text=on_text, wants=wants)()


def start_focus_times(records: Sequence[Mapping[str, Any]], roles: set, *, nlp: Any = None,
                      corpus: Mapping[Any, str] | None = None, reference_date: Any = None,
                      batch_size: int = 256, progress: Callable[[int, int], Any] | None = None,
                      counts: Dict[str, int] | None = None, cache: Any = None, tagger: Any = None,
                      start: int = 0, on_text: Callable[[Tuple[str, Any], Any], Any] | None = None,
                      wants: Callable[[Tuple[str, Any]], bool] | None = None) -> Callable[[], List[Dict[str, Any]]]:
    """``focus_times`` in two steps: the records are read and their texts planned now, and the texts not cached
    are handed to ``tagger``'s worker processes (with ``n_process``; they start on them at once); the function
    returned does the rest (tags here what no worker has started, and the texts ``on_text`` reads) and gives
    ``focus_times``' result. ``evaluate`` scores the chunk before in between."""
    plan = _TaggingPlan(len(records), start)
    for i, rec in enumerate(records):
        plan.add_record(i, rec, roles, corpus, rec.get("reference_date", reference_date))
    finish = plan.start_tagging(nlp=nlp, batch_size=batch_size, progress=progress, cache=cache, tagger=tagger,
                                on_text=on_text, wants=wants)

    def result() -> List[Dict[str, Any]]:
        finish()
        if counts is not None:
            counts.update(plan.counts)
        return plan.out

    return result


class _TaggingPlan:
    """The years of every record's roles: parsed at once where given, else planned as texts to tag."""

    def __init__(self, n_records: int, start: int = 0) -> None:
        self.start = start  # the run index of record 0 (errors name records by their index in the run)
        self.out: List[Dict[str, Any]] = [{} for _ in range(n_records)]
        self.wanted: Dict[Tuple[str, Any], int] = {}  # (text, reference date) -> position in the tagging
        # where each tagged text goes: (record, role, position in the tagging) for a text role, (record, role,
        # [position, ...]) for a list role
        self.slots: List[Tuple[int, str, Any]] = []
        self.counts = {"documents_dated": 0, "documents_undated": 0}

    def want(self, text: str, ref: Any) -> int:
        """The position of (text, ref) in the tagging (a new key goes last)."""
        wanted = self.wanted
        return wanted.setdefault((text, ref), len(wanted))

    def add_record(self, i: int, rec: Mapping[str, Any], roles: set, corpus: Mapping[Any, str] | None,
                   ref: Any) -> None:
        for role, (years_field, text_field) in ROLE_FIELDS.items():
            if role not in roles:
                continue
            if rec.get(years_field) is not None:
                self.out[i][role] = parse_years(rec[years_field], self.start + i, rec, years_field)
            elif rec.get(text_field) is not None:
                own = rec.get(OWN_DATE_FIELDS[role]) if role in OWN_DATE_FIELDS else None
                self.slots.append((i, role, self.want(rec[text_field], ref if own is None else own)))
        # plain documents are planned in one pass (``_add_documents``); given years and the rest, here
        if "dfts" in roles and (rec.get("dfts") is not None or not self._add_documents(i, rec, ref)):
            texts = None if rec.get("dfts") is not None else doc_texts(self.start + i, rec, corpus)
            dates = doc_dates(rec) if texts is not None else None
            self._add_list(i, rec, "dfts", texts, ref, dates)
            if texts is not None:
                dated = 0 if dates is None else sum(1 for d in dates if d is not None)
                self.counts["documents_dated"] += dated
                self.counts["documents_undated"] += len(texts) - dated
        if "afts" in roles:
            self._add_list(i, rec, "afts", None if rec.get("afts") is not None else rec.get("answers"), ref)

    def _add_documents(self, i: int, rec: Mapping[str, Any], ref: Any) -> bool:
        """The common case of ``add_record``'s documents in one pass: a list of texts and {"text", ...} dicts
        (``doc_texts`` and ``doc_dates`` would give the same texts and dates). False, with nothing counted, for
        anything else (ids, other mappings, a bad document), which the general path plans (or names)."""
        docs = rec.get("retrieved_docs")
        if docs is None:
            docs = rec.get("contexts")
        if type(docs) is not list:
            return False
        positions: List[int] = []
        dated = 0
        wanted = self.wanted  # ``want``, inlined: a run plans every document of every record here
        place = wanted.setdefault  # a new key's position is the count before it (``want``'s)
        for doc in docs:
            if type(doc) is dict:
                text, own = doc.get("text"), doc.get("reference_date")
                if own is None:
                    own = ref
                else:
                    dated += 1
            else:
                text, own = doc, ref
            if type(text) is not str:
                return False  # keys planned so far are the general path's first keys too (same order)
            positions.append(place((text, own), len(wanted)))
        self.out[i]["dfts"] = [] if not positions else None  # filled by ``start_tagging``'s function
        if positions:
            self.slots.append((i, "dfts", positions))
        self.counts["documents_dated"] += dated
        self.counts["documents_undated"] += len(positions) - dated
        return True

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
            positions = []
            for j, text in enumerate(texts):
                own = None if dates is None else dates[j]
                positions.append(self.want(text, ref if own is None else own))
            self.out[i][role] = [] if not positions else None
            if positions:
                self.slots.append((i, role, positions))

    def start_tagging(self, *, nlp: Any, batch_size: int, progress: Callable[[int, int], Any] | None,
                      cache: Any = None, tagger: Any = None,
                      on_text: Callable[[Tuple[str, Any], Any], Any] | None = None,
                      wants: Callable[[Tuple[str, Any]], bool] | None = None) -> Callable[[], None]:
        """Hand every distinct planned text to the tagger (in steps when ``progress`` follows); the function
        returned waits for their years and fills the slots."""
        if not self.wanted:
            return lambda: None
        keys = list(self.wanted)
        step = len(keys) if progress is None else max(batch_size * 4, 1)
        steps = [keys[first:first + step] for first in range(0, len(keys), step)]
        started = [self._start_seen(chunk, nlp, batch_size, cache, tagger, on_text, wants) for chunk in steps]

        def finish() -> None:
            years: List[Any] = []
            if progress is not None:
                progress(0, len(keys))
            for result in started:
                years += result()
                if progress is not None:
                    progress(len(years), len(keys))
            out, at = self.out, years.__getitem__
            for i, role, pos in self.slots:
                out[i][role] = at(pos) if type(pos) is int else list(map(at, pos))

        return finish

    @classmethod
    def _start_seen(cls, keys: List[Tuple[str, Any]], nlp: Any, batch_size: int, cache: Any, tagger: Any,
                    on_text: Callable[[Tuple[str, Any], Any], Any] | None,
                    wants: Callable[[Tuple[str, Any]], bool] | None) -> Callable[[], List[Any]]:
        """``_start_years``, with the texts ``on_text`` wants tagged here (when the function returned is called)
        and shown to it (never from the cache). The others go to the workers now (with ``n_process``), so they
        are tagged while this process reads those."""
        if on_text is None:
            return cls._start_years(keys, nlp, batch_size, cache, tagger)
        picked = [n for n, key in enumerate(keys) if wants is None or wants(key)]
        chosen = set(picked)
        rest = [n for n in range(len(keys)) if n not in chosen]
        shown = [keys[n] for n in picked]
        texts, refs = [t for t, _ in shown], [r for _, r in shown]
        # with workers, they read these texts too (years and expressions come back), first (this process takes
        # back the parts of the others no worker has started); else this process reads them
        read = tagger.submit_seen(texts, refs) if picked and tagger is not None and tagger.parallel else None
        finish = cls._start_years([keys[n] for n in rest], nlp, batch_size, cache, tagger) if rest else None

        def result() -> List[Any]:
            out: List[Any] = [None] * len(keys)
            got = read.result() if read is not None else read_seen(nlp, texts, refs, batch_size) if picked else []
            for n, key, (ys, expressions) in zip(picked, shown, got):
                out[n] = ys
                on_text(key, expressions)
            if picked and cache is not None:
                cache.store(shown, [out[n] for n in picked])
            if finish is not None:
                for n, ys in zip(rest, finish()):
                    out[n] = ys
            return out

        return result

    @staticmethod
    def _start_years(keys: List[Tuple[str, Any]], nlp: Any, batch_size: int, cache: Any,
                     tagger: Any) -> Callable[[], List[Any]]:
        """Start tagging distinct (text, reference date) keys (through ``cache`` and ``tagger`` when given);
        the function returned gives their years."""
        def submit(texts: List[str], refs: List[Any] | None) -> Any:
            if tagger is not None and tagger.parallel:
                return tagger.submit(texts, refs)
            return Later(functools.partial(tag_texts, texts, refs, nlp=nlp, batch_size=batch_size))

        if cache is not None:
            return cache.start(keys, submit)
        refs = [r for _, r in keys]
        return submit([t for t, _ in keys], refs if any(r is not None for r in refs) else None).result


def read_seen(nlp: Any, texts: List[str], refs: List[Any], batch_size: int = 256) -> List[Tuple[Any, Any]]:
    """(years, expressions) of each text against its reference date, for a reader of the expressions'
    provenance (``evaluate.kinds``): read without a Doc where the tagger alone can tell, else through a Doc
    (its ``doc._.timexes``). ``stream.Tagger`` runs it in its workers too."""
    nlp = nlp or get_default_nlp()
    out: List[Any] = expressions_read_without_doc(nlp, texts, refs)
    heavy = [n for n, found in enumerate(out) if found is None]
    if heavy:
        sub_refs = [refs[n] for n in heavy]
        timexes: Dict[int, Any] = {}
        got = tag_texts([texts[n] for n in heavy], sub_refs if any(r is not None for r in sub_refs) else None,
                        nlp=nlp, batch_size=batch_size,
                        on_doc=lambda j, doc: timexes.__setitem__(j, doc._.timexes))
        for j, (n, ys) in enumerate(zip(heavy, got)):
            out[n] = (ys, timexes[j])
    return out


__all__ = ["focus_times", "start_focus_times", "read_seen", "needed_roles", "default_reference_date", "ROLE_FIELDS"]
