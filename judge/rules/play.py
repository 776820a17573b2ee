"""p.11 Use a card from hand; p.12 case colour and Switch; p.26 an MR entering."""

from __future__ import annotations

from judge.rules import effects, zones
from judge.rules.core import Forbidden, Game, GameOver, Procedure, label
from judge.state import Card


def colour_allows(game: Game, player: str, card: Card) -> bool:
    """p.12 (case-color) — the card's colours must all be colours of the player's case (two-colour cards need both)."""
    case_colors = set(game.player(player).case.colors)
    return set(card.colors) <= case_colors


def is_usable(game: Game, player: str, card: Card, file_count: int) -> bool:
    """Level ≤ File count (p.11) and the case colour (p.12)."""
    return card.level <= file_count and colour_allows(game, player, card)


def check_usable(game: Game, player: str, card: Card, file_count: int, how: str) -> None:
    """`is_usable`, else Forbidden with the reason."""
    if is_usable(game, player, card, file_count):
        return
    if card.level > file_count:
        raise Forbidden(
            f"{label(card)} is level {card.level} but {player}'s File Area holds {file_count} card(s) "
            f"({how}: level must be at most the File count, an assisting Partner counted)", "play-from-hand")
    if not colour_allows(game, player, card):
        colours = "/".join(card.colors)
        case = "/".join(game.player(player).case.colors) or "none"
        raise Forbidden(f"{label(card)} is {colours} but {player}'s case is {case}: {how} uses only cards of the "
                        f"case's colour, and a two-colour card needs both", "case-color")


def enter_scene(game: Game, card: Card, switch: str | None, why: str) -> None:
    """Put a character into the scene, active and in intro state; Switch when full (p.12); MR (p.26)."""
    p = game.player(card.owner)
    if switch is not None:
        out = game.in_scene(card.owner, switch)
        if out is None:
            raise Forbidden(f"Switch must name a character in {card.owner}'s scene; {switch} is not there", "switch")
        if len(p.scene) < 5:
            raise Forbidden(f"Switch is allowed only when the scene is full (5); {card.owner}'s scene holds "
                            f"{len(p.scene)}", "switch")
        zones.remove_from_scene(game, out, "Switch: any character may be chosen", "switch")
    elif len(p.scene) >= 5:
        raise Forbidden(f"{card.owner}'s scene already holds 5 characters: name one to Switch out "
                        f"(`play {card.id} switch ID`)", "switch")
    if card.mr:
        olds = [c for c in [*p.scene, *p.partner_zone] if c.mr]
        for old in olds:
            if old in p.scene:
                zones.remove_from_scene(game, old, "an MR entered the scene", "mr", "supp-mr")
            else:
                p.partner_zone.remove(old)
                p.removed.insert(0, old)
                game.log(f"{label(old)} in the Partner zone is removed: an MR entered the scene", "mr", "supp-mr")
    p.hand.remove(card)
    card.state = "active"
    card.entered_this_turn = True
    p.scene.append(card)
    game.log(f"{label(card)} enters {card.owner}'s scene, active, in intro state ({why})", "play-from-hand",
             "intro-state")
    effects.trigger(game, card, "on_play", "supp-icons")


def use_card(game: Game, player: str, card_id: str, switch: str | None, file_count: int, how: str) -> None:
    """Use one card from hand: a character enters the scene, an event does its effect then goes to the Remove Area."""
    found = game.card(player, card_id)
    if found is None or found[0] != "hand":
        raise Forbidden(f"{player}.{card_id} is not in {player}'s hand", "play-from-hand")
    card = found[1]
    check_usable(game, player, card, file_count, how)
    if card.type == "character":
        enter_scene(game, card, switch, how)
        return
    if switch is not None:
        raise Forbidden("Switch is for characters entering a full scene; an event does not enter the scene", "switch")
    p = game.player(player)
    p.hand.remove(card)
    game.log(f"{player} uses the event {label(card)}", "play-from-hand", "event-card")
    try:
        effects.run(game, card.effect or [], player, label(card))
    except GameOver:  # the game ended during the effect: the card still ends up somewhere
        p.removed.insert(0, card)
        raise
    p.removed.insert(0, card)
    game.log(f"{label(card)} goes to the Remove Area after its effect", "play-from-hand")


def play_from_hand(game: Game, action) -> Procedure:
    """p.11 (play-from-hand) — use one card whose level ≤ File count; once per turn, not after a Next Hint."""
    player = action.player
    p = game.player(player)
    if p.played_from_hand:
        raise Forbidden(f"{player} has already used a card from hand this turn (once per turn)", "play-from-hand")
    if p.next_hint_used:
        raise Forbidden(f"{player} did a Next Hint this turn: using a card from hand is no longer allowed",
                        "play-from-hand", "supp-next-hint-limits")
    use_card(game, player, action.card, action.switch, p.file_count, "use a card from hand")
    p.played_from_hand = True
    return
    yield
