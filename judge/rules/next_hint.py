"""p.12 Next Hint: the top File card to hand, then optionally use one card against the reduced count."""

from __future__ import annotations

from judge.rules.core import Forbidden, Game, Procedure, label
from judge.rules.play import use_card


def next_hint(game: Game, action) -> Procedure:
    """p.12 (next-hint) — step 1: the top card of the File Area (not an assisting Partner) to hand;
    step 2: may use one card from hand with level ≤ the File count now (the card just taken no longer counts).
    Any number of times a turn; afterwards a card from hand can no longer be used this turn."""
    player = action.player
    p = game.player(player)
    if not p.file:
        raise Forbidden(f"{player}'s File Area holds no card to take (an assisting Partner does not count)",
                        "next-hint", "supp-next-hint-limits")
    card = p.file.pop(0)
    p.hand.append(card)
    p.next_hint_used = True
    game.log(f"{player} declares Next Hint: the top File card {label(card)} goes to hand "
             f"(File count now {p.file_count})", "next-hint")
    if action.play is not None:
        use_card(game, player, action.play, action.switch, p.file_count, "Next Hint step 2")
    else:
        game.log(f"{player} uses no card in step 2 (allowed)", "next-hint")
    return
    yield
