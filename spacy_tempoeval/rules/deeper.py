"""The steps of a start position narrowed by the text's first characters there (``Deeper``): built-in rules with a
condition on the first ``DEEP_K`` characters of their matches (``prefix.deep_chars``) are tried only where the
text meets it."""

from __future__ import annotations

from typing import Any, Dict, Tuple

from .compiled import Step
from .prefix import DEEP_K, deep_signature

DEEP_LIMIT = 256  # raw and normalized strings kept per ``Deeper`` before its tables are emptied (500 plans: bounded)


class Deeper:
    """The steps of a plan (``RuleEngine._plan``) some of whose built-in rules have a condition on the first
    ``DEEP_K`` characters of their matches (``prefix.deep_chars``): at a position, the steps whose condition the
    text there meets, in order (``steps_at``). A step left out cannot match there, so the first match found is
    the one of all the steps. Kept per raw ``DEEP_K`` characters (and per their normalized form): at a "Wednesday"
    only the rules that can go on as the text does ("Wednesday night", "Wednesday, March 3") are tried.

    steps (Tuple[Step, ...]): The plan's steps, in order.
    conditions (Tuple[Optional[Tuple[Tuple[int, ...], FrozenSet[str]]], ...]): Each step's ``deep_chars`` (None:
        always tried).
    """

    __slots__ = ("steps", "conditions", "raw", "normalized")

    def __init__(self, steps: Tuple[Step, ...], conditions: Tuple[Any, ...]) -> None:
        self.steps = steps
        self.conditions = conditions
        self.raw: Dict[str, Tuple[Step, ...]] = {}  # the raw DEEP_K characters at a position -> its steps
        self.normalized: Dict[str, Tuple[Step, ...]] = {}  # the same by ``deep_signature``

    def __iter__(self) -> Any:
        return iter(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def steps_at(self, text: str, pos: int, raw: str) -> Tuple[Step, ...]:
        """The steps worth trying at ``pos`` (``raw``: ``text[pos:pos + DEEP_K]``, not in ``self.raw``): all of
        them on a text that is not ASCII there or ends within ``DEEP_K`` characters."""
        chosen: Tuple[Step, ...] | None
        if len(raw) < DEEP_K or not raw.isascii():
            chosen = self.steps
        else:
            sig = deep_signature(text, pos)
            chosen = self.normalized.get(sig)
            if chosen is None:
                chosen = tuple(step for step, cond in zip(self.steps, self.conditions)
                               if cond is None or any(sig[:n] in cond[1] for n in cond[0]))
                if len(self.normalized) >= DEEP_LIMIT:
                    self.normalized.clear()
                self.normalized[sig] = chosen
        if len(self.raw) >= DEEP_LIMIT:
            self.raw.clear()
        self.raw[raw] = chosen
        return chosen
