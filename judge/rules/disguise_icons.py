"""p.18 (disguise), p.21, p.24 — the validity icons printed after a card's [Disguise] ([Case white], [FILE5]…):
Disguise can be used only while every one of them holds.

A card script writes them as `disguise: [case white, file 5]` (`disguise: true` for a Disguise without icons).
"""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.rules.core import Forbidden, Game, label
from judge.rules.triggers import holds
from judge.scripts.words import icon_words

messages({
    "disguise.icon-unmet": ("{card}'s [Disguise] has the validity icon [{icon}], not met now: it cannot be used",
                            "[ปลอมตัว] ของ {card} มีไอคอนเงื่อนไข [{icon}] ซึ่งยังไม่เป็นจริงตอนนี้: ใช้ไม่ได้"),
})


def disguise_icons(card) -> list[str]:
    """The validity icons of a card's [Disguise] (none for `disguise: true`)."""
    return list(card.disguise) if isinstance(card.disguise, list) else []


def why_not_by_icons(game: Game, card, player: str) -> Forbidden | None:
    """p.18, p.21 (validity), p.24 (supp-icons) — the first icon of the card's [Disguise] that does not hold."""
    for icon in disguise_icons(card):
        if not holds(game, icon, player):
            words = Pair(icon_words(icon, "en"), icon_words(icon, "th"))
            return Forbidden(say("disguise.icon-unmet", card=label(card), icon=words),
                             "disguise", "validity", "supp-icons")
    return None
