"""What a rule file changes: the expressions and focus years of texts tagged without and with it.

``diff_doc`` compares one text's expressions before and after (``doc._.timexes`` records): a span with the same
offsets and another value or type is **re-valued**, a span only after is **added**, a span only before is
**removed**. Each change is put down to a rule id: the rule that made the new span (added, re-valued), or for a
removed span the rule of a new span overlapping it (which took its place), else the rule that had made it (a
built-in rule the file disabled, or a guard in the file blocked). ``RulesDiff`` pools the documents: changes per
rule id, documents whose focus years changed, and samples to show.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Sequence, Tuple

from ..yearset import YearSet

KINDS = ("added", "removed", "revalued")


@dataclass
class Change:
    """One changed expression of one document."""

    kind: str
    rule: str
    start: int
    end: int
    text: str
    before: str | None = None  # value before ("label:value"), None when added
    after: str | None = None  # value after, None when removed

    def to_dict(self) -> Dict[str, Any]:
        return {"kind": self.kind, "rule": self.rule, "start": self.start, "end": self.end, "text": self.text,
                "before": self.before, "after": self.after}


def _show(t: Dict[str, Any]) -> str:
    return f"{t['label']} {t['value'] or '-'}"


def _overlapping(t: Dict[str, Any], others: Sequence[Dict[str, Any]]) -> Dict[str, Any] | None:
    return next((o for o in others if o["start"] < t["end"] and t["start"] < o["end"]), None)


def diff_doc(before: Sequence[Dict[str, Any]], after: Sequence[Dict[str, Any]]) -> List[Change]:
    """The changes between two taggings of one text (records with start, end, text, label, value, rule)."""
    old = {(t["start"], t["end"]): t for t in before}
    new = {(t["start"], t["end"]): t for t in after}
    changes = []
    for key, t in new.items():
        prev = old.get(key)
        if prev is None:
            changes.append(Change("added", t["rule"] or "-", t["start"], t["end"], t["text"], None, _show(t)))
        elif (prev["value"], prev["label"]) != (t["value"], t["label"]):
            changes.append(Change("revalued", t["rule"] or "-", t["start"], t["end"], t["text"], _show(prev),
                                  _show(t)))
    for key, t in old.items():
        if key not in new:
            taker = _overlapping(t, [n for k, n in new.items() if k not in old])
            rule = (taker or t)["rule"] or "-"
            changes.append(Change("removed", rule, t["start"], t["end"], t["text"], _show(t), None))
    return sorted(changes, key=lambda c: (c.start, c.kind))


@dataclass
class DocDiff:
    """One document's changes and focus years before and after."""

    doc_id: str
    text: str
    changes: List[Change]
    years_before: YearSet
    years_after: YearSet

    @property
    def years_changed(self) -> bool:
        return self.years_before != self.years_after

    def to_dict(self) -> Dict[str, Any]:
        return {"id": self.doc_id, "changes": [c.to_dict() for c in self.changes],
                "years_before": [list(iv) for iv in self.years_before.intervals],
                "years_after": [list(iv) for iv in self.years_after.intervals]}


@dataclass
class RuleCounts:
    """Changes put down to one rule id."""

    added: int = 0
    removed: int = 0
    revalued: int = 0
    docs: int = 0
    years_changed: int = 0


@dataclass
class RulesDiff:
    """The changes of a corpus: per rule id, totals and the changed documents."""

    docs: int = 0
    changed: List[DocDiff] = field(default_factory=list)
    per_rule: Dict[str, RuleCounts] = field(default_factory=dict)

    def add(self, doc: DocDiff) -> None:
        """Add one document (kept when something changed)."""
        self.docs += 1
        if not doc.changes and not doc.years_changed:
            return
        self.changed.append(doc)
        for rule in {c.rule for c in doc.changes} or {"-"}:
            counts = self.per_rule.setdefault(rule, RuleCounts())
            counts.docs += 1
            counts.years_changed += doc.years_changed
        for c in doc.changes:
            counts = self.per_rule[c.rule]
            setattr(counts, c.kind, getattr(counts, c.kind) + 1)

    def totals(self) -> Dict[str, int]:
        """RETURNS (dict): documents, changed documents, year sets changed and the change counts."""
        out = {"docs": self.docs, "docs_changed": len(self.changed),
               "years_changed": sum(d.years_changed for d in self.changed)}
        for kind in KINDS:
            out[kind] = sum(getattr(c, kind) for c in self.per_rule.values())
        return out

    def samples(self, rule: str, n: int) -> List[Tuple[DocDiff, Change]]:
        """Up to ``n`` (document, change) pairs of one rule, in corpus order."""
        out: List[Tuple[DocDiff, Change]] = []
        for doc in self.changed:
            for c in doc.changes:
                if c.rule == rule and len(out) < n:
                    out.append((doc, c))
        return out

    def to_dict(self, samples: int = 5) -> Dict[str, Any]:
        """RETURNS (dict): Totals, per-rule counts with samples, and every changed document, JSON-able."""
        rules = {}
        for rule, counts in sorted(self.per_rule.items()):
            rules[rule] = {**counts.__dict__, "samples": [{"id": d.doc_id, **c.to_dict()}
                                                          for d, c in self.samples(rule, samples)]}
        return {"totals": self.totals(), "rules": rules, "documents": [d.to_dict() for d in self.changed]}


__all__ = ["Change", "DocDiff", "RuleCounts", "RulesDiff", "diff_doc"]
