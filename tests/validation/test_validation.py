"""Issue 24, item 4: ``validate_metrics`` / ``validate-metrics`` perturb a run and show that each focus-time metric
detects its own failure kind (the sample run examples/history_run.jsonl) and ignores invariant rewrites."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.core import get_default_nlp
from spacy_tempoeval.errors import ConfigError, RecordError
from spacy_tempoeval.evaluate import DEFAULT_METRICS
from spacy_tempoeval.metrics.base import BaseMetric, MetricScore
from spacy_tempoeval.validation import Perturbation, perturbations, validate_metrics
from spacy_tempoeval.validation import perturb as P
from spacy_tempoeval.validation import runner as R
from spacy_tempoeval.yearset import YearSet

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "examples" / "history_run.jsonl"
RECORDS = [json.loads(line) for line in SAMPLE.read_text(encoding="utf8").splitlines()]


@pytest.fixture(scope="module")
def nlp():
    return get_default_nlp()


@pytest.fixture(scope="module")
def report(nlp):
    return validate_metrics(SAMPLE, nlp, k=3, seed=0)


def test_validate_metrics_is_a_lazy_top_level_name():
    import spacy_tempoeval

    assert spacy_tempoeval.validate_metrics is validate_metrics and "validate_metrics" in spacy_tempoeval.__all__


def test_sample_run_is_large_enough_and_hand_written():
    assert 40 <= len(RECORDS) <= 60
    assert all(r["query"] and r["answer"] and len(r["retrieved_docs"]) >= 3 for r in RECORDS)


def test_each_focus_time_metric_detects_its_own_failure_kinds_on_the_sample(report):
    own = {p.name: p.targets for p in perturbations(3) if p.kind == "lower"}
    assert set(report.columns) == {f"{m}@3" if m.startswith("temporal_") and m != "temporal_faithfulness" else m
                                   for m in DEFAULT_METRICS}
    for col in report.columns:
        name = col.split("@")[0]
        kinds = [k for k, targets in own.items() if name in targets]
        assert kinds, col
        for kind in kinds:
            tally = report.detection[col][kind]
            assert tally.trials >= 5, (col, kind, tally)  # a real sample of cases, not one
            assert tally.rate >= 0.9, (col, kind, tally, [c for c in report.cases if c["metric"] == col][:3])
    assert report.failing(0.9) == []


def test_invariant_rewrites_leave_the_metrics_unchanged_on_the_sample(report):
    for col in report.columns:
        assert report.invariance_rate(col) >= 0.9, (col, [c for c in report.cases if c["metric"] == col][:3])
        assert report.invariance[col]["year_rewritten"].trials >= 5
        assert report.invariance[col]["paraphrase"].trials >= 5


def test_report_lists_perturbations_targets_and_serializes(report):
    data = json.loads(report.to_json())
    names = [p["name"] for p in data["perturbations"]]
    assert names == ["answer_years_shifted", "answer_period_replaced", "fabricated_date_added", "other_era_on_top",
                     "ranking_reversed", "paraphrase", "year_rewritten"]
    assert all(p["records"] > 0 for p in data["perturbations"])
    assert next(p for p in data["perturbations"] if p["name"] == "ranking_reversed")["targets"] == [
        "temporal_ndcg", "temporal_mrr", "temporal_map"]
    assert "| `temporal_mrr@3` |" in report.to_markdown()


class OrderBlindShare(BaseMetric):
    """A deliberately broken ranking metric: the share of relevant documents in the whole list (order and k
    ignored), so reversing the ranking cannot lower it."""

    name = "order_blind_share"
    metric_type = "retrieval"
    inputs = ("qft", "dfts")
    accepts = frozenset({"qft", "dfts"})

    def _compute(self, qft=None, dfts=None, **kwargs):
        if not qft or not dfts:
            return MetricScore.not_applicable("no query years or no documents")
        return MetricScore(sum(1 for d in dfts if d.intersects(qft)) / len(dfts))


def test_a_metric_blind_to_its_failure_kind_is_caught(nlp):
    reversed_only = [Perturbation("ranking_reversed", "lower", ("order_blind_share", "temporal_mrr"), "reversed",
                                  P.reverse_ranking)]
    rep = validate_metrics(RECORDS[:12], nlp, metrics=[OrderBlindShare(), "temporal_mrr"], k=3,
                           perturbation_list=reversed_only)
    assert rep.detection["order_blind_share"]["ranking_reversed"].trials >= 5
    assert rep.detection_rate("order_blind_share") == 0.0
    assert rep.detection_rate("temporal_mrr@3") == 1.0
    assert [c for c, _, _ in rep.failing(0.9)] == ["order_blind_share"]
    assert {c["metric"] for c in rep.cases} == {"order_blind_share"}


def test_same_seed_same_perturbations_other_seed_other_draws(nlp):
    focus = R._with_expressions(RECORDS, [{"qft": YearSet(), "dfts": [], "aft": YearSet()}] * len(RECORDS), nlp)
    one = R._perturb(RECORDS, focus, perturbations(3), seed=1)
    again = R._perturb(RECORDS, focus, perturbations(3), seed=1)
    other = R._perturb(RECORDS, focus, perturbations(3), seed=2)
    assert one == again and one != other


def test_answer_years_shifted_keeps_sentences_and_avoids_the_records_years():
    rec = {"answer": "In 1848 revolutions broke out; by 1849 they were over."}
    focus = {"qft": YearSet([1848]), "dfts": [YearSet([1848]), YearSet([1853])], "aft": YearSet([1848, 1849]),
             "answer_expressions": ["1848", "1849"]}
    out = P.shift_answer_years(rec, focus, random.Random(0), [])
    new = [int(y) for y in P.YEAR.findall(out["answer"])]
    assert len(new) == 2 and new[1] - new[0] == 1 and not set(new) & {1848, 1849, 1853}
    assert out["answer"].startswith("In ") and out["answer"].endswith("they were over.")
    # an answer that also says "last year" keeps part of its time: the perturbation does not apply
    assert P.shift_answer_years(rec, {**focus, "answer_expressions": ["last year", "1848"]}, random.Random(0),
                                []) is None


def test_period_replaced_by_a_period_of_the_same_shape():
    focus = {"qft": YearSet.range(1930, 1939), "dfts": [], "answer_expressions": ["The 1930s"]}
    out = P.replace_answer_period({"answer": "The 1930s brought rearmament."}, focus, random.Random(3), [])
    assert P.DECADE.search(out["answer"]) and "1930s" not in out["answer"]
    focus = {"qft": YearSet.range(1800, 1899), "dfts": [], "answer_expressions": ["the 19th century"]}
    out = P.replace_answer_period({"answer": "In the 19th century steam spread."}, focus, random.Random(3), [])
    assert P.CENTURY.search(out["answer"]) and "19th" not in out["answer"] and out["answer"].endswith(" spread.")


def test_fabricated_date_is_a_whole_sentence_with_a_new_year():
    focus = {"qft": YearSet([1815]), "dfts": [YearSet([1815]), YearSet([1812])], "aft": YearSet([1815])}
    out = P.add_fabricated_date({"answer": "Napoleon was defeated at Waterloo in 1815"}, focus, random.Random(0), [])
    assert out["answer"].startswith("Napoleon was defeated at Waterloo in 1815. ") and out["answer"].endswith(".")
    year = int(P.YEAR.findall(out["answer"])[-1])
    assert year not in (1812, 1815)


def test_other_era_documents_go_on_top_and_ranking_reversal_applies_only_when_it_can_hurt():
    docs = ["a 1848 doc", "b 1848 doc", "c 1700 doc"]
    rec = {"retrieved_docs": docs}
    pool = [("x 1500 doc", YearSet([1500])), ("y 1600 doc", YearSet([1600])), ("z 1848 doc", YearSet([1848])),
            ("w 1400 doc", YearSet([1400]))]
    focus = {"qft": YearSet([1848]), "dfts": [YearSet([1848]), YearSet([1848]), YearSet([1700])]}
    out = P.swap_in_other_era(2)(rec, focus, random.Random(0), pool)
    assert out["retrieved_docs"][2:] == docs and "z 1848 doc" not in out["retrieved_docs"]
    assert P.reverse_ranking(rec, focus, random.Random(0), [])["retrieved_docs"] == docs[::-1]
    worst_first = {**focus, "dfts": focus["dfts"][::-1]}
    assert P.reverse_ranking({"retrieved_docs": docs[::-1]}, worst_first, random.Random(0), []) is None


def test_invariant_rewrites_touch_only_non_temporal_words_and_year_forms():
    rec = {"query": "What happened in 1989?", "answer": "In 1989 the famous wall was opened.",
           "retrieved_docs": [{"id": "d", "text": "In 1989 people crossed."}]}
    para = P.paraphrase(rec, {}, random.Random(0), [])
    assert para["query"] == "What took place in 1989?" and "well-known" in para["answer"]
    assert para["retrieved_docs"][0]["id"] == "d" and "1989" in para["retrieved_docs"][0]["text"]
    forms = {P.rewrite_years(rec, {}, random.Random(s), [])["answer"].split(" the famous")[0] for s in range(30)}
    assert forms == {"During 1989", "In the year 1989", "In '89"}
    old = {"answer": "In 1815 Napoleon lost."}  # the apostrophe form is not used for 1815
    assert {P.rewrite_years(old, {}, random.Random(s), []) is None or "'" not in
            P.rewrite_years(old, {}, random.Random(s), [])["answer"] for s in range(30)} == {True}


def test_retrieved_ids_with_a_corpus_are_validated_like_texts(nlp):
    corpus, records = {}, []
    for rec in RECORDS[:8]:
        ids = [d["id"] for d in rec["retrieved_docs"]]
        corpus.update({d["id"]: d["text"] for d in rec["retrieved_docs"]})
        records.append({"id": rec["id"], "query": rec["query"], "retrieved_ids": ids, "answer": rec["answer"]})
    rep = validate_metrics(records, nlp, metrics=["temporal_ndcg"], k=3, corpus=corpus)
    assert rep.detection["temporal_ndcg@3"]["other_era_on_top"].trials == 8
    assert rep.detection_rate("temporal_ndcg@3") == 1.0


def test_llm_only_metrics_and_bad_k_are_coded_errors(nlp):
    with pytest.raises(ConfigError, match="E270"):
        validate_metrics(RECORDS[:2], nlp, metrics=["temporal_hallucination"])
    with pytest.raises(ConfigError, match="E020"):
        validate_metrics(RECORDS[:2], nlp, k=0)
    with pytest.raises(RecordError, match="E037"):
        validate_metrics([], nlp)
    with pytest.raises(RecordError, match="E021.*'query'"):
        validate_metrics([{"answer": "In 1989."}], nlp)


runner = CliRunner()


def test_cli_json_and_min_detection_exit_codes(tmp_path, monkeypatch):
    small = tmp_path / "run.jsonl"
    small.write_text("\n".join(json.dumps(r) for r in RECORDS[:10]) + "\n", encoding="utf8")
    out = tmp_path / "validation.json"
    done = runner.invoke(app, ["validate-metrics", str(small), "--json", "-o", str(out), "--min-detection", "0.9",
                               "-M", "temporal_mrr", "-M", "temporal_faithfulness"], catch_exceptions=False)
    assert done.exit_code == 0, done.output
    data = json.loads(done.stdout)
    assert json.loads(out.read_text(encoding="utf8")) == data
    assert [m["metric"] for m in data["metrics"]] == ["temporal_mrr@3", "temporal_faithfulness"]
    done = runner.invoke(app, ["validate-metrics", str(small), "--min-detection", "1.5"])
    assert done.exit_code == ExitCode.USAGE and "E271" in done.output
    # a perturbation that cannot lower its target: the gate fails with exit 9 and names it
    fake = [Perturbation("paraphrase_as_failure", "lower", ("temporal_mrr",), "never lowers", P.paraphrase)]
    monkeypatch.setattr(R, "perturbations", lambda k: fake)
    done = runner.invoke(app, ["validate-metrics", str(small), "--min-detection", "0.9", "-M", "temporal_mrr"])
    assert done.exit_code == ExitCode.THRESHOLD and "E274" in done.output and "paraphrase_as_failure" in done.output
