"""dateparser, used where it helps: on short spans already known to be dates (never over whole texts).

dateparser is slow (~35k chars/s) and turns bare numbers into dates, so the tagger only hands it the text of a
rule match that asked for it (``{0|dateparse}``) or of a statistical model's DATE entity.
"""

from __future__ import annotations

import datetime as _dt
import re
from functools import lru_cache

_HAS_YEAR = re.compile(r"\b\d{4}\b|'\d\d\b")


@lru_cache(maxsize=4096)
def _parse(text: str, reference: _dt.date | None) -> str | None:
    import dateparser  # imported lazily: it is slow to import

    settings = {"PREFER_DATES_FROM": "past", "RETURN_AS_TIMEZONE_AWARE": False,
                "REQUIRE_PARTS": [], "STRICT_PARSING": False}
    if reference is not None:
        settings["RELATIVE_BASE"] = _dt.datetime(reference.year, reference.month, reference.day)
    try:
        parsed = dateparser.parse(text, languages=["en"], settings=settings)
    except Exception:  # dateparser raises many kinds of errors on odd input
        return None
    if parsed is None:
        return None
    return parsed.date().isoformat()


def parse_date_text(text: str, reference: _dt.date | None) -> str | None:
    """A TIMEX3 day value for a short date text, or None when dateparser cannot read it.

    text (str): A short text known to be a date ("next Tuesday", "3/4/2021").
    reference (Optional[date]): The reference date for relative texts.
    RETURNS (Optional[str]): ``YYYY-MM-DD``, or None.
    """
    text = text.strip()
    if not text or len(text) > 64 or text.isdigit():
        return None
    return _parse(text, reference)
