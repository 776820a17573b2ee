"""Cards set on a character (p.23 set-cards): the top card of a deck set face down on a character, and set cards
removed by an effect or as a Declare cost (p.14: a cost uses only your own cards and is paid in full).

A card set face down has no information (official Q&A): it is neither a character nor an event and does not
count as a character in the scene. When its character leaves the scene it is removed with it (rules/zones.py).
"""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.rules import refresh, watchers, zones
from judge.rules.card_filters import matches, options
from judge.rules.steps.cards import card_options
from judge.rules.steps.choices import EXACT, follow, how_many, pick_cards
from judge.rules.core import Forbidden, Game, Procedure, label
from judge.rules.doing import Did, Doing, run
from judge.rules.effects import ask_may_here, in_play, pending_may, targets_of
from judge.state import Card, Partner

messages({
    "set.put": ("{source}: the top card of {owner}'s deck ({card}) is set face down on {host}",
                "{source}: การ์ดใบบนสุดของเด็คของ {owner} ({card}) ถูกเซ็ตคว่ำหน้าไว้บน {host}"),
    "set.not-there": ("{source}: {what} is not a character in the scene: no card is set",
                      "{source}: {what} ไม่ใช่ตัวละครในที่เกิดเหตุ: ไม่มีการ์ดถูกเซ็ต"),
    "set.removed": ("{source}: {card}, set on {host}, is removed", "{source}: {card} ที่เซ็ตอยู่บน {host} ถูกรีมูฟ"),
    "set.too-few": ("{source}: {have} card(s) set where it asks but it removes {count}: it cannot be done at all",
                    "{source}: มีการ์ดที่เซ็ตไว้ตามที่ระบุ {have} ใบ แต่ต้องรีมูฟ {count} ใบ: ทำไม่ได้เลย"),
    "set.cost-short": ("the cost removes {count} card(s) of yours set on {on} but there are {have}: a cost uses only "
                       "your own cards and must be paid in full",
                       "คอสต์ต้องรีมูฟการ์ดของเราที่เซ็ตไว้บน{on} {count} ใบ แต่มีเพียง {have} ใบ: คอสต์ใช้ได้เฉพาะการ์ดของเรา"
                       "และต้องจ่ายครบ"),
    "set.cost-of": ("cost of {card}", "คอสต์ของ {card}"),
    "set.to-evidence": ("{source}: {card}, set on {host}, goes face up to {owner}'s Evidence Area: {owner} gains it "
                        "as evidence", "{source}: {card} ที่เซ็ตอยู่บน {host} ไปเป็นหลักฐานหงายหน้าของ {owner}"),
    "set.choose": ("{source}: the set card(s) to remove", "{source}: การ์ดที่เซ็ตไว้ที่จะรีมูฟ"),
    "set.attached": ("{source}: the event {card} is set face up on {host}: it stays there until {host} leaves the "
                     "scene", "{source}: อีเวนต์ {card} ถูกเซ็ตหงายหน้าไว้บน {host}: อยู่จนกว่า {host} จะออกจากที่เกิดเหตุ"),
    "set.no-host": ("{source}: no character it may be set on: the event goes to the Remove Area after its effect",
                    "{source}: ไม่มีตัวละครให้เซ็ต: อีเวนต์ไปรีมูฟโซนหลังทำเอฟเฟกต์"),
    "set.host": ("{source}: the character to set it on", "{source}: ตัวละครที่จะเซ็ตอีเวนต์ไว้"),
    "set.from": ("{source}: {card} is set face down on {host}", "{source}: {card} ถูกเซ็ตคว่ำหน้าไว้บน {host}"),
    "set.from-gone": ("{source}: this character is no longer in the scene: nothing is set",
                      "{source}: ตัวละครนี้ไม่อยู่ในที่เกิดเหตุแล้ว: ไม่มีการเซ็ต"),
    "set.choose-move": ("{source}: the set card(s) to move", "{source}: การ์ดที่เซ็ตไว้ที่จะย้าย"),
    "set.moved": ("{source}: {card} is moved onto {host}, set on it", "{source}: {card} ถูกย้ายไปเซ็ตบน {host}"),
    "set.none-moved": ("{source}: no character chosen, or no card set here to move: nothing moves",
                       "{source}: ไม่ได้เลือกตัวละคร หรือไม่มีการ์ดที่เซ็ตไว้ให้ย้าย: ไม่มีการย้าย"),
})

HOST_WORDS = {"self": Pair("this character", "ตัวละครนี้"), "own": Pair("your characters", "ตัวละครของเรา"),
              "opponent": Pair("your opponent's characters", "ตัวละครของคู่แข่ง"),
              "any": Pair("characters in the scene", "ตัวละครในที่เกิดเหตุ"),
              "filter": Pair("the characters its filter allows", "ตัวละครที่ตรงตามตัวกรอง")}


def do_set_on(doing: Doing, step: dict, value) -> Procedure:
    """p.23 set-cards, p.20 deck-out-mid-effect — for each chosen character, the top card of its owner's deck is
    set on it face down (an empty deck is refreshed first, and a deck the card empties is refreshed after, as a
    draw); `then` is done for each character a card was set on, with `trigger` naming it ("that character")."""
    game = doing.game
    hosts = yield from targets_of(doing, value, "set_on")
    for host in hosts:
        if isinstance(host, Partner) or not in_play(game, host):
            if game.trace:
                game.log(say("set.not-there", source=doing.source, what=value), "set-cards")
            continue
        deck = game.player(host.owner).deck
        if not deck:
            refresh.refresh(game, host.owner)
        card = deck[0]
        zones.set_on(game, card, host)
        if game.trace:
            game.log(say("set.put", source=doing.source, owner=host.owner, card=label(card), host=label(host)),
                     "set-cards")
        if not deck:
            refresh.refresh(game, host.owner)
        if step.get("then"):
            yield from run(game, step["then"], doing.executor, doing.source, doing.contact_card, doing.card, host)


def set_options(game: Game, player: str, on: str, card, face_down: bool, own_only: bool) -> list[tuple[Card, Card]]:
    """p.23 — (host, set card) pairs a remove_set may take: the cards set on the characters `host` names (from
    `player`'s side; `self` is `card`; a filter or a list of them: the characters one allows), only face-down ones
    if asked, only
    `player`'s own cards for a cost."""
    if not isinstance(on, str):  # filters: the characters in either scene one of them allows ("服部平次 or a green 警察")
        hosts = [h for f in (on if isinstance(on, list) else [on]) for h in options(game, {"character": "any", **f},
                                                                                    player, card)]
        return [(host, s) for k, host in enumerate(hosts) if not any(h is host for h in hosts[:k])
                for s in host.set_cards if not (face_down and s.face_up) and not (own_only and s.owner != player)]
    sides = {"own": (player,), "opponent": (game.opponent(player),), "any": (player, game.opponent(player)),
             "self": (player, game.opponent(player))}[on]
    out = []
    for p in sides:
        for host in game.player(p).scene:
            if on == "self" and host is not card:
                continue
            out += [(host, s) for s in host.set_cards
                    if not (face_down and s.face_up) and not (own_only and s.owner != player)]
    return out


def named(game: Game, item: dict, card, pairs: list) -> list:
    """p.23 — the (host, set card) pairs of a remove_set with `name`: only face-up cards of that card name (a
    face-down card has no information); all of them without it."""
    if "name" not in item:
        return pairs
    return [(h, s) for h, s in pairs if s.face_up and matches(game.pos, s, {"name": item["name"]}, card)]


def remove_set_cards(game: Game, player: str, pairs: list, n: int, source, to: str = "remove") -> Procedure:
    """Remove exactly `n` of the set cards `pairs` allows, picked by `player` (`choose REF…`; with no more than
    `n`, all without asking); each goes to its owner's Remove Area (face-down ones are turned up, p.23), or with
    `to: evidence` its owner gains it face up as evidence ("when you gain evidence" follows, p.15)."""
    cards = [s for _, s in pairs]
    picked = yield from pick_cards(game, player, cards, EXACT, n, say("set.choose", source=source))
    left = zones.set_cards_leaving(game, [(h, c) for h, c in pairs if c in picked])  # "when a set card leaves"
    for s in picked:
        host = next(h for h, c in pairs if c is s)
        if to == "evidence":
            zones.unset(game, s, host, "evidence")
            s.face_up = True
            if game.trace:
                game.log(say("set.to-evidence", source=source, card=label(s), host=label(host), owner=s.owner),
                         "set-cards", "deduction")
        else:
            zones.unset(game, s, host)
            if game.trace:
                game.log(say("set.removed", source=source, card=label(s), host=label(host)), "set-cards")
    watchers.wait(game, left, "set-cards")
    for owner in dict.fromkeys(s.owner for s in picked if to == "evidence"):
        watchers.fire(game, "watch_evidence", [], "pending-effects", player=owner, via="gained")
    return picked


def do_remove_set(doing: Doing, step: dict, value: int) -> Procedure:
    """p.23 set-cards, p.22 doing-effects — remove N cards set on the characters `host` names (`face_down`: only
    face-down ones; `name`: only face-up ones of that card name); with fewer than N there, it cannot be done at all
    (as "may remove the top N", official Q&A on B02052). `then` / `otherwise`: whether they were removed."""
    game = doing.game
    pairs = named(game, step, doing.card,
                  set_options(game, doing.executor, step.get("host", "own"), doing.card, step.get("face_down", False),
                              False))
    if len(pairs) < value:
        if pending_may(game, doing.executor):  # "you may remove …": still asked (p.22)
            yield from ask_may_here(game, doing.executor, doing.source)
        if game.trace:
            game.log(say("set.too-few", source=doing.source, have=len(pairs), count=value), "set-cards")
        yield from follow(doing, step, False)
        return
    picked = yield from remove_set_cards(game, doing.executor, pairs, value, doing.source, step.get("to", "remove"))
    doing.record("remove_set", picked)  # "a character of level up to the removed card's" (`did: remove_set`)
    yield from follow(doing, step, value > 0)


def do_move_set(doing: Doing, step: dict, value: int) -> Procedure:
    """p.23 set-cards — move N cards set on this character (`face_down`: face-down ones; picked with `choose` when
    there are more) onto the character `target` chooses: they stay in the scene, set on that one (its "each time
    a card is set on it" triggers). No character chosen, or none set here: nothing moves."""
    game, card = doing.game, doing.card
    hosts = (yield from targets_of(doing, step["target"], "move_set")) if "target" in step else []
    hosts = [h for h in hosts if isinstance(h, Card) and h is not card and game.is_in_scene(h)]
    pairs = set_options(game, doing.executor, "self", card, step.get("face_down", False), False)
    if not hosts or not pairs:
        if game.trace:
            game.log(say("set.none-moved", source=doing.source), "set-cards")
        return
    picked = yield from pick_cards(game, doing.executor, [s for _, s in pairs], EXACT, min(value, len(pairs)),
                                   say("set.choose-move", source=doing.source))
    for s in picked:
        zones.move_set(game, s, card, hosts[0])
        if game.trace:
            game.log(say("set.moved", source=doing.source, card=label(s), host=label(hosts[0])), "set-cards")


def do_set_from(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.23 set-cards — the cards a card selector chooses (from the Remove Area, the hand…) are set face down on this
    character; none if it is no longer in the scene (they stay where they are). `then` / `otherwise`: whether a
    card was set ("if you set one, …")."""
    game, host = doing.game, doing.card
    if not isinstance(host, Card) or not game.is_in_scene(host):
        if game.trace:
            game.log(say("set.from-gone", source=doing.source), "set-cards")
        yield from follow(doing, step, False)
        return
    mode, n = how_many(value)
    cards = yield from pick_cards(game, doing.executor, [c for c in card_options(doing, value) if c is not host],
                                  mode, n, doing.source)
    for c in cards:
        zones.set_on(game, c, host)
        if game.trace:
            game.log(say("set.from", source=doing.source, card=label(c), host=label(host)), "set-cards")
    yield from follow(doing, step, bool(cards))


def why_not_pay(game: Game, player: str, card, item: dict) -> Forbidden | None:
    """p.14 cost — the Declare can be used only if `player` has N own cards set where the cost says (`host`)."""
    on = item.get("host", "own")
    have = len(named(game, item, card, set_options(game, player, on, card, item.get("face_down", False), True)))
    if have < item["remove_set"]:
        return Forbidden(say("set.cost-short", count=item["remove_set"], have=have,
                             on=HOST_WORDS[on] if isinstance(on, str) else HOST_WORDS["filter"]),
                         "cost", "set-cards")
    return None


def pay(game: Game, player: str, card, item: dict, did: list | None = None) -> Procedure:
    """p.14 cost, p.23 — pay `{remove_set: N}`: N of your own set cards, picked with `choose` (`did`: the
    Declare's record of what its cost did, which its effect may read)."""
    pairs = named(game, item, card, set_options(game, player, item.get("host", "own"), card,
                                                item.get("face_down", False), True))
    picked = yield from remove_set_cards(game, player, pairs, item["remove_set"], say("set.cost-of", card=label(card)))
    if did is not None:
        did.extend(Did("remove_set", c, None) for c in picked)


def do_attach(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.23 set-cards, p.11 event-card — set this event face up on one of the characters the filter allows: it must
    be set when one is there (one alone is taken without asking); with none the event goes to the Remove Area
    after its effect (official Q&A on B01023)."""
    game, event = doing.game, doing.card
    if value == "chosen":  # "set this event on that character": the one an earlier step chose or put in
        allowed = [c for c in doing.chosen or [] if isinstance(c, Card) and game.is_in_scene(c)]
    else:
        allowed = options(game, {**value, "up_to": 1}, doing.executor, event)
    if not allowed or not isinstance(event, Card):
        if game.trace:
            game.log(say("set.no-host", source=doing.source), "set-cards", "event-card")
        return
    picked = yield from pick_cards(game, doing.executor, allowed, EXACT, 1, say("set.host", source=doing.source))
    zones.set_on(game, event, picked[0], face_up=True)
    if game.trace:
        game.log(say("set.attached", source=doing.source, card=label(event), host=label(picked[0])), "set-cards")


# ------------------------------------------------------------------ cards set on this character by its own
# ability: `{set_top: N}` (official Q&A on B05035: if the character has left the scene before the effect is
# done, nothing is set and the cards stay on top of the deck)

messages({
    "setting.set": ("{source}: the top card of {who}'s deck is set face down on {host}",
                    "{source}: การ์ดใบบนสุดของเด็ค {who} ถูกเซ็ตคว่ำหน้าบน {host}"),
    "setting.gone": ("{source}: this character is no longer in the scene: nothing is set, the cards stay on the deck",
                     "{source}: ตัวละครนี้ไม่อยู่ในที่เกิดเหตุแล้ว: ไม่มีการเซ็ต การ์ดยังอยู่บนเด็ค"),
})


def do_set_top(doing: Doing, step: dict, value: int) -> None:
    """p.23 (set-cards), p.20 — put the top `value` cards of the owner's deck face down on this character (a
    deck that runs out refreshes); nothing if the character has left the scene (official Q&A)."""
    game, host = doing.game, doing.card
    if not isinstance(host, Card) or not game.is_in_scene(host):
        if game.trace:
            game.log(say("setting.gone", source=doing.source), "set-cards", "doing-effects")
        return
    deck = game.player(doing.executor).deck
    for _ in range(value):
        if not deck:  # p.20: the deck ran out in the middle: refresh, then set the rest (official Q&A on B08033)
            refresh.refresh(game, doing.executor)
        if not deck:  # nothing left to refresh with
            break
        zones.set_on(game, deck[0], host)
        if game.trace:
            game.log(say("setting.set", source=doing.source, who=doing.executor, host=label(host)), "set-cards")
    if not deck and value:
        refresh.refresh(game, doing.executor)  # p.20: the deck ran out in the middle of the effect
