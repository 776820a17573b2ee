"""Card lists as users can download them, read into our shape, checked, and compared.

Three shapes are read (docs/card-lists.md): ours (`cards.json`: one record per print, or the
compiled list `judge` ships), the official site's own records (`card_num`, `title`, `cost`,
`feature`, `q_a`, `rcp_limit`…, keyed by print number) and the flattened daily crawl (`card_num`,
`name`, `card_type`, `level`, `ability_text`…). Each is turned into prints of our shape; the
printed ability texts and Q&A of a crawl are read only to tell whether they changed (a fingerprint
and a count), never kept or shown.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from pathlib import Path

from judge.cards import (CARD_FACTS, MAX_LIST_BYTES, PRINT_FIELDS, CardListError, number_key,
                         validate_prints)
from judge.i18n import messages, say
from judge.inputs import read_input
from judge.records import record

SHAPES = ("ours", "compiled", "official", "flat")
MAX_PRINTS = 20_000  # today's list has 2,276 prints; a file with more is not a card list
KANJI_COLORS = {"赤": "red", "青": "blue", "黄": "yellow", "緑": "green", "白": "white", "黒": "black"}
KANJI_TYPES = {"キャラ": "character", "イベント": "event", "パートナー": "partner", "事件": "case"}
COLOR_NOISE = set("[]'\", 、，")  # what a list of colours written as text may hold besides the colours
ANY_NUMBER = 40  # the official data's copy limit for "may be put in a deck in any number"
# the facts a diff compares per print, in this order
DIFF_FIELDS = ("name", "type", "colors", "level", "ap", "lp", "case_level", "features", "spark", "cut_in",
               "disguise", "limit")

messages({
    "cardlists.shape": ("{file}: not a card list judge can read (a list of prints, the official site's records "
                        "or the daily crawl's records)",
                        "{file}: ไม่ใช่รายการการ์ดที่ `judge` อ่านได้ (ลิสต์ของฉบับพิมพ์ ข้อมูลจากเว็บไซต์ทางการ "
                        "หรือข้อมูลที่เก็บรายวัน)"),
    "cardlists.shape-hint": ("the accepted shapes are in docs/card-lists.md",
                             "รูปแบบที่อ่านได้อยู่ใน docs/card-lists.md"),
    "cardlists.too-many": ("{file}: {n} prints; a card list has at most {max}", "{file}: มี {n} ฉบับพิมพ์ "
                           "รายการการ์ดมีได้ไม่เกิน {max}"),
    "cardlists.key": ("{where}: missing key '{key}' of the {shape} shape", "{where}: ไม่มีคีย์ '{key}' ของรูปแบบ {shape}"),
    "cardlists.value": ("{where} ({number}): '{key}' is {got}, not {want}",
                        "{where} ({number}): '{key}' เป็น {got} ไม่ใช่{want}"),
    "cardlists.want-number": ("a whole number", "จำนวนเต็ม"),
    "cardlists.want-text": ("text", "ข้อความ"),
    "cardlists.want-type": ("one of {names}", "ค่าใดค่าหนึ่งใน {names}"),
    "cardlists.want-colors": ("colours (赤 青 黄 緑 白 黒)", "สี (赤 青 黄 緑 白 黒)"),
})


@record
class ListFile:
    """A card list read from a file: its prints in our shape, and for a crawl the fingerprints of each card's
    printed texts and its Q&A count (only to tell what changed; the texts are not kept)."""

    path: str
    shape: str
    prints: list
    texts: dict  # card id -> fingerprint of its printed ability texts
    qa: dict  # card id -> number of official Q&A
    limits: dict  # card id -> copies the file allows (None: any number), where the file says

    def cards(self) -> dict[str, list[dict]]:
        """card id -> its prints, in the file's order."""
        out: dict[str, list[dict]] = {}
        for p in self.prints:
            out.setdefault(p["id"], []).append(p)
        return out

    def any_number(self) -> list[str]:
        return sorted(cid for cid, n in self.limits.items() if n is None)


# ------------------------------------------------------------------ reading a file

def read_json(path: str | Path):
    """The JSON of a card list file, refused at once if it is not a regular file or is too large."""
    text = read_input(str(path), "card list", MAX_LIST_BYTES, error=CardListError)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as e:
        raise CardListError(say("cards.not-json", path=path, why=str(e)[:200])) from None


def detect_shape(raw) -> str | None:
    """Which shape a card list's JSON is, from its records' keys; None for none of them."""
    if isinstance(raw, dict) and isinstance(raw.get("cards"), list) and "format" in raw:
        return "compiled"
    records = list(raw.values()) if isinstance(raw, dict) else raw if isinstance(raw, list) else None
    first = next((r for r in records or () if isinstance(r, dict)), None)
    if first is None:
        return None
    if "card_num" in first and "title" in first:
        return "official"
    if "card_num" in first and "card_type" in first:
        return "flat"
    if "number" in first and "id" in first:
        return "ours"
    return None


def read_list(path: str | Path, current=None) -> ListFile:
    """Read a card list file of any accepted shape into prints of our shape, validated.

    `current` (the list in use) lends the English names a crawl does not carry: a fan translation
    kept by card ID."""
    raw = read_json(path)
    name = str(path)
    shape = detect_shape(raw)
    if shape is None:
        raise CardListError(say("cardlists.shape", file=name), say("cardlists.shape-hint"))
    if shape == "compiled":
        prints, texts, qa, limits = _from_compiled(raw), {}, {}, {}
    elif shape == "ours":
        prints, texts, qa, limits = raw, {}, {}, {}
        if len(prints) > MAX_PRINTS:
            raise CardListError(say("cardlists.too-many", file=name, n=len(prints), max=MAX_PRINTS))
    else:
        records = list(raw.values()) if isinstance(raw, dict) else raw
        if len(records) > MAX_PRINTS:
            raise CardListError(say("cardlists.too-many", file=name, n=len(records), max=MAX_PRINTS))
        prints, texts, qa, limits = _from_crawl(records, shape, name)
        english = {c.id: c.name_en for c in current.cards.values()} if current is not None else {}
        for p in prints:
            p["name_en"] = english.get(p["id"])
    return ListFile(name, shape, validate_prints(prints, name), texts, qa, limits)


def _from_compiled(raw: dict) -> list[dict]:
    """The prints of a compiled list (what judge ships and `cards import` writes)."""
    prints = []
    for card in raw["cards"]:
        if not isinstance(card, dict) or not isinstance(card.get("prints"), list):
            continue  # validate_prints reports an empty or broken list
        for p in card["prints"]:
            facts = {k: card.get(k) for k in CARD_FACTS}
            facts.update(p.get("differs") or {})
            prints.append({**facts, "id": card.get("id"), "number": p.get("number"),
                           **{k: p.get(k) for k in ("rarity", "product", "release")}})
    return prints


# the keys each crawl shape names its facts by: our key -> theirs
CRAWL_KEYS = {
    "official": {"number": "card_num", "id": "card_id", "name": "title", "type": "type", "colors": "color",
                 "level": "cost", "ap": "ap", "lp": "lp", "features": "categories", "product": "package",
                 "rarity": "rarity", "release": "release_date"},
    "flat": {"number": "card_num", "id": "card_id", "name": "name", "type": "card_type", "colors": "color",
             "level": "level", "ap": "ap", "lp": "lp", "features": "category", "product": "pack",
             "rarity": "rarity"},
}
TEXT_KEYS = {"official": ("feature", "hirameki", "cut_in", "henso"), "flat": ("ability_text", "hirameki", "cut_in", "henso")}


def _from_crawl(records: list, shape: str, file: str) -> tuple[list[dict], dict, dict, dict]:
    keys = CRAWL_KEYS[shape]
    prints, texts, qa, limits = [], {}, {}, {}
    for i, r in enumerate(records):
        where = say("cards.entry", file=file, n=i + 1)
        if not isinstance(r, dict):
            raise CardListError(say("cards.print-mapping", where=where, kind=type(r).__name__))
        for key in (*keys.values(), "difficulty_first", "difficulty_second", "hirameki", "cut_in", "henso"):
            if key not in r:
                raise CardListError(say("cardlists.key", where=where, key=key, shape=shape),
                                    say("cardlists.shape-hint"))
        number = r[keys["number"]]
        v = _Values(where, number)
        p = {
            "number": v.text(keys["number"], r), "id": v.text(keys["id"], r), "name": v.text(keys["name"], r),
            "type": v.card_type(keys["type"], r), "colors": v.colors(keys["colors"], r),
            "level": v.whole(keys["level"], r), "ap": v.whole(keys["ap"], r), "lp": v.whole(keys["lp"], r),
            "features": v.features(keys["features"], r), "spark": bool(r["hirameki"]), "cut_in": bool(r["cut_in"]),
            "disguise": bool(r["henso"]), "rarity": v.text(keys["rarity"], r, optional=True),
            "product": v.text(keys["product"], r, optional=True),
            "release": (v.text(keys["release"], r, optional=True) or "")[:10] or None if "release" in keys else None,
            "name_en": None,
        }
        first, second = v.whole("difficulty_first", r), v.whole("difficulty_second", r)
        p["case_level"] = {"first": first, "second": second} if p["type"] == "case" else None
        prints.append(p)
        cid = p["id"]
        if cid not in texts:  # a card's texts are its first print's (prints of one ID share them)
            texts[cid] = fingerprint(" ".join(str(r.get(k) or "") for k in TEXT_KEYS[shape]))
        if shape == "official":
            qa.setdefault(cid, _qa_count(r.get("q_a")))
            copies = r.get("rcp_limit")
            if isinstance(copies, int) and not isinstance(copies, bool):
                limits.setdefault(cid, None if copies >= ANY_NUMBER else copies)
    return prints, texts, qa, limits


class _Values:
    """Reads one crawl record's values, raising CardListError with the entry, number and key."""

    def __init__(self, where, number):
        self.where, self.number = where, number if isinstance(number, str) else "?"

    def _bad(self, key, got, want):
        return CardListError(say("cardlists.value", where=self.where, number=self.number, key=key,
                                 got=repr(got)[:60], want=want))

    def text(self, key, r, optional=False):
        value = r[key]
        if value is None and optional:
            return None
        if isinstance(value, int) and not isinstance(value, bool) and key in ("card_id",):
            value = str(value)
        if not isinstance(value, str) or not value.strip():
            raise self._bad(key, value, say("cardlists.want-text"))
        return value  # as published (a name may end in a full-width space; the shipped list keeps it)

    def whole(self, key, r):
        value = r[key]
        if value is None or value in ("", "None", "-", "null"):
            return None
        if isinstance(value, bool):
            raise self._bad(key, value, say("cardlists.want-number"))
        if isinstance(value, int):
            return value
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, str) and len(value) <= 9 and unicodedata.normalize("NFKC", value).strip().isdigit():
            return int(unicodedata.normalize("NFKC", value))
        raise self._bad(key, value, say("cardlists.want-number"))

    def card_type(self, key, r):
        value = r[key]
        if value in KANJI_TYPES:
            return KANJI_TYPES[value]
        if value in KANJI_TYPES.values():
            return value
        raise self._bad(key, value, say("cardlists.want-type", names=", ".join(KANJI_TYPES)))

    def colors(self, key, r):
        value = r[key]
        if value is None:
            return []
        text = "".join(value) if isinstance(value, list) and all(isinstance(x, str) for x in value) else value
        if not isinstance(text, str) or len(text) > 100:
            raise self._bad(key, value, say("cardlists.want-colors"))
        out = []
        for ch in text:
            if ch in KANJI_COLORS:
                if KANJI_COLORS[ch] not in out:
                    out.append(KANJI_COLORS[ch])
            elif ch not in COLOR_NOISE:
                raise self._bad(key, value, say("cardlists.want-colors"))
        return out

    def features(self, key, r):
        value = r[key]
        if value is None:
            return []
        if isinstance(value, str):
            value = [f for f in value.replace("、", ",").split(",")]
        if not isinstance(value, list) or not all(isinstance(f, str) for f in value):
            raise self._bad(key, value, say("cardlists.want-text"))
        return [f.strip() for f in value if f.strip()]


def fingerprint(text: str) -> str:
    """A short fingerprint of a printed text: equal texts (spacing and line ends aside) give the same one."""
    norm = "".join(unicodedata.normalize("NFKC", text).split())
    return hashlib.sha256(norm.encode("utf-8")).hexdigest()[:12]


def _qa_count(q_a) -> int:
    """How many Q&A a record carries: a JSON object of question -> answer, or `Q：…A：…` text."""
    if not q_a:
        return 0
    if isinstance(q_a, dict):
        return len(q_a)
    if isinstance(q_a, str):
        try:
            parsed = json.loads(q_a)
            if isinstance(parsed, dict):
                return len(parsed)
        except ValueError:
            pass
        return max(1, unicodedata.normalize("NFKC", q_a).count("Q:"))
    return 0


# ------------------------------------------------------------------ comparing two lists

def diff(old: ListFile, new: ListFile) -> dict:
    """What `new` changes against `old`: cards added and removed, prints added and withdrawn for cards
    both have, facts changed per print, and "ability text changed" per card where both carry texts."""
    old_cards, new_cards = old.cards(), new.cards()
    added = [_card_entry(cid, new_cards[cid]) for cid in sorted(set(new_cards) - set(old_cards))]
    removed = [_card_entry(cid, old_cards[cid]) for cid in sorted(set(old_cards) - set(new_cards))]
    prints_added, prints_removed, changed = [], [], []
    for cid in sorted(set(old_cards) & set(new_cards)):
        before = {number_key(p["number"]): p for p in old_cards[cid]}
        after = {number_key(p["number"]): p for p in new_cards[cid]}
        prints_added += [{"number": after[k]["number"], "id": cid} for k in after if k not in before]
        prints_removed += [{"number": before[k]["number"], "id": cid} for k in before if k not in after]
        for k in before.keys() & after.keys():
            fields = {}
            for f in DIFF_FIELDS:
                if f == "limit":
                    if cid in old.limits and cid in new.limits and old.limits[cid] != new.limits[cid]:
                        fields["limit"] = [old.limits[cid], new.limits[cid]]
                elif before[k].get(f) != after[k].get(f):
                    fields[f] = [before[k].get(f), after[k].get(f)]
            if fields:
                changed.append({"id": cid, "number": after[k]["number"], "fields": fields})
        card_fields = {}
        if cid in old.texts and cid in new.texts and old.texts[cid] != new.texts[cid]:
            card_fields["ability_text"] = [old.texts[cid], new.texts[cid]]
        if cid in old.qa and cid in new.qa and old.qa[cid] != new.qa[cid]:
            card_fields["qa"] = [old.qa[cid], new.qa[cid]]
        if card_fields:
            changed.append({"id": cid, "number": new_cards[cid][0]["number"], "fields": card_fields})
    changed.sort(key=lambda c: (c["id"], number_key(c["number"])))
    return {"old": _side(old), "new": _side(new), "added": added, "removed": removed,
            "prints_added": prints_added, "prints_removed": prints_removed, "changed": changed}


def _card_entry(cid: str, prints: list[dict]) -> dict:
    return {"id": cid, "numbers": [p["number"] for p in prints], "name": prints[0]["name"]}


def _side(f: ListFile) -> dict:
    return {"path": f.path, "shape": f.shape, "cards": len(f.cards()), "prints": len(f.prints),
            "texts": bool(f.texts)}


def drops(change: dict) -> bool:
    """Would installing the new list drop a card or a print the old one has?"""
    return bool(change["removed"] or change["prints_removed"])


# ------------------------------------------------------------------ writing safely

def write_atomic(target: Path, text: str) -> None:
    """Write `text` to `target` whole or not at all (judge.files.write_whole), refusing a link in its place
    or as its folder: the user's card list is never written through one."""
    from judge.files import write_whole

    if target.is_symlink() or target.parent.is_symlink():
        raise OSError(f"{target}: a symbolic link")
    write_whole(target, text.encode("utf-8"))


__all__ = ["SHAPES", "ListFile", "read_list", "detect_shape", "diff", "drops", "write_atomic", "fingerprint",
           "PRINT_FIELDS"]


# ------------------------------------------------------------------ installing a list

messages({
    "cardlists.drops": ("{file} would drop {cards} card(s) and {prints} print(s) the list in use has ({sample})",
                        "{file} จะทำให้การ์ด {cards} ใบ และฉบับพิมพ์ {prints} ใบที่รายการปัจจุบันมีหายไป ({sample})"),
    "cardlists.drops-hint": ("check it with `judge cards diff`; `--force` installs it all the same",
                             "ตรวจด้วย `judge cards diff` ก่อน; ใส่ `--force` เพื่อติดตั้งอยู่ดี"),
    "cardlists.no-folder": ("cannot make the data folder {path} ({why})", "สร้างโฟลเดอร์ข้อมูล {path} ไม่ได้ ({why})"),
    "cardlists.no-folder-hint": ("set JUDGE_DATA_DIR to a folder you can write",
                                 "ตั้ง JUDGE_DATA_DIR เป็นโฟลเดอร์ที่เขียนได้"),
    "cardlists.cannot-write": ("cannot write {path} ({why}); the list in use is unchanged",
                               "เขียน {path} ไม่ได้ ({why}) รายการที่ใช้อยู่ไม่เปลี่ยน"),
})


@record
class Installed:
    """What `judge cards import` did: the change against the list in use, and whether it was installed."""

    change: dict
    installed: bool
    path: str


def import_list(path: str | Path, force: bool = False, dry_run: bool = False) -> Installed:
    """Read, check and install a newer card list for this user.

    Refused (CardListError) when the file is not a card list, a value is absurd, or the list would
    drop cards or prints the list in use has (unless `force`). The list in use stays whole until the
    new one is written in full."""
    from datetime import date

    from judge import cards as cl

    current = cl.load()
    new = read_list(path, current)
    change = diff(list_in_use(current), new)
    if drops(change) and not force and not dry_run:
        sample = ", ".join([*(c["numbers"][0] for c in change["removed"][:3]),
                            *(p["number"] for p in change["prints_removed"][:3])])
        raise CardListError(say("cardlists.drops", file=path, cards=len(change["removed"]),
                                prints=len(change["prints_removed"]), sample=sample), say("cardlists.drops-hint"))
    target = cl.user_list_path()
    if dry_run:
        return Installed(change, False, str(target))
    shipped = json.loads(cl.shipped_path().read_text(encoding="utf-8"))
    regulation = dict(shipped["regulation"])
    known = {e["id"] for e in regulation.get("any_number", [])}
    regulation["any_number"] = [*regulation.get("any_number", []),
                                *({"id": cid, "note": "the imported list allows any number"}
                                  for cid in new.any_number() if cid not in known)]
    data = cl.compile_list(new.prints, regulation, shipped["errata"], shipped["names_th"],
                           {"name": Path(path).name, "snapshot": _snapshot(Path(path), new.prints),
                            "imported": date.today().isoformat(), "shape": new.shape})
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CardListError(say("cardlists.no-folder", path=target.parent, why=e.strerror or e.__class__.__name__),
                            say("cardlists.no-folder-hint")) from None
    try:
        write_atomic(target, cl.serialise(data))
    except OSError as e:
        raise CardListError(say("cardlists.cannot-write", path=target, why=e.strerror or str(e)),
                            say("cardlists.no-folder-hint")) from None
    cl.load.cache_clear()
    return Installed(change, True, str(target))


def list_in_use(cards) -> ListFile:
    """The list in use as a ListFile (no texts: our lists carry none), for a diff against a new file."""
    raw = json.loads(Path(cards.path).read_text(encoding="utf-8"))
    return ListFile(str(cards.path), "compiled", _from_compiled(raw), {}, {}, {})


def _snapshot(path: Path, prints: list[dict]) -> str:
    """The list's date: the crawl date in its file name (flat-2026-08-22.json), else its newest release."""
    import re

    m = re.search(r"(20\d\d)-(\d\d)-(\d\d)", path.name)
    if m:
        return m.group(0)
    releases = [p["release"] for p in prints if p.get("release")]
    return max(releases) if releases else "unknown"
