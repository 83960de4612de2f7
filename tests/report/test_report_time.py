"""The report's time sections: stale context marked lower-is-better, scores by kind of time, the as-of chart and
the records that change; drawn in headless Chromium without console errors and within 500 px."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from spacy_tempoeval import evaluate
from spacy_tempoeval.core import get_default_nlp
from spacy_tempoeval.report import render_report
from spacy_tempoeval.report.svg import lines

DATED = Path(__file__).resolve().parents[2] / "examples" / "dated_run.jsonl"
DATES = ["2019-06-01", "2021-06-01", "2023-06-01"]


@pytest.fixture(scope="module")
def page():
    result = evaluate(str(DATED), metrics=["stale_context", "temporal_precision"], k=[2], nlp=get_default_nlp(),
                      reference_date="2024-06-01", as_of=DATES, focus_roles=("qft", "dfts", "aft"))
    return result, render_report(result, result.records, source="dated_run.jsonl")


def test_lines_chart_draws_one_line_per_series_and_breaks_at_gaps():
    svg = lines({"a": [0.1, 0.5, 0.9], "b": [0.2, None, 0.4, 0.6]}, ["d1", "d2", "d3", "d4"])
    assert svg.count("<polyline") == 2  # "a" whole, "b" only its run 0.4 -> 0.6 (a lone 0.2 is a dot)
    assert svg.count("<circle") == 6
    assert "a @ d2: 0.500" in svg and svg.count(">d3</text>") == 1


def test_sections_in_the_page(page):
    result, html = page
    assert 'id="by-kind"' in html and 'id="as-of"' in html
    assert "↓ lower is better" in html  # stale_context's summary row
    header = re.search(r'<table class="time-table by-kind">.*?</thead>', html, re.S).group(0)
    for kind in set(result.time_kinds):
        n = result.time_kinds.count(kind)
        assert f"{kind} <span class=\"muted\">({n})</span>" in header
    chart = re.search(r'<svg class="chart lines".*?</svg>', html, re.S).group(0)
    assert chart.count("<polyline") == len(result.columns)
    for item in result.as_of.changed:
        assert f"<td>{item['id']}</td>" in html


def test_no_sections_without_kinds_or_replay(page):
    result, _ = page
    from spacy_tempoeval.evaluate import EvaluationResult

    bare = EvaluationResult(result.rows, result.reasons, result.columns, focus_times=result.focus_times)
    html = render_report(bare, result.records)
    assert 'id="by-kind"' not in html and 'id="as-of"' not in html


@pytest.mark.slow
def test_browser_draws_the_time_sections(page, tmp_path):
    from chromium_cdp import Chromium, find_chromium

    exe = find_chromium()
    if exe is None:
        pytest.skip("headless browser test skipped: no Chromium found (apt-get install chromium, or set "
                    "CHROMIUM=/path/to/chrome)")
    path = tmp_path / "report.html"
    path.write_text(page[1], encoding="utf-8")
    with Chromium(exe, width=1280, height=900) as b:
        b.open(path.as_uri())
        assert b.eval("document.body.dataset.ready") == "1"
        assert b.eval("document.querySelectorAll('#as-of ~ svg.lines polyline').length") == len(page[0].columns)
        assert b.eval("document.querySelector('svg.lines').getBoundingClientRect().height") > 50
        rows = b.eval("document.querySelectorAll('table.by-kind tbody tr').length")
        assert rows == len(page[0].by_kind())
        folder = os.environ.get("TEMPOEVAL_SCREENSHOTS")
        if folder:
            b.eval("document.getElementById('by-kind').scrollIntoView()")
            b.screenshot(os.path.join(folder, "report-time.png"))
        b.set_viewport(500, 900)
        assert b.eval("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
        assert b.errors() == []
