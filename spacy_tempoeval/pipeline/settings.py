"""The options of ``temporal_focus``, written once.

``TemporalFocusSettings`` is the single source of the component's options: their names, defaults, types,
documentation and validation. The factory's ``default_config`` is built from it, ``TemporalFocus`` keeps one
instance (``component.cfg``), and the resolution options are handed to the tagger as a ``TaggerSettings``, which
validates them (the one place ``prefer``, ``anchoring``, ``convention`` and ``bare_times`` are checked). The
factory's signature, which spaCy needs to validate configs, is generated from this class
(``factory_parameters``), so the names, types and defaults are written here and nowhere else.
"""

# Optional[...] rather than X | None: the factory's signature is built from these annotations at run time
# (typing.get_type_hints), and the package supports Python 3.9
# ruff: noqa: UP045

from __future__ import annotations

import inspect
import typing
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Callable, Dict, List, Optional

from ..errors import ConfigError, Errors
from ..normalize.refdate import parse_reference_date
from ..normalize.timexes import TaggerSettings

DEFAULT_SPANS_KEY = "temporal"
# options that belong to the tagger (resolution), as opposed to the component (storage, rule sources)
TAGGER_OPTIONS = tuple(f.name for f in fields(TaggerSettings))
_TAGGER = TaggerSettings()  # the defaults of the resolution options


@dataclass(frozen=True)
class TemporalFocusSettings:
    """Every option of the ``temporal_focus`` component.

    spans_key (str): Key in ``doc.spans`` for the expressions.
    prefer (str): "past", "future" or "nearest": how ambiguous dates ("March", "Friday") resolve.
    default_reference_date (Optional[str]): Anchor for docs without ``doc._.reference_date``: an ISO date,
        "today" (the date when the doc is processed) or None/"" (relative expressions then add no years, and
        nothing resolves against the clock).
    anchoring (str): What "In April", "June 10", "that year", "two years later" are read against: "auto"
        (default; decided per document, see ``spacy_tempoeval.normalize.discourse``), "reference" (the reference
        date) or "discourse" (the last explicit time the text mentioned, for history narratives).
    convention (str): "rag" (default): ranges count every year they span, open ranges ("since 2015", "from
        1999 to the present", "over the past three years", "now") run to the reference date. "timeml": as TimeML
        gold counts years (a range is its two end points; durations, "since 2015" beyond 2015 and "now" add none).
        The spans differ too: under "rag" a span keeps the operator words that change its years ("since 2015",
        "in the past three months"); under "timeml" each span is a TIMEX3 extent as the TimeML guidelines draw it
        (no leading signal: "2015", "the past three months"; modifiers and the article taken in: "nearly forty
        years", "the third quarter"; "from 2019 to 2021" two spans). See ``normalize.timeml_extent``.
    bare_times (str): A clock time with no date in its sentence: "reference" (default: the reference date's
        day) or "unanchored" (``XXXX-XX-XXT09:30``, no year). A time beside a date always takes that date.
    narrow_modifiers (bool): "early/mid/late" keep only the first/middle/last third of the period.
    tense_cues (bool): Resolve a date without a year ("March 3", "Friday") in the direction the words around
        it point to ("reported" -> past, "will" -> future; cue words are lexicon macros TENSE_*).
    min_year, max_year (int): Years outside these bounds are dropped (there is no year 0: a bound of 0 means
        AD 1 for ``min_year`` and 1 BC for ``max_year``).
    operator_window (int): Years covered by "before X", "after X", "in the years after X" and "X's aftermath"
        when the words give no length (default 5; "the decade after X" is 10). See
        ``spacy_tempoeval.normalize.operators``.
    use_builtin_rules (bool): Load the rules shipped with the package.
    rule_files (List[str]): Extra JSONL rule files, read when the component is built (tried before the
        built-in rules). For pipelines you move between machines use ``initialize(patterns=...)``.
    use_model_ents (bool): Also normalize DATE/TIME entities of an earlier NER component that no rule found.
    llm_fallback (Optional[Callable]): Off (None, the default), or the LLM fallback for event names no rule
        knows: a callable ``(names, text) -> [lookup]``, in a config the registered function
        ``{"@misc": "spacy_tempoeval.llm_event_years.v1", "model": "gpt-4o-mini", "cache": "llm.sqlite"}``
        (``spacy_tempoeval.llm.events``). Which names are asked about: ``spacy_tempoeval.normalize.unknown_events``;
        litellm is imported on the first call only.
    lang (Optional[str]): The built-in rule pack (``rules/data/<lang>/``); None (default) takes ``nlp.lang``.
        A language without a pack is an error [E095] unless ``use_builtin_rules`` is false.
    validate (bool): Run the ``examples`` of the rules you add (``rule_files``, ``add_rules``,
        ``initialize(patterns=...)``) when they load, against all active rules: an example that its rule does not
        match in full is the error [E120] naming its file and line. Default true: nothing without added rules,
        0.3-0.5 s for a file of 20 rules. The built-in packs are checked by the test suite, as running all their
        examples costs 1.4-3.1 s per load (``builtin_rules(lang, validate=True)`` does it; benchmarks/README.md).
    """

    # the resolution options take their defaults from TaggerSettings, where they are declared (and validated)
    spans_key: str = DEFAULT_SPANS_KEY
    prefer: str = _TAGGER.prefer
    default_reference_date: Optional[str] = "today"
    anchoring: str = _TAGGER.anchoring
    convention: str = _TAGGER.convention
    bare_times: str = _TAGGER.bare_times
    narrow_modifiers: bool = _TAGGER.narrow_modifiers
    tense_cues: bool = _TAGGER.tense_cues
    min_year: int = _TAGGER.min_year
    max_year: int = _TAGGER.max_year
    operator_window: int = _TAGGER.operator_window
    use_builtin_rules: bool = True
    rule_files: List[str] = field(default_factory=list)
    use_model_ents: bool = True
    llm_fallback: Optional[Callable[..., Any]] = None
    lang: Optional[str] = None
    validate: bool = True

    def __post_init__(self) -> None:
        self._check_types()
        self._check_years()
        object.__setattr__(self, "rule_files", [str(p) for p in self.rule_files])
        if self.default_reference_date not in (None, "", "today", "none"):
            parse_reference_date(self.default_reference_date, field="default_reference_date")
        self.tagger_settings()  # validates prefer, anchoring, convention, bare_times once, in one place

    def _check_types(self) -> None:
        """[E002] for an option of the wrong type; [E102] for an LLM fallback that is not callable."""
        if not isinstance(self.spans_key, str) or not self.spans_key:
            raise ConfigError(Errors.E002.format(value=self.spans_key, name="spans_key",
                                                 reason="a non-empty string"))
        for name in ("narrow_modifiers", "tense_cues", "use_builtin_rules", "use_model_ents", "validate"):
            if not isinstance(getattr(self, name), bool):
                raise ConfigError(Errors.E002.format(value=getattr(self, name), name=name,
                                                     reason="expected true or false"))
        if isinstance(self.rule_files, (str, bytes)) or not all(isinstance(p, str) for p in self.rule_files):
            raise ConfigError(Errors.E002.format(value=self.rule_files, name="rule_files",
                                                 reason="expected a list of file paths"))
        if self.lang is not None and (not isinstance(self.lang, str) or not self.lang):
            raise ConfigError(Errors.E002.format(value=self.lang, name="lang",
                                                 reason="a language code such as 'en', or null for nlp.lang"))
        if self.llm_fallback is not None and not callable(self.llm_fallback):
            raise ConfigError(Errors.E102.format(value=self.llm_fallback))

    def _check_years(self) -> None:
        """[E002] for year bounds that are not integers or select only the year 0 (``TaggerSettings`` checks
        their order)."""
        for name in ("min_year", "max_year"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ConfigError(Errors.E002.format(value=value, name=name, reason="expected an integer year"))
        if self.min_year == 0 and self.max_year == 0:
            raise ConfigError(Errors.E002.format(value=self.min_year, name="min_year",
                                                 reason="min_year = max_year = 0 selects only year 0, which "
                                                        "does not exist (1 BC is -1, AD 1 is 1)"))

    def tagger_settings(self) -> TaggerSettings:
        """The resolution options, for ``TemporalTagger`` (validated there)."""
        return TaggerSettings(**{name: getattr(self, name) for name in TAGGER_OPTIONS})

    @property
    def reference_default(self) -> str | None:
        """``default_reference_date`` normalized: an ISO date, "today", or None."""
        return None if self.default_reference_date in (None, "", "none") else self.default_reference_date

    def to_config(self) -> Dict[str, Any]:
        """The options as a config block (``default_config`` of the factory)."""
        return asdict(self)

    @classmethod
    def option_names(cls) -> List[str]:
        return [f.name for f in fields(cls)]

    @classmethod
    def factory_parameters(cls) -> List[inspect.Parameter]:
        """The options as keyword parameters with their types, for the factory's signature (spaCy builds the
        config's validation model from it; the defaults come from ``default_config``)."""
        hints = typing.get_type_hints(cls)
        return [inspect.Parameter(f.name, inspect.Parameter.KEYWORD_ONLY, annotation=hints[f.name])
                for f in fields(cls)]


__all__ = ["TemporalFocusSettings", "DEFAULT_SPANS_KEY", "TAGGER_OPTIONS"]
