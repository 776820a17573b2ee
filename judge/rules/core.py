"""What every rule procedure shares: the game being replayed, prompts, forbidden actions, citations.

A rule procedure is a generator: it changes the position step by step, logs
trace events that cite rulebook sections, and `yield`s a Prompt when the rules
wait for a player's answer (a Guard, a Contact response, a Spark, a Mislead).
The replay driver sends back the answer, or the passive one it assumed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Generator

from judge.state import Card, Partner, Player, Position, other

Procedure = Generator["Prompt", object, None]

_CITES: dict[str, dict] = {}


def cite(section_id: str) -> dict:
    """{"page", "section", "source"} of a section of the Ver.2.5 index (KeyError if unknown).

    Read from rules_th/conan-2.5/cites.json, which `python -m judge.build` derives
    from the index, so that a replay does not load the whole search index.
    """
    if not _CITES:
        import json

        from rules_th import DATA_DIR, PRIMARY

        table = json.loads((DATA_DIR / PRIMARY / "cites.json").read_text(encoding="utf-8"))
        _CITES.update({k: {"page": v["page"], "section": k, "source": v["source"]} for k, v in table.items()})
    return _CITES[section_id]


class Forbidden(Exception):
    """The rules forbid this action: the replay stops here with the reason and its sections."""

    def __init__(self, reason: str, *sections: str):
        super().__init__(reason)
        self.reason = reason
        self.sections = sections


class GameOver(Exception):
    """A player won or lost at once (Case Closed, or a Refresh with an empty Remove Area)."""


MAX_EVENTS = 3000  # a whole game traces about 1,000: more is a loop written on purpose (a Declare that wakes itself)


class TooManyEvents(Exception):
    """The traced replay passed MAX_EVENTS: stopped before it costs seconds and hundreds of MB."""


@dataclass(frozen=True)
class Prompt:
    """The rules wait for `player` to answer with one of `answers` (verbs); `passive` is assumed otherwise."""

    player: str
    answers: tuple[str, ...]
    passive: str
    what: str
    context: object = None  # what the answer is about (the Action's target, for a Guard)
    # never forced (p.22's order of waiting effects): a line that does not answer it is not forbidden; the
    # passive answer is assumed and the line answers what is asked next
    optional: bool = False
    options: tuple[str, ...] = ()  # the references that answer it (the cards whose effects wait)
    # a choice the rules leave to the player with several legal answers: unanswered, the replay stops as
    # forbidden naming them (the contract's Choices) — `passive` then says what was not chosen
    mandatory: bool = False
    note: str = ""  # an optional prompt's own words for what is assumed (else: the order of waiting effects)


EVENT_KINDS = (
    "event",  # something the rules did
    "trigger",  # a triggered ability fired or was queued (p.22, p.24)
    "assumed",  # a passive answer nobody wrote was assumed
    "forbidden",  # the line was forbidden: the replay stops
    "win",  # a player won: the game is over
)


@dataclass
class Event:
    """One thing that happened, citing the sections that say so; `step`: the trace step it belongs to (its
    index among the replay's steps: a `do` line, or the set-up phase before them)."""

    text: str
    sections: tuple[str, ...]
    kind: str = "event"
    step: int = 0

    def to_json(self) -> dict:
        return {"text": self.text, "cites": [cite(s) for s in self.sections]}


@dataclass
class Game:
    """A position being replayed, with its random source, trace and outcome."""

    pos: Position
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    trace: bool = True
    events: list[Event] = field(default_factory=list)  # the whole trace, each event with its step
    step: int = 0  # the trace step being played (see Event.step)
    winner: str | None = None
    # triggered effects waiting for the next arrow of the procedure they triggered in (p.15, p.22)
    pending: list["Waiting"] = field(default_factory=list)
    frames: list[str] = field(default_factory=list)  # the procedures running, outermost first (Action, Contact…)
    logged: int = 0  # events traced so far, over every step

    @classmethod
    def start(cls, pos: Position, trace: bool = True) -> "Game":
        return cls(pos=pos, rng=random.Random(pos.seed if pos.seed is not None else 0), trace=trace)

    def log(self, text: str, *sections: str, kind: str = "event") -> None:
        if self.trace:
            self.events.append(Event(text, sections, kind, self.step))
            self.logged += 1
            if self.logged > MAX_EVENTS:
                raise TooManyEvents()

    def player(self, name: str) -> Player:
        return self.pos.players[name]

    @property
    def active(self) -> str:
        return self.pos.active

    def opponent(self, name: str) -> str:
        return other(name)

    def find(self, player: str, card_id: str, *zones: str) -> Card | None:
        """The one card lookup: `player`'s card `card_id` in one of `zones` (anywhere, set cards too, if none)."""
        if not zones:
            found = self.pos.locate(player, card_id)
            return found[1] if found else None
        p = self.player(player)
        for z in zones:
            for c in p.zone(z):
                if c.id == card_id:
                    return c
        return None

    def in_scene(self, player: str, card_id: str) -> Card | None:
        return self.find(player, card_id, "scene")

    def is_in_scene(self, card: Card) -> bool:
        """Is this very card (not one of the same name) still in its owner's scene?"""
        return any(c is card for c in self.player(card.owner).scene)

    def deducer(self, player: str, card_id: str) -> Card | Partner | None:
        return self.player(player).partner if card_id == "partner" else self.in_scene(player, card_id)

    def win(self, player: str, reason: str, *sections: str) -> None:
        self.winner = player
        self.log(f"{player} wins: {reason}", *sections, kind="win")
        raise GameOver(player)


@dataclass(eq=False)
class Waiting:
    """A triggered effect not done yet (p.22): done at the next arrow of the procedure it triggered in
    (`depth`: how many procedures were running), the turn player's first, each player's in the order they choose."""

    owner: str
    steps: list
    source: str
    card: object
    depth: int


def label(card: Card | Partner) -> str:
    """How a card is named in the trace: `A.heiji (ฮัตโตริ เฮย์จิ)`."""
    name = card.name if isinstance(card.name, str) else "＆".join(card.name) if card.name else None
    return f"{card.owner}.{card.id}" + (f" ({name})" if name and name != card.id else "")

