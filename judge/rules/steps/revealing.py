"""Revealing cards from the hand (p.22 doing-effects, p.14 cost).

"You may reveal a [高校生] character from your hand; if you do, …": the player shows chosen cards of the hand to
both players; they stay in the hand (official Q&A: they may be put back once the effect is done). It is done only
if a card was revealed, so `then` / `otherwise` follow it (revealing changes no zone: "if you do" cannot be read
from the board). What was revealed is remembered with what the ability did (`did: reveal_from_hand`: "if you
revealed a card other than green"). The same step is a Declare cost, paid in full ("reveal a [警察] character from
your hand:").
"""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules import watchers
from judge.rules.card_filters import matches
from judge.rules.steps.cards import card_options, choose_cards
from judge.rules.steps.choices import ANY, EXACT, follow, how_many, pick_cards
from judge.rules.core import Forbidden, Game, Procedure, label
from judge.rules.doing import Did, Doing
from judge.rules.effects import ask_may_here, pending_may

messages({
    "reveal.shown": ("{source}: {player} reveals {card} from hand (it stays in the hand)",
                     "{source}: {player} เปิด {card} จากมือให้ดู (การ์ดยังอยู่ในมือ)"),
    "reveal.cost-short": ("the cost reveals {count} card(s) of the hand that meet its filters but {player} has {have}: "
                          "a cost that cannot be paid in full cannot be paid",
                          "คอสต์ต้องเปิดการ์ดในมือที่ตรงเงื่อนไข {count} ใบ แต่ {player} มี {have} ใบ: "
                          "คอสต์ที่จ่ายไม่ครบจ่ายไม่ได้เลย"),
    "reveal.cost-of": ("cost of {card}", "คอสต์ของ {card}"),
    "reveal.hand": ("{source}: {player} reveals the whole hand: {cards} (then takes it back)",
                    "{source}: {player} เปิดไพ่บนมือทั้งหมดให้ดู: {cards} (แล้วเก็บกลับ)"),
    "reveal.hand-empty": ("{source}: {player} reveals the whole hand: it is empty",
                          "{source}: {player} เปิดไพ่บนมือทั้งหมดให้ดู: ไม่มีการ์ดในมือ"),
    "reveal.too-few": ("{source}: the hand holds fewer than {count} card(s) that may be revealed: none is revealed",
                       "{source}: ในมือมีการ์ดที่เปิดได้ไม่ถึง {count} ใบ: จึงไม่เปิดเลย"),
})


def _show(game: Game, player: str, cards: list, source) -> None:
    if game.trace:
        for c in cards:
            game.log(say("reveal.shown", source=source, player=player, card=label(c)), "doing-effects")


def do_reveal_from_hand(doing: Doing, step: dict, value: dict) -> Procedure:
    """p.22 doing-effects — reveal the chosen cards of the hand (`up_to`: "you may reveal"); they stay there.
    `then` if a card was revealed, `otherwise` if not."""
    mode, n = how_many(value)
    if mode == EXACT and len(card_options(doing, {**value, "from": "hand"})) < n:  # "reveal 3": not with 2
        if pending_may(doing.game, doing.executor):  # "you may reveal …": still asked (p.22)
            yield from ask_may_here(doing.game, doing.executor, doing.source)
        if doing.game.trace:
            doing.game.log(say("reveal.too-few", source=doing.source, count=n), "doing-effects")
        yield from follow(doing, step, False)
        return
    picked = yield from choose_cards(doing, {**value, "from": "hand"})
    _show(doing.game, doing.executor, picked, doing.source)
    doing.record("reveal_from_hand", picked)
    if picked:  # "when you reveal … from hand": waits until this effect is done
        watchers.fire(doing.game, "watch_reveal", picked, "doing-effects")
    yield from follow(doing, step, bool(picked))


def do_reveal_hand(doing: Doing, step: dict, value: str) -> None:
    """p.22 doing-effects — a player (`opponent`: the executor's opponent) shows every card of their hand to both
    players and takes it back: no card moves. A later step may pick among those cards (`move` from their hand)."""
    game = doing.game
    who = game.opponent(doing.executor) if value == "opponent" else doing.executor
    if game.trace:
        hand = game.player(who).hand
        if hand:
            game.log(say("reveal.hand", source=doing.source, player=who,
                         cards=", ".join(label(c) for c in hand)), "doing-effects")
        else:
            game.log(say("reveal.hand-empty", source=doing.source, player=who), "doing-effects")


def _revealable(game: Game, player: str, card, item: dict) -> list:
    sel = item["reveal_from_hand"]
    return [c for c in game.player(player).hand if matches(game.pos, c, sel, card)]


def why_not_pay(game: Game, player: str, card, item: dict) -> Forbidden | None:
    """p.14 cost — the Declare can be used only if the hand holds the cards the cost reveals."""
    mode, n = how_many(item["reveal_from_hand"])
    have = len(_revealable(game, player, card, item))
    if mode == EXACT and have < n:
        return Forbidden(say("reveal.cost-short", count=n, have=have, player=player), "cost", "declare")
    return None


def pay(game: Game, player: str, card, item: dict, did: list | None = None) -> Procedure:
    """p.14 cost — reveal the cards the cost names, picked with `choose` (`any_number`: none is allowed, official
    Q&A on B08068); the Declare's effect may read them (`did: reveal_from_hand`)."""
    mode, n = how_many(item["reveal_from_hand"])
    source = say("reveal.cost-of", card=label(card))
    picked = yield from pick_cards(game, player, _revealable(game, player, card, item), mode if mode != ANY else ANY, n,
                                   source)
    _show(game, player, picked, source)
    if picked:  # "when you reveal … from hand by a [Declare] cost"
        watchers.fire(game, "watch_reveal", picked, "cost")
    if did is not None:
        did.extend(Did("reveal_from_hand", c, None) for c in picked)
