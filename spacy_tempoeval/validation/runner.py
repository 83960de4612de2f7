"""``validate_metrics``: perturb a RAG run, re-tag the perturbed texts with the same pipeline, and count how often
each metric notices the failure it is meant to catch (and ignores rewrites that change nothing in time).

    from spacy_tempoeval.validation import validate_metrics
    report = validate_metrics("examples/history_run.jsonl", k=3, seed=0, reference_date="2024-06-01")
    report.detection_rate("temporal_precision@3")        # share of must-lower trials that lowered it
    report.invariance_rate("temporal_precision@3")       # share of invariant trials that left it unchanged
    report.failing(0.9)                                  # [(column, perturbation, rate), ...] below 0.9

A trial is one (record, perturbation, metric): a must-lower trial counts when the metric was defined on the
unperturbed record and could get worse (above 0, or below 1 for a lower-is-better metric); it is detected when
the perturbed value is defined and strictly worse. An invariant trial counts when the metric was defined; it
passes when the perturbed value is equal (within 1e-9). Scores are focus-time scores (``mode="focus_time"``:
gold ids are not used), under one reference date for the original and the perturbed records.
"""

from __future__ import annotations

import math
import random
from typing import Any, Dict, List, Mapping, Sequence, Tuple

from ..errors import ConfigError, Errors, RecordError
from ..evaluate import DEFAULT_METRICS, evaluate, make_metrics
from ..evaluate.dataset import doc_texts, load_records, validate
from .perturb import Perturbation, perturbations
from .report import Tally, ValidationReport, perturbation_rows

EPS = 1e-9
PERTURBED_ID = "{id}~{name}"


def _pool(records: Sequence[Mapping[str, Any]], focus: Sequence[Mapping[str, Any]]) -> List[Tuple[Any, Any]]:
    """Every document of the run with the years it was given (documents of other records are the other era)."""
    out: List[Tuple[Any, Any]] = []
    for rec, ft in zip(records, focus):
        docs, dfts = rec.get("retrieved_docs"), ft.get("dfts") or []
        if isinstance(docs, list) and len(docs) == len(dfts):
            out.extend(zip(docs, dfts))
    return out


def _resolved(records: List[Dict[str, Any]], corpus: Mapping[Any, str] | None) -> List[Dict[str, Any]]:
    """The records, validated, with ``retrieved_ids`` looked up in ``corpus`` turned into ``retrieved_docs``
    ({id, text} objects: the document perturbations move texts, and ids would no longer match them)."""
    if not records:
        raise RecordError(Errors.E037.format(path="<run>", reason="it has no records"))
    out = []
    for i, rec in enumerate(records):
        validate(i, rec)
        if corpus is not None and rec.get("retrieved_ids") is not None and rec.get("retrieved_docs") is None:
            texts = doc_texts(i, rec, corpus) or []
            rec = {**rec, "retrieved_docs": [{"id": d, "text": t} for d, t in zip(rec["retrieved_ids"], texts)]}
            rec.pop("retrieved_ids")
        out.append(rec)
    return out


def _with_expressions(records: Sequence[Mapping[str, Any]], focus: Sequence[Mapping[str, Any]],
                      nlp: Any) -> List[Dict[str, Any]]:
    """The focus times with ``answer_expressions``: the text of every temporal expression of the answer (the
    perturbations of the answer apply only where those are the kind of expression they change)."""
    texts = [_answer_text(r) for r in records]
    distinct = sorted({t for t in texts if t})
    found = {t: [e["text"] for e in doc._.timexes] for t, doc in zip(distinct, nlp.pipe(distinct))}
    return [{**ft, "answer_expressions": found.get(t or "", [])} for ft, t in zip(focus, texts)]


def _answer_text(record: Mapping[str, Any]) -> str | None:
    answer = record.get("answer")
    answer = answer.get("text") if isinstance(answer, Mapping) else answer
    return answer if isinstance(answer, str) else None


def _perturb(records: List[Dict[str, Any]], focus: Sequence[Mapping[str, Any]], perts: Sequence[Perturbation],
             seed: int) -> List[Tuple[int, str, Dict[str, Any]]]:
    """(record index, perturbation name, perturbed record) for every perturbation that applies; each
    (record, perturbation) has its own seeded generator, so adding a record changes no other record's draw."""
    pool = _pool(records, focus)
    out = []
    for p_index, pert in enumerate(perts):
        for i, rec in enumerate(records):
            rng = random.Random(f"{seed}:{p_index}:{i}")
            changed = pert.apply(rec, focus[i], rng, pool)
            if changed is not None:
                changed["id"] = PERTURBED_ID.format(id=rec.get("id", i), name=pert.name)
                out.append((i, pert.name, changed))
    return out


def _worse(before: float, after: float, lower_is_better: bool) -> bool:
    return after > before + EPS if lower_is_better else after < before - EPS


def _can_worsen(before: float, lower_is_better: bool) -> bool:
    return before < 1.0 - EPS if lower_is_better else before > EPS


def _value(row: Mapping[str, Any], col: str) -> float:
    value = row.get(col)
    return math.nan if value is None else float(value)


class _Counter:
    """Tallies trials into the report's detection and invariance tables, and keeps the failed cases."""

    def __init__(self, columns: List[str], lower_better: Dict[str, bool]) -> None:
        self.columns, self.lower_better = columns, lower_better
        self.detection: Dict[str, Dict[str, Tally]] = {c: {} for c in columns}
        self.invariance: Dict[str, Dict[str, Tally]] = {c: {} for c in columns}
        self.cases: List[Dict[str, Any]] = []

    def lower(self, col: str, name: str, before: float, after: float, case: Dict[str, Any]) -> None:
        tally = self.detection[col].setdefault(name, Tally())
        if math.isnan(before) or not _can_worsen(before, self.lower_better[col]):
            tally.skipped += 1
            return
        tally.trials += 1
        if not math.isnan(after) and _worse(before, after, self.lower_better[col]):
            tally.hits += 1
        else:
            self.cases.append({**case, "metric": col, "expected": "lower", "before": before,
                               "after": None if math.isnan(after) else after})

    def same(self, col: str, name: str, before: float, after: float, case: Dict[str, Any]) -> None:
        tally = self.invariance[col].setdefault(name, Tally())
        if math.isnan(before):
            tally.skipped += 1
            return
        tally.trials += 1
        if not math.isnan(after) and abs(after - before) <= EPS:
            tally.hits += 1
        else:
            self.cases.append({**case, "metric": col, "expected": "unchanged", "before": before,
                               "after": None if math.isnan(after) else after})


def _changed_texts(original: Mapping[str, Any], perturbed: Mapping[str, Any]) -> Dict[str, Any]:
    return {f: perturbed.get(f) for f in ("query", "retrieved_docs", "answer") if perturbed.get(f) != original.get(f)}


def validate_metrics(run: Any, nlp: Any = None, *, metrics: Sequence[Any] | None = None, k: int = 3,
                     seed: int = 0, reference_date: Any = None, lang: str | None = None, fields: Any = "auto",
                     corpus: Mapping[Any, str] | None = None,
                     perturbation_list: Sequence[Perturbation] | None = None) -> ValidationReport:
    """Perturb every record of a run and report, per metric, its detection and invariance rates.

    run (str | Path | Iterable[dict] | ...): A RAG run, anything ``evaluate`` reads (records with ``query``,
        ``retrieved_docs`` as texts or {id, text} objects, ``answer``).
    nlp (Optional[Language]): The pipeline that tags the original and the perturbed texts (default: the shared
        one of ``lang``).
    metrics (Optional[Sequence]): Metric names, classes or instances (default: ``evaluate``'s focus-time set).
    k (int): The cutoff of the ranked-list metrics, and how many other-era documents go on top.
    seed (int): Seeds every random choice (the offset of shifted years, the fabricated year, the other-era
        documents, the rewritten year form); the same seed gives the same perturbations.
    reference_date: The date relative expressions are read against (default: evaluate's default, the same for
        the original and the perturbed records).
    fields: Field names of the records, as for ``evaluate``.
    corpus (Optional[Mapping]): id -> text, for records that give ``retrieved_ids`` instead of texts.
    perturbation_list (Optional[Sequence[Perturbation]]): Replaces ``perturbations(k)``.
    RETURNS (ValidationReport): Detection and invariance per metric, the perturbations, the failed cases.
    """
    if not isinstance(k, int) or isinstance(k, bool) or k < 1:
        raise ConfigError(Errors.E020.format(value=k))
    records = _resolved([dict(r) for r in load_records(run, fields)], corpus)
    if nlp is None:
        from ..core import get_default_nlp

        nlp = get_default_nlp(lang=lang or "en")
    metric_objs = make_metrics(list(metrics) if metrics is not None else list(DEFAULT_METRICS))
    llm_only = [m.name for m in metric_objs if getattr(m, "requires_llm", False)]
    if llm_only:
        raise ConfigError(Errors.E270.format(metrics=", ".join(llm_only)))
    perts = list(perturbation_list) if perturbation_list is not None else perturbations(k)
    opts = {"metrics": metric_objs, "k": [k], "nlp": nlp, "mode": "focus_time", "lang": lang,
            "focus_roles": ("qft", "dfts", "aft"), "fields": "native"}
    base = evaluate(records, reference_date=reference_date, **opts)
    changed = _perturb(records, _with_expressions(records, base.focus_times, nlp), perts, seed)
    if changed:
        after = evaluate([rec for _, _, rec in changed], reference_date=base.reference_date, **opts)
        after_rows = after.rows
    else:
        after_rows = []
    lower_better = {c: bool(getattr(_metric_of(c, metric_objs), "lower_is_better", False)) for c in base.columns}
    counter = _Counter(list(base.columns), lower_better)
    kinds = {p.name: p for p in perts}
    for (i, name, rec), row in zip(changed, after_rows):
        case = {"record": records[i].get("id", i), "perturbation": name,
                "changed": _changed_texts(records[i], rec)}
        for col in base.columns:
            before, now = _value(base.rows[i], col), _value(row, col)
            if kinds[name].kind == "invariant":
                counter.same(col, name, before, now, case)
            elif _metric_of(col, metric_objs).name in kinds[name].targets:
                counter.lower(col, name, before, now, case)
    applied: Dict[str, int] = {}
    for _, name, _ in changed:
        applied[name] = applied.get(name, 0) + 1
    return ValidationReport(list(base.columns), perturbation_rows(perts, applied), counter.detection,
                            counter.invariance, counter.cases, seed=seed, k=k,
                            reference_date=str(base.reference_date), n_records=len(records))


def _metric_of(column: str, metric_objs: Sequence[Any]) -> Any:
    name = column.split("@", 1)[0]
    return next(m for m in metric_objs if m.name == name)


__all__ = ["validate_metrics"]
