"""Watchers ("when a character … ") and the timings of the turn and the case: end of turn, start of the main
phase, the case turning to its Resolution side, On Defeat (p.10, p.13, p.15–17, p.21, p.22, p.24).

A watcher is a triggered ability of a character in the scene that looks at *another* event than its own card's:
a character leaving, entering, acting, deducing, in a Contact, a card used by Next Hint, evidence gained. What
it matches is judged when the event happens (a character that leaves is judged as it was in the scene), and its
effect waits like every other trigger for the next arrow of the procedure it triggered in (rules/triggers.py).

This module sits under rules/zones.py (a removal fires watchers), so it imports no effect steps.
"""

from __future__ import annotations

from dataclasses import field

from judge.records import record
from judge.rules.card_filters import any_of, has_abilities, matches, shares_feature, within
from judge.rules.continuous import removed_via
from judge.rules.core import Game
from judge.rules.triggers import gained, granted, queue, queue_steps
from judge.state import Card, other

# watcher trigger key -> the event it watches (docs/card-scripts.md#watchers)
WATCHES = {
    "watch_leave": "leave", "watch_enter": "enter", "watch_action": "action", "watch_deduce": "deduce", "watch_mislead": "mislead", "watch_chosen": "chosen", "watch_sleep": "sleep", "watch_leave_removed": "leave-removed",
    "watch_contact": "contact", "watch_use": "use", "watch_evidence": "evidence",
}
SIDE_OF = {"any": lambda owner, player: True, "own": lambda owner, player: player == owner,
           "opponent": lambda owner, player: player != owner}


def specs(card, key: str) -> list[dict]:
    """The watchers of one key on a card (a mapping, or a list of mappings when the card has several)."""
    if not isinstance(card, Card):
        return []
    value = card.triggers.get(key)
    printed = (value if isinstance(value, list) else [value]) if value else []
    if not card.set_cards:  # nothing set on it (most calls): the printed ones, and those an effect gave it
        return printed + gained(card, key) if card.mods else printed
    given = [g for _, v in granted(card, key, None)
             for g in (v if isinstance(v, list) else [v])]  # those the events set on it give it (p.23)
    return printed + gained(card, key) + given  # and those an effect gave it until a duration ends (rules/steps/grants.py)


def card_matches(pos, card: Card, sel: dict, owner: str, watcher: Card | None = None) -> bool:
    """Does `card` (as it is now) meet a watcher's filter, read from the side of `owner` (the watcher's)?"""
    # a Partner is not a character (Q&A 19); an event is matched by what it is ("when you use a [YAIBA] event")
    if not isinstance(card, Card) or card.type not in ("character", "event"):
        return False
    if "type" in sel and card.type != sel["type"]:
        return False
    if not SIDE_OF[sel.get("character", "any")](owner, card.owner):
        return False
    if sel.get("other") and card is watcher:
        return False
    if sel.get("self") and card is not watcher:  # this character, with the filter's other conditions
        return False
    if any(k in sel and not within(pos.value(card, k), sel[k]) for k in ("level", "ap")):
        return False
    if "state" in sel and card.state not in (sel["state"] if isinstance(sel["state"], list) else [sel["state"]]):
        return False
    # a list (as in a selector): any one of them ("a blue or red character", "named 降谷零 or 伊達航")
    if "color" in sel and not any_of(sel["color"], card.colors):
        return False
    if "feature" in sel and not any_of(sel["feature"], pos.value(card, "features")):
        return False
    if not has_abilities(pos, card, sel):  # "a character with [On Removal]" (`has`, `only_abilities`)
        return False
    if sel.get("shares_feature") == "self" and not (watcher is not None and shares_feature(pos, card, watcher)):
        return False  # "a character with a feature in common with this character"
    return "name" not in sel or any_of(sel["name"], pos.value(card, "names"))  # each name of a card counts (p.27)


def by_matches(pos, card, by, owner: str, watcher: Card) -> bool:
    """`by`: `self`, a filter, or a list of either (any one matches): "this character or your yellow one"."""
    for alt in by if isinstance(by, list) else [by]:
        if alt == "self" and card is watcher:
            return True
        if isinstance(alt, dict) and card_matches(pos, card, alt, owner, watcher):
            return True
    return False


@record
class Seen:
    """A watcher that matched an event, to be queued (after the event is done)."""

    watcher: Card
    key: str
    index: int
    spec: dict
    subject: object = None  # the card the event happened to (`trigger` in the watcher's steps)
    subjects: tuple = ()  # every card of the event it matched (`shares_feature: trigger`: any one of them)


def watchers_in(game: Game, pool: list | None = None) -> list[Card]:
    """The characters that watch: the turn player's scene, then the other's (or a pool taken before a move)."""
    if pool is not None:
        return pool
    players, active = game.pos.players, game.active
    return [*players[active].scene, *players[other(active)].scene]


def in_partner_zones(game: Game, key: str) -> list[Card]:
    """p.26 — the cards of the Partner zones (an MR there) whose printed `key` watcher also works from there
    ("this ability also triggers in the Partner Area": `from_partner: true`), the turn player's first."""
    players, active = game.pos.players, game.active
    return [c for p in (active, other(active)) for c in players[p].partner_zone
            if isinstance(c, Card) and c.triggers and any(s.get("from_partner") for s in specs(c, key))]


def seen(game: Game, key: str, subjects: list, pool: list | None = None, player: str | None = None,
         via: str | None = None, target=None, cause: tuple | None = None, replaced=None, used=None) -> list[Seen]:
    """p.21, p.24 — which watchers of `key` an event matches: `subjects` are the characters it happened to (a
    character leaving, entering, acting…), `player` the player it happened to (evidence, a card used),
    `via` its kind (an Action [Character] or [Case], Next Hint), `target` an Action's target, `cause` what
    removed a character leaving (a watcher's `via: contact|own-effect|opponent-effect`, `removed_via`), `replaced`
    the character a Disguise took the place of (a `watch_disguise`'s `replaced` filter; that card itself, no longer
    in the scene, watches only with such a filter: "when … takes this character's place"), `used` the card used (a
    Cut-in's card: "when you use the Cut-in of a 長野県警 character"); a card in the Partner zone watches with its
    `from_partner` watchers only (p.26)."""
    if game.pos.quiet:  # no card of the game has a watcher nor can get one (Position.attach)
        return []
    out = []
    partners = in_partner_zones(game, key) if pool is None else []
    for w in [*watchers_in(game, pool), *partners]:  # (characters of the scene, then MRs in a Partner zone: Cards)
        if not (w.mods or w.set_cards or (w.triggers and w.triggers.get(key))):
            continue  # nothing gained, set or printed: specs' answer is [] (asked for every card, every event)
        in_partner = any(w is c for c in partners)
        for i, spec in enumerate(specs(w, key)):
            if in_partner and not spec.get("from_partner"):
                continue
            if "player" in spec and (player is None or not SIDE_OF[spec["player"]](w.owner, player)):
                continue
            if key == "watch_leave":
                if "via" in spec and not removed_via(spec["via"], cause, w.owner):
                    continue
            elif spec.get("via", "gained" if key == "watch_evidence" else via) != via:
                continue
            if "target" in spec and not (isinstance(target, Card) and by_matches(game.pos, target, spec["target"], w.owner, w)):
                continue
            if "replaced" in spec and not (replaced is not None and by_matches(game.pos, replaced, spec["replaced"], w.owner, w)):
                continue
            if replaced is not None and w is replaced and "replaced" not in spec:
                continue
            if "targeted" in spec and not targeted_matches(game, spec["targeted"], w):
                continue
            if "used" in spec and not (isinstance(used, Card) and by_matches(game.pos, used, spec["used"], w.owner, w)):
                continue
            matched = [s for s in subjects if "by" not in spec or by_matches(game.pos, s, spec["by"], w.owner, w)]
            if subjects and not matched:
                continue
            out.append(Seen(w, key, i, spec, matched[0] if matched else None, tuple(matched)))
    return out


def targeted_matches(game: Game, targeted, watcher: Card) -> bool:
    """p.16 — a watcher's `targeted`: the character the Action running targets meets it ("when an Action that
    targets this character is guarded": `targeted: self`)."""
    target = game.action["target"] if game.action else None
    return isinstance(target, Card) and by_matches(game.pos, target, targeted, watcher.owner, watcher)


def set_cards_seen(game: Game, key: str, pairs: list, pool: list | None = None) -> list[Seen]:
    """p.23 set-cards — which watchers of cards set on a character (`watch_set`, `watch_set_leave`) an event
    matches: `pairs` are (the character, the card set on it), judged as they are now (before the card leaves);
    `by` filters the character, `card` the card set (`face_down: true`; a card filter reads a face-up card only: a
    face-down one has no information). One trigger per event, or per card with `each: true` ("each time one …")."""
    if game.pos.quiet or not pairs:
        return []
    out = []
    for w in watchers_in(game, pool):
        if not (w.mods or w.set_cards or (w.triggers and w.triggers.get(key))):
            continue  # nothing gained, set or printed (as in seen)
        for i, spec in enumerate(specs(w, key)):
            card = spec.get("card", {})
            filters = {k: v for k, v in card.items() if k != "face_down"}
            hits = [h for h, s in pairs if ("by" not in spec or by_matches(game.pos, h, spec["by"], w.owner, w))
                    and not (card.get("face_down") and s.face_up)
                    and (not filters or s.face_up and matches(game.pos, s, filters, w))]
            out += [Seen(w, key, i, spec, h) for h in (hits if spec.get("each") else hits[:1])]
    return out


def wait(game: Game, found: list[Seen], *sections: str) -> None:
    """The watchers found trigger: each waits for the next arrow (an unmet validity icon or use limit stops it)."""
    for s in found:
        queue_steps(game, s.watcher, s.key, s.spec["steps"], *sections, "pending-effects",
                    use_key=s.key if s.index == 0 else f"{s.key}.{s.index + 1}", trigger=s.subject,
                    triggers=s.subjects)


def fire(game: Game, key: str, subjects: list, *sections: str, **event) -> None:
    """An event happened now: the watchers of `key` that it matches trigger (p.21, p.24)."""
    if game.pos.quiet:  # no watcher in the game (seen's own first question, before its arguments are made)
        return
    found = seen(game, key, [s for s in subjects if s is not None], **event)
    for name in game.pos.players:  # "this turn, the next time …": a delayed effect (p.22) goes off once
        p = game.player(name)
        if p.delayed:
            due = seen(game, key, [s for s in subjects if s is not None], pool=p.delayed, **event)
            p.delayed = [w for w in p.delayed if all(s.watcher is not w for s in due)]
            found += due
    if found:  # (most events: no watcher)
        wait(game, found, *sections)


def bound_by_trigger(sel: dict, trigger) -> dict:
    """A selector whose `level`/`ap` bound says `trigger` ("of that card's level or less"), with the printed
    value of the card that set the watcher off (its original value: the card's Q&A)."""
    if not any(isinstance(b, dict) and "trigger" in b.values() for b in (sel.get("level"), sel.get("ap"))):
        return sel
    out = dict(sel)
    for key in ("level", "ap"):
        if isinstance(sel.get(key), dict):
            out[key] = {k: (getattr(trigger, key, 0) if v == "trigger" else v) for k, v in sel[key].items()}
    return out


# ------------------------------------------------------------------ the turn's and the case's timings

def end_of_turn(game: Game) -> None:
    """p.10 (turn-end-phase step 1) — "at the end of your / the opponent's / each turn" abilities trigger."""
    active = game.active
    partners = in_partner_zones(game, "end_of_turn")  # an MR there whose ability also works from there (p.26)
    for w in [*watchers_in(game), *partners]:
        if not (w.mods or w.set_cards or w.triggers.get("end_of_turn")):
            continue  # nothing gained, set or printed: specs' answer is [] (as in seen)
        in_partner = any(w is c for c in partners)
        for i, spec in enumerate(specs(w, "end_of_turn")):
            if in_partner and not spec.get("from_partner"):
                continue
            whose = spec.get("whose", "own")
            if whose == "each" or (whose == "own") == (w.owner == active):
                wait(game, [Seen(w, "end_of_turn", i, spec)], "turn-end-phase")
    for name in (active, other(active)):  # "at the end of this turn, …": the delayed effects (p.22), once
        p = game.player(name)
        due = [w for w in p.delayed if "end_of_turn" in w.triggers]
        if due:
            p.delayed = [w for w in p.delayed if w not in due]
            wait(game, [Seen(w, "end_of_turn", 0, w.triggers["end_of_turn"]) for w in due], "turn-end-phase")


def start_of_main(game: Game) -> None:
    """p.10 (turn-main-phase) — "at the start of your main phase" abilities of the turn player's characters."""
    for w in list(game.player(game.active).scene):
        queue(game, w, "start_of_main", "turn-main-phase")


@record(eq=False)
class CaseCard:
    """A real Case card as the owner of its abilities (p.4 case-card): what the trigger queue needs of a card."""

    owner: str
    name: str
    triggers: dict = field(default_factory=dict)
    uses_this_turn: list = field(default_factory=list)
    id: str = "case"
    state: str = "active"  # a Case is never asleep: a [Sleep] cost is not on a Case's Declare

    @property
    def declare(self) -> dict | None:
        """The Case card's own [Declare] (p.14), read like a character's."""
        return self.triggers.get("declare")

    @property
    def static(self) -> list | None:
        """The Case card's continuous abilities (p.21): they hold while it is its owner's case."""
        return self.triggers.get("static")


def case_card(game: Game, player: str) -> CaseCard | None:
    """The player's real Case card with its script, or None (a case described by hand has no abilities)."""
    case = game.player(player).case
    if not case.number:
        return None
    from judge.cards import load, scripts  # only real cases pay for the card list

    info = load().get(case.number)
    script = scripts().get(info.id) if info else None
    if not script:
        return None
    card = getattr(case, "_card", None)
    if card is None:
        card = CaseCard(player, case.name, {k: v for k, v in script.items() if k in ("on_case_solution", "declare",
                                                                                 "case_closed", "static")},
                        uses_this_turn=case.uses_this_turn)  # the uses are the Case's: dumped with the position
        case._card = card  # its uses this turn belong to the case
    return card


def case_solution(game: Game, player: str) -> None:
    """p.4 (case-sides), p.13 (assist) — the case turns to its Resolution side: its "when this case turns to
    its Resolution side" ability triggers."""
    card = case_card(game, player)
    steps = card.triggers.get("on_case_solution") if card else None
    if steps:
        queue_steps(game, card, "on_case_solution", steps, "case-sides", "pending-effects")


def on_defeat(game: Game, winner: Card, removed: Card) -> None:
    """p.17 (contact) — the acting character's Contact removed the other: its On Defeat triggers, and so do the
    watchers of a Contact won by a matching character ("when an opponent's character is removed by a Contact
    with a [警察] character of yours")."""
    if removed.owner == winner.owner:
        return
    if game.is_in_scene(winner):
        queue(game, winner, "on_defeat", "contact")
    fire(game, "watch_defeat", [winner], "contact")
