"""Shared pytest configuration."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# The rule build cache (spacy_tempoeval/rules/build_cache.py) of this test session lives in a folder of its own, not
# in the user's ~/.cache: the suite leaves nothing behind, and CLI tests run as subprocesses share it (set before any
# test module builds a pipeline). A folder given by the caller is kept.
if "SPACY_TEMPOEVAL_RULE_CACHE" not in os.environ:
    import atexit
    import shutil
    import tempfile

    _RULE_CACHE = tempfile.mkdtemp(prefix="tempoeval-rule-cache-")
    os.environ["SPACY_TEMPOEVAL_RULE_CACHE"] = _RULE_CACHE
    atexit.register(shutil.rmtree, _RULE_CACHE, ignore_errors=True)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-external", action="store_true", default=False,
                     help="run tests marked 'external' (they call real LLM providers over the network)")


def pytest_collection_modifyitems(config: pytest.Config, items: list) -> None:
    if config.getoption("--run-external"):
        return
    skip = pytest.mark.skip(reason="calls a real provider; pass --run-external to run")
    for item in items:
        if "external" in item.keywords:
            item.add_marker(skip)


# -- temporal_focus fixtures (component tests: tests/test_temporal_focus_*.py, tests/test_rules_*.py) ---------
# $TEMPOEVAL_GOLD_DIR overrides the place (a git worktree is one folder deeper than the main checkout)
GOLD_DIR = Path(os.environ.get("TEMPOEVAL_GOLD_DIR")
                or Path(__file__).resolve().parents[2] / "shared" / "data" / "gold")
TEST_DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture(scope="session")
def gold_dir():
    """The shared gold corpora (never copied into the repo); skips when absent."""
    if not GOLD_DIR.is_dir():
        pytest.skip(f"gold corpora not found at {GOLD_DIR}")
    return GOLD_DIR


@pytest.fixture(scope="session")
def tf_nlp():
    """``spacy.blank("en")`` + ``temporal_focus`` anchored to 2019-11-18 (shared: do not add rules to it)."""
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2019-11-18"})
    return nlp


@pytest.fixture()
def make_tf_nlp():
    """Build a fresh ``spacy.blank("en")`` + ``temporal_focus`` pipeline with a config override."""
    import spacy

    def make(**config):
        config.setdefault("default_reference_date", "2019-11-18")
        nlp = spacy.blank("en")
        nlp.add_pipe("temporal_focus", config=config)
        return nlp

    return make
