"""A minimal Chrome DevTools Protocol client for headless Chromium over ``--remote-debugging-pipe``.

No websockets and no extra package: Chromium reads commands on file descriptor 3 and writes replies and events
on file descriptor 4, as NUL-terminated JSON. Used by the report's browser test and by
benchmarks/bench_report.py (render time, JS heap, screenshots). POSIX only.
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Dict, List

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-extensions",
         "--disable-dev-shm-usage", "--remote-debugging-pipe"]


def find_chromium() -> str | None:
    """The path of a Chromium / Chrome executable ($CHROMIUM first), or None."""
    env = os.environ.get("CHROMIUM")
    if env and Path(env).exists():
        return env
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


class CDPError(RuntimeError):
    """A DevTools command failed, or the browser did not answer in time."""


class Chromium:
    """One headless Chromium process and one page (tab) driven over the DevTools pipe.

    executable (str): The browser to start.
    width (int): Viewport width in CSS pixels.
    height (int): Viewport height in CSS pixels.
    timeout (float): Seconds to wait for any one reply.
    """

    def __init__(self, executable: str, *, width: int = 1280, height: int = 900, timeout: float = 60.0) -> None:
        self.timeout = timeout
        self.events: List[Dict[str, Any]] = []
        self._replies: Dict[int, Dict[str, Any]] = {}
        self._cond = threading.Condition()
        self._next_id = 0
        self._profile = tempfile.mkdtemp(prefix="tempoeval-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def preexec() -> None:  # the child: our pipe ends become its fds 3 (commands) and 4 (replies)
            a = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen([executable, *FLAGS, f"--user-data-dir={self._profile}",
                                      f"--window-size={width},{height}", "about:blank"],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, close_fds=False, preexec_fn=preexec)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Performance"):
            self.send(f"{domain}.enable", session=True)
        self.set_viewport(width, height)

    # -- protocol --
    def _read(self) -> None:
        buffer = b""
        while True:
            try:
                chunk = os.read(self._from_browser, 1 << 16)
            except OSError:
                chunk = b""
            if not chunk:
                with self._cond:
                    self._cond.notify_all()
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                with self._cond:
                    if "id" in message:
                        self._replies[message["id"]] = message
                    else:
                        self.events.append(message)
                    self._cond.notify_all()

    def send(self, method: str, params: Dict[str, Any] | None = None, *, session: bool = False) -> Dict[str, Any]:
        """Send one command and wait for its result (raises CDPError on an error reply or a timeout)."""
        with self._cond:
            self._next_id += 1
            msg_id = self._next_id
        message: Dict[str, Any] = {"id": msg_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        with self._cond:
            while msg_id not in self._replies:
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    raise CDPError(f"no reply to {method} (browser exit code {self.proc.poll()})")
                self._cond.wait(min(left, 0.5))
            reply = self._replies.pop(msg_id)
        if "error" in reply:
            raise CDPError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def wait_event(self, method: str, *, since: int = 0) -> Dict[str, Any]:
        """The first event named ``method`` at or after index ``since`` of ``events`` (waits for it)."""
        deadline = time.monotonic() + self.timeout
        with self._cond:
            while True:
                for event in self.events[since:]:
                    if event.get("method") == method:
                        return event
                left = deadline - time.monotonic()
                if left <= 0:
                    raise CDPError(f"no {method} event within {self.timeout} s")
                self._cond.wait(min(left, 0.5))

    # -- page helpers --
    def set_viewport(self, width: int, height: int) -> None:
        """Emulate a window of ``width`` x ``height`` CSS pixels."""
        self.send("Emulation.setDeviceMetricsOverride", {"width": width, "height": height,
                                                         "deviceScaleFactor": 1, "mobile": False}, session=True)

    def open(self, url: str) -> float:
        """Navigate and wait for the load event. RETURNS (float): Seconds from navigation to load."""
        since = len(self.events)
        start = time.perf_counter()
        self.send("Page.navigate", {"url": url}, session=True)
        self.wait_event("Page.loadEventFired", since=since)
        return time.perf_counter() - start

    def eval(self, expression: str) -> Any:
        """Evaluate JavaScript in the page and return its (JSON) value; raises CDPError on an exception."""
        reply = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                               "awaitPromise": True}, session=True)
        if "exceptionDetails" in reply:
            raise CDPError(f"JavaScript error: {reply['exceptionDetails']}")
        return reply.get("result", {}).get("value")

    def errors(self) -> List[str]:
        """Console errors, uncaught exceptions and error log entries seen so far."""
        out = []
        for event in list(self.events):
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                out.append(str(params.get("exceptionDetails")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                out.append(" ".join(str(a.get("value", a.get("description"))) for a in params.get("args", [])))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                out.append(str(params["entry"].get("text")))
        return out

    def metrics(self) -> Dict[str, float]:
        """``Performance.getMetrics`` as a dict (JSHeapUsedSize, Nodes, ...)."""
        return {m["name"]: m["value"] for m in self.send("Performance.getMetrics", session=True)["metrics"]}

    def screenshot(self, path: str, *, full_page: bool = False) -> None:
        """Save a PNG screenshot of the viewport (or the whole page)."""
        params: Dict[str, Any] = {"format": "png", "captureBeyondViewport": full_page}
        data = self.send("Page.captureScreenshot", params, session=True)["data"]
        Path(path).write_bytes(base64.b64decode(data))

    def close(self) -> None:
        """Close the browser (and remove its temporary profile)."""
        with contextlib.suppress(CDPError, OSError):
            self.send("Browser.close")
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._to_browser, self._from_browser):
            with contextlib.suppress(OSError):
                os.close(fd)
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self) -> Chromium:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
