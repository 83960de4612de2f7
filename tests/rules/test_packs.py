"""The Spanish and German rule packs (``rules/data/es``, ``rules/data/de``): every rule example checks, and
sentences of each language go through the whole component (spans, values, focus years, DocBin, ``n_process``,
the spaCy scorer)."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path

import pytest
import spacy
from spacy.tokens import DocBin
from spacy.training import Example

from spacy_tempoeval.pipeline.scorer import set_gold_focus_years, year_set_prf
from spacy_tempoeval.rules.engine import RuleEngine
from spacy_tempoeval.rules.files import available_languages, builtin_rules
from spacy_tempoeval.yearset import YearSet

REF = "2020-06-15"  # a Monday
DE_INHOUSE = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "de_inhouse.jsonl"

# (text, [(span text, TIMEX3 value)], focus years) with the reference date REF
SPANISH = [
    ("Ayer, el Gobierno anunció que el próximo lunes presentará el plan.",
     [("Ayer", "2020-06-14"), ("el próximo lunes", "2020-06-22")], {2020}),
    ("El 4 de octubre de 2005 se firmó el acuerdo; hace diez años nadie lo esperaba.",
     [("El 4 de octubre de 2005", "2005-10-04"), ("hace diez años", "2010")], {2005, 2010}),
    ("Esta mañana llovió. Mañana saldrá el sol.",  # the morning, then tomorrow
     [("Esta mañana", "2020-06-15TMO"), ("Mañana", "2020-06-16")], {2020}),
    ("En los años 90 la empresa creció; desde 2015 cotiza en bolsa.",
     # "since 2015" runs to the reference year
     [("los años 90", "199"), ("desde 2015", "2015")],
     YearSet.range(1990, 1999) | YearSet.range(2015, 2020)),
    ("El siglo XIX fue el de la industria.", [("El siglo XIX", "18")], YearSet.range(1800, 1899)),
    ("El año pasado y el pasado año son lo mismo.", [("El año pasado", "2019"), ("el pasado año", "2019")], {2019}),
    ("Junio pasado llovió mucho; dentro de dos meses llegará la cosecha.",
     [("Junio pasado", "2019-06"), ("dentro de dos meses", "P2M")], {2019, 2020}),  # a duration ending in 2020
    ("La Segunda Guerra Mundial cambió Europa.", [("La Segunda Guerra Mundial", "1939/1945")],
     YearSet.range(1939, 1945)),
    ("Costó 2000 euros y participaron 1500 personas.", [], set()),  # guards: amounts and counts
]
GERMAN = [
    ("Gestern kündigte die Regierung an, dass sie nächsten Montag den Plan vorstellt.",
     [("Gestern", "2020-06-14"), ("nächsten Montag", "2020-06-22")], {2020}),
    ("Am 4. Oktober 2005 wurde der Vertrag unterzeichnet; vor zehn Jahren hatte niemand damit gerechnet.",
     [("Am 4. Oktober 2005", "2005-10-04"), ("vor zehn Jahren", "2010")], {2005, 2010}),
    ("Am Morgen regnete es. Morgen scheint die Sonne.",  # the morning, then tomorrow
     [("Am Morgen", "2020-06-15TMO"), ("Morgen", "2020-06-16")], {2020}),
    ("In den 90er Jahren wuchs die Firma; seit 2015 ist sie an der Börse.",
     # "since 2015" runs to the reference year
     [("In den 90er Jahren", "199"), ("seit 2015", "2015")],
     YearSet.range(1990, 1999) | YearSet.range(2015, 2020)),
    ("Das 19. Jahrhundert war das der Industrie.", [("Das 19. Jahrhundert", "18")], YearSet.range(1800, 1899)),
    ("Im Vorjahr sank der Umsatz, im laufenden Jahr steigt er.",
     [("Im Vorjahr", "2019"), ("im laufenden Jahr", "2020")], {2019, 2020}),
    ("Während des Kalten Krieges war Berlin geteilt.", [("des Kalten Krieges", "1947/1991")],
     YearSet.range(1947, 1991)),
    ("Es kostete 2000 Euro und 1500 Menschen nahmen teil.", [], set()),
]
CASES = [("es", *case) for case in SPANISH] + [("de", *case) for case in GERMAN]


@pytest.fixture(scope="module")
def pipelines():
    out = {}
    for lang in ("es", "de"):
        nlp = spacy.blank(lang)
        nlp.add_pipe("temporal_focus", config={"default_reference_date": REF})
        out[lang] = nlp
    return out


@pytest.mark.parametrize("lang", ["es", "de"])
def test_pack_is_shipped_and_every_example_checks(lang):
    assert lang in available_languages()
    ruleset = builtin_rules(lang)
    assert len(ruleset.rules) > 100
    assert RuleEngine(ruleset).check_examples() == []
    # every rule carries examples (gazetteer periods use their phrases)
    assert [r.id for r in ruleset.rules if not r.examples] == []


def test_every_pack_is_a_folder_and_is_packaged():
    # English is a pack like the others (rules/data/en/), nothing sits at the data root, and every rule file
    # is covered by the package-data globs of pyproject.toml (so a wheel ships it)
    import fnmatch

    import tomllib

    pkg = Path(__file__).resolve().parents[2] / "spacy_tempoeval"
    data = pkg / "rules" / "data"
    assert {"en", "es", "de"} <= set(available_languages())
    assert sorted(p.name for p in data.iterdir() if p.is_file()) == []
    pyproject = tomllib.loads((pkg.parent / "pyproject.toml").read_text(encoding="utf8"))
    globs = pyproject["tool"]["setuptools"]["package-data"]["spacy_tempoeval"]
    files = [p.relative_to(pkg).as_posix() for p in data.rglob("*.jsonl")]
    assert len(files) >= 10
    assert [f for f in files if not any(fnmatch.fnmatch(f, g) for g in globs)] == []


@pytest.mark.parametrize("lang", ["es", "de"])
def test_pack_is_chosen_by_nlp_lang(pipelines, lang):
    tf = pipelines[lang].get_pipe("temporal_focus")
    ids = {r.id for r in tf.rules.rules}
    assert ids == {r.id for r in builtin_rules(lang).rules}
    assert ids != {r.id for r in builtin_rules("en").rules}


@pytest.mark.parametrize("lang,text,spans,years", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_sentences_through_the_component(pipelines, lang, text, spans, years):
    doc = pipelines[lang](text)
    assert [(s.text, s._.timex) for s in doc.spans["temporal"]] == spans
    assert doc._.focus_years == YearSet(years)


@pytest.mark.parametrize("lang", ["es", "de"])
def test_docbin_round_trip(pipelines, lang):
    nlp = pipelines[lang]
    texts = [c[1] for c in CASES if c[0] == lang]
    docs = list(nlp.pipe(texts))
    db = DocBin(store_user_data=True)
    for doc in docs:
        db.add(doc)
    back = list(DocBin().from_bytes(db.to_bytes()).get_docs(nlp.vocab))
    for before, after in zip(docs, back):
        assert after._.focus_years == before._.focus_years
        assert [(s.text, s.label_, s._.timex, s._.years) for s in after.spans["temporal"]] == \
               [(s.text, s.label_, s._.timex, s._.years) for s in before.spans["temporal"]]


def test_n_process_2_with_the_spanish_pack():
    if "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("no fork start method on this platform")
    method = multiprocessing.get_start_method(allow_none=True)
    if method not in (None, "fork"):
        pytest.skip(f"start method already set to {method}")
    nlp = spacy.blank("es")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": REF})
    texts = [c[1] for c in CASES if c[0] == "es"]
    docs = list(nlp.pipe(texts, n_process=2, batch_size=2))
    assert [d._.focus_years for d in docs] == [YearSet(c[3]) for c in CASES if c[0] == "es"]


@pytest.mark.parametrize("lang", ["es", "de"])
def test_spacy_scorer(pipelines, lang):
    nlp = pipelines[lang]
    examples = []
    for _, text, _, years in [c for c in CASES if c[0] == lang]:
        examples.append(Example(nlp.make_doc(text), set_gold_focus_years(nlp.make_doc(text), years)))
    scores = nlp.evaluate(examples)
    assert scores["focus_years_macro_f"] == pytest.approx(1.0)
    # a wrong gold year is counted as a miss ("Ayer"/"Gestern" with a 2020 reference date is 2020, not 2019)
    first = next(c[1] for c in CASES if c[0] == lang)
    bad = [Example(nlp.make_doc(first), set_gold_focus_years(nlp.make_doc(first), {2019}))]
    assert nlp.evaluate(bad)["focus_years_macro_f"] == pytest.approx(0.0)


def test_german_inhouse_set_is_well_formed_and_scores():
    records = [json.loads(line) for line in DE_INHOUSE.read_text(encoding="utf8").splitlines() if line.strip()]
    assert len(records) >= 150
    assert len({r["text"] for r in records}) == len(records)
    nlp = spacy.blank("de")
    nlp.add_pipe("temporal_focus", config={"convention": "timeml"})
    f1s = []
    for rec in records:
        doc = nlp.make_doc(rec["text"])
        doc._.reference_date = rec["dct"]
        doc = nlp(doc)
        f1s.append(year_set_prf(doc._.focus_years, YearSet(rec["years"]))[2])
    # benchmarks/README.md reports the figure; this guards it against regressions
    assert sum(f1s) / len(f1s) >= 0.97


@pytest.mark.parametrize("text,value", [
    ("El plan se presentará el 3 de marzo .", "2021-03-03"),  # an accented future ("presentará") is a cue
    ("El plan se presentó el 3 de marzo .", "2020-03-03"),
])
def test_spanish_accented_tense_cues(text, value):
    nlp = spacy.blank("es")
    nlp.add_pipe("temporal_focus")
    doc = nlp.make_doc(text)
    doc._.reference_date = "2020-06-15"
    assert [s._.timex for s in nlp(doc).spans["temporal"]] == [value]
