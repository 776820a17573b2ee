"""Effect primitives of the scenario contract, and the durations that end them (p.22, p.6, p.17)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generator

from judge.rules import refresh, zones
from judge.lines import Action
from judge.rules.core import Forbidden, Game, Procedure, Prompt, Waiting, label
from judge.rules import triggers
from judge.rules.triggers import holds, procedure, queue  # noqa: F401 (the rules use effects.procedure)
from judge.state import EFFECTS, PLAYERS, Card, Modifier, Partner


def resolve(game: Game, ref: str, executor: str) -> tuple[str, Card | Partner | str | None]:
    """(player, card) for a reference: `id` (the executor's own card first), `A.id`, `A.partner`, `B.case`."""
    if "." in ref:
        player, cid = ref.split(".", 1)
        candidates = [player]
    else:
        cid, candidates = ref, [executor, game.opponent(executor)]
    for p in candidates:
        if cid == "partner":
            return p, game.player(p).partner
        if cid == "case":
            return p, "case"
        card = game.find(p, cid)
        if card is not None:
            return p, card
    return candidates[0], None


def end_duration(game: Game, until: str, why: str, *sections: str) -> None:
    """Effects lasting "until the end of this <turn|contact|action|deduction>" end (p.10, p.17, p.16, p.15)."""
    ended = []
    for p in PLAYERS:
        pl = game.player(p)
        for c in [pl.partner, *pl.scene]:
            kept = [m for m in c.mods if m.until != until]
            if len(kept) != len(c.mods):
                ended.append(c)
                c.mods[:] = kept
    if ended:
        game.log(f"{why}: effects until the end of the {'turn' if until == 'end-of-turn' else until} end for "
                 + ", ".join(label(c) for c in ended), *sections)


def set_state(game: Game, card: Card | Partner, state: str, why: str, *sections: str) -> None:
    """p.6 — sleep / stun / make active, with the stun rules.

    A stunned character that would be made active becomes asleep instead and
    the stun ends; a stunned character that is slept or stunned stays stunned.
    """
    old = card.state
    if state == "active" and old == "stun":
        card.state = "sleep"
        game.log(f"{label(card)} is stunned: instead of becoming active it becomes asleep; the stun ends ({why})",
                 "stun")
        return
    if old == "stun" and state in ("sleep", "stun"):
        game.log(f"{label(card)} is stunned and stays stunned ({why})", "stun")
        return
    card.state = state
    game.log(f"{label(card)}: {old} → {state} ({why})", *sections)


def _in_play(game: Game, target) -> bool:
    """A Partner, or a character still in the scene: something an effect can act on."""
    return isinstance(target, Partner) or (isinstance(target, Card) and game.is_in_scene(target))


@dataclass
class Doing:
    """What a step handler needs: the game, who does the effect (`executor`), the ability's `source` text for
    the trace, the character in the Contact (a Cut-in), and the card whose ability it is (`self`)."""

    game: Game
    executor: str
    source: str
    contact_card: Card | None = None
    card: Card | Partner | None = None


# effect step name -> handler(doing, step, value); a handler that makes a player choose is a generator
HANDLERS: dict[str, Callable] = {}
HEAD_STEPS = ("limit", "valid")  # judged before the rest of the ability (triggers.limit_reached, `valid` below)


def does(*names: str):
    """Register the handler of effect steps `names` (each registered once, in judge/vocabulary.py too)."""

    def register(fn):
        for name in names:
            if name in HANDLERS:
                raise ValueError(f"effect step '{name}' has two handlers")
            HANDLERS[name] = fn
        return fn

    return register


def run(game: Game, steps: list, executor: str, source: str, contact_card: Card | None = None,
        card: Card | Partner | None = None) -> Procedure:
    """Do effect steps in order for `executor` (p.22: do as much as can be done). A procedure: a step that
    makes a player choose yields its Prompt."""
    doing = Doing(game, executor, source, contact_card, card)
    for step in steps:
        name = next(k for k in step if k in EFFECTS)
        value = step[name]
        if name == "limit":  # a use limit: judged when the ability triggers or is declared (triggers.limit_reached)
            continue
        if name == "valid":
            if not holds(game, value, executor):
                game.log(f"{source}: the validity icon [{value}] is not met: the text does nothing", "validity",
                         "supp-icons")
                return
            continue
        done = HANDLERS[name](doing, step, value)
        if isinstance(done, Generator):
            yield from done


def targets_of(doing: Doing, ref, verb: str) -> Procedure:
    """The cards a step acts on: a selector's picks (the contract's Choices), `self`, or one REF."""
    if isinstance(ref, dict):
        return (yield from select(doing.game, ref, doing.executor, doing.source, verb))
    if ref == "self" and doing.card is not None:  # a card script's "this character"
        return [doing.card]
    return [resolve(doing.game, ref, doing.executor)[1]]


@does("ap", "lp")
def _modify(doing: Doing, step: dict, value: int) -> Procedure:
    """p.22 doing-effects, p.18 cut-in — AP/LP ± until a duration ends (the Contact's character by default)."""
    game, name, source = doing.game, next(k for k in ("ap", "lp") if k in step), doing.source
    until = step.get("until", "contact" if doing.contact_card is not None else "end-of-turn")
    if "target" in step:
        targets = yield from targets_of(doing, step["target"], name)
    else:
        targets = [doing.contact_card]
    for target in targets:
        if not _in_play(game, target):
            game.log(f"{source}: {name.upper()}{value:+d} has no character to apply to: nothing happens",
                     "doing-effects")
            continue
        target.mods.append(Modifier(name, value, until))
        game.log(f"{source}: {label(target)} {name.upper()}{value:+d} until the end of the "
                 f"{'turn' if until == 'end-of-turn' else until} (now {target.value(name)})",
                 "cut-in" if doing.contact_card else "doing-effects")


@does("draw")
def _draw(doing: Doing, step: dict, value: int) -> None:
    """p.22 doing-effects — draw by an effect (an empty deck is refreshed, p.20)."""
    refresh.draw(doing.game, doing.executor, value, by_effect=True)


@does("evidence")
def _evidence(doing: Doing, step: dict, value: int) -> None:
    """p.15 deduction, p.22 — gain evidence; given to the opponent, it cannot be refused."""
    game, who = doing.game, step.get("player", doing.executor)
    if who != doing.executor:
        game.log(f"{doing.source}: {who} is given {value} evidence and cannot refuse", "supp-general-qa")
    refresh.gain_evidence(game, who, value, "doing-effects")


@does("look", "reveal")
def _look(doing: Doing, step: dict, value: int) -> None:
    """p.20 deck-out-mid-effect — look at / reveal the top N (fewer if the deck is short: no Refresh)."""
    game, executor, source = doing.game, doing.executor, doing.source
    name = "look" if "look" in step else "reveal"
    seen = game.player(executor).deck[:value]
    game.log(f"{source}: {executor} {'looks at' if name == 'look' else 'reveals'} the top {len(seen)} card(s)"
             + (f" (only {len(seen)} in the deck: no Refresh for looking)" if len(seen) < value else "")
             + "; they are still in the deck", "deck-out-mid-effect")
    for _ in range(min(step.get("to_hand", 0), len(seen))):
        refresh.move_top(game, executor, "hand", lambda c: game.log(
            f"{source}: {label(c)} goes from the top of the deck to hand", "deck-out-mid-effect"))


@does("remove_top", "may_remove_top")
def _remove_top(doing: Doing, step: dict, value: int) -> None:
    """p.20 deck-out-mid-effect — remove the top N: as many as there are, then a Refresh; "may remove N"
    cannot be done at all with fewer than N."""
    game, executor, source = doing.game, doing.executor, doing.source
    p = game.player(executor)
    if "may_remove_top" in step and len(p.deck) < value:
        game.log(f"{source}: the deck has {len(p.deck)} < {value} card(s): \"may remove {value}\" cannot be "
                 f"done at all", "deck-out-mid-effect")
        return
    n = min(value, len(p.deck))
    for _ in range(n):
        card = p.deck[0]
        zones.to_removed(game, card)
        game.log(f"{source}: {label(card)} is removed from the top of the deck", "deck-out-mid-effect")
        if not p.deck:
            if n < value:
                game.log(f"{source}: only {n} of {value} could be removed; the missing part is not",
                         "deck-out-mid-effect")
            refresh.refresh(game, executor)
            break


@does("file")
def _file(doing: Doing, step: dict, value: int) -> None:
    """p.22 doing-effects — the top N of the deck into the File Area."""
    refresh.put_in_file(doing.game, doing.executor, value, "doing-effects")


@does("remove_evidence")
def _remove_evidence(doing: Doing, step: dict, value: int) -> None:
    """p.19 spark, p.22 — remove a player's top evidence (by an effect: no Spark, not an Action [Case])."""
    game = doing.game
    player = step.get("player", game.opponent(doing.executor))
    pl = game.player(player)
    for _ in range(min(value, len(pl.evidence))):
        card = pl.evidence[0]
        zones.to_removed(game, card)
        game.log(f"{doing.source}: {player}'s top evidence {label(card)} is removed (no Spark: not an Action [Case])",
                 "spark", "supp-spark-steps")


@does("sleep", "stun", "activate", "remove", "bottom")
def _act_on_character(doing: Doing, step: dict, value) -> Procedure:
    """p.6 card-states, p.22 doing-effects — sleep / stun / make active / remove a character, or put it on the
    bottom of its owner's deck (not removed: no On Removal). A Partner is not a character (remove, stun, bottom)."""
    game, source = doing.game, doing.source
    name = next(k for k in ("sleep", "stun", "activate", "remove", "bottom") if k in step)
    targets = yield from targets_of(doing, value, name)
    for target in targets:
        if not _in_play(game, target):
            game.log(f"{source}: {value} is not in the scene: nothing happens", "doing-effects")
            continue
        if isinstance(target, Partner) and name in ("remove", "stun", "bottom"):
            game.log(f"{source}: a Partner is not a character: nothing happens", "doing-effects")
            continue
        if name == "remove":
            zones.remove_from_scene(game, target, f"by {source}", "doing-effects")
        elif name == "bottom":
            zones.take_from_scene(game, target)
            zones.to_deck_bottom(game, target)
            game.log(f"{source}: {label(target)} goes from the scene to the bottom of {target.owner}'s deck "
                     "(not removed: no On Removal)", "doing-effects")
        else:
            set_state(game, target, {"sleep": "sleep", "stun": "stun", "activate": "active"}[name],
                      f"by {source}", "card-states" if name != "stun" else "stun")


def options(game: Game, sel: dict, chooser: str) -> list[Card]:
    """The characters a selector allows: the side's scenes, then each filter on current values."""
    players = {"any": (chooser, game.opponent(chooser)), "own": (chooser,), "opponent": (game.opponent(chooser),)}
    out = []
    for p in players[sel.get("character", "any")]:
        for c in game.player(p).scene:
            if any(k in sel and not _within(c.value(k), sel[k]) for k in ("level", "ap")):
                continue
            if "state" in sel and c.state != sel["state"]:
                continue
            if "color" in sel and sel["color"] not in c.colors:
                continue
            if "feature" in sel and sel["feature"] not in c.features:
                continue
            if "name" in sel and sel["name"] not in c.names:  # a card with several names has each (p.27)
                continue
            out.append(c)
    return out


def _within(value: int, bound: dict) -> bool:
    return bound.get("min", value) <= value <= bound.get("max", value)


def select(game: Game, sel: dict, chooser: str, source: str, verb: str) -> Procedure:
    """The contract's Choices, p.22 (doing-effects: "up to N" allows none) — the chooser names up to N of the
    allowed characters with `choose REF…` or `choose none`; unanswered, none is assumed. Returns the cards."""
    allowed = options(game, sel, chooser)
    if not allowed:
        game.log(f"{source}: no character can be chosen ({verb}): nothing happens", "doing-effects")
        return []
    refs = tuple(f"{c.owner}.{c.id}" for c in allowed)
    prompt = Prompt(chooser, ("choose",), f"{chooser} choose none",
                    f"the choice of {source} (up to {sel['up_to']} of {', '.join(refs)})",
                    context=("select", sel["up_to"]), options=refs)
    answer = yield prompt
    why = answer is not None and why_not_choose(game, answer, prompt)
    if why:
        raise why
    if answer is None or answer.word == "none":
        game.log(f"{source}: {chooser} chooses none (up to {sel['up_to']}: none is allowed)", "doing-effects")
        return []
    game.log(f"{source}: {chooser} chooses {', '.join(answer.refs)}", "doing-effects")
    return [c for c in allowed if f"{c.owner}.{c.id}" in answer.refs]


def trigger(game: Game, card, name: str, *sections: str) -> None:
    """A card's triggered ability triggers (p.21, p.24); its effect waits for the next arrow (triggers.queue)."""
    queue(game, card, name, *sections)


# a prompt's context kind -> its answer's checker (judge/rules/choices.py registers the choice frame's)
CHOICE_CHECKS: dict[str, Callable] = {}


def why_not_choose(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """The contract's Choices; p.22 (pending-effects, doing-effects) — the order of a player's waiting effects
    (`choose REF [REF…]`, the first goes next), or a selector's pick: up to N of the allowed cards, or none."""
    if prompt is not None and isinstance(prompt.context, tuple) and prompt.context[0] in CHOICE_CHECKS:
        return CHOICE_CHECKS[prompt.context[0]](game, act, prompt)
    if prompt is not None and isinstance(prompt.context, tuple) and prompt.context[0] == "select":
        most = prompt.context[1]
        if act.word == "none":
            return None
        if act.word is not None or act.choice is not None or not act.refs:
            return Forbidden(f"{act.player} is asked {prompt.what}: answer `choose REF…` or `choose none`",
                             "doing-effects")
        wrong = [r for r in act.refs if r not in prompt.options]
        if wrong:
            return Forbidden(f"{', '.join(wrong)} cannot be chosen: the ability allows only "
                             f"{', '.join(prompt.options)}", "doing-effects")
        if len(set(act.refs)) != len(act.refs) or len(act.refs) > most:
            return Forbidden(f"up to {most} different card(s) may be chosen (got {len(act.refs)})", "doing-effects")
        return None
    options = prompt.options if prompt is not None else ()
    if not act.refs or act.refs[0] not in options:
        return Forbidden(f"{act.player} is asked {prompt.what if prompt else 'nothing'}: "
                         f"'{act.text or 'choose'}' does not name one of {', '.join(options) or 'them'}",
                         "pending-effects")
    for r in act.refs:
        if r not in options:
            return Forbidden(f"{r} has no effect waiting: the order names only {', '.join(options)}",
                             "pending-effects")
    return None


def _ref(w: Waiting) -> str:
    return f"{w.card.owner}.{w.card.id}"


def resolve_waiting(game: Game, where: str, *sections: str) -> Procedure:
    """p.15 (the arrows: "finish the effect between the steps, at the arrow, before the next step"), p.22
    (pending-effects) — at an arrow of the running procedure, the effects that triggered in it are done: the
    turn player's first, then the other player's; a player with several waiting names the next one with
    `choose REF` (never forced: unanswered, they go in the order they triggered, reported as assumed).
    What triggers while they are done is done at this arrow too, after the effect that made it trigger."""
    depth = len(game.frames)
    in_order: set[str] = set()  # players who gave no order: the rest of theirs go in trigger order
    named: dict[str, list[str]] = {}  # the rest of an order a player named in one line
    while True:
        here = [w for w in game.pending if w.depth >= depth]
        if not here:
            return
        owner = game.active if any(w.owner == game.active for w in here) else here[0].owner
        theirs = [w for w in here if w.owner == owner]
        refs = list(dict.fromkeys(_ref(w) for w in theirs))
        chosen = theirs[0]
        queue_ = [r for r in named.get(owner, []) if r in refs]
        if queue_:
            chosen = theirs[[_ref(w) for w in theirs].index(queue_[0])]
            named[owner] = queue_[1:]
        elif len(refs) > 1 and owner not in in_order:
            prompt = Prompt(owner, ("choose",), f"{owner} choose {' '.join(refs)}",
                            f"the order of {owner}'s waiting effects (choose {' | '.join(refs)})",
                            optional=True, options=tuple(refs))
            answer = yield prompt
            why = answer is not None and why_not_choose(game, answer, prompt)
            if why:
                raise why
            if answer is None:
                in_order.add(owner)
            else:
                chosen = theirs[[_ref(w) for w in theirs].index(answer.refs[0])]
                named[owner] = list(answer.refs[1:])
                game.log(f"{owner} chooses the order: {' then '.join(answer.refs)}", "pending-effects")
        game.pending.remove(chosen)
        game.log(f"at the arrow {where}: the waiting effect of {chosen.source} is done ({owner}'s"
                 + (", the turn player's first)" if owner == game.active and len(here) > len(theirs) else ")"),
                 "pending-effects", *sections)
        yield from run(game, chosen.steps, owner, chosen.source, card=chosen.card)


triggers.RESOLVERS.append(resolve_waiting)
