"""The step `lose_game` (p.9 how-to-win): an effect makes a player lose the game at once; the other player wins."""

from __future__ import annotations

from judge.i18n import messages, say
from judge.rules.doing import Doing

messages({
    "outcome.loses": ("{source}: {player} loses the game", "{source}: {player} แพ้เกม"),
    "outcome.win-reason": ("{player} lost the game by {source}", "{player} แพ้เกมด้วย {source}"),
})


def do_lose_game(doing: Doing, step: dict, value: str) -> None:
    """p.9 how-to-win — `lose_game: opponent` (or `self`): that player loses at once, so the other wins and the game
    ends here (nothing after it is done)."""
    game = doing.game
    loser = game.opponent(doing.executor) if value == "opponent" else doing.executor
    if game.trace:
        game.log(say("outcome.loses", source=doing.source, player=loser), "how-to-win")
    game.win(game.opponent(loser), say("outcome.win-reason", player=loser, source=doing.source), "how-to-win")
