"""Validity icons and triggered abilities: when an ability is valid, and the queue of effects that wait (p.21, p.22, p.24).

Kept apart from the effect steps so that moving a card (rules/zones.py) can
queue its On Removal without importing the effects that will do it.
"""

from __future__ import annotations

from contextlib import contextmanager

from judge.rules.core import Game, Waiting, label
from judge.state import Card


def has_keyword(game: Game, card, word: str) -> bool:
    """p.25 (keywords) — a printed keyword, or one printed under a validity icon that holds now (p.21, p.24)."""
    return card.has_keyword(word) or bool(keyword_value(game, card, word, conditional_only=True))


def keyword_value(game: Game, card, word: str, conditional_only: bool = False) -> int | bool:
    """X of `mislead X` (0 when absent); True for a keyword without a number that holds under its icon."""
    if not conditional_only and card.has_keyword(word):
        return card.keyword_value(word) or True
    for entry in getattr(card, "keywords_if", ()):
        icons = entry["valid"] if isinstance(entry["valid"], list) else [entry["valid"]]
        if all(holds(game, icon, card.owner) for icon in icons):  # several icons: each must hold
            for k in entry["keywords"]:
                if k == word:
                    return True
                if k.startswith(word + " "):
                    return int(k.split()[1])
    return 0


def holds(game: Game, icon: str, owner: str) -> bool:
    """p.24 (supp-icons) — is a validity icon met for a card of `owner` now?"""
    p = game.player(owner)
    if icon == "your-turn":
        return game.active == owner
    if icon == "opponent-turn":
        return game.active != owner
    if icon in ("case-phase", "resolution-phase"):
        return p.case.side == ("investigation" if icon == "case-phase" else "solution")
    word, arg = icon.split()
    if word == "file":
        return p.file_count >= int(arg)  # an assisting Partner counts (Q&A 14)
    colors = p.partner.colors if word == "partner" else p.case.colors
    return arg in colors


HEAD_STEPS = ("valid", "limit")  # gates at the head of an ability: validity icons (p.21), use limits (p.24)


def unmet_validity(game: Game, steps: list, owner: str) -> str | None:
    """The first validity icon at the head of `steps` that is not met, if any."""
    for step in steps:
        if not any(k in step for k in HEAD_STEPS):
            return None
        if "valid" in step and not holds(game, step["valid"], owner):
            return step["valid"]
    return None


def use_limit(steps: list) -> int | None:
    """N of a `{limit: N}` at the head of an ability ([Turn 1]: once per turn, p.24), or None."""
    for step in steps:
        if not any(k in step for k in HEAD_STEPS):
            return None
        if "limit" in step:
            return step["limit"]
    return None


def limit_reached(card, key: str, steps: list) -> bool:
    """Has this ability of `card` (its key: on_play, declare…) been used its N times this turn?"""
    n = use_limit(steps)
    return n is not None and card.uses_this_turn.count(key) >= n


def after_validity(steps: list) -> list:
    """The steps after the leading validity icons: what a triggered ability does once it has triggered.

    p.21: an effect that has triggered is done to the end even if its ability stops being valid.
    """
    k = 0
    while k < len(steps) and any(h in steps[k] for h in HEAD_STEPS):
        k += 1
    return steps[k:]


TRIGGER_NAMES = {
    "on_play": "[On Play]", "on_deduce": "\"when it deduces\"", "on_action": "\"when it takes an Action\"",
    "on_contact": "\"when it is in a Contact\"", "on_action_end": "\"at the end of its Action\"",
    "on_disguise": "[On Disguise]", "on_remove": "On Removal from the scene",
}


def queue(game: Game, card, name: str, *sections: str) -> None:
    """p.15–19 (the arrows), p.22 (pending-effects), p.24 — a card's triggered ability triggers; its effect
    waits for the next arrow of the procedure it triggered in (between two steps), or, triggered inside an
    effect, until that effect is done. An unmet validity icon keeps it from triggering."""
    steps = card.triggers.get(name) if isinstance(card, Card) else None
    if not steps:
        return
    icon = unmet_validity(game, steps, card.owner)
    if icon:
        game.log(f"{TRIGGER_NAMES[name]} of {label(card)} does not trigger: its validity icon [{icon}] is not met",
                 "validity", "supp-icons")
        return
    if limit_reached(card, name, steps):
        game.log(f"{TRIGGER_NAMES[name]} of {label(card)} does not trigger: it has triggered its "
                 f"{use_limit(steps)} time(s) this turn [Turn {use_limit(steps)}]", "supp-icons")
        return
    if use_limit(steps) is not None:
        card.uses_this_turn.append(name)  # it counts once triggered, whatever its effect then does (Q&A)
    game.pending.append(Waiting(card.owner, after_validity(steps), f"{TRIGGER_NAMES[name]} {label(card)}", card,
                                len(game.frames)))
    where = f"the next arrow of the {game.frames[-1]}" if game.frames else "the end of this line"
    game.log(f"{TRIGGER_NAMES[name]} of {label(card)} triggers; its effect waits for {where}", "pending-effects",
             *sections, kind="trigger")


@contextmanager
def procedure(game: Game, name: str):
    """A procedure with arrows between its steps runs: what triggers inside it waits for its arrows (p.15)."""
    game.frames.append(name)
    try:
        yield
    finally:
        game.frames.pop()


RESOLVERS: list = []  # effects.resolve_waiting, registered by rules/effects.py (which needs this module)


def arrow_now(game: Game, where: str, *sections: str) -> None:
    """An arrow of a procedure that runs inside an effect and cannot stop for an answer (a Refresh, p.20):
    what triggered in it is done now, in the order it triggered."""
    if any(w.depth >= len(game.frames) for w in game.pending):
        for _ in RESOLVERS[0](game, where, *sections):
            pass
