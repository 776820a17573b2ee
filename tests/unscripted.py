"""Real cards with no script today, found in the data rather than named in a test: issue 32 keeps scripting
cards, and a test that needs *some* unscripted card must not break each time one of them gets its script."""

from __future__ import annotations

import functools

from judge import cards


@functools.cache
def _rows() -> tuple[dict, ...]:
    return tuple(r for r in cards.coverage(cards.load())["cards"] if not r["scripted"])


def unscripted(kind: str = "character", *, shapes: int = 1, prints: int = 1) -> cards.CardInfo:
    """The first card in ID order of type `kind` with no script, whose coverage row names at least `shapes`
    missing shapes, with at least `prints` prints and an English name (views show it), never limited (3 copies
    allowed, no dated limit)."""
    found = cards.load()
    limited = {e["id"] for e in found.regulation.get("limits", [])}
    for row in _rows():
        card = found.cards[row["id"]]
        if (card.type == kind and len(row["missing"]) >= shapes and len(card.prints) >= prints and card.name_en
                and card.id not in limited and found.base_limit(card) == 3):
            return card
    raise LookupError(f"no unscripted {kind} with {shapes}+ missing shapes and {prints}+ prints")


def missing_of(card: cards.CardInfo) -> list[str]:
    """The shapes coverage says `card` lacks."""
    return next(r["missing"] for r in _rows() if r["id"] == card.id)
