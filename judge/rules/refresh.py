"""p.20 Refresh: the moment a deck runs out, even in the middle of an effect."""

from __future__ import annotations

from judge.rules import watchers, zones
from judge.rules.doing import arrow_now
from judge.rules.triggers import procedure
from judge.i18n import messages, say
from judge.rules.core import Game, label
from judge.state import Card


messages({
    "refresh.loses": ("{player}'s deck is empty and the Remove Area holds 0 cards: {player} loses",
                      "เด็คของ {player} หมดและรีมูฟโซนมี 0 ใบ: {player} แพ้"),
    "refresh.win-reason": ("{player} had to Refresh with an empty Remove Area",
                           "{player} ต้องรีเฟรชแต่รีมูฟโซนว่าง"),
    "refresh.refresh": ("{player}'s deck ran out: Refresh — {count} card(s) of the Remove Area shuffled into the deck",
                        "เด็คของ {player} หมด: รีเฟรช — สับการ์ด {count} ใบจากรีมูฟโซนเข้าเด็ค"),
    "refresh.arrow-1": ("after step 1 of the Refresh (the Remove Area becomes the deck)",
                        "หลังขั้นที่ 1 ของการรีเฟรช (รีมูฟโซนกลายเป็นเด็ค)"),
    "refresh.arrow-2": ("after step 2 of the Refresh (the opponent's evidence)",
                        "หลังขั้นที่ 2 ของการรีเฟรช (หลักฐานของคู่แข่ง)"),
    "refresh.draws": ("{player} draws {card}", "{player} จั่ว {card}"),
    "refresh.evidence": ("{player} gains 1 evidence ({card}); {player} has {count}",
                         "{player} ได้หลักฐาน 1 ใบ ({card}); {player} มี {count}"),
    "refresh.no-evidence": ("{player} gains no evidence by this Action [Case]: an effect says so",
                            "{player} ไม่ได้หลักฐานจากแอคชั่น [คดี] นี้: เอฟเฟกต์กำหนดไว้"),
    "refresh.file": ("{player} puts {card} face down into the File Area ({count})",
                     "{player} วาง {card} คว่ำหน้าลงในไฟล์โซน ({count})"),
})


def refresh(game: Game, player: str) -> None:
    """p.20 (refresh) — shuffle the Remove Area into the deck, then the opponent gains 1 evidence.

    With 0 cards in the Remove Area the player loses at once (p.9, how-to-win).
    """
    p = game.player(player)
    if not p.removed:
        if game.trace:
            game.log(say("refresh.loses", player=player), "how-to-win", "refresh")
        game.win(game.opponent(player), say("refresh.win-reason", player=player), "how-to-win")
    with procedure(game, "Refresh"):  # what waits in the effect that emptied the deck keeps waiting (p.22)
        n = zones.shuffle_removed_into_deck(game, player)
        p.refreshed += 1
        if game.trace:
            game.log(say("refresh.refresh", player=player, count=n),
                     "refresh")
        arrow_now(game, say("refresh.arrow-1"), "refresh")
        opp = game.opponent(player)
        gain_evidence(game, opp, 1, "refresh")
        arrow_now(game, say("refresh.arrow-2"), "refresh")


def move_top(game: Game, player: str, dest: str, note=None) -> Card:
    """Move the top card of `player`'s deck to `dest` (hand, evidence or file), then Refresh if the deck ran out.

    p.20: drawing, gaining evidence and putting into the File Area refresh as
    soon as the deck is empty and then finish. A deck already empty refreshes first.
    """
    p = game.player(player)
    if not p.deck:
        refresh(game, player)
    card = p.deck[0]
    if dest == "hand":
        zones.to_hand(game, card)
    else:
        zones.to_pile(game, card, dest)
    if note is not None and game.trace:
        note(card)  # logged before a Refresh it causes, in the order things happen
    if not p.deck:
        refresh(game, player)
    return card


def draw(game: Game, player: str, n: int = 1, by_effect: bool = False) -> None:
    """Draw `n`, one at a time (a Refresh between them if the deck runs out, p.20); cited as the auto phase's
    draw (p.10) or, `by_effect`, as an effect's (p.22)."""
    def note(c) -> None:
        if by_effect:
            if game.trace:
                game.log(say("refresh.draws", player=player, card=label(c)), "doing-effects")
        else:
            if game.trace:
                game.log(say("refresh.draws", player=player, card=label(c)), "turn-auto-phase")

    for _ in range(n):
        move_top(game, player, "hand", note)


def gain_evidence(game: Game, player: str, n: int, *sections: str, by_action_case: bool = False,
                  actor=None) -> None:
    """Put `n` cards from the top of the deck face down on top of the Evidence Area, one at a time (p.15).
    `by_action_case`: gained by an Action [Case] (p.19 step 3), which watchers `via: by-action-case` also see;
    `actor`, the character that took it, is what their `by` reads ("by this character's Action [Case]"); none is
    gained if an effect said the player gains none by this Action (the step `no_evidence`, rules/steps/forbid.py)."""
    p = game.player(player)
    if by_action_case and any(bar[0] == "action-evidence" for bar in p.cannot_use):
        if game.trace:
            game.log(say("refresh.no-evidence", player=player), "spark", "doing-effects")
        return
    for _ in range(n):
        move_top(game, player, "evidence", lambda c: game.log(
            say("refresh.evidence", player=player, card=label(c), count=len(p.evidence)), *(sections or ("deduction",))))
    if n > 0:  # "when you gain evidence" triggers once all of it is gained (Q&A 20)
        watchers.fire(game, "watch_evidence", [], "pending-effects", player=player, via="gained")
        if by_action_case:
            watchers.fire(game, "watch_evidence", [actor], "spark", player=player, via="by-action-case")


def put_in_file(game: Game, player: str, n: int, *sections: str) -> None:
    p = game.player(player)
    for _ in range(n):
        move_top(game, player, "file", lambda c: game.log(
            say("refresh.file", player=player, card=label(c), count=p.file_count), *(sections or ("turn-auto-phase",))))
