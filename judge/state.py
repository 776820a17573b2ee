"""The game position as plain data, with `parse` and `dump` that are inverses.

A position is what a scenario file describes (docs/scenario-format.md):
both players' case, partner and zones, whose turn it is and the phase. The
procedures that change it live in judge/rules/; nothing here knows the rules
beyond how values are computed (printed + modifiers).

Zones are lists, top first: `deck[0]` is the top of the deck, `file[0]` and
`evidence[0]` the last card placed there. Counts in a file expand to
anonymous cards named `<zone>-1`, `<zone>-2`… from the top.
"""

from __future__ import annotations

import re
from dataclasses import field

from judge.cardnames import split_names  # (not judge.cards: a replay of hand-described cards never loads the list)
from judge.i18n import messages, say
from judge.records import record
from judge.scripts.registry import STEPS, TRIGGERS as TRIGGER_ENTRIES, VALIDITY_RE
from rules_th import PRIMARY

TYPE_CHECKING = False  # (typing's own constant, without importing typing: a twentieth of a cold command)
if TYPE_CHECKING:
    from typing import Any

COLORS = ("red", "blue", "yellow", "green", "white", "black")
STATES = ("active", "sleep", "stun")
ZONES = ("scene", "hand", "deck", "file", "evidence", "removed", "partner_zone")
COUNTED_ZONES = ("deck", "file", "evidence", "removed")  # may be given as a count
DURATIONS = ("end-of-turn", "contact", "action", "deduction",
             "end-of-opponent-turn",  # "until the end of your opponent's turn": the next turn of the other player
             "while-in-scene",  # no end: it lasts as long as the card stays in the scene (official Q&A on B03088)
             "while-source-in-scene")  # "as long as this character is in the scene": it ends when the card whose
# ability gave it leaves the scene (the Modifier's `source`; rules/zones.end_linked), or when its own card leaves
EFFECTS = tuple(STEPS)  # effect steps, registered once in judge/scripts/registry.py
VALIDITY = VALIDITY_RE  # a validity icon (p.21, p.24): the steps after it do nothing unless it holds
# the triggers of judge/scripts/registry.py: a card's own (`on_play`…), its watchers (a mapping {by, steps…} or a list
# of them: docs/card-scripts.md#watchers), and a Case card's (it turns to its Resolution side, p.4, p.13)
WATCHERS = tuple(name for name, t in TRIGGER_ENTRIES.items() if t.kind == "watcher")
TRIGGERS = tuple(name for name, t in TRIGGER_ENTRIES.items() if t.kind != "case")  # a card's (an extension)
CASE_TRIGGERS = tuple(name for name, t in TRIGGER_ENTRIES.items() if t.kind == "case")
PLAYERS = ("A", "B")


other = {"A": "B", "B": "A"}.__getitem__  # other("A") == "B": the opponent (a lookup, asked several times a line)


def _shallow(obj):
    """A new object of obj's class with the same attribute values (no __init__: the fields are copied as they are)."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


@record
class Modifier:
    """A change in force until `until` ends: `stat` (ap/lp/level) + `amount`, or (stat `grant`) a `keyword` given."""

    stat: str
    amount: int
    until: str = "end-of-turn"
    keyword: str | None = None
    ability: dict | None = None  # (stat `gain`) an ability given: {trigger key: its steps} (rules/steps/grants.py)
    source: str | None = None  # (until `while-source-in-scene`) the card whose ability gave it: "A.azusa"

    def dump(self) -> dict:
        linked = {"source": self.source} if self.source else {}
        if self.stat in ("gain", "features"):  # an ability given; features lost and gained ({lose, gain})
            return {self.stat: self.ability, "until": self.until, **linked}
        return {self.stat: self.keyword if self.stat in ("grant", "rename", "lose") else self.amount, "until": self.until,
                **linked}


def source_link(until: str, card) -> str | None:
    """A Modifier's `source` for `until`: the card whose ability gives it ("A.azusa"), when it lasts only while that
    card is in the scene (`while-source-in-scene`); else None."""
    return f"{card.owner}.{card.id}" if until == "while-source-in-scene" and card is not None else None


class _Rules(dict):
    """What the rules add to a card's printed values: asked without the engine, it raises (never a printed value
    that looks right)."""

    def __missing__(self, key: str):
        raise RuntimeError("a card's current values need the assembled engine (judge/rules/engine.py): its "
                           "continuous abilities in force (p.21) are part of them")


# What continuous abilities in force give a card (p.21), computed when asked, never copied into the state:
# judge/rules/engine.py sets "value" (position, card, stat) -> AP/LP/level change and "keyword" (position, card,
# word) -> bool and "listed" (position, card, names|features) -> the names or features they add (judge/rules/
# continuous.py computes them); Position.value and Position.granted ask them.
CONTINUOUS: dict[str, Any] = _Rules()
LISTED = ("names", "features")  # Position.value of these is a list (names, features), not a number


@record(eq=False)  # a card is itself: two cards with equal fields are still two cards
class Card:
    """A character or event card. `level`, `ap`, `lp` are printed values."""

    id: str
    owner: str
    name: str | list[str] | None = None
    type: str = "character"
    colors: list[str] = field(default_factory=list)
    level: int = 0
    ap: int = 0
    lp: int = 0
    state: str = "active"
    entered_this_turn: bool = False
    keywords: list[str] = field(default_factory=list)
    mr: bool = False
    cut_in: Any = None
    cut_ins: list | None = None
    disguise: bool | list = False  # a list: the validity icons printed after [Disguise]
    spark: list | None = None
    effect: list | None = None
    face_up: bool = False
    mods: list[Modifier] = field(default_factory=list)
    declare: dict | None = None
    declares: list | None = None  # two or more [Declare] abilities, in printed order (`declare REF N` picks one)
    # extension: triggered abilities, trigger name (TRIGGERS) -> effect steps (p.21, p.24)
    triggers: dict[str, list] = field(default_factory=dict)
    set_cards: list["Card"] = field(default_factory=list)  # extension: cards set on it (p.23)
    stacked: int = 0  # extension: cards stacked under it (p.23), known only by number
    # the cards stacked under it that the game knows (put there by an effect, or listed in a scenario): they have no
    # information there, only their number counts (p.23); removed with it (rules/zones.py)
    stacked_cards: list["Card"] = field(default_factory=list)
    number: str | None = None  # a real card: its printed number; its printed values come from the card list
    features: list[str] = field(default_factory=list)  # a real card's printed features (特徴)
    keywords_if: list[dict] = field(default_factory=list)  # a script's keywords under an icon: [{valid, keywords}]
    uses_this_turn: list[str] = field(default_factory=list)  # abilities with a use limit used this turn (p.24)
    static: list | None = None  # continuous abilities (p.21): each a list of gates and what holds while they do
    # the card whose ability or effect put it into the scene (None: from hand, by Disguise, or a position's own):
    # what the condition `entered_by` reads (rules/continuous.py)
    entered_by: Any = None
    # a script's "used from hand, it may ignore the case colour" (p.12): True, or gates that must hold (rules/play.py)
    ignore_case_colour: Any = None

    def copy(self) -> "Card":
        """A copy to play with: its own state and the lists the rules change (modifiers, uses, set cards); the
        printed values and abilities (colours, keywords, effect steps…) are never changed and are shared."""
        new = _shallow(self)
        new.mods, new.uses_this_turn = list(self.mods), list(self.uses_this_turn)
        new.set_cards = [c.copy() for c in self.set_cards]
        new.stacked_cards = [c.copy() for c in self.stacked_cards] if self.stacked_cards else []  # its own list
        return new

    @property
    def stack_count(self) -> int:
        """How many cards are stacked under it (p.23: all that is known of them)."""
        return self.stacked + len(self.stacked_cards)

    @property
    def names(self) -> list[str]:
        """Every name the card has (p.27: names joined by ＆ or written in ( ) count separately and together)."""
        if self.name is None:
            return [self.id]
        if isinstance(self.name, list):
            return list(self.name)
        return split_names(self.name)

    def has_keyword(self, word: str) -> bool:
        for k in self.keywords:  # a loop: asked for every keyword an Action or Contact may depend on
            if k == word or k.startswith(word + " "):
                return True
        return False

    def keyword_value(self, word: str) -> int:
        """X of a keyword such as `mislead 1000`; 0 when absent."""
        for k in self.keywords:
            if k.startswith(word + " "):
                return int(k.split()[1])
        return 0

    @property
    def cut_in_count(self) -> int:
        """How many Cut-ins the card has (`cut-in ID N` picks one): len(cut_in_effects), none made."""
        return len(self.cut_ins) if self.cut_ins is not None else int(self.cut_in is not None)

    @property
    def cut_in_effects(self) -> list[list]:
        """The card's Cut-in effects, each a list of effect steps."""
        options = self.cut_ins if self.cut_ins is not None else ([self.cut_in] if self.cut_in is not None else [])
        return [effect_steps(c) for c in options]


def effect_steps(spec) -> list:
    """`{ap: 2000}` (a Cut-in shorthand) or a list of steps, as a list of steps."""
    return spec if isinstance(spec, list) else [spec]


@record(eq=False)
class Partner:
    """A player's Partner character (การ์ดพาร์ทเนอร์; card types p.3, Assist and Case Closed p.13)."""

    name: str
    owner: str
    colors: list[str] = field(default_factory=list)
    lp: int = 0
    state: str = "active"
    zone: str = "partner"  # "partner" or "file" (it has assisted)
    mods: list[Modifier] = field(default_factory=list)
    id: str = "partner"
    entered_this_turn: bool = False
    number: str | None = None  # a real Partner card: its printed number

    def copy(self) -> "Partner":
        new = _shallow(self)
        new.mods = list(self.mods)
        return new


@record
class Case:
    """A player's Case card (การ์ดคดี): its first and second case levels (p.5) and which side is up."""

    name: str
    colors: list[str] = field(default_factory=list)
    level_first: int = 0
    level_second: int = 0
    side: str = "investigation"
    number: str | None = None  # a real Case card: its printed number
    uses_this_turn: list[str] = field(default_factory=list)  # a real Case card's limited abilities used (p.24)
    features: list[str] = field(default_factory=list)  # its features (特徴): what a [Case 赤魔術] icon reads


@record
class Player:
    """One player's side of the play sheet: Case, Partner and every zone (p.8)."""

    name: str
    case: Case
    partner: Partner
    scene: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    deck: list[Card] = field(default_factory=list)
    file: list[Card] = field(default_factory=list)
    evidence: list[Card] = field(default_factory=list)
    removed: list[Card] = field(default_factory=list)
    partner_zone: list[Card] = field(default_factory=list)
    played_from_hand: bool = False
    next_hint_used: bool = False
    refreshed: int = 0
    entries_this_turn: int = 0  # characters that entered this player's scene this turn (疾風: the first one)
    gale_next: bool = False  # this turn, the next character to enter this player's scene ignores the Gale condition
    # what the player cannot use until a duration ends ("this turn, you cannot use events"): (what, until) pairs,
    # or (what, until, only) with the card filter of the cards it bars ("cards named [ジン]"); never changed in
    # place, only replaced (a copied Player shares the list)
    cannot_use: list[tuple] = field(default_factory=list)
    # what happened this turn that an ability reads later ("a character of yours that took an Action [Character] this
    # turn", "if a Gale of yours triggered this turn"): TURN_MEMORY word -> ids of the cards; replaced, never changed
    # in place (a copied Player shares it), emptied at the end of the turn
    turn_memory: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def remember(self, what: str, card_id: str) -> None:
        """Note that `what` happened to the card `card_id` this turn."""
        self.turn_memory = {**self.turn_memory, what: (*self.turn_memory.get(what, ()), card_id)}

    # delayed effects of this player's abilities, waiting for the end of this turn or an event (the step `delayed`,
    # p.22): watchers, each a copy of its card holding that one ability; replaced, never changed in place
    delayed: list = field(default_factory=list)

    def zone(self, name: str) -> list[Card]:
        return getattr(self, name)

    def copy(self) -> "Player":
        new = _shallow(self)
        new.case, new.partner = _shallow(self.case), self.partner.copy()
        new.case.uses_this_turn = list(self.case.uses_this_turn)  # a real Case's uses this turn: the copy's own
        if getattr(self.case, "_card", None) is not None:  # (its card, as abilities' owner, counts in that list)
            new.case._card = _shallow(self.case._card)
            new.case._card.uses_this_turn = new.case.uses_this_turn
        for z in ZONES:
            setattr(new, z, [c.copy() for c in getattr(self, z)])
        return new

    @property
    def file_count(self) -> int:
        """Cards in the File Area, an assisting Partner included (p.11, p.13)."""
        return len(self.file) + (1 if self.partner.zone == "file" else 0)

    def all_cards(self):
        for z in ZONES:
            for c in self.zone(z):
                yield z, c
                for s in c.set_cards:
                    yield "set", s
                for s in c.stacked_cards:  # (a card stacked under a character, p.23)
                    yield "stacked", s


@record
class Position:
    """A whole board position: both players, whose turn, which phase (the scenario's `players:` and turn keys)."""

    players: dict[str, Player]
    turn: int = 3
    first: str = "A"
    phase: str = "main"
    title: str | None = None
    rulebook: str = PRIMARY
    seed: int | None = None

    def __post_init__(self):
        # quiet: no card has a continuous ability (p.21) or a watcher, nor a card set on it (p.23), nor an ability
        # an effect gave it, so none is ever in force or triggers: the rules skip looking for them. Unknown until
        # a game starts (rules/engine.start asks `is_quiet`); from then on the two ways a card gets such an
        # ability end it: `add_modifier` of a gained ability, and a card set on a character (rules/zones.set_on)
        self.quiet = False

    def copy(self) -> "Position":
        """A position to replay on, leaving this one as it is: what the rules change is copied (the players, their
        zones, cards, states and modifiers), what they only read is shared (`Card.copy`). Replaces a deep copy,
        which dominated replaying every ruling."""
        new = _shallow(self)
        new.players = {n: p.copy() for n, p in self.players.items()}
        return new

    # --- derived values: printed + modifiers + the continuous abilities in force (p.21) ---
    def value(self, card: "Card | Partner", stat: str):
        """A card's current AP, LP or level in this position (a Partner's LP: printed and modifiers); `base_ap`,
        `base_lp`: its original value alone (p.27); or (`names`, `features`) the list of its current card names or
        features (`_listed`)."""
        if stat in LISTED:
            return self._listed(card, stat)
        if stat.startswith("base_"):  # its original AP / LP (printed, or set until a duration ends), nothing added
            stat, only_base = stat[5:], True
        else:
            only_base = False
        base = getattr(card, stat, 0)
        if card.mods:  # (most cards have none: no sum to start)
            for m in card.mods:  # p.27: "its original AP is N" until a duration ends (the latest one holds)
                if m.stat == "base_" + stat:
                    base = m.amount
            if only_base:
                return base
            base += sum(m.amount for m in card.mods if m.stat == stat)
        return base if self.quiet or only_base else base + CONTINUOUS["value"](self, card, stat)

    def _listed(self, card: "Card | Partner", stat: str) -> list[str]:
        """p.27 — a card's current names or features: printed, or (names) the one an effect rewrote them to until a
        duration ends (the printed ones are then not held), and those the continuous abilities in force add ("this
        character is also named …", "… has the feature …")."""
        held = card.names if stat == "names" and isinstance(card, Card) else list(getattr(card, stat, ()))
        for m in card.mods:
            if m.stat == "rename":  # the latest rewrite holds
                held = [m.keyword]
            elif m.stat == "features" and stat == "features":  # "loses [警察] and has [探偵]", in order given
                held = [f for f in held if f not in m.ability.get("lose", ())]
                held += [f for f in m.ability.get("gain", ()) if f not in held]
        if self.quiet:
            return held
        extra = CONTINUOUS["listed"](self, card, stat)
        return held + [x for x in extra if x not in held] if extra else held

    def granted(self, card: "Card", word: str) -> bool:
        """A keyword given to `card` by an effect until a duration ends, or by a continuous ability in force."""
        for m in card.mods:
            if m.stat == "grant" and m.keyword == word:
                return True
        return not self.quiet and CONTINUOUS["keyword"](self, card, word)

    def add_modifier(self, card: "Card | Partner", mod: Modifier) -> None:
        """The one way an effect changes a card until a duration ends: a gained ability ends the quiet."""
        card.mods.append(mod)
        if mod.stat == "gain":
            self.quiet = False

    def is_quiet(self) -> bool:
        """No card of the position has, nor can be given by its own abilities, an ability in force or a watcher."""
        for p in self.players.values():
            for _, c in p.all_cards():
                if (c.static or c.set_cards or c.triggers or c.mods) and not quiet_card(c):
                    return False
            if p.delayed:  # a delayed effect waits for an event (rules/watchers.py)
                return False
        return True

    @property
    def active(self) -> str:
        """Odd turns are the first player's, even turns the second's."""
        return self.first if self.turn % 2 == 1 else other(self.first)

    def case_level(self, player: str) -> int:
        case = self.players[player].case
        return case.level_first if player == self.first else case.level_second

    def status(self) -> list["Problem"]:
        """Why this position is impossible (empty: it is valid); see `status`."""
        return status(self)

    def is_valid(self) -> bool:
        return not status(self)

    def locate(self, player: str, card_id: str) -> tuple[str, Card] | None:
        """(zone, card) of one of `player`'s cards, or None."""
        for z, c in self.players[player].all_cards():
            if c.id == card_id:
                return z, c
        return None


def quiet_card(card: Card) -> bool:
    """No continuous ability, watcher (a trigger `watch_…`), set card or given ability (a `gain` modifier)."""
    if card.static or card.set_cards:
        return False
    for key in card.triggers:
        if key.startswith("watch_"):
            return False
    for m in card.mods:
        if m.stat == "gain":
            return False
    return True


# ---------------------------------------------------------------- validity

messages({
    "position.turn": ("the turn is counted from 1 (got {got})", "เทิร์นนับจาก 1 (ที่เขียน: {got})"),
    "position.first": ("first is A or B (got {got})", "`first` ต้องเป็น A หรือ B (ที่เขียน: {got})"),
    "position.phase": ("the phase is auto, main or end (got {got})", "เฟสต้องเป็น `auto`, `main` หรือ `end` (ที่เขียน: {got})"),
    "position.scene": ("the scene holds at most 5 characters (got {n})", "ที่เกิดเหตุมีตัวละครได้ไม่เกิน 5 ตัว (ที่เขียน: {n})"),
    "position.scene-hint": ("p.12: remove one, or describe a Switch in `do`", "p.12: เอาออกหนึ่งตัว หรือเขียนการสวิตช์ใน `do`"),
    "position.partner": ("the Partner is {state} in {zone}", "พาร์ทเนอร์อยู่ในสถานะ {state} ใน {zone}"),
    "position.partner-hint": ("a Partner is active or asleep, in the Partner zone or the File Area",
                              "พาร์ทเนอร์ต้องแอคทีฟหรือสลีป อยู่ในโซนพาร์ทเนอร์หรือไฟล์โซน"),
    "position.state": ("only characters in the scene or the Partner zone have a state",
                       "เฉพาะตัวละครในที่เกิดเหตุหรือในโซนพาร์ทเนอร์เท่านั้นที่มีสถานะ"),
    "position.id-twice": ("card id '{id}' is used twice ({first} and {second})",
                          "`id` การ์ด '{id}' ถูกใช้สองครั้ง ({first} และ {second})"),
    "position.id-twice-hint": ("give each card of a player its own id", "ให้การ์ดแต่ละใบของผู้เล่นมี `id` ของตัวเอง"),
})


@record(frozen=True)
class Problem:
    """Why a position is not valid; `path` is where it is in a scenario file (`players`, `A`, `scene`, 0, …)."""

    path: tuple
    message: Any  # a Msg: str() is its English
    hint: Any = None


def status(pos: Position) -> list[Problem]:
    """What makes `pos` an impossible position (empty: valid), like python-chess's `Board.status()`.

    Syntax is the loader's business; this is the position itself: at most 5
    characters in a scene (p.12), states only in the scene (p.6), each card id
    used once per player (and not `partner` or `case`), a turn from 1 and a
    phase of the turn (p.10), the Partner active or asleep, in its zone or the
    File Area (p.13). The loader, `--save` and the property tests all ask it.
    """
    problems: list[Problem] = []
    if pos.turn < 1:
        problems.append(Problem(("turn",), say("position.turn", got=pos.turn)))
    if pos.first not in PLAYERS:
        problems.append(Problem(("first",), say("position.first", got=repr(pos.first))))
    if pos.phase not in ("auto", "main", "end"):
        problems.append(Problem(("phase",), say("position.phase", got=repr(pos.phase))))
    for name in PLAYERS:
        p = pos.players[name]
        where = ("players", name)
        if len(p.scene) > 5:
            problems.append(Problem(where + ("scene",), say("position.scene", n=len(p.scene)), say("position.scene-hint")))
        if p.partner.state not in ("active", "sleep") or p.partner.zone not in ("partner", "file"):
            problems.append(Problem(where + ("partner",), say("position.partner", state=p.partner.state, zone=p.partner.zone),
                                    say("position.partner-hint")))
        seen: dict[str, str] = {}
        for zone in ZONES:
            for i, card in enumerate(p.zone(zone)):
                for path, c, z in [(where + (zone, i), card, zone),
                                   *((where + (zone, i, "set", j), s, "set") for j, s in enumerate(card.set_cards)),
                                   *((where + (zone, i, "stacked", j), s, "stacked")
                                     for j, s in enumerate(card.stacked_cards))]:
                    # an MR in the Partner zone may pay a [Sleep] cost there (p.26): it has a state too
                    if c.state not in STATES or (c.state != "active" and (zone not in ("scene", "partner_zone")
                                                                          or c is not card)):
                        problems.append(Problem(path + ("state",), say("position.state")))
                    if c.id in seen or c.id in ("partner", "case"):
                        problems.append(Problem(where, say("position.id-twice", id=c.id, first=seen.get(c.id, "reserved"),
                                                           second=z), say("position.id-twice-hint")))
                    seen[c.id] = z
    return problems


# ---------------------------------------------------------------- parse / dump

CARD_DEFAULTS = {
    "type": "character", "colors": [], "level": 0, "ap": 0, "lp": 0, "state": "active",
    "entered_this_turn": False, "keywords": [], "mr": False, "cut_in": None, "cut_ins": None,
    "disguise": False, "spark": None, "effect": None, "face_up": False, "mods": [], "declare": None,
    "declares": None, "set": [], "stacked": 0, "uses_this_turn": [], "static": None, **{t: None for t in TRIGGERS},
}
CARD_KEYS = ("id", "name", *CARD_DEFAULTS)


def slug(text: str) -> str:
    s = re.sub(r"[^a-z0-9_-]+", "-", str(text).casefold()).strip("-")
    return s


def parse_mods(raw: list) -> list[Modifier]:
    mods = []
    for m in raw or []:
        stat = next(k for k in m if k in ("ap", "lp", "level", "grant", "gain", "rename", "base_ap", "base_lp",
                                          "features", "lose"))
        until, source = m.get("until", "end-of-turn"), m.get("source")  # `source`: while that card is in the scene
        if stat in ("gain", "features"):
            mods.append(Modifier(stat, 0, until, ability=m[stat], source=source))
        elif stat in ("grant", "rename", "lose"):  # a keyword given or lost, a card name rewritten (its word)
            mods.append(Modifier(stat, 0, until, keyword=m[stat], source=source))
        else:
            mods.append(Modifier(stat, int(m[stat]), until, source=source))
    return mods


# what a scenario may still say of a real card (`card: B01065`): nothing printed on it
REAL_CARD_KEYS = ("id", "card", "state", "mods", "entered_this_turn", "face_up", "set", "stacked", "uses_this_turn")
REAL_PARTNER_KEYS = ("card", "state", "zone", "mods")
REAL_CASE_KEYS = ("card", "side", "uses_this_turn")


def real_card(ref):
    """The card list's record for a `card:` reference (number or ID), or None."""
    from judge.cards import load  # only scenarios with real cards pay for the card list

    return load().get(str(ref))


def printed_number(ref) -> str:
    """The printed number a `card:` reference stands for: as printed, or the first print of a card ID."""
    from judge.cards import load

    return load().printed_number(str(ref)) or real_card(ref).number


def set_face_up(raw: dict, card_type: str) -> bool:
    """Whether a card set on a character (p.23) lies face up: as written, else an event face up (a [BANG] event is
    set face up, as in a real game) and any other card face down (set from the deck by an effect)."""
    return raw.get("face_up", card_type == "event")


def parse_real_card(raw: dict, owner: str, fallback_id: str, in_set: bool = False) -> Card:
    """A real card (`card: B01065`): printed values from the card list, the rest from the scenario (`in_set`: a
    card set on a character, face up by default if an event)."""
    from judge.cards import scripts

    info, number = real_card(raw["card"]), printed_number(raw["card"])
    card_id = raw.get("id") or slug(info.name_en or "") or number.casefold()
    script = scripts().get(info.id) or {}
    return Card(
        id=card_id, owner=owner, name=info.name, type=info.type, colors=list(info.fact("colors", number)),
        level=info.fact("level", number) or 0, ap=info.fact("ap", number) or 0, lp=info.fact("lp", number) or 0,
        state=raw.get("state", "active"), entered_this_turn=raw.get("entered_this_turn", False),
        uses_this_turn=list(raw.get("uses_this_turn", [])),
        mr=info.print_of(number).mr, face_up=set_face_up(raw, info.type) if in_set else raw.get("face_up", False),
        mods=parse_mods(raw.get("mods")),
        set_cards=[parse_card(s, owner, f"{card_id}-set-{k}", True) for k, s in enumerate(raw.get("set", []), 1)],
        **_stacked(raw, owner, card_id), number=number, features=list(info.fact("features", number)),
        keywords=list(script.get("keywords", [])), keywords_if=list(script.get("keywords_if", [])),
        cut_in=script.get("cut_in"), cut_ins=script.get("cut_ins"),
        disguise=script.get("disguise", False), spark=script.get("spark"), effect=script.get("effect"),
        declare=script.get("declare"), declares=script.get("declares"),
        triggers={t: script[t] for t in TRIGGERS if script.get(t)},
        static=script.get("static"), ignore_case_colour=script.get("ignore_case_colour"),
    )


def parse_card(raw: dict, owner: str, fallback_id: str, in_set: bool = False) -> Card:
    """A card mapping of the scenario format (already validated) as a Card (`in_set`: set on a character)."""
    if "card" in raw:
        return parse_real_card(raw, owner, fallback_id, in_set)
    name = raw.get("name")
    card_id = raw.get("id") or (slug(name if isinstance(name, str) else "-".join(name or [])) if name else "") or fallback_id
    return Card(
        id=card_id, owner=owner, name=name, type=raw.get("type", "character"), colors=list(raw.get("colors", [])),
        level=raw.get("level", 0), ap=raw.get("ap", 0), lp=raw.get("lp", 0), state=raw.get("state", "active"),
        entered_this_turn=raw.get("entered_this_turn", False), keywords=list(raw.get("keywords", [])),
        uses_this_turn=list(raw.get("uses_this_turn", [])),
        mr=raw.get("mr", False), cut_in=raw.get("cut_in"), cut_ins=raw.get("cut_ins"),
        disguise=raw.get("disguise", False), spark=raw.get("spark"), effect=raw.get("effect"),
        face_up=set_face_up(raw, raw.get("type", "character")) if in_set else raw.get("face_up", False),
        mods=parse_mods(raw.get("mods")), declare=raw.get("declare"),
        declares=raw.get("declares"), triggers={t: raw[t] for t in TRIGGERS if raw.get(t)}, static=raw.get("static"),
        set_cards=[parse_card(s, owner, f"{card_id}-set-{k}", True) for k, s in enumerate(raw.get("set", []), 1)],
        **_stacked(raw, owner, card_id),
    )


def _stacked(raw: dict, owner: str, card_id: str) -> dict:
    """`stacked: N` (cards known only by number) or `stacked: [cards]` (cards the game knows, p.23)."""
    value = raw.get("stacked", 0)
    if isinstance(value, list):
        return {"stacked_cards": [parse_card(s, owner, f"{card_id}-stacked-{k}") for k, s in enumerate(value, 1)]}
    return {"stacked": value}


def _dump_stacked(c: Card):
    """`stacked:` as written: a number, or the cards when the game knows some (the others as plain cards)."""
    if not c.stacked_cards:
        return c.stacked
    return [dump_card(s) for s in c.stacked_cards] + [{"id": f"{c.id}-stacked-{k}"} for k in range(1, c.stacked + 1)]


def dump_card(c: Card) -> dict:
    out: dict[str, Any] = {"id": c.id}
    if c.number is not None:  # a real card: its number, and only what is not printed
        out["card"] = c.number
        for k, v, default in (("state", c.state, "active"), ("entered_this_turn", c.entered_this_turn, False),
                              ("uses_this_turn", list(c.uses_this_turn), []),  # a copy: the dump outlives the turn
                              ("face_up", c.face_up, False), ("mods", [m.dump() for m in c.mods], []),
                              ("set", [dump_set_card(s) for s in c.set_cards], []), ("stacked", _dump_stacked(c), 0)):
            if v != default:
                out[k] = v
        return out
    if c.name is not None:
        out["name"] = c.name
    values = {
        "type": c.type, "colors": c.colors, "level": c.level, "ap": c.ap, "lp": c.lp, "state": c.state,
        "entered_this_turn": c.entered_this_turn, "uses_this_turn": list(c.uses_this_turn), "keywords": c.keywords,
        "mr": c.mr, "cut_in": c.cut_in,
        "cut_ins": c.cut_ins, "disguise": c.disguise, "spark": c.spark, "effect": c.effect, "face_up": c.face_up,
        "mods": [m.dump() for m in c.mods], "declare": c.declare, "declares": c.declares,
        "set": [dump_set_card(s) for s in c.set_cards],
        "stacked": _dump_stacked(c), "static": c.static, **{t: c.triggers.get(t) for t in TRIGGERS},
    }
    for k, v in values.items():
        if v != CARD_DEFAULTS[k]:
            out[k] = v
    return out


def dump_set_card(c: Card) -> dict:
    """A card set on a character: a face-down event says so (an event set is face up unless written, p.23)."""
    out = dump_card(c)
    if c.type == "event" and not c.face_up:
        out["face_up"] = False
    return out


def _anonymous(c: Card) -> bool:
    return dump_card(c) == {"id": c.id}


def parse_zone(raw, owner: str, zone: str) -> list[Card]:
    if isinstance(raw, int):
        return [Card(id=f"{zone}-{k}", owner=owner) for k in range(1, raw + 1)]
    return [parse_card(c, owner, f"{zone}-{k}") for k, c in enumerate(raw or [], 1)]


def dump_zone(cards: list[Card], zone: str):
    """A count when the zone holds exactly the anonymous cards a count would make."""
    if zone in COUNTED_ZONES and all(_anonymous(c) and c.id == f"{zone}-{k}" for k, c in enumerate(cards, 1)):
        return len(cards)
    return [dump_card(c) for c in cards]


def parse_player(raw: dict, name: str) -> Player:
    case_raw = raw.get("case") or {}
    if "card" in case_raw:  # a real Case card: name, colours and levels are printed
        info, number = real_card(case_raw["card"]), printed_number(case_raw["card"])
        level = info.fact("case_level", number) or {}
        case_raw = {**case_raw, "name": info.name, "colors": info.fact("colors", number),
                    "features": info.fact("features", number)}
    else:
        level, number = case_raw.get("level") or {}, None
    case = Case(
        name=str(case_raw.get("name", "")), colors=list(case_raw.get("colors", [])),
        level_first=level.get("first", 0), level_second=level.get("second", 0),
        side=case_raw.get("side", "investigation"), number=number,
        uses_this_turn=list(case_raw.get("uses_this_turn", [])), features=list(case_raw.get("features") or []),
    )
    p_raw = raw.get("partner") or {}
    if "card" in p_raw:  # a real Partner card
        info, number = real_card(p_raw["card"]), printed_number(p_raw["card"])
        p_raw = {**p_raw, "name": info.name, "colors": info.fact("colors", number), "lp": info.fact("lp", number) or 0}
    else:
        number = None
    partner = Partner(
        name=str(p_raw.get("name", "")), owner=name, colors=list(p_raw.get("colors", [])), lp=p_raw.get("lp", 0),
        state=p_raw.get("state", "active"), zone=p_raw.get("zone", "partner"), mods=parse_mods(p_raw.get("mods")),
        number=number,
    )
    p = Player(name=name, case=case, partner=partner)
    for z in ZONES:
        setattr(p, z, parse_zone(raw.get(z, 0 if z in COUNTED_ZONES else []), name, z))
    p.played_from_hand = raw.get("played_from_hand", False)
    p.next_hint_used = raw.get("next_hint_used", False)
    p.refreshed = raw.get("refreshed", 0)
    p.entries_this_turn = raw.get("entries_this_turn", 0)
    p.gale_next = raw.get("gale_next", False)
    p.cannot_use = [parse_bar(b) for b in raw.get("cannot_use", [])]
    p.turn_memory = {k: tuple(v) for k, v in (raw.get("this_turn") or {}).items()}
    p.delayed = [parse_delayed(d, name) for d in raw.get("delayed", [])]
    return p


def parse_delayed(raw: dict, owner: str) -> Card:
    """A delayed effect as a position says it (`{by: ID, card: NUMBER | name: NAME, KEY: …}`): the card that holds it,
    named as the card that made it (the step `delayed`, rules/steps/delayed.py)."""
    ability = {k: v for k, v in raw.items() if k not in ("by", "card", "name")}
    info = real_card(raw["card"]) if "card" in raw else None
    return Card(id=raw.get("by", "delayed"), owner=owner, name=info.name if info else raw.get("name"),
                number=printed_number(raw["card"]) if info else None, triggers=ability)


def dump_delayed(card: Card) -> dict:
    named = {"card": card.number} if card.number else {"name": card.name} if card.name else {}
    return {"by": card.id, **named, **card.triggers}


def parse_bar(raw) -> tuple:
    """One rule of `cannot_use`: `event` (until the end of the turn), `{event: action}`, or with the filter of the
    cards it bars, `{put-in: end-of-turn, only: {name: ジン}}`."""
    if not isinstance(raw, dict):
        return raw, "end-of-turn"
    what = next(k for k in raw if k != "only")
    return (what, raw[what], raw["only"]) if "only" in raw else (what, raw[what])


def dump_bar(bar: tuple):
    """A rule of `cannot_use` as a scenario writes it (parse_bar)."""
    what, until = bar[:2]
    if len(bar) > 2:
        return {what: until, "only": bar[2]}
    return what if until == "end-of-turn" else {what: until}


def dump_player(p: Player) -> dict:
    case: dict[str, Any] = {"card": p.case.number} if p.case.number else {
        "name": p.case.name, "colors": p.case.colors, "level": {"first": p.case.level_first, "second": p.case.level_second}}
    if p.case.features and not p.case.number:
        case["features"] = list(p.case.features)
    if p.case.side != "investigation":
        case["side"] = p.case.side
    if p.case.uses_this_turn:
        case["uses_this_turn"] = list(p.case.uses_this_turn)
    partner: dict[str, Any] = {"card": p.partner.number} if p.partner.number else {
        "name": p.partner.name, "colors": p.partner.colors, "lp": p.partner.lp}
    if p.partner.state != "active":
        partner["state"] = p.partner.state
    if p.partner.zone != "partner":
        partner["zone"] = p.partner.zone
    if p.partner.mods:
        partner["mods"] = [m.dump() for m in p.partner.mods]
    out: dict[str, Any] = {"case": case, "partner": partner}
    for z in ZONES:
        out[z] = dump_zone(p.zone(z), z)
    if p.played_from_hand:
        out["played_from_hand"] = True
    if p.next_hint_used:
        out["next_hint_used"] = True
    if p.refreshed:
        out["refreshed"] = p.refreshed
    if p.entries_this_turn:
        out["entries_this_turn"] = p.entries_this_turn
    if p.gale_next:
        out["gale_next"] = True
    if p.cannot_use:
        out["cannot_use"] = [dump_bar(bar) for bar in p.cannot_use]
    if p.turn_memory:
        out["this_turn"] = {k: list(v) for k, v in p.turn_memory.items()}
    if p.delayed:
        out["delayed"] = [dump_delayed(d) for d in p.delayed]
    return out


def parse_position(raw: dict) -> Position:
    """A validated scenario mapping (judge.scenario checks it) as a Position."""
    first = raw.get("first", "A")
    return Position(
        players={n: parse_player(raw["players"][n], n) for n in PLAYERS},
        turn=raw.get("turn", 3), first=first, phase=raw.get("phase", "main"), title=raw.get("title"),
        rulebook=raw.get("rulebook", PRIMARY), seed=raw.get("seed"),
    )


def dump_position(pos: Position) -> dict:
    out: dict[str, Any] = {}
    if pos.title is not None:
        out["title"] = pos.title
    out["rulebook"] = pos.rulebook
    if pos.seed is not None:
        out["seed"] = pos.seed
    out.update(turn=pos.turn, active=pos.active, first=pos.first, phase=pos.phase)
    out["players"] = {n: dump_player(pos.players[n]) for n in PLAYERS}
    return out
