"""Random legal positions and random legal games, for property tests and bench/engine.py."""

from __future__ import annotations

import random
from math import floor

from judge.moves import line_of, random_move
from judge.replay import Session
from judge.state import COLORS, Card, Case, Partner, Player, Position

KEYWORDS = ("haste", "rush", "rush-character", "rush-case", "bullet", "mislead 1", "mislead 2")
EFFECTS = ({"draw": 1}, {"evidence": 1}, {"file": 1}, {"remove_evidence": 1}, {"look": 3}, {"remove_top": 2},
           {"sleep": "B.c1"}, {"stun": "A.c2"}, {"activate": "A.c1"}, {"ap": 1000, "target": "A.c1"},
           {"stun": "B.partner"}, {"activate": "A.partner"})
CUT_IN_ICONS = ("opponent-turn", "your-turn", "file 4")
DECLARE_ICONS = ("resolution-phase", "file 5", "your-turn")


def random_card(rng: random.Random, owner: str, card_id: str, colors: list[str]) -> Card:
    """A random hand-described card. Every choice is `floor(r() * n)`, uniform as rng.choice / randint are,
    without their Python layers (a game deals 80 cards); floor, not int(), which costs twice as much."""
    r = rng.random
    c = Card(id=card_id, owner=owner, colors=[colors[floor(r() * len(colors))]], level=floor(r() * 7))
    if r() < 0.2:
        c.type = "event"
        c.effect = [dict(EFFECTS[floor(r() * len(EFFECTS))]) for _ in range(1 + floor(r() * 2))]
        return c
    c.ap, c.lp = 1000 + 500 * floor(r() * 11), floor(r() * 4)
    if r() < 0.2:
        c.keywords = [KEYWORDS[floor(r() * len(KEYWORDS))]]
    if r() < 0.25:
        c.cut_in = {"ap": 1000 if r() < 0.5 else 2000}
        if r() < 0.3:
            c.cut_in = [{"valid": CUT_IN_ICONS[floor(r() * len(CUT_IN_ICONS))]}, c.cut_in]
    if r() < 0.1:
        c.disguise = True
    if r() < 0.15:
        c.spark = [dict(EFFECTS[floor(r() * len(EFFECTS))])]
    if r() < 0.1:
        c.declare = {"cost": ["sleep"], "effect": [{"draw": 1}]}
        if r() < 0.3:
            c.declare["effect"].insert(0, {"valid": DECLARE_ICONS[floor(r() * len(DECLARE_ICONS))]})
    if r() < 0.03:
        c.mr = True
    for name in ("on_play", "on_contact", "on_remove", "on_action"):
        if r() < 0.05:
            c.triggers[name] = [dict(EFFECTS[floor(r() * len(EFFECTS))])]
    return c


def _player(rng: random.Random, name: str, deck_size: int) -> Player:
    colors = rng.sample(COLORS, rng.choice((1, 1, 2)))
    p = Player(name=name, case=Case(name=f"case-{name}", colors=colors, level_first=8, level_second=7),
               partner=Partner(name=f"partner-{name}", owner=name, colors=colors[:1], lp=1))
    p.deck = [random_card(rng, name, f"c{k}", colors) for k in range(1, deck_size + 1)]
    return p


def new_game(rng: random.Random) -> Position:
    """A game at its start: 40-card decks, 5 cards drawn, the first player's turn 1 auto phase to come."""
    pos = Position(players={n: _player(rng, n, 40) for n in "AB"}, turn=1, first="A", phase="auto",
                   seed=rng.randrange(1 << 30))
    for p in pos.players.values():
        p.hand, p.deck = p.deck[:5], p.deck[5:]
    return pos


def random_position(rng: random.Random) -> Position:
    """A legal mid-game position: cards spread over the zones, states and flags at random."""
    pos = Position(players={n: _player(rng, n, rng.randint(8, 30)) for n in "AB"}, turn=rng.randint(2, 9),
                   first=rng.choice("AB"), phase="main", seed=rng.randrange(1 << 30))
    for p in pos.players.values():
        cards = p.deck
        rng.shuffle(cards)

        def take(k: int, cards: list = cards) -> list:  # keep at least one card in the deck
            return [cards.pop() for _ in range(min(k, len(cards) - 1))]

        p.scene = [c for c in take(rng.randint(0, 5)) if c.type == "character"]
        for c in p.scene:
            c.state = rng.choice(("active", "active", "sleep", "stun"))
            c.entered_this_turn = rng.random() < 0.2
        p.hand = take(rng.randint(0, 5))
        p.file = take(rng.randint(0, 7))
        p.evidence = take(rng.randint(0, 7))
        p.removed = take(rng.randint(0, 5))
        p.deck = cards
        p.partner.state = rng.choice(("active", "active", "sleep"))
        p.case.side = rng.choice(("investigation", "solution"))
    return pos


def play_random(session: Session, rng: random.Random, max_lines: int, each_line=None) -> int:
    """Play random legal lines until the game ends or `max_lines`; the number of lines played. `each_line`
    (session) is called after each line (a property test's check)."""
    n = 0
    while n < max_lines and session.game.winner is None:
        # in the main phase, end the turn a fifth of the time when something else can be done
        move = random_move(session.game, session.prompt, rng, 0.2 if session.prompt is None else None)
        if move is None:
            break
        n += 1
        act = line_of(move, n)
        if not session.apply(act):
            raise AssertionError(f"a legal move was forbidden: {act.text}: {session.illegal.reason}")
        if each_line is not None:
            each_line(session)
    return n


def random_game(rng: random.Random, max_lines: int = 20000, trace: bool = False) -> Session:
    """A complete random legal game from the start, played until someone wins."""
    session = Session(new_game(rng), trace=trace)
    session.setup_phase()
    play_random(session, rng, max_lines)
    return session
