"""A rule whose word a match may go on with more letters ("summer{2,5}", "winterr(?:r|rr)?", "fal+ll") matched
only near some other anchor: the engine's anchors were the literal runs of letters, "summe" or "winterr", and no
word of "winterrr" alone is either. Such runs are now stems: a text word that begins with one is an anchor."""

from __future__ import annotations

import json

import pytest
import spacy

from spacy_tempoeval.rules.anchors import required_stems, required_words

RULES = [
    {"id": "t-stretched", "label": "DATE", "pattern": "autumn{2,5}(?![\\w'’-])", "value": "XXXX-FA",
     "examples": ["autumnnn"]},
    {"id": "t-optional", "label": "DATE", "pattern": "winterr(?:r|rr)?(?![\\w'’-])", "value": "XXXX-WI",
     "examples": ["winterrr"]},
    {"id": "t-plus", "label": "DATE", "pattern": "fal+ll(?![\\w'’-])", "value": "XXXX-FA", "examples": ["fallll"]},
]


@pytest.fixture(scope="module")
def nlp(tmp_path_factory):
    path = tmp_path_factory.mktemp("rules") / "stretched.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in RULES), encoding="utf8")
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"rule_files": [str(path)]})
    return nlp


@pytest.mark.parametrize("text,expected", [
    ("winterrr", "winterrr"),  # alone in the text: no other anchor to start near
    ("ugh winterrr is back", "winterrr"),
    ("fallll vibes", "fallll"),
    ("AUTUMNNNN", "AUTUMNNNN"),
])
def test_a_stretched_word_alone_is_found(nlp, text, expected):
    doc = nlp(text)
    assert [span.text for span in doc.spans["temporal"]] == [expected]


@pytest.mark.parametrize("pattern,stems", [
    ("summer{2,5}", {"summe"}),
    ("winterr(?:r|rr)?", {"winterr"}),
    ("dec(?:ember)?\\.?", {"dec"}),
    ("mid[\\s-]?term", {"mid"}),  # "midterm": one word that begins with "mid"
    ("(?:the\\s+)?week(?![\\w'’-])", set()),  # a whole word: no stem
    ("days?\\s+ago", set()),  # "ago" is whole: every match holds it
    ("eid\\s+al[-\\s]?fitr", set()),  # "eid" is whole
    ("anteayer|antier", set()),
    ("foo\\b", set()),
])
def test_required_stems(pattern, stems):
    assert required_stems(pattern) == stems


def test_required_words_keep_their_runs():
    # the runs stay required words as before (anchors are only added, never removed)
    assert required_words("summer{2,5}") == ({"summe"}, set())
    assert required_words("(?:hoy|hoyo)s?") == ({"hoy", "hoyo"}, set())
