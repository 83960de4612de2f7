"""The one place years are written and read as TIMEX3 values, and dates BC are carried on Python dates.

Three ways of counting years meet in the tagger:

* the *historical* year of ``YearSet`` and of rule files: ..., -2 (2 BC), -1 (1 BC), 1 (AD 1), ...; no year 0;
* the *ordinal* (astronomical) year of ``yearset.year_to_ordinal``: 1 BC is 0, 2 BC is -1; date arithmetic
  ("two years before 1 AD") is done on it;
* the *proxy* year of an ``Anchor``: Python dates have no year before AD 1, so a date BC is carried as a date in
  the year ``ordinal + BC_OFFSET`` (481 BC, ordinal -480, is 4520), and values computed from it are mapped back
  by ``from_proxy``.

TIMEX3 writes a year with four digits, ``BC`` before a year BC (``BC0044`` for 44 BC).
"""

from __future__ import annotations

import re

from ..yearset import ordinal_to_year

# proxy years for dates BC: 481 BC is ordinal -480, carried as 4520 (BC dates down to 4999 BC)
BC_OFFSET = 5000
_LEADING_YEAR = re.compile(r"^(BC)?(\d{4})")
_PROXY_YEAR = re.compile(r"^(\d{4})(?=-|T|$)")


def timex_year(year: int) -> str:
    """A historical year as a TIMEX3 value: ``1940`` -> ``"1940"``, ``-44`` -> ``"BC0044"``."""
    return f"BC{-year:04d}" if year < 0 else f"{year:04d}"


def timex_year_of_ordinal(ordinal: int) -> str:
    """An ordinal (astronomical) year as a TIMEX3 value: ``0`` -> ``"BC0001"``, ``-480`` -> ``"BC0481"``."""
    return timex_year(ordinal_to_year(ordinal)) if ordinal <= 0 else f"{ordinal:04d}"


def leading_year(value: str) -> int | None:
    """The (first) historical year of an explicit value: ``"1940-04"`` -> 1940, ``"BC0492"`` -> -492."""
    m = _LEADING_YEAR.match(value)
    if not m:
        return None
    return -int(m.group(2)) if m.group(1) else int(m.group(2))


def proxy_of_bc(bc_year: int) -> int:
    """The proxy year of the year ``bc_year`` BC (a positive number): 481 -> 4520."""
    return 1 - bc_year + BC_OFFSET


def ordinal_of_proxy(proxy_year: int) -> int:
    """The ordinal year a proxy year stands for: 4520 -> -480."""
    return proxy_year - BC_OFFSET


def year_of_proxy(proxy_year: int) -> int:
    """The historical year a proxy year stands for: 4520 -> -481."""
    return ordinal_to_year(ordinal_of_proxy(proxy_year))


def from_proxy(value: str) -> str:
    """Turn a value computed from a proxy anchor back into a TIMEX3 value: ``4521-SU`` -> ``BC0480-SU``,
    ``5001`` -> ``0001``. Values without a leading year (decades, centuries) cannot be mapped and become the
    unknown ``XXXX`` (no years)."""
    if "/" in value:
        return "/".join(from_proxy(v) for v in value.split("/"))
    m = _PROXY_YEAR.match(value)
    if not m:
        return "XXXX"
    return timex_year_of_ordinal(ordinal_of_proxy(int(m.group(1)))) + value[4:]


__all__ = ["BC_OFFSET", "timex_year", "timex_year_of_ordinal", "leading_year", "proxy_of_bc", "ordinal_of_proxy",
           "year_of_proxy", "from_proxy"]
