"""p.12 Next Hint: the top File card to hand, then optionally use one card against the reduced count."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import restrictions, watchers, zones
from judge.i18n import messages, say
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label
from judge.rules.play import use_card, why_not_use


messages({
    "next-hint.empty": ("{player}'s File Area holds no card to take (an assisting Partner does not count)",
                        "ไฟล์โซนของ {player} ไม่มีการ์ดให้หยิบ (พาร์ทเนอร์ที่แอสซิสต์ไม่นับ)"),
    "next-hint.step-2": ("Next Hint step 2", "ขั้นที่ 2 ของเน็กซ์ฮินต์"),
    "next-hint.takes": ("{player} declares Next Hint: the top File card {card} goes to hand (File count now {count})",
                        "{player} ประกาศเน็กซ์ฮินต์: การ์ดใบบนสุดของไฟล์โซน {card} ขึ้นมือ (ตอนนี้ไฟล์มี {count} ใบ)"),
    "next-hint.no-card": ("{player} uses no card in step 2 (allowed)", "{player} ไม่ใช้การ์ดในขั้นที่ 2 (ทำได้)"),
})


def why_no_file_card(game: Game, player: str) -> Forbidden | None:
    """p.12 — a Next Hint takes a File card: none, none whatever the line names (checked first by the verb)."""
    if not game.pos.players[player].file:  # (Game.player's body: asked for every Next Hint candidate)
        return Forbidden(say("next-hint.empty", player=player),
                         "next-hint", "supp-next-hint-limits")
    return None


def _barred(game: Game, player: str) -> Forbidden | None:
    """"You cannot Next Hint this turn" (rules/restrictions.py)."""
    return restrictions.barred(game, player, "next-hint")


def why_not_next_hint(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.12 (next-hint) — a File card to take; the card of step 2 judged as if step 1 were done (the top File
    card is then in hand and no longer counts)."""
    why = why_no_file_card(game, act.player) or _barred(game, act.player)
    if why or act.play is None:
        return why
    p = game.player(act.player)
    card = game.find(act.player, act.play, "hand") or (p.file[0] if p.file[0].id == act.play else None)
    return why_not_use(game, act.player, card, act.play, act.switch, p.file_count - 1, say("next-hint.step-2"),
                       next_hint=True)


def next_hint(game: Game, act: Action) -> Procedure:
    """p.12 (next-hint) — step 1: the top card of the File Area (not an assisting Partner) to hand;
    step 2: may use one card from hand with level ≤ the File count now (the card just taken no longer counts).
    Any number of times a turn; afterwards a card from hand can no longer be used this turn."""
    player = act.player
    p = game.player(player)
    why = why_no_file_card(game, player) or _barred(game, player)
    if why:
        raise why
    card = p.file[0]
    zones.to_hand(game, card)
    p.next_hint_used = True
    if game.trace:
        game.log(say("next-hint.takes", player=player, card=label(card), count=p.file_count), "next-hint")
    if act.play is not None:
        used = game.find(player, act.play, "hand")
        # "when you use a card by Next Hint" triggers as the card is used: a watcher the card's effect then
        # moves out of the scene still does it (the Q&A of B03024); it waits beside what the use made trigger
        # (its On Play), and the player orders them (p.22, the card's Q&A)
        found = watchers.seen(game, "watch_use", [used], player=player, via="next-hint")
        yield from use_card(game, player, act.play, act.switch, p.file_count, say("next-hint.step-2"), next_hint=True)
        watchers.wait(game, found, "next-hint")
    else:
        if game.trace:
            game.log(say("next-hint.no-card", player=player), "next-hint")
