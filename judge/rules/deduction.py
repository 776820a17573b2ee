"""p.15 Deduction, with the opponent's Mislead (supplement p.15, keywords p.25)."""

from __future__ import annotations

from judge.rules import effects, refresh
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label
from judge.state import Card, Modifier


def can_deduce(game: Game, player: str, card_id: str) -> str | None:
    """Why the card cannot deduce now (None if it can): active Partner, or active character not in intro state."""
    actor = game.deducer(player, card_id)
    if actor is None:
        return f"{player}.{card_id} is not in {player}'s scene: only the Partner or a character in the scene deduces"
    if actor.state != "active":
        return f"{label(actor)} is {actor.state}: only an active card can deduce"
    if card_id == "partner" and actor.zone != "partner":
        return f"{player}'s Partner is in the File Area (it assisted): it deduces from the Partner zone"
    if isinstance(actor, Card) and actor.entered_this_turn and not actor.has_keyword("haste"):
        return f"{label(actor)} entered the scene this turn (intro state) and has no Haste: it cannot deduce"
    return None


def mislead_characters(game: Game, player: str) -> list[Card]:
    return [c for c in game.player(player).scene if c.state == "active" and c.has_keyword("mislead")]


def deduce(game: Game, action) -> Procedure:
    """p.15 (deduction, supp-deduction-steps) — sleep the deducing card; the opponent may Mislead;
    gain evidence equal to its LP now, one card at a time (Refresh mid-way, p.20); effects of the Deduction end."""
    player, opp = action.player, game.opponent(action.player)
    why = can_deduce(game, player, action.card)
    if why:
        raise Forbidden(why, "deduction", "intro-state")
    actor = game.deducer(player, action.card)
    actor.state = "sleep"
    game.log(f"{player} declares Deduction with {label(actor)} and sleeps it (LP {actor.value('lp')})",
             "deduction", "supp-deduction-steps")
    effects.trigger(game, actor, "on_deduce", "supp-deduction-steps")  # a Partner is no character: none
    if mislead_characters(game, opp):
        answer = yield Prompt(opp, ("mislead", "pass"), f"{opp} pass", "a Mislead answer (mislead ID… or pass)")
        if answer is not None and answer.verb == "mislead":
            for cid in answer.cards:
                c = game.in_scene(opp, cid)
                if c is None or c.state != "active" or not c.has_keyword("mislead"):
                    raise Forbidden(f"{opp}.{cid} is not an active character of {opp} with Mislead",
                                    "supp-deduction-steps", "supp-keywords")
                x = c.keyword_value("mislead")
                c.state = "sleep"
                actor.mods.append(Modifier("lp", -x, "deduction"))
                game.log(f"{opp} sleeps {label(c)} for Mislead {x}: {label(actor)} LP −{x} for this Deduction "
                         f"(now {actor.value('lp')})", "supp-deduction-steps", "supp-keywords")
    lp = actor.value("lp")
    if lp <= 0:
        game.log(f"{label(actor)} has LP {lp}: no evidence is gained (it is still a Deduction)",
                 "supp-deduction-steps")
    else:
        game.log(f"{player} gains evidence equal to LP {lp}, one card at a time", "deduction", "supp-deduction-steps")
        refresh.gain_evidence(game, player, lp, "deduction")
    effects.end_duration(game, "deduction", "the Deduction ends", "supp-deduction-steps")
