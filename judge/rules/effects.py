"""Effect primitives of the scenario contract, and the durations that end them (p.22, p.6, p.17).

The steps on characters and decks (AP/LP/level, draw, evidence, look, File, sleep/stun/remove…), the
selector that makes a player choose characters (the contract's Choices), and what a step's REF names.
"""

from __future__ import annotations

from collections.abc import Iterator

from judge.rules import continuous, watchers
from judge.lines import Action
from judge.i18n import Pair, messages, say
from judge.rules.card_filters import level_total, options, options_match, within
from judge.rules.core import Forbidden, Game, Procedure, Prompt, ask, label, word
from judge.rules.doing import Doing, did_bound, run
from judge.rules.triggers import TRIGGER_NAMES, after_validity, limit_reached, shared_limit, unmet_validity, use_limit
from judge.scripts.words import range_words
from judge.state import PLAYERS, Card, Partner


messages({
    "effects.only-if-not": ("{source}: {cards} chosen, but does not meet the condition: nothing is done to it",
                            "{source}: เลือก {cards} แล้ว แต่ไม่ตรงเงื่อนไข: ไม่มีผลกับตัวละครนั้น"),
    "effects.must-choose-these": ("an Event's effect must choose {refs} if able (a continuous ability of theirs)",
                                  "เอฟเฟกต์ของอีเวนต์ต้องเลือก {refs} ถ้าทำได้ (ความสามารถต่อเนื่องของการ์ดนั้น)"),
    "effects.durations-end": ("{why}: effects until the end of the {until} end for {cards}",
                              "{why}: เอฟเฟกต์ที่มีผลจนจบ{until}หมดผลสำหรับ {cards}"),
    "effects.stun-wakes": ("{card} is stunned: instead of becoming active it becomes asleep; the stun ends ({why})",
                           "{card} สตันอยู่: แทนที่จะแอคทีฟจะกลายเป็นสลีป และสตันสิ้นสุด ({why})"),
    "effects.stays-stunned": ("{card} is stunned and stays stunned ({why})", "{card} สตันอยู่และยังคงสตัน ({why})"),
    "effects.state": ("{card}: {old} → {new} ({why})", "{card}: {old} → {new} ({why})"),
    "effects.look": ("{source}: {player} looks at the top {count} card(s); they are still in the deck",
                     "{source}: {player} ดูการ์ด {count} ใบบนสุดของเด็ค; การ์ดยังอยู่ในเด็ค"),
    "effects.reveal": ("{source}: {player} reveals the top {count} card(s); they are still in the deck",
                       "{source}: {player} เปิดการ์ด {count} ใบบนสุดของเด็ค; การ์ดยังอยู่ในเด็ค"),
    "effects.look-short": ("{source}: {player} looks at the top {count} card(s) (only {count} in the deck: no Refresh "
                           "for looking); they are still in the deck",
                           "{source}: {player} ดูการ์ด {count} ใบบนสุดของเด็ค (ในเด็คมีแค่ {count} ใบ: การดูไม่ทำให้รีเฟรช); "
                           "การ์ดยังอยู่ในเด็ค"),
    "effects.reveal-short": ("{source}: {player} reveals the top {count} card(s) (only {count} in the deck: no "
                             "Refresh for looking); they are still in the deck",
                             "{source}: {player} เปิดการ์ด {count} ใบบนสุดของเด็ค (ในเด็คมีแค่ {count} ใบ: การดูไม่ทำให้รีเฟรช); "
                             "การ์ดยังอยู่ในเด็ค"),
    "effects.may-remove-short": ("{source}: the deck has {have} < {count} card(s): \"may remove {count}\" cannot be "
                                 "done at all",
                                 "{source}: เด็คมี {have} < {count} ใบ: \"รีมูฟได้ {count} ใบ\" ทำไม่ได้เลย"),
    "effects.removed-top": ("{source}: {card} is removed from the top of the deck",
                            "{source}: {card} ถูกรีมูฟจากบนสุดของเด็ค"),
    "effects.removed-part": ("{source}: only {done} of {count} could be removed; the missing part is not",
                             "{source}: รีมูฟได้เพียง {done} จาก {count} ใบ; ส่วนที่ขาดไม่ต้องทำ"),
    "effects.none-to-choose": ("{source}: no character can be chosen ({verb}): nothing happens",
                               "{source}: ไม่มีตัวละครให้เลือก (`{verb}`): ไม่มีอะไรเกิดขึ้น"),
    "effects.ask-choice": ("the choice of {source} (up to {most} of {refs})",
                           "การเลือกของ {source} (ไม่เกิน {most} จาก {refs})"),
    "effects.ask-exact": ("the choice of {source} (exactly {most} of {refs})",
                          "การเลือกของ {source} (ต้องเลือก {most} จาก {refs})"),
    "effects.exactly": ("exactly {n} must be chosen: the ability says to choose {n}, not up to {n} (got {got})",
                        "ต้องเลือก {n} ใบพอดี: ความสามารถให้เลือก {n} ใบ ไม่ใช่ไม่เกิน {n} ใบ (ได้ {got})"),
    "effects.all-named": ("{source}: every character it names ({cards})", "{source}: ตัวละครทุกใบที่ระบุ ({cards})"),
    "effects.must-choose": ("at least {least} must be chosen: a cost is paid in full or not at all",
                            "ต้องเลือกอย่างน้อย {least} ใบ: คอสต์ต้องจ่ายครบหรือไม่จ่ายเลย"),
    "effects.chooses-none": ("{source}: {player} chooses none (up to {most}: none is allowed)",
                             "{source}: {player} ไม่เลือกเลย (ไม่เกิน {most}: ไม่เลือกก็ได้)"),
    "effects.chooses": ("{source}: {player} chooses {refs}", "{source}: {player} เลือก {refs}"),
    "effects.answer-choose": ("{player} is asked {what}: answer `choose REF…` or `choose none`",
                              "{player} ถูกถาม{what}: ตอบ `choose REF…` หรือ `choose none`"),
    "effects.not-allowed": ("{wrong} cannot be chosen: the ability allows only {refs}",
                            "เลือก {wrong} ไม่ได้: ความสามารถนี้ให้เลือกได้เฉพาะ {refs}"),
    "effects.may-asked": ("the choice of {source}: you may (choose yes or no)",
                          "การเลือกของ {source}: เลือกทำได้ (`เลือก yes` หรือ `เลือก no`)"),
    "effects.answer-may": ("{player} is asked {what}: answer `choose yes` or `choose no`",
                           "{player} ถูกถาม{what}: ตอบ `choose yes` หรือ `choose no`"),
    "effects.may-no": ("{source}: {who} chooses not to do it", "{source}: {who} เลือกไม่ทำ"),
    "effects.may-yes": ("{source}: {who} chooses to do it", "{source}: {who} เลือกทำ"),
    "effects.forced": ("{source}: {refs} — the only legal choice, made without asking",
                       "{source}: {refs} — ตัวเลือกเดียวที่ทำได้ จึงเลือกโดยไม่ต้องถาม"),
    "effects.chosen-now": ("{source} triggers and is done at once (a nullifying ability does not wait)",
                           "{source} ทริกเกอร์และทำทันที (ความสามารถที่ทำให้ไม่มีผลไม่ต้องรอ)"),
    "effects.level-total": ("the characters chosen total level {got}: the ability allows a total of {bound}",
                            "ตัวละครที่เลือกมีเลเวลรวม {got}: ความสามารถนี้ให้เลเวลรวม {bound}"),
    "effects.too-many": ("up to {most} different card(s) may be chosen (got {got})",
                         "เลือกการ์ดต่างกันได้ไม่เกิน {most} ใบ (ได้รับ {got})"),
})


def resolve(game: Game, ref: str, executor: str) -> tuple[str, Card | Partner | str | None]:
    """(player, card) for a reference: `id` (the executor's own card first), `A.id`, `A.partner`, `B.case`."""
    if "." in ref:
        player, cid = ref.split(".", 1)
        candidates = [player]
    else:
        cid, candidates = ref, [executor, game.opponent(executor)]
    for p in candidates:
        if cid == "partner":
            return p, game.player(p).partner
        if cid == "case":
            return p, "case"
        card = game.find(p, cid)
        if card is not None:
            return p, card
    return candidates[0], None


def end_duration(game: Game, until: str, why: str, *sections: str, owners=PLAYERS) -> None:
    """Effects lasting "until the end of this <turn|contact|action|deduction>" end (p.10, p.17, p.16, p.15);
    `owners`: only on those players' cards ("until the end of your opponent's turn" ends on the cards of the
    player whose turn it is not)."""
    ended = []
    players = game.pos.players  # (Game.player's body: asked at every end of a turn, Contact, Action, Deduction)
    for p in owners:
        pl = players[p]
        if pl.cannot_use:  # "you cannot use … this turn" (rules/restrictions.py) ends with its duration
            pl.cannot_use = [bar for bar in pl.cannot_use if bar[1] != until]
        if pl.delayed and until == "end-of-turn":  # "this turn, the next time …" that never came (p.22)
            pl.delayed = []
        for c in [pl.partner, *pl.scene]:
            if not c.mods:  # (most cards, at every end of a turn, contact, action and deduction)
                continue
            kept = [m for m in c.mods if m.until != until]
            if len(kept) != len(c.mods):
                ended.append(c)
                c.mods[:] = kept
    if ended:
        if game.trace:
            game.log(say("effects.durations-end", why=why, until=word(until), cards=tuple(label(c) for c in ended)),
                     *sections)


def set_state(game: Game, card: Card | Partner, state: str, why: str, *sections: str, entering: bool = False) -> None:
    """p.6 — sleep / stun / make active, with the stun rules.

    A stunned character that would be made active becomes asleep instead and
    the stun ends; a stunned character that is slept or stunned stays stunned.
    An active character put to sleep sets off `watch_sleep` (not one that `entering` the scene asleep).
    """
    old = card.state
    if state == "active" and old == "stun":
        card.state = "sleep"
        if game.trace:
            game.log(say("effects.stun-wakes", card=label(card), why=why), "stun")
        return
    if old == "stun" and state in ("sleep", "stun"):
        if game.trace:
            game.log(say("effects.stays-stunned", card=label(card), why=why), "stun")
        return
    card.state = state
    if game.trace:
        game.log(say("effects.state", card=label(card), old=word(old), new=word(state), why=why), *sections)
    if old == "active" and state == "sleep" and not entering:
        watchers.fire(game, "watch_sleep", [card], "card-states")


def in_play(game: Game, target) -> bool:
    """A Partner, or a character still in the scene: something an effect can act on."""
    return isinstance(target, Partner) or (isinstance(target, Card) and game.is_in_scene(target))


def in_play_only(doing: Doing, targets: list, missed) -> Iterator[Card]:
    """The targets that are characters still in the scene, in order; each one that is not is logged where it comes
    (`missed`: the message), so the trace keeps the order of the targets (p.22: an effect on a card that has left,
    or a change until a duration ends on a card out of the scene, does nothing)."""
    for target in targets:
        if isinstance(target, Card) and in_play(doing.game, target):
            yield target
        elif doing.game.trace:
            doing.game.log(missed, "doing-effects")


def targets_of(doing: Doing, ref, verb: str) -> Procedure:
    """The cards a step acts on: a selector's picks (the contract's Choices), `self`, or one REF."""
    if isinstance(ref, dict):
        doing.chosen = yield from select(doing.game, did_bound(doing, watchers.bound_by_trigger(ref, doing.trigger)),
                                         doing.executor, doing.source, verb, doing.card)
        if getattr(doing.card, "mr", False):  # "not chosen by an ability of your MR this turn" (B08014's Q&A)
            for c in doing.chosen:
                if isinstance(c, Card) and c.owner == doing.card.owner:
                    doing.game.player(c.owner).remember("chosen-by-mr", c.id)
        if "only_if" in ref and doing.chosen:  # "…; if it is …, <verb> it": chosen first, then checked (p.22)
            only = did_bound(doing, ref["only_if"])
            kept = [c for c in doing.chosen if options_match(doing.game, c, only)]
            if doing.game.trace and len(kept) < len(doing.chosen):
                doing.game.log(say("effects.only-if-not", source=doing.source,
                                   cards=tuple(label(c) for c in doing.chosen if c not in kept)), "doing-effects")
            return kept
        return doing.chosen
    if ref == "chosen":  # "that character": the ones an earlier step of this ability chose ("…, AP +2000 and …")
        return list(doing.chosen or [])
    if ref == "self" and doing.card is not None:  # a card script's "this character"
        return [doing.card]
    if ref == "trigger" and doing.trigger is not None:  # a watcher's "that character": the one that set it off
        return [doing.trigger]
    return [resolve(doing.game, ref, doing.executor)[1]]


class Declined(Exception):
    """A "you may" whose first step is a pick was answered no at that pick (rules/steps/choices.do_may): its steps
    stop, and its `otherwise` is done."""


def pending_may(game: Game, chooser: str) -> str | None:
    """The frame of the pick `chooser` is about to make: "may" when it is the first pick of a "you may" (the may
    asks its question there, once: rules/steps/choices.do_may), else None. Asking takes the question."""
    if game.may_pick is not None and game.may_pick == chooser:
        game.may_pick = None
        return "may"
    return None


def ask_may_here(game: Game, chooser: str, source: str) -> Procedure:
    """A "you may" whose pick has no card to choose: its question is still asked (`choose yes|no`); no raises
    Declined (nothing of it is done)."""
    prompt = Prompt(chooser, ("choose",), f"{chooser} choose no", say("effects.may-asked", source=source),
                    context=("may",))
    answer = yield prompt
    if answer is not None and answer.word not in ("yes", "no", "none"):  # no card to name here
        raise Forbidden(say("effects.answer-may", player=answer.player, what=prompt.what), "doing-effects")
    if answer is None or answer.word in ("no", "none"):
        if game.trace:
            game.log(say("effects.may-no", source=source, who=chooser), "doing-effects")
        raise Declined()
    if game.trace:
        game.log(say("effects.may-yes", source=source, who=chooser), "doing-effects")


def forced(game: Game, chooser: str, cards: list, source: str, confirm: bool = True) -> list:
    """The only legal choice, made without asking (the contract's Choices). `confirm`: a choice a player used to
    be asked (a cost's pick, the card after "yes"): a `choose` line naming it right after still fits, as saying
    the same (judge/replay.py)."""
    refs = tuple(f"{c.owner}.{c.id}" for c in cards)
    if game.trace:
        game.log(say("effects.forced", source=source, refs=", ".join(refs)), "doing-effects")
    game.forced_picks.extend(refs)
    if confirm:
        game.confirmable.extend((chooser, "choose", r) for r in refs)
    return list(cards)


def select(game: Game, sel: dict, chooser: str, source: str, verb: str, card=None) -> Procedure:
    """`_select`; then the abilities of the chooser's opponent "when a character of yours is chosen by your
    opponent's ability or effect" (`watch_chosen`) are done at once, before the step goes on (official Q&A on
    B04003: such a nullifying ability is done immediately). `all: true` chooses nobody."""
    picked = yield from _select(game, sel, chooser, source, verb, card)
    if picked and not sel.get("all") and not game.pos.quiet:
        yield from chosen(game, picked, chooser)
    return picked


def chosen(game: Game, picked: list, chooser: str) -> Procedure:
    """p.21, p.22 — `watch_chosen` of the chooser's opponent's characters that match a chosen character in the
    scene ("your character in your scene is chosen": not a card chosen in a hand, a Remove Area or evidence)."""
    in_scene = [c for c in picked if isinstance(c, Card) and game.is_in_scene(c)]
    if in_scene:
        yield from at_once(game, watchers.seen(game, "watch_chosen", in_scene), chooser)


def nullifies(steps) -> bool:
    """Has an ability's effect a `negate` step (anywhere, under `may`, `then`…)? Such a watcher is done at once."""
    if isinstance(steps, dict):
        return "negate" in steps or any(nullifies(v) for v in steps.values())
    return isinstance(steps, list) and any(nullifies(s) for s in steps)


def at_once(game: Game, found: list, actor: str) -> Procedure:
    """p.21, p.22 — watchers of `actor`'s opponent done at once, in the middle of the ability of `actor` that set
    them off (a nullifying ability does not wait, official Q&A on B04003): its validity icons, [Turn N] and head
    condition judged now; its `negate` stops that ability (doing.Negated)."""
    for s in found:
        w, steps = s.watcher, s.spec["steps"]
        key = shared_limit(steps) or (s.key if s.index == 0 else f"{s.key}.{s.index + 1}")
        if (w.owner == actor or unmet_validity(game, steps, w.owner, w) or limit_reached(w, key, steps)
                or continuous.unmet_condition(game, steps, w) is not None):
            continue
        if use_limit(steps) is not None:
            w.uses_this_turn.append(key)
        source = say("triggers.source", name=TRIGGER_NAMES[s.key], card=label(w))
        if game.trace:
            game.log(say("effects.chosen-now", source=source), "pending-effects", "doing-effects")
        yield from run(game, after_validity(steps), w.owner, source, card=w, trigger=s.subject)


def _select(game: Game, sel: dict, chooser: str, source: str, verb: str, card=None) -> Procedure:
    """The contract's Choices, p.22 (doing-effects: "up to N" allows none) — the chooser names up to N of the
    allowed characters with `choose REF…` or `choose none` (`choose no` too; `choose yes` takes the only one
    allowed, or asks which); unanswered, none is assumed. Returns the cards. A cost's pick (`least`) with no
    more characters than it needs takes them without asking. `count: N` ("choose N", not "up to N") is exactly N,
    or all there are when fewer: taken without asking when there are no more than N, else never assumed (the
    contract's Choices: unanswered, the replay stops as forbidden, naming the options). As the first pick of a "you may", it is the may's
    one question (`pending_may`): none or no there declines the whole may.
    `all: true` takes every allowed character, without a choice. Characters a continuous ability keeps from
    being chosen by this card (judge/rules/continuous.py) are not allowed — except under `all: true`, which
    chooses nobody: "cannot be chosen" does not shield from it (official Q&A on B05008, B01006, B03030)."""
    if isinstance(sel.get("up_to"), dict):  # "up to as many as your 空手家 characters": counted now (p.22)
        sel = {**sel, "up_to": continuous.count(game, sel["up_to"], card.owner if card else chooser, card)}
        if not sel["up_to"]:
            if game.trace:
                game.log(say("effects.none-to-choose", source=source, verb=verb), "doing-effects")
            return []
    frame = None if sel.get("all") else pending_may(game, chooser)
    allowed = [c for c in options(game, sel, chooser, card)
               if sel.get("all") or continuous.choosable(game, c, chooser, card)]
    if not allowed:
        if frame:
            yield from ask_may_here(game, chooser, source)
        if game.trace:
            game.log(say("effects.none-to-choose", source=source, verb=verb), "doing-effects")
        return []
    if sel.get("all"):
        if game.trace:
            game.log(say("effects.all-named", source=source, cards=tuple(label(c) for c in allowed)), "doing-effects")
        return allowed
    most, exact = sel.get("count", sel.get("up_to")), "count" in sel
    least = most if exact else sel.get("least", 0)  # "choose N" (not "up to"): exactly N, mandatory (p.22)
    if least and len(allowed) <= least and not frame:  # a cost's pick or "choose N" with one legal answer (p.14)
        return forced(game, chooser, allowed, source)
    # "the opponent must choose this character with an Event's effect if able" (p.21): they are among the picks
    must = () if frame else tuple(f"{c.owner}.{c.id}" for c in continuous.must_be_chosen(game, allowed, chooser, card))
    if must and len(must) >= len(allowed) and len(must) <= most:  # nothing else to choose
        return forced(game, chooser, [c for c in allowed if f"{c.owner}.{c.id}" in must], source)
    refs = tuple(f"{c.owner}.{c.id}" for c in allowed)
    asked = say("effects.ask-exact" if exact else "effects.ask-choice", source=source, most=most, refs=", ".join(refs))
    prompt = Prompt(chooser, ("choose",), f"{chooser} choose " + (" ".join(must) if must else "no" if frame else "none"),
                    asked, context=("select", most, least, frame, exact, sel.get("level_total"), must), options=refs,
                    mandatory=(exact and not frame) or len(must) > most)
    answer = yield from ask(game, prompt, why_not_select)
    if answer is None and must:  # unanswered: those it must choose (no more of them than it may choose: else asked)
        return forced(game, chooser, [c for c in allowed if f"{c.owner}.{c.id}" in must], source, confirm=False)
    if answer is None or answer.word in ("none", "no"):
        if frame:
            if game.trace:
                game.log(say("effects.may-no", source=source, who=chooser), "doing-effects")
            raise Declined()
        if game.trace:
            game.log(say("effects.chooses-none", source=source, player=chooser, most=most), "doing-effects")
        return []
    if answer.word == "yes":  # "yes, I choose": the only one allowed, or which of them is asked now
        if len(allowed) <= max(least, 1):
            return forced(game, chooser, allowed, source)
        prompt = Prompt(chooser, ("choose",), f"{chooser} choose none", asked,
                        context=("select", most, max(least, 1), "yes", exact, sel.get("level_total")), options=refs,
                        mandatory=True)
        answer = yield prompt
        why = why_not_select(game, answer, prompt)
        if why:
            raise why
    if game.trace:
        game.log(say("effects.chooses", source=source, player=chooser, refs=", ".join(answer.refs)), "doing-effects")
    return [c for c in allowed if f"{c.owner}.{c.id}" in answer.refs]


def why_not_select(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    """The contract's Choices; p.22 (doing-effects) — a selector's pick: up to N of the allowed cards, or none
    (a cost's choice must be made, p.14); `no` is none, `yes` takes the only one or asks which. The first pick of a
    "you may" (frame `may`) takes yes, no and none; after a yes (frame `yes`) the cards must be named."""
    most, least = prompt.context[1], prompt.context[2]
    frame = prompt.context[3] if len(prompt.context) > 3 else None
    exact = len(prompt.context) > 4 and prompt.context[4]
    must = prompt.context[6] if len(prompt.context) > 6 else ()
    if must and act is not None and (act.word in ("none", "no")
                                     or len([r for r in act.refs if r in must]) < min(len(must), most)):
        return Forbidden(say("effects.must-choose-these", refs=", ".join(must)), "ability-kinds", "doing-effects")
    if act is None or (act.word in ("yes", "none", "no") and frame == "yes"):
        return Forbidden(say("effects.answer-choose", player=prompt.player, what=prompt.what), "doing-effects")
    if act.word in ("none", "no"):  # "up to N" allows none (p.22); a cost's choice must be made (p.14)
        if exact and not frame:
            return Forbidden(say("effects.exactly", n=min(most, len(prompt.options)), got=0), "doing-effects")
        return Forbidden(say("effects.must-choose", least=least), "cost") if least and not frame else None
    if act.word == "yes":
        return Forbidden(say("effects.must-choose", least=least), "cost") if least and not (frame or exact) else None
    if act.word is not None or act.choice is not None or not act.refs:
        return Forbidden(say("effects.answer-choose", player=act.player, what=prompt.what),
                         "doing-effects")
    wrong = [r for r in act.refs if r not in prompt.options]
    if wrong:
        return Forbidden(say("effects.not-allowed", wrong=", ".join(wrong), refs=", ".join(prompt.options)),
                         "doing-effects")
    if len(set(act.refs)) != len(act.refs) or len(act.refs) > most:
        return Forbidden(say("effects.too-many", most=most, got=len(act.refs)), "doing-effects")
    if exact and len(act.refs) < min(most, len(prompt.options)):  # "choose N": as many as there are, up to N
        return Forbidden(say("effects.exactly", n=min(most, len(prompt.options)), got=len(act.refs)), "doing-effects")
    total = prompt.context[5] if len(prompt.context) > 5 else None  # `level_total`: the picks' levels together
    if total is not None:
        got = level_total(game.pos, [game.find(*r.split(".", 1)) for r in act.refs])
        if not within(got, total):
            return Forbidden(say("effects.level-total", got=got,
                                 bound=Pair(range_words(total, "en"), range_words(total, "th"))), "doing-effects")
    return None
