"""The package's import graph and attribute access, checked on the source (issue 18).

- The import graph (every import, lazy ones inside functions included) has no cycle.
- No arrow runs back up the layers of the tagger half: ``LAYERS`` lists them bottom first, and a module may import
  only from its own layer or the ones below. Everything not listed is the top (metrics, evaluation, LLM, bulk,
  report, ``core``), with the CLI above it.
- No module reads or writes a private (``_``-prefixed) attribute of an object of another module: a class's private
  attributes are used by the module that defines the class only (``self._x``, ``cls._x``, or any ``obj._x`` where
  that module's own classes define ``_x``). Named tuples' ``_replace``/``_asdict``/``_fields``/``_make`` and spaCy's
  ``doc._`` are public API.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, List, Set, Tuple

import pytest
from test_architecture import ROOT, SOURCES, _imports, _is_module, _module_name

# bottom first; a module belongs to the layer of its longest matching prefix
LAYERS: List[Tuple[str, ...]] = [
    ("spacy_tempoeval.errors", "spacy_tempoeval.util"),
    ("spacy_tempoeval.yearset",),
    ("spacy_tempoeval.normalize.timexes", "spacy_tempoeval.normalize.calendar", "spacy_tempoeval.normalize.timex",
     "spacy_tempoeval.normalize.refdate", "spacy_tempoeval.normalize.dateparse"),
    ("spacy_tempoeval.scoring",),  # scores against gold: pure, reads only years, values and offsets
    ("spacy_tempoeval.rules",),
    ("spacy_tempoeval.normalize",),
    ("spacy_tempoeval.tagger",),
    ("spacy_tempoeval.pipeline",),
    ("spacy_tempoeval",),  # the rest: metrics, evaluate, llm, bulk, io, report, core
    ("spacy_tempoeval.cli", "spacy_tempoeval.__main__"),
]
PUBLIC_PRIVATE = {"_replace", "_asdict", "_fields", "_make", "_field_defaults", "_",
                  "_hidden_params",  # LiteLLM's documented place of a response's cost (llm/cost.py)
                  "_tempoeval_pipelines",  # bulk/dask.py's own cache, kept on the dask worker object
                  # re._compiler's code generator (rules/compiled.py keeps a built-in rule's code in the build cache;
                  # each kept code is checked equal to re.compile's pattern, and re.compile is used on any surprise)
                  "_code",
                  # srsly.msgpack's own packer class and unpackb, which its public dumps/loads wrap: msgpack_speed
                  # hands them the extension chain built once (tests/pipeline/test_temporal_focus_doc_transport.py:
                  # the bytes and values of srsly's Packer/Unpacker); on a srsly without them it changes nothing
                  "_Packer", "_unpackb"}


def layer_of(module: str) -> int:
    best, best_len = len(LAYERS) - 2, 0
    for i, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best_len:
                best, best_len = i, len(prefix)
    return best


def _graph() -> Dict[str, Set[str]]:
    graph: Dict[str, Set[str]] = {}
    for path in SOURCES:
        module = _module_name(path)
        targets = graph.setdefault(module, set())
        for _, target, names in _imports(path):
            for name in names or ("",):
                full = f"{target}.{name}" if name and _is_module(f"{target}.{name}") else target
                if full != module and _is_module(full):
                    targets.add(full)
    return graph


GRAPH = _graph()


def _cycles(graph: Dict[str, Set[str]]) -> List[List[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on_stack: Set[str] = set()
    found: List[List[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_graph_sees_lazy_imports():
    # the CLI imports its commands inside functions; the walk must see those edges too
    assert "spacy_tempoeval.rules.engine" in GRAPH["spacy_tempoeval.rules.files"]
    assert len(GRAPH) > 80


def test_the_import_graph_has_no_cycle():
    assert _cycles(GRAPH) == []


def test_the_cycle_check_finds_a_planted_cycle():
    planted = {k: set(v) for k, v in GRAPH.items()}
    planted["spacy_tempoeval.yearset"].add("spacy_tempoeval.tagger")
    assert any("spacy_tempoeval.yearset" in c and "spacy_tempoeval.tagger" in c for c in _cycles(planted))


def test_no_arrow_runs_back_up_the_layers():
    up = [f"{a} -> {b}" for a, targets in sorted(GRAPH.items()) for b in sorted(targets) if layer_of(b) > layer_of(a)]
    assert up == [], f"imports from a higher layer: {up}"


def test_layers_place_the_tagger_half():
    assert layer_of("spacy_tempoeval.normalize.calendar") < layer_of("spacy_tempoeval.rules.template")
    assert layer_of("spacy_tempoeval.rules.engine") < layer_of("spacy_tempoeval.normalize.reading")
    assert layer_of("spacy_tempoeval.normalize.reading") < layer_of("spacy_tempoeval.tagger")
    assert layer_of("spacy_tempoeval.metrics.batch") < layer_of("spacy_tempoeval.cli.evaluate")


def _own_private_attributes(tree: ast.AST) -> Set[str]:
    """Private names the module's own classes define: methods, class attributes, slots, ``self._x = ...``."""
    own: Set[str] = set()
    for cls in ast.walk(tree):
        if not isinstance(cls, ast.ClassDef):
            continue
        for node in ast.walk(cls):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                own.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                own.add(node.id)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) \
                    and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                own.add(node.attr)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):  # __slots__ entries
                own.add(node.value)
    return own


def foreign_private_access(source: str) -> List[str]:
    """``line: obj._attr`` for every private attribute of another module's objects that ``source`` touches
    (including through ``getattr``/``setattr``/``attrgetter`` with a constant name)."""
    tree = ast.parse(source)
    own = _own_private_attributes(tree)
    bad = []
    for node in ast.walk(tree):
        name = None
        if isinstance(node, ast.Attribute):
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            name = node.attr
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("getattr", "setattr", "hasattr", "attrgetter") and len(node.args) >= 1:
            arg = node.args[1] if node.func.id != "attrgetter" and len(node.args) > 1 else node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                name = arg.value
        if name and name.startswith("_") and not name.startswith("__") and name not in PUBLIC_PRIVATE \
                and name not in own:
            bad.append(f"{node.lineno}: .{name}")
    return bad


def test_the_private_access_check_catches_a_foreign_read():
    assert foreign_private_access("def f(ys):\n    return ys._iv\n") == ["2: ._iv"]
    assert foreign_private_access("from operator import attrgetter\nG = attrgetter('_iv')\n") == ["2: ._iv"]
    assert foreign_private_access("class A:\n    def f(self, o):\n        return o._x + self._x\n"
                                  "    def g(self):\n        self._x = 1\n") == []
    assert foreign_private_access("def f(score):\n    score._details = None\n") == ["2: ._details"]
    assert foreign_private_access("def f(t, doc):\n    return t._replace(a=1), doc._.x\n") == []


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_touches_private_attributes_of_another(path: Path):
    bad = foreign_private_access(path.read_text(encoding="utf8"))
    assert not bad, f"{path.relative_to(ROOT)} touches private attributes of other modules' objects: {bad}"
