"""A doc's text without a Token object per token.

``Doc.text`` joins ``token.text_with_ws`` over the doc: one Python ``Token`` object per token, which on a long
document costs a sixth of the tokenizer's own time. ``doc_text`` reads the same two attributes (the token's
``ORTH`` and its trailing space, ``SPACY``) with ``Doc.to_array`` and spells the tokens through a table of the
strings met before (an orth ID is the hash of its string, the same in every vocab): the result is ``doc.text``
exactly.
"""

from __future__ import annotations

from typing import Any, Dict, List, cast

import numpy as np
from spacy.attrs import ORTH, SPACY
from spacy.tokens import Doc

TEXT_ATTRS = [ORTH, SPACY]  # the tokens' texts and trailing spaces: the doc's text, exactly
ORTH_LIMIT = 200_000  # tokens (orth IDs, or (orth, space) pairs) whose strings are kept before a table is emptied
_ORTHS: Dict[int, str] = {}
# a token's (orth ID, trailing space) row of ``doc.to_array(TEXT_ATTRS)``, its 16 bytes as they are -> its text
# with its trailing space: one look-up per token, no second pass for the spaces (an exact key: both numbers whole)
_ROWS: Dict[bytes, str] = {}
_ROW = np.dtype("V16")
# up to this many tokens ``doc.text`` (a Token object each) costs less than ``Doc.to_array`` and the look-ups
# (measured: 2.4 against 4.5 us at 5 tokens, even at about 22, 14.5 against 17 us at 44)
SMALL_DOC = 20


def doc_text(doc: Doc, array: Any = None) -> str:
    """``doc.text``, read from the tokens' orth IDs and trailing spaces.

    doc (Doc): The doc.
    array (Optional[numpy.ndarray]): ``doc.to_array(TEXT_ATTRS)`` when the caller has it already.
    RETURNS (str): The doc's text, as ``doc.text`` spells it.
    """
    if array is None:
        if len(doc) <= SMALL_DOC:  # a few tokens: ``doc.text`` itself is cheaper than the array and its rows
            return doc.text
        array = doc.to_array(TEXT_ATTRS)
    if not len(array):
        return ""
    if array.dtype != np.uint64 or array.shape[1] != 2 or not array.flags.c_contiguous:
        return _by_orth(doc, array)  # not the array ``Doc.to_array`` gives (never so far)
    rows = array.view(_ROW).ravel().tolist()
    words = list(map(_ROWS.get, rows))
    if None in words:  # tokens met for the first time
        if len(_ROWS) > ORTH_LIMIT:
            _ROWS.clear()
        strings = doc.vocab.strings
        orths = array[:, 0].tolist()
        spaces = array[:, 1].tolist()
        for i, word in enumerate(words):
            if word is None:
                words[i] = _ROWS[rows[i]] = strings[orths[i]] + " " if spaces[i] else strings[orths[i]]
    return "".join(cast(List[str], words))  # every None filled above


def _by_orth(doc: Doc, array: Any) -> str:
    """``doc_text`` by the orth IDs alone, the trailing spaces added after (how it read every doc before the
    rows' table; the reference of the tests)."""
    orths = array[:, 0].tolist()
    words = list(map(_ORTHS.get, orths))
    if None in words:  # strings met for the first time
        if len(_ORTHS) > ORTH_LIMIT:
            _ORTHS.clear()
        strings = doc.vocab.strings
        for i, word in enumerate(words):
            if word is None:
                words[i] = _ORTHS[orths[i]] = strings[orths[i]]
    for i in array[:, 1].nonzero()[0].tolist():
        words[i] += " "
    return "".join(cast(List[str], words))  # every None filled above
