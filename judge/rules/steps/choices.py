"""The choice frame of card abilities (p.22 doing-effects; the scenario contract's Choices).

"You may …", "if you do …" / "otherwise", "choose one of", and the prompts that ask a
player for cards — exactly N, up to N, any number — or for the order of cards put
somewhere together. Every choice is answered by a `choose` line where the ability
waits: a passive answer (`no`, `none`, the order the cards had) is assumed and
reported; a mandatory choice with several legal answers is never assumed (the
replay stops as forbidden, naming them); with one legal answer it is made without
asking. What a step "did" is judged by the game itself: a step that changed
nothing (sleeping a character already asleep, discarding from an empty hand) was
not done, so "if you do" does not follow (official Q&A on B03070: everything after
"if you do" depends on it; a later "up to" choosing none stops nothing).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from collections.abc import Generator

from judge.i18n import Pair, messages, say
from judge.lines import Action
from judge.rules.core import Forbidden, Game, Procedure, Prompt, ask
from judge.rules.doing import Doing, run, why_not_order as why_not_waiting_order
from judge.rules.effects import Declined, ask_may_here, forced, pending_may, why_not_select
from judge.state import EFFECTS, PLAYERS, ZONES, Card
from judge.scripts.registry import CARD_SELECTOR
from judge.rules.card_filters import level_total, within
from judge.scripts.words import range_words, steps_words

messages({
    "choice.may-asked": ("the choice of {source}: {what} (choose yes or no)",
                         "การเลือกของ {source}: {what} (`เลือก yes` หรือ `เลือก no`)"),
    "choice.may-yes": ("{source}: {who} chooses to do it", "{source}: {who} เลือกทำ"),
    "choice.may-no": ("{source}: {who} chooses not to do it", "{source}: {who} เลือกไม่ทำ"),
    "choice.done": ("{source}: it was done, so what follows \"if you do\" is done",
                    "{source}: ทำแล้ว จึงทำส่วน \"ถ้าทำ\" ต่อ"),
    "choice.not-done": ("{source}: it was not done (nothing changed), so what follows \"if you do\" is not done",
                        "{source}: ไม่ได้ทำ (ไม่มีอะไรเปลี่ยน) จึงไม่ทำส่วน \"ถ้าทำ\""),
    "choice.otherwise": ("{source}: it was not done, so the \"otherwise\" part is done",
                         "{source}: ไม่ได้ทำ จึงทำส่วน \"ถ้าไม่ได้ทำ\""),
    "choice.yesno-only": ("{who} is asked {what}: answer `choose yes`, `choose no`, or the cards chosen",
                          "{who} ถูกถาม {what}: ตอบ `choose yes` `choose no` หรือการ์ดที่เลือก"),
    "choice.unused-pick": ("{who} named {refs} but {source} asks for no card: answer `choose yes` or `choose no`",
                           "{who} ระบุ {refs} แต่ {source} ไม่ได้ให้เลือกการ์ด: ตอบ `choose yes` หรือ `choose no`"),
    "choice.one-asked": ("the choice of {source}: one of {n} options (choose 1–{n})",
                         "การเลือกของ {source}: หนึ่งใน {n} ตัวเลือก (เลือก 1–{n})"),
    "choice.one-picked": ("{source}: {who} chooses option {k}", "{source}: {who} เลือกตัวเลือกที่ {k}"),
    "choice.rock-paper-scissors": ("{source}: {who} plays rock-paper-scissors with {other} until one wins "
                                   "(nobody steers it: the seed decides): {winner} wins",
                                   "{source}: {who} เป่ายิงฉุบกับ {other} จนรู้ผล (ไม่มีใครกำหนดผลได้): {winner} ชนะ"),
    "choice.one-only-number": ("{who} is asked {what}: answer `choose N`, N from 1 to {n}",
                               "{who} ถูกถาม {what}: ตอบ `choose N` โดย N ตั้งแต่ 1 ถึง {n}"),
    "choice.cards-asked": ("the choice of {source}: {many} of {options}", "การเลือกของ {source}: {many} จาก {options}"),
    "choice.cards-only": ("{who} is asked {what}: answer `choose REF…`{none}",
                          "{who} ถูกถาม {what}: ตอบ `choose REF…`{none}"),
    "choice.cards-outside": ("{refs} cannot be chosen: {source} allows only {options}",
                             "เลือก {refs} ไม่ได้: {source} ให้เลือกได้เฉพาะ {options}"),
    "choice.cards-exact": ("{source} takes exactly {n} card(s) (got {got})",
                           "{source} ต้องเลือกพอดี {n} ใบ (เลือกมา {got} ใบ)"),
    "choice.cards-most": ("{source} takes up to {n} card(s) (got {got})",
                          "{source} เลือกได้สูงสุด {n} ใบ (เลือกมา {got} ใบ)"),
    "choice.cards-least": ("{source} takes {n} card(s) or more (got {got})",
                           "{source} ต้องเลือก {n} ใบขึ้นไป (เลือกมา {got} ใบ)"),
    "choice.cards-none": ("{source}: {who} chooses none ({many}: none is allowed)",
                          "{source}: {who} ไม่เลือก ({many}: ไม่เลือกก็ได้)"),
    "choice.cards-picked": ("{source}: {who} chooses {refs}", "{source}: {who} เลือก {refs}"),
    "choice.cards-forced": ("{source}: {refs} — the only legal choice, made without asking",
                            "{source}: {refs} — ตัวเลือกเดียวที่ทำได้ จึงเลือกโดยไม่ต้องถาม"),
    "choice.cards-empty": ("{source}: no card can be chosen: that part does nothing",
                           "{source}: ไม่มีการ์ดให้เลือก: ส่วนนั้นไม่เกิดผล"),
    "choice.cards-same": ("{source}: {a} and {b} share {what}: the cards chosen must each have a different one",
                          "{source}: {a} กับ {b} มี{what}เหมือนกัน: การ์ดที่เลือกต้องไม่ซ้ำกัน"),
    "choice.cards-same-name": ("{source}: {a} and {b} share the card name [{name}]: the cards chosen must each have a "
                               "different card name",
                               "{source}: {a} กับ {b} มีชื่อการ์ด [{name}] เหมือนกัน: การ์ดที่เลือกต้องมีชื่อการ์ดไม่ซ้ำกัน"),
    "choice.order-asked": ("the order of {source} (choose {options}, the first nearest the top)",
                           "ลำดับของ {source} (เลือก {options} ใบแรกอยู่บนสุด)"),
    "choice.order-kept": ("unwritten, they keep the order they had", "ไม่ได้ระบุ จึงคงลำดับเดิม"),
    "choice.order-bad": ("{who} is asked {what}: name each of {options} once (got {got})",
                         "{who} ถูกถาม {what}: ระบุ {options} ครบ ใบละครั้ง (ได้ {got})"),
    "choice.order-named": ("{source}: {who} puts them in the order {refs}", "{source}: {who} วางตามลำดับ {refs}"),
    "name.asked": ("the card name {source} names (choose name NAME)",
                   "ชื่อการ์ดที่ {source} ระบุ (`เลือก ชื่อ ชื่อการ์ด`)"),
    "name.only": ("{who} is asked {what}: answer `choose name NAME`", "{who} ถูกถาม {what}: ตอบ `choose name ชื่อ`"),
    "name.named": ("{source}: {who} names the card name [{name}]", "{source}: {who} ระบุชื่อการ์ด [{name}]"),
    "choice.level-total": ("{source}: the cards chosen total level {got}: the ability allows a total of {bound}",
                           "{source}: การ์ดที่เลือกมีเลเวลรวม {got}: ความสามารถให้เลเวลรวม {bound}"),
    "name.feature-asked": ("the feature {source} names (choose name FEATURE)",
                           "คุณลักษณะที่ {source} ระบุ (`เลือก ชื่อ คุณลักษณะ`)"),
    "name.feature-named": ("{source}: {who} names the feature [{name}]", "{source}: {who} ระบุคุณลักษณะ [{name}]"),
    "choice.some-asked": ("the choice of {source}: up to {most} of {n} options, each once (choose N [N…] or none)",
                          "การเลือกของ {source}: ไม่เกิน {most} จาก {n} ตัวเลือก ตัวเลือกละครั้ง "
                          "(`เลือก N [N…]` หรือ `เลือก none`)"),
    "choice.some-only": ("{who} is asked {what}: answer `choose N [N…]` (each from 1 to {n}, at most {most}) or "
                         "`choose none`",
                         "{who} ถูกถาม {what}: ตอบ `choose N [N…]` (แต่ละตัวตั้งแต่ 1 ถึง {n} ไม่เกิน {most} ตัว) หรือ "
                         "`choose none`"),
    "choice.some-picked": ("{source}: {who} chooses options {ks}, done in printed order",
                           "{source}: {who} เลือกตัวเลือก {ks} ทำตามลำดับที่พิมพ์"),
    "choice.some-none": ("{source}: {who} chooses none of the options", "{source}: {who} ไม่เลือกตัวเลือกใดเลย"),
    "choice.one-not-several": ("{who} is asked {what}: only one option is chosen (got {got})",
                               "{who} ถูกถาม {what}: เลือกได้ตัวเลือกเดียว (ได้ {got})"),
})

EXACT, UP_TO, ANY = "exact", "up_to", "any"


def ref_of(card: Card) -> str:
    return f"{card.owner}.{card.id}"


def fingerprint(game: Game) -> tuple:
    """What a step may change: every zone's cards, each card's state and effects, the case's side, the winner."""
    out = [game.winner]
    for p in PLAYERS:
        pl = game.player(p)
        out.append((pl.partner.state, len(pl.partner.mods), pl.case.side))
        for z in ZONES:
            out.append(tuple((id(c), c.state, len(c.mods), c.face_up, len(c.set_cards)) for c in pl.zone(z)))
    return tuple(out)


def run_steps(doing: Doing, steps: list) -> Procedure:
    """Do nested steps (a `may`, a `then`) with the same executor and card; True if they changed the game."""
    before, acted = fingerprint(doing.game), len(doing.did or ())
    inner = yield from run(doing.game, steps, doing.executor, doing.source, doing.contact_card, doing.card,
                           doing.trigger, doing.did, doing.named, doing.chosen,  # "that character" inside a may/then
                           doing.triggers)
    if inner is not None and inner.chosen is not doing.chosen:  # chosen inside: "that character" after it too
        doing.chosen = inner.chosen
    # done: the game changed, or a card was acted on that leaves the board as it was (a card revealed from hand)
    return fingerprint(doing.game) != before or len(doing.did or ()) > acted


def follow(doing: Doing, step: dict, did: bool) -> Procedure:
    """A step's `then` (only if it did something: "if you do") or `otherwise` (only if it did not)."""
    game = doing.game
    if did and step.get("then"):
        if game.trace:
            game.log(say("choice.done", source=doing.source), "doing-effects")
        yield from run_steps(doing, step["then"])
    elif not did and step.get("then") and not step.get("otherwise"):
        if game.trace:
            game.log(say("choice.not-done", source=doing.source), "doing-effects")
    if not did and step.get("otherwise"):
        if game.trace:
            game.log(say("choice.otherwise", source=doing.source), "doing-effects")
        yield from run_steps(doing, step["otherwise"])


def with_answer(gen: Generator, answer: Action) -> Procedure:
    """Run `gen`, giving `answer` to its first prompt (a `choose REF…` that said yes to "you may" and picked)."""
    try:
        next(gen)
    except StopIteration as stop:
        return stop.value, False
    try:
        prompt = gen.send(answer)
        while True:
            prompt = gen.send((yield prompt))
    except StopIteration as stop:
        return stop.value, True


# ------------------------------------------------------------------ you may … / if you do … / otherwise

# the steps whose first move is a pick by the executor: a "you may" over one asks its question there, once
PICK_VALUE = ("sleep", "stun", "activate", "remove", "bottom", "deck_top", "bounce")
PICK_TARGET = ("ap", "lp", "level", "grant", "gain", "base_ap", "base_lp", "rename", "lose")
PICK_CARDS = ("move", "play", "reveal_from_hand", "flip_up", "flip_down")


def asks_at_pick(steps: list) -> bool:
    """Is the first step of `steps` a pick the executor makes before anything else is done ("you may choose one
    …", "you may discard 1")? Then a "you may" over them asks once: at that pick."""
    if not steps:
        return False
    first = steps[0]
    name = next((k for k in first if k in EFFECTS), None)
    value = first.get(name)
    if name in PICK_VALUE:
        return isinstance(value, dict) and not value.get("all")
    if name in PICK_TARGET:
        target = first.get("target")
        return isinstance(target, dict) and not target.get("all")
    if name in PICK_CARDS:
        return isinstance(value, dict) and not value.get("top")
    return (name == "discard" and first.get("who") != "opponent") or name == "remove_set"


def do_may(doing: Doing, step: dict, value: list) -> Procedure:
    """p.22 doing-effects ("may": the player chooses whether to do it) — `choose yes|no`, or the cards
    picked for its first choice (yes); unanswered, no is assumed. Then `then` only if it was done. Over a pick
    (`asks_at_pick`) the question is asked once, at the pick: `choose REF…` (yes, those), `choose none|no` (no),
    `choose yes` (the only card allowed, or which is then asked)."""
    game, who = doing.game, doing.executor
    actor = doing
    if step.get("who") == "opponent":  # "your opponent may …": they answer, and do it as theirs
        who = game.opponent(who)
        actor = replace(doing, executor=who)
    if asks_at_pick(value):
        game.may_pick = who
        try:
            did = yield from run_steps(actor, value)
        except Declined:
            yield from follow(doing, {"otherwise": step.get("otherwise")}, False)
            return
        finally:
            game.may_pick = None
        yield from follow(doing, step, did)
        return
    prompt = Prompt(who, ("choose",), f"{who} choose no",
                    say("choice.may-asked", source=doing.source,
                        what=Pair(steps_words(value, "en"), steps_words(value, "th"))), context=("may",))
    answer = yield from ask(game, prompt, why_not_may)
    if answer is None or answer.word in ("no", "none"):
        if game.trace:
            game.log(say("choice.may-no", source=doing.source, who=who), "doing-effects")
        yield from follow(doing, {"otherwise": step.get("otherwise")}, False)
        return
    if game.trace:
        game.log(say("choice.may-yes", source=doing.source, who=who), "doing-effects")
    if answer.refs:  # "you may" over a choice of cards: the single line says yes and picks
        forced_before = len(game.forced_picks)
        did, used = yield from with_answer(run_steps(actor, value), answer)
        # naming the only legal card, which the effect took without asking, is still a fitting answer
        forced = set(game.forced_picks[forced_before:])
        if not used and not (forced and set(answer.refs) <= forced):
            raise Forbidden(say("choice.unused-pick", who=who, refs=" ".join(answer.refs), source=doing.source),
                            "doing-effects")
    else:
        did = yield from run_steps(actor, value)
    yield from follow(doing, step, did)


def why_not_may(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    """The contract's Choices — "you may": `choose yes|no|none` or `choose REF…` (yes, and those cards)."""
    if act.word in ("yes", "no", "none") or act.refs:
        return None
    return Forbidden(say("choice.yesno-only", who=act.player, what=prompt.what), "doing-effects")


# ------------------------------------------------------------------ choose one of

def do_choose_one(doing: Doing, step: dict, value: list) -> Procedure:
    """p.22 doing-effects — "choose one": the executor picks an option with `choose N` (mandatory: never
    assumed), then it is done."""
    game, who, n = doing.game, doing.executor, len(value)
    prompt = Prompt(who, ("choose",), "an option", say("choice.one-asked", source=doing.source, n=n),
                    context=("option", n), mandatory=True, options=tuple(str(k) for k in range(1, n + 1)))
    answer = yield prompt
    why = why_not_option(game, answer, prompt)
    if why:
        raise why
    if game.trace:
        game.log(say("choice.one-picked", source=doing.source, who=who, k=answer.choice), "doing-effects")
    yield from run_steps(doing, value[answer.choice - 1])


def do_rock_paper_scissors(doing: Doing, step: dict, value: bool) -> Procedure:
    """p.22 doing-effects — "decide a winner with your opponent by rock-paper-scissors": a draw is played again
    until one wins (official Q&A on B07011), so each wins as often; `won` is done if the executor wins, `lost` if
    they lose. No player can steer it: the game's random source (the scenario's seed) decides."""
    game, who = doing.game, doing.executor
    won = game.rng.random() < 0.5
    if game.trace:
        game.log(say("choice.rock-paper-scissors", source=doing.source, who=who, other=game.opponent(who),
                     winner=who if won else game.opponent(who)), "doing-effects")
    yield from run_steps(doing, step.get("won" if won else "lost", []))


def why_not_option(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    n = prompt.context[1]
    if act.choice is None or not 1 <= act.choice <= n:
        return Forbidden(say("choice.one-only-number", who=act.player, what=prompt.what, n=n), "doing-effects")
    if len(act.choices) > 1:
        return Forbidden(say("choice.one-not-several", who=act.player, what=prompt.what,
                             got=" ".join(map(str, act.choices))), "doing-effects")
    return None


# ------------------------------------------------------------------ choose up to N of the following

def do_choose_some(doing: Doing, step: dict, value: list) -> Procedure:
    """p.22 doing-effects — "choose up to N of the following (done in order)": the executor names different options
    with `choose N [N…]`, or `choose none` (assumed when unanswered); each is done once, in printed order
    (official Q&A on B08075)."""
    game, who, n = doing.game, doing.executor, len(value)
    most = step.get("up_to", n)
    prompt = Prompt(who, ("choose",), f"{who} choose none",
                    say("choice.some-asked", source=doing.source, n=n, most=most),
                    context=("some", n, most), options=tuple(str(k) for k in range(1, n + 1)))
    answer = yield from ask(game, prompt, why_not_some)
    if answer is None or answer.word in ("none", "no"):
        if game.trace:
            game.log(say("choice.some-none", source=doing.source, who=who), "doing-effects")
        return
    picked = sorted(answer.choices or (answer.choice,))
    if game.trace:
        game.log(say("choice.some-picked", source=doing.source, who=who, ks=" ".join(map(str, picked))),
                 "doing-effects")
    for k in picked:
        yield from run_steps(doing, value[k - 1])


def why_not_some(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    _, n, most = prompt.context
    if act.word in ("none", "no"):
        return None
    picked = act.choices or ((act.choice,) if act.choice is not None else ())
    if not picked or len(picked) > most or not all(1 <= k <= n for k in picked):
        return Forbidden(say("choice.some-only", who=act.player, what=prompt.what, n=n, most=most), "doing-effects")
    return None


# ------------------------------------------------------------------ naming a card name

def do_name_card(doing: Doing, step: dict, value: bool, kind: str = "name") -> Procedure:
    """p.22 doing-effects, official Q&A on B01095 — the player names a card name (`choose name NAME`): every card of
    that name is meant, and the later steps' filters `name: named` read it. Mandatory: left unanswered, the replay
    stops as forbidden. `kind` "feature": a feature (特徴) is named instead, read by `feature: named`."""
    game, who = doing.game, doing.executor
    asked, named = ("name.asked", "name.named") if kind == "name" else ("name.feature-asked", "name.feature-named")
    prompt = Prompt(who, ("choose",), f"{who} choose name …", say(asked, source=doing.source),
                    context=(kind,), mandatory=True)
    answer = yield prompt
    why = why_not_name(game, answer, prompt)
    if why:
        raise why
    doing.named = answer.named
    if game.trace:
        game.log(say(named, source=doing.source, who=who, name=answer.named), "doing-effects")


def do_name_feature(doing: Doing, step: dict, value: bool) -> Procedure:
    """p.22 doing-effects — the player names a feature (`choose name 公安`, "name one feature"); the later steps'
    filters `feature: named` read it (`if: {did: investigate, feature: named, min: 2}`)."""
    yield from do_name_card(doing, step, value, "feature")


def why_not_name(game: Game, act: Action | None, prompt: Prompt) -> Forbidden | None:
    """The contract's Choices — naming a card name: `choose name NAME`."""
    if act is None or not act.named:
        return Forbidden(say("name.only", who=prompt.player, what=prompt.what), "doing-effects")
    return None


# ------------------------------------------------------------------ choosing cards

def how_many(sel: dict) -> tuple[str, int]:
    """A selector's count: exactly N (`count`), up to N (`up_to`), or any number."""
    if "count" in sel:
        return EXACT, sel["count"]
    if "up_to" in sel:
        return UP_TO, sel["up_to"]
    return ANY, 10 ** 6


def many_words(mode: str, n: int) -> Pair:
    """How many cards a choice takes, in both languages: the card selector's own words (vocabulary)."""
    entry = CARD_SELECTOR[{EXACT: "count", UP_TO: "up_to", ANY: "any_number"}[mode]]
    return Pair(entry.words("en").format(n=n), entry.words("th").format(n=n))


def pick_cards(game: Game, chooser: str, allowed: list[Card], mode: str, n: int, source: str,
               distinct: bool | tuple = False, total: dict | None = None, least: int = 0) -> Procedure:
    """The contract's Choices — `chooser` names cards among `allowed`: exactly N (mandatory: with no more
    cards than N all are taken without asking; else never assumed), up to N or any number (`choose none`
    allowed, and assumed when unanswered; `choose no` too; `choose yes` takes the only card allowed, or asks
    which). As the first pick of a "you may" (effects.pending_may) it is the may's one question: none or no
    declines the whole may, yes or the cards named do it. `distinct`: no two of them share a card name ("each
    with a different card name", a card with several names has each, p.27), or the card selector keys of TOGETHER
    that bind the cards picked (`different_levels`…); `total`: their levels together are within that bound
    (`level_total`, "up to 2 characters whose levels total 10 or less"). `least`: any number but at least that
    many (a cost "N or more", p.14: mandatory like an exact pick, all taken when no more are allowed).
    Returns the cards in the order named."""
    frame = pending_may(game, chooser)
    rules = ("different_names",) if distinct is True else tuple(distinct or ())
    if not allowed:
        if frame:
            yield from ask_may_here(game, chooser, source)
        if game.trace:
            game.log(say("choice.cards-empty", source=source), "doing-effects")
        return []
    refs = tuple(ref_of(c) for c in allowed)
    if (mode == EXACT and len(allowed) <= n or len(allowed) <= least) and not frame and not (
            rules and _shared(game.pos, allowed, rules)) and not total:
        return forced(game, chooser, allowed, source, confirm=False)
    many = many_words(mode, n) if not least else Pair(f"{least} or more", f"{least} ใบขึ้นไป")
    prompt = Prompt(chooser, ("choose",), f"{chooser} choose {'no' if frame else 'none'}",
                    say("choice.cards-asked", source=source, many=many, options=", ".join(refs)),
                    context=("distinct" if rules or total else "cards", mode, n, source, frame, least, rules, total),
                    options=refs, mandatory=(mode == EXACT or least > 0) and not frame)
    answer = yield from ask(game, prompt, CHECKS[prompt.context[0]])
    if answer is None or answer.word in ("none", "no"):
        if frame:
            if game.trace:
                game.log(say("choice.may-no", source=source, who=chooser), "doing-effects")
            raise Declined()
        if game.trace:
            game.log(say("choice.cards-none", source=source, who=chooser, many=many), "doing-effects")
        return []
    if answer.word == "yes":  # "yes, I choose": the only card(s) allowed, or which is asked now
        if len(allowed) == 1 or (mode == EXACT and len(allowed) <= n):
            # (an exact pick after a may's yes was never asked: no line names it; an optional one was)
            return forced(game, chooser, allowed, source, confirm=mode != EXACT)
        prompt = Prompt(chooser, ("choose",), f"{chooser} choose none",
                        say("choice.cards-asked", source=source, many=many, options=", ".join(refs)),
                        context=("cards", mode, n, source, "yes"), options=refs, mandatory=True)
        answer = yield prompt
        why = why_not_cards(game, answer, prompt)
        if why:
            raise why
    if game.trace:
        game.log(say("choice.cards-picked", source=source, who=chooser, refs=", ".join(answer.refs)), "doing-effects")
    by_ref = {ref_of(c): c for c in allowed}
    return [by_ref[r] for r in answer.refs]


def why_not_cards(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    """p.22 doing-effects — the cards named must be among the allowed ones, as many as the ability says."""
    _, mode, n, source, *rest = prompt.context
    frame = rest[0] if rest else None  # `may`: the first pick of a "you may"; `yes`: asked after a yes
    least = rest[1] if len(rest) > 1 else 0  # "N or more" (pick_cards)
    optional = (mode != EXACT and not least) or frame
    if act is not None and act.word in ("none", "no", "yes") and frame != "yes" and optional:
        return None
    if act is None or not act.refs:
        return Forbidden(say("choice.cards-only", who=prompt.player, what=prompt.what,
                             none="" if not optional or frame == "yes" else " or `choose none`"), "doing-effects")
    wrong = [r for r in act.refs if r not in prompt.options]
    if wrong:
        return Forbidden(say("choice.cards-outside", refs=", ".join(wrong), source=source,
                             options=", ".join(prompt.options)), "doing-effects")
    if mode == EXACT and len(act.refs) != min(n, len(prompt.options)):
        return Forbidden(say("choice.cards-exact", source=source, n=n, got=len(act.refs)), "doing-effects")
    if len(act.refs) > n:
        return Forbidden(say("choice.cards-most", source=source, n=n, got=len(act.refs)), "doing-effects")
    if len(act.refs) < least:
        return Forbidden(say("choice.cards-least", source=source, n=least, got=len(act.refs)), "doing-effects")
    return None


# card selector keys that bind the cards of one pick together (p.22, p.27): no two share a card name, a level, a
# colour, a card type
TOGETHER = ("different_names", "different_levels", "different_colors", "different_types")


def together(sel: dict) -> tuple:
    """The TOGETHER keys a card selector says."""
    return tuple(k for k in TOGETHER if sel.get(k))


# what two cards share, for each TOGETHER key
_SAME = {"different_names": lambda pos, a, b: [n for n in pos.value(a, "names") if n in pos.value(b, "names")],
         "different_levels": lambda pos, a, b: ([pos.value(a, "level")] if pos.value(a, "level") == pos.value(b, "level")
                                                else []),
         "different_colors": lambda pos, a, b: [c for c in a.colors if c in b.colors],
         "different_types": lambda pos, a, b: [a.type] if a.type == b.type else []}


def _shared(pos, cards: list[Card], rules: tuple) -> tuple[Card, Card, str] | None:
    """Two of the cards that break one of the `rules` (TOGETHER keys), and what they share; or None."""
    for k, a in enumerate(cards):
        for b in cards[k + 1:]:
            for rule in rules:
                same = _SAME[rule](pos, a, b)
                if same:
                    return a, b, same[0]
    return None


def _cards_named(game: Game, refs) -> list[Card]:
    return [game.find(*ref.split(".", 1)) for ref in refs]


def why_not_distinct(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    """p.22, p.27 — cards "each with a different card name": as `why_not_cards`, and no two share a name."""
    why = why_not_cards(game, act, prompt)
    if why or not act.refs:
        return why
    rules = _rules(prompt)
    total = prompt.context[7] if len(prompt.context) > 7 else None  # `level_total` of a card selector
    if total is not None:
        got = level_total(game.pos, _cards_named(game, act.refs))
        if not within(got, total):
            return Forbidden(say("choice.level-total", source=prompt.context[3], got=got,
                                 bound=Pair(range_words(total, "en"), range_words(total, "th"))), "doing-effects")
    shared = _shared(game.pos, _cards_named(game, act.refs), rules)
    if not shared:
        return None
    a, b, what = shared
    if rules == ("different_names",):  # the card-name rule alone says it in its own words (p.27)
        return Forbidden(say("choice.cards-same-name", source=prompt.context[3], a=ref_of(a), b=ref_of(b), name=what),
                         "doing-effects", "multiple-names")
    return Forbidden(say("choice.cards-same", source=prompt.context[3], a=ref_of(a), b=ref_of(b), what=what),
                     "doing-effects")


def _rules(prompt: Prompt) -> tuple:
    """The TOGETHER keys a "distinct" pick binds its cards with (a prompt of its own kind: different names)."""
    return prompt.context[6] if len(prompt.context) > 6 else ("different_names",)


def pick_order(game: Game, chooser: str, cards: list[Card], source: str) -> Procedure:
    """The contract's Choices — cards put somewhere together "in any order": `choose REF REF…`, the first
    nearest the top; unwritten they keep the order they had (assumed, never forbidden). Returns them in order."""
    if len(cards) < 2:
        return list(cards)
    refs = tuple(ref_of(c) for c in cards)
    prompt = Prompt(chooser, ("choose",), f"{chooser} choose {' '.join(refs)}",
                    say("choice.order-asked", source=source, options=" ".join(refs)),
                    context=("order", source), optional=True, options=refs, note=say("choice.order-kept"))
    answer = yield from ask(game, prompt, why_not_order)
    if answer is None:
        return list(cards)
    if game.trace:
        game.log(say("choice.order-named", source=source, who=chooser, refs=" ".join(answer.refs)), "doing-effects")
    by_ref = {ref_of(c): c for c in cards}
    return [by_ref[r] for r in answer.refs]


def why_not_order(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    if sorted(act.refs) != sorted(prompt.options):
        return Forbidden(say("choice.order-bad", who=act.player, what=prompt.what, options=" ".join(prompt.options),
                             got=" ".join(act.refs) or act.text), "doing-effects")
    return None


# a prompt's context kind -> the check of its answer (the `choose` verb's predicate dispatches on it)
CHECKS = {"select": why_not_select, "may": why_not_may, "option": why_not_option, "cards": why_not_cards,
          "distinct": why_not_distinct, "order": why_not_order, "some": why_not_some, "name": why_not_name,
          "feature": why_not_name}


def why_not_choose(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """The contract's Choices; p.22 (pending-effects, doing-effects) — a `choose` line answers the choice asked:
    a selector's pick, a "you may", "choose one of", cards, an order of cards (each checked by its own `CHECKS`),
    or else the order of a player's waiting effects (rules/doing.py)."""
    if prompt is not None and isinstance(prompt.context, tuple) and prompt.context[0] in CHECKS:
        return CHECKS[prompt.context[0]](game, act, prompt)
    return why_not_waiting_order(game, act, prompt)


# ------------------------------------------------------------------ the answers a random game may give

def _cards_candidates(game: Game, prompt: Prompt) -> list:
    _, mode, n, _, *rest = prompt.context
    frame = rest[0] if rest else None
    least = rest[1] if len(rest) > 1 else 0
    who, opts = prompt.player, prompt.options
    sizes = [min(n, len(opts))] if mode == EXACT else range(least, min(n, len(opts), least + 3) + 1)
    optional = (mode != EXACT and not least) or frame == "may"
    out = [(who, "choose", {"word": "none"})] if optional and frame != "yes" else []
    return out + [(who, "choose", {"refs": refs}) for k in sizes if k for refs in combinations(opts, k)][:40]


def _distinct_candidates(game: Game, prompt: Prompt) -> list:
    rules = _rules(prompt)
    return [m for m in _cards_candidates(game, prompt)
            if not m[2].get("refs") or not _shared(game.pos, _cards_named(game, m[2]["refs"]), rules)]


CANDIDATES = {
    "may": lambda game, p: [(p.player, "choose", {"word": "no"}), (p.player, "choose", {"word": "yes"})],
    "option": lambda game, p: [(p.player, "choose", {"choice": k}) for k in range(1, p.context[1] + 1)],
    "cards": _cards_candidates, "distinct": _distinct_candidates,
    "order": lambda game, p: [(p.player, "choose", {"refs": p.options})],
    "some": lambda game, p: [(p.player, "choose", {"word": "none"})] + [
        (p.player, "choose", {"choice": ks[0], "choices": ks if len(ks) > 1 else ()})
        for k in range(1, p.context[2] + 1) for ks in combinations(range(1, p.context[1] + 1), k)],
    "name": lambda game, p: [(p.player, "choose", {"named": name}) for name in _names_in_play(game)],
    "feature": lambda game, p: [(p.player, "choose", {"named": f}) for f in _features_in_play(game)],
}


def _names_in_play(game: Game) -> list[str]:
    """A few card names a random game may name: those of the cards in the scenes and hands (a name is the player's
    to say; these are the ones that can matter)."""
    names: dict[str, None] = {}
    for p in PLAYERS:
        for c in [*game.player(p).scene, *game.player(p).hand]:
            names.update(dict.fromkeys(c.names))
    return list(names)[:6]


def _features_in_play(game: Game) -> list[str]:
    """A few features a random game may name (`name_feature`): those of the cards in the scenes, hands and decks."""
    features: dict[str, None] = {}
    for p in PLAYERS:
        for c in [*game.player(p).scene, *game.player(p).hand, *game.player(p).deck]:
            features.update(dict.fromkeys(c.features))
    return list(features)[:6] or ["探偵"]  # no card here has one: any feature named finds nothing, so one will do
