"""Turn a metric's inputs (year sets, processed Docs or strings) into year sets.

Every focus-time metric reads up to four roles:

    qft   <- ``qft=`` (years)   or ``query=`` (str or Doc)
    dfts  <- ``dfts=`` (list of years) or ``retrieved_docs=`` / ``contexts=`` (list of str, Doc or document
             objects: ``{"text", "reference_date"}``, a LangChain ``Document``, a LlamaIndex node)
    aft   <- ``aft=`` (years)   or ``answer=`` (str or Doc)
    afts  <- ``afts=`` (list of years) or ``answers=`` (list of str or Doc)

Years are anything ``coerce_years`` accepts (YearSet, set/list of ints, None). A Doc must have been processed
by ``temporal_focus`` (``doc._.focus_years`` is not None), otherwise [E030] names the argument. Strings are
tagged in one ``tag_texts`` call (one ``nlp.pipe`` pass, the same resolver for every role, shared with
``evaluate``) with the optional ``reference_date`` and ``nlp``; a document object with a date of its own
(``reference_date``, ``date`` or ``published``, also in its metadata) is read against that date, as in
``evaluate``. The default pipeline is built only when a string needs it.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Sequence, Tuple

from ..errors import Errors, InputTypeError, MissingInputError, code_of
from ..yearset import YearSet, coerce_years

# role -> (years keyword, text/Doc keywords, is a list)
ROLE_KEYWORDS: Dict[str, Tuple[str, Tuple[str, ...], bool]] = {
    "qft": ("qft", ("query",), False),
    "dfts": ("dfts", ("retrieved_docs", "contexts"), True),
    "aft": ("aft", ("answer",), False),
    "afts": ("afts", ("answers",), True),
}

TEXT_OPTIONS = ("reference_date", "nlp")


def keywords_for(roles: Sequence[str]) -> frozenset:
    """All keyword arguments that feed ``roles`` (plus ``reference_date`` and ``nlp``)."""
    keys = set(TEXT_OPTIONS)
    for role in roles:
        years_kw, text_kws, _ = ROLE_KEYWORDS[role]
        keys.add(years_kw)
        keys.update(text_kws)
    return frozenset(keys)


def tag_texts(texts: Sequence[str], reference_dates: Sequence[Any] | None = None, *, nlp: Any = None,
              batch_size: int = 256, on_doc: Any = None) -> List[YearSet]:
    """Focus years of texts, whatever their role (query, document, answer): the one resolver that the metric
    classes and ``evaluate`` share, so that a text means the same years everywhere. One ``nlp.pipe`` pass.

    texts (Sequence[str]): The texts.
    reference_dates (Optional[Sequence]): One reference date per text (None entries use the pipeline's default).
    nlp (Optional[Language]): A pipeline with ``temporal_focus``; the shared default pipeline when None.
    on_doc (Optional[Callable[[int, Doc], Any]]): Sees each processed Doc (``evaluate`` reads the provenance of
        the query's expressions from it: ``evaluate.kinds``).
    RETURNS (List[YearSet]): One year set per text.
    """
    from ..core import focus_years_many

    return focus_years_many(texts, reference_dates, nlp=nlp, batch_size=batch_size, on_doc=on_doc)


def _is_doc(value: Any) -> bool:
    if isinstance(value, (str, bytes, set, frozenset, list, tuple, YearSet)) or value is None:
        return False
    try:
        from spacy.tokens import Doc
    except ImportError:  # pragma: no cover - spaCy is a dependency
        return False
    return isinstance(value, Doc)


def doc_focus_years(doc: Any, where: str) -> YearSet:
    """``doc._.focus_years`` of a processed Doc; [E030] (naming ``where``) when temporal_focus never ran on
    it."""
    from ..pipeline import extensions  # noqa: F401  (registers the extensions)

    years = doc._.focus_years if doc.has_extension("focus_years") else None
    if years is None:
        raise InputTypeError(Errors.E030.format(where=where))
    return years


class _Pending:
    """Strings waiting to be tagged in one batch, with where their years go and their own dates."""

    def __init__(self) -> None:
        self.texts: List[str] = []
        self.slots: List[Tuple[str, int | None]] = []
        self.dates: List[Any] = []

    def add(self, text: str, role: str, index: int | None, date: Any = None) -> None:
        self.texts.append(text)
        self.slots.append((role, index))
        self.dates.append(date)

    def reference_dates(self, default: Any) -> List[Any] | None:
        """One date per text: its own, else ``default`` (None when no text has any)."""
        dates = [default if d is None else d for d in self.dates]
        return dates if any(d is not None for d in dates) else None


def _dated_text(value: Any) -> Tuple[str, Any] | None:
    """The text and own date of a document object: ``{"text", "reference_date" | "date" | "published"}`` (or
    the date in its ``metadata``), a LangChain ``Document`` or a LlamaIndex node; None for anything else."""
    if isinstance(value, (str, bytes, set, frozenset, list, tuple, YearSet)) or value is None:
        return None
    from ..io.records_mapping import document_dict

    doc = document_dict(value)
    if isinstance(doc, Mapping) and isinstance(doc.get("text"), str):
        return doc["text"], doc.get("reference_date")
    return None


def _resolve_one(value: Any, role: str, where: str, index: int | None, pending: _Pending) -> YearSet | None:
    if isinstance(value, str):
        pending.add(value, role, index)
        return None
    if _is_doc(value):
        return doc_focus_years(value, where)
    dated = _dated_text(value)
    if dated is not None:
        pending.add(dated[0], role, index, dated[1])
        return None
    try:
        return coerce_years(value)
    except TypeError as exc:
        raise InputTypeError(f"{where}: {exc}", code=code_of(exc)) from None


def resolve_roles(metric: str, kwargs: Dict[str, Any], roles: Sequence[str],
                  optional: Sequence[str] = ()) -> Dict[str, Any]:
    """Resolve ``roles`` from ``kwargs`` into YearSets (lists of YearSets for list roles).

    metric (str): The metric's name, for error messages.
    kwargs (dict): The call's keyword arguments.
    roles (Sequence[str]): Roles that must be present ("qft", "dfts", "aft", "afts").
    optional (Sequence[str]): Roles resolved when given and returned as None otherwise.
    RETURNS (dict): role -> YearSet or List[YearSet] (or None for a missing optional role).
    """
    out: Dict[str, Any] = {}
    pending = _Pending()
    for role in list(roles) + list(optional):
        kw = _given_keyword(metric, kwargs, role, required=role in roles)
        if kw is None:
            out[role] = None
        elif not ROLE_KEYWORDS[role][2]:
            value = kwargs[kw]
            out[role] = value if type(value) is YearSet else _resolve_one(value, role, f"{metric}: argument {kw!r}",
                                                                          None, pending)
        else:  # YearSets (what evaluate() passes) as they are; anything else resolved, its place named
            out[role] = [item if type(item) is YearSet else _resolve_one(item, role, f"{metric}: {kw}[{i}]", i, pending)
                         for i, item in enumerate(_list_items(metric, kw, kwargs[kw]))]
    if pending.texts:
        # one meaning in every role: queries, documents and answers go through the same resolver; a document
        # (or answer) object with its own date is read against it, every other text against reference_date
        years = tag_texts(pending.texts, pending.reference_dates(kwargs.get("reference_date")),
                          nlp=kwargs.get("nlp"))
        for (role, index), ys in zip(pending.slots, years):
            if index is None:
                out[role] = ys
            else:
                out[role][index] = ys
    return out


def _given_keyword(metric: str, kwargs: Dict[str, Any], role: str, *, required: bool) -> str | None:
    """The one keyword that gives ``role`` (years or text), None for an absent optional role.

    RAISES (InputTypeError): [E154] for two aliases at once; (MissingInputError) [E031] for a missing role.
    """
    years_kw, text_kws, _ = ROLE_KEYWORDS[role]
    given = [kw for kw in (years_kw, *text_kws) if kwargs.get(kw) is not None]
    if len(given) > 1:
        raise InputTypeError(Errors.E154.format(where=f"{metric}: arguments {given}",
                                                expected="only one of them (they are aliases)",
                                                value=[kwargs[g] for g in given], type="several"))
    if not given and required:
        needed = " or ".join(repr(k) for k in (years_kw, *text_kws))
        raise MissingInputError(Errors.E031.format(metric=metric, needed=needed))
    return given[0] if given else None


def _list_items(metric: str, kw: str, value: Any) -> List[Any]:
    """The items of a list role; [E150] for a str, a Doc, a mapping, a non-iterable or one set of years."""
    if isinstance(value, Mapping):  # its keys would be read as the documents
        from .fast import MAPPING_NOT_RANKED

        raise InputTypeError(Errors.E150.format(where=f"{metric}: argument {kw!r}", expected=MAPPING_NOT_RANKED,
                                                value=value, type=type(value).__name__))
    if isinstance(value, (str, bytes)) or _is_doc(value) or not hasattr(value, "__iter__"):
        raise InputTypeError(Errors.E150.format(where=f"{metric}: argument {kw!r}", expected="a list",
                                                value=value, type=type(value).__name__))
    items = list(value)
    if isinstance(value, (set, frozenset, YearSet)) and all(isinstance(x, int) for x in items):
        raise InputTypeError(Errors.E150.format(where=f"{metric}: argument {kw!r}",
                                                expected="a list of year sets, one per document",
                                                value=value, type=type(value).__name__))
    return items


__all__ = ["ROLE_KEYWORDS", "resolve_roles", "tag_texts", "keywords_for", "doc_focus_years"]
