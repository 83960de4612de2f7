"""A guard in front of spaCy's tokenizer against its quadratic cost on long whitespace-free stretches.

spaCy's tokenizer strips prefixes, suffixes and infixes from each whitespace-separated chunk one at a time, which
costs time quadratic in the chunk's length: ``"(" * 4000 + "1999" + ")" * 4000`` takes 16 s, 100,000 characters
of ``"12:"`` over a minute, before any component (and so before ``max_seconds_per_doc``) can act.

``GuardedTokenizer`` wraps a pipeline's tokenizer. A text with no whitespace-free stretch longer than
``max_token_chars`` goes to spaCy's tokenizer whole, unchanged: the same tokens as without the guard (checked on
the dev corpora with ``benchmarks/dump_expressions.py``, whose longest stretch is 34 characters). A longer
stretch is never handed to spaCy: it becomes tokens of ``max_token_chars`` characters each, cut without looking
at them, and the text around it is tokenized by spaCy as before. The Doc's text is the input text, character for
character, so offsets are unchanged; an expression inside such a stretch gets the span of the pieces it overlaps.

``load_pipeline`` (``preprocess``, ``extract``, ``score``, bulk workers) and ``core.get_default_nlp``
(``extract_qft`` & co., ``evaluate`` without ``nlp=``) guard their pipelines. A pipeline you build yourself and pass
in (``evaluate(..., nlp=my_nlp)``, ``my_nlp.add_pipe("temporal_focus")``) is tokenized before our component
runs, so the component cannot protect it: call ``guard_tokenizer(my_nlp)`` once.
"""

from __future__ import annotations

import re
from typing import Any, Callable, List, Pattern

from spacy.language import Language
from spacy.tokens import Doc

from ..errors import ConfigError, Errors

# the longest whitespace-free stretch spaCy's tokenizer gets; beyond it, pieces of this many characters
DEFAULT_MAX_TOKEN_CHARS = 100


class GuardedTokenizer:
    """spaCy's tokenizer, with whitespace-free stretches longer than ``max_token_chars`` cut into pieces
    without it.

    tokenizer (Callable[[str], Doc]): The pipeline's tokenizer (``nlp.tokenizer``).
    max_token_chars (int): The longest whitespace-free stretch handed to ``tokenizer``.
    """

    def __init__(self, tokenizer: Callable[[str], Doc], max_token_chars: int = DEFAULT_MAX_TOKEN_CHARS) -> None:
        if not isinstance(max_token_chars, int) or isinstance(max_token_chars, bool) or max_token_chars < 1:
            raise ConfigError(Errors.E280.format(value=max_token_chars))
        self.tokenizer = tokenizer
        self.max_token_chars = max_token_chars
        self._long: Pattern[str] = re.compile(r"\S{" + str(max_token_chars + 1) + ",}")

    def __call__(self, text: str) -> Doc:
        """Tokenize ``text``: spaCy's tokens unless it has a whitespace-free stretch over ``max_token_chars``."""
        if len(text) <= self.max_token_chars or self._long.search(text) is None:
            return self.tokenizer(text)
        words: List[str] = []
        spaces: List[bool] = []
        pos = 0
        n = self.max_token_chars
        for match in self._long.finditer(text):
            self._tokenize(text[pos:match.start()], words, spaces)
            for start in range(match.start(), match.end(), n):
                words.append(text[start:min(start + n, match.end())])
                spaces.append(False)
            pos = match.end()
            if text.startswith(" ", pos):  # one space after a token is its whitespace, as in spaCy
                spaces[-1] = True
                pos += 1
        self._tokenize(text[pos:], words, spaces)
        return Doc(self.tokenizer.vocab, words=words, spaces=spaces)  # type: ignore[attr-defined]

    def _tokenize(self, segment: str, words: List[str], spaces: List[bool]) -> None:
        if segment:
            for token in self.tokenizer(segment):
                words.append(token.text)
                spaces.append(bool(token.whitespace_))

    def pipe(self, texts: Any, batch_size: int = 1000) -> Any:
        """Tokenize a stream of texts."""
        for text in texts:
            yield self(text)

    # serialization and everything else: the wrapped tokenizer's
    def __getattr__(self, name: str) -> Any:
        if name in ("tokenizer", "max_token_chars", "_long") or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.tokenizer, name)

    def __reduce__(self) -> Any:
        return (GuardedTokenizer, (self.tokenizer, self.max_token_chars))


def guard_tokenizer(nlp: Language, max_token_chars: int = DEFAULT_MAX_TOKEN_CHARS) -> Language:
    """Put a ``GuardedTokenizer`` in front of ``nlp``'s tokenizer (once: a guarded pipeline gets the new bound).

    nlp (Language): The pipeline, changed in place.
    max_token_chars (int): The longest whitespace-free stretch spaCy's tokenizer gets (default 100).
    RETURNS (Language): ``nlp``.
    RAISES (ConfigError): [E280] when ``max_token_chars`` is not a positive integer.
    """
    inner = nlp.tokenizer.tokenizer if isinstance(nlp.tokenizer, GuardedTokenizer) else nlp.tokenizer
    nlp.tokenizer = GuardedTokenizer(inner, max_token_chars)
    return nlp


__all__ = ["DEFAULT_MAX_TOKEN_CHARS", "GuardedTokenizer", "guard_tokenizer"]
