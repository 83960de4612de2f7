"""Write ``main_docs.spacy`` (a ``DocBin(store_user_data=True)``), ``main_doc.bin`` (one ``Doc.to_bytes``) and
``main_values.json`` (what every extension and the span group gave) with the code on PYTHONPATH; run on the
code of ``main`` before h22x (29 Nov 2026) so ``tests/pipeline/test_temporal_focus_doc_transport.py`` checks that
Docs written by it still load with the same values (the test reads ``CONFIGS``, ``TEXTS`` and ``values`` from here):

    PYTHONPATH=/tmp/base_main python tests/data/h22x/make_fixture.py tests/data/h22x
"""

import json
import sys
from pathlib import Path

import spacy
from spacy.tokens import DocBin

import spacy_tempoeval  # noqa: F401  (registers the factory)

CONFIGS = ({"default_reference_date": None}, {"convention": "timeml", "default_reference_date": None})
TEXTS = [
    ("What happened from 2019 to 2021?", None),
    ("Give me sources on the merger.", "2024-05-17"),
    ("How did rent change last year and since 2015?", "2024-05-17"),
    ("book a table in 2 hours at 3am tomorrow", "2013-02-12T04:30"),
    ("During World War II and after the Cold War, in the 1990s, prices rose early in 1997.", None),
]


def values(doc):
    """Everything a user reads from what the component wrote (``tests/pipeline/test_temporal_focus_doc_transport.py``
    reads it too)."""
    group = doc.spans["temporal"]
    return {
        "text": doc.text,
        "reference_date": None if doc._.reference_date is None else doc._.reference_date.isoformat(),
        "focus_years": None if doc._.focus_years is None else [list(iv) for iv in doc._.focus_years.intervals],
        "timexes": doc._.timexes,
        "llm_events": doc._.llm_events,
        "group": {"name": group.name, "attrs": group.attrs},
        "spans": [[s.start, s.end, s.start_char, s.end_char, s.label_, s.kb_id_, s.id_, s._.timex, s._.timex_mod,
                   [list(iv) for iv in s._.years.intervals], s._.timex_rule] for s in group],
    }


def main(out: str) -> None:
    out_dir = Path(out)
    docs = []
    for config in CONFIGS:
        nlp = spacy.blank("en")
        nlp.add_pipe("temporal_focus", config=config)
        for text, ref in TEXTS:
            doc = nlp.make_doc(text)
            if ref:
                doc._.reference_date = ref
            docs.append(nlp(doc))
    DocBin(store_user_data=True, docs=docs).to_disk(out_dir / "main_docs.spacy")
    (out_dir / "main_doc.bin").write_bytes(docs[2].to_bytes())
    (out_dir / "main_values.json").write_text(json.dumps([values(d) for d in docs], indent=0) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
