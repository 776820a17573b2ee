"""p.22 — which cards a card selector's filters allow (docs/card-scripts.md#card-selectors), and which
characters a character selector allows (`options`).

Read by the effect steps, the card-zone verbs and by conditions that count a zone's cards or characters
(judge/rules/continuous.py): it only reads the board, so every rule module can use it.
"""

from __future__ import annotations

from judge.rules.core import Game
from judge.rules.triggers import gained, granted, has_keyword
from judge.scripts.registry import BOUNDS, KEYWORDS
from judge.state import Card, real_card

# a selector's `from:` -> the player's zone
ZONE_OF = {"hand": "hand", "remove": "removed", "file": "file", "evidence": "evidence", "deck": "deck",
           "scene": "scene", "partner": "partner_zone"}


def matches(pos, card: Card, sel: dict, this: object) -> bool:
    """Does `card` meet a card selector's filters (docs/card-scripts.md#card-selectors)?"""
    if "type" in sel and card.type != sel["type"]:
        return False
    if sel.get("self") and card is not this:  # "this character" (from the scene)
        return False
    for key in ("level", "ap", "lp"):
        if key in sel and not within(pos.value(card, key), sel[key]):
            return False
    if "color" in sel and not any_of(sel["color"], card.colors):  # a list: any one of the colours
        return False
    if "feature" in sel and not any_of(sel["feature"], pos.value(card, "features")):
        return False
    if "name" in sel and not any_of(sel["name"], pos.value(card, "names")):  # several names: each counts (p.27)
        return False
    if "not_name" in sel and any_of(sel["not_name"], pos.value(card, "names")):  # "other than [name]": none matches
        return False
    if sel.get("mr") and not getattr(card, "mr", False):  # an MR card (p.26)
        return False
    if "color_count" in sel and not within(len(card.colors), sel["color_count"]):  # "with 2 or more colours"
        return False
    if "face_up" in sel and card.face_up != sel["face_up"]:  # evidence face up or face down
        return False
    if sel.get("disguise") and not card.disguise:  # it has [Disguise]; a text naming it is not enough (Q&A)
        return False
    if sel.get("cut_in") and not has_cut_in(card):  # it has a [Cut-in]
        return False
    if not has_abilities(pos, card, sel):  # "with [On Removal]", "no original ability but [Cut-in] and [Spark]"
        return False
    if "any_of" in sel and not any(matches(pos, card, alt, this) for alt in sel["any_of"]):  # "named A or with B"
        return False
    return not (sel.get("other") and card is this)


def within(value: int, bound: dict) -> bool:
    """A value inside a bound `{min, max}` (either may be left out); `same_as`: one of those values."""
    if "same_as" in bound and value not in bound["same_as"]:
        return False
    return bound.get("min", value) <= value <= bound.get("max", value)


def level_total(pos, cards: list) -> int:
    """The levels of `cards` together, as they are now (`level_total`: "whose levels total 10 or less", p.22)."""
    return sum(pos.value(c, "level") or 0 for c in cards)


def any_of(wanted, held) -> bool:
    """A filter's value (one, or a list of which any one will do) against a card's features or names."""
    return any(w in held for w in ([wanted] if isinstance(wanted, str) else wanted))


def has_cut_in(card: Card) -> bool:
    """A Cut-in in its script (or its description), or printed on a real card not scripted yet (p.18; also the
    character selector's `cut_in: true`, `options`)."""
    if card.cut_in or card.cut_ins:
        return True
    info = real_card(card.number) if card.number else None
    return bool(info and info.cut_in)


def printed_abilities(card: Card) -> set[str] | None:
    """The names (registry HAS) of the abilities printed on `card`: its script's keys, a keyword by its word
    (`mislead 1` is `mislead`), also one printed under a validity icon. None for a real card with no script yet
    (its abilities are not known)."""
    if card.number:
        from judge.cards import scripts

        info = real_card(card.number)
        if info is None or scripts().get(info.id) is None:
            return None
    out = {k for k, v in card.triggers.items() if v}
    out.update(k for k, v in (("cut_in", card.cut_in is not None or card.cut_ins), ("spark", card.spark),
                              ("declare", card.declare), ("disguise", card.disguise), ("effect", card.effect),
                              ("static", card.static)) if v)
    out.update(k.split(" ")[0] for k in card.keywords)
    out.update(k.split(" ")[0] for entry in card.keywords_if for k in entry["keywords"])
    return out


def has_ability(pos, card: Card, name: str) -> bool:
    """Has `card` the ability `name` (registry HAS) — printed, whether or not it is valid now (official Q&A on
    B08082), or given: an ability gained or set on it (p.23), a keyword given (in the scene)? A real card with
    no script yet has the [Cut-in], [Spark] or [Disguise] the card list says it has printed."""
    if name == "cut_in":
        return has_cut_in(card)
    printed = printed_abilities(card)
    if printed is not None and name in printed:
        return True
    if printed is None and name in ("spark", "disguise"):  # what the card list says is printed on it
        return bool(getattr(real_card(card.number), name, False))
    if (card.mods or card.set_cards) and (gained(card, name) or granted(card, name)):
        return True  # an ability an effect gave it, or one an event set on it gives it (p.23)
    return name in KEYWORDS and pos.granted(card, name)  # a keyword given by an effect or a continuous ability


def has_abilities(pos, card: Card, sel: dict) -> bool:
    """A filter's `has: NAME` (a list: any one of them) and `only_abilities: [NAMES]` (no printed ability
    other than those: "no original ability other than [Cut-in] and [Spark]"; a real card with no script yet
    does not meet it: what it has printed is not known)."""
    names = [sel["has"]] if isinstance(sel.get("has"), str) else sel.get("has")
    if names is not None and not any(has_ability(pos, card, n) for n in names):
        return False
    if "only_abilities" in sel:
        printed = printed_abilities(card)
        return printed is not None and printed <= set(sel["only_abilities"])
    return True


def options_match(game: Game, c: Card, alt: dict) -> bool:
    """One set of a character selector's `any_of` filters on a character of the scene: its current level / AP /
    LP bounds, state, colour, feature, name ("a [阿笠博士] or [少年探偵団] character")."""
    pos = game.pos
    if any(k in alt and not within(pos.value(c, k), alt[k]) for k in BOUNDS):
        return False
    if "state" in alt and c.state not in (alt["state"] if isinstance(alt["state"], list) else [alt["state"]]):
        return False
    if "color" in alt and not any_of(alt["color"], c.colors):
        return False
    if "feature" in alt and not any_of(alt["feature"], pos.value(c, "features")):
        return False
    return "name" not in alt or any_of(alt["name"], pos.value(c, "names"))  # each name of a card counts (p.27)


def options(game: Game, sel: dict, chooser: str, card=None) -> list[Card]:
    """The characters a selector allows: the side's scenes, then each filter on current values (`other`: not
    `card`, the one whose ability it is)."""
    players = {"any": (chooser, game.opponent(chooser)), "own": (chooser,), "opponent": (game.opponent(chooser),)}
    pos, out = game.pos, []
    for p in players[sel.get("character", "any")]:
        for c in game.player(p).scene:
            if any(k in sel and not within(pos.value(c, k), sel[k]) for k in BOUNDS):
                continue
            if "state" in sel and c.state not in (sel["state"] if isinstance(sel["state"], list) else [sel["state"]]):
                continue
            if sel.get("other") and c is card:
                continue
            if "keyword" in sel and not has_keyword(game, c, sel["keyword"]):
                continue
            if "color" in sel and not any_of(sel["color"], c.colors):  # a list: any of them
                continue
            if "feature" in sel and not any_of(sel["feature"], pos.value(c, "features")):
                continue
            if "name" in sel and not any_of(sel["name"], pos.value(c, "names")):  # several names: each counts (p.27)
                continue
            if "not_name" in sel and any_of(sel["not_name"], pos.value(c, "names")):  # "other than [name]": none matches
                continue
            if sel.get("has_set") and not c.set_cards:  # a card set on it, face up or down (p.23)
                continue
            if "face_down_set" in sel and any(not s.face_up for s in c.set_cards) != sel["face_down_set"]:
                continue  # (not) a card set face down on it (p.23)
            if sel.get("cut_in") and not has_cut_in(c):  # it has a [Cut-in] (p.18)
                continue
            if "any_of" in sel and not any(options_match(game, c, alt) for alt in sel["any_of"]):  # "an A or a B"
                continue
            if not has_abilities(game.pos, c, sel):  # "a character with [On Removal]" (`has`, `only_abilities`)
                continue
            if (sel.get("in_contact") or sel.get("acting") or sel.get("targeted")) and not taking_part(game, c, sel):
                continue
            if "this_turn" in sel and c.id not in game.player(p).turn_memory.get(sel["this_turn"], ()):
                continue  # "that took an Action [Character] this turn" (the turn memory)
            if sel.get("shares_feature") == "self" and not shares_feature(pos, c, card):
                continue  # "a character with a feature in common with this character"
            out.append(c)
    return out


def shares_feature(pos, card: Card, this) -> bool:
    """p.27 — `shares_feature: self`: `card` has a feature in common with `this` (both as they are now: a feature an
    effect gives counts, one it takes away does not); this card itself always counts ("this character or one
    sharing a feature with it")."""
    return card is this or (this is not None and bool(set(pos.value(card, "features")) & set(pos.value(this, "features"))))


def taking_part(game: Game, card: Card, sel: dict) -> bool:
    """p.16, p.17 — `in_contact`: one of the characters in the Contact running; `acting`: the character taking
    the Action running ("the acting character"); `targeted`: the character that Action targets. None runs: none."""
    if sel.get("in_contact") and not (game.contact and any(c is card for c in game.contact.values())):
        return False
    if sel.get("acting") and not (game.action and game.action["actor"] is card):
        return False
    return not sel.get("targeted") or bool(game.action and game.action["target"] is card)
