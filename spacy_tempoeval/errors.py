"""Error and warning texts with stable codes.

Every error the library raises on bad input carries a code (``[E0xx]``) so that users can search for it and
tests can match on it. Messages say what was wrong and where (file, line, field, record).
"""

from __future__ import annotations


class TempoEvalError(ValueError):
    """Base class for errors raised on bad input or configuration."""


class RuleFileError(TempoEvalError):
    """A rule or gazetteer file is malformed. The message names the file, line and field."""

    def __init__(self, message: str, *, path: str = "<rules>", line: int | None = None,
                 field: str | None = None) -> None:
        where = path if line is None else f"{path}, line {line}"
        if field:
            where += f", field '{field}'"
        super().__init__(f"{where}: {message}")
        self.path = path
        self.line = line
        self.field = field


class ReferenceDateError(TempoEvalError):
    """A reference date could not be understood."""


class NoRulesForLanguageError(TempoEvalError):
    """No rule pack ships for the language of the pipeline."""


class RecordError(TempoEvalError):
    """A dataset record is malformed. The message names the record and the field."""


class OutputError(TempoEvalError):
    """An output cannot be written: it exists, is locked by another run, or cannot be resumed."""


class RuleTimeoutError(TempoEvalError):
    """A rule took longer than the matching bound on a text. ``rule_id`` names it."""

    def __init__(self, message: str, *, rule_id: str | None = None) -> None:
        super().__init__(message)
        self.rule_id = rule_id


class Errors:
    """Message templates. Format them with keyword arguments."""

    E001 = "[E001] Invalid reference date {value!r} ({type}): {reason}. Use an ISO date 'YYYY-MM-DD', a datetime.date or a datetime.datetime."
    E002 = "[E002] Invalid value {value!r} for '{name}' of temporal_focus: {reason}."
    E003 = "[E003] Unknown key {key!r}; allowed keys are: {allowed}."
    E004 = "[E004] Missing required key {key!r}."
    E005 = "[E005] Invalid JSON: {reason}."
    E006 = "[E006] Invalid regular expression: {reason}."
    E007 = "[E007] Unknown macro {{{macro}}}; known macros are: {known}."
    E008 = "[E008] Invalid value template {template!r}: {reason}."
    E009 = "[E009] Rule file not found: {path}."
    E010 = "[E010] A year must be an int, got {value!r}."
    E011 = "[E011] Field {key!r} must be {expected}, got {value!r}."
    E012 = "[E012] Duplicate rule id {rule_id!r} (first defined in {first})."
    E013 = "[E013] Rule example {example!r} is not matched in full by rule {rule_id!r} (got {got!r})."
    E014 = "[E014] Rule {rule_id!r}: pattern {pattern!r} can take exponential time on some texts (catastrophic backtracking): {reason}. Rewrite it so that no repeated part can match the same text in two ways (e.g. '\\d+' instead of '(\\d+)+')."
    E015 = "[E015] Rule {rule_id!r} ({where}) took more than {seconds:g} s to match at character {pos} of a text ({text!r}); its pattern backtracks catastrophically. Fix or disable the rule."
    E016 = "[E016] Rule {rule_id!r} ({where}) cannot be combined with the other rules: {reason}. Inline flags such as '(?s)' or '(?x)' must be scoped, e.g. '(?s:...)'."
    E017 = "[E017] Cannot read rule file {path}: {reason}."
    E018 = "[E018] Saved pipeline component {path}: {reason}."
    E096 = "[E096] Invalid gazetteer years: {reason}."
    E097 = "[E097] Unknown {key} {value!r}; known values are: {known}."
    E098 = ("[E098] The name {alias!r} of gazetteer entry {rule_id!r} already belongs to entry {other!r} ({first}); "
            "a name must identify one event: drop it from one entry or make it specific (add the year, the "
            "country, the person's full name) and say why in 'disambiguation'.")
    E099 = "[E099] Gazetteer counter-example {example!r} is matched by entry {rule_id!r} (as {got!r})."
    E020 = "[E020] k must be a positive integer, got {value!r}."
    E021 = "[E021] Record {record}: field {field!r} {reason}."
    # metrics (spacy_tempoeval.metrics, spacy_tempoeval.evaluate)
    E030 = ("[E030] {where}: this Doc was never processed by temporal_focus (doc._.focus_years is None); run "
            "it through a pipeline with 'temporal_focus' first (nlp.add_pipe('temporal_focus')).")
    E031 = "[E031] {metric} needs {needed}; got none of them (pass year sets, processed Docs or strings)."
    E032 = "[E032] Unknown metric {name!r}; known metrics are: {known}."
    E033 = "[E033] {metric}.compute() got unexpected keyword argument(s) {keys}; allowed: {allowed}."
    E034 = ("[E034] {metric} has no LLM mode (the class declares no llm_mode); unset metric.llm or pass "
            "use_focus_time=True to use the focus-time/gold mode.")
    E035 = "[E035] {where} must be {expected}, got {value!r} ({type})."
    E036 = "[E036] Invalid weights for {metric}: {reason}."
    E037 = "[E037] Cannot read dataset {path}: {reason}."

    # bulk preprocessing and command line (spacy_tempoeval.bulk, spacy_tempoeval.cli)
    E060 = "[E060] {path}, line {line}: invalid JSON: {reason}."
    E061 = "[E061] {path}, line {line}: missing field {field!r} (the record has: {keys}); choose the field with --text-field / --id-field / --date-field."
    E062 = "[E062] {path}, line {line}: field {field!r} must be {expected}, got {value!r} ({type})."
    E063 = "[E063] {path}, line {line}: {reason}."
    E064 = "[E064] Output {path} already exists; pass --overwrite to replace it (or --resume to continue an interrupted run)."
    E065 = "[E065] Cannot resume into {path}: {reason}."
    E066 = "[E066] Cannot load the spaCy pipeline from {source}: {reason}."
    E067 = "[E067] The pipeline from {source} has no 'temporal_focus' component (components: {pipes}); add it with nlp.add_pipe('temporal_focus')."
    E068 = "[E068] Input {path}: {reason}."
    E069 = "[E069] Unknown output format for {path}: {reason}; use a '.jsonl' or '.spacy' file name or pass --format jsonl|docbin."
    E070 = "[E070] Dask is not installed; install the extra with: pip install 'spacy-tempoeval[dask]' ({reason})."
    E071 = "[E071] Dask run failed: {reason}."
    E072 = "[E072] Output {path} is being written by another run ({holder}); wait for it to finish or stop it. (The lock {lock} is released when that process exits.)"
    E073 = "[E073] {path}, line {line}: field {field!r} has {n:,} characters, more than the limit of {limit:,} (--max-chars); split the text or raise the limit."
    E074 = "[E074] {path}, line {line}: field {field!r} contains a lone surrogate {char} at character {pos}, which is not valid Unicode text; fix the encoding of this record."
    E075 = "[E075] Cannot write {path}: {reason}."
    E076 = "[E076] Processing failed on {path}, line {line}: {reason}."

    # LLM judge (spacy_tempoeval.llm, spacy_tempoeval.metrics.llm_*)
    E080 = "[E080] Unknown prompt {prompt!r}; the package ships: {known}."
    E081 = "[E081] Prompt {prompt!r} needs input(s) {missing}; its inputs are: {required}."
    E082 = "[E082] Prompt {prompt!r} got unknown input(s) {unknown}; its inputs are: {known}."
    E083 = "[E083] Invalid LLMJudge option {name}={value!r}: {reason}."
    E084 = "[E084] Cannot open the LLM cache at {path}: {reason}."
    E085 = "[E085] {metric}: input {field!r} {reason}."
    E086 = "[E086] {metric} needs an LLM judge: set metric.llm = LLMJudge(model=...) or pass llm=... ."
    E087 = "[E087] {metric}: all {n} LLM judgment(s) failed, so it has no score; first reason: {reason}"
    E095 = "[E095] temporal_focus has no rules for language {lang!r} (packs: {available}). Set the component's 'lang' to one of them to apply its rules anyway, or set use_builtin_rules = false and give your own rule_files (see docs/languages.md)."

    # displaCy views, the HTML report and input mapping (spacy_tempoeval.display, .report, .io)
    E090 = "[E090] This Doc has no spans group {key!r} (its groups: {keys}); run it through a pipeline with 'temporal_focus' first, or pass spans_key=..."
    E091 = "[E091] Invalid field mapping: {reason}."
    E092 = "[E092] Record {record}: {reason}."

class Warnings:
    """Warning templates (issued with ``warnings.warn``, category ``TempoEvalWarning``; filter them by code)."""

    W001 = "[W001] The LLM cache {path} cannot be used ({reason}); judgments go on without it for this judge."
    W002 = "[W002] {metric}: all {n} LLM judgment(s) failed, so it has no score; first reason: {reason}"
    W003 = ("[W003] {where}: the llm= / use_llm= arguments (tempoeval's) are accepted but not used; focus times "
            "always come from the temporal_focus tagger. Use an LLM judge through the metrics' LLM mode.")


class TempoEvalWarning(UserWarning):
    """Category of the library's warnings."""


class JudgmentsFailedWarning(TempoEvalWarning):
    """[W002]: every LLM judgment of a metric failed. ``metric``, ``n`` and ``reason`` say which, how many, why."""

    def __init__(self, metric: str, n: int, reason: str) -> None:
        super().__init__(Warnings.W002.format(metric=metric, n=n, reason=reason))
        self.metric, self.n, self.reason = metric, n, reason
