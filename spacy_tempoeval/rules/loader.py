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
from typing import Any, Dict, Iterable, Iterator, Set, Tuple

from ..errors import Errors, RuleFileError
from ..util.jsonl import LineProblem, iter_jsonl_bytes
from . import words as W
from .build_cache import remembered
from .periods import (  # noqa: F401 - re-exported: the gazetteer names, as before the split
    KINDS,
    PERIOD_KEYS,
    REGIONS,
    alias_key,
    article_regex,
    leading_article,
    parse_period,
)
from .record_schema import allowed_values, check_record, record_keys
from .ruleset import LABELS, MACRO_REF, Rule, RuleSet, parse_template

# the keys and values of each kind of line are the schema's (rules/schema/rule.schema.json)
ANCHORS = allowed_values("pattern", "anchor")
ERAS = allowed_values("pattern", "era")
RULE_KEYS = record_keys("pattern")
MACRO_KEYS = record_keys("macro")
DISABLE_KEYS = record_keys("disable")
GROUP_NAME = re.compile(r"\(\?P<([A-Za-z_][A-Za-z0-9_]*)>")


def _find_probe_problem(pattern: str) -> Tuple[str, str] | None:
    """("compile", reason) when the probe of ``pattern`` does not compile, ("empty", "") when it matches the
    empty text, else None. Macros are not expanded yet (they may come from another file), so each stands in as
    one letter here."""
    probe = MACRO_REF.sub("(?:x)", pattern)
    try:
        compiled = re.compile(probe, re.IGNORECASE)
    except re.error as err:
        return "compile", str(err)
    return ("empty", "") if compiled.fullmatch("") is not None else None


# the answer depends on the pattern's text alone: kept per process and on disk (``build_cache``)
_probe_problem = remembered("probe_problem", _find_probe_problem)


def _check_pattern(pattern: str, where: Tuple[str, int]) -> None:
    """Reject a pattern that does not compile or that matches the empty text (it would shadow every rule)."""
    found = _probe_problem(pattern)
    if found is None:
        return
    if found[0] == "compile":
        raise RuleFileError(Errors.E006.format(reason=found[1]), path=where[0], line=where[1], field="pattern")
    raise RuleFileError(Errors.E011.format(key="pattern", expected="a regex that cannot match the empty text",
                                           value=pattern), path=where[0], line=where[1], field="pattern")


def parse_rule(record: Dict[str, Any], where: Tuple[str, int], trusted: bool = False) -> Rule:
    """Validate one pattern-rule record (the schema, then what a schema cannot say: the pattern compiles and
    cannot match the empty text, the templates parse and name the pattern's groups); ``trusted``: a built-in
    pack's line, which the test suite checks against the schema, is not checked again on every load."""
    if not trusted:
        check_record(record, "pattern", where)
    pattern = record["pattern"]
    _check_pattern(pattern, where)
    groups = set(GROUP_NAME.findall(pattern))
    return Rule(
        id=record["id"], label=record["label"], pattern=pattern,
        value=parse_template(record, "value", groups, where), mod=parse_template(record, "mod", groups, where),
        range=parse_template(record, "range", groups, where), anchor=record.get("anchor", "reference"),
        era=record.get("era", "fixed"), examples=list(record.get("examples", [])),
        priority=record.get("priority", 0), boundary=record.get("boundary", True),
        case_sensitive=record.get("case_sensitive", False), source=where[0], line=where[1], record=record,
    )


def parse_macro(record: Dict[str, Any], where: Tuple[str, int],
                trusted: bool = False) -> Tuple[str, Dict[str, str], str | None]:
    """Validate a macro record: (name, terms, regex)."""
    if not trusted:
        check_record(record, "macro", where)
    name = record["macro"]
    if "terms" in record:
        terms = record["terms"]
        if isinstance(terms, list):
            terms = {t: t for t in terms}
        return name, {k.strip().lower(): str(v) for k, v in terms.items()}, None
    rx = record["regex"]
    try:
        re.compile(rx)
    except re.error as err:
        raise RuleFileError(Errors.E006.format(reason=err), path=where[0], line=where[1], field="regex") from None
    return name, {}, rx


def parse_disable(record: Dict[str, Any], where: Tuple[str, int], trusted: bool = False) -> Set[str]:
    """Validate a ``{"disable": "rule_id"}`` (or a list of ids) line."""
    if not trusted:
        check_record(record, "disable", where)
    ids = record["disable"]
    return {ids} if isinstance(ids, str) else set(ids)


def parse_records(records: Iterable[Dict[str, Any]], source: str = "<patterns>",
                  first_line: int = 1, articles: Iterable[str] = (), trusted: bool = False) -> RuleSet:
    """Validate records (dicts, as from ``srsly.read_jsonl``) into a RuleSet.

    articles (Iterable[str]): Leading articles of gazetteer names (PERIOD_ARTICLE) defined elsewhere (the
        pack's lexicon), added to those the records define before their periods.
    trusted (bool): The lines of a built-in pack: not checked against the schema on load (the test suite checks
        every line of every pack, as it runs their examples; ``builtin_rules(validate=True)`` checks both).
    """
    out = RuleSet()
    articles = frozenset(articles)
    for i, record in enumerate(records):
        where = (source, first_line + i)
        if not isinstance(record, dict):
            raise RuleFileError(Errors.E011.format(key="<line>", expected="a JSON object", value=record),
                                path=where[0], line=where[1])
        if "macro" in record:
            name, terms, rx = parse_macro(record, where, trusted)
            if rx is not None:
                out.regexes[name] = rx
            else:
                out.terms.setdefault(name, {}).update(terms)
        elif "phrases" in record:
            known = articles | out.words(W.PERIOD_ARTICLE)
            rule = parse_period(record, where, known, trusted)
            names = RuleSet(rules=[rule], aliases={alias_key(p, known): (rule.id, rule.where) for p in
                                                   record["phrases"] + record.get("cased_phrases", [])})
            out.extend(names)
            out.records.append(record)
            continue
        elif "pattern" in record:
            out.rules.append(parse_rule(record, where, trusted))
        elif "disable" in record:
            ids = parse_disable(record, where, trusted)
            out.disabled |= ids
            for rule_id in ids:
                out.disabled_at.setdefault(rule_id, (where[0], where[1]))
        else:
            raise RuleFileError(Errors.E025, path=where[0], line=where[1])
        out.records.append(record)
    return out


def parse_jsonl_bytes(data: bytes, source: str, articles: Iterable[str] = (), trusted: bool = False) -> RuleSet:
    """Validate the bytes of a JSONL rule file (see ``read_rule_file``); ``source`` names it in errors.

    RAISES (RuleFileError): The first invalid line's error (``rules.file_check`` lists them all).
    """
    out = RuleSet()
    for _value, error in parse_lines(data, source, out, articles, trusted):
        raise error
    return out


def parse_lines(data: bytes, source: str, out: RuleSet, articles: Iterable[str] = (),
                trusted: bool = False) -> Iterator[Tuple[Any, RuleFileError]]:
    """Parse the lines of a JSONL rule file into ``out`` one by one, yielding ``(value, error)`` for each line
    that is invalid (its JSON value, or a ``LineProblem``) and going on past it: the one reader behind both
    ``parse_jsonl_bytes`` (which stops at the first) and ``file_problems`` (which lists them all).

    out (RuleSet): Receives every valid line's rules, macros and records, in file order.
    articles (Iterable[str]): Leading articles of gazetteer names defined in another file.
    """
    articles = frozenset(articles)
    for lineno, value in iter_jsonl_bytes(data, comments=True, objects_only=False):
        if isinstance(value, LineProblem):  # not JSON, or not UTF-8 text
            yield value, line_error(value, source, lineno)
            continue
        try:
            out.extend(parse_records([value], source, lineno, articles | out.words(W.PERIOD_ARTICLE), trusted))
        except RuleFileError as err:
            yield value, err


def line_error(problem: LineProblem, source: str, lineno: int) -> RuleFileError:
    """The error of a line that is no JSON record: [E017] not UTF-8 text, else [E005] invalid JSON."""
    if problem.kind == "encoding":
        reason = f"line {lineno} is {problem.reason}"
        return RuleFileError(Errors.E017.format(path=source, reason=reason), path=source, line=lineno)
    return RuleFileError(Errors.E005.format(reason=problem.reason), path=source, line=lineno)


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


__all__ = ["ANCHORS", "DISABLE_KEYS", "ERAS", "KINDS", "LABELS", "MACRO_KEYS", "MACRO_REF",
           "PERIOD_KEYS", "REGIONS", "RULE_KEYS", "Rule", "RuleSet", "alias_key", "article_regex", "check_term_macros",
           "leading_article", "line_error", "parse_disable", "parse_jsonl_bytes", "parse_lines", "parse_macro",
           "parse_period",
           "parse_records", "parse_rule"]
