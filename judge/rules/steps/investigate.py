"""Investigate N (捜査N), an effect step of card abilities (p.25 keywords; supplement supp-keywords).

The opponent reveals the top N cards of their deck (as many as there are: revealing is not drawing, no
Refresh) and puts them on the bottom in the order they choose; those cards are "found" for the rest of the
effect, so "if a card of level 5 or more is found" reads them (`found:` a card filter, then `then:` /
`otherwise:`).
"""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules.card_filters import matches
from judge.rules.steps.choices import follow, pick_order, ref_of
from judge.rules.core import Procedure, label
from judge.rules.doing import Doing
from judge.rules import zones

messages({
    "investigate.reveals": ("{source}: Investigate {n}: {who} reveals {card}", "{source}: สืบสวน {n}: {who} เปิด {card}"),
    "investigate.short": ("{source}: Investigate {n}: {who}'s deck holds only {have} card(s): those are revealed "
                          "(no Refresh for revealing)",
                          "{source}: สืบสวน {n}: เด็คของ {who} มีเพียง {have} ใบ: เปิดเท่าที่มี (การเปิดไม่ทำให้รีเฟรช)"),
    "investigate.bottom": ("{source}: {who} puts the revealed card(s) on the bottom of the deck, {refs} nearest the top",
                           "{source}: {who} นำการ์ดที่เปิดไปไว้ใต้เด็ค ตามลำดับ {refs} (ใบแรกอยู่บนสุด)"),
    "investigate.found": ("{source}: {card} was found and meets the condition", "{source}: พบ {card} ซึ่งตรงเงื่อนไข"),
    "investigate.not-found": ("{source}: no card found meets the condition", "{source}: ไม่พบการ์ดที่ตรงเงื่อนไข"),
})


def do_investigate(doing: Doing, step: dict, value: int) -> Procedure:
    """p.25 (keywords), supp-keywords — Investigate N: the opponent reveals their top N (as many as there are)
    and puts them on the bottom in the order they choose; `found` filters what was revealed, and `then` /
    `otherwise` follow whether a card met it."""
    game = doing.game
    who = game.opponent(doing.executor)
    deck = game.player(who).deck
    revealed = list(deck[:value])
    if len(revealed) < value:
        if game.trace:
            game.log(say("investigate.short", source=doing.source, n=value, who=who, have=len(revealed)),
                     "supp-keywords", "deck-out-mid-effect")
    for card in revealed:
        if game.trace:
            game.log(say("investigate.reveals", source=doing.source, n=value, who=who, card=label(card)), "supp-keywords")
    doing.record("investigate", revealed)  # the cards found: "of a level up to their total" (`did: investigate`)
    found = [c for c in revealed if "found" in step and matches(doing.game.pos, c, step["found"], doing.card)]
    if revealed:
        ordered = yield from pick_order(game, who, revealed, doing.source)
        for card in ordered:
            zones.to_deck_bottom(game, card)
        if game.trace:
            game.log(say("investigate.bottom", source=doing.source, who=who, refs=" ".join(ref_of(c) for c in ordered)),
                     "supp-keywords")
    if "found" in step:
        if found:
            if game.trace:
                game.log(say("investigate.found", source=doing.source, card=label(found[0])), "supp-keywords")
        else:
            if game.trace:
                game.log(say("investigate.not-found", source=doing.source), "supp-keywords")
    yield from follow(doing, step, bool(found))
