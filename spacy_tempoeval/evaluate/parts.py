"""A streamed ``evaluate`` run put together: the scored chunks joined into one ``EvaluationResult``.

Each chunk of records is tagged and scored on its own (``evaluate.chunk.ChunkRun``); ``RunParts`` counts the
aggregates as the chunks come (``evaluate.tally``), keeps the per-record results (rows, NaN reasons, details,
focus times, modes, the records or their id/query/answer) in memory for a short run, or writes them to a
spill file for a long one (``evaluate.spill``: ``rows_to``, or a streamed run longer than ``SPILL_AFTER_CHUNKS``
chunks), and adds
up the counts (documents read against their own date, the judge's usage).
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List

from .result import EvaluationResult
from .spill import RowSpill
from .tally import Tally

CHUNK_SIZE = 2048
"""Records read, tagged and scored at a time by ``evaluate`` (memory is flat in the run's length beyond it)."""
SPILL_AFTER_CHUNKS = 8
"""A streamed run keeps the results of up to this many chunks in memory (16,384 records, about 60 MB), then
spills them all to disk: a short run pays nothing for the spill file, a long one is bounded."""


class RunParts:
    """The chunks of one run, joined.

    rows_to (Optional[str | PathLike]): Write the per-record results to this JSONL file as they come.
    spill (bool): Write them to a temporary spill file once the run is longer than ``SPILL_AFTER_CHUNKS``
        chunks.
    """

    def __init__(self, *, rows_to: Any = None, spill: bool = False) -> None:
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
        self.rows_to, self.may_spill = rows_to, spill or rows_to is not None
        self.spill: RowSpill | None = None
        self.tally: Tally | None = None

    def tagging_progress(self, progress: Callable[[str, int, int], Any]) -> Callable[[int, int], Any]:
        """The chunk's ``(done, total)`` tagging callback, reported as the run's ``("tagging", done, total)``."""
        base = self.texts_done

        def report(done: int, total: int) -> None:
            self.texts_done = base + done
            progress("tagging", base + done, base + total)

        return report

    def _kept(self) -> List[List[Any]]:
        return [self.rows, self.reasons, self.details, self.modes, self.time_kinds, self.focus_times, self.records]

    def add(self, part: Dict[str, Any], records: List[Any]) -> None:
        """One scored chunk (``evaluate.chunk.ChunkRun.score``) and the records the result keeps of it."""
        table = part["table"]
        if self.columns is None:
            self.columns, self.mode_columns = table.columns, part["mode_columns"]
            self.tally = Tally(table.columns)
        kinds = part.get("time_kinds") or ["unknown"] * len(table.rows)
        chunk = [table.rows, table.reasons, table.details, part["modes"], kinds, part["focus_times"], records]
        self.tally.add_all(*chunk)  # type: ignore[union-attr]  # set with the columns above
        if self.spill is None and self.may_spill and (self.rows_to is not None or len(self.rows) + len(table.rows)
                                                      > SPILL_AFTER_CHUNKS * CHUNK_SIZE):
            self.spill = RowSpill(self.columns, self.rows_to)  # [E286] naming the file
            self.spill.write(*self._kept())  # the chunks kept so far
            for kept in self._kept():
                kept.clear()
        if self.spill is not None:
            self.spill.write(*chunk)
        else:
            for kept, new in zip(self._kept(), chunk):
                kept += new
        for key, value in part["dated"].items():
            self.dated[key] = self.dated.get(key, 0) + value
        if part["llm_usage"] is not None:
            self.llm_usage = part["llm_usage"]  # LLM runs are one chunk

    def abort(self) -> None:
        """The run failed: a temporary spill file is removed; ``rows_to`` keeps the lines of the chunks done."""
        if self.spill is not None:
            self.spill.abort()

    def result(self, ref: Any) -> EvaluationResult:
        """The ``EvaluationResult`` of the whole run."""
        kept: Dict[str, Any] = {"rows": self.rows, "reasons": self.reasons, "details": self.details,
                                "focus_times": self.focus_times, "records": self.records, "modes": self.modes,
                                "time_kinds": self.time_kinds}
        stored = None
        if self.spill is not None:
            stored = self.spill.finish()
            kept = {name: stored.column(name) for name in kept}
        return EvaluationResult(kept["rows"], kept["reasons"], self.columns or [], focus_times=kept["focus_times"],
                                details=kept["details"], records=kept["records"],
                                reference_date=None if ref is None else ref.isoformat(),
                                llm_usage=self.llm_usage, document_dates=self.dated or None, modes=kept["modes"],
                                mode_columns=self.mode_columns, time_kinds=kept["time_kinds"], tally=self.tally,
                                stored=stored)


__all__ = ["RunParts", "CHUNK_SIZE"]
