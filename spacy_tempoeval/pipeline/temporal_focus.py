"""The ``temporal_focus`` component: temporal expressions -> spans, TIMEX3 values and focus years.

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    doc = nlp("What happened from 2019 to 2021?")
    doc._.focus_years                 # YearSet(2019..2021)
    doc.spans["temporal"][0]._.timex  # "2019/2021"

Rules are data (``spacy_tempoeval/rules/data/*.jsonl``); extra rule files come through ``rule_files`` in the
config or ``initialize(patterns=...)`` / ``add_rules(...)``, and the added ones are saved with ``to_disk``.
"""

# No ``from __future__ import annotations`` here: spaCy builds pydantic models from the signatures of the
# factory and of ``initialize`` and must see real types (string annotations fail with "not fully defined").
import datetime as _dt
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union

import srsly
from spacy.language import Language
from spacy.tokens import Doc, Span, SpanGroup
from spacy.training import Example
from spacy.util import ensure_path, from_bytes, from_disk, to_bytes, to_disk

from ..errors import Errors, TempoEvalError
from ..normalize.discourse import ANCHORING_MODES
from ..normalize.refdate import parse_reference_date
from ..normalize.resolve import DIRECTIONS
from ..rules.loader import RuleSet, builtin_rules, check_term_macros, parse_records, read_rule_file
from ..tagger import BARE_TIMES, CONVENTIONS, TaggerSettings, TemporalTagger, Timex
from ..yearset import YearSet
from .extensions import REF_KEY, register_extensions, write_results
from .scorer import score_focus_years

DEFAULT_SPANS_KEY = "temporal"
RULES_FILE = "rules.jsonl"
CFG_FILE = "cfg"

register_extensions()


@Language.factory(
    "temporal_focus",
    assigns=["doc.spans", "doc._.focus_years", "doc._.timexes"],
    default_config={
        "spans_key": DEFAULT_SPANS_KEY,
        "prefer": "nearest",
        "default_reference_date": "today",
        "anchoring": "auto",
        "convention": "rag",
        "bare_times": "reference",
        "narrow_modifiers": False,
        "tense_cues": True,
        "min_year": -9999,
        "max_year": 9999,
        "use_builtin_rules": True,
        "rule_files": [],
        "use_model_ents": True,
        "scorer": {"@scorers": "spacy_tempoeval.temporal_focus_scorer.v1"},
    },
    default_score_weights={"focus_years_f": 1.0, "focus_years_p": 0.0, "focus_years_r": 0.0},
)
def make_temporal_focus(
    nlp: Language,
    name: str,
    spans_key: str,
    prefer: str,
    default_reference_date: Optional[str],
    anchoring: str,
    convention: str,
    bare_times: str,
    narrow_modifiers: bool,
    tense_cues: bool,
    min_year: int,
    max_year: int,
    use_builtin_rules: bool,
    rule_files: List[str],
    use_model_ents: bool,
    scorer: Optional[Callable],
) -> "TemporalFocus":
    """Create a ``TemporalFocus`` component (see the class for the arguments)."""
    return TemporalFocus(
        nlp, name, spans_key=spans_key, prefer=prefer, default_reference_date=default_reference_date,
        anchoring=anchoring, convention=convention, bare_times=bare_times, narrow_modifiers=narrow_modifiers,
        tense_cues=tense_cues, min_year=min_year, max_year=max_year,
        use_builtin_rules=use_builtin_rules, rule_files=rule_files, use_model_ents=use_model_ents, scorer=scorer,
    )


def _check_year_bounds(min_year: int, max_year: int) -> Tuple[int, int]:
    """Validate ``min_year``/``max_year``; there is no year 0, so a bound of 0 means year 1 or 1 BC (-1)."""
    for name, value in (("min_year", min_year), ("max_year", max_year)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise TempoEvalError(Errors.E002.format(value=value, name=name, reason="expected an integer year"))
    if min_year > max_year:
        raise TempoEvalError(Errors.E002.format(value=min_year, name="min_year",
                                                reason=f"it exceeds max_year ({max_year})"))
    lo, hi = (1 if min_year == 0 else min_year), (-1 if max_year == 0 else max_year)
    if lo > hi:
        raise TempoEvalError(Errors.E002.format(value=min_year, name="min_year",
                                                reason="min_year = max_year = 0 selects only year 0, which "
                                                       "does not exist (1 BC is -1, AD 1 is 1)"))
    return lo, hi


class TemporalFocus:
    """Tag temporal expressions and store the years a document is about.

    nlp (Language): The pipeline.
    name (str): The component name.
    spans_key (str): Key in ``doc.spans`` for the expressions.
    prefer (str): "past", "future" or "nearest": how ambiguous dates ("March", "Friday") resolve.
    default_reference_date (Optional[str]): Anchor for docs without ``doc._.reference_date``: an ISO date,
        "today" (the date when the doc is processed) or None/"" (relative expressions then add no years).
    anchoring (str): What "In April", "June 10", "that year", "two years later" are read against: "auto"
        (default; decided per document, see ``spacy_tempoeval.normalize.discourse``), "reference" (the reference
        date) or "discourse" (the last explicit time the text mentioned, for history narratives).
    convention (str): "rag" (default): ranges count every year they span, open ranges ("since 2015", "from
        1999 to the present", "over the past three years", "now") run to the reference date. "timeml": as TimeML
        gold counts years (a range is its two end points; durations, "since 2015" beyond 2015 and "now" add none).
    bare_times (str): A clock time with no date in its sentence: "reference" (default: the reference date's
        day) or "unanchored" (``XXXX-XX-XXT09:30``, no year). A time beside a date always takes that date.
    narrow_modifiers (bool): "early/mid/late" keep only the first/middle/last third of the period.
    tense_cues (bool): Resolve a date without a year ("March 3", "Friday") in the direction the words around
        it point to ("reported" -> past, "will" -> future; cue words are lexicon macros TENSE_*).
    min_year, max_year (int): Years outside these bounds are dropped.
    use_builtin_rules (bool): Load the rules shipped with the package.
    rule_files (List[str]): Extra JSONL rule files, read when the component is built (tried before the
        built-in rules). For pipelines you move between machines use ``initialize(patterns=...)``.
    use_model_ents (bool): Also normalize DATE/TIME entities of an earlier NER component that no rule found.
    scorer (Optional[Callable]): The scoring method.
    """

    def __init__(
        self,
        nlp: Language,
        name: str = "temporal_focus",
        *,
        spans_key: str = DEFAULT_SPANS_KEY,
        prefer: str = "nearest",
        default_reference_date: Optional[str] = "today",
        anchoring: str = "auto",
        convention: str = "rag",
        bare_times: str = "reference",
        narrow_modifiers: bool = False,
        tense_cues: bool = True,
        min_year: int = -9999,
        max_year: int = 9999,
        use_builtin_rules: bool = True,
        rule_files: Sequence[str] = (),
        use_model_ents: bool = True,
        scorer: Optional[Callable] = score_focus_years,
    ) -> None:
        self.nlp = nlp
        self.name = name
        if not isinstance(spans_key, str) or not spans_key:
            raise TempoEvalError(Errors.E002.format(value=spans_key, name="spans_key", reason="a non-empty string"))
        self.spans_key = spans_key
        min_year, max_year = _check_year_bounds(min_year, max_year)
        for option, value, allowed in (("prefer", prefer, DIRECTIONS), ("anchoring", anchoring, ANCHORING_MODES),
                                       ("convention", convention, CONVENTIONS),
                                       ("bare_times", bare_times, BARE_TIMES)):
            if value not in allowed:
                raise TempoEvalError(Errors.E002.format(value=value, name=option,
                                                        reason=f"expected one of {', '.join(allowed)}"))
        self.settings = TaggerSettings(prefer=prefer, anchoring=anchoring, convention=convention,
                                       bare_times=bare_times, narrow_modifiers=narrow_modifiers,
                                       tense_cues=tense_cues, min_year=min_year, max_year=max_year)
        self.default_reference_date = self._check_default_ref(default_reference_date)
        self.use_builtin_rules = use_builtin_rules
        self.use_model_ents = use_model_ents
        self.scorer = scorer
        self.rule_files = [str(p) for p in rule_files]
        self._file_rules = RuleSet()  # the config's rule_files, read once here
        for path in self.rule_files:
            self._file_rules.extend(read_rule_file(path))
        self._builtin = builtin_rules() if use_builtin_rules else RuleSet()
        self.user_records: List[Dict[str, Any]] = []
        self._set_user_rules([], "<rule_files>", replace=True)

    # -- configuration -------------------------------------------------------------------------------------
    @staticmethod
    def _check_default_ref(value: Optional[str]) -> Optional[str]:
        if value in (None, "", "today", "none"):
            return None if value in ("", "none") else value
        parse_reference_date(value, field="default_reference_date")
        return value

    def _set_user_rules(self, records: Iterable[Dict[str, Any]], source: str, *, replace: bool) -> None:
        """Validate ``records``, rebuild the tagger with them, and only then make them the added rules: a bad
        record or rule set leaves the component as it was.

        replace (bool): Start from the config's ``rule_files`` only (True) or add to the rules added so far.
        """
        records = list(records)
        user = RuleSet()
        user.extend(self._file_rules if replace else self._user_rules)
        user.extend(parse_records(records, source))
        rules = user.overriding(self._builtin)  # user rules first; same id replaces, "disable" drops
        check_term_macros(rules)
        self.tagger = TemporalTagger(rules, self.settings)
        self._user_rules = user
        self.user_records = records if replace else self.user_records + records

    def add_rules(self, records: Iterable[Dict[str, Any]], source: str = "<add_rules>") -> None:
        """Add rule, macro or period records (dicts as in the JSONL files); they are saved with ``to_disk``.

        records (Iterable[dict]): The records.
        source (str): A name used in error messages.
        RAISES (RuleFileError): On an invalid record, naming the source, the record number and the field.
        """
        self._set_user_rules(records, source, replace=False)

    @property
    def rules(self) -> RuleSet:
        """All active rules and macros (user rules first)."""
        return self.tagger.ruleset

    def initialize(self, get_examples: Optional[Callable[[], Iterable[Example]]] = None, *,
                   nlp: Optional[Language] = None, patterns: Optional[Iterable[Dict[str, Any]]] = None) -> None:
        """Add rules from the ``[initialize.components.temporal_focus]`` block.

        patterns (Optional[Sequence[dict]]): Rule records, e.g. ``{"@readers": "srsly.read_jsonl.v1", ...}``.
        """
        if patterns:
            self._set_user_rules(patterns, "<initialize patterns>", replace=True)

    def clear_user_rules(self) -> None:
        """Forget the rules added through ``add_rules``/``initialize`` (config ``rule_files`` stay)."""
        self._set_user_rules([], "<clear_user_rules>", replace=True)

    # -- processing ----------------------------------------------------------------------------------------
    def reference_date_for(self, doc: Doc) -> Optional[_dt.date]:
        """The date anchoring ``doc``: its own ``doc._.reference_date`` or the configured default."""
        value = doc.user_data.get(REF_KEY)
        if value:
            return _dt.date.fromisoformat(value)
        if self.default_reference_date == "today":
            return _dt.date.today()
        if self.default_reference_date:
            return parse_reference_date(self.default_reference_date)
        return None

    def __call__(self, doc: Doc) -> Doc:
        """Tag ``doc``: fills ``doc.spans[spans_key]``, ``doc._.focus_years`` and ``doc._.timexes``."""
        ref = self.reference_date_for(doc)
        text = doc.text
        timexes = self.tagger.tag(text, ref)
        if self.use_model_ents and doc.ents:
            timexes = self._add_model_ents(doc, timexes, ref)
        spans: List[Span] = []
        kept: List[Timex] = []
        last_end = -1
        for t in timexes:
            span = doc.char_span(t.start, t.end, label=t.label, kb_id=t.value, span_id=t.rule,
                                 alignment_mode="expand")
            if span is None or span.start < last_end:
                continue
            if (span.start_char, span.end_char) != (t.start, t.end):
                # record the span's own offsets, so getters find the record from the span
                t = t._replace(start=span.start_char, end=span.end_char, text=text[span.start_char:span.end_char])
            spans.append(span)
            kept.append(t)
            last_end = span.end
        doc.spans[self.spans_key] = SpanGroup(doc, name=self.spans_key, spans=spans)
        focus = YearSet.union_all(t.years for t in kept)
        write_results(doc, [t.as_record() for t in kept], focus)
        return doc

    def _add_model_ents(self, doc: Doc, timexes: List[Timex], ref: Optional[_dt.date]) -> List[Timex]:
        from ..normalize.dateparse import parse_date_text
        from ..normalize.timex import timex_to_years

        taken = [(t.start, t.end) for t in timexes]
        extra = []
        for ent in doc.ents:
            if ent.label_ not in ("DATE", "TIME"):
                continue
            if any(s < ent.end_char and ent.start_char < e for s, e in taken):
                continue
            value = parse_date_text(ent.text, ref)
            if value is None:
                continue
            years = timex_to_years(value)
            extra.append(Timex(ent.start_char, ent.end_char, ent.text, ent.label_, value, None,
                               "model_ents+dateparser", years))
        return sorted(timexes + extra, key=lambda t: t.start)

    def pipe(self, stream: Iterable[Doc], *, batch_size: int = 128) -> Iterable[Doc]:
        """Process a stream of docs."""
        for doc in stream:
            yield self(doc)

    # -- scoring -------------------------------------------------------------------------------------------
    def score(self, examples: Iterable[Example], **kwargs: Any) -> Dict[str, Any]:
        """Year-set precision, recall and F1 (micro) and macro F1 against the gold docs' focus years.

        ``spacy evaluate`` (spaCy's ``Corpus``) builds each predicted doc with ``nlp.make_doc(text)``, which
        drops the gold doc's ``user_data`` and with it the reference date. A predicted doc that has no
        reference date while its gold doc has one is given the gold doc's date and tagged again here, so
        relative expressions anchor as in the gold data.

        examples (Iterable[Example]): The examples; gold years on ``example.reference``.
        RETURNS (Dict[str, Any]): The scores (see ``spacy_tempoeval.pipeline.scorer``).
        """
        if self.scorer is None:
            return {}
        examples = list(examples)
        for eg in examples:
            self._align_reference_date(eg)
        kwargs["spans_key"] = self.spans_key
        return self.scorer(examples, **kwargs)

    def _align_reference_date(self, example: Example) -> None:
        gold_ref = example.reference.user_data.get(REF_KEY)
        if gold_ref and example.predicted.user_data.get(REF_KEY) is None:
            example.predicted.user_data[REF_KEY] = gold_ref
            self(example.predicted)

    # -- serialization -------------------------------------------------------------------------------------
    def _cfg(self) -> Dict[str, Any]:
        return {"spans_key": self.spans_key}

    def to_bytes(self, *, exclude: Iterable[str] = tuple()) -> bytes:
        """Serialize the added rules."""
        serializers = {"rules": lambda: srsly.json_dumps(self.user_records),
                       "cfg": lambda: srsly.json_dumps(self._cfg())}
        return to_bytes(serializers, exclude)

    def from_bytes(self, bytes_data: bytes, *, exclude: Iterable[str] = tuple()) -> "TemporalFocus":
        """Restore the added rules (replacing any present)."""
        data: Dict[str, Any] = {}
        deserializers = {"rules": lambda b: data.__setitem__("rules", srsly.json_loads(b)),
                         "cfg": lambda b: data.__setitem__("cfg", srsly.json_loads(b))}
        from_bytes(bytes_data, deserializers, exclude)
        self._restore(data.get("rules"))
        return self

    def to_disk(self, path: Union[str, Path], *, exclude: Iterable[str] = tuple()) -> None:
        """Write the added rules to ``path/rules.jsonl``."""
        path = ensure_path(path)
        serializers = {RULES_FILE: lambda p: srsly.write_jsonl(p, self.user_records),
                       CFG_FILE: lambda p: srsly.write_json(p, self._cfg())}
        to_disk(path, serializers, exclude)

    def from_disk(self, path: Union[str, Path], *, exclude: Iterable[str] = tuple()) -> "TemporalFocus":
        """Read the added rules from ``path/rules.jsonl`` (replacing any present)."""
        path = ensure_path(path)
        data: Dict[str, Any] = {}

        def read_rules(p: Path) -> None:
            if p.exists():
                data["rules"] = list(srsly.read_jsonl(p))

        from_disk(path, {RULES_FILE: read_rules, CFG_FILE: lambda p: None}, exclude)
        self._restore(data.get("rules"))
        return self

    def _restore(self, records: Optional[List[Dict[str, Any]]]) -> None:
        if records or self.user_records:  # nothing added before or now: the tagger is already right
            self._set_user_rules(records or [], "<saved rules>", replace=True)
