"""p.20 Refresh: the moment a deck runs out, even in the middle of an effect."""

from __future__ import annotations

from judge.rules import watchers, zones
from judge.rules.triggers import arrow_now, procedure
from judge.rules.core import Game, label
from judge.state import Card


def refresh(game: Game, player: str) -> None:
    """p.20 (refresh) — shuffle the Remove Area into the deck, then the opponent gains 1 evidence.

    With 0 cards in the Remove Area the player loses at once (p.9, how-to-win).
    """
    p = game.player(player)
    if not p.removed:
        game.log(f"{player}'s deck is empty and the Remove Area holds 0 cards: {player} loses", "how-to-win", "refresh")
        game.win(game.opponent(player), f"{player} had to Refresh with an empty Remove Area", "how-to-win")
    with procedure(game, "Refresh"):  # what waits in the effect that emptied the deck keeps waiting (p.22)
        n = zones.shuffle_removed_into_deck(game, player)
        p.refreshed += 1
        game.log(f"{player}'s deck ran out: Refresh — {n} card(s) of the Remove Area shuffled into the deck",
                 "refresh")
        arrow_now(game, "after step 1 of the Refresh (the Remove Area becomes the deck)", "refresh")
        opp = game.opponent(player)
        gain_evidence(game, opp, 1, "refresh")
        arrow_now(game, "after step 2 of the Refresh (the opponent's evidence)", "refresh")


def move_top(game: Game, player: str, dest: str, note=None) -> Card:
    """Move the top card of `player`'s deck to `dest` (hand, evidence or file), then Refresh if the deck ran out.

    p.20: drawing, gaining evidence and putting into the File Area refresh as
    soon as the deck is empty and then finish. A deck already empty refreshes first.
    """
    p = game.player(player)
    if not p.deck:
        refresh(game, player)
    card = p.deck[0]
    if dest == "hand":
        zones.to_hand(game, card)
    else:
        zones.to_pile(game, card, dest)
    if note is not None and game.trace:
        note(card)  # logged before a Refresh it causes, in the order things happen
    if not p.deck:
        refresh(game, player)
    return card


def draw(game: Game, player: str, n: int = 1, by_effect: bool = False) -> None:
    """Draw `n`, one at a time (a Refresh between them if the deck runs out, p.20); cited as the auto phase's
    draw (p.10) or, `by_effect`, as an effect's (p.22)."""
    def note(c) -> None:
        if by_effect:
            game.log(f"{player} draws {label(c)}", "doing-effects")
        else:
            game.log(f"{player} draws {label(c)}", "turn-auto-phase")

    for _ in range(n):
        move_top(game, player, "hand", note)


def gain_evidence(game: Game, player: str, n: int, *sections: str) -> None:
    """Put `n` cards from the top of the deck face down on top of the Evidence Area, one at a time (p.15)."""
    p = game.player(player)
    for _ in range(n):
        move_top(game, player, "evidence", lambda c: game.log(
            f"{player} gains 1 evidence ({label(c)}); {player} has {len(p.evidence)}", *(sections or ("deduction",))))
    if n > 0:  # "when you gain evidence" triggers once all of it is gained (Q&A 20)
        watchers.fire(game, "watch_evidence", [], "pending-effects", player=player, via="gained")


def put_in_file(game: Game, player: str, n: int, *sections: str) -> None:
    p = game.player(player)
    for _ in range(n):
        move_top(game, player, "file", lambda c: game.log(
            f"{player} puts {label(c)} face down into the File Area ({p.file_count})", *(sections or ("turn-auto-phase",))))
