"""Steps on decks, evidence and the File Area (p.15, p.20, p.22): draw, gain or give evidence, look at or reveal the
top cards, the top cards into the File Area, remove evidence, look at evidence."""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules import refresh, watchers, zones
from judge.rules.core import label
from judge.rules.doing import Doing

messages({
    "effects.given-evidence": ("{source}: {player} is given {count} evidence and cannot refuse",
                               "{source}: {player} ได้รับหลักฐาน {count} ใบและปฏิเสธไม่ได้"),
    "effects.to-hand": ("{source}: {card} goes from the top of the deck to hand",
                        "{source}: {card} จากบนสุดของเด็คขึ้นมือ"),
    "effects.remove-evidence": ("{source}: {player}'s top evidence {card} is removed (no Spark: not an Action [Case])",
                                "{source}: หลักฐานใบบนสุดของ {player} {card} ถูกรีมูฟ "
                                "(ไม่มีฮิราเมกิ: ไม่ใช่แอคชั่น [คดี])"),
    "watch.look-evidence": ("{source}: {player} looks at the top {n} evidence; they stay where they are",
                            "{source}: {player} ดูหลักฐาน {n} ใบบนสุด แล้ววางไว้ที่เดิม"),
})



def player_of(doing: Doing, step: dict, default: str | None = None) -> str:
    """A step's `player`: A or B, or `self` / `opponent` from the executor's side (card scripts); default the
    executor."""
    who = step.get("player", default or doing.executor)
    return {"self": doing.executor, "opponent": doing.game.opponent(doing.executor)}.get(who, who)


def do_draw(doing: Doing, step: dict, value: int) -> None:
    """p.22 doing-effects — draw by an effect (an empty deck is refreshed, p.20); `player: opponent` makes the
    opponent draw. `until_hand`: draw until the hand holds `value` (none if it already does). The cards drawn are
    `did: draw` ("put as many cards as you drew on the bottom")."""
    who = player_of(doing, step)
    hand = doing.game.player(who).hand
    if step.get("until_hand"):
        value = max(0, value - len(hand))
    before = [id(c) for c in hand]
    refresh.draw(doing.game, who, value, by_effect=True)
    doing.record("draw", [c for c in doing.game.player(who).hand if id(c) not in before])


def do_evidence(doing: Doing, step: dict, value: int) -> None:
    """p.15 deduction, p.22 — gain evidence; given to the opponent, it cannot be refused."""
    game, who = doing.game, player_of(doing, step)
    if who != doing.executor:
        if game.trace:
            game.log(say("effects.given-evidence", source=doing.source, player=who, count=value), "supp-general-qa")
    refresh.gain_evidence(game, who, value, "doing-effects")
    if step.get("face_up"):  # "gains the top card of their deck face up as evidence"
        for card in game.player(who).evidence[:value]:
            card.face_up = True


def do_look(doing: Doing, step: dict, value: int) -> None:
    """p.20 deck-out-mid-effect — look at / reveal the top N (fewer if the deck is short: no Refresh)."""
    game, executor, source = doing.game, doing.executor, doing.source
    name = "look" if "look" in step else "reveal"
    whose = player_of(doing, step)  # `player: opponent`: the opponent reveals the top of their deck
    seen = game.player(whose).deck[:value]
    if game.trace:
        game.log(say(f"effects.{name}" + ("-short" if len(seen) < value else ""), source=source, player=whose,
                     count=len(seen)), "deck-out-mid-effect")
    for _ in range(min(step.get("to_hand", 0), len(seen))):
        refresh.move_top(game, executor, "hand", lambda c: game.log(
            say("effects.to-hand", source=source, card=label(c)), "deck-out-mid-effect"))


def do_file(doing: Doing, step: dict, value: int) -> None:
    """p.22 doing-effects — the top N of the deck into the File Area."""
    refresh.put_in_file(doing.game, player_of(doing, step), value, "doing-effects")


def do_remove_evidence(doing: Doing, step: dict, value: int) -> None:
    """p.19 spark, p.22 — remove a player's top evidence (by an effect: no Spark, not an Action [Case])."""
    game = doing.game
    player = player_of(doing, step, "opponent")
    pl = game.player(player)
    n = min(value, len(pl.evidence))
    for _ in range(n):
        card = pl.evidence[0]
        zones.to_removed(game, card)
        if game.trace:
            game.log(say("effects.remove-evidence", source=doing.source, player=player, card=label(card)),
                     "spark", "supp-spark-steps")
    if n:  # "when evidence is removed" triggers once, whatever removed it (rules/watchers.py)
        watchers.fire(game, "watch_evidence", [], "doing-effects", player=player, via="removed")


def do_look_evidence(doing: Doing, step: dict, value: int) -> None:
    """p.15 — look at your top N evidence: only the top ones, face down or up (the card's Q&A); they stay."""
    game = doing.game
    seen = game.player(doing.executor).evidence[:value]
    if game.trace:
        game.log(say("watch.look-evidence", source=doing.source, player=doing.executor, n=len(seen)),
                 "deduction")
