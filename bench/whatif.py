"""`judge whatif` speed: branches played per second, against plain replays per second of the same file.

A branch is one replay from the scenario's position (the rule procedures are generators, which cannot be
copied), so the ratio says what the branching itself costs on top (the move generator at each prompt,
comparing final positions). Measured in the same run, interleaved, in-process.
Usage: python bench/whatif.py [SECONDS] [FILE]
"""

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).parent.parent
SCENARIO = ROOT / "tests" / "scenarios" / "whatif" / "p16-guard-with-one-of-several-or-not.yaml"


def rate(work, seconds: float) -> tuple[float, int]:
    """Units of work per second over about `seconds` (work() returns how many it did)."""
    done, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        done += work()
    return done / (time.perf_counter() - t0), done


if __name__ == "__main__":
    from judge.replay import run
    from judge.scenario import load_scenario
    from judge.whatif import what_if

    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    sc = load_scenario(sys.argv[2] if len(sys.argv) > 2 else SCENARIO)
    tree = what_if(sc)
    replays, branches = [], []
    for _ in range(5):  # interleave so machine load hits both alike
        replays.append(rate(lambda: (run(sc), 1)[1], seconds / 5)[0])
        branches.append(rate(lambda: len(what_if(sc).branches), seconds / 5)[0])
    r, b = statistics.median(replays), statistics.median(branches)
    print(f"scenario            {Path(sc.file).name}: {len(tree.branches)} branches, {len(tree.groups)} outcomes")
    print(f"plain replays/s     {r:9.1f}  (baseline: judge replay in-process)")
    print(f"whatif branches/s   {b:9.1f}")
    print(f"ratio               {r / b:9.2f}x  (time of a branch / time of a plain replay)")
