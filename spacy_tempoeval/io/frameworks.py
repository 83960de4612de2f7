"""RAG runs held in other frameworks' objects -> rows of dicts, recognised by duck typing and module name,
never by importing those libraries (an object's own library is already imported when one exists).

    ragas     ``EvaluationDataset`` (its ``samples``), ``SingleTurnSample``
    deepeval  ``EvaluationDataset`` (its ``test_cases``), ``LLMTestCase``
    datasets  ``DatasetDict``: one split, chosen with ``split=`` ([E197] naming the splits otherwise)

The rows keep the framework's field names (``user_input``, ``retrieval_context`` ...): ``records_mapping``
renames them. Document objects inside a row (LangChain ``Document``, LlamaIndex nodes) are read there too.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Dict, Iterable, List

from ..errors import Errors, RecordError

FRAMEWORKS = ("ragas", "deepeval")


def library_of(obj: Any) -> str:
    """The top-level package an object's class comes from ("ragas", "datasets", "builtins" ...)."""
    return (type(obj).__module__ or "").split(".")[0]


def object_dict(obj: Any) -> Any:
    """A framework object's fields as a dict (pydantic ``model_dump``, a dataclass, or its attributes); other
    values are returned as they are."""
    if library_of(obj) not in FRAMEWORKS:
        return obj
    dump = getattr(obj, "model_dump", None)
    if callable(dump):
        return {k: v for k, v in dump().items() if v is not None}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj) if getattr(obj, f.name) is not None}
    return {k: v for k, v in vars(obj).items() if not k.startswith("_") and v is not None}


def _is_dataset_dict(data: Any) -> bool:
    return library_of(data) == "datasets" and type(data).__name__ in ("DatasetDict", "IterableDatasetDict")


def choose_split(data: Any, split: str | None) -> Any:
    """The split of a ``datasets.DatasetDict`` to evaluate: ``split``, or the only one; [E197] otherwise."""
    splits = list(data.keys())
    if split is None and len(splits) == 1:
        return data[splits[0]]
    if split not in splits:
        reason = "pass split=NAME (--split on the command line)" if split is None else f"no split {split!r}"
        raise RecordError(Errors.E197.format(splits=", ".join(map(repr, splits)), reason=reason))
    return data[split]


def framework_rows(data: Any, split: str | None = None) -> Any:
    """``data`` with framework containers opened: a DatasetDict's split, the samples of a ragas or deepeval
    dataset, each framework object as a dict. Anything else is returned unchanged."""
    if _is_dataset_dict(data):
        return choose_split(data, split)
    if library_of(data) in FRAMEWORKS:
        for attr in ("samples", "test_cases"):  # ragas / deepeval EvaluationDataset
            items = getattr(data, attr, None)
            if isinstance(items, list):
                return [object_dict(x) for x in items]
        return [object_dict(data)]  # one sample / test case
    if isinstance(data, list) and any(library_of(x) in FRAMEWORKS for x in data[:1]):
        return [object_dict(x) for x in data]
    return data


def rows_of(items: Iterable[Any]) -> List[Dict[str, Any]]:
    """Framework objects as dicts (for callers holding a plain list of them)."""
    return [object_dict(x) for x in items]


__all__ = ["framework_rows", "object_dict", "choose_split", "library_of"]
