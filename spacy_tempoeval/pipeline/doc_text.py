"""A doc's text without a Token object per token.

``Doc.text`` joins ``token.text_with_ws`` over the doc: one Python ``Token`` object per token, which on a long
document costs a sixth of the tokenizer's own time. ``doc_text`` reads the same two attributes (the token's
``ORTH`` and its trailing space, ``SPACY``) with ``Doc.to_array`` and spells the tokens through a table of the
strings met before (an orth ID is the hash of its string, the same in every vocab): the result is ``doc.text``
exactly.
"""

from __future__ import annotations

from typing import Any, Dict

from spacy.attrs import ORTH, SPACY
from spacy.tokens import Doc

TEXT_ATTRS = [ORTH, SPACY]  # the tokens' texts and trailing spaces: the doc's text, exactly
ORTH_LIMIT = 200_000  # orth IDs whose strings are kept (``_ORTHS``) before the table is emptied
_ORTHS: Dict[int, str] = {}


def doc_text(doc: Doc, array: Any = None) -> str:
    """``doc.text``, read from the tokens' orth IDs and trailing spaces.

    doc (Doc): The doc.
    array (Optional[numpy.ndarray]): ``doc.to_array(TEXT_ATTRS)`` when the caller has it already.
    RETURNS (str): The doc's text, as ``doc.text`` spells it.
    """
    if array is None:
        array = doc.to_array(TEXT_ATTRS)
    if not len(array):
        return ""
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
    return "".join(words)
