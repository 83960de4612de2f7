"""The perturbations of ``validate-metrics``: how a record of a RAG run is changed, and which metrics must notice.

Each perturbation is a ``Perturbation``: a name, a kind ("lower": the targeted metrics must get worse;
"invariant": no metric may change), the metrics it targets, and a function
``apply(record, focus, rng, pool) -> record | None`` that returns a changed copy of the record (None when the
perturbation does not apply to it). ``focus`` is the record's focus times under the unperturbed run (so that a
shifted or fabricated year is chosen outside every year the record's texts already mention) and ``pool`` is the
list of every document of the run with its focus time (the documents "from another era"). Texts stay well-formed
sentences: years are replaced by years, periods by periods of the same shape, sentences are appended whole.
docs/validation.md describes each one.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from importlib import resources
from typing import Any, Callable, Dict, List, Mapping, Sequence, Tuple

from ..yearset import YearSet

Record = Dict[str, Any]
Pool = Sequence[Tuple[Any, YearSet]]
ApplyFn = Callable[[Mapping[str, Any], Mapping[str, Any], random.Random, Pool], Any]

RANKING = ("temporal_precision", "temporal_recall", "temporal_ndcg", "temporal_mrr", "temporal_map",
           "temporal_year_precision", "temporal_year_recall")
ORDER = ("temporal_ndcg", "temporal_mrr", "temporal_map")
ANSWER = ("temporal_faithfulness", "answer_temporal_precision", "answer_temporal_recall")

YEAR = re.compile(r"(?<![\d'’/.-])(1[0-9]{3}|20[0-9]{2})(?![\d%]|s\b|-\d)")
DECADE = re.compile(r"\b(1[0-9]|20)([0-9])0s\b")
CENTURY = re.compile(r"\b(1st|2nd|3rd|[4-9]th|1[0-9]th|20th|21st)(\s+|-)century\b")
SUFFIX = {1: "st", 2: "nd", 3: "rd", 21: "st"}
ORDINALS = {n: f"{n}{SUFFIX.get(n, 'th')}" for n in range(1, 22)}
FABRICATED = ("A later account dates this to {year}.", "Some sources place it in {year}.",
              "It was confirmed again in {year}.")
REWRITES = (("in {y}", "during {y}"), ("in {y}", "in the year {y}"), ("in {y}", "in '{yy}"))
IN_YEAR = re.compile(r"\b([Ii]n) (1[0-9]{3}|20[0-9]{2})\b(?![\d%]|s\b|-\d)")


@dataclass(frozen=True)
class Perturbation:
    """One way of changing a record.

    name (str): Its name ("answer_years_shifted", ...).
    kind (str): "lower" (the targeted metrics must get worse) or "invariant" (no metric may change).
    targets (Tuple[str, ...]): The metric names it must lower (kind "lower"); empty for "invariant" (it
        concerns every metric).
    description (str): One line for tables and docs.
    apply (ApplyFn): ``(record, focus, rng, pool) -> changed copy | None``.
    """

    name: str
    kind: str
    targets: Tuple[str, ...]
    description: str
    apply: ApplyFn


def _text(value: Any) -> Any:
    return value.get("text") if isinstance(value, Mapping) else value


def _with_text(value: Any, text: str) -> Any:
    return {**value, "text": text} if isinstance(value, Mapping) else text


def record_years(focus: Mapping[str, Any]) -> YearSet:
    """Every year the record's query, documents and answer were given (the years a change must avoid)."""
    out = YearSet()
    for role in ("qft", "aft"):
        if isinstance(focus.get(role), YearSet):
            out = out | focus[role]
    for years in focus.get("dfts") or []:
        out = out | years
    return out


def _free_offset(years: List[int], taken: YearSet, rng: random.Random) -> int | None:
    """An offset (±5..±40 years) that moves every year in ``years`` outside ``taken`` and stays in 1000-2099."""
    offsets = [s * d for d in range(5, 41) for s in (1, -1)]
    rng.shuffle(offsets)
    for off in offsets:
        moved = [y + off for y in years]
        if all(1000 <= y <= 2099 and y not in taken for y in moved):
            return off
    return None


def shift_answer_years(record: Mapping[str, Any], focus: Mapping[str, Any], rng: random.Random,
                       pool: Pool) -> Record | None:
    """Every year written with four digits in the answer moves by one offset, outside the record's years; only
    for answers whose temporal expressions all hold such a year (``focus["answer_expressions"]``)."""
    answer = _text(record.get("answer"))
    if not isinstance(answer, str):
        return None
    if not all(YEAR.search(e) for e in focus.get("answer_expressions", ())):
        return None  # "last year", "the 1990s", "World War II" would keep the answer's time: not this kind
    years = sorted({int(m.group(1)) for m in YEAR.finditer(answer)})
    off = _free_offset(years, record_years(focus), rng) if years else None
    if off is None:
        return None
    text = YEAR.sub(lambda m: str(int(m.group(1)) + off), answer)
    return {**record, "answer": _with_text(record["answer"], text)}


def _other_decade(start: int, taken: YearSet, rng: random.Random) -> int | None:
    choices = [d for d in range(1500, 2030, 10) if d != start and not taken.intersects(YearSet.range(d, d + 9))]
    return rng.choice(choices) if choices else None


def _other_century(number: int, taken: YearSet, rng: random.Random) -> int | None:
    choices = [n for n in range(11, 22) if n != number and not taken.intersects(YearSet.range(n * 100 - 100,
                                                                                             n * 100 - 1))]
    return rng.choice(choices) if choices else None


def _is_period(expression: str) -> bool:
    return bool(DECADE.search(expression) or CENTURY.search(expression))


def _new_period(m: re.Match, taken: YearSet, rng: random.Random) -> str | None:
    if m.re is DECADE:
        new = _other_decade(int(m.group(1) + m.group(2)) * 10, taken, rng)
        return None if new is None else f"{new}s"
    new = _other_century(int(re.sub(r"\D", "", m.group(1))), taken, rng)
    return None if new is None else f"{ORDINALS[new]}{m.group(2)}century"


def replace_answer_period(record: Mapping[str, Any], focus: Mapping[str, Any], rng: random.Random,
                          pool: Pool) -> Record | None:
    """Each decade ("the 1990s") or century ("the 19th century") of the answer becomes another one that
    overlaps none of the record's years; only for answers whose temporal expressions are all such periods."""
    answer = _text(record.get("answer"))
    expressions = focus.get("answer_expressions", ())
    if not isinstance(answer, str) or not expressions or not all(_is_period(e) for e in expressions):
        return None
    taken, text = record_years(focus), answer
    for pattern in (DECADE, CENTURY):
        for m in reversed(list(pattern.finditer(answer))):
            new = _new_period(m, taken, rng)
            if new is None:
                return None
            text = text[:m.start()] + new + text[m.end():]
    return None if text == answer else {**record, "answer": _with_text(record["answer"], text)}


def add_fabricated_date(record: Mapping[str, Any], focus: Mapping[str, Any], rng: random.Random,
                        pool: Pool) -> Record | None:
    """A sentence with a year no text of the record mentions is appended to the answer."""
    answer = _text(record.get("answer"))
    if not isinstance(answer, str) or not answer.strip():
        return None
    taken = record_years(focus)
    anchor = taken.min if taken else 1900
    off = _free_offset([anchor], taken, rng)
    if off is None:
        return None
    sentence = rng.choice(FABRICATED).format(year=anchor + off)
    text = answer.rstrip() + ("" if answer.rstrip().endswith((".", "!", "?")) else ".") + " " + sentence
    return {**record, "answer": _with_text(record["answer"], text)}


def swap_in_other_era(k: int) -> ApplyFn:
    """``k`` documents of other records whose years miss the query's years go on top; the original documents
    follow them, in their order (so the list still holds every relevant document, now ranked below k)."""

    def apply(record: Mapping[str, Any], focus: Mapping[str, Any], rng: random.Random, pool: Pool) -> Any:
        qft, docs = focus.get("qft"), record.get("retrieved_docs")
        if not isinstance(qft, YearSet) or not qft or not isinstance(docs, list) or not docs:
            return None
        own = {_text(d) for d in docs}
        others = [doc for doc, years in pool if years and not years.intersects(qft) and _text(doc) not in own]
        if len(others) < k:
            return None
        chosen = rng.sample(others, k)
        return {**record, "retrieved_docs": list(chosen) + list(docs)}

    return apply


def _ordered(flags: Sequence[bool]) -> bool:
    """True when reversing the list can only move relevant documents down and puts an irrelevant one first:
    flags[i] >= flags[-1-i] for every pair, and the first document relevant, the last not."""
    pairs = [(flags[i], flags[-1 - i]) for i in range(len(flags) // 2)]
    return bool(pairs) and all(a >= b for a, b in pairs) and pairs[0][0] > pairs[0][1]


def reverse_ranking(record: Mapping[str, Any], focus: Mapping[str, Any], rng: random.Random,
                    pool: Pool) -> Record | None:
    """The retrieved list in reverse order, where the run ranked a relevant document (years overlapping the
    query's) first, an irrelevant one last, and no mirrored pair the wrong way round (otherwise reversing
    need not make the ranking worse)."""
    qft, docs, dfts = focus.get("qft"), record.get("retrieved_docs"), focus.get("dfts")
    if not isinstance(qft, YearSet) or not isinstance(docs, list) or not dfts or len(dfts) != len(docs):
        return None
    if not _ordered([bool(d) and d.intersects(qft) for d in dfts]):
        return None
    return {**record, "retrieved_docs": list(reversed(docs))}


def _paraphrases() -> List[Tuple[re.Pattern, str]]:
    path = resources.files("spacy_tempoeval.validation") / "data" / "paraphrases.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf8").splitlines() if line.strip()]
    return [(re.compile(rf"\b{re.escape(r['word'])}\b"), r["paraphrase"]) for r in rows]


def _map_texts(record: Mapping[str, Any], fn: Callable[[str], str]) -> Record:
    out: Record = dict(record)
    for field in ("query", "answer"):
        text = _text(record.get(field))
        if isinstance(text, str):
            out[field] = _with_text(record[field], fn(text))
    if isinstance(record.get("retrieved_docs"), list):
        out["retrieved_docs"] = [_with_text(d, fn(_text(d))) if isinstance(_text(d), str) else d
                                 for d in record["retrieved_docs"]]
    return out


def paraphrase(record: Mapping[str, Any], focus: Mapping[str, Any], rng: random.Random,
               pool: Pool) -> Record | None:
    """Non-temporal words of every text replaced by synonyms (``validation/data/paraphrases.jsonl``: verbs
    and nouns that are never part of a temporal expression); None when no word of the table occurs."""
    table = _paraphrases()

    def change(text: str) -> str:
        for pattern, new in table:
            text = pattern.sub(new, text)
        return text

    out = _map_texts(record, change)
    return None if out == dict(record) else out


def rewrite_years(record: Mapping[str, Any], focus: Mapping[str, Any], rng: random.Random,
                  pool: Pool) -> Record | None:
    """"in 2019" written another way in every text: "during 2019", "in the year 2019", or "in '19" (the
    apostrophe form only for years 1950-2029, where a two-digit year is read without doubt)."""
    old, new = rng.choice(REWRITES)

    def change(text: str) -> str:
        def one(m: re.Match) -> str:
            year = int(m.group(2))
            if "'" in new and not 1950 <= year <= 2029:
                return m.group(0)
            form = new.format(y=year, yy=f"{year % 100:02d}")
            return form[0].upper() + form[1:] if m.group(1) == "In" else form

        return IN_YEAR.sub(one, text)

    out = _map_texts(record, change)
    return None if out == dict(record) else out


def perturbations(k: int = 3) -> List[Perturbation]:
    """The perturbations ``validate_metrics`` runs, in order (``k``: how many other-era documents go on top)."""
    return [
        Perturbation("answer_years_shifted", "lower", ANSWER,
                     "every four-digit year of the answer moved by one offset, outside the record's years",
                     shift_answer_years),
        Perturbation("answer_period_replaced", "lower", ANSWER,
                     "the answer's decade or century replaced by another that overlaps none of the record's years",
                     replace_answer_period),
        Perturbation("fabricated_date_added", "lower", ("temporal_faithfulness", "answer_temporal_precision"),
                     "a sentence with a year no text of the record mentions appended to the answer",
                     add_fabricated_date),
        Perturbation("other_era_on_top", "lower", RANKING,
                     f"{k} documents whose years miss the query's put on top of the list",
                     swap_in_other_era(k)),
        Perturbation("ranking_reversed", "lower", ORDER,
                     "the retrieved list reversed (where relevant documents came first)", reverse_ranking),
        Perturbation("paraphrase", "invariant", (),
                     "non-temporal words replaced by synonyms in every text", paraphrase),
        Perturbation("year_rewritten", "invariant", (),
                     "\"in 2019\" written \"during 2019\", \"in the year 2019\" or \"in '19\" in every text",
                     rewrite_years),
    ]


__all__ = ["Perturbation", "perturbations", "record_years"]
