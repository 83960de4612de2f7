"""What went wrong with a model call, said safely: permanent errors, secrets redacted, whole-metric failures.

* ``permanent_reason(exc)``: errors that retrying cannot fix: a missing or rejected credential (litellm reports a
  missing OpenAI key as an ``InternalServerError``, so the message and the exception chain are read too) and a
  connection that is refused or a host that does not resolve (no server there: ``ollama/llama3`` with no
  Ollama running). The judge gives up on these at once instead of retrying them.
* ``redact(text, secrets)``: provider error texts and replies are copied into results (``JudgeResult.error`` and
  ``.raw``, the NaN reasons, ``EvaluationResult.to_json()``, the report) and into the cache. A server that echoes the
  request headers would put the API key there: every configured key (and its part after a provider prefix such as
  ``sk-``), every ``*_API_KEY`` / ``*_TOKEN`` / ``*_SECRET`` environment value and every bearer token is replaced
  by ``[REDACTED]``, in every reply, failed or not.
* ``all_failed(scores)``: when no judgment of a whole metric column succeeded, the number and the first reason
  (``evaluate`` warns once with [W002]; the command line exits with code 8); ``some_failed(scores)``: when only
  some failed, their number, the total and the first reason (``evaluate`` warns once with [W024], exit code 0).
"""

from __future__ import annotations

import os
import re
import socket
import warnings
from typing import Any, Iterable, List, Sequence, Tuple

from ..errors import JudgmentsFailedWarning, SomeJudgmentsFailedWarning

REDACTED = "[REDACTED]"
_SECRET_ENV = re.compile(r"(API_KEY|APIKEY|TOKEN|SECRET|PASSWORD)$", re.IGNORECASE)
_BEARER = re.compile(r"(?i)(bearer\s+|x-api-key[\"']?\s*[:=]\s*[\"']?|api[_-]?key[\"']?\s*[:=]\s*[\"']?)"
                     r"([A-Za-z0-9._\-]{8,})")
_KEY_SHAPES = re.compile(r"\b(sk-[A-Za-z0-9_\-]{16,}|sk-ant-[A-Za-z0-9_\-]{16,}|AIza[0-9A-Za-z_\-]{30,})")
_KEY_PREFIX = re.compile(r"^(?:[A-Za-z]{2,8}[-_])+")
_AUTH_TEXT = re.compile(r"(?i)missing credentials|missing \w+ api key|no (api )?key is set|api[_ ]key (client option )?"
                        r"must be set|invalid api key|incorrect api key|unauthori[sz]ed|authentication")


def _chain(exc: BaseException) -> List[BaseException]:
    out: List[BaseException] = []
    seen = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen and len(out) < 20:
        seen.add(id(current))
        out.append(current)
        current = current.__cause__ or current.__context__
    return out


def permanent_reason(exc: BaseException) -> str | None:
    """Why retrying ``exc`` cannot help ("authentication" or "connection"), or None (worth retrying)."""
    for err in _chain(exc):
        name = type(err).__name__
        if name in ("AuthenticationError", "PermissionDeniedError") or getattr(err, "status_code", None) in (401,
                                                                                                             403):
            return "authentication"
        if isinstance(err, (ConnectionRefusedError, socket.gaierror)) or name == "ClientConnectorDNSError":
            return "connection"
        if _AUTH_TEXT.search(str(err)):
            return "authentication"
    return None


def secrets_of(options: dict) -> List[str]:
    """The secret values to hide: ``api_key``-like options and secret-looking environment variables."""
    found = [str(v) for k, v in options.items() if v and re.search(r"key|token|secret", k, re.IGNORECASE)
             and isinstance(v, str)]
    found += [v for k, v in os.environ.items() if _SECRET_ENV.search(k) and v and len(v) >= 8]
    found += [part for part in map(_distinctive, found) if part]
    return sorted({s for s in found if len(s) >= 6}, key=len, reverse=True)


def _distinctive(secret: str) -> str | None:
    """The part of a key after its provider prefix (``sk-``, ``sk-proj-``, ``gsk_``...), which identifies it just
    as well, or None when it has no such prefix or what is left is short."""
    rest = _KEY_PREFIX.sub("", secret)
    return rest if rest != secret and len(rest) >= 12 else None


def redact(text: str | None, secrets: Iterable[str] = ()) -> str | None:
    """``text`` with every secret, bearer token and API-key-shaped string replaced by ``[REDACTED]``."""
    if not text:
        return text
    for secret in secrets:
        text = text.replace(secret, REDACTED)
    text = _BEARER.sub(lambda m: m.group(1) + REDACTED, text)
    return _KEY_SHAPES.sub(REDACTED, text)


def redact_value(value: Any, secrets: Iterable[str] = ()) -> Any:
    """``value`` (a reply's decoded JSON) with ``redact`` applied to every string in it, keys included."""
    if isinstance(value, str):
        return redact(value, secrets)
    if isinstance(value, dict):
        return {redact_value(k, secrets): redact_value(v, secrets) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_value(v, secrets) for v in value]
    return value


def all_failed(scores: Sequence[Any]) -> Tuple[int, str] | None:
    """(number of judgments, first reason) when judgments were made for these scores and none succeeded."""
    n, first = 0, None
    for score in scores:
        for record in (getattr(score, "details", None) or {}).get("judgments", ()) or ():
            if not isinstance(record, dict):
                continue
            if record.get("ok"):
                return None
            n += 1
            first = first or record.get("error")
    if n == 0:
        return None
    return n, first or "unknown error"


def warn_if_all_failed(metric: str, scores: Sequence[Any]) -> bool:
    """Warn once ([W002]) when every judgment behind ``scores`` failed. RETURNS (bool): whether it warned."""
    failed = all_failed(scores)
    if failed is None:
        some = some_failed(scores)
        if some is not None:  # [W024]: a partial failure is said too, with its counts
            warnings.warn(SomeJudgmentsFailedWarning(metric, *some), stacklevel=3)
        return False
    warnings.warn(JudgmentsFailedWarning(metric, failed[0], failed[1]), stacklevel=3)
    return True


def some_failed(scores: Sequence[Any]) -> Tuple[int, int, str] | None:
    """(failed, total judgments, first reason) when some judgments behind ``scores`` failed, else None."""
    records = [r for s in scores for r in (getattr(s, "details", None) or {}).get("judgments", ()) or ()
               if isinstance(r, dict)]
    bad = [r for r in records if not r.get("ok")]
    if not bad:
        return None
    return len(bad), len(records), next((r["error"] for r in bad if r.get("error")), "unknown error")


__all__ = ["permanent_reason", "redact", "redact_value", "secrets_of", "all_failed", "some_failed",
           "warn_if_all_failed", "REDACTED"]
