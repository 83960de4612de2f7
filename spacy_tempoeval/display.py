"""displaCy views of a processed Doc's temporal expressions, labelled with their TIMEX value, years and rule.

Plain displaCy already shows the spans with their label and TIMEX value (kept as the span's ``kb_id``)::

    from spacy import displacy
    displacy.render(doc, style="span", options={"spans_key": "temporal"})

``render_temporal`` adds the focus years and the rule of every span to its label, in one call::

    from spacy_tempoeval.display import render_temporal
    html = render_temporal(nlp("Between 2019 and 2021, sales doubled."))   # in Jupyter it displays itself
"""

from __future__ import annotations

from typing import Any, Dict, Iterable, List, Union

from .errors import Errors, InputError

#: The component's default ``spans_key``.
DEFAULT_SPANS_KEY = "temporal"

#: Colours per TIMEX type (the displaCy default palette's lilac for dates, as for DATE entities).
LABEL_COLORS = {"DATE": "#bfe1d9", "TIME": "#bfe1d9", "DURATION": "#feca74", "SET": "#ddd"}


def _years_text(span: Any) -> str:
    from .yearset import coerce_years

    years = coerce_years(span._.years)
    if not len(years):
        return "no years"
    return ", ".join(str(a) if a == b else f"{a}–{b}" for a, b in years.intervals)


def span_label(span: Any, *, years: bool = True, rule: bool = True) -> str:
    """The displaCy label of one temporal span: "DATE 2019/2021 · 2019–2021 · rule between_years".

    span (Span): A span of the temporal spans group.
    years (bool): Add the span's focus years.
    rule (bool): Add the id of the rule that matched it.
    RETURNS (str): The label.
    """
    parts = [f"{span.label_} {span.kb_id_ or '—'}".strip()]
    if years:
        parts.append(_years_text(span))
    if rule and span.id_:
        parts.append(f"rule {span.id_}")
    return " · ".join(parts)


def temporal_spans_data(doc: Any, *, spans_key: str | None = None, years: bool = True,
                        rule: bool = True) -> Dict[str, Any]:
    """A doc's temporal spans in displaCy's manual "span" format, labelled by ``span_label``.

    doc (Doc): A Doc processed by ``temporal_focus``.
    spans_key (Optional[str]): The spans key (default: the pipeline component's, "temporal").
    years (bool): Put the focus years in the labels.
    rule (bool): Put the rule ids in the labels.
    RETURNS (dict): ``{"text", "tokens", "spans": [{"start_token", "end_token", "label"}], "title"}``.
    RAISES (TempoEvalError): [E090] when the doc has no such spans group (it was never tagged).
    """
    key = spans_key or DEFAULT_SPANS_KEY
    if key not in doc.spans:
        raise InputError(Errors.E090.format(key=key, keys=sorted(doc.spans.keys())))
    spans = [{"start": s.start_char, "end": s.end_char, "start_token": s.start, "end_token": s.end,
              "label": span_label(s, years=years, rule=rule), "kb_id": "", "kb_url": "#"}
             for s in doc.spans[key]]
    return {"text": doc.text, "tokens": [t.text for t in doc], "spans": spans,
            "title": doc.user_data.get("title") if hasattr(doc, "user_data") else None}


def render_temporal(docs: Union[Any, Iterable[Any]], *, spans_key: str | None = None, years: bool = True,
                    rule: bool = True, page: bool = False, minify: bool = False, jupyter: bool | None = None,
                    options: Dict[str, Any] | None = None) -> str:
    """Render the temporal spans of one or more Docs with displaCy's "span" style, each labelled with its
    TIMEX type and value, its focus years and its rule.

    docs (Union[Doc, Iterable[Doc]]): Docs processed by ``temporal_focus``.
    spans_key (Optional[str]): The spans key (default "temporal").
    years (bool): Put the focus years in the labels.
    rule (bool): Put the rule ids in the labels.
    page (bool): Return a whole HTML page.
    minify (bool): Minify the HTML.
    jupyter (Optional[bool]): Display in a notebook (None: when running in one, as ``displacy.render``).
    options (Optional[dict]): More displaCy span options (``colors`` are merged with ``LABEL_COLORS``).
    RETURNS (str): The HTML markup (as ``displacy.render``; empty string when displayed in Jupyter).
    """
    from spacy import displacy
    from spacy.tokens import Doc

    doc_list: List[Any] = [docs] if isinstance(docs, Doc) else list(docs)
    data = [temporal_spans_data(d, spans_key=spans_key, years=years, rule=rule) for d in doc_list]
    opts = dict(options or {})
    colors = {label.upper(): color for label, color in opts.get("colors", {}).items()}
    for item in data:
        for span in item["spans"]:
            base = span["label"].split(" ", 1)[0].upper()
            colors.setdefault(span["label"].upper(), colors.get(base, LABEL_COLORS.get(base, "#ddd")))
    opts["colors"] = colors
    return displacy.render(data, style="span", manual=True, page=page, minify=minify, jupyter=jupyter,
                           options=opts)


__all__ = ["LABEL_COLORS", "render_temporal", "span_label", "temporal_spans_data"]
