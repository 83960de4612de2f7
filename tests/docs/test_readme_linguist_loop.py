"""The README's linguist loop, run as a user would: the installed ``spacy-tempoeval`` command, in an empty folder
outside the repository, on the sample the package ships (``rules sample``)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MARKER = "<!-- linguist-loop"


def readme_loop() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(re.escape(MARKER) + r".*?-->\s*```bash\n(.*?)```", text, re.S)
    assert block, "the README's linguist loop block (after '<!-- linguist-loop ... -->') is missing"
    return block.group(1)


@pytest.mark.slow
def test_readme_linguist_loop_runs_from_a_clean_folder(tmp_path):
    exe = shutil.which("spacy-tempoeval")
    if exe is None:
        pytest.skip("the spacy-tempoeval command is not installed (pip install -e .)")
    script = readme_loop()
    assert "rules test" in script and "rules diff" in script and "score" in script and "--rules" in script
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path), "LANG": "C.UTF-8", "COLUMNS": "200",
           "PYTHONPATH": str(ROOT)}  # this checkout's code (the editable install may point at another)
    done = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    work = tmp_path / "my_work"
    assert sorted(p.name for p in (work / "gold").iterdir()) == ["sample_gold.jsonl", "sample_news.tml"]
    assert "all pass" in done.stderr  # rules test
    assert "noughties" in out and "lunar_new_year_of" in out  # rules diff: per rule id
    page = (work / "diff.html").read_text(encoding="utf-8")
    assert page.count('class="added"') >= 4
    row = re.search(r"year sets: macro F1\s*│\s*([\d.]+)\s*│\s*([\d.]+)\s*│\s*([+-][\d.]+)", out)
    assert row and float(row.group(1)) < float(row.group(2)) == 100.0  # score: before, after, delta
    assert "2000–2009" in out  # extract --rules: the Noughties
