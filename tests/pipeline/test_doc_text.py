"""``doc_text`` (issue 22, long documents): the doc's text from orth IDs and trailing spaces is ``doc.text``."""

import spacy
from spacy.tokens import Doc

from spacy_tempoeval.pipeline import doc_text as module
from spacy_tempoeval.pipeline.doc_text import TEXT_ATTRS, doc_text

TEXTS = ["", " ", "  leading and trailing  ", "From 2019 to 2021, prices rose.\n\nThen\tthey fell!",
         "İstanbul’s “March 3” — Größe 5 km²", "a  b   c", "emoji 🙂 ok", "x" * 300 + " 2020 " * 50]


def test_doc_text_is_doc_text():
    for lang in ("en", "es"):
        nlp = spacy.blank(lang)
        for text in TEXTS:
            doc = nlp.make_doc(text)
            assert doc_text(doc) == doc.text == text
            assert doc_text(doc, doc.to_array(TEXT_ATTRS)) == text


def test_doc_text_of_words_and_spaces():
    nlp = spacy.blank("en")
    doc = Doc(nlp.vocab, words=["In", "2019", ",", "yes"], spaces=[True, False, True, False])
    assert doc_text(doc) == doc.text == "In 2019, yes"


def test_doc_text_after_the_table_is_emptied(monkeypatch):
    monkeypatch.setattr(module, "ORTH_LIMIT", 2)
    monkeypatch.setattr(module, "_ORTHS", {})
    nlp = spacy.blank("en")
    most = 0
    for text in TEXTS + TEXTS:
        doc = nlp.make_doc(text)
        assert doc_text(doc) == text
        most = max(most, len(doc))
        assert len(module._ORTHS) <= 2 + most  # emptied before a doc that brings new strings, once past the limit
