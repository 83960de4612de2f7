"""A streamed ``evaluate`` run put together: the scored chunks joined into one ``EvaluationResult``.

Each chunk of records is tagged and scored on its own (``evaluate._evaluate_chunk``); ``RunParts`` keeps what
the result holds (rows, NaN reasons, details, focus times, modes, the records or their id/query/answer) and
adds up the counts (documents read against their own date, the judge's usage).
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List

from .result import EvaluationResult

CHUNK_SIZE = 2048
"""Records read, tagged and scored at a time by ``evaluate`` (memory is flat in the run's length beyond it)."""


class RunParts:
    """The chunks of one run, joined."""

    def __init__(self) -> None:
        self.rows: List[Dict[str, Any]] = []
        self.reasons: List[Dict[str, str]] = []
        self.details: List[Dict[str, Any]] = []
        self.focus_times: List[Dict[str, Any]] = []
        self.records: List[Any] = []
        self.modes: List[str] = []
        self.time_kinds: List[str] = []
        self.columns: List[str] | None = None
        self.mode_columns: List[str] = []
        self.dated: Dict[str, int] = {}
        self.llm_usage: Dict[str, Any] | None = None
        self.texts_done = 0  # texts of the earlier chunks (the "tagging" progress counts on from there)

    def tagging_progress(self, progress: Callable[[str, int, int], Any]) -> Callable[[int, int], Any]:
        """The chunk's ``(done, total)`` tagging callback, reported as the run's ``("tagging", done, total)``."""
        base = self.texts_done

        def report(done: int, total: int) -> None:
            self.texts_done = base + done
            progress("tagging", base + done, base + total)

        return report

    def add(self, part: Dict[str, Any], records: List[Any]) -> None:
        """One scored chunk (see ``evaluate._evaluate_chunk``) and the records the result keeps of it."""
        table = part["table"]
        self.rows += table.rows
        self.reasons += table.reasons
        self.details += table.details
        self.focus_times += part["focus_times"]
        self.records += records
        self.modes += part["modes"]
        self.time_kinds += part.get("time_kinds") or []
        if self.columns is None:
            self.columns, self.mode_columns = table.columns, part["mode_columns"]
        for key, value in part["dated"].items():
            self.dated[key] = self.dated.get(key, 0) + value
        if part["llm_usage"] is not None:
            self.llm_usage = part["llm_usage"]  # LLM runs are one chunk

    def result(self, ref: Any) -> EvaluationResult:
        """The ``EvaluationResult`` of the whole run."""
        return EvaluationResult(self.rows, self.reasons, self.columns or [], focus_times=self.focus_times,
                                details=self.details, records=self.records,
                                reference_date=None if ref is None else ref.isoformat(),
                                llm_usage=self.llm_usage, document_dates=self.dated or None, modes=self.modes,
                                mode_columns=self.mode_columns, time_kinds=self.time_kinds or None)


__all__ = ["RunParts", "CHUNK_SIZE"]
