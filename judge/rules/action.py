"""p.16 Action [Character] / [Case] and Guard, leading to a Contact (p.17) or to p.19."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import continuous, doing, effects, triggers, watchers
from judge.rules.contact import contact
from judge.i18n import messages, say
from judge.rules.core import Forbidden, Game, Procedure, Prompt, label, word
from judge.rules.spark import unguarded_case
from judge.rules.triggers import has_keyword, keyword_value
from judge.state import Card


messages({
    "action.not-in-scene": ("{ref} is not in {player}'s scene: only characters in the scene take Actions",
                            "{ref} ไม่อยู่ในที่เกิดเหตุของ {player}: เฉพาะตัวละครในที่เกิดเหตุเท่านั้นที่แอคชั่นได้"),
    "action.not-active": ("{card} is {state}: only an active character takes an Action",
                          "{card} อยู่ในสถานะ{state}: เฉพาะตัวละครที่แอคทีฟเท่านั้นที่แอคชั่นได้"),
    "action.intro": ("{card} entered the scene this turn (intro state) and has no Haste or Rush",
                     "{card} เพิ่งเข้าที่เกิดเหตุเทิร์นนี้ (สถานะประกาศตัว) และไม่มีควิกหรือชาร์จ"),
    "action.intro-kind": ("{card} entered the scene this turn (intro state) and has no Haste or Rush for this kind "
                          "of Action",
                          "{card} เพิ่งเข้าที่เกิดเหตุเทิร์นนี้ (สถานะประกาศตัว) และไม่มีควิกหรือชาร์จสำหรับแอคชั่นแบบนี้"),
    "action.own-target": ("an Action targets the opponent's character or case",
                          "แอคชั่นมีเป้าหมายเป็นตัวละครหรือคดีของคู่แข่งเท่านั้น"),
    "action.no-evidence": ("{player} has no evidence: Action [Case] needs at least one",
                           "{player} ไม่มีหลักฐาน: แอคชั่น [คดี] ต้องมีหลักฐานอย่างน้อย 1 ใบ"),
    "action.target-missing": ("{ref} is not in {player}'s scene", "{ref} ไม่อยู่ในที่เกิดเหตุของ {player}"),
    "action.target-active": ("{card} is active: Action [Character] targets only a sleeping or stunned character",
                             "{card} แอคทีฟอยู่: แอคชั่น [ตัวละคร] เลือกเป้าหมายได้เฉพาะตัวละครที่สลีปหรือสตัน"),
    "action.guard-not-active": ("{ref} is not an active character in {player}'s scene: only an active character "
                                "guards (intro state may)",
                                "{ref} ไม่ใช่ตัวละครที่แอคทีฟในที่เกิดเหตุของ {player}: "
                                "เฉพาะตัวละครที่แอคทีฟเท่านั้นที่ป้องกันได้ (สถานะประกาศตัวก็ได้)"),
    "action.guard-target": ("{card} is the target of this Action and cannot guard it",
                            "{card} เป็นเป้าหมายของแอคชั่นนี้ จึงป้องกันแอคชั่นนี้ไม่ได้"),
    "action.declare-case": ("{player} declares Action [Case] with {actor} → {opp}'s case; {actor} sleeps",
                            "{player} ประกาศแอคชั่น [คดี] ด้วย {actor} → คดีของ {opp}; {actor} สลีป"),
    "action.declare-character": ("{player} declares Action [Character] with {actor} → {target}; {actor} sleeps",
                                 "{player} ประกาศแอคชั่น [ตัวละคร] ด้วย {actor} → {target}; {actor} สลีป"),
    "action.bullet": ("{card} has Bullet: this Action cannot be guarded",
                      "{card} มีบุลเลต: แอคชั่นนี้ป้องกันไม่ได้"),
    "action.ask-guard": ("a Guard (guard ID or no-guard)", "การป้องกัน (`ป้องกัน ID` หรือ `ไม่ป้องกัน`)"),
    "action.guards": ("{player} guards with {card} and sleeps it (no AP condition)",
                      "{player} ป้องกันด้วย {card} และทำให้สลีป (ไม่มีเงื่อนไขเรื่อง AP)"),
    "action.must-guard": ("{card} must Guard if able: it guards (the only legal choice, made without asking)",
                          "{card} ต้องป้องกันถ้าทำได้: จึงป้องกัน (ตัวเลือกเดียวที่ทำได้ เลือกโดยไม่ต้องถาม)"),
    "action.must-guard-one": ("{player} must Guard with one of {cards}: they must Guard if able",
                              "{player} ต้องป้องกันด้วย {cards} ใบใดใบหนึ่ง: ตัวละครเหล่านี้ต้องป้องกันถ้าทำได้"),
    "action.no-guard": ("{player} does not guard", "{player} ไม่ป้องกัน"),
    "action.must-target": ("{player}'s Action must target {cards} (the opponent's Actions must target it if able)",
                           "แอคชั่นของ {player} ต้องระบุ {cards} เป็นเป้าหมาย (แอคชั่นของคู่แข่งต้องระบุตัวละครนี้ถ้าทำได้)"),
    "action.must-target-used": ("{card}'s [Turn {n}] \"the opponent's Action must target it if able\" is used by this "
                                "Action (targetable or not)",
                                "[เทิร์นละ {n}] \"แอคชั่นของคู่แข่งต้องระบุตัวละครนี้ถ้าทำได้\" ของ {card} ถูกใช้ไปกับแอคชั่นนี้ "
                                "(ระบุได้หรือไม่ก็ตาม)"),
    "action.left": ("the acting or the targeted character has left the scene: the Action ends",
                    "ตัวละครที่แอคชั่นหรือตัวละครเป้าหมายออกจากที่เกิดเหตุแล้ว: แอคชั่นจบลง"),
    "action.arrow-1": ("after step 1 of the Action (declared, the character sleeps)",
                       "หลังขั้นที่ 1 ของแอคชั่น (ประกาศแล้ว ตัวละครสลีป)"),
    "action.arrow-2": ("after step 2 of the Action (Guard)", "หลังขั้นที่ 2 ของแอคชั่น (ป้องกัน)"),
    "action.arrow-4": ("after step 4 of the Action (its result)", "หลังขั้นที่ 4 ของแอคชั่น (ผลของแอคชั่น)"),
    "action.arrow-5": ("in step 5 of the Action (its end), before its effects end",
                       "ในขั้นที่ 5 ของแอคชั่น (จบแอคชั่น) ก่อนเอฟเฟกต์ของแอคชั่นจะหมดผล"),
    "action.ends": ("the Action ends", "แอคชั่นจบลง"),
    "action.arrow-end": ("after step 5: the Action has ended", "หลังขั้นที่ 5: แอคชั่นจบแล้ว"),
})


def may_act_in_intro_state(game: Game, card: Card, on_case: bool) -> bool:
    """p.25 keywords: Haste or Rush act in intro state; Rush [Character]/[Case] only that kind of Action."""
    for k in ("haste", "rush", "rush-case" if on_case else "rush-character"):  # (a loop: asked for every probe)
        if has_keyword(game, card, k):
            return True
    return False


def _rush_to_level(game: Game, actor: Card, target_player: str, target: str) -> bool:
    """p.25 keywords — Rush [level N or lower characters] (`rush-level N`): in intro state, an Action [Character]
    against a character of level N or lower (its current level)."""
    n = keyword_value(game, actor, "rush-level") if (actor.keywords or actor.keywords_if) else 0
    if not n or target == "case":
        return False
    card = game.in_scene(target_player, target)
    return card is not None and game.pos.value(card, "level") <= n


def why_not_action(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.16 (action), p.25 (intro state) — an active character of the scene, not in intro state unless Haste or
    Rush allows, against a sleeping or stunned character of the opponent or the opponent's case with evidence."""
    why = _why_not_act(game, act.player, act.card, act.target_player, act.target)
    if why is None and (why := _why_not_forced_target(game, act)):
        return Forbidden(why, "action", "ability-kinds")
    return Forbidden(why, "action", "supp-action-steps") if why else None


def _why_not_forced_target(game: Game, act: Action) -> str | None:
    """p.16 with p.21 — "the opponent's Actions must target this character if able": while one the actor may
    target is there, the Action targets one of them (not the case, not another character); an actor that may not
    target it (it is active, or the actor in intro state has Rush [Case] only) targets freely (official Q&A on
    B02022)."""
    musts = continuous.must_be_acted_on(game, act.target_player)
    if not musts or any(c.id == act.target for c in musts):
        return None
    able = [c for c in musts if _why_not_act(game, act.player, act.card, act.target_player, c.id) is None]
    return say("action.must-target", player=act.player, cards=", ".join(label(c) for c in able)) if able else None


def _why_not_act(game: Game, player: str, card_id: str, target_player: str, target: str) -> str | None:
    actor = game.in_scene(player, card_id)
    if actor is None:
        return say("action.not-in-scene", ref=f"{player}.{card_id}", player=player)
    if actor.state != "active":
        return say("action.not-active", card=label(actor), state=word(actor.state))
    on_case = target == "case"
    if (actor.entered_this_turn and not may_act_in_intro_state(game, actor, on_case)
            and not _rush_to_level(game, actor, target_player, target)):
        return say("action.intro-kind" if actor.keywords else "action.intro", card=label(actor))
    if target_player == player:
        return say("action.own-target")
    if on_case:
        if not game.player(target_player).evidence:
            return say("action.no-evidence", player=target_player)
        return continuous.why_not_act(game, actor, None, True)
    t = game.in_scene(target_player, target)
    if t is None:
        return say("action.target-missing", ref=f"{target_player}.{target}", player=target_player)
    if t.state == "active" and not continuous.may_act_on_active(game, actor, t):
        return say("action.target-active", card=label(t))
    return continuous.why_not_act(game, actor, t, False)


def _why_not_guard(game: Game, player: str, card_id: str, target: Card | None) -> Forbidden | None:
    g = game.in_scene(player, card_id)
    if g is None or not _awake_to_guard(game, g):
        return Forbidden(say("action.guard-not-active", ref=f"{player}.{card_id}", player=player), "action-steps",
                         "supp-action-steps")
    if g is target:
        return Forbidden(say("action.guard-target", card=label(g)), "supp-action-steps")
    why = continuous.why_not_guard(game, g)
    return Forbidden(why, "action-steps", "ability-kinds") if why else None


def _awake_to_guard(game: Game, g: Card) -> bool:
    """p.16 (action-steps) — active, or asleep with a continuous ability that lets it Guard asleep (p.21)."""
    return g.state == "active" or continuous.may_guard_asleep(game, g)


def why_not_guard(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.16 (action-steps) — an active character of the player's scene (intro state may), not the target
    (`prompt.context`); where characters must Guard if able (`prompt.options`), one of them (p.21)."""
    if prompt is not None and prompt.options and act.card not in prompt.options:
        return Forbidden(say("action.must-guard-one", player=act.player, cards=", ".join(prompt.options)),
                         "action-steps", "ability-kinds")
    return _why_not_guard(game, act.player, act.card, prompt.context if prompt is not None else None)


def why_not_no_guard(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.16 with p.21 — no Guard, unless a character that must Guard if able can (`prompt.options`)."""
    if prompt is not None and prompt.options and "guard" in prompt.answers:
        return Forbidden(say("action.must-guard-one", player=act.player, cards=", ".join(prompt.options)),
                         "action-steps", "ability-kinds")
    return None


def guards_available(game: Game, player: str, target: Card | None) -> list[Card]:
    """The characters that may guard against an Action on `target` (the Guard is asked only if there is one)."""
    return [c for c in game.player(player).scene  # _why_not_guard's tests, without a refusal made for each
            if c is not target and _awake_to_guard(game, c) and continuous.why_not_guard(game, c) is None]


def action(game: Game, act: Action) -> Procedure:
    """p.16 (action, action-steps, supp-action-steps) — declare and sleep the actor; the opponent may Guard
    with an active character other than the target (not against Bullet); then Contact with the guard or the
    target, or p.19 for an unguarded Action [Case]; effects of the Action end."""
    player, opp = act.player, act.target_player
    why = why_not_action(game, act)
    if why:
        raise why
    actor = game.in_scene(player, act.card)
    target = None if act.target == "case" else game.in_scene(opp, act.target)
    game.action = {"actor": actor, "target": target}  # "the character taking the Action" (its selectors)
    try:
        with triggers.procedure(game, "Action"):
            yield from _act(game, act, actor, target)
    finally:
        game.action = None


def _act(game: Game, act: Action, actor: Card, target: Card | None) -> Procedure:
    """The steps of p.16, with the arrows between them."""
    player, opp = act.player, act.target_player
    on_case = target is None
    for card, n in continuous.use_must_be_acted_on(game, opp):  # [Turn 1] "… must target it": used by this Action
        if game.trace:
            game.log(say("action.must-target-used", card=label(card), n=n), "ability-kinds", "supp-icons")
    actor.state = "sleep"
    if on_case:
        if game.trace:
            game.log(say("action.declare-case", player=player, actor=label(actor), opp=opp), "action", "supp-action-steps")
    else:
        if game.trace:
            game.log(say("action.declare-character", player=player, actor=label(actor), target=label(target)), "action",
                     "supp-action-steps")
    if not on_case:  # "a character that took an Action [Character] this turn" (B08049), even if it then ends early
        game.player(player).remember("acted-character", actor.id)
    triggers.queue(game, actor, "on_action", "supp-action-steps")
    watchers.fire(game, "watch_sleep", [actor], "supp-action-steps")  # it went from active to asleep (Q&A B03008)
    watchers.fire(game, "watch_action", [actor], "supp-action-steps", via="case" if on_case else "character",
                  target=target)
    yield from doing.resolve_waiting(game, say("action.arrow-1"),
                                       "action-steps")

    def someone_left() -> bool:
        return not game.is_in_scene(actor) or (target is not None and not game.is_in_scene(target))

    guard = None
    if someone_left():
        pass  # left before the Guard step: the Action ends (below)
    elif has_keyword(game, actor, "bullet"):
        if game.trace:
            game.log(say("action.bullet", card=label(actor)), "supp-keywords", "supp-action-steps")
    elif available := guards_available(game, opp, target):
        # "this character must Guard if able" (p.21): the Guard is one of those; one alone guards without asking
        must = [c for c in available if continuous.must_guard(game, c)]
        if len(must) == 1:
            answer = Action(0, opp, "guard", f"{opp} guard {must[0].id}", card=must[0].id)
            game.confirmable.append((opp, "guard", must[0].id))  # a `guard` line naming it still fits
            if game.trace:
                game.log(say("action.must-guard", card=label(must[0])), "action-steps", "ability-kinds")
        else:
            prompt = Prompt(opp, ("guard", "no-guard"), f"{opp} no-guard", say("action.ask-guard"),
                            context=target, mandatory=bool(must), options=tuple(c.id for c in must))
            answer = yield prompt
        if must and (answer is None or answer.verb != "guard"):  # a character that must Guard if able can
            raise why_not_no_guard(game, answer, prompt) or Forbidden(say("action.must-guard-one", player=opp,
                                                                          cards=", ".join(c.id for c in must)))
        if answer is not None and answer.verb == "guard":
            why = why_not_guard(game, answer, None if len(must) == 1 else prompt)
            if why:
                raise why
            g = game.in_scene(opp, answer.card)
            was_active = g.state == "active"  # (one that may Guard asleep was not put to sleep)
            g.state = "sleep"
            guard = g
            if game.trace:
                game.log(say("action.guards", player=opp, card=label(g)), "action-steps",
                         "supp-action-steps")
            # "when this character's Action is guarded": waits for the arrow after the Guard step
            watchers.fire(game, "watch_guard", [g], "action-steps", target=actor)
            if was_active:
                watchers.fire(game, "watch_sleep", [g], "action-steps")
        else:
            if game.trace:
                game.log(say("action.no-guard", player=opp), "action-steps")
        yield from doing.resolve_waiting(game, say("action.arrow-2"), "action-steps")
    if someone_left():
        # p.16's ※ says "before the Guard step"; after it, the same reading (an open question:
        # rulings/p16-open-the-attacker-leaves-after-the-guard)
        if game.trace:
            game.log(say("action.left"), "action-steps")
    elif guard is not None:
        yield from contact(game, actor, guard)
    elif target is not None:
        yield from contact(game, actor, target)
    else:
        yield from unguarded_case(game, actor)
    yield from doing.resolve_waiting(game, say("action.arrow-4"), "action-steps")
    if game.is_in_scene(actor):  # a character that left has no "at the end of its Action" (official Q&A 21)
        triggers.queue(game, actor, "on_action_end", "supp-action-steps")
    yield from doing.resolve_waiting(game, say("action.arrow-5"),
                                       "action-steps")
    game.action = None  # the Action has ended: no character is taking it
    effects.end_duration(game, "action", say("action.ends"), "supp-action-steps")
    yield from doing.resolve_waiting(game, say("action.arrow-end"), "action-steps")
