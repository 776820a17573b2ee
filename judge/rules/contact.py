"""p.17–18 Contact: responses in AP order (Cut-in, Disguise), then the AP check."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import continuous, doing, effects, restrictions, triggers, watchers, zones
from judge.i18n import messages, say
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label, word
from judge.rules.disguise_icons import why_not_by_icons
from judge.state import Card

messages({
    "contact.not-in-hand": ("{ref} is not in {player}'s hand", "{ref} ไม่อยู่ในมือของ {player}"),
    "contact.no-cut-in": ("{card} has no [Cut-in]", "{card} ไม่มี [คัทอิน]"),
    "contact.cut-in-number": ("{card} has {count} Cut-in effect(s); there is no number {choice} (one card, one effect)",
                              "{card} มีเอฟเฟกต์คัทอิน {count} แบบ; ไม่มีแบบที่ {choice} (การ์ดหนึ่งใบ เอฟเฟกต์เดียว)"),
    "contact.no-disguise": ("{card} is not a character with [Disguise]", "{card} ไม่ใช่ตัวละครที่มี [ปลอมตัว]"),
    "contact.cut-in": ("{player} uses {card}'s [Cut-in]: the card goes to the Remove Area, then its effect is done",
                       "{player} ใช้ [คัทอิน] ของ {card}: การ์ดไปวางในรีมูฟโซน แล้วจึงทำเอฟเฟกต์"),
    "contact.cut-in-of": ("{player} uses {card}'s [Cut-in] (effect {choice} of {count}): the card goes to the Remove "
                          "Area, then its effect is done",
                          "{player} ใช้ [คัทอิน] ของ {card} (เอฟเฟกต์ที่ {choice} จาก {count}): การ์ดไปวางในรีมูฟโซน "
                          "แล้วจึงทำเอฟเฟกต์"),
    "contact.cut-in-source": ("Cut-in {card}", "คัทอิน {card}"),
    "contact.disguise": ("{player} Disguises {old} as {new}: it keeps the state ({state}) and effects; {old} goes "
                         "face down to the bottom of the deck (not removed; not an entry)",
                         "{player} ปลอมตัว {old} เป็น {new}: คงสถานะ ({state}) และเอฟเฟกต์ไว้; {old} คว่ำหน้าไปไว้ใต้เด็ค "
                         "(ไม่ใช่การรีมูฟ ไม่ใช่การเข้าที่เกิดเหตุ)"),
    "contact.starts": ("a Contact starts between {a} and {b}", "การปะทะเริ่มขึ้นระหว่าง {a} กับ {b}"),
    "contact.arrow-start": ("at the start of the Contact (before step 1)", "ตอนเริ่มการปะทะ (ก่อนขั้นที่ 1)"),
    "contact.passes": ("{player} passes", "{player} ผ่าน"),
    "contact.order-lower": ("{a} AP {ap_a} vs {b} AP {ap_b}: {first} responds first (lower AP)",
                            "{a} AP {ap_a} กับ {b} AP {ap_b}: {first} ตอบโต้ก่อน (AP ต่ำกว่า)"),
    "contact.order-equal": ("{a} AP {ap_a} vs {b} AP {ap_b}: {first} responds first (equal AP: the player acted upon)",
                            "{a} AP {ap_a} กับ {b} AP {ap_b}: {first} ตอบโต้ก่อน (AP เท่ากัน: ผู้เล่นที่ถูกแอคชั่น)"),
    "contact.ask": ("a Contact response (cut-in, disguise or pass)", "การตอบโต้ในการปะทะ (`คัทอิน`, `ปลอมตัว` หรือ `ผ่าน`)"),
    "contact.arrow-1": ("after step 2 of the Contact (the first response)", "หลังขั้นที่ 2 ของการปะทะ (การตอบโต้ครั้งแรก)"),
    "contact.arrow-2": ("after step 3 of the Contact (the second response)", "หลังขั้นที่ 3 ของการปะทะ (การตอบโต้ครั้งที่สอง)"),
    "contact.arrow-3": ("after step 4 of the Contact (the first responder's second chance)",
                        "หลังขั้นที่ 4 ของการปะทะ (โอกาสอีกครั้งของผู้ตอบโต้คนแรก)"),
    "contact.second-chance": ("{first} passed and {second} responded: {first} gets one more chance",
                              "{first} ผ่านแล้ว {second} ตอบโต้: {first} ได้โอกาสอีกครั้ง"),
    "contact.ap-wins": ("AP check: {a} AP {ap_a} ≥ {b} AP {ap_b}", "เทียบ AP: {a} AP {ap_a} ≥ {b} AP {ap_b}"),
    "contact.removed-why": ("AP check of the Contact", "เทียบ AP ในการปะทะ"),
    "contact.ap-loses": ("AP check: {a} AP {ap_a} < {b} AP {ap_b}: nothing happens (the acting character is never "
                         "removed)",
                         "เทียบ AP: {a} AP {ap_a} < {b} AP {ap_b}: ไม่มีอะไรเกิดขึ้น (ตัวละครที่แอคชั่นไม่ถูกรีมูฟ)"),
    "contact.arrow-check": ("after step 5 of the Contact (the AP check)", "หลังขั้นที่ 5 ของการปะทะ (เทียบ AP)"),
    "contact.left": ("a character of the Contact has left the scene: the Contact ends at once",
                     "ตัวละครในการปะทะออกจากที่เกิดเหตุแล้ว: การปะทะจบลงทันที"),
    "contact.ends": ("the Contact ends", "การปะทะจบลง"),
    "contact.arrow-end": ("after step 6: the Contact has ended", "หลังขั้นที่ 6: การปะทะจบแล้ว"),
})


RESPONSES = ("cut-in", "disguise", "pass")


def why_not_cut_in(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.18 (cut-in) — a card in hand with a [Cut-in], and the effect chosen is one of its own."""
    card = game.find(act.player, act.card, "hand")
    if card is None:
        return Forbidden(say("contact.not-in-hand", ref=f"{act.player}.{act.card}", player=act.player), "cut-in")
    why = restrictions.barred(game, act.player, "cut-in")  # "your opponent cannot use [Cut-in]" (this turn, or while …)
    if why:
        return why
    options = card.cut_in_effects
    if not options:
        return Forbidden(say("contact.no-cut-in", card=label(card)), "cut-in")
    choice = act.choice or 1
    if choice > len(options):
        return Forbidden(say("contact.cut-in-number", card=label(card), count=len(options), choice=choice), "cut-in")
    return None


def why_not_disguise(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.18 (disguise) — a character in hand with [Disguise]."""
    new = game.find(act.player, act.card, "hand")
    if new is None:
        return Forbidden(say("contact.not-in-hand", ref=f"{act.player}.{act.card}", player=act.player), "disguise")
    if new.type != "character" or not new.disguise:
        return Forbidden(say("contact.no-disguise", card=label(new)), "disguise")
    why = restrictions.barred(game, act.player, "disguise")  # "… cannot use [Disguise]" (rules/restrictions.py)
    if why:
        return why
    return why_not_by_icons(game, new, act.player)  # [Disguise][Case white][FILE5]: only while its icons hold


def cut_in(game: Game, player: str, answer: Action, mine: Card) -> Procedure:
    """p.18 (cut-in) — a card with [Cut-in] from hand goes to the Remove Area, then its effect is done
    (its colour does not matter, p.12); "[Cut-in] AP+N" lasts until the Contact ends."""
    why = why_not_cut_in(game, answer)
    if why:
        raise why
    card = game.find(player, answer.card, "hand")
    options = card.cut_in_effects
    choice = answer.choice or 1
    zones.to_removed(game, card)
    if game.trace:
        game.log(say("contact.cut-in-of", player=player, card=label(card), choice=choice, count=len(options))
                 if len(options) > 1 else say("contact.cut-in", player=player, card=label(card)),
                 "cut-in", "supp-cut-in-disguise")
    # "when you use a Cut-in in this character's Contact": on the use, whatever its effect then does (Q&A); one
    # that nullifies the Cut-in's effect ("… if you do, nullify that Cut-in's effect") is done at once, before it
    found = [] if game.pos.quiet else watchers.seen(game, "watch_cut_in", [mine], used=card)
    now = [s for s in found if effects.nullifies(s.spec["steps"])]
    if len(now) < len(found):
        watchers.wait(game, [s for s in found if not effects.nullifies(s.spec["steps"])], "cut-in")
    yield from doing.run_ability(game, options[choice - 1], player, say("contact.cut-in-source", card=label(card)),
                                 before=effects.at_once(game, now, player) if now else None,
                                 contact_card=mine, card=card)


def disguise(game: Game, player: str, answer: Action, mine: Card) -> Card:
    """p.18 (disguise) — a [Disguise] character from hand takes the place of the player's character in the
    Contact, keeping its state, intro state, effects and set/stacked cards; the old one goes face down to the
    bottom of the deck. It is not entering the scene."""
    why = why_not_disguise(game, answer)
    if why:
        raise why
    new = game.find(player, answer.card, "hand")
    zones.swap_in_scene(game, mine, new)
    if game.trace:
        game.log(say("contact.disguise", player=player, old=label(mine), new=label(new), state=word(new.state)),
                 "disguise", "supp-cut-in-disguise")
    return new


def contact(game: Game, attacker: Card, defender: Card) -> Procedure:
    """p.17 (contact, supp-contact-steps) — the lower AP responds first (equal: the player acted upon);
    each player one Cut-in or Disguise or pass; the first gets a second chance if it passed and the second
    did not; then the acting character's AP ≥ the other's removes the other. The actor is never removed."""
    try:
        with triggers.procedure(game, "Contact"):
            yield from _contact(game, attacker, defender)
    finally:
        game.contact = None


ARROWS = ("contact.arrow-1", "contact.arrow-2", "contact.arrow-3")


def _contact(game: Game, attacker: Card, defender: Card) -> Procedure:
    """The steps of p.17, with the arrows between them."""
    sides = {attacker.owner: attacker, defender.owner: defender}
    game.contact = sides  # "the characters in the Contact" (the selector `in_contact`): a Disguise takes a place
    if game.trace:
        game.log(say("contact.starts", a=label(attacker), b=label(defender)), "contact")
    for card in (attacker, defender):  # the turn player's first
        if game.is_in_scene(card):
            triggers.queue(game, card, "on_contact", "contact")
    watchers.fire(game, "watch_contact", [c for c in (attacker, defender) if game.is_in_scene(c)], "contact")
    yield from doing.resolve_waiting(game, say("contact.arrow-start"), "contact")

    def both_here() -> bool:
        return game.is_in_scene(sides[attacker.owner]) and game.is_in_scene(sides[defender.owner])

    def respond(player: str, answer) -> Procedure:
        if answer is None or answer.verb == "pass":
            if game.trace:
                game.log(say("contact.passes", player=player), "supp-contact-steps")
            return False
        mine = sides[player]
        if answer.verb == "cut-in":
            yield from cut_in(game, player, answer, mine)
        else:
            was = mine.copy()  # the character it replaces, as it was in the scene: an On Disguise's `trigger`
            sides[player] = disguise(game, player, answer, mine)
            if game.action:  # the character that comes in by Disguise takes the Action's place too
                game.action.update({k: sides[player] for k, v in game.action.items() if v is mine})
            stopped = continuous.why_not_on_disguise(game, sides[player])
            if stopped is None:
                triggers.queue(game, sides[player], "on_disguise", "disguise", "supp-cut-in-disguise", trigger=was)
            elif game.trace:
                game.log(stopped, "ability-kinds", "supp-cut-in-disguise")
            watchers.fire(game, "watch_disguise", [sides[player]], "disguise", replaced=mine)
            # "when … takes this character's place by Disguise": the replaced card's own watcher (p.18)
            watchers.fire(game, "watch_disguise", [sides[player]], "disguise", replaced=mine, pool=[mine])
        return True

    if both_here():
        ap_a, ap_d = game.pos.value(attacker, "ap"), game.pos.value(defender, "ap")
        first = attacker.owner if ap_a < ap_d else defender.owner
        second = game.opponent(first)
        if game.trace:
            game.log(say("contact.order-lower" if ap_a != ap_d else "contact.order-equal", a=label(attacker), ap_a=ap_a,
                         b=label(defender), ap_b=ap_d, first=first), "contact",
                     "supp-contact-steps")
        acted = {first: False, second: False}
        order = [first, second]
        k = 0
        while k < len(order) and both_here():
            who = order[k]
            answer = yield Prompt(who, RESPONSES, f"{who} pass", say("contact.ask"))
            did = yield from respond(who, answer)
            acted[who] = acted[who] or did
            yield from doing.resolve_waiting(game, say(ARROWS[k]),
                                               "contact")
            if k == 1 and did and not acted[first]:
                order.append(first)  # the second chance
                if game.trace:
                    game.log(say("contact.second-chance", first=first, second=second),
                             "supp-contact-steps")
            k += 1
    att, dfn = sides[attacker.owner], sides[defender.owner]
    if both_here():
        a, d = game.pos.value(att, "ap"), game.pos.value(dfn, "ap")
        kept = continuous.why_not_removed_by_contact(game, dfn) if a >= d else None
        if kept:  # "this character is not removed by this Contact": only the AP check (official Q&A on B02047)
            if game.trace:
                game.log(kept, "contact", "supp-contact-steps")
        elif a >= d:
            if game.trace:
                game.log(say("contact.ap-wins", a=label(att), ap_a=a, b=label(dfn), ap_b=d), "contact",
                         "supp-contact-steps")
            zones.remove_from_scene(game, dfn, say("contact.removed-why"), "contact", "supp-contact-steps",
                                    cause=("contact", att.owner))
            watchers.on_defeat(game, att, dfn)
        else:
            if game.trace:
                game.log(say("contact.ap-loses", a=label(att), ap_a=a, b=label(dfn), ap_b=d), "contact",
                         "supp-contact-steps")
        yield from doing.resolve_waiting(game, say("contact.arrow-check"), "contact")
    else:
        if game.trace:
            game.log(say("contact.left"), "supp-contact-steps")
    game.contact = None  # the Contact has ended: no character is in it
    effects.end_duration(game, "contact", say("contact.ends"), "supp-contact-steps")
    yield from doing.resolve_waiting(game, say("contact.arrow-end"), "contact")
