"""Doing an ability's effect steps, and the effects that wait for an arrow (p.15, p.21, p.22, p.24).

`run` does steps in order: the gates at their head (`limit`, `valid`, `if`) and a counted amount (`for_each`)
are judged here; every other step goes to its handler in the game's engine (judge/rules/engine.py lists them
all, one per step name: a step without one raises). `resolve_waiting` does, at an arrow of a procedure, the
triggered effects that wait for it (rules/triggers.py queues them); `arrow_now` does the same inside an effect
that cannot stop for an answer (a Refresh, p.20).

This module sits under every step handler and under rules/refresh.py: it imports no handler.
"""

from __future__ import annotations

from collections.abc import Generator

from judge.i18n import Pair, messages, say
from judge.lines import Action
from judge.records import record
from judge.rules import continuous
from judge.rules.card_filters import options
from judge.rules.core import Forbidden, Game, Procedure, Prompt, Waiting
from judge.rules.triggers import LEADING, holds
from judge.state import EFFECTS, Card, Partner
from judge.scripts.words import condition_words, for_each_words

messages({
    "effects.not-valid": ("{source}: the validity icon [{icon}] is not met: the text does nothing",
                          "{source}: ไม่เป็นไปตามไอคอนเงื่อนไข [{icon}]: ข้อความนี้ไม่มีผล"),
    "static.for-each": ("{source}: counted {n} ({what}): {each} each, {total} in all",
                        "{source}: {what} {n} ใบ: ใบละ {each} รวม {total}"),
    "static.if-unmet": ("{source}: the condition ({condition}) does not hold: the rest does nothing",
                        "{source}: เงื่อนไข ({condition}) ไม่เป็นจริง: ส่วนที่เหลือไม่มีผล"),
    "static.if-met": ("{source}: the condition ({condition}) holds", "{source}: เงื่อนไข ({condition}) เป็นจริง"),
    "effects.not-an-order": ("{player} is asked {what}: '{line}' does not name one of {refs}",
                             "{player} ถูกถาม{what}: '{line}' ไม่ได้ระบุใบใดใน {refs}"),
    "effects.not-waiting": ("{ref} has no effect waiting: the order names only {refs}",
                            "{ref} ไม่มีเอฟเฟกต์ที่รออยู่: ลำดับระบุได้เฉพาะ {refs}"),
    "effects.nothing": ("nothing", "ไม่มีอะไร"),
    "effects.them": ("them", "ใบเหล่านั้น"),
    "effects.ask-order": ("the order of {player}'s waiting effects (choose {refs})",
                          "ลำดับเอฟเฟกต์ที่รออยู่ของ {player} (`เลือก {refs}`)"),
    "effects.order": ("{player} chooses the order: {refs}", "{player} เลือกลำดับ: {refs}"),
    "effects.done-at-arrow": ("at the arrow {where}: the waiting effect of {source} is done ({player}'s)",
                              "ที่ลูกศร{where}: เอฟเฟกต์ที่รออยู่ของ {source} ทำงาน (ของ {player})"),
    "effects.done-at-arrow-first": ("at the arrow {where}: the waiting effect of {source} is done ({player}'s, the "
                                    "turn player's first)",
                                    "ที่ลูกศร{where}: เอฟเฟกต์ที่รออยู่ของ {source} ทำงาน (ของ {player} "
                                    "ผู้เล่นเจ้าของเทิร์นก่อน)"),
})


@record
class Doing:
    """What a step handler needs: the game, who does the effect (`executor`), the ability's `source` text for
    the trace, the character in the Contact (a Cut-in), and the card whose ability it is (`self`)."""

    game: Game
    executor: str
    source: str
    contact_card: Card | None = None
    card: Card | Partner | None = None
    trigger: Card | None = None  # the card that set a watcher off: a selector bound may be `trigger`
    chosen: list | None = None  # the cards the last selector of these steps chose: the REF `chosen` (grants.py)


# the gates `run` judges itself: `limit` before the ability (triggers.limit_reached), `valid` and `if` where they
# stand (the steps after them do nothing unless they hold); every other step of scripts.registry.STEPS has a handler
HEAD_STEPS = LEADING


def run(game: Game, steps: list, executor: str, source: str, contact_card: Card | None = None,
        card: Card | Partner | None = None, trigger: Card | None = None) -> Procedure:
    """Do effect steps in order for `executor` (p.22: do as much as can be done). A procedure: a step that
    makes a player choose yields its Prompt."""
    doing = Doing(game, executor, source, contact_card, card, trigger)
    handlers = game.engine.steps
    for step in steps:
        name = next(k for k in step if k in EFFECTS)
        value = step[name]
        if name == "limit":  # a use limit: judged when the ability triggers or is declared (triggers.limit_reached)
            continue
        if name == "valid":
            if not holds(game, value, executor, card):
                if game.trace:
                    game.log(say("effects.not-valid", source=source, icon=value), "validity", "supp-icons")
                return
            continue
        if name == "if":
            if not if_holds(doing, value):
                return
            continue
        if "for_each" in step:
            value = for_each(doing, step, value)
        done = handlers[name](doing, step, value)
        if isinstance(done, Generator):
            yield from done


def for_each(doing: Doing, step: dict, value: int) -> int:
    """p.22 doing-effects — a counted amount ("AP +1000 for each sleeping character of your opponent's"): the
    step's amount times the number of cards its `for_each` names when the step is done."""
    n = continuous.count(doing.game, step["for_each"], doing.executor, doing.card)
    signed = any(k in step for k in ("ap", "lp", "level"))  # a change shows its sign; a number of cards does not
    each, total = (f"{value:+d}", f"{value * n:+d}") if signed else (value, value * n)
    doing.game.log(say("static.for-each", source=doing.source, n=n, each=each, total=total,
                       what=Pair(for_each_words(step["for_each"], "en"), for_each_words(step["for_each"], "th"))),
                   "doing-effects")
    return value * n


def if_holds(doing: Doing, cond: dict) -> bool:
    """The `if:` step: the steps after it are done only if its condition holds now (p.22)."""
    if cond.get("character") == "contact":  # a Cut-in's "if the character in the Contact is …"
        filters = {k: v for k, v in cond.items() if k != "character"}
        ok = doing.contact_card is not None and any(
            c is doing.contact_card for c in options(doing.game, filters, doing.executor, doing.card))
    else:
        ok = continuous.condition(doing.game, cond, doing.executor, doing.card)
    doing.game.log(say("static.if-met" if ok else "static.if-unmet", source=doing.source,
                       condition=Pair(condition_words(cond, "en"), condition_words(cond, "th"))),
                   "doing-effects", "validity", *(("supp-keywords",) if "trace" in cond else ()))  # Trace: supp. p.25
    return ok


# ------------------------------------------------------------------ the effects that wait for an arrow

def why_not_order(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.22 (pending-effects) — the order of a player's waiting effects: `choose REF [REF…]`, the first goes next,
    each a card whose effect waits."""
    options = prompt.options if prompt is not None else ()
    if not act.refs or act.refs[0] not in options:
        return Forbidden(say("effects.not-an-order", player=act.player,
                             what=prompt.what if prompt else say("effects.nothing"), line=act.text or "choose",
                             refs=", ".join(options) or say("effects.them")), "pending-effects")
    for r in act.refs:
        if r not in options:
            return Forbidden(say("effects.not-waiting", ref=r, refs=", ".join(options)),
                             "pending-effects")
    return None


def _ref(w: Waiting) -> str:
    return f"{w.card.owner}.{w.card.id}"


def resolve_waiting(game: Game, where: str, *sections: str) -> Procedure:
    """See `_resolve_waiting`; nothing to iterate when nothing waits (most arrows), without a generator."""
    return _resolve_waiting(game, where, *sections) if game.pending else ()


def _resolve_waiting(game: Game, where: str, *sections: str) -> Procedure:
    """p.15 (the arrows: "finish the effect between the steps, at the arrow, before the next step"), p.22
    (pending-effects) — at an arrow of the running procedure, the effects that triggered in it are done: the
    turn player's first, then the other player's; a player with several waiting names the next one with
    `choose REF` (never forced: unanswered, they go in the order they triggered, reported as assumed).
    What triggers while they are done is done at this arrow too, after the effect that made it trigger."""
    if not game.pending:  # nothing waits (most arrows)
        return
    depth = len(game.frames)
    in_order: set[str] = set()  # players who gave no order: the rest of theirs go in trigger order
    named: dict[str, list[str]] = {}  # the rest of an order a player named in one line
    while True:
        here = [w for w in game.pending if w.depth >= depth]
        if not here:
            return
        owner = game.active if any(w.owner == game.active for w in here) else here[0].owner
        theirs = [w for w in here if w.owner == owner]
        refs = list(dict.fromkeys(_ref(w) for w in theirs))
        chosen = theirs[0]
        queue_ = [r for r in named.get(owner, []) if r in refs]
        if queue_:
            chosen = theirs[[_ref(w) for w in theirs].index(queue_[0])]
            named[owner] = queue_[1:]
        elif len(refs) > 1 and owner not in in_order:
            prompt = Prompt(owner, ("choose",), f"{owner} choose {' '.join(refs)}",
                            say("effects.ask-order", player=owner, refs=" | ".join(refs)),
                            optional=True, options=tuple(refs))
            answer = yield prompt
            why = answer is not None and why_not_order(game, answer, prompt)
            if why:
                raise why
            if answer is None:
                in_order.add(owner)
            else:
                chosen = theirs[[_ref(w) for w in theirs].index(answer.refs[0])]
                named[owner] = list(answer.refs[1:])
                if game.trace:
                    game.log(say("effects.order", player=owner, refs=Pair(" then ".join(answer.refs), " แล้ว ".join(answer.refs))), "pending-effects")
        game.pending.remove(chosen)
        first = owner == game.active and len(here) > len(theirs)
        if game.trace:
            game.log(say("effects.done-at-arrow-first" if first else "effects.done-at-arrow", where=where,
                         source=chosen.source, player=owner), "pending-effects", *sections)
        yield from run(game, chosen.steps, owner, chosen.source, card=chosen.card, trigger=chosen.trigger)


def arrow_now(game: Game, where: str, *sections: str) -> None:
    """An arrow of a procedure that runs inside an effect and cannot stop for an answer (a Refresh, p.20):
    what triggered in it is done now, in the order it triggered."""
    if any(w.depth >= len(game.frames) for w in game.pending):
        for _ in _resolve_waiting(game, where, *sections):
            pass
