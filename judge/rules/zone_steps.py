"""More card moves of card abilities (p.22 doing-effects, p.23 zones): a character from the scene to the top of
its owner's deck or back to its owner's hand (neither is a removal: no On Removal), and the top cards of the
File Area into the hand (an assisting Partner is not a File card one can take, p.12)."""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules import zones
from judge.rules.core import Procedure, label
from judge.rules.doing import Doing
from judge.rules.effects import in_play, targets_of
from judge.state import Partner

messages({
    "zone-steps.deck-top": ("{source}: {card} goes from the scene to the top of {owner}'s deck, face down (not "
                            "removed: no On Removal)",
                            "{source}: {card} จากที่เกิดเหตุไปไว้บนสุดของเด็คของ {owner} คว่ำหน้า "
                            "(ไม่ใช่การรีมูฟ: ไม่มีเมื่อรีมูฟจากที่เกิดเหตุ)"),
    "zone-steps.bounce": ("{source}: {card} goes from the scene to {owner}'s hand (not removed: no On Removal)",
                          "{source}: {card} จากที่เกิดเหตุขึ้นมือของ {owner} (ไม่ใช่การรีมูฟ: ไม่มีเมื่อรีมูฟจากที่เกิดเหตุ)"),
    "zone-steps.not-there": ("{source}: {what} is not a character in the scene: nothing happens",
                             "{source}: {what} ไม่ใช่ตัวละครในที่เกิดเหตุ: ไม่มีอะไรเกิดขึ้น"),
    "zone-steps.file-to-hand": ("{source}: the top File card {card} goes to {player}'s hand (File count now {count})",
                                "{source}: การ์ดใบบนสุดของไฟล์โซน {card} ขึ้นมือของ {player} (ตอนนี้ไฟล์มี {count} ใบ)"),
    "zone-steps.file-empty": ("{source}: {player}'s File Area holds no card to take (an assisting Partner does not "
                              "count): nothing happens",
                              "{source}: ไฟล์โซนของ {player} ไม่มีการ์ดให้หยิบ (พาร์ทเนอร์ที่แอสซิสต์ไม่นับ): "
                              "ไม่มีอะไรเกิดขึ้น"),
})


def do_scene_to(doing: Doing, step: dict, value) -> Procedure:
    """p.22 doing-effects, p.23 — a character from the scene on top of its owner's deck (face down) or back to
    its owner's hand; not a removal, so no On Removal. A Partner is not a character."""
    game = doing.game
    name = "deck_top" if "deck_top" in step else "bounce"
    targets = yield from targets_of(doing, value, name)
    for target in targets:
        if isinstance(target, Partner) or not in_play(game, target):
            if game.trace:
                game.log(say("zone-steps.not-there", source=doing.source, what=value), "doing-effects")
            continue
        zones.take_from_scene(game, target)
        (zones.to_deck_top if name == "deck_top" else zones.to_hand)(game, target)
        if game.trace:
            game.log(say(f"zone-steps.{name.replace('_', '-')}", source=doing.source, card=label(target),
                         owner=target.owner), "doing-effects")


def do_take_file(doing: Doing, step: dict, value: int) -> None:
    """p.22, p.12 — the top N cards of the executor's File Area into hand (as many as there are; an assisting
    Partner is not taken)."""
    game, who = doing.game, doing.executor
    p = game.player(who)
    if not p.file:
        if game.trace:
            game.log(say("zone-steps.file-empty", source=doing.source, player=who), "doing-effects")
        return
    for card in list(p.file[:value]):
        zones.to_hand(game, card)
        if game.trace:
            game.log(say("zone-steps.file-to-hand", source=doing.source, card=label(card), player=who,
                         count=p.file_count), "doing-effects")
