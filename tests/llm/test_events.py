"""The LLM fallback for event names no rule knows (issue 9, part 4), against the local OpenAI-compatible server of
the tests (``llm_server.py``): a good reply, a garbage reply, a cache hit, validation of the years, provenance,
composition with the operators, the trigger, the switches (config and ``extract_qft(..., llm=judge)``), and the
light import. No test reaches the network."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import spacy
from llm_server import LLMServer, blocks, reply, status

import spacy_tempoeval.llm.events  # noqa: F401  (registers spacy_tempoeval.llm_event_years.v1)
from spacy_tempoeval.core import extract_dft, extract_qft, focus_years
from spacy_tempoeval.errors import TempoEvalError
from spacy_tempoeval.llm import LLMJudge
from spacy_tempoeval.llm.events import EventYearsResolver, check_event_years, lookup_events
from spacy_tempoeval.normalize.operators import OperatorWords
from spacy_tempoeval.normalize.unknown_events import MAX_NAMES, find_unknown_events
from spacy_tempoeval.pipeline.settings import TemporalFocusSettings
from spacy_tempoeval.rules import words as W
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.rules.words import LanguageWords
from spacy_tempoeval.yearset import YearSet

REF = "2024-03-15"
# invented events: no rule can know them, so only the fallback can date them
TABLE = {"Zanzibar Tea Riots": (1931, 1933), "Kowloon Ferry Strike": (1966, 1966)}


def table_responder(request):
    """A stand-in model that answers the event_years prompt from TABLE (unknown names: known = false)."""
    prompt = request["messages"][-1]["content"]
    events = []
    for block in blocks(prompt, "event"):
        years = TABLE.get(block["text"])
        events.append({"id": block["id"], "known": years is not None, "start": years[0] if years else None,
                       "end": years[1] if years else None, "reason": "from the test table"})
    return json.dumps({"events": events})


@pytest.fixture()
def server():
    with LLMServer(responder=table_responder) as srv:
        yield srv


def judge_for(srv: LLMServer, **kwargs) -> LLMJudge:
    options = {"cache": False, "timeout": 2.0, "retries": 0, "backoff": 0.01}
    options.update(kwargs)
    return LLMJudge("openai/test-model", api_base=srv.url, api_key="sk-test", **options)


def nlp_with_fallback(srv: LLMServer, monkeypatch, **options) -> spacy.Language:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    fallback = {"@misc": "spacy_tempoeval.llm_event_years.v1", "model": "openai/test-model", "api_base": srv.url,
                "cache": False, "timeout": 2.0, "retries": 0, **options}
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": REF, "llm_fallback": fallback})
    return nlp


# -- a good reply ----------------------------------------------------------------------------------------------
def test_good_reply_dates_the_event_with_provenance(server, monkeypatch):
    nlp = nlp_with_fallback(server, monkeypatch)
    doc = nlp("What happened during the Zanzibar Tea Riots?")
    assert doc._.focus_years == YearSet.range(1931, 1933)
    [span] = list(doc.spans["temporal"])
    assert span.text == "the Zanzibar Tea Riots"
    assert span._.timex_rule == "llm:openai/test-model" and span._.timex == "1931/1933"
    [event] = doc._.llm_events
    assert event["ok"] and (event["start"], event["end"]) == (1931, 1933) and event["prompt"] == "event_years.v1"
    prompt = server.requests[-1]["messages"][-1]["content"]
    assert '<event id="E1">\nZanzibar Tea Riots\n</event>' in prompt


def test_llm_events_compose_with_the_operators(server, monkeypatch):
    nlp = nlp_with_fallback(server, monkeypatch)
    doc = nlp("How did trade recover in the years after the Zanzibar Tea Riots?")
    [span] = list(doc.spans["temporal"])
    assert span._.timex_rule == "llm:openai/test-model+after"
    assert doc._.focus_years == YearSet.range(1934, 1938)
    assert nlp("since the Kowloon Ferry Strike began")._.focus_years == YearSet.range(1966, 2024)
    assert nlp("Four years after the Kowloon Ferry Strike, what changed?")._.focus_years == YearSet([1970])


def test_extract_qft_with_a_judge_for_one_call(server):
    judge = judge_for(server)
    text = "What happened after the Zanzibar Tea Riots?"
    assert extract_qft(text, REF, llm=judge) == YearSet.range(1934, 1938)
    assert extract_dft(text, REF, llm=judge) == YearSet.range(1934, 1938)
    asked = server.n_requests
    assert extract_qft(text, REF) == YearSet()  # off by default: the shared pipeline has no fallback
    assert extract_qft(text, REF, llm=judge, use_llm=False) == YearSet()
    assert server.n_requests == asked


def test_names_the_model_does_not_know_add_no_years(server, monkeypatch):
    nlp = nlp_with_fallback(server, monkeypatch)
    doc = nlp("What happened after the Quibble Pond Uprising?")
    assert doc._.focus_years == YearSet()
    [event] = doc._.llm_events
    assert not event["ok"] and "does not know" in event["reason"]


# -- a garbage reply: no years, a reason, never an exception ---------------------------------------------------
@pytest.mark.parametrize("action,reason", [
    (reply("I am not sure, sorry."), "no JSON object"),
    (reply('{"events": [{"id": "E7", "known": true, "start": 1931, "end": 1933}]}'), "E7"),
    (reply('{"events": [{"id": "E1", "known": true, "start": 1933, "end": 1931}]}'), "start 1933 is after end 1931"),
    (reply('{"events": [{"id": "E1", "known": true, "start": "soon", "end": 1931}]}'), "unusable reply"),
    (status(500), "no usable reply"),
])
def test_garbage_reply_gives_no_years_and_a_reason(server, monkeypatch, action, reason):
    nlp = nlp_with_fallback(server, monkeypatch)
    server.script(action)
    doc = nlp("during the Zanzibar Tea Riots")
    assert doc._.focus_years == YearSet()
    [event] = doc._.llm_events
    assert not event["ok"] and reason in event["reason"]
    assert list(doc.spans["temporal"]) == []


@pytest.mark.parametrize("item,reason", [
    ({"known": False, "start": None, "end": None, "reason": "never heard of it"}, "never heard of it"),
    ({"known": True, "start": None, "end": 1931}, "no start or no end"),
    ({"known": True, "start": 0, "end": 5}, "no year 0"),
    ({"known": True, "start": 1950, "end": 1940}, "after end"),
    ({"known": True, "start": 19310, "end": 19330}, "plausible range"),
    ({"known": True, "start": -9000, "end": -8000}, "plausible range"),
])
def test_event_years_validation(item, reason):
    assert reason in check_event_years(item)


def test_event_years_validation_accepts_bce_and_single_years():
    assert check_event_years({"known": True, "start": -490, "end": -490}) is None
    assert check_event_years({"known": True, "start": -27, "end": 14}) is None


# -- cached like judge replies ---------------------------------------------------------------------------------
def test_cache_hit_asks_the_model_once(server, tmp_path):
    judge = judge_for(server, cache=str(tmp_path / "llm.sqlite"))
    text = "What happened during the Zanzibar Tea Riots?"
    first = lookup_events(judge, ["Zanzibar Tea Riots"], text)
    second = lookup_events(judge, ["Zanzibar Tea Riots"], text)
    assert server.n_requests == 1
    assert not first[0].cached and second[0].cached
    assert (second[0].start, second[0].end) == (1931, 1933)
    assert extract_qft(text, REF, llm=judge) == YearSet.range(1931, 1933)
    assert server.n_requests == 1  # the same prompt through the component: still from the cache


def test_a_failed_reply_is_not_cached(server, tmp_path):
    judge = judge_for(server, cache=str(tmp_path / "llm.sqlite"))
    server.script(reply("garbage"))
    assert not lookup_events(judge, ["Zanzibar Tea Riots"], "t")[0].ok
    assert lookup_events(judge, ["Zanzibar Tea Riots"], "t")[0].ok
    assert server.n_requests == 2


# -- the trigger -----------------------------------------------------------------------------------------------
def _candidates(text, taken=()):
    pack = LanguageWords(builtin_rules("en").terms)
    words = OperatorWords.from_words(pack)
    return [c.name for c in find_unknown_events(text, list(taken), words, pack.words(W.EVENT_HEAD_WORDS),
                                                pack.words(W.EVENT_NAME_LINKS), words.gap)]


@pytest.mark.parametrize("text,names", [
    ("What happened after the Zanzibar Tea Riots?", ["Zanzibar Tea Riots"]),
    ("During the Kowloon Ferry Strike, buses ran.", ["Kowloon Ferry Strike"]),
    ("How did the Quibble Pond Uprising end?", ["Quibble Pond Uprising"]),  # an event word, after "the"
    ("the Siege of Port Vell", ["Siege of Port Vell"]),
    ("since Apollo 21", ["Apollo 21"]),
    ("Between the Quibble Pond Uprising and the Zanzibar Tea Riots's aftermath",
     ["Quibble Pond Uprising", "Zanzibar Tea Riots"]),
    # precision: no operator word and no event word, a single capitalised word, a lone sentence start
    ("John Smith moved to New York in the spring.", []),
    ("The United Nations met in Geneva.", []),
    ("During Monday's meeting, Apple said sales rose.", []),
    ("After lunch we went to the Natural History Museum.", []),
])
def test_trigger(text, names):
    assert _candidates(text) == names


def test_trigger_skips_what_a_rule_found():
    text = "What happened after the Zanzibar Tea Riots?"
    start = text.index("the Zanzibar")
    assert _candidates(text, [(start, start + 10)]) == []


def test_trigger_asks_about_at_most_max_names():
    text = " ".join(f"after the Name{i} War." for i in range(MAX_NAMES + 5))
    assert len(_candidates(text)) == MAX_NAMES


# -- switches and errors ---------------------------------------------------------------------------------------
def test_off_by_default():
    assert TemporalFocusSettings().llm_fallback is None
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    assert nlp("after the Zanzibar Tea Riots")._.llm_events == []


def test_llm_fallback_must_be_callable():
    with pytest.raises(TempoEvalError, match=r"\[E102\]"):
        TemporalFocusSettings(llm_fallback={"model": "gpt-4o"})


def test_llm_argument_must_be_a_judge():
    with pytest.raises(TypeError, match=r"\[E103\]"):
        focus_years("after the Zanzibar Tea Riots", REF, llm=object())


def test_resolver_is_what_the_registered_function_builds(server, monkeypatch):
    nlp = nlp_with_fallback(server, monkeypatch)
    resolver = nlp.get_pipe("temporal_focus").cfg.llm_fallback
    assert isinstance(resolver, EventYearsResolver) and resolver.judge.model == "openai/test-model"


def test_saved_pipeline_keeps_the_fallback_config(server, monkeypatch, tmp_path):
    nlp = nlp_with_fallback(server, monkeypatch)
    nlp.to_disk(tmp_path / "p")
    loaded = spacy.load(tmp_path / "p")
    assert loaded("during the Zanzibar Tea Riots")._.focus_years == YearSet.range(1931, 1933)


def test_the_fallback_does_not_import_litellm_until_it_asks():
    code = ("import sys, spacy, spacy_tempoeval; nlp = spacy.blank('en'); nlp.add_pipe('temporal_focus'); "
            "nlp('What happened after the Zanzibar Tea Riots?'); "
            "assert 'litellm' not in sys.modules and 'spacy_tempoeval.llm' not in sys.modules, 'imported'; "
            "import spacy_tempoeval.llm.events; "
            "nlp2 = spacy.blank('en'); nlp2.add_pipe('temporal_focus', config={'llm_fallback': "
            "{'@misc': 'spacy_tempoeval.llm_event_years.v1', 'model': 'gpt-4o', 'cache': False}}); "
            "nlp2('The weather was fine.'); "
            "assert 'litellm' not in sys.modules, 'litellm imported before any call'")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
