"""The kind of time a query asks about, read from the tagger's provenance, and scores broken down by it.

Every expression the tagger finds records the id of the rule behind it (``doc._.timexes[i]["rule"]``,
``span._.timex_rule``); an expression that a composition operator built ("after World War II") has the ids of
its parts joined by ``+`` and the operator's relation (``period_ww2+after``). The rule itself (its value and
range templates, its anchor) says how the value was made:

==============  ===========================================================================================
kind            the query's time is ...
==============  ===========================================================================================
``composed``    built by an operator around another time: "after World War II", "before 2010" (a ``+`` id)
``relative``    counted from the day the question was asked: "last year", "3 years ago", "since 2015",
                "in March" (a template reading ``REF`` or an unknown year ``XXXX``, or a rule anchored to
                the story's time: "two years later")
``named``       a named event or period of the gazetteer: "the Great Depression", "the Obama presidency"
                (a period entry, or an event dated by the LLM fallback: rule ``llm:<model>``)
``explicit``    written out: "2019", "March 2020", "the 1990s", "between 2001 and 2003"
``none``        no expression with years ("Tell me about cats")
``unknown``     the query was not read: the record gives its years (``qft``) or has no query text, or no
                metric of the run reads the query
==============  ===========================================================================================

A query with several expressions takes the first kind of ``composed``, ``relative``, ``named``, ``explicit``
among them (the hardest part of the question names it). Independently of the kind, a text *depends on the
date* when any of its expressions comes from a rule whose value reads the reference date (``REF``, ``XXXX``,
a two-digit year, a narrative anchor, dateparser), or names a period (alone or inside a composition) that was
still going on at the earliest date considered: the tagger reads a period as of the reference date (up to
that year while it goes on, nothing before it began), so "the Obama presidency" means 2009-2017 in 2020 but
2009-2012 in 2012. Those are the texts ``evaluate(as_of=...)`` re-tags.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Dict, Iterable, List, NamedTuple, Sequence, Tuple

KINDS = ("explicit", "relative", "named", "composed", "none", "unknown")
PRECEDENCE = ("composed", "relative", "named", "explicit")
#: template filters that read the reference date (see ``rules.template``)
DATE_FILTERS = ("|year2", "|decade2", "|century_start", "|dateparse")
_SURROGATE = re.compile("[\ud800-\udfff]")
_EXPLICIT_VALUE = re.compile(r"-?\d{2,4}(?:[-/][\dA-Z]+)*")


class TextTime(NamedTuple):
    """What the provenance of one text says: the kind of its time and whether its years depend on the date."""

    kind: str
    depends_on_date: bool


class _RuleInfo(NamedTuple):
    kind: str
    depends_on_date: bool


_TABLES: Dict[int, Tuple[Any, int, Dict[str, _RuleInfo]]] = {}


def _component(nlp: Any) -> Any:
    for _, pipe in getattr(nlp, "pipeline", []):
        if getattr(getattr(pipe, "tagger", None), "ruleset", None) is not None:
            return pipe
    return None


def _rule_info(rule: Any) -> _RuleInfo:
    """Kind and date dependence of one rule, from its record and templates."""
    if "phrases" in getattr(rule, "record", {}):
        return _RuleInfo("named", False)
    sources = [t.source for t in (rule.value, rule.range, rule.mod) if t is not None]
    relative = rule.anchor == "narrative" or any("REF" in s or "XXXX" in s for s in sources)
    depends = relative or any(f in s for s in sources for f in DATE_FILTERS)
    return _RuleInfo("relative" if relative else "explicit", depends)


def rule_table(nlp: Any) -> Dict[str, Any]:
    """Rule id -> (kind, depends_on_date) for every rule of the pipeline's ``temporal_focus`` (built once per
    rule set; empty when the pipeline has no such component)."""
    pipe = _component(nlp)
    if pipe is None:
        return {}
    ruleset = pipe.tagger.ruleset
    cached = _TABLES.get(id(ruleset))
    if cached is None or cached[0] is not ruleset or cached[1] != len(ruleset.rules):  # rules added since
        cached = (ruleset, len(ruleset.rules), {r.id: _rule_info(r) for r in ruleset.rules if r.label != "IGNORE"})
        _TABLES[id(ruleset)] = cached
    return cached[2]


def expression_time(rule_id: str, value: str, table: Mapping[str, Any], last_year: int | None = None,
                    earliest_year: int | None = None) -> TextTime:
    """The kind of one expression (rule id and value as ``doc._.timexes`` records them) and whether it
    depends on the reference date.

    last_year (Optional[int]): The last of the expression's years (None: it has none).
    earliest_year (Optional[int]): The year of the earliest reference date considered: a named period whose
        years reach it depends on the date (None: every named period may).
    """
    parts = rule_id.split("+")
    infos = [table[p] for p in parts if p in table]
    named = rule_id.startswith("llm:") or any(info.kind == "named" for info in infos)
    ongoing = named and (earliest_year is None or (last_year is not None and last_year >= earliest_year))
    depends = ongoing or any(info.depends_on_date for info in infos)
    if len(parts) > 1:
        return TextTime("composed", depends)
    if rule_id.startswith("llm:"):
        return TextTime("named", depends)
    if infos:
        return TextTime(infos[0].kind, depends)
    explicit = _EXPLICIT_VALUE.fullmatch(value or "") is not None  # a model entity or an unknown user rule
    return TextTime("explicit" if explicit else "relative", not explicit)


def text_time(timexes: Iterable[Mapping[str, Any]], table: Mapping[str, Any],
              earliest_year: int | None = None) -> TextTime:
    """The kind of a text's time (``none`` when no expression has years) and whether any of its expressions
    depends on the reference date (see ``expression_time``)."""
    kinds = set()
    depends = False
    for t in timexes:
        years = t.get("years") or ()
        last = max((int(b) for _, b in years), default=None)
        one = expression_time(str(t.get("rule") or ""), str(t.get("value") or ""), table, last, earliest_year)
        depends = depends or one.depends_on_date
        if t.get("years"):
            kinds.add(one.kind)
    kind = next((k for k in PRECEDENCE if k in kinds), "none")
    return TextTime(kind, depends)


def _pipeline(nlp: Any) -> Any:
    if nlp is None:
        from ..core import get_default_nlp

        return get_default_nlp()
    return nlp


def text_times(texts: Sequence[Tuple[str, Any]], *, nlp: Any = None, batch_size: int = 256,
               earliest_year: int | None = None) -> List[TextTime]:
    """``text_time`` of each (text, reference date), in one ``nlp.pipe`` pass over the distinct pairs.

    texts (Sequence[Tuple[str, Any]]): (text, reference date or None for the pipeline's default).
    nlp (Optional[Language]): The pipeline (the shared default when None).
    earliest_year (Optional[int]): See ``expression_time``.
    RETURNS (List[TextTime]): One per pair.
    """
    nlp = _pipeline(nlp)
    table = rule_table(nlp)
    distinct = list(dict.fromkeys(texts))
    docs = []
    for text, ref in distinct:
        doc = nlp.make_doc(_SURROGATE.sub("\ufffd", text))
        if ref is not None:
            doc._.reference_date = ref
        docs.append(doc)
    piped = nlp.pipe(docs, batch_size=batch_size)
    found = {pair: text_time(doc._.timexes, table, earliest_year) for pair, doc in zip(distinct, piped)}
    return [found[pair] for pair in texts]


def query_kinds(records: Sequence[Mapping[str, Any]], *, nlp: Any = None, reference_date: Any = None,
                batch_size: int = 256) -> List[str]:
    """Per record, the kind of its query's time (``unknown`` for a record without a query text).

    Each query is read against the record's ``reference_date``, else ``reference_date``, as ``evaluate``
    reads it.
    """
    return QueryKinds(records, reference_date, nlp).result(batch_size=batch_size, tag_missing=True)


class QueryKinds:
    """The kinds of a run's queries, read from the Docs of ``evaluate``'s one tagging pass (``see`` is its
    ``on_text``): no text is tagged twice, and none only for its kind. A query that pass did not tag (the record
    gives ``qft``, or no metric reads the query) is of kind ``unknown``; ``result(tag_missing=True)`` tags
    those too."""

    def __init__(self, records: Sequence[Mapping[str, Any]], reference_date: Any = None, nlp: Any = None,
                 keep: Dict[Tuple[str, Any], Any] | None = None,
                 found: Dict[Tuple[str, Any], TextTime] | None = None) -> None:
        self.nlp = nlp
        self.keep = keep  # (text, reference date) -> doc._.timexes of every tagged text (for evaluate(as_of=...))
        self.wanted = [(rec["query"], rec.get("reference_date", reference_date)) if isinstance(rec.get("query"), str)
                       else None for rec in records]
        self.keys = {key for key in self.wanted if key is not None}
        # query -> its time; shared by the chunks of a streamed run (a query met again is not re-read)
        self.found: Dict[Tuple[str, Any], TextTime] = {} if found is None else found
        self.table: Mapping[str, Any] | None = None

    def wants(self, key: Tuple[str, Any]) -> bool:
        """Whether the tagging pass must hand this text's Doc to ``see``: a query's, or every text's with ``keep``."""
        return self.keep is not None or (key in self.keys and key not in self.found)

    def see(self, key: Tuple[str, Any], doc: Any) -> None:
        """Keep the kind of a tagged text that is a query (and every text's expressions when ``keep`` is set).
        ``doc`` is its Doc, or the list of its expressions (``temporal_focus.expressions_of``)."""
        timexes = doc if isinstance(doc, list) else doc._.timexes
        if self.keep is not None:
            self.keep[key] = timexes
        if key in self.keys and key not in self.found:
            if self.table is None:
                self.table = rule_table(_pipeline(self.nlp))
            self.found[key] = text_time(timexes, self.table)

    def result(self, *, batch_size: int = 256, tag_missing: bool = False) -> List[str]:
        """Per record, the kind of its query's time (``unknown`` without a query text, or for a query that was
        not tagged unless ``tag_missing``)."""
        left = [key for key in dict.fromkeys(self.wanted) if key is not None and key not in self.found]
        if left and tag_missing:
            self.found.update(zip(left, text_times(left, nlp=self.nlp, batch_size=batch_size)))
        unknown = TextTime("unknown", False)
        return ["unknown" if key is None else self.found.get(key, unknown).kind for key in self.wanted]


def by_kind(result: Any) -> Dict[str, Dict[str, Dict[str, Any]]]:
    """Metric (``col`` or ``col [mode]`` as ``summary_aggregates`` splits it) -> kind -> {"mean", "count",
    "n_not_applicable", "n_records"} over the records of that kind (and mode); kinds without records left
    out, in the order of ``KINDS``. Read from the result's ``tally`` (counted as the run was scored)."""
    return result.tally.by_kind(result.summary_aggregates(), KINDS)


def kind_counts(result: Any) -> Dict[str, int]:
    """Kind -> how many records ask about that kind of time (kinds without records left out)."""
    kinds = getattr(result, "time_kinds", None) or []
    return {k: kinds.count(k) for k in KINDS if k in kinds}


__all__ = ["KINDS", "TextTime", "QueryKinds", "rule_table", "expression_time", "text_time", "text_times", "query_kinds",
           "by_kind", "kind_counts"]
