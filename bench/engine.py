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


def real_card_game(rng: random.Random):
    """A game at its start whose decks are 40 real cards with a card script (characters and events), drawn at
    random from the scripted ones; the Case takes every colour so that any card may be played."""
    from judge.cards import load, scripts
    from judge.simulate import new_game
    from judge.state import COLORS, parse_card

    cards = load()
    pool = sorted(cards.get(i).number for i in scripts() if cards.get(i).type in ("character", "event"))
    pos = new_game(rng)
    for name, p in pos.players.items():
        p.case.colors = list(COLORS)
        deck = [parse_card({"card": rng.choice(pool), "id": f"c{k}"}, name, f"c{k}") for k in range(1, 41)]
        p.hand, p.deck = deck[:5], deck[5:]
    return pos


def games_per_second(games: int, label: str, start=None) -> None:
    from judge.replay import Session
    from judge.simulate import play_random, random_game

    t0 = time.perf_counter()
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
    dt = time.perf_counter() - t0
    print(f"{label}: {games} played, {won} to a winner, {lines / games:.0f} lines each on average")
    print(f"games per second    {games / dt:7.1f}  (target >= 200)")


if __name__ == "__main__":
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    compare("judge replay (30)", [*judge_command(), "replay", str(SCENARIO), "--json"], runs)
    games_per_second(games, "random games, hand-described cards")
    real_card_game(random.Random(0))  # the card list and scripts load once, before the clock
    games_per_second(max(games // 3, 1), "random games, real scripted cards", real_card_game)
