"""Generation metrics: are the years of a generated answer grounded in the contexts and the query?

    TemporalFaithfulness().compute(aft={2008, 2009}, dfts=[{2008}, {2009}])             # 1.0
    TemporalFaithfulness().compute(answer=answer_doc, contexts=[doc1, doc2])            # processed Docs
    AnswerTemporalRecall().compute(query="What happened from 2019 to 2021?",
                                   answer="In 2020 ... By 2021 ...")                    # 0.667
"""

from __future__ import annotations

import math
from typing import Any, Callable, Dict

from ..errors import Errors, InputError, MissingInputError
from ..rules.files import available_languages
from ..yearset import YearSet
from . import functional as F
from .adapters import doc_focus_years, keywords_for, resolve_roles
from .base import BaseMetric, MetricScore
from .expression_units import expression_units, judge_units, setting_words
from .registry import register_metric

NO_AFT = "the answer mentions no year (empty AFT), so there is nothing to ground"
NO_QFT = "the query has no focus time (empty QFT)"


@register_metric
class TemporalFaithfulness(BaseMetric):
    """Temporal Faithfulness = |AFT ∩ ∪_i DFT_i| / |AFT|: the share of the answer's years the contexts
    support.

    Inputs: ``aft=`` or ``answer=``, and ``dfts=`` or ``retrieved_docs=`` / ``contexts=``.
    unit (str): "year" (default: the documented formula above) or "expression": each temporal expression of
        the answer is one unit, supported when the contexts cover the years it claims, or when it is a period
        used as a setting ("during World War II", "in the 19th century") that some context year falls in; the
        score is supported expressions / expressions (see ``expression_units``). It reads the answer's
        expressions, so it needs ``answer=`` (a text or a processed Doc), not ``aft=``.

    EXAMPLE:
        >>> contexts = ["The decisive battle began in December 1944."]
        >>> answer = "During World War II, the decisive battle was fought."
        >>> TemporalFaithfulness().compute(answer=answer, contexts=contexts)                    # 1 of 7 years
        0.14285714285714285
        >>> TemporalFaithfulness(unit="expression").compute(answer=answer, contexts=contexts)   # 1 of 1
        1.0
    """

    name = "temporal_faithfulness"
    metric_type = "generation"
    inputs = ("aft", "dfts")
    llm_task = "temporal_faithfulness"
    llm_inputs = ("answer", "contexts")
    accepts = keywords_for(["aft", "dfts"]) | {"query", "qft"}  # query is the LLM mode's; ignored here

    def __init__(self, *, unit: str = "year", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if unit not in ("year", "expression"):
            raise InputError(Errors.E151.format(where="TemporalFaithfulness unit", expected="'year' or "
                                                "'expression'", value=unit, type=type(unit).__name__))
        self.unit = unit
        if unit == "expression":  # evaluate() then passes the answer's text, not its years
            self.inputs = ("answer", "dfts")

    def _compute(self, **kwargs: Any) -> MetricScore:
        kwargs.pop("query", None)
        kwargs.pop("qft", None)
        if self.unit == "expression":
            return self._by_expression(kwargs)
        roles = resolve_roles(type(self).__name__, kwargs, ["aft", "dfts"])
        aft, dfts = roles["aft"], roles["dfts"]
        value = F.temporal_faithfulness(aft, dfts)
        # the details are built when read (evaluate() keeps only the value and the reason)
        return MetricScore.lazy(value, NO_AFT if math.isnan(value) else None, _faithfulness_details, aft, dfts)

    def years_fn(self) -> Callable[..., Any] | None:
        return _faithfulness_years if self.unit == "year" and not self.options else None

    def _by_expression(self, kwargs: Dict[str, Any]) -> MetricScore:
        answer = kwargs.pop("answer", None)
        if answer is None:
            raise MissingInputError(Errors.E031.format(metric="TemporalFaithfulness(unit='expression')",
                                               needed="'answer' (a text or a processed Doc: its expressions "
                                                      "are judged, so years alone ('aft') are not enough)"))
        dfts = resolve_roles(type(self).__name__, kwargs, ["dfts"])["dfts"]
        from ..core import get_default_nlp

        if isinstance(answer, str):
            nlp = kwargs.get("nlp") or get_default_nlp()
            doc = nlp.make_doc(answer)
            if kwargs.get("reference_date") is not None:
                doc._.reference_date = kwargs["reference_date"]
            answer = nlp(doc)
        else:
            doc_focus_years(answer, "TemporalFaithfulness: argument 'answer'")  # [E030] if never processed
            # the setting words of the answer's language: the pipeline given, or the shared one of its pack
            nlp = kwargs.get("nlp") or get_default_nlp(answer.lang_ if answer.lang_ in available_languages()
                                                        else "en")
        value, details = judge_units(expression_units(answer, setting_words(nlp)), dfts)
        reason = "the answer has no temporal expression with years, so there is nothing to ground"
        return MetricScore(value, reason if math.isnan(value) else None, details)


def _faithfulness_years(aft: YearSet, dfts: Any) -> Any:
    if type(aft) is YearSet and type(dfts) is list and aft:  # the union of the DFTs that reach the AFT's span
        span = aft.ordinal_intervals
        first, last = span[0][0], span[-1][1]
        near = []
        for d in dfts:
            if type(d) is not YearSet:
                break
            ivs = d.ordinal_intervals
            if ivs and ivs[-1][1] >= first and ivs[0][0] <= last:
                near.append(d)
        else:  # |AFT ∩ ∪ DFT| / |AFT|, as ``functional.temporal_faithfulness``
            return (YearSet.union_all(near).overlap(aft) if near else 0) / len(aft)
    value = F.temporal_faithfulness(aft, dfts)
    return MetricScore(value, NO_AFT) if value != value else value


def _faithfulness_details(aft: YearSet, dfts: Any) -> Dict[str, Any]:
    supported = YearSet.union_all(dfts) & aft
    return {"mode": "focus_time", "aft": aft.intervals, "supported": supported.intervals,
            "unsupported": (aft - supported).intervals}


def _query_answer_details(qft: YearSet, aft: YearSet) -> Dict[str, Any]:
    return {"mode": "focus_time", "qft": qft.intervals, "aft": aft.intervals, "shared": (qft & aft).intervals}


class _QueryAnswerMetric(BaseMetric):
    metric_type = "generation"
    inputs = ("qft", "aft")
    accepts = keywords_for(["qft", "aft"])
    fn = staticmethod(F.answer_temporal_recall)

    def _compute(self, **kwargs: Any) -> MetricScore:
        roles = resolve_roles(type(self).__name__, kwargs, ["qft", "aft"])
        qft, aft = roles["qft"], roles["aft"]
        value = type(self).fn(qft, aft)
        reason = None
        if math.isnan(value):
            reason = NO_QFT if not qft else NO_AFT
        return MetricScore.lazy(value, reason, _query_answer_details, qft, aft)

    def years_fn(self) -> Callable[..., Any] | None:
        return None if self.options else self._years

    def _years(self, qft: YearSet, aft: YearSet) -> Any:
        value = type(self).fn(qft, aft)
        if value != value:
            return MetricScore(value, NO_QFT if not qft else NO_AFT)
        return value


@register_metric
class AnswerTemporalRecall(_QueryAnswerMetric):
    """Answer Temporal Recall = |AFT ∩ QFT| / |QFT|: how much of the time asked about the answer covers."""

    name = "answer_temporal_recall"
    llm_task = "answer_temporal_recall"
    llm_inputs = ("query", "answer")
    fn = staticmethod(F.answer_temporal_recall)


@register_metric
class AnswerTemporalPrecision(_QueryAnswerMetric):
    """Answer Temporal Precision = |AFT ∩ QFT| / |AFT|: how much of the answer's time was asked about."""

    name = "answer_temporal_precision"
    fn = staticmethod(F.answer_temporal_precision)


GENERATION_METRICS = [TemporalFaithfulness, AnswerTemporalRecall, AnswerTemporalPrecision]

__all__ = ["TemporalFaithfulness", "AnswerTemporalRecall", "AnswerTemporalPrecision", "GENERATION_METRICS"]
