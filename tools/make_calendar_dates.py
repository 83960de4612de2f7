"""Write ``spacy_tempoeval/rules/data/xx/calendar_dates.jsonl``: dates of holidays of other calendars, per year.

The holiday tables (``rules/data/<lang>/holidays.jsonl``) name these with ``"rule": "table:<calendar>"``;
``spacy_tempoeval.normalize.holidays`` reads the dates from this file, so the package needs no calendar library
at run time. This script is run by hand when the table is extended, in an environment that has the libraries
(they are not dependencies of the package)::

    pip install --target /tmp/calendar_libs holidays==0.109 convertdate==2.5.1 hijridate==2.3.0
    PYTHONPATH=/tmp/calendar_libs python tools/make_calendar_dates.py

Sources, one per calendar (the line's "source" field says which):
- Diwali, Holi: ``holidays`` (India; the library has them for 2001-2035 only, Holi not in 2002 and 2011);
- Lunar New Year (first day), Vesak: ``holidays`` (China, Singapore), 2000-2050 (Vesak after 2027 is the
  library's own estimate, marked "estimated" there);
- Rosh Hashanah (1 Tishrei), Yom Kippur (10 Tishrei), Hanukkah (25 Kislev, first day), Passover (15 Nisan):
  ``convertdate.hebrew`` (the arithmetic Hebrew calendar; the day that begins at the evening before);
- Ramadan (1 Ramadan), Eid al-Fitr (1 Shawwal), Eid al-Adha (10 Dhu al-Hijja): ``hijridate`` (Umm al-Qura, the
  calendar of Saudi Arabia; other countries may observe a day later). An Islamic holiday can fall twice in one
  Gregorian year (Eid al-Fitr 2000: January 8 and December 27), so every year maps to a list of days.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Dict, List

YEARS = range(2000, 2051)
OUT = Path(__file__).resolve().parent.parent / "spacy_tempoeval" / "rules" / "data" / "xx" / "calendar_dates.jsonl"


def from_holidays(country: str, name: str, years: range) -> Dict[int, List[str]]:
    import holidays  # noqa: PLC0415 - a tool dependency only

    out: Dict[int, List[str]] = {}
    for year in years:
        found = holidays.country_holidays(country, years=year, language="en_US").items()
        # a day may carry several names ("Chinese New Year; Eid al-Fitr"); future years are "(estimated)"
        days = sorted(d for d, names in found
                      if name in (n.replace(" (estimated)", "").strip() for n in names.split(";")))
        if days:
            out[year] = [days[0].strftime("%m-%d")]
    return out


def from_hebrew(month: int, day: int, years: range) -> Dict[int, List[str]]:
    from convertdate import hebrew  # noqa: PLC0415

    out: Dict[int, List[str]] = {}
    for year in years:
        # Tishrei (7) and Kislev (9) fall in the autumn of AM year + 3761; Nisan (1) in the spring of year + 3760
        am = year + 3760 + (month >= 7)
        y, m, d = hebrew.to_gregorian(am, month, day)
        assert y == year, (year, month, day, y)  # invariant
        out[year] = [f"{m:02d}-{d:02d}"]
    return out


def from_hijri(month: int, day: int, years: range) -> Dict[int, List[str]]:
    from hijridate import Hijri  # noqa: PLC0415

    out: Dict[int, List[str]] = defaultdict(list)
    for hyear in range(1410, 1480):
        g = Hijri(hyear, month, day).to_gregorian()
        if g.year in years:
            out[g.year].append(g.strftime("%m-%d"))
    return dict(out)


def main() -> int:
    import holidays  # noqa: PLC0415

    hol = f"holidays {holidays.__version__}"
    tables = [
        ("diwali", f"{hol}, India", from_holidays("IN", "Diwali", YEARS)),
        ("holi", f"{hol}, India", from_holidays("IN", "Holi", YEARS)),
        ("lunar_new_year", f"{hol}, China (first day)",
         from_holidays("CN", "Chinese New Year (Spring Festival)", YEARS)),
        ("vesak", f"{hol}, Singapore", from_holidays("SG", "Vesak Day", YEARS)),
        ("rosh_hashanah", "convertdate.hebrew, 1 Tishrei", from_hebrew(7, 1, YEARS)),
        ("yom_kippur", "convertdate.hebrew, 10 Tishrei", from_hebrew(7, 10, YEARS)),
        ("hanukkah", "convertdate.hebrew, 25 Kislev (first day)", from_hebrew(9, 25, YEARS)),
        ("passover", "convertdate.hebrew, 15 Nisan (first day)", from_hebrew(1, 15, YEARS)),
        ("ramadan", "hijridate, Umm al-Qura, 1 Ramadan", from_hijri(9, 1, YEARS)),
        ("eid_al_fitr", "hijridate, Umm al-Qura, 1 Shawwal", from_hijri(10, 1, YEARS)),
        ("eid_al_adha", "hijridate, Umm al-Qura, 10 Dhu al-Hijja", from_hijri(12, 10, YEARS)),
    ]
    lines = ["// Dates of holidays of other calendars, per Gregorian year (MM-DD lists). Written by "
             "tools/make_calendar_dates.py; do not edit by hand."]
    for name, source, dates in tables:
        lines.append(json.dumps({"calendar": name, "source": source,
                                 "dates": {str(y): dates[y] for y in sorted(dates)}}, separators=(", ", ": ")))
    OUT.write_text("\n".join(lines) + "\n", encoding="utf8")
    print(f"wrote {OUT} ({len(tables)} calendars)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
