"""The examples of rules, checked against the engine that holds them: each example must be found in full by its
own rule, and no ``counter_examples`` text may be matched by its entry (``RuleEngine.example_problems``,
``check_examples``, ``validate_examples``)."""

from __future__ import annotations

from typing import Any, List, Sequence, Tuple

from ..errors import Errors
from .loader import Rule


def example_problems(engine: Any, rules: Sequence[Rule]) -> List[Tuple[Rule, str, str]]:
    """(rule, field, message) of every failing example of ``rules``, each tried against all the rules of
    ``engine`` (a ``RuleEngine``).

    RETURNS (List[Tuple[Rule, str, str]]): The rule, "examples" or "counter_examples", and an [E013]/[E099]
        message naming the example, what matched instead and the file and line.
    """
    problems: List[Tuple[Rule, str, str]] = []
    for rule in rules:
        for counter in rule.record.get("counter_examples", ()):
            bad = [counter[m.start:m.end] for m in engine.find(counter) if m.rule.id == rule.id]
            if bad:
                problems.append((rule, "counter_examples",
                                 Errors.E099.format(example=counter, rule_id=rule.id, got=bad[0])
                                 + f" ({rule.where})"))
        for example in rule.examples:
            got = [m for m in engine.find(example) if m.rule.label != "IGNORE" or rule.label == "IGNORE"]
            full = [m for m in got if m.start == 0 and m.end == len(example) and m.rule.id == rule.id]
            if not full:
                got_text: Sequence[Tuple[str, str]] = [(example[m.start:m.end], m.rule.id) for m in got]
                problems.append((rule, "examples", Errors.E013.format(example=example, rule_id=rule.id,
                                                                      got=got_text) + f" ({rule.where})"))
    return problems


__all__ = ["example_problems"]
