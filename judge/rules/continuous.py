"""Continuous abilities and board conditions (p.21 ability-kinds and validity, p.25 keywords, p.22).

A continuous ability (`static:` in a card script) holds, without being done, for as long as its card is in the
scene and its gates hold (validity icons, board conditions); it stops when the card leaves. Nothing is copied into
the state: a character's current AP, LP and level (`Position.value`), its keywords, and what it may or may not do are
computed here from the abilities in force each time they are asked, so several abilities stack and one that stops
holding (the turn changes, a character leaves) stops at once.

Also here: board conditions (the `if:` gate of an effect is judged by rules/doing.py with `condition`). This
module only reads the board: it imports no effect step.
"""

from __future__ import annotations

import random

from judge.i18n import Pair, messages, say
from judge.rules.core import Game, label
from judge.rules.card_filters import ZONE_OF, matches, options
from judge.rules.triggers import gained, granted, holds, in_head
from judge.state import Card
from judge.scripts.registry import COMPARED
from judge.scripts.words import condition_words
from judge.scripts.registry import MUST_USE

messages({
    "static.enters-asleep": ("{card} enters the scene asleep (its continuous ability)",
                             "{card} ลงสู่ที่เกิดเหตุในสถานะสลีป (ความสามารถต่อเนื่องของการ์ด)"),
    "static.declare-unmet": ("{card}'s [Declare] can be declared only if {condition}",
                             "[ประกาศ] ของ {card} ประกาศได้เฉพาะเมื่อ{condition}"),
    "static.cannot-act": ("{card} cannot take an Action: a continuous ability of {source} forbids it",
                          "{card} แอคชั่นไม่ได้: ความสามารถต่อเนื่องของ {source} ห้ามไว้"),
    "static.cannot-act-case": ("{card} cannot take an Action [Case]: a continuous ability of {source} forbids it",
                               "{card} แอคชั่น [คดี] ไม่ได้: ความสามารถต่อเนื่องของ {source} ห้ามไว้"),
    "static.cannot-deduce": ("{card} cannot deduce: a continuous ability of {source} forbids it",
                             "{card} สืบคดีไม่ได้: ความสามารถต่อเนื่องของ {source} ห้ามไว้"),
    "static.no-on-disguise": ("{card}'s [On Disguise] does not trigger: a continuous ability of {source} stops it",
                              "[เมื่อปลอมตัว] ของ {card} ไม่ทำงาน: ความสามารถต่อเนื่องของ {source} หยุดไว้"),
    "static.stays-asleep": ("{card} does not become active in the auto phase (a continuous ability of {source})",
                            "{card} ไม่แอคทีฟในออโต้เฟส (ความสามารถต่อเนื่องของ {source})"),
    "static.not-removed-by-contact": ("{card} is not removed by the AP check of this Contact: an ability of {source} "
                                      "keeps it", "{card} ไม่ถูกรีมูฟจากการตัดสิน AP ของการปะทะนี้: ความสามารถของ {source}"),
    "static.cannot-guard": ("{card} cannot Guard: a continuous ability of {source} forbids it",
                            "{card} ป้องกันไม่ได้: ความสามารถต่อเนื่องของ {source} ห้ามไว้"),
    "static.not-removed": ("{card} is not removed: a continuous ability of {source} keeps the effects of the "
                           "opponent's Events from removing it",
                           "{card} ไม่ถูกรีมูฟ: ความสามารถต่อเนื่องของ {source} ป้องกันการรีมูฟจากเอฟเฟกต์อีเวนต์ของคู่แข่ง"),
    "static.cannot-be-acted-on": ("{card} cannot be targeted by {player}'s Actions: a continuous ability of "
                                  "{source} protects it",
                                  "{card} ไม่สามารถถูกระบุเป็นเป้าหมายแอคชั่นของ {player}: ความสามารถต่อเนื่องของ "
                                  "{source} ป้องกันไว้"),
})



_busy: list[bool] = []  # computing an ability in force: the values it reads are those without continuous abilities


class _Computing:
    """Inside: an ability in force is being computed (`_busy`). A class, not a contextlib generator: entered for
    every read of a value or keyword while any character has a continuous ability."""

    def __enter__(self) -> None:
        _busy.append(True)

    def __exit__(self, *exc) -> None:
        _busy.pop()


_computing = _Computing()


ZONE_FILTERS = ("type", "level", "color", "feature", "name", "has", "only_abilities", "mr", "color_count",
                "any_of")  # the card filters a zone's count may have (`any_of`: "named 京極真 or with [鈴木財閥]")


def count(game, cond: dict, owner: str, card=None) -> int:
    """How many cards a condition's filters name for a card of `owner` (min/max aside): characters meeting
    filters, this card itself (`character: self`: 0 or 1), or the cards a zone holds (those meeting card
    filters, if it has some: "if your Remove Area holds 2 or more [長野県警] characters")."""
    if "zone" in cond:  # `whose: opponent`: the opponent's zone ("if your opponent has 4 or more cards in hand")
        p = game.player(game.opponent(owner) if cond.get("whose") == "opponent" else owner)
        cards = p.zone(ZONE_OF.get(cond["zone"], cond["zone"]))  # `remove` is the Remove Area (`removed`)
        if cond.get("top"):  # only its top card ("if the top card of your opponent's File Area is a character")
            cards = cards[:1]
        if "face_up" in cond:  # evidence face up / face down
            return sum(1 for c in cards if c.face_up == cond["face_up"])
        filters = {k: v for k, v in cond.items() if k in ZONE_FILTERS}
        if filters:
            return sum(matches(game.pos, c, filters, card) for c in cards)
        return p.file_count if cond["zone"] == "file" and not cond.get("top") else len(cards)
    if "stacked" in cond:  # the cards stacked under this character (p.23: only their number is known)
        return card.stack_count if isinstance(card, Card) else 0
    if "set" in cond:  # the cards set on this character / your characters / … (p.23)
        return len(set_cards_named(game, cond, owner, card))
    if cond.get("character") == "self":
        filters = {k: v for k, v in cond.items() if k not in ("character", "min", "max")}
        return len([c for c in options(game, {**filters, "character": "own"}, owner, card) if c is card])
    chars = options(game, {k: v for k, v in cond.items() if k not in (*COMPARED, "different_names", "sum")}, owner,
                    card)
    if "sum" in cond:  # the total of their current LP (level, AP): "the LP of all of them add up to 2 or less"
        return sum(game.pos.value(c, cond["sum"]) for c in chars)
    return most_of_different_names(game.pos, chars) if cond.get("different_names") else len(chars)


def set_cards_named(game, cond: dict, owner: str, card=None) -> list[Card]:
    """p.23 — the cards set on the characters `cond["set"]` names (`self`: `card`; `own`, `opponent`, `any` from
    `owner`'s side), only face-down ones with `face_down`; a card filter (`feature`…) reads face-up cards only: a
    face-down card has no information (official Q&A on B02018)."""
    sides = {"self": (owner,), "own": (owner,), "opponent": (game.opponent(owner),),
             "any": (owner, game.opponent(owner))}[cond["set"]]
    filters = {k: v for k, v in cond.items() if k in ("type", "feature", "name")}
    return [s for p in sides for host in game.player(p).scene if cond["set"] != "self" or host is card
            for s in host.set_cards
            if not (cond.get("face_down") and s.face_up) and (not filters or s.face_up and matches(game.pos, s, filters, card))]


def most_of_different_names(pos, cards: list) -> int:
    """p.27 — how many of the characters can be taken with each a different card name ("3 or more characters,
    each of a different name"): the most of them no two of which share a name (a card with several names has
    each). A scene holds at most 5 a side: every subset is tried."""
    best, names = 0, {id(c): set(pos.value(c, "names")) for c in cards}
    for mask in range(1, 1 << len(cards)):
        chosen = [c for i, c in enumerate(cards) if mask >> i & 1]
        if len(chosen) > best and all(not names[id(a)] & names[id(b)] for k, a in enumerate(chosen)
                                      for b in chosen[k + 1:]):
            best = len(chosen)
    return best


def removed_via(via: str, cause: tuple | None, owner: str) -> bool:
    """p.17, p.22 — was a character removed the way `via` says, read from `owner`'s side: `contact` (by the AP
    check of a Contact; a Cut-in's removal is an effect, official Q&A on B01035), `own-effect` (by an ability or
    effect of a card `owner` owns: not a Switch, not a Contact, official Q&A on B03112), `opponent-effect`."""
    kind, player = cause or (None, None)
    if via == "contact":
        return kind == "contact"
    return kind == "effect" and (player == owner) == (via == "own-effect")


def condition(game, cond: dict, owner: str, card=None) -> bool:
    """p.21 (validity), p.22 — does a board condition hold for a card of `owner`: N or more (or at most N)
    characters meeting filters ("if you have 3 or more [警察] characters", "if there is no character other than
    this card"), this card itself meeting them (`character: self`), a zone's count ("if your File Area holds 5 or
    fewer"), or any of several."""
    if "any_of" in cond and "zone" not in cond and "character" not in cond:  # (in a zone's count, and beside `character:`, `any_of` is a filter)
        return any(condition(game, c, owner, card) for c in cond["any_of"])
    if cond.get("character") in ("contact", "trigger"):  # only a step knows those characters (doing.if_holds)
        return False
    if "trace" in cond:  # 痕跡 (supplement p.25): discovered once the opponent has refreshed in this game
        return (game.player(game.opponent(owner)).refreshed > 0) == (cond["trace"] == "discovered")
    if "removed_by" in cond:  # "if it was removed by a Contact" (On Removal): how this card last left the scene
        return removed_via(cond["removed_by"], game.removed_by.get((card.owner, card.id)) if card else None,
                           owner)
    if "entered_by" in cond:
        return entered_by(game, cond["entered_by"], owner, card)
    if "earlier_this_turn" in cond:  # what happened earlier this turn (the turn memory, supplement p.24 for [Gale])
        p = game.player(owner)
        return bool(p.turn_memory.get("gale")) if cond["earlier_this_turn"] == "gale" else not p.entries_this_turn
    if "case_side" in cond:  # the side the case is on (p.5): [Case Phase] or [Resolution Phase], read here
        return game.player(owner).case.side == cond["case_side"]
    if "case_only" in cond:  # "your case has no colour other than X" (rules/steps/grants.py words it)
        return set(game.player(owner).case.colors) <= {cond["case_only"]}
    if "case_other_than" in cond:  # "your case has a colour other than X"
        return bool(set(game.player(owner).case.colors) - {cond["case_other_than"]})
    if "case_name" in cond:  # "your case is [NAME]": its card name
        return game.player(owner).case.name == cond["case_name"]
    n = count(game, cond, owner, card)
    lo, hi = (bound(game, cond.get(k), owner, card) for k in ("min", "max"))
    if "more_than" in cond:  # strictly more than another count ("fewer characters than your opponent")
        lo = bound(game, cond["more_than"], owner, card) + 1
    lo = lo if lo is not None else 1 if hi is None else -10 ** 9 if "sum" in cond else 0  # a sum may be negative
    return lo <= n <= (n if hi is None else hi)


def bound(game, value, owner: str, card=None) -> int | None:
    """p.21 — a condition's `min`/`max`: a number, or another count read now ("your opponent has as many cards in
    hand as you or more": `{zone: hand, whose: opponent, min: {zone: hand}}`), `plus: N` more than it ("2 or more
    above yours": `min: {zone: evidence, plus: 2}`)."""
    if not isinstance(value, dict):
        return value
    return count(game, {k: v for k, v in value.items() if k != "plus"}, owner, card) + value.get("plus", 0)


def entered_by(game, sel: dict, owner: str, card) -> bool:
    """p.21, p.22 — "if this character was put into the scene by an ability or effect of …": the card whose ability
    or effect put it there (Card.entered_by) meets the filter — `whose` from `owner`'s side, and card filters (a Case
    or a Partner meets none). From hand, by Next Hint or by Disguise it was put in by none."""
    source = getattr(card, "entered_by", None)
    if source is None:
        return False
    if "whose" in sel and (source.owner == owner) != (sel["whose"] == "self"):
        return False
    filters = {k: v for k, v in sel.items() if k != "whose"}
    return not filters or (isinstance(source, Card) and matches(game.pos, source, filters, card))


def gates_hold(game, ability: list, card) -> bool:
    """Every validity icon (p.24) and board condition at the head of a continuous ability holds now."""
    for step in ability:
        if "valid" in step and not holds(game, step["valid"], card.owner, card):
            return False
        if "if" in step and not condition(game, step["if"], card.owner, card):
            return False
    return True


def in_force(game, name: str):
    """(source card, step) for each continuous effect `name` (ap, grant, cannot…) in force now: the abilities of
    the characters in both scenes whose gates hold (p.21: a continuous ability works while its card is in the
    scene)."""
    if not _any_static(game.pos):  # no character has one: nothing to look through (most positions)
        return
    for p in ("A", "B"):
        for card in game.player(p).scene:
            given = [a for _, value in granted(card, "static", None) for a in value]
            if card.mods:  # continuous abilities an effect gave it until a duration ends (`gain: {static: …}`)
                given += [a for value in gained(card, "static") for a in value]
            for ability in [*(card.static or ()), *given]:  # its own, and those set events give it (p.23)
                steps = [s for s in ability if name in s and "where" not in s]  # (`where: hand`: not in the scene)
                if steps and gates_hold(game, ability, card):
                    yield from ((card, s) for s in steps)


def applies_to(game, source, step: dict, card) -> bool:
    """Is `card` one the continuous effect `step` of `source` names: the source itself (no target, `self`),
    or every character its selector allows."""
    target = step.get("target", "self")
    if target == "self":
        return card is source
    if isinstance(target, dict):
        return any(c is card for c in options(game, target, source.owner, source))
    return False


_NO_DRAWS = random.Random(0)  # a board is only read (conditions, selectors): nothing is shuffled or drawn


def _board(pos):
    """A position read as a game (no trace): what `holds` and `options` read. Not Game.start: seeding a random
    source for each read cost more than the read."""
    return Game(pos=pos, engine=None, rng=_NO_DRAWS, trace=False)  # (reads: runs no step)


def _in_scene(pos, card) -> bool:
    for c in pos.players[card.owner].scene:
        if c is card:
            return True
    return False


def _any_static(board) -> bool:
    """Has a character in either scene a continuous ability? (Else none is in force: `in_force` yields nothing,
    and the board need not be read as a game.) Loops, not any(): asked for every keyword and value read."""
    if board.quiet:  # no card of the game has one, nor a set card or given ability (Position.is_quiet)
        return False
    for p in board.players.values():
        for c in p.scene:
            if c.static:
                return True
            if c.mods:
                for m in c.mods:
                    if m.stat == "gain" and "static" in m.ability:  # given until a duration ends
                        return True
            if c.set_cards:
                for s in c.set_cards:
                    if s.face_up:  # a face-up set event may give one (p.23)
                        return True
    return False


def value_change(pos, card: Card, stat: str) -> int:
    """p.21 — the AP / LP / level change the continuous abilities in force in `pos` give `card` (they stack).
    Inside this computation, values read by conditions and filters are without continuous abilities (no ability
    feeds on another's result). What Position.value adds to a card's printed value and modifiers."""
    if _busy:
        return 0
    if not _in_scene(pos, card):
        return _in_hand_change(pos, card, stat) if getattr(card, "static", None) else 0
    if not _any_static(pos):  # (none in force: the usual case)
        return 0
    game = _board(pos)
    with _computing:
        return sum(s[stat] * (count(game, s["for_each"], src.owner, src) if "for_each" in s else 1)
                   for src, s in in_force(game, stat) if applies_to(game, src, s, card))


_naming: list[bool] = []  # computing the names or features abilities add: the ones they read are the printed ones
LISTED_STEPS = {"names": "also_named", "features": "with_feature"}  # Position.value's list -> its continuous effect


def listed_change(pos, card: Card, stat: str) -> list[str]:
    """p.27 — the card names (`names`) or features (`features`) the continuous abilities in force in `pos` add to
    `card` in the scene ("this character in the scene is also named [本堂瑛海]", "your [妃英理] has the feature …"):
    what Position.value adds to its printed ones. Its own layer, below AP/LP/level: their conditions read these,
    while the names and features read inside this computation are the printed ones (no ability feeds on another's
    result). Out of the scene it has none (official Q&A on B04059, B05058)."""
    if _naming:
        return []
    if not _in_scene(pos, card):  # only what its own `where:` abilities give it where it lies
        return _out_of_scene_listed(pos, card, stat) if getattr(card, "static", None) else []
    if not _any_static(pos):  # (none in force: the usual case)
        return []
    game, out = _board(pos), []
    _naming.append(True)
    try:
        for src, s in in_force(game, LISTED_STEPS[stat]):
            if applies_to(game, src, s, card):
                value = s[LISTED_STEPS[stat]]
                out += value if isinstance(value, list) else [value]
    finally:
        _naming.pop()
    return out


def _out_of_scene_listed(pos, card: Card, stat: str) -> list[str]:
    """p.27 — the names a card's own continuous abilities `where: [deck, remove]` give it while it lies in one of
    those zones, their gates holding ("this character in the deck or the Remove Area is also named [怪盗キッド]";
    not in the scene, nor in the hand)."""
    key = LISTED_STEPS[stat]
    abilities = [a for a in card.static if any("where" in s and key in s for s in a)]
    if not abilities:
        return []
    zones = [z for z in ("deck", "remove") if any(c is card for c in pos.players[card.owner].zone(ZONE_OF[z]))]
    out: list[str] = []
    _naming.append(True)  # (a gate reads the printed names)
    try:
        for ability in abilities:
            steps = [s for s in ability if key in s and any(z in _listed_where(s) for z in zones)]
            if steps and gates_hold(_board(pos), ability, card):
                for s in steps:
                    out += s[key] if isinstance(s[key], list) else [s[key]]
    finally:
        _naming.pop()
    return out


def _listed_where(step: dict) -> list:
    return step["where"] if isinstance(step.get("where"), list) else [step.get("where")]


def _in_hand_change(pos, card: Card, stat: str) -> int:
    """p.21 — the change a card's own continuous abilities `where: hand` give it while it is in its owner's hand
    ("this character in your hand is level -1 for each …"), their gates holding; none once it has left the hand
    (official Q&A on B07008: in the scene it has its printed level)."""
    if not any(c is card for c in pos.players[card.owner].hand):
        return 0
    game, total = _board(pos), 0
    with _computing:
        for ability in card.static:
            for s in ability:
                if s.get("where") == "hand" and stat in s and gates_hold(game, ability, card):
                    total += s[stat] * (count(game, s["for_each"], card.owner, card) if "for_each" in s else 1)
    return total


def keyword_held(pos, card: Card, word: str) -> bool:
    """p.25 — a keyword a continuous ability in force in `pos` gives `card` ("this character has Rush while …")."""
    if _busy or not _any_static(pos) or not _in_scene(pos, card):  # (none in force: the usual case)
        return False
    game = _board(pos)
    with _computing:
        return any(word in (s["grant"] if isinstance(s["grant"], list) else [s["grant"]]) and applies_to(game, src, s, card) for src, s in in_force(game, "grant"))


def keywordless(pos, card: Card) -> bool:
    """p.25 — no keyword can hold on `card` now, so `triggers.has_keyword` is False for every word: none printed
    (nor under a validity icon), no modifier (one may give a keyword), and no continuous ability in either
    scene (`keyword_held`). Asked once for a card where each keyword would be asked in turn."""
    return not card.keywords and not card.mods and not card.keywords_if and not _any_static(pos)


def _restricting(game, card, what: str, name: str = "cannot"):
    """The source card of a continuous effect `name: what` in force on `card`, or None."""
    if not _any_static(game.pos):  # none in force (in_force's own first question), without entering _computing
        return None
    with _computing:
        return next((src for src, s in in_force(game, name) if s[name] == what and applies_to(game, src, s, card)),
                    None)


def why_not_act(game, actor, target, on_case: bool):
    """p.16 with p.21 — a continuous ability forbids this Action: the actor cannot take an Action (or an Action
    [Case]), or the target cannot be targeted by the opponent's Actions. A Msg, or None."""
    if not _any_static(game.pos):  # none in force (asked once here, not by each _restricting)
        return None
    for what, code in (("act", "static.cannot-act"), ("act-case" if on_case else None, "static.cannot-act-case")):
        src = what and _restricting(game, actor, what)
        if src is not None:
            return say(code, card=label(actor), source=label(src))
    if target is not None:
        src = _restricting(game, target, "be-acted-on")
        if src is not None:
            return say("static.cannot-be-acted-on", card=label(target), player=actor.owner, source=label(src))
    return None


def why_not_on_disguise(game, card):
    """p.21 — a continuous ability in force says `card`'s [On Disguise] does not trigger ("the opponent's characters'
    [On Disguise] do not trigger": they may still Disguise, official Q&A on B04034). A Msg, or None."""
    src = _restricting(game, card, "on-disguise")
    return say("static.no-on-disguise", card=label(card), source=label(src)) if src is not None else None


def may_act_on_active(game, actor, target=None) -> bool:
    """p.16 with p.21 — "this character can take an Action targeting the opponent's active characters" (with
    `against`, only those its filter allows: "… that have a card set on them", p.23)."""
    if not _any_static(game.pos):  # none in force, as in _restricting
        return False
    with _computing:
        return any(s["can"] == "act-on-active" and applies_to(game, src, s, actor)
                   and ("against" not in s or target is None
                        or any(c is target for c in options(game, s["against"], src.owner, src)))
                   for src, s in in_force(game, "can"))


def cost_stand_ins(game, card) -> list:
    """p.14 cost with p.21 — the characters in the scene whose continuous ability lets `card` declare a [Declare] by
    removing them from the scene instead of paying its cost, [Sleep] included (`can: declare-removing-this`)."""
    if not _any_static(game.pos):  # none in force, as in _restricting
        return []
    with _computing:
        return [src for src, s in in_force(game, "can")
                if s["can"] == "declare-removing-this" and applies_to(game, src, s, card)]


def given(game, card, key: str) -> list:
    """p.21 — the triggered abilities `key` (on_remove…) that continuous abilities in force give `card` (`give:
    {on_remove: [..]}`, "your other 大阪府警 characters have …"): one list of steps for each."""
    if not _any_static(game.pos):  # none in force, as in _restricting
        return []
    with _computing:
        return [s["give"][key] for src, s in in_force(game, "give") if key in s["give"] and applies_to(game, src, s, card)]


def may_guard_asleep(game, guard) -> bool:
    """p.16 with p.21 — "this character can Guard while asleep" (a stunned one still cannot: the card's Q&A)."""
    return guard.state == "sleep" and _restricting(game, guard, "guard-asleep", "can") is not None


def why_not_deduce_by(game, actor):
    """p.15 with p.21 — "this character cannot deduce". A Msg, or None."""
    src = _restricting(game, actor, "deduce")
    return say("static.cannot-deduce", card=label(actor), source=label(src)) if src is not None else None


def stays_asleep(game, card):
    """p.10 with p.21 — "this character does not become active in the auto phase": the source's Msg, or None."""
    src = _restricting(game, card, "wake")
    return say("static.stays-asleep", card=label(card), source=label(src)) if src is not None else None


def forbidding(game, player: str, what: str, card=None):
    """The source card of a continuous ability in force that says `player` cannot use `what` ("your opponent
    cannot use [Cut-in]", `forbid`), or None."""
    if not _any_static(game.pos):  # none in force (most positions)
        return None
    with _computing:
        for src, s in in_force(game, "forbid"):
            if forbids(game, src, s, player, what, card):
                return src
    return None


def forbids(game, src, s: dict, player: str, what: str, card=None) -> bool:
    """Does the continuous effect `s` of `src` say `player` cannot use `what` (`card`, unless its `except` filter
    allows it: "characters other than [探偵] ones")?"""
    whom = src.owner if s.get("player", "self") == "self" else game.opponent(src.owner)
    return (whom == player and what in (s["forbid"] if isinstance(s["forbid"], list) else [s["forbid"]])
            and not (card is not None and "except" in s and matches(game.pos, card, s["except"], None)))


def must_be_chosen(game, allowed: list, chooser: str, by) -> list:
    """p.22 with p.21 — of the characters an Event's effect (`by`, a card of `chooser`) may choose, those a
    continuous ability in force says their owner's opponent must choose with an Event's effect if able."""
    if getattr(by, "type", None) != "event" or not _any_static(game.pos):
        return []
    return [c for c in allowed if c.owner != chooser and _restricting(game, c, "be-chosen-by-event", "must")]


MUST_TARGET_USE = MUST_USE  # the use a [Turn N] "the opponent's Actions must target it" counts (p.24)


def must_be_acted_on(game, player: str) -> list:
    """p.16 with p.21 — the characters of `player`'s scene the opponent's Actions must target if able (`must:
    be-acted-on`; with `limit: N`, only while it has been used fewer than N times this turn)."""
    if not _any_static(game.pos):
        return []
    with _computing:
        musts = _acted_on_musts(game)
        return [c for c in game.player(player).scene if any(applies_to(game, src, s, c) for src, s in musts)]


def _acted_on_musts(game) -> list:
    """The `must: be-acted-on` abilities in force, (card, ability), that still bind this turn: no `limit`, or used
    fewer than `limit` times."""
    return [(src, s) for src, s in in_force(game, "must") if s["must"] == "be-acted-on"
            and (not s.get("limit") or src.uses_this_turn.count(MUST_TARGET_USE) < s["limit"])]


def use_must_be_acted_on(game, player: str) -> list:
    """p.24 ([Turn N]) — an Action of the opponent's uses every [Turn N] `must: be-acted-on` of `player`'s in force,
    whether the actor could target its character or not (official Q&A on B02022: two copies are both used).
    (card, N) for each."""
    if not _any_static(game.pos):
        return []
    with _computing:
        used = [(src, s["limit"]) for src, s in _acted_on_musts(game) if s.get("limit") and src.owner == player]
    for src, _ in used:
        src.uses_this_turn.append(MUST_TARGET_USE)
    return used


def must_guard(game, guard) -> bool:
    """p.16 with p.21 — "this character must Guard if able"."""
    return _restricting(game, guard, "guard", "must") is not None


def why_not_removed_by_contact(game, card):
    """p.17 with p.21 — "this character is not removed by this Contact": the AP check does not remove it (an
    effect still does, official Q&A on B02047). A Msg, or None."""
    src = _restricting(game, card, "be-removed-by-contact")
    return say("static.not-removed-by-contact", card=label(card), source=label(src)) if src is not None else None


def why_not_guard(game, guard):
    """p.16 with p.21 — "this character cannot Guard". A Msg, or None."""
    src = _restricting(game, guard, "guard")
    return say("static.cannot-guard", card=label(guard), source=label(src)) if src is not None else None


def choosable(game, card, chooser: str, by) -> bool:
    """p.22 with p.21 — may the ability of `by` (a card of `chooser`) choose `card`? Not if a continuous ability
    in force says it cannot be chosen by the opponent's abilities (or the opponent's Events' effects)."""
    if chooser == card.owner:
        return True
    for what in ("opponent", "opponent-event"):
        if what == "opponent-event" and getattr(by, "type", None) != "event":
            continue
        if _restricting(game, card, what, "unchoosable") is not None:
            return False
    return True


def why_not_removed(game, card, by):
    """p.21 — an effect of `by` (a card) cannot remove `card`: a continuous ability in force says the effects of
    its opponent's Events cannot remove it (the effect may still choose it). A Msg, or None."""
    if getattr(by, "type", None) != "event" or by.owner == card.owner:
        return None
    src = _restricting(game, card, "opponent-event", "unremovable")
    return say("static.not-removed", card=label(card), source=label(src)) if src is not None else None


def enters_asleep(game, card) -> bool:
    """p.6 with p.21 — "this character enters the scene asleep": its own ability, read as it enters."""
    return bool(card.static) and any(any(s.get("enters") == "sleep" for s in ability) and gates_hold(game, ability, card)
                                     for ability in card.static)


def unmet_condition(game, steps: list, card):
    """The first board condition at the head of an ability that does not hold (a Declare "can be declared only
    if …", p.14), or None."""
    for step in steps:
        if not in_head(step):
            return None
        if "if" in step and not condition(game, step["if"], card.owner, card):
            return step["if"]
    return None


def why_not_declare(game, card, steps: list):
    """p.14 with p.22 — a Declare whose head condition does not hold cannot be declared. A Msg, or None."""
    cond = unmet_condition(game, steps, card)
    if cond is None:
        return None
    return say("static.declare-unmet", card=label(card),
               condition=Pair(condition_words(cond, "en"), condition_words(cond, "th")))


def enter(game, card) -> None:
    """A character has just entered the scene: one that enters asleep is asleep (p.6, p.21)."""
    if enters_asleep(game, card):
        card.state = "sleep"
        if game.trace:
            game.log(say("static.enters-asleep", card=label(card)), "card-states", "ability-kinds")
