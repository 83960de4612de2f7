"""The records of a hand-written TIMEX3 probe (``make_probe_news.py``, ``make_probe_tweets.py``), checked as they
are built: each phrase is found in its text (``"phrase#2"``: its second occurrence), each value has a TimeML form,
a weekday word agrees with the date of its value, spans are sorted and never overlap, no text comes twice. A wrong
label stops the generator (``SystemExit`` naming the text) instead of writing a wrong probe."""

from __future__ import annotations

import datetime as dt
import re
from typing import Callable, List, Pattern, Sequence, Tuple

Probe = Sequence[Tuple[str, str, str, Sequence[Tuple[str, str, str]]]]  # (family, dct, text, [(phrase, type, value)])
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def probe_records(probe: Probe, value_form: Pattern[str], weekday_of: Callable[[str], int | None],
                  doc_prefix: str) -> List[dict]:
    """The probe's records in the gold corpora's layout (``doc_id``, ``family``, ``dct``, ``text``, ``timexes``).

    probe (Probe): The probe's entries, in order (``doc_id`` is ``<doc_prefix>-<n:03d>``).
    value_form (Pattern[str]): The value forms the probe allows.
    weekday_of (Callable[[str], int | None]): The weekday a word names (0: Monday), or None.
    doc_prefix (str): The start of each ``doc_id``.
    RETURNS (List[dict]): The records.
    """
    out, seen = [], set()
    for n, (family, dct, text, timexes) in enumerate(probe, 1):
        if text in seen:
            raise SystemExit(f"text given twice: {text!r}")
        seen.add(text)
        spans = [_span(text, expr, typ, value, value_form, weekday_of) for expr, typ, value in timexes]
        spans.sort(key=lambda s: s["start"])
        for a, b in zip(spans, spans[1:]):
            if b["start"] < a["end"]:
                raise SystemExit(f"{text!r}: overlapping spans {a['text']!r} {b['text']!r}")
        out.append({"doc_id": f"{doc_prefix}-{n:03d}", "family": family, "dct": dct, "text": text, "timexes": spans})
    return out


def _span(text: str, expr: str, typ: str, value: str, value_form: Pattern[str],
          weekday_of: Callable[[str], int | None]) -> dict:
    """One TIMEX3 of ``text``, checked."""
    phrase, _, nth = expr.partition("#")
    starts = [m.start() for m in re.finditer(re.escape(phrase), text)]
    if not starts or (len(starts) > 1 and not nth):
        raise SystemExit(f"{text!r}: {phrase!r} found {len(starts)} times")
    start = starts[int(nth) - 1 if nth else 0]
    if not value_form.match(value):
        raise SystemExit(f"{text!r}: malformed value {value!r}")
    if _ISO_DAY.match(value):
        for word in re.findall(r"[A-Za-z]+", phrase):
            weekday = weekday_of(word)
            if weekday is not None and dt.date.fromisoformat(value[:10]).weekday() != weekday:
                raise SystemExit(f"{text!r}: {word} is not the weekday of {value}")
    return {"text": phrase, "start": start, "end": start + len(phrase), "type": typ, "value": value}
