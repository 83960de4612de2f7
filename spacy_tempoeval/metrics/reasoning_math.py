"""Reasoning and composite metrics as pure functions: consistency of sampled answers, event ordering,
duration accuracy and TempoScore. Re-exported by ``spacy_tempoeval.metrics.functional``; conventions as there
(every function returns a float, NaN means "not applicable")."""

from __future__ import annotations

import math
from typing import Dict, Hashable, List, Mapping, Sequence, Tuple, Union

from ..errors import ConfigError, Errors, InputError, InputTypeError
from ..yearset import YearsLike
from ..yearset import coerce_years_list as _years_list

NAN = math.nan


# -- reasoning -----------------------------------------------------------------------------------------------
def temporal_consistency(afts: Sequence[YearsLike]) -> float:
    """Mean pairwise agreement of the years of several sampled answers to one query.

    Agreement of two answers is the Jaccard of their year sets; two answers that both mention no year agree
    (1.0), one with years and one without disagree (0.0). NaN with fewer than two answers or when no answer
    mentions a year.
    """
    sets = _years_list(afts)
    if len(sets) < 2 or not any(sets):
        return NAN
    total, pairs = 0.0, 0
    for i in range(len(sets)):
        for j in range(i + 1, len(sets)):
            a, b = sets[i], sets[j]
            total += 1.0 if not a and not b else a.jaccard(b)
            pairs += 1
    return total / pairs


def _positions(order: Sequence[Hashable], what: str) -> Dict[Hashable, int]:
    if isinstance(order, (str, bytes)):
        raise InputTypeError(Errors.E150.format(where=what, expected="a list of event ids", value=order,
                                           type=type(order).__name__))
    pos: Dict[Hashable, int] = {}
    for i, event in enumerate(order or []):
        if event in pos:
            raise InputError(Errors.E154.format(where=f"{what}[{i}]", expected="a unique event id",
                                                value=event, type="duplicate"))
        pos[event] = i
    return pos


def event_ordering_tau(predicted: Sequence[Hashable], gold: Sequence[Hashable], *,
                       missing: str = "penalize") -> float:
    """Kendall tau in [-1, 1] between a predicted and a gold order of events.

    missing="penalize" (default): every pair of gold events is counted; a pair involving an event the
        prediction lacks is neither concordant nor discordant but stays in the denominator, so missing events
        pull tau towards 0 (an empty prediction scores 0.0). Predicted events absent from gold are ignored.
    missing="ignore": only events present in both orders count.
    NaN when fewer than two gold events (or, with "ignore", shared events) are left.
    """
    if missing not in ("penalize", "ignore"):
        raise InputError(Errors.E151.format(where="missing", expected="'penalize' or 'ignore'",
                                            value=missing, type=type(missing).__name__))
    pred_pos = _positions(predicted, "predicted")
    gold_order = list(_positions(gold, "gold"))
    events = [e for e in gold_order if e in pred_pos] if missing == "ignore" else gold_order
    n = len(events)
    if n < 2:
        return NAN
    score = 0
    for i in range(n):
        a = pred_pos.get(events[i])
        if a is None:
            continue
        for j in range(i + 1, n):
            b = pred_pos.get(events[j])
            if b is not None:
                score += 1 if a < b else -1  # gold has events[i] before events[j]
    return score / (n * (n - 1) / 2)


_DURATION_DAYS = {"Y": 365.25, "M": 30.436875, "W": 7.0, "D": 1.0}
_TIME_DAYS = {"H": 1 / 24, "M": 1 / 1440, "S": 1 / 86400}


def duration_in_days(value: Union[int, float, str]) -> float:
    """A duration as days: a number (already in days), an ISO 8601 duration ("P3Y", "P1Y6M", "PT12H") or a
    plain "<number> <unit>" ("4 years", "18 months", "2 weeks", "10 days", "36 hours").

    Years are 365.25 days and months 30.44 days. Raises [E150] (not a number or a string), [E153] (negative)
    or [E156] (not a duration) on anything else.
    """
    if isinstance(value, bool):
        raise InputTypeError(Errors.E150.format(where="duration", expected="a number of days or an ISO 8601 "
                                           "duration", value=value, type="bool"))
    if isinstance(value, (int, float)):
        if value < 0 or math.isnan(value):
            raise InputError(Errors.E153.format(where="duration", expected="a non-negative number",
                                                value=value, type=type(value).__name__))
        return float(value)
    import re

    text = str(value).strip().lower()
    plain = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(year|yr|month|week|day|hour)s?", text)
    if plain:
        unit = {"year": "Y", "yr": "Y", "month": "M", "week": "W", "day": "D"}.get(plain.group(2))
        return float(plain.group(1)) * (_DURATION_DAYS[unit] if unit else _TIME_DAYS["H"])
    m = re.fullmatch(r"P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?"
                     r"(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?",
                     str(value).strip().upper())
    if not m or not any(m.groups()):
        raise InputError(Errors.E156.format(where="duration", expected="a number of days or an ISO 8601 "
                                            "duration such as 'P3Y'", value=value, type=type(value).__name__))
    units = [*_DURATION_DAYS.values(), *_TIME_DAYS.values()]
    return sum(float(g) * u for g, u in zip(m.groups(), units) if g)


def duration_accuracy(predicted: Sequence[Union[int, float, str]], gold: Sequence[Union[int, float, str]], *,
                      tolerance: float = 0.1, abs_tolerance_days: float = 0.0) -> float:
    """Share of durations that match one to one within a tolerance, in [0, 1].

    A predicted duration p matches a gold duration g when |p - g| <= max(tolerance * g, abs_tolerance_days).
    Each duration is used at most once (a maximum matching, found greedily, which is optimal for intervals),
    and the count is divided by max(|predicted|, |gold|), so extra and missing durations both cost and the
    score never exceeds 1. NaN when there is no gold duration.
    """
    if not (tolerance >= 0 and abs_tolerance_days >= 0):
        raise InputError(Errors.E153.format(where="tolerance", expected="non-negative numbers",
                                            value=(tolerance, abs_tolerance_days), type="tuple"))
    gold_days = [duration_in_days(g) for g in (gold or [])]
    if not gold_days:
        return NAN
    pred_days = sorted(duration_in_days(p) for p in (predicted or []))
    windows = sorted((g - max(tolerance * g, abs_tolerance_days), g + max(tolerance * g, abs_tolerance_days))
                     for g in gold_days)
    windows.sort(key=lambda w: w[1])
    used = [False] * len(pred_days)
    matched = 0
    for lo, hi in windows:  # earliest-ending window takes the smallest free point inside it
        for i, p in enumerate(pred_days):
            if not used[i] and lo <= p <= hi:
                used[i] = True
                matched += 1
                break
    return matched / max(len(pred_days), len(gold_days))


# -- composite -----------------------------------------------------------------------------------------------
TEMPO_COMPONENTS = ("precision", "recall", "faithfulness", "coherence")
HARMONIC_FLOOR = 1e-6
PRECISION_LIKE = ("precision", "faithfulness")


def _check_weights(weights: Mapping[str, float]) -> Dict[str, float]:
    out = {}
    for name, w in weights.items():
        if isinstance(w, bool) or not isinstance(w, (int, float)) or not math.isfinite(w) or w < 0:
            reason = f"weight {name!r} must be a finite number >= 0, got {w!r}"
            raise ConfigError(Errors.E036.format(metric="TempoScore", reason=reason))
        out[name] = float(w)
    return out


def tempo_score(components: Mapping[str, float], weights: Mapping[str, float] | None = None, *,
                method: str = "weighted_mean", beta: float = 1.0) -> float:
    """Combine component scores in [0, 1] (precision, recall, faithfulness, coherence, or any names).

    NaN components are skipped and the remaining weights renormalized; NaN when nothing is left (or the left
    weights sum to 0). Weights default to 1 each. Methods, all continuous in the weights:

    "weighted_mean": Σ w_i x_i / Σ w_i.
    "harmonic": Σ w_i / Σ (w_i / max(x_i, 1e-6)). A zero is never dropped: a component at 0 with weight w
        caps the score at 1e-6 · Σw / w; the floor is what keeps the score continuous as a weight goes to 0.
    "f_score": van Rijsbergen's F: P is the weighted mean of the precision-like components (precision,
        faithfulness), R that of the others (recall, coherence, ...), and
        F = (W_P + β²W_R) / (W_P/P + β²W_R/R) with W_P, W_R the summed weights of each side (the same 1e-6
        floor). With equal side weights and β = 1 this is the F1 of P and R; a side whose weights go to 0 fades
        out continuously.
    """
    items = _weighted_components(components, weights)
    combine = _COMBINERS.get(method)
    if combine is None:
        raise InputError(Errors.E151.format(where="TempoScore method", expected="'weighted_mean', 'harmonic' or "
                                            "'f_score'", value=method, type=type(method).__name__))
    if method == "f_score" and not (isinstance(beta, (int, float)) and beta > 0):
        raise ConfigError(Errors.E036.format(metric="TempoScore", reason=f"beta must be > 0, got {beta!r}"))
    return combine(items, beta)


def _weighted_components(components: Mapping[str, float], weights: Mapping[str, float] | None
                         ) -> List[Tuple[str, float, float]]:
    """(name, score, weight) of every component that is not NaN; [E036] / [E153] on bad weights or scores."""
    weights = _check_weights(weights or {})
    unknown = set(weights) - set(components)
    if unknown:
        raise ConfigError(Errors.E036.format(metric="TempoScore",
                                            reason=f"weights for unknown components {sorted(unknown)}"))
    items: List[Tuple[str, float, float]] = []
    for name, x in components.items():
        x = float(x)
        if math.isnan(x):
            continue
        if not 0.0 <= x <= 1.0:
            raise InputError(Errors.E153.format(where=f"TempoScore component {name!r}", expected="in [0, 1]",
                                                value=x, type="float"))
        items.append((name, x, weights.get(name, 1.0)))
    return items


def _weighted_mean(items: Sequence[Tuple[str, float, float]], beta: float = 1.0) -> float:
    wsum = sum(w for _, _, w in items)
    if wsum <= 0:
        return NAN
    return sum(x * w for _, x, w in items) / wsum


def _harmonic(items: Sequence[Tuple[str, float, float]], beta: float = 1.0) -> float:
    wsum = sum(w for _, _, w in items)
    if wsum <= 0:
        return NAN
    return wsum / sum(w / max(x, HARMONIC_FLOOR) for _, x, w in items)


def _f_score(items: Sequence[Tuple[str, float, float]], beta: float = 1.0) -> float:
    p_side = [it for it in items if it[0] in PRECISION_LIKE]
    r_side = [it for it in items if it[0] not in PRECISION_LIKE]
    wp, wr = sum(w for _, _, w in p_side), beta * beta * sum(w for _, _, w in r_side)
    if wp + wr <= 0:
        return NAN
    denom = sum(w / max(_weighted_mean(side), HARMONIC_FLOOR) for side, w in ((p_side, wp), (r_side, wr)) if w > 0)
    return (wp + wr) / denom


_COMBINERS = {"weighted_mean": _weighted_mean, "harmonic": _harmonic, "f_score": _f_score}
