"""Rules an effect puts on a player until a duration ends (p.22 doing-effects): "this turn, you cannot use events",
"your opponent cannot use Cut-in or Disguise this turn", "you cannot Next Hint this turn".

The step `forbid` (judge/rules/steps/forbid.py) writes the rule on the player (Player.cannot_use, with its
duration); it ends with that duration (judge/rules/effects.end_duration ends it with the other effects of that
duration). The procedures of what it forbids ask `barred` before they let a player use it: playing an event from
hand or by Next Hint (p.11, p.12; an event used by an ability is barred too, as the text says), Next Hint (p.12), a
Cut-in or a Disguise (p.17, p.18), a Spark (p.19). The same rule may be a continuous ability
(`static: [[{forbid: cut-in, player: opponent}]]`), read by rules/continuous.forbidding.
"""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.rules import continuous, watchers
from judge.rules.card_filters import matches
from judge.rules.core import Forbidden, Game, label
from judge.state import PLAYERS
from judge.scripts.words import BAR_WORDS, UNTIL_WORDS, only_words

messages({
    "bar.static": ("{player} cannot use {what}: a continuous ability of {source} forbids it",
                   "{player} ใช้{what}ไม่ได้: ความสามารถต่อเนื่องของ {source} ห้ามไว้"),
    "bar.forbids": ("{player} cannot use {what} until the end of the {until} (an effect says so)",
                    "{player} ใช้{what}ไม่ได้จนจบ{until} (เอฟเฟกต์กำหนดไว้)"),
})


def _case_forbidding(game: Game, player: str, what: str, card):
    """p.21, official Q&A on B05120 — the Case card whose continuous ability says `player` cannot use `what` (not
    `card`, if its `except` allows it), or None."""
    for owner in PLAYERS:
        case = watchers.case_card(game, owner)
        for ability in (case.static or ()) if case is not None else ():
            if continuous.gates_hold(game, ability, case) and any(
                    continuous.forbids(game, case, s, player, what, card) for s in ability if "forbid" in s):
                return case
    return None


def what_words(what: list, only: dict | None = None) -> Pair:
    """What a rule forbids, in words (`Cut-in or Disguise`; with `only`, `… (only cards named [ジン])`)."""
    return Pair(*(f"{(' or ' if lang == 'en' else ' หรือ ').join(BAR_WORDS[lang][w] for w in what)}"
                  f"{only_words(only, lang) if only else ''}" for lang in ("en", "th")))


def barred(game: Game, player: str, what: str, card=None) -> Forbidden | None:
    """Why `player` cannot use `what` now (an effect forbids it until a duration ends, or a continuous ability in
    force does: a character's, or a Case card's), or None. `card`: the card used, which a rule's `except` filter
    may still allow ("other than [探偵] characters")."""
    for w, until, *only in game.player(player).cannot_use:  # (empty for most players)
        if w == what and not (only and (card is None or not matches(game.pos, card, only[0], None))):
            return Forbidden(say("bar.forbids", player=player, what=what_words([w], *only),
                                 until=Pair(UNTIL_WORDS["en"][until], UNTIL_WORDS["th"][until])), "doing-effects")
    src = continuous.forbidding(game, player, what, card) or _case_forbidding(game, player, what, card)
    if src is not None:
        return Forbidden(say("bar.static", player=player, what=what_words([what]), source=label(src)), "ability-kinds",
                         "validity")
    return None

