"""Checkpoints of a preprocessing run, so that an interrupted run resumes where it stopped.

While a run is going, its output lives in a work directory beside the target (``OUTPUT.partial/``):

    state.json                   what is done: shards, lines, byte offset, counters, and what the run is
    shard-000000.jsonl|.spacy    the processed docs of each completed batch
    shard-000000.errors.jsonl    the malformed lines of that batch

Every file is written atomically, data before state, so ``state.json`` only ever names shards that are
complete. Shards beyond it (a batch written just before a kill, before its state update) are deleted and
redone on resume. When the last shard is done, the shards are merged into the final output (atomically) and
the directory removed.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import shutil
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, List, Union

from ..errors import Errors, OutputError
from ..util.atomic import atomic_write_text, remove_stale_temporaries
from .formats import SUFFIXES

STATE_VERSION = 1
STATE_NAME = "state.json"
WORKDIR_SUFFIX = ".partial"

PathLike = Union[str, Path]


@dataclass
class RunState:
    """What a run is (``identity``) and how far it got.

    identity (dict): Input fingerprint and every setting that changes the output; must match to resume.
    shards (int): Completed shards (shard files 0 .. shards-1 exist and are complete).
    lines_done (int): Input lines consumed by those shards.
    offset (int): Byte offset just after the last consumed line.
    docs (int): Documents written.
    bad (int): Malformed lines skipped.
    blank (int): Blank lines skipped (JSONL input).
    seconds (float): Processing time spent so far, over all attempts.
    attempts (int): How many times the run was started (1 + number of resumes).
    """

    identity: Dict[str, Any]
    shards: int = 0
    lines_done: int = 0
    offset: int = 0
    docs: int = 0
    bad: int = 0
    blank: int = 0
    seconds: float = 0.0
    attempts: int = 1
    version: int = STATE_VERSION
    extra: Dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        """RETURNS (str): The state as pretty JSON."""
        return json.dumps(asdict(self), indent=1, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RunState:
        """Parse a state written by ``to_json``."""
        data = json.loads(text)
        return cls(**data)


def _diff(expected: Dict[str, Any], found: Dict[str, Any], prefix: str = "") -> List[str]:
    diffs: List[str] = []
    for key in sorted(set(expected) | set(found)):
        a, b = expected.get(key), found.get(key)
        if isinstance(a, dict) and isinstance(b, dict):
            diffs.extend(_diff(a, b, f"{prefix}{key}."))
        elif a != b:
            diffs.append(f"{prefix}{key}: checkpoint has {b!r}, this run has {a!r}")
    return diffs


class WorkDir:
    """The work directory of one output file.

    output (PathLike): The final output path; the work directory is ``OUTPUT.partial``.
    fmt (str): "jsonl" or "docbin" (the shard file suffix).
    """

    def __init__(self, output: PathLike, fmt: str) -> None:
        self.output = Path(output)
        self.path = self.output.with_name(self.output.name + WORKDIR_SUFFIX)
        self.fmt = fmt
        self.suffix = SUFFIXES[fmt]

    @property
    def state_path(self) -> Path:
        """RETURNS (Path): The checkpoint state file."""
        return self.path / STATE_NAME

    def exists(self) -> bool:
        """RETURNS (bool): Whether a checkpoint of an unfinished run is there."""
        return self.state_path.is_file()

    def shard_path(self, index: int) -> Path:
        """RETURNS (Path): The data file of shard ``index``."""
        return self.path / f"shard-{index:06d}{self.suffix}"

    def errors_path(self, index: int) -> Path:
        """RETURNS (Path): The malformed-lines file of shard ``index``."""
        return self.path / f"shard-{index:06d}.errors.jsonl"

    def start(self, identity: Dict[str, Any]) -> RunState:
        """Begin a fresh run (wiping any previous checkpoint) and write its initial state."""
        self.remove()
        self.path.mkdir(parents=True, exist_ok=True)
        state = RunState(identity=identity)
        self.save(state)
        return state

    def load(self) -> RunState:
        """Read the checkpoint. RAISES (TempoEvalError): [E065] when it is unreadable."""
        try:
            state = RunState.from_json(self.state_path.read_text(encoding="utf-8"))
        except (OSError, ValueError, TypeError, RecursionError) as err:
            raise OutputError(Errors.E065.format(
                path=self.output, reason=f"unreadable checkpoint {self.state_path} ({err}); pass --overwrite to "
                                         "start over")) from err
        ints = (state.shards, state.lines_done, state.offset, state.docs, state.bad, state.blank, state.attempts)
        if (not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in ints)
                or not isinstance(state.identity, dict) or not isinstance(state.extra, dict)
                or not isinstance(state.extra.get("files", {}), dict)
                or not isinstance(state.seconds, (int, float))):
            raise OutputError(Errors.E065.format(
                path=self.output, reason=f"damaged checkpoint {self.state_path} (fields of the wrong type); pass "
                                         "--overwrite to start over"))
        if state.version != STATE_VERSION:
            raise OutputError(Errors.E065.format(
                path=self.output, reason=f"checkpoint version {state.version}, expected {STATE_VERSION}; pass "
                                         "--overwrite to start over"))
        return state

    def resume(self, identity: Dict[str, Any]) -> RunState:
        """Load the checkpoint for a run with ``identity``, and clean up after the interrupted attempt.

        RAISES (TempoEvalError): [E065] when the checkpoint belongs to another input or other settings.
        """
        state = self.load()
        diffs = _diff(identity, state.identity)
        if diffs:
            raise OutputError(Errors.E065.format(
                path=self.output,
                reason="the input or settings changed since the checkpoint (" + "; ".join(diffs)
                + "); pass --overwrite to start over"))
        self.clean_beyond(state.shards)
        self.verify_files(state)
        state.attempts += 1
        self.save(state)
        return state

    def clean_beyond(self, shards: int) -> None:
        """Delete temporaries and shard files of index >= ``shards`` (work done after the last checkpoint)."""
        remove_stale_temporaries(self.path)
        for p in self.path.glob("shard-*"):
            try:
                index = int(p.name[len("shard-"):len("shard-") + 6])
            except ValueError:
                continue
            if index >= shards:
                p.unlink()

    def record_files(self, state: RunState, index: int, data: bytes, errors: bytes) -> None:
        """Note the size and hash of shard ``index``'s files in ``state`` (checked by ``verify_files``)."""
        files = state.extra.setdefault("files", {})
        files[self.shard_path(index).name] = [len(data), hashlib.sha256(data).hexdigest()]
        files[self.errors_path(index).name] = [len(errors), hashlib.sha256(errors).hexdigest()]

    def verify_files(self, state: RunState) -> None:
        """Check that every checkpointed shard file is there, with the size and hash it was written with.

        RAISES (TempoEvalError): [E065] naming the first missing or damaged file.
        """
        for name, entry in sorted(state.extra.get("files", {}).items()):
            p = self.path / str(name)
            size, digest = entry if isinstance(entry, list) and len(entry) == 2 else (None, None)
            try:
                data = p.read_bytes()
            except OSError as err:
                reason = f"checkpointed file {p} cannot be read ({err.strerror or err})"
            else:
                if len(data) == size and hashlib.sha256(data).hexdigest() == digest:
                    continue
                reason = f"checkpointed file {p} was changed or damaged ({len(data)} bytes, {size} written)"
            raise OutputError(Errors.E065.format(path=self.output,
                                                    reason=reason + "; pass --overwrite to start over"))

    def save(self, state: RunState) -> None:
        """Write the state atomically."""
        atomic_write_text(self.state_path, state.to_json())

    def shard_paths(self, shards: int) -> List[Path]:
        """RETURNS (List[Path]): The data files of shards 0 .. shards-1, checked to exist."""
        paths = [self.shard_path(i) for i in range(shards)]
        missing = [str(p) for p in paths if not p.is_file()]
        if missing:
            raise OutputError(Errors.E065.format(
                path=self.output, reason=f"checkpointed shard files are missing: {missing[:3]}"))
        return paths

    def error_paths(self, shards: int) -> List[Path]:
        """RETURNS (List[Path]): The malformed-line files of shards 0 .. shards-1 that exist."""
        return [p for p in (self.errors_path(i) for i in range(shards)) if p.is_file()]

    def remove(self) -> None:
        """Delete the work directory: the state first, so that a kill half-way leaves a directory known to be
        stale (no state), never a checkpoint with missing shards."""
        if self.path.exists():
            self.state_path.unlink(missing_ok=True)
            shutil.rmtree(self.path)


def today() -> str:
    """Today's date (ISO): what "today" means for a run that starts now."""
    return datetime.date.today().isoformat()


def checked_run_date(run_date: Any, output: Path, kept_in: str, start: Callable[[], str] = today) -> str:
    """The date "today" means for a whole run, as its checkpoint keeps it (``preprocess``'s ``state.json``, a Dask
    run's ``_run.json``), so that a resume on a later day anchors every record to the day the run started.

    run_date (Any): The kept value; None for a run started before it was kept (then ``start()``, as it was).
    output (Path): The run's output, named in the error.
    kept_in (str): The file that keeps it, named in the error.
    RAISES (OutputError): [E065] when the kept value is not an ISO date.
    """
    if run_date is None:
        return start()
    try:
        datetime.date.fromisoformat(run_date)
    except (TypeError, ValueError):
        raise OutputError(Errors.E065.format(path=output, reason=f"damaged {kept_in} (run_date {run_date!r}); "
                                             "pass --overwrite to start over")) from None
    return str(run_date)


def default_errors_path(output: PathLike) -> Path:
    """``out.jsonl`` -> ``out.errors.jsonl`` (beside the output)."""
    p = Path(output)
    stem = p.name[: -len(p.suffix)] if p.suffix else p.name
    return p.with_name(stem + ".errors.jsonl")

