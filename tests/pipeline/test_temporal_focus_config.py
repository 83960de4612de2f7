"""``configs/temporal_focus.cfg`` through ``spacy assemble``/``spacy.load``, and gold DocBins for ``spacy evaluate``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import spacy
from probes import benchmark_module
from spacy.tokens import DocBin
from spacy.training import Example

from spacy_tempoeval.errors import RecordError, RuleFileError
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.pipeline.scorer import year_set_prf
from spacy_tempoeval.tagger import TemporalTagger

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "configs" / "temporal_focus.cfg"
EXAMPLE_RULES = ROOT / "configs" / "example_rules.jsonl"
SYNTHETIC = [  # written by hand for these tests; no gold data is copied into the repository
    {"text": "Prices rose last year.", "dct": "1998-02-27", "years": [1997],
     "timexes": [{"text": "last year", "type": "DATE", "value": "1997", "start": 12, "end": 21}]},
    {"text": "What happened from 2019 to 2021?", "dct": "2022-01-01", "years": [2019, 2020, 2021],
     "timexes": [{"text": "from 2019 to 2021", "type": "DATE", "value": "2019/2021", "start": 14, "end": 31}]},
    {"text": "It lasted three years.", "dct": "2000-05-05", "years": [],
     "timexes": [{"text": "three years", "type": "DURATION", "value": "P3Y", "start": 10, "end": 21}]},
    {"text": "In 1066 and in 1492.", "dct": "2000-05-05", "years": [1066, 1492, 1900], "timexes": []},
]


def _load_script():
    return benchmark_module("make_gold_docbin.py")


@pytest.fixture(scope="module")
def gold_script():
    return _load_script()


@pytest.fixture(scope="module")
def assembled(tmp_path_factory):
    out = tmp_path_factory.mktemp("assembled") / "pipeline"
    proc = subprocess.run([sys.executable, "-m", "spacy", "assemble", str(CONFIG), str(out),
                           "--paths.rules", str(EXAMPLE_RULES)], capture_output=True, text=True, timeout=180,
                          cwd=ROOT)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    return out


def _write_jsonl(path: Path, records) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf8")
    return path


def test_temporal_focus_config_assemble_and_load(assembled):
    assert (assembled / "temporal_focus" / "rules.jsonl").exists()
    nlp = spacy.load(assembled)
    assert nlp.pipe_names == ["temporal_focus"]
    tf = nlp.get_pipe("temporal_focus")
    assert len(tf.user_records) == sum(1 for line in EXAMPLE_RULES.open(encoding="utf8") if line.strip())
    doc = nlp("During the Genroku era and the big reorg, from 2019 to 2021.")
    assert [(s.text, s._.timex) for s in doc.spans["temporal"]] == [
        ("the Genroku era", "1688/1704"), ("the big reorg", "2021/2022"), ("from 2019 to 2021", "2019/2021")]
    assert tf.rules.rules[0].id == "example_jp_era"  # initialize rules come before the built-in ones
    assert tf.tagger.engine.check_examples() == []


def test_temporal_focus_config_matches_factory_defaults():
    # the shipped config spells out every option with the factory's default value
    config = spacy.util.load_config(CONFIG, interpolate=False)
    cfg = dict(config["components"]["temporal_focus"])
    cfg.pop("factory")
    defaults = dict(spacy.blank("en").get_factory_meta("temporal_focus").default_config)
    assert cfg == defaults


def test_temporal_focus_config_initialize_bad_rules_named(tmp_path):
    bad = _write_jsonl(tmp_path / "bad.jsonl", [
        {"id": "ok", "phrases": ["the Long Peace"], "start": 1947, "end": 1991},
        {"id": "broken", "label": "DATE", "pattern": "x(", "value": "1"}])
    config = spacy.util.load_config(CONFIG, overrides={"paths.rules": str(bad)}, interpolate=False)
    nlp = spacy.util.load_model_from_config(config, auto_fill=True)
    with pytest.raises(RuleFileError, match=r"line 2, field 'pattern': \[E006\]"):
        nlp.initialize()


def test_gold_docbin_round_trip(gold_script, tmp_path):
    path = _write_jsonl(tmp_path / "synthetic.jsonl", SYNTHETIC)
    nlp = spacy.blank("en")
    db = gold_script.convert_file(nlp, path)
    docs = list(DocBin().from_bytes(db.to_bytes()).get_docs(nlp.vocab))
    assert [sorted(d._.focus_years) for d in docs] == [r["years"] for r in SYNTHETIC]
    assert [str(d._.reference_date) for d in docs] == [r["dct"] for r in SYNTHETIC]
    assert [(s.text, s.label_, s.kb_id_) for s in docs[0].spans["temporal"]] == [("last year", "DATE", "1997")]


def test_gold_docbin_evaluate_uses_gold_reference_dates(gold_script, tmp_path, make_tf_nlp):
    path = _write_jsonl(tmp_path / "synthetic.jsonl", SYNTHETIC)
    db = gold_script.convert_file(spacy.blank("en"), path)
    nlp = make_tf_nlp(default_reference_date="2019-11-18")  # a wrong anchor for every synthetic record
    refs = list(db.get_docs(nlp.vocab))
    # as spaCy's Corpus does: predicted docs from the text alone, without user_data
    examples = [Example(nlp.make_doc(ref.text), ref) for ref in refs]
    scores = nlp.evaluate(examples)
    # expected: each text tagged with its own dct, scored per document
    f1s, tp, n_pred, n_gold = [], 0, 0, 0
    for record in SYNTHETIC:
        doc = nlp.make_doc(record["text"])
        doc._.reference_date = record["dct"]
        pred, gold = nlp(doc)._.focus_years, set(record["years"])
        f1s.append(year_set_prf(pred, type(pred)(gold))[2])
        tp, n_pred, n_gold = tp + len(pred & gold), n_pred + len(pred), n_gold + len(gold)
    assert scores["focus_years_macro_f"] == pytest.approx(sum(f1s) / len(f1s))
    assert scores["focus_years_p"] == pytest.approx(tp / n_pred)
    assert scores["focus_years_r"] == pytest.approx(tp / n_gold)
    assert scores["focus_years_r"] < 1.0  # 1900 is in the gold years of the last record and in no text
    # spans: the 3 gold expressions are found; "1066" and "1492" are not in the (incomplete) last record
    assert scores["spans_temporal_r"] == pytest.approx(1.0)
    assert scores["spans_temporal_p"] == pytest.approx(3 / 5)


def test_gold_docbin_spacy_evaluate_cli(gold_script, assembled, tmp_path):
    path = _write_jsonl(tmp_path / "synthetic.jsonl", SYNTHETIC[:3])
    data = tmp_path / "gold.spacy"
    gold_script.convert_file(spacy.blank("en"), path).to_disk(data)
    out = tmp_path / "scores.json"
    proc = subprocess.run([sys.executable, "-m", "spacy", "evaluate", str(assembled), str(data), "--per-component",
                           "--output", str(out)], capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr[-2000:]
    scores = json.loads(out.read_text())["temporal_focus"]
    # "last year" anchored to the gold dct (1998-02-27), not to today: every document right
    assert scores["focus_years_macro_f"] == pytest.approx(1.0)
    assert scores["focus_years_f"] == pytest.approx(1.0)


@pytest.mark.parametrize("line,field", [
    ("not json", "<line>"), ('{"text": 3, "years": []}', "text"), ('{"text": "x", "years": [1999, 0]}', "years"),
    ('{"text": "x", "years": [], "dct": "1998-13-45"}', "dct"),
    ('{"text": "x", "years": [], "timexes": [{"start": 0, "end": 9, "type": "DATE", "value": "1"}]}',
     "timexes[0]"),
    ('{"text": "x", "years": [], "timexes": [{"start": 0}]}', "timexes[0]"),
])
def test_gold_docbin_bad_records_named(gold_script, tmp_path, line, field):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"text": "fine", "years": []}\n' + line + "\n", encoding="utf8")
    with pytest.raises(RecordError, match=r"\[E021\]") as exc:
        gold_script.convert_file(spacy.blank("en"), path)
    assert f"{path}, line 2: field {field!r}" in str(exc.value)


def test_gold_docbin_real_corpora_sample(gold_script, gold_dir):
    nlp = spacy.blank("en")
    for path in sorted(gold_dir.glob("*.jsonl")):
        docs = list(gold_script.convert_file(nlp, path, limit=5).get_docs(nlp.vocab))
        assert len(docs) == 5
        records = [r for _, r in zip(range(5), gold_script.read_gold(path))]
        assert [sorted(d._.focus_years) for d in docs] == [sorted(r["years"]) for r in records]
        for doc, record in zip(docs, records):
            texts = {t["text"] for t in record["timexes"]}
            assert all(s.text in texts or s.label_ for s in doc.spans["temporal"])


def test_options_are_written_once():
    # TemporalFocusSettings is the source; the factory signature (which spaCy validates configs against) and its
    # default_config must name exactly the same options with the same defaults
    import inspect

    from spacy.language import Language

    from spacy_tempoeval.pipeline.settings import TemporalFocusSettings
    from spacy_tempoeval.pipeline.temporal_focus import make_temporal_focus

    names = TemporalFocusSettings.option_names()
    params = [p for p in inspect.signature(make_temporal_focus).parameters if p not in ("nlp", "name", "scorer")]
    assert params == names
    meta = Language.get_factory_meta("temporal_focus")
    assert {k: v for k, v in meta.default_config.items() if k != "scorer"} == TemporalFocusSettings().to_config()


def test_component_keeps_validated_settings():
    nlp = spacy.blank("en")
    tf = nlp.add_pipe("temporal_focus", config={"anchoring": "discourse", "min_year": 0})
    assert tf.cfg.anchoring == "discourse" and tf.tagger.settings.anchoring == "discourse"
    with pytest.raises(ValueError, match=r"\[E002\].*anchoring"):
        spacy.blank("en").add_pipe("temporal_focus", config={"anchoring": "sometimes"})
    with pytest.raises(ValueError, match=r"\[E002\].*convention"):
        TemporalTagger(settings=TaggerSettings(convention="iso"))


def test_language_without_a_pack_is_a_clear_error():
    from spacy_tempoeval.errors import NoRulesForLanguageError

    with pytest.raises(NoRulesForLanguageError, match=r"\[E095\].*'fr'"):
        spacy.blank("fr").add_pipe("temporal_focus")
    # asked for explicitly, another language's pack applies
    nlp = spacy.blank("fr")
    nlp.add_pipe("temporal_focus", config={"lang": "en"})
    assert nlp("Il est né en 1999.")._.focus_years == {1999}


def test_a_pipeline_of_no_language_is_the_same_clear_error():
    # mypy20: ``Language()`` has ``nlp.lang`` None; the component looked for the pack ``rules/data/None`` and
    # failed with a TypeError (Path / None) instead of [E095]
    from spacy.language import Language

    from spacy_tempoeval.errors import NoRulesForLanguageError
    from spacy_tempoeval.pipeline.focus_core import FocusCore

    with pytest.raises(NoRulesForLanguageError, match=r"\[E095\].*None"):
        Language().add_pipe("temporal_focus")
    with pytest.raises(NoRulesForLanguageError, match=r"\[E095\]"):
        FocusCore(None)
    assert FocusCore(None, use_builtin_rules=False).lang is None  # own rules only: no pack needed
    nlp = Language()
    nlp.add_pipe("temporal_focus", config={"lang": "en"})  # a pack named explicitly still applies


def test_engine_is_language_neutral_with_a_tiny_pack(tmp_path):
    # a German pack of a handful of month names, written for the test, through the real component
    pack = tmp_path / "de_rules.jsonl"
    pack.write_text("\n".join(json.dumps(r) for r in [
        {"macro": "MONAT", "terms": {"januar": "01", "februar": "02", "märz": "03", "mai": "05"}},
        {"id": "de_tag_monat_jahr", "label": "DATE", "pattern": "(?P<d>\\d{1,2})\\.\\s*(?P<m>{MONAT})\\s+(?P<y>\\d{4})",
         "value": "{y|year}-{m|term:MONAT}-{d|day}", "examples": ["3. März 2021"]},
        {"id": "de_monat", "label": "DATE", "pattern": "(?P<m>{MONAT})", "value": "XXXX-{m|term:MONAT}",
         "examples": ["Mai"]},
    ]) + "\n", encoding="utf8")
    nlp = spacy.blank("de")
    nlp.add_pipe("temporal_focus", config={"use_builtin_rules": False, "rule_files": [str(pack)]})
    doc = nlp.make_doc("Am 3. März 2021 begann es. Im Mai endete es.")
    doc._.reference_date = "2024-06-01"  # far from 2021: a narrative, so "Mai" follows the text
    doc = nlp(doc)
    assert [(s.text, s._.timex) for s in doc.spans["temporal"]] == [("3. März 2021", "2021-03-03"),
                                                                   ("Mai", "2021-05")]
    assert doc._.focus_years == {2021}
