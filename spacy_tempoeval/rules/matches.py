"""What the rule engine finds: a match (``RuleMatch``), the deadline of one document's matching (``Deadline``),
and the choice of the matches that do not overlap (``leftmost_longest``)."""

from __future__ import annotations

from typing import Dict, List, NamedTuple, Sequence

from ..errors import DocTimeoutError, Errors
from .loader import Rule


class Deadline(NamedTuple):
    """When the matching of one document must be done (``time.monotonic()``) and the bound it came from."""

    at: float
    seconds: float

    def error(self, text: str, pos: int) -> DocTimeoutError:
        """RETURNS (DocTimeoutError): [E175] for ``text``, stopped at ``pos``."""
        return DocTimeoutError(Errors.E175.format(n=len(text), seconds=self.seconds, pos=pos), pos=pos)


class RuleMatch(NamedTuple):
    start: int
    end: int
    rule: Rule
    groups: Dict[str, str | None]


def leftmost_longest(found: Sequence[RuleMatch]) -> List[RuleMatch]:
    """The matches that do not overlap, from ``found`` (at most one per start position, sorted by start): leftmost
    first, and a longer match that starts inside an earlier one and reaches past it replaces it. Guards (IGNORE)
    take part: they never give way and never take over.

    found (Sequence[RuleMatch]): ``RuleEngine.find_all``'s matches.
    RETURNS (List[RuleMatch]): The matches kept, in text order.
    """
    selected: List[RuleMatch] = []
    for match in found:
        if not selected or match.start >= selected[-1].end:
            selected.append(match)
            continue
        prev = selected[-1]
        # overlapping: a longer expression that starts inside the previous one and reaches past it wins
        # ("in March" then "March 2021"); guards never give way and never take over. A gazetteer name that
        # reaches past a generic match wins too: "during the Winter War" is the war, not "during the winter"
        if (match.end > prev.end and "IGNORE" not in (prev.rule.label, match.rule.label)
                and (match.end - match.start > prev.end - prev.start
                     or ("phrases" in match.rule.record and "phrases" not in prev.rule.record))):
            selected[-1] = match
    return selected
