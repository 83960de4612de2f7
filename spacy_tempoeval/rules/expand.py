"""Rule patterns ready to compile: macros expanded, and the checks an expanded pattern must pass.

``expand_macros`` replaces every ``{MACRO}`` of a rule's pattern (macros in macros included); ``check_rule_pattern``
refuses a pattern that does not compile ([E006]), cannot be joined with the other rules ([E016]), has an
exponential shape ([E014]) or matches the empty text ([E174]); ``full_words`` are the lexicon words after which a
dot ends the sentence.
"""

from __future__ import annotations

import re
from typing import Dict, FrozenSet, List, Set, Tuple

import regex

from ..errors import Errors, RuleFileError
from .build_cache import remembered
from .loader import MACRO_REF, Rule, RuleSet
from .safety import combination_problem, nested_quantifier

FLAGS = regex.IGNORECASE | regex.V0  # how the engine compiles its combined expressions

MAX_EXPANDED_CHARS = 200_000  # a pattern whose macros expand beyond this is refused ([E173])


def expand_macros(rule: Rule, ruleset: RuleSet) -> str:
    """The rule's pattern with every ``{MACRO}`` replaced, macros in macros included (to any depth).

    RAISES (RuleFileError): [E007] an unknown macro, [E172] a macro that refers to itself (directly or through
        others), [E173] a pattern that expands to more than ``MAX_EXPANDED_CHARS`` characters.
    """
    done: Dict[str, str] = {}

    def body(name: str, chain: Tuple[str, ...]) -> str:
        if name in chain:
            cycle = " -> ".join("{" + n + "}" for n in (*chain[chain.index(name):], name))
            raise RuleFileError(Errors.E172.format(macro=name, rule_id=rule.id, cycle=cycle), path=rule.source,
                                line=rule.line, field="pattern")
        if name not in done:
            if name in ruleset.regexes:
                inner = expand(ruleset.regexes[name], (*chain, name))
            elif name in ruleset.terms:
                terms = sorted(ruleset.terms[name], key=len, reverse=True)
                inner = "|".join(re.escape(t).replace("\\ ", "[\\s-]+") for t in terms)
            else:
                known = ", ".join(sorted(set(ruleset.regexes) | set(ruleset.terms)))
                raise RuleFileError(Errors.E007.format(macro=name, known=known), path=rule.source, line=rule.line,
                                    field="pattern")
            done[name] = "(?:" + inner + ")"
        return done[name]

    def expand(pattern: str, chain: Tuple[str, ...]) -> str:
        parts: List[str] = []
        size, last = 0, 0
        for m in MACRO_REF.finditer(pattern):
            piece = pattern[last:m.start()] + body(m.group(1), chain)
            size += len(piece)
            if size > MAX_EXPANDED_CHARS:
                raise RuleFileError(Errors.E173.format(rule_id=rule.id, limit=MAX_EXPANDED_CHARS), path=rule.source,
                                    line=rule.line, field="pattern")
            parts.append(piece)
            last = m.end()
        parts.append(pattern[last:])
        return "".join(parts)

    return expand(rule.pattern, ())


def full_words(ruleset: RuleSet) -> FrozenSet[str]:
    """Lexicon words that are not abbreviations: the longest term for each value of a macro ("september",
    "may", "friday"), so that a dot after them ends the sentence rather than the word."""
    out: Set[str] = set()
    for table in ruleset.terms.values():
        longest: Dict[str, str] = {}
        for term, value in table.items():
            if term.isalpha() and len(term) > len(longest.get(value, "")):
                longest[value] = term
        out.update(longest.values())
    return frozenset(out)


def _find_pattern_problem(expanded: str) -> Tuple[str, str] | None:
    """(error code, reason) of the first problem of an expanded pattern, or None."""
    try:
        re.compile(expanded)
        regex.compile(expanded, FLAGS)
    except (re.error, regex.error) as err:
        return "E006", str(err)
    problem = combination_problem(expanded)
    if problem is not None:
        return "E016", problem
    danger = nested_quantifier(expanded)
    if danger is not None:
        return "E014", danger
    if re.fullmatch(expanded, "", re.IGNORECASE) is not None:  # as a pattern written without macros ([E011])
        return "E174", "matches the empty text"
    return None


# the answer depends on the pattern's text alone: kept per process and on disk (``build_cache``), as rules are
# rebuilt often with the same patterns
_pattern_problem = remembered("pattern_problem", _find_pattern_problem)


def check_rule_pattern(rule: Rule, expanded: str) -> None:
    """The checks a pattern needs once its macros are expanded: it compiles, it can be joined with the other
    rules ([E016]) and it has no exponential shape ([E014])."""
    found = _pattern_problem(expanded)
    if found is None:
        return
    code, reason = found
    if code == "E006":
        message = Errors.E006.format(reason=reason)
    elif code == "E016":
        message = Errors.E016.format(rule_id=rule.id, where=rule.where, reason=reason)
    elif code == "E174":
        message = Errors.E174.format(rule_id=rule.id, pattern=rule.pattern)
    else:
        message = Errors.E014.format(rule_id=rule.id, pattern=rule.pattern, reason=reason)
    raise RuleFileError(message, path=rule.source, line=rule.line, field="pattern")
