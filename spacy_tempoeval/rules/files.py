"""Rule files and the built-in packs: reading a JSONL rule file from disk, and a language's pack.

``loader`` parses records into rules; this module reads them from files (``read_rule_file``), finds and reads
the pack of a language (``builtin_rules``, ``rules/data/<lang>/``) and runs rule examples against a rule set
(``validate_examples``, through the engine). It sits above both, so neither imports the other back.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Dict, Iterable, List, Tuple, Union

from ..errors import Errors, NoRulesForLanguageError, RuleFileError
from . import pack_cache
from . import words as W
from .engine import RuleEngine
from .loader import Rule, RuleSet, check_term_macros, parse_jsonl_bytes

# timeml.jsonl and everyday*.jsonl come before patterns.jsonl: the engine takes the first rule that matches at a
# start (by priority, then order). everyday_holidays.jsonl (priority 0) comes before patterns.jsonl so that its
# holidays win over the old HOLIDAY macro rules at one start; events and periods (priority 1) still win over it
# ("the Easter Rising"), and so does a user rule of the same priority (user rules are tried first)
BUILTIN_FILES = ("lexicon.jsonl", "timeml.jsonl", "everyday.jsonl", "everyday_holidays.jsonl", "patterns.jsonl",
                 "periods.jsonl", "events.jsonl")
def read_rule_file(path: Union[str, Path], articles: Iterable[str] = (), validate: bool = False) -> RuleSet:
    """Read and validate one JSONL rule file; blank lines and lines starting with ``//`` are skipped.

    articles (Iterable[str]): Leading articles of gazetteer names defined in another file (see
        ``parse_records``).
    validate (bool): Also run every rule's ``examples`` (and gazetteer ``counter_examples``) against the
        file's own rules: [E120] on the first failure. A file that needs another file's macros cannot be checked
        alone: check the combined rules (``validate_examples``), as the component does.

    RAISES (RuleFileError): [E009] no such file, [E017] a directory or not UTF-8 text (with the line), [E005]
        invalid JSON and the record errors, each naming the file and line.
    """
    p = Path(path)
    if p.is_dir():
        raise RuleFileError(Errors.E017.format(path=p, reason="it is a directory, not a JSONL file"), path=str(p))
    if not p.is_file():
        raise RuleFileError(Errors.E009.format(path=p), path=str(p))
    out = parse_jsonl_bytes(p.read_bytes(), str(p), articles)
    if validate:
        check_term_macros(out)
        validate_examples(out)
    return out


DEFAULT_LANG = "en"

# the packs parsed in this process: lang -> (the bytes of its files, the rule set). A pipeline built again (each
# test module, ``add_rules``, ``spacy.load``) reads the files (a fraction of a millisecond) but parses them only
# when their bytes changed: an edited pack file is parsed again at once
_PARSED: Dict[str, Tuple[Tuple[Tuple[str, bytes], ...], RuleSet]] = {}


def _data_root():
    return resources.files("spacy_tempoeval.rules") / "data"


def _pack_dir(lang: str):
    """The folder of a language's rule pack, ``rules/data/<lang>/``, or None."""
    folder = _data_root() / lang
    return folder if folder.is_dir() else None


def available_languages() -> List[str]:
    """The languages with a built-in rule pack (``rules/data/<lang>/``)."""
    root = _data_root()
    return sorted(entry.name for entry in root.iterdir() if entry.is_dir() and not entry.name.startswith(("_", ".")))


def validate_examples(ruleset: RuleSet, rules: Iterable[Rule] | None = None) -> None:
    """Run the ``examples`` of ``rules`` (default: all rules of ``ruleset``) against all of ``ruleset``: each must
    be matched in full by its own rule, and no gazetteer ``counter_examples`` text by its entry.

    RAISES (RuleFileError): [E120] naming how many failed and the first one, with its file, line and field.
    """
    RuleEngine(ruleset).validate_examples(None if rules is None else list(rules))


def builtin_rules(lang: str = DEFAULT_LANG, validate: bool = False) -> RuleSet:
    """The rule pack shipped in the package for ``lang`` (``spacy_tempoeval/rules/data/<lang>/``): the files of
    ``BUILTIN_FILES`` that the pack has, in that order.

    lang (str): A language code as spaCy writes it (``nlp.lang``): "en", "es", ...
    validate (bool): Also check every line against the schema (``rules/record_schema.py``) and run every rule's
        examples against the whole pack ([E120] on a failure). The test suite does both for every pack; the
        examples cost 1-3 s a pack (``docs/languages.md``), the schema 0.1-0.2 s, so it is off here.
    RAISES (NoRulesForLanguageError): [E095] when there is no pack for ``lang``.
    """
    folder = _pack_dir(lang)
    if folder is None:
        raise NoRulesForLanguageError(Errors.E095.format(lang=lang, available=", ".join(available_languages())))
    files: List[Tuple[str, bytes]] = []
    for name in BUILTIN_FILES:
        entry = folder / name
        if not entry.is_file():
            continue
        with resources.as_file(entry) as path:
            files.append((str(path), path.read_bytes()))
    known = _PARSED.get(lang)
    if not validate and known is not None and known[0] == tuple(files):
        return known[1].copy()
    # a new process reads the pack as parsed by an earlier one from the same bytes (``pack_cache``)
    out = None if validate else pack_cache.read(lang, files)
    if out is None:
        out = RuleSet()
        for source, data in files:
            # its lines are checked against the schema by the test suite, or here when asked (``validate``)
            out.extend(parse_jsonl_bytes(data, source, out.words(W.PERIOD_ARTICLE), trusted=not validate))
        if validate:
            validate_examples(out)
        else:
            pack_cache.write(lang, files, out)
    _PARSED[lang] = (tuple(files), out.copy())
    return out
