"""Issue 23, packaging: a LICENSE the wheel ships, one version source, classifiers, a changelog, and a public API
that mypy sees typed (the lazy re-exports used to be ``Any``)."""

import importlib.util
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import spacy_tempoeval

try:
    import tomllib
except ImportError:  # Python < 3.11
    tomllib = pytest.importorskip("tomli", reason="reading pyproject.toml needs tomllib (3.11+) or tomli")

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf8"))


def test_license_file_is_mit_and_shipped():
    text = (ROOT / "LICENSE").read_text(encoding="utf8")
    assert text.startswith("MIT License") and "WITHOUT WARRANTY OF ANY KIND" in text
    project = PYPROJECT["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]


def test_one_version_source():
    project = PYPROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "spacy_tempoeval.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", spacy_tempoeval.__version__)


def test_classifiers_and_changelog():
    classifiers = PYPROJECT["project"]["classifiers"]
    assert "Programming Language :: Python :: 3" in classifiers and "Typing :: Typed" in classifiers
    assert not any(c.startswith("License ::") for c in classifiers)  # PEP 639: the license expression says it
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf8")
    assert f"## {spacy_tempoeval.__version__}" in changelog and "## Unreleased" in changelog


USER_CODE = textwrap.dedent('''
    from typing import assert_type

    import spacy_tempoeval
    from spacy_tempoeval import EvaluationResult, YearSet

    result = spacy_tempoeval.evaluate([{"query": "In 2008?"}], metrics=["temporal_precision"], k=[1])
    assert_type(result, EvaluationResult)
    assert_type(spacy_tempoeval.extract_qft("In 2008?"), YearSet)
    assert_type(spacy_tempoeval.focus_years("In 2008?"), YearSet)
    summary = result.summary(names="mlflow")
''')


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed (it is in the dev "
                                                                     "extra)")
def test_public_api_is_typed_for_mypy(tmp_path):
    user = tmp_path / "user_code.py"
    user.write_text(USER_CODE, encoding="utf8")
    own = [ROOT / "spacy_tempoeval" / p for p in ("__init__.py", "testing.py", "evaluate/options.py",
                                                   "evaluate/gates.py", "evaluate/__init__.py",  # issue 23, 9
                                                   "evaluate/dataset.py", "evaluate/focus.py", "evaluate/result.py",
                                                   "metrics/__init__.py", "metrics/base.py", "core.py")]
    # --follow-imports=silent: the user's code and the public entry points are checked; errors inside the
    # package's other modules are not this test's business
    done = subprocess.run([sys.executable, "-m", "mypy", "--follow-imports=silent", "--ignore-missing-imports",
                           "--no-incremental", "--cache-dir", str(tmp_path / "cache"), str(user),
                           *map(str, own)], capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:]  # before: "Expression is of type Any" for each call
