"""English news articles probe: its file and scores, participle and "start" cues, clock zones (i16-).

Issue 19, branch h19i (prefix ``i16-``): what the ninth English news probe round, thirteen whole wire articles
(``benchmarks/data/probe_news_en_docs.jsonl``, ``probe-en-doc-001`` ... ``013``), found wrong and fixed:

* a participle after "remain" / "stay" or in a compound adjective ("worst-hit") is no past cue (lexicon
  TENSE_NOT_PAST_AFTER): "Schools will remain closed through Friday" is the Friday ahead;
* "start" after its article is a noun, no future cue (lexicon TENSE_NOT_FUTURE_PAIRS, ``normalize/tense.py``): "It
  was 1.63 percent at the start of May" read in August is the May before;
* ``i16-earlier_that_unit``: "later that year", "Earlier that day" are one TIMEX3 with the point word, the time
  the text last told of (TEXT_ANCHOR_RULES);
* "the quarter" before "ended" / "ending" and a day is the quarter of the three months ending on that day
  (TIMEML_ENDED_QUARTER_RULES, ``normalize/timeml_values.py``);
* ``i16-clock_zone_name`` / ``i16-clock_hour_zone_name``: a clock time with its zone written out ("12:14 p.m.
  Eastern time") is one TIME with the zone.

Sentences are written for these tests; none comes from a gold corpus or the probe files.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest
from probes import BENCH, benchmark_module, probe_span_scores

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.scoring import read_gold_jsonl
from spacy_tempoeval.tagger import TemporalTagger

MON = dt.date(2013, 5, 20)  # a Monday
AUG = dt.date(2013, 8, 22)  # a Thursday
NOV = dt.date(2013, 11, 19)  # a Tuesday


@pytest.fixture(scope="module")
def en() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))


@pytest.fixture(scope="module")
def rag() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings())


def tags(tagger: TemporalTagger, text: str, ref: dt.date) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, ref)]


# -- the round's articles -----------------------------------------------------------------------------------------
def test_the_article_file_is_what_its_generator_writes():
    maker = benchmark_module("data/make_probe_news.py")
    path = BENCH / "data" / "probe_news_en_docs.jsonl"
    assert path.read_text(encoding="utf8") == maker.render_docs()
    docs = read_gold_jsonl(path)
    assert len(docs) >= 12 and sum(len(d.timexes) for d in docs) >= 100
    assert all(d.doc_id.startswith("probe-en-doc-") for d in docs)
    # whole articles, not sentences: at least three paragraphs (the seventeenth round's pieces have four, as the
    # shorter TempEval-3 platinum articles do; the earlier rounds five or six)
    assert all(d.text.count("\n\n") >= 2 for d in docs)


def test_bench_accuracy_runs_the_articles():
    bench = benchmark_module("bench_accuracy.py")
    assert "probe-news-en-docs" in bench.CORPORA and bench.LOCAL_CORPORA["probe-news-en-docs"].is_file()


def test_the_article_scores_stay_up():
    # h19i: its thirteen articles scored 97.5 / 93.7 strict / value before any fix, 98.7 / 96.2 after; a fall of
    # theirs is a regression
    path = BENCH / "data" / "probe_news_en_docs.jsonl"
    scores = probe_span_scores(path, {f"probe-en-doc-{i:03d}" for i in range(1, 14)})
    assert scores.strict_f >= 0.985 and scores.value_f >= 0.96 and scores.type_f >= 0.98
    # the whole file, later rounds included: each was written to find what the tagger missed, so the file's score
    # moves with what is appended to it (each round's own figures: benchmarks/HISTORY.md); this floor catches a
    # broad fall
    scores = probe_span_scores(path)
    assert scores.strict_f >= 0.98 and scores.value_f >= 0.95 and scores.type_f >= 0.975


# -- tense cues -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, value", [
    ("Schools in the district will remain closed through Friday.", "2013-05-24"),
    ("The bridge will stay shut until Friday.", "2013-05-24"),
    ("The schools remain closed until Thursday.", "2013-05-23"),  # no cue left: the nearest Thursday
    ("The schools remained closed until Friday.", "2013-05-17"),  # its own past form
    ("The plant closed on Friday.", "2013-05-17"),
])
def test_a_participle_after_remain_or_stay_is_no_past_cue(en, text, value):
    assert [v for _, _, v in tags(en, text, MON)] == [value]


def test_a_compound_adjective_is_no_past_cue(en):
    text = "Officials expect schools in the worst-hit areas to stay closed until January."
    assert tags(en, text, NOV) == [("January", "DATE", "2014-01")]
    assert tags(en, "The storm hit the coast in January.", NOV) == [("January", "DATE", "2013-01")]


def test_the_start_of_is_no_future_cue(en, rag):
    assert tags(en, "It was 1.63 percent at the start of May.", AUG) == [("the start of May", "DATE", "2013-05")]
    assert tags(en, "Rates will fall at the start of May.", AUG) == [("the start of May", "DATE", "2014-05")]
    assert [t.value for t in rag.tag("It was 1.63 percent at the start of May.", AUG)] == ["2013-05"]
    # "start" as a verb stays a cue (tweets)
    assert [t.value for t in en.tag("on mon i start my diet", AUG)] == ["2013-08-26"]


# -- anaphoric references with a point word -----------------------------------------------------------------------
def test_later_that_year_is_one_timex(en):
    text = "In July 2011, the company cut 2,500 jobs, and it closed a plant in Ireland later that year."
    assert tags(en, text, dt.date(2013, 6, 27)) == [("July 2011", "DATE", "2011-07"),
                                                    ("later that year", "DATE", "2011")]


def test_earlier_that_day_counts_from_the_last_date(en):
    text = "The ferry sank on March 3. Earlier that day, the coast guard had issued a storm warning."
    assert tags(en, text, dt.date(2013, 3, 14)) == [("March 3", "DATE", "2013-03-03"),
                                                    ("Earlier that day", "DATE", "2013-03-03")]
    text = "The two leaders met on Oct. 4, 2012. Later that month, talks broke down."
    assert tags(en, text, dt.date(2013, 3, 14))[-1] == ("Later that month", "DATE", "2012-10")


# -- the quarter ended ... -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, ref, quarter", [
    ("The firm expects a charge in the fiscal fourth quarter. It will report results for the quarter ending June 30 "
     "on July 25.", dt.date(2013, 6, 27), "2013-Q2"),
    ("Net income rose 5% in the quarter ended July 31.", dt.date(1989, 10, 30), "1989-Q2"),
    ("Sales rose in the quarter ended Oct. 1.", dt.date(2013, 11, 4), "2013-Q3"),
    ("Sales rose in the quarter ended Jan. 5.", dt.date(2013, 3, 4), "2012-Q4"),
])
def test_the_quarter_ended_a_day_is_that_days_quarter(en, text, ref, quarter):
    got = {t.text: t.value for t in en.tag(text, ref)}
    assert got["the quarter"] == quarter


def test_the_quarter_alone_is_unchanged(en):
    assert tags(en, "Profit rose 8% in the quarter.", dt.date(1989, 10, 30)) == [("the quarter", "DATE", "1989-Q3")]


# -- clock times with a zone written out ---------------------------------------------------------------------------
def test_a_zone_written_out_is_in_the_clock_time(en):
    text = "Trading stopped at 12:14 p.m. Eastern time and resumed at 3:25 p.m."
    assert tags(en, text, AUG) == [("12:14 p.m. Eastern time", "TIME", "2013-08-22T12:14"),
                                   ("3:25 p.m.", "TIME", "2013-08-22T15:25")]
    assert tags(en, "Polls close at 8 p.m. Pacific time.", AUG) == [("8 p.m. Pacific time", "TIME",
                                                                      "2013-08-22T20:00")]
    # "local time" is no zone (WikiWars)
    assert tags(en, "The blast came at 11:30 a.m. local time.", AUG) == [("11:30 a.m.", "TIME", "2013-08-22T11:30")]


# -- a week the text told of is an anchor of its own ----------------------------------------------------------------
def test_the_same_week_after_a_week_is_that_week(en):
    ref = dt.date(2013, 4, 9)
    text = "The company warned on March 12. The following week, it cut 300 jobs. The same week, its chairman resigned."
    assert tags(en, text, ref)[1:] == [("The following week", "DATE", "2013-W12"),
                                       ("The same week", "DATE", "2013-W12")]
    text = "The company cut jobs last week. That same week, its chairman resigned. The following month, he sued."
    assert tags(en, text, ref) == [("last week", "DATE", "2013-W14"), ("That same week", "DATE", "2013-W14"),
                                   ("The following month", "DATE", "2013-05")]


def test_a_week_anchor():
    from spacy_tempoeval.normalize.discourse import anchor_of, truncate

    assert anchor_of("2013-W12") == (dt.date(2013, 3, 21), "W", False)
    assert anchor_of("2013-W12-WE") == (dt.date(2013, 3, 21), "W", False)
    assert anchor_of("2013-W54") is None
    assert anchor_of("2013-03") == (dt.date(2013, 3, 1), "M", False)  # the others as before
    assert truncate("2013-03-22", "W") == "2013-W12" and truncate("2013-03", "W") == "2013-03"
