"""Which renderings of a rule read the reference date: a rendering that never read it is the same under any other
date, so the tagger keeps it once for every date (``TemporalTagger._render``)."""

from __future__ import annotations

import contextlib
import datetime as _dt
from typing import Any, Dict

from .loader import Rule
from .template import Template, TemplateContext


class DateProbe(TemplateContext):
    """A template context that notes whether a template read the reference date (``reads_date``): a rendering
    that never read it is the same under any other date (``TemporalTagger._render``)."""

    __slots__ = ("_date", "reads_date")

    def __init__(self, lexicon: Any, reference_date: _dt.date | None, groups: Any) -> None:
        self.reads_date = False
        super().__init__(lexicon, reference_date, groups)

    @property  # type: ignore[override]
    def reference_date(self) -> _dt.date | None:
        self.reads_date = True
        return self._date

    @reference_date.setter
    def reference_date(self, value: _dt.date | None) -> None:
        self._date = value


def reads_date(rule: Rule, groups: Dict[str, str | None], lexicon: Any, reference_date: _dt.date | None) -> bool:
    """Whether rendering any template of ``rule`` (``value``, ``mod``, ``range``: every ``Template`` field) with
    ``groups`` reads the reference date. A template that fails counts as read when it read the date before."""
    probe = DateProbe(lexicon, reference_date, groups)
    for template in vars(rule).values():
        if isinstance(template, Template):
            with contextlib.suppress(Exception):  # only the reads matter here; ``render`` reports the failure
                template.render(probe)
            if probe.reads_date:
                return True
    return False
