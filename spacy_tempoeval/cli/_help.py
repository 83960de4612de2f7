"""Clean ``--help`` output across typer versions, and the per-invocation ``--verbose`` switch.

Recent typer releases (0.2x, with their own copy of click) print Python type names in help (``<bool>`` next
to every flag, ``<str>``, ``<list[str]>``) and wrap required arguments in braces in the usage line
(``{inputs}...``). The command classes here restore click's conventions (``TEXT``, ``PATH``, ``INTEGER``;
nothing after a flag; ``INPUTS...`` in the usage line) without pinning typer: on older typer versions,
which already print those, the overrides are simply never called.

They also record the ``--verbose`` flag of the running command, so that ``handle_errors`` and
``verbose_log`` follow the command's own parameter (not ``sys.argv``, which ``CliRunner`` does not set).
"""

from __future__ import annotations

import contextvars
import typing
from pathlib import PurePath
from typing import Any, List

from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

_VERBOSE: contextvars.ContextVar[bool] = contextvars.ContextVar("spacy_tempoeval_cli_verbose", default=False)

_TYPE_NAMES = {"text": "TEXT", "string": "TEXT", "str": "TEXT", "integer": "INTEGER", "int": "INTEGER",
               "float": "FLOAT", "path": "PATH", "file": "FILE", "boolean": "BOOLEAN", "bool": "BOOLEAN"}


def is_verbose() -> bool:
    """Whether the running command was given ``--verbose`` / ``-v``."""
    return _VERBOSE.get()


def _annotation_name(annotation: Any) -> str:
    if typing.get_origin(annotation) in (list, tuple, set):
        args = [a for a in typing.get_args(annotation) if a is not Ellipsis]
        return _annotation_name(args[0]) if args else "TEXT"
    if isinstance(annotation, type):
        if issubclass(annotation, bool):
            return "BOOLEAN"
        if issubclass(annotation, PurePath):
            return "PATH"
        return _TYPE_NAMES.get(annotation.__name__.lower(), annotation.__name__.upper())
    return "TEXT"


def _type_name(param: Any, *, use_metavar: bool = True) -> str | None:
    if getattr(param, "is_flag", False) or getattr(param, "count", False):
        return None
    if use_metavar and getattr(param, "metavar", None):
        return str(param.metavar)
    desc = getattr(param, "type_descriptor", None)  # typer >= 0.2x
    if desc is not None:
        choices = getattr(desc, "choices", None) if getattr(desc, "is_choice", False) else None
        if choices:
            return "|".join(str(getattr(c, "value", c)) for c in choices)
        return _annotation_name(getattr(desc, "annotation", str))
    ptype = getattr(param, "type", None)  # click's ParamType (older typer)
    choices = getattr(ptype, "choices", None)
    if choices:
        return "|".join(str(getattr(c, "value", c)) for c in choices)
    name = str(getattr(ptype, "name", "text") or "text").lower()
    return _TYPE_NAMES.get(name, name.upper())


class CleanOption(TyperOption):
    """An option whose help shows ``TEXT`` / ``PATH`` / nothing (a flag) instead of ``<str>`` / ``<bool>``."""

    def display_type_rich(self, ctx: Any) -> str | None:  # typer >= 0.2x
        return _type_name(self)


class CleanArgument(TyperArgument):
    """An argument shown as ``NAME`` / ``NAME...`` in the usage line (no braces) and typed like click."""

    def display_type_rich(self, ctx: Any) -> str | None:  # typer >= 0.2x
        return _type_name(self, use_metavar=False)

    def display_type(self, ctx: Any) -> str:  # typer >= 0.2x (plain, non-rich help)
        return _type_name(self, use_metavar=False) or ""

    def _usage_display_name(self) -> str:  # typer >= 0.2x
        name = (self.metavar or self.name or "").upper()
        if not self.required:
            name = f"[{name}]"
        return name + ("..." if self.nargs != 1 else "")


def _clean_params(params: List[Any]) -> None:
    for param in params:
        if type(param) is TyperOption:
            param.__class__ = CleanOption
        elif type(param) is TyperArgument:
            param.__class__ = CleanArgument


class _CleanParams:
    """Click-style help for a command's or group's own options (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[call-arg]
        _clean_params(self.params)  # type: ignore[attr-defined]

    def get_params(self, ctx: Any) -> List[Any]:
        params = super().get_params(ctx)  # type: ignore[misc]
        _clean_params(params)  # the --help option is created here
        return params


class CleanCommand(_CleanParams, TyperCommand):
    """A typer command with click-style help (see the module docstring) that records ``--verbose``."""

    def invoke(self, ctx: Any) -> Any:
        token = _VERBOSE.set(bool(ctx.params.get("verbose", False)))
        try:
            return super().invoke(ctx)
        finally:
            _VERBOSE.reset(token)


class CleanGroup(_CleanParams, TyperGroup):
    """The top-level group, with click-style help for its own options (``--version``)."""


__all__ = ["CleanArgument", "CleanCommand", "CleanGroup", "CleanOption", "is_verbose"]
