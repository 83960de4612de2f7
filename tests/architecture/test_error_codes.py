"""Every error the library raises carries a stable code, and docs/errors.md lists every code.

The walk reads the source of every module: a ``raise`` of a library error class must build its message from
``Errors`` (so the exception's ``.code`` is set); a ``raise`` of a builtin exception is allowed only for
Python protocols (``__getattr__``, abstract methods, ``min()`` of nothing) or when marked ``# internal:`` (caught
within the package and reported with a code by the caller) or ``# invariant:`` (a bug if it ever fires).
"""

from __future__ import annotations

import ast
import builtins
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

import spacy_tempoeval
from spacy_tempoeval import errors
from spacy_tempoeval.errors import (
    Errors,
    InputTypeError,
    MissingInputError,
    TempoEvalError,
    TempoEvalWarning,
    UnknownNameError,
    Warnings,
)

ROOT = Path(spacy_tempoeval.__file__).parent
REPO = ROOT.parent
LIBRARY_ERRORS = {cls.__name__ for cls in errors.ERROR_CLASSES} | {"LineError", "JudgmentsFailedWarning"}
BUILTIN_EXCEPTIONS = {name for name in dir(builtins) if isinstance(getattr(builtins, name), type)
                      and issubclass(getattr(builtins, name), BaseException)}
PROTOCOL = {("__getattr__", "AttributeError"), ("__getitem__", "IndexError"), ("min", "ValueError"),
            ("max", "ValueError")}  # as builtins do


def _raise_sites():
    for path in sorted(ROOT.rglob("*.py")):
        source = path.read_text(encoding="utf8")
        lines = source.splitlines()
        tree = ast.parse(source)
        for func in [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]:
            body_src = ast.get_source_segment(source, func) or ""
            for node in ast.walk(func):
                if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                    name = getattr(node.exc.func, "id", None) or getattr(node.exc.func, "attr", None)
                    call_src = ast.get_source_segment(source, node.exc) or ""
                    nearby = "\n".join(lines[max(0, node.lineno - 3):node.end_lineno])
                    yield path.relative_to(ROOT), node.lineno, func.name, name, call_src, body_src, nearby


SITES = list(_raise_sites())


def test_the_walk_finds_the_raise_sites():
    assert len(SITES) > 150
    assert {"RuleFileError", "InputTypeError", "ConfigError"} <= {site[3] for site in SITES}


def test_every_library_raise_builds_its_message_from_errors():
    bad = []
    for path, line, _func, name, call_src, body_src, _ in SITES:
        if name in LIBRARY_ERRORS and "Errors." not in call_src and "code=" not in call_src \
                and "Errors.E" not in body_src:
            bad.append(f"{path}:{line} {call_src[:80]}")
    assert not bad, "library errors raised without a coded message:\n" + "\n".join(bad)


def test_no_builtin_exception_is_raised_without_a_reason():
    bad = set()
    for path, line, func, name, call_src, _, nearby in SITES:
        if name not in BUILTIN_EXCEPTIONS:
            continue
        if (func, name) in PROTOCOL or name == "NotImplementedError" or "# internal:" in nearby \
                or "# invariant:" in nearby:
            continue
        bad.add(f"{path}:{line} {call_src[:90]}")
    assert not bad, ("builtin exceptions raised where a coded library error belongs (or mark them '# internal:' "
                     "when a caller in the package turns them into one):\n" + "\n".join(sorted(bad)))


@pytest.mark.parametrize("cls", errors.ERROR_CLASSES, ids=lambda c: c.__name__)
def test_every_error_class_carries_the_code_of_its_message(cls):
    assert issubclass(cls, ValueError)
    message = Errors.E078.format(where="here", reason="a test")
    err = cls(message) if cls not in (errors.RuleFileError, errors.RuleTimeoutError) else cls(message, path="f")
    assert err.code == "E078" and "[E078]" in str(err)


def test_codes_survive_format_and_classes_keep_the_builtins_callers_catch():
    assert Errors.E021.code == "E021" and Errors.E021.format(record=1, field="x", reason="y").code == "E021"
    assert Warnings.W003.code == "W003"
    from spacy_tempoeval.metrics import get_metric
    with pytest.raises(KeyError) as exc:
        get_metric("no_such_metric")
    assert isinstance(exc.value, UnknownNameError) and exc.value.code == "E032"
    assert str(exc.value).startswith("[E032]")  # no KeyError quoting
    from spacy_tempoeval.yearset import coerce_years
    with pytest.raises(TypeError) as exc:
        coerce_years("1999")
    assert isinstance(exc.value, InputTypeError) and exc.value.code == "E010"
    from spacy_tempoeval.metrics import TemporalPrecision
    with pytest.raises(TypeError) as exc:
        TemporalPrecision().compute()
    assert isinstance(exc.value, MissingInputError) and exc.value.code == "E031"


def test_warnings_carry_codes_and_can_be_filtered_by_code():
    from spacy_tempoeval.core import extract_qft
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        extract_qft("in 1999", llm=object())
    assert [w.category for w in caught] == [TempoEvalWarning]
    assert caught[0].message.code == "W003"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        warnings.filterwarnings("ignore", message=r"\[W003\]")
        extract_qft("in 1999", llm=object())
    assert caught == []


def test_docs_list_every_code():
    result = subprocess.run([sys.executable, str(REPO / "tools" / "error_table.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    doc = (REPO / "docs" / "errors.md").read_text(encoding="utf8")
    for code in errors.all_codes():
        assert f"| {code} |" in doc
    assert all(cls.__name__ in doc for cls in errors.ERROR_CLASSES)


def test_base_class_is_still_a_value_error():
    assert issubclass(TempoEvalError, ValueError)


def test_templates_do_not_type_their_code():
    """The metaclass adds "[Exxx] "; a template that types it too would print it twice."""
    typed = [name for table in (Errors, Warnings) for name, value in vars(table).items()
             if name[:1] in "EW" and name[1:].isdigit() and str(value).lstrip("(").startswith("[")]
    assert not typed, f"write these templates without their '[Exxx] ' prefix (errors.py adds it): {typed}"
