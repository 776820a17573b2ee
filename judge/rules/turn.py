"""p.10 Turn structure: auto phase, main phase, end phase."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import continuous, doing, effects, refresh, triggers, watchers
from judge.i18n import messages, say
from judge.rules.core import Forbidden, Game, Procedure, Prompt
from judge.state import PLAYERS


messages({
    "turn.auto": ("turn {turn}: {player}'s auto phase", "เทิร์น {turn}: ออโต้เฟสของ {player}"),
    "turn.partner-returns": ("{player}'s Partner returns from the File Area to the Partner zone",
                             "พาร์ทเนอร์ของ {player} กลับจากไฟล์โซนมาพาร์ทเนอร์โซน"),
    "turn.auto-1": ("auto phase step 1", "ออโต้เฟสขั้นที่ 1"),
    "turn.auto-2": ("auto phase step 2", "ออโต้เฟสขั้นที่ 2"),
    "turn.main": ("{player}'s main phase", "เมนเฟสของ {player}"),
    "turn.end": ("{player}'s end phase", "เอนด์เฟสของ {player}"),
    "turn.end-2": ("end phase step 2", "เอนด์เฟสขั้นที่ 2"),
    "turn.arrow-main": ("at the start of the main phase", "ตอนเริ่มเมนเฟส"),
    "turn.arrow-end": ("in step 1 of the end phase (end-of-turn abilities)",
                       "ในขั้นที่ 1 ของเอนด์เฟส (ความสามารถเมื่อจบเทิร์น)"),
    "turn.passes": ("{player} ends the turn; turn {turn} is {next}'s", "{player} จบเทิร์น; เทิร์น {turn} เป็นของ {next}"),
    "turn.not-main": ("{player} can end the turn only from the main phase", "{player} จบเทิร์นได้จากเมนเฟสเท่านั้น"),
})


def auto_phase_steps(game: Game) -> Procedure:
    """p.10 (turn-auto-phase) — the active player's auto phase.

    1. The Partner becomes active (back from the File Area if it assisted).
    2. Scene characters become active; stunned ones become asleep instead (p.6).
    3. Draw 1 (the first player draws on turn 1 too).
    4. Put the top 2 cards of the deck into the File Area one at a time; only 1
       on the first player's turn 1.
    """
    name = game.active
    p = game.player(name)
    game.pos.phase = "auto"
    if game.trace:
        game.log(say("turn.auto", turn=game.pos.turn, player=name), "turn-auto-phase")
    if p.partner.zone == "file":
        p.partner.zone = "partner"
        if game.trace:
            game.log(say("turn.partner-returns", player=name), "turn-auto-phase")
    if p.partner.state != "active":
        effects.set_state(game, p.partner, "active", say("turn.auto-1"), "turn-auto-phase")
    for c in p.scene:
        if c.state != "active":
            stays = continuous.stays_asleep(game, c)  # "this character does not become active in the auto phase"
            if stays:
                if game.trace:
                    game.log(stays, "turn-auto-phase", "ability-kinds")
                continue
            effects.set_state(game, c, "active", say("turn.auto-2"), "turn-auto-phase")
    refresh.draw(game, name, 1)
    files = 1 if game.pos.turn == 1 else 2
    refresh.put_in_file(game, name, files, "turn-auto-phase")
    game.pos.phase = "main"
    if game.trace:
        game.log(say("turn.main", player=name), "turn-main-phase", "main-phase-actions")
    with triggers.procedure(game, "start of the main phase"):
        watchers.start_of_main(game)
        yield from doing.resolve_waiting(game, say("turn.arrow-main"), "turn-main-phase")


def end_phase_steps(game: Game) -> Procedure:
    """p.10 (turn-end-phase) — end-of-turn abilities, then "until end of turn" effects end, then pass the turn.
    A character made active now cannot deduce or act: the main phase is over (Q&A 33)."""
    name = game.active
    game.pos.phase = "end"
    if game.trace:
        game.log(say("turn.end", player=name), "turn-end-phase")
    with triggers.procedure(game, "end phase"):
        watchers.end_of_turn(game)
        yield from doing.resolve_waiting(game, say("turn.arrow-end"), "turn-end-phase")
    effects.end_duration(game, "end-of-turn", say("turn.end-2"), "turn-end-phase")
    # "until the end of the opponent's turn": on the cards of this turn player's opponent
    effects.end_duration(game, "end-of-opponent-turn", say("turn.end-2"), "turn-end-phase", owners=(game.opponent(name),))
    for pl in PLAYERS:  # intro state and the once-per-turn uses last for the turn only
        p = game.player(pl)
        p.played_from_hand = False
        p.next_hint_used = False
        p.entries_this_turn = 0  # 疾風 looks for the first character to enter this turn
        for c in [*p.scene, *p.partner_zone]:
            c.entered_this_turn = False
            c.uses_this_turn.clear()
        p.case.uses_this_turn.clear()  # a real Case's [Turn 1] Declare (p.24)
    game.pos.turn += 1
    game.active = game.pos.active
    if game.trace:
        game.log(say("turn.passes", player=name, turn=game.pos.turn, next=game.active), "turn-end-phase")


def why_not_end_turn(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.10 (turn-end-phase) — the turn ends from the main phase."""
    if game.pos.phase != "main":
        return Forbidden(say("turn.not-main", player=act.player), "turn-end-phase")
    return None


def end_turn(game: Game, action: Action) -> Procedure:
    """p.10 — `end-turn`: the end phase, then the other player's auto phase, into their main phase."""
    why = why_not_end_turn(game, action)
    if why:
        raise why
    yield from end_phase_steps(game)
    yield from auto_phase_steps(game)
