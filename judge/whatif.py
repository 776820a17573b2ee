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

The rule procedures are generators, which cannot be copied; but between two
lines nothing runs, and the game is plain data. A branch goes on from a copy of
the game at the last such point it shares with its parent (`_Resume`), not from
the scenario's position, so branches share their common prefix; the shared
part is not traced again. The tree is played breadth first and given out one
branch at a time (`Tree`), stops looking for answers once the limit's branches
are queued, and keeps of a branch its answers, lines and outcome, not its game.
Every branch keeps its lines, so `do:` with them replays that branch (tests
check it).
"""

from __future__ import annotations

import copy
import json
import random
from collections import deque
from dataclasses import field

from judge.errors import JudgeError
from judge.i18n import messages, say
from judge.lines import Action
from judge.moves import legal
from judge.records import record
from judge.replay import Illegal, Session, answers as answers_optional, check, too_many_events
from judge.rules.core import MAX_EVENTS, Game, Prompt, TooManyEvents, cite, message_json
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
    final: Position | None = field(repr=False)  # kept only when asked (what_if's keep_final)

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

    def head_json(self) -> dict:
        return {"scenario": self.scenario.file, "title": self.scenario.position.title,
                "rulebook": self.scenario.position.rulebook, "from": self.start, "limit": self.limit}

    def tail_json(self) -> dict:
        return {"outcomes": [{"outcome": g.outcome.to_json(), "branches": [i + 1 for i in g.branches],
                              "written": g.written} for g in self.groups],
                "decisive": [{"answers": list(d.answers), "outcome": d.outcome.to_json()} for d in self.decisive],
                "truncated": self.truncated}

    def to_json(self) -> dict:
        return {**self.head_json(), "branches": [b.to_json() for b in self.branches], **self.tail_json()}


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
    choice = (act.choice or 1) if act.verb in ("cut-in", "declare") else act.choice
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
class _Todo:
    """A branch still to play: the answer at each prompt up to its own (`path`: the answers taken instead,
    found by its ancestors and its parent), and what its parent had done by then: its answers (shared, not
    copied) and the events it had traced (so the event limit counts the whole branch)."""

    path: tuple  # at each prompt from --from on: 0 (the written or assumed answer) or the answer taken
    answers: list = field(default_factory=list)
    logged: int = 0
    resume: "_Resume | None" = None  # the last state of its parent's between two lines, before its own answer


@record
class _Resume:
    """A branch between two lines, where no rule procedure runs (nothing waits, no effect is pending): the
    game is then all data, and can be copied, which a procedure waiting in the middle of a line cannot (a
    generator). A branch that shares the lines and answers before this point goes on from a copy of it
    instead of from the scenario's position: the branches of a tree share their common prefix."""

    k: int  # prompts answered
    i: int  # written lines done
    do: list
    numbered_as_written: dict
    assumed: list
    answers: list
    last: Action | None
    session: Session  # a copy of the branch's session there, never played on: each user plays on a copy of it
    rng: tuple  # the state of its random source (Random.getstate: a copy costs a fifth of the position's)


@record
class _Played:
    answers: list[Answer]
    lines: list[str]
    session: Session
    illegal: Illegal | None  # numbered as written
    illegal_line: str | None


def _play(scenario: Scenario, start: int, todo: _Todo, branch_out) -> _Played:
    """Replay `scenario`, taking at the k-th prompt from line `start` on the answer `todo.path[k]` (0: the
    written or assumed one, as past the path). At each prompt past the path,
    `branch_out(k, others, must, logged, answers)` is told the other answers there (it queues them as branches)
    and returns False once no more branches are wanted (None: none are): the move generator is then no longer
    asked.

    The prefix up to the branch's own answer is its parent's, already traced (and checked against the event
    limit) when the parent was played: it is replayed without a trace, the rest with one."""
    path = todo.path
    own = len(path) - 1  # the prompt where this branch takes its own answer (-1: the written line)
    written = scenario.actions
    wanted = branch_out is not None
    latest = todo.resume  # the last quiet point passed: the branches queued here go on from it
    if latest is None:
        session = Session(scenario.position.copy(), trace=own < 0)
        session.game = _CountedGame.start(session.game.pos, session.game.engine, trace=own < 0)
        do: list[Action] = []
        numbered_as_written: dict[int, int] = {}
        assumed: list[Prompt] = []  # the prompts answered by assuming the passive answer since the last line fed
        answers: list[Answer] = []
        last: Action | None = None
        i = k = 0
    else:
        session = _fork(latest.session, latest.rng)
        do, numbered_as_written = list(latest.do), dict(latest.numbered_as_written)
        assumed, answers, last = list(latest.assumed), list(latest.answers), latest.last
        i, k = latest.i, latest.k

    def feed(act: Action, written_n: int | None = None) -> bool:
        nonlocal last
        for prompt in assumed:  # the replay of `do` would read this line as the answer: write the passive one
            if act.player == prompt.player and (not prompt.optional or answers_optional(prompt, act)):
                do.append(Action(len(do) + 1, prompt.player, prompt.passive.split()[1], prompt.passive))
        assumed.clear()
        last = _numbered(act, len(do) + 1)
        do.append(last)
        if written_n is not None:
            numbered_as_written[last.n] = written_n
        return session.apply(last)

    def assume(prompt: Prompt) -> None:
        assumed.append(prompt)
        session.assume(len(do))

    try:
        if latest is None:
            session.note_real_cards()
            session.setup_phase()
        while True:
            prompt = session.prompt
            nxt = written[i] if i < len(written) else None
            if prompt is None:
                if wanted and k > own and nxt is not None and _quiet(session) and (latest is None or latest.k < k):
                    latest = _Resume(k, i, list(do), dict(numbered_as_written), list(assumed), list(answers), last,
                                     _fork(session), session.game.rng.getstate())
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
            taken = path[k] if k < len(path) else 0  # an answer of this branch's own (its last) or a parent's
            if not taken:
                if k < own:  # the prefix: the move generator is asked only where an answer must be given
                    others = alternatives(session.game, prompt, nxt if takes else None) if (
                        prompt.mandatory and not takes) else ()
                else:  # past the path: the written or assumed answer, and the others queued as branches
                    others = alternatives(session.game, prompt, nxt if takes else None) if (
                        wanted or (prompt.mandatory and not takes)) else ()
                must = prompt.mandatory and not takes and bool(others)  # never assumed: each legal answer a branch
                if k >= own and wanted and len(others) > must:
                    wanted = branch_out(k, others, must, session.game.logged, answers, latest)
                if must:
                    taken = others[0]
            elif k == own:  # its own: from here on traced
                session.game.trace, session.game.logged = True, todo.logged
            k += 1
            if taken:
                answers.append(Answer(taken.text, "branch", prompt.what, answer_sections(prompt, taken.verb), i))
                if takes and nxt.is_answer:
                    i += 1  # the written answer is replaced; a written line of another kind stays, after it
                if not feed(taken):
                    break
            elif not takes and prompt.mandatory:  # no legal answer: as the replay, it stops here
                if nxt is None:
                    session.finish(len(do))
                else:
                    feed(nxt, i + 1)
                break
            elif not takes:
                sections = answer_sections(prompt, prompt.passive.split()[1])
                answers.append(Answer(prompt.passive, "assumed", prompt.what, sections, i))
                assume(prompt)
            else:
                answers.append(Answer(nxt.text, "written", prompt.what, answer_sections(prompt, nxt.verb), i))
                i += 1
                if not feed(nxt, i):
                    break
    except TooManyEvents:
        raise too_many_events(scenario, last) from None
    if own > 0:  # the answers before its own are its parent's: share them
        answers[:own] = todo.answers[:own]
    illegal = session.illegal
    line = None
    if illegal is not None:
        line = do[illegal.n - 1].text
        illegal = Illegal(numbered_as_written.get(illegal.n, illegal.n), illegal.reason, illegal.sections, illegal.msg)
    return _Played(answers, [a.text for a in do], session, illegal, line)


@record
class _CountedGame(Game):
    """A game whose trace is counted, not written: `whatif` shows outcomes, not traces, so it builds no event
    (nor renders its words), and the count keeps the replay's bound on events (MAX_EVENTS) for every branch."""

    def log(self, text, *sections: str, kind: str = "event") -> None:
        if self.trace:
            self.logged += 1
            if self.logged > MAX_EVENTS:
                raise TooManyEvents()


def _numbered(act: Action, n: int) -> Action:
    """`act` numbered `n` (dataclasses.replace, without its checks: a branch renumbers every line it feeds)."""
    new = object.__new__(Action)
    new.__dict__.update(act.__dict__)
    new.__dict__["n"] = n
    return new


def _quiet(session: Session) -> bool:
    """Between two lines with nothing running: no procedure, no effect waiting, no winner, nothing forbidden."""
    game = session.game
    return (session.proc is None and session.prompt is None and session.illegal is None and game.winner is None
            and not game.pending and not game.frames)


def _fork(session: Session, rng: tuple | None = None) -> Session:
    """A copy of a quiet session (`_quiet`) to play on: what the rules change is copied (the position, as
    `Position.copy` copies it for every replay; the random source, from its state `rng` if given; the lists of
    the game and the session), the trace is not (a branch's shared prefix is not traced again)."""
    new = copy.copy(session)
    game = new.game = copy.copy(session.game)
    game.pos, game.rng = session.game.pos.copy(), random.Random.__new__(random.Random)
    game.rng.setstate(rng if rng is not None else session.game.rng.getstate())
    game.events, game.pending, game.frames = [], [], []
    game.forced_picks = list(session.game.forced_picks)
    game.trace = False
    new.steps, new.assumed = list(session.steps), list(session.assumed)
    return new


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
        out[f"{name}.partner.lp"] = str(pos.value(p.partner, "lp"))
        for zone, c in p.all_cards():
            ref = f"{name}.{c.id}"
            out[ref + ".zone"] = zone
            if zone == "scene":
                out[ref + ".state"] = c.state
                out[ref + ".ap"] = str(pos.value(c, "ap"))
                out[ref + ".lp"] = str(pos.value(c, "lp"))
    return out


def changes(written: dict[str, str], here: dict[str, str]) -> tuple[Change, ...]:
    """The differences of `here` from `written`: what moved or changed, in the written snapshot's order, then
    what only `here` has. A path only one side has counts for a card's zone (a card that left the scene: its
    zone says it), not for its state, AP or LP."""
    out = []
    for p, was in written.items():
        now = here.get(p)
        if now is None:
            if p.endswith(".zone"):
                out.append(Change(p, was, "—"))
        elif now != was:
            out.append(Change(p, was, now))
    for p, now in here.items():
        if p not in written and p.endswith(".zone"):
            out.append(Change(p, "—", now))
    return tuple(out)


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


class Tree:
    """The branches of a scenario, played one at a time in the order of the table (breadth first: the written
    line, then every branch taking one other answer, in the order their points come, then two…), each given
    out as soon as it is played (iterate it), so that the caller can show or write it and keep only what it
    needs. A branch keeps its answers, its lines and its outcome, not its game. `truncated` is known once the
    iteration ends: more branches exist than `limit`.

    Bounded: at most `limit` branches are queued (the others are not looked for once the limit is reached:
    one more is enough to know the output must say so), identical outcomes are one object, a branch shares
    its parent's answers, and the part of a branch its parent already played is replayed without a trace."""

    def __init__(self, scenario: Scenario, start: int = 1, limit: int = DEFAULT_LIMIT, keep_final: bool = False):
        check_options(scenario, start, limit)
        self.scenario, self.start, self.limit, self.keep_final = scenario, start, limit, keep_final
        self.truncated = False
        self.played = 0

    def __iter__(self):
        queue: deque[_Todo] = deque([_Todo(())])
        base: dict[str, str] | None = None
        outcomes: dict[tuple, Outcome] = {}  # identical outcomes: one object

        while queue and self.played < self.limit:
            todo = queue.popleft()

            def branch_out(k, others, must, logged, answers, resume, todo=todo) -> bool:
                prefix = todo.path + (0,) * (k - len(todo.path))
                for m in range(1, len(others) + (0 if must else 1)):
                    if self.played + 1 + len(queue) >= self.limit:  # it would be played past the limit: truncated
                        self.truncated = True
                        return False
                    queue.append(_Todo(prefix + (others[m - 1 + must],), answers, logged, resume))
                return True

            run = _play(self.scenario, self.start, todo, None if self.truncated else branch_out)
            self.played += 1
            game = run.session.game
            here = snapshot(game.pos)
            if base is None:
                base = here
            outcome = Outcome(
                game.winner, run.illegal, run.illegal_line,
                tuple((e.text, check(e, game, run.illegal, run.session.assumed).ok)
                      for e in self.scenario.expectations
                      if e.path != ("assumed",)),  # how many answers the file leaves unwritten: not the game
                changes(base, here))
            outcome = outcomes.setdefault(outcome.key, outcome)
            run.session.proc = None  # a procedure still waiting refers back to its session: freed now, not by gc
            yield Branch(run.answers, run.lines, not todo.path, outcome, game.pos if self.keep_final else None)
        self.truncated = self.truncated or bool(queue)


def what_if(scenario: Scenario, start: int = 1, limit: int = DEFAULT_LIMIT, keep_final: bool = False) -> WhatIf:
    """Every answer the rules allow at every point they wait for one (from the `start`-th line), each played
    to the end of the lines: at most `limit` branches, the written line first (p.16–19, p.22 for the answers;
    the legality is the verbs' own, judge/rules/verbs.py). `keep_final`: each branch keeps its final position
    (a few tens of KB a branch: the tests compare it with a replay of the branch's lines)."""
    tree = Tree(scenario, start, limit, keep_final)
    branches = list(tree)
    return WhatIf(scenario, start, limit, branches, tree.truncated)


def json_pieces(tree: Tree):
    """`WhatIf.to_json()` as compact JSON text, in pieces: each branch is written as soon as it is played (the
    keys after "branches" need the whole tree), and what branches share (the answers of a common prefix, an
    outcome) is encoded once. Joined, the pieces are `json.dumps(what_if(...).to_json())` with the separators
    `,` and `:` (tests/test_whatif.py checks it)."""
    encoded: dict[int, tuple[object, str]] = {}  # id -> (the object, kept alive so the id is not reused; its JSON)

    def once(obj) -> str:
        got = encoded.get(id(obj))
        if got is None:
            got = encoded[id(obj)] = (obj, _dumps(obj.to_json()))
        return got[1]

    head = WhatIf(tree.scenario, tree.start, tree.limit, [], False).head_json()
    yield _dumps(head)[:-1] + ',"branches":['
    branches: list[Branch] = []
    for b in tree:
        yield (",{" if branches else "{") + (
            f'"answers":{_dumps([a.line for a in b.answers])},"written":{_dumps(b.written)},'
            f'"steps":[{",".join(once(a) for a in b.answers)}],"do":{_dumps(b.lines)},'
            f'"outcome":{once(b.outcome)}}}')
        branches.append(b)
    encoded.clear()
    tail = WhatIf(tree.scenario, tree.start, tree.limit, branches, tree.truncated).tail_json()
    yield "]," + _dumps(tail)[1:] + "\n"


def _dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
