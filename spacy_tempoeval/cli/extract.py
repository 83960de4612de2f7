"""``spacy-tempoeval extract``: focus years and temporal spans of a text, or of each text of a file or of
standard input (``-``, or no argument at all when input is piped).

There is no query / document mode: the focus time of a text depends only on the text and its reference date,
so a query, a retrieved document and an answer with the same words get the same years.
"""

# typer evaluates these annotations at run time, and the package supports Python 3.9: keep Optional[...]
# ruff: noqa: UP045

from __future__ import annotations

import re
import sys
import time
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Dict, Iterable, Iterator, List, Optional, Tuple

import typer
from rich.table import Table

from ..bulk.formats import doc_to_record, dumps_record
from ..bulk.input_lines import BadLine, ReaderConfig, parse_line
from ..bulk.readers import check_input, detect_format, read_records
from ..errors import ConfigError, Errors
from ._console import (
    CONFIG_HELP,
    DATE_FIELD_HELP,
    LANG_HELP,
    MODEL_HELP,
    RULES_HELP,
    VERBOSE_HELP,
    ExitCode,
    err_console,
    esc,
    fail,
    format_years,
    handle_errors,
    out_console,
    pipeline_spec,
    verbose_log,
)

if TYPE_CHECKING:  # the command imports spaCy when it runs, not when the command line starts
    from ..bulk.record_context import RecordContext

FORMATS = ("auto", "table", "jsonl")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _items_from_texts(texts: List[str], ref: Optional[str]) -> Iterator[Tuple[str, RecordContext]]:
    for i, text in enumerate(texts, 1):
        # bytes of an argument that are not UTF-8 arrive as lone surrogates (surrogateescape), which spaCy cannot
        # hash: each becomes U+FFFD, one character for one, as in extract_qft
        yield _SURROGATE.sub("\ufffd", text), (i, i, ref)


def _items_from_file(path: Path, config: ReaderConfig, strict: bool, bad: List[BadLine]
                     ) -> Iterator[Tuple[str, RecordContext]]:
    for rec in read_records(path, config, strict=strict):
        if isinstance(rec, BadLine):
            err_console.print(f"[yellow]skipped[/] {esc(rec.message)}", soft_wrap=True)
            bad.append(rec)
            continue
        yield rec.text, (rec.id, rec.line, rec.reference_date)


def stdin_lines(stream: Optional[IO[Any]] = None) -> Iterator[bytes]:
    """The raw lines of standard input (a pipe, a terminal or a redirected file), read as they come.

    stream (Optional[IO]): The stream to read (default ``sys.stdin``); text streams are re-encoded as UTF-8.
    YIELDS (bytes): One line, with its newline.
    """
    stream = sys.stdin if stream is None else stream
    binary = getattr(stream, "buffer", None)
    if binary is not None:
        yield from iter(binary.readline, b"")
    else:
        for line in stream:
            yield line.encode("utf-8") if isinstance(line, str) else line


def _items_from_stdin(config: ReaderConfig, strict: bool, bad: List[BadLine], *, detect: bool
                      ) -> Iterator[Tuple[str, RecordContext]]:
    """Records of standard input, parsed like a file's lines (``detect``: JSONL when the first non-blank
    line starts with "{", else one text per line)."""
    lines = stdin_lines()
    pending: List[bytes] = []
    if detect:
        for raw in lines:
            pending.append(raw)
            if raw.strip():
                fmt = "jsonl" if raw.lstrip().startswith(b"{") else "text"
                config = ReaderConfig(format=fmt, text_field=config.text_field, id_field=config.id_field,
                                      date_field=config.date_field, reference_date=config.reference_date,
                                      max_chars=config.max_chars)
                break

    def all_lines() -> Iterator[bytes]:
        yield from pending
        yield from lines

    for number, raw in enumerate(all_lines(), 1):
        if config.format == "text" and not raw.strip():
            continue  # a blank line is no text (an empty pipe gives no output)
        rec = parse_line(raw, number, config, "<stdin>")
        if rec is None:
            continue
        if isinstance(rec, BadLine):
            if strict:
                raise rec.to_error("<stdin>")
            err_console.print(f"[yellow]skipped[/] {esc(rec.message)}", soft_wrap=True)
            bad.append(rec)
            continue
        yield rec.text, (rec.id, rec.line, rec.reference_date)


def extract_records(nlp: Any, items: Iterable[Tuple[str, RecordContext]], *, batch_size: int = 64
                    ) -> Iterator[Dict[str, Any]]:
    """Run (text, context) items through ``nlp`` and yield one output record per text (with its text).

    nlp (Language): A pipeline containing ``temporal_focus``.
    items (Iterable[Tuple[str, RecordContext]]): Texts with their (id, line, reference date).
    YIELDS (dict): ``{"id", "line", "text", "reference_date", "focus_years", "spans"}``.
    """
    from ..bulk.record_context import record_context

    with record_context(nlp):
        for doc, _ in nlp.pipe(items, as_tuples=True, batch_size=batch_size):
            record = doc_to_record(doc)
            yield {"id": record["id"], "line": record["line"], "text": doc.text,
                   **{k: v for k, v in record.items() if k not in ("id", "line")}}


def _table(records: List[Dict[str, Any]]) -> Table:
    table = Table(title="Focus years", show_lines=len(records) > 1)
    table.add_column("id", style="dim", no_wrap=True)
    table.add_column("text", overflow="fold", ratio=3)
    table.add_column("focus years", style="bold cyan", ratio=1)
    table.add_column("temporal spans (value, years, rule)", ratio=2)
    for r in records:
        text = r["text"] if len(r["text"]) <= 300 else r["text"][:297] + "..."
        spans = "\n".join(
            f"[green]{esc(s['text'])}[/] → {esc(s['value'] or '—')} "
            f"[dim]({esc(s['label'])}: {esc(format_years(s['years']))}; rule {esc(s.get('rule') or '—')})[/]"
            for s in r["spans"]
        ) or "[dim]none[/]"
        table.add_row(esc(r["id"]), esc(text), esc(format_years(r["focus_years"])), spans)
    return table


def extract_command(
    inputs: Optional[List[str]] = typer.Argument(None, show_default=False,
                                                 help="Texts, or a JSONL / plain-text file; '-' (or nothing, "
                                                      "when input is piped) reads standard input."),
    output_format: str = typer.Option("auto", "--format", "-f",
                                      help="table, jsonl, or auto (table on a terminal, JSONL when piped)."),
    text: bool = typer.Option(False, "--text", "-t",
                              help="Treat every argument as a text, even if a file has that name."),
    reference_date: Optional[str] = typer.Option(None, "--reference-date", "-r",
                                                 help="ISO date anchoring relative dates ('last year')."),
    input_format: str = typer.Option("auto", "--input-format", help="For a file: auto, jsonl or text."),
    text_field: str = typer.Option("text", help="JSONL field with the text."),
    id_field: str = typer.Option("id", help="JSONL field with the record id (default: the line number)."),
    date_field: Optional[str] = typer.Option("auto", help=DATE_FIELD_HELP),
    strict: bool = typer.Option(False, "--strict", help="Stop at the first malformed line (exit code 3)."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help=MODEL_HELP),
    config: Optional[str] = typer.Option(None, "--config", "-c", help=CONFIG_HELP),
    lang: Optional[str] = typer.Option(None, "--lang", help=LANG_HELP),
    rules: Optional[List[str]] = typer.Option(None, "--rules", help=RULES_HELP),
    verbose: bool = typer.Option(False, "--verbose", "-v", help=VERBOSE_HELP),
) -> None:
    """Print the focus years and temporal spans of texts, with the rule that matched each span.

    There is no query or document mode: a text gets the same years whether it is a query, a retrieved
    document or an answer (only its reference date matters).

    Examples: spacy-tempoeval extract "What happened between 2019 and 2021?";
    printf 'In 1999 it began.\\n' | spacy-tempoeval extract -;
    spacy-tempoeval extract corpus.jsonl --date-field dct --format jsonl > years.jsonl
    """
    if not inputs:
        if sys.stdin is None or sys.stdin.isatty():
            raise fail("Give texts, a file, or '-' to read standard input (see --help).", ExitCode.USAGE)
        inputs = ["-"]
    handle_errors(_extract)(inputs, output_format, text, reference_date, input_format, text_field, id_field,
                            date_field, strict, model, config, lang, rules)


def _say_reference_date(nlp: Any, reference_date: Optional[str]) -> None:
    """One stderr line with the reference date that texts without their own are read against (issue 23: the
    JSON says ``"reference_date": null`` for them, and "last year" still meant a year)."""
    from ..evaluate.focus import default_reference_date

    if reference_date is not None:
        err_console.print(f"reference date: {esc(reference_date)} (--reference-date), for texts without their "
                          f"own", soft_wrap=True)
        return
    used = default_reference_date(nlp)
    shown = "none: relative expressions such as 'last year' add no years" if used is None else (
        f"{used.isoformat()} (temporal_focus's default)")
    err_console.print(f"reference date: {shown}, for texts without their own", soft_wrap=True)


def _extract(inputs: List[str], output_format: str, text: bool, reference_date: Optional[str],
             input_format: str, text_field: str, id_field: str, date_field: Optional[str], strict: bool,
             model: Optional[str], config: Optional[str], lang: Optional[str] = None,
             rules: Optional[List[str]] = None) -> None:
    if output_format not in FORMATS:
        raise ConfigError(Errors.E145.format(option="--format", value=output_format,
                                             reason=f"use one of {', '.join(FORMATS)}"))
    if input_format not in ("auto", "jsonl", "text"):
        raise ConfigError(Errors.E145.format(option="--input-format", value=input_format,
                                             reason="use auto, jsonl or text"))
    spec = pipeline_spec(model, config, lang, rules)
    start = time.perf_counter()
    from ..pipeline.loading import load_pipeline

    nlp = load_pipeline(spec)
    verbose_log(f"loaded {spec.source} in "
                f"{time.perf_counter() - start:.2f} s; components: {', '.join(nlp.pipe_names)}")
    limit = nlp.max_length  # texts the pipeline can take, as in Python (the default pipeline: DEFAULT_MAX_LENGTH)
    bad: List[BadLine] = []
    from_stdin = not text and inputs == ["-"]
    is_file = not text and len(inputs) == 1 and not from_stdin and Path(inputs[0]).is_file()
    items: Iterable[Tuple[str, RecordContext]]
    if from_stdin:
        reader = ReaderConfig(format="text" if input_format == "auto" else input_format, text_field=text_field,
                              id_field=id_field, date_field=date_field, reference_date=reference_date,
                              max_chars=limit)
        verbose_log(f"reading standard input ({input_format})")
        items = _items_from_stdin(reader, strict, bad, detect=input_format == "auto")
    elif is_file:
        path = check_input(inputs[0])
        fmt = detect_format(path) if input_format == "auto" else input_format
        reader = ReaderConfig(format=fmt, text_field=text_field, id_field=id_field, date_field=date_field,
                              reference_date=reference_date, max_chars=limit)
        verbose_log(f"reading {path} as {fmt}")
        items = _items_from_file(path, reader, strict, bad)
    else:
        reader = ReaderConfig(format="text", reference_date=reference_date)  # validates --reference-date
        items = _items_from_texts(inputs, reader.reference_date)
    as_table = output_format == "table" or (output_format == "auto" and sys.stdout.isatty())
    _say_reference_date(nlp, reference_date)
    n = 0
    start = time.perf_counter()
    if as_table:
        records = list(extract_records(nlp, items))
        n = len(records)
        out_console.print(_table(records))
    else:
        for record in extract_records(nlp, items):
            sys.stdout.write(dumps_record(record) + "\n")
            n += 1
        sys.stdout.flush()
    verbose_log(f"{n} text(s) tagged in {time.perf_counter() - start:.2f} s")
    if bad:  # the output is complete for the other lines; the exit code says some were not read
        err_console.print(f"[yellow]{len(bad)} malformed line(s) skipped[/] (exit code {int(ExitCode.SKIPPED)}; "
                          "use --strict to stop on them).", soft_wrap=True)
        raise typer.Exit(int(ExitCode.SKIPPED))
