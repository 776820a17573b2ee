"""Engine speed: cold `judge replay` of a 30-line scenario, and random legal games per second.

Targets (issue 11): the replay under 6x `python -c pass`; at least 200 complete
random games per second in-process. Usage: python bench/engine.py [RUNS] [GAMES]

`--before PYTHON [ROUNDS]`: games per CPU second of this install and of another (e.g. a venv of main), each
measured in a process of its own, alternating for ROUNDS rounds (default 5) in the same run; medians.
`--games-only`: the games figures alone (what `--before` runs in each process).
"""

import functools
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import compare, judge_command  # noqa: E402

SCENARIO = Path(__file__).parent / "data" / "thirty-lines.yaml"


@functools.lru_cache(maxsize=None)
def _scripted_pool() -> tuple[str, ...]:
    """The printed numbers of the scripted characters and events (the bench's setup, once: not a game's cost)."""
    from judge.cards import load, scripts

    cards = load()
    return tuple(sorted(cards.get(i).number for i in scripts() if cards.get(i).type in ("character", "event")))


def real_card_game(rng: random.Random):
    """A game at its start whose decks are 40 real cards with a card script (characters and events), drawn at
    random from the scripted ones; the Case takes every colour so that any card may be played."""
    from judge.simulate import new_game
    from judge.state import COLORS, parse_card

    pool = _scripted_pool()
    pos = new_game(rng)
    for name, p in pos.players.items():
        p.case.colors = list(COLORS)
        deck = [parse_card({"card": rng.choice(pool), "id": f"c{k}"}, name, f"c{k}") for k in range(1, 41)]
        p.hand, p.deck = deck[:5], deck[5:]
    return pos


def games_per_second(games: int, label: str, start=None) -> float:
    from judge.replay import Session
    from judge.simulate import play_random, random_game

    t0, c0 = time.perf_counter(), time.process_time()
    lines = won = 0
    for seed in range(games):
        if start is None:
            session = random_game(random.Random(seed))
        else:
            session = Session(start(random.Random(seed)), trace=False)
            session.setup_phase()
            play_random(session, random.Random(seed), 20000)
        lines += len(session.steps)
        won += session.game.winner is not None
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"{label}: {games} played, {won} to a winner, {lines / games:.0f} lines each on average")
    # the target is for hand-described cards; real scripted cards: the figure is asked for, no target
    print(f"games per second    {games / dt:7.1f}" + ("  (target >= 200)" if start is None else ""))
    # per second of this process's CPU: what a shared, loaded machine changes least
    print(f"games per CPU second {games / cpu:6.1f}")
    return games / cpu


def both_kinds(games: int) -> tuple[float, float]:
    hand = games_per_second(games, "random games, hand-described cards")
    real_card_game(random.Random(0))  # the card list and scripts load once, before the clock
    return hand, games_per_second(max(games // 3, 1), "random games, real scripted cards", real_card_game)


def before_and_now(before: str, games: int, rounds: int) -> None:
    """Alternate a process of this install and one of `before`, so machine load hits both alike."""
    figures: dict[str, list[tuple[float, float]]] = {"now": [], "before": []}
    for _ in range(rounds):
        for label, python in (("now", sys.executable), ("before", before)):
            out = subprocess.run([python, __file__, "0", str(games), "--games-only"], capture_output=True,
                                 text=True, check=True).stdout
            rates = [float(line.split()[4]) for line in out.splitlines() if line.startswith("games per CPU second")]
            figures[label].append((rates[0], rates[1]))
    for k, kind in enumerate(("hand-described cards", "real scripted cards")):
        now = statistics.median(f[k] for f in figures["now"])
        then = statistics.median(f[k] for f in figures["before"])
        print(f"games per CPU second, {kind:<21} now {now:6.1f}   before {then:6.1f}   now/before {now / then:4.2f}x"
              f"  ({rounds} rounds)")


if __name__ == "__main__":
    flags = [i for i, a in enumerate(sys.argv) if a.startswith("--")]
    args = sys.argv[1:flags[0] if flags else None]  # RUNS GAMES come before the flags
    runs = int(args[0]) if args else 20
    games = int(args[1]) if len(args) > 1 else 300
    if "--before" in sys.argv:
        at = sys.argv.index("--before")
        rounds = int(sys.argv[at + 2]) if len(sys.argv) > at + 2 and sys.argv[at + 2].isdigit() else 5
        before_and_now(sys.argv[at + 1], games, rounds)
    elif "--games-only" in sys.argv:
        both_kinds(games)
    else:
        compare("judge replay (30)", [*judge_command(), "replay", str(SCENARIO), "--json"], runs)
        both_kinds(games)
