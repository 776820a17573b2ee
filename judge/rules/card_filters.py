"""p.22 — which cards a card selector's filters allow (docs/card-scripts.md#card-selectors).

Read by the card-zone verbs (judge/rules/cardzones.py) and by conditions that count a zone's
cards (judge/rules/continuous.py); it imports no rule module, so both can use it.
"""

from __future__ import annotations

from judge.state import Card

# a selector's `from:` -> the player's zone
ZONE_OF = {"hand": "hand", "remove": "removed", "file": "file", "evidence": "evidence", "deck": "deck",
           "scene": "scene"}


def matches(card: Card, sel: dict, this: object) -> bool:
    """Does `card` meet a card selector's filters (docs/card-scripts.md#card-selectors)?"""
    if "type" in sel and card.type != sel["type"]:
        return False
    for key in ("level", "ap"):
        if key in sel and not sel[key].get("min", -10**9) <= card.value(key) <= sel[key].get("max", 10**9):
            return False
    if "color" in sel and sel["color"] not in card.colors:
        return False
    if "feature" in sel and sel["feature"] not in card.features:
        return False
    if "name" in sel:  # a card with several names has each (p.27); a list of names: any one of them
        wanted = sel["name"] if isinstance(sel["name"], list) else [sel["name"]]
        if not any(n in card.names for n in wanted):
            return False
    if sel.get("disguise") and not card.disguise:  # it has [Disguise]; a text naming it is not enough (Q&A)
        return False
    if "any_of" in sel and not any(matches(card, alt, this) for alt in sel["any_of"]):  # "named A or with B"
        return False
    if sel.get("cut_in") and not (card.cut_in or card.cut_ins):  # it has a [Cut-in]
        return False
    if sel.get("self") and card is not this:  # "this character" as a card to move (from the scene to the hand…)
        return False
    return not (sel.get("other") and card is this)
