"""Reading a deck list: every line read as written, or reported on its line (docs/deck-lists.md).

Three forms, told apart by their content (or named with `--format`):
- text, as players type and paste it: one card a line with its count in any common style, section
  headers (パートナー / 事件 / キャラ / イベント, พาร์ทเนอร์ / คดี / ตัวละคร / อีเวนต์, Partner / Case / …)
  that say where a card goes, stated counts and totals (checked, never trusted), title, player, event
  and separator lines (recognised and shown, never cards);
- a product CSV (`product,partnerNumber,caseNumber,deckNumbers`, the deck's numbers joined by `|`);
- a simulator's deck JSON (`{"format": "conan-deck", "version": 1, …}`, cards by official card ID).

A card line is fully understood (a count, one card, and nothing left over but the card's own name, its
rarity or a comment) or it is a problem on its line: nothing is guessed, nothing silently dropped.
"""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
from dataclasses import field

from judge.cards import DECK_TYPES, TYPE_WORDS, CardInfo, CardList, name_key, number_key
from judge.errors import JudgeError
from judge.i18n import Msg, Pair, messages, render, say
from judge.records import record

MAX_DECK_LINES = 2000
MAX_LINE_CHARS = 500
MAX_NAME_WORDS = 12  # words of a card's name written beside its number ("Conan Edogawa / 江戸川コナン")
MAX_TOKENS = 24  # numbers and counts on one line; a card line has two or three
MAX_SUGGESTIONS = 20  # unknown cards given their nearest matches; past this, each lookup would only cost time
FORMATS = ("auto", "text", "csv", "json")

# ------------------------------------------------------------------ the words of a line

COUNTER = r"(?:枚|ใบ|copies|copy|cards|card|pcs)"  # "3枚", "3 ใบ", "3 copies"
# one card number as printed (B01065, B01065P, B04001Sec1, PR022, D06012, EXC01-0001), hyphenated as some
# sites write it (B01-065, PR-022), or a Partner's card ID (P012); an `x3` may follow with no space
NUMBER = (r"(?:(?<![A-Za-z0-9])|(?<=\d[x×✕]))(?:[A-Za-z]{1,3}\d{2}-\d{3,4}|[A-Za-z]{1,3}-?\d{3,6})"
          r"(?:P\d?|Sec\d)?(?=[x×✕]\d|[^A-Za-z0-9]|$)")
CARD_AHEAD = r"(?=[A-Za-z]{1,3}-?\d{2})"  # `3xB01005`
TOKENS = re.compile(
    rf"(?P<number>{NUMBER})"
    rf"|(?P<pcount>[(\[]\s*(?P<pn>[-+]?\d+)\s*{COUNTER}?\s*[)\]])"  # (3), [3], (3枚)
    rf"|(?P<xcount>(?:(?:(?<![A-Za-z])|(?<=\d[Pp]))x|[×✕])\s*(?P<xn>[-+]?\d+)(?:\s*{COUNTER}(?![A-Za-z]))?)"  # x3, ×3, x3枚, x3 ใบ
    rf"|(?P<countx>(?<![A-Za-z0-9.#-])(?P<cn>[-+]?\d+)\s*(?:[x×✕](?![A-Za-z0-9])|[x×✕]{CARD_AHEAD}"
    rf"|{COUNTER}(?![A-Za-z])))"  # 3x, 3枚, 3xB01005
    r"|(?P<int>(?<![\w.#-])[-+]?\d+(?![\w.]))",  # a bare 3 (a count only at the start, or just after the card)
    re.IGNORECASE)
SEPARATORS = " \t-–—―:;|/,、。・･()[]{}【】「」『』<>〈〉《》=~〜*•+"
BULLET = re.compile(r"^(?:[-*+]\s+|[•・◦▪●○■□◆◇▶►☆★]\s*)")  # "- 3 B01065", "・B01065 ×3" (never "-1 B01065")
MARKS = re.compile("[\u00ad\u061c\u180e\u200b-\u200f\u2060-\u2064\ufeff]")  # invisible, change nothing a reader sees
HIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")  # controls, bidi overrides
WIDE = {**{c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}, 0x3000: 0x20, 0x00A0: 0x20, 0x202F: 0x20, 0x205F: 0x20,
        **{c: 0x20 for c in range(0x2000, 0x200B)}}
HALF_KATAKANA = re.compile("[\uff61-\uff9f]+")
COMMENT = re.compile(r"(?:^|\s)(?:#|//|※)")
URL = re.compile(r"^[a-z][a-z0-9+.-]*://\S+$", re.IGNORECASE)
DECORATION = "■□◆◇●○◎◉★☆▼▽▲△▶▷►♦♢◈#*=~・-–—_>〈《【[「『(<|≪♪ \t"
CLOSING = "】]」』>》〉)≫"

# the words that head a line, in Japanese, Thai and English (longest first when one starts another)
SECTION_WORDS = {
    "partner": ("partner", "partners", "partner card", "パートナー", "パートナーカード", "พาร์ทเนอร์", "พาร์ทเนอร์การ์ด",
                "การ์ดพาร์ทเนอร์", "พาทเนอร์"),
    "case": ("case", "case card", "事件", "事件カード", "คดี", "การ์ดคดี"),
    "character": ("character", "characters", "chara", "キャラ", "キャラクター", "キャラカード", "キャラクターカード",
                  "ตัวละคร", "การ์ดตัวละคร"),
    "event": ("event", "events", "event cards", "イベント", "イベントカード", "อีเวนต์", "อีเวนท์", "อีเว้นท์",
              "การ์ดอีเวนต์"),
    "deck": ("deck", "main deck", "decklist", "deck list", "デッキ", "メインデッキ", "デッキリスト", "山札", "เด็ค",
             "เด็คหลัก", "รายการเด็ค"),
}
INFO_WORDS = {
    "title": ("title", "deck name", "deck title", "archetype", "デッキ名", "デッキタイトル", "タイトル", "ชื่อเด็ค"),
    "player": ("player", "player name", "author", "builder", "by", "使用者", "プレイヤー", "プレイヤー名", "作成者",
               "投稿者", "ผู้เล่น", "ชื่อผู้เล่น", "ผู้จัดเด็ค", "ผู้สร้าง"),
    "event": ("tournament", "event name", "date", "store", "venue", "result", "placing", "rank", "record", "大会",
              "大会名", "イベント名", "開催日", "日付", "日時", "店舗", "会場", "結果", "戦績", "順位", "งาน", "ชื่องาน",
              "รายการแข่ง", "ทัวร์นาเมนต์", "วันที่", "ร้าน", "สนาม", "ผลการแข่ง", "อันดับ"),
    "note": ("comment", "comments", "note", "notes", "memo", "url", "link", "deck code", "コメント", "メモ", "備考",
             "デッキコード", "หมายเหตุ", "ลิงก์"),
}
TOTAL_WORDS = ("total", "total cards", "card total", "合計", "計", "総数", "総枚数", "枚数", "合計枚数", "デッキ枚数",
               "รวม", "รวมทั้งหมด", "ทั้งหมด", "จำนวนรวม", "จำนวนการ์ด", "รวมการ์ด")


def _word_key(word: str) -> str:
    return re.sub(r"\s+", "", word.casefold())


WORD_KINDS: dict[str, tuple[str, str]] = {}  # word key -> (what the word heads: section | info | total, which)
for _kind, _words in SECTION_WORDS.items():
    WORD_KINDS.update({_word_key(w): ("section", _kind) for w in _words})
for _kind, _words in INFO_WORDS.items():
    WORD_KINDS.update({_word_key(w): ("info", _kind) for w in _words})
WORD_KINDS.update({_word_key(w): ("total", "total") for w in TOTAL_WORDS})
_ALL_WORDS = sorted({w for ws in (*SECTION_WORDS.values(), *INFO_WORDS.values(), TOTAL_WORDS) for w in ws},
                    key=len, reverse=True)
HEAD_WORD = re.compile("|".join(re.escape(w).replace(r"\ ", r"\s*") + (r"(?![a-z])" if w.isascii() else "")
                                for w in _ALL_WORDS), re.IGNORECASE)
COUNT_TEXT = rf"(?:[(\[]\s*(?P<n1>\d+)\s*{COUNTER}?\s*[)\]]|[x×]?\s*(?P<n2>\d+)\s*{COUNTER}?)"
HEADER_ONLY = re.compile(rf"^[{re.escape(CLOSING)}]*\s*[:：]?\s*(?:{COUNT_TEXT})?\s*[:：]?[{re.escape(DECORATION)}]*$",
                         re.IGNORECASE)
LABELLED = re.compile(rf"^(?:[{re.escape(CLOSING)}]+\s*|\s*[:：]\s*|\s+[-–—]\s+)(?P<rest>.+)$")
ANY_LABEL = re.compile(r"^(?:[【\[「『<《〈]\s*(?P<b>[^】\]」』>》〉]{1,24}?)\s*[】\]」』>》〉]|(?P<c>[^:：]{1,24}?)\s*[:：])"
                       r"\s*(?P<rest>.*)$")
COUNT_ONLY = re.compile(rf"^\s*{COUNT_TEXT}\s*$", re.IGNORECASE)


# ------------------------------------------------------------------ what reading says

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
    "deck.p.unknown-label": ("'{line}': unknown label '{label}'; a label heads a section (Partner, Case, Characters, "
                             "Events, Deck) or names the deck, player or event (docs/deck-lists.md)",
                             "'{line}': ไม่รู้จักป้าย '{label}' ป้ายนำหน้าได้แค่หัวข้อ (พาร์ทเนอร์ คดี ตัวละคร อีเวนต์ "
                             "เด็ค) หรือชื่อเด็ค ผู้เล่น งานแข่ง (docs/deck-lists.md)"),
    "deck.p.count-only": ("'{line}': a count with no card", "'{line}': มีจำนวนแต่ไม่มีการ์ด"),
    "deck.p.count-zero": ("'{line}': a count is at least 1 ('{count}' is not)",
                          "'{line}': จำนวนต้องมีอย่างน้อย 1 ('{count}' ใช้ไม่ได้)"),
    "deck.p.two-counts": ("'{line}': counts that disagree ({counts}); write one count a line",
                          "'{line}': จำนวนไม่ตรงกัน ({counts}) เขียนจำนวนเดียวต่อบรรทัด"),
    "deck.p.crowded": ("'{line}': more than {n} numbers and counts on one line; a card line has one card and its count",
                       "'{line}': มีตัวเลขและจำนวนมากกว่า {n} ตัวในบรรทัดเดียว บรรทัดการ์ดมีการ์ดหนึ่งใบกับจำนวนของมัน"),
    "deck.p.two-cards": ("'{line}': {numbers} on one line; write one card a line",
                         "'{line}': มี {numbers} ในบรรทัดเดียว เขียนการ์ดบรรทัดละใบ"),
    "deck.p.extra-words": ("'{line}': {words} not understood; a card line is a count, one card, and at most its "
                           "name (write a note after #)",
                           "'{line}': อ่าน {words} ไม่ออก บรรทัดการ์ดมีจำนวน การ์ดหนึ่งใบ และอย่างมากคือชื่อการ์ดนั้น "
                           "(เขียนหมายเหตุหลัง #)"),
    "deck.p.hidden": ("'{line}': invisible control characters ({chars}) that change what the line shows; type "
                      "the line again",
                      "'{line}': มีอักขระควบคุมที่มองไม่เห็น ({chars}) ซึ่งเปลี่ยนสิ่งที่บรรทัดแสดง พิมพ์บรรทัดนี้ใหม่"),
    "deck.p.empty-section": ("'{line}': a {kind} header with no {kind} card after it ({next} is a {type} card)",
                             "'{line}': หัวข้อ{kind}ไม่มีการ์ด{kind}ตามมา ({next} เป็นการ์ด{type})"),
    "deck.p.empty-header": ("'{line}': a {kind} header with no card after it",
                            "'{line}': หัวข้อ{kind}ไม่มีการ์ดตามมา"),
    "deck.p.section-count": ("'{line}': the header says {stated}, but {read} cards are listed under it",
                             "'{line}': หัวข้อระบุ {stated} ใบ แต่มีการ์ดอยู่ใต้หัวข้อ {read} ใบ"),
    "deck.p.total": ("'{line}': the list says {stated} cards in all, but it has {deck} in the deck ({all} with the "
                     "Partner and the Case)",
                     "'{line}': รายการระบุรวม {stated} ใบ แต่ในเด็คมี {deck} ใบ ({all} ใบเมื่อรวมพาร์ทเนอร์และคดี)"),
    "deck.p.total-words": ("'{line}': a total with no number", "'{line}': มีคำว่ารวมแต่ไม่มีจำนวน"),
    "deck.p.wrong-section": ("{card} is a {type} card, listed under the {section} header (a warning: it is in the "
                             "deck all the same)",
                             "{card} เป็นการ์ด{type} แต่อยู่ใต้หัวข้อ{section} (เป็นคำเตือน: การ์ดยังอยู่ในเด็คเหมือนเดิม)"),
    "deck.p.csv-column": ("'{what}' (position {n} of {column}) is not a card number",
                          "'{what}' (ตำแหน่งที่ {n} ของ {column}) ไม่ใช่เลขการ์ด"),
    "deck.p.csv-unknown": ("position {n} of {column}: {problem}", "ตำแหน่งที่ {n} ของ {column}: {problem}"),
    "deck.p.json-key": ("key '{key}' is not part of a conan-deck file; it was not read",
                        "คีย์ '{key}' ไม่ใช่ส่วนหนึ่งของไฟล์ `conan-deck` จึงไม่ได้อ่าน"),
    "deck.p.json-entry": ("main[{n}]: {problem}", "main[{n}]: {problem}"),
    "deck.p.json-not-entry": ("an entry is {{\"id\": \"id_0001\", \"n\": 3}} (got {got})",
                              "แต่ละรายการเป็น {{\"id\": \"id_0001\", \"n\": 3}} (ที่เขียนคือ {got})"),
    "deck.p.json-count": ("'n' is a whole number from 1 (got {got})", "'n' ต้องเป็นจำนวนเต็มตั้งแต่ 1 (ที่เขียนคือ {got})"),
    "deck.p.json-id": ("'{got}' is not a card ID (write it as id_0001, id_P012)",
                       "'{got}' ไม่ใช่รหัสการ์ด (เขียนเป็น id_0001, id_P012)"),
    "deck.p.json-number": ("'{got}' is the printed number of {card}, not a card ID: this format names cards by ID "
                           "(id_{id})",
                           "'{got}' เป็นเลขที่พิมพ์บน {card} ไม่ใช่รหัสการ์ด: รูปแบบนี้ระบุการ์ดด้วยรหัส (id_{id})"),
    "deck.p.json-no-id": ("no card has the ID '{got}'", "ไม่มีการ์ดที่มีรหัส '{got}'"),
    "deck.binary": ("{path}: a binary file, not a deck list", "{path}: เป็นไฟล์ไบนารี ไม่ใช่รายการเด็ค"),
    "deck.binary-hint": ("give the deck list as text (docs/deck-lists.md)", "ให้รายการเด็คเป็นข้อความ (docs/deck-lists.md)"),
    "deck.json-bad": ("not valid JSON ({why})", "ไม่ใช่ JSON ที่ถูกต้อง ({why})"),
    "deck.json-deep": ("nested too deeply to be a deck file", "ซ้อนกันลึกเกินกว่าจะเป็นไฟล์เด็ค"),
    "deck.json-shape": ("a deck file is one JSON object with \"format\": \"conan-deck\" (got {got})",
                        "ไฟล์เด็คคือออบเจกต์ JSON หนึ่งตัวที่มี `\"format\": \"conan-deck\"` (ที่เขียนคือ {got})"),
    "deck.json-version": ("version {got} of the conan-deck format is not known; judge reads version 1",
                          "ไม่รู้จักรูปแบบ `conan-deck` เวอร์ชัน {got}; `judge` อ่านได้เฉพาะเวอร์ชัน 1"),
    "deck.json-main": ("'main' is a list of {{\"id\": …, \"n\": …}} entries (got {got})",
                       "'main' ต้องเป็นลิสต์ของรายการ {{\"id\": …, \"n\": …}} (ที่เขียนคือ {got})"),
    "deck.format-hint": ("docs/deck-lists.md shows each form; --format text|csv|json reads the file as one",
                         "docs/deck-lists.md แสดงแต่ละรูปแบบ; --format text|csv|json บังคับให้อ่านเป็นรูปแบบนั้น"),
    "deck.csv-bad": ("not a readable CSV ({why})", "ไม่ใช่ CSV ที่อ่านได้ ({why})"),
    "deck.csv-header": ("a product CSV starts with the header product,partnerNumber,caseNumber,deckNumbers "
                        "(missing: {missing})",
                        "CSV ของผลิตภัณฑ์ต้องขึ้นต้นด้วยหัวตาราง product,partnerNumber,caseNumber,deckNumbers "
                        "(ขาด: {missing})"),
    "deck.csv-columns": ("the row has {got} columns; the header has {want}", "แถวนี้มี {got} คอลัมน์ แต่หัวตารางมี {want}"),
    "deck.csv-no-row": ("no product row under the header", "ไม่มีแถวของผลิตภัณฑ์ใต้หัวตาราง"),
    "deck.csv-rows": ("{n} products in this CSV ({names}); a deck check reads one",
                      "CSV นี้มี {n} ผลิตภัณฑ์ ({names}) การตรวจเด็คอ่านได้ทีละหนึ่ง"),
    "deck.csv-rows-hint": ("pick one with --product TEXT (a part of its product name)",
                           "เลือกด้วย --product TEXT (ส่วนหนึ่งของชื่อผลิตภัณฑ์)"),
    "deck.csv-no-product": ("no product in this CSV matches '{product}' (it has {names})",
                            "ไม่มีผลิตภัณฑ์ใน CSV นี้ที่ตรงกับ '{product}' (มี {names})"),
    "deck.product-no-csv": ("--product picks a row of a product CSV; this list is {format}",
                            "--product ใช้เลือกแถวของ CSV ผลิตภัณฑ์ แต่รายการนี้เป็น {format}"),
    "deck.format-unknown": ("unknown --format {got}; use one of {choices}", "ไม่รู้จัก --format {got}; ใช้ {choices}"),
})
KIND_WORDS = {"partner": Pair("Partner", "พาร์ทเนอร์"), "case": Pair("Case", "คดี")}  # `Partner:` / `Case:` labels
SECTION_NAMES = {"partner": Pair("Partner", "พาร์ทเนอร์"), "case": Pair("Case", "คดี"),
                 "character": Pair("Characters", "ตัวละคร"), "event": Pair("Events", "อีเวนต์"),
                 "deck": Pair("Deck", "เด็ค")}


class DeckFileError(JudgeError):
    """The deck list cannot be read at all (exit 2)."""


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
class Note:
    """A line that is not a card, and what it was read as (shown, never counted)."""

    line: int
    kind: str  # title | player | event | note | separator | section | total
    text: str  # the line as written
    section: str | None = None  # a section header: partner | case | character | event | deck
    stated: int | None = None  # the count a section header or a total states

    def to_json(self) -> dict:
        return {"line": self.line, "kind": self.kind, "text": self.text, "section": self.section,
                "stated": self.stated}


@record
class DeckList:
    """What a deck list says: its card lines, the problems of reading it, and its other lines."""

    format: str  # text | csv | json
    entries: list[Entry] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    unresolved: int = 0  # copies on deck lines whose card is unknown (they still count toward 40)
    notes: list[Note] = field(default_factory=list)
    info: dict[str, str] = field(default_factory=dict)  # title, player, event as the list gives them


def read_list(text: str, cards: CardList, fmt: str = "auto", file: str = "<deck>",
              product: str | None = None) -> DeckList:
    """The deck list `text` in its form (`fmt`, or told from the content)."""
    if fmt not in FORMATS:
        raise DeckFileError(say("deck.format-unknown", got=repr(fmt), choices=", ".join(FORMATS)))
    if fmt == "auto":
        fmt = detect_format(text)
    if product is not None and fmt != "csv":
        raise DeckFileError(say("deck.product-no-csv", format=fmt))
    if fmt == "json":
        return _read_json(text, cards, file)
    if fmt == "csv":
        return _read_csv(text, cards, file, product)
    return _read_text(text, cards)


def detect_format(text: str) -> str:
    """json for a JSON object, csv for a product CSV's header, else text."""
    head = text.lstrip("\ufeff \t\r\n")
    if head.startswith("{"):
        return "json"
    first = head.split("\n", 1)[0]
    if _csv_columns(first) >= {"partnernumber", "decknumbers"}:
        return "csv"
    return "text"


# ------------------------------------------------------------------ text


@record
class _Counted:
    """A header's stated count, and what was listed under it so far."""

    note: Note
    read: int = 0
    unreadable: bool = False  # a line under it had no readable count: its own problem says so


class _TextReader:
    """Reads a text list line by line, keeping the section each line is in."""

    def __init__(self, cards: CardList):
        self.cards = cards
        self.out = DeckList("text")
        self.role = "deck"  # where an unlabelled card line goes
        self.pending: Note | None = None  # a Partner or Case header waiting for its one card line
        self.deck_count: _Counted | None = None  # `Deck (40)`: every deck card until the next Partner/Case header
        self.sub_count: _Counted | None = None  # `キャラ（37枚）`: the cards until the next header
        self.sub_kind: str | None = None  # character | event: the header the deck cards are under
        self.totals: list[Note] = []
        self.unreadable_deck = False
        self.seen = False  # a card line or a header was read (a title comes before them)
        self.suggested = 0

    def problem(self, line: int | None, code: str, message: Msg, **kw) -> None:
        self.out.problems.append(Problem(line, code, message, **kw))

    # ---- one line
    def read(self, n: int, raw: str) -> None:
        if len(raw) > MAX_LINE_CHARS:
            self.problem(n, "malformed-line", say("deck.p.long-line", n=len(raw)))
            return
        shown = raw.strip()
        hidden = sorted(set(HIDDEN.findall(raw)))
        line = _clean(raw)
        if not line:
            return
        if hidden:
            self.problem(n, "malformed-line", say("deck.p.hidden", line=shown,
                                                  chars=" ".join(f"U+{ord(c):04X}" for c in hidden)))
            self.card_line(n, None, None, None)
            return
        if not any(ch.isalnum() for ch in line):
            self.out.notes.append(Note(n, "separator", shown))
            return
        if URL.match(line):
            self.out.notes.append(Note(n, "note", shown))
            return
        line = BULLET.sub("", line)
        if self.headed(n, shown, line):
            return
        if not self.seen and not any(ch.isdigit() for ch in line) and not self.cards.by_name(line):
            # the first line, with no count and no number in it, naming no card: the deck's name ("เด็คแดง อาคาอิ")
            self.out.notes.append(Note(n, "title", shown))
            self.out.info.setdefault("title", line)
            return
        self.card_line(n, shown, line, None)

    def headed(self, n: int, shown: str, line: str) -> bool:
        """A header, a labelled line, a total or a title/player/event line: read here (True), else False."""
        body = line.lstrip(DECORATION)
        m = HEAD_WORD.match(body)
        if m:
            kind, which = WORD_KINDS[_word_key(m.group())]
            rest_text = body[m.end():]
            only = HEADER_ONLY.match(rest_text)
            if only:
                stated = only.group("n1") or only.group("n2")
                return self.header(n, shown, kind, which, int(stated) if stated else None)
            lab = LABELLED.match(rest_text)
            if lab:
                rest = lab.group("rest").strip()
            elif kind == "section" and rest_text[:1].isspace() and any(t[2] == "number" for t in _tokens(rest_text)):
                rest = rest_text.strip()  # `Partner B01001`, `คดี B01024`
            else:
                rest = None
            if rest is not None:
                return self.labelled(n, shown, kind, which, rest)
        label = ANY_LABEL.match(line)
        if label:
            word = (label.group("b") or label.group("c")).strip()
            if word and not re.search(r"\d", word) and not self.cards.by_name(word):
                self.seen = True
                self.problem(n, "malformed-line", say("deck.p.unknown-label", line=shown, label=word))
                return True
        return False

    def header(self, n: int, shown: str, kind: str, which: str, stated: int | None) -> bool:
        if kind == "info":
            self.out.notes.append(Note(n, which, shown))
            return True
        if kind == "total":
            if stated is None:
                self.problem(n, "malformed-line", say("deck.p.total-words", line=shown))
            else:
                note = Note(n, "total", shown, stated=stated)
                self.out.notes.append(note)
                self.totals.append(note)
                self.close_counts(deck=True)
            return True
        self.open_section(Note(n, "section", shown, section=which, stated=stated))
        return True

    def labelled(self, n: int, shown: str, kind: str, which: str, rest: str) -> bool:
        """`Partner: B01001`, `デッキ名：…`, `合計：40枚`, `Event: Store CS`, `Events: 3 B01022`."""
        if kind == "total":
            m = COUNT_ONLY.match(rest)
            return self.header(n, shown, "total", "total", int(m.group("n1") or m.group("n2")) if m else None)
        card_like = _card_like(rest)
        if kind == "info" or (kind == "section" and which in ("event", "deck") and not card_like):
            info = {"info": which, "section": "event" if which == "event" else "title"}[kind]
            self.out.notes.append(Note(n, info, shown))
            for part, value in _info_parts(info, rest):
                self.out.info.setdefault(part, value)
            return True
        role = which if which in KIND_WORDS else "deck"
        self.card_line(n, shown, rest, role, section=which)
        return True

    # ---- sections
    def open_section(self, note: Note) -> None:
        self.seen = True
        self.end_pending()
        which = note.section
        self.out.notes.append(note)
        if which in KIND_WORDS:
            self.close_counts(deck=True)
            self.pending, self.role, self.sub_kind = note, which, None
            self.sub_count = _Counted(note) if note.stated is not None else None
        elif which == "deck":
            self.close_counts(deck=True)
            self.role, self.sub_kind = "deck", None
            self.deck_count = _Counted(note) if note.stated is not None else None
        else:
            self.close_counts(deck=False)
            self.role, self.sub_kind = "deck", which
            self.sub_count = _Counted(note) if note.stated is not None else None

    def end_pending(self) -> None:
        if self.pending is not None:
            kind = KIND_WORDS[self.pending.section]
            self.problem(self.pending.line, "malformed-line", say("deck.p.empty-header", line=self.pending.text,
                                                                  kind=kind))
            self.pending, self.role = None, "deck"

    def close_counts(self, deck: bool) -> None:
        for counted in (self.sub_count, self.deck_count) if deck else (self.sub_count,):
            if counted is not None and not counted.unreadable and counted.read != counted.note.stated:
                self.problem(counted.note.line, "section-count",
                             say("deck.p.section-count", line=counted.note.text, stated=counted.note.stated,
                                 read=counted.read))
        self.sub_count = None
        if deck:
            self.deck_count = None

    # ---- card lines
    def card_line(self, n: int, shown: str | None, text: str | None, role: str | None,
                  section: str | None = None) -> None:
        """A card line (`text` None: one already reported); `role` from its label, else from the section."""
        self.seen = True
        labelled = role is not None
        pending, role = (None, role) if labelled else (self.pending, role or self.role)
        if text is None:
            count = card = number = None
            problem = True
        else:
            count, card, number, problem = self.card_of(n, shown, text, role)
        if pending is not None:  # the one line of a Partner or Case header; the lines after it are the deck's
            self.pending, self.role = None, "deck"
            if card is not None and card.type in DECK_TYPES:  # a character or event: the header had no card
                self.problem(pending.line, "malformed-line",
                             say("deck.p.empty-section", line=pending.text, kind=KIND_WORDS[pending.section],
                                 next=number, type=TYPE_WORDS[card.type]))
                role = "deck"
            self.add_count(self.sub_count, count)
            self.close_counts(deck=False)
        elif role == "deck" and not labelled:
            self.add_count(self.sub_count, count)
            self.add_count(self.deck_count, count)
        if role == "deck" and count is None:
            self.unreadable_deck = True
        if card is None or problem:
            if role == "deck" and count is not None:
                self.out.unresolved += count
            return
        self.out.entries.append(Entry(n, count, role, card, number))
        where = section if labelled else self.sub_kind
        if role == "deck" and where in DECK_TYPES and card.type in DECK_TYPES and card.type != where:
            self.problem(n, "wrong-section", say("deck.p.wrong-section", card=f"{number} {card.name}",
                                                 type=TYPE_WORDS[card.type], section=SECTION_NAMES[where]),
                         severity="warning")

    @staticmethod
    def add_count(counted: _Counted | None, count: int | None) -> None:
        if counted is not None:
            counted.read += count or 0
            counted.unreadable |= count is None

    def card_of(self, n: int, shown: str, text: str, role: str):
        """(count or None, card or None, printed number, whether the line has a problem) of one card line."""
        read = _read_card_line(text)
        numbered = self.cards.get(read.number) if read.number else None
        if numbered is not None and not _understood(read, numbered):  # its own name may hold a number: "24 Hours…"
            again = _read_card_line(_mask_name(text, numbered))
            if _understood(again, numbered):
                read = again
        if read.problem is not None:
            code, args = read.problem
            self.problem(n, "malformed-line", say(code, line=shown, **args))
            return read.count, None, None, True
        if read.ref is None:
            self.problem(n, "malformed-line", say("deck.p.count-only" if read.counted else "deck.p.no-card",
                                                  line=shown))
            return read.count, None, None, True
        card, number, problem = resolve(read.ref, role, self.cards, suggest=self.suggested < MAX_SUGGESTIONS,
                                         by_name=not read.by_number)
        if problem is not None:
            problem.line = n
            self.suggested += problem.code == "unknown-card"
            self.out.problems.append(problem)
            return read.count, None, None, True
        own = _own_words(card, number)
        words = [w for w in read.words if not _agrees(w, own)]
        if words:
            other = [w for w in words if self.cards.by_name(w) and card not in self.cards.by_name(w)]
            if other:
                self.problem(n, "name-mismatch", say("deck.p.name-mismatch", ref=shown, number=number,
                                                     name=card.name, rest=other[0]))
                return read.count, None, None, True
            self.problem(n, "malformed-line", say("deck.p.extra-words", line=shown,
                                                  words=", ".join(f"'{w}'" for w in words)))
            return None, None, None, True  # a line not understood: its count is not known either
        return read.count, card, number, False

    def finish(self) -> DeckList:
        self.end_pending()
        self.close_counts(deck=True)
        deck = self.out.unresolved + sum(e.count for e in self.out.entries if e.role == "deck")
        everything = deck + sum(e.count for e in self.out.entries if e.role != "deck")
        for note in self.totals:
            if not self.unreadable_deck and note.stated not in (deck, everything):
                self.problem(note.line, "stated-total", say("deck.p.total", line=note.text, stated=note.stated,
                                                            deck=deck, all=everything))
        return self.out


def _read_text(text: str, cards: CardList) -> DeckList:
    reader = _TextReader(cards)
    lines = text.splitlines()
    if len(lines) > MAX_DECK_LINES:
        reader.problem(None, "too-long", say("deck.p.too-long", n=len(lines), max=MAX_DECK_LINES))
        lines = lines[:MAX_DECK_LINES]
    for n, raw in enumerate(lines, 1):
        reader.read(n, raw)
    return reader.finish()


def _narrow(text: str) -> str:
    """Full-width digits, letters and signs as ASCII, every space as a space, half-width katakana as full-width.
    Not NFKC on the whole line: NFKC splits Thai ำ into ํ and า, which the line would then show."""
    text = HALF_KATAKANA.sub(lambda m: unicodedata.normalize("NFKC", m.group()), text)
    return unicodedata.normalize("NFC", text).translate(WIDE)


def _clean(line: str) -> str:
    """The line as read: narrowed (`_narrow`), invisible marks and control characters out, the comment cut off."""
    line = HIDDEN.sub(" ", MARKS.sub("", _narrow(line)))
    m = COMMENT.search(line)
    return (line[:m.start()] if m else line).strip()


def _info_parts(kind: str, rest: str) -> list[tuple[str, str]]:
    """`○○ 大会：店舗大会 2026/11/30` after `使用者：`: the player, then the event."""
    parts, start, current = [], 0, kind
    for m in re.finditer(r"(?:^|\s)(?P<w>[^\s:：]{1,12})\s*[:：]", rest):
        found = WORD_KINDS.get(_word_key(m.group("w")))
        if found and found[0] == "info":
            parts.append((current, rest[start:m.start()].strip()))
            start, current = m.end(), found[1]
    parts.append((current, rest[start:].strip()))
    return [(k, v) for k, v in parts if v and k != "note"]


# ------------------------------------------------------------------ one card line

@record
class _Read:
    """What one card line says: its count, its card reference, and the words left over."""

    count: int | None = 1
    counted: bool = False  # a count was written
    ref: str | None = None
    by_number: bool = False  # ref is a printed number or an ID (else a name)
    number: str | None = None  # the card number written, even on a line with a problem
    words: list[str] = field(default_factory=list)
    problem: tuple[str, dict] | None = None


COUNT_GROUPS = {"pcount": "pn", "xcount": "xn", "countx": "cn"}


def _tokens(text: str) -> list[tuple[int, int, str, str]]:
    """(start, end, kind, value): printed numbers, counts (`3x`, `x3`, `×3`, `(3)`, `3枚`) and bare integers."""
    out = []
    for m in TOKENS.finditer(text):
        if len(out) > MAX_TOKENS:  # no card line holds this many: the rest need not be read to say so
            break
        kind = m.lastgroup  # the outer group: its count is the inner one
        if kind in COUNT_GROUPS:
            out.append((m.start(), m.end(), "count", m.group(COUNT_GROUPS[kind])))
        else:
            out.append((m.start(), m.end(), kind, m.group()))
    return out


def _card_like(text: str) -> bool:
    """Does the rest of a labelled line name a card by number, or begin with a count?"""
    toks = _tokens(text)
    return any(k in ("number", "count") for _, _, k, _ in toks) or bool(toks and _only_separators(text[:toks[0][0]])
                                                                      and toks[0][2] == "int")


def _only_separators(text: str) -> bool:
    return not text.strip(SEPARATORS)


def _read_card_line(text: str) -> _Read:
    """Count, card and leftover words of one card line; a problem when it is not all understood."""
    toks = _tokens(text)
    if len(toks) > MAX_TOKENS:
        return _Read(count=None, problem=("deck.p.crowded", {"n": MAX_TOKENS}))
    numbers = [t for t in toks if t[2] == "number"]
    ints = [t for t in toks if t[2] == "int"]
    ref = numbers[0] if numbers else next((t for t in ints if len(t[3]) == 4 and t[3].isdigit()), None)  # `3 0010`
    number = ref[3] if ref else None
    used = [t for t in toks if t[2] == "count"]
    # a bare integer is a count only first on the line (`3 B01005`) or just after the card (`B01005 3`)
    first = toks[0] if toks and _only_separators(text[:toks[0][0]]) else None
    at = toks.index(ref) if ref else -1
    after = toks[at + 1] if ref and at + 1 < len(toks) and _only_separators(text[ref[1]:toks[at + 1][0]]) else None
    used += [t for t in dict.fromkeys((first, after)) if t is not None and t[2] == "int" and t is not ref]
    counts = [t[3] for t in sorted(used)]
    values = [int(c) for c in counts]
    read = _Read(count=values[0] if values else 1, counted=bool(values), number=number)
    bad = next((c for c, v in zip(counts, values) if v < 1), None)
    if bad is not None:
        read.count, read.problem = None, ("deck.p.count-zero", {"count": bad})
        return read
    if len(set(values)) > 1:
        read.count, read.problem = None, ("deck.p.two-counts", {"counts": ", ".join(counts)})
        return read
    others = [t[3] for t in numbers[1:] if t[3].replace("-", "").upper() != numbers[0][3].replace("-", "").upper()]
    if others:
        read.count, read.problem = None, ("deck.p.two-cards", {"numbers": ", ".join([numbers[0][3], *others])})
        return read
    taken = sorted([*used, *([ref] if ref else [])])
    pieces, pos = [], 0
    for start, end, _, _ in taken:
        pieces.append(text[pos:start])
        pos = end
    pieces.append(text[pos:])
    words = [p.strip(SEPARATORS) for p in pieces if p.strip(SEPARATORS)]
    if ref is not None:
        read.ref, read.by_number, read.words = ref[3], True, words
    elif len(words) == 1:
        read.ref = words[0]
    elif words:
        read.count, read.problem = None, ("deck.p.extra-words", {"words": ", ".join(f"'{w}'" for w in words)})
    return read


def _understood(read: _Read, card: CardInfo) -> bool:
    """Is a line read by its number fully understood: no problem, and every word left is the card's own?"""
    if read.problem is not None or not read.by_number:
        return False
    own = _own_words(card, read.ref)
    return all(_agrees(w, own) for w in read.words)


def _mask_name(text: str, card: CardInfo) -> str:
    """`text` with the card's own name (its longest found, any case and spacing) blanked out."""
    for name in sorted(card.all_names, key=len, reverse=True):
        pattern = r"\s+".join(re.escape(w) for w in _narrow(name).split())
        m = re.search(pattern, text, re.IGNORECASE) if pattern else None
        if m:
            return text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]
    return text


def _own_words(card: CardInfo, number: str) -> tuple[list[str], str]:
    """The card's names as name keys, and the rarity of the print `number`: what may stand beside its number."""
    return [name_key(n) for n in card.all_names], (card.print_of(number).rarity or "").upper()


def _agrees(word: str, own: tuple[list[str], str]) -> bool:
    """Is a word left beside a card's number its own name (or part of it, in any language), or its rarity?"""
    names, rarity = own
    if name_key(word) in names or (rarity and word.upper() == rarity):
        return True
    parts = [p for p in map(name_key, re.split(r"[\s/]+", word, maxsplit=MAX_NAME_WORDS)) if p]
    return 0 < len(parts) <= MAX_NAME_WORDS and all(len(p) >= 2 and any(p in n for n in names) for p in parts)


def resolve(ref: str, role: str, cards: CardList, suggest: bool = True,
            by_name: bool = True) -> tuple[CardInfo | None, str | None, Problem | None]:
    """(card, printed number, problem) for a number, ID or (if `by_name`) exact name; a name must name one card ID."""
    card = cards.get(ref)
    if card is not None:
        return card, cards.printed_number(ref) or card.number, None
    named = cards.by_name(ref) if by_name else []
    fitting = [c for c in named if (c.type == role if role != "deck" else c.type in DECK_TYPES)]
    candidates = fitting or named  # "Partner: 江戸川コナン" means the Partner card of that name
    if len(candidates) == 1:
        return candidates[0], candidates[0].number, None
    if len(candidates) > 1:
        shown = [say("deck.p.candidate", number=c.number, type=TYPE_WORDS.get(c.type, c.type),
                     level=c.level if c.level is not None else "–") for c in candidates[:8]]
        more = say("deck.p.more", n=len(candidates) - 8) if len(candidates) > 8 else ""
        return None, None, Problem(None, "ambiguous-name", say("deck.p.ambiguous", ref=ref, n=len(candidates),
                                                               shown=shown, more=more))
    if not by_name or re.fullmatch(r"[A-Za-z]{0,3}-?\d+[A-Za-z0-9]*", ref.replace(" ", "")):
        hint = cards.nearest_numbers(ref) if suggest else []
        message = say("deck.p.no-number", ref=ref, nearest=say("deck.p.nearest", list=", ".join(hint)) if hint else "")
    else:
        near = cards.nearest_names(ref) if suggest else []
        message = say("deck.p.no-name", ref=ref, nearest=say("deck.p.nearest", list=", ".join(near)) if near else "")
    return None, None, Problem(None, "unknown-card", message)


# ------------------------------------------------------------------ product CSV

def _csv_columns(line: str) -> set[str]:
    return {c.strip().strip('"').casefold() for c in line.split(",")}


def _read_csv(text: str, cards: CardList, file: str, product: str | None) -> DeckList:
    """The start deck of one product row: `product,partnerNumber,caseNumber,deckNumbers` (numbers joined by `|`)."""
    def fail(line, problem, hint=None):
        raise DeckFileError(say("error.at", where=f"{file}:{line}" if line else file, problem=problem),
                            hint or say("deck.format-hint"))

    reader = csv.reader(io.StringIO(text.removeprefix("\ufeff")))
    rows: list[tuple[int, list[str]]] = []
    try:
        for row in reader:
            if any(c.strip() for c in row):
                rows.append((reader.line_num, row))
            if len(rows) > MAX_DECK_LINES:
                break
    except csv.Error as e:
        fail(reader.line_num, say("deck.csv-bad", why=str(e)))
    if not rows:
        fail(None, say("deck.csv-header", missing="product, partnerNumber, caseNumber, deckNumbers"))
    header_line, header = rows[0]
    columns = [c.strip().casefold() for c in header]
    missing = [c for c in ("partnerNumber", "caseNumber", "deckNumbers") if c.casefold() not in columns]
    if missing:
        fail(header_line, say("deck.csv-header", missing=", ".join(missing)))
    at = {c: i for i, c in reversed(list(enumerate(columns)))}
    data = rows[1:]
    name_of = (lambda row: row[at["product"]].strip()) if "product" in at else (lambda row: "")
    if product is not None:
        chosen = [r for r in data if product.casefold() in name_of(r[1]).casefold()]
        if len(chosen) != 1:
            names = "; ".join(name_of(r) for _, r in (chosen or data)[:8]) + (" …" if len(chosen or data) > 8 else "")
            if not chosen:
                fail(None, say("deck.csv-no-product", product=product, names=names))
            fail(None, say("deck.csv-rows", n=len(chosen), names=names), say("deck.csv-rows-hint"))
        data = chosen
    if not data:
        fail(header_line, say("deck.csv-no-row"))
    if len(data) > 1:
        names = "; ".join(name_of(r) for _, r in data[:8]) + (" …" if len(data) > 8 else "")
        fail(None, say("deck.csv-rows", n=len(data), names=names), say("deck.csv-rows-hint"))
    line, row = data[0]
    if len(row) != len(header):
        fail(line, say("deck.csv-columns", got=len(row), want=len(header)))
    out = DeckList("csv")
    if name_of(row):
        out.info["title"] = name_of(row)
    for note_line, note_row in rows[:1]:
        out.notes.append(Note(note_line, "note", ",".join(note_row)))
    suggested = 0
    for column, role in (("partnernumber", "partner"), ("casenumber", "case"), ("decknumbers", "deck")):
        values = row[at[column]].split("|") if role == "deck" else [row[at[column]]]
        column_name = {"partnernumber": "partnerNumber", "casenumber": "caseNumber"}.get(column, "deckNumbers")
        copies: dict[str, int] = {}
        for i, value in enumerate(values, 1):
            value = _narrow(value).strip()
            if not re.fullmatch(NUMBER, value, re.IGNORECASE):
                out.problems.append(Problem(line, "malformed-line", say("deck.p.csv-column", what=value, n=i,
                                                                        column=column_name)))
                continue
            card, number, problem = resolve(value, role, cards, suggest=suggested < MAX_SUGGESTIONS, by_name=False)
            if problem is not None:
                suggested += 1
                out.problems.append(Problem(line, problem.code, say("deck.p.csv-unknown", n=i, column=column_name,
                                                                    problem=problem.words)))
                out.unresolved += role == "deck"
                continue
            copies[number] = copies.get(number, 0) + 1
            if copies[number] == 1:
                out.entries.append(Entry(line, 0, role, card, number))
        for e in out.entries:
            if e.role == role:
                e.count = copies[e.number]
    return out


# ------------------------------------------------------------------ simulator deck JSON

JSON_READ = {"format", "version", "case", "partner", "main"}
JSON_INFO = {"name": "title", "title": "title", "player": "player", "author": "player", "event": "event"}


def _read_json(text: str, cards: CardList, file: str) -> DeckList:
    """`{"format": "conan-deck", "version": 1, "case": "id_0806", "partner": "id_P012", "main": [{"id", "n"}…]}`."""
    def fail(line, problem):
        raise DeckFileError(say("error.at", where=f"{file}:{line}" if line else file, problem=problem),
                            say("deck.format-hint"))

    try:
        data = json.loads(text.removeprefix("\ufeff"))
    except RecursionError:
        fail(None, say("deck.json-deep"))
    except ValueError as e:
        fail(getattr(e, "lineno", None), say("deck.json-bad", why=getattr(e, "msg", str(e))))
    if not isinstance(data, dict) or data.get("format") != "conan-deck":
        got = data.get("format") if isinstance(data, dict) else type(data).__name__
        fail(None, say("deck.json-shape", got=json.dumps(got, ensure_ascii=False)[:60]))
    if data.get("version") != 1 or isinstance(data.get("version"), bool):
        fail(_line_of(text, '"version"'), say("deck.json-version", got=json.dumps(data.get("version"))[:20]))
    out = DeckList("json")
    finder = _JsonLines(text)
    for key, value in data.items():
        if key in JSON_INFO and isinstance(value, str):
            out.info.setdefault(JSON_INFO[key], value)
            out.notes.append(Note(finder.key(key), JSON_INFO[key], f'"{key}": {json.dumps(value, ensure_ascii=False)}'))
        elif key not in JSON_READ:
            out.problems.append(Problem(finder.key(key), "unread-key", say("deck.p.json-key", key=key),
                                        severity="warning"))
    suggested = [0]

    def card_of(value, role: str, line: int | None, where: str | None) -> CardInfo | None:
        problem = _json_card(value, cards, suggested[0] < MAX_SUGGESTIONS)
        if isinstance(problem, CardInfo):
            return problem
        suggested[0] += 1
        out.problems.append(Problem(line, "unknown-card" if isinstance(value, str) else "malformed-line",
                                    say("deck.p.json-entry", n=where, problem=problem) if where else problem))
        return None

    for role in ("partner", "case"):
        if role in data:
            line = finder.value(data[role])
            card = card_of(data[role], role, line, None)
            if card is not None:
                out.entries.append(Entry(line, 1, role, card, card.number))
    main = data.get("main", [])
    if not isinstance(main, list):
        fail(finder.key("main"), say("deck.json-main", got=type(main).__name__))
    for i, item in enumerate(main):
        if not isinstance(item, dict) or "id" not in item:
            out.problems.append(Problem(None, "malformed-line", say("deck.p.json-entry", n=i, problem=say(
                "deck.p.json-not-entry", got=json.dumps(item, ensure_ascii=False)[:60]))))
            continue
        line = finder.value(item["id"])
        for key in item:
            if key not in ("id", "n"):
                out.problems.append(Problem(line, "unread-key", say("deck.p.json-entry", n=i, problem=say(
                    "deck.p.json-key", key=key)), severity="warning"))
        n = item.get("n")
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            out.problems.append(Problem(line, "malformed-line", say("deck.p.json-entry", n=i, problem=say(
                "deck.p.json-count", got=json.dumps(n)[:20]))))
            continue
        card = card_of(item["id"], "deck", line, str(i))
        if card is None:
            out.unresolved += n
            continue
        out.entries.append(Entry(line, n, "deck", card, card.number))
    return out


def _json_card(value, cards: CardList, suggest: bool) -> CardInfo | Msg:
    """The card of an `id_0133` / `id_P012` (the card IDs of the official list), else why not."""
    if not isinstance(value, str):
        return say("deck.p.json-id", got=json.dumps(value, ensure_ascii=False)[:40])
    cid = value.strip().removeprefix("id_")
    card = cards.get(cid)
    if card is not None and number_key(card.id) == number_key(cid):  # an ID, not a printed number
        return card
    if card is not None:
        return say("deck.p.json-number", got=value, card=f"{card.number} {card.name}", id=card.id)
    if not re.fullmatch(r"[A-Za-z]?\d{1,4}", cid):
        return say("deck.p.json-id", got=value)
    near = cards.nearest_numbers(cid) if suggest else []
    return say("deck.p.json-no-id", got=value) if not near else say(
        "deck.p.no-number", ref=value, nearest=say("deck.p.nearest", list=", ".join(near)))


class _JsonLines:
    """Line numbers of a JSON file's keys and values, found in order (json.loads gives none)."""

    def __init__(self, text: str):
        self.text, self.pos = text, 0

    def _find(self, needle: str) -> int | None:
        at = self.text.find(needle, self.pos)
        if at < 0:
            at = self.text.find(needle)
            if at < 0:
                return None
        else:
            self.pos = at + len(needle)
        return self.text.count("\n", 0, at) + 1

    def key(self, key: str) -> int | None:
        return self._find(json.dumps(key, ensure_ascii=False))

    def value(self, value) -> int | None:
        return self._find(json.dumps(value, ensure_ascii=False)) if isinstance(value, str) else None


def _line_of(text: str, needle: str) -> int | None:
    at = text.find(needle)
    return text.count("\n", 0, at) + 1 if at >= 0 else None
