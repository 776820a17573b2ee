"""The official card list: facts per card and per print, dated card limits, errata, Thai names.

The shipped list is `card_data/cards.json`, compiled by `python -m judge.build`
from the official list's facts (`card_data/source/`), our errata notes and our
Thai names. A user may install a newer list of the same shape with
`judge cards import FILE`; it is compiled the same way and kept in the user's
data directory, and every card-using command says which list is in use.

Nothing here ships the cards' printed (Japanese) ability text: only facts.
"""

from __future__ import annotations

import json
import os
import re
import unicodedata
from datetime import date
from functools import cached_property, lru_cache
from pathlib import Path

from judge.cardnames import split_names  # the names of a card (p.27): where card names are read
from judge.errors import JudgeError
from judge.i18n import Pair, messages, say
from judge.records import record

FORMAT = 1
TYPES = ("character", "event", "partner", "case")
DECK_TYPES = ("character", "event")
COLORS = ("red", "blue", "yellow", "green", "white", "black")
# card types and colours as the views and the deck check say them, in the reader's language
TYPE_WORDS = {"character": Pair("character", "ตัวละคร"), "event": Pair("event", "อีเวนต์"),
              "partner": Pair("partner", "พาร์ทเนอร์"), "case": Pair("case", "คดี")}
COLOR_WORDS = {"red": Pair("red", "แดง"), "blue": Pair("blue", "น้ำเงิน"), "yellow": Pair("yellow", "เหลือง"),
               "green": Pair("green", "เขียว"), "white": Pair("white", "ขาว"), "black": Pair("black", "ดำ")}
# the keys of one print in the official list's shape (cards.json), with their JSON types
PRINT_FIELDS: dict[str, tuple] = {
    "number": (str,), "id": (str,), "name": (str,), "name_en": (str, type(None)), "type": (str,),
    "colors": (list,), "level": (int, type(None)), "ap": (int, type(None)), "lp": (int, type(None)),
    "case_level": (dict, type(None)), "features": (list,), "spark": (bool,), "cut_in": (bool,),
    "disguise": (bool,), "rarity": (str, type(None)), "product": (str, type(None)), "release": (str, type(None)),
}
CARD_FACTS = ("name", "name_en", "type", "colors", "level", "ap", "lp", "case_level", "features", "spark",
              "cut_in", "disguise")
PRINT_ONLY = ("rarity", "product", "release")
# printed values a real card can have, with room to spare (today: level <= 9, AP <= 9000, LP <= 3, case level <= 7)
BOUNDS = {"level": (0, 20), "ap": (0, 50_000), "lp": (0, 10), "case_level": (0, 20)}
MAX_LIST_BYTES = 64 * 1024 * 1024  # a card list ten times today's is 5 MB; anything near this is not one
NUMBER_RE = re.compile(r"^([A-Z]+)0*(\d+)([A-Z][A-Z0-9]*)?$")
# a printed number inside a sentence or a deck line: B01065, b1065p, PR022, D06012, B04001Sec1
NUMBER_TOKEN = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,2}\d{3,5}(?:P\d?|Sec\d)?)(?![A-Za-z0-9])", re.IGNORECASE)
_PUNCT = re.compile(r"[\s・·･.,'\"“”‘’「」『』!！?？\-‐－—~〜]+")


messages({
    "cards.near-numbers": ("did you mean {near}? see `judge card QUERY`", "หมายถึง {near} หรือไม่? ดู `judge card QUERY`"),
    "cards.see-card": ("see `judge card QUERY`", "ดู `judge card QUERY`"),
    "cards.no-id": ("no card has the ID {ref}", "ไม่มีการ์ดที่มีรหัส {ref}"),
    "cards.empty": ("empty card query", "ไม่ได้ระบุการ์ดที่จะค้น"),
    "cards.empty-hint": ("give a number (B01065), an ID (0055) or a name (沖矢昴, Subaru Okiya)",
                         "ระบุเลขการ์ด (B01065) รหัสการ์ด (0055) หรือชื่อ (沖矢昴, Subaru Okiya)"),
    "cards.unknown": ("no card is numbered or named '{query}'", "ไม่มีการ์ดที่มีเลขหรือชื่อ '{query}'"),
    "cards.search-by": ("search by number (B01065), card ID (0055), or a Japanese, English or Thai name",
                        "ค้นด้วยเลขการ์ด (B01065) รหัสการ์ด (0055) หรือชื่อภาษาญี่ปุ่น อังกฤษ หรือไทย"),
    "cards.guess-search-by": ("did you mean {near}? search by number (B01065), card ID (0055), or a Japanese, "
                              "English or Thai name",
                              "หมายถึง {near} หรือไม่? ค้นด้วยเลขการ์ด (B01065) รหัสการ์ด (0055) "
                              "หรือชื่อภาษาญี่ปุ่น อังกฤษ หรือไทย"),
    "cards.list-shape": ("{file}: a card list is a JSON list of prints", "{file}: รายการการ์ดคือลิสต์ JSON ของการ์ดแต่ละฉบับพิมพ์"),
    "cards.list-shape-hint": ("the shape of the shipped cards.json", "รูปแบบเดียวกับ cards.json ที่มากับโปรแกรม"),
    "cards.print-mapping": ("{where}: a print is a mapping (got {kind})", "{where}: ฉบับพิมพ์หนึ่งต้องเป็นแมปปิง (ที่เขียนเป็น {kind})"),
    "cards.print-key": ("{where}: missing key '{key}'", "{where}: ไม่มีคีย์ '{key}'"),
    "cards.print-keys": ("every print has {keys}", "ทุกฉบับพิมพ์ต้องมี {keys}"),
    "cards.print-type": ("{where} ({number}): key '{key}' has the wrong type ({kind})",
                         "{where} ({number}): คีย์ '{key}' มีชนิดข้อมูลผิด ({kind})"),
    "cards.print-card-type": ("{where} ({number}): unknown type {got}", "{where} ({number}): ไม่รู้จักประเภท {got}"),
    "cards.one-of": ("one of {names}", "ค่าใดค่าหนึ่งใน {names}"),
    "cards.print-colour": ("{where} ({number}): unknown colour in {got}", "{where} ({number}): มีสีที่ไม่รู้จักใน {got}"),
    "cards.print-number": ("{where}: malformed number {number} or ID {id}", "{where}: เลขการ์ด {number} หรือรหัส {id} ผิดรูปแบบ"),
    "cards.print-twice": ("{where}: the number {number} is listed twice (entry {entry})",
                          "{where}: เลขการ์ด {number} อยู่ในรายการสองครั้ง (รายการที่ {entry})"),
    "cards.entry": ("{file}: entry {n}", "{file}: รายการที่ {n}"),
    "cards.print-bounds": ("{where} ({number}): {key} is {got}; a card's is a whole number from {low} to {high}",
                           "{where} ({number}): {key} เป็น {got} ค่าของการ์ดต้องเป็นจำนวนเต็มตั้งแต่ {low} ถึง {high}"),
    "cards.print-id-twice": ("{where} ({number}): card ID {id} is {name} ({type}) here but {other_name} ({other_type}) "
                             "on {other}", "{where} ({number}): รหัสการ์ด {id} เป็น {name} ({type}) ที่นี่ แต่เป็น "
                             "{other_name} ({other_type}) ที่ {other}"),
    "cards.print-id-twice-hint": ("every print of one card ID has the same name and type (p.7)",
                                  "ทุกฉบับพิมพ์ของรหัสการ์ดเดียวกันมีชื่อและประเภทเดียวกัน (หน้า 7)"),
    "cards.not-json": ("{path}: not valid JSON ({why})", "{path}: ไม่ใช่ JSON ที่ถูกต้อง (`{why}`)"),
    "cards.bad-date": ("'{text}' is not a date", "'{text}' ไม่ใช่วันที่"),
    "cards.bad-date-hint": ("write it as YYYY-MM-DD, e.g. --date 2025-03-01", "เขียนเป็น YYYY-MM-DD เช่น --date 2025-03-01"),
})


class CardListError(JudgeError):
    """A card list file that is not of the official list's shape."""


class UnknownCard(JudgeError):
    """No card answers this number, ID or name."""


# ------------------------------------------------------------------ keys for lookup

@lru_cache(maxsize=4096)  # asked for every print of a card at each fact read (CardInfo.print_of): a few hundred keys
def number_key(text: str) -> str:
    """A printed number or card ID as one key: `b1065`, `B01065` -> `B1065`; `55`, `0055` -> `0055`."""
    s = unicodedata.normalize("NFKC", str(text)).strip().upper().replace("-", "").replace(" ", "")
    if s.isdigit():
        return s.zfill(4)
    m = NUMBER_RE.match(s)
    return f"{m.group(1)}{int(m.group(2))}{m.group(3) or ''}" if m else s


def name_key(text: str) -> str:
    """A name as one key: NFKC, case folded, without spaces and punctuation (`Subaru  Okiya` = `subaruokiya`)."""
    return _PUNCT.sub("", unicodedata.normalize("NFKC", str(text)).casefold())


# ------------------------------------------------------------------ the data

@record(frozen=True)
class Print:
    """One printed version of a card: its number, rarity, product and release date."""

    number: str
    rarity: str | None
    product: str | None
    release: str | None
    differs: dict  # facts where this print differs from the card's first print (colours, features)

    @property
    def mr(self) -> bool:
        """An MR card (p.26): its rarity says MR."""
        return bool(self.rarity) and self.rarity.startswith("MR")


@record(frozen=True)
class CardInfo:
    """One official card (an ID), with the facts of its first print and every print."""

    id: str
    name: str
    name_en: str | None
    names_th: tuple[str, ...]
    type: str
    colors: tuple[str, ...]
    level: int | None
    ap: int | None
    lp: int | None
    case_level: dict | None
    features: tuple[str, ...]
    spark: bool
    cut_in: bool
    disguise: bool
    prints: tuple[Print, ...]

    @property
    def numbers(self) -> list[str]:
        return [p.number for p in self.prints]

    @property
    def number(self) -> str:
        return self.prints[0].number

    @property
    def name_th(self) -> str | None:
        return self.names_th[0] if self.names_th else None

    @property
    def all_names(self) -> list[str]:
        """Every name it is found by: Japanese and English, each part of a joined name (p.27), and Thai."""
        names = [*split_names(self.name), *(split_names(self.name_en) if self.name_en else ()), *self.names_th]
        return list(dict.fromkeys(names))

    def print_of(self, number: str) -> Print:
        """The print of that number (the first print for a number of none of them, or a card ID)."""
        return self._prints_by_key.get(number_key(number), self.prints[0])

    @cached_property
    def _prints_by_key(self) -> dict[str, Print]:
        """number_key -> print, made once (asked for every fact of a card read from a scenario)."""
        return {number_key(p.number): p for p in reversed(self.prints)}  # (reversed: the first print wins)

    def fact(self, key: str, number: str | None = None):
        """A printed fact of the card, as on the print `number` when prints differ."""
        if number is not None:
            differs = self.print_of(number).differs
            if key in differs:
                return differs[key]
        return getattr(self, key)

    def to_json(self) -> dict:
        return {
            "id": self.id, "numbers": self.numbers, "name": self.name, "name_en": self.name_en,
            "name_th": self.name_th, "type": self.type, "colors": list(self.colors), "level": self.level,
            "ap": self.ap, "lp": self.lp, "case_level": self.case_level, "features": list(self.features),
            "spark": self.spark, "cut_in": self.cut_in, "disguise": self.disguise,
            "prints": [{"number": p.number, "rarity": p.rarity, "product": p.product, "release": p.release,
                        **({"differs": p.differs} if p.differs else {})} for p in self.prints],
        }


@record(frozen=True)
class Limit:
    """What the card limits say of one card on one date."""

    status: str  # banned | restricted | event-only | legal
    copies: int | None  # copies allowed (None: any number)
    since: str | None = None
    until: str | None = None
    note: str | None = None

    def describe(self) -> str:
        """`banned since 2024-11-23`, `restricted to 1 copy since …`, `legal`… (always names the status)."""
        if self.status == "banned":
            out = "banned"
        elif self.status == "restricted":
            out = "restricted to 1 copy"
        elif self.status == "event-only":
            out = "event-only (legal only at events that name it)"
        else:
            out = "legal" + (" in any number" if self.copies is None else "")
        if self.since:
            out += f" since {self.since}"
        if self.until:
            out += f" until {self.until}"
        return out


class CardList:
    """The card list in use: lookups by number, ID and name; limits on a date; errata."""

    def __init__(self, data: dict, path: Path, origin: str):
        self.path, self.origin = path, origin
        self.source: dict = data["source"]
        self.regulation: dict = data["regulation"]
        self.errata: list[dict] = data["errata"]
        self._raw: dict[str, dict] = {raw["id"]: raw for raw in data["cards"]}
        self._made: dict[str, CardInfo] = {}  # a card's record becomes a CardInfo when it is first asked for
        # number_key -> card id and -> printed number: compiled with the list (made here for an older file)
        keys = (data["keys"], data["printed"]) if "keys" in data and "printed" in data else _number_keys(data["cards"])
        self._keys, self._numbers = keys
        self._names: dict[str, list[str]] | None = None

    def _card(self, cid: str) -> CardInfo:
        if cid not in self._made:
            self._made[cid] = _card_from_json(self._raw[cid])
        return self._made[cid]

    @property
    def cards(self) -> dict[str, CardInfo]:
        """Every card by ID (made on first use: a lookup by number needs only its own)."""
        if len(self._made) < len(self._raw):
            for cid in self._raw:
                self._card(cid)
        return self._made

    # ---- exact references (scenarios, deck lists)
    def get(self, ref: str) -> CardInfo | None:
        """The card of a printed number or card ID, or None."""
        cid = self._keys.get(number_key(ref))
        return self._card(cid) if cid else None

    def printed_number(self, ref: str) -> str | None:
        """The printed number as written on the card (`b1065` -> `B01065`); None for a card ID."""
        return self._numbers.get(number_key(ref))

    def nearest_numbers(self, ref: str, limit: int = 3) -> list[str]:
        from rapidfuzz import process  # only on an error path

        key = number_key(ref)
        found = process.extract(key, list(self._numbers), limit=limit, score_cutoff=50)
        return [self._numbers[k] for k, _, _ in found]

    def nearest_numbers_hint(self, ref: str):
        if not re.search(r"\d", ref):  # a name where a number belongs (a scenario's `card:`): its cards' numbers
            from judge.cardnames import numbers_hint

            hint = numbers_hint(ref, self)
            if hint is not None:
                return hint
        near = self.nearest_numbers(ref)
        return say("cards.near-numbers", near=", ".join(near)) if near else say("cards.see-card")

    # ---- names
    def _name_index(self) -> dict[str, list[str]]:
        """name key -> card ids, over Japanese, English and Thai names (and each part of a joined name)."""
        if self._names is None:
            index: dict[str, list[str]] = {}
            for card in self.cards.values():
                for n in card.all_names:
                    ids = index.setdefault(name_key(n), [])
                    if card.id not in ids:
                        ids.append(card.id)
            self._names = index
        return self._names

    def by_name(self, name: str) -> list[CardInfo]:
        """Every card with exactly this name (Japanese, English or Thai; case and spacing ignored)."""
        return [self.cards[i] for i in self._name_index().get(name_key(name), [])]

    def named_in(self, text: str) -> list[CardInfo]:
        """The cards a sentence names (`names_in`): its printed numbers if it has any, else the names in it,
        also spelled another way."""
        return [self._card(i) for i in named_ids(text, self)]

    def find(self, query: str) -> list[CardInfo]:
        """Cards for a query, best first (`lookup`)."""
        return self.lookup(query)[0]

    def lookup(self, query: str):
        """The cards a query means, best first, and how it was read (judge.cardnames.resolve): a number or ID;
        else a name as listed, a nickname, the name spelled another way, part of a name, or a clear typo of one.

        Raises UnknownCard with "did you mean" when no name is clearly meant.
        """
        from judge.cardnames import resolve
        from judge.errors import check_query

        check_query(query)  # no name is a thousand letters long: looking one up would only cost time
        if not name_key(query) and not number_key(query):
            raise UnknownCard(say("cards.empty"), say("cards.empty-hint"))
        found = resolve(query, self)
        if not found.matches:
            near = [f"'{m.spelling}' ({self._card(m.ids[0]).number})" for m in found.near] or self.nearest_numbers(query)
            raise UnknownCard(say("cards.unknown", query=query),
                              say("cards.guess-search-by", near=", ".join(near)) if near else say("cards.search-by"))
        return [self._card(i) for i in found.ids], found

    def nearest_names(self, query: str, limit: int = 3) -> list[str]:
        """The names closest to a mistyped one, each with a printed number: `'Subaru Okiya' (B01065)`."""
        from judge.cardnames import nearest

        return [f"'{m.spelling}' ({self._card(m.ids[0]).number})" for m in nearest(query, self)[:limit]]

    # ---- limits and errata
    def limit_on(self, card: CardInfo, on: date | str | None = None) -> Limit:
        """The card's status on a date (default today): banned, restricted, event-only or legal."""
        day = str(on or date.today())
        base = self.base_limit(card)
        if base is None:
            return Limit("legal", None, note=next(e.get("note") for e in self.regulation["any_number"] if e["id"] == card.id))
        for e in self.regulation.get("limits", []):
            if e["id"] != card.id:
                continue
            if e["status"] == "event-only":
                return Limit("event-only", base, note=e.get("note"))
            since, until = e.get("from"), e.get("until")
            if (since is None or since <= day) and (until is None or day < until):
                return Limit(e["status"], 0 if e["status"] == "banned" else 1, since, until, e.get("note"))
        return Limit("legal", base)

    def base_limit(self, card: CardInfo) -> int | None:
        """Copies allowed before any dated limit: 3 per card ID (p.7), 1 Partner and 1 Case, None for "any number"."""
        if card.type in ("partner", "case"):
            return 1  # a player brings one Partner and one Case (p.7)
        if any(e["id"] == card.id for e in self.regulation.get("any_number", [])):
            return None
        return self.regulation.get("default_limit", 3)

    def limit_history(self, card: CardInfo) -> list[dict]:
        return [e for e in self.regulation.get("limits", []) if e["id"] == card.id]

    def errata_for(self, card: CardInfo) -> list[dict]:
        keys = {number_key(n) for n in card.numbers}
        return [e for e in self.errata
                if card.id in e.get("ids", []) or keys & {number_key(n) for n in e.get("numbers", [])}]

    def info(self) -> dict:
        """Which list is in use: for every card-using command's output."""
        return {"origin": self.origin, "path": str(self.path), **self.source}

    def describe(self) -> str:
        s = self.source
        return (f"card list snapshot {s['snapshot']}: {s['cards']} cards, {s['prints']} prints "
                f"({'imported ' + s['imported'] + ', ' if s.get('imported') else ''}{s['name']})")


def names_in(text: str, cards: CardList | None = None, is_word=None) -> list:
    """The cards a sentence names, as judge.cardnames matches in the order written: its printed numbers if it
    has any, else its names (`NameIndex.names_in`; `is_word(w)`: an everyday English word, never read as a
    mistyped name); with the shipped list and no number, from the compiled names (card_data/names.json)
    without loading the list."""
    from judge.cardnames import Match, index

    if NUMBER_TOKEN.search(text) or cards is not None or user_list_path().is_file():
        cards = cards or load()
        numbered: list[Match] = []
        for m in NUMBER_TOKEN.finditer(text):
            card = cards.get(m.group(1))
            if card is not None and all(card.id not in x.ids for x in numbered):
                numbered.append(Match(card.name, (card.id,), m.group(1), "number", 100.0, m.span(1)))
        if numbered:
            return numbered
    return index(cards).names_in(text, is_word)


def named_ids(text: str, cards: CardList | None = None) -> list[str]:
    """The IDs of the cards a sentence names (`names_in`), each once."""
    return list(dict.fromkeys(i for m in names_in(text, cards) for i in m.ids))


def shipped_in_use() -> bool:
    """Is the shipped list the one in use (`load()`'s choice), told without loading it when nothing is imported?"""
    return not user_list_path().is_file() or load().origin == "shipped"


def _number_keys(cards: list[dict]) -> tuple[dict[str, str], dict[str, str]]:
    """number_key -> card id (IDs and printed numbers), and number_key -> printed number."""
    keys, numbers = {}, {}
    for raw in cards:
        keys[number_key(raw["id"])] = raw["id"]
        for p in raw["prints"]:
            keys[number_key(p["number"])] = raw["id"]
            numbers[number_key(p["number"])] = p["number"]
    return keys, numbers


def _card_from_json(raw: dict) -> CardInfo:
    return CardInfo(
        id=raw["id"], name=raw["name"], name_en=raw.get("name_en"), names_th=tuple(raw.get("names_th", ())),
        type=raw["type"], colors=tuple(raw["colors"]), level=raw["level"], ap=raw["ap"], lp=raw["lp"],
        case_level=raw["case_level"], features=tuple(raw["features"]), spark=raw["spark"], cut_in=raw["cut_in"],
        disguise=raw["disguise"],
        prints=tuple(Print(p["number"], p.get("rarity"), p.get("product"), p.get("release"), p.get("differs", {}))
                     for p in raw["prints"]),
    )


# ------------------------------------------------------------------ compiling a list

def validate_prints(raw, file: str) -> list[dict]:
    """The prints of a list in the official list's shape, else CardListError saying which entry and key."""
    if not isinstance(raw, list) or not raw:
        raise CardListError(say("cards.list-shape", file=file), say("cards.list-shape-hint"))
    seen: dict[str, int] = {}
    cards: dict[str, tuple] = {}  # card id -> (name, type, number) of its first print: one ID is one card
    for i, p in enumerate(raw):
        where = say("cards.entry", file=file, n=i + 1)
        if not isinstance(p, dict):
            raise CardListError(say("cards.print-mapping", where=where, kind=type(p).__name__))
        for key, types in PRINT_FIELDS.items():
            if key not in p:
                raise CardListError(say("cards.print-key", where=where, key=key),
                                    say("cards.print-keys", keys=", ".join(PRINT_FIELDS)))
            if not isinstance(p[key], types) or (isinstance(p[key], bool) and bool not in types):
                raise CardListError(say("cards.print-type", where=where, number=p.get("number", "?"), key=key,
                                        kind=type(p[key]).__name__))
        if not p["name"].strip() or not all(isinstance(f, str) for f in p["features"]):
            raise CardListError(say("cards.print-type", where=where, number=p["number"], key="name/features",
                                    kind=repr(p["name"])[:40]))
        if p["case_level"] is not None and set(p["case_level"]) != {"first", "second"}:
            raise CardListError(say("cards.print-type", where=where, number=p["number"], key="case_level",
                                    kind=repr(p["case_level"])[:60]))
        if p["type"] not in TYPES:
            raise CardListError(say("cards.print-card-type", where=where, number=p["number"], got=repr(p["type"])),
                                say("cards.one-of", names=", ".join(TYPES)))
        if any(c not in COLORS for c in p["colors"]):
            raise CardListError(say("cards.print-colour", where=where, number=p["number"], got=repr(p["colors"])))
        if not NUMBER_RE.match(number_key(p["number"])) or not re.fullmatch(r"[A-Z0-9]{1,8}", p["id"]):
            raise CardListError(say("cards.print-number", where=where, number=repr(p["number"]), id=repr(p["id"])))
        if number_key(p["number"]) in seen:
            raise CardListError(say("cards.print-twice", where=where, number=p["number"],
                                    entry=seen[number_key(p["number"])]))
        seen[number_key(p["number"])] = i + 1
        values = [(k, p[k]) for k in ("level", "ap", "lp")]
        values += [(f"case_level.{k}", v) for k, v in (p["case_level"] or {}).items()]
        for key, value in values:
            low, high = BOUNDS[key.split(".")[0]]
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)
                                      or not low <= value <= high):
                raise CardListError(say("cards.print-bounds", where=where, number=p["number"], key=key,
                                        got=repr(value)[:40], low=low, high=high))
        first = cards.setdefault(p["id"], (p["name"], p["type"], p["number"]))
        if first[:2] != (p["name"], p["type"]):
            raise CardListError(say("cards.print-id-twice", where=where, number=p["number"], id=p["id"],
                                    name=p["name"], type=p["type"], other=first[2], other_name=first[0],
                                    other_type=first[1]),
                                say("cards.print-id-twice-hint"))
    return raw


def compile_list(prints: list[dict], regulation: dict, errata: list[dict], names_th: dict[str, list[str]],
                 source: dict) -> dict:
    """The compiled list: one record per card ID with its prints, the limits, errata and Thai names."""
    by_id: dict[str, list[dict]] = {}
    for p in sorted(prints, key=_reprint):  # the card's own print first: its number is the card's number
        by_id.setdefault(p["id"], []).append(p)
    english = _english_names(prints)
    cards = []
    for cid in sorted(by_id):
        ps = by_id[cid]
        first = ps[0]
        rec = {k: first[k] for k in CARD_FACTS}
        rec.update(id=cid, names_th=_thai_names(first["name"], names_th), prints=[])
        if not rec["name_en"]:
            rec["name_en"] = english.get(first["name"])
        for p in ps:
            differs = {k: p[k] for k in ("colors", "features", "level", "ap", "lp", "case_level")
                       if p[k] != first[k]}
            entry = {"number": p["number"], **{k: p[k] for k in PRINT_ONLY}}
            if differs:
                entry["differs"] = differs
            rec["prints"].append(entry)
        cards.append(rec)
    keys, printed = _number_keys(cards)
    return {
        "format": FORMAT,
        "source": {**source, "cards": len(cards), "prints": len(prints)},
        "cards": cards,
        "keys": keys,
        "printed": printed,
        "regulation": regulation,
        "errata": errata,
        "names_th": names_th,
    }


def _reprint(p: dict) -> bool:
    """An Executive Collection print (EXC01-0402) reprints a card first printed elsewhere: it comes last."""
    return p["number"].startswith("EXC") and "-" in p["number"]


def _joined(name: str, word) -> str | None:
    """A joined name (A＆B, p.27) in another language, part by part: None unless every part has a word."""
    parts = split_names(name)
    words = [word(part) for part in (parts[1:] if len(parts) > 1 else parts)]
    return "＆".join(words) if all(words) else None


def _thai_names(name: str, names_th: dict[str, list[str]]) -> list[str]:
    """The Thai names of a card: the whole name's (a joined name's first is its parts' first names, joined),
    then each part's spellings, which find the card."""
    out = list(names_th.get(name, []))
    whole = _joined(name, lambda part: (names_th.get(part) or [None])[0])
    if whole and len(split_names(name)) > 1 and whole not in out:
        out.insert(0, whole)
    for part in split_names(name)[1:]:
        out += [n for n in names_th.get(part, []) if n not in out]
    return out


def _english_names(prints: list[dict]) -> dict[str, str]:
    """Japanese name -> English name, from the prints that carry one: a newer card of a character the list
    already names in English gets the same name (the fan translation lags behind new products)."""
    out: dict[str, str] = {}
    for p in prints:
        if p.get("name_en") and p["type"] in ("character", "partner"):
            out.setdefault(p["name"], p["name_en"])
    return out


def _dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def serialise(data: dict, depth: int = 3) -> str:
    """Compact JSON with one entry per line in the outer containers.

    The compiled files are committed: a line per ruling, card or search term keeps
    the diff of a rebuild as small as what changed (one long line made every
    rebuild a diff of the whole file).
    """
    return _lines(data, depth) + "\n"


def _lines(value, depth: int) -> str:
    nested = isinstance(value, dict) or (isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value))
    if depth == 0 or not value or not nested:
        return _dumps(value)
    if isinstance(value, dict):
        items = [f"{_dumps(k)}:{_lines(value[k], depth - 1)}" for k in sorted(value)]
        return "{\n" + ",\n".join(items) + "\n}"
    return "[\n" + ",\n".join(_lines(v, depth - 1) for v in value) + "\n]"


# ------------------------------------------------------------------ where the list lives

def shipped_path() -> Path:
    from card_data import DATA_DIR

    return DATA_DIR / "cards.json"


def user_dir() -> Path:
    """Where `judge cards import` keeps a newer list: $JUDGE_DATA_DIR, else $XDG_DATA_HOME/judge, else ~/.local/share/judge."""
    if os.environ.get("JUDGE_DATA_DIR"):
        return Path(os.environ["JUDGE_DATA_DIR"])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "judge"


def user_list_path() -> Path:
    return user_dir() / "cards.json"


def _read_compiled(path: Path) -> dict | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("format") == FORMAT else None


@lru_cache(maxsize=1)
def load() -> CardList:
    """The list in use: the user's imported list when there is a readable one, else the shipped list."""
    user = user_list_path()
    if user.is_file():
        data = _read_compiled(user)
        if data is not None:
            return CardList(data, user, "imported")
    return CardList(json.loads(shipped_path().read_text(encoding="utf-8")), shipped_path(), "shipped")


def remove_import() -> bool:
    """Go back to the shipped list; True if an imported list was removed."""
    target = user_list_path()
    if target.is_file():
        target.unlink()
        load.cache_clear()
        return True
    return False


# ------------------------------------------------------------------ what `judge card` reports

@lru_cache(maxsize=1)
def _ruling_index() -> dict[str, list[str]]:
    from rulings import RULINGS_DIR

    try:
        return json.loads((RULINGS_DIR / "cards.json").read_text(encoding="utf-8"))["cards"]
    except (OSError, ValueError, KeyError):
        return {}


@lru_cache(maxsize=1)
def scripts() -> dict[str, dict]:
    """card ID -> its script (abilities in the engine's keys and steps), from `python -m judge.build`."""
    from card_data import DATA_DIR

    return json.loads((DATA_DIR / "scripts.json").read_text(encoding="utf-8"))


def coverage(cards: CardList) -> dict:
    """Which cards have a script, per product and type, and what each unscripted card is missing.

    `missing` names the shapes the script language lacks for that card (card_data/missing.yaml) and the census
    items its text needs (needs.yaml, tagged by pattern) that no registry entry covers, each by its shape.
    `writable`: unscripted cards recorded as lacking nothing; `unreviewed`: unscripted cards with no record
    (none in the shipped list: a test checks); `stale`: scripted cards still recorded, to delete from missing.yaml.
    """
    from card_data import DATA_DIR

    from judge.scripts.registry import supported_items

    needs = json.loads((DATA_DIR / "needs.json").read_text(encoding="utf-8"))
    known = json.loads((DATA_DIR / "missing.json").read_text(encoding="utf-8"))
    writable = set(known["writable"])
    supported, scripted = supported_items(), scripts()
    rows, by_product, by_type = [], {}, {}
    for card in sorted(cards.cards.values(), key=lambda c: c.id):
        done = card.id in scripted
        lacking = set() if done else set(needs.get(card.id, [])) - supported
        missing = [] if done else sorted({*known["cards"].get(card.id, []),
                                          *(known["census"].get(item, item) for item in lacking)})
        rows.append({"id": card.id, "number": card.number, "scripted": done, "missing": missing,
                     "type": card.type, "product": card.prints[0].product})
        for table, key in ((by_product, card.prints[0].product or "unknown"), (by_type, card.type)):
            entry = table.setdefault(key, {"total": 0, "scripted": 0})
            entry["total"] += 1
            entry["scripted"] += done
    todo: dict[str, int] = {}
    for r in rows:
        for item in r["missing"]:
            todo[item] = todo.get(item, 0) + 1
    open_rows = [r for r in rows if not r["scripted"] and not r["missing"]]
    return {"total": len(rows), "scripted": sum(r["scripted"] for r in rows), "cards": rows,
            "by_product": by_product, "by_type": by_type,
            "missing_items": dict(sorted(todo.items(), key=lambda kv: (-kv[1], kv[0]))),
            "shapes": {k: v for k, v in known["shapes"].items() if k in todo},
            "writable": [r["id"] for r in open_rows if r["id"] in writable],
            "unreviewed": [r["id"] for r in open_rows if r["id"] not in writable],
            "stale": sorted((set(known["cards"]) | writable) & set(scripted))}


def rulings_about(card: CardInfo) -> list[str]:
    """Ids of the rulings about this card (from `python -m judge.build`'s rulings/cards.json)."""
    return list(_ruling_index().get(card.id, []))


REPORT_KEYS = ("id", "numbers", "name", "name_en", "type", "colors", "level", "ap", "lp", "case_level", "features",
               "spark", "cut_in", "disguise", "limit", "status", "rulings")  # `judge card --json`, in this order


def report(card: CardInfo, cards: CardList, on: date | str | None = None) -> dict:
    """Everything `judge card` says of one card: facts, prints, limit and status on a date, errata, rulings."""
    limit = cards.limit_on(card, on)
    facts = {
        **card.to_json(),
        "limit": limit.copies,
        "status": limit.describe(),
        "rulings": rulings_about(card),
    }
    return {
        **{k: facts[k] for k in REPORT_KEYS},
        "name_th": card.name_th,
        "prints": facts["prints"],
        "limit_history": cards.limit_history(card),
        "errata": [{k: e[k] for k in ("date", "effective", "en", "th") if k in e} for e in cards.errata_for(card)],
        "script": scripts().get(card.id),
        "abilities": _ability_words(scripts().get(card.id)),
    }


def _ability_words(script: dict | None) -> dict | None:
    """The card's abilities in our words, English and Thai, made from its script (never its printed text)."""
    if script is None:
        return None
    from judge.scripts.registry import LANGS
    from judge.scripts.words import ability_lines

    return {lang: ability_lines(script, lang) for lang in LANGS}


def parse_date(text: str | None) -> str:
    """A YYYY-MM-DD date (default today) as ISO text; JudgeError if malformed."""
    if text is None:
        return date.today().isoformat()
    try:
        return date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise JudgeError(say("cards.bad-date", text=text), say("cards.bad-date-hint")) from None
