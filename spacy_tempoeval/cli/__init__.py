"""The ``spacy-tempoeval`` command line (also ``python -m spacy_tempoeval``).

Commands: ``extract`` (focus years of texts), ``preprocess`` (a corpus to JSONL / DocBin, resumable,
optionally on Dask), ``evaluate`` (a RAG run scored with temporal metrics, with an HTML report), ``score`` (the
tagger against gold: year sets and TempEval-3 spans) ``validate-metrics``
(proof that each metric detects its failure kind) and ``rules test`` / ``rules diff`` (a rule file's examples,
and what it changes on a corpus). Exit
codes are listed in ``spacy_tempoeval.cli._console`` and docs/cli.md.
"""

from __future__ import annotations

from typing import List

import typer

from .. import __version__
from ._console import print_library_warnings
from ._help import CleanCommand, CleanGroup
from .evaluate import evaluate_command
from .extract import extract_command
from .preprocess import preprocess_command
from .rules import rules_app
from .score import score_command
from .validate import validate_command

app = typer.Typer(
    name="spacy-tempoeval",
    cls=CleanGroup,
    help="Temporal focus extraction, bulk preprocessing and temporal RAG evaluation with spaCy.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"spacy-tempoeval {__version__}")
        raise typer.Exit()


@app.callback()
def _root(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                       help="Print the version and exit.")) -> None:
    """Temporal focus extraction, bulk preprocessing and temporal RAG evaluation with spaCy."""
    print_library_warnings()


app.command("extract", cls=CleanCommand)(extract_command)
app.command("preprocess", cls=CleanCommand)(preprocess_command)
app.command("evaluate", cls=CleanCommand)(evaluate_command)
app.command("score", cls=CleanCommand)(score_command)
app.command("validate-metrics", cls=CleanCommand)(validate_command)
app.add_typer(rules_app, name="rules")


def main(argv: List[str] | None = None) -> None:
    """Entry point of the console script. SIGTERM stops a command as Ctrl-C does (exit 143, no traceback)."""
    import signal

    from ._console import on_sigterm

    signal.signal(signal.SIGTERM, on_sigterm)
    app(args=argv, prog_name="spacy-tempoeval")


__all__ = ["app", "main"]
