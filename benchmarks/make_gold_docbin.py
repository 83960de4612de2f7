"""Gold TimeML corpora (``../shared/data/gold/*.jsonl``) as spaCy DocBins, for ``spacy evaluate``.

Each record becomes a ``Doc`` (``spacy.blank("en")`` tokenization) that carries, in ``doc.user_data`` (the DocBin
is written with ``store_user_data=True``):

- the gold focus years (``set_gold_focus_years``): what ``temporal_focus``'s scorer compares
  ``doc._.focus_years`` with (``focus_years_p/r/f``, ``focus_years_macro_f``);
- the reference date (``doc._.reference_date`` = the record's ``dct``);

and in ``doc.spans["temporal"]`` the gold TIMEX3 expressions (label = TIMEX3 type, ``kb_id`` = value), which
the scorer compares with the predicted spans (``spans_temporal_p/r/f``, exact offsets and label).

    python benchmarks/make_gold_docbin.py convert ../shared/data/gold/*.jsonl --output-dir /tmp/gold
    python -m spacy assemble configs/temporal_focus.cfg /tmp/tf_pipeline
    python -m spacy evaluate /tmp/tf_pipeline /tmp/gold/timebank.spacy --spans-key temporal
    python -m spacy evaluate /tmp/tf_pipeline /tmp/gold/timebank.spacy --per-component --output scores.json
    python benchmarks/make_gold_docbin.py evaluate /tmp/tf_pipeline /tmp/gold/timebank.spacy

Reference dates and ``spacy evaluate``: spaCy's ``Corpus`` builds each predicted doc with
``nlp.make_doc(gold.text)`` and does not copy the gold doc's ``user_data``, so the pipeline would anchor
"last year" to its ``default_reference_date`` (today) instead of the article's date. ``temporal_focus.score()``
repairs this: a predicted doc without a reference date whose gold doc has one gets the gold date and is
tagged again before scoring. Components placed after ``temporal_focus`` do not see that second pass.

``spacy evaluate`` prints only the metrics it knows: with ``--spans-key temporal`` its table shows the span
scores as SPAN P/R/F; the year-set scores are in the JSON written by ``--per-component --output``, or printed
by this script's ``evaluate`` command.
"""

# no "from __future__ import annotations": typer reads the annotations of the commands at runtime

import json
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional

import spacy
import typer
from spacy.language import Language
from spacy.tokens import Doc, DocBin, SpanGroup

from spacy_tempoeval.errors import RecordError
from spacy_tempoeval.pipeline.scorer import set_gold_focus_years

SPANS_KEY = "temporal"
GOLD_DIR = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "gold"
app = typer.Typer(add_completion=False, help=__doc__.split("\n\n")[0])


def _fail(path: Path, line: int, field: str, reason: str) -> RecordError:
    return RecordError(f"[E021] {path}, line {line}: field {field!r} {reason}.")


def read_gold(path: Path) -> Iterator[Dict[str, Any]]:
    """Gold records with their line numbers checked: ``text`` (str), ``dct`` (ISO date), ``years``, ``timexes``.

    RAISES (RecordError): [E021] naming the file, the line and the field.
    """
    with path.open(encoding="utf8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as err:
                raise _fail(path, lineno, "<line>", f"is not valid JSON ({err.msg}, column {err.colno})") from None
            if not isinstance(record, dict):
                raise _fail(path, lineno, "<line>", "must be a JSON object")
            if not isinstance(record.get("text"), str):
                raise _fail(path, lineno, "text", f"must be a string, got {record.get('text')!r}")
            years = record.get("years")
            if not isinstance(years, list) or not all(isinstance(y, int) and y != 0 for y in years):
                raise _fail(path, lineno, "years", f"must be a list of non-zero int years, got {years!r}")
            timexes = record.get("timexes", [])
            if not isinstance(timexes, list):
                raise _fail(path, lineno, "timexes", "must be a list")
            record["_line"] = lineno
            yield record


def record_to_doc(nlp: Language, record: Dict[str, Any], path: Path) -> Doc:
    """One gold record -> a reference Doc with gold years, reference date and TIMEX3 spans."""
    line = record.get("_line", 0)
    doc = nlp.make_doc(record["text"])
    if record.get("dct"):
        try:
            doc._.reference_date = record["dct"]
        except ValueError as err:
            raise _fail(path, line, "dct", f"is not a valid reference date: {err}") from None
    set_gold_focus_years(doc, record["years"])
    spans = []
    last_end = -1
    for i, tx in enumerate(record.get("timexes", [])):
        try:
            start, end, label, value = int(tx["start"]), int(tx["end"]), str(tx["type"]), str(tx["value"])
        except (KeyError, TypeError, ValueError) as err:
            raise _fail(path, line, f"timexes[{i}]", f"needs start, end, type and value ({err})") from None
        if not 0 <= start < end <= len(doc.text):
            raise _fail(path, line, f"timexes[{i}]", f"has offsets {start}:{end} outside the text")
        span = doc.char_span(start, end, label=label, kb_id=value, alignment_mode="expand")
        if span is not None and span.start >= last_end:  # TimeML timexes do not nest; keep the first
            spans.append(span)
            last_end = span.end
    doc.spans[SPANS_KEY] = SpanGroup(doc, name=SPANS_KEY, spans=spans)
    return doc


def convert_file(nlp: Language, path: Path, limit: Optional[int] = None) -> DocBin:
    """All (or the first ``limit``) records of one gold file as a DocBin that keeps user data."""
    db = DocBin(store_user_data=True)
    for n, record in enumerate(read_gold(path)):
        if limit is not None and n >= limit:
            break
        db.add(record_to_doc(nlp, record, path))
    return db


@app.command()
def convert(
    inputs: List[Path] = typer.Argument(None, help="Gold JSONL files (default: all of ../shared/data/gold)."),
    output_dir: Path = typer.Option(..., "--output-dir", "-o", help="Where <corpus>.spacy files are written."),
    limit: Optional[int] = typer.Option(None, help="Only the first N records of each file."),
) -> None:
    """Write one ``<corpus>.spacy`` DocBin per gold file."""
    paths = inputs or sorted(GOLD_DIR.glob("*.jsonl"))
    if not paths:
        raise typer.BadParameter(f"no gold files given and none found in {GOLD_DIR}")
    nlp = spacy.blank("en")
    output_dir.mkdir(parents=True, exist_ok=True)
    for path in paths:
        db = convert_file(nlp, path, limit)
        out = output_dir / f"{path.stem}.spacy"
        db.to_disk(out)
        typer.echo(f"{path.name}: {len(db)} docs -> {out}")


@app.command()
def evaluate(
    pipeline: str = typer.Argument(..., help="A pipeline name or path with temporal_focus."),
    data: Path = typer.Argument(..., help="A DocBin written by 'convert'."),
) -> None:
    """Score a pipeline on a gold DocBin as ``spacy evaluate`` does, printing the year-set and span scores."""
    from spacy.training import Corpus

    nlp = spacy.load(pipeline)
    scores = nlp.evaluate(list(Corpus(data)(nlp)))
    keys = [k for k in scores if k.startswith(("focus_years_", f"spans_{SPANS_KEY}_"))]
    for key in keys:
        value = scores[key]
        if isinstance(value, float):
            typer.echo(f"{key:28s} {100 * value:6.2f}")
    typer.echo(f"{'speed (words/s)':28s} {scores.get('speed', 0):8.0f}")


if __name__ == "__main__":
    app()
