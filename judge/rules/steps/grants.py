"""Granted keywords and abilities, and "instead" (p.21–22 ability-kinds, p.25 keywords, p.22 doing-effects).

`grant` gives a character a keyword until a duration ends, kept as a modifier of the card (it ends with the
duration, or when the card leaves the scene).

`gain` gives a character an ability in quotes ("until the end of the turn, that character gains '…'") as a
modifier of the card: it ends with its duration, or when the card leaves the scene, and the trigger code reads
it like a printed ability (rules/triggers.gained). `instead` does its steps in place of the usual ones when a
condition holds ("if …, instead …"): one of the two lists is done, never both.
"""

from __future__ import annotations


from judge.i18n import Pair, messages, say
from judge.rules.card_filters import options
from judge.rules.steps.choices import run_steps
from judge.rules.core import Procedure, label
from judge.rules.doing import Doing, condition_holds
from judge.rules.effects import in_play_only, targets_of
from judge.state import Modifier, source_link
from judge.scripts.words import UNTIL_WORDS, ability_lines, condition_words, filter_parts, keyword_words

messages({
    "static.grant": ("{source}: {card} gets {keyword} until the end of the {until}",
                     "{source}: {card} ได้รับ {keyword} จนจบ{until}"),
    "static.grant-none": ("{source}: {keyword} has no character to go to: nothing happens",
                          "{source}: ไม่มีตัวละครที่จะได้รับ {keyword}: ไม่เกิดอะไรขึ้น"),
    "grants.gain": ("{source}: {card} gains \"{ability}\" until the end of the {until}",
                    "{source}: {card} ได้รับ \"{ability}\" จนจบ{until}"),
    "grants.gain-none": ("{source}: the ability has no character in the scene to go to: nothing happens",
                         "{source}: ไม่มีตัวละครในที่เกิดเหตุที่จะได้รับความสามารถ: ไม่เกิดอะไรขึ้น"),
    "grants.lose": ("{source}: {card} loses {keyword} until the end of the {until}",
                    "{source}: {card} เสีย {keyword} จนจบ{until}"),
    "grants.rename": ("{source}: {card}'s card name is [{name}] until the end of the {until}",
                      "{source}: ชื่อการ์ดของ {card} เป็น [{name}] จนจบ{until}"),
    "grants.rename-none": ("{source}: no character in the scene (or no name named) to rewrite: nothing happens",
                           "{source}: ไม่มีตัวละครในที่เกิดเหตุ (หรือไม่ได้ระบุชื่อ) ให้เปลี่ยนชื่อ: ไม่เกิดอะไรขึ้น"),
    "grants.instead": ("{source}: {condition}: the other text is done instead",
                       "{source}: {condition}: ทำข้อความอีกแบบแทน"),
    "grants.usual": ("{source}: not so ({condition}): the usual text is done",
                     "{source}: ไม่เป็นเช่นนั้น ({condition}): ทำข้อความตามปกติ"),
    "grants.cut-into": ("the character cut into ({card}) is {filters}", "ตัวละครที่คัทอินให้ ({card}) เป็น{filters}"),
})


def do_grant(doing: Doing, step: dict, value: str) -> Procedure:
    """p.25 keywords, p.22 doing-effects — a character gets a keyword until a duration ends (a modifier of the
    card: it ends with the duration, or when the card leaves the scene); `lose`: it loses one (it does not have
    it, printed or given, until then)."""
    game, stat = doing.game, "lose" if "lose" in step else "grant"
    until = step.get("until", "end-of-turn")
    targets = yield from targets_of(doing, step.get("target", "self"), stat)
    for target in in_play_only(doing, targets, say("static.grant-none", source=doing.source, keyword=value)):
        for keyword in value if isinstance(value, list) else [value]:  # several to the same character
            game.pos.add_modifier(target, Modifier(stat, 0, until, keyword=keyword, source=source_link(until, doing.card)))
        if game.trace:
            game.log(say("static.grant" if stat == "grant" else "grants.lose", source=doing.source, card=label(target),
                         keyword=Pair(keyword_words(value, "en"), keyword_words(value, "th")),
                         until=Pair(UNTIL_WORDS["en"][until], UNTIL_WORDS["th"][until])), "keywords", "doing-effects")


def do_rename(doing: Doing, step: dict, value: str) -> Procedure:
    """p.27 multiple-names — a character's card name is rewritten until a duration ends (`named`: the one the
    player named, `name_card`): it has that name only (official Q&A on PR099); a modifier of the card."""
    game = doing.game
    until, name = step.get("until", "end-of-turn"), doing.named if value == "named" else value
    targets = yield from targets_of(doing, step.get("target", "self"), "rename")
    for target in in_play_only(doing, targets, say("grants.rename-none", source=doing.source)):
        if not name:  # (no name was named: nothing to rewrite it to)
            if game.trace:
                game.log(say("grants.rename-none", source=doing.source), "doing-effects")
            continue
        game.pos.add_modifier(target, Modifier("rename", 0, until, keyword=name))
        if game.trace:
            game.log(say("grants.rename", source=doing.source, card=label(target), name=name,
                         until=Pair(UNTIL_WORDS["en"][until], UNTIL_WORDS["th"][until])), "multiple-names",
                     "doing-effects")


def do_gain(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.21–22 ability-kinds, p.22 doing-effects — a character gains a triggered ability until a duration ends
    (each character chosen gets its own; it ends with the duration or when the card leaves the scene)."""
    game = doing.game
    until = step.get("until", "end-of-turn")
    targets = yield from targets_of(doing, step.get("target", "self"), "gain")
    for target in in_play_only(doing, targets, say("grants.gain-none", source=doing.source)):
        game.pos.add_modifier(target, Modifier("gain", 0, until, ability=value,  # (no longer quiet: Position)
                                               source=source_link(until, doing.card)))
        if game.trace:
            game.log(say("grants.gain", source=doing.source, card=label(target),
                         ability=Pair("; ".join(ability_lines(value, "en")), "; ".join(ability_lines(value, "th"))),
                         until=Pair(UNTIL_WORDS["en"][until], UNTIL_WORDS["th"][until])),
                     "ability-kinds", "doing-effects")


def _cut_into_meets(doing: Doing, when: dict):
    """(in a Cut-in) does the character cut into meet the filters of `when`?"""
    filters = {k: v for k, v in when.items() if k not in ("character", "min", "max")}
    card = doing.contact_card
    ok = card is not None and any(c is card for c in options(doing.game, filters, doing.executor, doing.card))
    return ok, say("grants.cut-into", card=label(card) if card is not None else "-",
                   filters=Pair(" ".join(filter_parts(filters, "en")), " ".join(filter_parts(filters, "th"))))


def do_instead(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.22 doing-effects — "if …, instead …": the condition is judged when the step is reached; if it holds,
    the steps under `do` are done in place of those under `of` (which are then not done at all)."""
    when = value
    if when.get("character") == "contact":
        ok, words = _cut_into_meets(doing, when)
    else:
        ok = condition_holds(doing, when)  # a board condition, or what this ability did (`did`)
        words = Pair(condition_words(when, "en"), condition_words(when, "th"))
    doing.game.log(say("grants.instead" if ok else "grants.usual", source=doing.source, condition=words),
                   "doing-effects")
    yield from run_steps(doing, step.get("do", []) if ok else step.get("of", []))
