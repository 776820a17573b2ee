"""p.11 Use a card from hand; p.12 case colour and Switch; p.26 an MR entering."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import continuous, effects, zones
from judge.rules.core import Forbidden, Game, GameOver, Procedure, Prompt, label
from judge.state import Card


def colour_allows(game: Game, player: str, card: Card) -> bool:
    """p.12 (case-color) — the card's colours must all be colours of the player's case (two-colour cards need both)."""
    case_colors = set(game.player(player).case.colors)
    return set(card.colors) <= case_colors


def why_not_use(game: Game, player: str, card: Card | None, card_id: str, switch: str | None, file_count: int,
                how: str) -> Forbidden | None:
    """p.11 (play-from-hand), p.12 (case-color, switch) — why this card cannot be used from hand now: it is
    not in hand, its level is above the File count, its colour is not the case's, or the Switch is wrong."""
    if card is None:
        return Forbidden(f"{player}.{card_id} is not in {player}'s hand", "play-from-hand")
    if card.level > file_count:
        return Forbidden(
            f"{label(card)} is level {card.level} but {player}'s File Area holds {file_count} card(s) "
            f"({how}: level must be at most the File count, an assisting Partner counted)", "play-from-hand")
    if not colour_allows(game, player, card):
        colours = "/".join(card.colors)
        case = "/".join(game.player(player).case.colors) or "none"
        return Forbidden(f"{label(card)} is {colours} but {player}'s case is {case}: {how} uses only cards of the "
                         f"case's colour, and a two-colour card needs both", "case-color")
    if card.type != "character":
        if switch is not None:
            return Forbidden("Switch is for characters entering a full scene; an event does not enter the scene",
                             "switch")
        return None
    scene = game.player(card.owner).scene
    if switch is not None:
        if game.in_scene(card.owner, switch) is None:
            return Forbidden(f"Switch must name a character in {card.owner}'s scene; {switch} is not there", "switch")
        if len(scene) < 5:
            return Forbidden(f"Switch is allowed only when the scene is full (5); {card.owner}'s scene holds "
                             f"{len(scene)}", "switch")
    elif len(scene) >= 5:
        return Forbidden(f"{card.owner}'s scene already holds 5 characters: name one to Switch out "
                         f"(`play {card.id} switch ID`)", "switch")
    return None


def why_not_play(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.11 (play-from-hand) — once per turn, not after a Next Hint, then `why_not_use`."""
    player = act.player
    p = game.player(player)
    if p.played_from_hand:
        return Forbidden(f"{player} has already used a card from hand this turn (once per turn)", "play-from-hand")
    if p.next_hint_used:
        return Forbidden(f"{player} did a Next Hint this turn: using a card from hand is no longer allowed",
                         "play-from-hand", "supp-next-hint-limits")
    return why_not_use(game, player, game.find(player, act.card, "hand"), act.card, act.switch,
                       p.file_count, "use a card from hand")


def enter_scene(game: Game, card: Card, switch: str | None, why: str) -> None:
    """Put a character into the scene, active and in intro state; Switch when full (p.12); MR (p.26).
    Legality (a full scene, the Switch) is `why_not_use`'s."""
    p = game.player(card.owner)
    if switch is not None:
        zones.remove_from_scene(game, game.in_scene(card.owner, switch), "Switch: any character may be chosen",
                                "switch")
    if card.mr:
        olds = [c for c in [*p.scene, *p.partner_zone] if c.mr]
        for old in olds:
            if old in p.scene:
                zones.remove_from_scene(game, old, "an MR entered the scene", "mr", "supp-mr")
            else:
                zones.to_removed(game, old)
                game.log(f"{label(old)} in the Partner zone is removed: an MR entered the scene", "mr", "supp-mr")
    zones.into_scene(game, card)
    game.log(f"{label(card)} enters {card.owner}'s scene, active, in intro state ({why})", "play-from-hand",
             "intro-state")
    continuous.enter(game, card)  # "enters the scene asleep" (p.21)
    effects.trigger(game, card, "on_play", "supp-icons")


def use_card(game: Game, player: str, card_id: str, switch: str | None, file_count: int,
             how: str) -> Procedure:
    """Use one card from hand: a character enters the scene, an event does its effect then goes to the Remove Area."""
    card = game.find(player, card_id, "hand")
    why = why_not_use(game, player, card, card_id, switch, file_count, how)
    if why:
        raise why
    if card.type == "character":
        enter_scene(game, card, switch, how)
        return
        yield  # a character asks nothing
    zones.take(game, card)  # in no zone while its effect is done
    game.log(f"{player} uses the event {label(card)}", "play-from-hand", "event-card")
    try:
        yield from effects.run(game, card.effect or [], player, label(card), card=card)
    except GameOver:  # the game ended during the effect: the card still ends up somewhere
        zones.to_removed(game, card)
        raise
    zones.to_removed(game, card)
    game.log(f"{label(card)} goes to the Remove Area after its effect", "play-from-hand")


def play_from_hand(game: Game, act: Action) -> Procedure:
    """p.11 (play-from-hand) — use one card whose level ≤ File count; once per turn, not after a Next Hint."""
    player = act.player
    p = game.player(player)
    why = why_not_play(game, act)
    if why:
        raise why
    p.played_from_hand = True
    yield from use_card(game, player, act.card, act.switch, p.file_count, "use a card from hand")
