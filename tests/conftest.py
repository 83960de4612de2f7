"""Shared pytest configuration."""

from __future__ import annotations

import pytest


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
