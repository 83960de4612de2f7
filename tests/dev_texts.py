"""Texts that the tests comparing a fast path with its reference code read: the first texts of each dev corpus
(``../shared/data/gold``, when present) and the everyday sets (``benchmarks/data/everyday_*.jsonl``)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import List, Tuple

GOLD = Path(os.environ.get("TEMPOEVAL_GOLD_DIR") or Path(__file__).resolve().parents[2] / "shared" / "data" / "gold")
DATA = Path(__file__).resolve().parent.parent / "benchmarks" / "data"


def gold_texts(limit: int, chars: int = 1500) -> List[Tuple[str, str]]:
    """(language, text) of the first ``limit`` texts of every gold corpus (when present), each cut to its first
    ``chars`` characters (the long ones: wikiwars). Spanish corpora are named ``*-es*``; the rest are English."""
    out = []
    if not GOLD.is_dir():
        return out
    for path in sorted(GOLD.glob("*.jsonl")):
        lang = "es" if "-es" in path.name else "en"
        with path.open(encoding="utf8") as f:
            for i, line in enumerate(f):
                if i >= limit:
                    break
                out.append((lang, json.loads(line)["text"][:chars]))
    return out


def everyday(lang: str) -> List[str]:
    """The texts of the everyday set of ``lang`` (empty when there is none)."""
    path = DATA / f"everyday_{lang}.jsonl"
    if not path.exists():
        return []
    with path.open(encoding="utf8") as f:
        return [json.loads(line)["text"] for line in f]
