"""The rule engine is language-neutral: what used to assume English (ASCII words, a regex parser's factoring of
alternatives, the article "the" before gazetteer names) now reads any script and takes its words from the
pack's lexicon. Each test here failed before the fix it names."""

from __future__ import annotations

import json

import pytest
import spacy

from spacy_tempoeval.rules.anchors import literal_words, required_words
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.loader import parse_records

REF = "2020-06-15"


def _engine(records):
    return RuleEngine(parse_records(records, "<test>"))


def _found(engine, text):
    return [(text[m.start:m.end], m.rule.id) for m in engine.find(text)]


# -- anchors: alternatives with a shared prefix -----------------------------------------------------------------

def test_required_words_of_alternatives_with_a_shared_prefix():
    # Python's parser factors "ant" out of "anteayer|antier"; the words are still the two whole words
    assert required_words("anteayer|antier") == ({"anteayer", "antier"}, set())
    assert required_words("(?:hoy|hoyo)s?") == ({"hoy", "hoyo"}, set())
    assert required_words("vorjahr|vormonat") == ({"vorjahr", "vormonat"}, set())


def test_rule_with_shared_prefix_alternatives_is_found():
    engine = _engine([{"id": "anteayer", "label": "DATE", "pattern": "anteayer|antier", "value": "REF-2D",
                       "examples": ["anteayer", "antier"]}])
    assert engine.check_examples() == []
    assert _found(engine, "Lo dijo antier en Madrid.") == [("antier", "anteayer")]
    assert _found(engine, "Lo dijo anteayer.") == [("anteayer", "anteayer")]


# -- words of any script ------------------------------------------------------------------------------------------

def test_literal_words_reads_accented_letters():
    words = literal_words("(?:días?|mañanas?|größer)")
    assert {"días", "día", "mañanas", "mañana", "größer"} <= words


def test_a_dot_after_an_accented_full_word_ends_the_sentence():
    # "März." at the end of a sentence: the dot is not part of the expression (as for "May." in English)
    engine = _engine([
        {"macro": "MONAT", "terms": {"märz": "03", "mär": "03", "mai": "05"}},
        {"id": "monat", "label": "DATE", "pattern": "(?P<m>{MONAT})\\.?", "value": "XXXX-{m|term:MONAT}",
         "examples": ["März", "Mär."]},
    ])
    assert _found(engine, "Es war im März.") == [("März", "monat")]
    assert _found(engine, "Es war im Mär. 2020") == [("Mär.", "monat")]


def test_a_match_may_start_on_any_symbol_a_rule_starts_with():
    # a guard for "§ 2019" (a paragraph number, not a year) starts on "§", a symbol outside the old ASCII list
    engine = _engine([
        {"id": "year", "label": "DATE", "pattern": "(?P<y>[12]\\d{3})", "value": "{y|year}", "examples": ["2019"]},
        {"id": "guard_paragraph", "label": "IGNORE", "pattern": "§\\s*\\d+", "examples": ["§ 2019"]},
        {"id": "guard_inverted", "label": "IGNORE", "pattern": "¿\\d{4}", "examples": ["¿2019"]},
    ])
    assert engine.check_examples() == []
    assert _found(engine, "Nach § 2019 BGB gilt das.") == [("§ 2019", "guard_paragraph")]
    assert _found(engine, "Im Jahr 2019 galt das.") == [("2019", "year")]


# -- gazetteer articles are data (PERIOD_ARTICLE) -----------------------------------------------------------------

FRONT = {"id": "front_populaire", "phrases": ["Front populaire"], "start": 1936, "end": 1938}


def test_gazetteer_article_comes_from_the_lexicon():
    engine = _engine([{"macro": "PERIOD_ARTICLE", "terms": ["le", "la", "les"]}, FRONT])
    assert _found(engine, "Sous le Front populaire, les congés payés.") == [("le Front populaire",
                                                                             "front_populaire")]


def test_gazetteer_without_articles_has_none_not_the_english_one():
    engine = _engine([{**FRONT, "phrases": ["Foo War"]}])
    assert _found(engine, "During the Foo War, nothing.") == [("Foo War", "front_populaire")]
    assert engine.rules[0].pattern.startswith("(?:Foo")


def test_case_sensitive_entry_takes_its_article_in_any_case(tmp_path):
    nlp = spacy.blank("es")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": REF})
    doc = nlp("La Transición acabó en 1982. Hablamos de la transición energética.")
    assert [s.text for s in doc.spans["temporal"] if s._.timex_rule == "period_transicion"] == ["La Transición"]


def test_user_rule_file_takes_the_packs_articles(tmp_path):
    path = tmp_path / "mine.jsonl"
    path.write_text(json.dumps({"id": "mi_crisis", "phrases": ["Gran Apagón"], "start": 2003, "end": 2003})
                    + "\n", encoding="utf8")
    nlp = spacy.blank("es")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": REF, "rule_files": [str(path)]})
    doc = nlp("Se recuerda el Gran Apagón como un caos.")
    assert [(s.text, s._.timex_rule) for s in doc.spans["temporal"]] == [("el Gran Apagón", "mi_crisis")]


@pytest.mark.parametrize("lang,articles", [("en", {"the"}), ("es", {"el", "la", "los", "las"}),
                                           ("de", {"der", "die", "das", "dem", "den", "des"})])
def test_every_pack_defines_its_articles(lang, articles):
    from spacy_tempoeval.rules.files import builtin_rules

    assert builtin_rules(lang).words("PERIOD_ARTICLE") == articles


# -- years in words: the yearwords filter reads each pack's number words ------------------------------------------

@pytest.mark.parametrize("lang,text,year", [
    ("es", "mil novecientos noventa y ocho", "1998"),
    ("es", "mil ochocientos", "1800"),
    ("es", "dos mil ocho", "2008"),
    ("de", "neunzehnhundertachtundneunzig", "1998"),
    ("de", "neunzehnhundert", "1900"),
    ("de", "zweitausendacht", "2008"),
    ("de", "zweitausendundacht", "2008"),
    ("en", "nineteen ninety-eight", "1998"),
    ("en", "two thousand and eight", "2008"),
    ("en", "nineteen oh five", "1905"),
])
def test_yearwords_reads_each_packs_number_words(lang, text, year):
    from spacy_tempoeval.rules.files import builtin_rules
    from spacy_tempoeval.rules.template import render_template

    assert render_template("{y|yearwords}", {"y": text}, builtin_rules(lang).terms) == year


def test_yearwords_rejects_words_that_are_no_year():
    from spacy_tempoeval.rules.files import builtin_rules
    from spacy_tempoeval.rules.template import TemplateValueError, render_template

    with pytest.raises(TemplateValueError):
        render_template("{y|yearwords}", {"y": "neunzehnhundertkatzen"}, builtin_rules("de").terms)


@pytest.mark.parametrize("lang,text,spans", [
    ("es", "En el año mil novecientos noventa y ocho nació; el año dos mil ocho fue duro.",
     [("el año mil novecientos noventa y ocho", "1998"), ("el año dos mil ocho", "2008")]),
    ("de", "Im Jahr neunzehnhundertachtundneunzig wurde er geboren, im Jahre zweitausendacht kam die Krise.",
     [("Im Jahr neunzehnhundertachtundneunzig", "1998"), ("im Jahre zweitausendacht", "2008")]),
    ("de", "Zweitausend Menschen kamen.", []),  # alone, a count
])
def test_years_in_words_through_the_component(lang, text, spans):
    nlp = spacy.blank(lang)
    nlp.add_pipe("temporal_focus", config={"default_reference_date": REF})
    doc = nlp(text)
    assert [(s.text, s._.timex) for s in doc.spans["temporal"]] == spans


# -- the language-neutral fallback pack (lang="xx") ----------------------------------------------------------------

def test_fallback_pack_for_a_language_without_one():
    from spacy_tempoeval.errors import NoRulesForLanguageError

    with pytest.raises(NoRulesForLanguageError, match=r"\[E095\].*'pt'.*\"xx\".*fallback"):
        spacy.blank("pt").add_pipe("temporal_focus")
    nlp = spacy.blank("pt")
    nlp.add_pipe("temporal_focus", config={"lang": "xx", "default_reference_date": REF})
    doc = nlp("Em 1998 a empresa cresceu 2,5%; entre 2019-2021 e em 15.03.2019 (2019-04-01). "
              "Custou 2000 € e 1.998 pessoas. Nos 1990s. De 300 BC a AD 79.")
    got = [(s.text, s._.timex, s._.timex_rule) for s in doc.spans["temporal"]]
    assert got == [("1998", "1998", "fallback_year"), ("2019-2021", "2019/2021", "fallback_year_range"),
                   ("15.03.2019", "2019", "fallback_numeric_date"), ("2019-04-01", "2019-04-01", "fallback_iso_date"),
                   ("1990s", "199", "fallback_decade"), ("300 BC", "BC0300", "fallback_year_bc"),
                   ("AD 79", "0079", "fallback_year_ad")]
    assert all(s._.timex_rule.startswith("fallback_") for s in doc.spans["temporal"])


def test_fallback_pack_is_the_pack_of_spacys_multi_language_class():
    from spacy_tempoeval.rules.files import available_languages, builtin_rules

    assert "xx" in available_languages()
    assert RuleEngine(builtin_rules("xx")).check_examples() == []
    nlp = spacy.blank("xx")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": REF})
    doc = nlp("1998 — 2021-03-03")
    assert [(s.text, s._.timex_rule) for s in doc.spans["temporal"]] == [("1998", "fallback_year"),
                                                                        ("2021-03-03", "fallback_iso_date")]
    # no word of any language: every rule is numbers and symbols
    assert all(not r.record.get("phrases") for r in builtin_rules("xx").rules)


# -- rule examples run when rules load (validate) -----------------------------------------------------------------

BAD = [{"id": "my_year", "label": "DATE", "pattern": "(?P<y>\\d{4})年", "value": "{y|year}",
        "examples": ["1998年", "1998 年"]}]  # the second example is not matched in full


def _write(tmp_path, records):
    path = tmp_path / "mine.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n", encoding="utf8")
    return path


def test_rule_file_examples_run_on_load(tmp_path):
    from spacy_tempoeval.errors import RuleFileError

    path = _write(tmp_path, BAD)
    with pytest.raises(RuleFileError, match=r"\[E120\] 1 rule example\(s\) failed.*'1998 年'.*my_year") as exc:
        spacy.blank("xx").add_pipe("temporal_focus", config={"rule_files": [str(path)]})
    assert (exc.value.path, exc.value.line, exc.value.field) == (str(path), 1, "examples")
    # switched off, the same file loads
    nlp = spacy.blank("xx")
    nlp.add_pipe("temporal_focus", config={"rule_files": [str(path)], "validate": False,
                                           "default_reference_date": REF})
    doc = nlp("1998年")
    assert [s._.timex_rule for s in doc.spans["temporal"]] == ["my_year"]


def test_add_rules_examples_run_and_a_failure_changes_nothing():
    from spacy_tempoeval.errors import RuleFileError

    nlp = spacy.blank("en")
    tf = nlp.add_pipe("temporal_focus")
    before = [r.id for r in tf.rules.rules]
    with pytest.raises(RuleFileError, match=r"\[E120\]"):
        tf.add_rules(BAD)
    assert [r.id for r in tf.rules.rules] == before
    tf.add_rules([{**BAD[0], "examples": ["1998年"]}])
    assert tf.rules.rules[0].id == "my_year"


def test_loader_validate_argument(tmp_path):
    from spacy_tempoeval.errors import RuleFileError
    from spacy_tempoeval.rules.files import builtin_rules, read_rule_file

    path = _write(tmp_path, BAD)
    assert [r.id for r in read_rule_file(path).rules] == ["my_year"]  # default: not run
    with pytest.raises(RuleFileError, match=r"\[E120\]"):
        read_rule_file(path, validate=True)
    assert builtin_rules("xx", validate=True).rules


# -- the half of the day after an hour is lexicon data (HOUR_AM / HOUR_PM) -----------------------------------------

@pytest.mark.parametrize("text,hour", [("10:30 pm", "22"), ("6.30pm", "18"), ("3 a.m.", "03"), ("12 am", "00"),
                                       ("ten am", "10"), ("ten", "10"), ("20:20 h", "20"), ("at 5 PM", None)])
def test_hour_reads_the_half_of_the_day_from_the_lexicon(text, hour):
    from spacy_tempoeval.rules.files import builtin_rules
    from spacy_tempoeval.rules.template import TemplateValueError, render_template

    lexicon = builtin_rules("en").terms
    if hour is None:  # "at" is no number: the filter does not guess
        with pytest.raises(TemplateValueError):
            render_template("{t|hour}", {"t": text}, lexicon)
        return
    assert render_template("{t|hour}", {"t": text}, lexicon) == hour


def test_hour_half_of_the_day_words_of_another_language():
    from spacy_tempoeval.rules.template import TemplateValueError, render_template

    lexicon = {"HOUR_PM": {"nachmittags": "nachmittags"}, "HOUR_AM": {"morgens": "morgens"}, "NUMBER": {}}
    assert render_template("{t|hour}", {"t": "3 nachmittags"}, lexicon) == "15"
    with pytest.raises(TemplateValueError):  # "pm" is English, not this language's: no hour is guessed
        render_template("{t|hour}", {"t": "3 pm"}, lexicon)
