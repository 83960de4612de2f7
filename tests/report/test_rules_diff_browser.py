"""The HTML page of 'rules diff --html' in a real headless Chromium (tests/chromium_cdp.py, as the report's)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.cli.rules import write_sample


@pytest.fixture(scope="module")
def diff_page(tmp_path_factory):
    from chromium_cdp import Chromium, find_chromium

    exe = find_chromium()
    if exe is None:
        pytest.skip("headless browser test skipped: no Chromium found (apt-get install chromium, or set "
                    "CHROMIUM=/path/to/chrome)")
    folder = tmp_path_factory.mktemp("diff")
    write_sample(folder)
    page = folder / "diff.html"
    (folder / "disable.jsonl").write_text('{"disable": ["rel_unit"]}\n')  # "last year" goes: a plain removal
    result = CliRunner().invoke(app, ["rules", "diff", str(folder / "my_rules.jsonl"), str(folder / "disable.jsonl"),
                                      str(folder / "gold"), "--html", str(page)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    with Chromium(exe, width=1280, height=900) as browser:
        browser.open(page.as_uri())
        yield browser


def _marks(b, kind: str) -> list:
    return b.eval(f"Array.from(document.querySelectorAll('section.doc mark.{kind}')).map(m => "
                  "[m.textContent, m.dataset.rule, m.title])")


@pytest.mark.slow
def test_browser_diff_page_highlights_the_changes(diff_page):
    b = diff_page
    added = _marks(b, "added")
    assert sorted(m[0] for m in added) == ["the Lunar New Year of 1998", "the Lunar New Year of 2020",
                                           "the Noughties", "the noughties"]
    assert ["the Noughties", "noughties", "added by noughties: ∅ → DATE 200"] in added
    styles = {kind: b.eval(f"(() => {{ const s = getComputedStyle(document.querySelector('section.doc mark.{kind}'));"
                           " return [s.backgroundColor, s.textDecorationLine]; })()")
              for kind in ("added", "removed")}
    assert styles["added"][0] != styles["removed"][0]  # told apart by colour
    assert styles["removed"][1] == "line-through" and styles["added"][1] == "none"
    assert _marks(b, "removed") == [["last year", "rel_unit", "removed by rel_unit: DATE 2020 → ∅"]]
    rows = b.eval("Array.from(document.querySelectorAll('#per-rule tr[data-rule]')).map(r => "
                  "Array.from(r.cells).map(c => c.textContent))")
    # since everyday time (issue 20) the built-in holiday rules give "Chinese New Year 2019" its day, so the
    # sample's year-only rule re-values fewer spans; with rel_unit disabled, "that year" reads another anchor
    assert rows == [["lunar_new_year_of", "2", "2", "0", "2", "0"], ["noughties", "2", "0", "0", "2", "2"],
                    ["rel_that_year", "0", "0", "1", "1", "0"], ["rel_unit", "0", "1", "0", "1", "1"]]
    assert b.eval("document.getElementById('docs-changed').textContent") == "4"
    years = b.eval("document.querySelector('section.doc[data-id=\"tweet-1\"] .years').textContent")
    assert years == "focus years: ∅ → 2000–2009 (changed)"
    assert b.errors() == []


@pytest.mark.slow
def test_browser_diff_page_fits_500_px(diff_page):
    b = diff_page
    b.set_viewport(500, 900)
    try:
        assert b.eval("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    finally:
        b.set_viewport(1280, 900)
