"""Bad input: clear errors for bad configuration and reference dates; no crash and no hang on any text."""

from __future__ import annotations

import datetime as dt
import json
import re

import pytest
import spacy
from growth import assert_grows_at_most, cpu_cost
from spacy.tokens import Doc

from spacy_tempoeval.core import extract_qft
from spacy_tempoeval.errors import ReferenceDateError, TempoEvalError
from spacy_tempoeval.normalize.refdate import parse_reference_date

BAD_DATES = ["1998-13-45", "yesterday", 42, 1998.5, "1998-02-30", "02/27/1998", ["1998"], b"1998-02-27"]


def _doc_from_text(nlp, text: str) -> Doc:
    """A Doc split on whitespace: isolates the component's cost from the tokenizer's.

    spaCy's own tokenizer is quadratic on some long unbroken strings ("12:12:12:...": about 30 s for 120k
    characters with ``spacy.blank("en")`` alone), which is not the component's doing.
    """
    words, spaces = [], []
    lead = len(text) - len(text.lstrip())
    if lead:
        words.append(text[:lead])
        spaces.append(False)
    for m in re.finditer(r"(\S+)(\s*)", text):
        word, ws = m.groups()
        words.append(word)
        spaces.append(ws[:1] == " ")
        rest = ws[1:] if ws[:1] == " " else ws
        if rest:
            words.append(rest)
            spaces.append(False)
    doc = Doc(nlp.vocab, words=words, spaces=spaces)
    assert doc.text == text
    return doc


@pytest.mark.parametrize("value", BAD_DATES, ids=[repr(v) for v in BAD_DATES])
def test_temporal_focus_bad_reference_date_on_doc(tf_nlp, value):
    doc = tf_nlp.make_doc("Prices rose last year.")
    with pytest.raises(ReferenceDateError, match=r"\[E001\]") as exc:
        doc._.reference_date = value
    assert repr(value) in str(exc.value)
    assert doc._.reference_date is None  # nothing half-set


@pytest.mark.parametrize("value", ["1998-13-45", "yesterday", 42])
def test_temporal_focus_bad_reference_date_short_path(value):
    with pytest.raises(ReferenceDateError, match=r"\[E001\]"):
        extract_qft("What happened last year?", value)


@pytest.mark.parametrize("value", ["1998-13-45", "yesterday", "27.02.1998"])
def test_temporal_focus_bad_default_reference_date(value):
    with pytest.raises(ReferenceDateError, match=r"\[E001\].*default_reference_date"):
        spacy.blank("en").add_pipe("temporal_focus", config={"default_reference_date": value})


@pytest.mark.parametrize("value,want", [("1998-02-27", dt.date(1998, 2, 27)),
                                        ("1998-02-27T10:30:00Z", dt.date(1998, 2, 27)),
                                        ("1998-02", dt.date(1998, 2, 1)), ("1998", dt.date(1998, 1, 1)),
                                        (dt.datetime(1998, 2, 27, 10), dt.date(1998, 2, 27)),
                                        (dt.date(1998, 2, 27), dt.date(1998, 2, 27)), (None, None), ("", None)])
def test_temporal_focus_good_reference_dates(value, want):
    assert parse_reference_date(value) == want


@pytest.mark.parametrize("config,name", [
    ({"prefer": "sideways"}, "prefer"),
    ({"min_year": 3000, "max_year": 2000}, "min_year"),
    ({"min_year": 0, "max_year": 0}, "min_year"),
    ({"spans_key": ""}, "spans_key"),
])
def test_temporal_focus_bad_config_values(config, name):
    with pytest.raises(TempoEvalError, match=rf"\[E002\] Invalid value .* for '{name}'") as exc:
        spacy.blank("en").add_pipe("temporal_focus", config=config)
    assert repr(next(iter(config.values()))) in str(exc.value)


@pytest.mark.parametrize("config", [{"min_year": "1900"}, {"narrow_modifiers": "maybe"},
                                    {"rule_files": "rules.jsonl"}, {"no_such_option": 1}])
def test_temporal_focus_bad_config_types_rejected_by_spacy(config):
    # confection validates the factory's type hints and names the option
    with pytest.raises(Exception, match=next(iter(config))):
        spacy.blank("en").add_pipe("temporal_focus", config=config)


def test_temporal_focus_year_zero_bound_means_common_era(make_tf_nlp):
    doc = make_tf_nlp(min_year=0, max_year=2000)("In 5 BC, in 1 BC, in AD 79, in 1999 and in 2001.")
    assert doc._.focus_years == {79, 1999}


@pytest.mark.parametrize("text", ["", " ", "   \n\t  ", "\n\n\n", "\u00a0\u2003"])
def test_temporal_focus_empty_and_whitespace(tf_nlp, text):
    doc = tf_nlp(text)
    assert doc._.focus_years == set()
    assert len(doc.spans["temporal"]) == 0
    assert doc._.timexes == []


@pytest.mark.parametrize("text", [
    "🎉 In 2020 🎉 ñ 北京 — ₂₀₂₀ ٢٠٢٠ २०२० 2021年",
    "\x00\x01 1999 \u200b2001\u202e \ufeff",
    "Ｉｎ　２０２０ and ⅯⅯⅩⅩ",
    "e\u0301te\u0301 1998 " * 50,
    "\ud800 lone surrogate 1998".encode("utf8", "surrogatepass").decode("utf8", "replace"),
])
def test_temporal_focus_arbitrary_unicode(tf_nlp, text):
    doc = tf_nlp(text)
    for span in doc.spans["temporal"]:
        assert 0 <= span.start_char < span.end_char <= len(text)
    assert doc._.focus_years <= set(range(-9999, 10000))


@pytest.mark.parametrize("text", ["99999", "In the year 99999 and 123456789 and 12000.", "year 10000",
                                  "from 9998 to 12000", "in 20000 BC"])
def test_temporal_focus_huge_years_stay_in_bounds(tf_nlp, text):
    doc = tf_nlp(text)
    assert all(-9999 <= y <= 9999 for y in doc._.focus_years)


def test_temporal_focus_texts_full_of_digits(tf_nlp):
    text = "0123456789" * 2000 + " 1 22 333 4444 55555 666666 " + "1999 2000 2001 " * 100
    doc = tf_nlp(text)
    assert doc._.focus_years <= set(range(1990, 2010))


ADVERSARIAL = {  # each about 100k characters
    "digit_run": "1" * 100_000,
    "spaced_years": " ".join(["1999"] * 20_000),
    "spaces": "x" + " " * 100_000 + "1999",
    "a_a_a": "a " * 50_000,
    "the_the": "the " * 25_000 + "1999",
    "month_names": "March " * 16_000,
    "month_mix": "March April May June " * 5_000,
    "dashed_years": "-".join(["1990"] * 20_000),
    "slashed": "/".join(["12"] * 33_000),
    "dotted": "1." * 50_000,
    "colons": "12:" * 33_000,
    "from_from": "from " * 20_000 + "2019",
    "modifiers": "the early mid late " * 5_000,
    "between_and": "between 1914 and " * 6_000,
    "ordinals": "19th 20th century " * 6_000,
    "ago": "two years ago " * 7_000,
    "apostrophes": "'90s '80s '" * 9_000,
    "commas": "1,999," * 16_000,
    "dollars": "$$$$2020" * 12_000,
    "no_space_mix": "March3,2021-03-03/1999" * 5_000,
}


@pytest.fixture(scope="module")
def adversarial_nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "2019-11-18"})
    return nlp


@pytest.mark.parametrize("name", list(ADVERSARIAL))
def test_temporal_focus_adversarial_inputs_grow_linearly(name, adversarial_nlp):
    # no time bound (a busy machine makes any one unreliable): the cost of the whole 100k-character text against
    # a quarter of it. Linear work grows ~4x; a regex with catastrophic or quadratic backtracking grows >= 16x.
    nlp = adversarial_nlp
    tf = nlp.get_pipe("temporal_focus")
    text = ADVERSARIAL[name]
    quarter = text[: len(text) // 4]
    assert_grows_at_most(lambda: cpu_cost(tf, setup=lambda: _doc_from_text(nlp, quarter)),
                         lambda: cpu_cost(tf, passes=2, setup=lambda: _doc_from_text(nlp, text)),
                         limit=9, floor=0.25, what=f"{name}: 4x the text")
    doc = tf(_doc_from_text(nlp, ADVERSARIAL[name]))
    assert doc._.focus_years is not None


def test_temporal_focus_ten_megabyte_text(make_tf_nlp, gold_dir):
    texts = [json.loads(line)["text"] for line in (gold_dir / "timebank.jsonl").open(encoding="utf8")]
    joined = "\n".join(texts)
    text = (joined * (10_000_000 // len(joined) + 1))[:10_000_000]
    nlp = make_tf_nlp(default_reference_date="1998-02-27")
    doc = _doc_from_text(nlp, text)
    nlp.get_pipe("temporal_focus")(doc)  # linear growth is checked above on 100k characters; no time bound here
    spans = doc.spans["temporal"]
    assert len(spans) > 10_000
    assert {1997, 1998} <= doc._.focus_years
    last_end = -1
    for span in spans:  # spans come out sorted and non-overlapping
        assert span.start >= last_end
        last_end = span.end


def test_temporal_focus_over_max_length_is_spacys_clear_error(make_tf_nlp):
    nlp = make_tf_nlp()
    nlp.max_length = 1000
    with pytest.raises(ValueError, match=r"\[E088\]"):
        nlp("1999 " * 300)
