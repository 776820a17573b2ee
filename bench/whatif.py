"""`judge whatif` speed and memory: branches per second, memory per branch, and the bound at --limit 10000.

1. In-process, interleaved: plain replays per second of a small file against its branches per second (a
   branch goes on from the last point between two lines it shares with its parent, so it costs less than a
   replay once the tree is deep).
2. The bound (README "What if"): `judge whatif FILE --limit 10000`, the documented maximum, on a file of four
   Actions with Cut-ins in both hands (tests/scenarios/whatif/p16-four-actions-with-cut-ins-in-both-hands.yaml),
   as a user runs it: the human view and `--json`, each one process; CPU time, wall time and peak resident
   set from wait4 (the target: 10 s and 300 MB). CPU time is the measure on a shared machine; the wall time
   and the load average are printed beside it.
3. Memory per branch: what the kept results (answers, lines, outcomes) of 10,000 branches hold (tracemalloc),
   and the peak resident set of --limit 10000 against --limit 1000.

Usage: python bench/whatif.py [SECONDS] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from common import judge_command  # noqa: E402

SMALL = ROOT / "tests" / "scenarios" / "whatif" / "p16-guard-with-one-of-several-or-not.yaml"
BOUND = ROOT / "tests" / "scenarios" / "whatif" / "p16-four-actions-with-cut-ins-in-both-hands.yaml"
TARGET_SECONDS, TARGET_MB = 10.0, 300


def rate(work, seconds: float) -> float:
    """Units of work per second over about `seconds` (work() returns how many it did)."""
    done, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        done += work()
    return done / (time.perf_counter() - t0)


def process(args: list[str]) -> tuple[float, float, float, int]:
    """(CPU seconds, wall seconds, peak MB, exit code) of one `judge` process, its output thrown away."""
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "120"}
    t0 = time.perf_counter()
    p = subprocess.Popen([*judge_command(), *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(p.pid, 0)
    return (usage.ru_utime + usage.ru_stime, time.perf_counter() - t0, usage.ru_maxrss / 1024,
            os.waitstatus_to_exitcode(status))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seconds", nargs="?", type=float, default=2.0, help="for the in-process rates")
    ap.add_argument("--runs", type=int, default=3, help="processes of each kind at the bound (the median is shown)")
    args = ap.parse_args()

    load = os.getloadavg()[0]
    rows = {}
    for label, argv in (("--limit 1000", ["whatif", str(BOUND), "--limit", "1000"]),
                        ("--limit 10000", ["whatif", str(BOUND), "--limit", "10000"]),
                        ("--limit 10000 --json", ["whatif", str(BOUND), "--limit", "10000", "--json"])):
        runs = [process(argv) for _ in range(args.runs)]
        assert all(code == 0 for *_, code in runs), (label, runs)
        rows[label] = [statistics.median(x) for x in zip(*(run_[:3] for run_ in runs))]
        cpu, wall, mb = rows[label]
        verdict = "" if "10000" not in label else (
            "  within" if cpu <= TARGET_SECONDS and mb <= TARGET_MB else "  OVER") + \
            f" the bound ({TARGET_SECONDS:.0f} s CPU, {TARGET_MB} MB)"
        print(f"judge whatif {label:<23} CPU {cpu:5.2f} s  wall {wall:5.2f} s  peak {mb:6.1f} MB{verdict}")
    per_branch = (rows["--limit 10000"][2] - rows["--limit 1000"][2]) * 1024 / 9000
    print(f"  memory per branch {per_branch:.1f} KB of peak resident set (--limit 10000 against --limit 1000)")
    print(f"  load average      {load:.1f} before, {os.getloadavg()[0]:.1f} after ({os.cpu_count()} cores)")
    print("  (the processes run first: a process started later would count this one's memory as its own)")

    from judge.replay import run
    from judge.scenario import load_scenario
    from judge.whatif import what_if

    small = load_scenario(SMALL)
    tree = what_if(small)
    replays, branches = [], []
    for _ in range(5):  # interleave so machine load hits both alike
        replays.append(rate(lambda: (run(small), 1)[1], args.seconds / 10))
        branches.append(rate(lambda: len(what_if(small).branches), args.seconds / 10))
    r, b = statistics.median(replays), statistics.median(branches)
    print(f"small file          {SMALL.name}: {len(tree.branches)} branches, {len(tree.groups)} outcomes")
    print(f"  plain replays/s   {r:9.1f}  (judge replay in-process)")
    print(f"  branches/s        {b:9.1f}  ({r / b:.2f} replays' time a branch)")

    bound = load_scenario(BOUND)
    t0, c0 = time.perf_counter(), time.process_time()
    big = what_if(bound, limit=1000)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"bound file          {BOUND.name}: {len(bound.actions)} lines")
    print(f"  in-process        1,000 branches: {1000 / cpu:,.0f} branches per CPU second "
          f"({1000 / wall:,.0f} per wall second), {len(big.groups)} outcomes, truncated {big.truncated}")

    tracemalloc.start()
    kept = what_if(bound, limit=10_000)
    held, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"  kept results      10,000 branches hold {held / 1e6:.1f} MB ({held / 10_000 / 1024:.1f} KB a branch; "
          f"peak while playing {peak / 1e6:.1f} MB, traced by tracemalloc), {len(kept.groups)} outcomes")
    del kept


if __name__ == "__main__":
    main()
