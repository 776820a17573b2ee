"""What every rule procedure shares: the game being replayed, prompts, forbidden actions, citations.

A rule procedure is a generator: it changes the position step by step, logs
trace events that cite rulebook sections, and `yield`s a Prompt when the rules
wait for a player's answer (a Guard, a Contact response, a Spark, a Mislead).
The replay driver sends back the answer, or the passive one it assumed.
"""

from __future__ import annotations

import random
from contextlib import contextmanager
from functools import lru_cache
from dataclasses import field
from collections.abc import Generator

from judge.i18n import Msg, Pair, current_language, messages, say
from judge.records import record
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
        import os

        from rules_th import DATA_PATH, PRIMARY

        with open(os.path.join(DATA_PATH, PRIMARY, "cites.json"), encoding="utf-8") as f:
            table = json.load(f)
        _CITES.update({k: {"page": v["page"], "section": k, "source": v["source"]} for k, v in table.items()})
    return _CITES[section_id]


class Forbidden(Exception):
    """The rules forbid this action: the replay stops here with the reason and its sections."""

    # slots, and no Exception.__init__ (its args are the constructor's already): the move generator makes one for
    # every line the rules refuse, most never raised nor read (157 ns, 441 before)
    __slots__ = ("msg", "sections")

    def __init__(self, reason: "Msg | str", *sections: str):
        self.msg = reason  # the message itself, shown in the reader's language
        self.sections = sections

    def __str__(self) -> str:
        return self.reason

    @property
    def reason(self) -> str:
        """The English, as before (rendered only when read: the move generator builds thousands unread)."""
        return str(self.msg)


class GameOver(Exception):
    """A player won or lost at once (Case Closed, or a Refresh with an empty Remove Area)."""


MAX_EVENTS = 3000  # a whole game traces about 1,000: more is a loop written on purpose (a Declare that wakes itself)


class TooManyEvents(Exception):
    """The traced replay passed MAX_EVENTS: stopped before it costs seconds and hundreds of MB."""


@record(frozen=True)
class Prompt:
    """The rules wait for `player` to answer with one of `answers` (verbs); `passive` is assumed otherwise."""

    player: str
    answers: tuple[str, ...]
    passive: str
    what: "Msg | str"
    context: object = None  # what the answer is about (the Action's target, for a Guard)
    # never forced (p.22's order of waiting effects): a line that does not answer it is not forbidden; the
    # passive answer is assumed and the line answers what is asked next
    optional: bool = False
    options: tuple[str, ...] = ()  # the references that answer it (the cards whose effects wait)
    # a choice the rules leave to the player with several legal answers: unanswered, the replay stops as
    # forbidden naming them (the contract's Choices) — `passive` then says what was not chosen
    mandatory: bool = False
    note: str = ""  # an optional prompt's own words for what is assumed (else: the order of waiting effects)


def ask(game, prompt: Prompt, check) -> Procedure:
    """Wait for the answer to `prompt`. An answer the rules do not accept (`check(game, answer, prompt)`, a
    Forbidden) is raised; None is an answer nobody wrote (the passive one is the caller's to assume)."""
    answer = yield prompt
    why = answer is not None and check(game, answer, prompt)
    if why:
        raise why
    return answer


EVENT_KINDS = (
    "event",  # something the rules did
    "trigger",  # a triggered ability fired or was queued (p.22, p.24)
    "assumed",  # a passive answer nobody wrote was assumed
    "forbidden",  # the line was forbidden: the replay stops
    "win",  # a player won: the game is over
)


@record
class Event:
    """One thing that happened, citing the sections that say so; `step`: the trace step it belongs to (its
    index among the replay's steps: a `do` line, or the set-up phase before them)."""

    text: str
    sections: tuple[str, ...]
    kind: str = "event"
    step: int = 0
    msg: object = None  # the Msg logged (`text` is its English), shown in the reader's language

    def to_json(self) -> dict:
        """`text` stays the English (the contract); `code`, `args` and `text_th` are added beside it."""
        return {**message_json(self.msg if self.msg is not None else self.text),
                "cites": [cite(s) for s in self.sections]}


def message_json(value, key: str = "text") -> dict:
    """A Msg (or a plain string from a module not converted yet) as language-neutral JSON fields."""
    if isinstance(value, Msg):
        m = value.to_json()
        return {key: m["text"], "code": m["code"], "args": m["args"], f"{key}_th": m["text_th"]}
    return {key: str(value), "code": None, "args": {}, f"{key}_th": str(value)}


@record(frozen=True)
class Engine:
    """The rules a game is played by, assembled in one place (judge/rules/engine.py): the handler of each effect
    step of scripts.registry.STEPS (rules/doing.run dispatches to it) and the verbs of the line language."""

    steps: dict  # step name -> handler(doing, step, value): None, or a procedure when a player may be asked
    verbs: dict  # verb name -> rules/verbs.Verb

    __hash__ = object.__hash__  # (the tables are dicts: an engine is itself)

    def __deepcopy__(self, memo: dict) -> "Engine":
        """The rules are shared, never copied: a copied game (a what-if branch) plays by the same engine."""
        return self


@record
class Game:
    """A position being replayed, with its random source, trace and outcome."""

    pos: Position
    # the assembled rules (judge/rules/engine.py): the handler of each effect step. Required: a game cannot be
    # played with part of the rules (a step without its handler raises, it is never skipped)
    engine: "Engine" = field(repr=False)
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    trace: bool = True
    events: list[Event] = field(default_factory=list)  # the whole trace, each event with its step
    step: int = 0  # the trace step being played (see Event.step)
    winner: str | None = None
    # triggered effects waiting for the next arrow of the procedure they triggered in (p.15, p.22)
    pending: list["Waiting"] = field(default_factory=list)
    frames: list[str] = field(default_factory=list)  # the procedures running, outermost first (Action, Contact…)
    logged: int = 0  # events traced so far, over every step
    # cards an effect took without asking (the only legal choice), so a `choose` line naming them still fits
    forced_picks: list[str] = field(default_factory=list)
    # answers made without asking (the only legal one) during the last line: (player, verb, ref); a line that
    # gives one of them anyway is taken as saying the same (judge/replay.py), not as a line out of place
    confirmable: list[tuple] = field(default_factory=list)
    # passive answers taken where no line can answer (an arrow inside a Refresh in an effect, doing.arrow_now), not
    # yet reported in the replay's `assumed` (judge/replay.py takes them)
    assumed_inside: list[str] = field(default_factory=list)
    # the player whose "you may" asks its question at its first pick (rules/steps/choices.do_may, effects.pending_may)
    may_pick: str | None = None
    # whose turn it is: Position.active, read when the game starts and again when the turn passes (turn.py);
    # the rules ask it several times a line
    active: str = field(init=False)

    def __post_init__(self) -> None:
        self.active = self.pos.active

    @classmethod
    def start(cls, pos: Position, engine: "Engine", trace: bool = True) -> "Game":
        """A game of `pos` played by `engine`'s rules (judge.rules.engine.start gives the assembled one)."""
        return cls(pos=pos, engine=engine, rng=random.Random(pos.seed if pos.seed is not None else 0), trace=trace)

    def log(self, text: "Msg | str", *sections: str, kind: str = "event") -> None:
        """One event of the trace. The rules call it under `if game.trace:`, so that a game played without a
        trace (random games, the move generator) builds none of its messages or card labels."""
        if self.trace:
            self.events.append(Event(str(text), sections, kind, self.step, text))
            self.logged += 1
            if self.logged > MAX_EVENTS:
                raise TooManyEvents()

    def player(self, name: str) -> Player:
        return self.pos.players[name]

    def opponent(self, name: str) -> str:
        return other(name)

    def find(self, player: str, card_id: str, *zones: str) -> Card | None:
        """The one card lookup: `player`'s card `card_id` in one of `zones` (anywhere, set cards too, if none)."""
        if not zones:
            found = self.pos.locate(player, card_id)
            return found[1] if found else None
        p = self.pos.players[player]
        for z in zones:
            for c in getattr(p, z):
                if c.id == card_id:
                    return c
        return None

    def in_scene(self, player: str, card_id: str) -> Card | None:
        for c in self.pos.players[player].scene:  # find()'s loop without its zone names: the rules ask often
            if c.id == card_id:
                return c
        return None

    def is_in_scene(self, card: Card) -> bool:
        """Is this very card (not one of the same name) still in its owner's scene?"""
        return card in self.pos.players[card.owner].scene  # by identity: a Card is itself (eq=False)

    def deducer(self, player: str, card_id: str) -> Card | Partner | None:
        return self.player(player).partner if card_id == "partner" else self.in_scene(player, card_id)

    def win(self, player: str, reason, *sections: str) -> None:
        self.winner = player
        self.log(say("game.wins", player=player, reason=reason), *sections, kind="win")
        raise GameOver(player)


@record(eq=False)
class Waiting:
    """A triggered effect not done yet (p.22): done at the next arrow of the procedure it triggered in
    (`depth`: how many procedures were running), the turn player's first, each player's in the order they choose."""

    owner: str
    steps: list
    source: str
    card: object
    depth: int
    trigger: object = None  # the card that set a watcher off (`trigger` in its steps: rules/watchers.py)


class Label(str):
    """A card as the trace names it: `A.heiji (ฮัตโตริ เฮย์จิ)`. The str is the English (the card's own name); in
    Thai the name from card_data/names-th.yaml where it gives one. Inside `shortening()` a card already named
    shows as its reference alone (the compact trace names each card once)."""

    ref: str
    th: str

    def __new__(cls, ref: str, name: str | None, name_th: str | None):
        self = super().__new__(cls, ref + (f" ({name})" if name and name != ref.split(".", 1)[1] else ""))
        self.ref = ref
        self.th = ref + (f" ({name_th})" if name_th else str(self)[len(ref):])
        return self

    def text(self, lang: str | None = None) -> str:
        if _SHOWN is not None:
            if self.ref in _SHOWN:
                return self.ref
            _SHOWN.add(self.ref)
        return self.th if (lang or current_language()) == "th" else str(self)


_SHOWN: set | None = None


@contextmanager
def shortening():
    """While a view renders a trace: each card's name is shown the first time only."""
    global _SHOWN
    _SHOWN = set()
    try:
        yield
    finally:
        _SHOWN = None


def active_only(cards: list[Card]) -> list[Card]:
    """p.6 (states) — the active cards of `cards`: the only characters that may deduce or act (p.15, p.16, the
    first test of `_why_not_deduce` and `_why_not_act`), for the move generator's lists."""
    return [c for c in cards if c.state == "active"]


@lru_cache(maxsize=None)
def thai_name(number: str) -> str | None:
    from judge.cards import load

    try:
        return load().get(number).name_th
    except Exception:  # a card unknown to the installed list keeps its own name
        return None


def label(card: Card | Partner) -> Label:
    """How a card is named in the trace: `A.heiji (ฮัตโตริ เฮย์จิ)`."""
    name = card.name if isinstance(card.name, str) else "＆".join(card.name) if card.name else None
    return _label(card.owner, card.id, name, getattr(card, "number", None))


@lru_cache(maxsize=4096)
def _label(owner: str, card_id: str, name: str | None, number: str | None) -> Label:
    """Made once per card and name: a refusal names its card each time the move generator asks (a Label is a str,
    never changed once made)."""
    return Label(f"{owner}.{card_id}", name, thai_name(number) if number else None)

# Game terms as the rulebook's Thai words (rules_th/conan-2.5/glossary.yaml): arguments of messages
WORDS = {
    "active": Pair("active", "แอคทีฟ"), "sleep": Pair("sleep", "สลีป"), "stun": Pair("stun", "สตัน"),
    "turn": Pair("turn", "เทิร์น"), "end-of-turn": Pair("turn", "เทิร์น"), "contact": Pair("contact", "การปะทะ"),
    "action": Pair("action", "แอคชั่น"), "deduction": Pair("deduction", "การสืบคดี"),
    "end-of-opponent-turn": Pair("opponent's turn", "เทิร์นของคู่แข่ง"),
    "Action": Pair("Action", "แอคชั่น"), "Contact": Pair("Contact", "การปะทะ"),
    "Deduction": Pair("Deduction", "การสืบคดี"), "Refresh": Pair("Refresh", "การรีเฟรช"),
    "Action [Case]": Pair("Action [Case]", "แอคชั่น [คดี]"),
    "main": Pair("main", "เมน"), "auto": Pair("auto", "ออโต้"), "end": Pair("end", "เอนด์"),
    "hand": Pair("hand", "มือ"), "deck": Pair("deck", "เด็ค"), "file": Pair("File Area", "ไฟล์โซน"),
    "evidence": Pair("evidence", "หลักฐาน"), "removed": Pair("Remove Area", "รีมูฟโซน"),
    "scene": Pair("scene", "ที่เกิดเหตุ"), "partner_zone": Pair("Partner zone", "พาร์ทเนอร์โซน"),
    "first": Pair("first", "เล่นก่อน"), "second": Pair("second", "เล่นหลัง"),
    "start of the main phase": Pair("start of the main phase", "การเริ่มเมนเฟส"),
    "end phase": Pair("end phase", "เอนด์เฟส"),
}


def word(key: str):
    """A game term in both languages (the key itself when it is not a term: a value from the file)."""
    return WORDS.get(key, key)


messages({
    "game.wins": ("{player} wins: {reason}", "{player} ชนะ: {reason}"),
})
