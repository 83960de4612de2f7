"""Refuse an output path that is an input or another output, or that cannot be written, before anything is
opened.

Two paths name the same file when ``os.path.samefile`` says so (hard links, symlinks, ``./a`` and ``a``), or, for
a file that does not exist yet, when their real paths (symlinks and ``..`` resolved) are equal. A path inside a
directory the run replaces (a checkpoint directory) counts as that directory.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Sequence, Tuple, Union

from ..errors import Errors, OutputError, OutputWriteError

PathLike = Union[str, "os.PathLike[str]"]
Named = Tuple[str, PathLike]


def _real(path: PathLike) -> str:
    return os.path.normcase(os.path.realpath(os.fspath(path)))


def same_file(a: PathLike, b: PathLike) -> bool:
    """Whether ``a`` and ``b`` name the same file (existing or not).

    a (PathLike): A path.
    b (PathLike): Another path.
    RETURNS (bool): True for one file under two names (symlink, hard link, relative path).
    """
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return _real(a) == _real(b)


def _inside(path: PathLike, directory: PathLike) -> bool:
    real, top = _real(path), _real(directory)
    return real != top and real.startswith(top.rstrip(os.sep) + os.sep)


def _relation(path: PathLike, is_dir: bool, other: PathLike, other_is_dir: bool) -> str | None:
    """How ``path`` (written) clashes with ``other`` (read or written earlier), or None."""
    if same_file(path, other):
        return "is the same file as"
    if other_is_dir and _inside(path, other):
        return "is inside"
    if is_dir and _inside(other, path):
        return "contains"
    return None


def check_distinct_paths(inputs: Sequence[Named], outputs: Sequence[Named],
                         directories: Sequence[Named] = ()) -> None:
    """Refuse outputs that would overwrite an input or each other (call it before opening anything).

    inputs (Sequence[Tuple[str, PathLike]]): What each input is called (``"input"``) and its path.
    outputs (Sequence[Tuple[str, PathLike]]): The files the run writes, named the same way.
    directories (Sequence[Tuple[str, PathLike]]): Directories the run writes or removes: an input or output
        inside one of them is refused too.
    RAISES (OutputError): [E170] naming both paths.
    """
    written = [(w, p, False) for w, p in outputs] + [(w, p, True) for w, p in directories]
    for i, (what, path, is_dir) in enumerate(written):
        for other_what, other, other_is_dir in [(w, p, False) for w, p in inputs] + written[:i]:
            relation = _relation(path, is_dir, other, other_is_dir)
            if relation is not None:
                raise OutputError(Errors.E170.format(what=what, path=os.fspath(path), relation=relation,
                                                     other_what=other_what, other=os.fspath(other)))


def unwritable_reason(path: PathLike) -> str | None:
    """Why ``path`` cannot be created or replaced (it is a directory, a parent is a file, a directory is not
    writable), or None when it can (its missing parent directories are made when it is written)."""
    path = Path(path)
    if path.is_dir():
        return "it is a directory"
    probe = path.parent if str(path.parent) else Path(".")
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    if not probe.is_dir():
        return f"{probe} is not a directory"
    if not os.access(probe, os.W_OK | os.X_OK):
        return f"directory {probe} is not writable"
    return None


def check_writable(path: PathLike) -> None:
    """Fail early when ``path`` cannot be written: before any work is done, so that a long run is not lost at its
    end for want of a directory.

    path (PathLike): A file the run will write.
    RAISES (OutputWriteError): [E075] naming the path and the reason (``unwritable_reason``).
    """
    reason = unwritable_reason(path)
    if reason is not None:
        raise OutputWriteError(Errors.E075.format(path=Path(path), reason=reason))


def check_outputs(inputs: Sequence[Named], outputs: Sequence[Named]) -> None:
    """A command's outputs checked before its work: none is an input or another output ([E170],
    ``check_distinct_paths``), and each can be written ([E075], ``check_writable``).

    inputs (Sequence[Tuple[str, PathLike]]): What each input is called and its path.
    outputs (Sequence[Tuple[str, PathLike]]): The files the command writes, named the same way.
    """
    check_distinct_paths(inputs, outputs)
    for _, path in outputs:
        check_writable(path)


__all__ = ["check_distinct_paths", "check_outputs", "check_writable", "same_file", "unwritable_reason"]
