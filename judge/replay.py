"""Replay a scenario: run its `do` lines through the rules, assume passive answers, check `expect`.

The driver feeds each line to the rule procedure waiting for an answer, or
starts a new procedure. When the rules wait for a player and the next line is
the other player's (or there are no more lines), the passive answer is assumed
and reported. A forbidden line stops the replay with its reason and page.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import field

from judge.lines import Action, Expectation, Line
from judge.records import record
from judge.rules import doing, engine, turn
from judge.i18n import messages, say
from judge.rules.core import MAX_EVENTS, Event, Forbidden, Game, GameOver, Prompt, TooManyEvents, cite, message_json
from judge.rules.verbs import why_not_line
from judge.scenario import Scenario, ScenarioError
from judge.state import PLAYERS, Position, dump_position

messages({"replay.mandatory": (
    "{who} must answer {what}: the choice is not optional and has several legal answers ({options}); "
    "write `{who} choose …` there",
    "{who} ต้องตอบ {what}: เป็นการเลือกที่ต้องทำและมีหลายตัวเลือก ({options}); เขียน `{who} choose …` ที่ตรงนั้น")})


messages({
    "replay.no-script": ("no script yet for {cards}: real cards play with their printed values and no abilities",
                         "ยังไม่มีสคริปต์ของ {cards}: การ์ดจริงเล่นด้วยค่าที่พิมพ์ไว้และไม่มีความสามารถ"),
    "replay.assumed-note": ("assumed: {passive} — {note} ({what})", "ถือว่า `{passive}` — {note} ({what})"),
    "replay.assumed-order": ("assumed: {passive} — no line named one of them, so they go in the order they "
                             "triggered ({what})",
                             "ถือว่า `{passive}` — ไม่มีบรรทัดใดระบุใบใดก่อน จึงทำตามลำดับที่ทริกเกอร์ ({what})"),
    "replay.assumed": ("assumed: {passive} (no answer was given for {what})",
                       "ถือว่า `{passive}` (ไม่มีคำตอบสำหรับ{what})"),
    "replay.line-end": ("at the end of the line '{line}'", "ตอนจบบรรทัด '{line}'"),
    "replay.too-many-events": ("the replay passed {most} events here: beyond any real game (a whole game has about "
                               "1,000)",
                               "การเล่นซ้ำเกิน {most} เหตุการณ์ตรงนี้: เกินกว่าเกมจริงใด ๆ (ทั้งเกมมีราว 1,000)"),
    "replay.too-many-hint": ("is an ability repeating itself? split the lines into several scenarios",
                             "มีความสามารถที่ทำซ้ำตัวเองอยู่หรือไม่? แยกบรรทัดออกเป็นหลายสถานการณ์"),
    "replay.confirms": ("{player}'s '{line}' names what was already done without asking (the only legal choice): "
                        "it says the same, nothing more happens",
                        "'{line}' ของ {player} ระบุสิ่งที่ทำไปแล้วโดยไม่ต้องถาม (ตัวเลือกเดียวที่ทำได้): "
                        "มีความหมายเดียวกัน ไม่มีอะไรเกิดขึ้นเพิ่ม"),
    "replay.forbidden": ("forbidden: {reason}", "ทำไม่ได้: {reason}"),
})


@record
class Step:
    """A `do` line (n = 0: the set-up phase) and the events of the trace that belong to it."""

    n: int
    actor: str | None
    line: str
    index: int = 0  # its place among the replay's steps: what its events carry as `step`
    trace: list[Event] = field(default_factory=list, repr=False)  # the game's one event list

    @property
    def events(self) -> list[Event]:
        """Its events: the trace is in step order, so they are one slice of it, found by bisection."""
        lo = bisect_left(self.trace, self.index, key=_step_of)
        return self.trace[lo:bisect_right(self.trace, self.index, lo, key=_step_of)]

    def to_json(self) -> dict:
        return {"n": self.n, "actor": self.actor, "line": self.line, "events": [e.to_json() for e in self.events]}


def _step_of(e: Event) -> int:
    return e.step


@record
class Illegal:
    """Line n was forbidden by the rules: why, and the sections that say so."""

    n: int
    reason: str
    sections: tuple[str, ...]
    msg: object = None  # the refusal as a Msg (`reason` is its English)

    def to_json(self) -> dict:
        return {"n": self.n, **message_json(self.msg if self.msg is not None else self.reason, "reason"),
                "cites": [cite(s) for s in self.sections]}


@record
class ExpectResult:
    """One expectation checked against the final position."""

    expectation: Expectation
    ok: bool
    actual: int | str

    def to_json(self) -> dict:
        return {"line": self.expectation.text, "ok": self.ok, "actual": self.actual}


@record
class Replay:
    """The outcome of replaying a scenario: numbered steps, expectation results, the final position."""

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


class Session:
    """A position being played line by line: the replay driver, also used to play random games."""

    def __init__(self, pos: Position, trace: bool = True):
        self.game = engine.start(pos, trace=trace)
        self.proc = None
        self.prompt: Prompt | None = None
        self.steps: list[Step] = []
        self.assumed: list[dict] = []
        self.illegal: Illegal | None = None

    def _begin(self, n: int, actor: str | None, line: str) -> None:
        """A new step of the trace: the events logged from now on belong to it."""
        self.game.step = len(self.steps)
        self.steps.append(Step(n, actor, line, self.game.step, self.game.events))

    def _advance(self, answer: Action | None) -> None:
        try:
            self.prompt = self.proc.send(answer)
        except StopIteration:
            self.proc, self.prompt = None, None
        except GameOver:
            self.proc, self.prompt = None, None
        if self.game.assumed_inside:  # answers no line could give (inside a Refresh in an effect): assumed too
            after = self.steps[-1].n if self.steps else 0
            self.assumed.extend({"after": after, "answer": a} for a in self.game.assumed_inside)
            self.game.assumed_inside.clear()

    def _line(self, act: Action):
        """The line's procedure, then the effects still waiting at its end (p.22: after the action is done)."""
        yield from self.game.engine.verbs[act.verb].procedure(self.game, act)
        if self.game.pending:  # (after most lines nothing waits: no message to make)
            yield from doing.resolve_waiting(self.game, say("replay.line-end", line=act.text), "pending-effects")

    def note_real_cards(self) -> None:
        """Say once, before the lines, which real cards play without a script (printed values, no abilities)."""
        pos = self.game.pos
        used: dict[str, list[str]] = {}
        for name in PLAYERS:
            p = pos.players[name]
            for c in [*(c for _, c in p.all_cards()), p.partner]:
                if c.number:
                    used.setdefault(c.number, []).append(f"{name}.{c.id}")
            if p.case.number:
                used.setdefault(p.case.number, []).append(f"{name}.case")
        if not used:
            return
        from judge.cards import load, scripts

        scripted, card_list = scripts(), load()
        used = {number: refs for number, refs in used.items() if card_list.get(number).id not in scripted}
        if not used:
            return
        self._begin(0, None, "position")
        cards = "; ".join(f"{number} ({', '.join(refs)})" for number, refs in used.items())
        self.game.log(say("replay.no-script", cards=cards), "card-types")

    def setup_phase(self) -> None:
        """`phase: auto` begins with the active player's auto phase; `phase: end` with the end phase first. What
        they make a player choose (a "you may" at the start of the main phase) waits for the `do` lines like any
        answer: the first line answers it, or its passive answer is assumed and reported."""
        phase = self.game.pos.phase
        if phase == "main":
            return
        self._begin(0, None, f"phase: {phase}")
        self.proc = self._setup(phase)
        self._advance(None)

    def _setup(self, phase: str):
        if phase == "end":
            yield from turn.end_phase_steps(self.game)
        yield from turn.auto_phase_steps(self.game)

    def assume(self, after: int) -> None:
        """Take the passive answer for the waiting prompt, and report it."""
        passive = Line(self.prompt.passive)  # in a Thai trace with its Thai verb (`B ผ่าน`)
        if self.prompt.mandatory:  # never silently assumed (the contract's Choices)
            raise Forbidden(say("replay.mandatory", who=self.prompt.player, what=self.prompt.what,
                                options=", ".join(self.prompt.options)), "doing-effects")
        if self.prompt.optional and self.prompt.note:
            self.game.log(say("replay.assumed-note", passive=passive, note=self.prompt.note, what=self.prompt.what),
                          "doing-effects", kind="assumed")
        elif self.prompt.optional:
            self.game.log(say("replay.assumed-order", passive=passive, what=self.prompt.what), "pending-effects",
                          kind="assumed")
        else:
            self.game.log(say("replay.assumed", passive=passive, what=self.prompt.what), "main-phase-actions",
                          kind="assumed")
        self.assumed.append({"after": after, "answer": str(passive)})
        self._advance(None)

    def _confirms(self, act: Action) -> bool:
        """Does `act` only say again an answer the last line made without asking (the only legal one: a forced
        pick, a character that must Guard)? Then it is taken as that, even where a later choice waits: the line
        right after such a pick names that pick."""
        done, self.game.confirmable = self.game.confirmable, []
        if not done or act.verb not in ("choose", "guard"):
            return False
        named = set(act.refs) if act.verb == "choose" else {act.card}
        match = [d for d in done if d[0] == act.player and d[1] == act.verb and d[2] in named]
        if not named or {d[2] for d in match} != named:
            return False
        # (before any choice waiting now: the line right after a pick made without asking names that pick)
        self.game.confirmable = [d for d in done if d not in match]
        self._begin(act.n, act.player, act.text)
        self.game.log(say("replay.confirms", player=act.player, line=act.text), "doing-effects")
        return True

    def apply(self, act: Action) -> bool:
        """Play one line; False if the rules forbid it (the session then stops)."""
        if self.game.confirmable and self._confirms(act):
            return True
        self.game.confirmable = []
        try:
            while self.prompt is not None and (act.player != self.prompt.player
                                               or (self.prompt.optional and not answers(self.prompt, act))):
                self.assume(act.n - 1)
        except Forbidden as f:  # a mandatory choice left unanswered: this line came where the answer was due
            return self._forbid(act.n, act.player, act.text, f)
        self._begin(act.n, act.player, act.text)
        try:
            why = why_not_line(self.game, self.prompt, act)
            if why:
                raise why
            if self.prompt is not None:
                self._advance(act)  # the waiting procedure checks the answer
            else:
                self.proc = self._line(act)
                self._advance(None)
        except Forbidden as f:
            self.illegal = Illegal(act.n, f.reason, f.sections, f.msg)
            self.game.log(say("replay.forbidden", reason=f.msg), *f.sections, kind="forbidden")
            return False
        return True

    def _forbid(self, n: int, actor: str | None, line: str, f: Forbidden) -> bool:
        self._begin(n, actor, line)
        self.illegal = Illegal(n, f.reason, f.sections, f.msg)
        self.game.log(say("replay.forbidden", reason=f.msg), *f.sections, kind="forbidden")
        self.proc, self.prompt = None, None
        return False

    def finish(self, after: int) -> None:
        """No more lines: every answer still awaited is assumed passive (a mandatory choice stops as forbidden,
        on the last line, which left it unanswered)."""
        try:
            while self.prompt is not None:
                self.assume(after)
        except Forbidden as f:
            self._forbid(after, None, "end of the lines", f)


def answers(prompt: Prompt, act: Action) -> bool:
    """Does `act` answer an optional prompt (the order of waiting effects): a `choose` naming a waiting card?"""
    return act.verb == "choose" and bool(act.refs) and act.refs[0] in prompt.options


def run(scenario: Scenario, trace: bool = True) -> Replay:
    session = Session(scenario.position.copy(), trace=trace)
    act = None
    try:
        session.note_real_cards()
        session.setup_phase()
        for act in scenario.actions:
            if not session.apply(act):
                break
        else:
            session.finish(len(scenario.actions))
    except TooManyEvents:
        raise too_many_events(scenario, act) from None
    expects = [check(e, session.game, session.illegal, session.assumed) for e in scenario.expectations]
    return Replay(scenario, session.game, session.steps, session.assumed, session.illegal, expects)


def too_many_events(scenario: Scenario, act: Action | None) -> ScenarioError:
    """The error of a replay that passed MAX_EVENTS at the line `act` (also a branch of `judge whatif`)."""
    return ScenarioError(scenario.file, act.line if act else None, f"do[{act.n - 1}]" if act else None,
                         say("replay.too-many-events", most=f"{MAX_EVENTS:,}"), say("replay.too-many-hint"))


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
    if path[1:] in (("deck", "top"), ("deck", "bottom")):
        return (p.deck[0] if path[2] == "top" else p.deck[-1]).id if p.deck else "none"
    if len(path) == 2:
        return p.file_count if path[1] == "file" else len(p.zone(path[1]))
    if path[1] == "partner":
        partner = p.partner
        return (partner.number or "none" if path[2] == "card" else pos.value(partner, "lp") if path[2] == "lp"
                else getattr(partner, path[2]))
    if path[1] == "case":
        case = p.case
        if path[2] == "level":  # this player's case level: by who went first (p.5)
            return case.level_first if path[0] == pos.first else case.level_second
        return case.number or "none" if path[2] == "card" else case.side
    found = pos.locate(path[0], path[1])
    if found is None:  # in no zone: an event whose effect is not done yet (a what-if branch may stop there)
        return "none"
    zone, card = found
    if path[2] == "card":
        return card.number or "none"
    if path[2] == "zone":
        return zone
    if path[2] == "state":
        return card.state
    if path[2] == "face_up":
        return "true" if card.face_up else "false"
    return pos.value(card, path[2])


def compare(actual, op: str, expected) -> bool:
    if isinstance(actual, str) or isinstance(expected, str):
        return (actual == expected) if op == "==" else (actual != expected) if op == "!=" else False
    return {"==": actual == expected, "!=": actual != expected, "<": actual < expected,
            "<=": actual <= expected, ">": actual > expected, ">=": actual >= expected}[op]


def check(e: Expectation, game: Game, illegal: Illegal | None, assumed: list) -> ExpectResult:
    actual = actual_value(e.path, game, illegal, assumed)
    return ExpectResult(e, compare(actual, e.op, e.value), actual)
