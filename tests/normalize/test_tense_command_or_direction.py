"""Issue 22, speed (branch h22t): the reader of a date without a year asks whether a command opens its clause
and, when not, which way the tense cues point, reading the clause around it once (``tense.command_or_direction``);
the answers are those of ``in_command`` and ``tense_direction`` asked one after the other, on every pack."""

from __future__ import annotations

import json
import random
import re

import pytest

from spacy_tempoeval.normalize import tense
from spacy_tempoeval.normalize.tense import TenseCues, command_or_direction, in_command, tense_direction
from spacy_tempoeval.rules.files import available_languages, builtin_rules
from spacy_tempoeval.rules.words import LanguageWords

COMMANDS = ["Cancel the booking I made for Feb 4", "Delete what I added for the 9th", "book a table for July 18th",
            "Thursday's closing price", "he said he will go in March", "Cancel it. We met in March", "March"]


@pytest.mark.parametrize("lang", available_languages())
def test_command_or_direction_is_in_command_then_tense_direction(gold_dir, lang):
    base = TenseCues.from_words(LanguageWords(builtin_rules(lang).terms))
    rng = random.Random(22)
    texts = list(COMMANDS)
    for path in sorted(gold_dir.glob("*.jsonl")):
        with open(path, encoding="utf8") as f:
            texts += [json.loads(line)["text"] for line in f][:120]
    n = 0
    # the pack's cues, and the same without command verbs (``in_command`` is then False at once)
    for cues in (base, TenseCues(**{**base.__dict__, "command": frozenset()})):
        for text in texts:
            for m in re.finditer(r"\d+|[A-Z][a-z]+(?:day|ch|ril|ber)\b|\w+ago", text):
                for end in (m.end(), min(len(text), m.end() + rng.randint(0, 20))):
                    command = in_command(text, m.start(), end, cues)
                    # p17-: a date "since" heads is HEADED_PAST, whatever the other cues
                    headed = bool(cues.left_only) and tense._headed(text, m.start(), end, cues.left_only)
                    expected = (True, None) if command else (
                        False, tense.HEADED_PAST if headed else tense_direction(text, m.start(), end, cues))
                    assert command_or_direction(text, m.start(), end, cues) == expected, text[m.start() - 90:end + 90]
                    n += command
    assert n > 0 or lang not in ("en",)
