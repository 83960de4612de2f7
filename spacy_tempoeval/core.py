"""The short path: focus years of a text with a shared default pipeline.

``extract_qft``, ``extract_dft`` and ``extract_aft`` take a text (and optionally a reference date) and return its
focus years as a ``YearSet`` (a ``collections.abc.Set`` of ints). They share one ``spacy.blank("en")`` +
``temporal_focus`` pipeline with the component's default config, built on first use; a text the component can
read without a Doc is read by its spaCy-free half (``default_pipeline``), so spaCy is imported only when a text
needs a Doc. The years are the same either way.

One meaning in every role: the focus time of a text is a function of the text, its reference date and the
config, never of whether it is a query, a document or an answer. "since 2015" is 2015 up to the reference year
and "over the past five years" the five years up to it in all three (the default ``convention="rag"``). For
scoring against TimeML gold, build a pipeline with ``convention="timeml"`` and pass it as ``nlp=``: it applies to
every role alike.

``llm=judge`` (an ``spacy_tempoeval.llm.LLMJudge``) switches on the LLM fallback for event names no rule knows, for
that call only (``use_llm=False`` keeps it off); see ``spacy_tempoeval.normalize.unknown_events``. Other ``llm``
objects (tempoeval's) are accepted and ignored with warning W003.
"""

from __future__ import annotations

import re
import threading
from typing import Any, Dict, Iterable, List, Tuple

from .errors import ConfigTypeError, Errors, InputError, InputTypeError
from .normalize.refdate import DateLike
from .yearset import YearSet

_LOCK = threading.Lock()
_PIPELINES: Dict[str, Any] = {}
_LAZY: Dict[str, Any] = {}  # lang -> the DefaultPipeline of default_pipeline
# lone surrogates ("\ud800", valid in JSON) are not text: spaCy cannot hash them. Each becomes U+FFFD, one
# character for one, so offsets do not move.
_SURROGATE = re.compile("[\ud800-\udfff]")


def get_default_nlp(lang: str = "en"):
    """The shared pipeline of a language (``spacy.blank(lang)`` + ``temporal_focus`` with its default config),
    built once.

    lang (str): The language: its spaCy tokenizer and its rule pack.
    RETURNS (Language): The pipeline. Do not add components to it; build your own for that.
    """
    nlp = _PIPELINES.get(lang)
    if nlp is None:
        with _LOCK:
            nlp = _PIPELINES.get(lang)
            if nlp is None:
                import spacy

                from .pipeline.loading import DEFAULT_MAX_LENGTH
                from .pipeline.tokenizer_guard import guard_tokenizer

                nlp = guard_tokenizer(spacy.blank(lang))  # no quadratic tokenizing of long stretches
                nlp.max_length = DEFAULT_MAX_LENGTH  # no parser or NER here: long texts are fine
                nlp.add_pipe("temporal_focus")
                _PIPELINES[lang] = nlp
    return nlp


def default_pipeline(lang: str = "en") -> Any:
    """The shared default pipeline of ``lang`` as ``evaluate`` uses it: a ``pipeline.lazy.DefaultPipeline``, which
    reads texts without a Doc through the component's spaCy-free half and builds ``get_default_nlp(lang)`` (and
    imports spaCy) only when a text needs a Doc. The same years as ``get_default_nlp(lang)``; for a language
    without a rule pack, that pipeline itself (and its error).

    lang (str): The language.
    RETURNS (Any): The stand-in, or the pipeline.
    """
    from .rules.files import available_languages

    if lang not in available_languages():
        return get_default_nlp(lang)
    nlp = _LAZY.get(lang)
    if nlp is None:
        with _LOCK:
            nlp = _LAZY.get(lang)
            if nlp is None:
                import functools

                from .pipeline.lazy import DefaultPipeline

                nlp = _LAZY[lang] = DefaultPipeline(lang, functools.partial(get_default_nlp, lang))
    return nlp


def focus_years(text: str, reference_date: DateLike = None, *, nlp=None, lang: str = "en",
                llm: Any = None) -> YearSet:
    """The focus years of one text.

    text (str): The text.
    reference_date (str | date | None): Anchors relative expressions ("last year"); defaults to the
        component's default reference date (today unless configured).
    nlp (Optional[Language]): A pipeline containing ``temporal_focus``; the shared default when None.
    lang (str): The language of the shared pipeline used when ``nlp`` is None ("en", "es", ...).
    llm (Optional[LLMJudge]): The judge of the LLM fallback for event names no rule knows, for this call.
    RETURNS (YearSet): The years the text is about.
    """
    return focus_years_many([text], [reference_date], nlp=nlp, lang=lang, llm=llm)[0]


def focus_years_many(texts: Iterable[str], reference_dates: Iterable[DateLike] | None = None, *,
                     nlp=None, batch_size: int = 256,
                     lang: str = "en", llm: Any = None, on_doc: Any = None) -> List[YearSet]:
    """Focus years of many texts through ``nlp.pipe`` (fast path for bulk work); arguments as ``focus_years``.
    ``on_doc(i, doc)``, when given, sees each processed Doc (e.g. to read its expressions' provenance)."""
    nlp = nlp or default_pipeline(lang)  # spaCy is imported only if a text needs a Doc
    if llm is not None:
        if not _is_judge(llm):
            raise ConfigTypeError(Errors.E103.format(value=llm))
        from .llm.events import EventYearsResolver
        from .pipeline.llm_fallback import lend

        with lend(EventYearsResolver(llm)):
            return focus_years_many(texts, reference_dates, nlp=nlp, batch_size=batch_size,
                                    lang=lang, on_doc=on_doc)
    texts = list(texts)
    refs = list(reference_dates) if reference_dates is not None else [None] * len(texts)
    if len(refs) != len(texts):
        raise InputError(Errors.E152.format(where="reference_dates", expected=f"one date per text ({len(texts)})",
                                            value=f"{len(refs)} dates", type="list"))
    _check_texts(texts)
    out = _years_read_without_doc(nlp, texts, refs) if on_doc is None else [None] * len(texts)
    rest = [n for n, years in enumerate(out) if years is None]

    def docs() -> Iterable[Any]:  # made as nlp.pipe reads them: a batch of Docs at a time, never all at once
        for n in rest:
            yield _make_doc(nlp, texts[n], refs[n])

    if not rest:  # every text read without a Doc (a DefaultPipeline then never builds spaCy's)
        return [years or YearSet() for years in out]
    for n, doc in zip(rest, nlp.pipe(docs(), batch_size=batch_size)):
        if on_doc is not None:  # every text then goes through a Doc, for the caller to read
            on_doc(n, doc)
        out[n] = doc._.focus_years
    return [years or YearSet() for years in out]


def _check_texts(texts: List[Any]) -> None:
    """[E150] for the first text that is not a str (before any is tagged)."""
    for text in texts:
        if not isinstance(text, str):
            raise InputTypeError(Errors.E150.format(where="text", expected="a str", value=text,
                                                    type=type(text).__name__))


def _years_read_without_doc(nlp: Any, texts: List[str], refs: List[Any]) -> List[Any]:
    """Per text, its years read by ``temporal_focus.focus_years_of`` when that component is the pipeline's only
    one (no Doc made), else None (also where it cannot tell: the caller then runs the pipeline)."""
    return _read_without_doc(nlp, "focus_years_of", texts, refs)


def expressions_read_without_doc(nlp: Any, texts: List[str], refs: List[Any]) -> List[Any]:
    """Per text, (years, expressions) read by ``temporal_focus.expressions_of`` when that component is the
    pipeline's only one (no Doc made), else None (the caller then runs the pipeline and reads
    ``doc._.timexes``)."""
    return _read_without_doc(nlp, "expressions_of", texts, refs)


def _read_without_doc(nlp: Any, method: str, texts: List[str], refs: List[Any]) -> List[Any]:
    """``component.<method>(text, ref)`` per text when ``temporal_focus`` is the pipeline's only component, else
    None per text."""
    pipeline: List[Any] = list(getattr(nlp, "pipeline", ()))
    light = getattr(pipeline[0][1], method, None) if len(pipeline) == 1 else None
    if light is None:
        return [None] * len(texts)
    # an ASCII text holds no surrogate (``str.isascii`` reads a flag of the string: no scan)
    return [light(_SURROGATE.sub("\ufffd", text) if not text.isascii() and _SURROGATE.search(text) else text, ref)
            for text, ref in zip(texts, refs)]


def _make_doc(nlp: Any, text: str, ref: Any) -> Any:
    """The Doc of one text of ``focus_years_many``, with its reference date."""
    if _SURROGATE.search(text):
        text = _SURROGATE.sub("\ufffd", text)
    doc = nlp.make_doc(text)
    if ref is not None:
        doc._.reference_date = ref
    return doc


def _is_judge(llm: Any) -> bool:
    """Whether ``llm`` is an LLMJudge (checked without importing the LLM layer unless it is loaded)."""
    import sys

    module = sys.modules.get("spacy_tempoeval.llm.judge")
    return module is not None and isinstance(llm, module.LLMJudge)


def _tempoeval_args(reference_date: DateLike, publication_date: DateLike, llm: Any, use_llm: bool | None,
                    where: str) -> Tuple[DateLike, Any]:
    """tempoeval's extractor arguments: ``publication_date`` is our ``reference_date``. ``llm`` is used when it
    is an ``LLMJudge`` and ``use_llm`` is not False (the fallback for event names no rule knows); other ``llm``
    objects, and ``use_llm=True`` without a judge, are ignored with warning W003."""
    judge = llm if llm is not None and use_llm is not False and _is_judge(llm) else None
    if (llm is not None and judge is None and use_llm is not False) or (use_llm and llm is None):
        import warnings

        from .errors import TempoEvalWarning, Warnings

        warnings.warn(Warnings.W003.format(where=where), TempoEvalWarning, stacklevel=3)
    return (reference_date if reference_date is not None else publication_date), judge


def extract_qft(query: str, reference_date: DateLike = None, *, nlp=None, lang: str = "en", llm: Any = None,
                use_llm: bool | None = None) -> YearSet:
    """Query Focus Time: the years a query asks about ("the last five years" counts each of them).
    ``llm=judge`` (an LLMJudge) switches on the LLM fallback for unknown event names for this call."""
    reference_date, judge = _tempoeval_args(reference_date, None, llm, use_llm, "extract_qft")
    return focus_years(query, reference_date, nlp=nlp, lang=lang, llm=judge)


def extract_dft(document: str, reference_date: DateLike = None, *, nlp=None, lang: str = "en",
                publication_date: DateLike = None, llm: Any = None, use_llm: bool | None = None) -> YearSet:
    """Document Focus Time: the years a (retrieved) document is about. ``publication_date`` (tempoeval's name)
    is the reference date; ``llm=judge`` (an LLMJudge) switches on the LLM fallback for this call."""
    reference_date, judge = _tempoeval_args(reference_date, publication_date, llm, use_llm, "extract_dft")
    return focus_years(document, reference_date, nlp=nlp, lang=lang, llm=judge)


def extract_aft(answer: str, reference_date: DateLike = None, *, nlp=None, lang: str = "en", llm: Any = None,
                use_llm: bool | None = None) -> YearSet:
    """Answer Focus Time: the years a generated answer is about. ``llm=judge`` (an LLMJudge) switches on the
    LLM fallback for this call."""
    reference_date, judge = _tempoeval_args(reference_date, None, llm, use_llm, "extract_aft")
    return focus_years(answer, reference_date, nlp=nlp, lang=lang, llm=judge)


__all__ = ["extract_qft", "extract_dft", "extract_aft", "focus_years", "focus_years_many", "get_default_nlp",
           "default_pipeline"]
