"""Every ``spacy-tempoeval`` command line shown in the README and in docs/ names a command that exists and only
options that command has (read from the command line's own definition, without running anything): a renamed or
removed option cannot stay in the docs."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Iterator, List, Tuple

import pytest
import typer

from spacy_tempoeval.cli import app

ROOT = Path(__file__).resolve().parents[2]
PAGES = ["README.md", *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").glob("*.md"))]
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
SHELL = {"", "bash", "sh", "console", "shell"}
STOP = {"&&", "||", "|", ";", ">", ">>", "2>", "&"}


def command_lines(page: str) -> Iterator[Tuple[int, List[str]]]:
    """(line number, tokens) of each ``spacy-tempoeval`` command in the page's code blocks, continuation lines
    joined, shell comments and what follows a pipe or redirection left out."""
    text = (ROOT / page).read_text(encoding="utf-8")
    for block in BLOCK.finditer(text):
        if block.group(1) not in SHELL:
            continue
        first_line = text.count("\n", 0, block.start(2)) + 1
        lines = block.group(2).split("\n")
        n = 0
        while n < len(lines):
            start, line = n, lines[n]
            while line.rstrip().endswith("\\") and n + 1 < len(lines):
                n += 1
                line = line.rstrip()[:-1] + " " + lines[n]
            n += 1
            stripped = line.strip().lstrip("$ ").strip()
            for piece in re.split(r"&&|;", stripped):
                piece = piece.strip()
                if piece.startswith("spacy-tempoeval "):
                    tokens = shlex.split(piece, comments=True)
                    cut = next((i for i, tok in enumerate(tokens) if tok in STOP or tok.startswith(">")), len(tokens))
                    yield first_line + start, tokens[1:cut]


def resolve(tokens: List[str]) -> Tuple[object, List[str], str]:
    """(the click command the tokens name, the tokens after its name, its full name)."""
    command = typer.main.get_command(app)
    name = ["spacy-tempoeval"]
    rest = list(tokens)
    while hasattr(command, "commands") and rest and not rest[0].startswith("-"):
        sub = command.commands.get(rest[0])
        assert sub is not None, f"no command {' '.join(name + [rest[0]])!r}"
        name.append(rest.pop(0))
        command = sub
    return command, rest, " ".join(name)


def options_of(command) -> set:
    names = {"--help", "-h"}
    for param in command.params:
        names.update(getattr(param, "opts", []))
        names.update(getattr(param, "secondary_opts", []))
    return names


def all_commands() -> List[Tuple[str, int, List[str]]]:
    return [(page, line, tokens) for page in PAGES for line, tokens in command_lines(page)]


def test_the_docs_show_command_lines():
    found = all_commands()
    assert len(found) >= 40, len(found)
    assert {tokens[0] for _, _, tokens in found} >= {"extract", "preprocess", "evaluate", "score", "rules",
                                                     "validate-metrics"}


def unknown_options(tokens: List[str]) -> List[str]:
    """The options in ``tokens`` that the command they name does not have."""
    command, rest, _ = resolve(tokens)
    known = options_of(command)
    return [token.split("=", 1)[0] for token in rest
            if (token.startswith("--") or (token.startswith("-") and len(token) == 2 and token[1].isalpha()))
            and token.split("=", 1)[0] not in known]


def test_a_wrong_option_or_command_is_caught():
    assert unknown_options(["evaluate", "run.jsonl", "--n-proc", "2", "-k", "5"]) == ["--n-proc"]
    assert unknown_options(["rules", "diff", "a.jsonl", "gold/", "--html=x.html"]) == []
    with pytest.raises(AssertionError, match="no command 'spacy-tempoeval rules check'"):
        resolve(["rules", "check", "my_rules.jsonl"])


@pytest.mark.parametrize("page,line,tokens", all_commands(),
                         ids=[f"{p}:{n}" for p, n, _ in all_commands()])
def test_each_documented_command_and_option_exists(page, line, tokens):
    command, _, name = resolve(tokens)
    wrong = unknown_options(tokens)
    assert not wrong, f"{page}:{line}: {name} has no option(s) {wrong} (it has {sorted(options_of(command))})"
