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
from judge.lines import Action, Line
from judge.records import record
from judge.rules import continuous, restrictions
from judge.rules.card_filters import matches, options
from judge.rules.core import Forbidden, Game, Procedure, Prompt, Waiting, ask
from judge.rules.triggers import LEADING, holds
from judge.state import EFFECTS, Card, Partner
from judge.scripts.words import condition_words, for_each_words

messages({
    "effects.assumed-inside": ("assumed: {passive} — asked inside an effect that cannot stop for an answer ({what})",
                               "ถือว่า `{passive}` — ถามระหว่างเอฟเฟกต์ที่หยุดรอคำตอบไม่ได้ ({what})"),
    "effects.not-valid": ("{source}: the validity icon [{icon}] is not met: the text does nothing",
                          "{source}: ไม่เป็นไปตามไอคอนเงื่อนไข [{icon}]: ข้อความนี้ไม่มีผล"),
    "static.for-each": ("{source}: counted {n} ({what}): {each} each, {total} in all",
                        "{source}: {what} {n} ใบ: ใบละ {each} รวม {total}"),
    "static.if-unmet": ("{source}: the condition ({condition}) does not hold: the rest does nothing",
                        "{source}: เงื่อนไข ({condition}) ไม่เป็นจริง: ส่วนที่เหลือไม่มีผล"),
    "static.if-unmet-then": ("{source}: the condition ({condition}) does not hold: what depends on it is not done",
                             "{source}: เงื่อนไข ({condition}) ไม่เป็นจริง: ส่วนที่ขึ้นกับเงื่อนไขนี้ไม่มีผล"),
    "static.if-met": ("{source}: the condition ({condition}) holds", "{source}: เงื่อนไข ({condition}) เป็นจริง"),
    "effects.not-an-order": ("{player} is asked {what}: '{line}' does not name one of {refs}",
                             "{player} ถูกถาม{what}: '{line}' ไม่ได้ระบุใบใดใน {refs}"),
    "effects.not-waiting": ("{ref} has no effect waiting: the order names only {refs}",
                            "{ref} ไม่มีเอฟเฟกต์ที่รออยู่: ลำดับระบุได้เฉพาะ {refs}"),
    "effects.nothing": ("nothing", "ไม่มีอะไร"),
    "effects.negated": ("{source} is nullified: the rest of it is not done", "{source} ถูกทำให้ไม่มีผล: ส่วนที่เหลือไม่ทำ"),
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
    # what this ability (its Declare cost included) did to cards so far, shared by its nested steps: the
    # conditions, counts and bounds that say `did: VERB` read it ("if this removed …", "as many as you discarded")
    did: list["Did"] | None = None
    named: str | None = None  # the card name the player named (`name_card`): filters that say `name: named`;
    # or the feature named (`name_feature`): `feature: named`
    triggers: tuple = ()  # every card that set a watcher off in one event (`shares_feature: trigger`)

    def record(self, verb: str, cards, states: list | None = None, values: list | None = None) -> None:
        """Remember that a step did `verb` to `cards` (each with its state then, for "if it removed a sleeping …",
        and its level and AP then, `values` when the step changed them: "as many as the removed character's level"
        reads the level it had when it was removed, official Q&A on B08002)."""
        if self.did is None:  # (a Doing made only to read card options)
            return
        for k, card in enumerate(cards):
            level, ap = values[k] if values else (self.game.pos.value(card, "level"), self.game.pos.value(card, "ap"))
            self.did.append(Did(verb, card, states[k] if states else getattr(card, "state", None), level, ap))


def removal_cause(doing: Doing) -> tuple:
    """What a removal by this ability or effect is (rules/zones.remove_all `cause`): an effect of the card's owner
    (official Q&A on B03112: "your own ability or effect" is one of a card you own)."""
    return ("effect", getattr(doing.card, "owner", None) or doing.executor)


@record(frozen=True)
class Did:
    """One card a step of the ability acted on: the step's verb (`discard`, `remove`, `sleep`, `move`…), the card,
    and its state when it was acted on."""

    verb: str
    card: object
    state: str | None = None
    level: int | None = None  # its level and AP when it was acted on (None: read them now)
    ap: int | None = None

    def value(self, pos, stat: str) -> int:
        then = getattr(self, stat, None)
        return pos.value(self.card, stat) if then is None else then


# the gates `run` judges itself: `limit` before the ability (triggers.limit_reached), `valid` and `if` where they
# stand (the steps after them do nothing unless they hold); every other step of scripts.registry.STEPS has a handler
HEAD_STEPS = LEADING


def run(game: Game, steps: list, executor: str, source: str, contact_card: Card | None = None,
        card: Card | Partner | None = None, trigger: Card | None = None, did: list | None = None,
        named: str | None = None, chosen: list | None = None, triggers: tuple = ()) -> Procedure:
    """Do effect steps in order for `executor` (p.22: do as much as can be done). A procedure: a step that
    makes a player choose yields its Prompt. `did` is what the ability did so far (a Declare's cost, or the
    steps around nested ones), shared with these steps; returns the Doing (its `chosen` for the steps around)."""
    doing = Doing(game, executor, source, contact_card, card, trigger, chosen, [] if did is None else did, named,
                  triggers)
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
                return doing
            continue
        if doing.named is not None:  # "the name you named": its filters read the name
            step = with_named(step, doing.named)
            value = step[name]
        if name == "if":
            if "then" in step:  # "if …, do this" within the text: only `then` depends on it, the rest goes on
                if if_holds(doing, value, scoped=True):
                    inner = yield from run(game, step["then"], executor, source, contact_card, card, trigger,
                                           doing.did, doing.named, doing.chosen, triggers)
                    doing.chosen = inner.chosen if inner is not None else doing.chosen
                continue
            if not if_holds(doing, value):
                return doing
            continue
        if "for_each" in step:
            value = for_each(doing, step, value)
        done = handlers[name](doing, step, value)
        if isinstance(done, Generator):
            yield from done
    return doing


class Negated(Exception):
    """p.22 — an ability was nullified while it was done ("negate it": the step `negate`): its steps from the
    choice that set the nullifying ability off stop, what they would do to every card chosen included."""


def run_ability(game: Game, steps: list, executor: str, source: str, before: Procedure | None = None,
                **kw) -> Procedure:
    """`run` for an ability's whole effect (a trigger, a Declare's effect, a Cut-in, a Spark, an Event): a
    nullification (`Negated`) stops it there and nothing else. `before`: what is done at once as it starts (a
    `watch_cut_in` that nullifies the Cut-in's effect)."""
    game.nullifiable += 1
    try:
        if before is not None:
            yield from before
        return (yield from run(game, steps, executor, source, **kw))
    except Negated:
        if game.trace:
            game.log(say("effects.negated", source=source), "doing-effects")
        return None
    finally:
        game.nullifiable -= 1


def with_named(value, name: str):
    """`value` with every filter `name: named` (and `not_name: named`) reading the card name the player named, and
    `feature: named` the feature named (`name_feature`)."""
    if isinstance(value, list):
        return [with_named(v, name) for v in value]
    if not isinstance(value, dict):
        return value
    return {k: (name if k in ("name", "not_name", "feature") and v == "named" else with_named(v, name))
            for k, v in value.items()}


def did_records(doing: Doing, cond: dict) -> list[Did]:
    """What this ability did `cond["did"]` to (a verb, or a list of them), for the cards that meet the condition's
    filters (card filters, and `state`: the card's state when it was acted on)."""
    verbs = cond["did"] if isinstance(cond["did"], list) else [cond["did"]]
    filters = {k: v for k, v in cond.items() if k not in ("did", "min", "max", "per", "state")}
    states = cond.get("state")
    states = states if isinstance(states, list) or states is None else [states]
    return [d for d in (doing.did or ()) if d.verb in verbs
            and (states is None or d.state in states) and matches(doing.game.pos, d.card, filters, doing.card)]


def did_cards(doing: Doing, cond: dict) -> list:
    """The cards `did_records` names."""
    return [d.card for d in did_records(doing, cond)]


def did_count(doing: Doing, cond: dict) -> int:
    """How many cards `did_cards` names; with `per: level` the sum of their levels, with `per: ap` of their AP in
    thousands ("AP +1000 for each 1000 AP of the card it removed"), each as it was when acted on."""
    done = did_records(doing, cond)
    per = cond.get("per")
    if per == "level":
        return sum(d.value(doing.game.pos, "level") for d in done)
    if per == "ap":
        return sum(d.value(doing.game.pos, "ap") for d in done) // 1000
    return len(done)


def did_bound(doing: Doing, sel: dict) -> dict:
    """A selector whose `level`/`ap`/`lp` bound says `{did: VERB}` ("of a level up to the removed card's"): the
    value of the last card this ability did VERB to (no such card: nothing is allowed); with `per: level` (or `ap`)
    the total of those cards' values ("up to the total level of the cards it put into the Remove Area");
    `same_as: {did: VERB}` one of those cards' values ("of the same level as one of the cards found"); or `self` ("with AP up to
    this character's AP"): this character's current value when the step is done; `own-highest`: the highest among
    the executor's scene characters."""
    if not any(isinstance(b, dict) and any(isinstance(v, dict) or v in ("self", "own-highest") for v in b.values())
               for b in (sel.get("level"), sel.get("ap"), sel.get("lp"))):
        return sel
    out = dict(sel)
    for key in ("level", "ap", "lp"):
        if isinstance(sel.get(key), dict):
            bound = {}
            for k, v in sel[key].items():
                if isinstance(v, dict):
                    done = did_records(doing, v)
                    if k == "same_as":  # "of the same level as one of them": their values (none: nothing)
                        v = [d.value(doing.game.pos, key) for d in done]
                    elif "per" in v:  # a total: none done is a total of 0
                        v = sum(d.value(doing.game.pos, key) for d in done)
                    else:
                        v = done[-1].value(doing.game.pos, key) if done else (-1 if k == "max" else 10 ** 9)
                elif v == "self":
                    v = doing.game.pos.value(doing.card, key)
                elif v == "own-highest":  # the highest among the executor's scene characters (none: nothing meets it)
                    values = [doing.game.pos.value(c, key) for c in doing.game.player(doing.executor).scene]
                    v = max(values) if values else (-1 if k == "max" else 10 ** 9)
                bound[k] = v
            out[key] = bound
    return out


def shared_features(doing: Doing, sel: dict) -> dict:
    """A card filter `shares_feature: trigger` ("a card with a feature in common with any of the removed
    characters", p.22): `feature:` any feature of the cards that set the watcher off (none: nothing matches)."""
    if sel.get("shares_feature") != "trigger":
        return sel
    cards = doing.triggers or ((doing.trigger,) if doing.trigger is not None else ())
    features = list(dict.fromkeys(f for c in cards for f in getattr(c, "features", ())))
    return {**{k: v for k, v in sel.items() if k != "shares_feature"}, "feature": features}


def for_each(doing: Doing, step: dict, value: int) -> int:
    """p.22 doing-effects — a counted amount ("AP +1000 for each sleeping character of your opponent's"): the
    step's amount times the number of cards its `for_each` names when the step is done (`did`: the cards this
    ability did something to, "draw as many as you discarded")."""
    cond = step["for_each"]
    n = did_count(doing, cond) if "did" in cond else continuous.count(doing.game, cond, doing.executor, doing.card)
    signed = any(k in step for k in ("ap", "lp", "level"))  # a change shows its sign; a number of cards does not
    each, total = (f"{value:+d}", f"{value * n:+d}") if signed else (value, value * n)
    doing.game.log(say("static.for-each", source=doing.source, n=n, each=each, total=total,
                       what=Pair(for_each_words(step["for_each"], "en"), for_each_words(step["for_each"], "th"))),
                   "doing-effects")
    return value * n


def if_holds(doing: Doing, cond: dict, scoped: bool = False) -> bool:
    """The `if:` step: the steps after it (`scoped`: those under its `then`) are done only if its condition holds
    now (p.22)."""
    ok = condition_holds(doing, cond)
    unmet = "static.if-unmet-then" if scoped else "static.if-unmet"
    doing.game.log(say("static.if-met" if ok else unmet, source=doing.source,
                       condition=Pair(condition_words(cond, "en"), condition_words(cond, "th"))),
                   "doing-effects", "validity", *(("supp-keywords",) if "trace" in cond else ()))  # Trace: supp. p.25
    return ok


def condition_holds(doing: Doing, cond: dict) -> bool:
    """A condition read where a step stands: a board condition (rules/continuous.py), the character in the
    Contact (a Cut-in's "if the character in the Contact is …"), what this ability did (`did`), or whether this
    card may be put in now (`can_put_in`: no rule forbids it, rules/restrictions.py)."""
    if cond.get("character") == "contact":
        filters = {k: v for k, v in cond.items() if k != "character"}
        return doing.contact_card is not None and any(
            c is doing.contact_card for c in options(doing.game, filters, doing.executor, doing.card))
    if cond.get("character") == "trigger":  # the card that set it off (an On Disguise's: the character it replaced)
        filters = {k: v for k, v in cond.items() if k != "character"}
        return doing.trigger is not None and matches(doing.game.pos, doing.trigger, filters, doing.card)
    if "can_put_in" in cond:  # no rule forbids putting this card in now ("… and put this character in", B06103)
        return isinstance(doing.card, Card) and restrictions.barred(doing.game, doing.executor, "put-in",
                                                                    doing.card) is None
    if "did" in cond:  # "if this removed 3 or more …", "if it slept a 黒羽快斗"
        n = did_count(doing, cond)
        return cond.get("min", 1 if "max" not in cond else 0) <= n <= cond.get("max", n)
    if "any_of" in cond and "zone" not in cond and "character" not in cond:  # each one where it stands: one may name the character in the
        # Contact or what was done (in a zone's count, `any_of` is a card filter)
        return any(condition_holds(doing, c) for c in cond["any_of"])
    return continuous.condition(doing.game, cond, doing.executor, doing.card)


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
            answer = yield from ask(game, prompt, why_not_order)
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
        yield from run_ability(game, chosen.steps, owner, chosen.source, card=chosen.card, trigger=chosen.trigger,
                               triggers=chosen.triggers)


def arrow_now(game: Game, where: str, *sections: str) -> None:
    """An arrow of a procedure that runs inside an effect and cannot stop for an answer (a Refresh, p.20):
    what triggered in it is done now, in the order it triggered, and what it asks takes its passive answer —
    reported as assumed (`Game.assumed_inside`: the replay adds it to its `assumed`), never unseen."""
    if any(w.depth >= len(game.frames) for w in game.pending):
        for prompt in _resolve_waiting(game, where, *sections):
            if game.trace:
                game.log(say("effects.assumed-inside", passive=Line(prompt.passive), what=prompt.what), *sections,
                         kind="assumed")
            game.assumed_inside.append(prompt.passive)
