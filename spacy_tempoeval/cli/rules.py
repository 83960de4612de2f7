"""``spacy-tempoeval rules test FILE`` and ``spacy-tempoeval rules diff FILE CORPUS``: the linguist's loop.

``rules test`` reads and validates a rule file (a bad record is the [E...] error with its file, line and field),
runs every rule's ``examples`` (each must be matched in full by its rule) and ``counter_examples`` (none may be
matched by it) and prints what the pipeline tags in each. ``rules diff`` tags a corpus without and with the file
and shows what changed, per rule id (``spacy_tempoeval.scoring.diff``); ``--html`` writes the changes as a page.
"""

# typer evaluates these annotations at run time, and the package supports Python 3.9: keep Optional[...]
# ruff: noqa: UP045

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Tuple

import typer
from rich.table import Table

from ..errors import Errors, RecordError, RuleFileError
from ._console import (
    CONFIG_HELP,
    DATE_FIELD_HELP,
    LANG_HELP,
    MODEL_HELP,
    VERBOSE_HELP,
    err_console,
    esc,
    format_years,
    handle_errors,
    out_console,
    pipeline_spec,
    verbose_log,
)
from ._help import CleanCommand, CleanGroup

rules_app = typer.Typer(cls=CleanGroup, no_args_is_help=True, add_completion=False,
                        help="Test a rule file's examples, and see what it changes on a corpus.")
EXAMPLE_DATE = "2020-06-15"  # the reference date examples are tagged with (relative values resolve against it)


# -- rules test ---------------------------------------------------------------------------------------------
def _example_ok(engine: Any, rule: Any, text: str, counter: bool) -> bool:
    found = engine.find(text)
    if counter:
        return not any(m.rule.id == rule.id for m in found)
    return any(m.start == 0 and m.end == len(text) and m.rule.id == rule.id for m in found)


def _tagged(nlp: Any, text: str, reference_date: str) -> List[Dict[str, Any]]:
    from ..scoring.corpus import tag_text

    return [{"text": t["text"], "label": t["label"], "value": t["value"], "rule": t["rule"]}
            for t in tag_text(nlp, text, reference_date)._.timexes]


def run_rule_tests(path: str, lang: Optional[str], reference_date: str) -> Dict[str, Any]:
    """Load ``path`` into the default pipeline of ``lang`` (examples not checked on load) and run every rule's
    examples and counter-examples. RETURNS (dict): per rule its examples with ``ok`` and what was tagged, and
    ``problems`` ([W027] ``disable`` lines naming no built-in rule, then [E013]/[E099] messages, each with
    file and line), in file order."""
    import warnings

    from ..errors import DisableIgnoredWarning
    from ..pipeline.loading import focus_component, load_pipeline

    with warnings.catch_warnings(record=True) as caught:  # a disable of an unknown id: a problem of the file
        warnings.simplefilter("always", DisableIgnoredWarning)
        nlp = load_pipeline(pipeline_spec(None, None, lang, [path], {"validate": False}))
    ignored = [w.message for w in caught if isinstance(w.message, DisableIgnoredWarning)]
    for w in caught:
        if not isinstance(w.message, DisableIgnoredWarning):
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    comp = focus_component(nlp)
    mine = [r for r in comp.rules.rules if r.source == path]
    engine = comp.tagger.engine
    rules = []
    for rule in mine:
        entry: Dict[str, Any] = {"id": rule.id, "line": rule.line, "label": rule.label, "examples": []}
        for field_name, counter in (("examples", False), ("counter_examples", True)):
            for text in rule.record.get(field_name, ()):
                entry["examples"].append({"field": field_name, "text": text,
                                          "ok": _example_ok(engine, rule, text, counter),
                                          "tagged": _tagged(nlp, text, reference_date)})
        rules.append(entry)
    problems = [{"rule": None, "line": w.line, "field": "disable", "message": str(w)} for w in ignored]
    problems += [{"rule": r.id, "line": r.line, "field": f, "message": str(m)}
                 for r, f, m in engine.example_problems(mine)]
    return {"file": path, "reference_date": reference_date, "rules": rules, "problems": problems}


def _test_table(report: Dict[str, Any]) -> Table:
    table = Table(title=f"Rules of {esc(report['file'])}", show_lines=True)
    for name, kw in (("rule (line)", {"no_wrap": True}), ("kind", {}), ("text", {"ratio": 2}), ("", {}),
                     ("tagged as (value, rule)", {"ratio": 3})):
        table.add_column(name, **kw)
    for rule in report["rules"]:
        for ex in rule["examples"] or [{"field": "-", "text": "(no examples)", "ok": None, "tagged": []}]:
            mark = "" if ex["ok"] is None else ("[green]✔[/]" if ex["ok"] else "[bold red]✘[/]")
            tagged = "\n".join(f"{esc(t['text'])} → {esc(t['label'])} {esc(t['value'] or '—')} "
                               f"[dim]({esc(t['rule'])})[/]" for t in ex["tagged"]) or "[dim]nothing[/]"
            kind = "counter-example" if ex["field"] == "counter_examples" else "example"
            table.add_row(f"{esc(rule['id'])} ({rule['line']})", kind, esc(ex["text"]), mark, tagged)
    return table


def rules_test_command(
    rule_file: Path = typer.Argument(..., help="The JSONL rule file."),
    lang: Optional[str] = typer.Option(None, "--lang", help=LANG_HELP),
    reference_date: str = typer.Option(EXAMPLE_DATE, "--reference-date", "-r",
                                       help="Reference date the examples are tagged with."),
    as_json: bool = typer.Option(False, "--json", help="Print the results as JSON instead of a table."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help=VERBOSE_HELP),
) -> None:
    """Validate a rule file and run its rules' examples and counter-examples.

    Each example must be matched in full by its own rule, no counter-example may be matched by it; the table shows
    what the pipeline tags in each. Exit code 0 when all pass, 5 when the file is invalid or an example fails.

    Example: spacy-tempoeval rules test my_rules.jsonl
    """
    handle_errors(_rules_test)(str(rule_file), lang, reference_date, as_json)


def _rules_test(path: str, lang: Optional[str], reference_date: str, as_json: bool) -> None:
    from ..normalize.refdate import parse_reference_date

    parse_reference_date(reference_date)
    _check_records(path, as_json)
    report = run_rule_tests(path, lang, reference_date)
    if not report["rules"]:
        raise RuleFileError(Errors.E218.format(path=path, reason="it has no rules (pattern or gazetteer lines) to "
                                                                "test"), path=path)
    if as_json:
        sys.stdout.write(json.dumps(report, ensure_ascii=False, indent=1) + "\n")
    else:
        out_console.print(_test_table(report))
    n = sum(len(r["examples"]) for r in report["rules"])
    if report["problems"]:
        first = report["problems"][0]
        raise RuleFileError(Errors.E216.format(path=path, count=len(report["problems"]), first=first["message"]),
                            path=path, line=first["line"], field=first["field"])
    err_console.print(f"[green]✔[/] {len(report['rules'])} rule(s), {n} example(s) and counter-example(s): "
                      "all pass.")


def _check_records(path: str, as_json: bool) -> None:
    """Every invalid record of the file at once (loading stops at the first): each on stderr, one line with its
    file, line and field (``--json``: a report of them on stdout), then [E290]."""
    from ..rules.file_check import file_problems

    problems = file_problems(path)
    if not problems:
        return
    if as_json:
        sys.stdout.write(json.dumps({"file": path, "rules": [], "problems": [
            {"rule": p.rule_id, "line": p.line, "field": p.field, "code": p.code, "message": str(p)}
            for p in problems]}, ensure_ascii=False, indent=1) + "\n")
    else:
        for problem in problems:
            err_console.print(f"[bold red]✘[/] {esc(str(problem))}", soft_wrap=True)
    raise RuleFileError(Errors.E290.format(count=len(problems), line=problems[0].line), path=path)


# -- rules diff ---------------------------------------------------------------------------------------------
def corpus_items(path: Path, text_field: str, id_field: str, date_field: Optional[str],
                 reference_date: Optional[str]) -> Iterator[Tuple[str, str, Optional[str]]]:
    """(id, text, reference date) of every text of a corpus: gold (``.tml`` files, a folder of gold files) or a
    JSONL / plain-text corpus as ``extract`` reads it (a malformed line stops with its coded error)."""
    from ..bulk.input_lines import InputRecord, ReaderConfig
    from ..bulk.readers import check_input, detect_format, read_records
    from ..scoring.gold import iter_gold

    if path.is_dir() or path.suffix.lower() == ".tml":
        for gold in iter_gold(path):
            yield gold.doc_id, gold.text, gold.dct or reference_date
        return
    src = check_input(path)
    config = ReaderConfig(format=detect_format(src), text_field=text_field, id_field=id_field,
                          date_field=date_field, reference_date=reference_date)
    for rec in read_records(src, config, strict=True):  # strict: a bad line raises, none is yielded
        if isinstance(rec, InputRecord):
            yield str(rec.id), rec.text, rec.reference_date


def run_rules_diff(rule_files: List[str], corpus: Path, *, lang: Optional[str] = None, model: Optional[str] = None,
                   config: Optional[str] = None, text_field: str = "text", id_field: str = "id",
                   date_field: Optional[str] = "auto", reference_date: Optional[str] = None) -> Any:
    """Tag ``corpus`` without and with ``rule_files``. RETURNS (RulesDiff): the changes.
    RAISES (RecordError): [E217] when the corpus has no text."""
    from ..pipeline.loading import load_pipeline
    from ..scoring.corpus import tag_text
    from ..scoring.diff import DocDiff, RulesDiff, diff_doc

    before = load_pipeline(pipeline_spec(model, config, lang))
    after = load_pipeline(pipeline_spec(model, config, lang, rule_files))
    out = RulesDiff()
    for doc_id, text, ref in corpus_items(corpus, text_field, id_field, date_field, reference_date):
        a, b = tag_text(before, text, ref), tag_text(after, text, ref)
        out.add(DocDiff(doc_id, text, diff_doc(a._.timexes, b._.timexes), a._.focus_years, b._.focus_years))
    if not out.docs:
        raise RecordError(Errors.E217.format(path=corpus, reason="it has no texts"))
    return out


def _context(text: str, start: int, end: int, width: int = 30) -> Tuple[str, str, str]:
    left = text[max(0, start - width):start].replace("\n", " ")
    right = text[end:end + width].replace("\n", " ")
    return ("…" if start > width else "") + left, text[start:end], right + ("…" if end + width < len(text) else "")


def _diff_tables(diff: Any, samples: int) -> List[Table]:
    totals = diff.totals()
    summary = Table(title="Rule changes per rule id")
    for name in ("rule", "added", "removed", "re-valued", "docs", "year sets changed"):
        summary.add_column(name, justify="left" if name == "rule" else "right")
    for rule, c in sorted(diff.per_rule.items(), key=lambda kv: -(kv[1].added + kv[1].removed + kv[1].revalued)):
        summary.add_row(esc(rule), str(c.added), str(c.removed), str(c.revalued), str(c.docs), str(c.years_changed))
    summary.add_row("[bold]total[/]", str(totals["added"]), str(totals["removed"]), str(totals["revalued"]),
                    f"{totals['docs_changed']} / {totals['docs']}", str(totals["years_changed"]), end_section=True)
    shown = Table(title="Samples", show_lines=True)
    for name in ("rule", "id", "change", "text", "years before → after"):
        shown.add_column(name, overflow="fold")
    for rule in sorted(diff.per_rule):
        for doc, c in diff.samples(rule, samples):
            left, mid, right = _context(doc.text, c.start, c.end)
            change = f"{c.kind}: {c.before or '∅'} → {c.after or '∅'}"
            shown.add_row(esc(rule), esc(doc.doc_id), esc(change), f"{esc(left)}[reverse]{esc(mid)}[/]{esc(right)}",
                          f"{esc(format_years(doc.years_before))} → {esc(format_years(doc.years_after))}")
    return [summary, shown]


def rules_diff_command(
    rule_file: List[Path] = typer.Argument(..., help="The JSONL rule file (several: all of them, in order), then "
                                                     "the corpus."),
    html: Optional[Path] = typer.Option(None, "--html", help="Also write the changes as an HTML page."),
    as_json: bool = typer.Option(False, "--json", help="Print the changes as JSON instead of tables."),
    samples: int = typer.Option(5, "--samples", min=0, help="Sample texts shown per rule id."),
    text_field: str = typer.Option("text", help="JSONL field with the text."),
    id_field: str = typer.Option("id", help="JSONL field with the record id (default: the line number)."),
    date_field: Optional[str] = typer.Option("auto", help=DATE_FIELD_HELP),
    reference_date: Optional[str] = typer.Option(None, "--reference-date", "-r",
                                                 help="Reference date (ISO) for texts without their own."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help=MODEL_HELP),
    config: Optional[str] = typer.Option(None, "--config", "-c", help=CONFIG_HELP),
    lang: Optional[str] = typer.Option(None, "--lang", help=LANG_HELP),
    verbose: bool = typer.Option(False, "--verbose", "-v", help=VERBOSE_HELP),
) -> None:
    """Tag a corpus without and with a rule file and show what changed, per rule id.

    CORPUS is a JSONL file (one record a line, --text-field / --id-field / --date-field), a plain-text file (one
    text a line), a TimeML .tml file or a folder of gold files. Spans added, removed and re-valued and the year
    sets changed are counted per rule id, with samples.

    Example: spacy-tempoeval rules diff my_rules.jsonl corpus.jsonl --html diff.html
    """
    handle_errors(_rules_diff)(rule_file, html, as_json, samples, text_field, id_field, date_field, reference_date,
                               model, config, lang)


def _rules_diff(paths: List[Path], html: Optional[Path], as_json: bool, samples: int, text_field: str,
                id_field: str, date_field: Optional[str], reference_date: Optional[str], model: Optional[str],
                config: Optional[str], lang: Optional[str]) -> None:
    from ..errors import ConfigError

    if len(paths) < 2:
        raise ConfigError(Errors.E146.format(options="rules diff FILE CORPUS", reason="give a rule file and a corpus"))
    *rule_files, corpus = paths
    verbose_log(f"rule file(s): {', '.join(map(str, rule_files))}; corpus: {corpus}")
    diff = run_rules_diff([str(p) for p in rule_files], corpus, lang=lang, model=model, config=config,
                          text_field=text_field, id_field=id_field, date_field=date_field,
                          reference_date=reference_date)
    if as_json:
        sys.stdout.write(json.dumps(diff.to_dict(samples), ensure_ascii=False) + "\n")
    else:
        for table in _diff_tables(diff, samples):
            out_console.print(table)
    if html is not None:
        from ..report.rules_diff import write_diff_page

        write_diff_page(html, diff, [str(p) for p in rule_files], str(corpus))
        err_console.print(f"[green]✔[/] wrote {esc(html)}")


# -- rules sample -------------------------------------------------------------------------------------------
SAMPLE_FILES = {"sample_rules.jsonl": "my_rules.jsonl", "sample_gold.jsonl": "gold/sample_gold.jsonl",
                "sample_news.tml": "gold/sample_news.tml"}


def write_sample(folder: Path, overwrite: bool = False) -> List[Path]:
    """Copy the package's sample (a rule file and a small hand-made gold set: JSONL and TimeML) into ``folder``.

    RETURNS (List[Path]): The files written. RAISES (OutputError): [E219] when one exists (without ``overwrite``).
    """
    from importlib import resources

    from ..errors import OutputError
    from ..util.atomic import atomic_write_bytes

    targets = {name: folder / rel for name, rel in SAMPLE_FILES.items()}
    clash = next((p for p in targets.values() if p.exists()), None)
    if clash is not None and not overwrite:
        raise OutputError(Errors.E219.format(path=clash))
    data = resources.files("spacy_tempoeval") / "data"
    for name, target in targets.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(target, (data / name).read_bytes())
    return list(targets.values())


def rules_sample_command(
    folder: Path = typer.Argument(Path("."), help="Where to write the sample (default: the current folder)."),
    overwrite: bool = typer.Option(False, "--overwrite", help="Replace sample files that exist."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help=VERBOSE_HELP),
) -> None:
    """Write a sample to start from: my_rules.jsonl (two rules that change something) and gold/ (a few hand-made
    gold documents: sample_gold.jsonl and the TimeML file sample_news.tml).

    Then: spacy-tempoeval rules test my_rules.jsonl; spacy-tempoeval rules diff my_rules.jsonl gold/;
    spacy-tempoeval score gold/ --rules my_rules.jsonl
    """
    for path in handle_errors(write_sample)(folder, overwrite):
        out_console.print(esc(path))


rules_app.command("sample", cls=CleanCommand)(rules_sample_command)
rules_app.command("test", cls=CleanCommand)(rules_test_command)
rules_app.command("diff", cls=CleanCommand)(rules_diff_command)

__all__ = ["corpus_items", "rules_app", "run_rule_tests", "run_rules_diff", "write_sample"]
