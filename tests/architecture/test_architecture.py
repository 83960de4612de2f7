"""The package's layering, checked on the source: who may import whom.

- No module imports a private (``_``-prefixed) module or name of another package: shared code lives in a public
  module of the package that owns it, or in ``spacy_tempoeval.util``.
- ``util`` is the bottom layer: it imports nothing from spacy_tempoeval but ``errors``.
- The tagger half (yearset, rules, normalize, tagger, pipeline) and the metric math never import the LLM layer.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Iterator, Tuple

import pytest

import spacy_tempoeval

ROOT = Path(spacy_tempoeval.__file__).parent
PACKAGE = "spacy_tempoeval"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _package_of(module: str, path: Path) -> str:
    return module if path.name == "__init__.py" else module.rsplit(".", 1)[0]


def _imports(path: Path) -> Iterator[Tuple[int, str, Tuple[str, ...]]]:
    """(line, absolute module, imported names) of every import of spacy_tempoeval code in ``path``."""
    module = _module_name(path)
    package = _package_of(module, path)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] == PACKAGE:
                yield node.lineno, target, tuple(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == PACKAGE:
                    yield node.lineno, alias.name, ()


SOURCES = sorted(ROOT.rglob("*.py"))


def _is_module(dotted: str) -> bool:
    rel = Path(*dotted.split(".")[1:])
    return (ROOT / rel).with_suffix(".py").is_file() or (ROOT / rel / "__init__.py").is_file()


def test_the_walk_sees_the_package():
    assert len(SOURCES) > 80
    edges = [(p, t) for p in SOURCES for _, t, _ in _imports(p)]
    assert ("spacy_tempoeval.util.event_loop" in {t for _, t in edges})


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_imports_private_code_of_another_package(path):
    own_package = _package_of(_module_name(path), path)
    bad = []
    for line, target, names in _imports(path):
        target_parts = target.split(".")
        # the package that owns the imported module (for "from pkg import _mod" the package is pkg itself)
        candidates = [(target, n) for n in names] or [(target, "")]
        for mod, name in candidates:
            full = f"{mod}.{name}" if name and _is_module(f"{mod}.{name}") else mod
            parts = full.split(".")
            private_at = [i for i, part in enumerate(parts) if part.startswith("_") and not part.startswith("__")]
            owner = ".".join(parts[: private_at[0]]) if private_at else None
            if owner is not None and not own_package.startswith(owner):
                bad.append(f"line {line}: {full}")
            if name.startswith("_") and not name.startswith("__") and not _is_module(f"{mod}.{name}"):
                owner_pkg = mod if _is_module(mod) and (ROOT / Path(*target_parts[1:]) / "__init__.py").is_file() \
                    else mod.rsplit(".", 1)[0]
                if not own_package.startswith(owner_pkg):
                    bad.append(f"line {line}: {mod}.{name}")
    assert not bad, f"{path.relative_to(ROOT)} imports private code of another package: {bad}"


def test_util_is_the_bottom_layer():
    for path in sorted((ROOT / "util").rglob("*.py")):
        for line, target, _ in _imports(path):
            assert target.startswith(("spacy_tempoeval.util", "spacy_tempoeval.errors")), \
                f"{path.name}, line {line} imports {target}"


TAGGER_AND_MATH = ["yearset.py", "tagger.py", "rules", "normalize", "pipeline", "scoring", "metrics/functional.py",
                   "metrics/reasoning_math.py", "metrics/batch.py", "metrics/packing.py"]


@pytest.mark.parametrize("name", TAGGER_AND_MATH)
def test_tagger_and_metric_math_never_import_the_llm_layer(name):
    target = ROOT / name
    paths = sorted(target.rglob("*.py")) if target.is_dir() else [target]
    assert paths
    for path in paths:
        for line, module, _ in _imports(path):
            assert not module.startswith("spacy_tempoeval.llm"), f"{path.relative_to(ROOT)}, line {line}: {module}"


def test_the_package_passes_ruff_with_its_complexity_limit():
    """ruff's rules in pyproject.toml, C901 (McCabe complexity <= 10) included, hold for the whole package."""
    import shutil
    import subprocess

    ruff = shutil.which("ruff")
    if ruff is None:
        pytest.skip("ruff is not installed (pip install -e '.[dev]')")
    result = subprocess.run([ruff, "check", "--no-cache", str(ROOT)], capture_output=True, text=True,
                            cwd=ROOT.parent)
    assert result.returncode == 0, result.stdout + result.stderr
