"""``temporal_focus`` after an NER that sets DATE entities (an ``entity_ruler``: no model download) and without."""

from __future__ import annotations

import spacy

PATTERNS = [{"label": "DATE", "pattern": "5.1.87"}, {"label": "DATE", "pattern": "fiscal 1999"},
            {"label": "ORG", "pattern": "Lehman Brothers"}, {"label": "DATE", "pattern": "the Year of the Dragon"}]


def _pipeline(use_model_ents: bool = True, after_ner: bool = True):
    nlp = spacy.blank("en")
    if after_ner:
        nlp.add_pipe("entity_ruler").add_patterns(PATTERNS)
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2019-11-18",
                                           "use_model_ents": use_model_ents})
    return nlp


def test_temporal_focus_uses_date_ents_rules_missed():
    doc = _pipeline()("The memo dated 5.1.87 mentions Lehman Brothers.")
    assert [(e.text, e.label_) for e in doc.ents] == [("5.1.87", "DATE"), ("Lehman Brothers", "ORG")]
    assert doc._.focus_years == {1987}
    (span,) = doc.spans["temporal"]
    assert span.text == "5.1.87" and span._.timex.startswith("1987-")
    assert span._.timex_rule == "model_ents+dateparser"


def test_temporal_focus_ignores_date_ents_when_disabled():
    doc = _pipeline(use_model_ents=False)("The memo dated 5.1.87 mentions Lehman Brothers.")
    assert doc._.focus_years == set()
    assert len(doc.ents) == 2  # the NER's entities are left alone


def test_temporal_focus_rules_win_over_overlapping_ents():
    doc = _pipeline()("In fiscal 1999 sales rose; the Year of the Dragon came.")
    assert doc._.focus_years == {1999}
    assert [s.text for s in doc.spans["temporal"]] == ["fiscal 1999"]
    assert doc.spans["temporal"][0]._.timex_rule != "model_ents+dateparser"
    # an entity no rule and no parser understands adds nothing
    assert "the Year of the Dragon" in [e.text for e in doc.ents]


def test_temporal_focus_same_result_with_and_without_ner_on_plain_text():
    text = "In 2008, Lehman Brothers collapsed; from 2019 to 2021 prices rose."
    with_ner, without = _pipeline()(text), _pipeline(after_ner=False)(text)
    assert with_ner._.focus_years == without._.focus_years == {2008, 2019, 2020, 2021}
    assert [(s.text, s._.timex) for s in with_ner.spans["temporal"]] == [
        (s.text, s._.timex) for s in without.spans["temporal"]]


def test_temporal_focus_before_ner_in_pipeline():
    # placed first, the component sees no entities and still works
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2019-11-18"})
    nlp.add_pipe("entity_ruler").add_patterns(PATTERNS)
    doc = nlp("The memo dated 5.1.87, in 2008.")
    assert doc._.focus_years == {2008}
    assert [e.text for e in doc.ents] == ["5.1.87"]
