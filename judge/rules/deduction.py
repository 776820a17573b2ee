"""p.15 Deduction, with the opponent's Mislead (supplement p.15, keywords p.25)."""

from __future__ import annotations

from dataclasses import replace

from judge.lines import Action
from judge.rules import continuous, doing, effects, refresh, triggers, watchers
from judge.i18n import messages, say
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label, word
from judge.rules.triggers import has_keyword, keyword_value
from judge.state import Card, Modifier


messages({
    "deduction.not-in-scene": ("{ref} is not in {player}'s scene: only the Partner or a character in the scene deduces",
                               "{ref} ไม่อยู่ในที่เกิดเหตุของ {player}: "
                               "เฉพาะพาร์ทเนอร์หรือตัวละครในที่เกิดเหตุเท่านั้นที่สืบคดีได้"),
    "deduction.not-active": ("{card} is {state}: only an active card can deduce",
                             "{card} อยู่ในสถานะ{state}: เฉพาะการ์ดที่แอคทีฟเท่านั้นที่สืบคดีได้"),
    "deduction.partner-file": ("{player}'s Partner is in the File Area (it assisted): it deduces from the Partner zone",
                               "พาร์ทเนอร์ของ {player} อยู่ในไฟล์โซน (แอสซิสต์แล้ว): สืบคดีได้จากพาร์ทเนอร์โซนเท่านั้น"),
    "deduction.intro": ("{card} entered the scene this turn (intro state) and has no Haste: it cannot deduce",
                        "{card} เพิ่งเข้าที่เกิดเหตุเทิร์นนี้ (สถานะประกาศตัว) และไม่มีควิก: จึงสืบคดีไม่ได้"),
    "deduction.not-misleader": ("{ref} is not an active character of {player} with Mislead",
                                "{ref} ไม่ใช่ตัวละครที่แอคทีฟของ {player} ที่มีมิสลีด"),
    "deduction.declares": ("{player} declares Deduction with {card} and sleeps it (LP {lp})",
                           "{player} ประกาศสืบคดีด้วย {card} และทำให้สลีป (LP {lp})"),
    "deduction.arrow-2": ("after step 2 of the Deduction (declared, the card sleeps)",
                          "หลังขั้นที่ 2 ของการสืบคดี (ประกาศแล้ว การ์ดสลีป)"),
    "deduction.ask": ("a Mislead answer (mislead ID… or pass)", "คำตอบมิสลีด (`มิสลีด ID…` หรือ `ผ่าน`)"),
    "deduction.mislead": ("{player} sleeps {card} for Mislead {x}: {actor} LP −{x} for this Deduction (now {lp})",
                          "{player} ทำให้ {card} สลีปเพื่อมิสลีด {x}: {actor} LP −{x} ในการสืบคดีนี้ (ตอนนี้ {lp})"),
    "deduction.arrow-3": ("after step 3 of the Deduction (Mislead)", "หลังขั้นที่ 3 ของการสืบคดี (มิสลีด)"),
    "deduction.left": ("{card} has left the scene before the evidence step: the Deduction ends without evidence (our "
                       "reading, as an Action ends when its character leaves, p.16)",
                       "{card} ออกจากที่เกิดเหตุก่อนขั้นหลักฐาน: การสืบคดีจบลงโดยไม่ได้หลักฐาน "
                       "(การอ่านของเรา เหมือนแอคชั่นที่จบเมื่อตัวละครออกไป p.16)"),
    "deduction.no-lp": ("{card} has LP {lp}: no evidence is gained (it is still a Deduction)",
                        "{card} มี LP {lp}: ไม่ได้หลักฐาน (แต่ยังนับเป็นการสืบคดี)"),
    "deduction.gains": ("{player} gains evidence equal to LP {lp}, one card at a time",
                        "{player} ได้หลักฐานเท่ากับ LP {lp} ทีละใบ"),
    "deduction.arrow-4": ("after step 4 of the Deduction (evidence)", "หลังขั้นที่ 4 ของการสืบคดี (หลักฐาน)"),
    "deduction.ends": ("the Deduction ends", "การสืบคดีจบลง"),
    "deduction.arrow-end": ("after step 5: the Deduction has ended", "หลังขั้นที่ 5: การสืบคดีจบแล้ว"),
})


def _why_not_deduce(game: Game, player: str, card_id: str) -> str | None:
    actor = game.deducer(player, card_id)
    if actor is None:
        return say("deduction.not-in-scene", ref=f"{player}.{card_id}", player=player)
    if actor.state != "active":
        return say("deduction.not-active", card=label(actor), state=word(actor.state))
    if card_id == "partner" and actor.zone != "partner":
        return say("deduction.partner-file", player=player)
    if isinstance(actor, Card) and actor.entered_this_turn and not has_keyword(game, actor, "haste"):
        return say("deduction.intro", card=label(actor))
    if isinstance(actor, Card):  # "this character cannot deduce" (a continuous ability, p.21)
        return continuous.why_not_deduce_by(game, actor)
    return None


def why_not_deduce(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.15 (deduction), p.25 (intro-state) — an active Partner in the Partner zone, or an active character in
    the scene not in intro state (Haste may)."""
    why = _why_not_deduce(game, act.player, act.card)
    return Forbidden(why, "deduction", "intro-state") if why else None


def why_not_mislead(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.15 (supp-deduction-steps), p.25 — each character named is an active character of the player with
    Mislead, named once (a character slept for Mislead is no longer active)."""
    for i, cid in enumerate(act.cards):
        why = _why_not_misleader(game, act.player, cid, slept=cid in act.cards[:i])
        if why:
            return why
    return None


def _why_not_misleader(game: Game, player: str, card_id: str, slept: bool = False) -> Forbidden | None:
    """`slept`: already named in this answer, so asleep by the time it is reached."""
    c = game.in_scene(player, card_id)
    if slept or c is None or not _may_mislead(game, c):
        return Forbidden(say("deduction.not-misleader", ref=f"{player}.{card_id}", player=player),
                         "supp-deduction-steps", "supp-keywords")
    return None


def _may_mislead(game: Game, c: Card) -> bool:
    """p.25 (Mislead) — an active character with Mislead."""
    return c.state == "active" and has_keyword(game, c, "mislead")


def mislead_characters(game: Game, player: str) -> list[Card]:
    """The characters that may Mislead now (the answer is asked only if there is one): `_why_not_misleader`'s
    test, without a refusal made for each character that may not."""
    return [c for c in game.player(player).scene if _may_mislead(game, c)]


def deduce(game: Game, action: Action) -> Procedure:
    """p.15 (deduction, supp-deduction-steps) — sleep the deducing card; the opponent may Mislead;
    gain evidence equal to its LP now, one card at a time (Refresh mid-way, p.20); effects of the Deduction end."""
    player, opp = action.player, game.opponent(action.player)
    why = why_not_deduce(game, action)
    if why:
        raise why
    actor = game.deducer(player, action.card)
    with triggers.procedure(game, "Deduction"):
        yield from _deduce(game, player, opp, actor)


def _deduce(game: Game, player: str, opp: str, actor) -> Procedure:
    """The steps of p.15, with the arrows between them."""
    actor.state = "sleep"
    if game.trace:
        game.log(say("deduction.declares", player=player, card=label(actor), lp=game.pos.value(actor, "lp")),
                 "deduction", "supp-deduction-steps")
    triggers.queue(game, actor, "on_deduce", "supp-deduction-steps")  # a Partner is no character: none
    watchers.fire(game, "watch_sleep", [actor], "supp-deduction-steps")  # active to asleep (a Partner: no character)
    watchers.fire(game, "watch_deduce", [actor], "supp-deduction-steps")  # nor for a watcher (Q&A 19)
    yield from doing.resolve_waiting(game, say("deduction.arrow-2"), "deduction")
    if mislead_characters(game, opp):
        prompt = Prompt(opp, ("mislead", "pass"), f"{opp} pass", say("deduction.ask"))
        answer = yield prompt
        if answer is not None and answer.verb == "mislead":
            for cid in answer.cards:  # one at a time: a character slept for Mislead is no longer active
                why = why_not_mislead(game, replace(answer, cards=(cid,)), prompt)
                if why:
                    raise why
                c = game.in_scene(opp, cid)
                x = int(keyword_value(game, c, "mislead"))
                c.state = "sleep"
                game.pos.add_modifier(actor, Modifier("lp", -x, "deduction"))
                if game.trace:
                    game.log(say("deduction.mislead", player=opp, card=label(c), x=x, actor=label(actor),
                                 lp=game.pos.value(actor, "lp")), "supp-deduction-steps", "supp-keywords")
                watchers.fire(game, "watch_mislead", [c], "supp-deduction-steps")  # each one is an event (Q&A)
                watchers.fire(game, "watch_sleep", [c], "supp-deduction-steps")
    yield from doing.resolve_waiting(game, say("deduction.arrow-3"), "deduction")
    lp = game.pos.value(actor, "lp")
    if isinstance(actor, Card) and not game.is_in_scene(actor):
        # open question (rulings/p15-open-the-deducing-character-leaves-before-the-evidence): read like p.16's
        # Action, whose acting character leaving ends it
        if game.trace:
            game.log(say("deduction.left", card=label(actor)),
                     "supp-deduction-steps", "action-steps")
    elif lp <= 0:
        if game.trace:
            game.log(say("deduction.no-lp", card=label(actor), lp=lp),
                     "supp-deduction-steps")
    else:
        if game.trace:
            game.log(say("deduction.gains", player=player, lp=lp), "deduction", "supp-deduction-steps")
        refresh.gain_evidence(game, player, lp, "deduction")
    yield from doing.resolve_waiting(game, say("deduction.arrow-4"), "deduction")
    effects.end_duration(game, "deduction", say("deduction.ends"), "supp-deduction-steps")
    yield from doing.resolve_waiting(game, say("deduction.arrow-end"), "deduction")
