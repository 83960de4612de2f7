"""Versioned prompt templates: ``prompts/<name>.v<N>.jinja`` plus ``prompts/<name>.v<N>.schema.json``.

The ``.jinja`` file is the user message; the ``.schema.json`` file is the JSON schema the reply must follow,
with two extension keys of ours:

    "x-inputs": {"required": [...], "optional": {"name": default, ...}}   what the template needs
    "x-ids": {"reply": "verdicts", "input": "claims", "prefix": "C"}      the reply's ``verdicts[*].id``
        must be exactly the ids ``C1..Cn`` given to the items of the input list ``claims`` (see ``parsing``)

Inputs are data, never instructions: templates put every input inside a ``data`` block (``{{ document |
data("document") }}``) and the system message tells the model so. The ``data`` filter neutralises any of our
delimiter tags that occur inside the text, so a document cannot close its own block and talk to the judge from
outside it.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Dict, List, Tuple

from ..errors import ConfigError, Errors, InputError, UnknownNameError

PROMPTS_PACKAGE = "spacy_tempoeval.llm.prompts"
SYSTEM_PROMPT_FILE = "system.v1.txt"
_FILE_RE = re.compile(r"^(?P<name>[a-z0-9_]+)\.v(?P<version>\d+)\.jinja$")
#: tag names the templates use as delimiters; occurrences inside data are defused
DELIMITER_TAGS = ("data", "document", "context", "contexts", "answer", "query", "question", "claim", "claims",
                  "statement", "statements", "period", "periods", "event", "events", "gold")
# look-alikes a model reads as the same tag: full-width and small-form brackets and slashes, full-width letters,
# and invisible characters (zero-width spaces and joiners, word joiner, BOM, soft hyphen) anywhere inside
_OPEN = "<\uff1c\ufe64\u2039\u3008\u27e8"
_SLASH = "/\uff0f\u2044\u2215"
_INVISIBLE = "\\s\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff"


# letters of other scripts that look like Latin ones (what a reader, or a model, takes for the same tag)
_CONFUSABLES = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s",
    "ԁ": "d", "ԛ": "q", "ԝ": "w", "ѵ": "v", "һ": "h", "ӏ": "l", "к": "k", "м": "m", "т": "t", "п": "n",
    "α": "a", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x",
})
_LETTER_NAME = re.compile(r"^LATIN (?:LETTER SMALL CAPITAL|SMALL LETTER|CAPITAL LETTER|LETTER) ([A-Z])\b")
_INVISIBLE_RE = re.compile(f"[{_INVISIBLE}]")
_CANDIDATE_RE = re.compile(f"[{_OPEN}]([{_INVISIBLE}{_SLASH}]*)((?:[^\\W\\d_][{_INVISIBLE}]*)+)")
_TAGS = frozenset(DELIMITER_TAGS)


@functools.lru_cache(maxsize=4096)
def _fold(ch: str) -> str:
    """A letter as the Latin letter it looks like: NFKC (full-width, mathematical, ligatures), small capitals
    and other named Latin variants ("LATIN LETTER SMALL CAPITAL D"), and Cyrillic or Greek look-alikes."""
    ch = ch.translate(_CONFUSABLES)
    folded = unicodedata.normalize("NFKC", ch)
    if folded.isascii():
        return folded.lower()
    m = _LETTER_NAME.match(unicodedata.name(ch, ""))
    return m.group(1).lower() if m else ch


def _skeleton(word: str) -> str:
    return "".join(_fold(c) for c in _INVISIBLE_RE.sub("", word))


def _names_a_tag(run: str) -> bool:
    """Whether the letters after a ``<`` spell a delimiter tag, alone or before a blank (``<document id="9">``);
    blanks inside the name count as invisible (``<docu ment>``)."""
    skeleton = ""
    for part in re.split(r"\s+", run):
        skeleton += _skeleton(part)
        if skeleton in _TAGS:
            return True
        if len(skeleton) > 12:
            return False
    return False


def defuse(text: str) -> str:
    """Neutralise our delimiter tags inside data (``</document>`` becomes ``&lt;/document>``), look-alikes
    included (``<\u200b/context>``, ``＜／context＞``, full-width letters, small capitals ``</ᴅocument>``, Cyrillic
    or Greek letters that look Latin): a tag name is compared by the Latin letters its characters look like.

    text (str): Untrusted input text.
    RETURNS (str): The text with the opening bracket of every ``<tag`` / ``</tag`` of ``DELIMITER_TAGS``
        written as ``&lt;``.
    """
    def repl(m: re.Match[str]) -> str:
        return "&lt;" + m.group(1) + m.group(2) if _names_a_tag(m.group(2)) else m.group(0)

    return _CANDIDATE_RE.sub(repl, text)


def as_text(value: Any) -> str:
    """The text of an input: a str, or anything with ``.text`` (a spaCy Doc or Span)."""
    if isinstance(value, str):
        return value
    text = getattr(value, "text", None)
    if isinstance(text, str):
        return text
    raise InputError(Errors.E150.format(where="LLM judge input", expected="a str or a spaCy Doc",
                                            value=value, type=type(value).__name__))


def _data_filter(value: Any, tag: str = "data", **attrs: Any) -> str:
    attr_text = "".join(f' {key}="{defuse(str(val))}"' for key, val in attrs.items())
    return f"<{tag}{attr_text}>\n{defuse(as_text(value))}\n</{tag}>"


@functools.lru_cache(maxsize=1)
def _environment():
    from jinja2 import StrictUndefined
    from jinja2.sandbox import SandboxedEnvironment

    env = SandboxedEnvironment(undefined=StrictUndefined, autoescape=False, keep_trailing_newline=False,
                               trim_blocks=True, lstrip_blocks=True)
    env.filters["data"] = _data_filter
    return env


@dataclass(frozen=True)
class PromptTemplate:
    """One versioned prompt: its template text and the schema of its reply.

    name (str): The prompt name, e.g. "temporal_relevance".
    version (int): The template version (the ``vN`` in the file name).
    source (str): The Jinja source of the user message.
    schema (dict): The reply's JSON schema (with ``x-inputs`` / ``x-ids``).
    """

    name: str
    version: int
    source: str
    schema: Dict[str, Any] = field(repr=False)

    @property
    def id(self) -> str:
        """``name.vN``, the identity that goes into cache keys and results."""
        return f"{self.name}.v{self.version}"

    @property
    def required_inputs(self) -> List[str]:
        return list(self.schema.get("x-inputs", {}).get("required", []))

    @property
    def optional_inputs(self) -> Dict[str, Any]:
        return dict(self.schema.get("x-inputs", {}).get("optional", {}))

    @property
    def id_spec(self) -> Dict[str, str] | None:
        """The ``x-ids`` contract, or None."""
        return self.schema.get("x-ids")

    def expected_ids(self, inputs: Dict[str, Any]) -> List[str] | None:
        """The ids the reply must cover, in input order (``prefix + 1..n``), or None without ``x-ids``."""
        spec = self.id_spec
        if not spec:
            return None
        return [f"{spec['prefix']}{i}" for i in range(1, len(inputs[spec["input"]]) + 1)]

    def prepare_inputs(self, inputs: Dict[str, Any]) -> Dict[str, Any]:
        """Check inputs ([E081] missing, [E082] unknown), add optional defaults, turn Docs into text.

        inputs (dict): The keyword inputs given to the judge.
        RETURNS (dict): The inputs to render with.
        """
        missing = [key for key in self.required_inputs if inputs.get(key) is None]
        if missing:
            raise ConfigError(Errors.E081.format(prompt=self.id, missing=missing,
                                                    required=self.required_inputs))
        known = set(self.required_inputs) | set(self.optional_inputs)
        unknown = sorted(set(inputs) - known)
        if unknown:
            raise ConfigError(Errors.E082.format(prompt=self.id, unknown=unknown, known=sorted(known)))
        prepared = {key: value for key, value in self.optional_inputs.items()}
        for key, value in inputs.items():
            if value is None:
                continue
            if isinstance(value, (list, tuple)):
                prepared[key] = [as_text(item) for item in value]
            elif isinstance(value, (int, float)):
                prepared[key] = value
            else:
                prepared[key] = as_text(value)
        return prepared

    def render(self, **inputs: Any) -> str:
        """Render the user message from (prepared) inputs."""
        return _environment().from_string(self.source).render(**self.prepare_inputs(inputs)).strip() + "\n"


def _prompt_files() -> Dict[str, Any]:
    return {entry.name: entry for entry in resources.files(PROMPTS_PACKAGE).iterdir()}


@functools.cache
def available_prompts() -> Dict[str, List[int]]:
    """Prompt names shipped with the package and their versions, e.g. ``{"temporal_relevance": [1]}``."""
    versions: Dict[str, List[int]] = {}
    for filename in _prompt_files():
        match = _FILE_RE.match(filename)
        if match:
            versions.setdefault(match["name"], []).append(int(match["version"]))
    return {name: sorted(found) for name, found in sorted(versions.items())}


def _split_name(prompt: str) -> Tuple[str, int | None]:
    match = re.match(r"^([a-z0-9_]+)(?:\.v(\d+))?$", prompt)
    if not match:
        return prompt, None
    return match[1], int(match[2]) if match[2] else None


@functools.cache
def load_template(prompt: str) -> PromptTemplate:
    """Load ``name`` (latest version) or ``name.vN`` from the package's prompt files. [E080] if unknown.

    prompt (str): "temporal_relevance" or "temporal_relevance.v1".
    RETURNS (PromptTemplate): The template with its schema.
    """
    name, version = _split_name(prompt)
    versions = available_prompts().get(name)
    if not versions or (version is not None and version not in versions):
        known = [f"{n}.v{v}" for n, vs in available_prompts().items() for v in vs]
        raise UnknownNameError(Errors.E080.format(prompt=prompt, known=known))
    version = version if version is not None else versions[-1]
    files = _prompt_files()
    source = files[f"{name}.v{version}.jinja"].read_text(encoding="utf-8")
    schema_file = files.get(f"{name}.v{version}.schema.json")
    if schema_file is None:
        missing = f"{name}.v{version}.schema.json"
        raise UnknownNameError(Errors.E080.format(prompt=missing, known="(the schema file is missing)"))
    return PromptTemplate(name, version, source, json.loads(schema_file.read_text(encoding="utf-8")))


@functools.lru_cache(maxsize=1)
def system_prompt() -> str:
    """The system message every judgment is sent with (versioned file ``system.v1.txt``)."""
    return _prompt_files()[SYSTEM_PROMPT_FILE].read_text(encoding="utf-8").strip()


__all__ = ["PromptTemplate", "load_template", "available_prompts", "system_prompt", "defuse", "as_text"]
