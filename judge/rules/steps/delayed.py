"""The step `delayed` (p.22 doing-effects): an effect done later this turn — at its end ("at the end of this turn,
…") or the next time an event happens ("this turn, the next time your opponent's evidence is removed, …"). It is
its player's: it stays when the card that made it leaves, and it is done once (judge/rules/watchers.py fires it)."""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.rules.doing import Doing
from judge.scripts.words import delayed_words
from judge.state import Card

messages({
    "delayed.set": ("{source}: an effect waits: {what}", "{source}: เอฟเฟกต์ที่รอไว้: {what}"),
})


def do_delayed(doing: Doing, step: dict, value: dict) -> None:
    """p.22 doing-effects — keep the ability `value` (one watcher key, or `end_of_turn`, with its mapping) for the
    executor until the end of this turn, held by a card named as the one that made it (which may leave meanwhile)."""
    game, card = doing.game, doing.card
    holder = Card(id=getattr(card, "id", "delayed"), owner=doing.executor, name=getattr(card, "name", None),
                  type=getattr(card, "type", "character"), number=getattr(card, "number", None),
                  triggers=dict(value))
    p = game.player(doing.executor)
    p.delayed = [*p.delayed, holder]  # replaced, never changed in place (Player.copy shares the list)
    game.pos.quiet = False  # it watches from now on
    if game.trace:
        what = Pair(*(delayed_words(value, lang) for lang in ("en", "th")))
        game.log(say("delayed.set", source=doing.source, what=what), "doing-effects", "pending-effects")
