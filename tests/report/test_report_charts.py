"""Issue 23, item 8: the years chart is not flattened by one outlier (a broken count axis). Before: one year
that every record retrieves set the full bar height, and the other years' bars were a pixel or two high."""

import re

from spacy_tempoeval.report import svg


def heights(chart: str, cls: str) -> list:
    return [float(h) for h in re.findall(rf'<rect class="{cls}" [^>]*height="([0-9.]+)"', chart)]


def test_one_outlier_year_does_not_flatten_the_others():
    queries = [[(2000 + i % 10, 2000 + i % 10)] for i in range(100)]
    documents = [[(2000 + i % 10, 2000 + i % 10)] for i in range(100)] + [[(2005, 2005)]] * 900
    chart = svg.coverage(queries, documents)
    d = heights(chart, "d")
    assert max(d) > 0 and sorted(d)[len(d) // 2] >= 0.2 * max(d)  # ordinary years stay readable
    assert '<rect class="break"' in chart and ">910</text>" in chart  # the cut bar says its count


def test_no_outlier_no_break():
    queries = [[(2000 + i % 10, 2000 + i % 10)] for i in range(100)]
    chart = svg.coverage(queries, queries)
    assert "break" not in chart
