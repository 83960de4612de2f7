"""The Python examples of the README and of docs/, run as written, and the results their comments state checked.

Every ```python block of a page (README.md, docs/*.md) runs in order in one namespace (as a reader pastes them
into one session), in a scratch folder that sees the repository's ``examples/``. A top-level expression whose
comment starts with a result (``# {1940}``, ``# 2015..2024``, ``# YearSet(1997)``, ``# 0.667``,
``# (False, '...')``, ``# {'k': 1.0, ...}``) must give that result; any other comment is prose. Blocks that need
what a test may not have (a gold folder of the reader's own, an API key, optional packages, a cluster) are
skipped by name, each with its reason; a block that is neither run nor skipped fails the test, so a new example
is never silently left out.
"""

from __future__ import annotations

import ast
import asyncio
import io
import re
import tokenize
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

import pytest

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"```(\w*)\n(.*?)```", re.S)

# Blocks a test cannot run as written, found by a line they contain, with the reason.
NOT_RUN = {
    'read_gold("gold/")': "reads the reader's own gold folder",
    "LLMJudge(model=\"gpt-4o\"": "calls a hosted model (tests/llm runs the judge against local stand-ins)",
    "import mlflow": "needs mlflow (an optional extra)",
    "from deepeval import": "needs deepeval (an optional extra)",
    'validate_metrics("run.jsonl"': "reads the reader's own run.jsonl (tests/metrics run validate_metrics)",
    'Client("tcp://scheduler': "needs a Dask cluster (tests/bulk run preprocess_dask on a local one)",
    '"rule_files": ["pt/': "reads the rule files of the reader's own language pack",
}
PAGES = ["README.md", *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").glob("*.md"))]
MY_RULE = ('{"id": "dragon_year", "label": "DATE", "pattern": "the year of the dragon", "value": "2024",'
           ' "examples": ["the year of the dragon"]}\n')


def python_blocks(page: str = "README.md") -> List[str]:
    text = (ROOT / page).read_text(encoding="utf-8")
    return [code for lang, code in BLOCK.findall(text) if lang == "python"]


def _comments(code: str) -> Dict[int, str]:
    """Line number -> the comment text on that line (without '#')."""
    out = {}
    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        if tok.type == tokenize.COMMENT:
            out[tok.start[0]] = tok.string.lstrip("#").strip()
    return out


def _balanced(text: str) -> str:
    """The bracketed literal at the start of ``text`` (``{...}``, ``(...)``, ``[...]``, ``YearSet(...)``)."""
    depth, quote = 0, None
    for n, ch in enumerate(text):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return text[:n + 1]
    return ""


def claim(comment: str) -> Tuple[str, Callable[[Any], bool]] | None:
    """(what the comment states, a check of a value against it), or None for a comment that is prose."""
    number = re.match(r"(-?\d+\.\d+)(?:\s|$)", comment)
    if number:
        digits = len(number.group(1).split(".")[1])
        expected = float(number.group(1))
        return number.group(1), lambda value: round(float(value), digits) == expected
    span = re.match(r"(-?\d+)\.\.(-?\d+)(?:\W|$)", comment)
    if span:
        want = f"YearSet({span.group(1)}..{span.group(2)})"
        return want, lambda value: repr(value) == want
    if comment.startswith("YearSet(") or comment.startswith("[YearSet("):
        want = _balanced(comment)
        return want, lambda value: repr(value) == want
    if comment[:1] in "{(":
        literal = _balanced(comment)
        partial = literal.endswith(", ...}")
        try:
            expected = ast.literal_eval(literal.replace(", ...}", "}") if partial else literal)
        except (ValueError, SyntaxError):
            return None
        if partial:
            return literal, lambda value: {k: value.get(k) for k in expected} == expected
        if isinstance(expected, set):
            return literal, lambda value: set(value) == expected
        return literal, lambda value: value == expected
    return None


def _run(code: str, namespace: Dict[str, Any], where: str) -> int:
    """Run ``code`` statement by statement; check each stated result. RETURNS: the results checked."""
    comments = _comments(code)
    checked = 0
    for node in ast.parse(code).body:
        module = ast.Module(body=[node], type_ignores=[])
        stated = comments.get(node.end_lineno) if isinstance(node, ast.Expr) else None
        found = claim(stated) if stated else None
        if found is None:
            _exec(module, namespace, where)
            continue
        value = _eval(ast.Expression(body=node.value), namespace, where)
        text, check = found
        assert check(value), f"{where}: {ast.unparse(node)[:80]} gives {value!r}, the README says {text}"
        checked += 1
    return checked


def _exec(module: ast.Module, namespace: Dict[str, Any], where: str) -> None:
    code = compile(module, where, "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    result = eval(code, namespace)  # noqa: S307 - the README's own examples
    if asyncio.iscoroutine(result):
        asyncio.run(result)


def _eval(expression: ast.Expression, namespace: Dict[str, Any], where: str) -> Any:
    code = compile(expression, where, "eval", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    result = eval(code, namespace)  # noqa: S307 - the README's own examples
    return asyncio.run(result) if asyncio.iscoroutine(result) else result


def test_claim_reads_results_and_leaves_prose():
    assert claim("{1940}")[0] == "{1940}"
    assert claim("{476}: the text's year wins")[1]({476})
    assert claim("2015..2024 as well")[0] == "YearSet(2015..2024)"
    assert claim("-27..14, no year 0")[0] == "YearSet(-27..14)"
    assert claim("0.143 (1 of 7 years)")[1](1 / 7)
    assert not claim("0.667")[1](0.6)
    assert claim("{'a': 1.0, ...}")[1]({"a": 1.0, "b": 2})
    assert claim("(False, 'no year (empty AFT), so')")[1]((False, "no year (empty AFT), so"))
    assert claim('"at 9 am" -> 2020-04-11T09:00') is None
    assert claim("label and TIMEX value") is None


def run_page(page: str, spacy: Any) -> Tuple[int, List[str], int]:
    """Run a page's Python blocks in one namespace. RETURNS: (blocks run, blocks skipped with why, results checked)."""
    namespace: Dict[str, Any] = {"__name__": "readme"}
    ran, skipped, checked = 0, [], 0
    for n, code in enumerate(python_blocks(page)):
        where = f"{page} python block {n + 1} ({code.strip().splitlines()[0][:50]!r})"
        reason = next((why for mark, why in NOT_RUN.items() if mark in code), None)
        if reason:
            skipped.append(f"block {n + 1}: {reason}")
            continue
        if "nlp.add_pipe(\"temporal_focus\"" in code and "spacy.blank(" not in code:
            namespace["nlp"] = spacy.blank("en")  # a fragment of the component's set-up: a fresh pipeline
        checked += _run(code, namespace, where)
        ran += 1
    return ran, skipped, checked


@pytest.fixture()
def scratch(tmp_path, monkeypatch):
    """A folder outside the repository that sees its examples/, with the rule file the README loads."""
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    (tmp_path / "my_rules.jsonl").write_text(MY_RULE, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_readme_python_examples_run_and_give_what_they_say(scratch):
    spacy = pytest.importorskip("spacy")
    blocks = python_blocks()
    assert len(blocks) >= 15, "the README's Python examples were not found"
    ran, skipped, checked = run_page("README.md", spacy)
    assert ran + len(skipped) == len(blocks)
    assert ran >= 12, skipped
    assert checked >= 20, f"only {checked} stated results were checked"


@pytest.mark.parametrize("page", [p for p in PAGES if p != "README.md" and python_blocks(p)])
def test_docs_python_examples_run_and_give_what_they_say(scratch, page):
    spacy = pytest.importorskip("spacy")
    ran, skipped, _ = run_page(page, spacy)
    assert ran + len(skipped) == len(python_blocks(page))
