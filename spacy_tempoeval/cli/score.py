"""``spacy-tempoeval score GOLD``: year-set and TempEval-3 span scores against gold, before and after rules.

GOLD is a JSONL gold file, a TimeML ``.tml`` file or a folder of them (``spacy_tempoeval.scoring.gold``). The
figures are those of ``benchmarks/bench_accuracy.py`` (both run ``spacy_tempoeval.scoring.score_corpus``): the
default pipeline is ``spacy.blank(lang)`` + ``temporal_focus`` with ``convention="timeml"``, the convention
TimeML gold is annotated with (``--convention rag`` for the default one).
"""

# typer evaluates these annotations at run time, and the package supports Python 3.9: keep Optional[...]
# ruff: noqa: UP045

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional

import typer
from rich.table import Table

from ..errors import ConfigError, Errors
from ..yearset import YearSet
from ._console import (
    CONFIG_HELP,
    LANG_HELP,
    MODEL_HELP,
    RULES_HELP,
    VERBOSE_HELP,
    err_console,
    esc,
    format_years,
    handle_errors,
    out_console,
    pipeline_spec,
)

YEAR_ROWS = (("year sets: macro F1", "macro_f1"), ("year sets: micro P", "micro_p"),
             ("year sets: micro R", "micro_r"), ("year sets: micro F1", "micro_f1"), ("year sets: exact", "exact"))
SPAN_ROWS = (("spans: strict P", "strict_p"), ("spans: strict R", "strict_r"), ("spans: strict F1", "strict_f"),
             ("spans: relaxed P", "relaxed_p"), ("spans: relaxed R", "relaxed_r"),
             ("spans: relaxed F1", "relaxed_f"), ("spans: value F1", "value_f"), ("spans: type F1", "type_f"))


def score_gold(gold_path: Path, rules: List[str], *, model: Optional[str] = None, config: Optional[str] = None,
               lang: Optional[str] = None, convention: str = "timeml", worst: int = 10) -> Dict[str, Any]:
    """Score the gold of ``gold_path`` with the pipeline, and with it plus ``rules`` when given.

    RETURNS (dict): ``gold``, ``docs``, ``before`` and ``after`` (None without rules): each the
        ``CorpusResult.to_dict`` of a run (fractions in 0-1).
    """
    from ..pipeline.loading import load_pipeline
    from ..scoring import read_gold, score_corpus

    docs = read_gold(gold_path)
    options = {"convention": convention}
    runs: Dict[str, Any] = {"gold": str(gold_path), "docs": len(docs), "before": None, "after": None}
    for key, files in (("before", []), ("after", rules)):
        if key == "after" and not rules:
            break
        nlp = load_pipeline(pipeline_spec(model, config, lang, files, options))
        _check_convention(nlp, convention, key)
        runs[key] = score_corpus(nlp, docs).to_dict(worst)
    return runs


def _check_convention(nlp: Any, convention: str, run: str) -> None:
    """Say so on stderr when a --model/--config pipeline tags with another convention than the one asked for
    (its own is used: TimeML gold is annotated with convention="timeml")."""
    from ..pipeline.loading import focus_component

    own = focus_component(nlp).cfg.convention
    if own != convention and run == "before":
        err_console.print(f"[yellow]note[/]: the pipeline tags with convention={esc(own)!r}, not {esc(convention)!r} "
                          "(a --model/--config pipeline keeps its own; TimeML gold is annotated with 'timeml').",
                          soft_wrap=True)


def _get(run: Optional[Dict[str, Any]], group: str, key: str) -> Optional[float]:
    if run is None or run[group] is None:
        return None
    return run[group][key]


def _pct(value: Optional[float]) -> str:
    return "—" if value is None else f"{100 * value:.1f}"


def _score_table(result: Dict[str, Any]) -> Table:
    after = result["after"]
    table = Table(title="Scores (%)")
    table.add_column("score")
    table.add_column("before" if after else "score", justify="right")
    if after:
        table.add_column("after", justify="right")
        table.add_column("Δ", justify="right")
    rows = [("years", *row) for row in YEAR_ROWS] + [("spans", *row) for row in SPAN_ROWS]
    for group, label, key in rows:
        b, a = _get(result["before"], group, key), _get(after, group, key)
        cells = [_pct(b)]
        if after:
            delta = "—" if a is None or b is None else f"{100 * (a - b):+.1f}"
            cells += [_pct(a), delta]
        table.add_row(label, *cells)
    return table


def _worst_table(run: Dict[str, Any], title: str) -> Table:
    table = Table(title=title)
    for name in ("document", "F1", "predicted years", "gold years"):
        table.add_column(name)
    for doc in run["worst"]:
        predicted, gold = (YearSet.from_intervals(doc[k]) for k in ("predicted", "gold"))
        table.add_row(esc(doc["doc_id"]), f"{doc['f1']:.2f}", esc(format_years(predicted)), esc(format_years(gold)))
    return table


def score_command(
    gold: Path = typer.Argument(..., help="Gold: a JSONL gold file, a TimeML .tml file or a folder of them."),
    rules: Optional[List[str]] = typer.Option(None, "--rules", help=RULES_HELP + " Scores before and after."),
    as_json: bool = typer.Option(False, "--json", help="Print the scores as JSON (fractions in 0-1)."),
    worst: int = typer.Option(10, "--worst", min=0, help="Documents with the lowest year-set F1 to list."),
    convention: str = typer.Option("timeml", "--convention",
                                   help="temporal_focus convention of the default pipeline: timeml (how TimeML "
                                        "gold counts years) or rag."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help=MODEL_HELP),
    config: Optional[str] = typer.Option(None, "--config", "-c", help=CONFIG_HELP),
    lang: Optional[str] = typer.Option(None, "--lang", help=LANG_HELP),
    verbose: bool = typer.Option(False, "--verbose", "-v", help=VERBOSE_HELP),
) -> None:
    """Score the pipeline against gold: year sets (P/R/F1 macro and micro) and TempEval-3 spans.

    Span scores (strict and relaxed extent, value and type F1) need gold TIMEX3 spans ('timexes' in JSONL, the
    TIMEX3 of .tml files). With --rules, the scores before and after the rule files, side by side.

    Example: spacy-tempoeval score my_gold/ --rules my_rules.jsonl
    """
    handle_errors(_score)(gold, rules or [], as_json, worst, convention, model, config, lang)


def _score(gold: Path, rules: List[str], as_json: bool, worst: int, convention: str, model: Optional[str],
           config: Optional[str], lang: Optional[str]) -> None:
    if convention not in ("timeml", "rag"):
        raise ConfigError(Errors.E145.format(option="--convention", value=convention, reason="use timeml or rag"))
    result = score_gold(gold, rules, model=model, config=config, lang=lang, convention=convention, worst=worst)
    if as_json:
        sys.stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
        return
    out_console.print(f"{esc(result['gold'])}: {result['docs']} document(s)", soft_wrap=True)
    out_console.print(_score_table(result))
    for key in ("before", "after"):
        run = result[key]
        if run is not None and run["spans"] is None:
            err_console.print(f"[yellow]no span scores[/] ({key}): {esc(run['spans_reason'])}")
        if run is not None and worst and run["worst"]:
            out_console.print(_worst_table(run, f"Worst documents ({key})" if result["after"] else "Worst documents"))


__all__ = ["score_command", "score_gold"]
