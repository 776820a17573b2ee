"""Evidence face up and face down (p.15 deduction: evidence is face down unless an ability turns it over) —
the steps `flip_up` / `flip_down` over chosen cards (docs/card-scripts.md#evidence-face-up), and
`flip_evidence: N`: turn N face-down evidence of yours face up, also as a Declare cost (p.14: a cost is paid
whole or not at all)."""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules.steps.cards import choose_cards
from judge.rules.steps.choices import follow
from judge.rules.core import Procedure, label
from judge.rules.doing import Doing

messages({
    "faces.up": ("{source}: {card} is turned face up", "{source}: หงาย {card}"),
    "faces.down": ("{source}: {card} is turned face down", "{source}: คว่ำ {card}"),
})


def face_down_evidence(game, player: str) -> list:
    """`player`'s evidence that is face down (what `flip_evidence` may turn face up)."""
    return [c for c in game.player(player).evidence if not c.face_up]


def do_flip(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.15 (deduction), p.22 doing-effects — turn the chosen cards (evidence) face up or face down; `then` if
    any was turned."""
    up = "flip_up" in step
    picked = yield from choose_cards(doing, value)
    for card in picked:
        card.face_up = up
        doing.game.log(say("faces.up" if up else "faces.down", source=doing.source, card=label(card)),
                       "deduction", "doing-effects")
    doing.record("flip_up" if up else "flip_down", picked)  # "if this turned a card with [Spark] face up" (B06023)
    yield from follow(doing, step, bool(picked))


def do_flip_evidence(doing: Doing, step: dict, value: int) -> Procedure:
    """p.15, p.14 (cost) — the executor turns exactly N face-down evidence of theirs face up (all of them if
    there are no more than N)."""
    sel = {"from": "evidence", "face_up": False, "count": value}
    yield from do_flip(doing, {"flip_up": sel}, sel)
