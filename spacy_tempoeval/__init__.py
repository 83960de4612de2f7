"""spacy-tempoeval: temporal tagging as spaCy components, and temporal RAG metrics.

Importing this package is light: it registers the ``temporal_focus`` factory's extensions lazily through spaCy's
entry points and never imports litellm (that happens only when an LLM judge is used).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from .yearset import YearSet

if TYPE_CHECKING:  # typed re-exports for mypy and IDEs; at run time __getattr__ imports them on first use
    from .core import extract_aft, extract_dft, extract_qft, focus_years
    from .evaluate import EvaluationResult, aevaluate, evaluate
    from .validation import validate_metrics

# the library's logger ("spacy_tempoeval" and its children: judge retries, failures, cache use, fallbacks) is
# quiet unless the application configures logging (logging.basicConfig(level=logging.INFO), ...)
logging.getLogger(__name__).addHandler(logging.NullHandler())

__version__ = "0.1.0"


def __getattr__(name: str) -> Any:  # lazy re-exports keep `import spacy_tempoeval` fast
    if name in {"extract_qft", "extract_dft", "extract_aft", "focus_years"}:
        from . import core

        return getattr(core, name)
    if name == "evaluate":  # the package, callable as tempoeval.evaluate(...) is
        import importlib

        return importlib.import_module(".evaluate", __name__)
    if name in {"aevaluate", "EvaluationResult"}:
        from . import evaluate as _evaluate_package

        return getattr(_evaluate_package, name)
    if name == "validate_metrics":
        from .validation import validate_metrics

        return validate_metrics
    raise AttributeError(f"module 'spacy_tempoeval' has no attribute {name!r}")


__all__ = ["YearSet", "__version__", "extract_qft", "extract_dft", "extract_aft", "focus_years", "evaluate",
           "aevaluate", "EvaluationResult", "validate_metrics"]
