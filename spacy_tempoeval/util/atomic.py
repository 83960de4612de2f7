"""Atomic file writes: write to a temporary file beside the target, fsync, then rename into place.

A crash (or SIGKILL) at any moment leaves either the old file or the complete new one, never a truncated
file that looks complete. The temporary file lives in the target's directory so that ``os.replace`` is a
rename on the same file system (atomic on POSIX and Windows).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import IO, Iterable, Iterator, Union

from ..errors import ConfigError, Errors

PathLike = Union[str, "os.PathLike[str]"]

TMP_PREFIX = ".tmp-"


def _current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _current_umask()


def _target_mode(target: Path) -> int:
    """An existing file's permissions, else 0o666 minus the umask (not mkstemp's 0o600)."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        return 0o666 & ~_UMASK


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:  # pragma: no cover - e.g. Windows cannot open directories
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - some file systems refuse
        pass
    finally:
        os.close(fd)


@contextlib.contextmanager
def atomic_open(path: PathLike, mode: str = "wb", *, fsync: bool = True) -> Iterator[IO]:
    """Open a temporary file that replaces ``path`` when the block exits without an exception.

    path (PathLike): The target file.
    mode (str): "wb" or "w" (text, UTF-8, "\\n" newlines; lone surrogates written as backslash escapes).
    fsync (bool): Flush the data to disk before the rename (durability across power loss).
    YIELDS (IO): The temporary file object. On an exception it is deleted and ``path`` is left untouched.
    """
    if mode not in ("wb", "w"):
        raise ConfigError(Errors.E077.format(value=mode, name="mode", where="atomic_open", reason="use 'wb' or 'w'"))
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    directory.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX + target.name + ".", dir=directory)
    try:
        os.chmod(tmp, _target_mode(target))
        if mode == "w":
            # a lone surrogate (valid in JSON input, not encodable as UTF-8) is written as its escape "\ud800"
            f: IO = os.fdopen(fd, "w", encoding="utf-8", errors="backslashreplace", newline="\n")
        else:
            f = os.fdopen(fd, "wb")
        with f:
            yield f
            f.flush()
            if fsync:
                os.fsync(f.fileno())
        os.replace(tmp, target)
        if fsync:
            _fsync_dir(directory)
    except BaseException as err:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        if isinstance(err, OSError) and err.filename is None:  # a write or fsync (disk full): name the file
            err.filename = str(target)
        raise


def atomic_write_bytes(path: PathLike, data: bytes, *, fsync: bool = True) -> None:
    """Write ``data`` to ``path`` atomically."""
    with atomic_open(path, "wb", fsync=fsync) as f:
        f.write(data)


def atomic_write_text(path: PathLike, text: str, *, fsync: bool = True) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically."""
    with atomic_open(path, "w", fsync=fsync) as f:
        f.write(text)


def atomic_concat(path: PathLike, parts: Iterable[PathLike], *, fsync: bool = True) -> int:
    """Concatenate files into ``path`` atomically (streaming, constant memory).

    RETURNS (int): The number of bytes written.
    """
    written = 0
    with atomic_open(path, "wb", fsync=fsync) as out:
        for part in parts:
            with open(part, "rb") as f:
                while True:
                    chunk = f.read(1 << 20)
                    if not chunk:
                        break
                    out.write(chunk)
                    written += len(chunk)
    return written


def remove_stale_temporaries(directory: PathLike, target_name: str = "") -> int:
    """Delete temporary files left by atomic writes that were killed mid-way.

    directory (PathLike): Where to look.
    target_name (str): Only temporaries of this target file name; "" for all of them (only use that on a
        directory this run owns).
    RETURNS (int): How many were removed.
    """
    d = Path(directory)
    if not d.is_dir():
        return 0
    removed = 0
    pattern = TMP_PREFIX + (f"{target_name}." if target_name else "") + "*"
    for p in d.glob(pattern):
        with contextlib.suppress(FileNotFoundError):
            p.unlink()
            removed += 1
    return removed
