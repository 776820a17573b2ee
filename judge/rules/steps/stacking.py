"""Cards stacked under a character (p.23 stacked-cards): cards put under this character, or under one character a
filter allows, by an effect or as a Declare cost (p.14: a cost uses only your own cards and is paid in full).

A stacked card has no information but its number (official Q&A on B08002, B03006): it is neither a character in the
scene nor a card set on it, its abilities do nothing, and "for each card stacked under this character" and the
[N or more] conditions read only how many there are (rules/continuous.py). When its character leaves the scene, or is
itself stacked under another, the cards under it are removed (rules/zones.py).
"""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules import zones
from judge.rules.card_filters import options
from judge.rules.steps.cards import card_options
from judge.rules.steps.choices import EXACT, follow, how_many, pick_cards, together
from judge.rules.core import Forbidden, Game, Procedure, label
from judge.rules.doing import Doing, run
from judge.state import Card

messages({
    "stack.put": ("{source}: {card} is stacked under {host} (it has no information there but its number)",
                  "{source}: {card} ถูกซ้อนไว้ใต้ {host} (ไม่มีข้อมูลใดนอกจากจำนวน)"),
    "stack.no-host": ("{source}: no character the cards may be stacked under: nothing is stacked",
                      "{source}: ไม่มีตัวละครให้ซ้อนการ์ดไว้ใต้: ไม่มีการ์ดถูกซ้อน"),
    "stack.host": ("{source}: the character the cards are stacked under", "{source}: ตัวละครที่จะซ้อนการ์ดไว้ใต้"),
    "stack.cost-short": ("the cost stacks {count} card(s) of yours that meet its filters but only {have} can be chosen: "
                         "a cost uses only your own cards and must be paid in full",
                         "คอสต์ต้องซ้อนการ์ดของเราที่ตรงเงื่อนไข {count} ใบ แต่เลือกได้เพียง {have} ใบ: "
                         "คอสต์ใช้ได้เฉพาะการ์ดของเราและต้องจ่ายครบ"),
    "stack.cost-no-host": ("the cost stacks cards under a character of yours that meets its filter, and there is none: "
                           "a cost must be paid in full",
                           "คอสต์ต้องซ้อนการ์ดไว้ใต้ตัวละครของเราที่ตรงเงื่อนไข แต่ไม่มีเลย: คอสต์ต้องจ่ายครบ"),
    "stack.cost-of": ("cost of {card}", "คอสต์ของ {card}"),
})


def hosts(doing: Doing, under) -> list[Card]:
    """The characters the cards may go under: this character while it is in the scene (`under: self`), or those a
    filter allows (read from the side of the ability's owner)."""
    if under == "self":
        card = doing.card
        return [card] if isinstance(card, Card) and doing.game.is_in_scene(card) else []
    return options(doing.game, {**under, "up_to": 1}, doing.executor, doing.card)


def stackable(doing: Doing, sel: dict, under) -> list[Card]:
    """The cards the selector allows, never the character they would go under (`under: self`: this card)."""
    out = card_options(doing, sel)
    return [c for c in out if c is not doing.card] if under == "self" else out


def do_stack(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.23 stacked-cards, p.22 doing-effects — stack the chosen cards under this character (`under: self`, the
    default) or under one character the filter allows, chosen after the cards (it must be, if one is there; one
    alone is taken without asking). With no character to go under, nothing is stacked. `then` / `otherwise`: whether
    a card was stacked ("if you stacked one, …")."""
    game, under = doing.game, step.get("under", "self")
    if not hosts(doing, under):
        if game.trace:
            game.log(say("stack.no-host", source=doing.source), "stacked-cards")
        yield from follow(doing, step, False)
        return
    mode, n = how_many(value)
    cards = yield from pick_cards(game, doing.executor, stackable(doing, value, under), mode, n, doing.source,
                                  together(value))
    allowed = [h for h in hosts(doing, under) if all(h is not c for c in cards)]
    if cards and not allowed:  # (the only host was among the cards chosen)
        if game.trace:
            game.log(say("stack.no-host", source=doing.source), "stacked-cards")
        cards = []
    if cards:
        doing.record("stack", cards)  # their level then: stacked, a card has no information (`did: stack`)
        host = allowed[0] if under == "self" else (
            yield from pick_cards(game, doing.executor, allowed, EXACT, 1, say("stack.host", source=doing.source)))[0]
        for c in cards:
            zones.stack_under(game, c, host)
            if game.trace:
                game.log(say("stack.put", source=doing.source, card=label(c), host=label(host)), "stacked-cards")
        doing.chosen = [host]  # "that character" (REF chosen): the one they went under (B08008)
    yield from follow(doing, step, bool(cards))


def why_not_pay(game: Game, player: str, card, item: dict) -> Forbidden | None:
    """p.14 cost — the Declare can be used only if `player` has the N cards the cost stacks (their own) and a
    character of theirs to stack them under."""
    doing = Doing(game, player, "", card=card)
    under = item.get("under", "self")
    if not hosts(doing, under):
        return Forbidden(say("stack.cost-no-host"), "cost", "stacked-cards")
    have = len(stackable(doing, item["stack"], under))
    if have < item["stack"]["count"]:
        return Forbidden(say("stack.cost-short", count=item["stack"]["count"], have=have), "cost", "stacked-cards")
    return None


def pay(game: Game, player: str, card, item: dict, did: list | None = None) -> Procedure:
    """p.14 cost, p.23 — pay `{stack: {count: N, …}, under: …}`: the cards picked with `choose`, stacked (`did`:
    what a cost did, which the Declare's effect may read; a stack records nothing there yet)."""
    yield from run(game, [dict(item)], player, say("stack.cost-of", card=label(card)), card=card)
