"""The `do` and `expect` line language of scenario files: Action, Expectation and their parsers.

It sits at the bottom of the import graph (it needs only the position's
vocabulary), so the loader, the rules, the replay and the move generator all
share one Action type without importing the YAML loader.
"""

from __future__ import annotations

import re

from judge.errors import nearest
from judge.i18n import current_language, messages, say
from judge.records import record
from judge.state import PLAYERS, STATES, ZONES, other

TYPE_CHECKING = False  # (typing's own constant, without importing typing: a twentieth of a cold command)
if TYPE_CHECKING:
    from typing import Any, NoReturn, Protocol

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
THAI_VERBS = {verb: word for word, verb in VERB_ALIASES.items() if not word.isascii()}  # cut-in -> คัทอิน
SWITCH_WORDS = ("switch", "สวิตช์")
VERB_FORMS = (
    "play ID [switch ID2] · next-hint [play ID [switch ID2]] · assist · case-closed · deduce ID|partner · "
    "mislead ID [ID…] · action ID -> B.ID|B.case · guard ID · no-guard · cut-in ID [N] · disguise ID · pass · "
    "spark · no-spark · declare ID [N] · end-turn · choose REF [REF…]|none|yes|no|N"
)
ANSWER_VERBS = ("mislead", "guard", "no-guard", "cut-in", "disguise", "pass", "spark", "no-spark", "choose")
CHOOSE_WORDS = ("none", "yes", "no")  # `choose none|yes|no` (the contract's Choices)
NAME_WORDS = ("name", "ชื่อ")  # `choose name NAME`: a card name the player names ("name a card")
CHOOSE_FORMS = ("P choose REF [REF…] · P choose none · P choose yes|no · P choose N [N…] (the N-th option, from 1) · "
                "P choose name NAME")


def verb_words(verbs: str, lang: str) -> str:
    """Verbs of the line syntax (`cut-in, disguise, pass`) as code in `lang`: in Thai the Thai verbs the
    syntax also reads (`คัทอิน`, `ปลอมตัว`, `ผ่าน`)."""
    if lang != "th":
        return verbs
    return ", ".join(f"`{THAI_VERBS.get(v.strip(), v.strip())}`" for v in verbs.split(","))


class Line(str):
    """A `do` line the engine writes itself (an answer it assumed): the str is the line as the contract
    writes it (`B pass`); shown in Thai, its verb is the Thai word the contract reads as well (`B ผ่าน`), so a
    Thai trace stays Thai and the line can still be pasted into a file."""

    def text(self, lang: str | None = None) -> str:
        if (lang or current_language()) != "th":
            return str(self)
        words = str(self).split(" ")
        if len(words) > 1 and words[1] in THAI_VERBS:
            words[1] = THAI_VERBS[words[1]]
        return " ".join(words)

EXPECT_RE = re.compile(r"^\s*(\S+)\s*(==|!=|<=|>=|<|>)\s*(\S+)\s*$")
COUNT_PATHS = ("evidence", "deck", "file", "hand", "scene", "removed", "partner_zone")
ANY_WORD = ("any word",)  # an expectation whose value is a free word (a card id or number), compared with == / !=
CARD_ATTRS = {"zone": (*ZONES, "set", "stacked"), "state": STATES, "ap": None, "lp": None, "level": None,
              "face_up": ("true", "false")}
PARTNER_ATTRS = {"state": ("active", "sleep"), "zone": ("partner", "file"), "lp": None, "card": ANY_WORD}
CASE_ATTRS = {"side": ("investigation", "solution"), "level": None, "card": ANY_WORD}
# every path `expect` reads (docs/scenario-format.md#expectations-expect lists the same; a test checks it)
EXPECT_PATHS = ("winner · illegal · assumed · A.evidence|deck|file|hand|scene|removed|partner_zone · "
                "A.ID.zone|state|ap|lp|level|face_up|card · A.partner.state|zone|lp|card · A.case.side|level|card · "
                "A.deck.top|bottom")

# the problems of a line; verbs, paths and forms in them are the line syntax (code, the same in both languages)
messages({
    "lines.not-line": ("'{text}' is not `<A|B> <verb> [arguments]`", "'{text}' ไม่อยู่ในรูป `<A|B> <verb> [arguments]`"),
    "lines.unknown-verb": ("unknown verb '{verb}'", "ไม่รู้จักคำกริยา '{verb}'"),
    "lines.guess-forms": ("did you mean '{guess}'? {forms}", "หมายถึง '{guess}' หรือไม่? {forms}"),
    "lines.not-ref": ("'{ref}' is not a card reference", "'{ref}' ไม่ใช่การอ้างถึงการ์ด"),
    "lines.ref-hint": ("id, A.id or B.id", "`id`, `A.id` หรือ `B.id`"),
    "lines.not-own": ("'{ref}' is {player}'s card; this argument takes one of {owner}'s",
                      "'{ref}' เป็นการ์ดของ {player}; ตรงนี้ต้องเป็นการ์ดของ {owner}"),
    "lines.no-card": ("{owner} has no card '{card}'", "{owner} ไม่มีการ์ด '{card}'"),
    "lines.arity": ("'{verb}' takes {lo}–{hi} argument(s), got {n}: '{text}'",
                    "'{verb}' รับอาร์กิวเมนต์ {lo}–{hi} ตัว แต่ได้ {n} ตัว: '{text}'"),
    "lines.next-hint-play": ("next-hint takes an optional `play ID [switch ID2]` (got '{got}')",
                             "หลัง `next-hint` ใส่ได้เฉพาะ `play ID [switch ID2]` (ไม่ใส่ก็ได้) (ที่เขียน: '{got}')"),
    "lines.next-hint-id": ("next-hint play needs the card id", "`next-hint play` ต้องระบุ `id` ของการ์ด"),
    "lines.play-id": ("play needs the card id", "`play` ต้องระบุ `id` ของการ์ด"),
    "lines.unexpected": ("unexpected '{got}'", "ไม่ควรมี '{got}' ตรงนี้"),
    "lines.unexpected-hint": ("only `switch ID2` may follow the card", "หลังการ์ดใส่ได้เฉพาะ `switch ID2`"),
    "lines.mislead": ("mislead names one or more characters", "`mislead` ต้องระบุตัวละครอย่างน้อยหนึ่งตัว"),
    "lines.not-action": ("'{text}' is not `action ID -> {other}.ID|case`",
                         "'{text}' ไม่อยู่ในรูป `action ID -> {other}.ID|case`"),
    "lines.target-player": ("the target '{target}' must name its player", "เป้าหมาย '{target}' ต้องระบุผู้เล่นด้วย"),
    "lines.target-player-hint": ("e.g. -> B.ran or -> B.case", "เช่น -> B.ran หรือ -> B.case"),
    "lines.cut-in-choice": ("the Cut-in choice must be a number from 1 (got '{got}')",
                            "ตัวเลือกของคัทอินต้องเป็นตัวเลขตั้งแต่ 1 (ที่เขียน: '{got}')"),
    "lines.declare-choice": ("the number after `declare ID` picks one of the card's [Declare] abilities, counted "
                             "from 1 in printed order (got '{got}')",
                             "ตัวเลขหลัง `declare ID` เลือกความสามารถ [ประกาศ] อย่างหนึ่งของการ์ด นับจาก 1 "
                             "ตามลำดับที่พิมพ์ (ที่เขียน: '{got}')"),
    "lines.choose-forms": (CHOOSE_FORMS,
                           "`P เลือก REF [REF…]` · `P เลือก none` · `P เลือก yes|no` · `P เลือก N [N…]` (ตัวเลือกที่ N นับจาก 1) · "
                           "`P เลือก name ชื่อการ์ด`"),
    "lines.name-what": ("`choose name` needs the card name named", "`choose name` ต้องตามด้วยชื่อการ์ดที่ระบุ"),
    "lines.option-twice": ("an option is named twice", "ระบุตัวเลือกเดียวกันสองครั้ง"),
    "lines.choose-what": ("choose needs what is chosen", "`choose` ต้องระบุสิ่งที่เลือก"),
    "lines.option-from-1": ("an option number counts from 1 (got '{got}')", "หมายเลขตัวเลือกนับจาก 1 (ที่เขียน: '{got}')"),
    "lines.named-twice": ("a card is named twice", "ระบุการ์ดใบเดียวกันสองครั้ง"),
    "lines.not-expect": ("'{text}' is not `PATH OP VALUE`", "'{text}' ไม่อยู่ในรูป `PATH OP VALUE`"),
    "lines.not-expect-hint": ("OP: == != < <= > >=, e.g. B.ran.zone == removed",
                              "OP: == != < <= > >= เช่น `B.ran.zone == removed`"),
    "lines.illegal-value": ("illegal takes a line number or none", "`illegal` รับเลขบรรทัดหรือ `none`"),
    "lines.partner-path": ("unknown path '{path}': a Partner has {attrs}", "ไม่รู้จักพาธ '{path}': พาร์ทเนอร์มี {attrs}"),
    "lines.case-path": ("unknown path '{path}': a Case has {attrs}", "ไม่รู้จักพาธ '{path}': คดีมี {attrs}"),
    "lines.paths-hint": ("allowed paths: {paths}", "พาธที่ใช้ได้: {paths}"),
    "lines.expect-card-hint": ("expectations name cards of the position", "สิ่งที่คาดไว้ต้องระบุการ์ดที่อยู่ในสถานการณ์"),
    "lines.unknown-path": ("unknown path '{path}'", "ไม่รู้จักพาธ '{path}'"),
    "lines.word-op": ("'{op}' compares numbers; {path} is a word", "'{op}' ใช้เทียบตัวเลข; {path} เป็นคำ"),
    "lines.word-op-hint": ("use == or !=", "ใช้ == หรือ !="),
    "lines.not-value": ("'{value}' is not a value of {path}", "'{value}' ไม่ใช่ค่าของ {path}"),
    "lines.not-value-hint": ("one of: {words}", "ค่าใดค่าหนึ่งใน: {words}"),
    "lines.number": ("{path} is a number (got '{value}')", "{path} เป็นตัวเลข (ที่เขียน: '{value}')"),
})


def _did_you_mean(guess: str | None):
    return say("error.did-you-mean", guess=guess) if guess else None


@record(frozen=True)
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
    choice: int | None = None  # cut-in N; declare ID N; choose N
    refs: tuple[str, ...] = ()  # choose REF…: each as `P.id` (`P.partner`, `P.case`)
    word: str | None = None  # choose none|yes|no
    choices: tuple[int, ...] = ()  # choose N N…: several options of "choose up to N of the following"
    named: str | None = None  # choose name NAME: the card name named

    @property
    def is_answer(self) -> bool:
        return self.verb in ANSWER_VERBS


@record(frozen=True)
class Expectation:
    """One `expect:` line of a scenario, parsed (a path, an operator, a value); never evaluated as code."""

    text: str
    path: tuple[str, ...]
    op: str
    value: int | str
    line: int | None = None


if TYPE_CHECKING:
    class LineChecker(Protocol):
        """What the line parsers need from the file being read: a line for a path, and a way to fail there."""

        def line(self, path: tuple) -> int | None: ...

        def fail(self, path: tuple, problem, hint=None) -> NoReturn: ...


def parse_action(text: str, n: int, c: LineChecker, ids: dict[str, set[str]]) -> Action:
    path = ("do", n - 1)
    words = text.replace("→", "->").split()
    if len(words) < 2 or words[0] not in PLAYERS:
        c.fail(path, say("lines.not-line", text=text), VERB_FORMS)
    player, verb_word, args = words[0], words[1], words[2:]
    verb = VERB_ALIASES.get(verb_word)
    if verb is None:
        guess = nearest(verb_word, VERB_ALIASES, cutoff=60)
        c.fail(path, say("lines.unknown-verb", verb=verb_word),
               say("lines.guess-forms", guess=guess, forms=VERB_FORMS) if guess else VERB_FORMS)

    def own(ref: str, owner: str = player) -> str:
        m = REF_RE.match(ref)
        if not m:
            c.fail(path, say("lines.not-ref", ref=ref), say("lines.ref-hint"))
        p, cid = m.group(1) or owner, m.group(2)
        if p != owner:
            c.fail(path, say("lines.not-own", ref=ref, player=p, owner=owner), None)
        if cid not in ids[owner]:
            c.fail(path, say("lines.no-card", owner=owner, card=cid), _did_you_mean(nearest(cid, sorted(ids[owner]))))
        return cid

    def arity(lo: int, hi: int):
        if not lo <= len(args) <= hi:
            c.fail(path, say("lines.arity", verb=verb, lo=lo, hi=hi, n=len(args), text=text), VERB_FORMS)

    kw: dict[str, Any] = {}
    if verb == "choose":
        kw.update(_parse_choose(args, player, path, c, ids))
    elif verb in ("play", "next-hint"):
        rest = list(args)
        if verb == "next-hint":
            if rest:
                if VERB_ALIASES.get(rest[0]) != "play":
                    c.fail(path, say("lines.next-hint-play", got=" ".join(rest)))
                rest = rest[1:]
                if not rest:
                    c.fail(path, say("lines.next-hint-id"))
                kw["play"] = own(rest.pop(0))
        else:
            if not rest:
                c.fail(path, say("lines.play-id"), "A play ID [switch ID2]")
            kw["card"] = own(rest.pop(0))
        if rest:
            if rest[0] not in SWITCH_WORDS or len(rest) != 2:
                c.fail(path, say("lines.unexpected", got=" ".join(rest)), say("lines.unexpected-hint"))
            kw["switch"] = own(rest[1])
    elif verb in ("assist", "case-closed", "no-guard", "pass", "spark", "no-spark", "end-turn"):
        arity(0, 0)
    elif verb == "deduce":
        arity(1, 1)
        kw["card"] = "partner" if args[0] in ("partner", f"{player}.partner") else own(args[0])
    elif verb == "mislead":
        if not args:
            c.fail(path, say("lines.mislead"), "B mislead ID [ID…]")
        kw["cards"] = tuple(own(a) for a in args)
    elif verb == "action":
        if len(args) != 3 or args[1] != "->":
            c.fail(path, say("lines.not-action", text=text, other=other(player)), VERB_FORMS)
        kw["card"] = own(args[0])
        m = REF_RE.match(args[2])
        if not m or not m.group(1):
            c.fail(path, say("lines.target-player", target=args[2]), say("lines.target-player-hint"))
        kw["target_player"] = m.group(1)
        kw["target"] = "case" if m.group(2) == "case" else own(args[2], m.group(1))
    elif verb in ("guard", "disguise"):
        arity(1, 1)
        kw["card"] = own(args[0])
    elif verb == "declare":  # `declare REF N`: the N-th [Declare] of a card with several, in printed order
        arity(1, 2)
        kw["card"] = own(args[0])
        if len(args) == 2:
            if not args[1].isdecimal() or int(args[1]) < 1:
                c.fail(path, say("lines.declare-choice", got=args[1]))
            kw["choice"] = int(args[1])
    elif verb == "cut-in":
        arity(1, 2)
        kw["card"] = own(args[0])
        if len(args) == 2:
            if not args[1].isdecimal() or int(args[1]) < 1:  # isdigit() passes "²", which int() refuses
                c.fail(path, say("lines.cut-in-choice", got=args[1]))
            kw["choice"] = int(args[1])
    return Action(n=n, player=player, verb=verb, text=text, line=c.line(path), **kw)


def _parse_choose(args: list[str], player: str, path: tuple, c: LineChecker, ids: dict[str, set[str]]) -> dict:
    """`choose REF [REF…]`, `choose none|yes|no`, `choose N` (the contract's Choices): a card of either player
    (an unqualified id is the chooser's own, else the opponent's)."""
    if not args:
        c.fail(path, say("lines.choose-what"), say("lines.choose-forms"))
    if len(args) == 1 and args[0] in CHOOSE_WORDS:
        return {"word": args[0]}
    if args[0] in NAME_WORDS:  # "name a card": the rest of the line is the name
        if len(args) < 2:
            c.fail(path, say("lines.name-what"), say("lines.choose-forms"))
        return {"named": " ".join(args[1:])}
    if all(a.isdecimal() for a in args):
        for a in args:
            if int(a) < 1:
                c.fail(path, say("lines.option-from-1", got=a), say("lines.choose-forms"))
        if len(args) == 1:
            return {"choice": int(args[0])}
        if len(set(args)) != len(args):
            c.fail(path, say("lines.option-twice"), say("lines.choose-forms"))
        return {"choice": int(args[0]), "choices": tuple(int(a) for a in args)}
    refs = []
    for a in args:
        m = REF_RE.match(a)
        if not m or a in CHOOSE_WORDS or a.isdecimal():
            c.fail(path, say("lines.not-ref", ref=a), say("lines.choose-forms"))
        owner, cid = m.group(1), m.group(2)
        if owner is None:
            owner = player if cid in ids[player] else other(player) if cid in ids[other(player)] \
                else player
        if cid not in ids[owner]:
            c.fail(path, say("lines.no-card", owner=owner, card=cid), _did_you_mean(nearest(cid, sorted(ids[owner]))))
        refs.append(f"{owner}.{cid}")
    if len(set(refs)) != len(refs):
        c.fail(path, say("lines.named-twice"), say("lines.choose-forms"))
    return {"refs": tuple(refs)}


def parse_expectation(text: str, i: int, c: LineChecker, ids: dict[str, set[str]]) -> Expectation:
    path = ("expect", i)
    m = EXPECT_RE.match(text)
    if not m:
        c.fail(path, say("lines.not-expect", text=text), say("lines.not-expect-hint"))
    raw_path, op, raw_value = m.groups()
    parts = tuple(raw_path.split("."))
    value: int | str = int(raw_value) if re.fullmatch(r"-?\d+", raw_value) else raw_value
    words: tuple | None = None
    if parts in (("winner",),):
        words = ("A", "B", "none")
    elif parts in (("illegal",),):
        if value != "none" and not isinstance(value, int):
            c.fail(path, say("lines.illegal-value"))
    elif parts == ("assumed",):
        words = None
    elif len(parts) == 2 and parts[0] in PLAYERS and parts[1] in COUNT_PATHS:
        words = None
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[1:] in (("deck", "top"), ("deck", "bottom")):
        words = ANY_WORD  # the id of the card there, or none
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[1] == "partner":
        if parts[2] not in PARTNER_ATTRS:
            c.fail(path, say("lines.partner-path", path=raw_path, attrs=", ".join(PARTNER_ATTRS)),
                   say("lines.paths-hint", paths=EXPECT_PATHS))
        words = PARTNER_ATTRS[parts[2]]
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[1] == "case":
        if parts[2] not in CASE_ATTRS:
            c.fail(path, say("lines.case-path", path=raw_path, attrs=", ".join(CASE_ATTRS)),
                   say("lines.paths-hint", paths=EXPECT_PATHS))
        words = CASE_ATTRS[parts[2]]
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[2] == "card":
        if parts[1] not in ids[parts[0]]:
            c.fail(path, say("lines.no-card", owner=parts[0], card=parts[1]), say("lines.expect-card-hint"))
        words = ANY_WORD  # a real card's printed number, or none
    elif len(parts) == 3 and parts[0] in PLAYERS and parts[2] in CARD_ATTRS:
        if parts[1] not in ids[parts[0]]:
            c.fail(path, say("lines.no-card", owner=parts[0], card=parts[1]), say("lines.expect-card-hint"))
        words = CARD_ATTRS[parts[2]]
    else:
        c.fail(path, say("lines.unknown-path", path=raw_path), say("lines.paths-hint", paths=EXPECT_PATHS))
    if words is ANY_WORD:
        if op not in ("==", "!="):
            c.fail(path, say("lines.word-op", op=op, path=raw_path), say("lines.word-op-hint"))
        value = str(value)
    elif words is not None:
        if value not in words:
            c.fail(path, say("lines.not-value", value=raw_value, path=raw_path), say("lines.not-value-hint", words=", ".join(words)))
        if op not in ("==", "!="):
            c.fail(path, say("lines.word-op", op=op, path=raw_path), say("lines.word-op-hint"))
    elif parts != ("illegal",) and not isinstance(value, int):
        c.fail(path, say("lines.number", path=raw_path, value=raw_value))
    return Expectation(text=text, path=parts, op=op, value=value, line=c.line(path))
