"""Effect primitives of the scenario contract, and the durations that end them (p.22, p.6, p.17)."""

from __future__ import annotations

from collections.abc import Callable, Generator

from judge.records import record
from judge.rules import refresh, watchers, zones
from judge.lines import Action
from judge.i18n import Pair, messages, say
from judge.rules.card_filters import any_of, has_cut_in, within
from judge.rules.core import Forbidden, Game, Procedure, Prompt, Waiting, label, word
from judge.rules import triggers
from judge.rules.triggers import holds, procedure, queue  # noqa: F401 (the rules use effects.procedure)
from judge.state import EFFECTS, PLAYERS, Card, Modifier, Partner


messages({
    "effects.durations-end": ("{why}: effects until the end of the {until} end for {cards}",
                              "{why}: เอฟเฟกต์ที่มีผลจนจบ{until}หมดผลสำหรับ {cards}"),
    "effects.stun-wakes": ("{card} is stunned: instead of becoming active it becomes asleep; the stun ends ({why})",
                           "{card} สตันอยู่: แทนที่จะแอคทีฟจะกลายเป็นสลีป และสตันสิ้นสุด ({why})"),
    "effects.stays-stunned": ("{card} is stunned and stays stunned ({why})", "{card} สตันอยู่และยังคงสตัน ({why})"),
    "effects.state": ("{card}: {old} → {new} ({why})", "{card}: {old} → {new} ({why})"),
    "effects.not-valid": ("{source}: the validity icon [{icon}] is not met: the text does nothing",
                          "{source}: ไม่เป็นไปตามไอคอนเงื่อนไข [{icon}]: ข้อความนี้ไม่มีผล"),
    "effects.no-target": ("{source}: {stat}{value} has no character to apply to: nothing happens",
                          "{source}: {stat}{value} ไม่มีตัวละครให้มีผล: ไม่มีอะไรเกิดขึ้น"),
    "effects.modify": ("{source}: {card} {stat}{value} until the end of the {until} (now {now})",
                       "{source}: {card} {stat}{value} จนจบ{until} (ตอนนี้ {now})"),
    "effects.given-evidence": ("{source}: {player} is given {count} evidence and cannot refuse",
                               "{source}: {player} ได้รับหลักฐาน {count} ใบและปฏิเสธไม่ได้"),
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
    "effects.to-hand": ("{source}: {card} goes from the top of the deck to hand",
                        "{source}: {card} จากบนสุดของเด็คขึ้นมือ"),
    "effects.may-remove-short": ("{source}: the deck has {have} < {count} card(s): \"may remove {count}\" cannot be "
                                 "done at all",
                                 "{source}: เด็คมี {have} < {count} ใบ: \"รีมูฟได้ {count} ใบ\" ทำไม่ได้เลย"),
    "effects.removed-top": ("{source}: {card} is removed from the top of the deck",
                            "{source}: {card} ถูกรีมูฟจากบนสุดของเด็ค"),
    "effects.removed-part": ("{source}: only {done} of {count} could be removed; the missing part is not",
                             "{source}: รีมูฟได้เพียง {done} จาก {count} ใบ; ส่วนที่ขาดไม่ต้องทำ"),
    "effects.remove-evidence": ("{source}: {player}'s top evidence {card} is removed (no Spark: not an Action [Case])",
                                "{source}: หลักฐานใบบนสุดของ {player} {card} ถูกรีมูฟ "
                                "(ไม่มีฮิราเมกิ: ไม่ใช่แอคชั่น [คดี])"),
    "effects.not-in-scene": ("{source}: {ref} is not in the scene: nothing happens",
                             "{source}: {ref} ไม่อยู่ในที่เกิดเหตุ: ไม่มีอะไรเกิดขึ้น"),
    "effects.partner-not-character": ("{source}: a Partner is not a character: nothing happens",
                                      "{source}: พาร์ทเนอร์ไม่ใช่ตัวละคร: ไม่มีอะไรเกิดขึ้น"),
    "effects.by": ("by {source}", "โดย {source}"),
    "effects.bottom": ("{source}: {card} goes from the scene to the bottom of {owner}'s deck (not removed: no On "
                       "Removal)",
                       "{source}: {card} จากที่เกิดเหตุไปไว้ใต้เด็คของ {owner} (ไม่ใช่การรีมูฟ: ไม่มีเมื่อรีมูฟจากที่เกิดเหตุ)"),
    "effects.none-to-choose": ("{source}: no character can be chosen ({verb}): nothing happens",
                               "{source}: ไม่มีตัวละครให้เลือก ({verb}): ไม่มีอะไรเกิดขึ้น"),
    "effects.ask-choice": ("the choice of {source} (up to {most} of {refs})",
                           "การเลือกของ {source} (ไม่เกิน {most} จาก {refs})"),
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
    "effects.too-many": ("up to {most} different card(s) may be chosen (got {got})",
                         "เลือกการ์ดต่างกันได้ไม่เกิน {most} ใบ (ได้รับ {got})"),
    "effects.nothing": ("nothing", "ไม่มีอะไร"),
    "effects.them": ("them", "ใบเหล่านั้น"),
    "effects.not-an-order": ("{player} is asked {what}: '{line}' does not name one of {refs}",
                             "{player} ถูกถาม{what}: '{line}' ไม่ได้ระบุใบใดใน {refs}"),
    "effects.not-waiting": ("{ref} has no effect waiting: the order names only {refs}",
                            "{ref} ไม่มีเอฟเฟกต์ที่รออยู่: ลำดับระบุได้เฉพาะ {refs}"),
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


def end_duration(game: Game, until: str, why: str, *sections: str) -> None:
    """Effects lasting "until the end of this <turn|contact|action|deduction>" end (p.10, p.17, p.16, p.15)."""
    ended = []
    players = game.pos.players  # (Game.player's body: asked at every end of a turn, Contact, Action, Deduction)
    for p in PLAYERS:
        pl = players[p]
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


def set_state(game: Game, card: Card | Partner, state: str, why: str, *sections: str) -> None:
    """p.6 — sleep / stun / make active, with the stun rules.

    A stunned character that would be made active becomes asleep instead and
    the stun ends; a stunned character that is slept or stunned stays stunned.
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


def _in_play(game: Game, target) -> bool:
    """A Partner, or a character still in the scene: something an effect can act on."""
    return isinstance(target, Partner) or (isinstance(target, Card) and game.is_in_scene(target))


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


# effect step name -> handler(doing, step, value); a handler that makes a player choose is a generator
HANDLERS: dict[str, Callable] = {}
# gates the loop judges itself: `limit` before the ability (triggers.limit_reached), `valid` and `if` where they
# stand (the steps after them do nothing unless they hold; `if` is judged by continuous.condition)
HEAD_STEPS = ("limit", "valid", "if")
GATES: dict[str, Callable] = {}  # "if" -> continuous.condition (registered there)
CHOOSABLE: list[Callable] = []  # continuous.choosable: may this card's ability choose that character?
AFTER_REMOVE_TOP: list[Callable] = []  # cardzones.after_remove_top: a remove_top's `then` (and its `found`)
# a step key that changes a step's amount before it is done -> its function (continuous registers `for_each`)
AMOUNTS: dict[str, Callable] = {}
# a step that may also stand in a Declare's cost (vocabulary.COST_STEPS) -> (why_not(game, player, card, item) ->
# Forbidden | None, pay(game, player, card, item) -> Procedure); read by rules/declare.py
COSTS: dict[str, tuple] = {}


def does(*names: str):
    """Register the handler of effect steps `names` (each registered once, in judge/vocabulary.py too)."""

    def register(fn):
        for name in names:
            if name in HANDLERS:
                raise ValueError(f"effect step '{name}' has two handlers")
            HANDLERS[name] = fn
        return fn

    return register


def run(game: Game, steps: list, executor: str, source: str, contact_card: Card | None = None,
        card: Card | Partner | None = None, trigger: Card | None = None) -> Procedure:
    """Do effect steps in order for `executor` (p.22: do as much as can be done). A procedure: a step that
    makes a player choose yields its Prompt."""
    doing = Doing(game, executor, source, contact_card, card, trigger)
    for step in steps:
        name = next(k for k in step if k in EFFECTS)
        value = step[name]
        if name == "limit":  # a use limit: judged when the ability triggers or is declared (triggers.limit_reached)
            continue
        if name == "valid":
            if not holds(game, value, executor):
                if game.trace:
                    game.log(say("effects.not-valid", source=source, icon=value), "validity",
                             "supp-icons")
                return
            continue
        if name in GATES:
            if not GATES[name](doing, value):
                return
            continue
        for key, amount in AMOUNTS.items():
            if key in step:
                value = amount(doing, step, value)
        done = HANDLERS[name](doing, step, value)
        if isinstance(done, Generator):
            yield from done


def targets_of(doing: Doing, ref, verb: str) -> Procedure:
    """The cards a step acts on: a selector's picks (the contract's Choices), `self`, or one REF."""
    if isinstance(ref, dict):
        doing.chosen = yield from select(doing.game, watchers.bound_by_trigger(ref, doing.trigger), doing.executor,
                                         doing.source, verb, doing.card)
        return doing.chosen
    if ref == "chosen":  # "that character": the ones an earlier step of this ability chose ("…, AP +2000 and …")
        return list(doing.chosen or [])
    if ref == "self" and doing.card is not None:  # a card script's "this character"
        return [doing.card]
    if ref == "trigger" and doing.trigger is not None:  # a watcher's "that character": the one that set it off
        return [doing.trigger]
    return [resolve(doing.game, ref, doing.executor)[1]]


@does("ap", "lp")
def _modify(doing: Doing, step: dict, value: int) -> Procedure:
    """p.22 doing-effects, p.18 cut-in — AP/LP ± until a duration ends (the Contact's character by default)."""
    game, name, source = doing.game, next(k for k in ("ap", "lp") if k in step), doing.source
    until = step.get("until", "contact" if doing.contact_card is not None else "end-of-turn")
    if "target" in step:
        targets = yield from targets_of(doing, step["target"], name)
    else:
        targets = [doing.contact_card]
    for target in targets:
        if not _in_play(game, target):
            if game.trace:
                game.log(say("effects.no-target", source=source, stat=name.upper(), value=f"{value:+d}"),
                         "doing-effects")
            continue
        target.mods.append(Modifier(name, value, until))
        if game.trace:
            game.log(say("effects.modify", source=source, card=label(target), stat=name.upper(), value=f"{value:+d}",
                         until=word(until), now=target.value(name)),
                     "cut-in" if doing.contact_card else "doing-effects")


def player_of(doing: Doing, step: dict, default: str | None = None) -> str:
    """A step's `player`: A or B, or `self` / `opponent` from the executor's side (card scripts); default the
    executor."""
    who = step.get("player", default or doing.executor)
    return {"self": doing.executor, "opponent": doing.game.opponent(doing.executor)}.get(who, who)


@does("draw")
def _draw(doing: Doing, step: dict, value: int) -> None:
    """p.22 doing-effects — draw by an effect (an empty deck is refreshed, p.20); `player: opponent` makes the
    opponent draw."""
    refresh.draw(doing.game, player_of(doing, step), value, by_effect=True)


@does("evidence")
def _evidence(doing: Doing, step: dict, value: int) -> None:
    """p.15 deduction, p.22 — gain evidence; given to the opponent, it cannot be refused."""
    game, who = doing.game, player_of(doing, step)
    if who != doing.executor:
        if game.trace:
            game.log(say("effects.given-evidence", source=doing.source, player=who, count=value), "supp-general-qa")
    refresh.gain_evidence(game, who, value, "doing-effects")


@does("look", "reveal")
def _look(doing: Doing, step: dict, value: int) -> None:
    """p.20 deck-out-mid-effect — look at / reveal the top N (fewer if the deck is short: no Refresh)."""
    game, executor, source = doing.game, doing.executor, doing.source
    name = "look" if "look" in step else "reveal"
    whose = player_of(doing, step)  # `player: opponent`: the opponent reveals the top of their deck
    seen = game.player(whose).deck[:value]
    if game.trace:
        game.log(say(f"effects.{name}" + ("-short" if len(seen) < value else ""), source=source, player=whose,
                     count=len(seen)), "deck-out-mid-effect")
    for _ in range(min(step.get("to_hand", 0), len(seen))):
        refresh.move_top(game, executor, "hand", lambda c: game.log(
            say("effects.to-hand", source=source, card=label(c)), "deck-out-mid-effect"))


@does("remove_top", "may_remove_top")
def _remove_top(doing: Doing, step: dict, value: int) -> Procedure:
    """p.20 deck-out-mid-effect — remove the top N: as many as there are, then a Refresh; "may remove N"
    cannot be done at all with fewer than N. p.22: `then` only if it removed a card that meets `found`
    ("if a [赤井家] character is removed by this") — or, without `found`, if it removed any."""
    game, executor, source = doing.game, doing.executor, doing.source
    p = game.player(executor)
    if "may_remove_top" in step and len(p.deck) < value:
        if game.trace:
            game.log(say("effects.may-remove-short", source=source, have=len(p.deck), count=value), "deck-out-mid-effect")
        return
    n = min(value, len(p.deck))
    removed = []
    for _ in range(n):
        card = p.deck[0]
        zones.to_removed(game, card)
        removed.append(card)
        if game.trace:
            game.log(say("effects.removed-top", source=source, card=label(card)), "deck-out-mid-effect")
        if not p.deck:
            if n < value:
                if game.trace:
                    game.log(say("effects.removed-part", source=source, done=n, count=value),
                             "deck-out-mid-effect")
            refresh.refresh(game, executor)
            break
    if step.get("then"):  # "if this removes a …" (`found`), or "if you do": judged by rules/cardzones.py
        yield from AFTER_REMOVE_TOP[0](doing, step, removed)


@does("file")
def _file(doing: Doing, step: dict, value: int) -> None:
    """p.22 doing-effects — the top N of the deck into the File Area."""
    refresh.put_in_file(doing.game, doing.executor, value, "doing-effects")


@does("remove_evidence")
def _remove_evidence(doing: Doing, step: dict, value: int) -> None:
    """p.19 spark, p.22 — remove a player's top evidence (by an effect: no Spark, not an Action [Case])."""
    game = doing.game
    player = player_of(doing, step, "opponent")
    pl = game.player(player)
    n = min(value, len(pl.evidence))
    for _ in range(n):
        card = pl.evidence[0]
        zones.to_removed(game, card)
        if game.trace:
            game.log(say("effects.remove-evidence", source=doing.source, player=player, card=label(card)),
                     "spark", "supp-spark-steps")
    if n:  # "when evidence is removed" triggers once, whatever removed it (rules/watchers.py)
        watchers.fire(game, "watch_evidence", [], "doing-effects", player=player, via="removed")


@does("sleep", "stun", "activate", "remove", "bottom")
def _act_on_character(doing: Doing, step: dict, value) -> Procedure:
    """p.6 card-states, p.22 doing-effects — sleep / stun / make active / remove a character, or put it on the
    bottom of its owner's deck (not removed: no On Removal). A Partner is not a character (remove, stun, bottom)."""
    game, source = doing.game, doing.source
    name = next(k for k in ("sleep", "stun", "activate", "remove", "bottom") if k in step)
    targets = yield from targets_of(doing, value, name)
    removed = []  # removed together once all are known (rules/zones.remove_all)
    for target in targets:
        if not _in_play(game, target):
            if game.trace:
                game.log(say("effects.not-in-scene", source=source, ref=value), "doing-effects")
            continue
        if isinstance(target, Partner) and name in ("remove", "stun", "bottom"):
            if game.trace:
                game.log(say("effects.partner-not-character", source=source), "doing-effects")
            continue
        if name == "remove":
            removed.append(target)
        elif name == "bottom":
            zones.take_from_scene(game, target)
            zones.to_deck_bottom(game, target)
            if game.trace:
                game.log(say("effects.bottom", source=source, card=label(target), owner=target.owner), "doing-effects")
        else:
            set_state(game, target, {"sleep": "sleep", "stun": "stun", "activate": "active"}[name],
                      say("effects.by", source=source), "card-states" if name != "stun" else "stun")
    if removed:
        zones.remove_all(game, removed, say("effects.by", source=source), "doing-effects")


def options(game: Game, sel: dict, chooser: str, card=None) -> list[Card]:
    """The characters a selector allows: the side's scenes, then each filter on current values (`other`: not
    `card`, the one whose ability it is)."""
    players = {"any": (chooser, game.opponent(chooser)), "own": (chooser,), "opponent": (game.opponent(chooser),)}
    out = []
    for p in players[sel.get("character", "any")]:
        for c in game.player(p).scene:
            if any(k in sel and not within(c.value(k), sel[k]) for k in ("level", "ap", "lp")):
                continue
            if "state" in sel and c.state not in (sel["state"] if isinstance(sel["state"], list) else [sel["state"]]):
                continue
            if sel.get("other") and c is card:
                continue
            if "keyword" in sel and not triggers.has_keyword(game, c, sel["keyword"]):
                continue
            if "color" in sel and not any_of(sel["color"], c.colors):  # a list: any of them
                continue
            if "feature" in sel and not any_of(sel["feature"], c.features):
                continue
            if "name" in sel and not any_of(sel["name"], c.names):  # a card with several names has each (p.27)
                continue
            if sel.get("has_set") and not c.set_cards:  # a card set on it, face up or down (p.23)
                continue
            if sel.get("cut_in") and not has_cut_in(c):  # it has a [Cut-in] (p.18)
                continue
            out.append(c)
    return out


def select(game: Game, sel: dict, chooser: str, source: str, verb: str, card=None) -> Procedure:
    """The contract's Choices, p.22 (doing-effects: "up to N" allows none) — the chooser names up to N of the
    allowed characters with `choose REF…` or `choose none`; unanswered, none is assumed. Returns the cards.
    `all: true` takes every allowed character, without a choice. Characters a continuous ability keeps from
    being chosen by this card (judge/rules/continuous.py) are not allowed — except under `all: true`, which
    chooses nobody: "cannot be chosen" does not shield from it (official Q&A on B05008, B01006, B03030)."""
    allowed = [c for c in options(game, sel, chooser, card)
               if sel.get("all") or not CHOOSABLE or CHOOSABLE[0](game, c, chooser, card)]
    if not allowed:
        if game.trace:
            game.log(say("effects.none-to-choose", source=source, verb=verb), "doing-effects")
        return []
    if sel.get("all"):
        if game.trace:
            game.log(say("effects.all-named", source=source, cards=tuple(label(c) for c in allowed)), "doing-effects")
        return allowed
    refs = tuple(f"{c.owner}.{c.id}" for c in allowed)
    prompt = Prompt(chooser, ("choose",), f"{chooser} choose none",
                    say("effects.ask-choice", source=source, most=sel["up_to"], refs=", ".join(refs)),
                    context=("select", sel["up_to"], sel.get("least", 0)), options=refs)
    answer = yield prompt
    why = answer is not None and why_not_choose(game, answer, prompt)
    if why:
        raise why
    if answer is None or answer.word == "none":
        if game.trace:
            game.log(say("effects.chooses-none", source=source, player=chooser, most=sel["up_to"]), "doing-effects")
        return []
    if game.trace:
        game.log(say("effects.chooses", source=source, player=chooser, refs=", ".join(answer.refs)), "doing-effects")
    return [c for c in allowed if f"{c.owner}.{c.id}" in answer.refs]


def trigger(game: Game, card, name: str, *sections: str) -> None:
    """A card's triggered ability triggers (p.21, p.24); its effect waits for the next arrow (triggers.queue)."""
    queue(game, card, name, *sections)


# a prompt's context kind -> its answer's checker (judge/rules/choices.py registers the choice frame's)
CHOICE_CHECKS: dict[str, Callable] = {}


def why_not_choose(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """The contract's Choices; p.22 (pending-effects, doing-effects) — the order of a player's waiting effects
    (`choose REF [REF…]`, the first goes next), or a selector's pick: up to N of the allowed cards, or none."""
    if prompt is not None and isinstance(prompt.context, tuple) and prompt.context[0] in CHOICE_CHECKS:
        return CHOICE_CHECKS[prompt.context[0]](game, act, prompt)
    if prompt is not None and isinstance(prompt.context, tuple) and prompt.context[0] == "select":
        most, least = prompt.context[1], prompt.context[2]
        if act.word == "none":  # "up to N" allows none (p.22); a cost's choice must be made (p.14)
            return Forbidden(say("effects.must-choose", least=least), "cost") if least else None
        if act.word is not None or act.choice is not None or not act.refs:
            return Forbidden(say("effects.answer-choose", player=act.player, what=prompt.what),
                             "doing-effects")
        wrong = [r for r in act.refs if r not in prompt.options]
        if wrong:
            return Forbidden(say("effects.not-allowed", wrong=", ".join(wrong), refs=", ".join(prompt.options)),
                             "doing-effects")
        if len(set(act.refs)) != len(act.refs) or len(act.refs) > most:
            return Forbidden(say("effects.too-many", most=most, got=len(act.refs)), "doing-effects")
        return None
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
            why = answer is not None and why_not_choose(game, answer, prompt)
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


triggers.RESOLVERS.append(resolve_waiting)
watchers.register_steps(does, targets_of)  # the steps of rules/watchers.py
