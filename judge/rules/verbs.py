"""Every verb of the line language with its procedure and its legality predicate, in one table.

A line is legal when `why_not_line` (out of turn, out of place, after the
game) and then its verb's `why_not` return None. The replay raises what they
return (each procedure raises its own verb's predicate), and the move
generator (judge/moves.py) keeps the lines both accept, so a verb's legality
is written once, beside its procedure.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.lines import ANSWER_VERBS, VERB_ALIASES, Action
from judge.records import record
from judge.rules import action, contact, declare, deduction, next_hint, partner, play, turn
from judge.rules.steps import choices
from judge.i18n import messages, say
from judge.rules.core import Forbidden, Game, Procedure, Prompt, word

Check = Callable[[Game, Action, "Prompt | None"], "Forbidden | None"]


messages({
    "verbs.game-over": ("the game is over: {winner} has won", "เกมจบแล้ว: {winner} ชนะ"),
    "verbs.first-give": ("{player} must first give {what}; nothing may be slipped into the middle of an action "
                         "(allowed now: {answers})",
                         "{player} ต้องตอบ{what}ก่อน; แทรกสิ่งใดกลางแอคชั่นไม่ได้ (ตอนนี้ทำได้: {answers})"),
    "verbs.no-choice": ("nothing is waiting for {player} to choose here: a `choose` line answers a choice an ability "
                        "or rule asks for, where it asks",
                        "ตรงนี้ไม่มีอะไรรอให้ {player} เลือก: บรรทัด `choose` ตอบการเลือกที่ความสามารถหรือกฎถาม "
                        "ตรงที่ถามเท่านั้น"),
    "verbs.no-answer": ("nothing is waiting for {player}'s '{verb}' here", "ตรงนี้ไม่มีอะไรรอ '{verb}' ของ {player}"),
    "verbs.not-turn": ("it is {active}'s turn (turn {turn}): {player} can only answer",
                       "เป็นเทิร์นของ {active} (เทิร์น {turn}): {player} ทำได้เพียงตอบโต้"),
    "verbs.not-main": ("{player} is in the {phase} phase, not the main phase",
                       "{player} อยู่ใน{phase}เฟส ไม่ใช่เมนเฟส"),
})


def _always(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """A passive answer (or a Spark) is always allowed where it is awaited."""
    return None


@record(frozen=True)
class Verb:
    """A `do` verb: `procedure` starts it in the main phase (None: an answer to a waiting procedure)."""

    name: str
    why_not: Check
    procedure: Callable[[Game, Action], Procedure] | None = None
    # the part of `why_not` that depends on the player alone (why_not checks it first): the move generator
    # asks it once per player and verb, not for each card a candidate line names
    why_not_now: Callable[[Game, str], "Forbidden | None"] | None = None


VERBS: dict[str, Verb] = {v.name: v for v in (
    Verb("play", play.why_not_play, play.play_from_hand, play.why_not_play_now),
    Verb("next-hint", next_hint.why_not_next_hint, next_hint.next_hint, next_hint.why_no_file_card),
    Verb("assist", partner.why_not_assist, partner.assist),
    Verb("case-closed", partner.why_not_case_closed, partner.case_closed),
    Verb("deduce", deduction.why_not_deduce, deduction.deduce),
    Verb("action", action.why_not_action, action.action),
    Verb("declare", declare.why_not_declare, declare.declare),
    Verb("end-turn", turn.why_not_end_turn, turn.end_turn),
    Verb("mislead", deduction.why_not_mislead),
    Verb("guard", action.why_not_guard),
    Verb("cut-in", contact.why_not_cut_in),
    Verb("disguise", contact.why_not_disguise),
    Verb("pass", _always),
    Verb("no-guard", action.why_not_no_guard),
    Verb("spark", _always),
    Verb("no-spark", _always),
    Verb("choose", choices.why_not_choose),
)}
assert set(VERBS) == set(VERB_ALIASES.values())
assert {n for n, v in VERBS.items() if v.procedure is None} == set(ANSWER_VERBS)


def why_not_line(game: Game, prompt: Prompt | None, act: Action) -> Forbidden | None:
    """Lines out of place, whatever the verb: after the game, out of turn, in the middle of an action."""
    if game.winner is not None:
        return Forbidden(say("verbs.game-over", winner=game.winner), "how-to-win")
    if prompt is not None:
        if act.verb not in prompt.answers:
            return Forbidden(say("verbs.first-give", player=act.player, what=prompt.what,
                                 answers=", ".join(prompt.answers)), "main-phase-actions")
        return None
    if act.verb == "choose":
        return Forbidden(say("verbs.no-choice", player=act.player), "main-phase-actions", "pending-effects")
    if act.verb in ANSWER_VERBS:  # (act.is_answer, without a property's call: asked for every line and candidate)
        return Forbidden(say("verbs.no-answer", player=act.player, verb=act.verb), "main-phase-actions")
    if act.player != game.active:
        return Forbidden(say("verbs.not-turn", active=game.active, turn=game.pos.turn, player=act.player),
                         "turn-auto-phase", "main-phase-actions")
    if game.pos.phase != "main":
        return Forbidden(say("verbs.not-main", player=act.player, phase=word(game.pos.phase)), "main-phase-actions")
    return None
