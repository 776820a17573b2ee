"""Scenario files (docs/scenario-format.md): load, validate, and parse `do` and `expect`.

YAML is read within limits (judge/inputs.py) and every value keeps its line, so
that a mistake is reported as FILE:LINE, the key, what is wrong and what is
allowed; every mistake of a file is reported at once (up to MAX_PROBLEMS).
Expectations are parsed into (path, operator, value), never evaluated as code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from judge.errors import MAX_PROBLEMS, ScenarioError
from judge.inputs import load_yaml, read_input
from judge.lines import REF_RE, Action, Expectation, parse_action, parse_expectation
from judge.state import (CARD_KEYS, COLORS, DURATIONS, EFFECTS, PLAYERS, REAL_CARD_KEYS, REAL_CASE_KEYS,
                         REAL_PARTNER_KEYS, STATES, TRIGGERS, VALIDITY, WATCHERS, ZONES, CASE_TRIGGERS, Position, parse_position, real_card)
from judge.vocabulary import COST_STEPS, SET_HOSTS
from judge.vocabulary import (CARD_SELECTOR, CARD_TYPES, CARD_ZONES, CONDITION_SIDES, CONDITION_ZONES, KEYWORD_RE,
                              KEYWORDS, PERMISSIONS, PLACES, RESTRICTIONS, SELECTOR, SIDES, STATIC, STEP_KEYS, STEPS,
                              UNCHOOSABLE, WHOSE)
from rules_th import PRIMARY

ID_RE = re.compile(r"^[a-z0-9_-]+$")
TOP_KEYS = ("title", "rulebook", "seed", "turn", "active", "first", "phase", "players", "do", "expect")
PLAYER_KEYS = ("case", "partner", "scene", "hand", "deck", "file", "evidence", "removed", "partner_zone",
               "played_from_hand", "next_hint_used", "refreshed")
CASE_KEYS = ("name", "colors", "level", "side", "card")
PARTNER_KEYS = ("name", "colors", "lp", "state", "zone", "mods", "card")
# effect name -> (kind of its value, extra keys allowed): from the one vocabulary (judge/vocabulary.py)
EFFECT_KEYS = {name: (entry.value, entry.extra) for name, entry in STEPS.items()}
assert tuple(EFFECT_KEYS) == EFFECTS  # the engine does every effect the loader accepts
# beyond any real game (a deck is 40 cards, AP a few thousand): a file past these is a mistake or an attack
MAX_ZONE_CARDS = 300
MAX_NUMBER = 1_000_000
MAX_LINE = 300  # characters of a `do` or `expect` line
MAX_LINES = 1000  # `do` or `expect` lines (a whole game is a few hundred)
MAX_CARD_REF = 40  # characters of a `card:` number or ID (B01065P2 is 8)
DOCS = "docs/scenario-format.md"
EFFECT_LISTS = ("cut_in", "cut_ins", "spark", "effect", "declare", *TRIGGERS)


def docs_page(path: tuple) -> str:
    """The part of docs/scenario-format.md that explains the key at `path` (relative to the scenario)."""
    if not path or path[0] not in ("players", "do", "expect"):
        return f"{DOCS}#top-level-keys"
    if path[0] == "do":
        return f"{DOCS}#the-lines-do"
    if path[0] == "expect":
        return f"{DOCS}#expectations-expect"
    if any(p in EFFECT_LISTS for p in path):
        return f"{DOCS}#effect-steps"
    if len(path) > 4 or (len(path) == 4 and isinstance(path[3], int)):
        return f"{DOCS}#a-card"
    return f"{DOCS}#a-player"


@dataclass
class Scenario:
    file: str
    position: Position
    actions: list[Action]
    expectations: list[Expectation]
    raw: dict = field(repr=False, default_factory=dict)


def _short(value, width: int = 60) -> str:
    """A value as written in a message: its repr, cut to `width` characters."""
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"


class _Checker:
    """Validation helpers that know the file and the line of every key."""

    def __init__(self, file: str, lines: dict[tuple, int], prefix: tuple = (), docs: bool = True):
        # prefix: where the scenario sits in its file (a ruling keeps it under `scenario`);
        # docs: hints end with the part of docs/scenario-format.md that explains the key
        self.file, self.lines, self.prefix, self.docs = file, lines, prefix, docs
        self.problems: list[ScenarioError] = []

    def collect(self, check, *args):
        """Run one check; its mistake is kept and checking goes on (until MAX_PROBLEMS)."""
        try:
            return check(*args)
        except ScenarioError as e:
            if e.stopped:
                raise
            self.problems += e.problems
            if len(self.problems) >= MAX_PROBLEMS:
                raise ScenarioError.several(self.problems, stopped=True) from None
            return None

    def raise_problems(self):
        if self.problems:
            raise ScenarioError.several(self.problems)

    def line(self, path: tuple) -> int | None:
        path = self.prefix + path
        while path and path not in self.lines:
            path = path[:-1]
        return self.lines.get(path)

    def key(self, path: tuple) -> str:
        out = ""
        for p in self.prefix + path:
            out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
        return out

    def fail(self, path: tuple, problem: str, hint: str | None = None):
        if self.docs:
            hint = f"{hint} · see {docs_page(path)}" if hint else f"see {docs_page(path)}"
        raise ScenarioError(self.file, self.line(path), self.key(path) or None, problem, hint)

    def mapping(self, value, path, allowed) -> dict:
        if not isinstance(value, dict):
            self.fail(path, f"must be a mapping (got {type(value).__name__})", f"keys: {', '.join(allowed)}")
        for k in value:
            if k not in allowed:  # the other keys are still checked
                self.collect(self.fail, path + (k,), "unknown key", f"allowed here: {', '.join(map(str, allowed))}")
        return value

    def integer(self, value, path, minimum: int | None = None, maximum: int = MAX_NUMBER) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(path, f"must be a whole number (got {_short(value)})")
        if minimum is not None and value < minimum:
            self.fail(path, f"must be at least {minimum} (got {value})")
        if value > maximum or value < -maximum:
            self.fail(path, f"must be at most {maximum:,} (got {value:,}): beyond any real game")
        return value

    def boolean(self, value, path) -> bool:
        if not isinstance(value, bool):
            self.fail(path, f"must be true or false (got {_short(value)})")
        return value

    def text(self, value, path) -> str:
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            self.fail(path, f"must be text (got {_short(value)})")
        return str(value)

    def choice(self, value, path, allowed) -> str:
        if value not in allowed:
            self.fail(path, f"must be one of {', '.join(map(str, allowed))} (got {_short(value)})")
        return value

    def listing(self, value, path) -> list:
        if not isinstance(value, list):
            self.fail(path, f"must be a list (got {type(value).__name__})")
        return value


# ------------------------------------------------------------------ validation

def _check_colors(c: _Checker, value, path):
    for i, col in enumerate(c.listing(value, path)):
        c.choice(col, path + (i,), COLORS)


def _check_mods(c: _Checker, value, path):
    for i, m in enumerate(c.listing(value, path)):
        c.mapping(m, path + (i,), ("ap", "lp", "level", "grant", "until"))
        stats = [k for k in m if k in ("ap", "lp", "level", "grant")]
        if len(stats) != 1:
            c.fail(path + (i,), "a modifier changes exactly one of ap, lp, level, or grants one keyword",
                   "e.g. {ap: 1000, until: end-of-turn} or {grant: rush, until: end-of-turn}")
        if stats[0] == "grant":
            _check_keyword(c, m["grant"], path + (i, "grant"))
        else:
            c.integer(m[stats[0]], path + (i, stats[0]))
        if "until" in m:
            c.choice(m["until"], path + (i, "until"), DURATIONS)


def _check_ref(c: _Checker, value, path):
    if not isinstance(value, str) or not REF_RE.match(value):
        c.fail(path, f"must be a card reference (got {_short(value)})", "id, A.id, B.id, A.partner or B.case")


def _check_bounds(c: _Checker, value: dict, path):
    """A selector's `level: {max, min}`, `ap: {…}` and `lp: {…}`."""
    for key in ("level", "ap", "lp"):
        if key in value:
            bound = c.mapping(value[key], path + (key,), ("max", "min"))
            if not bound:
                c.fail(path + (key,), "a bound needs max or min", "e.g. level: {max: 5}")
            for k, v in bound.items():
                if v != "file":  # the number of cards in the File Area when the step is done (rules/cardzones.py)
                    c.integer(v, path + (key, k), 0, MAX_NUMBER)


def _check_keyword(c: _Checker, kw, path):
    if not isinstance(kw, str) or not KEYWORD_RE.match(kw):
        c.fail(path, f"unknown keyword {_short(kw)}",
               "haste, rush, rush-character, rush-case, bullet, mislead N, investigate N, trace")


def _check_target(c: _Checker, value, path, every: bool = False):
    """A REF, or a selector the player answers with `choose` (docs/card-scripts.md#selectors); `every`: in a
    continuous ability, a selector names every character it allows (no count)."""
    if not isinstance(value, dict):
        _check_ref(c, value, path)
        return
    c.mapping(value, path, tuple(SELECTOR))
    if every:
        if "up_to" in value:
            c.fail(path + ("up_to",), "a continuous ability applies to every character its selector allows",
                   "leave out up_to")
    elif ("up_to" in value) == bool(value.get("all")):
        c.fail(path, "a selector says how many may be chosen: up_to N, or all: true for every one it allows",
               "e.g. {character: any, up_to: 1}")
    if "up_to" in value:
        c.integer(value["up_to"], path + ("up_to",), 1, 5)
    _check_filters(c, value, path, SIDES)


def _check_filters(c: _Checker, value, path, sides):
    """The filters of a selector or a condition: side, level/AP/LP bounds, state(s), colour, feature, name…"""
    c.choice(value.get("character", "any"), path + ("character",), sides)
    for key in ("all", "other", "has_set"):
        if key in value:
            c.boolean(value[key], path + (key,))
    if "keyword" in value and value["keyword"] not in KEYWORDS:  # a bare name: any N ("a Mislead character")
        _check_keyword(c, value["keyword"], path + ("keyword",))
    for key in ("level", "ap", "lp"):
        if key in value:
            bound = c.mapping(value[key], path + (key,), ("max", "min"))
            if not bound:
                c.fail(path + (key,), "a bound needs max or min", "e.g. level: {max: 5}")
            for k, v in bound.items():
                if v != "trigger":  # the printed value of the card that set a watcher off (rules/watchers.py)
                    c.integer(v, path + (key, k), 0, MAX_NUMBER)
    if isinstance(value.get("state"), list):  # "asleep or stunned"
        for i, state in enumerate(value["state"]):
            c.choice(state, path + ("state", i), STATES)
    elif "state" in value:
        c.choice(value["state"], path + ("state",), STATES)
    if "color" in value:
        c.choice(value["color"], path + ("color",), COLORS)
    for key in ("feature", "name"):
        if key in value:
            c.text(value[key], path + (key,))
    if "other" in value:
        KEY_CHECKS["bool"](c, value["other"], path + ("other",))


def _check_effects(c: _Checker, value, path):
    steps = value if isinstance(value, list) else [value]
    for i, step in enumerate(steps):
        p = path + (i,) if isinstance(value, list) else path
        if not isinstance(step, dict) or not step:
            c.fail(p, "an effect step is a one-key mapping", f"effects: {', '.join(EFFECT_KEYS)}")
        names = [k for k in step if k in EFFECT_KEYS]
        if len(names) != 1:
            c.fail(p, f"unknown effect {list(step)}" if not names else "one effect per step",
                   f"effects: {', '.join(EFFECT_KEYS)}")
        name = names[0]
        kind, extra = EFFECT_KEYS[name]
        c.mapping(step, p, (name, *extra))
        if kind == "validity":
            if not isinstance(step[name], str) or not VALIDITY.match(step[name]):
                c.fail(p + (name,), f"unknown validity icon {_short(step[name])}",
                       "your-turn, opponent-turn, case-phase, resolution-phase, file N, partner COLOR, case COLOR")
        else:
            KEY_CHECKS["target" if kind == "ref" else kind](c, step[name], p + (name,))
        for key in extra:
            if key in step:
                KEY_CHECKS[STEP_KEYS[key]](c, step[key], p + (key,))


def _check_condition(c: _Checker, value, path):
    """A board condition (`if:`): how many characters meet filters, how many cards a zone holds, or any of
    several (docs/card-scripts.md#conditions)."""
    if not isinstance(value, dict):
        c.fail(path, f"a condition is a mapping (got {_short(value)})", "e.g. {character: own, feature: 警察, min: 3}")
    if "any_of" in value:
        c.mapping(value, path, ("any_of",))
        for i, cond in enumerate(c.listing(value["any_of"], path + ("any_of",))):
            _check_condition(c, cond, path + ("any_of", i))
        return
    for k in ("min", "max"):
        if k in value:
            c.integer(value[k], path + (k,), 0, MAX_ZONE_CARDS)
    if "zone" in value:
        c.mapping(value, path, ("zone", "min", "max"))
        c.choice(value["zone"], path + ("zone",), CONDITION_ZONES)
        return
    c.mapping(value, path, (*(k for k in SELECTOR if k not in ("up_to", "all")), "min", "max"))
    _check_filters(c, value, path, CONDITION_SIDES)


STATIC_VALUES = {"cannot": RESTRICTIONS, "can": PERMISSIONS, "enters": ("sleep",), "unchoosable": UNCHOOSABLE}


def _check_static(c: _Checker, value, path):
    """`static:` — continuous abilities, each a list of gates (`valid`, `if`) and what holds while they do."""
    for i, ability in enumerate(c.listing(value, path)):
        where = path + (i,)
        steps = c.listing(ability, where)
        if not any(isinstance(s, dict) and any(k in STATIC for k in s) for s in steps):
            c.fail(where, "a continuous ability says what holds", f"e.g. [{{valid: your-turn}}, {{ap: 1000}}]; "
                                                                 f"continuous effects: {', '.join(STATIC)}")
        for j, step in enumerate(steps):
            p = where + (j,)
            names = [k for k in step if k in STATIC or k in ("valid", "if")] if isinstance(step, dict) else []
            if len(names) != 1:
                c.fail(p, f"unknown continuous effect {_short(step)}" if not names else "one effect per step",
                       f"gates: valid, if; continuous effects: {', '.join(STATIC)}")
            name = names[0]
            if name == "valid":
                c.mapping(step, p, ("valid",))
                if not isinstance(step["valid"], str) or not VALIDITY.match(step["valid"]):
                    c.fail(p + ("valid",), f"unknown validity icon {_short(step['valid'])}")
                continue
            if name == "if":
                c.mapping(step, p, ("if",))
                _check_condition(c, step["if"], p + ("if",))
                continue
            entry = STATIC[name]
            c.mapping(step, p, (name, *entry.extra))
            if name in STATIC_VALUES:
                c.choice(step[name], p + (name,), STATIC_VALUES[name])
            else:
                KEY_CHECKS[entry.value](c, step[name], p + (name,))
            if "target" in step:
                _check_target(c, step["target"], p + ("target",), every=True)
            if "against" in step:  # `can:` only against the targets this filter allows
                _check_target(c, step["against"], p + ("against",), every=True)


def _check_cards(c: _Checker, value, path):
    """A card selector (docs/card-scripts.md#card-selectors): where from, whose, how many, which."""
    c.mapping(value, path, tuple(CARD_SELECTOR))
    c.choice(value.get("from", "hand"), path + ("from",), CARD_ZONES)
    c.choice(value.get("whose", "self"), path + ("whose",), WHOSE)
    counts = [k for k in ("up_to", "count", "any_number") if k in value]
    if len(counts) > 1:
        c.fail(path, f"a selector says how many once (got {', '.join(counts)})", "up_to: N, count: N or any_number: true")
    for key in ("up_to", "count"):
        if key in value:
            c.integer(value[key], path + (key,), 1, MAX_ZONE_CARDS)
    for key in ("any_number", "other", "self", "disguise"):
        if key in value and value[key] is not True:
            c.fail(path + (key,), f"{key} is written only as `{key}: true`")
    if value.get("self") and value.get("from") != "scene":
        c.fail(path + ("self",), "`self: true` names this card in the scene", "write it with from: scene")
    if "type" in value:
        c.choice(value["type"], path + ("type",), CARD_TYPES)
    if "to" in value:
        c.choice(value["to"], path + ("to",), ("hand", "scene"))
    _check_bounds(c, value, path)
    if "color" in value:
        c.choice(value["color"], path + ("color",), COLORS)
    for key in ("feature", "name", "not_name"):
        if isinstance(value.get(key), list):  # any one of several: feature: [怪盗, マジシャン]
            if not value[key]:
                c.fail(path + (key,), f"a list of {'features' if key == 'feature' else 'names'} needs at least one",
                       "e.g. name: [赤井秀一, 諸星大]")
            for i, v in enumerate(c.listing(value[key], path + (key,))):
                c.text(v, path + (key, i))
        elif key in value:
            c.text(value[key], path + (key,))


def _check_options(c: _Checker, value, path):
    """choose_one: two or more lists of steps, the player picks one with `choose N`."""
    if not isinstance(value, list) or len(value) < 2:
        c.fail(path, "choose_one lists two or more options, each a list of steps", "choose_one: [[{draw: 1}], [{file: 1}]]")
    for i, option in enumerate(value):
        _check_effects(c, option, path + (i,))


# one checker per kind of step key (judge/vocabulary.py STEP_KEYS says each key's kind)
KEY_CHECKS = {
    "target": _check_target,
    "duration": lambda c, v, path: c.choice(v, path, DURATIONS),
    "player": lambda c, v, path: c.choice(v, path, (*PLAYERS, "self", "opponent")),
    "count": lambda c, v, path: c.integer(v, path, 0, MAX_ZONE_CARDS),
    "int": lambda c, v, path: c.integer(v, path),
    "steps": lambda c, v, path: _check_effects(c, v, path),
    "text": lambda c, v, path: c.text(v, path),
    "cards": _check_cards,
    "options": _check_options,
    "side": lambda c, v, path: c.choice(v, path, WHOSE),
    "place": lambda c, v, path: c.choice(v, path, PLACES),
    "bool": lambda c, v, path: v if isinstance(v, bool) else c.fail(path, f"yes or no (got {_short(v)})", "true or false"),
    "keyword": _check_keyword,
    "condition": _check_condition,
    "host": lambda c, v, path: c.choice(v, path, SET_HOSTS),  # remove_set `host:` (p.23 set cards)
}


def _check_real_card(c: _Checker, raw: dict, path, allowed: tuple, kinds: tuple[str, ...]):
    """`card: NUMBER` names a card of the official list; nothing printed on it may be written beside it."""
    ref = raw["card"]
    if not isinstance(ref, str):
        c.fail(path + ("card",), f"a card number or ID is text (got {_short(ref)})",
               'quote it: card: "0055" (YAML drops leading zeros), or give the printed number, e.g. card: B01065')
    if len(ref) > MAX_CARD_REF:  # looking for the nearest numbers of a long text would take seconds
        c.fail(path + ("card",), f"{_short(ref)} is not a card number or ID ({len(ref):,} characters)",
               "a printed number such as B01065, or a card ID such as \"0208\"")
    for k in raw:
        if k not in allowed:
            c.fail(path + (k,), f"'{k}' is printed on the card: real cards take their printed values from the card list",
                   f"beside `card:` only {', '.join(a for a in allowed if a != 'card')} may be written; "
                   "to change a value in play, use mods: [{ap: 1000, until: end-of-turn}] (docs/scenario-format.md)")
    info = real_card(ref)
    if info is None:
        from judge.cards import load

        c.fail(path + ("card",), f"no card has the number or ID {_short(ref)}", load().nearest_numbers_hint(ref))
    if info.type not in kinds:
        where = {"partner": "partner: {card: …}", "case": "case: {card: …}"}.get(info.type, "a zone such as scene or hand")
        article = "an" if info.type[0] in "aeiou" else "a"
        c.fail(path + ("card",), f"{ref} ({info.name}) is {article} {info.type} card, which does not go here",
               f"put it under {where}")
    return raw


SCRIPT_KEYS = ("rules", "keywords", "keywords_if", "cut_in", "cut_ins", "spark", "effect", "declare", "disguise", "static",
               *TRIGGERS, *CASE_TRIGGERS, "while_set")  # while_set: what an event set on a character gives it
WATCH_FILTER_KEYS = ("character", "level", "ap", "state", "color", "feature", "name", "other", "self")
WATCHER_KEYS = {  # what each watcher may say beside `steps` (docs/card-scripts.md#watchers)
    "watch_leave": ("by",), "watch_enter": ("by",), "watch_deduce": ("by",), "watch_contact": ("by",),
    "watch_action": ("by", "via", "target"), "watch_use": ("by", "player", "via"), "watch_evidence": ("player", "via"),
    "end_of_turn": ("whose",), "watch_disguise": ("by",),
}
WATCH_VIA = {"watch_action": ("character", "case"), "watch_use": ("next-hint", "hand"),
             "watch_evidence": ("gained", "removed")}


def _check_watch_filter(c: _Checker, value, path):
    """`self`, a filter (a selector without `up_to`, plus `other: true`), or a list of either."""
    for i, alt in enumerate(value if isinstance(value, list) else [value]):
        where = path + (i,) if isinstance(value, list) else path
        if alt == "self":
            continue
        if not isinstance(alt, dict):
            c.fail(where, f"a watcher's filter is `self` or a mapping (got {_short(alt)})",
                   "e.g. by: {character: own, color: yellow} or by: [self, {character: own}]")
        c.mapping(alt, where, WATCH_FILTER_KEYS)
        for k in ("other", "self"):
            if k in alt:
                KEY_CHECKS["bool"](c, alt[k], where + (k,))
        _check_target(c, {**{k: v for k, v in alt.items() if k not in ("other", "self")}, "up_to": 1}, where)


def _check_watchers(c: _Checker, key: str, value, path):
    """A watcher (or end-of-turn) ability: a mapping with `steps`, or a list of them."""
    for i, spec in enumerate(value if isinstance(value, list) else [value]):
        where = path + (i,) if isinstance(value, list) else path
        c.mapping(spec, where, ("steps", *WATCHER_KEYS[key]))
        if "steps" not in spec:
            c.fail(where, "a watcher says what it does under `steps`", "e.g. {by: {character: own}, steps: [{draw: 1}]}")
        _check_effects(c, spec["steps"], where + ("steps",))
        for k in ("by", "target"):
            if k in spec:
                _check_watch_filter(c, spec[k], where + (k,))
        if "player" in spec:
            c.choice(spec["player"], where + ("player",), SIDES)
        if "whose" in spec:
            c.choice(spec["whose"], where + ("whose",), ("own", "opponent", "each"))
        if "via" in spec:
            c.choice(spec["via"], where + ("via",), WATCH_VIA[key])


def check_script(c: _Checker, raw, path: tuple) -> None:
    """A card script (docs/card-scripts.md): a card's abilities, in the same keys and steps as a scenario card."""
    if raw is None:
        c.fail(path, "a card script is a mapping of abilities ({} for a card with none)", "docs/card-scripts.md")
    c.mapping(raw, path, SCRIPT_KEYS)
    if "rules" in raw and raw["rules"] is not True:
        c.fail(path + ("rules",), "`rules: true` says the card has only the Partner rules (Case Closed, Assist)")
    for i, entry in enumerate(c.listing(raw.get("keywords_if", []), path + ("keywords_if",))):
        where = path + ("keywords_if", i)
        c.mapping(entry, where, ("valid", "keywords"))
        icons = entry.get("valid") if isinstance(entry.get("valid"), list) else [entry.get("valid")]
        if not icons or not all(isinstance(i, str) and VALIDITY.match(i) for i in icons):
            c.fail(where + ("valid",), "a keyword under an icon needs its validity icon, or a list of icons that "
                   "must all hold", "e.g. valid: partner green, or valid: [partner yellow, resolution-phase]")
        _check_card(c, {"keywords": entry.get("keywords", [])}, where, "hand")
    for k in CASE_TRIGGERS:
        if k in raw:
            _check_effects(c, raw[k], path + (k,))
    if "while_set" in raw:  # an event's abilities given to the character it is set on (p.23)
        c.mapping(raw["while_set"], path + ("while_set",), ("static", *TRIGGERS))
        _check_card(c, raw["while_set"], path + ("while_set",), "hand")
    _check_card(c, {k: v for k, v in raw.items() if k not in ("rules", "keywords_if", "while_set", *CASE_TRIGGERS)},
                path, "hand")


def _check_card(c: _Checker, card, path, zone: str):
    if isinstance(card, dict) and "card" in card:
        _check_real_card(c, card, path, REAL_CARD_KEYS, ("character", "event"))
    else:
        c.mapping(card, path, (*CARD_KEYS,))
    if "id" in card and (not isinstance(card["id"], str) or not ID_RE.match(card["id"])):
        c.fail(path + ("id",), f"must match [a-z0-9_-]+ (got {_short(card['id'])})", "e.g. id: heiji")
    if "name" in card and not isinstance(card["name"], (str, list)):
        c.fail(path + ("name",), "must be text or a list of names")
    for i, name in enumerate(card["name"] if isinstance(card.get("name"), list) else []):
        if not isinstance(name, str) or not name:
            c.fail(path + ("name", i), f"each name is text (got {name!r})", "quote a name that is a number")
    if "type" in card:
        c.choice(card["type"], path + ("type",), ("character", "event"))
    if "colors" in card:
        _check_colors(c, card["colors"], path + ("colors",))
    for k in ("level", "ap", "lp"):
        if k in card:
            c.integer(card[k], path + (k,))
    if "stacked" in card:
        c.integer(card["stacked"], path + ("stacked",), 0, MAX_ZONE_CARDS)
    if "state" in card:
        c.choice(card["state"], path + ("state",), STATES)
    if "uses_this_turn" in card:
        for i, used in enumerate(c.listing(card["uses_this_turn"], path + ("uses_this_turn",))):
            c.choice(used, path + ("uses_this_turn", i), ("declare", *TRIGGERS))
    for k in ("entered_this_turn", "mr", "face_up"):
        if k in card:
            c.boolean(card[k], path + (k,))
    if isinstance(card.get("disguise"), list):  # [Disguise] with its validity icons: [case white, file 5]
        if not card["disguise"]:
            c.fail(path + ("disguise",), "a Disguise with icons lists at least one", "disguise: true, or [file 5]")
        for i, icon in enumerate(card["disguise"]):
            if not isinstance(icon, str) or not VALIDITY.match(icon):
                c.fail(path + ("disguise", i), f"unknown validity icon {_short(icon)}", "e.g. case white, file 5")
    elif "disguise" in card:
        c.boolean(card["disguise"], path + ("disguise",))
    for i, kw in enumerate(c.listing(card.get("keywords", []), path + ("keywords",))):
        _check_keyword(c, kw, path + ("keywords", i))
    if card.get("static") is not None:
        _check_static(c, card["static"], path + ("static",))
    if "mods" in card:
        _check_mods(c, card["mods"], path + ("mods",))
    for k in ("cut_in", "spark", "effect", *TRIGGERS):
        if k in card and card[k] is not None:
            if k in WATCHERS:
                _check_watchers(c, k, card[k], path + (k,))
            else:
                _check_effects(c, card[k], path + (k,))
    if "cut_ins" in card:
        for i, ci in enumerate(c.listing(card["cut_ins"], path + ("cut_ins",))):
            _check_effects(c, ci, path + ("cut_ins", i))
    if "declare" in card:
        d = c.mapping(card["declare"], path + ("declare",), ("cost", "effect"))
        for i, cost in enumerate(c.listing(d.get("cost", []), path + ("declare", "cost"))):
            if isinstance(cost, dict) and "sleep_other" in cost:  # sleep one other active character of yours
                where = path + ("declare", "cost", i)
                c.mapping(cost, where, ("sleep_other",))
                sel = c.mapping(cost["sleep_other"], where + ("sleep_other",), tuple(k for k in SELECTOR if k != "up_to"))
                _check_target(c, {**sel, "up_to": 1}, where + ("sleep_other",))
            elif isinstance(cost, dict) and "discard" in cost:  # remove N cards of your choice from hand
                c.mapping(cost, path + ("declare", "cost", i), ("discard",))
                c.integer(cost["discard"], path + ("declare", "cost", i, "discard"), 1, MAX_ZONE_CARDS)
            elif isinstance(cost, dict) and any(k in cost for k in COST_STEPS):  # a step that is also a cost
                _check_effects(c, cost, path + ("declare", "cost", i))
            elif isinstance(cost, dict):
                c.mapping(cost, path + ("declare", "cost", i), ("remove_top",))
                c.integer(cost.get("remove_top"), path + ("declare", "cost", i, "remove_top"), 1, MAX_ZONE_CARDS)
            else:
                c.choice(cost, path + ("declare", "cost", i), ("sleep", "bottom"))  # bottom: this card to the deck
        _check_effects(c, d.get("effect", []), path + ("declare", "effect"))
    if "set" in card:
        for i, s in enumerate(c.listing(card["set"], path + ("set",))):
            _check_card(c, s, path + ("set", i), "set")


def _check_player(c: _Checker, raw, path):
    c.mapping(raw, path, PLAYER_KEYS)
    if "case" in raw:
        case = c.mapping(raw["case"], path + ("case",), CASE_KEYS)
        if "card" in case:
            _check_real_card(c, case, path + ("case",), REAL_CASE_KEYS, ("case",))
        if "name" in case:
            c.text(case["name"], path + ("case", "name"))
        if "colors" in case:
            _check_colors(c, case["colors"], path + ("case", "colors"))
        if "level" in case:
            lv = c.mapping(case["level"], path + ("case", "level"), ("first", "second"))
            for k in ("first", "second"):
                if k in lv:
                    c.integer(lv[k], path + ("case", "level", k), 0)
        if "side" in case:
            c.choice(case["side"], path + ("case", "side"), ("investigation", "solution"))
    if "partner" in raw:
        pt = c.mapping(raw["partner"], path + ("partner",), PARTNER_KEYS)
        if "card" in pt:
            _check_real_card(c, pt, path + ("partner",), REAL_PARTNER_KEYS, ("partner",))
        if "name" in pt:
            c.text(pt["name"], path + ("partner", "name"))
        if "colors" in pt:
            _check_colors(c, pt["colors"], path + ("partner", "colors"))
        if "lp" in pt:
            c.integer(pt["lp"], path + ("partner", "lp"))
        if "state" in pt:
            c.choice(pt["state"], path + ("partner", "state"), ("active", "sleep"))
        if "zone" in pt:
            c.choice(pt["zone"], path + ("partner", "zone"), ("partner", "file"))
        if "mods" in pt:
            _check_mods(c, pt["mods"], path + ("partner", "mods"))
    for zone in ZONES:
        if zone not in raw:
            continue
        value = raw[zone]
        if zone in ("deck", "file", "evidence", "removed") and isinstance(value, int) and not isinstance(value, bool):
            c.integer(value, path + (zone,), 0)
            continue
        for i, card in enumerate(c.listing(value, path + (zone,))):
            c.collect(_check_card, c, card, path + (zone, i), zone)
    for k in ("played_from_hand", "next_hint_used"):
        if k in raw:
            c.boolean(raw[k], path + (k,))
    if "refreshed" in raw:
        c.integer(raw["refreshed"], path + ("refreshed",), 0)


def _check_zone_sizes(c: _Checker, raw, path):
    """No zone beyond any real game (a deck is 40 cards): `deck: 10000000` would fill the memory."""
    if not isinstance(raw, dict):
        return
    for zone in ZONES:
        value = raw.get(zone)
        n = len(value) if isinstance(value, list) else value if isinstance(value, int) else 0
        if n > MAX_ZONE_CARDS:
            c.fail(path + (zone,), f"{n:,} cards is beyond any real game: a zone holds at most {MAX_ZONE_CARDS}",
                   "a deck is 40 cards; write the count of the cards left")


def _check_players(c: _Checker, players):
    players = c.mapping(players, ("players",), PLAYERS)
    for p in PLAYERS:
        if p not in players:
            c.collect(c.fail, ("players",), f"missing player {p}", "players need keys A and B")
            continue
        if players[p] is None:
            players[p] = {}  # `B:` with nothing under it: a player with every default
        before = len(c.problems)
        c.collect(_check_zone_sizes, c, players[p], ("players", p))
        if len(c.problems) == before:  # a zone too big is not worth checking card by card
            c.collect(_check_player, c, players[p], ("players", p))


def _check_settings(c: _Checker, raw):
    """The top-level keys beside `players`, each on its own."""
    if "title" in raw:
        c.collect(c.text, raw["title"], ("title",))
    if "rulebook" in raw:
        c.collect(c.choice, raw["rulebook"], ("rulebook",), (PRIMARY,))
    if "seed" in raw:
        c.collect(c.integer, raw["seed"], ("seed",), None, 2**63)
    if "turn" in raw:
        c.collect(c.integer, raw["turn"], ("turn",), 1)
    for k in ("active", "first"):
        if k in raw:
            c.collect(c.choice, raw[k], (k,), PLAYERS)
    if "phase" in raw:
        c.collect(c.choice, raw["phase"], ("phase",), ("auto", "main", "end"))
    turn, first = raw.get("turn", 3), raw.get("first", "A")
    if not isinstance(turn, int) or first not in PLAYERS:
        return
    expected = first if turn % 2 == 1 else ("B" if first == "A" else "A")
    if "active" in raw and raw["active"] in PLAYERS and raw["active"] != expected:
        c.collect(c.fail, ("active",),
                  f"turn {turn} belongs to {expected} when {first} went first (got active: {raw['active']})",
                  "odd turns are the first player's; fix `turn`, `first` or `active`")


def _check_line(c: _Checker, line, path):
    if not isinstance(line, str):
        c.fail(path, f"each line is text (got {_short(line)})", "quote it if it has a colon")
    if len(line) > MAX_LINE:
        c.fail(path, f"a line of {len(line):,} characters; a line has at most {MAX_LINE}", "one action per line")


def _check_top(c: _Checker, raw):
    if not isinstance(raw, dict):
        c.fail((), "a scenario is a mapping with at least `players`", DOCS)
    c.mapping(raw, (), TOP_KEYS)
    if "players" not in raw:
        c.collect(c.fail, (), "missing key 'players'", "players: {A: {...}, B: {...}}")
    else:
        c.collect(_check_players, c, raw["players"])
    _check_settings(c, raw)
    for k in ("do", "expect"):
        if k in raw:
            lines = c.collect(c.listing, raw[k] or [], (k,)) or []
            if len(lines) > MAX_LINES:
                c.collect(c.fail, (k,), f"{len(lines):,} lines; `{k}` has at most {MAX_LINES:,}",
                          "a whole game is a few hundred lines: split it into several scenarios")
                continue
            for i, line in enumerate(lines):
                c.collect(_check_line, c, line, (k, i))


# ------------------------------------------------------------------ do / expect

def card_ids(pos: Position) -> dict[str, set[str]]:
    """The ids a line or an expectation may name, per player."""
    return {p: {c.id for _, c in pos.players[p].all_cards()} | {"partner", "case"} for p in PLAYERS}


class _AnyCard:
    """The card ids when the position is invalid: each passes, so that only the lines' own form is checked."""

    def __contains__(self, card_id) -> bool:
        return True

    def __getitem__(self, player):
        return self


def _lines(raw: dict, key: str):
    """(index, text) of the `do` or `expect` lines that are text of a sensible length."""
    lines = raw.get(key) or []
    if not isinstance(lines, list):
        return []
    return [(i, t) for i, t in enumerate(lines) if isinstance(t, str) and len(t) <= MAX_LINE]


def parse_scenario(text: str, file: str = "<scenario>") -> Scenario:
    raw, lines = load_yaml(text, file)
    return scenario_from_data(raw, file, lines)


def scenario_from_data(raw, file: str, lines: dict[tuple, int], prefix: tuple = ()) -> Scenario:
    """A scenario from loaded YAML whose lines are known (`prefix`: its place inside a larger file).

    Every mistake is gathered (the position, then each `do` and `expect` line) and raised together.
    """
    c = _Checker(file, lines, prefix)
    _check_top(c, raw)
    pos, ids = None, _AnyCard()
    if not c.problems:
        pos = parse_position(raw)
        for problem in pos.status():  # the position itself (state.status), reported at its place in the file
            c.collect(c.fail, problem.path, problem.message, problem.hint)
        ids = card_ids(pos)
    actions = [c.collect(parse_action, t, i + 1, c, ids) for i, t in _lines(raw, "do")]
    expects = [c.collect(parse_expectation, t, i, c, ids) for i, t in _lines(raw, "expect")]
    c.raise_problems()
    return Scenario(file=file, position=pos, actions=actions, expectations=expects, raw=raw)


def load_scenario(path: str | Path) -> Scenario:
    return parse_scenario(read_input(str(path), "scenario"), str(path))
