"""Replay a scenario: run its `do` lines through the rules, assume passive answers, check `expect`.

The driver feeds each line to the rule procedure waiting for an answer, or
starts a new procedure. When the rules wait for a player and the next line is
the other player's (or there are no more lines), the passive answer is assumed
and reported. A forbidden line stops the replay with its reason and page.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from judge.rules import action, declare, deduction, next_hint, partner, play, turn
from judge.rules.core import Event, Forbidden, Game, GameOver, Prompt, cite
from judge.scenario import Action, Expectation, Scenario
from judge.state import Position, dump_position

PROCEDURES = {
    "play": play.play_from_hand,
    "next-hint": next_hint.next_hint,
    "assist": partner.assist,
    "case-closed": partner.case_closed,
    "deduce": deduction.deduce,
    "action": action.action,
    "declare": declare.declare,
    "end-turn": turn.end_turn,
}


@dataclass
class Step:
    n: int
    actor: str | None
    line: str
    events: list[Event] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"n": self.n, "actor": self.actor, "line": self.line, "events": [e.to_json() for e in self.events]}


@dataclass
class Illegal:
    n: int
    reason: str
    sections: tuple[str, ...]

    def to_json(self) -> dict:
        return {"n": self.n, "reason": self.reason, "cites": [cite(s) for s in self.sections]}


@dataclass
class ExpectResult:
    expectation: Expectation
    ok: bool
    actual: int | str

    def to_json(self) -> dict:
        return {"line": self.expectation.text, "ok": self.ok, "actual": self.actual}


@dataclass
class Replay:
    scenario: Scenario
    game: Game
    steps: list[Step]
    assumed: list[dict]
    illegal: Illegal | None
    expects: list[ExpectResult]

    @property
    def winner(self) -> str | None:
        return self.game.winner

    @property
    def final(self) -> Position:
        return self.game.pos

    @property
    def exit_code(self) -> int:
        """0 all expectations hold; 1 one failed; 3 a line was forbidden and no expectation asked for it."""
        if self.illegal is not None and not any(r.expectation.path == ("illegal",) for r in self.expects):
            return 3
        return 0 if all(r.ok for r in self.expects) else 1

    def to_json(self) -> dict:
        return {
            "rulebook": self.scenario.position.rulebook,
            "steps": [s.to_json() for s in self.steps],
            "assumed": self.assumed,
            "illegal": self.illegal.to_json() if self.illegal else None,
            "winner": self.winner,
            "expect": [r.to_json() for r in self.expects],
            "final": dump_position(self.final),
        }


class _Driver:
    def __init__(self, game: Game):
        self.game = game
        self.proc = None
        self.prompt: Prompt | None = None

    def _advance(self, answer: Action | None) -> None:
        try:
            self.prompt = self.proc.send(answer)
        except StopIteration:
            self.proc, self.prompt = None, None
        except GameOver:
            self.proc, self.prompt = None, None

    def start(self, procedure) -> None:
        self.proc = procedure
        self._advance(None)

    def assume(self) -> str:
        """Take the passive answer for the waiting prompt; return it."""
        passive = self.prompt.passive
        self.game.log(f"assumed: {passive} (no answer was given for {self.prompt.what})", "main-phase-actions")
        self._advance(None)
        return passive


def _setup_phase(game: Game) -> None:
    """`phase: auto` begins with the active player's auto phase; `phase: end` with the end phase first."""
    try:
        if game.pos.phase == "auto":
            turn.auto_phase(game)
        elif game.pos.phase == "end":
            turn.end_phase(game)
            turn.auto_phase(game)
    except GameOver:
        pass


def run(scenario: Scenario, trace: bool = True) -> Replay:
    game = Game.start(copy.deepcopy(scenario.position), trace=trace)
    steps: list[Step] = []
    if scenario.position.phase != "main":
        steps.append(Step(0, None, f"phase: {scenario.position.phase}"))
        game.events = steps[0].events
        _setup_phase(game)
    driver = _Driver(game)
    assumed: list[dict] = []
    illegal: Illegal | None = None
    for act in scenario.actions:
        while driver.prompt is not None and act.player != driver.prompt.player:
            if steps:
                game.events = steps[-1].events
            assumed.append({"after": act.n - 1, "answer": driver.assume()})
        step = Step(act.n, act.player, act.text)
        steps.append(step)
        game.events = step.events
        try:
            _check_line(game, driver, act)
            if driver.prompt is not None:
                driver._advance(act)
            else:
                driver.start(PROCEDURES[act.verb](game, act))
        except Forbidden as f:
            illegal = Illegal(act.n, f.reason, f.sections)
            game.log(f"forbidden: {f.reason}", *f.sections)
            break
    if illegal is None:
        while driver.prompt is not None:
            assumed.append({"after": len(scenario.actions), "answer": driver.assume()})
    expects = [check(e, game, illegal, assumed) for e in scenario.expectations]
    return Replay(scenario, game, steps, assumed, illegal, expects)


def _check_line(game: Game, driver: _Driver, act: Action) -> None:
    """Forbidden lines that no rule procedure sees: after the game, out of turn, out of place."""
    if game.winner is not None:
        raise Forbidden(f"the game is over: {game.winner} has won", "how-to-win")
    if driver.prompt is not None:
        if act.verb not in driver.prompt.answers:
            raise Forbidden(
                f"{act.player} must first give {driver.prompt.what}; nothing may be slipped into the middle of "
                f"an action (allowed now: {', '.join(driver.prompt.answers)})", "main-phase-actions")
        return
    if act.is_answer:
        raise Forbidden(f"nothing is waiting for {act.player}'s '{act.verb}' here", "main-phase-actions")
    if act.player != game.active:
        raise Forbidden(f"it is {game.active}'s turn (turn {game.pos.turn}): {act.player} can only answer",
                        "turn-auto-phase", "main-phase-actions")
    if game.pos.phase != "main":
        raise Forbidden(f"{act.player} is in the {game.pos.phase} phase, not the main phase", "main-phase-actions")


# ------------------------------------------------------------------ expectations

def actual_value(path: tuple[str, ...], game: Game, illegal: Illegal | None, assumed: list) -> int | str:
    pos = game.pos
    if path == ("winner",):
        return game.winner or "none"
    if path == ("illegal",):
        return illegal.n if illegal else "none"
    if path == ("assumed",):
        return len(assumed)
    p = pos.players[path[0]]
    if len(path) == 2:
        return p.file_count if path[1] == "file" else len(p.zone(path[1]))
    if path[1] == "partner":
        return p.partner.state if path[2] == "state" else p.partner.zone
    if path[1] == "case":
        return p.case.side
    zone, card = pos.locate(path[0], path[1])
    if path[2] == "zone":
        return zone
    if path[2] == "state":
        return card.state
    return card.value(path[2])


def compare(actual, op: str, expected) -> bool:
    if isinstance(actual, str) or isinstance(expected, str):
        return (actual == expected) if op == "==" else (actual != expected) if op == "!=" else False
    return {"==": actual == expected, "!=": actual != expected, "<": actual < expected,
            "<=": actual <= expected, ">": actual > expected, ">=": actual >= expected}[op]


def check(e: Expectation, game: Game, illegal: Illegal | None, assumed: list) -> ExpectResult:
    actual = actual_value(e.path, game, illegal, assumed)
    return ExpectResult(e, compare(actual, e.op, e.value), actual)
