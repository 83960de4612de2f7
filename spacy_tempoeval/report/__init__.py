"""A self-contained HTML report of an evaluation (inline CSS and SVG; opens offline, can be mailed as is).

    from spacy_tempoeval.report import write_report
    write_report("report.html", result, records, focus)
"""

from __future__ import annotations

from .html import render_report, report_context, write_report

__all__ = ["render_report", "report_context", "write_report"]
