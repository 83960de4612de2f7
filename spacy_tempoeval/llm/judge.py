"""``LLMJudge``: renders a versioned prompt, asks any LiteLLM model, and returns validated JSON or a reason.

One judgment = one prompt template + inputs. The judge renders the template (inputs delimited as data), looks
the rendered messages up in the cache, otherwise calls ``litellm.acompletion`` under a concurrency bound with
a per-call timeout and retries with exponential backoff on rate limits, timeouts, connection and server
errors. The reply is parsed and validated against the prompt's schema (see ``parsing``). Failures never raise
out of ``ajudge``: they come back as a ``JudgeResult`` with ``ok=False``, the reason, and the raw reply when
there was one, so one bad judgment never sinks a batch. Bad configuration or inputs (our side) do raise, with
an error code.

litellm is imported on the first real call (``_litellm.get_litellm``), never at import time.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import random
import time
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, Iterable, Iterator, List, Mapping, Union

from ..errors import ConfigError, Errors
from .cache import JudgeCache, cache_key, default_cache_path
from .cost import Usage, UsageTotals, usage_from_response
from .failures import permanent_reason, redact, secrets_of
from .parsing import parse_reply, shorten_reply
from .templates import PromptTemplate, load_template, system_prompt

log = logging.getLogger(__name__)


@dataclass
class JudgeResult:
    """The outcome of one judgment.

    prompt (str): ``name.vN`` of the template used.
    data (Optional[dict]): The validated reply (coerced to the schema), or None on failure.
    raw (Optional[str]): The model's reply text, kept also (especially) when it could not be used.
    error (Optional[str]): Why the judgment failed, or None.
    notes (List[str]): Coercions applied to the reply (clamped numbers, normalised labels).
    usage (dict): Tokens and cost of the call (from the cache entry when ``cached``).
    cached (bool): Whether the reply came from the cache.
    reused (bool): Whether this is the outcome of an identical judgment made earlier in the same session
        (``LLMJudge.session()``: one ``evaluate`` run), success or failure, instead of a new request.
    attempts (int): Model calls made (0 for a cache hit or a reused judgment).
    latency (float): Seconds spent in this judgment.
    """

    prompt: str
    data: Dict[str, Any] | None = None
    raw: str | None = None
    error: str | None = None
    notes: List[str] = field(default_factory=list)
    usage: Dict[str, Any] = field(default_factory=dict)
    cached: bool = False
    reused: bool = False
    attempts: int = 0
    latency: float = 0.0

    @property
    def ok(self) -> bool:
        """True when ``data`` holds a validated reply."""
        return self.error is None and self.data is not None

    def to_dict(self) -> Dict[str, Any]:
        """A JSON-friendly dict of every field."""
        return {"prompt": self.prompt, "ok": self.ok, "data": self.data, "raw": self.raw, "error": self.error,
                "notes": list(self.notes), "usage": dict(self.usage), "cached": self.cached,
                "reused": self.reused, "attempts": self.attempts, "latency": round(self.latency, 4)}


def _check_option(name: str, value: Any, ok: bool, reason: str) -> None:
    if not ok:
        raise ConfigError(Errors.E083.format(name=name, value=value, reason=reason))


def _open_cache(cache: Union[str, Path, JudgeCache, None, bool]) -> JudgeCache | None:
    if cache is False:
        return None
    if isinstance(cache, JudgeCache):
        return cache
    if cache is None or cache is True:
        return JudgeCache(default_cache_path())
    if isinstance(cache, (str, Path)):
        return JudgeCache(cache)
    reason = "use a file path, ':memory:', None (default file) or False"
    raise ConfigError(Errors.E083.format(name="cache", value=cache, reason=reason))


class LLMJudge:
    """A judge backed by any LiteLLM model (OpenAI, Anthropic, Azure, Bedrock, Ollama, vLLM, ...).

    model (str): A LiteLLM model string, e.g. "gpt-4o", "ollama/llama3", "openai/my-model" (with api_base).
    api_base (Optional[str]): The endpoint, for local or self-hosted servers.
    temperature (float): Sampling temperature (0 makes judgments repeatable and cacheable).
    max_concurrency (int): At most this many model calls in flight per event loop.
    timeout (float): Seconds allowed for one model call.
    retries (int): Extra attempts after a rate limit, timeout, connection or server error.
    backoff (float): First retry delay in seconds; doubles each attempt (with jitter), capped by max_backoff.
    max_backoff (float): Longest delay between attempts.
    cache (Union[str, Path, JudgeCache, None, bool]): A SQLite file path (or ":memory:" or a JudgeCache); None
        uses ``default_cache_path()``; False disables caching.
    options (Optional[Mapping[str, Any]]): Options passed to every LiteLLM call (``max_tokens``, ``num_ctx``
        for Ollama, ``top_p``, ``seed``, ``temperature`` ...); they are part of the cache key.
    rpm (Optional[float]): At most this many model calls per minute (calls start at least 60/rpm s apart).
    router (Any): A ``litellm.Router`` (rate limits, fallbacks, load balancing): calls go through
        ``router.acompletion(model=model, ...)``, ``model`` being one of its model names.
    structured (bool): Ask for the reply schema as ``response_format`` where LiteLLM says the model supports
        it (``litellm.supports_response_schema``); the tolerant parser reads every reply either way.
    **litellm_kwargs: Passed to ``litellm.acompletion`` (api_key, max_tokens, mock_response, ...).

    The model string is checked against LiteLLM's providers before the first call ([E195] at once, not one
    failed judgment per record).
    """

    def __init__(self, model: str, *, api_base: str | None = None, temperature: float = 0.0,
                 max_concurrency: int = 8, timeout: float = 60.0, retries: int = 3, backoff: float = 1.0,
                 max_backoff: float = 30.0, cache: Union[str, Path, JudgeCache, None, bool] = None,
                 options: Mapping[str, Any] | None = None, rpm: float | None = None, router: Any = None,
                 structured: bool = True, **litellm_kwargs: Any) -> None:
        _check_option("model", model, isinstance(model, str) and bool(model.strip()),
                      "a LiteLLM model string")
        _check_option("max_concurrency", max_concurrency,
                      isinstance(max_concurrency, int) and max_concurrency >= 1, "an int >= 1")
        _check_option("timeout", timeout, isinstance(timeout, (int, float)) and timeout > 0, "seconds > 0")
        _check_option("retries", retries, isinstance(retries, int) and retries >= 0, "an int >= 0")
        _check_option("backoff", backoff, isinstance(backoff, (int, float)) and backoff >= 0, "seconds >= 0")
        _check_option("options", options, options is None or isinstance(options, Mapping), "a dict")
        _check_option("rpm", rpm, rpm is None or (isinstance(rpm, (int, float)) and rpm > 0), "calls > 0")
        self.model = model
        self.api_base = api_base
        self.temperature = temperature
        self.max_concurrency = max_concurrency
        self.timeout = float(timeout)
        self.retries = retries
        self.backoff = float(backoff)
        self.max_backoff = float(max_backoff)
        self.litellm_kwargs = {**litellm_kwargs, **dict(options or {})}
        if "temperature" in self.litellm_kwargs:
            self.temperature = self.litellm_kwargs.pop("temperature")
        self.rpm = rpm
        self.router = router
        self.structured = structured
        self._provider_checked = router is not None
        self._schema_support: bool | None = None
        self._next_start: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, float] = weakref.WeakKeyDictionary()
        self.cache = _open_cache(cache)
        self._secrets = secrets_of(self.litellm_kwargs)
        self._fatal: str | None = None  # set by an authentication or connection error: later calls skip the model
        self.usage = UsageTotals()
        self._memo: Dict[str, Any] | None = None  # cache key -> JudgeResult or pending Future (in a session)
        self._semaphores: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = (
            weakref.WeakKeyDictionary())

    # -- helpers -----------------------------------------------------------------------------------------
    @property
    def params(self) -> Dict[str, Any]:
        """The request parameters (what goes into the cache key, minus non-semantic ones)."""
        return {"temperature": self.temperature, **self.litellm_kwargs}

    def _key(self, template: PromptTemplate, messages: List[Dict[str, str]]) -> str:
        """The cache key: model, server, sampling options, prompt id and version, reply schema, messages."""
        return cache_key(self.model, self.params, template.id, messages, api_base=self.api_base,
                         schema=template.schema)

    def check_provider(self) -> None:
        """Check the model string against LiteLLM's providers (once; not with a ``router``).

        RAISES (ConfigError): [E195] when LiteLLM knows no provider for it (e.g. "llama3" for "ollama/llama3").
        """
        if self._provider_checked:
            return
        from ._litellm import get_litellm

        litellm = get_litellm()
        try:
            litellm.get_llm_provider(model=self.model, api_base=self.api_base)
        except Exception as exc:  # litellm raises its BadRequestError (a ValueError-like) for no provider
            reason = self._reason(exc).splitlines()[0][:200]
            raise ConfigError(Errors.E195.format(model=self.model, reason=reason)) from None
        self._provider_checked = True

    def _response_format(self, schema: Any) -> Dict[str, Any] | None:
        """The ``response_format`` asking for ``schema``, where LiteLLM says the model supports it."""
        if not self.structured or schema is None or "response_format" in self.litellm_kwargs:
            return None
        if self._schema_support is None:
            from ._litellm import get_litellm

            try:
                self._schema_support = bool(get_litellm().supports_response_schema(model=self.model))
            except Exception:  # an unknown model: no structured output, the tolerant parser reads the reply
                self._schema_support = False
            log.debug("judge %s: structured output %s", self.model,
                      "requested" if self._schema_support else "not supported, tolerant parsing only")
        if not self._schema_support:
            return None
        clean = {k: v for k, v in schema.items() if not str(k).startswith("x-")} if isinstance(schema, dict) \
            else schema
        return {"type": "json_schema", "json_schema": {"name": "judgment", "schema": clean, "strict": False}}

    async def _pace(self) -> None:
        """Wait for this call's slot under ``rpm`` (calls start at least 60/rpm s apart, per event loop)."""
        if self.rpm is None:
            return
        loop = asyncio.get_running_loop()
        now = loop.time()
        start = max(now, self._next_start.get(loop, now))
        self._next_start[loop] = start + 60.0 / self.rpm
        if start > now:
            await asyncio.sleep(start - now)

    def _semaphore(self) -> asyncio.Semaphore:
        loop = asyncio.get_running_loop()
        semaphore = self._semaphores.get(loop)
        if semaphore is None:
            semaphore = asyncio.Semaphore(self.max_concurrency)
            self._semaphores[loop] = semaphore
        return semaphore

    def messages(self, prompt: Union[str, PromptTemplate], **inputs: Any) -> List[Dict[str, str]]:
        """The chat messages a judgment sends (system rules + rendered template)."""
        template = prompt if isinstance(prompt, PromptTemplate) else load_template(prompt)
        return [{"role": "system", "content": system_prompt()},
                {"role": "user", "content": template.render(**inputs)}]

    def _reason(self, exc: BaseException) -> str:
        """The error text kept in results: the exception, shortened, with secrets redacted."""
        return redact(f"{type(exc).__name__}: {str(exc)[:300]}", self._secrets) or type(exc).__name__

    def _delay(self, attempt: int) -> float:
        return min(self.max_backoff, self.backoff * (2 ** attempt)) * random.uniform(0.5, 1.0)

    async def _call(self, messages: List[Dict[str, str]], schema: Any = None) -> Any:
        from ._litellm import get_litellm

        kwargs = {"num_retries": 0, "max_retries": 0, **self.params, "timeout": self.timeout}
        if self.api_base:
            kwargs["api_base"] = self.api_base
        response_format = self._response_format(schema)
        if response_format is not None:
            kwargs["response_format"] = response_format
        complete = self.router.acompletion if self.router is not None else get_litellm().acompletion
        await self._pace()
        # litellm's own timeout covers the HTTP call; wait_for is the hard stop for anything that ignores it
        return await asyncio.wait_for(complete(model=self.model, messages=messages, **kwargs),
                                      timeout=self.timeout + max(0.5, 0.25 * self.timeout))

    async def _call_with_retries(self, result: JudgeResult, messages: List[Dict[str, str]],
                                 schema: Any = None) -> Any:
        from ._litellm import get_litellm, retryable_errors

        retryable = retryable_errors() + (asyncio.TimeoutError,)
        litellm = get_litellm()
        if self._fatal is not None:  # no key or no server: every call would fail the same way
            result.error = f"{self._fatal} (not called again after this error)"
            return None, None
        for attempt in range(self.retries + 1):
            result.attempts += 1
            try:
                async with self._semaphore():
                    response = await self._call(messages, schema)
                return response, usage_from_response(response, litellm)
            except retryable as exc:
                reason = self._reason(exc)
                if isinstance(exc, asyncio.TimeoutError):
                    reason = f"Timeout: no reply within {self.timeout:g} s"
                permanent = permanent_reason(exc)
                if permanent is not None:  # a missing key or no server: the next attempt would fail the same way
                    result.error = self._fatal = f"{permanent} error, not retried: {reason}"
                    return None, None
                if attempt >= self.retries:
                    result.error = f"gave up after {result.attempts} attempt(s); last error: {reason}"
                    return None, None
                log.info("judge %s: attempt %d failed (%s); retrying", self.model, result.attempts, reason)
                self.usage.add("retries")
                await asyncio.sleep(self._delay(attempt))
            except Exception as exc:  # auth, bad request, unknown model ...: retrying will not help
                result.error = self._reason(exc)
                permanent = permanent_reason(exc)
                if permanent is not None:
                    result.error = self._fatal = f"{permanent} error, not retried: {result.error}"
                return None, None
        return None, None  # pragma: no cover - loop always returns

    # -- public API --------------------------------------------------------------------------------------
    async def ajudge(self, prompt_name: str, **inputs: Any) -> JudgeResult:
        """Run one judgment. Never raises for model-side failures (see ``JudgeResult.error``).

        prompt_name (str): A prompt shipped in ``spacy_tempoeval/llm/prompts`` ("temporal_relevance" or
            "temporal_relevance.v1").
        **inputs: The template's inputs (str, spaCy Doc, or lists of them). [E081]/[E082] on missing/unknown.
        RETURNS (JudgeResult): Validated data, or the error with the raw reply kept.
        """
        from ._litellm import get_litellm

        template = load_template(prompt_name)
        get_litellm()  # import outside the timed part (first call only)
        self.check_provider()  # [E195] before any call
        prepared = template.prepare_inputs(inputs)
        messages = self.messages(template, **inputs)
        expected_ids = template.expected_ids(prepared)
        memo = self._memo
        if memo is None:
            return await self._ajudge(template, messages, expected_ids)
        key = self._key(template, messages)
        loop = asyncio.get_running_loop()
        found = memo.get(key)
        if found is not None and (not isinstance(found, asyncio.Future) or found.get_loop() is loop):
            start = time.perf_counter()
            # shield: a waiter that is cancelled must not cancel the judgment the others wait for
            earlier = await asyncio.shield(found) if isinstance(found, asyncio.Future) else found
            self.usage.add("reused")
            return dataclasses.replace(earlier, reused=True, attempts=0, notes=list(earlier.notes),
                                       latency=time.perf_counter() - start)
        pending = loop.create_future()
        memo[key] = pending
        try:
            result = await self._ajudge(template, messages, expected_ids)
        except BaseException as exc:  # our-side error or cancellation: nothing to share, waiters see it too
            memo.pop(key, None)
            if not pending.done():
                pending.set_exception(exc)
                pending.exception()  # retrieved: no "never retrieved" warning when nobody waits
            raise
        memo[key] = result
        if not pending.done():
            pending.set_result(result)
        return result

    async def _ajudge(self, template: PromptTemplate, messages: List[Dict[str, str]], expected_ids: Any
                      ) -> JudgeResult:
        """One judgment through the cache and the model (``ajudge`` without the session's sharing)."""
        result = JudgeResult(prompt=template.id)
        start = time.perf_counter()
        cache = self.cache
        key = self._key(template, messages) if cache is not None else None
        entry = cache.get(key) if cache is not None and key is not None else None
        if entry is not None:  # redacted again: a cache written before replies were redacted may hold a key
            reply = redact(entry["reply"], self._secrets)
            data, notes, error = parse_reply(reply, template.schema, expected_ids)
            if error is None:
                log.debug("judge %s: %s answered from the cache", self.model, template.id)
                self.usage.add("cache_hits")
                result.data, result.notes, result.raw = data, notes, reply
                result.usage, result.cached = entry["usage"], True
                result.latency = time.perf_counter() - start
                return result
        response, usage = await self._call_with_retries(result, messages, template.schema)
        if response is not None:
            self.usage.add_call(usage)
            result.usage = usage.to_dict()
            try:
                content = response.choices[0].message.content
                result.raw = redact(content, self._secrets) if isinstance(content, str) else content  # before use
            except (AttributeError, IndexError, TypeError):
                result.raw = None
            result.data, result.notes, parse_error = parse_reply(result.raw, template.schema, expected_ids)
            result.raw = shorten_reply(result.raw)  # an oversized reply is refused; results keep its start
            if parse_error is not None:
                result.error = f"unusable reply: {parse_error}"
            elif cache is not None and key is not None:  # a failing cache switches itself off with a warning
                cache.put(key, template=template.id, model=self.model, reply=result.raw,
                               usage=result.usage)
        result.error = redact(result.error, self._secrets)
        if result.error is not None:
            log.warning("judge %s: %s failed: %s", self.model, template.id, result.error)
            self.usage.add("failures")
        result.latency = time.perf_counter() - start
        return result

    async def ajudge_many(self, prompt_name: str, inputs: Iterable[Dict[str, Any]]) -> List[JudgeResult]:
        """Run many judgments of one prompt concurrently (bounded by ``max_concurrency``), in order."""
        return list(await asyncio.gather(*(self.ajudge(prompt_name, **item) for item in inputs)))

    def judge(self, prompt_name: str, **inputs: Any) -> JudgeResult:
        """Synchronous ``ajudge`` (also works inside a running event loop, e.g. Jupyter)."""
        from ..util.event_loop import run_sync

        return run_sync(self.ajudge(prompt_name, **inputs))

    @contextlib.contextmanager
    def session(self) -> Iterator[LLMJudge]:
        """Share judgments within a block: an identical judgment (same model, parameters, prompt and inputs)
        asked again, or asked while the first is still waiting for the model, gets the first one's outcome,
        a failure included (``JudgeResult.reused``; counted in ``stats()["usage"]["reused"]``), without a new
        request. ``evaluate`` runs in one session, so scoring ``k = 1, 5, 10`` or several metrics over one
        list asks the model once per (query, document) even when a reply fails its schema or there is no
        cache. Outside a session every call is a new judgment (a failed one can be retried). Nestable.
        """
        outer = self._memo
        if outer is None:
            self._memo = {}
        try:
            yield self
        finally:
            if outer is None:
                self._memo = None

    def stats(self) -> Dict[str, Any]:
        """Usage totals plus cache counters: ``{"usage": {...}, "cache": {...} | None}``."""
        cache = self.cache.stats() if self.cache is not None else None
        return {"usage": self.usage.to_dict(), "cache": cache}

    def __repr__(self) -> str:
        cache = self.cache.path if self.cache is not None else None
        return (f"LLMJudge(model={self.model!r}, api_base={self.api_base!r}, "
                f"max_concurrency={self.max_concurrency}, cache={cache!r})")


__all__ = ["LLMJudge", "JudgeResult", "Usage"]
