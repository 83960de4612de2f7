"""``nlp.pipe(..., n_process=2)`` with ``temporal_focus`` under the fork and the spawn start methods."""

from __future__ import annotations

import json
import multiprocessing
import subprocess
import sys
import textwrap

import pytest

TEXTS = ["In 2008, Lehman Brothers collapsed.", "What happened from 2019 to 2021?", "Prices rose last year.",
         "It was the year of the rat.", "", "No dates here."]
RAT_RULE = {"id": "test_year_of_the_rat", "label": "DATE", "pattern": "the year of the rat", "value": "2020"}
EXPECTED = [[2008], [2019, 2020, 2021], [1997], [2020], [], []]

# The same job for both start methods: docs with a per-doc reference date, a rule added at runtime.
SCRIPT = textwrap.dedent(
    """
    import json, multiprocessing, sys

    def main(method, texts, rule):
        multiprocessing.set_start_method(method, force=True)
        import spacy

        nlp = spacy.blank("en")
        nlp.add_pipe("temporal_focus", config={"default_reference_date": "2019-11-18"})
        nlp.get_pipe("temporal_focus").add_rules([rule])
        docs = []
        for text in texts:
            doc = nlp.make_doc(text)
            doc._.reference_date = "1998-02-27"
            docs.append(doc)
        out = []
        for doc in nlp.pipe(docs, n_process=2, batch_size=2):
            out.append({"years": sorted(doc._.focus_years), "ref": str(doc._.reference_date),
                        "timex": [s._.timex for s in doc.spans["temporal"]]})
        print(json.dumps(out))

    if __name__ == "__main__":
        main(sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3]))
    """
)


def _run(method: str, tmp_path) -> list:
    script = tmp_path / "job.py"
    script.write_text(SCRIPT, encoding="utf8")
    proc = subprocess.run([sys.executable, str(script), method, json.dumps(TEXTS), json.dumps(RAT_RULE)],
                          capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_temporal_focus_n_process_fork_in_process(make_tf_nlp):
    if "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("no fork start method on this platform")
    nlp = make_tf_nlp(default_reference_date="1998-02-27")
    nlp.get_pipe("temporal_focus").add_rules([RAT_RULE])
    ctx_method = multiprocessing.get_start_method(allow_none=True)
    if ctx_method not in (None, "fork"):
        pytest.skip(f"start method already set to {ctx_method}")
    docs = list(nlp.pipe(TEXTS, n_process=2, batch_size=2))
    assert [sorted(d._.focus_years) for d in docs] == EXPECTED
    assert docs[1].spans["temporal"][0]._.timex == "2019/2021"


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_temporal_focus_n_process_start_method(method, tmp_path):
    if method not in multiprocessing.get_all_start_methods():
        pytest.skip(f"no {method} start method on this platform")
    out = _run(method, tmp_path)
    assert [o["years"] for o in out] == EXPECTED
    assert {o["ref"] for o in out} == {"1998-02-27"}
    assert out[1]["timex"] == ["2019/2021"]
    assert out[3]["timex"] == ["2020"]
