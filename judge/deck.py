"""Deck checks: 1 Partner, 1 Case and a deck of exactly 40 (p.7), as a judge checks them.

The list is read by judge/decklist.py (text as players write and paste it, a product CSV row, a
simulator's deck JSON: docs/deck-lists.md); every problem is reported with its line, a code, and the
rule it breaks; nothing is guessed silently.
"""

from __future__ import annotations

from dataclasses import field
from pathlib import Path

from judge.cards import COLOR_WORDS, DECK_TYPES, TYPE_WORDS, CardList, load, parse_date
from judge.decklist import (KIND_WORDS, MAX_SUGGESTIONS, DeckFileError, Entry, Note, Problem,  # noqa: F401
                            read_list)
from judge.i18n import Pair, messages, say
from judge.records import record
from rules_th import PRIMARY

DECK_SIZE = 40  # p.7
MAX_DECK_FILE_BYTES = 1024 * 1024  # a deck list is a few hundred bytes; anything this big is not one


# the problems of a deck check (their English is the `message` of --json, as before)
messages({
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


def _colours(colors) -> Pair:
    return Pair("/".join(colors), "/".join(COLOR_WORDS[c].th if c in COLOR_WORDS else c for c in colors))


@record
class DeckCheck:
    file: str
    date: str
    casual: bool
    entries: list[Entry] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    unresolved_deck_cards: int = 0  # copies on deck lines whose card is unknown (they still count toward 40)
    format: str = "text"  # text | csv | json: how the list was read
    notes: list[Note] = field(default_factory=list)  # its lines that are not cards (headers, title, totals…)
    info: dict[str, str] = field(default_factory=dict)  # title, player, event as the list gives them

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
            "format": self.format,
            "ignored": [n.to_json() for n in self.notes],
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


def check_deck(text: str, file: str = "<deck>", on: str | None = None, casual: bool = False,
               cards: CardList | None = None, fmt: str = "auto", product: str | None = None) -> DeckCheck:
    """Check a deck list against p.7 and (unless casual) the card limits in force on `on` (default today)."""
    cards = cards or load()
    listed = read_list(text, cards, fmt, file, product)
    check = DeckCheck(file=file, date=parse_date(on), casual=casual, entries=listed.entries,
                      problems=listed.problems, unresolved_deck_cards=listed.unresolved, format=listed.format,
                      notes=listed.notes, info=listed.info)
    _check_roles(check)
    _check_size(check)
    _check_copies(check, cards)
    _check_colours(check)
    return check


def _describe(e: Entry) -> Pair:
    """The card as a judge reads it: number, Japanese name, and its name in the reader's language when there is one."""
    en = f"{e.number} {e.card.name}" + (f" ({e.card.name_en})" if e.card.name_en else "")
    return Pair(en, f"{e.number} {e.card.name}" + (f" ({e.card.name_th})" if e.card.name_th else ""))


def _name(card) -> Pair:
    """A card's name in a problem: the Japanese printed on it, in Thai with its Thai name beside."""
    return Pair(card.name, f"{card.name} ({card.name_th})" if card.name_th else card.name)


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
                                          say("deck.p.too-many", total=total, cid=cid, name=_name(card), where=where,
                                              base=base)))
        if check.casual:
            continue
        if limit.status == "banned":
            check.problems.append(Problem(group[0].line, "banned", say("deck.p.banned", card=_describe(group[0]),
                                                                       since=limit.since, date=check.date)))
        elif limit.status == "restricted" and total > 1:
            check.problems.append(Problem(group[-1].line, "restricted",
                                          say("deck.p.restricted", total=total, name=_name(card), where=where,
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
