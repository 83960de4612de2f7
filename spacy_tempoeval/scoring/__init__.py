"""Scoring against gold data: TempEval-3 span scores, year-set scores and the gold readers (JSONL, TimeML).

Pure scoring code: no LLM layer. ``gold`` reads and validates gold files, ``tempeval`` scores TIMEX3 spans
(strict / relaxed extent, value, type), ``yearsets`` scores focus years, and ``corpus`` tags gold documents with
a pipeline and scores them (what ``spacy-tempoeval score`` and ``benchmarks/bench_accuracy.py`` run).
"""

from .corpus import CorpusResult, DocResult, score_corpus
from .gold import GoldDoc, Timex, read_gold, read_gold_jsonl, read_tml
from .tempeval import SpanCounts, SpanScores, match_timexes, score_spans
from .yearsets import YearSetScorer, year_set_prf

__all__ = ["CorpusResult", "DocResult", "GoldDoc", "SpanCounts", "SpanScores", "Timex", "YearSetScorer",
           "match_timexes", "read_gold", "read_gold_jsonl", "read_tml", "score_corpus", "score_spans",
           "year_set_prf"]
