"""Evidence face up and face down (p.15 deduction: evidence is face down unless an ability turns it over) —
the steps `flip_up` / `flip_down` over chosen cards (docs/card-scripts.md#evidence-face-up), and
`flip_evidence: N`: turn N face-down evidence of yours face up, also as a Declare cost (p.14: a cost is paid
whole or not at all)."""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules.steps.cards import choose_cards
from judge.rules.steps.choices import follow
from judge.rules.core import Forbidden, Procedure, label
from judge.rules.doing import Doing

messages({
    "faces.up": ("{source}: {card} is turned face up", "{source}: หงาย {card}"),
    "faces.down": ("{source}: {card} is turned face down", "{source}: คว่ำ {card}"),
    "faces.too-few": ("at least {n} face-down evidence must be turned face up, and {got} was named (a cost is paid "
                      "in full: name them with `choose`)",
                      "ต้องหงายหลักฐานที่คว่ำอยู่อย่างน้อย {n} ใบ แต่ระบุมา {got} ใบ (คอสต์ต้องจ่ายให้ครบ: ระบุด้วย `choose`)"),
})


def face_down_evidence(game, player: str) -> list:
    """`player`'s evidence that is face down (what `flip_evidence` may turn face up)."""
    return [c for c in game.player(player).evidence if not c.face_up]


def do_flip(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.15 (deduction), p.22 doing-effects — turn the chosen cards (evidence) face up or face down; `then` if
    any was turned."""
    picked = yield from choose_cards(doing, value)
    _turn(doing, picked, "flip_up" in step)
    yield from follow(doing, step, bool(picked))


def _turn(doing: Doing, cards: list, up: bool) -> None:
    for card in cards:
        card.face_up = up
        doing.game.log(say("faces.up" if up else "faces.down", source=doing.source, card=label(card)),
                       "deduction", "doing-effects")


def do_flip_evidence(doing: Doing, step: dict, value: int) -> Procedure:
    """p.15, p.14 (cost) — the executor turns exactly N face-down evidence of theirs face up (all of them if
    there are no more than N); with `or_more: true`, N or more of them, as many as the player names (a cost
    "turn 1 or more face-down evidence face up": fewer named, it is not paid). What it turned is
    `did: flip_evidence` ("AP +1000 for each evidence turned by this cost")."""
    many = {"any_number": True} if step.get("or_more") else {"count": value}
    picked = yield from choose_cards(doing, {"from": "evidence", "face_up": False, **many})
    if step.get("or_more") and len(picked) < value:  # (exactly N: all of them when there are fewer, as before)
        raise Forbidden(say("faces.too-few", n=value, got=len(picked)), "cost", "declare")
    _turn(doing, picked, True)
    doing.record("flip_evidence", picked)
