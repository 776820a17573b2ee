"""Replay cost against the number of `do` lines (10 to 5,000), in-process, with the trace and the JSON view.

A game ends (someone wins) after about 150 random legal lines, so N lines are the lines of as many complete
random games (judge.simulate, seeded) as it takes, each replayed by `judge.replay.run` as `judge replay --json`
does (trace on, `to_json`). Printed beside each figure, from the same run: the cost per line at 10 lines (the
baseline: flat means linear), and the same replays the way they were made before issue 11 (a deep copy of the
position, each step's events found by scanning the whole trace).

Usage: python bench/replay_scaling.py [SIZES...]
"""

from __future__ import annotations

import copy
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.replay import Session, run  # noqa: E402
from judge.scenario import Scenario  # noqa: E402
from judge.simulate import new_game, play_random  # noqa: E402


def scenarios(lines: int) -> list[Scenario]:
    """Complete random games, `lines` `do` lines in all (the last game cut short)."""
    out, seed = [], 0
    while lines > 0:
        pos = new_game(random.Random(seed))
        session, acts = Session(copy.deepcopy(pos), trace=False), []
        apply = session.apply
        session.apply = lambda act, acts=acts, apply=apply: acts.append(act) or apply(act)  # keep the lines
        session.setup_phase()
        play_random(session, random.Random(seed), lines)
        out.append(Scenario("bench.yaml", pos, acts, []))
        lines -= len(acts)
        seed += 1
    return out


def old_way(sc: Scenario) -> None:
    """Before: a deep copy of the position, and each step's events by a scan of the whole trace."""
    result = run(Scenario(sc.file, copy.deepcopy(sc.position), sc.actions, sc.expectations))
    for s in result.steps:
        [e.to_json() for e in s.trace if e.step == s.index]
    result.to_json()


def timed(f, games: list[Scenario], rounds: int = 5) -> float:
    """The fastest of `rounds` (on a shared machine the other load only ever adds time)."""
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for sc in games:
            f(sc)
        best = min(best, time.perf_counter() - t0)
    return best


def main(sizes: list[int]) -> None:
    print(f"{'lines':>6} {'games':>5} {'now ms':>9} {'µs/line':>8} {'vs 10':>6} {'before ms':>10} {'before/now':>10}")
    run(scenarios(10)[0]).to_json()  # warm: the citation table and the rule modules load once, before the clock
    base = None
    for n in sizes:
        games = scenarios(n)
        now = timed(lambda sc: run(sc).to_json(), games)
        before = timed(old_way, games)
        per = now / n * 1e6
        base = base or per
        print(f"{n:>6} {len(games):>5} {now * 1000:>9.1f} {per:>8.0f} {per / base:>5.2f}x {before * 1000:>10.1f} "
              f"{before / now:>9.2f}x")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [10, 30, 100, 300, 1000, 3000, 5000])
