"""`judge whatif`: a scenario replayed once for every answer the rules allow (issue 14).

The written lines are the backbone. Wherever the rules wait for a player's
answer (a Guard and a Contact response, p.16–18; a Cut-in's effect, p.18; a
Disguise, p.18; a Spark, p.19; a Mislead, p.15 and p.25; a `choose` of an
ability or the order of waiting effects, p.22) the tree branches over every
answer the engine accepts there: the move generator (`judge.moves.legal`)
keeps the candidate answers that the verbs' own predicates (`why_not_line`
and `why_not_*`, judge/rules/verbs.py) accept, so the branching judges
legality exactly as the replay does, and costs grow with the answers that
exist. Branch 1 takes at each point what the file says, or the passive
answer the replay assumes: it is the plain replay. Another branch takes one
other answer at one point (and the written or assumed answers after it, and
branches again there); a later written line that the rules forbid in that
branch ends it, with the reason and page, as in `judge replay`.

A branch is played from the scenario's position again (the rule procedures
are generators, which cannot be copied), so a branch costs one replay. Every
branch keeps its lines, so `do:` with them replays that branch (tests check it).
"""

from __future__ import annotations

import copy
from dataclasses import field, replace

from judge.errors import JudgeError
from judge.i18n import messages, say
from judge.lines import Action
from judge.moves import legal
from judge.records import record
from judge.replay import Illegal, Session, answers as answers_optional, check, too_many_events
from judge.rules.core import Game, Prompt, TooManyEvents, cite, message_json
from judge.scenario import Scenario
from judge.state import PLAYERS, Position

DEFAULT_LIMIT = 200  # branches: a Contact with two Cut-ins each side is a few dozen; 200 reads in one screen or two
MAX_LIMIT = 10_000

messages({
    "whatif.bad-from": ("--from {value}: the scenario has {count} line(s); --from takes 1 to {last}",
                        "--from {value}: สถานการณ์นี้มี {count} บรรทัด; --from รับค่า 1 ถึง {last}"),
    "whatif.bad-from-hint": ("--from N starts branching at the N-th `do` line ({last}: only the answers after "
                             "the last line)",
                             "--from N เริ่มแตกแขนงที่บรรทัด `do` ที่ N ({last}: เฉพาะคำตอบหลังบรรทัดสุดท้าย)"),
    "whatif.bad-limit": ("--limit {value}: the number of branches is 1 to {most}",
                         "--limit {value}: จำนวนแขนงต้องอยู่ระหว่าง 1 ถึง {most}"),
    "whatif.bad-limit-hint": ("the default is {default}; use --from N to branch only from line N on",
                              "ค่าปริยายคือ {default}; ใช้ --from N เพื่อแตกแขนงตั้งแต่บรรทัดที่ N เท่านั้น"),
})


class WhatIfError(JudgeError):
    """A `judge whatif` option out of range (exit 2)."""


# -------------------------------------------------------------------- results (plain data)

@record(frozen=True)
class Answer:
    """One answer a branch took where the rules waited: `by` is `written` (the file's line), `assumed` (the
    passive answer the replay assumes) or `branch` (another allowed answer, taken instead)."""

    line: str  # in the scenario's own syntax: a `do` line
    by: str
    what: str  # what the rules waited for (the prompt)
    sections: tuple[str, ...]  # the rule of that answer (its page: rules_th cites)
    after: int  # how many written lines were done when it was asked

    def to_json(self) -> dict:
        return {"line": self.line, "by": self.by, **message_json(self.what, "what"), "after": self.after,
                "cites": [cite(s) for s in self.sections]}


@record(frozen=True)
class Change:
    """One difference of a branch's final position from the written line's: `path` reads like an expectation
    (`B.ran.zone`, `A.evidence`), `written` and `here` are its two values (`—`: not there)."""

    path: str
    written: str
    here: str

    def to_json(self) -> dict:
        return {"path": self.path, "written": self.written, "branch": self.here}

    def __str__(self) -> str:
        return f"{self.path}: {self.written} → {self.here}"


@record(frozen=True)
class Outcome:
    """How a branch ends: the winner, the written line the rules forbade (numbered as written), each
    expectation held or not, and the changes from the written line's final position."""

    winner: str | None
    illegal: Illegal | None
    illegal_line: str | None
    expect: tuple[tuple[str, bool], ...]
    changes: tuple[Change, ...]

    @property
    def key(self) -> tuple:
        """Identical outcomes (merged in the table)."""
        return self.result + (self.changes,)

    @property
    def result(self) -> tuple:
        """The result the summary compares: the winner, the forbidden line, the expectations; with no
        expectation, the final position too."""
        forbidden = (self.illegal.n, self.illegal.reason) if self.illegal else None
        return (self.winner, forbidden, self.expect) + (() if self.expect else (self.changes,))

    def to_json(self) -> dict:
        illegal = None
        if self.illegal:
            illegal = {**self.illegal.to_json(), "line": self.illegal_line}
        return {"winner": self.winner, "illegal": illegal,
                "expect": [{"line": line, "ok": ok} for line, ok in self.expect],
                "changes": [c.to_json() for c in self.changes]}


@record
class Branch:
    """One path through the tree: its answers, the `do` lines that replay it, and its outcome."""

    answers: list[Answer]
    lines: list[str]
    written: bool
    outcome: Outcome
    final: Position = field(repr=False)

    @property
    def taken(self) -> list[Answer]:
        """The answers taken instead of the written or assumed one (empty for the written line)."""
        return [a for a in self.answers if a.by == "branch"]

    def to_json(self) -> dict:
        return {"answers": [a.line for a in self.answers], "written": self.written,
                "steps": [a.to_json() for a in self.answers], "do": self.lines,
                "outcome": self.outcome.to_json()}


@record
class Group:
    """Branches that end the same way (merged), by their index in `WhatIf.branches`."""

    outcome: Outcome
    branches: list[int]
    written: bool  # the written line ends this way


@record(frozen=True)
class Decisive:
    """An answer (or a set of answers taken together) that changes the result, with how."""

    answers: tuple[str, ...]
    outcome: Outcome


@record
class WhatIf:
    scenario: Scenario
    start: int
    limit: int
    branches: list[Branch]
    truncated: bool

    @property
    def groups(self) -> list[Group]:
        """Identical outcomes merged, the written line's first, then in the order of their first branch."""
        by_key: dict[tuple, Group] = {}
        for i, b in enumerate(self.branches):
            g = by_key.setdefault(b.outcome.key, Group(b.outcome, [], False))
            g.branches.append(i)
            g.written = g.written or b.written
        return sorted(by_key.values(), key=lambda g: (not g.written, g.branches[0]))

    @property
    def decisive(self) -> list[Decisive]:
        """The answers that change the result: each single answer that does on its own, and, for outcomes no
        single answer reaches, the fewest answers taken together that do."""
        written = self.branches[0].outcome.result
        out: list[Decisive] = []
        reached: set[tuple] = set()
        for b in sorted(self.branches, key=lambda b: len(b.taken)):
            names = tuple(a.line for a in b.taken)
            if b.outcome.result == written or any(set(d.answers) <= set(names) for d in out):
                continue  # the written result, or an answer already named that changes it
            if len(names) > 1 and b.outcome.result in reached:
                continue  # a combination whose result a shorter one already reaches
            reached.add(b.outcome.result)
            out.append(Decisive(names, b.outcome))
        return out

    def to_json(self) -> dict:
        return {"scenario": self.scenario.file, "title": self.scenario.position.title,
                "rulebook": self.scenario.position.rulebook, "from": self.start, "limit": self.limit,
                "branches": [b.to_json() for b in self.branches],
                "outcomes": [{"outcome": g.outcome.to_json(), "branches": [i + 1 for i in g.branches],
                              "written": g.written} for g in self.groups],
                "decisive": [{"answers": list(d.answers), "outcome": d.outcome.to_json()} for d in self.decisive],
                "truncated": self.truncated}


# -------------------------------------------------------------------- the answers at a prompt

def answer_sections(prompt: Prompt, verb: str) -> tuple[str, ...]:
    """The rule of an answer: Guard p.16, a Contact response p.17 (a Cut-in, a Disguise p.18), Spark p.19,
    Mislead p.15/p.25, a selector's choice and the order of waiting effects p.22."""
    if "guard" in prompt.answers:
        return ("action-steps",)
    if "cut-in" in prompt.answers:
        return {"cut-in": ("cut-in",), "disguise": ("disguise",)}.get(verb, ("supp-contact-steps",))
    if "spark" in prompt.answers:
        return ("spark",)
    if "mislead" in prompt.answers:
        return ("supp-deduction-steps", "supp-keywords")
    return ("pending-effects",) if prompt.optional else ("doing-effects",)


def _is_select(prompt: Prompt) -> bool:
    return isinstance(prompt.context, tuple) and prompt.context[0] == "select"


def _same(act: Action, prompt: Prompt) -> tuple:
    """What an answer means, whatever its spelling (a Thai verb, `B.id` or `id`, `cut-in X 1` or `cut-in X`)."""
    refs = tuple(sorted(act.refs)) if _is_select(prompt) else act.refs
    choice = (act.choice or 1) if act.verb == "cut-in" else act.choice
    return act.player, act.verb, act.card, choice, tuple(sorted(act.cards)), refs, act.word, act.choices, act.named


def alternatives(game: Game, prompt: Prompt, written: Action | None) -> list[Action]:
    """The other answers the rules allow at `prompt` than the written one (or, with none written, than the
    passive one): the move generator's answers, each accepted by the verbs' own predicates (judge/moves.py)."""
    allowed = legal(game, prompt)
    if written is not None:
        meant = _same(written, prompt)
        return [a for a in allowed if _same(a, prompt) != meant]
    return [a for a in allowed if a.text != prompt.passive]


# -------------------------------------------------------------------- one branch

@record
class _Played:
    answers: list[Answer]
    lines: list[str]
    widths: list[int]  # the number of answers at each prompt past the path given (1 + the alternatives)
    session: Session
    illegal: Illegal | None  # numbered as written
    illegal_line: str | None


def _play(scenario: Scenario, start: int, path: list[int]) -> _Played:
    """Replay `scenario`, taking at the k-th prompt from line `start` on the `path[k]`-th answer (0: the
    written or assumed one; past the path: 0, recording how many answers there were)."""
    session = Session(copy.deepcopy(scenario.position))
    written = scenario.actions
    do: list[Action] = []
    numbered_as_written: dict[int, int] = {}
    assumed: list[Prompt] = []  # the prompts answered by assuming the passive answer since the last line fed
    answers: list[Answer] = []
    widths: list[int] = []
    last: Action | None = None

    def feed(act: Action, written_n: int | None = None) -> bool:
        nonlocal last
        for prompt in assumed:  # the replay of `do` would read this line as the answer: write the passive one
            if act.player == prompt.player and (not prompt.optional or answers_optional(prompt, act)):
                do.append(Action(len(do) + 1, prompt.player, prompt.passive.split()[1], prompt.passive))
        assumed.clear()
        last = replace(act, n=len(do) + 1)
        do.append(last)
        if written_n is not None:
            numbered_as_written[last.n] = written_n
        return session.apply(last)

    def assume(prompt: Prompt) -> None:
        assumed.append(prompt)
        session.assume(len(do))

    i = k = 0
    try:
        session.note_real_cards()
        session.setup_phase()
        while True:
            prompt = session.prompt
            nxt = written[i] if i < len(written) else None
            if prompt is None:
                if nxt is None or not feed(nxt, i + 1):
                    break
                i += 1
                continue
            takes = nxt is not None and nxt.player == prompt.player and (
                not prompt.optional or answers_optional(prompt, nxt))
            if i + 1 < start:  # before --from: as written
                if not takes:
                    assume(prompt)
                    continue
                i += 1
                if not feed(nxt, i):
                    break
                continue
            others = alternatives(session.game, prompt, nxt if takes else None)
            must = prompt.mandatory and not takes and bool(others)  # never assumed: each legal answer is a branch
            if k >= len(path):
                widths.append(len(others) if must else 1 + len(others))
            choice = (path[k] if k < len(path) else 0) + must
            k += 1
            if choice == 0 and not takes and prompt.mandatory:  # no legal answer: as the replay, it stops here
                if nxt is None:
                    session.finish(len(do))
                else:
                    feed(nxt, i + 1)
                break
            if choice == 0 and not takes:
                sections = answer_sections(prompt, prompt.passive.split()[1])
                answers.append(Answer(prompt.passive, "assumed", prompt.what, sections, i))
                assume(prompt)
                continue
            if choice == 0:
                answers.append(Answer(nxt.text, "written", prompt.what, answer_sections(prompt, nxt.verb), i))
                i += 1
                if not feed(nxt, i):
                    break
                continue
            alt = others[choice - 1]
            answers.append(Answer(alt.text, "branch", prompt.what, answer_sections(prompt, alt.verb), i))
            if takes and nxt.is_answer:
                i += 1  # the written answer is replaced; a written line of another kind stays, after it
            if not feed(alt):
                break
    except TooManyEvents:
        raise too_many_events(scenario, last) from None
    illegal = session.illegal
    line = None
    if illegal is not None:
        line = do[illegal.n - 1].text
        illegal = Illegal(numbered_as_written.get(illegal.n, illegal.n), illegal.reason, illegal.sections, illegal.msg)
    return _Played(answers, [a.text for a in do], widths, session, illegal, line)


# -------------------------------------------------------------------- the final position, compared

def snapshot(pos: Position) -> dict[str, str]:
    """What `changes` compares, by expectation path: every card's zone, a scene card's state, AP and LP, the
    Partner's state, zone and LP, the Case's side, the evidence count."""
    out: dict[str, str] = {}
    for name in PLAYERS:
        p = pos.players[name]
        out[f"{name}.evidence"] = str(len(p.evidence))
        out[f"{name}.case.side"] = p.case.side
        out[f"{name}.partner.state"] = p.partner.state
        out[f"{name}.partner.zone"] = p.partner.zone
        out[f"{name}.partner.lp"] = str(p.partner.value("lp"))
        for zone, c in p.all_cards():
            out[f"{name}.{c.id}.zone"] = zone
            if zone == "scene":
                out[f"{name}.{c.id}.state"] = c.state
                out[f"{name}.{c.id}.ap"] = str(c.value("ap"))
                out[f"{name}.{c.id}.lp"] = str(c.value("lp"))
    return out


def changes(written: dict[str, str], here: dict[str, str]) -> tuple[Change, ...]:
    """The differences of `here` from `written`: what moved or changed, in the written snapshot's order."""
    paths = list(written) + [p for p in here if p not in written]
    in_both = [p for p in paths if p in written and p in here or p.endswith(".zone")]  # a card that left the
    return tuple(Change(p, written.get(p, "—"), here.get(p, "—")) for p in in_both  # scene: its zone says it
                 if written.get(p, "—") != here.get(p, "—"))


# -------------------------------------------------------------------- the tree

def check_options(scenario: Scenario, start: int, limit: int) -> None:
    """--from is a line of `do` (or one past the last), --limit a number of branches."""
    last = len(scenario.actions) + 1
    if not 1 <= start <= last:
        raise WhatIfError(say("whatif.bad-from", value=start, count=len(scenario.actions), last=last),
                          say("whatif.bad-from-hint", last=last))
    if not 1 <= limit <= MAX_LIMIT:
        raise WhatIfError(say("whatif.bad-limit", value=limit, most=MAX_LIMIT),
                          say("whatif.bad-limit-hint", default=DEFAULT_LIMIT))


def what_if(scenario: Scenario, start: int = 1, limit: int = DEFAULT_LIMIT) -> WhatIf:
    """Every answer the rules allow at every point they wait for one (from the `start`-th line), each played
    to the end of the lines: at most `limit` branches, the written line first (p.16–19, p.22 for the answers;
    the legality is the verbs' own, judge/rules/verbs.py)."""
    check_options(scenario, start, limit)
    played: list[tuple[_Played, bool]] = []
    queue: list[list[int]] = [[]]
    while queue and len(played) < limit:
        path = queue.pop(0)
        run = _play(scenario, start, path)
        played.append((run, not path))
        for k, width in enumerate(run.widths):
            prefix = path + [0] * k
            queue += [prefix + [m] for m in range(1, width)]
    base = snapshot(played[0][0].session.game.pos)
    branches = []
    for run, is_written in played:
        game = run.session.game
        outcome = Outcome(
            game.winner, run.illegal, run.illegal_line,
            tuple((e.text, check(e, game, run.illegal, run.session.assumed).ok) for e in scenario.expectations
                  if e.path != ("assumed",)),  # how many answers the file leaves unwritten: not the game
            changes(base, snapshot(game.pos)))
        branches.append(Branch(run.answers, run.lines, is_written, outcome, game.pos))
    return WhatIf(scenario, start, limit, branches, truncated=bool(queue))
