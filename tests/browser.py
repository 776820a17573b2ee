"""Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe).

The standard library is enough: Chromium reads JSON commands on fd 3 and writes
replies and events on fd 4, each message ending in a NUL byte. Used by
tests/test_export_browser.py to open the exported site at phone width, type,
click, check where links land, and take screenshots.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shlex
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
TIMEOUT = 30.0  # seconds for any one command: a hung browser fails the test instead of hanging it


def find_chromium() -> str | None:
    """$JUDGE_CHROMIUM if set (a browser elsewhere), else the first of CANDIDATES on PATH."""
    chosen = os.environ.get("JUDGE_CHROMIUM")
    if chosen:
        return shutil.which(chosen)
    return next((p for p in map(shutil.which, CANDIDATES) if p), None)


def browser_or_skip(width: int, height: int) -> "Browser":
    """A Browser at this viewport; without Chromium the test is skipped (failed under CI: .ci/run installs it)."""
    import pytest

    exe = find_chromium()
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail("CI: Chromium is missing (apt-get install -y chromium fonts-thai-tlwg, see .ci/run)")
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium fonts-thai-tlwg)")
    return Browser(exe, width, height)


def _high(fd: int) -> int:
    high = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
    os.close(fd)
    return high


class BrowserError(RuntimeError):
    pass


class Browser:
    """One tab at a given viewport; `js` evaluates an expression and returns its value."""

    def __init__(self, exe: str, width: int = 360, height: int = 800):
        self.profile = tempfile.mkdtemp(prefix="judge-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()
        # above fd 4, so that putting one end on 3 cannot overwrite the other
        to_browser_r, from_browser_w = (_high(fd) for fd in (to_browser_r, from_browser_w))
        args = [exe, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--hide-scrollbars", "--mute-audio", "--remote-debugging-pipe", f"--user-data-dir={self.profile}"]
        # the pipe ends must be fds 3 and 4 in the browser: let bash put them there (dash takes one digit)
        cmd = f"exec {shlex.join(args)} 3<&{to_browser_r} 4>&{from_browser_w}"
        self.proc = subprocess.Popen(["bash", "-c", cmd], pass_fds=(to_browser_r, from_browser_w),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buf = b""
        self._next = 0
        self.events: list[dict] = []
        self.session = None
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=True)

    # -------------------------------------------------------------- protocol

    def _read_message(self, deadline: float) -> dict:
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_browser], [], [], left)[0]:
                raise BrowserError("Chromium did not answer in time")
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise BrowserError("Chromium closed the pipe")
            self._buf += chunk
        raw, self._buf = self._buf.split(b"\0", 1)
        return json.loads(raw)

    def send(self, method: str, **params) -> dict:
        self._next += 1
        msg = {"id": self._next, "method": method, "params": params}
        if self.session:
            msg["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + TIMEOUT
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for(self, event: str) -> dict:
        deadline = time.monotonic() + TIMEOUT
        while True:
            for i, e in enumerate(self.events):
                if e["method"] == event:
                    return self.events.pop(i)
            msg = self._read_message(deadline)
            if "method" in msg:
                self.events.append(msg)

    # -------------------------------------------------------------- page

    def open(self, url: str) -> None:
        """Load `url` afresh, even when only its #fragment differs from the page shown."""
        self.events = [e for e in self.events if e["method"] != "Page.loadEventFired"]
        if "loaderId" not in self.send("Page.navigate", url=url):  # same document: no load would come
            self.send("Page.reload")
        self.wait_for("Page.loadEventFired")

    def js(self, expression: str):
        res = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in res:
            raise BrowserError(f"{expression[:60]}…: {res['exceptionDetails'].get('exception', {}).get('description')}")
        return res["result"].get("value")

    def until(self, condition: str, seconds: float = 10.0) -> bool:
        """Poll the JavaScript `condition` in the page until it holds (True) or `seconds` pass (False)."""
        return self.js(f"""new Promise(done => {{ const end = Date.now() + {seconds * 1000};
            (function poll() {{ if ({condition}) done(true); else if (Date.now() > end) done(false);
                                 else setTimeout(poll, 50); }})(); }})""")

    def type(self, text: str) -> None:
        """Type into the focused element the way an IME does: one input event per character."""
        for ch in text:
            self.send("Input.insertText", text=ch)

    def dark(self, on: bool = True) -> None:
        self.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark" if on else "light"}])

    def screenshot(self, path: Path) -> Path:
        data = self.send("Page.captureScreenshot", format="png")["data"]
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        try:
            self.session = None
            self.send("Browser.close")
        except (BrowserError, OSError):
            pass
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
