"""Temporal Faithfulness by expression: each temporal expression of the answer judged as one unit.

The documented formula, |AFT ∩ ∪DFT| / |AFT|, counts years. An answer that sets the scene with a broad period
then scores low although nothing in it is unsupported:

    "During World War II, the decisive battle was fought."  vs  "The decisive battle began in December 1944."
        per year: 1 of the 7 years 1939-1945 is in a context            -> 0.143
        per expression: "World War II" is a setting the context falls in -> 1.0
    (When the answer also dates the event itself, "During World War II, the battle took place in 1944.", the
    tagger already drops the period from the answer's years, and both readings give 1.0.)
    "The factory opened in the 19th century."  vs  "The factory opened in 1850."
        per year: 1 of 100 years -> 0.01;  per expression -> 1.0

A unit is an expression of the answer that has years (durations such as "for four years" have none and are not
units). It is **supported** when

* the contexts cover every year it claims (a point in time: "in 1944", "March 2021", "from 1939 to 1945",
  "between 2019 and 2021": an explicit span is a claim about each of its years), or
* it names a period of several years that the answer uses as a setting (the word before it is one of the
  pack's ``SETTING_WORDS``, ``rules/words.py``; English: "during", "in", "throughout", "amid", "under" or
  "across": "during World War II", "in the 19th century", "in the 1990s"), and some context year falls in
  that period.

The score is supported units / units; NaN when the answer has no expression with years.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Dict, FrozenSet, List, Sequence, Tuple

from ..rules import words as W
from ..yearset import YearSet

FOCUS_FACTORY = "temporal_focus"
_WORD_BEFORE = re.compile(r"(\w+)\W*$")
_EXPLICIT_SPAN = re.compile(r"\d{3,4}\D+\d{2,4}")  # "1939 to 1945", "2019-21": two years written out


@dataclass
class Unit:
    """One temporal expression of the answer: its text, its years and whether it is used as a setting."""

    text: str
    years: YearSet
    setting: bool


def setting_words(nlp: Any) -> FrozenSet[str]:
    """The ``SETTING_WORDS`` of the pack a pipeline's ``temporal_focus`` component runs (none without one)."""
    for name, factory in nlp.pipe_factories.items():
        if factory == FOCUS_FACTORY:
            return nlp.get_pipe(name).tagger.words.words(W.SETTING_WORDS)
    return frozenset()


def expression_units(doc: Any, settings: FrozenSet[str]) -> List[Unit]:
    """The units of a Doc processed by ``temporal_focus`` (from ``doc._.timexes``), in text order.

    doc (Doc): The answer, processed.
    settings (FrozenSet[str]): The words that make a period after them a setting (``setting_words``).
    RETURNS (List[Unit]): The units.
    """
    units = []
    for timex in doc._.timexes:
        years = YearSet.from_intervals(timex.get("years") or [])
        if not years:
            continue
        before = _WORD_BEFORE.search(doc.text[: timex["start"]])
        setting = (len(years) > 1 and before is not None and before.group(1).lower() in settings
                   and not _EXPLICIT_SPAN.search(timex["text"]))
        units.append(Unit(timex["text"], years, setting))
    return units


def judge_units(units: Sequence[Unit], dfts: Sequence[YearSet]) -> Tuple[float, Dict[str, Any]]:
    """Supported units / units (NaN without units) and per-unit details."""
    context = YearSet.union_all(dfts)
    rows: List[Dict[str, Any]] = []
    for unit in units:
        if unit.setting:
            supported = context.intersects(unit.years)
        else:
            supported = unit.years.overlap(context) == len(unit.years)
        rows.append({"text": unit.text, "years": unit.years.intervals,
                     "reading": "setting" if unit.setting else "claim", "supported": supported})
    value = sum(r["supported"] for r in rows) / len(rows) if rows else float("nan")
    return value, {"mode": "focus_time", "unit": "expression", "units": rows}


__all__ = ["Unit", "expression_units", "judge_units", "setting_words"]
