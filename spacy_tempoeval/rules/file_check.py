"""Every invalid record of a rule file at once, for the linguist's loop (``spacy-tempoeval rules test``).

Loading a rule file (``read_rule_file``, the component's ``rule_files``) stops at its first invalid record: a
pipeline must not run with half a file. A linguist fixing a file wants all of them in one run, so
``file_problems`` reads the file line by line with the same parser and keeps going past a bad record: invalid
JSON, a record the schema refuses, a regex that does not compile or matches the empty text, a line that is
neither a rule, a gazetteer entry, a macro nor a ``disable`` list. What needs the other files of the pipeline (a
macro of the built-in pack, a duplicate id across files, the examples) is checked when the file is loaded into it,
as ``rules test`` does next.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable, List, Union

from ..errors import Errors, RuleFileError
from .loader import parse_lines
from .ruleset import RuleSet


def file_problems(path: Union[str, Path], articles: Iterable[str] = ()) -> List[RuleFileError]:
    """Every invalid record of the JSONL rule file ``path``, in file order (empty when ``read_rule_file`` would
    read it).

    path (Union[str, Path]): The rule file.
    articles (Iterable[str]): Leading articles of gazetteer names defined in another file (``parse_records``).
    RETURNS (List[RuleFileError]): One error per invalid line (its file, line and field; ``rule_id``: the
        record's ``id`` when it has one).
    RAISES (RuleFileError): [E009] no such file, [E017] a directory (nothing to read line by line).
    """
    p = Path(path)
    if p.is_dir():
        raise RuleFileError(Errors.E017.format(path=p, reason="it is a directory, not a JSONL file"), path=str(p))
    if not p.is_file():
        raise RuleFileError(Errors.E009.format(path=p), path=str(p))
    problems: List[RuleFileError] = []
    for value, err in parse_lines(p.read_bytes(), str(p), RuleSet(), articles):
        rule_id = value.get("id") if isinstance(value, dict) else None
        err.rule_id = rule_id if isinstance(rule_id, str) else None
        problems.append(err)
    return problems


__all__ = ["file_problems"]
