"""The English news generalisation probe of issue 19 (rule ids ``p10-``): the probe file and its benchmark, and the
kinds of phrase it showed the tagger missing. Sentences are written for these tests (none comes from the gold
corpora or from HeidelTime)."""

from __future__ import annotations

import datetime as dt

from probes import BENCH, benchmark_module, probe_span_scores
from timeml_news import spans, timeml_tagger, values

from spacy_tempoeval.scoring import read_gold_jsonl

DAY = dt.date(2013, 3, 22)  # a Friday


# -- the probe and its benchmark ----------------------------------------------------------------------------------
def test_the_probe_file_is_what_its_generator_writes():
    maker = benchmark_module("data/make_probe_news.py")
    assert (BENCH / "data" / "probe_news_en.jsonl").read_text(encoding="utf8") == maker.render()
    docs = read_gold_jsonl(BENCH / "data" / "probe_news_en.jsonl")
    assert len(docs) >= 200 and sum(len(d.timexes) for d in docs) >= 240


def test_bench_accuracy_runs_the_probe():
    bench = benchmark_module("bench_accuracy.py")
    assert "probe-news-en" in bench.CORPORA and bench.LOCAL_CORPORA["probe-news-en"].is_file()


def test_the_probe_scores_stay_up():
    # the figures of benchmarks/README.md (28 Nov 2026 evening): strict 99.4, value 97.9; a fall is a regression
    scores = probe_span_scores(BENCH / "data" / "probe_news_en.jsonl")
    assert scores.strict_f >= 0.985 and scores.value_f >= 0.97 and scores.type_f >= 0.985


# -- the rules ----------------------------------------------------------------------------------------------------
def test_a_frequency_is_one_set():
    tagger = timeml_tagger()
    assert values(tagger, "The board meets twice a week.", DAY) == {"twice a week": "P1W"}
    assert values(tagger, "Inspectors visit the plant once a month.", DAY) == {"once a month": "P1M"}
    assert values(tagger, "Prices are reviewed three times a year.", DAY) == {"three times a year": "P1Y"}
    assert values(tagger, "Trains leave 10 times per day.", DAY) == {"10 times per day": "P1D"}
    assert values(tagger, "Cargo ships arrive a few times a year.", DAY) == {"a few times a year": "P1Y"}
    assert [t.label for t in tagger.tag("The board meets twice a week.", DAY)] == ["SET"]


def test_trading_and_business_days_are_a_duration():
    tagger = timeml_tagger()
    assert values(tagger, "The stock fell over the past five trading days.", DAY) == {
        "the past five trading days": "P5D"}
    assert values(tagger, "Eight trading days after Oct. 12, the index rose.", DAY) == {
        "Eight trading days": "P8D", "Oct. 12": "2012-10-12"}
    assert values(tagger, "Refunds take three business days.", DAY) == {"three business days": "P3D"}


def test_a_count_in_hundreds_is_one_duration():
    tagger = timeml_tagger()
    assert values(tagger, "The siege lasted one hundred days.", DAY) == {"one hundred days": "P100D"}
    assert values(tagger, "The firm has stood for almost a hundred years.", DAY) == {
        "almost a hundred years": "P100Y"}


def test_a_point_word_before_this_last_next_stays_in_the_timex():
    # TimeBank: "[later this afternoon]"; as "[early next year]", "[Late last week]" already were
    tagger = timeml_tagger()
    assert values(tagger, "Officials will meet later this afternoon.", DAY) == {
        "later this afternoon": "2013-03-22TAF"}
    assert values(tagger, "The storm hit early last summer.", dt.date(2013, 11, 4)) == {
        "early last summer": "2013-SU"}
    assert spans(tagger, "Prices will rise late next month.", DAY) == ["late next month"]
    assert spans(tagger, "He spoke earlier this morning.", DAY) == ["earlier this morning"]


def test_a_day_with_a_relative_year_is_one_date():
    tagger = timeml_tagger()
    assert values(tagger, "The order was signed on Dec. 3 last year.", DAY) == {"Dec. 3 last year": "2012-12-03"}
    assert values(tagger, "The plant opens on March 15 next year.", DAY) == {"March 15 next year": "2014-03-15"}


def test_an_ordinal_day_keeps_its_article_with_a_year_too():
    tagger = timeml_tagger()
    assert values(tagger, "Voting will close on the 25th of February 2014.", DAY) == {
        "the 25th of February 2014": "2014-02-25"}
    assert spans(tagger, "Voting will close on the 25th of February.", DAY) == ["the 25th of February"]


def test_found_is_a_past_cue():
    tagger = timeml_tagger()
    assert values(tagger, "Rescuers found the climbers late Sunday.", DAY) == {"late Sunday": "2013-03-17"}
    assert values(tagger, "Police found the car Sunday.", DAY) == {"Sunday": "2013-03-17"}


def test_a_rate_before_from_is_still_a_set():
    tagger = timeml_tagger()
    found = {t.text: (t.label, t.value) for t in tagger.tag("The company earns $5 million a year from the deal.",
                                                             DAY)}
    assert found == {"a year": ("SET", "P1Y")}
    # "a year from now" is no rate
    assert {t.label for t in tagger.tag("He will pay $5 million a year from now.", DAY)} != {"SET"}


def test_a_day_of_the_month_alone_follows_the_tense():
    # the 5th ahead is nearer on the 22nd, but the past tense points back (as "was held Monday" does)
    tagger = timeml_tagger()
    assert values(tagger, "The vote was held on the 5th.", DAY) == {"the 5th": "2013-03-05"}
    assert values(tagger, "Parliament will convene on the 15th.", DAY) == {"the 15th": "2013-04-15"}


def test_that_day_names_the_day_last_mentioned():
    # as "the same day" does (TimeML: the day the text talked of), outside narratives too
    tagger = timeml_tagger()
    assert values(tagger, "The ship sank on March 3. Rescuers arrived that day.", DAY) == {
        "March 3": "2013-03-03", "that day": "2013-03-03"}
    assert values(tagger, "Rescuers arrived that day.", DAY) == {"that day": "2013-03-22"}
