"""The component's spaCy scorer: TempEval-3 span scores (timex_*) beside focus_years_*, from gold Docs."""

from __future__ import annotations

import json

import pytest
import spacy
from spacy.tokens import DocBin
from spacy.training import Example

from spacy_tempoeval.pipeline.scorer import GOLD_TIMEXES_KEY, gold_doc, score_timexes
from spacy_tempoeval.scoring import read_gold, score_corpus

RECORDS = [
    {"doc_id": "a", "dct": "2013-02-12", "text": "He came on Friday at 3 pm and stayed for two weeks.",
     "timexes": [{"start": 11, "end": 17, "type": "DATE", "value": "2013-02-15"},
                 {"start": 21, "end": 25, "type": "TIME", "value": "2013-02-15T15:00"},
                 {"start": 41, "end": 50, "type": "DURATION", "value": "P2W"}], "years": [2013]},
    {"doc_id": "b", "dct": "1998-02-27", "text": "Sales rose last year, since 1995.",
     "timexes": [{"start": 11, "end": 20, "type": "DATE", "value": "1997"},
                 {"start": 28, "end": 32, "type": "DATE", "value": "1995"}], "years": [1995, 1997]},
    # TimeML's one TIMEX3 for a date with its time: two predicted spans, one relaxed match and no strict one
    {"doc_id": "c", "dct": "2013-02-12", "text": "They met Friday at 3 pm.",
     "timexes": [{"start": 9, "end": 23, "type": "TIME", "value": "2013-02-15T15:00"}], "years": [2013]},
]


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"convention": "timeml"})
    return nlp


@pytest.fixture(scope="module")
def gold(tmp_path_factory):
    path = tmp_path_factory.mktemp("gold") / "gold.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in RECORDS))
    return read_gold(path)


def test_nlp_evaluate_reports_the_tempeval_scores_of_score_corpus(nlp, gold):
    examples = [Example(nlp.make_doc(g.text), gold_doc(nlp, g)) for g in gold]
    scores = nlp.evaluate(examples)
    expected = score_corpus(nlp, gold)
    assert 0 < expected.spans.strict_f < expected.spans.relaxed_f  # "Friday" against gold "Friday at 3 pm"
    assert scores["timex_strict_f"] == pytest.approx(expected.spans.strict_f)
    assert scores["timex_relaxed_f"] == pytest.approx(expected.spans.relaxed_f)
    assert scores["timex_value_f"] == pytest.approx(expected.spans.value_f)
    assert scores["timex_type_f"] == pytest.approx(expected.spans.type_f)
    assert scores["focus_years_macro_f"] == pytest.approx(expected.years["macro_f1"])


def test_gold_docs_survive_a_docbin(nlp, gold):
    docs = [gold_doc(nlp, g) for g in gold]
    data = DocBin(store_user_data=True, docs=docs).to_bytes()
    back = list(DocBin().from_bytes(data).get_docs(nlp.vocab))
    assert [list(t) for t in back[0].user_data[GOLD_TIMEXES_KEY]] == docs[0].user_data[GOLD_TIMEXES_KEY]
    assert [s.label_ for s in back[0].spans["temporal"]] == ["DATE", "TIME", "DURATION"]
    assert back[1]._.reference_date is not None


def test_without_gold_spans_the_timex_scores_are_none(nlp):
    doc = nlp.make_doc("In 1999.")
    scores = score_timexes([Example(nlp(doc.text), doc)])
    assert set(scores.values()) == {None} and "timex_strict_f" in scores


def test_spacy_evaluate_per_component_writes_the_timex_scores(nlp, gold, tmp_path):
    from spacy.cli.evaluate import evaluate as spacy_evaluate

    nlp.to_disk(tmp_path / "model")
    DocBin(store_user_data=True, docs=[gold_doc(nlp, g) for g in gold]).to_disk(tmp_path / "gold.spacy")
    out = tmp_path / "scores.json"
    spacy_evaluate(str(tmp_path / "model"), tmp_path / "gold.spacy", output=out, per_component=True, silent=True)
    scores = json.loads(out.read_text())["temporal_focus"]
    expected = score_corpus(nlp, gold).spans
    assert scores["timex_strict_f"] == pytest.approx(expected.strict_f)
    assert scores["timex_value_f"] == pytest.approx(expected.value_f)
