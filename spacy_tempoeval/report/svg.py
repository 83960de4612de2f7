"""Small, pure SVG chart builders for the HTML report (inline SVG, no scripts, no external assets).

Each function takes plain numbers and returns an ``<svg>`` string; text is escaped. Colours come from CSS
classes defined in the report template (``.q`` query, ``.d`` documents, ``.a`` answer, ``.h`` hallucinated
years).
"""

from __future__ import annotations

import math
from html import escape
from typing import Any, Dict, List, Sequence, Tuple

Interval = Tuple[int, int]


def _fmt(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def histogram(values: Sequence[float], *, bins: int = 10, lo: float = 0.0, hi: float = 1.0,
              n_missing: int = 0, width: int = 280, height: int = 120, label: str = "") -> str:
    """A histogram of scores in [lo, hi] with an extra grey bar for not-applicable (NaN) records.

    values (Sequence[float]): The applicable scores (NaN already removed).
    bins (int): Number of equal-width bins over [lo, hi].
    n_missing (int): Records where the metric was not applicable (drawn as a separate "n/a" bar).
    RETURNS (str): The SVG element.
    """
    counts = [0] * bins
    span = (hi - lo) or 1.0
    for v in values:
        i = min(bins - 1, max(0, int((v - lo) / span * bins)))
        counts[i] += 1
    top = max(counts + [n_missing, 1])
    pad_l, pad_b, pad_t = 26, 18, 8
    plot_w = width - pad_l - 34
    plot_h = height - pad_b - pad_t
    bw = plot_w / bins
    parts = [f'<svg class="chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
             f'role="img" aria-label="{escape(label)} score distribution">']
    for i, c in enumerate(counts):
        h = plot_h * c / top
        x = pad_l + i * bw
        b_lo, b_hi = lo + span * i / bins, lo + span * (i + 1) / bins
        parts.append(f'<rect class="bar" x="{_fmt(x + 1)}" y="{_fmt(pad_t + plot_h - h)}" '
                     f'width="{_fmt(bw - 2)}" height="{_fmt(h)}">'
                     f'<title>{b_lo:.2f}–{b_hi:.2f}: {c}</title></rect>')
    if n_missing:
        h = plot_h * n_missing / top
        parts.append(f'<rect class="na" x="{_fmt(pad_l + plot_w + 8)}" y="{_fmt(pad_t + plot_h - h)}" '
                     f'width="22" height="{_fmt(h)}"><title>not applicable: {n_missing}</title></rect>')
        parts.append(f'<text class="tick" x="{_fmt(pad_l + plot_w + 19)}" y="{height - 4}" '
                     f'text-anchor="middle">n/a</text>')
    base = pad_t + plot_h
    parts.append(f'<line class="axis" x1="{pad_l}" y1="{base}" x2="{pad_l + plot_w}" y2="{base}"/>')
    for frac in (0.0, 0.5, 1.0):
        parts.append(f'<text class="tick" x="{_fmt(pad_l + plot_w * frac)}" y="{height - 4}" '
                     f'text-anchor="middle">{lo + span * frac:g}</text>')
    parts.append(f'<text class="tick" x="{pad_l - 4}" y="{pad_t + 8}" text-anchor="end">{top}</text>')
    parts.append("</svg>")
    return "".join(parts)


def year_bins(lo: int, hi: int, max_bins: int = 60) -> List[Interval]:
    """Bins covering [lo, hi]: single years when they fit in ``max_bins``, else 2, 5, 10, 20, 50 ... years."""
    for size in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000):
        start = lo if size == 1 else (lo // size) * size
        if (hi - start) // size + 1 <= max_bins:
            return [(a, min(a + size - 1, hi)) for a in range(start, hi + 1, size)]
    return [(lo, hi)]


def robust_axis(groups: Sequence[Sequence[Interval]], *, quantile: float = 0.02, wide: int = 30,
                pad: int = 1) -> Interval | None:
    """A year axis that shows where the years are, not the extremes: from the ``quantile`` to the
    ``1 - quantile`` quantile of the endpoints of the narrow intervals (at most ``wide`` years; all intervals
    when none is narrow), padded by ``pad`` years. Wider intervals and outliers are clipped when drawn.

    groups (Sequence[Sequence[Interval]]): Interval lists (one per query, document or answer).
    RETURNS (Optional[Interval]): (first, last) year, or None when there are no years at all.
    """
    every = [iv for ivs in groups for iv in ivs]
    if not every:
        return None
    narrow = [iv for iv in every if iv[1] - iv[0] < wide] or every
    points = sorted(y for iv in narrow for y in iv)
    cut = int(len(points) * quantile)
    lo, hi = points[cut], points[len(points) - 1 - cut]
    return lo - pad, hi + pad


def clip(intervals: Sequence[Interval], lo: int, hi: int) -> List[Interval]:
    """The parts of ``intervals`` inside [lo, hi]."""
    return [(max(a, lo), min(b, hi)) for a, b in intervals if b >= lo and a <= hi]


def _bin_counts(groups: Sequence[Sequence[Interval]], bins: Sequence[Interval]) -> List[int]:
    """Per bin, how many interval lists touch it (each list counted once per bin), in O(total intervals)."""
    n = len(bins)
    start, size = bins[0][0], (bins[0][1] - bins[0][0] + 1) if n > 1 else max(1, bins[0][1] - bins[0][0] + 1)
    lo, hi = bins[0][0], bins[-1][1]
    diff = [0] * (n + 1)
    for ivs in groups:
        spans = sorted(((max(a, lo) - start) // size, (min(b, hi) - start) // size)
                       for a, b in ivs if b >= lo and a <= hi)
        last = -1
        for i, j in spans:  # merge overlapping bin ranges so a list counts once per bin
            i = max(i, last + 1)
            if i <= j:
                diff[i] += 1
                diff[j + 1] -= 1
                last = j
    counts, running = [], 0
    for i in range(n):
        running += diff[i]
        counts.append(running)
    return counts


def _scale_top(counts: Sequence[int]) -> int:
    """The count the full bar height stands for: the largest count, unless it (an outlier: one year every
    query retrieves, say) is over 4 times the 90th percentile of the non-zero counts; then that percentile
    times 2, and taller bars are cut with a break mark (a broken axis) so they do not flatten the rest."""
    nonzero = sorted(c for c in counts if c)
    if not nonzero:
        return 1
    p90 = nonzero[min(len(nonzero) - 1, int(0.9 * (len(nonzero) - 1)))]
    return nonzero[-1] if nonzero[-1] <= 4 * p90 else 2 * p90


def _breaks(n: int, top: int, x: float, bw: float, y: float) -> List[str]:
    """The break mark of a bar cut at the scale's top (its full count is in the bar's title and here)."""
    if n <= top:
        return []
    return [f'<rect class="break" x="{_fmt(x)}" y="{_fmt(y + 1)}" width="{_fmt(bw)}" height="2"/>'
            f'<text class="tick cut" x="{_fmt(x + bw / 2)}" y="{_fmt(y - 1)}" text-anchor="middle">{n}</text>']


def coverage(queries: Sequence[Sequence[Interval]], documents: Sequence[Sequence[Interval]],
             hallucinated: Sequence[Sequence[Interval]] = (), *, width: int = 640, height: int = 250) -> str:
    """Mirrored bars per year (or decade): how many queries ask about it (up) against how many retrieved
    documents cover it (down), with answers' unsupported years marked. Linear in the number of intervals
    (100,000 records take well under a second).

    queries (Sequence[Sequence[Interval]]): One list of (first, last) year intervals per query.
    documents (Sequence[Sequence[Interval]]): One interval list per retrieved document (all records).
    hallucinated (Sequence[Sequence[Interval]]): Per answer, its years that no retrieved document covers.
    RETURNS (str): The SVG element, or a short note when there are no years at all.
    """
    axis = robust_axis([ivs for group in (queries, documents, hallucinated) for ivs in group])
    if axis is None:
        return '<p class="note">No focus years were found in the queries or the documents.</p>'
    lo, hi = axis
    bins = year_bins(lo, hi, max_bins=40)
    size = bins[0][1] - bins[0][0] + 1 if len(bins) > 1 else 1
    q, d, h = _bin_counts(queries, bins), _bin_counts(documents, bins), _bin_counts(hallucinated, bins)
    pad_l, pad_r, pad_t, pad_b = 48, 10, 26, 44
    plot_w, half = width - pad_l - pad_r, (height - pad_t - pad_b) / 2
    mid = pad_t + half
    qmax, dmax = _scale_top(q + h), _scale_top(d)
    bw = plot_w / len(bins)
    parts = [f'<svg class="chart coverage" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="years asked about by queries against years covered by retrieved documents">']
    for i, (b, nq, nd, nh) in enumerate(zip(bins, q, d, h)):
        x = pad_l + i * bw
        name = str(b[0]) if b[0] == b[1] else f"{b[0]}–{b[1]}"
        hq, hd, hh = (half * min(n, top) / top for n, top in ((nq, qmax), (nd, dmax), (nh, qmax)))
        queries_txt = f"{nq} quer{'y' if nq == 1 else 'ies'}"
        parts.append(f'<rect class="q" x="{_fmt(x + 0.5)}" y="{_fmt(mid - hq)}" '
                     f'width="{_fmt(max(bw - 1, 0.5))}" height="{_fmt(hq)}">'
                     f'<title>{name}: {queries_txt}</title></rect>')
        parts += _breaks(nq, qmax, x, bw, mid - hq) + _breaks(nd, dmax, x, bw, mid + hd - 4)
        if nh:
            parts.append(f'<rect class="h" x="{_fmt(x + bw * 0.25)}" y="{_fmt(mid - hh)}" '
                         f'width="{_fmt(max(bw * 0.5, 0.5))}" height="{_fmt(hh)}"><title>{name}: {nh} '
                         f'answer(s) with years no retrieved document covers</title></rect>')
        parts.append(f'<rect class="d" x="{_fmt(x + 0.5)}" y="{_fmt(mid)}" width="{_fmt(max(bw - 1, 0.5))}" '
                     f'height="{_fmt(hd)}"><title>{name}: {nd} retrieved document(s)</title></rect>')
    parts.append(f'<line class="axis" x1="{pad_l}" y1="{_fmt(mid)}" x2="{pad_l + plot_w}" y2="{_fmt(mid)}"/>')
    step = max(1, math.ceil(len(bins) / 6))  # at most 6 year labels: readable when the chart is 500 px wide
    for i in range(0, len(bins), step):
        parts.append(f'<text class="tick" x="{_fmt(pad_l + (i + 0.5) * bw)}" y="{height - pad_b + 18}" '
                     f'text-anchor="middle">{bins[i][0]}{"s" if size in (10, 100, 1000) else ""}</text>')
    parts.append(f'<text class="tick" x="{pad_l - 4}" y="{pad_t + 10}" text-anchor="end">{qmax}</text>')
    parts.append(f'<text class="tick" x="{pad_l - 4}" y="{_fmt(mid + half)}" text-anchor="end">{dmax}</text>')
    parts.append(f'<text class="lab q-t" x="{pad_l + 4}" y="{pad_t - 9}">▲ queries asking about the year'
                 f'</text>')
    parts.append(f'<text class="lab d-t" x="{pad_l + 4}" y="{height - 6}">▼ documents covering the year'
                 f'</text>')
    parts.append("</svg>")
    return "".join(parts)


def timeline(query: Sequence[Interval], documents: Sequence[Sequence[Interval]], answer: Sequence[Interval],
             unsupported: Sequence[Interval], *, width: int = 300) -> str:
    """One record at a glance: the query's years, each retrieved document's years (in rank order) and the
    answer's years on the record's own year axis; answer years no document covers are drawn in the alert
    colour. Intervals reaching beyond the axis (a whole century, say) are clipped at its ends."""
    rows: List[Tuple[str, Sequence[Interval], str]] = [("q", query, "query")]
    rows += [("d", ivs, f"document {i + 1}") for i, ivs in enumerate(documents)]
    rows.append(("a", answer, "answer"))
    axis = robust_axis([ivs for _, ivs, _ in rows], quantile=0.0)
    if axis is None:
        return '<span class="muted">no years</span>'
    lo, hi = axis
    if hi - lo < 10:  # at least a decade, centred
        extra = 10 - (hi - lo)
        lo, hi = lo - extra // 2, hi + extra - extra // 2
    span = hi - lo + 1
    row_h = 7
    height = row_h * len(rows) + 14

    def rect(cls: str, a: int, b: int, y: int, title: str) -> str:
        x0 = (a - lo) / span * width
        x1 = (b - lo + 1) / span * width
        return (f'<rect class="{cls}" x="{_fmt(x0)}" y="{y}" width="{_fmt(max(x1 - x0, 1.5))}" '
                f'height="{row_h - 2}"><title>{escape(title)}</title></rect>')

    parts = [f'<svg class="tl" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
             f'aria-label="focus years of the query, the documents and the answer">']
    for r, (cls, ivs, name) in enumerate(rows):
        y = r * row_h + 1
        parts.append(f'<rect class="lane" x="0" y="{y}" width="{width}" height="{row_h - 2}"/>')
        for (a, b), (ca, cb) in zip(ivs, [(max(a, lo), min(b, hi)) for a, b in ivs]):
            if cb >= ca:
                parts.append(rect(cls, ca, cb, y, f"{name}: {a if a == b else f'{a}–{b}'}"))
        if cls == "a":
            for a, b in clip(unsupported, lo, hi):
                parts.append(rect("h", a, b, y, f"not in any retrieved document: {a if a == b else f'{a}–{b}'}"))
    base = len(rows) * row_h + 11
    parts.append(f'<text class="tick" x="0" y="{base}">{lo}</text>')
    parts.append(f'<text class="tick" x="{width}" y="{base}" text-anchor="end">{hi}</text>')
    parts.append("</svg>")
    return "".join(parts)


def bar(value: float | None, *, width: int = 90) -> str:
    """A tiny inline bar for a score in [0, 1] ("n/a" when None or NaN)."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return '<span class="muted">n/a</span>'
    v = min(max(value, 0.0), 1.0)
    return (f'<svg class="mini" viewBox="0 0 {width} 8" width="{width}" height="8"><rect class="lane" x="0" '
            f'y="0" width="{width}" height="8"/><rect class="bar" x="0" y="0" width="{_fmt(width * v)}" '
            f'height="8"/></svg>')


LEGEND = {"q": "query focus time (QFT)", "d": "retrieved documents' focus time (DFT)",
          "a": "answer focus time (AFT)", "h": "answer years no retrieved document covers"}


def legend(series: Sequence[str] = ("q", "d", "a", "h")) -> Dict[str, str]:
    """CSS class -> meaning, for a chart's legend: only the ``series`` the chart draws.

    series (Sequence[str]): The drawn series among "q", "d", "a" and "h".
    RETURNS (Dict[str, str]): In the order given.
    """
    return {cls: LEGEND[cls] for cls in series}


#: stroke colours of the series of ``lines`` (cycled), readable on white
LINE_COLOURS = ("#2563eb", "#dc2626", "#0f766e", "#d97706", "#7c3aed", "#db2777", "#4b5563", "#65a30d")


def lines(series: Dict[str, Sequence[float | None]], labels: Sequence[str], *, width: int = 520, height: int = 220,
          label: str = "") -> str:
    """A line chart of scores in [0, 1] across ``labels`` (the as-of dates): one polyline per series, a dot per
    point with its value in a tooltip, a gap where a value is None, the series names in a legend at the right.

    series (Dict[str, Sequence[Optional[float]]]): Name -> one value per label.
    labels (Sequence[str]): The x positions, evenly spaced, in order.
    RETURNS (str): The SVG element.
    """
    pad_l, pad_r, pad_t, pad_b = 62, 200, 10, 22
    plot_w, plot_h = width - pad_l - pad_r, height - pad_t - pad_b
    step = plot_w / max(len(labels) - 1, 1)

    def xy(i: int, v: float) -> str:
        return f"{_fmt(pad_l + i * step)},{_fmt(pad_t + plot_h * (1 - min(max(v, 0.0), 1.0)))}"

    parts = [f'<svg class="chart lines" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
             f'role="img" aria-label="{escape(label)}">']
    for frac in (0.0, 0.5, 1.0):
        y = _fmt(pad_t + plot_h * (1 - frac))
        parts.append(f'<line class="axis" x1="{pad_l}" y1="{y}" x2="{pad_l + plot_w}" y2="{y}" '
                     f'stroke-dasharray="{"" if frac == 0 else "2 3"}"/>')
        parts.append(f'<text class="tick" x="{pad_l - 4}" y="{_fmt(float(y) + 4)}" text-anchor="end">{frac:g}</text>')
    for i, name in enumerate(labels):
        parts.append(f'<text class="tick" x="{_fmt(pad_l + i * step)}" y="{height - 6}" '
                     f'text-anchor="middle">{escape(name)}</text>')
    for n, (name, values) in enumerate(series.items()):
        colour = LINE_COLOURS[n % len(LINE_COLOURS)]
        parts.extend(_polylines(values, xy, colour))
        for i, v in enumerate(values):
            if v is not None:
                parts.append(f'<circle cx="{xy(i, v).split(",")[0]}" cy="{xy(i, v).split(",")[1]}" r="3" '
                             f'fill="{colour}"><title>{escape(name)} @ {escape(labels[i])}: {v:.3f}</title></circle>')
        key_y = pad_t + 12 + n * 16  # the series' key, right of the plot
        parts.append(f'<rect x="{width - pad_r + 12}" y="{key_y - 8}" width="10" height="10" fill="{colour}"/>'
                     f'<text class="lab" x="{width - pad_r + 26}" y="{key_y + 1}">{escape(name)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _polylines(values: Sequence[float | None], xy: Any, colour: str) -> List[str]:
    """The runs of consecutive known values as polylines (a None breaks the line)."""
    out, run = [], []  # type: ignore[var-annotated]
    for i, v in enumerate(list(values) + [None]):
        if v is None:
            if len(run) > 1:
                out.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{" ".join(run)}"/>')
            run = []
        else:
            run.append(xy(i, v))
    return out
