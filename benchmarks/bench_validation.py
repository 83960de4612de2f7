"""The metric-validation tables of benchmarks/README.md: ``validate_metrics`` on the sample runs of examples/,
printed as Markdown (the same figures as ``spacy-tempoeval validate-metrics RUN``).

    python benchmarks/make_history_run.py          # (re)writes examples/history_run.jsonl
    python benchmarks/bench_validation.py          # the tables, seed 0, k 3, reference date 2024-06-01
"""

import argparse
from pathlib import Path

from spacy_tempoeval.metrics.base import BaseMetric, MetricScore
from spacy_tempoeval.validation import validate_metrics

ROOT = Path(__file__).resolve().parents[1]


class OrderBlindShare(BaseMetric):
    """The control: a deliberately broken ranking metric (the share of relevant documents in the whole list,
    order and k ignored). validate-metrics must catch it: reversing or pushing down the ranking cannot lower it."""

    name = "order_blind_share"
    metric_type = "retrieval"
    inputs = ("qft", "dfts")
    accepts = frozenset({"qft", "dfts"})

    def _compute(self, qft=None, dfts=None, **kwargs):
        if not qft or not dfts:
            return MetricScore.not_applicable("no query years or no documents")
        return MetricScore(sum(1 for d in dfts if d.intersects(qft)) / len(dfts))


def control(run: str, args: argparse.Namespace) -> None:
    from spacy_tempoeval.validation import Perturbation, perturbations

    perts = [Perturbation(p.name, p.kind, (*p.targets, "order_blind_share") if p.name in (
        "ranking_reversed", "other_era_on_top") else p.targets, p.description, p.apply) for p in perturbations(args.k)]
    report = validate_metrics(ROOT / run, metrics=[OrderBlindShare(), "temporal_ndcg"], k=args.k, seed=args.seed,
                              reference_date=args.reference_date, perturbation_list=perts)
    print(f"### Control on `{run}`: a metric blind to order\n")
    print(report.to_markdown())
    print(f"\nfailing at 0.9: {report.failing(0.9)}\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="*", default=["examples/history_run.jsonl", "examples/rag_run.jsonl"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-k", type=int, default=3)
    parser.add_argument("--reference-date", default="2024-06-01",
                        help="for records without their own (examples/rag_run.jsonl has relative expressions)")
    args = parser.parse_args()
    for run in args.runs:
        report = validate_metrics(ROOT / run, k=args.k, seed=args.seed, reference_date=args.reference_date)
        applied = ", ".join(f"{p['name']} {p['records']}" for p in report.perturbations)
        print(f"### `{run}`: {report.n_records} records, seed {args.seed}, k {args.k}, reference date "
              f"{report.reference_date}\n\nperturbed records: {applied}\n")
        print(report.to_markdown())
        misses = [c for c in report.cases]
        print(f"\n{len(misses)} failed trial(s)" + (":" if misses else "."))
        for case in misses[:10]:
            print(f"- {case['record']} / {case['perturbation']} / {case['metric']}: {case['before']:.3f} -> "
                  f"{case['after']} (expected {case['expected']})")
        print()
    control(args.runs[0], args)


if __name__ == "__main__":
    main()
