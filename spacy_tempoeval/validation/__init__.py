"""Proof that each metric works: perturb a run in ways that must lower a metric and in ways that must not change
it, re-tag the perturbed texts with the same pipeline, and report detection and invariance rates
(``spacy-tempoeval validate-metrics``; docs/validation.md).

    from spacy_tempoeval.validation import validate_metrics
    report = validate_metrics("examples/history_run.jsonl", k=3, reference_date="2024-06-01")
    print(report.to_markdown())
"""

from __future__ import annotations

from .perturb import Perturbation, perturbations
from .report import Tally, ValidationReport
from .runner import validate_metrics

__all__ = ["validate_metrics", "ValidationReport", "Tally", "Perturbation", "perturbations"]
