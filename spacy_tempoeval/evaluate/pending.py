"""Work handed out and collected later: ``result()`` gives what it computed (``evaluate.stream``'s tagging in this
process or in workers, read by ``evaluate.focus``)."""

from __future__ import annotations

from typing import Any, List


class Done:
    """A ``Tagging`` already finished (tagged in this process): ``result()`` gives the years it was made with."""

    def __init__(self, years: List[Any]) -> None:
        self.years = years

    def result(self) -> List[Any]:
        return self.years


class Later:
    """Tagging not started yet: ``result()`` runs it in this process, when the years are needed (a chunk planned
    ahead is tagged after the chunk before it is scored, as it would be without the look-ahead)."""

    def __init__(self, run: Any) -> None:
        self.run = run

    def result(self) -> List[Any]:
        return self.run()


__all__ = ["Done", "Later"]
