"""p.23 (set cards) — an ability sets cards face down on its own character: `{set_top: N}`.

A card set face down carries no information: it is no character and no event, and it
does not count among the characters in the scene; when its character leaves the scene
it is removed with it (judge/rules/zones.py, take_from_scene). The official Q&A on
B05035: if the character has left the scene before the effect is done, nothing is set
and the cards stay on top of the deck.
"""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules import refresh, zones
from judge.rules.core import label
from judge.rules.doing import Doing
from judge.state import Card

messages({
    "setting.set": ("{source}: the top card of {who}'s deck is set face down on {host}",
                    "{source}: การ์ดใบบนสุดของเด็ค {who} ถูกเซ็ตคว่ำหน้าบน {host}"),
    "setting.gone": ("{source}: this character is no longer in the scene: nothing is set, the cards stay on the deck",
                     "{source}: ตัวละครนี้ไม่อยู่ในที่เกิดเหตุแล้ว: ไม่มีการเซ็ต การ์ดยังอยู่บนเด็ค"),
})


def do_set_top(doing: Doing, step: dict, value: int) -> None:
    """p.23 (set-cards), p.20 — put the top `value` cards of the owner's deck face down on this character (a
    deck that runs out refreshes); nothing if the character has left the scene (official Q&A)."""
    game, host = doing.game, doing.card
    if not isinstance(host, Card) or not game.is_in_scene(host):
        if game.trace:
            game.log(say("setting.gone", source=doing.source), "set-cards", "doing-effects")
        return
    deck = game.player(doing.executor).deck
    for card in list(deck[:value]):
        zones.set_on(game, card, host)
        if game.trace:
            game.log(say("setting.set", source=doing.source, who=doing.executor, host=label(host)), "set-cards")
    if not deck and value:
        refresh.refresh(game, doing.executor)  # p.20: the deck ran out in the middle of the effect
