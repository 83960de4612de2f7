"""spaCy citizenship of ``temporal_focus``: entry point, to_disk/spacy.load, bytes, pickle, DocBin."""

from __future__ import annotations

import pickle
import subprocess
import sys

import pytest
import spacy
from spacy.tokens import DocBin

from spacy_tempoeval.yearset import YearSet

RAT_RULE = {"id": "test_year_of_the_rat", "label": "DATE", "pattern": "the year of the rat", "value": "2020",
            "examples": ["the year of the rat"]}
RAT_TEXT = "It was the year of the rat, not 1999."


def _with_rat_rule(make_tf_nlp):
    nlp = make_tf_nlp()
    nlp.get_pipe("temporal_focus").add_rules([RAT_RULE], source="test")
    return nlp


def _check_rat(nlp) -> None:
    doc = nlp(RAT_TEXT)
    assert doc._.focus_years == {1999, 2020}
    rules = {s.text: s._.timex_rule for s in doc.spans["temporal"]}
    assert rules["the year of the rat"] == RAT_RULE["id"]


def test_temporal_focus_entry_point_fresh_process():
    code = ("import spacy; nlp = spacy.blank('en'); nlp.add_pipe('temporal_focus'); "
            "print(sorted(nlp('What happened from 2019 to 2021?')._.focus_years))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[2019, 2020, 2021]"


def test_temporal_focus_blank_does_not_import_litellm():
    code = "import sys, spacy; spacy.blank('en'); import spacy_tempoeval; print('litellm' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_temporal_focus_to_disk_keeps_added_rules_and_config(make_tf_nlp, tmp_path):
    nlp = make_tf_nlp(prefer="future", narrow_modifiers=True)
    nlp.get_pipe("temporal_focus").add_rules([RAT_RULE], source="test")
    _check_rat(nlp)
    nlp.to_disk(tmp_path / "pipe")
    assert (tmp_path / "pipe" / "temporal_focus" / "rules.jsonl").exists()
    nlp2 = spacy.load(tmp_path / "pipe")
    _check_rat(nlp2)
    tf2 = nlp2.get_pipe("temporal_focus")
    assert tf2.settings.prefer == "future"
    assert tf2.settings.narrow_modifiers is True
    assert tf2.default_reference_date == "2019-11-18"
    assert tf2.user_records == [RAT_RULE]


def test_temporal_focus_to_disk_keeps_initialize_patterns(make_tf_nlp, tmp_path):
    nlp = make_tf_nlp()
    nlp.initialize()
    nlp.get_pipe("temporal_focus").initialize(patterns=[RAT_RULE])
    _check_rat(nlp)
    nlp.to_disk(tmp_path / "pipe")
    _check_rat(spacy.load(tmp_path / "pipe"))


def test_temporal_focus_from_disk_replaces_rules(make_tf_nlp, tmp_path):
    # a pipeline saved without added rules, loaded into a component that has some: they are cleared
    make_tf_nlp().to_disk(tmp_path / "plain")
    nlp = _with_rat_rule(make_tf_nlp)
    tf = nlp.get_pipe("temporal_focus")
    assert tf.from_disk(tmp_path / "plain" / "temporal_focus") is tf
    assert tf.user_records == []
    assert nlp("the year of the rat")._.focus_years == set()


def test_temporal_focus_to_bytes_from_bytes(make_tf_nlp):
    data = _with_rat_rule(make_tf_nlp).to_bytes()
    nlp2 = make_tf_nlp()
    nlp2.from_bytes(data)
    _check_rat(nlp2)
    tf = nlp2.get_pipe("temporal_focus")
    assert tf.from_bytes(tf.to_bytes()) is tf
    _check_rat(nlp2)


def test_temporal_focus_bytes_exclude_rules(make_tf_nlp):
    tf = _with_rat_rule(make_tf_nlp).get_pipe("temporal_focus")
    fresh = make_tf_nlp().get_pipe("temporal_focus")
    fresh.from_bytes(tf.to_bytes(exclude=["rules"]))
    assert fresh.user_records == []


def test_temporal_focus_pickle(make_tf_nlp):
    nlp2 = pickle.loads(pickle.dumps(_with_rat_rule(make_tf_nlp)))
    _check_rat(nlp2)
    doc = nlp2("What happened from 2019 to 2021?")
    assert pickle.loads(pickle.dumps(doc))._.focus_years == {2019, 2020, 2021}


def test_temporal_focus_docbin_round_trip(tf_nlp):
    doc = tf_nlp.make_doc("Prices rose last year. What happened from 2019 to 2021?")
    doc._.reference_date = "1998-02-27"
    doc = tf_nlp(doc)
    db = DocBin(store_user_data=True)
    db.add(doc)
    (back,) = DocBin().from_bytes(db.to_bytes()).get_docs(tf_nlp.vocab)
    assert back._.focus_years == doc._.focus_years == {1997, 2019, 2020, 2021}
    assert str(back._.reference_date) == "1998-02-27"
    got = [(s.text, s.label_, s._.timex, s._.years, s._.timex_rule) for s in back.spans["temporal"]]
    want = [(s.text, s.label_, s._.timex, s._.years, s._.timex_rule) for s in doc.spans["temporal"]]
    assert got == want
    assert ("from 2019 to 2021", "DATE", "2019/2021", YearSet.range(2019, 2021)) in [g[:4] for g in got]
    assert back._.timexes == doc._.timexes


def test_temporal_focus_docbin_without_user_data_has_no_focus(tf_nlp):
    doc = tf_nlp("In 2008, Lehman Brothers collapsed.")
    db = DocBin(store_user_data=False)
    db.add(doc)
    (back,) = DocBin().from_bytes(db.to_bytes()).get_docs(tf_nlp.vocab)
    assert back._.focus_years is None  # the contract: None means "never processed", not "no years"
    # the span group survives and its TIMEX3 value is kept in kb_id
    assert [(s.text, s._.timex) for s in back.spans["temporal"]] == [("2008", "2008")]


def test_temporal_focus_doc_to_bytes_and_json_user_data_is_msgpackable(tf_nlp):
    import srsly

    doc = tf_nlp("From 1914 to 1918, and in the 1990s.")
    srsly.msgpack_dumps(doc.user_data)  # raises on sets or YearSets
    back = type(doc)(tf_nlp.vocab).from_bytes(doc.to_bytes())
    assert back._.focus_years == doc._.focus_years


def test_temporal_focus_same_span_offsets_share_values(tf_nlp):
    doc = tf_nlp("What happened from 2019 to 2021?")
    span = doc.spans["temporal"][0]
    again = doc.char_span(span.start_char, span.end_char)
    assert again._.timex == span._.timex == "2019/2021"
    assert again._.years == span._.years


@pytest.mark.parametrize("key", ["temporal", "timex3"])
def test_temporal_focus_spans_key(make_tf_nlp, key):
    doc = make_tf_nlp(spans_key=key)("In 2008, Lehman Brothers collapsed.")
    assert [s.text for s in doc.spans[key]] == ["2008"]


def test_user_data_layout_is_versioned_and_old_docbins_stay_readable(monkeypatch):
    import spacy
    from spacy.tokens import DocBin

    from spacy_tempoeval.errors import PipelineError
    from spacy_tempoeval.pipeline import extensions as ext

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    doc = nlp("From 2019 to 2021 prices rose.")
    assert doc.user_data[ext.LAYOUT_KEY] == ext.LAYOUT_VERSION
    back = list(DocBin(docs=[doc], store_user_data=True).get_docs(nlp.vocab))[0]
    assert sorted(back._.focus_years) == [2019, 2020, 2021]

    old = nlp("In 1999 it began.")  # a Doc from before the layout key: layout 1
    del old.user_data[ext.LAYOUT_KEY]
    assert sorted(old._.focus_years) == [1999] and old._.timexes[0]["value"] == "1999"

    newer = nlp("In 1999 it began.")
    newer.user_data[ext.LAYOUT_KEY] = ext.LAYOUT_VERSION + 1
    with pytest.raises(PipelineError) as exc:
        _ = newer._.focus_years
    assert exc.value.code == "E026"

    # a future layout change: version 2 renames the rule field; the upgrade runs once, on first access
    def upgrade_1_to_2(user_data):
        user_data[ext.RECORDS_KEY] = [[*r[:ext.R_RULE], "upgraded:" + str(r[ext.R_RULE]), *r[ext.R_RULE + 1:]]
                                      for r in user_data[ext.RECORDS_KEY]]

    monkeypatch.setattr(ext, "LAYOUT_VERSION", 2)
    monkeypatch.setitem(ext._UPGRADES, 1, upgrade_1_to_2)
    old_bin = list(DocBin(docs=[nlp("In 1999 it began.")], store_user_data=True).get_docs(nlp.vocab))[0]
    old_bin.user_data[ext.LAYOUT_KEY] = 1
    assert old_bin._.timexes[0]["rule"].startswith("upgraded:")
    assert old_bin.user_data[ext.LAYOUT_KEY] == 2 and old_bin._.timexes[0]["rule"].count("upgraded:") == 1


def test_timexes_read_the_doc_text_once_not_once_per_expression():
    """``doc.text`` is rebuilt from every token on each access; reading it per expression made
    ``doc._.timexes`` quadratic (a 1.4 MB text with 80,000 dates took over ten minutes in ``extract``)."""
    from spacy_tempoeval.pipeline import extensions as ext

    class CountingDoc:
        def __init__(self, text, user_data):
            self._text, self.user_data, self.reads = text, user_data, 0

        @property
        def text(self):
            self.reads += 1
            return self._text

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    real = nlp("In 1999 it began. In 2001 it ended. By 2005 it was forgotten.")
    fake = CountingDoc(real.text, dict(real.user_data))
    timexes = ext._get_timexes(fake)
    assert len(timexes) == 3
    assert [t["text"] for t in timexes] == [t["text"] for t in real._.timexes]
    assert fake.reads == 1
