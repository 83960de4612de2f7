"""Issue 25, items 5 and 8: a per-document time bound (``max_seconds_per_doc``). A document that a near-limit rule
stalls (each match attempt just under the 1 s rule bound, hundreds of them) is stopped with [E175]: raised by the
component and the Python API, listed in the errors file by ``preprocess`` (one or two processes), which goes on.
The bound is what the code enforces; the tests assert outcomes, not durations."""

from __future__ import annotations

import json

import pytest
import spacy
from typer.testing import CliRunner

from spacy_tempoeval.bulk import ReaderConfig, preprocess
from spacy_tempoeval.bulk import record_context as rc
from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode
from spacy_tempoeval.errors import ConfigError, DocTimeoutError
from spacy_tempoeval.pipeline import temporal_focus as tfm

SLOW_RULE = {"id": "slow", "label": "DATE", "pattern": "(?:1|11)+x", "value": "2000"}
STALL = ("1" * 26 + " ") * 400 + "2019"  # ~20 ms per attempt, 800 attempts: about 16 s without a bound
BOUND = 0.3


@pytest.fixture(scope="module")
def slow_nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2020-01-01"}).add_rules([SLOW_RULE])
    return nlp


@pytest.fixture(scope="module")
def slow_model(tmp_path_factory, slow_nlp):
    path = tmp_path_factory.mktemp("slow") / "model"
    slow_nlp.to_disk(path)
    return path


def corpus(path, stalled_at=(3,), n=8):
    path.write_text("".join(json.dumps({"id": i, "text": STALL if i in stalled_at else f"In {2000 + i} it rained."})
                            + "\n" for i in range(n)), encoding="utf-8")
    return path


def test_the_user_data_keys_agree():
    assert (rc.MAX_SECONDS_KEY, rc.ON_TIMEOUT_KEY, rc.DOC_ERROR_KEY) == (
        tfm.MAX_SECONDS_KEY, tfm.ON_TIMEOUT_KEY, tfm.DOC_ERROR_KEY)


def test_the_component_raises_e175_when_a_doc_takes_longer_than_its_bound(slow_nlp):
    tf = slow_nlp.get_pipe("temporal_focus")
    tf.max_seconds_per_doc = BOUND
    try:
        with pytest.raises(DocTimeoutError, match=r"\[E175\] Tagging a text of 10,804 characters") as info:
            slow_nlp(STALL)
        assert 0 <= info.value.pos < len(STALL)
        assert slow_nlp("In 2019 it rained.")._.focus_years == {2019}  # ordinary docs are untouched
    finally:
        tf.max_seconds_per_doc = None


def test_a_doc_can_carry_its_own_bound_and_be_recorded_instead_of_raised(slow_nlp):
    doc = slow_nlp.make_doc(STALL)
    doc.user_data[tfm.MAX_SECONDS_KEY] = BOUND
    doc.user_data[tfm.ON_TIMEOUT_KEY] = "record"
    doc = slow_nlp(doc)
    assert "[E175]" in doc.user_data[tfm.DOC_ERROR_KEY]
    assert not doc._.focus_years and len(doc.spans["temporal"]) == 0


@pytest.mark.parametrize("n_process", [1, 2])
def test_preprocess_lists_a_stalled_record_and_goes_on(tmp_path, slow_nlp, slow_model, n_process):
    src = corpus(tmp_path / "c.jsonl", stalled_at=(3, 6))
    out = tmp_path / "out.jsonl"
    if n_process == 1:
        summary = preprocess(src, out, nlp=slow_nlp, reader=ReaderConfig(format="jsonl"), checkpoint_every=3,
                             max_seconds_per_doc=BOUND)
    else:
        result = CliRunner().invoke(app, ["preprocess", str(src), str(out), "-q", "--model", str(slow_model),
                                          "-n", "2", "--checkpoint-every", "3", "--max-seconds-per-doc", str(BOUND)])
        assert result.exit_code == ExitCode.SKIPPED, result.output  # complete; the stalled records listed
        summary = None
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == [0, 1, 2, 4, 5, 7]
    errors = [json.loads(x) for x in (tmp_path / "out.errors.jsonl").read_text().splitlines()]
    assert [e["line"] for e in errors] == [4, 7] and all("[E175]" in e["error"] for e in errors)
    assert all(e["raw"].startswith("1111") for e in errors)
    if summary is not None:
        assert (summary.docs, summary.bad) == (6, 2)


def test_the_command_line_option_and_its_errors(tmp_path, slow_model):
    src = corpus(tmp_path / "c.jsonl", stalled_at=(1,), n=3)
    result = CliRunner().invoke(app, ["preprocess", str(src), str(tmp_path / "o.jsonl"), "-q", "--model",
                                      str(slow_model), "--max-seconds-per-doc", str(BOUND)])
    assert result.exit_code == ExitCode.SKIPPED and "too slow" in result.stderr
    assert len((tmp_path / "o.jsonl").read_text().splitlines()) == 2
    bad = CliRunner().invoke(app, ["preprocess", str(src), str(tmp_path / "p.jsonl"), "-q",
                                   "--max-seconds-per-doc", "-1"])
    assert bad.exit_code == ExitCode.USAGE and "max_seconds_per_doc" in bad.stderr
    with pytest.raises(ConfigError, match=r"\[E077\]"):
        preprocess(src, tmp_path / "q.jsonl", max_seconds_per_doc=0)
