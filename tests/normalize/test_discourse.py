"""Focus time that follows the text: discourse anchoring, clock times on their dates, explicit anchors, ranges,
short years, the text's own years over named periods, and one meaning in every role (issue 8)."""

from __future__ import annotations

import datetime as dt
import functools
import json
import subprocess
import sys
from typing import Dict

import pytest
import spacy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacy_tempoeval.core import extract_aft, extract_dft, extract_qft
from spacy_tempoeval.evaluate import evaluate, focus_times
from spacy_tempoeval.metrics import AnswerTemporalRecall, TemporalPrecision
from spacy_tempoeval.normalize.calendar import from_proxy
from spacy_tempoeval.normalize.discourse import anchor_of, is_narrative, truncate
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger
from spacy_tempoeval.yearset import YearSet

_PIPES: Dict[str, spacy.Language] = {}


def nlp_with(**config) -> spacy.Language:
    key = json.dumps(config, sort_keys=True)
    if key not in _PIPES:
        nlp = spacy.blank("en")
        nlp.add_pipe("temporal_focus", config=config)
        _PIPES[key] = nlp
    return _PIPES[key]


def focus(text: str, ref: str | None = "2020-06-15", **config) -> YearSet:
    nlp = nlp_with(**config)
    doc = nlp.make_doc(text)
    if ref is not None:
        doc._.reference_date = ref
    return nlp(doc)._.focus_years


def values(text: str, ref: str = "2020-06-15", **config):
    nlp = nlp_with(**config)
    doc = nlp.make_doc(text)
    doc._.reference_date = ref
    return [(s.text, s._.timex) for s in nlp(doc).spans["temporal"]]


# -- narratives ----------------------------------------------------------------------------------------------
def test_narrative_month_takes_the_year_of_the_text():
    assert focus("In 1940, Germany invaded France. In April, it attacked Norway.") == {1940}


@pytest.mark.parametrize("text,expected", [
    ("In 1940 the war spread. On June 10, Italy declared war. Twelve days later France fell.", {1940}),
    ("The siege began in 1941. By late September the city was cut off.", {1941}),
    ("The treaty was signed in 1919. That December, the troops left.", {1919}),
    ("The revolt broke out in 1916. The following year the tsar abdicated.", {1916, 1917}),
    ("Fighting resumed in 1950. Two years later an armistice was discussed.", {1950, 1952}),
    ("The empire was founded in 1871. A decade earlier the states were apart.", {1861, 1871}),
    ("The offensive began on March 3, 1918. The same day, the line broke.", {1918}),
])
def test_narrative_expressions_follow_the_anchor(text, expected):
    assert focus(text, "2009-12-19") == expected


def test_narrative_anchor_moves_with_the_text():
    text = ("In 1939, Germany invaded Poland. In April, the winter war ended. "
            "In 1941, Germany attacked the Soviet Union. In December, the US entered the war.")
    vals = dict(values(text, "2009-12-19"))
    assert vals["April"] == "1939-04"
    assert vals["December"] == "1941-12"
    assert focus(text, "2009-12-19") == {1939, 1941}


def test_narrative_day_anchor_for_day_shifts():
    vals = values("On June 10, 1940, Italy declared war. Twelve days later, France signed.", "2009-12-19")
    assert ("Twelve days later", "1940-06-22") in vals


def test_narrative_bc_dates():
    text = "In 492 BC the Persians marched. The following year they sent envoys. In the summer, they sailed."
    vals = dict(values(text, "2009-12-19"))
    assert vals["The following year"] == "BC0491"
    assert focus(text, "2009-12-19") == {-492, -491}


def test_narrative_bare_number_in_a_bc_text_is_bc():
    assert focus("The revolt began in 499 BC. It lasted until 493.", "2009-12-19") == {-499, -493}


def test_narrative_bare_year_after_a_bc_date_moves_on_to_ad():
    # issue 19, item 5: years BC count down, so a larger bare year after 27 BC is AD (the shipped example)
    text = "The Roman Empire began in 27 BC and the West fell in 476."
    vals = dict(values(text, "2009-12-19", convention="timeml"))
    assert vals["476"] == "0476"
    assert 476 in focus(text, "2009-12-19") and -476 not in focus(text, "2009-12-19")


def test_news_stays_news():
    # deictic expressions and years near the reference date: "In March" is this March
    text = "The company reported on Tuesday that sales fell last year. In March, it will cut jobs."
    assert focus(text, "1998-02-27") == {1997, 1998}
    # a news story citing an old year keeps "Friday" and "in March" on the reference date
    text = "Rep. Burton, who first ran in 1959, subpoenaed him Friday. Yesterday he said the hearing is in March."
    assert focus(text, "2000-01-07") == {1959, 2000}


def test_reference_mode_ignores_the_text():
    assert focus("In 1940, Germany invaded France. In April, it attacked Norway.",
                 anchoring="reference") == {1940, 2020}


def test_discourse_mode_forces_anchoring():
    text = "Sales fell on Tuesday. In 1995 the plant opened. In April, it hired workers."
    # auto: news, so "In April" is read against the reference date, not 1995; the past tense of "hired" makes it
    # the April before (1997)
    assert focus(text, "1998-02-27", anchoring="auto") == {1995, 1997, 1998}
    assert focus(text, "1998-02-27", anchoring="discourse") == {1995, 1998}
    assert dict(values(text, "1998-02-27", anchoring="discourse"))["April"] == "1995-04"


def test_no_reference_date_anchors_to_the_text():
    assert focus("In 1812 Napoleon invaded Russia. In September, Moscow burned.", None,
                 default_reference_date="") == {1812}


def test_that_year_follows_the_text_outside_narratives_but_shifts_stay_on_news():
    assert focus("Sales peaked in 1988. That year the firm moved.", "1989-10-26") == {1988}
    # "profit rose from $5M a year earlier": a shift close to the reference date counts from the report
    assert focus("Profit rose in 1989 from $5M a year earlier, it said on Monday.", "1989-10-26") == {1988, 1989}


@pytest.mark.parametrize("explicit,deictic,ref,expected", [
    ([], 0, dt.date(2009, 1, 1), False),
    ([1940], 0, None, True),
    ([1940, 1941], 0, dt.date(2009, 1, 1), True),
    ([1940, 1941], 3, dt.date(2009, 1, 1), False),  # many deictic expressions: news citing history
    ([2008, 2009], 0, dt.date(2009, 1, 1), False),  # years near the reference date: news
])
def test_is_narrative_rule(explicit, deictic, ref, expected):
    assert is_narrative(explicit, deictic, ref) is expected


def test_anchor_helpers():
    assert anchor_of("1940").granularity == "Y"
    assert anchor_of("1940-06-10T09:00") == (dt.date(1940, 6, 10), "D", False)
    assert anchor_of("1939/1945").day.year == 1945
    bc = anchor_of("BC0481")
    assert bc.proxy and from_proxy(str(bc.day.year)) == "BC0481"
    assert from_proxy("5001") == "0001" and from_proxy("5000-SU") == "BC0001-SU"
    assert from_proxy("452") == "XXXX"
    assert truncate("1940-07-01", "Y") == "1940" and truncate("1940-07-01", "M") == "1940-07"
    assert truncate("1940-W27", "Y") == "1940-W27"


# -- clock times take their date --------------------------------------------------------------------------
def test_time_takes_the_date_of_its_clause():
    vals = values("Move my haircut over to April 11th at 9 am.", "2019-11-18", prefer="future")
    # a day and its time are one expression (issue 20, normalize.datetime_merge)
    assert vals == [("April 11th at 9 am", "2020-04-11T09:00")]
    assert focus("Move my haircut over to April 11th at 9 am.", "2019-11-18", prefer="future") == {2020}


@pytest.mark.parametrize("text,expected", [
    ("Remind me at 7 PM, January 14th.", ["2020-01-14T19:00"]),  # one expression since issue 20
    ("Book it from 11:30 am to 1:30 pm on July 8th.", ["2020-07-08T11:30/2020-07-08T13:30"]),  # one interval (rag)
])
def test_time_takes_the_date_before_or_after(text, expected):
    assert [v for _, v in values(text, "2019-11-18")] == expected


def test_time_in_another_sentence_keeps_its_own_anchor():
    vals = dict(values("The meeting is on April 11th. Call me at 9 am.", "2019-11-18"))
    assert vals["at 9 am"] == "2019-11-18T09:00"


def test_bare_times_option():
    assert focus("Call me at 9:30.", "2019-11-18") == {2019}
    assert dict(values("Call me at 9:30.", "2019-11-18", bare_times="unanchored"))["at 9:30"] == "XXXX-XX-XXT09:30"
    assert focus("Call me at 9:30.", "2019-11-18", bare_times="unanchored") == set()
    # a time beside a date takes it under either setting
    assert focus("Call me at 9:30 on March 3, 2021.", "2019-11-18", bare_times="unanchored") == {2021}


# -- relative expressions with explicit anchors -------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("four years before 2022", {2018}),
    ("France won in 2018; four years earlier Germany had won.", {2014, 2018}),
    ("It began in 1990. A decade later it ended.", {1990, 2000}),
    ("two years after the 1989 revolution", {1991}),
])
def test_relative_expressions_use_explicit_anchors(text, expected):
    assert focus(text, "2024-03-15") == expected


# -- ranges ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("from 1999 to the present", YearSet.range(1999, 2024)),
    ("from 2010 to date", YearSet.range(2010, 2024)),
    ("since 2015", YearSet.range(2015, 2024)),
    ("over the past three years", YearSet.range(2021, 2024)),
    ("in the past decade", YearSet.range(2014, 2024)),
    ("over the past ten years", YearSet.range(2014, 2024)),
    ("now", YearSet([2024])),
    ("currently", YearSet([2024])),
    ("between the 1880s and 1914", YearSet.range(1880, 1914)),
    ("from 27 BC until AD 14", YearSet.range(-27, 14)),
    ("499-493 BC", YearSet.range(-499, -493)),
    ("between 711 and 1492", YearSet.range(711, 1492)),
])
def test_ranges_cover_what_they_span(text, expected):
    assert focus(f"It happened {text}.", "2024-03-15") == expected


def test_no_year_zero_across_eras():
    assert 0 not in focus("from 27 BC until AD 14")


def test_timeml_convention():
    assert focus("Prices have risen since 2015.", "2024-03-15", convention="timeml") == {2015}
    assert focus("It ran from 1999 to 2003.", "2024-03-15", convention="timeml") == {1999, 2003}
    assert focus("It ran from 1999 to the present.", "2024-03-15", convention="timeml") == {1999}
    assert focus("It is raining now.", "2024-03-15", convention="timeml") == set()
    # a century is one period, not a range of two points
    assert len(focus("in the 4th century BC", "2024-03-15", convention="timeml")) == 100


# -- short years ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("Charlemagne was crowned in 800.", {800}),
    ("In 871 Alfred became king.", {871}),
    ("The Western Roman Empire fell in 476.", {476}),
])
def test_short_years_where_the_text_marks_them(text, expected):
    assert focus(text) == expected


@pytest.mark.parametrize("text", [
    "The fund invested in 500 companies.", "They found it in 300 cases.", "It rose in 250 of the towns.",
    "The army of around 600 warships sailed.", "He scored 871 points.", "Route 476 was closed.",
])
def test_short_years_guards(text):
    assert focus(text) == set()


# -- the text's own years win -------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("The 2008 financial crisis hit banks.", {2008}),
    ("Engineers fixed the year 2000 problem.", {2000}),
    ("It was the summer of '69.", {1969}),
    ("During World War II, the battle took place in 1944.", {1944}),
])
def test_explicit_years_win_over_periods(text, expected):
    assert focus(text) == expected


def test_period_without_explicit_year_keeps_its_span():
    assert focus("The Great Depression changed banking.") == YearSet.range(1929, 1939)


# -- one meaning in every role --------------------------------------------------------------------------------
ROLE_PHRASES = [
    "What changed since 2015?", "Prices have risen since 2015.", "What happened over the last five years?",
    "in the past decade", "over the past ten years", "now", "currently", "from 1999 to the present",
    "In 1940, Germany invaded France. In April, it attacked Norway.", "the 1990s", "last year",
    "between 2019 and 2021", "four years before 2022",
    # composition operators over named events and explicit years (issue 9)
    "What happened in the decade after the fall of the Berlin Wall?", "since the COVID-19 pandemic began",
    "between the Gulf War and the Iraq War", "Four years after the fall of the Berlin Wall, it was calm.",
    "after 1995", "in the years before World War II", "the Great Depression's aftermath", "until World War I",
]
REF = "2024-03-15"


def test_role_consistency_across_entry_points(tmp_path):
    by_qft = [extract_qft(p, REF) for p in ROLE_PHRASES]
    assert by_qft == [extract_dft(p, REF) for p in ROLE_PHRASES]
    assert by_qft == [extract_aft(p, REF) for p in ROLE_PHRASES]
    # evaluate()'s tagging path, each text in every role
    records = [{"id": i, "query": p, "retrieved_docs": [p], "answer": p, "reference_date": REF}
               for i, p in enumerate(ROLE_PHRASES)]
    ft = focus_times(records, {"qft", "dfts", "aft"})
    for years, row in zip(by_qft, ft):
        assert row["qft"] == years and row["dfts"] == [years] and row["aft"] == years
    # the metric classes given strings: the same text as query, document and answer agrees with itself
    for p, years in zip(ROLE_PHRASES, by_qft):
        if not years:
            continue
        assert float(TemporalPrecision().compute(query=p, retrieved_docs=[p], k=1, reference_date=REF)) == 1.0
        assert float(AnswerTemporalRecall().compute(query=p, answer=p, reference_date=REF)) == 1.0
    # ... and given Docs processed by the default pipeline
    from spacy_tempoeval.core import get_default_nlp

    nlp = get_default_nlp()
    for p, years in zip(ROLE_PHRASES, by_qft):
        doc = nlp.make_doc(p)
        doc._.reference_date = REF
        doc = nlp(doc)
        assert doc._.focus_years == years
        if years:
            assert float(TemporalPrecision().compute(query=doc, retrieved_docs=[p], k=1, reference_date=REF)) == 1.0
    # evaluate() end to end
    result = evaluate(records, metrics=["temporal_precision", "answer_temporal_recall"], k=1)
    for years, row in zip(by_qft, result.rows):
        if years:
            assert row["temporal_precision@1"] == 1.0 and row["answer_temporal_recall"] == 1.0
    # the command line
    data = tmp_path / "phrases.txt"
    data.write_text("\n".join(ROLE_PHRASES) + "\n", encoding="utf8")
    proc = subprocess.run([sys.executable, "-m", "spacy_tempoeval", "extract", str(data), "--reference-date", REF,
                           "--format", "jsonl"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    cli = [YearSet(json.loads(line)["focus_years"]) for line in proc.stdout.splitlines() if line.strip()]
    assert cli == by_qft


# -- properties ------------------------------------------------------------------------------------------
_words = st.sampled_from([
    "In", "1940", "April", "June 10", "that year", "the following October", "two years later", "a decade earlier",
    "the same day", "at 9 am", "BC", "300", "in 476.", "the 1990s", "Friday", "yesterday", "since", "2015",
    "from", "to the present", "World War II", "March 3, 2021", ".", ",", "the summer", "\n", "499-493 BC",
    "four years before", "2022", "and", "9999", "0001", "15 AD",
    "after", "since", "between", "the decade after", "'s aftermath", "began", "ended", "the end of", "until",
    "the Battle of Marathon", "the fall of the Berlin Wall", "ten years after",
])
_texts = st.lists(_words, max_size=25).map(" ".join)


@functools.cache
def tagger_with(**settings) -> TemporalTagger:
    """One tagger per settings for the whole module (a property test must not build one per example)."""
    return TemporalTagger(settings=TaggerSettings(**settings))


_BOUNDS = [(-9999, 9999), (1900, 2000), (-500, -1), (1990, 1990)]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_texts, st.dates(), st.sampled_from(_BOUNDS), st.sampled_from(["auto", "discourse", "reference"]))
def test_property_anchoring_never_crashes_and_stays_in_bounds(text, ref, bounds, anchoring):
    tagger = tagger_with(anchoring=anchoring, min_year=bounds[0], max_year=bounds[1])
    for t in tagger.tag(text, ref):
        if t.years:
            assert bounds[0] <= t.years.min and t.years.max <= bounds[1]
            assert 0 not in t.years


_no_anchor_words = st.sampled_from([
    "April", "June 10", "that year", "the following October", "two years later", "the same day", "at 9 am",
    "Friday", "yesterday", "last year", "the summer", ".", ",", "and", "In", "then", "\n",
])


@settings(max_examples=150, deadline=None)
@given(st.lists(_no_anchor_words, max_size=20).map(" ".join), st.dates(min_value=dt.date(1000, 1, 1)))
def test_property_without_explicit_anchors_auto_equals_reference(text, ref):
    auto, reference = tagger_with(anchoring="auto"), tagger_with(anchoring="reference")
    assert auto.tag(text, ref) == reference.tag(text, ref)


def test_background_since_date_does_not_move_the_anchor():
    text = ("Turkey attacked on February 21, 2008. It was the first incursion since 1995. "
            "Turkish troops withdrew on February 29.")
    vals = dict(values(text, "2009-12-19"))
    assert vals["February 29"] == "2008-02-29"


def test_approximate_decades_name_a_decade():
    text = "In 1964 he repeated a warning. He had said so almost two decades earlier."
    assert focus(text, "2009-12-19") == {1964} | YearSet.range(1940, 1949)


@pytest.mark.parametrize("text", ["the class of '98", "the 90s", "Jan 5 '87", "FY23", "this century"])
def test_no_reference_date_means_no_clock(text):
    # default_reference_date="" promises that nothing resolves against today's date (no hidden default)
    assert focus(text, None, default_reference_date="") == set()
    assert focus(text, "2020-06-15") != set()


def test_period_running_at_the_reference_date_counts_up_to_it():
    text = "The Clinton administration said on Tuesday it would act."
    assert focus(text, "1999-03-12") == YearSet.range(1993, 1999)
    assert focus(text, "1999-03-12", convention="timeml") == {1999}
    assert focus("The Clinton administration acted.", "2010-03-12") == YearSet.range(1993, 2001)  # its whole span


# the same in Spanish: every entry point takes the language and gives the same years
ES_PHRASES = ["¿Qué pasó el año pasado?", "Ayer se anunció el plan.", "desde 2015", "hace diez años",
              "entre 1914 y 1918", "en los años 90", "el 19 de mayo", "La Segunda Guerra Mundial",
              "el año mil novecientos noventa y ocho"]


def test_role_consistency_across_entry_points_in_spanish(tmp_path):
    from spacy_tempoeval.core import get_default_nlp

    by_qft = [extract_qft(p, REF, lang="es") for p in ES_PHRASES]
    assert all(by_qft) and by_qft != [extract_qft(p, REF) for p in ES_PHRASES]  # not the English rules
    assert by_qft == [extract_dft(p, REF, lang="es") for p in ES_PHRASES]
    assert by_qft == [extract_aft(p, REF, lang="es") for p in ES_PHRASES]
    # a pipeline of one's own
    nlp = spacy.blank("es")
    nlp.add_pipe("temporal_focus")
    for p, years in zip(ES_PHRASES, by_qft):
        doc = nlp.make_doc(p)
        doc._.reference_date = REF
        assert nlp(doc)._.focus_years == years
    # evaluate()'s tagging path and evaluate() end to end, with lang=
    records = [{"id": i, "query": p, "retrieved_docs": [p], "answer": p, "reference_date": REF}
               for i, p in enumerate(ES_PHRASES)]
    ft = focus_times(records, {"qft", "dfts", "aft"}, nlp=get_default_nlp(lang="es"))
    assert [row["qft"] for row in ft] == by_qft and [row["dfts"] for row in ft] == [[y] for y in by_qft]
    result = evaluate(records, metrics=["temporal_precision", "answer_temporal_recall"], k=1, lang="es",
                      focus_roles=("qft",))
    assert [row["temporal_precision@1"] for row in result.rows] == [1.0] * len(ES_PHRASES)
    assert [row["qft"] for row in result.focus_times] == by_qft
    english = evaluate(records, metrics=["temporal_precision"], k=1)  # no lang: the English rules
    assert [row["temporal_precision@1"] for row in english.rows] != [1.0] * len(ES_PHRASES)
    # the command line: extract and preprocess with --lang es
    data = tmp_path / "frases.txt"
    data.write_text("\n".join(ES_PHRASES) + "\n", encoding="utf8")
    proc = subprocess.run([sys.executable, "-m", "spacy_tempoeval", "extract", str(data), "--reference-date", REF,
                           "--format", "jsonl", "--lang", "es"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert [YearSet(json.loads(line)["focus_years"]) for line in proc.stdout.splitlines() if line.strip()] == by_qft
    out = tmp_path / "out.jsonl"
    proc = subprocess.run([sys.executable, "-m", "spacy_tempoeval", "preprocess", str(data), str(out), "-q",
                           "--reference-date", REF, "--lang", "es"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in out.read_text(encoding="utf8").splitlines() if line.strip()]
    assert [YearSet(r["focus_years"]) for r in rows] == by_qft
    # ... and evaluate --lang es scores the run as evaluate(lang="es") does
    run_file = tmp_path / "run.jsonl"
    run_file.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n", encoding="utf8")
    scores = tmp_path / "scores.json"
    proc = subprocess.run([sys.executable, "-m", "spacy_tempoeval", "evaluate", str(run_file), "-k", "1",
                           "-M", "temporal_precision", "-o", str(scores), "--lang", "es"], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "temporal_precision@1" in scores.read_text(encoding="utf8")


def test_language_asked_for_must_match_the_pipeline_given():
    from spacy_tempoeval.core import get_default_nlp
    from spacy_tempoeval.pipeline.loading import PipelineSpec, load_pipeline

    records = [{"id": 1, "query": "desde 2015", "retrieved_docs": ["desde 2015"], "reference_date": REF}]
    with pytest.raises(ValueError, match=r"\[E121\].*'en'.*not 'es'"):
        evaluate(records, metrics=["temporal_precision"], k=1, nlp=get_default_nlp(), lang="es")
    assert PipelineSpec().to_dict() == {"model": None, "config": None}  # fingerprints of earlier runs stay
    assert load_pipeline(PipelineSpec(lang="es")).lang == "es"
