"""An exclusive lock on an output, so that two runs writing the same output can never mix.

``output_lock(output)`` holds an advisory lock on ``OUTPUT.lock`` (beside the output) for the whole run. A second
run on the same output is refused at once with [E072], naming the process that holds it; the first run is not
touched. The lock is an OS file lock (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows): the kernel drops
it when its process exits, however it exits (SIGKILL included), so a lock file left by a dead run is simply
taken over by the next one. The file itself is removed on a clean release; the name in it is only for messages.

Advisory file locks need a file system that supports them (local disks do; some network file systems do not).
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import stat
import sys
import time
from pathlib import Path
from typing import IO, Any, Dict, Iterator, Union

from ..errors import Errors, OutputError

PathLike = Union[str, "os.PathLike[str]"]

LOCK_SUFFIX = ".lock"


def lock_path(output: PathLike) -> Path:
    """RETURNS (Path): The lock file of ``output`` (``OUTPUT.lock``)."""
    p = Path(output)
    return p.with_name(p.name + LOCK_SUFFIX)


def _try_lock(f: IO[str]) -> bool:
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import msvcrt

        try:
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _holder(path: Path) -> str:
    try:
        info: Dict[str, Any] = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError):
        return "another process"
    started = info.get("started")
    when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started)) if isinstance(started, (int, float)) else "?"
    return f"process {info.get('pid', '?')} on {info.get('host', '?')}, started {when}"


def _open_lock_file(path: Path, output: PathLike) -> IO[str]:
    """Open (or create) the lock file without following a symlink, and only if it is a lock file: a planted
    symlink, a hard link or a file of other content is refused ([E171]) instead of being truncated."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NOCTTY", 0)
    if path.is_symlink():  # also where O_NOFOLLOW is missing (Windows)
        raise OutputError(Errors.E171.format(path=path, output=Path(output), reason="it is a symbolic link"))
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as err:
        raise OutputError(Errors.E171.format(path=path, output=Path(output), reason=err.strerror or err)) from None
    f = os.fdopen(fd, "r+", encoding="utf-8")
    st = os.fstat(f.fileno())
    reason = ("it is not a regular file" if not stat.S_ISREG(st.st_mode)
              else f"it is a hard link ({st.st_nlink} names)" if st.st_nlink > 1 else None)
    if reason:
        f.close()
        raise OutputError(Errors.E171.format(path=path, output=Path(output), reason=reason))
    return f


def _foreign(f: IO[str]) -> str | None:
    """Why the open (and locked) file is not a lock file of ours (None when it is one, or empty)."""
    st = os.fstat(f.fileno())
    if st.st_size == 0:
        return None
    if st.st_size > 4096:
        return f"it holds {st.st_size:,} bytes, not a lock"
    try:
        info = json.loads(f.read() or "{}")
    except (ValueError, RecursionError):
        info = None
    if not (isinstance(info, dict) and set(info) <= {"pid", "host", "started"}):
        return "it holds something else than a lock (not written by spacy-tempoeval)"
    return None


@contextlib.contextmanager
def output_lock(output: PathLike) -> Iterator[Path]:
    """Hold the exclusive lock of ``output`` for the duration of the block.

    output (PathLike): The output file (or directory) the run writes.
    YIELDS (Path): The lock file.
    RAISES (OutputError): [E072] when another live process holds the lock; [E171] when ``OUTPUT.lock`` is a
        symlink, a hard link or a file that is not a lock (it is never followed or truncated).
    """
    path = lock_path(output)
    path.parent.mkdir(parents=True, exist_ok=True)
    for _ in range(5):  # another run may remove the file between our open and our lock: open it again
        f = _open_lock_file(path, output)
        if not _try_lock(f):
            f.close()
            raise OutputError(Errors.E072.format(path=Path(output), holder=_holder(path), lock=path))
        try:
            same = os.path.samestat(os.fstat(f.fileno()), os.stat(path))
        except FileNotFoundError:
            same = False
        if same:
            break
        f.close()
    else:  # pragma: no cover - five lost races in a row
        raise OutputError(Errors.E072.format(path=Path(output), holder="another process", lock=path))
    reason = _foreign(f)  # read under the lock: no run is writing it
    if reason:
        f.close()
        raise OutputError(Errors.E171.format(path=path, output=Path(output), reason=reason))
    try:
        f.seek(0)
        f.truncate()
        f.write(json.dumps({"pid": os.getpid(), "host": socket.gethostname(), "started": time.time()}))
        f.flush()
        yield path
    finally:
        with contextlib.suppress(OSError):
            path.unlink()  # while still locked: a waiting opener sees a removed file and opens a fresh one
        f.close()
