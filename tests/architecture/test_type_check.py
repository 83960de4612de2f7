"""mypy is part of the test suite: ``python -m mypy spacy_tempoeval`` (settings in pyproject.toml's
``[tool.mypy]``) reports no error, so the type hints the package ships (``py.typed``) do not drift again (mypy20:
69 errors in 32 files had gathered while nothing ran it, three of them real bugs).

The run uses mypy's default cache, ``.mypy_cache/`` at the repository root (git-ignored). Measured on a 2-core
machine loaded to about 3x its cores: 59 s the first time (26 s of CPU), 5.5 s once the cache holds the unchanged
modules.
"""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                    reason="mypy is not installed (it is in the dev extra: pip install -e '.[dev]')")
def test_the_package_type_checks_with_mypy():
    done = subprocess.run([sys.executable, "-m", "mypy", "spacy_tempoeval"], capture_output=True, text=True,
                          cwd=ROOT, timeout=900)
    assert done.returncode == 0, f"mypy spacy_tempoeval failed:\n{done.stdout}{done.stderr}"
