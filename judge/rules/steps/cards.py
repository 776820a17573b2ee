"""The card-zone verbs of card abilities: hand, deck, Remove Area, File and Evidence Areas (p.20, p.22, p.23).

Discard (from hand into the Remove Area), take from the cards looked at and put the
rest on the bottom in the chosen order, move cards between zones (Remove Area →
hand, scene → hand, → top of the deck, → evidence…), put a character into the scene
by an effect (p.22 and the official Q&A: a card used by an effect is not limited by
the File count), shuffle, reveal until a card is found, the opponent draws. Every
choice goes through judge/rules/steps/choices.py; every move through judge/rules/zones.py.
"""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.scripts.words import PLACE_WORDS, ZONE_WORDS
from judge.rules import continuous, play, refresh, restrictions, watchers, zones
from judge.rules.card_filters import ZONE_OF, matches
from judge.rules.steps.decks import player_of
from judge.rules.steps.choices import EXACT, follow, how_many, pick_cards, pick_order, ref_of, together
from judge.rules.core import Procedure, label
from judge.rules.doing import Doing, did_bound, did_cards, did_count, removal_cause, run as doing_run, shared_features
from judge.rules.effects import ask_may_here, in_play, pending_may, targets_of
from judge.state import Card, Partner

messages({
    "zones.use-spark": ("{source}: the [Spark] effect of {card} is set off (it stays where it is)",
                        "{source}: ทำให้เอฟเฟกต์ [ฮิราเมกิ] ของ {card} ทำงาน (การ์ดยังอยู่ที่เดิม)"),
    "zones.discard-random": ("{source}: {who} discards {n} card(s) of the hand picked at random (the seed decides)",
                             "{source}: {who} ทิ้งการ์ดในมือ {n} ใบที่สุ่มเลือก (ไม่มีใครเลือก)"),
    "zones.enters-asleep": ("it enters asleep ({source})", "เข้ามาในสถานะสลีป ({source})"),
    "zones.discard": ("{source}: {who} discards {card} into the Remove Area", "{source}: {who} ทิ้ง {card} ไปรีมูฟโซน"),
    "zones.discard-empty": ("{source}: {who}'s hand is empty: nothing is discarded",
                            "{source}: มือของ {who} ว่าง: ไม่มีการ์ดให้ทิ้ง"),
    "zones.look": ("{source}: {who} looks at the top {n} card(s) of the deck{short}",
                   "{source}: {who} ดูการ์ด {n} ใบบนสุดของเด็ค{short}"),
    "zones.look-short": (" (only {n} in the deck: no Refresh for looking)", " (เด็คมีเพียง {n} ใบ: การดูไม่ทำให้รีเฟรช)"),
    "zones.to-place": ("{source}: {card} goes from {src} {place}", "{source}: {card} จาก{src} {place}"),
    "zones.rest-bottom": ("{source}: the other {n} card(s) go to the bottom of the deck, {refs} nearest the top",
                          "{source}: การ์ดที่เหลือ {n} ใบไปไว้ใต้เด็ค ตามลำดับ {refs} (ใบแรกอยู่บนสุด)"),
    "zones.rest-shuffled": ("{source}: the other {n} card(s) are shuffled and go to the bottom of the deck",
                            "{source}: สับการ์ดที่เหลือ {n} ใบแล้วนำไปไว้ใต้เด็ค"),
    "zones.rest-stay": ("{source}: the other card(s) stay on top of the deck", "{source}: การ์ดที่เหลืออยู่บนเด็คตามเดิม"),
    "zones.gale-next": ("{source}: this turn, the next character to enter {who}'s scene ignores the Gale condition",
                        "{source}: ในเทิร์นนี้ ตัวละครใบถัดไปที่ลงสู่ที่เกิดเหตุของ {who} ไม่ต้องตรงเงื่อนไขชิปปุ"),
    "zones.set-off": ("{source}: {card}'s ability is set off by this effect", "{source}: ความสามารถของ {card} ทำงานด้วยเอฟเฟกต์นี้"),
    "zones.set-off-nothing": ("{source}: this ability moved no card: nothing is set off",
                              "{source}: ความสามารถนี้ไม่ได้ย้ายการ์ดใด: ไม่มีอะไรทำงาน"),
    "zones.set-off-none": ("{source}: {card} has no such ability: nothing is set off",
                           "{source}: {card} ไม่มีความสามารถนั้น: ไม่มีอะไรทำงาน"),
    "zones.set-off-source": ("the set-off ability of {card}", "ความสามารถของ {card} ที่ถูกทำให้ทำงาน"),
    "zones.barred": ("{source}: {card} is not put into the scene: {why}", "{source}: ไม่นำ {card} ลงที่เกิดเหตุ: {why}"),
    "zones.not-character": ("{source}: {card} is not a character: it cannot enter the scene",
                            "{source}: {card} ไม่ใช่ตัวละคร: ลงที่เกิดเหตุไม่ได้"),
    "zones.by-effect": ("put into the scene by {source}: not a use from hand, the File count does not limit it",
                        "ลงที่เกิดเหตุด้วย {source}: ไม่ใช่การใช้การ์ดจากมือ ไม่ติดจำนวนไฟล์โซน"),
    "zones.use-by-effect": ("used by {source}: not a use from hand, the File count does not limit it (its colour and "
                            "its own use condition do)",
                            "ใช้ด้วย {source}: ไม่ใช่การใช้การ์ดจากมือ ไม่ติดจำนวนไฟล์โซน (แต่ยังติดสีและเงื่อนไขการใช้ของการ์ดนั้น)"),
    "zones.shuffle": ("{source}: {who} shuffles the deck ({n} card(s))", "{source}: {who} สับเด็ค ({n} ใบ)"),
    "zones.reveal": ("{source}: {who} reveals {card}", "{source}: {who} เปิด {card}"),
    "zones.reveal-none": ("{source}: no card revealed meets it (the whole deck, {n} card(s), was revealed)",
                          "{source}: ไม่พบการ์ดที่ตรงเงื่อนไข (เปิดทั้งเด็ค {n} ใบ)"),
    "zones.reveal-none-of": ("{source}: none of the {n} card(s) revealed meets it",
                             "{source}: การ์ดที่เปิด {n} ใบไม่มีใบใดตรงเงื่อนไข"),
    "zones.switch": ("the choice of the character to remove from {who}'s full scene",
                     "การเลือกตัวละครที่จะรีมูฟจากที่เกิดเหตุที่เต็มของ {who}"),
})

# where a card comes from and goes to, in both languages (the Thai words are the card-script words')
ZONE_NAME = {z: Pair(en, ZONE_WORDS["th"][w]) for z, en, w in (
    ("hand", "hand", "hand"), ("removed", "the Remove Area", "remove"), ("file", "the File Area", "file"),
    ("evidence", "evidence", "evidence"), ("deck", "the deck", "deck"), ("scene", "the scene", "scene"),
    (None, "the cards looked at", "looked"), ("partner_zone", "the Partner zone", "partner"))}
ZONE_NAME["nowhere"] = Pair("no zone (it is being used)", "ไม่อยู่ในโซนใด (กำลังใช้อยู่)")
PLACE_NAME = {w: Pair(en, PLACE_WORDS["th"][w]) for w, en in (
    ("hand", "into the hand"), ("scene", "into the scene"), ("deck-top", "to the top of the deck"),
    ("deck-bottom", "to the bottom of the deck"), ("remove", "into the Remove Area"),
    ("evidence", "into the Evidence Area (face down)"), ("file", "into the File Area (face down)"),
    ("partner", "into the Partner zone"))}
PLACE_NAME["evidence-face-up"] = Pair("into the Evidence Area (face up: its owner gains it as evidence)",
                                      "เป็นหลักฐานแบบหงายหน้า (เจ้าของได้เป็นหลักฐาน)")


def whose(doing: Doing, side: str | None) -> str:
    return doing.game.opponent(doing.executor) if side == "opponent" else doing.executor


def card_options(doing: Doing, sel: dict, looked: list[Card] | None = None) -> list[Card]:
    """p.22 (doing-effects), p.21 — the cards a card selector allows: its zone (or the cards looked at), then its
    filters; from the scene, not a character a continuous ability keeps from being chosen by this card."""
    if looked is not None:
        cards = looked
    elif sel.get("self") and "from" not in sel:  # "this card", wherever it is (an event or a Spark being used)
        cards = [doing.card] if isinstance(doing.card, Card) else []
    elif "did" in sel and "from" not in sel:  # the cards this ability did that to ("a card its cost turned face up"), wherever they are
        cards = [d.card for d in (doing.did or ()) if d.verb == sel["did"] and isinstance(d.card, Card)]
    elif sel.get("from") == "stacked":  # the cards stacked under this character (p.23)
        cards = list(doing.card.stacked_cards) if isinstance(doing.card, Card) else []
    else:
        zs = sel.get("from", "hand")
        zs = [zs] if isinstance(zs, str) else zs
        sides = ([doing.executor, doing.game.opponent(doing.executor)] if sel.get("whose") == "any"  # either player's
                 else [whose(doing, sel.get("whose"))])
        cards = [c for side in sides for z in zs for c in doing.game.player(side).zone(ZONE_OF[z])]
    sel = shared_features(doing, did_bound(doing, bound_by_file(doing, sel)))  # "up to your File count", "up to the
    # removed card's level", "a feature in common with the removed character"
    allowed = [c for c in cards if matches(doing.game.pos, c, sel, doing.card)]
    if "did" in sel:  # "the revealed character": only a card an earlier step of this ability did that to
        done = did_cards(doing, {"did": sel["did"]})
        allowed = [c for c in allowed if any(c is d for d in done)]
    if looked is None and sel.get("from") == "scene":
        # p.21, p.22: a character that "cannot be chosen" by the opponent's abilities is not an option here either
        allowed = [c for c in allowed if continuous.choosable(doing.game, c, doing.executor, doing.card)]
    return allowed


def bound_by_file(doing: Doing, sel: dict) -> dict:
    """A bound that says `file` ("of a level up to the number of cards in your File Area"): that number now
    (an assisting Partner counts, as for a [FILE N] icon)."""
    if not any(isinstance(sel.get(k), dict) and "file" in sel[k].values() for k in ("level", "ap", "lp")):
        return sel
    n = doing.game.player(doing.executor).file_count
    return {**sel, **{k: {b: (n if v == "file" else v) for b, v in sel[k].items()}
                      for k in ("level", "ap", "lp") if isinstance(sel.get(k), dict)}}


def choose_cards(doing: Doing, sel: dict, looked: list[Card] | None = None, chooser: str | None = None,
                 least: int = 0) -> Procedure:
    if isinstance(sel.get("count"), dict):  # "as many as you drew": the number of cards an earlier step did
        sel = {**sel, "count": did_count(doing, sel["count"])}
        if not sel["count"]:
            return []
    mode, n = how_many(sel)
    if sel.get("top"):  # "from the top": the first N that match, in the zone's order, without a choice
        return card_options(doing, sel, looked)[:n]
    if sel.get("all"):  # every card the filters allow ("all the cards of your Remove Area"), without a choice
        return card_options(doing, sel, looked)
    if sel.get("bottom"):  # "from the bottom": the last N, bottom-most first, without a choice
        return card_options(doing, sel, looked)[::-1][:n]
    return (yield from pick_cards(doing.game, chooser or doing.executor, card_options(doing, sel, looked), mode, n,
                                  doing.source, together(sel), total=sel.get("level_total"), least=least))


def place(doing: Doing, card: Card, where: str, face_up: bool = False) -> Procedure:
    """Put `card` where an ability says (p.23 zones; a character leaving the scene this way is not removed,
    except into the Remove Area); into the scene as by `put_in_scene`; `face_up`: on the Evidence Area face up."""
    game = doing.game
    src = next((z for z in ZONE_OF.values() if any(c is card for c in game.player(card.owner).zone(z))), None)
    if src is None and card is doing.card:  # this event or Spark card itself, being used (in no zone)
        src = "nowhere"
    if where == "scene":
        yield from put_in_scene(doing, card)
        if src == "deck" and not game.player(card.owner).deck:
            refresh.refresh(game, card.owner)  # p.20: the deck ran out in the middle of the effect
        return
    if src == "scene":
        why = where == "remove" and continuous.why_not_removed(game, card, doing.card)
        if why:  # "cannot be removed by the effects of the opponent's Events" (p.21)
            if game.trace:
                game.log(why, "ability-kinds")
            return
        if where == "remove":
            zones.remove_from_scene(game, card, say("effects.by", source=doing.source), "doing-effects",
                                    cause=removal_cause(doing))
            return
        zones.take_from_scene(game, card)
    {"hand": zones.to_hand, "deck-top": zones.to_deck_top, "deck-bottom": zones.to_deck_bottom,
     "remove": zones.to_removed, "evidence": lambda g, c: zones.to_pile(g, c, "evidence"),
     "file": lambda g, c: zones.to_pile(g, c, "file"), "partner": zones.to_partner_zone}[where](game, card)
    if face_up and where == "evidence":
        card.face_up = True
    if game.trace:
        game.log(say("zones.to-place", source=doing.source, card=label(card), src=ZONE_NAME[src],
                     place=PLACE_NAME["evidence-face-up" if face_up and where == "evidence" else where]), "doing-effects")
    if src == "deck" and not game.player(card.owner).deck:
        refresh.refresh(game, card.owner)  # p.20: the deck ran out in the middle of the effect


def put_in_scene(doing: Doing, card: Card, asleep: bool = False) -> Procedure:
    """p.22 (doing-effects), p.11, p.12 (switch), official Q&A — a character put into the scene by an effect is
    not a use from hand: the File count does not limit it; a full scene makes its owner choose one to remove."""
    game = doing.game
    if card.type != "character":
        if game.trace:
            game.log(say("zones.not-character", source=doing.source, card=label(card)), "doing-effects")
        return
    barred = restrictions.barred(game, doing.executor, "put-in", card)  # "this turn you cannot put in a [ジン]"
    if barred:  # (official Q&A on B06103: the effect cannot put it in)
        if game.trace:
            game.log(say("zones.barred", source=doing.source, card=label(card), why=barred.msg), "doing-effects")
        return
    switch = None
    scene = game.player(card.owner).scene
    if len(scene) >= play.scene_size(game, card.owner):
        picked = yield from pick_cards(game, card.owner, list(scene), EXACT, 1,
                                       say("zones.switch", who=card.owner))
        switch = picked[0].id
    play.enter_scene(game, card, switch, say("zones.by-effect", source=doing.source),
                     asleep=say("zones.enters-asleep", source=doing.source) if asleep else None, by=doing.card)


# ------------------------------------------------------------------ the verbs

def do_remove_top(doing: Doing, step: dict, value: int) -> Procedure:
    """p.20 deck-out-mid-effect — remove the top N: as many as there are, then a Refresh; "may remove N"
    cannot be done at all with fewer than N. p.22: `then` only if it removed a card that meets `found`
    ("if a [赤井家] character is removed by this") — or, without `found`, if it removed any. `player: opponent`:
    from the top of the opponent's deck (their deck runs out: they refresh)."""
    game, source = doing.game, doing.source
    owner = player_of(doing, step)  # whose deck
    p = game.player(owner)
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
            refresh.refresh(game, owner)
            break
    doing.record("remove_top", removed)  # "if 3 or more … were removed by this" (`did: remove_top`)
    if step.get("then"):  # "if this removes a …" (`found`), or "if you do" (if it removed any)
        found = step.get("found")
        yield from follow(doing, step, any(matches(game.pos, c, found, doing.card) for c in removed) if found else bool(removed))


def do_discard(doing: Doing, step: dict, value: int) -> Procedure:
    """p.22 doing-effects — the player (`who`) discards N cards of their choice from hand into the Remove Area
    (exactly N: mandatory; a hand of N or fewer is discarded whole without asking)."""
    game = doing.game
    who = whose(doing, step.get("who"))
    hand = game.player(who).hand
    picked: list[Card] = []
    if not hand:
        if who == doing.executor and pending_may(game, who):  # "you may discard": still asked (p.22)
            yield from ask_may_here(game, who, doing.source)
        if game.trace:
            game.log(say("zones.discard-empty", source=doing.source, who=who), "doing-effects")
    elif step.get("random"):  # "at random" (p.22): nobody picks, each card is as likely (the scenario's seed)
        picked = game.rng.sample(list(hand), min(value, len(hand)))
        if game.trace:
            game.log(say("zones.discard-random", source=doing.source, who=who, n=len(picked)), "doing-effects")
    else:
        picked = yield from pick_cards(game, who, list(hand), EXACT, value, doing.source)
    for card in picked:
        zones.to_removed(game, card)
        if game.trace:
            game.log(say("zones.discard", source=doing.source, who=who, card=label(card)), "doing-effects")
    doing.record("discard", picked)
    yield from follow(doing, step, bool(picked))


def do_look_take(doing: Doing, step: dict, value: int) -> Procedure:
    """p.20 deck-out-mid-effect, p.22 — look at the top N (fewer if the deck is short: no Refresh for looking),
    take the chosen ones (`take`, to hand or into the scene), the rest to `rest` (the bottom: in the order the
    player names). `then`: only if a card was taken."""
    game, who = doing.game, doing.executor
    deck = game.player(who).deck
    looked = deck[:value]
    short = say("zones.look-short", n=len(looked)) if len(looked) < value else ""
    if game.trace:
        game.log(say("zones.look", source=doing.source, who=who, n=len(looked), short=short), "deck-out-mid-effect")
    taken: list[Card] = []
    if "take" in step:
        sel = step["take"]
        picker = game.opponent(who) if step.get("picker") == "opponent" else None  # "your opponent chooses one"
        taken = yield from choose_cards(doing, sel, looked, picker)
        rest = [c for c in looked if c not in taken]
        doing.record("look_take", taken)
        for card in taken:
            if sel.get("to", "hand") == "scene":
                yield from put_in_scene(doing, card, step.get("asleep", False))
            else:  # the hand, or the bottom of the deck ("you may put it on the bottom")
                yield from place(doing, card, sel.get("to", "hand"))
    else:
        rest = list(looked)
    rest = [c for c in rest if any(c is d for d in deck)]
    doing.record("look_rest", rest)  # the cards not taken, wherever `rest` puts them (`did: look_rest`)
    if step.get("rest") == "deck-bottom" and rest and step.get("shuffled"):  # shuffled, no order to name
        game.rng.shuffle(rest)
        for card in rest:
            zones.to_deck_bottom(game, card)
        if game.trace:
            game.log(say("zones.rest-shuffled", source=doing.source, n=len(rest)), "doing-effects")
    elif step.get("rest") == "deck-bottom" and rest:
        ordered = yield from pick_order(game, who, rest, doing.source)
        for card in ordered:
            zones.to_deck_bottom(game, card)
        if game.trace:
            game.log(say("zones.rest-bottom", source=doing.source, n=len(ordered),
                         refs=" ".join(ref_of(c) for c in ordered)), "doing-effects")
    elif step.get("rest") and rest:
        for card in rest:
            yield from place(doing, card, step["rest"])
    elif rest and "take" in step:
        if game.trace:
            game.log(say("zones.rest-stay", source=doing.source), "deck-out-mid-effect")
    yield from follow(doing, step, bool(taken))


def do_move(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.22 doing-effects, p.23 — put the chosen cards of a zone somewhere else (`to`); `then` if any moved.
    p.15 — `to: evidence, face_up: true`: its owner gains it as evidence face up, on top ("… gains that card face
    up as evidence"); an MR gained from the scene in its owner's opponent's turn goes on to its owner's Partner
    zone (supplement p.26, official Q&A on B06085)."""
    picked = yield from choose_cards(doing, value)
    doing.record("move", picked)
    game = doing.game
    if step.get("shuffled") and len(picked) > 1:  # "shuffle them and put them on the bottom": no order named
        game.rng.shuffle(picked)
    for card in picked:
        src_scene = game.is_in_scene(card)
        yield from place(doing, card, step.get("to", "hand"), step.get("face_up", False))
        if step.get("face_up") and step.get("to") == "evidence" and src_scene and card.mr and game.active != card.owner:
            zones.to_partner_zone(game, card)  # an MR gained from the scene in its owner's opponent's turn (p.26)
            if game.trace:
                game.log(say("zones.mr-returns", card=label(card), active=game.active, owner=card.owner),
                         "mr", "supp-mr")
    if step.get("to") == "evidence" and picked:  # gained as evidence, face up or down (p.15): "when you gain
        # evidence" follows (a card of the hand "gained face down as evidence" is gained evidence too)
        for owner in dict.fromkeys(c.owner for c in picked):
            watchers.fire(game, "watch_evidence", [], "pending-effects", player=owner, via="gained")
    if "found" in step:  # "if you chose an MR character": `then` only when a card moved meets the filter
        picked = [c for c in picked if matches(game.pos, c, step["found"], doing.card)]
    yield from follow(doing, step, bool(picked))


NO_FILE_LIMIT = 10 ** 6  # a card used by an effect: the File count does not limit its level (official Q&A)


def do_use_event(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.11, p.12, official Q&A on B03029, B05042 — use the chosen event of your hand by this effect: as from hand or
    by Next Hint its effect is done and it goes to the Remove Area (or stays set), but the File count does not
    limit it; only events its colour and its own use condition (`use_if`) allow now may be chosen; `then` if one
    was used. A "when you use a card" watcher with no `via` sees the use."""
    game, player = doing.game, doing.executor
    how = say("zones.use-by-effect", source=doing.source)
    sel = {**value, "type": "event"}
    allowed = [c for c in card_options(doing, sel)
               if play.why_not_use(game, player, c, c.id, None, NO_FILE_LIMIT, how) is None]
    mode, n = how_many(sel)
    picked = yield from pick_cards(game, player, allowed, mode, n, doing.source)
    # `event_last`: the rest of this ability (`then`) is done once the event has left the hand, before its effect
    # ("resolve this effect, then the event's effect", B09039)
    rest = follow(doing, step, bool(picked)) if step.get("event_last") else None
    for card in picked:
        # "when you use a [Green] event" (a `watch_use` with no `via`) sees a use by an effect too, and waits until
        # the event's effect is done (official Q&A on B07015)
        found = watchers.seen(game, "watch_use", [card], player=player, via="effect")
        yield from play.use_card(game, player, card.id, None, NO_FILE_LIMIT, how, first=rest)
        watchers.wait(game, found, "event-card")
    if rest is None:
        yield from follow(doing, step, bool(picked))
    elif not picked:
        yield from rest


def do_set_off(doing: Doing, step: dict, value: str) -> Procedure:
    """p.24, official Q&A on B08078 — set off the `value` ability (`on_remove`) of each card this ability moved
    (`did: move`, "the card removed by this effect"): its effect is done now, as that card's, wherever the card is
    since (a Refresh may have taken it back into the deck); an unmet validity icon leaves it doing nothing."""
    game = doing.game
    moved = [d.card for d in doing.did or () if d.verb == "move"]
    if not moved and game.trace:
        game.log(say("zones.set-off-nothing", source=doing.source), "doing-effects")
    for card in moved:
        steps = card.triggers.get(value) if isinstance(card, Card) else None
        if not steps:
            if game.trace:
                game.log(say("zones.set-off-none", source=doing.source, card=label(card)), "doing-effects")
            continue
        if game.trace:
            game.log(say("zones.set-off", source=doing.source, card=label(card)), "doing-effects", "supp-icons")
        yield from doing_run(game, steps, doing.executor, say("zones.set-off-source", card=label(card)), card=card, did=[])


def do_play(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.22, official Q&A — put the chosen characters into the scene by this effect (not limited by the File
    count; a full scene asks which character to remove); `then` if one entered. `one_active`: the player names the
    one of them that enters active; it enters first, the others asleep."""
    picked = yield from choose_cards(doing, {**value, "type": "character"})
    if step.get("one_active") and len(picked) > 1:  # "one of them enters, the rest enter asleep": which one is asked
        first = yield from pick_cards(doing.game, doing.executor, picked, EXACT, 1, doing.source)
        picked = first + [c for c in picked if c is not first[0]]
    for card in picked:
        yield from put_in_scene(doing, card, step.get("asleep", False) or bool(step.get("one_active")) and card is not picked[0])
    doing.chosen = [c for c in picked if doing.game.is_in_scene(c)]  # "that character" (REF chosen, grants.py)
    doing.record("play", doing.chosen)
    if "found" in step:  # "if you put in a 江戸川コナン": `then` only when a card put in meets the filter
        picked = [c for c in picked if matches(doing.game.pos, c, step["found"], doing.card)]
    yield from follow(doing, step, bool(picked))


def do_use_spark(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.19 spark, p.22 — set off the Spark effect of the chosen cards: their Spark steps, done now by the
    executor with the card as "this card", where it lies (official Q&A on B06023: not a use of [Spark], so a rule
    against using Spark does not stop it; a Spark whose icon does not hold does nothing)."""
    picked = yield from choose_cards(doing, value)
    for card in picked:
        if doing.game.trace:
            doing.game.log(say("zones.use-spark", source=doing.source, card=label(card)), "spark", "doing-effects")
        yield from doing_run(doing.game, card.spark or [], doing.executor, say("spark.source", card=label(card)),
                             card=card)


def do_gale_next(doing: Doing, step: dict, value: bool) -> None:
    """Supplement p.24 — this turn, the next character to enter the executor's scene ignores the Gale condition:
    its Gale triggers even if it is not the first to enter (rules/play.enter_scene; the turn's end ends it)."""
    doing.game.player(doing.executor).gale_next = True
    if doing.game.trace:
        doing.game.log(say("zones.gale-next", source=doing.source, who=doing.executor), "supp-icons", "doing-effects")


def do_shuffle(doing: Doing, step: dict, value: bool) -> None:
    """p.22 doing-effects — shuffle the executor's deck, or the opponent's (`player: opponent`); the scenario's
    seed decides the order."""
    who = player_of(doing, step)
    deck = doing.game.player(who).deck
    doing.game.rng.shuffle(deck)
    doing.game.log(say("zones.shuffle", source=doing.source, who=who, n=len(deck)), "doing-effects")


def do_reveal_until(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.20 deck-out-mid-effect, p.22 — reveal from the top one at a time until a card meets the filters; it
    goes `to` (hand by default), the others revealed to `rest` (the bottom of the deck, in the order revealed).
    Revealing is not drawing: no Refresh. `then` if a card was found, `otherwise` if not."""
    game, who = doing.game, doing.executor
    deck = game.player(who).deck
    revealed, found = [], None
    value = shared_features(doing, value)  # "if it has a feature in common with the removed character"
    limit = step.get("at_most")  # "reveal the top card: if it is …" reveals at most that many
    value = did_bound(doing, bound_by_file(doing, value))  # "of a level up to your File count"
    for card in (list(deck)[::-1] if step.get("from_bottom") else list(deck))[:limit]:
        revealed.append(card)
        if game.trace:
            game.log(say("zones.reveal", source=doing.source, who=who, card=label(card)), "deck-out-mid-effect")
        if matches(game.pos, card, value, doing.card):
            found = card
            break
    if found is None and limit is not None and len(revealed) == limit:
        if game.trace:
            game.log(say("zones.reveal-none-of", source=doing.source, n=len(revealed)), "deck-out-mid-effect")
    elif found is None:
        if game.trace:
            game.log(say("zones.reveal-none", source=doing.source, n=len(revealed)), "deck-out-mid-effect")
    else:
        revealed.pop()
        doing.record("reveal_until", [found])
        yield from place(doing, found, step.get("to", "hand"))
        if doing.game.is_in_scene(found):  # "that character" (REF chosen), as after `play`
            doing.chosen = [found]
    if step.get("rest") and revealed:
        for card in revealed:
            if step["rest"] == "deck-bottom":
                zones.to_deck_bottom(game, card)
            else:
                yield from place(doing, card, step["rest"])
        if step["rest"] == "deck-bottom":
            if game.trace:
                game.log(say("zones.rest-bottom", source=doing.source, n=len(revealed),
                             refs=" ".join(ref_of(c) for c in revealed)), "doing-effects")
    yield from follow(doing, step, found is not None)


def do_opponent_draws(doing: Doing, step: dict, value: int) -> None:
    """p.22 doing-effects — the opponent draws N (an empty deck is refreshed, p.20)."""
    refresh.draw(doing.game, doing.game.opponent(doing.executor), value, by_effect=True)


def do_give_evidence(doing: Doing, step: dict, value: int) -> None:
    """p.15 deduction, p.22, official Q&A — the opponent gains N evidence from their own deck (cannot refuse)."""
    refresh.gain_evidence(doing.game, doing.game.opponent(doing.executor), value, "deduction", "doing-effects")


# ------------------------------------------------------------------ a character from the scene to the deck or
# hand (p.22 doing-effects, p.23 zones: neither is a removal, no On Removal), the top File cards into the hand
# (an assisting Partner is not a File card one can take, p.12)

messages({
    "zone-steps.deck-top": ("{source}: {card} goes from the scene to the top of {owner}'s deck, face down (not "
                            "removed: no On Removal)",
                            "{source}: {card} จากที่เกิดเหตุไปไว้บนสุดของเด็คของ {owner} คว่ำหน้า "
                            "(ไม่ใช่การรีมูฟ: ไม่มีเมื่อรีมูฟจากที่เกิดเหตุ)"),
    "zone-steps.bounce": ("{source}: {card} goes from the scene to {owner}'s hand (not removed: no On Removal)",
                          "{source}: {card} จากที่เกิดเหตุขึ้นมือของ {owner} (ไม่ใช่การรีมูฟ: ไม่มีเมื่อรีมูฟจากที่เกิดเหตุ)"),
    "zone-steps.not-there": ("{source}: {what} is not a character in the scene: nothing happens",
                             "{source}: {what} ไม่ใช่ตัวละครในที่เกิดเหตุ: ไม่มีอะไรเกิดขึ้น"),
    "zone-steps.file-to-hand": ("{source}: the top File card {card} goes to {player}'s hand (File count now {count})",
                                "{source}: การ์ดใบบนสุดของไฟล์โซน {card} ขึ้นมือของ {player} (ตอนนี้ไฟล์มี {count} ใบ)"),
    "zone-steps.file-empty": ("{source}: {player}'s File Area holds no card to take (an assisting Partner does not "
                              "count): nothing happens",
                              "{source}: ไฟล์โซนของ {player} ไม่มีการ์ดให้หยิบ (พาร์ทเนอร์ที่แอสซิสต์ไม่นับ): "
                              "ไม่มีอะไรเกิดขึ้น"),
})


def do_scene_to(doing: Doing, step: dict, value) -> Procedure:
    """p.22 doing-effects, p.23 — a character from the scene on top of its owner's deck (face down) or back to
    its owner's hand; not a removal, so no On Removal. A Partner is not a character."""
    game = doing.game
    name = "deck_top" if "deck_top" in step else "bounce"
    targets = yield from targets_of(doing, value, name)
    for target in targets:
        if isinstance(target, Partner) or not in_play(game, target):
            if game.trace:
                game.log(say("zone-steps.not-there", source=doing.source, what=value), "doing-effects")
            continue
        zones.take_from_scene(game, target)
        (zones.to_deck_top if name == "deck_top" else zones.to_hand)(game, target)
        if game.trace:
            game.log(say(f"zone-steps.{name.replace('_', '-')}", source=doing.source, card=label(target),
                         owner=target.owner), "doing-effects")


def do_take_file(doing: Doing, step: dict, value: int) -> None:
    """p.22, p.12 — the top N cards of the executor's File Area into hand (as many as there are; an assisting
    Partner is not taken)."""
    game, who = doing.game, doing.executor
    p = game.player(who)
    if not p.file:
        if game.trace:
            game.log(say("zone-steps.file-empty", source=doing.source, player=who), "doing-effects")
        return
    for card in list(p.file[:value]):
        zones.to_hand(game, card)
        if game.trace:
            game.log(say("zone-steps.file-to-hand", source=doing.source, card=label(card), player=who,
                         count=p.file_count), "doing-effects")
