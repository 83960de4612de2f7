"""The composition operators applied to the expressions of one text: the last pass of the tagger.

``normalize.operators`` says what the operators are and what each does to an anchor's years; this module finds
them in a text and rewrites the expressions they apply to. For each anchor X (an expression the tagger marked as
one: an explicit date, a decade, a named period) it looks for operator words right before X ("since X", "the
decade after X") and right after it ("X began", "X's aftermath"), takes the second anchor of "between X and Y",
and replaces X by one expression that spans the operator's words, with the operator's years, the operator's
direction as its mod and a rule id naming the operator (``period_ww2+after``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, List, NamedTuple, Sequence

from ..yearset import YearSet
from . import operators as ops
from .timex import within_bounds
from .timexes import TaggerSettings


class _Around(NamedTuple):
    """The operator found around one anchor X, and X as the words around it narrow it.

    op (Operator): The operator.
    start (int): Where the composed expression starts: the operator words before X, else X's own start.
    end (int): Where it ends: the operator words after X, else X's own end.
    years (YearSet): X's years, narrowed by a selector after X ("since X began": X's first year).
    value (str): X's value, narrowed by the selectors before and after X.
    worded (bool): Whether operator words stand before or after X (not only inside X's own span).
    """

    op: ops.Operator
    start: int
    end: int
    years: YearSet
    value: str
    worded: bool


class _Composed(NamedTuple):
    """What the operator makes of X: the end of the new expression, its years and value, and the second anchor
    it took ("between X and Y"), if any."""

    end: int
    years: YearSet
    value: str
    second: Any = None  # the Timex of Y in "between X and Y"


@dataclass(frozen=True)
class OperatorComposer:
    """Apply the composition operators of a language pack to the expressions of a text.

    words (OperatorWords): The operator words of the pack.
    settings (TaggerSettings): The resolution settings: ``convention``, ``operator_window`` (the window, in
        years, of the operators that name none) and the year bounds.
    """

    words: ops.OperatorWords
    settings: TaggerSettings

    def apply(self, timexes: List, text: str, anchorable: Sequence[bool],
              now: Sequence[Callable[[], int | None]]) -> List:
        """Rewrite the expressions that operators apply to ("since X", "the decade after X", "between X and Y",
        "X's aftermath"): the expression grows to take the operator's words, its years become the operator's,
        its mod the operator's direction and its rule id says which operator (``period_ww2+after``).

        timexes (List[Timex]): The resolved expressions, in text order.
        text (str): The text.
        anchorable (Sequence[bool]): Which expressions may be an operator's anchor.
        now (Sequence[Callable[[], Optional[int]]]): Per expression, the year an open range ("since X") runs to
            and "after X" stops at: the reference year, or in a narrative that has already told of a time, that
            time (the story's present: "Persian since 513 BC" in a text at 499 BC is 513-499 BC, not up to the
            reference date); asked only where an operator applies (``normalize.watched_date``).
        RETURNS (List[Timex]): The expressions, composed where an operator applies.
        """
        if not any(anchorable) or not (self.words.prefix or self.words.suffix):
            return timexes
        out: List = []
        taken = -1  # index of a second "between" anchor already merged
        for i, t in enumerate(timexes):
            if i == taken:
                continue
            around = self._around(text, t) if anchorable[i] and t.years else None
            composed = self._operate(timexes, text, anchorable, i, around, now[i]()) if around is not None else None
            if composed is not None and composed.second is not None:
                taken = i + 1
            if around is None or composed is None or self._unchanged(t, around, composed):
                out.append(t)
                continue
            _grow(out, text, t, around, composed)
        return out

    def _around(self, text: str, t) -> _Around | None:
        """The operator around anchor ``t``: the words before it ("since", "the decade after"), else an
        operator its own span starts with, and the words after it, which either are the operator ("'s
        aftermath") or select X's start or end ("began", "ended"). None when there is none, and for a bare
        "during X", which is X."""
        words = self.words
        start, end, years, value = t.start, t.end, t.years, t.value
        before = words.before(text, t.start)
        op = before.op if before is not None else words.leading(t.text)
        if before is not None:
            start = before.offset
        after = words.after(text, t.end)
        if after is not None:
            end = after.offset
            if after.op.relation and (op is None or not op.relation or op.relation == "during"):
                op = after.op  # "the Great Depression's aftermath"
            else:  # "since X began": the word after X selects its start or end
                years = ops.select(years, after.op.selector)
                value = ops.endpoint(value, after.op.selector or "")
        if op is None or (op.relation == "during" and op.selector is None and after is None):
            return None  # "during X" is X
        if op.selector is not None:
            value = ops.endpoint(value, op.selector)
        return _Around(op, start, end, years, value, before is not None or after is not None)

    def _operate(self, timexes: List, text: str, anchorable: Sequence[bool], i: int, around: _Around,
                 now: int | None) -> _Composed | None:
        """The operator applied to anchor ``i`` (years within the bounds); None for "between X" without "and
        Y"."""
        op = around.op
        if op.relation == "between":
            composed = self._between(timexes, text, anchorable, i, around)
            if composed is None:
                return None
        else:
            years = ops.compose(op, around.years, reference_year=now, window=self.settings.operator_window,
                                convention=self.settings.convention, fine=ops.is_fine(timexes[i].value))
            composed = _Composed(around.end, years, around.value)
        return composed._replace(years=within_bounds(composed.years, self.settings))

    def _between(self, timexes: List, text: str, anchorable: Sequence[bool], i: int,
                 around: _Around) -> _Composed | None:
        """"between X and Y": the anchor after X when only the conjunction stands between them, the years
        between the two, and the value ``end(X)/start(Y)``; None when there is no such Y (X is then X itself)."""
        j = i + 1
        t = timexes[i]
        if (j >= len(timexes) or not anchorable[j] or not timexes[j].years
                or not self.words.conjunction(text, t.end, timexes[j].start)):
            return None
        second = timexes[j]
        years = ops.between(ops.select(around.years, around.op.selector), second.years, self.settings.convention)
        value = f"{ops.endpoint(around.value, 'end')}/{ops.endpoint(second.value, 'start')}"
        return _Composed(second.end, years, value, second)

    @staticmethod
    def _unchanged(t, around: _Around, composed: _Composed) -> bool:
        """Whether the operator leaves ``t`` as it is: a rule took the operator and reads it the same way
        ("since 1990"), or a selector that does not narrow ("the end of 1990")."""
        return composed.years == t.years and (not around.worded or not around.op.relation)


def _grow(out: List, text: str, t, around: _Around, composed: _Composed) -> None:
    """Replace anchor ``t`` by the composed expression at the end of ``out``: the expressions its operator words
    held ("years" in "in the years after X") are dropped; where the words overlap an earlier expression, X keeps
    its own start."""
    start, end = around.start, composed.end
    while out and out[-1].start >= start and out[-1].end <= end:
        out.pop()
    if out and out[-1].end > start:
        start = t.start
    op = around.op
    relation = op.relation or op.selector
    second = composed.second
    rule = f"{t.rule}+{relation}" + (f"+{second.rule}" if second is not None else "")
    out.append(t._replace(start=start, end=end, text=text[start:end], value=composed.value, years=composed.years,
                          mod=ops.mod_of(op) or t.mod, rule=rule))
