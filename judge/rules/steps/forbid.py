"""The step `forbid` (p.22 doing-effects): a player cannot use events, Next Hint, Cut-in, Disguise or Spark until a
duration ends. The procedures that let a player use them ask judge/rules/restrictions.barred."""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.rules.doing import Doing, Negated
from judge.rules.restrictions import what_words
from judge.rules.steps.decks import player_of
from judge.scripts.words import UNTIL_WORDS

messages({
    "bar.no-action": ("{source}: no Action [Case] is in progress: no evidence to keep from anyone",
                      "{source}: ไม่มีแอคชั่น [คดี] ที่กำลังดำเนินอยู่: ไม่มีหลักฐานให้ห้าม"),
    "bar.no-evidence": ("{source}: {player} gains no evidence by this Action [Case]",
                        "{source}: {player} ไม่ได้หลักฐานจากแอคชั่น [คดี] นี้"),
    "bar.set": ("{source}: {player} cannot use {what} until the end of the {until}",
                "{source}: {player} ใช้{what}ไม่ได้จนจบ{until}"),
    "negate.nothing": ("{source}: no ability is being done: there is nothing to nullify",
                       "{source}: ไม่มีความสามารถที่กำลังทำอยู่: ไม่มีอะไรให้ทำให้ไม่มีผล"),
})


NO_ACTION_EVIDENCE = "action-evidence"  # Player.cannot_use: gains no evidence by this Action [Case] (rules/refresh.py)


def do_no_evidence(doing: Doing, step: dict, value: str) -> None:
    """p.19 (spark) — `no_evidence: opponent` (or `self`): that player gains no evidence by the Action [Case] in
    progress (its step 3 gains none), kept with them until the Action ends; its "when you gain evidence by an Action
    [Case]" watchers then have nothing to see (official Q&A on B03126). Outside an Action [Case] it does nothing."""
    game = doing.game
    who = game.opponent(doing.executor) if value == "opponent" else doing.executor
    if "Action [Case]" not in game.frames:
        if game.trace:
            game.log(say("bar.no-action", source=doing.source), "spark")
        return
    p = game.player(who)
    p.cannot_use = [*p.cannot_use, (NO_ACTION_EVIDENCE, "action")]  # replaced, never changed in place (Player.copy)
    if game.trace:
        game.log(say("bar.no-evidence", source=doing.source, player=who), "spark", "supp-spark-steps")


def do_forbid(doing: Doing, step: dict, value) -> None:
    """p.22 doing-effects — the player (`player`: self by default, or the opponent) cannot use what `value` names
    until the end of the turn (or `until: action`); with `only: FILTER`, only the cards that meet it ("a card named
    [ジン]", official Q&A on B06103)."""
    game = doing.game
    who = player_of(doing, step)
    until = step.get("until", "end-of-turn")
    what = value if isinstance(value, list) else [value]
    p = game.player(who)
    only = (step["only"],) if "only" in step else ()
    p.cannot_use = [*p.cannot_use, *((w, until, *only) for w in what)]  # replaced, never changed in place (Player.copy)
    if game.trace:
        game.log(say("bar.set", source=doing.source, player=who, what=what_words(what, *only),
                     until=Pair(UNTIL_WORDS["en"][until], UNTIL_WORDS["th"][until])), "doing-effects")


def do_negate(doing: Doing, step: dict, value) -> None:
    """p.22 — "nullify it": the ability whose choice set this one off (`watch_chosen`, done at once inside it) stops
    there; none of its steps from that choice on is done, to any card it chose (official Q&A on B04003, B08081).
    Outside any ability (a step tried alone) there is nothing to nullify."""
    if doing.game.nullifiable:
        raise Negated()
    if doing.game.trace:
        doing.game.log(say("negate.nothing", source=doing.source), "doing-effects")
