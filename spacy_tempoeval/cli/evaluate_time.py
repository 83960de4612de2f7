"""What ``spacy-tempoeval evaluate`` prints for ``--by-kind`` (every metric broken down by the kind of the
query's time) and ``--as-of`` (the means under each replay date, and the records that change)."""

from __future__ import annotations

from typing import Any, List

from rich.table import Table

from ._console import esc, out_console


def _mean(value: Any) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def by_kind_table(result: Any) -> Table:
    """Metric × kind of time: the mean and, in brackets, the records scored / the records of that kind."""
    from ..evaluate.kinds import KINDS, kind_counts

    counts = kind_counts(result)
    kinds: List[str] = [k for k in KINDS if k in counts]
    table = Table(title="scores by kind of time: mean (records scored); (n) records of that kind")
    table.add_column("metric", no_wrap=True)
    for kind in kinds:
        table.add_column(f"{kind} ({counts[kind]})", justify="right")
    for col, per in result.by_kind().items():
        cells = [f"{_mean(per[k]['mean'])} ({per[k]['count']})" if k in per else "-"
                 for k in kinds]
        table.add_row(esc(col), *cells)
    return table


def as_of_table(replay: Any) -> Table:
    """Metric × replay date: the means."""
    table = Table(title=f"as of each date ({len(replay.retagged)} records re-tagged, {len(replay.changed)} "
                        "changed)")
    table.add_column("metric")
    for date in replay.dates:
        table.add_column(date, justify="right")
    for col, by_date in replay.table().items():
        table.add_row(esc(col), *(_mean(by_date.get(d)) for d in replay.dates))
    return table


def changed_table(replay: Any, limit: int = 20) -> Table:
    """The records whose query years or scores move between the dates (the first ``limit``)."""
    table = Table(title=f"records that change ({len(replay.changed)}"
                        f"{', first ' + str(limit) if len(replay.changed) > limit else ''})")
    table.add_column("id")
    table.add_column("query", overflow="fold")
    for date in replay.dates:
        table.add_column(f"QFT {date}")
    for item in replay.changed[:limit]:
        years = [", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in item["qft"][d] or []) or "-"
                 for d in replay.dates]
        table.add_row(esc(str(item["id"])), esc(str(item["query"] or "")), *years)
    return table


def check_as_of(value: str | None) -> None:
    """``--as-of``: [E260] / [E261] for a bad date or list, before any work."""
    if value is not None:
        from ..evaluate.as_of import check_dates

        check_dates(value)


def print_time_tables(result: Any, by_kind: bool) -> None:
    """``--by-kind``: metric × kind of time; ``--as-of``: metric × date and the records that change."""
    if by_kind:
        out_console.print(by_kind_table(result))
    if result.as_of is not None:
        out_console.print(as_of_table(result.as_of))
        if result.as_of.changed:
            out_console.print(changed_table(result.as_of))


__all__ = ["by_kind_table", "as_of_table", "changed_table", "check_as_of", "print_time_tables"]
