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


@contextlib.contextmanager
def output_lock(output: PathLike) -> Iterator[Path]:
    """Hold the exclusive lock of ``output`` for the duration of the block.

    output (PathLike): The output file (or directory) the run writes.
    YIELDS (Path): The lock file.
    RAISES (OutputError): [E072] when another live process holds the lock.
    """
    path = lock_path(output)
    path.parent.mkdir(parents=True, exist_ok=True)
    for _ in range(5):  # another run may remove the file between our open and our lock: open it again
        f = open(path, "a+", encoding="utf-8")  # noqa: SIM115 - held open (locked) for the whole run
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
