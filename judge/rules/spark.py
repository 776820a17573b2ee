"""p.19 Unguarded Action [Case]: take the opponent's top evidence (Spark), gain one evidence."""

from __future__ import annotations

from judge.rules import effects, refresh, watchers, zones
from judge.rules.core import Game, GameOver, Procedure, Prompt, label
from judge.state import Card


def unguarded_case(game: Game, actor: Card) -> Procedure:
    """p.19 (spark, supp-spark-steps) — the opponent's top evidence is removed (exactly one, whatever the
    LP); if it has [Spark] its owner may use it first (no colour restriction; the card is in no zone until
    done); then the acting player gains exactly one evidence."""
    with effects.procedure(game, "Action [Case]"):
        yield from _unguarded_case(game, actor)


def _unguarded_case(game: Game, actor: Card) -> Procedure:
    """The steps of p.19, with the arrows between them."""
    player = actor.owner
    opp = game.opponent(player)
    ev = game.player(opp).evidence
    if not ev:
        game.log(f"{opp} has no evidence left to remove", "spark")
    else:
        card = ev[0]
        zones.take(game, card)  # in no zone until its Spark is done
        game.log(f"Action [Case] not guarded: {opp}'s top evidence {label(card)} is removed (exactly 1)",
                 "spark", "supp-spark-steps")
        try:
            if card.spark:
                answer = yield Prompt(opp, ("spark", "no-spark"), f"{opp} no-spark", "Spark?")
                if answer is not None and answer.verb == "spark":
                    game.log(f"{opp} uses the Spark of {label(card)} (the card is in no zone meanwhile)",
                             "spark", "supp-spark-steps")
                    yield from effects.run(game, card.spark, opp, f"Spark {label(card)}", card=card)
                else:
                    game.log(f"{opp} does not use the Spark of {label(card)}", "supp-spark-steps")
        except GameOver:  # the game ended during the Spark: the card still ends up somewhere
            zones.to_removed(game, card)
            raise
        zones.to_removed(game, card)
        game.log(f"{label(card)} goes to {opp}'s Remove Area", "spark")
        # "when evidence is removed" triggers as the card reaches the Remove Area: after its Spark (Q&A 32)
        watchers.fire(game, "watch_evidence", [], "spark", player=opp, via="removed")
        yield from effects.resolve_waiting(game, "after step 2 of the Action [Case] (Spark)", "spark")
    refresh.gain_evidence(game, player, 1, "spark", "supp-spark-steps")
    yield from effects.resolve_waiting(game, "after step 3 of the Action [Case] (one evidence gained)", "spark")
