"""p.12 Next Hint: the top File card to hand, then optionally use one card against the reduced count."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import watchers, zones
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label
from judge.rules.play import use_card, why_not_use


def _why_no_file_card(game: Game, player: str) -> Forbidden | None:
    if not game.player(player).file:
        return Forbidden(f"{player}'s File Area holds no card to take (an assisting Partner does not count)",
                         "next-hint", "supp-next-hint-limits")
    return None


def why_not_next_hint(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.12 (next-hint) — a File card to take; the card of step 2 judged as if step 1 were done (the top File
    card is then in hand and no longer counts)."""
    why = _why_no_file_card(game, act.player)
    if why or act.play is None:
        return why
    p = game.player(act.player)
    card = game.find(act.player, act.play, "hand") or (p.file[0] if p.file[0].id == act.play else None)
    return why_not_use(game, act.player, card, act.play, act.switch, p.file_count - 1, "Next Hint step 2")


def next_hint(game: Game, act: Action) -> Procedure:
    """p.12 (next-hint) — step 1: the top card of the File Area (not an assisting Partner) to hand;
    step 2: may use one card from hand with level ≤ the File count now (the card just taken no longer counts).
    Any number of times a turn; afterwards a card from hand can no longer be used this turn."""
    player = act.player
    p = game.player(player)
    why = _why_no_file_card(game, player)
    if why:
        raise why
    card = p.file[0]
    zones.to_hand(game, card)
    p.next_hint_used = True
    game.log(f"{player} declares Next Hint: the top File card {label(card)} goes to hand "
             f"(File count now {p.file_count})", "next-hint")
    if act.play is not None:
        used = game.find(player, act.play, "hand")
        yield from use_card(game, player, act.play, act.switch, p.file_count, "Next Hint step 2")
        # "when you use a card by Next Hint" waits beside what the card's use made trigger (its On Play):
        # the player orders them (p.22, the card's Q&A)
        watchers.fire(game, "watch_use", [used], "next-hint", player=player, via="next-hint")
    else:
        game.log(f"{player} uses no card in step 2 (allowed)", "next-hint")
