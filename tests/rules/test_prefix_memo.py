"""``prefix.deep_chars`` reads the rest of a pattern once per depth, not once per alternative before it (the
memo of ``_seq``): a month/day rule's ``(?:january|february|...)\\s+...`` read the rest after each of twelve
names. Counted in reading steps (no clock); the answers are the same as without the memo wherever the reading
stays within its budget."""

from __future__ import annotations

import re

import pytest

from spacy_tempoeval.rules import prefix

PATTERNS = [
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2}"
    r"(?:st|nd|rd|th)?(?:,?\s+(?:19|20)\d\d)?",
    r"(?:the\s+)?(?:early|mid|late)[\s-]+(?:1[5-9]|20)\d0s",
    r"(?:last|next|this)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:morning|night))?",
]


class _Forgetful(dict):
    """A memo that never remembers: every sequence is read again, as before."""

    def __setitem__(self, key, value):
        pass


def _read(pattern, memo):
    limits = [prefix.DEEP_CALLS, prefix.DEEP_MAX_SET, memo, {}]
    found = prefix._seq(list(prefix.P.parse(pattern, re.IGNORECASE)), prefix.DEEP_K, limits)
    return found, prefix.DEEP_CALLS - limits[0]


@pytest.mark.parametrize("pattern", PATTERNS)
def test_the_memo_gives_the_same_strings_in_fewer_steps(pattern):
    with_memo, steps = _read(pattern, {})
    without, steps_before = _read(pattern, _Forgetful())
    assert with_memo == without
    assert steps < steps_before


def test_a_branch_of_twelve_names_reads_its_rest_once_per_depth():
    _, steps = _read(PATTERNS[0], {})
    _, steps_before = _read(PATTERNS[0], _Forgetful())
    assert steps * 3 < steps_before
