"""The legal lines of a position: what a player may do now, as `do` actions.

Used to play random legal games (property tests, bench/engine.py). It lists
the lines worth asking about and keeps those that the rules' own legality
check accepts (`judge.rules.verbs`: the line check, then the verb's
predicate), so it never decides legality a second way.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from functools import lru_cache
from itertools import combinations
from math import floor

from judge.lines import NAME_WORDS, Action
from judge.rules import declare, play
from judge.rules.steps import choices
from judge.rules.continuous import keywordless
from judge.rules.core import Game, Prompt, active_only
from judge.rules.engine import VERBS
from judge.rules.verbs import why_not_line

Move = tuple  # (player, verb, {arguments}): an Action not yet made, cheap to list


def make(player: str, verb: str, n: int = 0, **kw) -> Action:
    """An Action with its canonical `do` text."""
    return line_of((player, verb, kw), n)


def line_of(move: Move, n: int = 0) -> Action:
    """`make` of a move as listed (player, verb, {arguments}): the line a random game plays."""
    player, verb, kw = move
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
        words += (list(kw.get("refs", ())) or ([NAME_WORDS[0], kw["named"]] if kw.get("named") else [])
                  or [str(k) for k in kw.get("choices", ())] or [kw.get("word") or str(kw["choice"])])
    elif verb in ("deduce", "guard", "disguise", "declare", "cut-in"):
        words.append(kw["card"])
        if kw.get("choice"):
            words.append(str(kw["choice"]))
    if kw.get("switch"):
        words += ["switch", kw["switch"]]
    return _action(player, verb, kw, n, " ".join(words))


class Candidates:
    """A list of moves built only when looked at: segments of `build(x, y)` over `xs` × `ys` (in that order),
    so a random game judges a few candidates without making the hundred it could name."""

    def __init__(self) -> None:
        self.parts: list[tuple[int, list, list, object]] = []  # (length, xs, ys, build)
        self.length = 0

    def add(self, xs: list, ys: list = (None,), build=lambda x, y: x) -> None:
        size = len(xs) * len(ys)
        if size:
            self.parts.append((size, xs, ys, build))
            self.length += size

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


def end_turn(player: str) -> Move:
    """The first main-phase candidate, the one a random game takes at its `first_odds`."""
    return (player, "end-turn", {})


MAIN_PHASE_VERBS = tuple(name for name, verb in VERBS.items() if verb.procedure is not None)  # not answers


_EVERY_VERB = dict.fromkeys(MAIN_PHASE_VERBS, True)


def main_phase_candidates(game: Game, allowed: dict[str, bool] | None = None) -> Candidates:
    """The active player's lines worth asking the rules about (end-turn first): each verb with the cards it
    could name; of the other verbs, only those `allowed` says True (the rest are refused whatever they name,
    so they are not listed; None: every verb)."""
    ok = _EVERY_VERB if allowed is None else allowed
    me = game.active
    opp = game.opponent(me)
    p, o = game.pos.players[me], game.pos.players[opp]
    moves = Candidates()
    plain = [end_turn(me)]  # the lines naming no card, in one segment (end-turn first)
    for verb in ("next-hint", "assist", "case-closed"):
        if ok[verb]:
            plain.append((me, verb, {}))
    moves.add(plain)
    plays, hints = ok["play"], ok["next-hint"]
    if plays or hints:
        switches = play.switch_choices(game, me)  # a Switch only into a full scene: the rest never asked
        file_count = p.file_count
    # a card is named only if its level allows a use now (p.11: the Next Hint's top File card no longer counts)
    if plays:
        moves.add(play.level_allows(game.pos, p.hand, file_count), switches,
                  lambda c, s: (me, "play", {"card": c.id, "switch": s}))
    if hints:
        moves.add(play.level_allows(game.pos, [*p.hand, *p.file[:1]], file_count - 1), switches,
                  lambda c, s: (me, "next-hint", {"play": c.id, "switch": s}))
    # only an active character deduces or acts (p.15, p.16); in intro state, only with a keyword (p.25)
    actors = [c for c in active_only(p.scene) if not c.entered_this_turn or not keywordless(game.pos, c)]
    if ok["deduce"]:
        moves.add(["partner", *[c.id for c in actors]], build=lambda cid, _: (me, "deduce", {"card": cid}))
    if ok["action"]:
        moves.add(actors, [*[t.id for t in o.scene], "case"],
                  lambda c, t: (me, "action", {"card": c.id, "target_player": opp, "target": t}))
    if ok["declare"]:
        # the cards with a [Declare] (a real Case card's too), as the cut-ins asked are the cards with a Cut-in
        declarers = []  # (id, N): a card with several Declares names each one (`declare ID N`)
        for c in [*p.scene, *p.partner_zone, *(c for c in p.hand if (c.declare or c.declares) and declare.from_hand(c))]:
            if c.declare or c.declares:
                n = len(declare.abilities(c))
                declarers += [(c.id, k if n > 1 else None) for k in range(1, n + 1)]
        if p.case.number and declare.declaring_card(game, me, "case") is not None:
            declarers.append(("case", None))
        moves.add(declarers, build=lambda d, _: (me, "declare", {"card": d[0], "choice": d[1]}))
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
                for c in p.hand if c.cut_in is not None or c.cut_ins  # (most cards have none: no count to ask)
                for k in range(1, c.cut_in_count + 1)]
    if "disguise" in prompt.answers:  # the cards with [Disguise], as the cut-ins are those with a Cut-in
        out += [(who, "disguise", {"card": c.id}) for c in p.hand if c.disguise]
    return out


# every field of an Action but these four has an immutable default, kept on the class by the dataclass
assert all(f.default is not MISSING for f in fields(Action) if f.name not in ("n", "player", "verb", "text"))


def _action(player: str, verb: str, kw: dict, n: int = 0, text: str = "") -> Action:
    """An Action holding only what `kw` names: the same value as Action(...) (compared, hashed and read alike:
    the other fields read the defaults the dataclass keeps on the class), without the frozen dataclass's
    field-by-field __init__ (a random game makes one per line, and judges many)."""
    act = _new(Action)
    fields_ = act.__dict__  # (frozen blocks setting attributes, not filling the instance's dict)
    fields_["n"], fields_["text"], fields_["player"], fields_["verb"] = n, text, player, verb
    fields_.update(kw)
    return act


_new = object.__new__
_BARE: dict[tuple[str, str], Action] = {}


def _bare(player: str, verb: str) -> Action:
    """`player verb` naming nothing (end-turn, pass, no-guard…): made once and shared, as an Action is never
    changed (the line checks and many candidates ask for one)."""
    act = _BARE.get((player, verb))
    if act is None:
        act = _BARE[player, verb] = _action(player, verb, {})
    return act


# `line_ok`: verb -> may the one player who moves now (the active player in the main phase, the prompted one
# at a prompt) use it, whatever the line names? Filled once a position, read for every candidate.

def _verb_allowed(game: Game, prompt: Prompt | None, player: str, verb: str, line_ok: dict[str, bool]) -> bool:
    """Does anything forbid `player`'s `verb` now, whatever the line names? why_not_line and the verb's
    `why_not_now`, cached in `line_ok` (the position does not change while candidates are judged)."""
    if verb not in line_ok:
        line_ok.update(_verb_checks(game, prompt, player, (verb,), _now_tests((verb,))))
    return line_ok[verb]


def _legal(game: Game, prompt: Prompt | None, move: Move, line_ok: dict[str, bool]) -> bool:
    """Do the rules accept this move now? The verb's checks (`_verb_allowed`), then its predicate."""
    player, verb, kw = move
    allowed = line_ok.get(verb)  # (asked for every candidate: the cache read inline)
    if allowed is None:
        allowed = _verb_allowed(game, prompt, player, verb, line_ok)
    return allowed and VERBS[verb].why_not(game, _action(player, verb, kw) if kw else _bare(player, verb), prompt) is None


def _candidates(game: Game, prompt: Prompt | None) -> tuple[Candidates | list[Move], dict[str, bool]]:
    """The candidates now, and the `line_ok` they are judged with."""
    if prompt is not None:
        return answer_candidates(game, prompt), _verb_checks(game, prompt, prompt.player, prompt.answers,
                                                                _now_tests(prompt.answers))
    line_ok = _verb_checks(game, None, game.active, MAIN_PHASE_VERBS, _MAIN_PHASE_TESTS)
    return main_phase_candidates(game, line_ok), line_ok


@lru_cache(maxsize=None)
def _now_tests(verbs: tuple[str, ...]) -> tuple:
    """(verb, its why_not_now) for those of `verbs` refused now whatever they name by a test of their own."""
    return tuple((verb, VERBS[verb].why_not_now) for verb in verbs if VERBS[verb].why_not_now)


_MAIN_PHASE_TESTS = _now_tests(MAIN_PHASE_VERBS)  # (play, Next Hint)


def _verb_checks(game: Game, prompt: Prompt | None, player: str, verbs: tuple[str, ...], tests: tuple
                 ) -> dict[str, bool]:
    """`_verb_allowed` of each of `verbs` (a `line_ok`) with one why_not_line: they are all the one mover's,
    and all main-phase verbs or all answers the prompt awaits, so why_not_line says the same for each; then
    `tests`, their `_now_tests`."""
    line_ok = dict.fromkeys(verbs, why_not_line(game, prompt, _bare(player, verbs[0])) is None)
    if line_ok[verbs[0]]:
        for verb, now in tests:
            if now(game, player) is not None:
                line_ok[verb] = False
    return line_ok


def legal_moves(game: Game, prompt: Prompt | None) -> list[Move]:
    """The legal moves now, unmade: the passive answer or end-turn first."""
    if game.winner is not None:
        return []
    candidates, line_ok = _candidates(game, prompt)
    return [m for m in candidates if _legal(game, prompt, m, line_ok)]


def random_move(game: Game, prompt: Prompt | None, rng, first_odds: float | None = None) -> Move | None:
    """A legal move chosen uniformly among all legal ones (`first_odds` None); or the first candidate (the
    passive answer or end-turn) with `first_odds`, else one of the others, the first if nothing else is legal.
    None if nothing is legal.

    Candidates are tried in a random order and the first legal one is taken — the same distribution as
    choosing among `legal_moves`, without judging every candidate.
    """
    if game.winner is not None:
        return None
    if first_odds is None or prompt is not None:
        candidates, line_ok = _candidates(game, prompt)
        if not len(candidates):
            return None
        if first_odds is None:
            return _first_legal(game, prompt, candidates, 0, rng, line_ok)
        head = candidates[0]
    else:  # the main phase: end-turn (main_phase_candidates' first) is judged, and maybe taken, before the rest is listed
        line_ok = _verb_checks(game, None, game.active, MAIN_PHASE_VERBS, _MAIN_PHASE_TESTS)
        head, candidates = end_turn(game.active), None
    head_ok = _legal(game, prompt, head, line_ok)
    if head_ok and rng.random() < first_odds:
        return head
    if candidates is None:
        candidates = main_phase_candidates(game, line_ok)
    move = _first_legal(game, prompt, candidates, 1, rng, line_ok)
    return move if move is not None else head if head_ok else None


def _first_legal(game: Game, prompt: Prompt | None, moves, start: int, rng, line_ok: dict[str, bool]) -> Move | None:
    """The first legal move of `moves[start:]` in a uniformly random order, drawn one at a time: a
    Fisher-Yates shuffle of the indices (`moved`: the places swapped so far) stopped at the first legal move,
    so the rest is never built, shuffled nor judged."""
    n, moved, draw = len(moves), {}, rng.random
    for i in range(start, n):
        j = i + floor(draw() * (n - i))  # uniform in [i, n) (randrange's Python layers cost more than the rules)
        k = moved.get(j, j)
        moved[j] = moved.get(i, i)
        move = moves[k]
        if _legal(game, prompt, move, line_ok):
            return move
    return None


def legal(game: Game, prompt: Prompt | None, n: int = 0) -> list[Action]:
    """Every legal line now, as Actions."""
    return [line_of(move, n) for move in legal_moves(game, prompt)]
