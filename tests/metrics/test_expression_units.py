"""Temporal Faithfulness with unit="expression": each temporal expression of the answer judged as a unit."""

import math

import pytest

from spacy_tempoeval.core import get_default_nlp
from spacy_tempoeval.evaluate import evaluate
from spacy_tempoeval.metrics import TemporalFaithfulness

BATTLE = "The battle took place in 1944."
BATTLE_1944 = "The decisive battle began in December 1944."


@pytest.mark.parametrize("answer,contexts,per_year,per_expression", [
    ("During World War II, the decisive battle was fought.", [BATTLE_1944], 1 / 7, 1.0),
    ("During the Cold War, the Berlin Wall fell.", ["The Berlin Wall fell in 1989."], 1 / 45, 1.0),
    ("During World War II, the battle took place in 1944.", [BATTLE], 1.0, 1.0),  # the tagger drops the period
    ("The factory opened in the 19th century.", ["The factory opened in 1850."], 0.01, 1.0),
    ("The war lasted from 1939 to 1945.", ["In 1944 the war raged."], 1 / 7, 0.0),  # an explicit span is a claim
    ("The battle took place in 1943.", [BATTLE], 0.0, 0.0),
    ("In the 1990s the web spread, and in 2005 it was everywhere.", ["The web opened in 1991."], 1 / 11, 0.5),
])
def test_expression_reading_against_the_documented_formula(answer, contexts, per_year, per_expression):
    assert TemporalFaithfulness().compute(answer=answer, contexts=contexts) == pytest.approx(per_year)
    score = TemporalFaithfulness(unit="expression").compute(answer=answer, contexts=contexts)
    assert score == pytest.approx(per_expression)
    assert all(set(u) == {"text", "years", "reading", "supported"} for u in score.details["units"])


def test_expression_reading_details_and_not_applicable():
    score = TemporalFaithfulness(unit="expression").compute(
        answer=get_default_nlp()("In the 1990s the web spread, and in 2005 it was everywhere."), contexts=[{1991}])
    assert [(u["text"], u["reading"], u["supported"]) for u in score.details["units"]] == [
        ("the 1990s", "setting", True), ("2005", "claim", False)]
    none = TemporalFaithfulness(unit="expression").compute(answer="It lasted for four years.", contexts=[{1}])
    assert math.isnan(none) and "no temporal expression" in none.reason
    with pytest.raises(TypeError, match=r"\[E031\].*answer"):
        TemporalFaithfulness(unit="expression").compute(aft={1944}, dfts=[{1944}])
    with pytest.raises(ValueError, match=r"\[E151\]"):
        TemporalFaithfulness(unit="sentence")


def test_expression_reading_in_evaluate():
    records = [{"id": 1, "query": "When was the battle?", "retrieved_docs": [BATTLE_1944],
                "answer": "During World War II, the decisive battle was fought."}]
    result = evaluate(records, metrics=[TemporalFaithfulness(unit="expression")], k=1)
    assert result.rows[0]["temporal_faithfulness"] == 1.0


@pytest.mark.parametrize("lang,answer,context", [
    ("es", "Durante la Segunda Guerra Mundial, la batalla decisiva se libró.",
     "La batalla decisiva empezó en diciembre de 1944."),
    ("de", "Während des Zweiten Weltkriegs wurde die Schlacht geschlagen.", "Die Schlacht begann im Dezember 1944."),
])
def test_the_setting_words_are_the_answer_language_pack(lang, answer, context):
    """SETTING_WORDS is a word list of the pack (rules/words.py), not English words in the metric (issue 18)."""
    nlp = get_default_nlp(lang)
    metric = TemporalFaithfulness(unit="expression")
    by_text = metric.compute(answer=answer, contexts=[nlp(context)], nlp=nlp)
    by_doc = metric.compute(answer=nlp(answer), contexts=[nlp(context)])  # the Doc's language picks the pack
    assert [u["reading"] for u in by_text.details["units"]] == ["setting"]
    assert by_text == by_doc == 1.0

