"""Steps on characters (p.6 card states, p.22 doing-effects, p.27): AP / LP / level until a duration ends, sleep,
stun, make active, remove, or put on the bottom of the deck; a Partner is not a character (remove, stun, bottom)."""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.rules import continuous, zones
from judge.rules.contact import contact
from judge.rules.core import Procedure, label, word
from judge.rules.doing import Doing, removal_cause
from judge.rules.effects import in_play, in_play_only, set_state, targets_of
from judge.scripts.words import UNTIL_WORDS
from judge.state import Modifier, Partner, source_link

messages({
    "effects.no-target": ("{source}: {stat}{value} has no character to apply to: nothing happens",
                          "{source}: {stat}{value} ไม่มีตัวละครให้มีผล: ไม่มีอะไรเกิดขึ้น"),
    "effects.modify": ("{source}: {card} {stat}{value} until the end of the {until} (now {now})",
                       "{source}: {card} {stat}{value} จนจบ{until} (ตอนนี้ {now})"),
    "effects.set-base": ("{source}: {card}'s original {stat} is {value} until the end of the {until} (now {now})",
                         "{source}: {stat} เดิมของ {card} เป็น {value} จนจบ{until} (ตอนนี้ {now})"),
    "effects.not-in-scene": ("{source}: {ref} is not in the scene: nothing happens",
                             "{source}: {ref} ไม่อยู่ในที่เกิดเหตุ: ไม่มีอะไรเกิดขึ้น"),
    "effects.partner-not-character": ("{source}: a Partner is not a character: nothing happens",
                                      "{source}: พาร์ทเนอร์ไม่ใช่ตัวละคร: ไม่มีอะไรเกิดขึ้น"),
    "effects.by": ("by {source}", "โดย {source}"),
    "effects.bottom": ("{source}: {card} goes from the scene to the bottom of {owner}'s deck (not removed: no On "
                       "Removal)",
                       "{source}: {card} จากที่เกิดเหตุไปไว้ใต้เด็คของ {owner} (ไม่ใช่การรีมูฟ: ไม่มีเมื่อรีมูฟจากที่เกิดเหตุ)"),
    "effects.contact-none": ("{source}: no character for the Contact: nothing happens",
                             "{source}: ไม่มีตัวละครให้ปะทะ: ไม่มีอะไรเกิดขึ้น"),
    "watch.level-nothing": ("{source}: the level change has no character in the scene to apply to: nothing happens",
                            "{source}: ไม่มีตัวละครในที่เกิดเหตุให้เปลี่ยนเลเวล: ไม่มีอะไรเกิดขึ้น"),
    "watch.level": ("{source}: {card} level {n} (now {now})", "{source}: {card} เลเวล {n} (ตอนนี้ {now})"),
    "effects.features": ("{source}: {card} loses {lose}, has {gain} until the end of the {until} (features now: {now})",
                         "{source}: {card} เสีย {lose} มี {gain} จนจบ{until} (คุณลักษณะตอนนี้: {now})"),
    "effects.features-nothing": ("{source}: the feature change has no character in the scene to apply to: nothing "
                                 "happens", "{source}: ไม่มีตัวละครในที่เกิดเหตุให้เปลี่ยนคุณลักษณะ: ไม่มีอะไรเกิดขึ้น"),
})



def do_modify(doing: Doing, step: dict, value: int) -> Procedure:
    """p.22 doing-effects, p.18 cut-in — AP/LP ± until a duration ends (the Contact's character by default); p.27
    `base_ap` / `base_lp`: its original AP / LP is the value until then (changes it has received still count)."""
    game, name, source = doing.game, next(k for k in ("ap", "lp", "base_ap", "base_lp") if k in step), doing.source
    until = step.get("until", "contact" if doing.contact_card is not None else "end-of-turn")
    if "target" in step:
        targets = yield from targets_of(doing, step["target"], name)
    else:
        targets = [doing.contact_card]
    for target in targets:
        if not in_play(game, target):
            if game.trace:
                game.log(say("effects.no-target", source=source, stat=name.upper(), value=f"{value:+d}"),
                         "doing-effects")
            continue
        game.pos.add_modifier(target, Modifier(name, value, until, source=source_link(until, doing.card)))
        if game.trace and name.startswith("base_"):
            stat = name[5:]
            game.log(say("effects.set-base", source=source, card=label(target), stat=stat.upper(), value=value,
                         until=word(until), now=game.pos.value(target, stat)), "doing-effects", "zero-values")
        elif game.trace:
            game.log(say("effects.modify", source=source, card=label(target), stat=name.upper(), value=f"{value:+d}",
                         until=word(until), now=game.pos.value(target, name)),
                     "cut-in" if doing.contact_card else "doing-effects")


def do_act_on_character(doing: Doing, step: dict, value) -> Procedure:
    """p.6 card-states, p.22 doing-effects — sleep / stun / make active / remove a character, or put it on the
    bottom of its owner's deck (not removed: no On Removal). A Partner is not a character (remove, stun, bottom)."""
    game, source = doing.game, doing.source
    name = next(k for k in ("sleep", "stun", "activate", "remove", "bottom") if k in step)
    targets = yield from targets_of(doing, value, name)
    removed = []  # removed together once all are known (rules/zones.remove_all)
    acted, states, values = [], [], []  # what this step did, for "if this removed / slept …" (doing.did)
    for target in targets:
        if not in_play(game, target):
            if game.trace:
                game.log(say("effects.not-in-scene", source=source, ref=value), "doing-effects")
            continue
        if isinstance(target, Partner) and name in ("remove", "stun", "bottom"):
            if game.trace:
                game.log(say("effects.partner-not-character", source=source), "doing-effects")
            continue
        before = target.state
        if name == "remove" and doing.card is not None and continuous.why_not_removed(game, target, doing.card):
            if game.trace:
                game.log(continuous.why_not_removed(game, target, doing.card), "ability-kinds")
            continue
        then = (game.pos.value(target, "level"), game.pos.value(target, "ap"))  # as it was before it left
        if name == "remove":
            removed.append(target)
            acted.append(target)
            states.append(before)
            values.append(then)
        elif name == "bottom":
            zones.take_from_scene(game, target)
            zones.to_deck_bottom(game, target)
            if game.trace:
                game.log(say("effects.bottom", source=source, card=label(target), owner=target.owner), "doing-effects")
            acted.append(target)
            states.append(before)
            values.append(then)
        else:
            set_state(game, target, {"sleep": "sleep", "stun": "stun", "activate": "active"}[name],
                      say("effects.by", source=source), "card-states" if name != "stun" else "stun")
            if target.state != before:  # a character already asleep was not slept (official Q&A on B03070)
                acted.append(target)
                states.append(before)
                values.append(then)
    if removed:
        zones.remove_all(game, removed, say("effects.by", source=source), "doing-effects", cause=removal_cause(doing))
    if acted and doing.did is not None:
        doing.record(name, acted, states, values)


def do_contact(doing: Doing, step: dict, value) -> Procedure:
    """p.17 (contact, supp-contact-steps) — "a Contact happens between the chosen character and this one (the acting
    side)": the Contact's steps as usual (Cut-in, Disguise, the AP check, its abilities), but no Action: no Guard,
    neither is slept, no Action ability (official Q&A on B06020). `with:` a selector: exactly one of those it allows
    (none: no Contact)."""
    game, source = doing.game, doing.source
    targets = [c for c in (yield from targets_of(doing, value, "contact"))
               if in_play(game, c) and not isinstance(c, Partner)]
    acting = step.get("with", "self")
    if targets:
        if isinstance(acting, dict):
            acting = {**acting, "up_to": 1, "least": 1}
        actors = [c for c in (yield from targets_of(doing, acting, "contact"))
                  if in_play(game, c) and not isinstance(c, Partner)]
        if actors:
            yield from contact(game, actors[0], targets[0])
            return
    if game.trace:
        game.log(say("effects.contact-none", source=source), "contact")


def do_level(doing: Doing, step: dict, value: int) -> Procedure:
    """p.22 (doing-effects), p.27 (zero-values) — level ± until a duration ends: it changes nothing by itself,
    but what reads a level (a selector's bound) reads the new one (the card's Q&A)."""
    until = step.get("until", "end-of-turn")
    targets = yield from targets_of(doing, step.get("target", "self"), "level")
    for target in in_play_only(doing, targets, say("watch.level-nothing", source=doing.source)):
        doing.game.pos.add_modifier(target, Modifier("level", value, until, source=source_link(until, doing.card)))
        doing.game.log(say("watch.level", source=doing.source, card=label(target), n=f"{value:+d}",
                           now=doing.game.pos.value(target, "level")), "doing-effects")


def do_features(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.27 — a character loses features and has others until a duration ends (`until: while-in-scene`: as long as it stays
    in the scene, "this effect does not end at the end of the turn"); a modifier of the card, so every filter reads
    it, and a Disguise takes it over (official Q&A on B05101)."""
    until = step.get("until", "end-of-turn")
    targets = yield from targets_of(doing, step.get("target", "self"), "features")
    for target in in_play_only(doing, targets, say("effects.features-nothing", source=doing.source)):
        doing.game.pos.add_modifier(target, Modifier("features", 0, until, ability=dict(value)))
        if doing.game.trace:
            doing.game.log(say("effects.features", source=doing.source, card=label(target),
                               lose=", ".join(value.get("lose", ())) or "-", gain=", ".join(value.get("gain", ())) or "-",
                               until=Pair(UNTIL_WORDS["en"][until], UNTIL_WORDS["th"][until]),
                               now=", ".join(doing.game.pos.value(target, "features")) or "-"), "doing-effects")
