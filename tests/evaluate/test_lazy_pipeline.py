"""``evaluate`` with the default pipeline imports spaCy only when a text needs a Doc (``pipeline.lazy``), and
gives the same years either way."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from spacy_tempoeval.core import default_pipeline, get_default_nlp
from spacy_tempoeval.pipeline.focus_core import FocusCore
from spacy_tempoeval.pipeline.lazy import DefaultPipeline

ROOT = Path(__file__).resolve().parents[2]
RECORDS = [
    {"query": "What happened to prices in 2019?", "reference_date": "2024-05-01",
     "retrieved_docs": ["Prices rose in 2019.", "Nothing dated here.", "Last year was calm."],
     "answer": "They rose in 2019 and again last year."},
    {"query": "Who won the election two years ago?", "retrieved_docs": ["The 2022 election was close."],
     "answer": "The 2022 vote."},
]
# texts the component cannot read without a Doc (two expressions with no space between them)
NEEDS_A_DOC = ["Sales in 2019,2020 grew.", "The 1990s-2000s boom.", "Filed (2019)(2020)."]


def _run(code: str) -> str:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_evaluate_with_the_default_pipeline_does_not_import_spacy():
    code = ("import json, sys, spacy_tempoeval\n"
            f"r = spacy_tempoeval.evaluate({RECORDS!r})\n"
            "print(json.dumps({'spacy': 'spacy' in sys.modules, 'rows': r.rows}, sort_keys=True))")
    got = json.loads(_run(code))
    assert got["spacy"] is False
    assert got["rows"][0]["temporal_precision@1"] == 1.0


def test_the_command_line_evaluate_does_not_import_spacy(tmp_path):
    out = tmp_path / "out.json"
    code = ("import sys\nfrom spacy_tempoeval.cli import main\n"
            f"try:\n    main(['evaluate', 'examples/rag_run.jsonl', '-q', '-o', {str(out)!r}])\n"
            "except SystemExit as e:\n    assert not e.code, e.code\n"
            "print('spacy' in sys.modules)")
    assert _run(code).splitlines()[-1] == "False"
    assert json.loads(out.read_text(encoding="utf8"))


def test_the_years_equal_the_spacy_pipelines():
    import spacy_tempoeval

    nlp = get_default_nlp("en")
    lazy = default_pipeline("en")
    assert isinstance(lazy, DefaultPipeline)
    records = RECORDS + [{"query": q, "retrieved_docs": NEEDS_A_DOC, "answer": q} for q in NEEDS_A_DOC]
    with_lazy = spacy_tempoeval.evaluate(records, nlp=lazy)
    with_spacy = spacy_tempoeval.evaluate(records, nlp=nlp)
    assert json.dumps(with_lazy.rows) == json.dumps(with_spacy.rows)  # NaN reasons included
    assert with_lazy.focus_times == with_spacy.focus_times


def test_a_text_that_needs_a_doc_builds_the_real_pipeline_once():
    built = []

    def build():
        built.append(1)
        return get_default_nlp("en")

    lazy = DefaultPipeline("en", build)
    core = lazy.pipeline[0][1]
    assert isinstance(core, FocusCore)
    assert all(core.focus_years_of(t) is None for t in NEEDS_A_DOC)  # the docless reading cannot tell these
    from spacy_tempoeval.core import focus_years_many

    assert focus_years_many(["Prices rose in 2019."], nlp=lazy) == [{2019}]
    assert not lazy.loaded and built == []
    got = focus_years_many(NEEDS_A_DOC, nlp=lazy)
    assert got == focus_years_many(NEEDS_A_DOC, nlp=get_default_nlp("en"))
    assert 2019 in got[0] and all(got)
    focus_years_many(NEEDS_A_DOC, nlp=lazy)
    assert lazy.loaded and built == [1]
    assert lazy.pipe_names == ["temporal_focus"]  # anything else goes to the real pipeline


def test_the_stand_in_pickles_without_its_spacy_pipeline():
    lazy = DefaultPipeline("en", get_default_nlp)
    lazy.real()
    back = pickle.loads(pickle.dumps(lazy))
    assert not back.loaded
    assert back.pipeline[0][1].focus_years_of("Prices rose in 2019.") == {2019}
    with pytest.raises(AttributeError):
        back.__missing_protocol__  # noqa: B018  (dunders are never forwarded)


def test_rule_files_and_errors_match_the_eager_pipeline(tmp_path):
    from spacy_tempoeval.errors import RuleFileError
    from spacy_tempoeval.pipeline.loading import PipelineSpec, load_pipeline, load_pipeline_lazily

    rules = tmp_path / "rules.jsonl"
    rules.write_text(json.dumps({"id": "t-harvest", "phrases": ["Great Harvest"], "start": 1888, "end": 1889,
                                 "kind": "era", "region": "world"}) + "\n", encoding="utf8")
    spec = PipelineSpec(rules=(str(rules),))
    lazy, eager = load_pipeline_lazily(spec), load_pipeline(spec)
    text = "The Great Harvest changed life."
    assert lazy.pipeline[0][1].focus_years_of(text) == {1888, 1889}
    assert lazy.pipeline[0][1].focus_years_of(text) == eager.get_pipe("temporal_focus").focus_years_of(text)
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "phrases": ["Big Fair"], "start": 1900, "end": 1901, "kind": "nonsense"}\n',
                   encoding="utf8")
    for load in (load_pipeline, load_pipeline_lazily):
        with pytest.raises(RuleFileError) as err:
            load(PipelineSpec(rules=(str(bad),)))
        assert "bad.jsonl" in str(err.value)
    # a model, a config or options: the eager pipeline itself
    assert not isinstance(load_pipeline_lazily(PipelineSpec(options=(("convention", "timeml"),))), DefaultPipeline)


def test_extract_qft_reads_without_spacy_until_a_text_needs_a_doc():
    code = ("import sys\nfrom spacy_tempoeval import extract_qft\n"
            "a = extract_qft('What happened between 2010 and 2014?', '2024-05-01')\n"
            "before = 'spacy' in sys.modules\n"
            "b = extract_qft('Sales in 2019,2020 grew.')\n"
            "print(sorted(a), before, sorted(b), 'spacy' in sys.modules)")
    assert _run(code) == "[2010, 2011, 2012, 2013, 2014] False [2019] True"
