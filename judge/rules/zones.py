"""Moving cards between zones: the only code that changes a zone's list (p.23 set and stacked cards, p.26 MR).

Every move goes through `_put`, which takes the card out of wherever it is
(or nowhere: a card "in no zone" while its effect is done, p.19, p.11), turns
it face down (only evidence may be face up, and only when a scenario says
so), and makes it forget its state and effects when it leaves the scene.
A new zone rule is added here once.
"""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules.core import Game, label
from judge.rules import continuous, watchers
from judge.rules.triggers import queue
from judge.state import ZONES, Card


messages({
    "zones.linked-end": ("{card} left the scene: what its ability gave {cards} as long as it was there ends",
                         "{card} ออกจากที่เกิดเหตุ: สิ่งที่ความสามารถของมันให้ {cards} ไว้ตราบที่มันอยู่สิ้นสุดลง"),
    "zones.set-removed": ("{card} was set on {host}: removed with it", "{card} เซ็ตอยู่บน {host}: ถูกรีมูฟไปด้วย"),
    "zones.stacked-removed": ("{count} card(s) stacked under {host}: removed with it",
                              "การ์ด {count} ใบที่ซ้อนอยู่ใต้ {host}: ถูกรีมูฟไปด้วย"),
    "zones.removed": ("{card} is removed ({why})", "{card} ถูกรีมูฟ ({why})"),
    "zones.mr-returns": ("{card} is MR and it is {active}'s turn: it moves to {owner}'s Partner zone",
                         "{card} เป็น MR และเป็นเทิร์นของ {active}: ย้ายไปพาร์ทเนอร์โซนของ {owner}"),
})


def reset(card: Card) -> None:
    """A card that leaves the scene forgets its state and the effects it had."""
    card.state = "active"
    card.entered_this_turn = False
    card.entered_by = None
    card.mods.clear()
    card.uses_this_turn.clear()


def end_linked(game: Game, card: Card) -> None:
    """p.22 doing-effects — `card` left the scene: what its abilities gave other characters "as long as this
    character is in the scene" (until `while-source-in-scene`) ends."""
    source, ended = f"{card.owner}.{card.id}", []
    for p in ("A", "B"):
        for c in game.pos.players[p].scene:
            if c.mods and any(m.source == source for m in c.mods):
                c.mods[:] = [m for m in c.mods if m.source != source]
                ended.append(label(c))
    if ended and game.trace:
        game.log(say("zones.linked-end", card=label(card), cards=", ".join(ended)), "doing-effects")


def take(game: Game, card: Card) -> str | None:
    """Take this very card out of its owner's zone (it is then in no zone); the zone it was in, or None."""
    p = game.pos.players[card.owner]
    deck = p.deck
    if deck and deck[0] is card:  # the top of the deck (a draw, a File card, evidence): most moves
        del deck[0]
        return "deck"
    file = p.file
    if file and file[0] is card:  # the top File card (a Next Hint takes it): the next most
        del file[0]
        return "file"
    for z in ZONES:
        cards = getattr(p, z)  # (Player.zone's own body: a card moves several times a line)
        if card in cards:  # by identity: cards and partners compare as themselves (eq=False)
            del cards[cards.index(card)]
            if z in ("scene", "partner_zone"):  # the zones whose cards have a state (an MR in the Partner
                reset(card)  # zone may sleep as a cost, then be removed when another MR enters)
            elif z == "removed":  # "when a character leaves your Remove Area" (whatever takes it: p.22, p.23)
                watchers.fire(game, "watch_leave_removed", [card], "doing-effects")
            if z == "scene":  # the effects it gave "as long as this character is in the scene" end
                end_linked(game, card)
            return z
    return None


def _put(game: Game, card: Card, zone: str, top: bool) -> None:
    take(game, card)
    _place(game, card, zone, top)


def _place(game: Game, card: Card, zone: str, top: bool) -> None:
    """`_put` of a card already taken out of its zone."""
    card.face_up = False
    cards = getattr(game.pos.players[card.owner], zone)
    if top:
        cards.insert(0, card)
    else:
        cards.append(card)


def to_removed(game: Game, card: Card) -> None:
    """Face down on top of its owner's Remove Area (p.23: set cards too; p.18 Cut-in; p.19 Spark; p.11 events)."""
    _put(game, card, "removed", top=True)


def to_hand(game: Game, card: Card) -> None:
    """Into its owner's hand (drawing, Next Hint p.12, p.20's deck cases)."""
    _put(game, card, "hand", top=False)


def to_pile(game: Game, card: Card, pile: str) -> None:
    """Face down on top of the File Area (p.10, p.12) or the Evidence Area (p.15): the last card placed is on top."""
    assert pile in ("file", "evidence")
    _put(game, card, pile, top=True)


def to_deck_top(game: Game, card: Card) -> None:
    """Face down on top of its owner's deck."""
    _put(game, card, "deck", top=True)


def to_deck_bottom(game: Game, card: Card) -> None:
    """Face down to the bottom of its owner's deck (Disguise, p.18)."""
    _put(game, card, "deck", top=False)


def to_partner_zone(game: Game, card: Card) -> None:
    """An MR to its owner's Partner zone (p.26), or a card an effect puts there (the Partner Area holds any number)."""
    _put(game, card, "partner_zone", top=False)


def zone_of(game: Game, card: Card) -> str | None:
    """The zone of its owner's that holds this very card, or None (a card in no zone: an event or a Spark being
    used, p.11, p.19)."""
    p = game.pos.players[card.owner]
    for z in ZONES:
        for c in getattr(p, z):
            if c is card:
                return z
    return None


def shuffle_removed_into_deck(game: Game, player: str) -> int:
    """p.20 (refresh) — the whole Remove Area, shuffled, face down under the (empty) deck; how many cards."""
    p = game.player(player)
    cards = p.removed[:]
    game.rng.shuffle(cards)
    p.removed.clear()  # every card of the area moves: taken at once, not looked for one by one (`_put`)
    for c in cards:
        _place(game, c, "deck", top=False)
    watchers.fire(game, "watch_leave_removed", cards, "refresh")  # they all leave the Remove Area (official Q&A)
    return len(cards)


def into_scene(game: Game, card: Card) -> None:
    """A character enters its owner's scene, active and in intro state (p.11, p.25)."""
    _put(game, card, "scene", top=False)
    card.state = "active"
    card.entered_this_turn = True


def swap_in_scene(game: Game, old: Card, new: Card) -> None:
    """p.18 (disguise) — `new` takes `old`'s place in the scene, keeping its state, intro state, effects and
    set/stacked cards; `old` goes face down to the bottom of the deck (it does not leave by removal)."""
    take(game, new)
    new.state, new.entered_this_turn = old.state, old.entered_this_turn
    new.mods, new.set_cards, new.stacked = list(old.mods), list(old.set_cards), old.stacked
    new.stacked_cards = list(old.stacked_cards)
    scene = game.player(old.owner).scene
    scene[scene.index(old)] = new
    new.face_up = False
    old.set_cards, old.stacked, old.stacked_cards = [], 0, []
    reset(old)
    end_linked(game, old)  # what it gave while it was in the scene ends: another card stands in its place
    to_deck_bottom(game, old)


def set_on(game: Game, card: Card, host: Card, face_up: bool = False) -> None:
    """p.23 — `card` (from wherever it is) set on the character `host`: face down, or face up (an event); "each
    time a card is set on this character" triggers (once for this card)."""
    take(game, card)
    card.face_up = face_up
    host.set_cards.append(card)
    game.pos.quiet = False  # a set card may give its host abilities (p.23): they are looked for from now on
    watchers.wait(game, watchers.set_cards_seen(game, "watch_set", [(host, card)]), "set-cards")


def move_set(game: Game, card: Card, old: Card, new: Card) -> None:
    """p.23 — a card set on `old` is moved onto `new`, face up or down as it was: it stays in the scene (no set
    card leaves), and it is set on `new` ("each time a card is set on this character" triggers)."""
    old.set_cards.remove(card)
    set_on(game, card, new, face_up=card.face_up)


def host_of(game: Game, card: Card) -> Card | None:
    """The character in a scene `card` is set on, or None."""
    for p in ("A", "B"):  # loops, not any(): asked for every card used, and most characters have nothing set
        for h in game.player(p).scene:
            if h.set_cards:
                for s in h.set_cards:
                    if s is card:
                        return h
    return None


def unset(game: Game, card: Card, host: Card, pile: str = "removed") -> None:
    """p.23 — a card set on `host` leaves it: to its owner's Remove Area, or on top of their Evidence Area (the
    caller fires "when a set card leaves the scene": `set_cards_leaving`, once for the cards it takes together)."""
    host.set_cards.remove(card)
    to_removed(game, card) if pile == "removed" else to_pile(game, card, pile)


def set_cards_leaving(game: Game, pairs: list, pool: list | None = None) -> list:
    """p.23 — the "when a card set on … leaves the scene" watchers the set cards of `pairs` (host, card) set off,
    judged before they leave (face up or down); `pool`: the watchers taken before any character left."""
    return watchers.set_cards_seen(game, "watch_set_leave", pairs, pool)


def take_from_scene(game: Game, card: Card, watched: bool = False) -> None:
    """Take `card` out of its owner's scene; its set and stacked cards are removed (p.23), which sets off "when a
    card set on … leaves the scene" (`watched`: the caller fires those for all the characters leaving together)."""
    left = [] if watched or not card.set_cards else set_cards_leaving(game, [(card, s) for s in card.set_cards])
    was_set = list(card.set_cards)  # its "when this character leaves the scene", as it was (p.23: a set event's)
    take(game, card)
    queue(game, card, "on_leave", "pending-effects", set_cards=was_set)
    for s in card.set_cards:
        to_removed(game, s)
        if game.trace:
            game.log(say("zones.set-removed", card=label(s), host=label(card)), "set-cards")
    card.set_cards.clear()
    if card.stacked or card.stacked_cards:
        count = card.stack_count
        for s in card.stacked_cards:  # the cards the game knows, then those known only by number
            to_removed(game, s)
        for k in range(1, card.stacked + 1):
            to_removed(game, Card(id=f"{card.id}-stacked-{k}", owner=card.owner))
        if game.trace:
            game.log(say("zones.stacked-removed", count=count, host=label(card)), "stacked-cards")
        card.stacked, card.stacked_cards = 0, []
    watchers.wait(game, left, "set-cards")


def stack_under(game: Game, card: Card, host: Card) -> None:
    """p.23 (stacked-cards) — `card`, from wherever it is, is stacked under the character `host`: it keeps no
    information there but its number. A character stacked from the scene leaves it (not a removal: no On Removal),
    and the cards set on or stacked under it are removed, as when it leaves otherwise."""
    if card in game.player(card.owner).scene:
        take_from_scene(game, card)
    else:
        under = next((c for c in game.player(card.owner).scene if any(s is card for s in c.stacked_cards)), None)
        if under is not None:  # from under another character (moved from one to the other)
            under.stacked_cards.remove(card)
        else:
            take(game, card)
    card.face_up = False
    host.stacked_cards.append(card)


def remove_from_scene(game: Game, card: Card, why: str, *sections: str, cause: tuple | None = None) -> None:
    """p.23, p.26 — `card` goes from the scene to its owner's Remove Area; its On Removal waits (p.22, p.24)."""
    remove_all(game, [card], why, *sections, cause=cause)


def remove_all(game: Game, cards: list[Card], why: str, *sections: str, cause: tuple | None = None) -> None:
    """p.22, p.23, p.24, p.26 — characters removed by one effect leave the scene together: each one's On
    Removal waits, and so does every "when a character is removed" of the characters that were in the scene
    (one that leaves with them sees them all), each judged as the character was in the scene.

    An MR leaving the scene in its owner's opponent's turn goes to the Remove
    Area and then at once to its owner's Partner zone (supplement p.26).

    `cause` is what removed them (Game.removed_by): `(effect, P)` an ability or effect of a card P owns,
    `(contact, None)`, `(switch, None)`, `(rule, None)`; what "removed by a Contact" and "removed by your own
    ability or effect" read (official Q&A on B01035, B03112).
    """
    for card in cards:
        game.removed_by[(card.owner, card.id)] = cause
    pool = None if game.pos.quiet else watchers.watchers_in(game)
    seen = watchers.seen(game, "watch_leave", cards, pool=pool, cause=cause)
    left = set_cards_leaving(game, [(c, s) for c in cards for s in c.set_cards], pool)  # (p.23: with them)
    was_set = {id(card): [s.copy() for s in card.set_cards] for card in cards}  # as they were (face up or down)
    was_given = {id(card): continuous.given(game, card, "on_remove") for card in cards}  # (p.21) as they were
    # each as it was in the scene (its modifiers: "if this character is [警察]"): its On Removal's `trigger` (a copy
    # only for a card that may have one, printed, given, gained or set on it: triggers.queue; most have none)
    was = {id(card): card.copy() for card in cards if (card.triggers and "on_remove" in card.triggers)
           or was_given[id(card)] or card.mods or card.set_cards}
    for card in cards:
        take_from_scene(game, card, watched=True)
        _place(game, card, "removed", top=True)  # (to_removed, without looking for it in every zone)
        if game.trace:
            game.log(say("zones.removed", card=label(card), why=why), *sections)
    for card in cards:
        queue(game, card, "on_remove", "supp-icons", set_cards=was_set[id(card)], trigger=was.get(id(card)),
              given=was_given[id(card)])
    watchers.wait(game, seen, "supp-icons")
    watchers.wait(game, left, "set-cards")
    for card in cards:
        if card.mr and game.active != card.owner:
            to_partner_zone(game, card)
            if game.trace:
                game.log(say("zones.mr-returns", card=label(card), active=game.active, owner=card.owner),
                         "mr", "supp-mr")
