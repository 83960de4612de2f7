"""The command line: extract, preprocess, evaluate, the HTML report and the documented exit codes."""

from __future__ import annotations

import csv
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spacy_tempoeval.cli import app
from spacy_tempoeval.cli._console import ExitCode

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rag_run.jsonl"
runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, list(args), catch_exceptions=False)


def jsonl(text: str):
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_cli_extract_texts_as_jsonl():
    result = run("extract", "In 2008, Lehman Brothers collapsed.", "Last year was calm.", "-r", "2010-05-05",
                 "--format", "jsonl")
    assert result.exit_code == 0, result.output
    records = jsonl(result.stdout)
    assert records[0]["focus_years"] == [2008] and records[0]["text"].startswith("In 2008")
    assert records[1]["reference_date"] == "2010-05-05" and records[1]["focus_years"] == [2009]


def test_cli_extract_table_and_file_with_bad_lines(tmp_path):
    src = tmp_path / "c.jsonl"
    src.write_text('{"id": "x", "text": "From 1999 to 2001."}\n{oops\n', encoding="utf-8")
    table = run("extract", str(src), "--format", "table")
    assert table.exit_code == ExitCode.SKIPPED  # the table is complete for the other lines; one was skipped
    assert "1999–2001" in table.stdout and "line 2" in table.stderr
    strict = run("extract", str(src), "--strict")
    assert strict.exit_code == ExitCode.BAD_INPUT and "[E060]" in strict.stderr
    as_text = run("extract", str(src), "--text", "--format", "jsonl")  # the argument itself is the text
    assert jsonl(as_text.stdout)[0]["text"] == str(src)


def test_cli_preprocess_writes_output_and_exit_codes(tmp_path):
    src = tmp_path / "c.jsonl"
    src.write_text('{"id": 1, "text": "In 1989 the Wall fell."}\n{"id": 2}\n', encoding="utf-8")
    out = tmp_path / "out.jsonl"
    ok = run("preprocess", str(src), str(out), "--quiet")
    assert ok.exit_code == ExitCode.SKIPPED, ok.output  # written, one line skipped: exit 11, not 0
    assert jsonl(out.read_text())[0]["focus_years"] == [1989]
    assert "1 malformed line" in ok.stderr and (tmp_path / "out.errors.jsonl").exists()
    assert run("preprocess", str(src), str(out), "-q").exit_code == ExitCode.OUTPUT
    assert run("preprocess", str(src), str(tmp_path / "o2.jsonl"), "-q", "--strict").exit_code == ExitCode.BAD_INPUT
    assert run("preprocess", str(src), str(tmp_path / "o.csv"), "-q").exit_code == ExitCode.USAGE
    assert run("preprocess", str(tmp_path / "missing.jsonl"), str(out), "-q").exit_code == ExitCode.BAD_INPUT
    bad_model = run("preprocess", str(src), str(tmp_path / "o3.jsonl"), "-q", "--model", str(tmp_path / "nope"))
    assert bad_model.exit_code == ExitCode.PIPELINE and "E066" in bad_model.stderr
    docbin = run("preprocess", str(src), str(tmp_path / "o.spacy"), "-q")
    assert docbin.exit_code == ExitCode.SKIPPED and (tmp_path / "o.spacy").stat().st_size > 0


def test_cli_preprocess_with_a_config_file(tmp_path):
    cfg = tmp_path / "tempo.cfg"
    cfg.write_text('[nlp]\nlang = "en"\npipeline = ["temporal_focus"]\n\n[components]\n\n'
                   '[components.temporal_focus]\nfactory = "temporal_focus"\n', encoding="utf-8")
    src = tmp_path / "t.txt"
    src.write_text("The euro arrived in 1999.\n", encoding="utf-8")
    out = tmp_path / "o.jsonl"
    result = run("preprocess", str(src), str(out), "-q", "--config", str(cfg))
    assert result.exit_code == 0, result.output
    assert jsonl(out.read_text())[0]["focus_years"] == [1999]


def test_cli_evaluate_example_writes_results_and_report(tmp_path):
    csv_path, json_path, html = tmp_path / "s.csv", tmp_path / "s.json", tmp_path / "r.html"
    result = run("evaluate", str(EXAMPLE), "-k", "1,3", "-r", "2024-01-01", "-o", str(csv_path),
                 "-o", str(json_path), "--report", str(html))
    assert result.exit_code == 0, result.output
    assert "temporal_precision@3" in result.stdout and "temporal_faithfulness" in result.stdout
    rows = list(csv.DictReader(csv_path.open()))
    assert len(rows) == 30 and "temporal_ndcg@3" in rows[0]
    data = json.loads(json_path.read_text())
    assert len(data["rows"]) == 30 and data["aggregates"]["temporal_precision@1"]["count"] > 0
    # q05's answer mentions Apollo 13 (1970), a year none of its retrieved documents covers: the report flags it
    page = html.read_text(encoding="utf-8")
    assert "Years asked about vs. years retrieved" in page
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)  # self-contained: no external assets
    raw = re.search(r'<script type="application/json" id="report-data">(.*?)</script>', page, re.S).group(1)
    data = json.loads(raw)
    q05 = next(r for r in data["records"] if r[data["fields"].index("id")] == "q05")
    assert q05[data["fields"].index("unsupported")] == [1970, 1970]


def test_cli_evaluate_errors_have_exit_codes(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": 1, "answer": "x"}\n', encoding="utf-8")
    missing_query = run("evaluate", str(bad))
    assert missing_query.exit_code == ExitCode.BAD_INPUT and "E021" in missing_query.stderr
    assert run("evaluate", str(EXAMPLE), "-k", "0").exit_code == ExitCode.USAGE
    unknown = run("evaluate", str(EXAMPLE), "-M", "no_such_metric")
    assert unknown.exit_code == ExitCode.USAGE and "E032" in unknown.stderr
    assert run("evaluate", str(EXAMPLE), "-o", str(tmp_path / "x.xlsx")).exit_code == ExitCode.USAGE
    listed = run("evaluate", str(EXAMPLE), "--list-metrics")
    assert "temporal_ndcg" in listed.stdout.split()


def test_cli_module_entry_point_and_version():
    done = subprocess.run([sys.executable, "-m", "spacy_tempoeval", "--version"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("spacy-tempoeval ")
    assert run().exit_code in (0, 2)  # no command: help text, never a traceback


@pytest.mark.parametrize("command", ["extract", "preprocess", "evaluate"])
def test_cli_help_lists_options(command):
    result = run(command, "--help")
    assert result.exit_code == 0 and "--model" in result.stdout


def test_cli_evaluate_focus_time_mode_never_imports_litellm_or_dask():
    code = ("import sys; from typer.testing import CliRunner; from spacy_tempoeval.cli import app; "
            f"r = CliRunner().invoke(app, ['evaluate', {str(EXAMPLE)!r}, '-k', '1']); "
            "print(r.exit_code, 'litellm' in sys.modules, 'distributed' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["0", "False", "False"], done.stderr


def test_cli_lang_option(tmp_path):
    es = run("extract", "Ayer llovió.", "-r", "2020-06-15", "--format", "jsonl", "--lang", "es")
    assert es.exit_code == ExitCode.OK, es.output
    assert jsonl(es.stdout)[0]["focus_years"] == [2020] and jsonl(es.stdout)[0]["spans"][0]["text"] == "Ayer"
    # a language without a pack: the clear error, pointing to the fallback, which --lang xx applies
    pt = run("extract", "Em 1998.", "--format", "jsonl", "--lang", "pt")
    assert pt.exit_code == ExitCode.PIPELINE and "E095" in pt.stderr and '"xx"' in pt.stderr
    xx = run("extract", "Em 1998.", "--format", "jsonl", "--lang", "xx")
    assert [s["rule"] for s in jsonl(xx.stdout)[0]["spans"]] == ["fallback_year"]
    # a config of another language than --lang asks for
    cfg = tmp_path / "en.cfg"
    cfg.write_text('[nlp]\nlang = "en"\npipeline = ["temporal_focus"]\n\n[components]\n\n'
                   '[components.temporal_focus]\nfactory = "temporal_focus"\n', encoding="utf8")
    mismatch = run("extract", "In 1998.", "--config", str(cfg), "--lang", "es")
    assert mismatch.exit_code == ExitCode.USAGE and "E121" in mismatch.stderr


def test_extract_takes_the_long_texts_python_takes(tmp_path):
    """The CLI's default pipeline has the max_length of core.get_default_nlp: a text over spaCy's default
    1,000,000 characters gets the same years from ``extract`` as from ``extract_qft`` (it was skipped as [E073])."""
    from spacy_tempoeval import extract_qft

    text = "Nothing happened there. " * 45_000 + "It began in 1999."
    assert len(text) > 1_000_000
    src = tmp_path / "long.txt"
    src.write_text(text + "\n", encoding="utf8")
    result = CliRunner().invoke(app, ["extract", str(src), "--input-format", "text", "--format", "jsonl"])
    assert result.exit_code == 0, result.output
    record = json.loads(result.stdout.splitlines()[0])
    assert record["focus_years"] == sorted(extract_qft(text)) == [1999]
