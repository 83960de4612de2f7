"""The default pipeline without importing spaCy until a Doc is needed.

``evaluate`` reads most texts without a Doc (``FocusCore.focus_years_of``), and importing spaCy costs about as
much as tagging a few thousand short texts. ``DefaultPipeline`` stands for ``spacy.blank(lang)`` +
``temporal_focus`` (the default pipeline of ``core.get_default_nlp`` and of the command line): its ``pipeline``
is a ``FocusCore`` built with the component's options, so every text the component can read without a Doc gets
the years the component gives, and anything else (``make_doc``, ``pipe``, calling it, ``pipe_names``, ...) goes
to the real pipeline, built on first use.

    nlp = DefaultPipeline("en", build=functools.partial(core.get_default_nlp, "en"))
    nlp.pipeline[0][1].focus_years_of("Prices rose in 2019.")    # no spaCy import
    nlp.make_doc("2019-2021")                                     # spaCy imported, the pipeline built
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Tuple

from .focus_core import FocusCore

FOCUS_NAME = "temporal_focus"


class DefaultPipeline:
    """A stand-in for the default pipeline of ``lang`` that imports spaCy only when a text needs a Doc.

    lang (str): The language (a rule pack of ``rules.files.available_languages``).
    build (Callable[[], Language]): Builds the real pipeline (``spacy.blank(lang)`` + ``temporal_focus`` with
        ``options``); called once, on first use. It must be picklable for worker processes under "spawn".
    options (Optional[dict]): The ``temporal_focus`` options the real pipeline's component is built with.
    """

    def __init__(self, lang: str, build: Callable[[], Any], options: Dict[str, Any] | None = None) -> None:
        self.lang = lang
        self.options = dict(options or {})
        self._build = build
        self._core = FocusCore(lang, **self.options)
        self._nlp: Any = None

    @property
    def pipeline(self) -> List[Tuple[str, Any]]:
        """``[("temporal_focus", FocusCore)]``: what ``core.focus_years_many`` and ``evaluate`` read without a Doc
        (the same options and rules as the real pipeline's component)."""
        return [(FOCUS_NAME, self._core)]

    @property
    def loaded(self) -> bool:
        """Whether the real pipeline has been built (and spaCy imported)."""
        return self._nlp is not None

    def real(self) -> Any:
        """The real pipeline, built on first use."""
        if self._nlp is None:
            self._nlp = self._build()
        return self._nlp

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.real()(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name in {"_core", "_nlp", "_build", "lang", "options"}:
            raise AttributeError(name)  # not set yet (unpickling) or a protocol the real pipeline should not answer
        return getattr(self.real(), name)

    def __getstate__(self) -> Dict[str, Any]:
        return {"lang": self.lang, "options": self.options, "_build": self._build, "_core": self._core, "_nlp": None}

    def __setstate__(self, state: Dict[str, Any]) -> None:
        self.__dict__.update(state)

    def __repr__(self) -> str:
        return f"DefaultPipeline({self.lang!r}, loaded={self.loaded})"


__all__ = ["DefaultPipeline"]
