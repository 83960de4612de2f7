"""Gazetteer records (named events and periods: ``{"id": "wwii", "phrases": ["World War II"], "value":
"1939/1945"}``, see ``loader``'s docstring): their names, keys and years, turned into pattern rules."""

from __future__ import annotations

import re
from typing import Any, Dict, FrozenSet, Iterable, Tuple

from ..errors import Errors, RuleFileError
from ..normalize.calendar import timex_year
from .record_schema import allowed_values, check_record, record_keys
from .ruleset import Rule, parse_template
from .template import Template

PERIOD_KEYS = record_keys("period")
# What a gazetteer entry is. Epidemics count as "pandemic", uprisings, coups and protest waves as "revolution",
# governments of a prime minister or chancellor and dictatorships as "premiership"/"regime".
KINDS = allowed_values("period", "kind")  # the schema's lists (rules/schema/rule.schema.json)
REGIONS = allowed_values("period", "region")


_LEADING_WORD = re.compile(r"([^\W\d_]+)[\s\-]+")  # a first word and the blanks after it


def leading_article(text: str, articles: Iterable[str]) -> int:
    """How many characters of ``text`` a leading article (one of ``articles``, lower case) and the blanks
    after it take, or 0: ``leading_article("the Cold War", {"the"}) == 4``."""
    if not articles:
        return 0
    m = _LEADING_WORD.match(text)
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


def phrase_regex(phrase: str, cased: bool, articles: FrozenSet[str]) -> str:
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


def period_years(record: Dict[str, Any], where: Tuple[str, int]) -> str:
    """The TIMEX3 value of a gazetteer entry, from ``value`` or from ``start``/``end`` (checked)."""
    if "value" in record:
        return record["value"]
    if "start" not in record or "end" not in record:
        raise RuleFileError(Errors.E004.format(key="value' (or 'start' and 'end"), path=where[0], line=where[1],
                            field="value")
    start, end = record["start"], record["end"]
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


def parse_period(record: Dict[str, Any], where: Tuple[str, int], articles: Iterable[str] = (),
                 trusted: bool = False) -> Rule:
    """Turn a gazetteer record into a pattern rule matching any of its names.

    record (Dict[str, Any]): The record (see the module docstring for its keys).
    where (Tuple[str, int]): File and line, for error messages.
    articles (Iterable[str]): The words a name may start with (the pack's PERIOD_ARTICLE macro, lower case):
        optional before every name, and left out of the uncased names.
    RETURNS (Rule): A DATE rule (priority 1) whose ``record`` is the gazetteer record.
    RAISES (RuleFileError): [E003]/[E004]/[E011] on bad keys or types and [E097] on an unknown kind or region
        (the schema, ``rules/record_schema.py``), [E096] on bad years.
    """
    if not trusted:  # a built-in pack's line: the test suite checks it (``parse_records``)
        check_record(record, "period", where)
    phrases, cased = record["phrases"], record.get("cased_phrases", [])
    if not phrases and not cased:
        raise RuleFileError(Errors.E011.format(key="phrases", expected="a non-empty list of strings (or names in "
                                               "'cased_phrases')", value=record["phrases"]), path=where[0],
                            line=where[1], field="phrases")
    value = period_years(record, where)
    # longest name first: the first alternative that matches wins ("Black Summer bushfires", not "Black Summer")
    by_length = sorted([(p, False) for p in phrases] + [(p, True) for p in cased], key=lambda pc: -len(pc[0]))
    articles = frozenset(articles)
    alternatives = list(dict.fromkeys(phrase_regex(p, c, articles) for p, c in by_length))
    label = record.get("label", "DATE")
    examples = record.get("examples", list(phrases) + list(cased))
    case_sensitive = record.get("case_sensitive", False)
    # the names are escaped text, so the pattern needs none of the regex checks of ``parse_rule``
    # the article is optional, and in any case also in a case-sensitive entry ("La Transición", "la Transición")
    article = article_regex(articles)
    if article and case_sensitive:
        article = "(?i:" + article + ")"
    return Rule(id=record["id"], label=label, pattern=(article + "?" if article else "") + "(?:"
                + "|".join(alternatives) + ")",
                value=parse_template(record, "value", set(), where) if "value" in record else Template(value),
                examples=list(examples), priority=1, case_sensitive=case_sensitive, source=where[0],
                line=where[1], record=record)


__all__ = ["KINDS", "PERIOD_KEYS", "REGIONS", "alias_key", "article_regex", "leading_article",
           "parse_period", "phrase_regex"]
