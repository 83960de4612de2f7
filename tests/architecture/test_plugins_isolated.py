"""Issue 24, item 5: deepeval, ragas and MLflow are optional extras. Only their plug-in module imports each of them
(checked on the source, lazy imports included), nothing outside ``spacy_tempoeval.plugins`` imports a plug-in,
and ``import spacy_tempoeval`` (and the CLI) loads none of them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import spacy_tempoeval

ROOT = Path(spacy_tempoeval.__file__).parent
OWNER = {"deepeval": "plugins/deepeval_metric.py", "ragas": "plugins/ragas_metric.py",
         "mlflow": "plugins/mlflow_metric.py"}


def _imported(path: Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            yield node.module


def test_only_the_plugin_module_imports_its_library():
    wrong = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for name in _imported(path):
            top = name.split(".")[0]
            if top in OWNER and OWNER[top] != rel:
                wrong.append(f"{rel} imports {name}")
    assert wrong == []


def _imports_plugins(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if (node.level and parts[0] == "plugins") or node.module.startswith("spacy_tempoeval.plugins"):
                return True
        elif isinstance(node, ast.Import) and any(a.name.startswith("spacy_tempoeval.plugins") for a in node.names):
            return True
    return False


def test_nothing_outside_plugins_imports_a_plugin():
    outside = [p for p in sorted(ROOT.rglob("*.py")) if not p.relative_to(ROOT).as_posix().startswith("plugins/")]
    assert [p.relative_to(ROOT).as_posix() for p in outside if _imports_plugins(p)] == []
    assert _imports_plugins(ROOT / "plugins" / "deepeval_metric.py") is False  # it imports .common, not .plugins
    assert any(_imports_plugins(p) for p in (ROOT.parent / "tests" / "plugins").glob("*.py"))  # the check sees them


def test_importing_the_package_and_the_cli_loads_no_plugin_library():
    code = ("import sys, spacy_tempoeval, spacy_tempoeval.cli, spacy_tempoeval.validation; "
            "print(sorted(m for m in ('deepeval', 'ragas', 'mlflow', 'spacy_tempoeval.plugins') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
