"""p.17–18 Contact: responses in AP order (Cut-in, Disguise), then the AP check."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import effects, zones
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label
from judge.rules.disguise_icons import why_not_by_icons
from judge.state import Card

RESPONSES = ("cut-in", "disguise", "pass")


def why_not_cut_in(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.18 (cut-in) — a card in hand with a [Cut-in], and the effect chosen is one of its own."""
    card = game.find(act.player, act.card, "hand")
    if card is None:
        return Forbidden(f"{act.player}.{act.card} is not in {act.player}'s hand", "cut-in")
    options = card.cut_in_effects
    if not options:
        return Forbidden(f"{label(card)} has no [Cut-in]", "cut-in")
    choice = act.choice or 1
    if choice > len(options):
        return Forbidden(f"{label(card)} has {len(options)} Cut-in effect(s); there is no number {choice} "
                         f"(one card, one effect)", "cut-in")
    return None


def why_not_disguise(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.18 (disguise) — a character in hand with [Disguise]."""
    new = game.find(act.player, act.card, "hand")
    if new is None:
        return Forbidden(f"{act.player}.{act.card} is not in {act.player}'s hand", "disguise")
    if new.type != "character" or not new.disguise:
        return Forbidden(f"{label(new)} is not a character with [Disguise]", "disguise")
    return why_not_by_icons(game, new, act.player)  # [Disguise][Case white][FILE5]: only while its icons hold


def cut_in(game: Game, player: str, answer: Action, mine: Card) -> Procedure:
    """p.18 (cut-in) — a card with [Cut-in] from hand goes to the Remove Area, then its effect is done
    (its colour does not matter, p.12); "[Cut-in] AP+N" lasts until the Contact ends."""
    why = why_not_cut_in(game, answer)
    if why:
        raise why
    card = game.find(player, answer.card, "hand")
    options = card.cut_in_effects
    choice = answer.choice or 1
    zones.to_removed(game, card)
    game.log(f"{player} uses {label(card)}'s [Cut-in]"
             + (f" (effect {choice} of {len(options)})" if len(options) > 1 else "")
             + ": the card goes to the Remove Area, then its effect is done", "cut-in", "supp-cut-in-disguise")
    yield from effects.run(game, options[choice - 1], player, f"Cut-in {label(card)}", contact_card=mine, card=card)


def disguise(game: Game, player: str, answer: Action, mine: Card) -> Card:
    """p.18 (disguise) — a [Disguise] character from hand takes the place of the player's character in the
    Contact, keeping its state, intro state, effects and set/stacked cards; the old one goes face down to the
    bottom of the deck. It is not entering the scene."""
    why = why_not_disguise(game, answer)
    if why:
        raise why
    new = game.find(player, answer.card, "hand")
    zones.swap_in_scene(game, mine, new)
    game.log(f"{player} Disguises {label(mine)} as {label(new)}: it keeps the state ({new.state}) and effects; "
             f"{label(mine)} goes face down to the bottom of the deck (not removed; not an entry)",
             "disguise", "supp-cut-in-disguise")
    return new


def contact(game: Game, attacker: Card, defender: Card) -> Procedure:
    """p.17 (contact, supp-contact-steps) — the lower AP responds first (equal: the player acted upon);
    each player one Cut-in or Disguise or pass; the first gets a second chance if it passed and the second
    did not; then the acting character's AP ≥ the other's removes the other. The actor is never removed."""
    with effects.procedure(game, "Contact"):
        yield from _contact(game, attacker, defender)


STEP_NAMES = ("the first response", "the second response", "the first responder's second chance")


def _contact(game: Game, attacker: Card, defender: Card) -> Procedure:
    """The steps of p.17, with the arrows between them."""
    sides = {attacker.owner: attacker, defender.owner: defender}
    game.log(f"a Contact starts between {label(attacker)} and {label(defender)}", "contact")
    for card in (attacker, defender):  # the turn player's first
        if game.is_in_scene(card):
            effects.trigger(game, card, "on_contact", "contact")
    yield from effects.resolve_waiting(game, "at the start of the Contact (before step 1)", "contact")

    def both_here() -> bool:
        return game.is_in_scene(sides[attacker.owner]) and game.is_in_scene(sides[defender.owner])

    def respond(player: str, answer) -> Procedure:
        if answer is None or answer.verb == "pass":
            game.log(f"{player} passes", "supp-contact-steps")
            return False
        mine = sides[player]
        if answer.verb == "cut-in":
            yield from cut_in(game, player, answer, mine)
        else:
            sides[player] = disguise(game, player, answer, mine)
            effects.trigger(game, sides[player], "on_disguise", "disguise", "supp-cut-in-disguise")
        return True

    if both_here():
        ap_a, ap_d = attacker.value("ap"), defender.value("ap")
        first = attacker.owner if ap_a < ap_d else defender.owner
        second = game.opponent(first)
        game.log(f"{label(attacker)} AP {ap_a} vs {label(defender)} AP {ap_d}: {first} responds first "
                 + ("(lower AP)" if ap_a != ap_d else "(equal AP: the player acted upon)"), "contact",
                 "supp-contact-steps")
        acted = {first: False, second: False}
        order = [first, second]
        k = 0
        while k < len(order) and both_here():
            who = order[k]
            answer = yield Prompt(who, RESPONSES, f"{who} pass", "a Contact response (cut-in, disguise or pass)")
            did = yield from respond(who, answer)
            acted[who] = acted[who] or did
            yield from effects.resolve_waiting(game, f"after step {k + 2} of the Contact ({STEP_NAMES[k]})",
                                               "contact")
            if k == 1 and did and not acted[first]:
                order.append(first)  # the second chance
                game.log(f"{first} passed and {second} responded: {first} gets one more chance",
                         "supp-contact-steps")
            k += 1
    att, dfn = sides[attacker.owner], sides[defender.owner]
    if both_here():
        a, d = att.value("ap"), dfn.value("ap")
        if a >= d:
            game.log(f"AP check: {label(att)} AP {a} ≥ {label(dfn)} AP {d}", "contact", "supp-contact-steps")
            zones.remove_from_scene(game, dfn, "AP check of the Contact", "contact", "supp-contact-steps")
        else:
            game.log(f"AP check: {label(att)} AP {a} < {label(dfn)} AP {d}: nothing happens "
                     f"(the acting character is never removed)", "contact", "supp-contact-steps")
        yield from effects.resolve_waiting(game, "after step 5 of the Contact (the AP check)", "contact")
    else:
        game.log("a character of the Contact has left the scene: the Contact ends at once", "supp-contact-steps")
    effects.end_duration(game, "contact", "the Contact ends", "supp-contact-steps")
    yield from effects.resolve_waiting(game, "after step 6: the Contact has ended", "contact")
