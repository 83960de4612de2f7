"""The LLM fallback for named events no rule knows (issue 9, part 4).

``lookup_events(judge, names, text)`` asks the judge's model, with the versioned prompt ``event_years.v1``
(``prompts/event_years.v1.jinja`` and its JSON reply schema), for the start and end years of each name, in one
request per text. The reply goes through the judge's parsing and schema validation (``parsing``), is cached like
every judge reply (same cache, same key rules), and then each event's years are checked here:

* the model said it knows the event (``"known": true``) and gave both years;
* start <= end, and neither is 0 (there is no year 0: 1 BC is -1);
* both within ``PLAUSIBLE_YEARS`` (-5000 .. 2100): a "year" outside is a misread or an invention.

An event that fails gets no years and a reason; a reply that cannot be used at all (not JSON, wrong ids, a
timeout, no server) gives every name of the request no years and the judge's reason. Nothing here raises for
model-side failures. What the tagger does with the years (composition, provenance ``llm:<model>``) is in the
``temporal_focus`` component.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Union

from spacy.util import registry

PROMPT = "event_years.v1"
# years a reply may give; outside them the reply is taken for a mistake
PLAUSIBLE_YEARS = (-5000, 2100)
# names per request (the reply schema's maxItems)
MAX_NAMES_PER_REQUEST = 50


@dataclass
class EventLookup:
    """The fallback's answer for one name.

    name (str): The name as the text writes it.
    start, end (Optional[int]): The event's first and last year, or None when not usable.
    reason (str): The model's own note when usable; otherwise why there are no years.
    model (str): The judge's model.
    prompt (str): The prompt id (``event_years.v1``).
    cached (bool): Whether the reply came from the cache.
    """

    name: str
    start: int | None
    end: int | None
    reason: str
    model: str
    prompt: str = PROMPT
    cached: bool = False

    @property
    def ok(self) -> bool:
        """Whether the lookup gave years."""
        return self.start is not None and self.end is not None

    def to_dict(self) -> Dict[str, Any]:
        return {"name": self.name, "ok": self.ok, "start": self.start, "end": self.end, "reason": self.reason,
                "model": self.model, "prompt": self.prompt, "cached": self.cached}


def check_event_years(item: Dict[str, Any]) -> str | None:
    """Why one validated reply item gives no usable years, or None when it does."""
    if not item.get("known"):
        note = item.get("reason")
        return "the model does not know this event" + (f" ({note})" if note else "")
    start, end = item.get("start"), item.get("end")
    if start is None or end is None:
        return "the model gave no start or no end year"
    if start == 0 or end == 0:
        return f"there is no year 0 (got start {start}, end {end})"
    if start > end:
        return f"start {start} is after end {end}"
    low, high = PLAUSIBLE_YEARS
    if not (low <= start and end <= high):
        return f"years {start}..{end} are outside the plausible range {low}..{high}"
    return None


def lookup_events(judge, names: Sequence[str], text: str = "") -> List[EventLookup]:
    """Ask ``judge`` for the years of ``names`` (see the module docstring); one result per name, in order.

    judge (LLMJudge): The judge (its model, cache, timeouts and retries apply).
    names (Sequence[str]): Event names as written in the text.
    text (str): The text they come from, sent as context.
    RETURNS (List[EventLookup]): Years or a reason for each name. Never raises for model-side failures.
    """
    out: List[EventLookup] = []
    names = list(names)
    for lo in range(0, len(names), MAX_NAMES_PER_REQUEST):
        chunk = names[lo:lo + MAX_NAMES_PER_REQUEST]
        result = judge.judge(PROMPT, events=chunk, text=text)
        model = str(judge.model)
        if not result.ok:
            out.extend(EventLookup(name, None, None, f"no usable reply: {result.error}", model,
                                   cached=result.cached) for name in chunk)
            continue
        for name, item in zip(chunk, result.data["events"]):
            problem = check_event_years(item)
            if problem is not None:
                out.append(EventLookup(name, None, None, problem, model, cached=result.cached))
            else:
                out.append(EventLookup(name, int(item["start"]), int(item["end"]), str(item.get("reason") or ""),
                                       model, cached=result.cached))
    return out


class EventYearsResolver:
    """The LLM fallback as the ``temporal_focus`` component calls it: ``resolver(names, text)`` ->
    ``List[EventLookup]`` (``lookup_events`` with this judge).

    judge (LLMJudge): The judge; its model names the provenance of the years (``llm:<model>``).
    """

    def __init__(self, judge) -> None:
        self.judge = judge

    def __call__(self, names: Sequence[str], text: str = "") -> List[EventLookup]:
        return lookup_events(self.judge, names, text)

    def __repr__(self) -> str:
        return f"EventYearsResolver({self.judge!r})"


@registry.misc("spacy_tempoeval.llm_event_years.v1")
def make_event_years_resolver(model: str, api_base: Optional[str] = None,  # noqa: UP045 (spaCy reads the types)
                              cache: Union[str, Path, bool, None] = None, timeout: float = 60.0, retries: int = 3,
                              max_concurrency: int = 8, temperature: float = 0.0) -> EventYearsResolver:
    """The LLM fallback for a ``temporal_focus`` config::

        [components.temporal_focus.llm_fallback]
        @misc = "spacy_tempoeval.llm_event_years.v1"
        model = "gpt-4o-mini"
        cache = "llm_cache.sqlite"

    Arguments as ``LLMJudge`` (api keys come from the provider's environment variables, never from a config).
    Building it does not import litellm; the first model call does.
    """
    from .judge import LLMJudge

    judge = LLMJudge(model, api_base=api_base, cache=cache, timeout=timeout, retries=retries,
                     max_concurrency=max_concurrency, temperature=temperature)
    return EventYearsResolver(judge)


__all__ = ["EventYearsResolver", "make_event_years_resolver", "EventLookup", "lookup_events", "check_event_years",
           "PROMPT", "PLAUSIBLE_YEARS"]
