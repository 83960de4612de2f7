"""Rule records: parsing and validating the JSONL records linguists edit (``rules.files`` reads them from disk).

A rule file is JSONL; each line is one of three kinds, told apart by its keys:

``pattern`` rule
    ``{"id": "date_month_day_year", "label": "DATE", "pattern": "(?P<m>{MONTH})\\.? (?P<d>\\d{1,2}), (?P<y>\\d{4})",
    "value": "{y|year}-{m|term:MONTH}-{d|day}", "examples": ["March 3, 2021"]}``.
    ``pattern`` is a Python regular expression, case-insensitive unless ``"case_sensitive": true``; ``{MACRO}``
    inserts a macro. ``label`` is DATE, TIME, DURATION, SET, or IGNORE (a guard: its match blocks others, as in
    "$2020" or "room 2020"). ``value`` and ``mod`` are templates (see ``template.py``); ``range`` gives the years
    a DURATION is anchored to ("the past five years"). ``anchor`` is ``"reference"`` (default) or ``"narrative"``
    (the words point back to a time the text told of: "that year", "two years later"; see
    ``normalize/discourse.py``). ``era`` is ``"fixed"`` (default) or ``"context"``: a bare number year ("in 476")
    is BC when the text is telling of a time BC. ``examples`` must each be matched in full by their rule (checked
    on load when ``validate`` is on: the component's option, ``read_rule_file`` and ``builtin_rules`` arguments;
    [E120]); ``counter_examples`` are texts the rule must not match (checked likewise, [E099]); ``priority``
    (int, default 0) orders rules, higher first; ``boundary`` (default true) requires the
    match to end at a word boundary; ``comment`` is free text.
``macro``
    ``{"macro": "MONTH", "terms": {"january": "01", "jan": "01"}}`` (words and their normalized values) or
    ``{"macro": "YEAR4", "regex": "[12]\\d{3}"}``. Lines for the same macro add to it.
``disable``
    ``{"disable": ["month_bare"]}`` switches off rules by id (in a user file: built-in rules). A user rule with
    the id of a built-in rule replaces it.
``period`` (gazetteer of named events and periods)
    ``{"id": "wwii", "phrases": ["World War II", "WWII"], "value": "1939/1945"}`` or with ``"start"``/``"end"``
    (years; BCE years are negative and there is no year 0). ``phrases`` are the event's names (its aliases),
    matched in any case, with or without a leading article (the words of the lexicon macro PERIOD_ARTICLE, "the"
    in English, defined before the periods); ``cased_phrases`` are names matched only as written
    (or in capitals), for names whose lower-case form is an ordinary phrase ("the Great War", not "a great
    war"). A name that needs its article spells it ("the Troubles"). Optional: ``kind`` (one of ``KINDS``),
    ``region`` (one of ``REGIONS``), ``source`` (the reference work the years come from), ``disambiguation``
    (what the entry is told apart from, and which ambiguous names were left out on purpose) and
    ``counter_examples`` (texts the entry must not match). A name may belong to one entry only (E098), compared
    without case, a leading article and hyphens; an entry may repeat its own names.

Errors name the file, the line and the field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Dict, FrozenSet, Iterable, List, Set, Tuple, Union

from ..errors import Errors, RuleFileError
from ..normalize.calendar import timex_year
from ..util.jsonl import LineProblem, iter_jsonl_bytes
from . import words as W
from .template import Template

LABELS = ("DATE", "TIME", "DURATION", "SET", "IGNORE")
ANCHORS = ("reference", "narrative")
ERAS = ("fixed", "context")
RULE_KEYS = {"id", "label", "pattern", "value", "mod", "range", "anchor", "era", "examples", "counter_examples",
             "priority", "boundary", "case_sensitive", "comment"}
MACRO_KEYS = {"macro", "terms", "regex", "comment"}
DISABLE_KEYS = {"disable", "comment"}
PERIOD_KEYS = {"id", "phrases", "cased_phrases", "value", "start", "end", "label", "comment", "examples",
               "counter_examples", "case_sensitive", "kind", "region", "source", "disambiguation"}
# What a gazetteer entry is. Epidemics count as "pandemic", uprisings, coups and protest waves as "revolution",
# governments of a prime minister or chancellor and dictatorships as "premiership"/"regime".
KINDS = ("war", "battle", "presidency", "premiership", "regime", "reign", "dynasty", "empire", "era",
         "revolution", "pandemic", "economic_crisis", "political_crisis", "disaster", "attack", "genocide",
         "treaty", "movement", "sports_event", "space_mission", "event")
REGIONS = ("world", "europe", "north_america", "latin_america", "africa", "middle_east", "south_asia",
           "east_asia", "southeast_asia", "central_asia", "oceania")
MACRO_REF = re.compile(r"\{([A-Z][A-Z0-9_]*)\}")
GROUP_NAME = re.compile(r"\(\?P<([A-Za-z_][A-Za-z0-9_]*)>")


@dataclass
class Rule:
    """One pattern rule, validated (macros not yet expanded)."""

    id: str
    label: str
    pattern: str
    value: Template | None
    mod: Template | None = None
    range: Template | None = None
    anchor: str = "reference"
    era: str = "fixed"
    examples: List[str] = field(default_factory=list)
    priority: int = 0
    boundary: bool = True
    case_sensitive: bool = False
    source: str = "<rules>"
    line: int | None = None
    record: Dict[str, Any] = field(default_factory=dict)

    @property
    def where(self) -> str:
        return self.source if self.line is None else f"{self.source}, line {self.line}"


@dataclass
class RuleSet:
    """Everything read from rule files: rules (periods become rules) and macros."""

    rules: List[Rule] = field(default_factory=list)
    terms: Dict[str, Dict[str, str]] = field(default_factory=dict)
    regexes: Dict[str, str] = field(default_factory=dict)
    records: List[Dict[str, Any]] = field(default_factory=list)  # the raw records, for serialization
    disabled: Set[str] = field(default_factory=set)  # ids of (built-in) rules switched off by ``disable`` lines
    # gazetteer names (normalized, see ``alias_key``) -> (rule id, where): a name belongs to one entry only
    aliases: Dict[str, Tuple[str, str]] = field(default_factory=dict)
    # rule id -> where it was defined; kept in step with ``rules`` by ``extend`` (rebuilt if rules were set directly)
    _ids: Dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def words(self, macro: str) -> FrozenSet[str]:
        """The terms of a lexicon macro, lower-cased (language data the engine reads, such as NO_ANCHOR_AFTER or
        ANCHOR_SUFFIXES); empty when the pack does not define it."""
        return frozenset(w.lower() for w in self.terms.get(macro, {}))

    def overriding(self, base: RuleSet) -> RuleSet:
        """These rules in front of ``base``: a rule here with the id of a ``base`` rule replaces it, and ids in
        ``disabled`` drop ``base`` rules (how a user file changes or switches off a built-in rule)."""
        mine = {r.id for r in self.rules}
        kept = RuleSet(rules=[r for r in base.rules if r.id not in mine and r.id not in self.disabled],
                       terms={k: dict(v) for k, v in base.terms.items()}, regexes=dict(base.regexes))
        out = RuleSet()
        out.extend(self)
        out.extend(kept, check_aliases=False)  # a user entry may reuse a built-in name: it is tried first
        out.disabled = set(self.disabled)
        return out

    def extend(self, other: RuleSet, check_aliases: bool = True) -> None:
        """Add ``other``'s rules, macros and records after these.

        check_aliases (bool): Raise [E098] when a gazetteer name of ``other`` already belongs to another entry.
        RAISES (RuleFileError): [E012] on a duplicate rule id, [E098] on a duplicate gazetteer name.
        """
        if len(self._ids) != len(self.rules):
            self._ids = {r.id: r.where for r in self.rules}
        seen = self._ids  # checked before anything changes, without a copy (a copy per line was quadratic)
        new: Dict[str, str] = {}
        for r in other.rules:
            first = seen.get(r.id) or new.get(r.id)
            if first is not None:
                raise RuleFileError(Errors.E012.format(rule_id=r.id, first=first), path=r.source,
                                    line=r.line, field="id")
            new[r.id] = r.where
        if check_aliases:
            for key, (rule_id, _) in other.aliases.items():
                first = self.aliases.get(key)
                if first is not None and first[0] != rule_id:
                    rule = next(r for r in other.rules if r.id == rule_id)
                    raise RuleFileError(Errors.E098.format(alias=key, rule_id=rule_id, other=first[0],
                                                           first=first[1]), path=rule.source, line=rule.line,
                                        field="phrases")
        for key, owner in other.aliases.items():
            self.aliases.setdefault(key, owner)
        self.rules.extend(other.rules)
        seen.update(new)
        for name, table in other.terms.items():
            self.terms.setdefault(name, {}).update(table)
        for name, rx in other.regexes.items():
            self.regexes[name] = rx
        self.records.extend(other.records)
        self.disabled |= other.disabled


def _expect(record: Dict[str, Any], key: str, types: Union[type, Tuple[type, ...]], expected: str,
            where: Tuple[str, int]) -> Any:
    value = record[key]
    if not isinstance(value, types) or isinstance(value, bool) and bool not in (
        types if isinstance(types, tuple) else (types,)
    ):
        raise RuleFileError(Errors.E011.format(key=key, expected=expected, value=value), path=where[0],
                            line=where[1], field=key)
    return value


def _check_keys(record: Dict[str, Any], allowed: set, required: Iterable[str], where: Tuple[str, int]) -> None:
    for key in record:
        if key not in allowed:
            raise RuleFileError(Errors.E003.format(key=key, allowed=", ".join(sorted(allowed))), path=where[0],
                                line=where[1], field=key)
    for key in required:
        if key not in record:
            raise RuleFileError(Errors.E004.format(key=key), path=where[0], line=where[1], field=key)


def _template(record: Dict[str, Any], key: str, groups: set, where: Tuple[str, int]) -> Template | None:
    if key not in record:
        return None
    source = _expect(record, key, str, "a string", where)
    try:
        tpl = Template(source)
    except ValueError as err:
        raise RuleFileError(Errors.E008.format(template=source, reason=err), path=where[0], line=where[1],
                            field=key) from None
    # slot groups, and the group a "complete:G" filter reads
    used = list(tpl.groups) + [seg[2] for seg in tpl.segments if not isinstance(seg, str) and seg[1] == "complete"]
    for g in used:
        if g != "0" and g not in groups:
            reason = f"group '{g}' is not defined in the pattern (groups: {', '.join(sorted(groups)) or 'none'})"
            raise RuleFileError(Errors.E008.format(template=source, reason=reason), path=where[0], line=where[1],
                                field=key)
    return tpl


def _check_pattern(pattern: str, where: Tuple[str, int]) -> None:
    """Reject a pattern that does not compile or that matches the empty text (it would shadow every rule).

    Macros are not expanded yet (they may come from another file), so each stands in as one letter here.
    """
    probe = MACRO_REF.sub("(?:x)", pattern)
    try:
        compiled = re.compile(probe, re.IGNORECASE)
    except re.error as err:
        raise RuleFileError(Errors.E006.format(reason=err), path=where[0], line=where[1], field="pattern") from None
    if compiled.fullmatch("") is not None:
        raise RuleFileError(Errors.E011.format(key="pattern", expected="a regex that cannot match the empty text",
                                               value=pattern), path=where[0], line=where[1], field="pattern")


def parse_rule(record: Dict[str, Any], where: Tuple[str, int]) -> Rule:
    """Validate one pattern-rule record."""
    _check_keys(record, RULE_KEYS, ("id", "label", "pattern"), where)
    rule_id = _expect(record, "id", str, "a string", where)
    label = _expect(record, "label", str, "a string", where)
    if label not in LABELS:
        raise RuleFileError(Errors.E011.format(key="label", expected=f"one of {', '.join(LABELS)}", value=label),
                            path=where[0], line=where[1], field="label")
    pattern = _expect(record, "pattern", str, "a string", where)
    if not pattern.strip():
        raise RuleFileError(Errors.E011.format(key="pattern", expected="a non-empty regex", value=pattern),
                            path=where[0], line=where[1], field="pattern")
    _check_pattern(pattern, where)
    groups = set(GROUP_NAME.findall(pattern))
    if label != "IGNORE" and "value" not in record:
        raise RuleFileError(Errors.E004.format(key="value"), path=where[0], line=where[1], field="value")
    anchor = record.get("anchor", "reference")
    if anchor not in ANCHORS:
        raise RuleFileError(Errors.E011.format(key="anchor", expected=f"one of {', '.join(ANCHORS)}", value=anchor),
                            path=where[0], line=where[1], field="anchor")
    era = record.get("era", "fixed")
    if era not in ERAS:
        raise RuleFileError(Errors.E011.format(key="era", expected=f"one of {', '.join(ERAS)}", value=era),
                            path=where[0], line=where[1], field="era")
    examples = _texts(record, "examples", where)
    _texts(record, "counter_examples", where)
    priority = record.get("priority", 0)
    if not isinstance(priority, int) or isinstance(priority, bool):
        raise RuleFileError(Errors.E011.format(key="priority", expected="an integer", value=priority),
                            path=where[0], line=where[1], field="priority")
    for key in ("boundary", "case_sensitive"):
        if key in record and not isinstance(record[key], bool):
            raise RuleFileError(Errors.E011.format(key=key, expected="true or false", value=record[key]),
                                path=where[0], line=where[1], field=key)
    return Rule(
        id=rule_id, label=label, pattern=pattern,
        value=_template(record, "value", groups, where), mod=_template(record, "mod", groups, where),
        range=_template(record, "range", groups, where), anchor=anchor, era=era, examples=list(examples),
        priority=priority, boundary=record.get("boundary", True),
        case_sensitive=record.get("case_sensitive", False), source=where[0], line=where[1], record=record,
    )


ARTICLE_MACRO = W.PERIOD_ARTICLE  # the lexicon macro of the words a gazetteer name may start with


def leading_article(text: str, articles: Iterable[str]) -> int:
    """How many characters of ``text`` a leading article (one of ``articles``, lower case) and the blanks
    after it take, or 0: ``leading_article("the Cold War", {"the"}) == 4``."""
    if not articles:
        return 0
    m = re.match(r"([^\W\d_]+)[\s\-]+", text)
    return m.end() if m and m.group(1).lower() in articles else 0


def alias_key(phrase: str, articles: Iterable[str] = ()) -> str:
    """A gazetteer name as compared for uniqueness: lower case, without a leading article (the pack's
    PERIOD_ARTICLE words: "the" in English), spaces and hyphens as one blank ("The Cold War" and "cold-war" are
    the same name)."""
    key = re.sub(r"[\s\-]+", " ", phrase.strip().lower())
    return key[leading_article(key, articles):]


def article_regex(articles: Iterable[str]) -> str:
    """The regex of one leading article and its blanks (``(?:(?:the)\\s+)``), or "" when there are none."""
    words = sorted(articles, key=lambda w: (-len(w), w))
    return "(?:(?:" + "|".join(re.escape(w) for w in words) + ")\\s+)" if words else ""


def _phrase_regex(phrase: str, cased: bool, articles: FrozenSet[str]) -> str:
    """The regex of one gazetteer name: spaces match spaces or hyphens; a cased name matches as written or in
    capitals, and its leading article in any case ("The Troubles" at the start of a sentence)."""
    phrase = phrase.strip()

    def body(text: str) -> str:  # a run of blanks and hyphens is one separator: "[\\s-]+" twice in a row
        text = re.sub(r"[\s\-]+", " ", text)  # would backtrack polynomially on a long run of blanks
        return re.sub(r"\\[ \-]|[ \-]", r"[\\s-]+", re.escape(text))

    cut = leading_article(phrase, articles)
    if not cased:  # the pattern's optional article covers a leading one (a required one would be tried too late)
        return body(phrase[cut:])
    article = "(?:" + re.escape(phrase[:cut].rstrip(" \t\n-")) + "\\s+)" if cut else ""
    phrase = phrase[cut:]
    forms = [body(phrase)] + ([body(phrase.upper())] if phrase.upper() != phrase else [])
    return article + "(?-i:" + "|".join(forms) + ")"


def _texts(record: Dict[str, Any], key: str, where: Tuple[str, int]) -> List[str]:
    """A rule's ``examples`` / ``counter_examples``: a list of strings ([E011] naming the field otherwise)."""
    values = record.get(key, [])
    if not isinstance(values, list) or not all(isinstance(e, str) for e in values):
        raise RuleFileError(Errors.E011.format(key=key, expected="a list of strings", value=values),
                            path=where[0], line=where[1], field=key)
    return values


def _string_list(record: Dict[str, Any], key: str, where: Tuple[str, int], required: bool = False) -> List[str]:
    values = record.get(key, [])
    if (not isinstance(values, list) or (required and not values)
            or not all(isinstance(p, str) and p.strip() for p in values)):
        expected = "a non-empty list of strings" if required or key == "phrases" else "a list of non-empty strings"
        raise RuleFileError(Errors.E011.format(key=key, expected=expected, value=values), path=where[0],
                            line=where[1], field=key)
    return values


def _period_years(record: Dict[str, Any], where: Tuple[str, int]) -> str:
    """The TIMEX3 value of a gazetteer entry, from ``value`` or from ``start``/``end`` (checked)."""
    if "value" in record:
        return _expect(record, "value", str, "a string", where)
    if "start" not in record or "end" not in record:
        raise RuleFileError(Errors.E004.format(key="value' (or 'start' and 'end"), path=where[0], line=where[1],
                            field="value")
    start = _expect(record, "start", int, "an integer year", where)
    end = _expect(record, "end", int, "an integer year", where)
    for key, year in (("start", start), ("end", end)):
        if year == 0:
            raise RuleFileError(Errors.E096.format(reason="there is no year 0 (1 BC is -1, AD 1 is 1)"),
                                path=where[0], line=where[1], field=key)
        if not -9999 <= year <= 9999:
            raise RuleFileError(Errors.E096.format(reason=f"year {year} is outside -9999..9999"), path=where[0],
                                line=where[1], field=key)
    if start > end:
        raise RuleFileError(Errors.E096.format(reason=f"start {start} is after end {end}"), path=where[0],
                            line=where[1], field="end")
    return f"{timex_year(start)}/{timex_year(end)}" if start != end else timex_year(start)


def parse_period(record: Dict[str, Any], where: Tuple[str, int], articles: Iterable[str] = ()) -> Rule:
    """Turn a gazetteer record into a pattern rule matching any of its names.

    record (Dict[str, Any]): The record (see the module docstring for its keys).
    where (Tuple[str, int]): File and line, for error messages.
    articles (Iterable[str]): The words a name may start with (the pack's PERIOD_ARTICLE macro, lower case):
        optional before every name, and left out of the uncased names.
    RETURNS (Rule): A DATE rule (priority 1) whose ``record`` is the gazetteer record.
    RAISES (RuleFileError): [E003]/[E004]/[E011] on bad keys or types, [E096] on bad years, [E097] on an unknown
        kind or region.
    """
    _check_keys(record, PERIOD_KEYS, ("id", "phrases"), where)
    _expect(record, "id", str, "a string", where)
    phrases = _string_list(record, "phrases", where)
    cased = _string_list(record, "cased_phrases", where)
    if not phrases and not cased:
        raise RuleFileError(Errors.E011.format(key="phrases", expected="a non-empty list of strings (or names in "
                                               "'cased_phrases')", value=record["phrases"]), path=where[0],
                            line=where[1], field="phrases")
    _string_list(record, "counter_examples", where)
    value = _period_years(record, where)
    for key, known in (("kind", KINDS), ("region", REGIONS)):
        if key in record and record[key] not in known:
            raise RuleFileError(Errors.E097.format(key=key, value=record[key], known=", ".join(known)),
                                path=where[0], line=where[1], field=key)
    for key in ("source", "disambiguation"):
        if key in record:
            _expect(record, key, str, "a string", where)
    # longest name first: the first alternative that matches wins ("Black Summer bushfires", not "Black Summer")
    by_length = sorted([(p, False) for p in phrases] + [(p, True) for p in cased], key=lambda pc: -len(pc[0]))
    articles = frozenset(articles)
    alternatives = list(dict.fromkeys(_phrase_regex(p, c, articles) for p, c in by_length))
    label = record.get("label", "DATE")
    if label not in LABELS or label == "IGNORE":
        raise RuleFileError(Errors.E011.format(key="label", expected="one of DATE, TIME, DURATION, SET",
                                               value=label), path=where[0], line=where[1], field="label")
    examples = record.get("examples", list(phrases) + list(cased))
    if "examples" in record:
        _string_list(record, "examples", where)
    case_sensitive = record.get("case_sensitive", False)
    if not isinstance(case_sensitive, bool):
        raise RuleFileError(Errors.E011.format(key="case_sensitive", expected="true or false", value=case_sensitive),
                            path=where[0], line=where[1], field="case_sensitive")
    # the names are escaped text, so the pattern needs none of the regex checks of ``parse_rule``
    # the article is optional, and in any case also in a case-sensitive entry ("La Transición", "la Transición")
    article = article_regex(articles)
    if article and case_sensitive:
        article = "(?i:" + article + ")"
    return Rule(id=record["id"], label=label, pattern=(article + "?" if article else "") + "(?:"
                + "|".join(alternatives) + ")",
                value=_template(record, "value", set(), where) if "value" in record else Template(value),
                examples=list(examples), priority=1, case_sensitive=case_sensitive, source=where[0],
                line=where[1], record=record)


def parse_macro(record: Dict[str, Any], where: Tuple[str, int]) -> Tuple[str, Dict[str, str], str | None]:
    """Validate a macro record: (name, terms, regex)."""
    _check_keys(record, MACRO_KEYS, ("macro",), where)
    name = _expect(record, "macro", str, "a string", where)
    if not re.fullmatch(r"[A-Z][A-Z0-9_]*", name):
        raise RuleFileError(Errors.E011.format(key="macro", expected="an UPPER_CASE name", value=name),
                            path=where[0], line=where[1], field="macro")
    if ("terms" in record) == ("regex" in record):
        raise RuleFileError(Errors.E024, path=where[0],
                            line=where[1], field="terms")
    if "terms" in record:
        terms = record["terms"]
        if isinstance(terms, list):
            terms = {t: t for t in terms}
        if not isinstance(terms, dict) or not all(isinstance(k, str) and isinstance(v, (str, int))
                                                  for k, v in terms.items()):
            raise RuleFileError(Errors.E011.format(key="terms", expected="an object of word -> value",
                                                   value=terms), path=where[0], line=where[1], field="terms")
        return name, {k.strip().lower(): str(v) for k, v in terms.items()}, None
    rx = _expect(record, "regex", str, "a string", where)
    try:
        re.compile(rx)
    except re.error as err:
        raise RuleFileError(Errors.E006.format(reason=err), path=where[0], line=where[1], field="regex") from None
    return name, {}, rx


def parse_disable(record: Dict[str, Any], where: Tuple[str, int]) -> Set[str]:
    """Validate a ``{"disable": "rule_id"}`` (or a list of ids) line."""
    _check_keys(record, DISABLE_KEYS, ("disable",), where)
    ids = record["disable"]
    ids = [ids] if isinstance(ids, str) else ids
    if not isinstance(ids, list) or not ids or not all(isinstance(i, str) and i for i in ids):
        raise RuleFileError(Errors.E011.format(key="disable", expected="a rule id or a list of rule ids",
                                               value=record["disable"]), path=where[0], line=where[1],
                            field="disable")
    return set(ids)


def parse_records(records: Iterable[Dict[str, Any]], source: str = "<patterns>",
                  first_line: int = 1, articles: Iterable[str] = ()) -> RuleSet:
    """Validate records (dicts, as from ``srsly.read_jsonl``) into a RuleSet.

    articles (Iterable[str]): Leading articles of gazetteer names (PERIOD_ARTICLE) defined elsewhere (the
        pack's lexicon), added to those the records define before their periods.
    """
    out = RuleSet()
    articles = frozenset(articles)
    for i, record in enumerate(records):
        where = (source, first_line + i)
        if not isinstance(record, dict):
            raise RuleFileError(Errors.E011.format(key="<line>", expected="a JSON object", value=record),
                                path=where[0], line=where[1])
        if "macro" in record:
            name, terms, rx = parse_macro(record, where)
            if rx is not None:
                out.regexes[name] = rx
            else:
                out.terms.setdefault(name, {}).update(terms)
        elif "phrases" in record:
            known = articles | out.words(ARTICLE_MACRO)
            rule = parse_period(record, where, known)
            names = RuleSet(rules=[rule], aliases={alias_key(p, known): (rule.id, rule.where) for p in
                                                   record["phrases"] + record.get("cased_phrases", [])})
            out.extend(names)
            out.records.append(record)
            continue
        elif "pattern" in record:
            out.rules.append(parse_rule(record, where))
        elif "disable" in record:
            out.disabled |= parse_disable(record, where)
        else:
            raise RuleFileError(Errors.E025, path=where[0], line=where[1])
        out.records.append(record)
    return out


def parse_jsonl_bytes(data: bytes, source: str, articles: Iterable[str] = ()) -> RuleSet:
    """Validate the bytes of a JSONL rule file (see ``read_rule_file``); ``source`` names it in errors."""
    out = RuleSet()
    articles = frozenset(articles)
    for lineno, value in iter_jsonl_bytes(data, comments=True, objects_only=False):
        if isinstance(value, LineProblem):
            if value.kind == "encoding":
                reason = f"line {lineno} is {value.reason}"
                raise RuleFileError(Errors.E017.format(path=source, reason=reason), path=source, line=lineno)
            raise RuleFileError(Errors.E005.format(reason=value.reason), path=source, line=lineno)
        out.extend(parse_records([value], source, lineno, articles | out.words(ARTICLE_MACRO)))
    return out


def check_term_macros(ruleset: RuleSet) -> None:
    """Check that every ``{group|term:MACRO}`` in a template names a macro with terms in ``ruleset``.

    Macros may live in another file than the rule using them, so this runs on the combined rule set.
    RAISES (RuleFileError): [E007] naming the rule's file, line and template field.
    """
    for rule in ruleset.rules:
        for key in ("value", "mod", "range"):
            tpl = getattr(rule, key)
            if tpl is None:
                continue
            for seg in tpl.segments:
                if not isinstance(seg, str) and seg[1] == "term" and seg[2] not in ruleset.terms:
                    known = ", ".join(sorted(ruleset.terms))
                    raise RuleFileError(Errors.E007.format(macro=seg[2], known=known), path=rule.source,
                                        line=rule.line, field=key)
