"""Engine speed: cold `judge replay` of a 30-line scenario, and random legal games per second.

Targets (issue): the replay under 10x `python -c pass`; at least 200 complete
random games per second in-process. Usage: python bench/engine.py [RUNS] [GAMES]
"""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import compare, judge_command  # noqa: E402

SCENARIO = Path(__file__).parent / "data" / "thirty-lines.yaml"


def games_per_second(games: int) -> None:
    from judge.simulate import random_game

    t0 = time.perf_counter()
    lines = won = 0
    for seed in range(games):
        session = random_game(random.Random(seed))
        lines += len(session.steps)
        won += session.game.winner is not None
    dt = time.perf_counter() - t0
    print(f"random games        {games} played, {won} to a winner, {lines / games:.0f} lines each on average")
    print(f"games per second    {games / dt:7.1f}")


if __name__ == "__main__":
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    compare("judge replay (30)", [*judge_command(), "replay", str(SCENARIO), "--json"], runs)
    games_per_second(games)
