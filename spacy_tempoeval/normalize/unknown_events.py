"""Which names in a text are events no rule knows: the trigger of the LLM fallback (issue 9, part 4).

The fallback costs a model call, and a wrong span poisons every metric that reads it, so the trigger is narrow.
A *candidate* is a name of two or more words: capitalised words and numbers, the event words of the lexicon macro
``EVENT_HEAD_WORDS`` (in any case) and, inside, the linking words of ``EVENT_NAME_LINKS`` ("of", "de", ..., an
article right after one: "the War of the Pacific"; not "and", which joins two names, nor "at"/"in", which join a
name to a place). It needs two capitalised words ("Apollo 13", "the Velvet Revolution") or
one with an event word ("the Obama administration", "the Mao era", "the reign of Queen Victoria"). It is asked
about when no rule matched it (it overlaps no tagged expression) and it stands either

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

import re
from typing import List, NamedTuple, Sequence

# at most this many names per text go to the model (one request per text; longer texts keep the first ones)
MAX_NAMES = 20
_TOKEN = re.compile(r"[^\W_][\w'’.–-]*")  # hyphens and en dashes inside ("Iran–Iraq")


class Candidate(NamedTuple):
    """A name to ask the model about: its span in the text (a leading "the" included) and the name itself."""

    start: int
    end: int
    name: str


def _is_name_word(word: str) -> bool:
    return word[:1].isupper() or word[:1].isdigit()


def _head(word: str, heads: frozenset) -> bool:
    """Whether a word is an event word of ``EVENT_HEAD_WORDS`` (a trailing possessive ignored)."""
    if word.endswith(("'s", "’s")):
        word = word[:-2]
    return word in heads


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
        after_article = prev is not None and prev[0].lower() in gap and text[prev[2]:start] == " "
        lower = word.lower()
        # a name starts with a capitalised word ("Zanzibar ...") or, after an article, with an event word
        # ("the reign of Queen Victoria"); never with an operator word, an article or a link ("During", "The")
        starts = (_is_name_word(word) and lower not in stop) or (after_article and _head(lower, heads))
        inside = (prev is not None and _is_name_word(prev[0]) and prev[0].lower() not in stop
                  and text[prev[2]:start].isspace())
        if not starts or inside:
            i += 1  # not a name word, or the middle of a name already passed over
            continue
        # the longest run of name words, event words and links, ending in a name or event word, one space apart
        j, last = i, i
        while j + 1 < n and text[tokens[j][2]:tokens[j + 1][1]] == " ":
            nxt = tokens[j + 1][0]
            if _is_name_word(nxt) or _head(nxt.lower(), heads):
                j += 1
                last = j
            elif nxt.lower() in links or (tokens[j][0].lower() in links and nxt.lower() in gap):
                j += 1  # "of", and an article right after it ("the War of the Pacific")
            else:
                break
        name_start, name_end = start, tokens[last][2]
        name = text[name_start:name_end]
        if name.endswith(("'s", "’s")):
            name_end -= 2
            name = name[:-2]
        parts = name.split()
        capitals = sum(1 for w in parts if _is_name_word(w) and not _head(w.lower(), heads))
        has_head = _head(parts[0].lower(), heads) or _head(parts[-1].lower(), heads)
        # two words at least, and either two capitalised words or one with an event word ("the Obama
        # administration", "the Mao era")
        if len(parts) < 2 or capitals < 1 or (capitals < 2 and not has_head):
            i = last + 1 if last > i else i + 1
            continue
        span_start = prev[1] if after_article and prev is not None else name_start
        triggered = operators.before(text, span_start) is not None or (after_article and has_head)
        if triggered and not any(s < name_end and span_start < e for s, e in taken):
            out.append(Candidate(span_start, name_end, name))
        i = last + 1
    return out


__all__ = ["Candidate", "find_unknown_events", "MAX_NAMES"]
