"""The rules a saved ``temporal_focus`` keeps: reading them back and checking them against the count and hash
its ``cfg`` recorded (the added rules in ``rules.jsonl``, the config's ``rule_files`` in ``rule_files.jsonl``)."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any, Dict, List

import srsly

from ..errors import Errors, PipelineError
from ..util.jsonl import LineProblem, iter_jsonl_bytes


def records_hash(records: List[Dict[str, Any]]) -> str:
    return hashlib.sha256(srsly.json_dumps(list(records), sort_keys=True).encode("utf-8")).hexdigest()


def read_saved_cfg(path: Path) -> Dict[str, Any] | None:
    """The component's saved ``cfg`` (None when there is none). RAISES (TempoEvalError): [E018]."""
    if not path.exists():
        return None
    try:
        cfg = srsly.json_loads(path.read_bytes())
    except (ValueError, OSError) as err:
        raise PipelineError(Errors.E018.format(path=path, reason=f"unreadable cfg ({err})")) from None
    if not isinstance(cfg, dict):
        raise PipelineError(Errors.E018.format(path=path, reason="cfg is not a JSON object"))
    return cfg


def read_saved_rules(path: Path) -> List[Dict[str, Any]] | None:
    """The records of a saved ``rules.jsonl`` (None when the file is absent).

    RAISES (TempoEvalError): [E018] naming the file and line of a line that is not UTF-8 or not JSON.
    """
    if not path.exists():
        return None
    if not path.is_file():
        raise PipelineError(Errors.E018.format(path=path, reason="not a regular file"))
    records: List[Dict[str, Any]] = []
    for lineno, value in iter_jsonl_bytes(path.read_bytes(), objects_only=False):
        if isinstance(value, LineProblem):
            reason = f"line {lineno} is {value.reason}" if value.kind == "encoding" else (
                f"line {lineno} is not valid JSON ({value.reason}); the file may be truncated")
            raise PipelineError(Errors.E018.format(path=path, reason=reason))
        records.append(value)
    return records


def check_saved_rules(records: List[Dict[str, Any]] | None, cfg: Dict[str, Any] | None, source: str,
                      key: str = "rules") -> None:
    """Compare the rules read back with the count and hash the component saved in its cfg under ``key``.

    RAISES (TempoEvalError): [E018] when they differ (pipelines saved before the cfg had them are not checked).
    """
    if records is not None and not isinstance(records, list):
        raise PipelineError(Errors.E018.format(path=source, reason="the saved rules are not a list of records"))
    saved = (cfg or {}).get(key)
    if not isinstance(saved, dict):
        return
    expected, digest = saved.get("count"), saved.get("sha256")
    hint = "; save the pipeline again (nlp.to_disk) or restore the file"
    if records is None:
        if expected:
            reason = f"the file is missing, but the component saved {expected} rule record(s)"
            raise PipelineError(Errors.E018.format(path=source, reason=reason + hint))
        return
    if len(records) != expected:
        reason = f"it has {len(records)} record(s), but the component saved {expected} (emptied or truncated?)"
        raise PipelineError(Errors.E018.format(path=source, reason=reason + hint))
    if digest is not None and records_hash(records) != digest:
        reason = "its records differ from the ones the component saved (sha256 mismatch: edited or damaged?)"
        raise PipelineError(Errors.E018.format(path=source, reason=reason + hint))
