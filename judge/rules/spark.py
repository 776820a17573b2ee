"""p.19 Unguarded Action [Case]: take the opponent's top evidence (Spark), gain one evidence."""

from __future__ import annotations

from judge.rules import doing, refresh, restrictions, triggers, watchers, zones
from judge.i18n import messages, say
from judge.rules.core import Game, GameOver, Procedure, Prompt, label
from judge.state import Card


messages({
    "spark.no-evidence": ("{player} has no evidence left to remove", "{player} ไม่มีหลักฐานเหลือให้รีมูฟ"),
    "spark.removed": ("Action [Case] not guarded: {player}'s top evidence {card} is removed (exactly 1)",
                      "แอคชั่น [คดี] ไม่ถูกป้องกัน: หลักฐานใบบนสุดของ {player} {card} ถูกรีมูฟ (1 ใบพอดี)"),
    "spark.ask": ("Spark?", "ฮิราเมกิ?"),
    "spark.uses": ("{player} uses the Spark of {card} (the card is in no zone meanwhile)",
                   "{player} ใช้ฮิราเมกิของ {card} (ระหว่างนั้นการ์ดไม่อยู่ในโซนใด)"),
    "spark.source": ("Spark {card}", "ฮิราเมกิ {card}"),
    "spark.declines": ("{player} does not use the Spark of {card}", "{player} ไม่ใช้ฮิราเมกิของ {card}"),
    "spark.to-removed": ("{card} goes to {player}'s Remove Area", "{card} ไปรีมูฟโซนของ {player}"),
    "spark.arrow-2": ("after step 2 of the Action [Case] (Spark)", "หลังขั้นที่ 2 ของแอคชั่น [คดี] (ฮิราเมกิ)"),
    "spark.arrow-3": ("after step 3 of the Action [Case] (one evidence gained)",
                      "หลังขั้นที่ 3 ของแอคชั่น [คดี] (ได้หลักฐาน 1 ใบ)"),
})


def unguarded_case(game: Game, actor: Card) -> Procedure:
    """p.19 (spark, supp-spark-steps) — the opponent's top evidence is removed (exactly one, whatever the
    LP); if it has [Spark] its owner may use it first (no colour restriction; the card is in no zone until
    done); then the acting player gains exactly one evidence."""
    with triggers.procedure(game, "Action [Case]"):
        yield from _unguarded_case(game, actor)


def _unguarded_case(game: Game, actor: Card) -> Procedure:
    """The steps of p.19, with the arrows between them."""
    player = actor.owner
    opp = game.opponent(player)
    ev = game.player(opp).evidence
    if not ev:
        if game.trace:
            game.log(say("spark.no-evidence", player=opp), "spark")
    else:
        card = ev[0]
        zones.take(game, card)  # in no zone until its Spark is done
        if game.trace:
            game.log(say("spark.removed", player=opp, card=label(card)),
                     "spark", "supp-spark-steps")
        try:
            barred = restrictions.barred(game, opp, "spark") if card.spark else None
            if barred:  # "your opponent cannot use Spark" (rules/restrictions.py): it is not asked
                if game.trace:
                    game.log(barred.msg, *barred.sections)
            elif card.spark:
                answer = yield Prompt(opp, ("spark", "no-spark"), f"{opp} no-spark", say("spark.ask"))
                if answer is not None and answer.verb == "spark":
                    if game.trace:
                        game.log(say("spark.uses", player=opp, card=label(card)),
                                 "spark", "supp-spark-steps")
                    yield from doing.run_ability(game, card.spark, opp, say("spark.source", card=label(card)), card=card)
                else:
                    if game.trace:
                        game.log(say("spark.declines", player=opp, card=label(card)), "supp-spark-steps")
        except GameOver:  # the game ended during the Spark: the card still ends up somewhere
            zones.to_removed(game, card)
            raise
        if zones.zone_of(game, card) is None:  # (unless its Spark put it somewhere: "put this card into …")
            zones.to_removed(game, card)
            if game.trace:
                game.log(say("spark.to-removed", card=label(card), player=opp), "spark")
        # "when evidence is removed" triggers as the card reaches the Remove Area: after its Spark (Q&A 32)
        watchers.fire(game, "watch_evidence", [], "spark", player=opp, via="removed")
        yield from doing.resolve_waiting(game, say("spark.arrow-2"), "spark")
    refresh.gain_evidence(game, player, 1, "spark", "supp-spark-steps", by_action_case=True, actor=actor)
    yield from doing.resolve_waiting(game, say("spark.arrow-3"), "spark")
