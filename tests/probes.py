"""What the probe tests share (``tests/rules/test_news_probe_file_and_phrases.py``,
``test_tweets_probe_file_and_spellings.py``, ``test_es_de_probe_files_and_phrases.py``, ``test_probe_records.py``): a
script of ``benchmarks/`` loaded as a module, and the TempEval-3 span scores of an English probe file under
``convention="timeml"``."""

from __future__ import annotations

import datetime as dt
import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Container

from timeml_news import timeml_tagger

from spacy_tempoeval.scoring import read_gold_jsonl
from spacy_tempoeval.scoring.gold import Timex
from spacy_tempoeval.scoring.tempeval import SpanCounts

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def benchmark_module(relative: str) -> ModuleType:
    """The script ``benchmarks/<relative>`` (e.g. ``"data/make_probe_news.py"``), loaded as a module."""
    path = BENCH / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def probe_span_scores(path: Path, ids: Container[str] | None = None):
    """The strict / relaxed / value / type scores (``SpanCounts.scores()``) of a timeml tagger on an English probe
    file, each text read on its ``dct``: the TIMEX3s the component shows (``TemporalTagger.timex3_of``: no named
    event such as "the Obama administration"), as ``benchmarks/probe_news.py`` and ``bench_accuracy.py`` score
    them. ``ids``: only the records whose ``doc_id`` is in it (one round's articles), all when None."""
    tagger = timeml_tagger()
    counts = SpanCounts()
    for gold in read_gold_jsonl(path):
        if ids is not None and gold.doc_id not in ids:
            continue
        shown = (tagger.timex3_of(x) for x in tagger.tag(gold.text, dt.date.fromisoformat(gold.dct)))
        counts.add(gold.timexes, [Timex(x.start, x.end, x.label, x.value or "") for x in shown if x is not None])
    return counts.scores()
