"""Deck lists and deck checks: 1 Partner, 1 Case and a deck of exactly 40 (p.7), as a judge checks them.

A deck list is plain text in any of the styles players write (docs/deck-lists.md):
`3 B01065`, `3x B01065`, `B01023 x2`, `B02039 ×1`, `1 沖矢昴`, `Partner: B01001`,
`Case: B01024`, comments after `#`. Every problem is reported with its line, a
code, and the rule it breaks; nothing is guessed silently.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import field
from pathlib import Path

from judge.cards import COLOR_WORDS, DECK_TYPES, NUMBER_TOKEN, TYPE_WORDS, CardInfo, CardList, load, parse_date
from judge.errors import JudgeError
from judge.i18n import Msg, Pair, messages, render, say
from judge.records import record
from rules_th import PRIMARY

DECK_SIZE = 40  # p.7
MAX_DECK_FILE_BYTES = 1024 * 1024  # a deck list is a few hundred bytes; anything this big is not one
MAX_DECK_LINES = 2000
MAX_LINE_CHARS = 500
MAX_SUGGESTIONS = 20  # unknown cards given their nearest matches; past this, each lookup would only cost time
ROLE_WORDS = {
    "partner": "partner", "パートナー": "partner", "พาร์ทเนอร์": "partner", "พาร์ทเนอร์การ์ด": "partner",
    "case": "case", "事件": "case", "คดี": "case", "การ์ดคดี": "case",
}
HEADING = re.compile(
    r"^(?:main\s*deck|deck|decklist|deck\s*list|characters?|events?|デッキ|キャラ(?:クター)?|イベント|เด็ค|ตัวละคร|อีเวนต์)"
    r"\s*(?:\(\s*\d+\s*\)|\d+)?\s*[:：]?$", re.IGNORECASE)
ROLE_LINE = re.compile(r"^(?P<role>[^\s:：]+)\s*[:：]\s*(?P<rest>.*)$")
COUNTER = r"(?:枚|ใบ|copies|copy|cards?)"  # "3枚", "3 ใบ", "3 copies"
COUNT_FIRST = re.compile(rf"^(?P<count>\d+)\s*(?:[x×X]|{COUNTER})?\s+(?P<ref>\S.*)$")
X_FIRST = re.compile(r"^[x×X]\s*(?P<count>\d+)\s+(?P<ref>\S.*)$")
COUNT_LAST = re.compile(rf"^(?P<ref>\S.*?)\s+(?:[x×X]\s*(?P<count>\d+)|(?P<count2>\d+)\s*{COUNTER})$")
NUMBER_THEN_COUNT = re.compile(r"^(?P<ref>[A-Za-z]*\d+[A-Za-z0-9]*)\s+(?P<count>\d+)$")
INVISIBLE = re.compile(r"[\u200b-\u200f\u2060\ufeff]")


# the problems of a deck check (their English is the `message` of --json, as before)
messages({
    "deck.p.ambiguous": ("'{ref}' names {n} different cards: {shown}{more}; write the printed number instead",
                         "'{ref}' ตรงกับการ์ด {n} ใบที่ต่างกัน: {shown}{more}; เขียนเลขการ์ดแทน"),
    "deck.p.candidate": ("{number} ({type}, level {level})", "{number} ({type} เลเวล {level})"),
    "deck.p.more": (" and {n} more", " และอีก {n} ใบ"),
    "deck.p.nearest": ("; nearest: {list}", "; ที่ใกล้เคียง: {list}"),
    "deck.p.no-number": ("no card has the number or ID '{ref}'{nearest}", "ไม่มีการ์ดที่มีเลขหรือรหัส '{ref}'{nearest}"),
    "deck.p.no-name": ("no card is named '{ref}'{nearest} (names must be exact; a printed number is safest)",
                       "ไม่มีการ์ดชื่อ '{ref}'{nearest} (ชื่อต้องตรงทุกตัวอักษร เขียนเลขการ์ดจะแน่นอนที่สุด)"),
    "deck.p.name-mismatch": ("'{ref}': {number} is {name}, not '{rest}'; check which card is meant",
                             "'{ref}': {number} คือ {name} ไม่ใช่ '{rest}' ตรวจดูว่าหมายถึงการ์ดใบไหน"),
    "deck.p.too-long": ("the list has {n} lines; only the first {max} were read (a deck list has about 45)",
                        "รายการมี {n} บรรทัด อ่านเพียง {max} บรรทัดแรก (รายการเด็คมีราว 45 บรรทัด)"),
    "deck.p.long-line": ("the line is {n} characters long; not a card line", "บรรทัดนี้ยาว {n} ตัวอักษร ไม่ใช่บรรทัดการ์ด"),
    "deck.p.no-card": ("'{line}' names no card", "'{line}' ไม่ได้ระบุการ์ด"),
    "deck.p.unknown-label": ("'{line}': unknown label '{label}'; only Partner: and Case: label a line "
                             "(docs/deck-lists.md)",
                             "'{line}': ไม่รู้จักป้าย '{label}' มีเพียง Partner: กับ Case: ที่นำหน้าบรรทัดได้ "
                             "(docs/deck-lists.md)"),
    "deck.p.count-only": ("'{line}': a count with no card", "'{line}': มีจำนวนแต่ไม่มีการ์ด"),
    "deck.p.count-zero": ("'{line}': a count is at least 1", "'{line}': จำนวนต้องมีอย่างน้อย 1"),
    "deck.p.not-in-deck": ("{card} is a {kind} card: Partner and Case cards never go in the deck (write it as "
                           "`{label}: {number}`)",
                           "{card} เป็นการ์ด{kind}: การ์ดพาร์ทเนอร์และการ์ดคดีไม่อยู่ในเด็ค (เขียนเป็น "
                           "`{label}: {number}`)"),
    "deck.p.wrong-type": ("{card} is a {type} card, not a {role} card", "{card} เป็นการ์ด{type} ไม่ใช่การ์ด{role}"),
    "deck.p.missing": ("no {kind} card: a player brings exactly one {kind} card beside the deck (write "
                       "`{label}: NUMBER`)",
                       "ไม่มีการ์ด{kind}: ผู้เล่นต้องมีการ์ด{kind} 1 ใบพอดีนอกเด็ค (เขียน `{label}: NUMBER`)"),
    "deck.p.extra": ("{n} {kind} cards: a player brings exactly one", "การ์ด{kind} {n} ใบ: ผู้เล่นมีได้ 1 ใบพอดี"),
    "deck.p.size": ("the deck has {size} cards; it must be exactly {want} ({fix})",
                    "เด็คมี {size} ใบ ต้องมี {want} ใบพอดี ({fix})"),
    "deck.p.remove": ("remove {n}", "เอาออก {n} ใบ"),
    "deck.p.add": ("add {n}", "เพิ่ม {n} ใบ"),
    "deck.p.where": ("{number} ×{count} on line {line}", "{number} ×{count} บรรทัด {line}"),
    "deck.p.too-many": ("{total} copies of card ID {cid} {name} ({where}); at most {base} per card ID, all prints "
                        "together",
                        "รหัสการ์ด {cid} {name} {total} ใบ ({where}); ใส่ได้ไม่เกิน {base} ใบต่อรหัสการ์ด "
                        "รวมทุกฉบับพิมพ์"),
    "deck.p.banned": ("{card} is banned at official events since {since} (card limits on {date}); "
                      "`--casual` checks without the list",
                      "{card} ห้ามใช้ในงานทางการตั้งแต่ {since} (การจำกัดการ์ด ณ วันที่ {date}); "
                      "`--casual` ตรวจโดยไม่ใช้รายการนี้"),
    "deck.p.restricted": ("{total} copies of {name} ({where}): restricted to 1 copy since {since} (card limits on "
                          "{date})",
                          "{name} {total} ใบ ({where}): จำกัด 1 ใบตั้งแต่ {since} (การจำกัดการ์ด ณ วันที่ {date})"),
    "deck.p.event-only": ("{card} is event-only: legal only at events that name it",
                          "{card} เป็นการ์ดเฉพาะงาน: ใช้ได้เฉพาะในงานที่ระบุชื่อการ์ดนี้"),
    "deck.p.colour": ("{number} is {colours}, the Case {case}: it can never be used from hand or by Next Hint "
                      "(a warning: building is free)",
                      "{number} เป็นสี{colours} คดีเป็นสี{case}: ใช้จากมือหรือด้วยเน็กซ์ฮินต์ไม่ได้เลย "
                      "(เป็นคำเตือน: จัดเด็คได้อิสระ)"),
})
KIND_WORDS = {"partner": Pair("Partner", "พาร์ทเนอร์"), "case": Pair("Case", "คดี")}  # `Partner:` / `Case:` labels


def _colours(colors) -> Pair:
    return Pair("/".join(colors), "/".join(COLOR_WORDS[c].th if c in COLOR_WORDS else c for c in colors))


class DeckFileError(JudgeError):
    """The deck list cannot be read at all (exit 2)."""


# a deck check's problems: `message` keeps the English (the --json `message`), `msg` the Msg for either language
messages({
    "deck.candidate": ("{number} ({type}, level {level})", "{number} ({type}, เลเวล {level})"),
    "deck.ambiguous": ("'{ref}' names {n} different cards: {shown}; write the printed number instead",
                       "'{ref}' ตรงกับการ์ด {n} ใบที่ต่างกัน: {shown}; เขียนเลขที่พิมพ์บนการ์ดแทน"),
    "deck.ambiguous-more": ("'{ref}' names {n} different cards: {shown} and {more} more; write the printed number instead",
                            "'{ref}' ตรงกับการ์ด {n} ใบที่ต่างกัน: {shown} และอีก {more} ใบ; เขียนเลขที่พิมพ์บนการ์ดแทน"),
    "deck.no-number": ("no card has the number or ID '{ref}'", "ไม่มีการ์ดที่มีเลขหรือรหัส '{ref}'"),
    "deck.no-number-near": ("no card has the number or ID '{ref}'; nearest: {near}",
                            "ไม่มีการ์ดที่มีเลขหรือรหัส '{ref}'; ที่ใกล้ที่สุด: {near}"),
    "deck.no-name": ("no card is named '{ref}' (names must be exact; a printed number is safest)",
                     "ไม่มีการ์ดชื่อ '{ref}' (ชื่อต้องตรงทุกตัวอักษร; ใช้เลขที่พิมพ์บนการ์ดปลอดภัยที่สุด)"),
    "deck.no-name-near": ("no card is named '{ref}'; nearest: {near} (names must be exact; a printed number is safest)",
                          "ไม่มีการ์ดชื่อ '{ref}'; ที่ใกล้ที่สุด: {near} (ชื่อต้องตรงทุกตัวอักษร; ใช้เลขที่พิมพ์บนการ์ดปลอดภัยที่สุด)"),
    "deck.name-mismatch": ("'{ref}': {number} is {name}, not '{rest}'; check which card is meant",
                           "'{ref}': {number} คือ {name} ไม่ใช่ '{rest}'; ตรวจว่าหมายถึงการ์ดใบไหน"),
    "deck.too-long": ("the list has {n} lines; only the first {most} were read (a deck list has about 45)",
                      "รายการนี้มี {n} บรรทัด; อ่านเพียง {most} บรรทัดแรก (รายการเด็คมีประมาณ 45 บรรทัด)"),
    "deck.long-line": ("the line is {n} characters long; not a card line", "บรรทัดนี้ยาว {n} ตัวอักษร; ไม่ใช่บรรทัดของการ์ด"),
    "deck.no-card": ("'{line}' names no card", "'{line}' ไม่ได้ระบุการ์ด"),
    "deck.label": ("'{line}': unknown label '{label}'; only Partner: and Case: label a line (docs/deck-lists.md)",
                   "'{line}': ไม่รู้จักป้าย '{label}'; ป้ายบรรทัดมีได้เฉพาะ Partner: และ Case: (docs/deck-lists.md)"),
    "deck.count-only": ("'{line}': a count with no card", "'{line}': มีจำนวนแต่ไม่มีการ์ด"),
    "deck.count-zero": ("'{line}': a count is at least 1", "'{line}': จำนวนต้องไม่น้อยกว่า 1"),
    "deck.not-in-deck": ("{card} is a {kind} card: Partner and Case cards never go in the deck (write it as `{label}: {number}`)",
                         "{card} เป็นการ์ด{kind}: การ์ดพาร์ทเนอร์และการ์ดคดีไม่ใส่ในเด็ค (เขียนเป็น `{label}: {number}`)"),
    "deck.wrong-type": ("{card} is a {type} card, not a {role} card", "{card} เป็นการ์ด{type} ไม่ใช่การ์ด{role}"),
    "deck.missing-role": ("no {kind} card: a player brings exactly one {kind} card beside the deck (write `{label}: NUMBER`)",
                          "ไม่มีการ์ด{kind}: ผู้เล่นแต่ละคนมีการ์ด{kind}หนึ่งใบพอดีนอกเด็ค (เขียน `{label}: NUMBER`)"),
    "deck.extra-role": ("{n} {kind} cards: a player brings exactly one", "การ์ด{kind} {n} ใบ: ผู้เล่นแต่ละคนมีได้หนึ่งใบพอดี"),
    "deck.size-remove": ("the deck has {size} cards; it must be exactly {want} (remove {n})",
                         "เด็คมี {size} ใบ; ต้องมี {want} ใบพอดี (เอาออก {n} ใบ)"),
    "deck.size-add": ("the deck has {size} cards; it must be exactly {want} (add {n})",
                      "เด็คมี {size} ใบ; ต้องมี {want} ใบพอดี (เพิ่ม {n} ใบ)"),
    "deck.on-line": ("{number} ×{count} on line {line}", "{number} ×{count} ที่บรรทัด {line}"),
    "deck.too-many": ("{n} copies of card ID {id} {name} ({where}); at most {most} per card ID, all prints together",
                      "การ์ดรหัส {id} {name} {n} ใบ ({where}); มีได้ไม่เกิน {most} ใบต่อรหัสการ์ด รวมทุกฉบับพิมพ์"),
    "deck.banned": ("{card} is banned at official events since {since} (card limits on {date}); `--casual` checks without the list",
                    "{card} เป็นการ์ดต้องห้ามในงานทางการตั้งแต่ {since} (การจำกัดการ์ด ณ {date}); `--casual` ตรวจโดยไม่ใช้รายการนี้"),
    "deck.restricted": ("{n} copies of {name} ({where}): restricted to 1 copy since {since} (card limits on {date})",
                        "{name} {n} ใบ ({where}): จำกัดไว้ 1 ใบตั้งแต่ {since} (การจำกัดการ์ด ณ {date})"),
    "deck.event-only": ("{card} is event-only: legal only at events that name it",
                        "{card} เป็นการ์ดเฉพาะงาน: ใช้ได้เฉพาะในงานที่ระบุการ์ดนี้"),
    "deck.colour": ("{number} is {colors}, the Case {case}: it can never be used from hand or by Next Hint (a warning: building is "
                    "free)", "{number} เป็นสี {colors} การ์ดคดีเป็นสี {case}: ใช้จากมือหรือด้วยเน็กซ์ฮินต์ไม่ได้เลย "
                    "(เป็นคำเตือน: จัดเด็คได้อิสระ)"),
    "deck.binary": ("{path}: a binary file, not a deck list", "{path}: เป็นไฟล์ไบนารี ไม่ใช่รายการเด็ค"),
    "deck.binary-hint": ("give the deck list as text (docs/deck-lists.md)", "ให้รายการเด็คเป็นข้อความ (docs/deck-lists.md)"),
})


@record
class Entry:
    """One card line of the list: how many of which card, as what."""

    line: int
    count: int
    role: str  # deck | partner | case
    card: CardInfo
    number: str  # the printed number written, or the card's first print for an ID or a name
    lines: list[int] = field(default_factory=list)  # in the sorted list: every line naming this print


@record
class Problem:
    line: int | None  # None: the list as a whole
    code: str
    message: str  # English (--json); given as a Msg, which `words` keeps for the reader's language
    sections: tuple[str, ...] = ("deck-construction",)
    severity: str = "error"  # error: the deck is not legal; warning: worth a look, still legal
    words: Msg | str = ""

    def __post_init__(self):
        if isinstance(self.message, Msg):
            self.words, self.message = self.message, str(self.message)
        self.words = self.words or self.message

    def text(self, lang: str | None = None) -> str:
        """The problem in `lang` (default: the reader's)."""
        return render(self.words, lang)

    def to_json(self) -> dict:
        from judge.rules.core import cite

        return {"line": self.line, "code": self.code, "message": self.message,
                "cites": [cite(s) for s in self.sections], "severity": self.severity}


@record
class DeckCheck:
    file: str
    date: str
    casual: bool
    entries: list[Entry] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    unresolved_deck_cards: int = 0  # copies on deck lines whose card is unknown (they still count toward 40)

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def legal(self) -> bool:
        return not self.errors

    def totals(self) -> dict:
        count = {"deck": self.unresolved_deck_cards, "partner": 0, "case": 0}
        for e in self.entries:
            count[e.role] += e.count
        return count

    def sorted_entries(self) -> list[Entry]:
        """One row per role and number (lines naming the same print added up): Partner, Case, then
        characters and events by level, as judges check a list."""
        merged: dict[tuple[str, str], Entry] = {}
        for e in self.entries:
            key = (e.role, e.number)
            if key in merged:
                merged[key].count += e.count
                merged[key].lines.append(e.line)
            else:
                merged[key] = Entry(e.line, e.count, e.role, e.card, e.number, [e.line])
        order = {"partner": 0, "case": 1, "character": 2, "event": 3}
        return sorted(merged.values(), key=lambda e: (order[e.card.type if e.role == "deck" else e.role],
                                                      e.card.level if e.card.level is not None else 99, e.number))

    def to_json(self, cards: CardList) -> dict:
        return {
            "legal": self.legal,
            "date": self.date,
            "problems": [p.to_json() for p in sorted(self.problems, key=_problem_order)],
            "cards": [{"id": e.card.id, "number": e.number, "name": e.card.name, "count": e.count,
                       "type": e.card.type, "level": e.card.level, "role": e.role, "lines": e.lines,
                       "name_en": e.card.name_en, "name_th": e.card.name_th, "colors": list(e.card.colors),
                       "status": cards.limit_on(e.card, self.date).describe()} for e in self.sorted_entries()],
            "totals": self.totals(),
            "casual": self.casual,
            "rulebook": PRIMARY,
            "cardlist": cards.info(),
        }


def _problem_order(p: Problem):
    return (p.line is None, p.line or 0, p.severity != "error")


def read_deck_file(path: str | Path) -> str:
    """The text of a deck list: a regular UTF-8 file within the size limit (judge/inputs.py, as for
    scenarios), and not binary; else a clear error (exit 2)."""
    from judge.inputs import read_input

    text = read_input(str(path), "deck list", MAX_DECK_FILE_BYTES).removeprefix("\ufeff")
    if "\x00" in text:
        raise DeckFileError(say("deck.binary", path=path), say("deck.binary-hint"))
    return text


def _clean(line: str) -> str:
    line = INVISIBLE.sub("", unicodedata.normalize("NFKC", line))
    if line.lstrip().startswith(("#", "//")):
        return ""
    return re.split(r"\s#|\s//", line, maxsplit=1)[0].strip()


def _split_count(text: str) -> tuple[int | None, str]:
    """(count, card reference) of one line; count None if the line has no count (then it is 1)."""
    for pattern in (COUNT_FIRST, X_FIRST, COUNT_LAST, NUMBER_THEN_COUNT):
        m = pattern.match(text)
        if m:
            groups = m.groupdict()
            return int(groups.get("count") or groups.get("count2")), m.group("ref").strip()
    return None, text


def _resolve(ref: str, role: str, cards: CardList,
             suggest: bool = True) -> tuple[CardInfo | None, str | None, Problem | None]:
    """(card, printed number, problem) for a number, ID or exact name; names must name one card ID."""
    card = cards.get(ref)
    if card is not None:
        return card, cards.printed_number(ref) or card.number, None
    found = _number_with_name(ref, cards)
    if found is not None:
        return found
    named = cards.by_name(ref)
    if role != "deck":  # "Partner: 江戸川コナン" means the Partner card of that name
        fitting = [c for c in named if c.type == role]
    else:
        fitting = [c for c in named if c.type in DECK_TYPES]
    candidates = fitting or named
    if len(candidates) == 1:
        return candidates[0], candidates[0].number, None
    if len(candidates) > 1:
        shown = [say("deck.p.candidate", number=c.number, type=TYPE_WORDS.get(c.type, c.type),
                     level=c.level if c.level is not None else "–") for c in candidates[:8]]
        more = say("deck.p.more", n=len(candidates) - 8) if len(candidates) > 8 else ""
        return None, None, Problem(None, "ambiguous-name", say("deck.p.ambiguous", ref=ref, n=len(candidates),
                                                               shown=shown, more=more), ("deck-construction",))
    looks_like_number = bool(re.fullmatch(r"[A-Za-z]{0,3}\d+[A-Za-z0-9]*", ref.replace(" ", "")))
    if looks_like_number:
        hint = cards.nearest_numbers(ref) if suggest else []
        message = say("deck.p.no-number", ref=ref, nearest=say("deck.p.nearest", list=", ".join(hint)) if hint else "")
    else:
        near = cards.nearest_names(ref) if suggest else []
        message = say("deck.p.no-name", ref=ref, nearest=say("deck.p.nearest", list=", ".join(near)) if near else "")
    return None, None, Problem(None, "unknown-card", message, ("deck-construction",))


def _number_with_name(ref: str, cards: CardList) -> tuple[CardInfo, str, Problem | None] | None:
    """`沖矢昴 (B01065)`, `B01065 Subaru Okiya`: the printed number decides; a name of another card is a problem."""
    numbers = [m.group(1) for m in NUMBER_TOKEN.finditer(ref) if cards.get(m.group(1))]
    if len({cards.get(n).id for n in numbers}) != 1:
        return None
    card, number = cards.get(numbers[0]), cards.printed_number(numbers[0]) or cards.get(numbers[0]).number
    rest = NUMBER_TOKEN.sub(" ", ref).strip(" ()[]【】（）-–—:：,")
    if rest and cards.by_name(rest) and card not in cards.by_name(rest):
        return None, None, Problem(None, "name-mismatch", say("deck.p.name-mismatch", ref=ref, number=number,
                                                              name=card.name, rest=rest))
    return card, number, None


def parse_deck(text: str, cards: CardList) -> tuple[list[Entry], list[Problem], int]:
    """The card lines of a deck list, the problems of reading it, and the copies on unreadable deck lines."""
    entries: list[Entry] = []
    problems: list[Problem] = []
    unresolved = suggested = 0
    lines = text.splitlines()
    if len(lines) > MAX_DECK_LINES:
        problems.append(Problem(None, "too-long", say("deck.p.too-long", n=len(lines), max=MAX_DECK_LINES)))
        lines = lines[:MAX_DECK_LINES]
    for n, raw in enumerate(lines, 1):
        if len(raw) > MAX_LINE_CHARS:
            problems.append(Problem(n, "malformed-line", say("deck.p.long-line", n=len(raw))))
            continue
        line = _clean(raw)
        if not line or HEADING.match(line):
            continue
        role = "deck"
        m = ROLE_LINE.match(line)
        if m and m.group("role").casefold() in ROLE_WORDS:
            role, line = ROLE_WORDS[m.group("role").casefold()], m.group("rest").strip()
            if not line:
                problems.append(Problem(n, "malformed-line", say("deck.p.no-card", line=raw.strip()),
                                        ("deck-construction",)))
                continue
        elif m:
            problems.append(Problem(n, "malformed-line", say("deck.p.unknown-label", line=raw.strip(),
                                                             label=m.group("role"))))
            continue
        count, ref = _split_count(line)
        if re.fullmatch(r"[x×X]?\s*\d{1,3}\s*[x×X]?", ref):
            problems.append(Problem(n, "malformed-line", say("deck.p.count-only", line=raw.strip()),
                                    ("deck-construction",)))
            continue
        count = 1 if count is None else count
        if count < 1:
            problems.append(Problem(n, "malformed-line", say("deck.p.count-zero", line=raw.strip())))
            continue
        card, number, problem = _resolve(ref, role, cards, suggest=suggested < MAX_SUGGESTIONS)
        if problem is not None:
            problem.line = n
            suggested += problem.code == "unknown-card"
            problems.append(problem)
            unresolved += count if role == "deck" else 0
            continue
        entries.append(Entry(n, count, role, card, number))
    return entries, problems, unresolved


def check_deck(text: str, file: str = "<deck>", on: str | None = None, casual: bool = False,
               cards: CardList | None = None) -> DeckCheck:
    """Check a deck list against p.7 and (unless casual) the card limits in force on `on` (default today)."""
    cards = cards or load()
    check = DeckCheck(file=file, date=parse_date(on), casual=casual)
    check.entries, check.problems, check.unresolved_deck_cards = parse_deck(text, cards)
    _check_roles(check)
    _check_size(check)
    _check_copies(check, cards)
    _check_colours(check)
    return check


def _describe(e: Entry) -> Pair:
    """The card as a judge reads it: number, Japanese name, and its name in the reader's language when there is one."""
    en = f"{e.number} {e.card.name}" + (f" ({e.card.name_en})" if e.card.name_en else "")
    return Pair(en, f"{e.number} {e.card.name}" + (f" ({e.card.name_th})" if e.card.name_th else ""))


def _check_roles(check: DeckCheck) -> None:
    """1 Partner and 1 Case, never in the deck; only characters and events in the deck (p.7)."""
    for e in check.entries:
        if e.role == "deck" and e.card.type not in DECK_TYPES:
            kind = KIND_WORDS["partner" if e.card.type == "partner" else "case"]
            check.problems.append(Problem(e.line, "not-in-deck", say("deck.p.not-in-deck", card=_describe(e),
                                                                     kind=kind, label=kind.en, number=e.number)))
        elif e.role != "deck" and e.card.type != e.role:
            check.problems.append(Problem(e.line, "wrong-type", say("deck.p.wrong-type", card=_describe(e),
                                                                    type=TYPE_WORDS.get(e.card.type, e.card.type),
                                                                    role=TYPE_WORDS.get(e.role, e.role))))
    for role, kind in KIND_WORDS.items():
        named = [e for e in check.entries if e.role == role]
        total = sum(e.count for e in named)
        if total == 0:
            check.problems.append(Problem(None, f"missing-{role}", say("deck.p.missing", kind=kind, label=kind.en)))
        elif total > 1:
            check.problems.append(Problem(named[-1].line, f"extra-{role}", say("deck.p.extra", n=total, kind=kind)))


def _check_size(check: DeckCheck) -> None:
    size = check.totals()["deck"]
    if size != DECK_SIZE:
        fix = say("deck.p.remove" if size > DECK_SIZE else "deck.p.add", n=abs(size - DECK_SIZE))
        check.problems.append(Problem(None, "deck-size", say("deck.p.size", size=size, want=DECK_SIZE, fix=fix)))


def _check_copies(check: DeckCheck, cards: CardList) -> None:
    """At most 3 per card ID, every print together (p.7), and the dated card limits unless casual."""
    by_id: dict[str, list[Entry]] = {}
    for e in check.entries:
        if e.role == "deck" and e.card.type in DECK_TYPES:
            by_id.setdefault(e.card.id, []).append(e)
    for cid, group in by_id.items():
        card, total = group[0].card, sum(e.count for e in group)
        where = [say("deck.p.where", number=e.number, count=e.count, line=e.line) for e in group]
        limit = cards.limit_on(card, check.date)
        base = cards.base_limit(card)
        if base is not None and total > base:
            check.problems.append(Problem(group[-1].line, "too-many-copies",
                                          say("deck.p.too-many", total=total, cid=cid, name=card.name, where=where,
                                              base=base)))
        if check.casual:
            continue
        if limit.status == "banned":
            check.problems.append(Problem(group[0].line, "banned", say("deck.p.banned", card=_describe(group[0]),
                                                                       since=limit.since, date=check.date)))
        elif limit.status == "restricted" and total > 1:
            check.problems.append(Problem(group[-1].line, "restricted",
                                          say("deck.p.restricted", total=total, name=card.name, where=where,
                                              since=limit.since, date=check.date)))
        elif limit.status == "event-only":
            check.problems.append(Problem(group[0].line, "event-only", say("deck.p.event-only", card=_describe(group[0])),
                                          severity="warning"))
    if not check.casual:
        for e in check.entries:
            if e.role == "case" and cards.limit_on(e.card, check.date).status == "event-only":
                check.problems.append(Problem(e.line, "event-only", say("deck.p.event-only", card=_describe(e)),
                                              severity="warning"))


def _check_colours(check: DeckCheck) -> None:
    """A warning, never a rejection: a card sharing no colour with the Case can never be used from hand (p.12)."""
    cases = [e for e in check.entries if e.role == "case" and e.card.type == "case"]
    if len(cases) != 1 or not cases[0].card.colors:
        return
    case_colors = set(cases[0].card.colors)
    for e in check.entries:
        if e.role == "deck" and e.card.type in DECK_TYPES and e.card.colors and not case_colors & set(e.card.colors):
            check.problems.append(Problem(
                e.line, "colour", say("deck.p.colour", number=e.number, colours=_colours(e.card.colors),
                                      case=_colours(cases[0].card.colors)),
                ("case-color",), severity="warning"))
