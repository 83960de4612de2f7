"""The expressions a short text keeps once for all reference dates (``TemporalTagger.tag``'s ``_undated``), or
once per year (``_by_year``): a text whose tagging read no date, or its year only (``normalize.watched_date``),
gets for any other date (of that year) exactly what fresh tagging with that date gives. Checked on the short
texts of the dev corpora and on the sentences of news documents, under both conventions; counts of
resolutions, never times."""

from __future__ import annotations

import datetime as _dt
import json
import re

import pytest

from spacy_tempoeval import tagger as tagger_module
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")
OTHER_DATES = [_dt.date(1998, 2, 27), _dt.date(2024, 5, 17), _dt.date(1850, 7, 4), _dt.date(2024, 12, 31),
               _dt.date(1998, 1, 1)]  # two years met twice: the texts kept per year are served again


def _lines(gold_dir, name):
    with open(gold_dir / f"{name}.jsonl", encoding="utf8") as f:
        return [json.loads(line) for line in f]


def _texts(gold_dir, lang):
    """(text, its dct) of the dev corpora: short texts whole, news documents sentence by sentence."""
    out = []
    if lang == "es":
        names, split = [], ["timebank-es-train"]
    else:
        names, split = ["tweets-train", "snips-pate"], ["timebank", "aquaint", "wikiwars-dev"]
    for name in names:
        out += [(rec["text"], rec["dct"]) for rec in _lines(gold_dir, name)]
    for name in split:
        for rec in _lines(gold_dir, name)[:40]:
            out += [(m.group().strip(), rec["dct"]) for m in _SENTENCE.finditer(rec["text"]) if m.group().strip()]
    return [(t, _dt.date.fromisoformat(d[:10])) for t, d in out if len(t) <= tagger_module.MEMO_CHARS and d]


@pytest.mark.parametrize("lang,convention", [("en", "rag"), ("en", "timeml"), ("es", "timeml")])
def test_texts_kept_for_all_dates_get_what_fresh_tagging_gives(gold_dir, lang, convention):
    rules = builtin_rules(lang)
    settings = TaggerSettings(convention=convention)
    memo = TemporalTagger(rules, settings)
    fresh = TemporalTagger(rules, settings)
    texts = _texts(gold_dir, lang)
    assert len(texts) > 300
    for text, dct in texts:
        memo.tag(text, dct)  # the first date: kept once for all dates when no pass read it
    undated = [(t, d) for t, d in texts if t in memo._undated]
    assert len(undated) > 50  # the memo is used: texts of explicit dates, texts without expressions
    assert memo._by_year  # and per year: "last year", "this year"
    for text, _dct in texts:
        for other in OTHER_DATES:
            assert memo.tag(text, other) == fresh._tag_text(text, other, (), None, None), (text, other)


def test_a_text_of_explicit_dates_is_resolved_once_for_every_date(monkeypatch):
    tagger = TemporalTagger(builtin_rules("en"))
    calls = []
    inner = tagger._tag

    def counted(*args, **kwargs):
        calls.append(args[0])
        return inner(*args, **kwargs)

    monkeypatch.setattr(tagger, "_tag", counted)
    explicit = "The wall went up in 1961 and fell on November 9, 1989."
    relative = "The talks ended ten days ago, in 1989."
    for day in OTHER_DATES:
        assert [t.value for t in tagger.tag(explicit, day)] == ["1961", "1989-11-09"]
        tagger.tag(relative, day)
    assert calls.count(explicit) == 1  # read no date: resolved once
    assert calls.count(relative) == len(OTHER_DATES)  # "ten days ago" reads the whole date: once per date
    assert [t.value for t in tagger.tag(relative, _dt.date(1989, 11, 19))] == ["1989-11-09", "1989"]
    assert explicit in tagger._undated and relative in tagger._dated


def test_a_text_that_reads_the_year_only_is_resolved_once_per_year(monkeypatch):
    tagger = TemporalTagger(builtin_rules("en"))
    calls = []
    inner = tagger._tag
    monkeypatch.setattr(tagger, "_tag", lambda *args, **kwargs: calls.append(args[0]) or inner(*args, **kwargs))
    text = "Sales fell sharply last year."
    for day, value in [(_dt.date(2019, 3, 1), "2018"), (_dt.date(2019, 11, 30), "2018"), (_dt.date(2020, 1, 1), "2019"),
                       (_dt.date(2019, 6, 6), "2018")]:
        assert [t.value for t in tagger.tag(text, day)] == [value]
    assert calls.count(text) == 2  # 2019 once, 2020 once
    assert set(tagger._by_year) == {(text, 2019), (text, 2020)} and text not in tagger._dated


def test_without_a_date_or_with_a_clock_time_nothing_is_kept_for_all_dates():
    tagger = TemporalTagger(builtin_rules("en"))
    text = "It rained in 1987."
    tagger.tag(text, None)  # no date: "is there a date" is all a pass may ask, so kept per (text, None)
    tagger.tag(text, _dt.date(2020, 1, 1), reference_time=_dt.datetime(2020, 1, 1, 9, 30))
    assert not tagger._undated and len(tagger._tagged) == 2
    tagger.tag(text, _dt.datetime(2020, 1, 1, 9, 30))  # a datetime as the date: kept per date, as it is
    assert not tagger._undated
