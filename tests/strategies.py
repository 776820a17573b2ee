"""Hypothesis strategies for the engine's property tests: legal mid-game positions built part by part, and the
legal lines played from them, each drawn from hypothesis (not from a seed), so that a failure shrinks to a small
position — few cards, plain ones — and a short line whose choices are the first legal ones.

A card is one draw from a palette of the cards judge.simulate deals, the plainest first; every list shrinks to
empty and every choice to the first of its options: the smallest failing example is the one with the least in
it.
"""

from __future__ import annotations

import copy
import random

from hypothesis import strategies as st

from judge.moves import line_of, random_move
from judge.replay import Session
from judge.simulate import random_card
from judge.state import COLORS, Card, Case, Partner, Player, Position, dump_card


def _palette() -> list[Card]:
    """Hand-described cards as judge.simulate deals them (keywords, Cut-ins with icons, Disguise, Sparks,
    Declares, MR, triggers, events), the plainest first; colour `red` stands for a player's first colour and
    `blue` for its last."""
    made = {}
    for k in range(400):
        c = random_card(random.Random(k), "A", "x", ["red", "blue"])
        made.setdefault(repr(dump_card(c)), c)
    return sorted(made.values(), key=lambda c: (len(repr(dump_card(c))), repr(dump_card(c))))


PALETTE = _palette()


@st.composite
def cards(draw, owner: str, colors: list[str]) -> Card:
    """One card of the palette (one draw: it shrinks to the plainest card), in the player's colours."""
    c = PALETTE[draw(st.integers(0, len(PALETTE) - 1))].copy()
    c.owner, c.colors = owner, [colors[0] if k == "red" else colors[-1] for k in c.colors]
    return c


@st.composite
def players(draw, name: str) -> Player:
    """One side of a legal mid-game position: a deck of at least one card, up to 5 characters in the scene
    (with their states), and cards in every other zone."""
    colors = draw(st.lists(st.sampled_from(COLORS), min_size=1, max_size=2, unique=True))
    p = Player(name=name, case=Case(name=f"case-{name}", colors=colors, level_first=8, level_second=7,
                                    side=draw(st.sampled_from(("investigation", "solution")))),
               partner=Partner(name=f"partner-{name}", owner=name, colors=colors[:1], lp=1,
                               state=draw(st.sampled_from(("active", "sleep")))))
    zone = lambda least, most: st.lists(cards(name, colors), min_size=least, max_size=most)  # noqa: E731
    p.scene = [c for c in draw(zone(0, 5)) if c.type == "character"]
    for c in p.scene:
        c.state = draw(st.sampled_from(("active", "sleep", "stun")))
        c.entered_this_turn = draw(st.booleans())
    p.hand, p.file, p.evidence, p.removed = draw(zone(0, 5)), draw(zone(0, 7)), draw(zone(0, 7)), draw(zone(0, 5))
    p.deck = draw(zone(1, 12))  # small: a Refresh (p.20) comes within a few lines
    for k, (_, c) in enumerate(p.all_cards(), 1):
        c.id = f"c{k}"
    return p


@st.composite
def positions(draw) -> Position:
    """A legal mid-game position in the main phase (state.status() finds nothing wrong with it)."""
    pos = Position(players={n: draw(players(n)) for n in "AB"}, turn=draw(st.integers(2, 9)),
                   first=draw(st.sampled_from("AB")), phase="main", seed=draw(st.integers(0, 1 << 30)))
    return pos


def play_lines(data, pos: Position, most: int) -> Session:
    """Play up to `most` legal lines from `pos` (a copy), as judge.simulate's random games do (moves.random_move:
    end the turn a fifth of the time when something else can be done), with hypothesis's random source
    (`data`: st.data()), so that the choices shrink too: to the first legal candidates, the turn ended whenever it
    may be. The session after them (its `played`: the lines), every answer still awaited assumed."""
    session = Session(copy.deepcopy(pos), trace=False)
    session.setup_phase()
    session.played = []
    rng = data.draw(st.randoms(use_true_random=False), label="choices")
    for n in range(1, data.draw(st.integers(0, most), label="lines") + 1):
        move = random_move(session.game, session.prompt, rng, 0.2 if session.prompt is None else None)
        if move is None:  # the game is over, or nothing is legal
            break
        act = line_of(move, n)
        assert session.apply(act), f"a legal line was forbidden: {act.text}: {session.illegal.reason}"
        session.played.append(act)
    session.finish(len(session.played))
    return session
