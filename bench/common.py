"""Timing helpers for the bench scripts: medians of whole-process wall times."""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path


def judge_command() -> list[str]:
    """The installed `judge` script beside this Python, else `python -m judge`."""
    exe = shutil.which("judge", path=str(Path(sys.executable).parent)) or shutil.which("judge")
    return [exe] if exe else [sys.executable, "-m", "judge"]


def bench_env() -> dict:
    """The environment a timed run gets: no colour, and bytecode written. With PYTHONDONTWRITEBYTECODE set (as in
    some sandboxes) every run compiles again each module changed since its .pyc: 0.5 s that a user never pays."""
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def wall_times(cmd: list[str], runs: int, cwd: str | None = None, check: bool = True, cpu: list | None = None
               ) -> list[float]:
    """Wall times of `runs` runs of `cmd`; with `cpu`, each run's CPU time (user + system) is appended to it."""
    env = bench_env()
    out = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=check, cwd=cwd, env=env)
        out.append(time.perf_counter() - t0)
        if cpu is not None:
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return out


def compare(label: str, cmd: list[str], runs: int) -> float:
    """Print the median of `cmd` against `python -c pass`, interleaved in the same session."""
    base, target = [], []
    for _ in range(runs):  # interleave so machine load hits both alike
        base += wall_times([sys.executable, "-c", "pass"], 1)
        target += wall_times(cmd, 1)
    b, t = statistics.median(base), statistics.median(target)
    print(f"python -c pass      median {b * 1000:7.1f} ms  ({runs} runs)")
    print(f"{label:<19} median {t * 1000:7.1f} ms  ({runs} runs)")
    print(f"ratio               {t / b:7.2f}x")
    return t / b
