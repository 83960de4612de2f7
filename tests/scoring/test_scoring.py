"""spacy_tempoeval.scoring: the TempEval-3 span scorer, the year-set scorer and the gold readers (JSONL, TimeML)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from spacy_tempoeval.errors import RecordError
from spacy_tempoeval.scoring import (
    SpanCounts,
    Timex,
    YearSetScorer,
    match_timexes,
    read_gold,
    read_gold_jsonl,
    read_tml,
    score_spans,
    year_set_prf,
)
from spacy_tempoeval.yearset import YearSet

DATA = Path(__file__).resolve().parents[1] / "data" / "scoring"


def T(start, end, type_="DATE", value="2019"):
    return Timex(start, end, type_, value)


# -- matching and span scores ---------------------------------------------------------------------------------
def test_matching_is_one_to_one_and_prefers_equal_offsets():
    gold = [T(0, 10), T(12, 20)]
    # the prediction 0-20 overlaps both gold spans; 12-20 is an exact match of the second
    pred = [T(0, 20), T(12, 20)]
    assert sorted(match_timexes(gold, pred)) == [(0, 0), (1, 1)]
    # a gold span overlapped by two predictions is matched once, to the one it shares most with
    assert match_timexes([T(0, 10)], [T(0, 3), T(2, 10)]) == [(0, 1)]
    assert match_timexes([T(0, 5)], [T(5, 9)]) == []  # touching is not overlapping


def test_span_scores_follow_the_tempeval3_definitions():
    gold = [T(0, 9, "DATE", "1997"), T(20, 26, "DATE", "1998-03-06"), T(31, 40, "DURATION", "PT2H")]
    pred = [T(0, 9, "DATE", "1997"), T(17, 26, "DATE", "1998-03-07"), T(31, 40, "DATE", "PT2H"), T(50, 55)]
    s = score_spans([(gold, pred)])
    assert s.counts == SpanCounts(gold=3, predicted=4, strict=2, relaxed=3, value=2, type=2)
    assert s.strict_p == pytest.approx(2 / 4) and s.strict_r == pytest.approx(2 / 3)
    assert s.strict_f == pytest.approx(2 * 0.5 * (2 / 3) / (0.5 + 2 / 3))
    rf = 2 * 0.75 * 1.0 / 1.75
    assert s.relaxed_f == pytest.approx(rf)
    assert s.value_f == pytest.approx(rf * 2 / 3) and s.type_f == pytest.approx(rf * 2 / 3)


def test_span_scores_pool_counts_over_documents():
    docs = [([T(0, 4)], [T(0, 4)]), ([T(0, 4), T(6, 8)], [])]
    s = score_spans(docs)
    assert (s.counts.gold, s.counts.predicted, s.counts.strict) == (3, 1, 1)
    assert s.strict_p == 1.0 and s.strict_r == pytest.approx(1 / 3)


def test_no_span_anywhere_is_none_with_a_reason_and_no_overlap_is_zero():
    empty = score_spans([([], [])])
    assert empty.strict_f is None and empty.value_f is None and "no TIMEX3" in empty.reason
    missed = score_spans([([T(0, 4)], [T(5, 9)])])
    assert missed.relaxed_f == 0.0 and missed.value_f == 0.0 and missed.value_accuracy is None
    assert "overlaps" in missed.reason


# -- year sets ------------------------------------------------------------------------------------------------
def test_year_set_scorer_matches_the_benchmark_formulas():
    rng = random.Random(7)
    scorer = YearSetScorer()
    f1s, tp, fp, fn = [], 0, 0, 0
    for _ in range(200):
        pred = YearSet(rng.sample(range(1990, 2000), rng.randint(0, 4)))
        gold = YearSet(rng.sample(range(1990, 2000), rng.randint(0, 4)))
        f1s.append(scorer.add(pred, gold)[2])
        inter = len(set(pred) & set(gold))
        tp, fp, fn = tp + inter, fp + len(pred) - inter, fn + len(gold) - inter
    got = scorer.scores()
    assert got["macro_f1"] == sum(f1s) / len(f1s)
    assert got["micro_p"] == tp / (tp + fp) and got["micro_r"] == tp / (tp + fn)
    assert year_set_prf(YearSet(), YearSet()) == (1.0, 1.0, 1.0)
    assert year_set_prf(YearSet([2000]), YearSet()) == (0.0, 1.0, 0.0)


def test_year_set_scorer_without_documents_says_so():
    got = YearSetScorer().scores()
    assert got["macro_f1"] is None and got["reason"] == "no documents"


# -- JSONL gold -----------------------------------------------------------------------------------------------
def _write(tmp_path, *records, name="gold.jsonl"):
    path = tmp_path / name
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in records) + "\n")
    return path


GOOD = {"doc_id": "d1", "dct": "1998-02-27", "text": "Sales rose last year.",
        "timexes": [{"tid": "t1", "text": "last year", "type": "DATE", "value": "1997", "start": 11, "end": 20}],
        "years": [1997]}


def test_jsonl_gold_is_read(tmp_path):
    (doc,) = read_gold_jsonl(_write(tmp_path, GOOD))
    assert doc.doc_id == "d1" and doc.dct == "1998-02-27" and doc.years == YearSet([1997])
    assert doc.timexes == [Timex(11, 20, "DATE", "1997", "t1")]


def test_jsonl_gold_with_an_empty_dct_has_none(tmp_path):
    # an empty "dct" parsed to None and then failed deep inside (AttributeError: no attribute 'isoformat')
    (doc,) = read_gold_jsonl(_write(tmp_path, {**GOOD, "dct": ""}))
    assert doc.dct is None and doc.years == YearSet([1997])


def test_years_default_to_the_years_of_date_and_time_values(tmp_path):
    rec = {k: v for k, v in GOOD.items() if k != "years"}
    rec["timexes"] = rec["timexes"] + [{"start": 0, "end": 5, "type": "DURATION", "value": "P5Y"}]
    (doc,) = read_gold_jsonl(_write(tmp_path, rec))
    assert doc.years == YearSet([1997])


@pytest.mark.parametrize("change,code,field", [
    ({"text": None}, "E211", "'text'"),
    ({"timexes": [{**GOOD["timexes"][0], "start": 10, "end": 19}]}, "E212", "'timexes[0].text'"),
    ({"timexes": [{**GOOD["timexes"][0], "end": 99}]}, "E211", "'timexes[0].start'"),
    ({"timexes": [{**GOOD["timexes"][0], "type": "EVENT"}]}, "E211", "'timexes[0].type'"),
    ({"timexes": [{"start": 11, "end": 20, "type": "DATE"}]}, "E210", "'timexes[0].value'"),
    ({"years": ["1997"]}, "E211", "'years'"),
    ({"dct": "yesterday"}, "E211", "'dct'"),
])
def test_bad_jsonl_gold_is_a_coded_error_with_file_line_document_and_field(tmp_path, change, code, field):
    path = _write(tmp_path, GOOD, {**GOOD, "doc_id": "d2", **change})
    with pytest.raises(RecordError) as info:
        read_gold_jsonl(path)
    message = str(info.value)
    assert info.value.code == code
    assert f"{path}, line 2, document 'd2'" in message and field in message


def test_offsets_that_do_not_match_the_text_name_both_strings(tmp_path):
    bad = {**GOOD, "timexes": [{**GOOD["timexes"][0], "start": 10, "end": 19}]}
    with pytest.raises(RecordError, match=r"gold says 'last year', the text there reads ' last yea'"):
        read_gold_jsonl(_write(tmp_path, bad))


def test_missing_fields_and_broken_lines(tmp_path):
    with pytest.raises(RecordError, match=r"\[E210\].*line 1, document 'x'.*'text'"):
        read_gold_jsonl(_write(tmp_path, {"doc_id": "x", "years": []}))
    with pytest.raises(RecordError, match=r"\[E210\].*'years'"):
        read_gold_jsonl(_write(tmp_path, {"doc_id": "x", "text": "no years"}))
    with pytest.raises(RecordError, match=r"\[E211\].*line 2, field '<line>'"):
        read_gold_jsonl(_write(tmp_path, GOOD, "{not json"))


def test_empty_and_missing_gold(tmp_path):
    empty = _write(tmp_path, "")
    with pytest.raises(RecordError, match=r"\[E215\].*no gold documents"):
        read_gold(empty)
    (tmp_path / "folder").mkdir()
    with pytest.raises(RecordError, match=r"\[E215\].*no \.jsonl or \.tml"):
        read_gold(tmp_path / "folder")
    with pytest.raises(RecordError, match=r"\[E213\].*no such file"):
        read_gold(tmp_path / "nope.jsonl")
    with pytest.raises(RecordError, match=r"\[E213\].*\.jsonl or \.tml"):
        read_gold(_write(tmp_path, GOOD, name="gold.txt"))


# -- TimeML ---------------------------------------------------------------------------------------------------
def test_tml_is_read_with_offsets_computed_from_the_text():
    doc = read_tml(DATA / "sample.tml")
    assert doc.doc_id == "test_doc_1" and doc.dct == "1998-02-27"
    assert [doc.text[t.start:t.end] for t in doc.timexes] == ["last year", "Friday", "two hours"]
    assert [(t.type, t.value, t.tid) for t in doc.timexes] == [("DATE", "1997", "t1"), ("DATE", "1998-03-06", "t2"),
                                                                ("DURATION", "PT2H", "t3")]
    assert doc.text.startswith("\nSales & profits rose last year.")  # entities decoded, tags dropped
    assert doc.years == YearSet([1997, 1998])  # the empty (non-consuming) TIMEX3 t4 is no span


def test_folder_reads_jsonl_and_tml_files(tmp_path):
    _write(tmp_path, GOOD, name="a.jsonl")
    (tmp_path / "b.tml").write_bytes((DATA / "sample.tml").read_bytes())
    assert [d.doc_id for d in read_gold(tmp_path)] == ["d1", "test_doc_1"]


@pytest.mark.parametrize("text,code,where", [
    ("<TimeML><TEXT>Broken <TIMEX3 tid='t1' type='DATE'>x</TEXT></TimeML>", "E214", "line 1"),
    ("<TimeML><DOCID>d</DOCID>\n<TEXT>In\n<TIMEX3 tid='t1' type='DATE'>1999</TIMEX3></TEXT></TimeML>", "E210",
     "line 3, document 'd', TIMEX3 t1"),
    ("<TimeML><TEXT><TIMEX3 tid='t1' type='DAY' value='1999'>1999</TIMEX3></TEXT></TimeML>", "E211",
     "field 'TIMEX3.type'"),
    ("<TimeML><DOCID>d</DOCID></TimeML>", "E214", "no <TEXT>"),
])
def test_bad_tml_is_a_coded_error_with_the_line(tmp_path, text, code, where):
    path = tmp_path / "bad.tml"
    path.write_text(text)
    with pytest.raises(RecordError) as info:
        read_tml(path)
    assert info.value.code == code and str(path) in str(info.value) and where in str(info.value)
