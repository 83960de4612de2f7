"""The spaCy-free half of ``temporal_focus``: its options, its rules and tagger, and the reading of a text
without a Doc.

``TemporalFocus`` (the spaCy component) is a ``FocusCore`` plus what needs spaCy (Docs, spans, persistence,
scoring). ``FocusCore`` alone is what ``evaluate`` tags with when the pipeline is the default one
(``pipeline.lazy.DefaultPipeline``): the same options, rules and tagger, so the same years, without importing spaCy
until a text needs a Doc.

    core = FocusCore("en")
    core.focus_years_of("What happened from 2019 to 2021?")    # YearSet(2019..2021)
"""

from __future__ import annotations

import datetime as _dt
from typing import Any, Dict, FrozenSet, Iterable, List, Sequence, Tuple

from ..errors import ConfigError, Errors, NoRulesForLanguageError
from ..normalize.refdate import (
    format_reference_date,
    format_reference_time,
    parse_reference_date,
    parse_reference_time,
    plain_iso_date,
)
from ..normalize.timexes import Timex
from ..rules import words as W
from ..rules.files import available_languages, builtin_rules, read_rule_file
from ..rules.loader import RuleSet, check_term_macros, parse_records
from ..tagger import TemporalTagger
from ..yearset import YearSet
from .llm_fallback import lent as lent_fallback
from .settings import TemporalFocusSettings

REFS_KEPT = 16384  # reference-date strings ``focus_years_of`` keeps parsed (emptied when full)


def _all_kept(text: str, timexes: Sequence[Timex]) -> bool:
    """Whether ``__call__`` keeps every expression of ``timexes`` as its own span: each starts and ends on a
    non-space character, and a blank (``str.isspace``) stands between it and the one before."""
    last = None
    for t in timexes:
        if t.end <= t.start or text[t.start].isspace() or text[t.end - 1].isspace():
            return False
        if last is not None and (t.start < last or not _holds_blank(text[last:t.start])):
            return False
        last = t.end
    return True


def _holds_blank(s: str) -> bool:
    """``any(c.isspace() for c in s)``: ``str.split()`` cuts at exactly the characters ``str.isspace`` holds, so a
    non-empty ``s`` without one is its own single piece."""
    return s != "" and s.split() != [s]


class FocusCore:
    """The options, rules and tagger of ``temporal_focus``, and its reading of a text without a Doc.

    pipeline_lang (Optional[str]): The pipeline's language: the rule pack unless the ``lang`` option names another.
    **options: The component's options (``TemporalFocusSettings``). RAISES (ConfigError): [E002] for an unknown
        option; the settings' own errors for a bad value; (RuleFileError) for a bad rule file.
    """

    _user_rules: RuleSet
    # (default_reference_date, its date, its clock time) as last parsed (``_default_references``)
    _default_refs: Tuple[Any, _dt.date | None, _dt.datetime | None] = (object(), None, None)

    def __init__(self, pipeline_lang: str | None, **options: Any) -> None:
        unknown = sorted(set(options) - set(TemporalFocusSettings.option_names()))
        if unknown:
            raise ConfigError(Errors.E002.format(value=unknown[0], name="options",
                                                    reason="unknown option; known: "
                                                    + ", ".join(TemporalFocusSettings.option_names())))
        self.cfg = TemporalFocusSettings(**options)
        self.settings = self.cfg.tagger_settings()
        self.spans_key = self.cfg.spans_key
        # seconds one doc may take to tag ([E175] beyond); None: no bound. Not in the config: set it on the
        # component (``nlp.get_pipe("temporal_focus").max_seconds_per_doc = 10``), or per run with preprocess
        self.max_seconds_per_doc: float | None = None
        self.default_reference_date = self.cfg.reference_default
        self.use_builtin_rules = self.cfg.use_builtin_rules
        self.use_model_ents = self.cfg.use_model_ents
        self.rule_files = list(self.cfg.rule_files)
        self.lang = self.cfg.lang or pipeline_lang  # the rule pack: the pipeline's language unless configured
        if not self.use_builtin_rules:
            self._builtin = RuleSet()
        elif self.lang is None:  # a pipeline of no language (``Language()``) and no 'lang': no pack to take
            raise NoRulesForLanguageError(Errors.E095.format(lang=None, available=", ".join(available_languages())))
        else:
            self._builtin = builtin_rules(self.lang)
        self._file_rules = RuleSet()  # the config's rule_files, read once here
        for path in self.rule_files:  # a gazetteer name may start with the pack's articles (PERIOD_ARTICLE)
            self._file_rules.extend(read_rule_file(path, self._articles()))
        self.user_records: List[Dict[str, Any]] = []
        self._set_user_rules([], "<rule_files>", replace=True)
        # reference-date string -> (date, date-time), as ``focus_years_of`` reads it (``_references``)
        self._parsed_refs: Dict[str, Tuple[_dt.date | None, _dt.datetime | None]] = {}

    def _set_user_rules(self, records: Iterable[Dict[str, Any]], source: str, *, replace: bool,
                        parsed: RuleSet | None = None) -> None:
        """Validate ``records``, rebuild the tagger with them, and only then make them the added rules: a bad
        record or rule set leaves the component as it was.

        replace (bool): Start from the config's ``rule_files`` only (True) or add to the rules added so far.
        """
        records = list(records)
        user = RuleSet()
        user.extend(self._file_rules if replace else self._user_rules)
        user.extend(parsed if parsed is not None else parse_records(records, source, articles=self._articles(user)))
        rules = user.overriding(self._builtin)  # user rules first; same id replaces, "disable" drops
        check_term_macros(rules)
        tagger = TemporalTagger(rules, self.settings)
        if self.cfg.validate and user.rules:  # the added rules' examples, against every active rule
            tagger.engine.validate_examples(user.rules)
        self.tagger = tagger
        self._user_rules = user
        self.user_records = records if replace else self.user_records + records

    def _articles(self, *more: RuleSet) -> FrozenSet[str]:
        """The leading articles of gazetteer names known so far: the pack's and the user files' PERIOD_ARTICLE."""
        out = self._builtin.words(W.PERIOD_ARTICLE) | getattr(self, "_file_rules", RuleSet()).words(W.PERIOD_ARTICLE)
        for rules in more:
            out |= rules.words(W.PERIOD_ARTICLE)
        return out

    @property
    def rules(self) -> RuleSet:
        """All active rules and macros (user rules first)."""
        return self.tagger.ruleset

    def _default_date(self, run_date: str | None = None) -> _dt.date | None:
        """The configured default reference date ("today": ``run_date`` when a bulk run set one)."""
        if self.default_reference_date == "today":  # a bulk run's start date, so that one run has one "today"
            return _dt.date.fromisoformat(run_date) if run_date else _dt.date.today()
        if self.default_reference_date:
            return parse_reference_date(self.default_reference_date)
        return None

    def _default_time(self) -> _dt.datetime | None:
        """The clock time of the configured ``default_reference_date`` (None for a date alone or "today")."""
        if self.default_reference_date and self.default_reference_date != "today":
            return parse_reference_time(self.default_reference_date)
        return None

    def _default_references(self, run_date: str | None = None) -> Tuple[_dt.date | None, _dt.datetime | None]:
        """(date, clock time) of the configured ``default_reference_date``, parsed once per value (``_default_refs``;
        "today" is never kept: it moves, and is ``run_date`` when a bulk run set one). What a text without a
        reference date of its own is read against, with a Doc (``TemporalFocus._doc_references``) or without."""
        default = self.default_reference_date
        if default == "today":
            return self._default_date(run_date), None
        kept = self._default_refs
        if kept[0] is not default:
            kept = self._default_refs = (default, self._default_date(), self._default_time())
        return kept[1], kept[2]

    def _reference_time_of(self, reference_date: Any) -> _dt.datetime | None:
        """The clock time of a Doc whose ``reference_date`` was set to ``reference_date``, without the Doc: the
        same round trip through the stored clock time."""
        clock = format_reference_time(parse_reference_time(reference_date))
        return None if clock is None else _dt.datetime.fromisoformat(clock)

    def _reads_without_doc(self) -> bool:
        """Whether ``focus_years_of`` may read a text without a Doc (not with an LLM fallback on: it reads the
        Doc's text around the names no rule knows)."""
        return self._fallback_judge() is None

    def focus_years_of(self, text: str, reference_date: Any = None) -> YearSet | None:
        """The focus years of ``text`` without making a Doc: what ``self(nlp.make_doc(text))._.focus_years`` gives
        (``reference_date`` as ``doc._.reference_date``; a Doc straight from the tokenizer has no entities, so
        ``use_model_ents`` adds nothing), for callers that read nothing else (``core.focus_years_many`` when
        this component is the whole pipeline, and so ``evaluate``).

        ``__call__`` keeps an expression only if its token-aligned span starts after the previous kept span; when
        every expression starts and ends on a non-space character and a space separates it from the next,
        every span is kept, so no Doc is needed. RETURNS (Optional[YearSet]): The years, or None when only
        ``__call__`` can tell (expressions not separated by a space, an LLM fallback on, an error handler
        set); the caller then runs the pipeline.
        """
        timexes = self._timexes_without_doc(text, reference_date)
        return None if timexes is None else YearSet.union_all(t.years for t in timexes)

    def expressions_of(self, text: str, reference_date: Any = None
                       ) -> Tuple[YearSet, List[Dict[str, Any]]] | None:
        """``focus_years_of`` with the expressions behind the years: (years, one dict per expression with its
        ``label``, ``value``, ``mod``, ``rule`` and ``years``, as ``doc._.timexes`` gives them, offsets left
        out), for callers that read the provenance of a text's time without a Doc (``evaluate``'s kinds of
        time). RETURNS (Optional[Tuple[YearSet, List[dict]]]): None when only ``__call__`` can tell."""
        timexes = self._timexes_without_doc(text, reference_date)
        if timexes is None:
            return None
        return (YearSet.union_all(t.years for t in timexes),
                [{"label": t.label, "value": t.value, "mod": t.mod, "rule": t.rule,
                  "years": [list(iv) for iv in t.years.intervals]} for t in timexes])

    def _timexes_without_doc(self, text: str, reference_date: Any) -> Sequence[Timex] | None:
        """The expressions ``__call__`` would keep for ``text`` (see ``focus_years_of``), or None. A short text's
        are the tagger's kept tuple itself (``tag_kept``: only read here), not a copy of it."""
        if not self._reads_without_doc():
            return None
        ref, ref_time = self._references(reference_date)
        timexes = self.tagger.tag_kept(text, ref, max_seconds=self.max_seconds_per_doc, reference_time=ref_time)
        return timexes if _all_kept(text, timexes) else None

    def _references(self, reference_date: Any) -> Tuple[_dt.date | None, _dt.datetime | None]:
        """(reference date, reference time) of a text of ``focus_years_of`` whose ``doc._.reference_date`` would
        be ``reference_date``: the same round trip through the stored strings as ``__call__``'s. A string is
        parsed once (``_parsed_refs``, bounded): a run passes the same few dates for thousands of texts. Without
        one, the configured default (``_default_references``).
        RAISES (ReferenceDateError): [E001] for a bad reference date (never kept)."""
        if isinstance(reference_date, str):
            got = self._parsed_refs.get(reference_date)
            if got is not None:
                return got
            day = plain_iso_date(reference_date)
            if day is not None:  # "2018-05-20", the common case: a date and no clock time
                got = (day, None)
                self._keep_ref(reference_date, got)
                return got
        value = format_reference_date(parse_reference_date(reference_date)) if reference_date is not None else None
        if not value:
            return self._default_references()
        got = (_dt.date.fromisoformat(value), self._reference_time_of(reference_date))
        if isinstance(reference_date, str):
            self._keep_ref(reference_date, got)
        return got

    def _keep_ref(self, text: str, got: Tuple[_dt.date | None, _dt.datetime | None]) -> None:
        if len(self._parsed_refs) >= REFS_KEPT:
            self._parsed_refs.clear()
        self._parsed_refs[text] = got

    def _fallback_judge(self) -> Any:
        """The LLM fallback: the one lent by ``extract_qft(..., llm=judge)`` for this call, else the component's
        ``llm_fallback``, else None (off). The component only calls it: the LLM layer
        (``spacy_tempoeval.llm.events``) builds it, so the tagger half never imports that layer."""
        lent = lent_fallback()
        return lent if lent is not None else self.cfg.llm_fallback


__all__ = ["FocusCore", "REFS_KEPT"]
