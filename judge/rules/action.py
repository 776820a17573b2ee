"""p.16 Action [Character] / [Case] and Guard, leading to a Contact (p.17) or to p.19."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import continuous, effects
from judge.rules.contact import contact
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label
from judge.rules.spark import unguarded_case
from judge.rules.triggers import has_keyword
from judge.state import Card


def may_act_in_intro_state(game: Game, card: Card, on_case: bool) -> bool:
    """p.25 keywords: Haste or Rush act in intro state; Rush [Character]/[Case] only that kind of Action."""
    return any(has_keyword(game, card, k) for k in ("haste", "rush", "rush-case" if on_case else "rush-character"))


def why_not_action(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.16 (action), p.25 (intro state) — an active character of the scene, not in intro state unless Haste or
    Rush allows, against a sleeping or stunned character of the opponent or the opponent's case with evidence."""
    why = _why_not_act(game, act.player, act.card, act.target_player, act.target)
    return Forbidden(why, "action", "supp-action-steps") if why else None


def _why_not_act(game: Game, player: str, card_id: str, target_player: str, target: str) -> str | None:
    actor = game.in_scene(player, card_id)
    if actor is None:
        return f"{player}.{card_id} is not in {player}'s scene: only characters in the scene take Actions"
    if actor.state != "active":
        return f"{label(actor)} is {actor.state}: only an active character takes an Action"
    on_case = target == "case"
    if actor.entered_this_turn and not may_act_in_intro_state(game, actor, on_case):
        return (f"{label(actor)} entered the scene this turn (intro state) and has no Haste or Rush"
                + ("" if not actor.keywords else " for this kind of Action"))
    if target_player == player:
        return "an Action targets the opponent's character or case"
    if on_case:
        if not game.player(target_player).evidence:
            return f"{target_player} has no evidence: Action [Case] needs at least one"
        return continuous.why_not_act(game, actor, None, True)
    t = game.in_scene(target_player, target)
    if t is None:
        return f"{target_player}.{target} is not in {target_player}'s scene"
    if t.state == "active" and not continuous.may_act_on_active(game, actor):
        return f"{label(t)} is active: Action [Character] targets only a sleeping or stunned character"
    return continuous.why_not_act(game, actor, t, False)


def _why_not_guard(game: Game, player: str, card_id: str, target: Card | None) -> Forbidden | None:
    g = game.in_scene(player, card_id)
    if g is None or g.state != "active":
        return Forbidden(f"{player}.{card_id} is not an active character in {player}'s scene: only an "
                         f"active character guards (intro state may)", "action-steps", "supp-action-steps")
    if g is target:
        return Forbidden(f"{label(g)} is the target of this Action and cannot guard it", "supp-action-steps")
    why = continuous.why_not_guard(game, g)
    return Forbidden(why, "action-steps", "ability-kinds") if why else None


def why_not_guard(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.16 (action-steps) — an active character of the player's scene (intro state may), not the target
    (`prompt.context`)."""
    return _why_not_guard(game, act.player, act.card, prompt.context if prompt is not None else None)


def guards_available(game: Game, player: str, target: Card | None) -> list[Card]:
    """The characters that may guard against an Action on `target` (the Guard is asked only if there is one)."""
    return [c for c in game.player(player).scene if _why_not_guard(game, player, c.id, target) is None]


def action(game: Game, act: Action) -> Procedure:
    """p.16 (action, action-steps, supp-action-steps) — declare and sleep the actor; the opponent may Guard
    with an active character other than the target (not against Bullet); then Contact with the guard or the
    target, or p.19 for an unguarded Action [Case]; effects of the Action end."""
    player, opp = act.player, act.target_player
    why = why_not_action(game, act)
    if why:
        raise why
    actor = game.in_scene(player, act.card)
    target = None if act.target == "case" else game.in_scene(opp, act.target)
    with effects.procedure(game, "Action"):
        yield from _act(game, act, actor, target)


def _act(game: Game, act: Action, actor: Card, target: Card | None) -> Procedure:
    """The steps of p.16, with the arrows between them."""
    player, opp = act.player, act.target_player
    on_case = target is None
    actor.state = "sleep"
    kind = "[Case]" if on_case else "[Character]"
    game.log(f"{player} declares Action {kind} with {label(actor)} → "
             + (f"{opp}'s case" if on_case else label(target)) + f"; {label(actor)} sleeps", "action",
             "supp-action-steps")
    effects.trigger(game, actor, "on_action", "supp-action-steps")
    yield from effects.resolve_waiting(game, "after step 1 of the Action (declared, the character sleeps)",
                                       "action-steps")

    def someone_left() -> bool:
        return not game.is_in_scene(actor) or (target is not None and not game.is_in_scene(target))

    guard = None
    if someone_left():
        pass  # left before the Guard step: the Action ends (below)
    elif has_keyword(game, actor, "bullet"):
        game.log(f"{label(actor)} has Bullet: this Action cannot be guarded", "supp-keywords", "supp-action-steps")
    elif guards_available(game, opp, target):
        prompt = Prompt(opp, ("guard", "no-guard"), f"{opp} no-guard", "a Guard (guard ID or no-guard)",
                        context=target)
        answer = yield prompt
        if answer is not None and answer.verb == "guard":
            why = why_not_guard(game, answer, prompt)
            if why:
                raise why
            g = game.in_scene(opp, answer.card)
            g.state = "sleep"
            guard = g
            game.log(f"{opp} guards with {label(g)} and sleeps it (no AP condition)", "action-steps",
                     "supp-action-steps")
        else:
            game.log(f"{opp} does not guard", "action-steps")
        yield from effects.resolve_waiting(game, "after step 2 of the Action (Guard)", "action-steps")
    if someone_left():
        # p.16's ※ says "before the Guard step"; after it, the same reading (an open question:
        # rulings/p16-open-the-attacker-leaves-after-the-guard)
        game.log("the acting or the targeted character has left the scene: the Action ends", "action-steps")
    elif guard is not None:
        yield from contact(game, actor, guard)
    elif target is not None:
        yield from contact(game, actor, target)
    else:
        yield from unguarded_case(game, actor)
    yield from effects.resolve_waiting(game, "after step 4 of the Action (its result)", "action-steps")
    if game.is_in_scene(actor):  # a character that left has no "at the end of its Action" (official Q&A 21)
        effects.trigger(game, actor, "on_action_end", "supp-action-steps")
    yield from effects.resolve_waiting(game, "in step 5 of the Action (its end), before its effects end",
                                       "action-steps")
    effects.end_duration(game, "action", "the Action ends", "supp-action-steps")
    yield from effects.resolve_waiting(game, "after step 5: the Action has ended", "action-steps")
