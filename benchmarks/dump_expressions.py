"""Dump every temporal expression the component finds in the dev corpora, to check a refactor changes nothing.

For each config and each corpus, ``spacy.blank(lang)`` + ``temporal_focus`` (with that config) tags every
document, with the document's own reference date (``dct``, else ``reference_date``; none when it has neither,
as ``default_reference_date`` is off in every config). The output is one file per corpus and config,
``<out>/<config>/<corpus>.jsonl``: a line per expression (``doc``, ``start``, ``end``, ``text``, ``label``,
``value``, ``mod``, ``rule``, ``years`` as intervals) followed by a line for the document's focus years
(``doc``, ``focus``). Run it before and after a change and compare the two directories::

    python benchmarks/dump_expressions.py --out /tmp/dumps/before      # on the code before the change
    python benchmarks/dump_expressions.py --out /tmp/dumps/after       # after it
    diff -r /tmp/dumps/before /tmp/dumps/after && echo identical

Corpora: every ``/work/shared/data/gold/*.jsonl`` (or ``--gold DIR``; ``timebank-es*`` is tagged with the Spanish
pack) and ``benchmarks/data/*.jsonl`` (``de_*`` with the German pack). Configs (``--configs`` to subset, names
below): the default, each option that changes resolution set away from its default, and ``llm_fake``, the LLM
fallback for unknown event names answered by a deterministic fake (a made-up span of years per name, or "not
known"), which exercises the fallback's candidate finding and composition without a model.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, Iterable, Iterator, List

import spacy

import spacy_tempoeval  # noqa: F401  (registers the factory)
from spacy_tempoeval.pipeline.tokenizer_guard import guard_tokenizer

ROOT = Path(__file__).resolve().parent
GOLD = Path("/work/shared/data/gold")


@dataclass(frozen=True)
class FakeLookup:
    """What the LLM fallback expects of one answer (``spacy_tempoeval.llm.events.EventLookup``'s fields)."""

    name: str
    start: int | None
    end: int | None
    model: str = "fake"

    @property
    def ok(self) -> bool:
        return self.start is not None and self.end is not None

    def to_dict(self) -> Dict[str, Any]:
        return {"name": self.name, "ok": self.ok, "start": self.start, "end": self.end, "model": self.model}


def fake_event_years(names: List[str], text: str) -> List[FakeLookup]:
    """A deterministic stand-in for the LLM fallback: a third of the names are "not known", the others get a
    made-up span of years from a checksum of the name."""
    out = []
    for name in names:
        h = zlib.crc32(name.encode("utf8"))
        if h % 3 == 0:
            out.append(FakeLookup(name, None, None))
        else:
            first = 1800 + h % 220
            out.append(FakeLookup(name, first, first + (h >> 8) % 12))
    return out


@spacy.registry.misc("dump_expressions.fake_event_years.v1")
def make_fake_event_years() -> Any:
    """The fake fallback, for a config (``{"@misc": "dump_expressions.fake_event_years.v1"}``)."""
    return fake_event_years


BASE = {"default_reference_date": None}
CONFIGS: Dict[str, Dict[str, Any]] = {
    "default": {},
    "timeml": {"convention": "timeml"},
    "future": {"prefer": "future"},
    "past": {"prefer": "past"},
    "discourse": {"anchoring": "discourse"},
    "reference": {"anchoring": "reference"},
    "unanchored": {"bare_times": "unanchored", "convention": "timeml"},
    "narrow": {"narrow_modifiers": True},
    "no_tense_cues": {"tense_cues": False},
    "window10": {"operator_window": 10},
    "bounds": {"min_year": 1950, "max_year": 2010},
    "llm_fake": {"llm_fallback": {"@misc": "dump_expressions.fake_event_years.v1"}},
}


def corpora(gold: Path) -> Dict[str, Path]:
    """Every corpus by name."""
    found = {p.stem: p for p in sorted(gold.glob("*.jsonl"))}
    found.update({p.stem: p for p in sorted((ROOT / "data").glob("*.jsonl"))})
    return found


def lang_of(corpus: str) -> str:
    if corpus.startswith("timebank-es"):
        return "es"
    if corpus.startswith("de_"):
        return "de"
    return "en"


def read_docs(path: Path) -> Iterator[Dict[str, Any]]:
    with path.open(encoding="utf8") as fh:
        for n, line in enumerate(fh):
            if line.strip():
                doc = json.loads(line)
                doc.setdefault("doc_id", doc.get("id", str(n)))
                yield doc


def dump_corpus(nlp: Any, docs: Iterable[Dict[str, Any]], out: Path) -> int:
    """Tag ``docs`` and write their expressions and focus years to ``out``; the number of expressions."""
    count = 0
    with out.open("w", encoding="utf8") as fh:
        for item in docs:
            doc = nlp.make_doc(item["text"])
            ref = item.get("dct") or item.get("reference_date")
            if ref:
                doc._.reference_date = ref
            doc = nlp(doc)
            for t in doc._.timexes:
                fh.write(json.dumps({"doc": item["doc_id"], **t}, ensure_ascii=False, sort_keys=True,
                                    default=_plain) + "\n")
                count += 1
            focus = doc._.focus_years
            fh.write(json.dumps({"doc": item["doc_id"], "focus": _plain(focus)}) + "\n")
    return count


def _plain(value: Any) -> Any:
    """Year sets as their interval lists."""
    if hasattr(value, "intervals"):
        return [list(iv) for iv in value.intervals]
    raise TypeError(f"cannot dump {type(value).__name__}")


def main(argv: List[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, required=True, help="output directory")
    ap.add_argument("--gold", type=Path, default=GOLD, help="directory of gold corpora (*.jsonl)")
    ap.add_argument("--corpora", nargs="*", help="corpus names (file stems); all when omitted")
    ap.add_argument("--configs", nargs="*", help=f"config names ({', '.join(CONFIGS)}); all when omitted")
    args = ap.parse_args(argv)
    found = corpora(args.gold)
    names = args.corpora or list(found)
    configs = args.configs or list(CONFIGS)
    unknown = [n for n in names if n not in found] + [c for c in configs if c not in CONFIGS]
    if unknown:
        print(f"unknown corpus or config: {', '.join(unknown)}", file=sys.stderr)
        return 2
    for config in configs:
        (args.out / config).mkdir(parents=True, exist_ok=True)
        pipelines: Dict[str, Any] = {}
        for corpus in names:
            lang = lang_of(corpus)
            if lang not in pipelines:
                nlp = guard_tokenizer(spacy.blank(lang))  # as our commands' pipelines
                nlp.max_length = 10_000_000
                nlp.add_pipe("temporal_focus", config={**BASE, **CONFIGS[config]})
                pipelines[lang] = nlp
            t0 = time.perf_counter()
            n = dump_corpus(pipelines[lang], read_docs(found[corpus]), args.out / config / f"{corpus}.jsonl")
            print(f"{config:14} {corpus:20} {n:6d} expressions  {time.perf_counter() - t0:6.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
