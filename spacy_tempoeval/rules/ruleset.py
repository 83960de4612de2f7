"""The rule types (``Rule``, ``RuleSet``) and the checks every kind of rule record shares (keys, field types,
value templates), below ``loader`` (pattern, macro and disable records) and ``periods`` (gazetteer records)."""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass, field
from typing import Any, Dict, FrozenSet, List, Set, Tuple

from ..errors import DisableIgnoredWarning, Errors, RuleFileError
from .record_schema import allowed_values
from .template import Template
from .words import lower_words

LABELS = allowed_values("pattern", "label")  # the schema's (rules/schema/rule.schema.json)
MACRO_REF = re.compile(r"\{([A-Z][A-Z0-9_]*)\}")


@dataclass
class Rule:
    """One pattern rule, validated (macros not yet expanded)."""

    id: str
    label: str
    pattern: str
    value: Template | None
    mod: Template | None = None
    range: Template | None = None
    anchor: str = "reference"
    era: str = "fixed"
    examples: List[str] = field(default_factory=list)
    priority: int = 0
    boundary: bool = True
    case_sensitive: bool = False
    source: str = "<rules>"
    line: int | None = None
    record: Dict[str, Any] = field(default_factory=dict)

    @property
    def where(self) -> str:
        return self.source if self.line is None else f"{self.source}, line {self.line}"


@dataclass
class RuleSet:
    """Everything read from rule files: rules (periods become rules) and macros."""

    rules: List[Rule] = field(default_factory=list)
    terms: Dict[str, Dict[str, str]] = field(default_factory=dict)
    regexes: Dict[str, str] = field(default_factory=dict)
    records: List[Dict[str, Any]] = field(default_factory=list)  # the raw records, for serialization
    disabled: Set[str] = field(default_factory=set)  # ids of (built-in) rules switched off by ``disable`` lines
    # each disabled id -> (file, line) of the first ``disable`` line listing it
    disabled_at: Dict[str, Tuple[str, int | None]] = field(default_factory=dict)
    # gazetteer names (normalized, see ``alias_key``) -> (rule id, where): a name belongs to one entry only
    aliases: Dict[str, Tuple[str, str]] = field(default_factory=dict)
    # rule id -> where it was defined; kept in step with ``rules`` by ``extend`` (rebuilt if rules were set directly)
    _ids: Dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def words(self, macro: str) -> FrozenSet[str]:
        """The words of a declared word list (``rules/words.py``), lower-cased; empty when the pack does not define
        it. The tagger reads them all once through ``LanguageWords``."""
        return lower_words(self.terms, macro)

    def copy(self) -> RuleSet:
        """A copy whose lists, tables and sets are its own (the rules and records themselves are shared: nothing
        changes them once parsed)."""
        return RuleSet(rules=list(self.rules), terms={k: dict(v) for k, v in self.terms.items()},
                       regexes=dict(self.regexes), records=list(self.records), disabled=set(self.disabled),
                       disabled_at=dict(self.disabled_at), aliases=dict(self.aliases), _ids=dict(self._ids))

    def overriding(self, base: RuleSet) -> RuleSet:
        """These rules in front of ``base``: a rule here with the id of a ``base`` rule replaces it, and ids in
        ``disabled`` drop ``base`` rules (how a user file changes or switches off a built-in rule). An id in
        ``disabled`` that no ``base`` rule has switches nothing off: [W027] names it and the line listing it."""
        mine = {r.id for r in self.rules}
        unknown = self.disabled.difference(r.id for r in base.rules)
        if unknown:
            lines = {i: self.disabled_at.get(i, ("<rules>", None)) for i in unknown}
            for path, line in sorted(set(lines.values()), key=lambda at: (at[0], at[1] or 0)):
                ids = sorted(i for i, at in lines.items() if at == (path, line))
                warnings.warn(DisableIgnoredWarning(path, line, ids), stacklevel=3)
        kept = RuleSet(rules=[r for r in base.rules if r.id not in mine and r.id not in self.disabled],
                       terms={k: dict(v) for k, v in base.terms.items()}, regexes=dict(base.regexes))
        out = RuleSet()
        out.extend(self)
        out.extend(kept, check_aliases=False)  # a user entry may reuse a built-in name: it is tried first
        out.disabled = set(self.disabled)
        out.disabled_at = dict(self.disabled_at)
        return out

    def extend(self, other: RuleSet, check_aliases: bool = True) -> None:
        """Add ``other``'s rules, macros and records after these.

        check_aliases (bool): Raise [E098] when a gazetteer name of ``other`` already belongs to another entry.
        RAISES (RuleFileError): [E012] on a duplicate rule id, [E098] on a duplicate gazetteer name.
        """
        if len(self._ids) != len(self.rules):
            self._ids = {r.id: r.where for r in self.rules}
        seen = self._ids  # checked before anything changes, without a copy (a copy per line was quadratic)
        new: Dict[str, str] = {}
        for r in other.rules:
            first = seen.get(r.id) or new.get(r.id)
            if first is not None:
                raise RuleFileError(Errors.E012.format(rule_id=r.id, first=first), path=r.source,
                                    line=r.line, field="id")
            new[r.id] = r.where
        if check_aliases:
            for key, (rule_id, _) in other.aliases.items():
                owner = self.aliases.get(key)
                if owner is not None and owner[0] != rule_id:
                    rule = next(r for r in other.rules if r.id == rule_id)
                    raise RuleFileError(Errors.E098.format(alias=key, rule_id=rule_id, other=owner[0],
                                                           first=owner[1]), path=rule.source, line=rule.line,
                                        field="phrases")
        for key, owner in other.aliases.items():
            self.aliases.setdefault(key, owner)
        self.rules.extend(other.rules)
        seen.update(new)
        for name, table in other.terms.items():
            self.terms.setdefault(name, {}).update(table)
        for name, rx in other.regexes.items():
            self.regexes[name] = rx
        self.records.extend(other.records)
        self.disabled |= other.disabled
        self.disabled_at = {**other.disabled_at, **self.disabled_at}  # the first line listing an id names it


def parse_template(record: Dict[str, Any], key: str, groups: set, where: Tuple[str, int]) -> Template | None:
    if key not in record:
        return None
    source = record[key]  # a string: the schema says so (rules/record_schema.py)
    try:
        tpl = Template(source)
    except ValueError as err:
        raise RuleFileError(Errors.E008.format(template=source, reason=err), path=where[0], line=where[1],
                            field=key) from None
    # slot groups, and the group a "complete:G" filter reads
    used = list(tpl.groups) + [seg[2] for seg in tpl.segments if not isinstance(seg, str) and seg[1] == "complete"]
    for g in used:
        if g != "0" and g not in groups:
            reason = f"group '{g}' is not defined in the pattern (groups: {', '.join(sorted(groups)) or 'none'})"
            raise RuleFileError(Errors.E008.format(template=source, reason=reason), path=where[0], line=where[1],
                                field=key)
    return tpl


__all__ = ["LABELS", "MACRO_REF", "Rule", "RuleSet", "parse_template"]
