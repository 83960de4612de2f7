"""How a ``temporal_focus`` component is saved and read back (``nlp.to_disk`` / ``from_disk``, ``to_bytes`` /
``from_bytes``): the rules added to it and the records of its config's rule files, with their count and hash,
checked when they are read ([E018] naming the file and line). ``TemporalFocus`` takes these methods from
``RulesPersistence``; the rest of the component is in ``temporal_focus.py``."""

# No ``from __future__ import annotations``: the component's module does without it too (spaCy reads signatures).
import warnings
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Union, cast

import srsly
from spacy.util import ensure_path, from_bytes, from_disk, to_bytes, to_disk

from ..errors import Errors, FileRulesChangedWarning, PipelineError
from ..rules.loader import parse_records
from .saved_rules import check_saved_rules, read_saved_cfg, read_saved_rules, records_hash

RULES_FILE = "rules.jsonl"
FILE_RULES_FILE = "rule_files.jsonl"  # the records of the config's rule_files, as they were when saved
CFG_FILE = "cfg"


class RulesPersistence:
    """The save and load methods of ``TemporalFocus`` (a mixin: it reads the component's ``user_records``,
    ``_file_rules``, ``rule_files``, ``spans_key``, ``_articles`` and ``_set_user_rules``)."""

    user_records: List[Dict[str, Any]]
    rule_files: List[str]
    spans_key: str
    _file_rules: Any

    def _articles(self, *more: Any) -> Any:  # pragma: no cover - TemporalFocus defines it
        raise NotImplementedError

    def _set_user_rules(self, records: Iterable[Dict[str, Any]], source: str, *, replace: bool,
                        parsed: Optional[Any] = None) -> None:  # pragma: no cover - TemporalFocus defines it
        raise NotImplementedError

    def _cfg(self, exclude: Iterable[str] = ()) -> Dict[str, Any]:
        cfg: Dict[str, Any] = {"spans_key": self.spans_key}
        if not {"rules", "rules.jsonl", "rules_jsonl"} & set(exclude):  # what was saved, to check on reading
            cfg["rules"] = {"count": len(self.user_records), "sha256": records_hash(self.user_records)}
            files = self._file_rules.records
            cfg["rule_files"] = {"count": len(files), "sha256": records_hash(files), "paths": self.rule_files}
        return cfg

    def to_bytes(self, *, exclude: Iterable[str] = tuple()) -> bytes:
        """Serialize the added rules (and their count and hash, checked when they are read back)."""
        serializers = {"rules": lambda: srsly.json_dumps(self.user_records),
                       "rule_files": lambda: srsly.json_dumps(self._file_rules.records),
                       "cfg": lambda: srsly.json_dumps(self._cfg(exclude))}
        return to_bytes(serializers, exclude)

    def from_bytes(self, bytes_data: bytes, *, exclude: Iterable[str] = tuple()) -> "RulesPersistence":
        """Restore the added rules (replacing any present).

        RAISES (TempoEvalError): [E018] when the rules are not what was saved.
        """
        data: Dict[str, Any] = {}

        def load(key: str) -> Callable[[bytes], None]:
            def reader(b: bytes) -> None:
                try:
                    data[key] = srsly.json_loads(b)
                except ValueError as err:
                    raise PipelineError(Errors.E018.format(path=f"<bytes>/{key}",
                                                            reason=f"invalid JSON: {err}")) from None
            return reader

        from_bytes(bytes_data, {"rules": load("rules"), "rule_files": load("rule_files"), "cfg": load("cfg")},
                   exclude)
        if "rules" not in exclude:
            self._restore_file_rules(data.get("rule_files"), data.get("cfg"), "<bytes>/rule_files")
            self._restore(data.get("rules"), data.get("cfg"), "<bytes>/rules")
        return self

    def to_disk(self, path: Union[str, Path], *, exclude: Iterable[str] = tuple()) -> None:
        """Write the added rules to ``path/rules.jsonl`` and their count and hash to ``path/cfg``."""
        path = ensure_path(path)
        serializers = {RULES_FILE: lambda p: srsly.write_jsonl(p, self.user_records),
                       FILE_RULES_FILE: lambda p: srsly.write_jsonl(p, self._file_rules.records),
                       CFG_FILE: lambda p: srsly.write_json(p, self._cfg(exclude))}
        to_disk(path, serializers, exclude)

    def from_disk(self, path: Union[str, Path], *, exclude: Iterable[str] = tuple()) -> "RulesPersistence":
        """Read the added rules from ``path/rules.jsonl`` (replacing any present), checked against ``path/cfg``.

        RAISES (TempoEvalError): [E018] a missing, emptied, truncated, edited or unreadable rules file or cfg,
            naming the file (and the line); rule errors ([E0xx]) name the file and line of the bad rule.
        """
        path = cast(Path, ensure_path(path))  # a str becomes a Path
        data: Dict[str, Any] = {}
        from_disk(path, {RULES_FILE: lambda p: data.__setitem__("rules", read_saved_rules(p)),
                         FILE_RULES_FILE: lambda p: data.__setitem__("rule_files", read_saved_rules(p)),
                         CFG_FILE: lambda p: data.__setitem__("cfg", read_saved_cfg(p))}, exclude)
        if not {"rules", RULES_FILE} & set(exclude):
            self._restore_file_rules(data.get("rule_files"), data.get("cfg"), str(path / FILE_RULES_FILE))
            self._restore(data.get("rules"), data.get("cfg"), str(path / RULES_FILE))
        return self

    def _restore_file_rules(self, records: Optional[List[Dict[str, Any]]], cfg: Optional[Dict[str, Any]],
                            source: str) -> None:
        """Tag with the ``rule_files`` rules as they were saved, not as the files read now: an edited file
        changes nothing until the pipeline is saved again, and says so ([W025]). Only for the same
        ``rule_files`` as saved; pipelines saved before the rules of their files were kept have no
        ``rule_files.jsonl`` and keep reading the files."""
        saved = (cfg or {}).get("rule_files")
        if records is None or not isinstance(saved, dict) or saved.get("paths") != self.rule_files:
            return  # a component configured with other rule files reads its own files
        check_saved_rules(records, cfg, source, key="rule_files")
        if records_hash(records) == records_hash(self._file_rules.records):
            return
        warnings.warn(FileRulesChangedWarning(self.rule_files, source), stacklevel=2)
        self._file_rules = parse_records(records, source, articles=self._articles())
        self._set_user_rules(self.user_records, source, replace=True)

    def _restore(self, records: Optional[List[Dict[str, Any]]], cfg: Optional[Dict[str, Any]],
                 source: str) -> None:
        check_saved_rules(records, cfg, source)
        if records or self.user_records:  # nothing added before or now: the tagger is already right
            self._set_user_rules(records or [], source, replace=True)
