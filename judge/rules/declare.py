"""p.14 [Declare] abilities and their costs."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import continuous, effects
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label
from judge.rules.triggers import limit_reached, unmet_validity, use_limit


def why_not_declare(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.14 (declare, cost), p.24 (validity) — a card in the scene or the Partner zone with a [Declare] whose
    validity icons are met and whose whole cost can be paid."""
    player = act.player
    card = game.find(player, act.card, "scene", "partner_zone")
    if card is None:
        return Forbidden(f"{player}.{act.card} is not in {player}'s scene or Partner zone", "declare")
    if not card.declare:
        return Forbidden(f"{label(card)} has no [Declare] ability", "declare")
    icon = unmet_validity(game, card.declare.get("effect", []), player)
    if icon:
        return Forbidden(f"{label(card)}'s [Declare] has the validity icon [{icon}], not met now: it cannot be used",
                         "validity", "supp-icons")
    unmet = continuous.why_not_declare(game, card, card.declare.get("effect", []))
    if unmet:
        return Forbidden(unmet, "declare", "doing-effects")
    if limit_reached(card, "declare", card.declare.get("effect", [])):
        return Forbidden(f"{label(card)}'s [Declare] has already been used its {use_limit(card.declare['effect'])} "
                         f"time(s) this turn [Turn N]", "supp-icons")
    cost = card.declare.get("cost", [])
    p = game.player(player)
    for item in cost:
        if isinstance(item, dict) and len(p.deck) < item["remove_top"]:
            return Forbidden(f"the cost removes {item['remove_top']} card(s) from the top of the deck but it holds "
                             f"{len(p.deck)}: a cost that cannot be paid in full cannot be paid", "cost",
                             "deck-out-mid-effect")
    if "sleep" in cost and card.state != "active":
        return Forbidden(f"{label(card)} is {card.state}: a [Sleep] cost needs it active (a cost must be paid "
                         f"in full)", "cost", "declare")
    return None


def declare(game: Game, act: Action) -> Procedure:
    """p.14 (declare, cost) — a Declare ability of a character in the scene (or an MR in the Partner zone):
    pay the whole cost ([Sleep] sleeps the card itself, so it must be active), then do the effect.
    Usable in intro state (p.25)."""
    player = act.player
    why = why_not_declare(game, act)
    if why:
        raise why
    card = game.find(player, act.card, "scene", "partner_zone")
    if use_limit(card.declare.get("effect", [])) is not None:
        card.uses_this_turn.append("declare")  # [Turn N]: used once declared (p.24)
    cost = card.declare.get("cost", [])
    if "sleep" in cost:
        card.state = "sleep"
        game.log(f"{player} declares {label(card)}'s ability and sleeps it as the cost", "declare", "cost")
    else:
        game.log(f"{player} declares {label(card)}'s ability", "declare")
    for item in cost:
        if isinstance(item, dict):
            yield from effects.run(game, [{"remove_top": item["remove_top"]}], player,
                                   f"cost of {label(card)}")
    yield from effects.run(game, card.declare.get("effect", []), player, f"Declare {label(card)}", card=card)
