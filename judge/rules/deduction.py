"""p.15 Deduction, with the opponent's Mislead (supplement p.15, keywords p.25)."""

from __future__ import annotations

from dataclasses import replace

from judge.lines import Action
from judge.rules import effects, refresh, watchers
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label
from judge.rules.triggers import has_keyword, keyword_value
from judge.state import Card, Modifier


def _why_not_deduce(game: Game, player: str, card_id: str) -> str | None:
    actor = game.deducer(player, card_id)
    if actor is None:
        return f"{player}.{card_id} is not in {player}'s scene: only the Partner or a character in the scene deduces"
    if actor.state != "active":
        return f"{label(actor)} is {actor.state}: only an active card can deduce"
    if card_id == "partner" and actor.zone != "partner":
        return f"{player}'s Partner is in the File Area (it assisted): it deduces from the Partner zone"
    if isinstance(actor, Card) and actor.entered_this_turn and not has_keyword(game, actor, "haste"):
        return f"{label(actor)} entered the scene this turn (intro state) and has no Haste: it cannot deduce"
    return None


def why_not_deduce(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.15 (deduction), p.25 (intro-state) — an active Partner in the Partner zone, or an active character in
    the scene not in intro state (Haste may)."""
    why = _why_not_deduce(game, act.player, act.card)
    return Forbidden(why, "deduction", "intro-state") if why else None


def why_not_mislead(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.15 (supp-deduction-steps), p.25 — each character named is an active character of the player with
    Mislead, named once (a character slept for Mislead is no longer active)."""
    for i, cid in enumerate(act.cards):
        why = _why_not_misleader(game, act.player, cid, slept=cid in act.cards[:i])
        if why:
            return why
    return None


def _why_not_misleader(game: Game, player: str, card_id: str, slept: bool = False) -> Forbidden | None:
    """`slept`: already named in this answer, so asleep by the time it is reached."""
    c = game.in_scene(player, card_id)
    if slept or c is None or c.state != "active" or not has_keyword(game, c, "mislead"):
        return Forbidden(f"{player}.{card_id} is not an active character of {player} with Mislead",
                         "supp-deduction-steps", "supp-keywords")
    return None


def mislead_characters(game: Game, player: str) -> list[Card]:
    """The characters that may Mislead now (the answer is asked only if there is one)."""
    return [c for c in game.player(player).scene if _why_not_misleader(game, player, c.id) is None]


def deduce(game: Game, action: Action) -> Procedure:
    """p.15 (deduction, supp-deduction-steps) — sleep the deducing card; the opponent may Mislead;
    gain evidence equal to its LP now, one card at a time (Refresh mid-way, p.20); effects of the Deduction end."""
    player, opp = action.player, game.opponent(action.player)
    why = why_not_deduce(game, action)
    if why:
        raise why
    actor = game.deducer(player, action.card)
    with effects.procedure(game, "Deduction"):
        yield from _deduce(game, player, opp, actor)


def _deduce(game: Game, player: str, opp: str, actor) -> Procedure:
    """The steps of p.15, with the arrows between them."""
    actor.state = "sleep"
    game.log(f"{player} declares Deduction with {label(actor)} and sleeps it (LP {actor.value('lp')})",
             "deduction", "supp-deduction-steps")
    effects.trigger(game, actor, "on_deduce", "supp-deduction-steps")  # a Partner is no character: none
    watchers.fire(game, "watch_deduce", [actor], "supp-deduction-steps")  # nor for a watcher (Q&A 19)
    yield from effects.resolve_waiting(game, "after step 2 of the Deduction (declared, the card sleeps)", "deduction")
    if mislead_characters(game, opp):
        prompt = Prompt(opp, ("mislead", "pass"), f"{opp} pass", "a Mislead answer (mislead ID… or pass)")
        answer = yield prompt
        if answer is not None and answer.verb == "mislead":
            for cid in answer.cards:  # one at a time: a character slept for Mislead is no longer active
                why = why_not_mislead(game, replace(answer, cards=(cid,)), prompt)
                if why:
                    raise why
                c = game.in_scene(opp, cid)
                x = int(keyword_value(game, c, "mislead"))
                c.state = "sleep"
                actor.mods.append(Modifier("lp", -x, "deduction"))
                game.log(f"{opp} sleeps {label(c)} for Mislead {x}: {label(actor)} LP −{x} for this Deduction "
                         f"(now {actor.value('lp')})", "supp-deduction-steps", "supp-keywords")
    yield from effects.resolve_waiting(game, "after step 3 of the Deduction (Mislead)", "deduction")
    lp = actor.value("lp")
    if isinstance(actor, Card) and not game.is_in_scene(actor):
        # open question (rulings/p15-open-the-deducing-character-leaves-before-the-evidence): read like p.16's
        # Action, whose acting character leaving ends it
        game.log(f"{label(actor)} has left the scene before the evidence step: the Deduction ends without "
                 f"evidence (our reading, as an Action ends when its character leaves, p.16)",
                 "supp-deduction-steps", "action-steps")
    elif lp <= 0:
        game.log(f"{label(actor)} has LP {lp}: no evidence is gained (it is still a Deduction)",
                 "supp-deduction-steps")
    else:
        game.log(f"{player} gains evidence equal to LP {lp}, one card at a time", "deduction", "supp-deduction-steps")
        refresh.gain_evidence(game, player, lp, "deduction")
    yield from effects.resolve_waiting(game, "after step 4 of the Deduction (evidence)", "deduction")
    effects.end_duration(game, "deduction", "the Deduction ends", "supp-deduction-steps")
    yield from effects.resolve_waiting(game, "after step 5: the Deduction has ended", "deduction")
