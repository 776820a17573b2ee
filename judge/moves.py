"""The legal lines of a position: what a player may do now, as `do` actions.

Used to play random legal games (property tests, bench/engine.py). It asks the
rule modules' own predicates, so it never decides legality a second way.
"""

from __future__ import annotations

from judge.rules.action import can_act, guards_available
from judge.rules.core import Game, Prompt
from judge.rules.deduction import can_deduce, mislead_characters
from judge.rules.effects import unmet_validity
from judge.rules.play import is_usable
from judge.lines import Action


def make(player: str, verb: str, n: int = 0, **kw) -> Action:
    """An Action with its canonical `do` text."""
    words = [player, verb]
    if verb == "play":
        words.append(kw["card"])
    elif verb == "next-hint" and kw.get("play"):
        words += ["play", kw["play"]]
    elif verb == "action":
        words += [kw["card"], "->", f"{kw['target_player']}.{kw['target']}"]
    elif verb == "mislead":
        words += list(kw["cards"])
    elif verb in ("deduce", "guard", "disguise", "declare", "cut-in"):
        words.append(kw["card"])
        if kw.get("choice"):
            words.append(str(kw["choice"]))
    if kw.get("switch"):
        words += ["switch", kw["switch"]]
    return Action(n=n, player=player, verb=verb, text=" ".join(words), **kw)


Move = tuple  # (player, verb, {arguments}): an Action not yet made, cheap to list


def _with_switch(game: Game, player: str, verb: str, card, key: str) -> list[Move]:
    scene = game.player(player).scene
    if card.type == "character" and len(scene) >= 5:
        return [(player, verb, {key: card.id, "switch": out.id}) for out in scene]
    return [(player, verb, {key: card.id})]


def main_phase_moves(game: Game) -> list[Move]:
    """Every line the active player may play in the main phase (end-turn first)."""
    me, opp = game.active, game.opponent(game.active)
    p, o = game.player(me), game.player(opp)
    moves: list[Move] = [(me, "end-turn", {})]
    if not p.played_from_hand and not p.next_hint_used:
        for card in p.hand:
            if is_usable(game, me, card, p.file_count):
                moves += _with_switch(game, me, "play", card, "card")
    if p.file:
        moves.append((me, "next-hint", {}))
        reduced = p.file_count - 1
        for card in [*p.hand, p.file[0]]:
            if is_usable(game, me, card, reduced):
                moves += _with_switch(game, me, "next-hint", card, "play")
    if p.partner.state == "active" and p.partner.zone == "partner":
        moves.append((me, "assist", {}))
        if p.case.side == "solution":
            moves.append((me, "case-closed", {}))
    for cid in ["partner", *(c.id for c in p.scene)]:
        if can_deduce(game, me, cid) is None:
            moves.append((me, "deduce", {"card": cid}))
    targets = [(c.id) for c in o.scene if c.state != "active"] + (["case"] if o.evidence else [])
    for c in p.scene:
        for t in targets:
            if can_act(game, me, c.id, opp, t) is None:
                moves.append((me, "action", {"card": c.id, "target_player": opp, "target": t}))
    for c in [*p.scene, *p.partner_zone]:
        if c.declare and not unmet_validity(game, c.declare.get("effect", []), me):
            cost = c.declare.get("cost", [])
            if ("sleep" not in cost or c.state == "active") and all(
                    len(p.deck) >= item["remove_top"] for item in cost if isinstance(item, dict)):
                moves.append((me, "declare", {"card": c.id}))
    return moves


def answers(game: Game, prompt: Prompt) -> list[Move]:
    """Every answer the prompted player may give (the passive one first)."""
    who = prompt.player
    p = game.player(who)
    if "guard" in prompt.answers:
        return [(who, "no-guard", {})] + [(who, "guard", {"card": c.id})
                                          for c in guards_available(game, who, prompt.context)]
    if "spark" in prompt.answers:
        return [(who, "no-spark", {}), (who, "spark", {})]
    if "mislead" in prompt.answers:
        chars = mislead_characters(game, who)
        return [(who, "pass", {}), *((who, "mislead", {"cards": (c.id,)}) for c in chars),
                (who, "mislead", {"cards": tuple(c.id for c in chars)})]
    out: list[Move] = [(who, "pass", {})]
    for c in p.hand:
        for k in range(1, len(c.cut_in_effects) + 1):
            out.append((who, "cut-in", {"card": c.id, "choice": k if k > 1 else None}))
        if c.type == "character" and c.disguise:
            out.append((who, "disguise", {"card": c.id}))
    return out


def legal_moves(game: Game, prompt: Prompt | None) -> list[Move]:
    """The legal moves now, unmade: the passive answer or end-turn first."""
    if game.winner is not None:
        return []
    return answers(game, prompt) if prompt is not None else main_phase_moves(game)


def legal(game: Game, prompt: Prompt | None, n: int = 0) -> list[Action]:
    """Every legal line now, as Actions."""
    return [make(player, verb, n, **kw) for player, verb, kw in legal_moves(game, prompt)]
