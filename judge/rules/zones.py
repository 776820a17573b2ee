"""Moving cards between zones: leaving the scene with set and stacked cards (p.23), MR (p.26)."""

from __future__ import annotations

from judge.rules.core import Game, label
from judge.state import Card


def reset(card: Card) -> None:
    """A card that leaves the scene forgets its state and the effects it had."""
    card.state = "active"
    card.entered_this_turn = False
    card.mods.clear()


def take_from_scene(game: Game, card: Card) -> None:
    """Take `card` out of its owner's scene; its set and stacked cards are removed (p.23)."""
    owner = game.player(card.owner)
    owner.scene.remove(card)
    for s in card.set_cards:
        s.face_up = False
        owner.removed.insert(0, s)
        game.log(f"{label(s)} was set on {label(card)}: removed with it", "set-cards")
    card.set_cards.clear()
    if card.stacked:
        for k in range(1, card.stacked + 1):
            owner.removed.insert(0, Card(id=f"{card.id}-stacked-{k}", owner=card.owner))
        game.log(f"{card.stacked} card(s) stacked under {label(card)}: removed with it", "stacked-cards")
        card.stacked = 0
    reset(card)


def remove_from_scene(game: Game, card: Card, why: str, *sections: str) -> None:
    """p.23, p.26 — `card` goes from the scene to its owner's Remove Area.

    An MR leaving the scene in its owner's opponent's turn goes to the Remove
    Area and then at once to its owner's Partner zone (supplement p.26).
    """
    take_from_scene(game, card)
    owner = game.player(card.owner)
    owner.removed.insert(0, card)
    game.log(f"{label(card)} is removed ({why})", *sections)
    from judge.rules.effects import trigger_later  # effects builds on zones

    trigger_later(game, card, "on_remove", "supp-icons")
    if card.mr and game.active != card.owner:
        owner.removed.remove(card)
        owner.partner_zone.append(card)
        game.log(f"{label(card)} is MR and it is {game.active}'s turn: it moves to {card.owner}'s Partner zone",
                 "mr", "supp-mr")


def to_bottom_of_deck(game: Game, card: Card) -> None:
    """The card goes face down to the bottom of its owner's deck (Disguise, p.18)."""
    game.player(card.owner).deck.append(card)
