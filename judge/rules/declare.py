"""p.14 [Declare] abilities and their costs."""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.lines import Action
from judge.rules import card_filters, continuous, doing, effects, watchers, zones
from judge.rules.steps import cards, evidence_faces, revealing, set_cards, stacking
from judge.rules.steps.choices import EXACT, pick_cards, why_not_option
from judge.rules.core import Forbidden, Game, Procedure, Prompt, ask, label, word
from judge.rules.triggers import granted, in_head, limit_reached, unmet_validity, use_limit
from judge.scripts.words import declare_words

messages({
    "declare.no-other-to-sleep": (
        "the cost sleeps another active character of {player}'s that meets its filter, and there is none "
        "(a cost uses only your own cards and must be paid in full)",
        "ค่าใช้จ่ายต้องสลีปตัวละครอื่นของ {player} ที่แอคทีฟและตรงเงื่อนไข แต่ไม่มีเลย "
        "(ค่าใช้จ่ายใช้ได้เฉพาะการ์ดของเราเอง และต้องจ่ายให้ครบ)"),
    "declare.none-to-change": (
        "the cost makes one character of {player}'s {verb} that meets its filter, and there is none it could change "
        "(a cost uses only your own cards and must be paid in full)",
        "ค่าใช้จ่ายต้องทำให้ตัวละครของ {player} ที่ตรงเงื่อนไข 1 ใบ{verb} แต่ไม่มีใบที่ทำได้เลย "
        "(ค่าใช้จ่ายใช้ได้เฉพาะการ์ดของเราเอง และต้องจ่ายให้ครบ)"),
    "declare.cost-unpaid": (
        "a cost must be paid in full: name the character it sleeps with `choose REF`",
        "ต้องจ่ายค่าใช้จ่ายให้ครบ: ระบุตัวละครที่จะสลีปด้วย `choose REF`"),
})


messages({
    "declare.not-there": ("{ref} is not in {player}'s scene or Partner zone",
                          "{ref} ไม่อยู่ในที่เกิดเหตุหรือพาร์ทเนอร์โซนของ {player}"),
    "declare.none": ("{card} has no [Declare] ability", "{card} ไม่มีความสามารถ [ประกาศ]"),
    "declare.not-valid": ("{card}'s [Declare] has the validity icon [{icon}], not met now: it cannot be used",
                          "[ประกาศ] ของ {card} มีไอคอนเงื่อนไข [{icon}] ที่ตอนนี้ไม่เป็นไปตามนั้น: จึงใช้ไม่ได้"),
    "declare.used-up": ("{card}'s [Declare] has already been used its {limit} time(s) this turn [Turn N]",
                        "[ประกาศ] ของ {card} ใช้ครบ {limit} ครั้งในเทิร์นนี้แล้ว [เทิร์น N]"),
    "declare.cost-deck": ("the cost removes {count} card(s) from the top of the deck but it holds {have}: a cost that "
                          "cannot be paid in full cannot be paid",
                          "คอสต์ต้องรีมูฟการ์ด {count} ใบจากบนสุดของเด็ค แต่เด็คมี {have} ใบ: "
                          "คอสต์ที่จ่ายไม่ครบจ่ายไม่ได้เลย"),
    "declare.cost-cards": ("the cost moves {count} card(s) that meet its filters but only {have} can be chosen: "
                           "a cost that cannot be paid in full cannot be paid",
                           "คอสต์ต้องย้ายการ์ดที่ตรงเงื่อนไข {count} ใบ แต่เลือกได้เพียง {have} ใบ: "
                           "คอสต์ที่จ่ายไม่ครบจ่ายไม่ได้เลย"),
    "declare.cost-sleep": ("{card} is {state}: a [Sleep] cost needs it active (a cost must be paid in full)",
                           "{card} อยู่ในสถานะ{state}: คอสต์ [สลีป] ต้องแอคทีฟอยู่ (คอสต์ต้องจ่ายครบ)"),
    "declare.sleeps": ("{player} declares {card}'s ability and sleeps it as the cost",
                       "{player} ประกาศความสามารถของ {card} และทำให้สลีปเป็นคอสต์"),
    "declare.declares": ("{player} declares {card}'s ability", "{player} ประกาศความสามารถของ {card}"),
    "declare.cost-of": ("cost of {card}", "คอสต์ของ {card}"),
    "declare.cost-hand": ("the cost removes {count} card(s) from hand but it holds {have}: a cost that cannot be paid "
                          "in full cannot be paid",
                          "คอสต์ต้องรีมูฟการ์ดในมือ {count} ใบ แต่ในมือมี {have} ใบ: คอสต์ที่จ่ายไม่ครบจ่ายไม่ได้เลย"),
    "declare.discards": ("{player} removes {card} from hand as the cost of {of}",
                         "{player} รีมูฟ {card} จากมือเป็นคอสต์ของ {of}"),
    "declare.bottoms": ("{player} puts {card} on the bottom of the deck as its cost (not a removal: no On Removal)",
                        "{player} นำ {card} ไปไว้ใต้เด็คเป็นคอสต์ (ไม่ใช่การรีมูฟ: ไม่มีเมื่อรีมูฟจากที่เกิดเหตุ)"),
    "declare.source": ("Declare {card}", "ประกาศ {card}"),
    "declare.either-asked": ("{card}'s [Declare] may be paid with one of {n} costs: name it with `choose N`",
                             "[ประกาศ] ของ {card} จ่ายคอสต์ได้แบบใดแบบหนึ่งจาก {n} แบบ: ระบุด้วย `choose N`"),
    "declare.either-unpayable": ("cost {k} cannot be paid in full now", "คอสต์แบบที่ {k} จ่ายให้ครบตอนนี้ไม่ได้"),
    "declare.stand-in-asked": ("{card}'s [Declare]: `choose 1` pays its cost, `choose 2`… removes instead the character "
                               "of that place among {subs}",
                               "[ประกาศ] ของ {card}: `choose 1` จ่ายคอสต์ `choose 2`… รีมูฟตัวละครลำดับนั้นใน {subs} แทน"),
    "declare.stand-in-why": ("removed instead of paying the cost of {card}'s [Declare]",
                             "ถูกรีมูฟแทนการจ่ายคอสต์ [ประกาศ] ของ {card}"),
    "declare.either-paid": ("{card}'s [Declare]: its cost {k} is paid", "[ประกาศ] ของ {card}: จ่ายคอสต์แบบที่ {k}"),
    "declare.cost-evidence": ("the cost turns {count} face-down evidence face up but {player} has {have}: a cost that "
                              "cannot be paid in full cannot be paid",
                              "คอสต์ต้องหงายหลักฐานที่คว่ำอยู่ {count} ใบ แต่ {player} มี {have} ใบ: "
                              "คอสต์ที่จ่ายไม่ครบจ่ายไม่ได้เลย"),
    "declare.which": ("{card} has {count} [Declare] abilities: name the one used with `declare {ref} N`, N counted "
                      "in printed order ({options})",
                      "{card} มีความสามารถ [ประกาศ] {count} อย่าง: ระบุอย่างที่ใช้ด้วย `declare {ref} N` "
                      "โดยนับ N ตามลำดับที่พิมพ์บนการ์ด ({options})"),
    "declare.no-number": ("{card} has {count} [Declare] abilities: there is no number {choice} ({options})",
                          "{card} มีความสามารถ [ประกาศ] {count} อย่าง: ไม่มีหมายเลข {choice} ({options})"),
    "declare.not-from-partner": ("{card} is in the Partner zone: only a [Declare] whose text says it may also be "
                                 "declared in the Partner Area is used there, and this one does not say so",
                                 "{card} อยู่ในพาร์ทเนอร์โซน: ใช้ได้เฉพาะ [ประกาศ] ที่ข้อความระบุว่าประกาศในพาร์ทเนอร์โซนได้ด้วย "
                                 "แต่ความสามารถนี้ไม่ได้ระบุไว้"),
    "declare.from-hand": ("{card}'s [Declare] is declared only while the card is in the hand (its text says so)",
                          "[ประกาศ] ของ {card} ประกาศได้เฉพาะตอนที่การ์ดอยู่ในมือ (ข้อความระบุไว้)"),
    "declare.not-from-hand": ("{card} is in the hand: this [Declare] is used in the scene",
                              "{card} อยู่ในมือ: [ประกาศ] นี้ใช้ในที่เกิดเหตุ"),
    "declare.no-case-declare": ("{player}'s case has no [Declare] ability (a case described by hand has no abilities)",
                                "คดีของ {player} ไม่มีความสามารถ [ประกาศ] (คดีที่เขียนเองไม่มีความสามารถ)"),
})


def abilities(card) -> list[dict]:
    """p.14 — a card's [Declare] abilities in printed order: its several (`declares`), or its one (`declare`)."""
    many = getattr(card, "declares", None)  # (a Case card has only `declare`)
    printed = list(many) if many else [card.declare] if card.declare else []
    if getattr(card, "set_cards", None):  # and those the events set on it give it, after them (p.23)
        printed += [value for _, value in granted(card, "declare")]
    return printed


def use_key(n: int) -> str:
    """The [Turn N] count of the n-th Declare of a card (p.24): `declare`, then `declare.2`… (`uses_this_turn`)."""
    return "declare" if n == 1 else f"declare.{n}"


def chosen_ability(card, act: Action) -> tuple[int, dict]:
    """(its number, the ability) of the Declare `act` names (`declare REF N`; `declare REF` for a card with one)."""
    n = act.choice or 1
    return n, abilities(card)[n - 1]


def declaring_card(game: Game, player: str, ref: str):
    """p.14 — the card whose [Declare] is used: a character in the scene, an MR in the Partner zone (for a Declare
    its text lets it use there, p.26), a card in the hand with a Declare its text lets it use there (`from_hand`,
    official Q&A on B06103), or the player's real Case card (`A declare A.case`), or None."""
    if ref == "case":
        card = watchers.case_card(game, player)
        return card if card is not None and card.declare else None
    card = game.find(player, ref, "scene", "partner_zone", "hand")
    if card is not None and card in game.player(player).hand and not from_hand(card):
        return None  # (a card in hand whose Declares are all used in the scene: not there)
    return card


def from_hand(card) -> bool:
    """Has `card` a Declare used from the hand ("this ability can be declared when this card is in your hand")?"""
    return any(a.get("from_hand") for a in abilities(card))


def why_not_declare(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.14 (declare, cost), p.24 (validity), p.26 (MR) — a card in the scene, or in the Partner zone for a Declare
    marked `from_partner`, with the [Declare] the line names (`declare REF N` for a card with several) whose
    validity icons are met and whose whole cost can be paid."""
    player = act.player
    card = declaring_card(game, player, act.card)
    if card is None and act.card == "case":
        return Forbidden(say("declare.no-case-declare", player=player), "declare", "case-card")
    if card is None:
        return Forbidden(say("declare.not-there", ref=f"{player}.{act.card}", player=player), "declare")
    every = abilities(card)
    if not every:
        return Forbidden(say("declare.none", card=label(card)), "declare")
    if act.choice is None and len(every) > 1:  # two or more: the line names one (`declare REF N`)
        return Forbidden(say("declare.which", card=label(card), count=len(every), ref=act.card,
                             options=_options(every)), "declare")
    if act.choice is not None and act.choice > len(every):
        return Forbidden(say("declare.no-number", card=label(card), count=len(every), choice=act.choice,
                             options=_options(every)), "declare")
    n, ability = chosen_ability(card, act)
    if card in game.player(player).partner_zone and not ability.get("from_partner"):
        return Forbidden(say("declare.not-from-partner", card=label(card)), "declare", "supp-mr")
    if (card in game.player(player).hand) != bool(ability.get("from_hand")):  # (only from the hand, or never)
        return Forbidden(say("declare.from-hand" if ability.get("from_hand") else "declare.not-from-hand",
                             card=label(card)), "declare")
    effect = ability.get("effect", [])
    icon = unmet_validity(game, effect, player, card)
    if icon:
        return Forbidden(say("declare.not-valid", card=label(card), icon=icon),
                         "validity", "supp-icons")
    unmet = continuous.why_not_declare(game, card, effect)
    if unmet:
        return Forbidden(unmet, "declare", "doing-effects")
    if limit_reached(card, use_key(n), effect):
        return Forbidden(say("declare.used-up", card=label(card), limit=use_limit(effect)), "supp-icons")
    why = _why_not_cost(game, player, card, ability.get("cost", []))
    if why and _stand_ins(game, card):  # another character may be removed instead of paying it (p.21)
        return None
    return why


def _why_not_cost(game: Game, player: str, card, cost: list) -> Forbidden | None:
    """p.14 cost — why the whole cost cannot be paid now ([Sleep] sleeps the card itself: it must be active), or
    None."""
    why = _why_not_pay(game, player, card, cost)
    if why is None and "sleep" in cost and card.state != "active":
        why = Forbidden(say("declare.cost-sleep", card=label(card), state=word(card.state)), "cost", "declare")
    return why


def declare(game: Game, act: Action) -> Procedure:
    """p.14 (declare, cost) — a Declare ability of a character in the scene (or of an MR in the Partner zone):
    pay the whole cost ([Sleep] sleeps the card itself, so it must be active; a discard needs that many cards in
    hand), then do the effect.
    Usable in intro state (p.25)."""
    player = act.player
    why = why_not_declare(game, act)
    if why:
        raise why
    card = declaring_card(game, player, act.card)
    n, ability = chosen_ability(card, act)
    if use_limit(ability.get("effect", [])) is not None:
        card.uses_this_turn.append(use_key(n))  # [Turn N]: used once declared (p.24), each Declare its own count
    cost = ability.get("cost", [])
    in_scene = game.is_in_scene(card)  # "when a character in your scene uses a [Declare]" (not the Partner zone)
    stand_in = yield from _stand_in(game, player, card, cost)
    if stand_in is not None:  # removed from the scene instead of paying the whole cost, [Sleep] included
        zones.remove_from_scene(game, stand_in, say("declare.stand-in-why", card=label(card)), "cost", "declare")
        cost = []
    if "sleep" in cost:
        card.state = "sleep"
        if game.trace:
            game.log(say("declare.sleeps", player=player, card=label(card)), "declare", "cost")
        if in_scene:  # its "when it is put to sleep" watchers wait, as the Declare's (official Q&A on B03008)
            watchers.fire(game, "watch_sleep", [card], "cost")
    else:
        if game.trace:
            game.log(say("declare.declares", player=player, card=label(card)), "declare")
    did: list = []  # what the cost did: its effect may read it ("if this Declare's cost removed …")
    yield from _pay(game, player, card, cost, did)
    if "bottom" in cost:  # paid last: this card leaves for the bottom of its owner's deck (not a removal)
        if game.is_in_scene(card):
            zones.take_from_scene(game, card)
        zones.to_deck_bottom(game, card)
        if game.trace:
            game.log(say("declare.bottoms", player=player, card=label(card)), "cost", "declare")
    if in_scene:  # its watchers wait for the end of the line: the Declare's own effect is done first (Q&A B03002)
        watchers.fire(game, "watch_declare", [card], "declare")
    # its head (validity icons, [Turn N], "can be declared only if") was judged when it was declared: a cost that
    # changes it (a [FILE 8] Declare that removes a File card, official Q&A on B07069) does not undo it (p.14, p.21)
    yield from doing.run_ability(game, _declared(ability.get("effect", [])), player,
                                 say("declare.source", card=label(card)), card=card, did=did)


def _why_not_pay(game: Game, player: str, card, cost: list) -> Forbidden | None:
    """p.14 cost — why the cost items written as mappings cannot be paid in full now (`sleep` aside), or None."""
    p = game.player(player)
    for item in cost:
        other = _other_cost(item)
        if other:
            why = other[0](game, player, card, item)
            if why:
                return why
        elif isinstance(item, dict) and "sleep_other" in item:
            if not card_filters.options(game, _cost_selector(item), player, card):
                return Forbidden(say("declare.no-other-to-sleep", player=player), "cost", "declare")
        elif _state_cost(item):  # {sleep: FILTER} / {stun: FILTER}: one character of yours, this one included
            if not card_filters.options(game, _state_cost_selector(item), player, card):
                return Forbidden(say("declare.none-to-change", player=player, verb=word(_state_cost(item))), "cost",
                                 "declare")
        elif isinstance(item, dict) and "move" in item:  # e.g. put a named card from hand on top of the deck
            have = len(cards.card_options(doing.Doing(game, player, "", card=card), item["move"]))
            if have < item["move"]["count"]:
                return Forbidden(say("declare.cost-cards", count=item["move"]["count"], have=have), "cost", "declare")
        elif isinstance(item, dict) and "discard" in item:
            sel = _discard_selector(item, p.hand)
            have = len(_discardable(game, p, sel, card))
            if have < sel["count"]:
                return Forbidden(say("declare.cost-hand", count=sel["count"], have=have), "cost", "declare")
        elif isinstance(item, dict) and "flip_evidence" in item:
            have = len(evidence_faces.face_down_evidence(game, player))
            if have < item["flip_evidence"]:
                return Forbidden(say("declare.cost-evidence", count=item["flip_evidence"], have=have, player=player),
                                 "cost", "declare")
        elif isinstance(item, dict) and "remove_top" in item and len(p.deck) < _top_count(game, player, card, item):
            return Forbidden(say("declare.cost-deck", count=_top_count(game, player, card, item), have=len(p.deck)),
                             "cost", "deck-out-mid-effect")
    return None


def _pay(game: Game, player: str, card, cost: list, did: list) -> Procedure:
    """p.14 cost — pay the cost items written as mappings, in order (`sleep` and `bottom` aside); `did` records
    what they did."""
    for item in cost:
        other = _other_cost(item)
        if other:
            yield from other[1](game, player, card, item, did)
        elif isinstance(item, dict) and ("sleep_other" in item or _state_cost(item)):
            verb = _state_cost(item) or "sleep"
            sel = _state_cost_selector(item) if _state_cost(item) else _cost_selector(item)
            chosen = yield from effects.select(game, sel, player, say("declare.cost-of", card=label(card)), verb, card)
            if not chosen:
                raise Forbidden(say("declare.cost-unpaid"), "cost", "declare")
            did.append(doing.Did(verb, chosen[0], chosen[0].state))
            effects.set_state(game, chosen[0], verb, say("declare.cost-of", card=label(card)), "cost")
        elif isinstance(item, dict) and "move" in item:  # {move: …}: the player picks the cards that move
            yield from doing.run(game, [dict(item)], player, say("declare.cost-of", card=label(card)), card=card,
                                 did=did)
        elif isinstance(item, dict) and "discard" in item:  # the player picks which (matching) cards leave the hand
            sel = _discard_selector(item, game.player(player).hand)
            picked = []  # ("until 2 remain" with 2 or fewer in hand: nothing to discard)
            if sel["count"]:
                picked = yield from pick_cards(game, player, _discardable(game, game.player(player), sel, card), EXACT,
                                               sel["count"], say("declare.cost-of", card=label(card)))
            for c in picked:
                zones.to_removed(game, c)
                did.append(doing.Did("discard", c, None))
                if game.trace:
                    game.log(say("declare.discards", player=player, card=label(c), of=label(card)), "cost", "declare")
        elif isinstance(item, dict):  # {remove_top: N}, {flip_evidence: N}, {lp: -N…}: done as the step of that name
            yield from doing.run(game, [dict(item)], player, say("declare.cost-of", card=label(card)), card=card,
                                 did=did)


def _stand_ins(game: Game, card) -> list:
    """p.14 cost with p.21 — the characters a continuous ability lets `card` (in the scene) remove instead of paying
    its Declare's cost (`can: declare-removing-this`, B05033)."""
    return continuous.cost_stand_ins(game, card) if game.is_in_scene(card) else []


def _stand_in(game: Game, player: str, card, cost: list) -> Procedure:
    """p.14 cost with p.21 — the character removed from the scene instead of paying the cost, or None (it is paid).
    With the cost payable too, or two or more such characters, the player names the way with `choose N`: 1 the
    cost, 2… those characters in scene order; one way alone is taken without asking (official Q&A on B05033)."""
    subs = _stand_ins(game, card)
    if not subs:
        return None
    payable = _why_not_cost(game, player, card, cost) is None
    ways = ([None] if payable else []) + subs
    if len(ways) == 1:
        return ways[0]
    k = yield from _ask_way(game, player, say("declare.stand-in-asked", card=label(card),
                                              subs=", ".join(map(label, subs))),
                            len(subs) + 1, range(1 if payable else 2, len(subs) + 2))
    return None if k == 1 else subs[k - 2]


def _ask_way(game: Game, player: str, what, n: int, allowed) -> Procedure:
    """p.14 cost — the player names with `choose K` one of the `n` ways to pay a cost; only those `allowed` (the
    ways that can be paid in full now) are accepted. Returns K."""
    allowed = tuple(allowed)

    def check(game: Game, act: Action, prompt: Prompt) -> Forbidden | None:
        why = why_not_option(game, act, prompt)
        if why is None and act.choice not in allowed:
            why = Forbidden(say("declare.either-unpayable", k=act.choice), "cost", "declare")
        return why

    prompt = Prompt(player, ("choose",), "a cost", what, context=("option", n), mandatory=True,
                    options=tuple(map(str, allowed)))
    answer = yield from ask(game, prompt, check)
    return answer.choice


def _why_not_either(game: Game, player: str, card, item: dict) -> Forbidden | None:
    """p.14 cost — "pay this or that" (`either`): it can be declared if one of the costs can be paid in full."""
    whys = [_why_not_pay(game, player, card, option) for option in item["either"]]
    return None if any(w is None for w in whys) else whys[0]


def _pay_either(game: Game, player: str, card, item: dict, did: list) -> Procedure:
    """p.14 cost — the player picks one of the costs that can be paid (`choose N`, counted from 1 in printed
    order; one alone is paid without asking) and pays it."""
    options = item["either"]
    payable = [k for k, option in enumerate(options, 1) if _why_not_pay(game, player, card, option) is None]
    k = payable[0]
    if len(payable) > 1:
        k = yield from _ask_way(game, player, say("declare.either-asked", card=label(card), n=len(options)),
                                len(options), payable)
    if game.trace:
        game.log(say("declare.either-paid", card=label(card), k=k), "cost", "declare")
    yield from _pay(game, player, card, options[k - 1], did)


def _declared(steps: list) -> list:
    """The effect of a Declare once declared: the steps after its head (triggers.in_head), which was judged
    when it was declared."""
    k = 0
    while k < len(steps) and in_head(steps[k]):
        k += 1
    return steps[k:]


def _options(every: list[dict]) -> Pair:
    """The Declares of a card, numbered in printed order, in words: what `declare REF N` may pick."""
    return Pair(*("; ".join(f"{k}: {declare_words(a, lang)}" for k, a in enumerate(every, 1)) for lang in ("en", "th")))


# a cost written as an effect step (scripts.registry.COST_STEPS) -> (why_not(game, player, card, item) -> Forbidden | None,
# pay(game, player, card, item) -> Procedure)
COST_STEPS = {"remove_set": (set_cards.why_not_pay, set_cards.pay), "stack": (stacking.why_not_pay, stacking.pay),
              "reveal_from_hand": (revealing.why_not_pay, revealing.pay),
              "either": (_why_not_either, _pay_either)}  # "pay this or that" (p.14)


def _other_cost(item):
    """A cost written as an effect step: its (why_not, pay) from COST_STEPS."""
    return next((COST_STEPS[k] for k in item if k in COST_STEPS), None) if isinstance(item, dict) else None


def _discard_selector(item: dict, hand: list) -> dict:
    """p.14 (cost) — `{discard: N}` or `{discard: {count: N, filters…}}`: N cards of your hand (that meet the
    filters) into the Remove Area; `{discard: {down_to: N}}`: as many as the hand holds beyond N, none if it holds
    N or fewer (official Q&A on B08047: then the cost is only the rest)."""
    value = item["discard"]
    if isinstance(value, dict) and "down_to" in value:
        return {"count": max(0, len(hand) - value["down_to"])}
    return {**value, "count": value.get("count", 1)} if isinstance(value, dict) else {"count": value}


def _discardable(game: Game, p, sel: dict, card) -> list:
    return [c for c in p.hand if card_filters.matches(game.pos, c, sel, card)]


def _state_cost(item) -> str | None:
    """`sleep` or `stun` for a cost `{sleep: FILTER}` / `{stun: FILTER}`, else None."""
    return next((k for k in ("sleep", "stun") if k in item), None) if isinstance(item, dict) else None


def _state_cost_selector(item: dict) -> dict:
    """p.14 (cost) — `{sleep: FILTER}`: one active character of your own that meets the filter, this card included
    unless it says `other: true` (official Q&A on B06078); `{stun: FILTER}`: one not yet stunned (a cost must change
    what it names). A cost uses only your own cards and is paid in full."""
    verb = _state_cost(item)
    states = {"sleep": "active", "stun": ["active", "sleep"]}[verb]
    return {"state": states, **item[verb], "character": "own", "up_to": 1, "least": 1}


def _top_count(game: Game, player: str, card, item: dict) -> int:
    """p.14 (cost) — how many cards a cost `{remove_top: N}` removes: N, or N for each card `for_each` counts now
    ("remove the top 2 for each character of your opponent's": counted when declared, paid in full)."""
    if "for_each" not in item:
        return item["remove_top"]
    return item["remove_top"] * continuous.count(game, item["for_each"], player, card)


def _cost_selector(item: dict) -> dict:
    """p.14 (cost) — `{sleep_other: FILTER}`: one active character of your own other than this card."""
    return {**item["sleep_other"], "character": "own", "state": "active", "other": True, "up_to": 1, "least": 1}
