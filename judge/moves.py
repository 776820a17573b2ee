"""The legal lines of a position: what a player may do now, as `do` actions.

Used to play random legal games (property tests, bench/engine.py). It lists
the lines worth asking about and keeps those that the rules' own legality
check accepts (`judge.rules.verbs`: the line check, then the verb's
predicate), so it never decides legality a second way.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
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
    elif verb == "choose":  # `choose REF…`, `choose none|yes|no`, `choose N`
        words += list(kw.get("refs", ())) or [kw.get("word") or str(kw["choice"])]
    elif verb in ("deduce", "guard", "disguise", "declare", "cut-in"):
        words.append(kw["card"])
        if kw.get("choice"):
            words.append(str(kw["choice"]))
    if kw.get("switch"):
        words += ["switch", kw["switch"]]
    return Action(n=n, player=player, verb=verb, text=" ".join(words), **kw)


def _switches(game: Game, player: str) -> list[str | None]:
    return [None, *(c.id for c in game.player(player).scene)]


class Candidates:
    """A list of moves built only when looked at: segments of `build(x, y)` over `xs` × `ys` (in that order),
    so a random game judges a few candidates without making the hundred it could name."""

    def __init__(self) -> None:
        self.parts: list[tuple[int, list, list, object]] = []  # (length, xs, ys, build)
        self.length = 0

    def add(self, xs: list, ys: list = (None,), build=lambda x, y: x) -> None:
        if xs and ys:
            self.parts.append((len(xs) * len(ys), xs, ys, build))
            self.length += len(xs) * len(ys)

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, k: int) -> Move:
        for size, xs, ys, build in self.parts:
            if k < size:
                x, y = divmod(k, len(ys))
                return build(xs[x], ys[y])
            k -= size
        raise IndexError(k)

    def __iter__(self):
        for _, xs, ys, build in self.parts:
            for x in xs:
                for y in ys:
                    yield build(x, y)


def main_phase_candidates(game: Game) -> Candidates:
    """The active player's lines worth asking the rules about (end-turn first): each verb with the cards it
    could name."""
    me, opp = game.active, game.opponent(game.active)
    p, o = game.player(me), game.player(opp)
    switches = _switches(game, me)
    moves = Candidates()
    moves.add([(me, "end-turn", {})])
    moves.add(p.hand, switches, lambda c, s: (me, "play", {"card": c.id, "switch": s}))
    moves.add([(me, "next-hint", {})])
    moves.add([*p.hand, *p.file[:1]], switches, lambda c, s: (me, "next-hint", {"play": c.id, "switch": s}))
    moves.add([(me, "assist", {}), (me, "case-closed", {})])
    moves.add(["partner", *(c.id for c in p.scene)], build=lambda cid, _: (me, "deduce", {"card": cid}))
    moves.add(p.scene, [*(t.id for t in o.scene), "case"],
              lambda c, t: (me, "action", {"card": c.id, "target_player": opp, "target": t}))
    moves.add([*p.scene, *p.partner_zone], build=lambda c, _: (me, "declare", {"card": c.id}))
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


# an Action's defaults: a candidate being judged is made by filling them in, without the frozen dataclass's
# field-by-field __init__ (the line that is played is made by `make`)
_ACTION_DEFAULTS = {"n": 0, "text": "", **{f.name: f.default for f in fields(Action) if f.default is not MISSING}}


def _probe(player: str, verb: str, kw: dict) -> Action:
    act = object.__new__(Action)
    object.__setattr__(act, "__dict__", {**_ACTION_DEFAULTS, "player": player, "verb": verb, **kw})
    return act


def _legal(game: Game, prompt: Prompt | None, move: Move, line_ok: dict[tuple[str, str], bool]) -> bool:
    """Do the rules accept this move now? `line_ok` caches why_not_line and the verb's `why_not_now`, which
    depend on the player and verb only (the position does not change while candidates are judged)."""
    player, verb, kw = move
    act = _probe(player, verb, kw)
    if (player, verb) not in line_ok:
        now = VERBS[verb].why_not_now
        line_ok[player, verb] = why_not_line(game, prompt, act) is None and (now is None or now(game, player) is None)
    return line_ok[player, verb] and VERBS[verb].why_not(game, act, prompt) is None


def _candidates(game: Game, prompt: Prompt | None) -> Candidates | list[Move]:
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
    if not len(candidates):
        return None
    line_ok: dict[tuple[str, str], bool] = {}
    if first_odds is None:
        return _first_legal(game, prompt, candidates, 0, rng, line_ok)
    head = candidates[0]
    head_ok = _legal(game, prompt, head, line_ok)
    if head_ok and rng.random() < first_odds:
        return head
    move = _first_legal(game, prompt, candidates, 1, rng, line_ok)
    return move if move is not None else head if head_ok else None


def _first_legal(game: Game, prompt: Prompt | None, moves, start: int, rng,
                 line_ok: dict[tuple[str, str], bool]) -> Move | None:
    """The first legal move of `moves[start:]` in a uniformly random order, drawn one at a time: a
    Fisher-Yates shuffle of the indices (`moved`: the places swapped so far) stopped at the first legal move,
    so the rest is never built, shuffled nor judged."""
    n, moved, draw = len(moves), {}, rng.random
    for i in range(start, n):
        j = i + int(draw() * (n - i))  # uniform in [i, n) (randrange's Python layers cost more than the rules)
        k = moved.get(j, j)
        moved[j] = moved.get(i, i)
        move = moves[k]
        if _legal(game, prompt, move, line_ok):
            return move
    return None


def legal(game: Game, prompt: Prompt | None, n: int = 0) -> list[Action]:
    """Every legal line now, as Actions."""
    return [make(player, verb, n, **kw) for player, verb, kw in legal_moves(game, prompt)]
