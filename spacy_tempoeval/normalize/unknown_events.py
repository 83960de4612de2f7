"""Which names in a text are events no rule knows: the trigger of the LLM fallback (issue 9, part 4).

The fallback costs a model call, and a wrong span poisons every metric that reads it, so the trigger is narrow.
A *candidate* is a name of two or more words that starts with a capital letter or a digit ("Apollo 13", "the
Velvet Revolution", "the Siege of Sarajevo"; inside it only capitalised words, numbers and the linking words of
the lexicon macro ``EVENT_NAME_LINKS``: "of", "the", "in", ...; not "and", which joins two names), which no rule matched (it overlaps no tagged
expression), and which stands either

1. right after a composition operator of the pack (``OPERATORS_BEFORE_ANCHOR``: "during", "since", "after",
   "before", "until", "the decade after", "in the aftermath of", ...; gap words such as "the" allowed), or
2. after "the" (any word of ``ANCHOR_GAP_WORDS``) and ending in an event word of the lexicon macro
   ``EVENT_HEAD_WORDS`` ("the Winter War", "the Boxer Rebellion", "the Tangshan earthquake" needs a capital:
   "Earthquake" is matched only when written as part of the name).

Sentence-initial capitals alone do not make a name ("During Monday's meeting" has one capitalised word after the
operator, not two). At most ``MAX_NAMES`` names per text are asked about. A name the model does not know, or
whose years fail validation, adds no years (see ``spacy_tempoeval.llm.events``).

This module does not import the LLM layer: it only finds names.
"""

from __future__ import annotations

import contextvars
import re
from typing import List, NamedTuple, Sequence

HEAD_MACRO = "EVENT_HEAD_WORDS"
LINK_MACRO = "EVENT_NAME_LINKS"
# at most this many names per text go to the model (one request per text; longer texts keep the first ones)
MAX_NAMES = 20
_TOKEN = re.compile(r"[^\W_][\w'’.-]*")
# the LLM judge a call of ``extract_qft(..., llm=judge)`` lends the component for that call (per thread/task)
LLM_OVERRIDE: contextvars.ContextVar = contextvars.ContextVar("tempoeval_llm_override", default=None)


class Candidate(NamedTuple):
    """A name to ask the model about: its span in the text (a leading "the" included) and the name itself."""

    start: int
    end: int
    name: str


def _is_name_word(word: str) -> bool:
    return word[:1].isupper() or word[:1].isdigit()


def find_unknown_events(text: str, taken: Sequence[tuple], operators, heads: frozenset, links: frozenset,
                        gap: frozenset) -> List[Candidate]:
    """The candidate names of ``text`` (see the module docstring), in text order.

    text (str): The text.
    taken (Sequence[tuple]): (start, end) of the expressions the rules found; a candidate overlapping one is
        not asked about.
    operators (OperatorWords): The pack's operator words (``normalize.operators``).
    heads (frozenset): Lower-cased event words (``EVENT_HEAD_WORDS``).
    links (frozenset): Lower-cased linking words allowed inside a name (``EVENT_NAME_LINKS``).
    gap (frozenset): Lower-cased articles allowed before a name (``ANCHOR_GAP_WORDS``).
    RETURNS (List[Candidate]): At most ``MAX_NAMES`` candidates.
    """
    tokens = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text)]
    # words that are never the first word of a name ("During", "The", "Since" at the start of a sentence)
    stop = {w for phrase in operators.prefix for w in phrase} | set(gap) | set(links)
    out: List[Candidate] = []
    i = 0
    n = len(tokens)
    while i < n and len(out) < MAX_NAMES:
        word, start, _ = tokens[i]
        prev = tokens[i - 1] if i > 0 else None
        if (not _is_name_word(word) or word.lower() in stop
                or (prev is not None and _is_name_word(prev[0]) and prev[0].lower() not in stop
                    and text[prev[2]:start].isspace())):
            i += 1  # not a name word, or the middle of a name already passed over
            continue
        # the longest run of name words and links, ending in a name word, separated by single spaces
        j, last = i, i
        while j + 1 < n and text[tokens[j][2]:tokens[j + 1][1]] == " ":
            nxt = tokens[j + 1][0]
            if _is_name_word(nxt):
                j += 1
                last = j
            elif nxt.lower() in links:
                j += 1
            else:
                break
        words = [t[0] for t in tokens[i:last + 1]]
        if len(words) < 2:
            i += 1
            continue
        name_start, name_end = start, tokens[last][2]
        name = text[name_start:name_end]
        if name.endswith(("'s", "’s")):
            name_end -= 2
            name = name[:-2]
        span_start = name_start
        after_article = prev is not None and prev[0].lower() in gap and text[prev[2]:start] == " "
        if after_article:
            span_start = prev[1]
        parts = name.lower().split()
        triggered = operators.before(text, span_start) is not None or (
            after_article and (parts[-1] in heads or parts[0] in heads))
        if triggered and not any(s < name_end and span_start < e for s, e in taken):
            out.append(Candidate(span_start, name_end, name))
        i = last + 1
    return out


__all__ = ["Candidate", "find_unknown_events", "MAX_NAMES", "LLM_OVERRIDE", "HEAD_MACRO", "LINK_MACRO"]
