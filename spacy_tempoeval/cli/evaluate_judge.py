"""The LLM judge of ``evaluate --llm``: its options (``--api-base``, ``--api-key-env``, ``--concurrency``,
``--timeout``, ``--retries``, ``--cache`` / ``--no-cache``, ``--llm-option``) and the ``LLMJudge`` built from
them, checked before any work. LiteLLM is imported only here, when ``--llm`` is given."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, List

from ..errors import ConfigError, DependencyError, Errors
from ._console import verbose_log


@dataclass
class JudgeOptions:
    """The LLM judge settings of the command line (all None / False when not given)."""

    api_base: str | None = None
    api_key_env: str | None = None
    concurrency: int | None = None
    timeout: float | None = None
    retries: int | None = None
    cache: Path | None = None
    no_cache: bool = False
    llm_options: List[str] | None = None

    def given(self) -> List[str]:
        names = {"api_base": "--api-base", "api_key_env": "--api-key-env", "concurrency": "--concurrency",
                 "timeout": "--timeout", "retries": "--retries", "cache": "--cache"}
        out = [flag for name, flag in names.items() if getattr(self, name) is not None]
        return out + (["--no-cache"] if self.no_cache else []) + (["--llm-option"] if self.llm_options else [])


def parse_llm_options(values: List[str] | None) -> Dict[str, Any]:
    """``["max_tokens=512", "num_ctx=8192", "stop=[\"x\"]"]`` -> options for LiteLLM (values read as JSON
    when they parse, else kept as text); [E196] (exit 2) for a malformed one."""
    out: Dict[str, Any] = {}
    for value in values or []:
        key, sep, raw = value.partition("=")
        if not sep or not key.strip():
            raise ConfigError(Errors.E196.format(value=value))
        try:
            out[key.strip()] = json.loads(raw)
        except ValueError:
            out[key.strip()] = raw
    return out


def make_judge(model: str, options: JudgeOptions) -> Any:
    """The ``LLMJudge`` of ``--llm`` and its options (the key is read from ``--api-key-env``, never printed)."""
    import os

    try:
        from ..llm import LLMJudge
    except ImportError as err:
        raise DependencyError(Errors.E147.format(reason=err)) from None
    if options.cache is not None and options.no_cache:
        raise ConfigError(Errors.E146.format(options="--cache PATH and --no-cache", reason="pass one, not both"))
    kwargs: Dict[str, Any] = {}
    if options.api_key_env is not None:
        key = os.environ.get(options.api_key_env, "")
        if not key.strip():
            raise ConfigError(Errors.E142.format(name=options.api_key_env))
        kwargs["api_key"] = key
    for name, option in (("max_concurrency", "concurrency"), ("timeout", "timeout"), ("retries", "retries")):
        if getattr(options, option) is not None:
            kwargs[name] = getattr(options, option)
    cache: Any = False if options.no_cache else (str(options.cache) if options.cache is not None else None)
    judge = LLMJudge(model=model, api_base=options.api_base, cache=cache,
                     options=parse_llm_options(options.llm_options), **kwargs)
    from ..llm import quiet_litellm

    quiet_litellm()  # the command line is its own application: no litellm feedback banner on errors
    judge.check_provider()  # [E195] (exit 2) before any work
    verbose_log(f"LLM judge: {model}" + (f" at {options.api_base}" if options.api_base else "")
                + f", concurrency {judge.max_concurrency}, timeout {judge.timeout:g} s, retries {judge.retries}, "
                + (f"cache {judge.cache.path}" if judge.cache is not None else "no cache"))
    return judge


__all__ = ["JudgeOptions", "parse_llm_options", "make_judge"]
