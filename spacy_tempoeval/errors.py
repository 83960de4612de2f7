r"""Errors and warnings with stable codes, as spaCy has them.

Every message lives in ``Errors`` (E-codes) or ``Warnings`` (W-codes); the metaclass adds the code, so
``Errors.E021`` is the template ``"[E021] Record {record}: field {field!r} {reason}."`` and it keeps its code
(``.code``) through ``.format``. Exceptions form a small hierarchy under ``TempoEvalError`` (a ``ValueError``, as
before); each carries the code of its message in ``.code``, and the command line derives its exit code from the
exception's class, never from the message text. Warnings are issued with ``warnings.warn`` in the category
``TempoEvalWarning``, so users can filter them by class or by code::

    warnings.filterwarnings("ignore", message=r"\[W003\]")

docs/errors.md lists every code (a test keeps it complete).
"""

from __future__ import annotations

import re
from typing import Any, Dict

_CODE_PREFIX = re.compile(r"^\[([EW]\d{3})\] ")


class CodedMessage(str):
    """A message string that remembers its code (``.code``), also after ``.format(...)``."""

    code: str | None

    def __new__(cls, text: str, code: str | None = None) -> CodedMessage:
        obj = super().__new__(cls, text)
        obj.code = code
        return obj

    def format(self, *args: Any, **kwargs: Any) -> CodedMessage:  # type: ignore[override]
        return CodedMessage(str.format(self, *args, **kwargs), self.code)

    def __add__(self, other: str) -> CodedMessage:  # a message with a note appended keeps its code
        return CodedMessage(str.__add__(self, other), self.code)


class ErrorsWithCodes(type):
    """Metaclass of ``Errors`` / ``Warnings``: attribute ``E021`` reads ``"[E021] <message>"`` with ``.code``."""

    def __getattribute__(cls, name: str) -> Any:
        value = super().__getattribute__(name)
        if name.startswith("_") or not isinstance(value, str) or not re.fullmatch(r"[EW]\d{3}", name):
            return value
        return CodedMessage(f"[{name}] {value}", name)


def code_of(message: Any) -> str | None:
    """The code of a message: its ``.code`` when it is a ``CodedMessage``, else None (plain text has none)."""
    return getattr(message, "code", None)


# -- exceptions ------------------------------------------------------------------------------------------------
class TempoEvalError(ValueError):
    """Base class of the library's errors: bad input, configuration or environment. ``.code`` is its E-code.

    message (str): The message, normally ``Errors.Exxx.format(...)`` (which carries the code).
    code (Optional[str]): The code, when the message is not a ``CodedMessage``.
    """

    def __init__(self, message: Any = "", *args: Any, code: str | None = None) -> None:
        super().__init__(message, *args)
        self.code: str | None = code or code_of(message)


class ConfigError(TempoEvalError):
    """An invalid option or argument of a component, metric, judge, command or function (the caller's mistake)."""


class UnknownNameError(ConfigError, KeyError):
    """A name (metric, prompt) that is not registered. Also a ``KeyError``."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class ConfigTypeError(ConfigError, TypeError):
    """An argument of the wrong kind (an unexpected keyword, a non-str metric name). Also a ``TypeError``."""


class UnsupportedModeError(ConfigError, NotImplementedError):
    """A metric was asked for a mode it does not have (e.g. LLM mode). Also a ``NotImplementedError``."""


class InputError(TempoEvalError):
    """Bad input data: a value, a text, a year, a record."""


class InputTypeError(InputError, TypeError):
    """Input of the wrong type (a str where years were expected, a Doc that was never processed...). Also a
    ``TypeError``."""


class MissingInputError(InputTypeError):
    """A metric got none of the inputs it needs (``.code`` E031)."""


class RecordError(InputError):
    """A dataset record or an input line is malformed. The message names the record or line and the field."""


class ReferenceDateError(InputError):
    """A reference date could not be understood."""


class RuleFileError(TempoEvalError):
    """A rule or gazetteer file is malformed. The message names the file, line and field."""

    def __init__(self, message: Any, *, path: str = "<rules>", line: int | None = None,
                 field: str | None = None) -> None:
        where = path if line is None else f"{path}, line {line}"
        if field:
            where += f", field '{field}'"
        super().__init__(f"{where}: {message}", code=code_of(message))
        self.path = path
        self.line = line
        self.field = field
        self.rule_id: str | None = None  # the record's id, where the reader knows it


class RuleTimeoutError(RuleFileError):
    """A rule took longer than the matching bound on a text. ``rule_id`` names it."""

    def __init__(self, message: Any, *, rule_id: str | None = None, path: str = "<rules>",
                 line: int | None = None) -> None:
        TempoEvalError.__init__(self, message, code=code_of(message))
        self.rule_id = rule_id
        self.path, self.line, self.field = path, line, "pattern"


class PipelineError(TempoEvalError):
    """A spaCy pipeline cannot be loaded, saved or used: no ``temporal_focus``, a damaged saved component."""


class NoRulesForLanguageError(PipelineError):
    """No rule pack ships for the language of the pipeline."""


class OutputError(TempoEvalError):
    """An output cannot be written: it exists, is locked by another run, or cannot be resumed."""


class OutputWriteError(OutputError):
    """Writing an output failed (disk full, permission denied, read-only file system)."""


class DependencyError(TempoEvalError, ImportError):
    """An optional dependency is missing (the message says which extra to install). Also an ``ImportError``."""

    def __init__(self, message: Any = "", *args: Any, code: str | None = None) -> None:
        TempoEvalError.__init__(self, message, *args, code=code)


class ProcessingError(TempoEvalError):
    """A bulk run failed while processing (a worker or a Dask task); the message names the input and line."""


class DocTimeoutError(ProcessingError):
    """A document that took longer than ``max_seconds_per_doc`` to tag ([E175]); ``.pos`` is where it stopped."""

    def __init__(self, message: Any = "", *args: Any, pos: int = 0) -> None:
        super().__init__(message, *args)
        self.pos = pos


class RunTimeLimitError(ProcessingError):
    """A run stopped at its time bound (``max_seconds``, ``--max-seconds``); what is done is kept ([E281])."""


class LLMError(TempoEvalError):
    """The LLM layer cannot work as asked: every judgment failed, or a judge is missing."""


class ThresholdError(TempoEvalError):
    """A quality gate failed: a metric's mean is under its ``--fail-under`` threshold (or nothing was scored)."""


ERROR_CLASSES = (TempoEvalError, ConfigError, ConfigTypeError, UnsupportedModeError, UnknownNameError, InputError, InputTypeError, MissingInputError,
                 RecordError, ReferenceDateError, RuleFileError, RuleTimeoutError, PipelineError,
                 NoRulesForLanguageError, OutputError, OutputWriteError, DependencyError, ProcessingError,
                 RunTimeLimitError, LLMError,
                 ThresholdError)


# -- warnings --------------------------------------------------------------------------------------------------
class TempoEvalWarning(UserWarning):
    """Category of the library's warnings; the message starts with its W-code."""

    def __init__(self, message: Any = "", *args: Any) -> None:
        super().__init__(message, *args)
        self.code: str | None = code_of(message)


class JudgmentsFailedWarning(TempoEvalWarning):
    """[W002]: every LLM judgment of a metric failed. ``metric``, ``n`` and ``reason`` say which, how many, why."""

    def __init__(self, metric: str, n: int, reason: str) -> None:
        super().__init__(Warnings.W002.format(metric=metric, n=n, reason=reason))
        self.metric, self.n, self.reason = metric, n, reason


class FileRulesChangedWarning(TempoEvalWarning):
    """[W025]: a saved pipeline's ``rule_files`` differ from the rules it was saved with; the saved ones are used."""

    def __init__(self, paths: Any, source: str) -> None:
        super().__init__(Warnings.W025.format(paths=", ".join(map(str, paths)) or "-", source=source))
        self.paths, self.source = list(paths), source


class DisableIgnoredWarning(TempoEvalWarning):
    """[W027]: a ``disable`` line lists ids no built-in rule has. ``path``, ``line`` and ``ids`` say which;
    ``where`` is "file, line N". Each one made in a process is counted (``made``): a CLI command that read a rule
    file with such a line ends with exit code 12 (``ExitCode.RULES_IGNORED``) once its outputs are written."""

    made = 0  # how many were made in this process (the CLI compares it before and after a command)

    def __init__(self, path: str, line: int | None, ids: Any) -> None:
        self.path, self.line, self.ids = path, line, list(ids)
        super().__init__(Warnings.W027.format(where=self.where, ids=", ".join(map(repr, self.ids))))
        DisableIgnoredWarning.made += 1

    @property
    def where(self) -> str:
        return self.path if self.line is None else f"{self.path}, line {self.line}"

    def __reduce__(self) -> Any:  # from a worker process: the same warning (and counted in the receiving one)
        return (DisableIgnoredWarning, (self.path, self.line, self.ids))


class SomeJudgmentsFailedWarning(TempoEvalWarning):
    """[W024]: some (not all) LLM judgments of a metric failed. ``metric``, ``failed``, ``n``, ``reason``."""

    def __init__(self, metric: str, failed: int, n: int, reason: str) -> None:
        super().__init__(Warnings.W024.format(metric=metric, failed=failed, n=n, reason=reason))
        self.metric, self.failed, self.n, self.reason = metric, failed, n, reason


def all_codes() -> Dict[str, str]:
    """RETURNS (Dict[str, str]): Every code (E and W) with its message template, in code order."""
    out = {}
    for table in (Errors, Warnings):
        for name in sorted(vars(table)):
            if re.fullmatch(r"[EW]\d{3}", name):
                out[name] = str(getattr(table, name))
    return dict(sorted(out.items()))


class Errors(metaclass=ErrorsWithCodes):
    """Error message templates; ``Errors.E021`` reads "[E021] ...". Format them with keyword arguments."""

    E001 = "Invalid reference date {value!r} ({type}): {reason}. Use an ISO date 'YYYY-MM-DD', a datetime.date or a datetime.datetime."
    E002 = "Invalid value {value!r} for '{name}' of temporal_focus: {reason}."
    E003 = "Unknown key {key!r}; allowed keys are: {allowed}."
    E004 = "Missing required key {key!r}."
    E005 = "Invalid JSON: {reason}."
    E006 = "Invalid regular expression: {reason}."
    E007 = "Unknown macro {{{macro}}}; known macros are: {known}."
    E008 = "Invalid value template {template!r}: {reason}."
    E009 = "Rule file not found: {path}."
    E010 = "Expected {expected}, got {value!r} ({type}){hint}."
    E011 = "Field {key!r} must be {expected}, got {value!r}."
    E012 = "Duplicate rule id {rule_id!r} (first defined in {first})."
    E013 = "Rule example {example!r} is not matched in full by rule {rule_id!r} (got {got!r})."
    E014 = "Rule {rule_id!r}: pattern {pattern!r} can take exponential time on some texts (catastrophic backtracking): {reason}. Rewrite it so that no repeated part can match the same text in two ways (e.g. '\\d+' instead of '(\\d+)+')."
    E015 = "Rule {rule_id!r} ({where}) took more than {seconds:g} s to match at character {pos} of a text ({text!r}); its pattern backtracks catastrophically. Fix or disable the rule."
    E016 = "Rule {rule_id!r} ({where}) cannot be combined with the other rules: {reason}. Inline flags such as '(?s)' or '(?x)' must be scoped, e.g. '(?s:...)'."
    E017 = "Cannot read rule file {path}: {reason}."
    E018 = "Saved pipeline component {path}: {reason}."
    E096 = "Invalid gazetteer years: {reason}."
    E097 = "Unknown {key} {value!r}; known values are: {known}."
    E098 = ("The name {alias!r} of gazetteer entry {rule_id!r} already belongs to entry {other!r} ({first}); "
            "a name must identify one event: drop it from one entry or make it specific (add the year, the "
            "country, the person's full name) and say why in 'disambiguation'.")
    E099 = "Gazetteer counter-example {example!r} is matched by entry {rule_id!r} (as {got!r})."
    # issue 9: composition operators and the LLM fallback for events (E100-E119)
    E100 = ("Invalid composition operator {spec!r} for {phrase!r} in lexicon macro {macro}: {reason}. "
            "Operators are written 'relation[/years][:selector]', e.g. 'after', 'after/10', 'since:end', ':start' "
            "(see spacy_tempoeval/normalize/operators.py).")
    E101 = "Invalid operator_window {value!r}: expected a whole number of years from 1 to 100."
    E102 = ("Invalid llm_fallback {value!r}: expected null (off) or the LLM fallback, in a config "
            "{{\"@misc\": \"spacy_tempoeval.llm_event_years.v1\", \"model\": \"gpt-4o-mini\"}} "
            "(see spacy_tempoeval.llm.events).")
    E103 = "The llm= argument must be a spacy_tempoeval LLMJudge (got {value!r}); other objects are not used: see W003."
    E019 = "There is no year 0: 1 BC is -1 and 1 AD is 1 (got {value!r})."
    E024 = "A macro needs exactly one of 'terms' or 'regex'."
    E025 = "A line must be a rule (with 'pattern'), a macro (with 'macro'), a period (with 'phrases') or a 'disable' line."
    E026 = "This Doc's temporal_focus data has layout version {found!r}, written by a newer spacy-tempoeval; this version reads layout {known} and older: upgrade spacy-tempoeval to read it."
    E020 = "k must be a positive integer, got {value!r}."
    E021 = "Record {record}: field {field!r} {reason}."
    # metrics (spacy_tempoeval.metrics, spacy_tempoeval.evaluate)
    E030 = ("{where}: this Doc was never processed by temporal_focus (doc._.focus_years is None); run "
            "it through a pipeline with 'temporal_focus' first (nlp.add_pipe('temporal_focus')).")
    E031 = "{metric} needs {needed}; got none of them (pass year sets, processed Docs or strings)."
    E032 = "Unknown metric {name!r}; known metrics are: {known}."
    E033 = "{metric}.compute() got unexpected keyword argument(s) {keys}; allowed: {allowed}."
    E034 = ("{metric} has no LLM mode (the class declares no llm_task); unset metric.llm or pass "
            "use_focus_time=True to use the focus-time/gold mode.")
    E036 = "Invalid weights for {metric}: {reason}."
    E037 = "Cannot read dataset {path}: {reason}."

    # bulk preprocessing and command line (spacy_tempoeval.bulk, spacy_tempoeval.cli)
    E060 = "{path}, line {line}: invalid JSON: {reason}."
    E061 = "{path}, line {line}: missing field {field!r} (the record has: {keys}); choose the field with --text-field / --id-field / --date-field."
    E062 = "{path}, line {line}: field {field!r} must be {expected}, got {value!r} ({type})."
    E063 = "{path}, line {line}: {reason}."
    E077 = "Invalid value {value!r} for {name!r} of {where}: {reason}."
    E078 = "{where}: {reason}."
    E079 = "{what} needs {package}, which is not installed: pip install 'spacy-tempoeval[{extra}]'."
    E064 = "Output {path} already exists; pass --overwrite to replace it (or --resume to continue an interrupted run)."
    E065 = "Cannot resume into {path}: {reason}."
    E066 = "Cannot load the spaCy pipeline from {source}: {reason}."
    E067 = "The pipeline from {source} has no 'temporal_focus' component (components: {pipes}); add it with nlp.add_pipe('temporal_focus')."
    E068 = "Input {path}: {reason}."
    E069 = "Unknown output format for {path}: {reason}; use a '.jsonl' or '.spacy' file name or pass --format jsonl|docbin."
    E070 = "Dask is not installed; install the extra with: pip install 'spacy-tempoeval[dask]' ({reason})."
    E071 = "Dask run failed: {reason}."
    E072 = "Output {path} is being written by another run ({holder}); wait for it to finish or stop it. (The lock {lock} is released when that process exits.)"
    E073 = "{path}, line {line}: field {field!r} has {n:,} characters, more than the limit of {limit:,} (--max-chars); split the text or raise the limit."
    E074 = "{path}, line {line}: field {field!r} contains a lone surrogate {char} at character {pos}, which is not valid Unicode text; fix the encoding of this record."
    E075 = "Cannot write {path}: {reason}."

    # LLM judge (spacy_tempoeval.llm, spacy_tempoeval.metrics.llm_*)
    E080 = "Unknown prompt {prompt!r}; the package ships: {known}."
    E081 = "Prompt {prompt!r} needs input(s) {missing}; its inputs are: {required}."
    E082 = "Prompt {prompt!r} got unknown input(s) {unknown}; its inputs are: {known}."
    E083 = "Invalid LLMJudge option {name}={value!r}: {reason}."
    E084 = "Cannot open the LLM cache at {path}: {reason}."
    E085 = "{metric}: input {field!r} {reason}."
    E086 = "{metric} needs an LLM judge: set metric.llm = LLMJudge(model=...) or pass llm=... ."
    E087 = "{metric}: all {n} LLM judgment(s) failed, so it has no score; first reason: {reason}"
    E095 = "temporal_focus has no rules for language {lang!r} (packs: {available}). Set the component's 'lang' (--lang on the command line) to \"xx\" for the language-neutral fallback pack (explicit years, ISO and numeric dates, BC/AD markers; its spans' timex_rule starts with 'fallback_'), or to another pack to apply its rules anyway, or set use_builtin_rules = false and give your own rule_files (see docs/languages.md)."
    E121 = ("{source} is a pipeline for language {actual!r} (nlp.lang), not {lang!r}: drop the language (--lang / "
            "lang=) to use it as it is, or give a pipeline of that language.")
    E120 = ("{count} rule example(s) failed when the rules were loaded; the first: {first} Fix the rule or the "
            "example, or load with validate = false (see docs/languages.md).")

    # displaCy views, the HTML report and input mapping (spacy_tempoeval.display, .report, .io)
    E090 = "This Doc has no spans group {key!r} (its groups: {keys}); run it through a pipeline with 'temporal_focus' first, or pass spans_key=..."
    E091 = "Invalid field mapping: {reason}."
    E092 = "Record {record}: {reason}."

    # evaluate: the command line's LLM options and the record schema (spacy_tempoeval.cli.evaluate, .evaluate)
    E145 = "{option} {value!r} is not valid: {reason}."
    E146 = "{options}: {reason}."
    E147 = "LLM mode is not available: {reason}."
    E150 = "{where} must be {expected}, got {value!r} of type {type}."
    E151 = "{where} must be {expected}; {value!r} is not one of the choices."
    E152 = "{where} must hold {expected}, got {value}: the counts differ."
    E153 = "{where} must be {expected}, got {value!r}: out of range."
    E154 = "{where} must be {expected}, got {value!r}: given more than once."
    E155 = "{where} needs {expected}, got {value}."
    E156 = "{where} must be {expected}, got {value!r}: not in that form."
    E140 = "{metrics}: scored by an LLM judge only; needs --llm MODEL (a LiteLLM model string, e.g. --llm gpt-4o-mini, or --llm openai/NAME --api-base http://localhost:8000/v1 for a local server)."
    E141 = "Option(s) {options} set up the LLM judge, which only --llm MODEL turns on: add --llm MODEL, or drop them."
    E142 = "--api-key-env {name}: the environment variable {name} is not set (or empty); export it, or leave the option out to let LiteLLM read its own variables (OPENAI_API_KEY, ...)."
    E143 = "Record {record}: field {field!r} is {value!r} ({type}), not a document text: retrieved_docs holds texts or {{\"id\": ..., \"text\": ...}} objects; put document ids in 'retrieved_ids' (their texts are looked up in corpus= when given)."
    E144 = "Record {record}: {reason}; a record has one ranked list of retrieved documents (see 'Records' in docs/cli.md)."
    # gold data and scoring (spacy_tempoeval.scoring), rules test / diff and score commands: E210-E229
    E210 = "{where}: missing required field {field!r} (a gold record has 'text' and 'years' or 'timexes'; see 'Gold data' in docs/scoring.md)."
    E211 = "{where}, field {field!r}: {reason}."
    E212 = "{where}, field {field!r}: the offsets {start}-{end} do not match the text: gold says {expected!r}, the text there reads {actual!r}."
    E213 = "Gold data not found: {path} ({reason}). Give a JSONL gold file, a TimeML .tml file or a folder of them."
    E214 = "{where}: not a TimeML document: {reason}."
    E215 = "{path}: no gold documents ({reason}); nothing to score."
    E216 = "{path}: {count} problem(s) in the rule file's examples, counter-examples or disable lines; first: {first}"
    E217 = "Corpus {path}: {reason}."
    E218 = "Rule file {path}: {reason}."
    E219 = "{path} exists; pass --overwrite to replace the sample files, or give another folder."

    # issue 23: RAG evaluation as RAG teams run it (spacy_tempoeval.evaluate, cli.evaluate, testing)
    E190 = "{where}() got an unexpected keyword argument {name!r}{others}: {hint}"
    E191 = "{option} {value!r} is not valid: {reason}; write METRIC=VALUE, e.g. temporal_precision@5=0.8."
    E192 = "Threshold for {column!r}: the run has no such column; {hint}."
    E193 = "Quality gate failed: {failures}."
    E176 = "Too many LLM judgments failed: {failures} (--max-failure-rate {limit:g}); the results are written, but their means rest on the judgments that succeeded only."
    E194 = "summary(names={value!r}): use one of {allowed}."
    E195 = "LLM model {model!r}: LiteLLM knows no provider for it ({reason}); write PROVIDER/MODEL, e.g. ollama_chat/llama3.1, openai/NAME with --api-base for an OpenAI-compatible server, or gpt-4o-mini."
    E197 = "The dataset is a DatasetDict with splits {splits}: {reason}."
    E198 = "Cannot read {path}: {reason}."
    E196 = "--llm-option {value!r} is not valid: write KEY=VALUE (VALUE read as JSON when it parses, e.g. max_tokens=512, num_ctx=8192, temperature=0)."

    # holiday tables (spacy_tempoeval.normalize.holidays): rules/data/<lang>/holidays.jsonl and the computed
    # calendar table rules/data/xx/calendar_dates.jsonl
    E230 = "Cannot read the holiday table: {reason}."
    E231 = "Invalid holiday entry: {reason}."
    E232 = "Unknown {kind} {name!r} in {source} (known: {known})."
    # metric validation and plug-ins (issue 24, items 4-5): E270-E279
    E270 = "validate-metrics checks focus-time metrics, by re-tagging perturbed texts; these exist only as LLM judgments and cannot be validated that way: {metrics}. Leave them out."
    E271 = "--min-detection {value!r} is not valid: give a share between 0 and 1, e.g. 0.9."
    E272 = "The {plugin} plug-in needs the {package} package ({reason}); install it with: pip install \"spacy-tempoeval[{extra}]\"."
    E274 = "Metric validation: detection under --min-detection {min_detection:g}: {failing}."
    E273 = "{where}: cannot score {metric} on this input: {reason}."

    # issue 24 items 1-3 (stale context, scores by kind of time, as-of replay): E260-E269
    E260 = "evaluate(as_of=...) item {index} is {value!r}: {reason}. Give ISO dates, e.g. as_of=[\"2020-01-01\", \"2022-01-01\"] or --as-of 2020-01-01,2022-01-01."
    E261 = "evaluate(as_of=...) must be a non-empty list of dates (or a comma-separated string of them), got {value!r}."
    E262 = "{where} is {value!r}, not a date: {reason}. Give an ISO date (\"2021-05-01\"), a date or a year (2021)."
    # tagging speed and streamed output (issue 22, t22tag): E250-E254
    E250 = "DocBin shard {path} cannot be merged with the shards before it: {reason}. Delete the work folder and run again without --resume."
    # evaluate in bounded memory (issue 22): E255-E259
    E255 = ("evaluate(n_process=...) / --n-process must be an int >= 1, -1 for one process per core, or 'auto' "
            "(one per core when the run fills a chunk of records); got {value!r}.")
    # reliability (issue 25): E170-E189
    E170 = "{what} {path} {relation} {other_what} {other}: writing it would destroy that file. Choose another path for {what}."
    E172 = "Macro {{{macro}}} refers to itself ({cycle}), used by rule {rule_id!r}: its expansion would never end. Remove the reference."
    E173 = "Rule {rule_id!r}: its macros expand to more than {limit:,} characters (macros that repeat macros that repeat macros...); simplify them."
    E174 = "Rule {rule_id!r}: pattern {pattern!r} matches the empty text once its macros are expanded (it would shadow every rule at every position); make every macro it uses match at least one character."
    E175 = "Tagging a text of {n:,} characters took more than {seconds:g} s (max_seconds_per_doc) and was stopped at character {pos:,}; split the text, raise the bound, or look for a slow user rule."
    # issue 25 remainder and issue 18 remainder (tmaint): E280-E289
    E281 = "The run stopped at its time bound of {seconds:g} s (max_seconds / --max-seconds) after {docs:,} doc(s) of the first {lines:,} line(s), checkpointed in {partial}; run the same command with --resume to continue."
    E282 = "Unknown LLM task {name!r}; registered tasks: {known}."
    E280 = "max_token_chars must be a positive integer (the longest whitespace-free stretch handed to spaCy's tokenizer), not {value!r}."
    # issue 22 item 2 (s22run): E286-E288
    E286 = "Cannot write the per-record rows of the evaluate run to {path}: {reason}. Free disk space or give a writable place: evaluate(rows_to=...) / -o FILE.jsonl, or TMPDIR for the temporary spill file of a long run."
    E287 = "Cannot read back the per-record rows of the evaluate run from {path} (record {index:,}): {reason}. The file was removed or changed while the result was in use; re-run, or give evaluate(rows_to=...) a file that stays."
    E288 = "evaluate(rows_to=...) must be a file path (str or os.PathLike) or None, not {value!r} ({type})."
    E289 = "A Dask target (evaluate(dask=...), preprocess_dask(client=...), --dask) must be a distributed.Client, a scheduler address ('tcp://host:8786') or 'local' (a LocalCluster on this machine), not {value!r} ({type})."
    E290 = "{count} invalid record(s), each listed above with its line and field (the first on line {line}); fix them and run `rules test` again."
    E171 = "Cannot lock output {output}: {path} is not a lock file ({reason}); it was left untouched. Remove it if it is stale, or choose another output."


class Warnings(metaclass=ErrorsWithCodes):
    """Warning templates (issued with ``warnings.warn``, category ``TempoEvalWarning``; filter them by code)."""

    W001 = "The LLM cache {path} cannot be used ({reason}); judgments go on without it for this judge."
    W002 = "{metric}: all {n} LLM judgment(s) failed, so it has no score; first reason: {reason}"
    W025 = "The rule file(s) {paths} changed since this pipeline was saved: it tags with the rules it was saved with ({source}); save it again (nlp.to_disk) to use the edited files."
    W024 = ("{metric}: {failed} of {n} LLM judgment(s) failed; those records count as failed (not as n/a) and its "
            "mean is over the records scored only; first reason: {reason}")
    W027 = ("{where}: 'disable' lists {ids}, which no built-in rule of this pipeline's pack has, so it switches "
            "nothing off; check the id(s) (a user rule of the same id as a built-in one replaces it instead).")
    W026 = ("evaluate: the dataset {dataset} has no records; every aggregate of the result is None (nothing was "
            "scored).")
    W003 = ("{where}: the llm= / use_llm= arguments (tempoeval's) are accepted but not used unless llm is "
            "a spacy_tempoeval LLMJudge (then it is the fallback for event names no rule knows); focus times "
            "come from the temporal_focus tagger. Use an LLM judge through the metrics' LLM mode.")
