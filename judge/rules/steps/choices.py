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

from itertools import combinations
from collections.abc import Generator

from judge.i18n import Pair, messages, say
from judge.lines import Action
from judge.rules.core import Forbidden, Game, Procedure, Prompt
from judge.rules.doing import Doing, run, why_not_order as why_not_waiting_order
from judge.rules.effects import why_not_select
from judge.state import PLAYERS, ZONES, Card
from judge.scripts.registry import CARD_SELECTOR

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
    "choice.cards-none": ("{source}: {who} chooses none ({many}: none is allowed)",
                          "{source}: {who} ไม่เลือก ({many}: ไม่เลือกก็ได้)"),
    "choice.cards-picked": ("{source}: {who} chooses {refs}", "{source}: {who} เลือก {refs}"),
    "choice.cards-forced": ("{source}: {refs} — the only legal choice, made without asking",
                            "{source}: {refs} — ตัวเลือกเดียวที่ทำได้ จึงเลือกโดยไม่ต้องถาม"),
    "choice.cards-empty": ("{source}: no card can be chosen: that part does nothing",
                           "{source}: ไม่มีการ์ดให้เลือก: ส่วนนั้นไม่เกิดผล"),
    "choice.cards-same-name": ("{source}: {a} and {b} share the card name [{name}]: the cards chosen must each have a "
                               "different card name",
                               "{source}: {a} กับ {b} มีชื่อการ์ด [{name}] เหมือนกัน: การ์ดที่เลือกต้องมีชื่อการ์ดไม่ซ้ำกัน"),
    "choice.order-asked": ("the order of {source} (choose {options}, the first nearest the top)",
                           "ลำดับของ {source} (เลือก {options} ใบแรกอยู่บนสุด)"),
    "choice.order-kept": ("unwritten, they keep the order they had", "ไม่ได้ระบุ จึงคงลำดับเดิม"),
    "choice.order-bad": ("{who} is asked {what}: name each of {options} once (got {got})",
                         "{who} ถูกถาม {what}: ระบุ {options} ครบ ใบละครั้ง (ได้ {got})"),
    "choice.order-named": ("{source}: {who} puts them in the order {refs}", "{source}: {who} วางตามลำดับ {refs}"),
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
    before = fingerprint(doing.game)
    yield from run(doing.game, steps, doing.executor, doing.source, doing.contact_card, doing.card,
                   doing.trigger)  # a watcher's "that character" inside a may/then
    return fingerprint(doing.game) != before


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

def do_may(doing: Doing, step: dict, value: list) -> Procedure:
    """p.22 doing-effects ("may": the player chooses whether to do it) — `choose yes|no`, or the cards
    picked for its first choice (yes); unanswered, no is assumed. Then `then` only if it was done."""
    game, who = doing.game, doing.executor
    prompt = Prompt(who, ("choose",), f"{who} choose no",
                    say("choice.may-asked", source=doing.source, what=" ".join(
                        str(s) for s in [value])), context=("may",))
    answer = yield prompt
    why = answer is not None and why_not_may(game, answer, prompt)
    if why:
        raise why
    if answer is None or answer.word in ("no", "none"):
        if game.trace:
            game.log(say("choice.may-no", source=doing.source, who=who), "doing-effects")
        yield from follow(doing, {"otherwise": step.get("otherwise")}, False)
        return
    if game.trace:
        game.log(say("choice.may-yes", source=doing.source, who=who), "doing-effects")
    if answer.refs:  # "you may" over a choice of cards: the single line says yes and picks
        forced_before = len(game.forced_picks)
        did, used = yield from with_answer(run_steps(doing, value), answer)
        # naming the only legal card, which the effect took without asking, is still a fitting answer
        forced = set(game.forced_picks[forced_before:])
        if not used and not (forced and set(answer.refs) <= forced):
            raise Forbidden(say("choice.unused-pick", who=who, refs=" ".join(answer.refs), source=doing.source),
                            "doing-effects")
    else:
        did = yield from run_steps(doing, value)
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


def why_not_option(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    n = prompt.context[1]
    if act.choice is None or not 1 <= act.choice <= n:
        return Forbidden(say("choice.one-only-number", who=act.player, what=prompt.what, n=n), "doing-effects")
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
               distinct: bool = False) -> Procedure:
    """The contract's Choices — `chooser` names cards among `allowed`: exactly N (mandatory: with no more
    cards than N all are taken without asking; else never assumed), up to N or any number (`choose none`
    allowed, and assumed when unanswered); `distinct`: no two of them share a card name ("each with a different
    card name", a card with several names has each, p.27). Returns the cards in the order named."""
    if not allowed:
        if game.trace:
            game.log(say("choice.cards-empty", source=source), "doing-effects")
        return []
    refs = tuple(ref_of(c) for c in allowed)
    if mode == EXACT and len(allowed) <= n and not (distinct and _shared_name(allowed)):
        if game.trace:
            game.log(say("choice.cards-forced", source=source, refs=", ".join(refs)), "doing-effects")
        game.forced_picks.extend(refs)
        return list(allowed)
    many = many_words(mode, n)
    prompt = Prompt(chooser, ("choose",), f"{chooser} choose none",
                    say("choice.cards-asked", source=source, many=many, options=", ".join(refs)),
                    context=("distinct" if distinct else "cards", mode, n, source), options=refs,
                    mandatory=mode == EXACT)
    answer = yield prompt
    why = answer is not None and CHECKS[prompt.context[0]](game, answer, prompt)
    if why:
        raise why
    if answer is None or answer.word == "none":
        if game.trace:
            game.log(say("choice.cards-none", source=source, who=chooser, many=many), "doing-effects")
        return []
    if game.trace:
        game.log(say("choice.cards-picked", source=source, who=chooser, refs=", ".join(answer.refs)), "doing-effects")
    by_ref = {ref_of(c): c for c in allowed}
    return [by_ref[r] for r in answer.refs]


def why_not_cards(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    """p.22 doing-effects — the cards named must be among the allowed ones, as many as the ability says."""
    _, mode, n, source = prompt.context
    if act.word == "none" and mode != EXACT:
        return None
    if not act.refs:
        return Forbidden(say("choice.cards-only", who=act.player, what=prompt.what,
                             none="" if mode == EXACT else " or `choose none`"), "doing-effects")
    wrong = [r for r in act.refs if r not in prompt.options]
    if wrong:
        return Forbidden(say("choice.cards-outside", refs=", ".join(wrong), source=source,
                             options=", ".join(prompt.options)), "doing-effects")
    if mode == EXACT and len(act.refs) != min(n, len(prompt.options)):
        return Forbidden(say("choice.cards-exact", source=source, n=n, got=len(act.refs)), "doing-effects")
    if len(act.refs) > n:
        return Forbidden(say("choice.cards-most", source=source, n=n, got=len(act.refs)), "doing-effects")
    return None


def _shared_name(cards: list[Card]) -> tuple[Card, Card, str] | None:
    """Two of the cards that share a card name, and the name (p.27: each name of a card counts), or None."""
    for k, a in enumerate(cards):
        for b in cards[k + 1:]:
            common = [n for n in a.names if n in b.names]
            if common:
                return a, b, common[0]
    return None


def _cards_named(game: Game, refs) -> list[Card]:
    return [game.find(*ref.split(".", 1)) for ref in refs]


def why_not_distinct(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
    """p.22, p.27 — cards "each with a different card name": as `why_not_cards`, and no two share a name."""
    why = why_not_cards(game, act, prompt)
    if why or not act.refs:
        return why
    shared = _shared_name(_cards_named(game, act.refs))
    if shared:
        a, b, name = shared
        return Forbidden(say("choice.cards-same-name", source=prompt.context[3], a=ref_of(a), b=ref_of(b), name=name),
                         "doing-effects", "multiple-names")
    return None


def pick_order(game: Game, chooser: str, cards: list[Card], source: str) -> Procedure:
    """The contract's Choices — cards put somewhere together "in any order": `choose REF REF…`, the first
    nearest the top; unwritten they keep the order they had (assumed, never forbidden). Returns them in order."""
    if len(cards) < 2:
        return list(cards)
    refs = tuple(ref_of(c) for c in cards)
    prompt = Prompt(chooser, ("choose",), f"{chooser} choose {' '.join(refs)}",
                    say("choice.order-asked", source=source, options=" ".join(refs)),
                    context=("order", source), optional=True, options=refs, note=say("choice.order-kept"))
    answer = yield prompt
    why = answer is not None and why_not_order(game, answer, prompt)
    if why:
        raise why
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
          "distinct": why_not_distinct, "order": why_not_order}


def why_not_choose(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """The contract's Choices; p.22 (pending-effects, doing-effects) — a `choose` line answers the choice asked:
    a selector's pick, a "you may", "choose one of", cards, an order of cards (each checked by its own `CHECKS`),
    or else the order of a player's waiting effects (rules/doing.py)."""
    if prompt is not None and isinstance(prompt.context, tuple) and prompt.context[0] in CHECKS:
        return CHECKS[prompt.context[0]](game, act, prompt)
    return why_not_waiting_order(game, act, prompt)


# ------------------------------------------------------------------ the answers a random game may give

def _cards_candidates(game: Game, prompt: Prompt) -> list:
    _, mode, n, _ = prompt.context
    who, opts = prompt.player, prompt.options
    sizes = [min(n, len(opts))] if mode == EXACT else range(0, min(n, len(opts), 3) + 1)
    out = [(who, "choose", {"word": "none"})] if mode != EXACT else []
    return out + [(who, "choose", {"refs": refs}) for k in sizes if k for refs in combinations(opts, k)][:40]


def _distinct_candidates(game: Game, prompt: Prompt) -> list:
    return [m for m in _cards_candidates(game, prompt)
            if not m[2].get("refs") or not _shared_name(_cards_named(game, m[2]["refs"]))]


CANDIDATES = {
    "may": lambda game, p: [(p.player, "choose", {"word": "no"}), (p.player, "choose", {"word": "yes"})],
    "option": lambda game, p: [(p.player, "choose", {"choice": k}) for k in range(1, p.context[1] + 1)],
    "cards": _cards_candidates, "distinct": _distinct_candidates,
    "order": lambda game, p: [(p.player, "choose", {"refs": p.options})],
}
