"""Validity icons and triggered abilities: when an ability is valid, and the queue of effects that wait (p.21, p.22, p.24).

Kept apart from the effect steps so that moving a card (rules/zones.py) can
queue its On Removal without importing the effects that will do it.
"""

from __future__ import annotations

from judge.i18n import Pair, messages, say
from judge.rules.core import Game, Waiting, label, word
from judge.scripts.registry import TRIGGERS
from judge.state import Card


messages({
    "triggers.not-valid": ("{name} of {card} does not trigger: its validity icon [{icon}] is not met",
                           "{name} ของ {card} ไม่ทริกเกอร์: ไม่เป็นไปตามไอคอนเงื่อนไข [{icon}]"),
    "triggers.used-up": ("{name} of {card} does not trigger: it has triggered its {limit} time(s) this turn "
                         "[Turn {limit}]",
                         "{name} ของ {card} ไม่ทริกเกอร์: ทริกเกอร์ครบ {limit} ครั้งในเทิร์นนี้แล้ว [เทิร์น {limit}]"),
    "triggers.source": ("{name} {card}", "{name} {card}"),
    "triggers.next-arrow": ("the next arrow of the {frame}", "ลูกศรถัดไปของ{frame}"),
    "triggers.end-of-line": ("the end of this line", "ตอนจบบรรทัดนี้"),
    "triggers.waits": ("{name} of {card} triggers; its effect waits for {where}",
                       "{name} ของ {card} ทริกเกอร์; เอฟเฟกต์รอจนถึง{where}"),
})


def has_keyword(game: Game, card, word: str) -> bool:
    """p.25 (keywords) — a printed keyword, or one printed under a validity icon that holds now (p.21, p.24); not
    one an effect made it lose until a duration ends (`lose`): only one given after that is held again (official
    Q&A on B06068)."""
    if card.mods:
        lost = [i for i, m in enumerate(card.mods) if m.stat == "lose" and m.keyword == word]
        if lost:
            return any(m.stat == "grant" and m.keyword == word for m in card.mods[lost[-1] + 1:])
    return ((card.keywords and card.has_keyword(word))  # (most cards print none)
            or game.pos.granted(card, word)  # given by an effect or a continuous ability (p.21)
            or (bool(getattr(card, "keywords_if", None))  # (most cards print none under an icon)
                and bool(keyword_value(game, card, word, conditional_only=True))))


def keyword_value(game: Game, card, word: str, conditional_only: bool = False) -> int | bool:
    """X of `mislead X` (0 when absent); True for a keyword without a number that holds under its icon."""
    if not conditional_only and card.has_keyword(word):
        return card.keyword_value(word) or True
    for entry in getattr(card, "keywords_if", ()):
        icons = entry["valid"] if isinstance(entry["valid"], list) else [entry["valid"]]
        if all(holds(game, icon, card.owner, card) for icon in icons):  # several icons: each must hold
            for k in entry["keywords"]:
                if k == word:
                    return True
                if k.startswith(word + " "):
                    return int(k.split()[1])
    return 0


def holds(game: Game, icon: str, owner: str, card=None) -> bool:
    """p.24 (supp-icons) — is a validity icon met for a card of `owner` now? (`card`: the card whose ability it is,
    which [N or more] reads)"""
    p = game.player(owner)
    if icon == "your-turn":
        return game.active == owner
    if icon == "opponent-turn":
        return game.active != owner
    if icon in ("case-phase", "resolution-phase"):
        return p.case.side == ("investigation" if icon == "case-phase" else "solution")
    word, arg = icon.split(" ", 1)
    if word == "bond":  # p.24, p.27: a character with that name (each of its names) in the scene, not the Partner
        return any(arg in game.pos.value(c, "names") for c in p.scene)
    if word == "file":
        return p.file_count >= int(arg)  # an assisting Partner counts (Q&A 14)
    if word == "stacked":  # [N or more] (p.23): N or more cards stacked under this character
        return isinstance(card, Card) and card.stack_count >= int(arg)
    if word == "case-feature":  # [Case 赤魔術]: the icon names a feature of the Case card, not a colour
        return arg in p.case.features
    colors = partner_colors(game, owner) if word == "partner" else p.case.colors
    return any(c in colors for c in arg.split(" or "))  # [Case white or red]: either colour (official Q&A)


def case_rule(game: Game, player: str, key: str):
    """p.5 (case-card) — a game rule the player's real Case card changes (`case_rules:` in its script, e.g. PR067's
    `partner_colors` and `scene_size`), or None: a case described by hand, or one that changes none."""
    case = game.player(player).case
    if not case.number:  # (most positions: nothing to look up)
        return None
    from judge.cards import load, scripts  # only real cases pay for the card list

    info = load().get(case.number)
    rules = (scripts().get(info.id) or {}).get("case_rules") if info else None
    return rules.get(key) if rules else None


def partner_colors(game: Game, player: str) -> list[str]:
    """p.13 (partner) — the colours the player's Partner has: its own, or those its Case card gives it ("your
    Partner's colours become …", PR067)."""
    return case_rule(game, player, "partner_colors") or game.player(player).partner.colors


HEAD_STEPS = frozenset(("valid", "limit"))  # gates at the head of an ability: validity icons (p.21), use limits (p.24)
# what may stand at the head of an ability: the gates and the conditions among them (`if: …` then `{limit: 1}`);
# doing.run judges the conditions where they stand, this module the gates
LEADING = HEAD_STEPS | {"if"}


def in_head(step: dict) -> bool:
    """Is `step` part of an ability's head — a validity icon (p.21), a use limit (p.24) or a board condition among
    them, judged when the ability triggers or a Declare is declared (p.14)? An `if … then` is not, nor a condition
    on what the ability did (`did:`), nor whether this card may be put in (`can_put_in`): those are read when the
    effect reaches them. One predicate for triggers' limits and validity and for a Declare's head
    (continuous.unmet_condition, declare)."""
    if LEADING.isdisjoint(step):  # (a set's test, not any(): asked for every trigger)
        return False
    return "then" not in step and not ("if" in step and ("did" in step["if"] or "can_put_in" in step["if"]))


def _head(steps: list):
    """The leading steps of an ability (in_head), in order."""
    for step in steps:
        if not in_head(step):
            return
        yield step


def unmet_validity(game: Game, steps: list, owner: str, card=None) -> str | None:
    """The first validity icon at the head of `steps` (of `card`'s ability) that is not met, if any."""
    for step in _head(steps):
        if "valid" in step and not holds(game, step["valid"], owner, card):
            return step["valid"]
    return None


def use_limit(steps: list) -> int | None:
    """N of a `{limit: N}` at the head of an ability ([Turn 1]: once per turn, p.24), or None."""
    for step in _head(steps):
        if "limit" in step:
            return step["limit"]
    return None


def shared_limit(steps: list) -> str | None:
    """The `shared` name of a head `{limit: N, shared: NAME}`: the abilities of a card naming it count their uses
    together (p.24: one [Turn 1] ability that triggers on either of two events), or None."""
    for step in _head(steps):
        if "limit" in step:
            return step.get("shared")
    return None


def limit_reached(card, key: str, steps: list) -> bool:
    """Has this ability of `card` (its key: on_play, declare…) been used its N times this turn?"""
    n = use_limit(steps)
    return n is not None and card.uses_this_turn.count(key) >= n


def after_validity(steps: list) -> list:
    """The steps after the leading validity icons: what a triggered ability does once it has triggered.

    p.21: an effect that has triggered is done to the end even if its ability stops being valid.
    """
    k = 0
    while k < len(steps) and not HEAD_STEPS.isdisjoint(steps[k]):
        k += 1
    return steps[k:]


# a trigger's name in the trace, in both languages (judge/scripts/registry.py TRIGGERS: one table)
TRIGGER_NAMES = {name: Pair(t.trace_en, t.trace_th) for name, t in TRIGGERS.items()}


def queue(game: Game, card, name: str, *sections: str, set_cards: list | None = None, trigger=None,
          given: list | None = None) -> None:
    """p.15–19 (the arrows), p.22 (pending-effects), p.24 — a card's triggered ability triggers; its effect
    waits for the next arrow of the procedure it triggered in (between two steps), or, triggered inside an
    effect, until that effect is done. An unmet validity icon keeps it from triggering. `trigger`: what its
    steps name `trigger` (an On Disguise's: the character it replaced, as it was in the scene); `given`: the
    abilities continuous abilities gave it as it was in the scene (On Removal: rules/zones.remove_all reads them)."""
    steps = card.triggers.get(name) if isinstance(card, Card) else None
    if steps:
        queue_steps(game, card, name, steps, *sections, trigger=trigger)
    for k, steps in enumerate(given or (), 1):  # "your other … characters have …" (p.21): each its own ability
        queue_steps(game, card, name, steps, *sections, use_key=f"{name}.given-{k}", trigger=trigger)
    if not getattr(card, "mods", None) and not set_cards and not getattr(card, "set_cards", None):
        return  # nothing gained, nothing set on it (most cards): no ability but its printed one
    for k, steps in enumerate(gained(card, name), 1):  # the same trigger given by an effect: its own ability
        queue_steps(game, card, name, steps, *sections, use_key=f"{name}.gained-{k}", trigger=trigger)
    for use_key, given in (granted(card, name, set_cards) if isinstance(card, Card) else ()):
        queue_steps(game, card, name, given, *sections, use_key=use_key, trigger=trigger)  # a set event's (p.23)


def granted(card: Card, key: str, set_cards: list | None = None) -> list:
    """p.23 — the abilities `key` (a trigger, or `static`) that the face-up events set on `card` give it (their
    script's `while_set`), one per event (two copies: two abilities, official Q&A on B01057), each with its own
    use key for a [Turn N]. `set_cards`: those it had as it was in the scene (On Removal)."""
    cards = card.set_cards if set_cards is None else set_cards
    if not cards:  # asked for every trigger and watcher of every card: most have nothing set on them
        return []
    from judge.cards import scripts
    from judge.state import real_card

    out = []
    for s in cards:
        if not s.face_up or not s.number:  # a face-down card has no information (official Q&A)
            continue
        value = (scripts().get(real_card(s.number).id) or {}).get("while_set", {}).get(key)
        if value:
            out.append((f"{key}@{s.id}", value))
    return out


def gained(card, key: str) -> list:
    """p.21 ability-kinds — the abilities of trigger `key` an effect gave `card` until a duration ends (the step
    `gain`, rules/steps/grants.py): read by the same trigger code as its printed ones."""
    return [m.ability[key] for m in getattr(card, "mods", ()) if m.stat == "gain" and key in m.ability]


def queue_steps(game: Game, card, name: str, steps: list, *sections: str, use_key: str | None = None,
                trigger=None, triggers: tuple = ()) -> None:
    """p.22, p.24 — `queue` for given steps: a watcher's, a case card's (rules/watchers.py). `use_key` counts its
    use limit when one card has several abilities of one trigger name."""
    use_key = shared_limit(steps) or use_key or name
    icon = unmet_validity(game, steps, card.owner, card)
    if icon:
        if game.trace:
            game.log(say("triggers.not-valid", name=TRIGGER_NAMES[name], card=label(card), icon=icon),
                     "validity", "supp-icons")
        return
    if limit_reached(card, use_key, steps):
        if game.trace:
            game.log(say("triggers.used-up", name=TRIGGER_NAMES[name], card=label(card), limit=use_limit(steps)),
                     "supp-icons")
        return
    if use_limit(steps) is not None:
        card.uses_this_turn.append(use_key)  # it counts once triggered, whatever its effect then does (Q&A)
    game.pending.append(Waiting(card.owner, after_validity(steps), say("triggers.source", name=TRIGGER_NAMES[name], card=label(card)), card,
                                len(game.frames), trigger, triggers))
    where = (say("triggers.next-arrow", frame=word(game.frames[-1])) if game.frames
             else say("triggers.end-of-line"))
    if game.trace:
        game.log(say("triggers.waits", name=TRIGGER_NAMES[name], card=label(card), where=where), "pending-effects",
                 *sections, kind="trigger")


class procedure:  # noqa: N801 (a context manager named as contextlib's are: `with procedure(game, "Action"):`)
    """A procedure with arrows between its steps runs: what triggers inside it waits for its arrows (p.15).
    A class, not a contextlib generator: a line enters two or three (half the calls of one)."""

    __slots__ = ("frames", "name")

    def __init__(self, game: Game, name: str) -> None:
        self.frames, self.name = game.frames, name

    def __enter__(self) -> None:
        self.frames.append(self.name)

    def __exit__(self, *exc) -> None:
        self.frames.pop()
