"""Every verb of the line language with its procedure and its legality predicate, in one table.

A line is legal when `why_not_line` (out of turn, out of place, after the
game) and then its verb's `why_not` return None. The replay raises what they
return (each procedure raises its own verb's predicate), and the move
generator (judge/moves.py) keeps the lines both accept, so a verb's legality
is written once, beside its procedure.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from judge.lines import ANSWER_VERBS, VERB_ALIASES, Action
from judge.rules import action, contact, declare, deduction, effects, next_hint, partner, play, turn
from judge.rules import cardzones, choices  # noqa: F401 (their @does handlers: imported here, not from effects,
# which they import — the engine has no import cycle)
from judge.rules.core import Forbidden, Game, Procedure, Prompt

Check = Callable[[Game, Action, "Prompt | None"], "Forbidden | None"]


def _always(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """A passive answer (or a Spark) is always allowed where it is awaited."""
    return None


@dataclass(frozen=True)
class Verb:
    """A `do` verb: `procedure` starts it in the main phase (None: an answer to a waiting procedure)."""

    name: str
    why_not: Check
    procedure: Callable[[Game, Action], Procedure] | None = None


VERBS: dict[str, Verb] = {v.name: v for v in (
    Verb("play", play.why_not_play, play.play_from_hand),
    Verb("next-hint", next_hint.why_not_next_hint, next_hint.next_hint),
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
    Verb("no-guard", _always),
    Verb("spark", _always),
    Verb("no-spark", _always),
    Verb("choose", effects.why_not_choose),
)}
assert set(VERBS) == set(VERB_ALIASES.values())
assert {n for n, v in VERBS.items() if v.procedure is None} == set(ANSWER_VERBS)


def why_not_line(game: Game, prompt: Prompt | None, act: Action) -> Forbidden | None:
    """Lines out of place, whatever the verb: after the game, out of turn, in the middle of an action."""
    if game.winner is not None:
        return Forbidden(f"the game is over: {game.winner} has won", "how-to-win")
    if prompt is not None:
        if act.verb not in prompt.answers:
            return Forbidden(
                f"{act.player} must first give {prompt.what}; nothing may be slipped into the middle of "
                f"an action (allowed now: {', '.join(prompt.answers)})", "main-phase-actions")
        return None
    if act.verb == "choose":
        return Forbidden(f"nothing is waiting for {act.player} to choose here: a `choose` line answers a choice "
                         f"an ability or rule asks for, where it asks", "main-phase-actions", "pending-effects")
    if act.is_answer:
        return Forbidden(f"nothing is waiting for {act.player}'s '{act.verb}' here", "main-phase-actions")
    if act.player != game.active:
        return Forbidden(f"it is {game.active}'s turn (turn {game.pos.turn}): {act.player} can only answer",
                         "turn-auto-phase", "main-phase-actions")
    if game.pos.phase != "main":
        return Forbidden(f"{act.player} is in the {game.pos.phase} phase, not the main phase", "main-phase-actions")
    return None
