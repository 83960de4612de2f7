"""The metric registry: every metric class is registered once, under its ``name``, in a catalogue registry.

Built-in metrics register themselves with the ``@register_metric`` decorator in their own module; the modules
are imported only when a name is looked up, so the registry is cheap to import. Third-party packages add
metrics through the ``spacy_tempoeval_metrics`` entry-point group (name = the metric's snake_case name,
value = ``"package.module:MetricClass"``), the way spaCy finds factories:

    # pyproject.toml of a plugin
    [project.entry-points.spacy_tempoeval_metrics]
    my_metric = "my_plugin.metrics:MyMetric"

Names are snake_case ("temporal_precision"); CamelCase class names ("TemporalPrecision") and dashes
("temporal-precision") are accepted too.
"""

from __future__ import annotations

import importlib
import re
from typing import Any, Callable, Dict, List, Type, Union

import catalogue

from ..errors import ConfigTypeError, Errors, UnknownNameError
from .base import resolve_target

ENTRY_POINT_GROUP = "spacy_tempoeval_metrics"
metrics = catalogue.create("spacy_tempoeval", "metrics", entry_points=False)
"""The catalogue registry of metric classes (entry points are read by ``_entry_points``, not cached)."""

_PKG = "spacy_tempoeval.metrics"
BUILTIN_MODULES = (f"{_PKG}.retrieval", f"{_PKG}.coverage", f"{_PKG}.generation", f"{_PKG}.reasoning",
                   f"{_PKG}.composite", f"{_PKG}.staleness", f"{_PKG}.llm_faithfulness", f"{_PKG}.llm_judgments")
"""Modules whose import registers the built-in metrics (imported on the first lookup)."""
_loaded = False


def snake_case(name: str) -> str:
    """"TemporalNDCG" -> "temporal_ndcg", "LLMBasedFaithfulness" -> "llm_based_faithfulness"."""
    name = name.strip().replace("-", "_")
    name = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)
    name = re.sub(r"(?<=[A-Z])(?=[A-Z][a-z])", "_", name)  # "LLMBased" -> "LLM_Based"
    return name.lower()


def _metric_name(cls: type) -> str:
    """A metric class's ``name`` (every ``BaseMetric`` has one)."""
    return getattr(cls, "name")  # noqa: B009 - ``type`` declares no ``name``; metric classes do


def register_metric(name: Union[str, type, None] = None, target: Union[str, type, None] = None) -> Any:
    """Register a metric class under a snake_case name (its ``name`` attribute by default).

    As a decorator: ``@register_metric`` or ``@register_metric("my_metric")``. As a call:
    ``register_metric("my_metric", MyMetric)`` or ``register_metric("my_metric", "module:MyMetric")``
    (imported when looked up).
    name (str | type | None): The name, or the class itself when used as a bare decorator.
    target (str | type | None): The class or "module:ClassName" string, when not used as a decorator.
    RETURNS (Any): The class (decorator forms) or None.
    """
    if isinstance(name, type):  # bare decorator
        metrics.register(snake_case(_metric_name(name)), func=name)
        return name
    if target is not None:
        if not isinstance(name, str):  # register_metric(target=...): no name to register it under
            raise ConfigTypeError(Errors.E077.format(value=name, name="name", where="register_metric()",
                                                     reason="a metric registered with a target needs a name"))
        metrics.register(snake_case(name), func=target)
        return None

    def decorator(cls: type) -> type:
        metrics.register(snake_case(name or _metric_name(cls)), func=cls)
        return cls

    return decorator


def _load_builtins() -> None:
    global _loaded
    if not _loaded:
        for module in BUILTIN_MODULES:
            importlib.import_module(module)
        _loaded = True


def _entry_points() -> Dict[str, Any]:
    """The ``spacy_tempoeval_metrics`` entry points installed now (not loaded)."""
    from importlib.metadata import entry_points

    eps: Any = entry_points()  # Python 3.9's is a dict of groups; 3.10+ has ``select``
    found = eps.select(group=ENTRY_POINT_GROUP) if hasattr(eps, "select") else eps.get(ENTRY_POINT_GROUP, [])
    return {snake_case(ep.name): ep for ep in found}


def metric_names() -> List[str]:
    """All registered metric names (built-in, registered at run time, and entry points), sorted."""
    _load_builtins()
    return sorted(set(metrics.get_all()) | set(_entry_points()))


def get_metric(name: str) -> Type:
    """The metric class registered under ``name`` (snake_case, CamelCase or dashed).

    name (str): E.g. "temporal_precision" or "TemporalPrecision".
    RETURNS (Type[BaseMetric]): The class; instantiate it with its options, e.g. ``get_metric(name)(k=5)``.
    """
    if not isinstance(name, str):
        raise ConfigTypeError(Errors.E032.format(name=name, known=", ".join(metric_names())))
    key = snake_case(name)
    _load_builtins()
    if key in metrics:
        return resolve_target(metrics.get(key))
    found = _entry_points().get(key)
    if found is not None:
        cls = found.load()
        metrics.register(key, func=cls)
        return cls
    raise UnknownNameError(Errors.E032.format(name=name, known=", ".join(metric_names())))


def all_metrics(where: Callable[[Type], bool] | None = None) -> Dict[str, Type]:
    """Name -> class of every registered metric, optionally filtered (e.g. ``lambda m: not m.requires_llm``)."""
    out = {name: get_metric(name) for name in metric_names()}
    return {name: cls for name, cls in out.items() if where is None or where(cls)}


def class_named(class_name: str) -> Type | None:
    """The registered built-in or plugin metric class called ``class_name`` (e.g. "TemporalPrecision")."""
    key = snake_case(class_name)
    try:
        cls = get_metric(key)
    except KeyError:
        return None
    return cls if cls.__name__ == class_name else None


def lower_is_better(column: str) -> bool:
    """Whether the metric of a result column (``name``, ``name@k``, ``name [mode]``) is better when lower
    (``stale_context``, ``temporal_hallucination``); False for a column that names no registered metric."""
    name = column.split(" [")[0].split("/")[0].split("@")[0]
    try:
        return bool(getattr(get_metric(name), "lower_is_better", False))
    except (KeyError, ValueError, TypeError):
        return False


__all__ = ["lower_is_better", "metrics", "ENTRY_POINT_GROUP", "get_metric", "register_metric", "metric_names",
           "snake_case", "all_metrics", "class_named"]
