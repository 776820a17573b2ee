"""The legal lines of a position: what a player may do now, as `do` actions.

Used to play random legal games (property tests, bench/engine.py). It lists
the lines worth asking about and keeps those that the rules' own legality
check accepts (`judge.rules.verbs`: the line check, then the verb's
predicate), so it never decides legality a second way.
"""

from __future__ import annotations

from itertools import combinations

from judge.lines import Action
from judge.rules import choices
from judge.rules.core import Game, Prompt
from judge.rules.verbs import VERBS, why_not_line

Move = tuple  # (player, verb, {arguments}): an Action not yet made, cheap to list


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
    elif verb == "choose":
        words += list(kw["refs"])
    elif verb in ("deduce", "guard", "disguise", "declare", "cut-in"):
        words.append(kw["card"])
        if kw.get("choice"):
            words.append(str(kw["choice"]))
    if kw.get("switch"):
        words += ["switch", kw["switch"]]
    return Action(n=n, player=player, verb=verb, text=" ".join(words), **kw)


def _switches(game: Game, player: str) -> list[str | None]:
    return [None, *(c.id for c in game.player(player).scene)]


def main_phase_candidates(game: Game) -> list[Move]:
    """The active player's lines worth asking the rules about (end-turn first): each verb with the cards it
    could name."""
    me, opp = game.active, game.opponent(game.active)
    p, o = game.player(me), game.player(opp)
    switches = _switches(game, me)
    moves: list[Move] = [(me, "end-turn", {})]
    moves += [(me, "play", {"card": c.id, "switch": s}) for c in p.hand for s in switches]
    moves.append((me, "next-hint", {}))
    moves += [(me, "next-hint", {"play": c.id, "switch": s}) for c in [*p.hand, *p.file[:1]] for s in switches]
    moves += [(me, "assist", {}), (me, "case-closed", {})]
    moves += [(me, "deduce", {"card": cid}) for cid in ["partner", *(c.id for c in p.scene)]]
    moves += [(me, "action", {"card": c.id, "target_player": opp, "target": t})
              for c in p.scene for t in [*(t.id for t in o.scene), "case"]]
    moves += [(me, "declare", {"card": c.id}) for c in [*p.scene, *p.partner_zone]]
    return moves


def answer_candidates(game: Game, prompt: Prompt) -> list[Move]:
    """The prompted player's answers worth asking about (the passive one first)."""
    who = prompt.player
    p = game.player(who)
    if isinstance(prompt.context, tuple) and prompt.context[0] in choices.CANDIDATES:  # the choice frame's
        return choices.CANDIDATES[prompt.context[0]](game, prompt)
    if prompt.optional:  # the order of waiting effects: each waiting card may go next (trigger order first)
        return [(who, "choose", {"refs": (r,)}) for r in prompt.options]
    if isinstance(prompt.context, tuple) and prompt.context[0] == "select":  # a selector: none, or up to N
        return [(who, "choose", {"word": "none"})] + [
            (who, "choose", {"refs": refs}) for k in range(1, prompt.context[1] + 1)
            for refs in combinations(prompt.options, k)]
    out: list[Move] = [(who, prompt.passive.split()[1], {})]
    if "guard" in prompt.answers:
        out += [(who, "guard", {"card": c.id}) for c in p.scene]
    if "spark" in prompt.answers:
        out.append((who, "spark", {}))
    if "mislead" in prompt.answers:
        ids = [c.id for c in p.scene]
        out += [(who, "mislead", {"cards": cards}) for k in range(1, len(ids) + 1) for cards in combinations(ids, k)]
    if "cut-in" in prompt.answers:
        out += [(who, "cut-in", {"card": c.id, "choice": k if k > 1 else None})
                for c in p.hand for k in range(1, len(c.cut_in_effects) + 1)]
    if "disguise" in prompt.answers:
        out += [(who, "disguise", {"card": c.id}) for c in p.hand]
    return out


def _legal(game: Game, prompt: Prompt | None, move: Move, line_ok: dict[tuple[str, str], bool]) -> bool:
    """Do the rules accept this move now? `line_ok` caches why_not_line, which depends on the player and verb only."""
    player, verb, kw = move
    act = Action(n=0, player=player, verb=verb, text="", **kw)
    if (player, verb) not in line_ok:
        line_ok[player, verb] = why_not_line(game, prompt, act) is None
    return line_ok[player, verb] and VERBS[verb].why_not(game, act, prompt) is None


def _candidates(game: Game, prompt: Prompt | None) -> list[Move]:
    return answer_candidates(game, prompt) if prompt is not None else main_phase_candidates(game)


def legal_moves(game: Game, prompt: Prompt | None) -> list[Move]:
    """The legal moves now, unmade: the passive answer or end-turn first."""
    if game.winner is not None:
        return []
    line_ok: dict[tuple[str, str], bool] = {}
    return [m for m in _candidates(game, prompt) if _legal(game, prompt, m, line_ok)]


def random_move(game: Game, prompt: Prompt | None, rng, first_odds: float | None = None) -> Move | None:
    """A legal move chosen uniformly among all legal ones (`first_odds` None); or the first candidate (the
    passive answer or end-turn) with `first_odds`, else one of the others, the first if nothing else is legal.
    None if nothing is legal.

    Candidates are tried in a random order and the first legal one is taken — the same distribution as
    choosing among `legal_moves`, without judging every candidate.
    """
    if game.winner is not None:
        return None
    candidates = _candidates(game, prompt)
    if not candidates:
        return None
    line_ok: dict[tuple[str, str], bool] = {}
    if first_odds is None:
        rng.shuffle(candidates)
        return next((m for m in candidates if _legal(game, prompt, m, line_ok)), None)
    head, rest = candidates[0], candidates[1:]
    head_ok = _legal(game, prompt, head, line_ok)
    if head_ok and rng.random() < first_odds:
        return head
    rng.shuffle(rest)
    for move in rest:
        if _legal(game, prompt, move, line_ok):
            return move
    return head if head_ok else None


def legal(game: Game, prompt: Prompt | None, n: int = 0) -> list[Action]:
    """Every legal line now, as Actions."""
    return [make(player, verb, n, **kw) for player, verb, kw in legal_moves(game, prompt)]
