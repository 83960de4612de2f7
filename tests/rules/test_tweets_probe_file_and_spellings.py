"""The tweets generalisation probe of issue 19 (rule ids ``r10-``): the probe file and its benchmark, and the tweet
spellings it showed the tagger missing. Texts are written for these tests (none comes from the gold corpora)."""

from __future__ import annotations

import datetime as dt

from probes import BENCH, benchmark_module, probe_span_scores
from timeml_news import spans, timeml_tagger, values

from spacy_tempoeval.scoring import read_gold_jsonl

WED = dt.date(2014, 4, 23)  # a Wednesday, ISO week 17
MON = dt.date(2013, 11, 4)  # a Monday


# -- the probe and its benchmark ----------------------------------------------------------------------------------
def test_the_probe_file_is_what_its_generator_writes():
    maker = benchmark_module("data/make_probe_tweets.py")
    assert (BENCH / "data" / "probe_tweets.jsonl").read_text(encoding="utf8") == maker.render()
    docs = read_gold_jsonl(BENCH / "data" / "probe_tweets.jsonl")
    assert len(docs) >= 150 and sum(len(d.timexes) for d in docs) >= 140


def test_bench_accuracy_runs_the_probe():
    bench = benchmark_module("bench_accuracy.py")
    assert "probe-tweets" in bench.CORPORA and bench.LOCAL_CORPORA["probe-tweets"].is_file()


def test_the_probe_scores_stay_up(tmp_path):
    # the figures of benchmarks/README.md (28 Nov 2026 evening, w19tw): strict 97.9, value 91.5; a fall is a
    # regression (the misses left are convention clashes with the news gold, listed there). h19j: the fourth
    # round (families "tw4-", written before its fixes) keeps its own misses, so the bar of the earlier rounds is
    # held on them alone (99.4 / 94.0 strict / value when tw4- came), and the fourth round has its own
    # (89.7 / 78.2 after its fixes, benchmarks/HISTORY.md). h19k: the fifth round ("tw5-") has its own bar as
    # well (94.2 / 82.7 / 94.2 strict / value / type after its fixes; 81.6 / 73.7 / 83.8 before them). h19q: the
    # sixth round ("tw6-") too (95.5 / 95.5 / 97.3 after its fixes; 92.7 / 92.7 / 94.5 before them). h19w: the
    # seventh ("tw7-"; 95.8 / 87.3 / 97.0 after its fixes; 86.6 / 79.3 / 92.7 before them). h19u: the eighth
    # ("tw8-"; 98.2 / 89.5 / 98.2 after its fixes; 91.2 / 82.5 / 94.7 before them). h19x: the ninth ("tw9-"; 96.4 /
    # 92.9 / 94.6 after its fixes; 85.2 / 74.1 / 88.9 before them). h19t: the tenth ("tw10-"; 99.1 / 91.9 / 99.1
    # after its fixes; 94.7 / 77.2 / 94.7 before them). h19t4: the eleventh ("tw11-"; 99.2 / 94.2 / 99.2 after its
    # fixes; 95.8 / 84.0 / 97.5 before them, with the two labels corrected after the first scoring).
    lines = (BENCH / "data" / "probe_tweets.jsonl").read_text(encoding="utf8").splitlines(keepends=True)
    # family prefix of a round scored on its own -> its bar (strict, value, type); None: the earlier rounds
    bars = {None: (0.975, 0.91, 0.975), "tw4-": (0.89, 0.775, 0.89), "tw5-": (0.935, 0.82, 0.935),
            "tw6-": (0.95, 0.95, 0.97), "tw7-": (0.955, 0.87, 0.965), "tw8-": (0.98, 0.89, 0.98),
            "tw9-": (0.96, 0.925, 0.94), "tw10-": (0.99, 0.915, 0.99),
            "tw11-": (0.99, 0.94, 0.99)}
    marks = {family: f'"family": "{family}' for family in bars if family is not None}
    for family, (strict, value, type_) in bars.items():
        if family is None:
            kept = [x for x in lines if not any(m in x for m in marks.values())]
        else:
            kept = [x for x in lines if marks[family] in x]
        path = tmp_path / f"{family or 'earlier'}.jsonl"
        path.write_text("".join(kept), encoding="utf8")
        scores = probe_span_scores(path)
        assert scores.strict_f >= strict and scores.value_f >= value and scores.type_f >= type_, (family, scores)


# -- the rules ----------------------------------------------------------------------------------------------------
def test_tweet_spellings_of_day_words():
    tagger = timeml_tagger()
    assert values(tagger, "yday was crazy at work", WED) == {"yday": "2014-04-22"}
    assert values(tagger, "lastnight was too much fun", WED) == {"lastnight": "2014-04-22TNI"}
    assert values(tagger, "2moro night at the beach", WED) == {"2moro night": "2014-04-24TNI"}
    assert values(tagger, "bbq this eve, bring drinks", WED) == {"this eve": "2014-04-23TEV"}
    assert values(tagger, "midnite snack run", WED) == {"midnite": "2014-04-23T24:00"}


def test_stretched_day_words_are_the_day_words():
    tagger = timeml_tagger()
    assert values(tagger, "tomorroww is the day", WED) == {"tomorroww": "2014-04-24"}
    assert values(tagger, "best day ever todayyy", WED) == {"todayyy": "2014-04-23"}
    assert values(tagger, "party tonightttt", WED) == {"tonightttt": "2014-04-23TNI"}
    assert values(tagger, "nowww i get it", WED) == {"nowww": "PRESENT_REF"}


def test_a_lower_case_weekday_abbreviation_with_its_part_of_day_is_one_time():
    tagger = timeml_tagger()
    assert values(tagger, "fri night out with the girls", WED) == {"fri night": "2014-04-25TNI"}
    assert values(tagger, "tues night was a blast", MON) == {"tues night": "2013-10-29TNI"}
    # 'sat', 'sun', 'mon', 'wed' are words: no weekday without 'this' / 'on'
    assert spans(tagger, "I sat down and cried", WED) == []
    assert spans(tagger, "they got wed in Bali", WED) == []


def test_wknd_is_a_weekend():
    tagger = timeml_tagger()
    assert values(tagger, "plans this wknd?", WED) == {"this wknd": "2014-W17-WE"}
    assert values(tagger, "see u next wkend", WED) == {"next wkend": "2014-W18-WE"}
    assert [t.label for t in tagger.tag("wknd plans", WED)] == ["DATE"]


def test_rn_ending_a_clause_is_right_now():
    tagger = timeml_tagger()
    assert values(tagger, "so tired rn", WED) == {"rn": "PRESENT_REF"}
    assert values(tagger, "listening to this rn lol", WED) == {"rn": "PRESENT_REF"}
    assert spans(tagger, "she is an RN at the hospital", WED) == []
    assert spans(tagger, "the rn nurse came by", WED) == []


def test_one_letter_am_pm():
    tagger = timeml_tagger()
    assert values(tagger, "gig starts 8:30p sharp", WED) == {"8:30p": "2014-04-23T20:30"}
    assert values(tagger, "doors 10:15a", WED) == {"10:15a": "2014-04-23T10:15"}
    assert values(tagger, "lunch 12:15p", WED) == {"12:15p": "2014-04-23T12:15"}


def test_nye_upper_case_only():
    tagger = timeml_tagger()
    assert values(tagger, "NYE plans anyone?", dt.date(2014, 12, 19)) == {"NYE": "2014-12-31"}
    assert spans(tagger, "Bill Nye explains it", WED) == []


def test_hashtags_of_time_words_are_not_timexes():
    tagger = timeml_tagger()
    assert spans(tagger, "pizza #friday #weekend", WED) == []
    assert spans(tagger, "#TBT to the good old days", WED) == []
    assert spans(tagger, "#summer vibes", WED) == []
    assert spans(tagger, "see you this weekend", WED) == ["this weekend"]


def test_informal_future_cues_point_ahead():
    tagger = timeml_tagger()
    assert values(tagger, "see you on sat", MON) == {"sat": "2013-11-09"}
    assert values(tagger, "wanna go fri?", MON) == {"fri": "2013-11-08"}
    assert values(tagger, "pancakes sunday morning, who's coming?", WED) == {"sunday morning": "2014-04-27TMO"}
    # a past cue still wins
    assert values(tagger, "Sunday was so chill", WED) == {"Sunday": "2014-04-20"}
