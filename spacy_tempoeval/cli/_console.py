"""Shared pieces of the command line: exit codes, consoles, error handling and common options.

Exit codes (documented in docs/cli.md; for library errors they follow the exception class, see errors.py):
    0   success (malformed lines that were skipped are reported, not fatal)
    1   unexpected internal error (a bug: please report it with the traceback from --verbose)
    2   usage error: bad option or argument, unknown output format (ConfigError)
    3   bad input: a malformed line with --strict, an unreadable input file or dataset (other TempoEvalError)
    4   output conflict: the output exists (use --overwrite) or the run cannot be resumed (OutputError)
    5   pipeline error: the model or config cannot be loaded, or has no temporal_focus, or one of its rule
        files is rejected (PipelineError, RuleFileError)
    6   missing optional dependency (e.g. dask for --dask) (DependencyError)
    7   I/O failure: an output cannot be written (disk full, permission denied, read-only file system)
        (OutputWriteError, OSError)
    8   every judgment of an LLM metric failed (no API key, no server, ...): the cause is printed (LLMError)
    130 interrupted (Ctrl-C); a preprocess run can be continued with --resume
"""

# typer evaluates these annotations at run time, and the package supports Python 3.9: keep Optional[...]
# ruff: noqa: UP045

from __future__ import annotations

import functools
import time
from enum import IntEnum
from typing import Any, Callable, Dict, List, Optional, TypeVar

import typer
from rich.console import Console
from rich.markup import escape

from ..errors import (
    ConfigError,
    DependencyError,
    DisableIgnoredWarning,
    Errors,
    LLMError,
    OutputError,
    OutputWriteError,
    PipelineError,
    RuleFileError,
    RunTimeLimitError,
    TempoEvalError,
    ThresholdError,
)
from ._help import is_verbose

F = TypeVar("F", bound=Callable[..., Any])


class ExitCode(IntEnum):
    """Process exit codes of ``spacy-tempoeval``."""

    OK = 0
    ERROR = 1
    USAGE = 2
    BAD_INPUT = 3
    OUTPUT = 4
    PIPELINE = 5
    DEPENDENCY = 6
    IO = 7
    LLM = 8
    THRESHOLD = 9
    TIME_LIMIT = 10  # a run stopped at --max-seconds; resumable
    SKIPPED = 11  # the run completed and wrote its outputs, but skipped input lines (listed; --strict stops instead)
    RULES_IGNORED = 12  # the run completed and wrote its outputs, but a rule file line changed nothing ([W027])
    INTERRUPTED = 130
    TERMINATED = 143  # SIGTERM (128 + 15), as a shell reports a process the signal ended


# The exit code of a library error follows its class (most specific first), never its message text.
EXIT_CODES_BY_CLASS = (
    (OutputWriteError, ExitCode.IO),
    (OutputError, ExitCode.OUTPUT),
    (RuleFileError, ExitCode.PIPELINE),
    (PipelineError, ExitCode.PIPELINE),
    (DependencyError, ExitCode.DEPENDENCY),
    (LLMError, ExitCode.LLM),
    (ThresholdError, ExitCode.THRESHOLD),
    (RunTimeLimitError, ExitCode.TIME_LIMIT),
    (ConfigError, ExitCode.USAGE),
    (TempoEvalError, ExitCode.BAD_INPUT),
)

class Terminated(KeyboardInterrupt):
    """SIGTERM, raised in the main thread by ``on_sigterm``: commands stop as on Ctrl-C (outputs are never left
    half-written; ``preprocess`` keeps its checkpoint) and exit with 143, without a traceback."""


def on_sigterm(signum: int, frame: Any) -> None:
    """The command line's SIGTERM handler (installed by ``cli.main``): stop like Ctrl-C."""
    raise Terminated()


err_console = Console(stderr=True, highlight=False)
out_console = Console(highlight=False)


def exit_code_for(error: BaseException) -> ExitCode:
    """The exit code for an error: by its class for the library's errors (``EXIT_CODES_BY_CLASS``), 130 for
    Ctrl-C, and 1 (a bug) for anything else."""
    if isinstance(error, Terminated):
        return ExitCode.TERMINATED
    if isinstance(error, KeyboardInterrupt):
        return ExitCode.INTERRUPTED
    for cls, code in EXIT_CODES_BY_CLASS:
        if isinstance(error, cls):
            return code
    return ExitCode.ERROR


def esc(value: Any) -> str:
    """``str(value)`` with Rich markup escaped, so user text and messages print as they are: a file named
    ``corpus[v2].jsonl`` or a hint like ``pip install 'spacy-tempoeval[dask]'`` keeps its brackets."""
    return escape(str(value))


def fail(message: str, code: ExitCode) -> typer.Exit:
    """Print an error message on stderr and build the ``typer.Exit`` to raise.

    message (str): Plain text (not Rich markup: brackets are printed as they are).
    code (ExitCode): The process exit code.
    RETURNS (typer.Exit): The exception to raise.
    """
    err_console.print(f"[bold red]✘[/] {esc(message)}", soft_wrap=True)
    return typer.Exit(int(code))


def print_library_warnings() -> None:
    """Show the library's warnings (``TempoEvalWarning``: a damaged cache, a rule file's ``disable`` of an unknown
    id, ...) as one ``! [Wxxx] ...`` line on stderr each, as the commands print their other notes, instead of
    Python's two lines with a source location; other warnings are shown as Python shows them. A
    ``warnings.catch_warnings`` context (``evaluate`` collects its run's warnings so) still takes them first."""
    import warnings

    from ..errors import TempoEvalWarning

    shown = warnings.showwarning
    if shown in _PRINTERS:  # installed already
        return

    def show(message: Any, category: Any, filename: str, lineno: int, file: Any = None, line: Any = None) -> None:
        if isinstance(category, type) and issubclass(category, TempoEvalWarning):
            err_console.print(f"[yellow]![/] {esc(str(message))}", soft_wrap=True)
        else:
            shown(message, category, filename, lineno, file, line)

    _PRINTERS.add(show)
    warnings.showwarning = show


_PRINTERS: set = set()  # the ``showwarning`` functions ``print_library_warnings`` installed


def verbose_log(message: str) -> None:
    """Print a progress / diagnostic line on stderr when the running command has ``--verbose``.

    message (str): Plain text (escaped, not Rich markup).
    """
    if is_verbose():
        err_console.print(f"[dim]· {esc(message)}[/]", soft_wrap=True)


def handle_errors(fn: F) -> F:
    """Turn library errors (messages with an ``[E0xx]`` code) into one line on stderr and a documented exit
    code; anything else is a bug and keeps its traceback (exit code 1). ``--verbose`` shows all tracebacks."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        ignored = DisableIgnoredWarning.made
        try:
            result = fn(*args, **kwargs)
            verbose_log(f"done in {time.perf_counter() - start:.2f} s")
        except (typer.Exit, typer.Abort, SystemExit):
            raise
        except KeyboardInterrupt as stop:  # Ctrl-C, or SIGTERM (Terminated): one line, no traceback
            raise fail("Interrupted.", exit_code_for(stop)) from None
        except Exception as err:
            failure = _failure(err)
            if failure is None:
                raise
            raise failure from None
        _exit_if_rules_ignored(DisableIgnoredWarning.made - ignored)
        return result

    return wrapper  # type: ignore[return-value]


def _exit_if_rules_ignored(count: int) -> None:
    """Exit 12 (``ExitCode.RULES_IGNORED``) after a command that completed (its outputs written) but read ``count``
    rule file lines that changed nothing ([W027], each shown on stderr): the run did not use the rules its user
    wrote. A command that exits otherwise (11, 9, ...) keeps its own code."""
    if count:
        err_console.print(f"[yellow]{count} rule file line(s) ignored[/] (exit code {int(ExitCode.RULES_IGNORED)}; "
                          "see the [W027] line(s) above)", soft_wrap=True)
        raise typer.Exit(int(ExitCode.RULES_IGNORED))


def _failure(err: Exception) -> Optional[typer.Exit]:
    """The one stderr line and exit code of a library error a command raised (see ``handle_errors``); None for
    anything else (a bug: it keeps its traceback)."""
    message = str(err.args[0]) if isinstance(err, KeyError) and err.args else str(err)
    code = exit_code_for(err)
    if code == ExitCode.ERROR:
        if not isinstance(err, OSError):
            return None
        # disk full, permission denied, read-only file system (inputs are checked up front: [E068])
        code = ExitCode.IO
        message = Errors.E075.format(path=err.filename or "an output", reason=err.strerror or err)
    if is_verbose():
        err_console.print_exception()
    return fail(message, code)


def pipeline_spec(model: Optional[str], config: Optional[str], lang: Optional[str] = None,
                  rules: Optional[List[str]] = None, options: Optional[Dict[str, Any]] = None):
    """The ``PipelineSpec`` of ``--model`` / ``--config`` / ``--lang`` (the default pipeline of ``--lang``, English
    when not given, when model and config are None), with the ``--rules`` files added to its ``temporal_focus``
    and ``options`` (``temporal_focus`` options of the default pipeline)."""
    from ..pipeline.loading import PipelineSpec

    if model is not None and config is not None:
        raise ConfigError(Errors.E146.format(options="--model and --config", reason="pass either, not both"))
    if model is not None:
        verbose_log(f"pipeline: spacy.load({model!r})")
    elif config is not None:
        verbose_log(f"pipeline: built from the config {config}")
    else:
        verbose_log(f"pipeline: the default one (spacy.blank({lang or 'en'!r}) with temporal_focus)")
    if rules:
        verbose_log(f"rule files: {', '.join(rules)}")
    return PipelineSpec(model=model, config=config, lang=lang, rules=tuple(rules or ()),
                        options=tuple(sorted((options or {}).items())))


def format_years(years: Any) -> str:
    """A compact rendering of a year set: "1990–1999, 2008" ("∅" when empty, "—" when None)."""
    if years is None:
        return "—"
    from ..yearset import coerce_years

    ys = coerce_years(years)
    if not len(ys):
        return "∅"
    parts = [str(a) if a == b else f"{a}–{b}" for a, b in ys.intervals]
    return ", ".join(parts)


DATE_FIELD_HELP = ("JSONL field with each record's reference date (default auto: 'reference_date', else 'dct', "
                   "whichever a record has; none: read no date).")
MODEL_HELP = "spaCy pipeline to use: an installed package name or a directory (spacy.load)."
CONFIG_HELP = "spaCy config file (.cfg) to build the pipeline from."
LANG_HELP = ("Language of the texts (es, de, ...): the default pipeline is spacy.blank(LANG) with that language's "
             "rule pack ('xx': the language-neutral fallback); with --model/--config, the language it must have.")
RULES_HELP = ("A JSONL rule file added to the pipeline's temporal_focus, tried before the built-in rules "
              "(repeatable; errors name the file, line and field).")
VERBOSE_HELP = "Say what is done (pipeline, counts, timings) on stderr, and show tracebacks on errors."
