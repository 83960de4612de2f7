"""Write the holiday rules of each language pack from its holiday table (issue 20).

``rules/data/<lang>/holidays.jsonl`` says what a holiday is called and how its day is computed;
``rules/data/<lang>/everyday_holidays.jsonl`` (written here, do not edit by hand) holds one rule per holiday:
its phrases, optionally followed by a year ("Thanksgiving 2019", "Ostern 2019", "la Pascua de 2019"), with the
value ``{y|year}-HOL:<lang>:<id>`` that ``normalize.holiday_values`` resolves to the holiday's day of the right
year under ``prefer``. The rule id names the holiday (``holiday_<id>``). A pack whose lexicon defines the macro
``HOLIDAY_REL`` (words before a holiday -> ``<`` the last one before the reference, ``>`` the next one after it,
``=`` the one of the reference's year: "last Christmas", "next Easter", "this Thanksgiving") also gets, after
those, one rule per holiday with such a word (``holiday_rel_<id>``, the word in the TIMEX3 as TimeML writes "last
Friday"). A pack with the macro ``HOLIDAY_REL_AFTER`` (s18-: Spanish "la Navidad *pasada*") gets one rule per holiday
with such a word after it (``holiday_rel_after_<id>``, before the bare holiday's rule), and one with the macro
``HOLIDAY_NOT_AFTER`` keeps a holiday's name out when one of its words follows ("la Pascua *Militar*").
``tests/rules/test_everyday_rules.py`` checks that the files are up to date.

    python tools/make_holiday_rules.py            # rewrite every pack's file
    python tools/make_holiday_rules.py --check    # exit 1 if a file is out of date
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Dict, List

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spacy_tempoeval.normalize.holidays import DATA_DIR, HOLIDAY_FILE, Holiday, read_holidays  # noqa: E402

OUT_FILE = "everyday_holidays.jsonl"
# the lexicon macro of the words that may stand before a holiday, with their direction ("last" -> "<")
REL_MACRO = "HOLIDAY_REL"
# s18-: the macro of the words that may follow a holiday ("la Navidad pasada", "la Nochebuena pasada")
REL_AFTER_MACRO = "HOLIDAY_REL_AFTER"
# s18-: the macro of the words after which a holiday's name is part of another name ("la Pascua Militar")
NOT_AFTER_MACRO = "HOLIDAY_NOT_AFTER"
# words between a holiday and its year: "la Pascua de 2019", "Thanksgiving of 2019"
YEAR_LINK = r"(?:,?\s+(?:of\s+|de\s+|del\s+|von\s+)?(?P<y>{YEARX}))?"


def phrase_pattern(phrase: str) -> str:
    """A phrase as a regular expression: spaces any run of spaces, apostrophes straight, curly or left out,
    hyphens a hyphen, a space or nothing."""
    out: List[str] = []
    for ch in phrase:
        if ch == " ":
            out.append(r"\s+")
        elif ch == "'":
            out.append("['’]?")
        elif ch == "-":
            out.append(r"[-\s]?")
        else:
            out.append(re.escape(ch))
    return "".join(out)


def _shadows(short: Holiday, long: Holiday) -> bool:
    """Whether a phrase of ``short`` begins a phrase of ``long`` ("christmas" / "christmas eve"): at one start
    the first rule that matches wins (``rules.engine``), so ``long`` must come first."""
    return any(q.startswith(p) and len(q) > len(p) and not q[len(p)].isalnum()
               for p in short.phrases for q in long.phrases)


def ordered(holidays: List[Holiday]) -> List[Holiday]:
    """The holidays in table order, except that one whose phrase begins another's comes after it."""
    out: List[Holiday] = []
    pending = list(holidays)
    while pending:
        free = next((h for h in pending if not any(_shadows(h, o) for o in pending if o is not h)), pending[0])
        out.append(free)
        pending.remove(free)
    return out


def macro_terms(lang: str, name: str) -> Dict[str, str]:
    """The terms of the pack's lexicon macro ``name`` (empty when the pack has none; a list's words map to "")."""
    path = DATA_DIR / lang / "lexicon.jsonl"
    lines = path.read_text(encoding="utf8").splitlines() if path.is_file() else []
    for line in map(str.strip, lines):
        if line and not line.startswith("//"):
            entry = json.loads(line)
            if entry.get("macro") == name:
                terms = entry["terms"]
                return dict(terms) if isinstance(terms, dict) else dict.fromkeys(terms, "")
    return {}


def rules_for(lang: str) -> List[dict]:
    """The holiday rules of pack ``lang``: per holiday (in ``ordered`` order) the rule with a word after it
    (``holiday_rel_after_<id>``, when the pack has ``HOLIDAY_REL_AFTER``: it must come before the bare holiday,
    which matches at the same start) and the bare one (``holiday_<id>``); then the rules with a word before it
    (``holiday_rel_<id>``, when the pack has ``HOLIDAY_REL``)."""
    table = read_holidays(DATA_DIR / lang / HOLIDAY_FILE)
    rel_words = list(macro_terms(lang, REL_MACRO))
    after_words = list(macro_terms(lang, REL_AFTER_MACRO))
    # not a name that goes on ("la Pascua Militar", a ceremony): only when the pack lists such words
    not_after = r"(?!\s+(?:{" + NOT_AFTER_MACRO + r"})\b)" if macro_terms(lang, NOT_AFTER_MACRO) else ""
    out, relative = [], []
    for holiday in ordered(list(table)):
        phrases = sorted(holiday.phrases, key=lambda p: (-len(p), p))
        # not a word cut short by an ellipsis ("during my holi..." in a tweet)
        names = "(?:" + "|".join(phrase_pattern(p) for p in phrases) + r")(?!\.\.\.|…)" + not_after
        if after_words:
            out.append({"id": f"holiday_rel_after_{holiday.id}", "label": "DATE",
                        "pattern": names + r"\s+(?P<rel>{" + REL_AFTER_MACRO + r"})(?!\w)",
                        "value": "{rel|term:" + REL_AFTER_MACRO + "}" + f"XXXX-HOL:{lang}:{holiday.id}",
                        "priority": 0, "examples": [f"{holiday.phrases[0]} {after_words[0]}"]})
        out.append({"id": f"holiday_{holiday.id}", "label": "DATE", "pattern": names + YEAR_LINK,
                    "value": f"{{y|year}}-HOL:{lang}:{holiday.id}", "priority": 0,
                    "examples": [holiday.phrases[0]]})
        if rel_words:
            relative.append({"id": f"holiday_rel_{holiday.id}", "label": "DATE",
                             "pattern": "(?P<rel>{" + REL_MACRO + r"})\s+" + names,
                             "value": "{rel|term:" + REL_MACRO + "}" + f"XXXX-HOL:{lang}:{holiday.id}",
                             "priority": 0, "examples": [f"{rel_words[0]} {holiday.phrases[0]}"]})
    return out + relative


def render(lang: str) -> str:
    head = (f"// Holiday rules of the {lang!r} pack, written by tools/make_holiday_rules.py from holidays.jsonl: "
            "do not edit by hand.\n")
    return head + "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rules_for(lang))


def main(argv: List[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only check that the files are up to date")
    args = ap.parse_args(argv)
    stale = []
    for table in sorted(DATA_DIR.glob(f"*/{HOLIDAY_FILE}")):
        lang = table.parent.name
        path = table.parent / OUT_FILE
        text = render(lang)
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf8") != text:
                stale.append(str(path))
        else:
            path.write_text(text, encoding="utf8")
    for path in stale:
        print(f"out of date: {path} (run python tools/make_holiday_rules.py)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
