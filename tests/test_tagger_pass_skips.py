"""Short texts fast (issue 22, item 1, round 9): the resolution passes of ``TemporalTagger._tag`` tell per text,
cheaply, when they have nothing to do, and then do nothing. Each fast path is checked against the full path it
skips, on texts that need the pass and texts that do not: the expressions must be the same, field for field.

- ``merges_nothing``: no day, month or clock time, so ``DateTimeMerger.merge`` and ``IntervalMerger.merge`` /
  ``carry_ends`` return the expressions as they are;
- ``BackgroundDates.may_be_background``: no NO_ANCHOR_AFTER word ("since") in an ASCII text, so no date of it is
  background (``_background`` is not asked per date);
- ``_operator_word``: one search for an operator key as a whole word, what ``_WORD.findall`` + ``isdisjoint`` told;
- ``_anchor_of``: ``anchor_of`` kept per value.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from spacy_tempoeval import tagger as tagger_module
from spacy_tempoeval.normalize.background import BackgroundDates
from spacy_tempoeval.normalize.datetime_merge import merges_nothing
from spacy_tempoeval.normalize.discourse import anchor_of
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import _WORD, TemporalTagger

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
REF = dt.date(2024, 5, 17)
# texts that need a pass (a day and its time, an interval, "since", an operator, a bare time, a named period,
# non-ASCII text) and texts that need none
CRAFTED = {
    "en": ["Friday at 3 pm", "tomorrow at 5", "8 tonight", "Aug 8 - Aug 12", "3-4pm", "from 9 to 11am",
           "between 2 and 4 pm", "from the 13th to the 15th of July", "from Friday to Monday",
           "the first incursion since 1995", "In 1990 the wall fell. Since 1991 it is gone.", "SINCE 2001, in 2003",
           "Sincerely, 2019", "whensince 1999 and 2001", "Ναι since 1995 and then in 1997", "since the war, in 1945",
           "What happened to inflation in 2019?", "inflation last year", "the 1990s", "two years ago",
           "the decade after the Cold War", "in the aftermath of World War II", "in the run-up to 2020",
           "during the 1980s and after 1990", "between 2010 and 2014", "at 9:30 we met, on June 3, 1999",
           "In May 1905 the strike began; at night it ended.", "World War II ended in 1945.",
           "Reports on the strike peaked in 1972. Commentators discussed the strike at length.",
           "The merger changed sharply next year.", "Analysts compared the merger in the 2020s with 1989.",
           "In 2001 troops entered, the first incursion since 1995. In April they left.",
           "In 1998 the firm lost money for the first time since 1990. That year it cut jobs.",
           "The 2003 floods were the worst since 1950; two years later the dam was built.",
           "The 2003 floods were the worst Since 1950; two years later the dam was built.",
           "no time here", "a meeting on 2019-05-03 at 10:00", "the week of March 6", "Q3 2019", "since 2019"],
    "es": ["el viernes a las 3", "del 13 al 15 de julio", "entre el lunes y el miércoles", "desde 1995",
           "en 2019", "el año pasado", "dos años después de 1990", "hoy a las 9:30"],
    "de": ["heute Abend um 8", "vom 13. bis 15. Juli", "seit 1995", "im Jahr 2019", "letztes Jahr",
           "Donnerstag um 8 Uhr"],
}


def _texts(lang: str, n: int = 120):
    """The crafted texts and the first ``n`` everyday ones of ``lang``, each with a reference date and time."""
    out = [(t, REF, None) for t in CRAFTED[lang]]
    path = DATA / f"everyday_{lang}.jsonl"
    if path.exists():
        with path.open(encoding="utf-8") as f:
            for line in list(f)[:n]:
                rec = json.loads(line)
                ref = rec.get("reference_date") or "2024-05-17"
                when = dt.datetime.fromisoformat(ref) if "T" in ref else None
                out.append((rec["text"], dt.date.fromisoformat(ref[:10]), when))
                out.append((rec["text"], dt.date.fromisoformat(ref[:10]), None))
    return out


def _full_path(monkeypatch):
    """Every fast path off: the passes run as before round 9."""
    monkeypatch.setattr(tagger_module, "merges_nothing", lambda timexes: False)
    monkeypatch.setattr(BackgroundDates, "may_be_background", lambda self, text: True)
    monkeypatch.setattr(tagger_module, "_anchor_of", anchor_of)
    monkeypatch.setattr(TemporalTagger, "_compose", _compose_with_findall)


def _compose_with_findall(self, timexes, text, anchorable, now):
    """``_compose`` as it read the operator keys before round 9."""
    if not any(anchorable) or self._operator_keys.isdisjoint(_WORD.findall(text.lower())):
        return timexes
    return self._composer.apply(timexes, text, anchorable, now)


@pytest.mark.parametrize("lang", ["en", "es", "de"])
@pytest.mark.parametrize("convention", ["rag", "timeml"])
def test_fast_paths_and_full_path_agree(lang, convention, monkeypatch):
    texts = _texts(lang)
    settings = TaggerSettings(convention=convention)
    fast = TemporalTagger(builtin_rules(lang), settings)
    got = [fast.tag(t, ref, reference_time=when) for t, ref, when in texts]
    with monkeypatch.context() as m:
        _full_path(m)
        full = TemporalTagger(builtin_rules(lang), settings)
        want = [full.tag(t, ref, reference_time=when) for t, ref, when in texts]
    assert got == want
    assert any(got)  # the texts have expressions to compare


def test_merges_nothing_holds_where_it_says_so():
    """Where ``merges_nothing`` is True, the merge steps return the expressions as they are; on texts with a day
    and its time or an interval it is False (and they merge)."""
    seen_true = seen_false = 0
    for lang in ("en", "es", "de"):
        for convention in ("rag", "timeml"):
            tg = TemporalTagger(builtin_rules(lang), TaggerSettings(convention=convention))
            with pytest.MonkeyPatch.context() as m:  # the expressions as they reach the merge steps
                seen = []
                real = tg.merger.merge
                m.setattr(tg.merger, "merge", lambda timexes, text, seen=seen, real=real:
                          seen.append((list(timexes), text)) or real(timexes, text))
                m.setattr(tagger_module, "merges_nothing", lambda timexes: False)
                for text, ref, when in _texts(lang):
                    tg.tag(text, ref, reference_time=when)
            for timexes, text in seen:
                if merges_nothing(timexes):
                    seen_true += 1
                    assert tg.merger.merge(timexes, text) == timexes
                    assert tg.intervals.merge(timexes, text) == timexes
                    assert tg.intervals.carry_ends(timexes, text) == timexes
                else:
                    seen_false += 1
    assert seen_true and seen_false
    en = TemporalTagger(builtin_rules("en"))
    for text in ("Friday at 3 pm", "Aug 8 - Aug 12", "3-4pm", "tomorrow at 5"):
        [t] = en.tag(text, REF)
        assert not merges_nothing([t._replace(value=t.value.split("/")[0])])


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_operator_word_search_is_the_word_lookup(lang):
    tg = TemporalTagger(builtin_rules(lang))
    keys = tg._operator_keys
    assert keys and tg._operator_word is not None
    texts = [t for t, _, _ in _texts(lang)] + ["", "   ", "run-up", "wake of", "during", "durin"]
    for k in sorted(keys):
        texts += [k, k.upper(), f"x{k}", f"{k}x", f"{k}_", f"_{k}", f"{k}-up", f"({k})", f"2019{k}", f"{k}2019",
                  f"é{k}", f"{k}é", f"İ{k}", f"a {k} b", k[:-1], k[1:]]
    for text in texts:
        low = text.lower()
        assert (tg._operator_word.search(low) is not None) == (not keys.isdisjoint(_WORD.findall(low))), text


def test_operator_word_follows_the_keys(monkeypatch):
    tg = TemporalTagger(builtin_rules("en"))
    monkeypatch.setattr(tg, "_operator_keys", frozenset({"heels", "not a word", "run-up"}))
    assert tg._operator_word.search("hard on the heels of 2019") is not None
    assert tg._operator_word.search("not a word") is None  # never a ``\w+`` word: never found
    monkeypatch.setattr(tg, "_operator_keys", frozenset())
    assert tg._operator_word is None
    timexes = tg.tag("the decade after 2019", REF)
    assert tg._compose(timexes, "the decade after 2019", [True] * len(timexes), [lambda: 2024] * len(timexes)) \
        is timexes  # no key: no operator applies


def test_may_be_background():
    reader = TemporalTagger(builtin_rules("en")).expressions
    assert reader.background.may_be_background("the first incursion since 1995")
    assert reader.background.may_be_background("SINCE 1995")
    assert reader.background.may_be_background("whensince 1995")  # a word cut before the date may be "since"
    assert reader.background.may_be_background("Ναι in 1995")  # not ASCII: asked per date
    assert not reader.background.may_be_background("What happened to inflation in 2019?")


def test_anchor_of_is_kept_per_value():
    for value in ("1940", "1940-06", "1940-06-10", "1940-06-10T09:00", "BC0481", "0000", "2019/2021", "PRESENT_REF",
                  "XXXX-05", "2019-02-30", "P2Y"):
        assert tagger_module._anchor_of(value) == anchor_of(value)
        assert tagger_module._anchor_of(value) == anchor_of(value)
