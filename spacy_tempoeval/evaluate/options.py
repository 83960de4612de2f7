"""Checks and conveniences of ``evaluate``'s keyword arguments: unknown keywords and tqdm progress bars."""

from __future__ import annotations

import contextlib
import difflib
from typing import Any, Callable, Dict, Iterable, Iterator, Mapping

from ..errors import ConfigTypeError, Errors

ProgressFn = Callable[[str, int, int], Any]


def check_keywords(unknown: Mapping[str, Any], valid: Iterable[str], where: str = "evaluate") -> None:
    """Raise [E190] for the first unknown keyword argument, naming the closest valid one (difflib).

    unknown (Mapping[str, Any]): The keyword arguments the function does not take.
    valid (Iterable[str]): The names it takes.
    where (str): The function's name, for the message.
    RAISES (ConfigTypeError): [E190] (also a ``TypeError``, as Python's own unexpected-keyword error).
    """
    if not unknown:
        return
    names = sorted(valid)
    name = next(iter(unknown))
    close = difflib.get_close_matches(name, names, n=1, cutoff=0.6)
    hint = f"did you mean {close[0]!r}?" if close else f"valid keywords: {', '.join(names)}"
    others = f" (and {len(unknown) - 1} more)" if len(unknown) > 1 else ""
    raise ConfigTypeError(Errors.E190.format(where=where, name=name, others=others, hint=hint))


class _Bars:
    """tqdm bars, one per stage ("tagging", "judging"), driven by ``evaluate``'s progress callback."""

    def __init__(self, then: ProgressFn | None) -> None:
        self.bars: Dict[str, Any] = {}
        self.then = then

    def __call__(self, stage: str, done: int, total: int) -> None:
        bar = self.bars.get(stage)
        if bar is None:
            from tqdm.auto import tqdm  # a spaCy dependency

            unit = "texts" if stage == "tagging" else "records"
            bar = self.bars[stage] = tqdm(total=total, desc=stage, unit=f" {unit}", leave=False)
        bar.total = total
        bar.update(done - bar.n)
        if self.then is not None:
            self.then(stage, done, total)

    def close(self) -> None:
        for bar in self.bars.values():
            bar.close()


@contextlib.contextmanager
def progress_bars(show: bool, progress: ProgressFn | None) -> Iterator[ProgressFn | None]:
    """``progress`` as it is without ``show``; with it, a callback that also draws tqdm bars on stderr."""
    if not show:
        yield progress
        return
    bars = _Bars(progress)
    try:
        yield bars
    finally:
        bars.close()


__all__ = ["check_keywords", "progress_bars"]
