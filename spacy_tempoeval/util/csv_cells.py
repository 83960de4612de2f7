"""CSV cells a spreadsheet will not run as formulas (shared by ``evaluate``'s CSV output and bulk exports)."""

from __future__ import annotations

from typing import Any

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def defuse_csv_cell(value: Any) -> Any:
    """A CSV cell that a spreadsheet will not run as a formula (OWASP "CSV injection"): text that begins with
    ``= + - @``, a tab or a carriage return gets a leading ``'``. Numbers are left alone.

    value (Any): The cell.
    RETURNS (Any): The value, or the defused string.
    """
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


__all__ = ["defuse_csv_cell"]
