"""The step `forbid` (p.22 doing-effects): a player cannot use events, Next Hint, Cut-in, Disguise or Spark until a
duration ends. The procedures that let a player use them ask judge/rules/restrictions.barred."""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.rules.doing import Doing
from judge.rules.restrictions import what_words
from judge.rules.steps.decks import player_of
from judge.scripts.words import UNTIL_WORDS

messages({
    "bar.set": ("{source}: {player} cannot use {what} until the end of the {until}",
                "{source}: {player} ใช้{what}ไม่ได้จนจบ{until}"),
})


def do_forbid(doing: Doing, step: dict, value) -> None:
    """p.22 doing-effects — the player (`player`: self by default, or the opponent) cannot use what `value` names
    until the end of the turn (or `until: action`); with `only: FILTER`, only the cards that meet it ("a card named
    [ジン]", official Q&A on B06103)."""
    game = doing.game
    who = player_of(doing, step)
    until = step.get("until", "end-of-turn")
    what = value if isinstance(value, list) else [value]
    p = game.player(who)
    only = (step["only"],) if "only" in step else ()
    p.cannot_use = [*p.cannot_use, *((w, until, *only) for w in what)]  # replaced, never changed in place (Player.copy)
    if game.trace:
        game.log(say("bar.set", source=doing.source, player=who, what=what_words(what, *only),
                     until=Pair(UNTIL_WORDS["en"][until], UNTIL_WORDS["th"][until])), "doing-effects")
