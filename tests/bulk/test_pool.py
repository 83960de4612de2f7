"""Bulk preprocessing with worker processes under the spawn start method (macOS, Windows, Python 3.14's default).

Under fork a worker inherits the parent's memory, so a pipeline that cannot be pickled, or a worker function
that is not importable, still works on Linux and fails elsewhere. This runs ``preprocess(n_process=2)`` in a fresh
interpreter whose start method is spawn and compares the output with a single-process run.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

SCRIPT = textwrap.dedent(
    """
    import multiprocessing as mp
    import sys
    from pathlib import Path

    if __name__ == "__main__":
        mp.set_start_method("spawn", force=True)
        import spacy
        from spacy_tempoeval.bulk import ReaderConfig, preprocess

        src, one, two = map(Path, sys.argv[1:4])
        nlp = spacy.blank("en")
        nlp.add_pipe("temporal_focus")
        reader = ReaderConfig(format="text", reference_date="2000-01-01")
        preprocess(src, one, nlp=nlp, n_process=1, reader=reader)
        preprocess(src, two, nlp=nlp, n_process=2, batch_size=4, checkpoint_every=7, reader=reader)
        print(mp.get_start_method())
    """
)


def test_bulk_preprocess_n_process_2_under_spawn(tmp_path: Path) -> None:
    texts = ["In 2008, Lehman Brothers collapsed.", "From 1999 to 2001 the company grew.",
             "Nothing temporal here.", "Prices rose last year."] * 8
    src = tmp_path / "texts.txt"
    src.write_text("\n".join(texts) + "\n", encoding="utf-8")
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    script = tmp_path / "run_spawn.py"
    script.write_text(SCRIPT, encoding="utf-8")
    proc = subprocess.run([sys.executable, str(script), str(src), str(one), str(two)], capture_output=True,
                          text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.strip().splitlines()[-1] == "spawn"
    assert one.read_bytes() == two.read_bytes()
    assert one.read_text(encoding="utf-8").count("\n") == len(texts)
    assert '"focus_years": [1999, 2000, 2001]' in one.read_text(encoding="utf-8")
