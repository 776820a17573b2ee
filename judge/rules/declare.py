"""p.14 [Declare] abilities and their costs."""

from __future__ import annotations

from judge.rules import effects
from judge.rules.core import Forbidden, Game, Procedure, label


def declare(game: Game, act) -> Procedure:
    """p.14 (declare, cost) — a Declare ability of a character in the scene (or an MR in the Partner zone):
    pay the whole cost ([Sleep] sleeps the card itself, so it must be active), then do the effect.
    Usable in intro state (p.25)."""
    player = act.player
    found = game.card(player, act.card)
    if found is None or found[0] not in ("scene", "partner_zone"):
        raise Forbidden(f"{player}.{act.card} is not in {player}'s scene or Partner zone", "declare")
    card = found[1]
    if not card.declare:
        raise Forbidden(f"{label(card)} has no [Declare] ability", "declare")
    icon = effects.unmet_validity(game, card.declare.get("effect", []), player)
    if icon:
        raise Forbidden(f"{label(card)}'s [Declare] has the validity icon [{icon}], not met now: it cannot be used",
                        "validity", "supp-icons")
    cost = card.declare.get("cost", [])
    p = game.player(player)
    for item in cost:
        if isinstance(item, dict) and len(p.deck) < item["remove_top"]:
            raise Forbidden(f"the cost removes {item['remove_top']} card(s) from the top of the deck but it holds "
                            f"{len(p.deck)}: a cost that cannot be paid in full cannot be paid", "cost",
                            "deck-out-mid-effect")
    if "sleep" in cost:
        if card.state != "active":
            raise Forbidden(f"{label(card)} is {card.state}: a [Sleep] cost needs it active (a cost must be paid "
                            f"in full)", "cost", "declare")
        card.state = "sleep"
        game.log(f"{player} declares {label(card)}'s ability and sleeps it as the cost", "declare", "cost")
    else:
        game.log(f"{player} declares {label(card)}'s ability", "declare")
    for item in cost:
        if isinstance(item, dict):
            effects.run(game, [{"remove_top": item["remove_top"]}], player, f"cost of {label(card)}")
    effects.run(game, card.declare.get("effect", []), player, f"Declare {label(card)}")
    return
    yield
