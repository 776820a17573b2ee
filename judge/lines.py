"""The `do` and `expect` line language of scenario files: Action, Expectation and their parsers.

It sits at the bottom of the import graph (it needs only the position's
vocabulary), so the loader, the rules, the replay and the move generator all
share one Action type without importing the YAML loader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, NoReturn, Protocol

from judge.errors import nearest
from judge.state import PLAYERS, STATES, ZONES, other

REF_RE = re.compile(r"^(?:(A|B)\.)?([a-z0-9_-]+)$")

VERB_ALIASES = {
    "play": "play", "ใช้การ์ด": "play",
    "next-hint": "next-hint", "เน็กซ์ฮินต์": "next-hint",
    "assist": "assist", "แอสซิสต์": "assist",
    "case-closed": "case-closed", "ปิดคดี": "case-closed",
    "deduce": "deduce", "สืบคดี": "deduce",
    "mislead": "mislead", "มิสลีด": "mislead",
    "action": "action", "แอคชั่น": "action",
    "guard": "guard", "ป้องกัน": "guard",
    "no-guard": "no-guard", "ไม่ป้องกัน": "no-guard",
    "cut-in": "cut-in", "คัทอิน": "cut-in",
    "disguise": "disguise", "ปลอมตัว": "disguise",
    "pass": "pass", "ผ่าน": "pass",
    "spark": "spark", "ฮิราเมกิ": "spark",
    "no-spark": "no-spark", "ไม่ฮิราเมกิ": "no-spark",
    "declare": "declare", "ประกาศ": "declare",
    "end-turn": "end-turn", "จบเทิร์น": "end-turn",
    "choose": "choose", "เลือก": "choose",
}
SWITCH_WORDS = ("switch", "สวิตช์")
VERB_FORMS = (
    "play ID [switch ID2] · next-hint [play ID [switch ID2]] · assist · case-closed · deduce ID|partner · "
    "mislead ID [ID…] · action ID -> B.ID|B.case · guard ID · no-guard · cut-in ID [N] · disguise ID · pass · "
    "spark · no-spark · declare ID · end-turn · choose REF [REF…]|none|yes|no|N"
)
ANSWER_VERBS = ("mislead", "guard", "no-guard", "cut-in", "disguise", "pass", "spark", "no-spark", "choose")
CHOOSE_WORDS = ("none", "yes", "no")  # `choose none|yes|no` (the contract's Choices)
CHOOSE_FORMS = "P choose REF [REF…] · P choose none · P choose yes|no · P choose N (the N-th option, from 1)"

EXPECT_RE = re.compile(r"^\s*(\S+)\s*(==|!=|<=|>=|<|>)\s*(\S+)\s*$")
COUNT_PATHS = ("evidence", "deck", "file", "hand", "scene", "removed", "partner_zone")
ANY_WORD = ("any word",)  # an expectation whose value is a free word (a card id or number), compared with == / !=
CARD_ATTRS = {"zone": (*ZONES, "set"), "state": STATES, "ap": None, "lp": None, "level": None,
              "face_up": ("true", "false")}
PARTNER_ATTRS = {"state": ("active", "sleep"), "zone": ("partner", "file"), "lp": None, "card": ANY_WORD}
CASE_ATTRS = {"side": ("investigation", "solution"), "level": None, "card": ANY_WORD}
# every path `expect` reads (docs/scenario-format.md#expectations-expect lists the same; a test checks it)
EXPECT_PATHS = ("winner · illegal · assumed · A.evidence|deck|file|hand|scene|removed|partner_zone · "
                "A.ID.zone|state|ap|lp|level|face_up|card · A.partner.state|zone|lp|card · A.case.side|level|card · "
                "A.deck.top|bottom")


@dataclass(frozen=True)
class Action:
    """One `do` line, parsed: `player verb` with its arguments."""

    n: int  # 1-based position in `do`
    player: str
    verb: str
    text: str
    line: int | None = None
    card: str | None = None  # the card the verb is about (play, deduce, action actor, guard, cut-in…)
    target_player: str | None = None
    target: str | None = None  # action target id or "case"
    switch: str | None = None
    play: str | None = None  # next-hint: the card used in step 2
    cards: tuple[str, ...] = ()  # mislead
    choice: int | None = None  # cut-in N; choose N
    refs: tuple[str, ...] = ()  # choose REF…: each as `P.id` (`P.partner`, `P.case`)
    word: str | None = None  # choose none|yes|no

    @property
    def is_answer(self) -> bool:
        return self.verb in ANSWER_VERBS


@dataclass(frozen=True)
class Expectation:
    text: str
    path: tuple[str, ...]
    op: str
    value: int | str
    line: int | None = None


class LineChecker(Protocol):
    """What the line parsers need from the file being read: a line for a path, and a way to fail there."""

    def line(self, path: tuple) -> int | None: ...

    def fail(self, path: tuple, problem: str, hint: str | None = None) -> NoReturn: ...


def parse_action(text: str, n: int, c: LineChecker, ids: dict[str, set[str]]) -> Action:
    path = ("do", n - 1)
    words = text.replace("→", "->").split()
    if len(words) < 2 or words[0] not in PLAYERS:
        c.fail(path, f"'{text}' is not `<A|B> <verb> [arguments]`", VERB_FORMS)
    player, verb_word, args = words[0], words[1], words[2:]
    verb = VERB_ALIASES.get(verb_word)
    if verb is None:
        guess = nearest(verb_word, VERB_ALIASES, cutoff=60)
        c.fail(path, f"unknown verb '{verb_word}'", (f"did you mean '{guess}'? " if guess else "") + VERB_FORMS)

    def own(ref: str, owner: str = player) -> str:
        m = REF_RE.match(ref)
        if not m:
            c.fail(path, f"'{ref}' is not a card reference", "id, A.id or B.id")
        p, cid = m.group(1) or owner, m.group(2)
        if p != owner:
            c.fail(path, f"'{ref}' is {p}'s card; this argument takes one of {owner}'s", None)
        if cid not in ids[owner]:
            guess = nearest(cid, sorted(ids[owner]))
            c.fail(path, f"{owner} has no card '{cid}'", f"did you mean '{guess}'?" if guess else None)
        return cid

    def arity(lo: int, hi: int):
        if not lo <= len(args) <= hi:
            c.fail(path, f"'{verb}' takes {lo}–{hi} argument(s), got {len(args)}: '{text}'", VERB_FORMS)

    kw: dict[str, Any] = {}
    if verb == "choose":
        kw.update(_parse_choose(args, player, path, c, ids))
    elif verb in ("play", "next-hint"):
        rest = list(args)
        if verb == "next-hint":
            if rest:
                if VERB_ALIASES.get(rest[0]) != "play":
                    c.fail(path, f"next-hint takes an optional `play ID [switch ID2]` (got '{' '.join(rest)}')")
                rest = rest[1:]
                if not rest:
                    c.fail(path, "next-hint play needs the card id")
                kw["play"] = own(rest.pop(0))
        else:
            if not rest:
                c.fail(path, "play needs the card id", "A play ID [switch ID2]")
            kw["card"] = own(rest.pop(0))
        if rest:
            if rest[0] not in SWITCH_WORDS or len(rest) != 2:
                c.fail(path, f"unexpected '{' '.join(rest)}'", "only `switch ID2` may follow the card")
            kw["switch"] = own(rest[1])
    elif verb in ("assist", "case-closed", "no-guard", "pass", "spark", "no-spark", "end-turn"):
        arity(0, 0)
    elif verb == "deduce":
        arity(1, 1)
        kw["card"] = "partner" if args[0] in ("partner", f"{player}.partner") else own(args[0])
    elif verb == "mislead":
        if not args:
            c.fail(path, "mislead names one or more characters", "B mislead ID [ID…]")
        kw["cards"] = tuple(own(a) for a in args)
    elif verb == "action":
        if len(args) != 3 or args[1] != "->":
            c.fail(path, f"'{text}' is not `action ID -> {'B' if player == 'A' else 'A'}.ID|case`", VERB_FORMS)
        kw["card"] = own(args[0])
        m = REF_RE.match(args[2])
        if not m or not m.group(1):
            c.fail(path, f"the target '{args[2]}' must name its player", "e.g. -> B.ran or -> B.case")
        kw["target_player"] = m.group(1)
        kw["target"] = "case" if m.group(2) == "case" else own(args[2], m.group(1))
    elif verb in ("guard", "disguise", "declare"):
        arity(1, 1)
        kw["card"] = own(args[0])
    elif verb == "cut-in":
        arity(1, 2)
        kw["card"] = own(args[0])
        if len(args) == 2:
            if not args[1].isdecimal() or int(args[1]) < 1:  # isdigit() passes "²", which int() refuses
                c.fail(path, f"the Cut-in choice must be a number from 1 (got '{args[1]}')")
            kw["choice"] = int(args[1])
    return Action(n=n, player=player, verb=verb, text=text, line=c.line(path), **kw)


def _parse_choose(args: list[str], player: str, path: tuple, c: LineChecker, ids: dict[str, set[str]]) -> dict:
    """`choose REF [REF…]`, `choose none|yes|no`, `choose N` (the contract's Choices): a card of either player
    (an unqualified id is the chooser's own, else the opponent's)."""
    if not args:
        c.fail(path, "choose needs what is chosen", CHOOSE_FORMS)
    if len(args) == 1 and args[0] in CHOOSE_WORDS:
        return {"word": args[0]}
    if len(args) == 1 and args[0].isdecimal():
        if int(args[0]) < 1:
            c.fail(path, f"an option number counts from 1 (got '{args[0]}')", CHOOSE_FORMS)
        return {"choice": int(args[0])}
    refs = []
    for a in args:
        m = REF_RE.match(a)
        if not m or a in CHOOSE_WORDS or a.isdecimal():
            c.fail(path, f"'{a}' is not a card reference", CHOOSE_FORMS)
        owner, cid = m.group(1), m.group(2)
        if owner is None:
            owner = player if cid in ids[player] else other(player) if cid in ids[other(player)] \
                else player
        if cid not in ids[owner]:
            guess = nearest(cid, sorted(ids[owner]))
            c.fail(path, f"{owner} has no card '{cid}'", f"did you mean '{guess}'?" if guess else None)
        refs.append(f"{owner}.{cid}")
    if len(set(refs)) != len(refs):
        c.fail(path, "a card is named twice", CHOOSE_FORMS)
    return {"refs": tuple(refs)}


def parse_expectation(text: str, i: int, c: LineChecker, ids: dict[str, set[str]]) -> Expectation:
    path = ("expect", i)
    m = EXPECT_RE.match(text)
    if not m:
        c.fail(path, f"'{text}' is not `PATH OP VALUE`", "OP: == != < <= > >=, e.g. B.ran.zone == removed")
    raw_path, op, raw_value = m.groups()
    parts = tuple(raw_path.split("."))
    value: int | str = int(raw_value) if re.fullmatch(r"-?\d+", raw_value) else raw_value
    words: tuple | None = None
    if parts in (("winner",),):
        words = ("A", "B", "none")
    elif parts in (("illegal",),):
        if value != "none" and not isinstance(value, int):
            c.fail(path, "illegal takes a line number or none")
    elif parts == ("assumed",):
        words = None
    elif len(parts) == 2 and parts[0] in PLAYERS and parts[1] in COUNT_PATHS:
        words = None
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[1:] in (("deck", "top"), ("deck", "bottom")):
        words = ANY_WORD  # the id of the card there, or none
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[1] == "partner":
        if parts[2] not in PARTNER_ATTRS:
            c.fail(path, f"unknown path '{raw_path}': a Partner has {', '.join(PARTNER_ATTRS)}",
                   f"allowed paths: {EXPECT_PATHS}")
        words = PARTNER_ATTRS[parts[2]]
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[1] == "case":
        if parts[2] not in CASE_ATTRS:
            c.fail(path, f"unknown path '{raw_path}': a Case has {', '.join(CASE_ATTRS)}",
                   f"allowed paths: {EXPECT_PATHS}")
        words = CASE_ATTRS[parts[2]]
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[2] == "card":
        if parts[1] not in ids[parts[0]]:
            c.fail(path, f"{parts[0]} has no card '{parts[1]}'", "expectations name cards of the position")
        words = ANY_WORD  # a real card's printed number, or none
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[2] in CARD_ATTRS:
        if parts[1] not in ids[parts[0]]:
            c.fail(path, f"{parts[0]} has no card '{parts[1]}'", "expectations name cards of the position")
        words = CARD_ATTRS[parts[2]]
    else:
        c.fail(path, f"unknown path '{raw_path}'", f"allowed paths: {EXPECT_PATHS}")
    if words is ANY_WORD:
        if op not in ("==", "!="):
            c.fail(path, f"'{op}' compares numbers; {raw_path} is a word", "use == or !=")
        value = str(value)
    elif words is not None:
        if value not in words:
            c.fail(path, f"'{raw_value}' is not a value of {raw_path}", f"one of: {', '.join(words)}")
        if op not in ("==", "!="):
            c.fail(path, f"'{op}' compares numbers; {raw_path} is a word", "use == or !=")
    elif parts != ("illegal",) and not isinstance(value, int):
        c.fail(path, f"{raw_path} is a number (got '{raw_value}')")
    return Expectation(text=text, path=parts, op=op, value=value, line=c.line(path))
