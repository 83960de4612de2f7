"""A built-in pack as parsed, kept on disk: a new process reads the rule set instead of parsing its files again.

Parsing a pack's JSONL files (``files.builtin_rules``: JSON, 2,000 records, the 1,500 gazetteer entries turned into
patterns) was a third of the cost of building ``temporal_focus`` (issue 22). The rule set it gives depends only on
the files' bytes (and their paths, which rules name in messages) and on the code that parses them, so it is kept
in one file per pack beside the build cache's (``build_cache``), ``pack-<lang>-<code digest>.marshal``.

Safety, as for ``build_cache``:

- the file holds a SHA-256 of the pack's paths and bytes it was parsed from; a pack whose files differ in any
  byte (a linguist's edit) is parsed again, and the file replaced. It never stands for other bytes;
- the file's name holds the digest of the code (``build_cache.code_digest``: ``rules/*.py``, the JSONL decoder,
  the calendar that writes BC years, the Python and ``regex`` versions): changed code starts a new file;
- the file holds a SHA-256 of its contents: a truncated, corrupt or foreign file is not used (a note on the
  ``spacy_tempoeval`` logger) and is replaced by a correct one; writes are atomic (``util.atomic``);
- the format is ``marshal`` of plain data (strings, numbers, lists, dicts, tuples): loading runs no code. The
  rules are made again from it (``Rule``, ``Template``) exactly as the parser makes them; only a pack parsed
  without errors is kept (a bad line raises before anything is written).

``SPACY_TEMPOEVAL_RULE_CACHE=off`` keeps nothing on disk. ``builtin_rules(validate=True)`` always parses.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import marshal
from pathlib import Path
from typing import Any, Sequence, Tuple

from ..util.atomic import atomic_write_bytes
from . import build_cache
from .ruleset import Rule, RuleSet
from .template import Template

FORMAT = b"tempoeval-pack-1\n"

logger = logging.getLogger("spacy_tempoeval")

# the fields of ``Rule`` in the order its constructor takes them; the templates and the record are kept apart
_FIELDS = tuple(f.name for f in dataclasses.fields(Rule))
_TEMPLATES = frozenset({"value", "mod", "range"})


def content_key(files: Sequence[Tuple[str, bytes]]) -> bytes:
    """A SHA-256 of the pack's files: each path and its bytes, with their lengths (no two packs share it)."""
    h = hashlib.sha256()
    for source, data in files:
        name = source.encode("utf-8", "surrogatepass")
        h.update(len(name).to_bytes(8, "big") + name + len(data).to_bytes(8, "big"))
        h.update(data)
    return h.digest()


def pack_path(lang: str) -> Path | None:
    """The file of ``lang``'s pack, or None when the cache is off (``SPACY_TEMPOEVAL_RULE_CACHE``)."""
    facts = build_cache.store().path
    if facts is None:
        return None
    digest = facts.stem.rsplit("-", 1)[-1]  # facts-<code digest>
    safe = "".join(c if c.isalnum() or c in "_-" else "_" for c in lang)
    return facts.with_name(f"pack-{safe}-{digest}.marshal")


def _dump_template(tpl: Template | None) -> Any:
    return None if tpl is None else (tpl.source, tpl.segments, tpl.groups)


def _load_template(data: Any) -> Template | None:
    """The template ``_dump_template`` gave ``data`` for: the parser's own segments, not parsed again."""
    if data is None:
        return None
    tpl = Template.__new__(Template)
    tpl.source, tpl.segments, tpl.groups = data
    return tpl


def dump(ruleset: RuleSet) -> Any:
    """``ruleset`` as plain data (``load`` makes it again)."""
    index = {id(record): i for i, record in enumerate(ruleset.records)}
    rules = []
    for rule in ruleset.rules:
        row = []
        for name in _FIELDS:
            value = getattr(rule, name)
            if name in _TEMPLATES:
                value = _dump_template(value)
            elif name == "record":  # one of the records (its place), else the record itself
                value = index.get(id(value), value)
            row.append(value)
        rules.append(tuple(row))
    return (rules, ruleset.terms, ruleset.regexes, ruleset.records, sorted(ruleset.disabled), ruleset.aliases)


def load(data: Any) -> RuleSet:
    """The rule set ``dump`` gave ``data`` for."""
    rules_data, terms, regexes, records, disabled, aliases = data
    at = {name: i for i, name in enumerate(_FIELDS)}
    templates = sorted(at[name] for name in _TEMPLATES)
    record_at = at["record"]
    rules = []
    for row in rules_data:
        row = list(row)
        for i in templates:
            row[i] = _load_template(row[i])
        if isinstance(row[record_at], int):
            row[record_at] = records[row[record_at]]
        rules.append(Rule(*row))
    # its table of ids (for [E012]) is made from the rules on the first ``extend``, as for any rule set
    return RuleSet(rules=rules, terms=terms, regexes=regexes, records=records, disabled=set(disabled),
                   aliases=aliases)


def read(lang: str, files: Sequence[Tuple[str, bytes]]) -> RuleSet | None:
    """The kept rule set of ``lang``'s pack parsed from exactly ``files``, or None (not kept, other bytes, or a
    file that cannot be used: a note, and the caller parses)."""
    path = pack_path(lang)
    if path is None:
        return None
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as err:
        logger.info("rule pack cache %s not read (%s): parsed", path, err)
        return None
    payload = build_cache.unsealed(data, FORMAT)
    if payload is None:
        logger.info("rule pack cache %s is unusable (format or checksum): parsed", path)
        return None
    try:
        key, snapshot = marshal.loads(payload)
        if key != content_key(files):
            return None  # another version of the pack's files: parsed again, and the file replaced
        return load(snapshot)
    except Exception as err:  # noqa: BLE001 - a well-formed file of unexpected contents: parsed instead
        logger.info("rule pack cache %s is unusable (%s): parsed", path, err)
        return None


def write(lang: str, files: Sequence[Tuple[str, bytes]], ruleset: RuleSet) -> None:
    """Keep ``ruleset``, parsed from ``files``, for the next process (atomic; a failure only leaves a note)."""
    path = pack_path(lang)
    if path is None:
        return
    try:
        atomic_write_bytes(path, build_cache.sealed(FORMAT, marshal.dumps((content_key(files), dump(ruleset)))),
                           fsync=False)
    except (OSError, ValueError) as err:  # a read-only home, a full disk, a value marshal cannot write
        logger.info("rule pack cache %s not written (%s)", path, err)


__all__ = ["content_key", "dump", "load", "pack_path", "read", "write"]
