"""Rich views of cards and deck checks (the library returns data; this lays it out), in this run's language.

Card names, numbers, products and feature words are the card list's own data and stay as it writes them;
every heading, label and sentence around them comes from the message table below. Thai card terms follow
the rulebook's own card anatomy (p.3: ประเภทการ์ด · ชื่อการ์ด · สีการ์ด · ลักษณะ · เลเวล · ความสามารถ · เลขการ์ด).
"""

from __future__ import annotations

import re

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from judge.cards import TYPE_WORDS as TYPES
from judge.i18n import current_language, messages, say
from judge.i18n import text as _text
from judge.render import COLOURS, plain, visible
from judge.thaiwrap import thai_table

messages({
    "card.head": (" — {n} card(s), status on {on}", " — การ์ด {n} ใบ, สถานะ ณ วันที่ {on}"),
    "card.type": ("type", "ประเภทการ์ด"),
    "card.colours": ("colours", "สีการ์ด"),
    "card.values": ("values", "ค่า"),
    "card.features": ("features", "ลักษณะ"),
    "card.abilities": ("abilities", "ความสามารถ"),
    "card.prints": ("prints", "ฉบับพิมพ์"),
    "card.limit": ("limit", "การจำกัด"),
    "card.errata": ("errata", "คำแก้ไข"),
    "card.rulings": ("rulings", "คำวินิจฉัย"),
    "card.none-yet": ("none yet", "ยังไม่มี"),
    "card.id": ("card ID {id}", "รหัสการ์ด {id}"),
    "card.colourless": ("colourless", "ไม่มีสี"),
    "card.case-level": ("case level {first} (went first) / {second} (went second)",
                        "เลเวลคดี {first} (เล่นก่อน) / {second} (เล่นหลัง)"),
    "card.level": ("level", "เลเวล"),
    "card.not-printed": ("— (not printed; the engine counts 0)", "— (ไม่ได้พิมพ์ไว้ เอนจินนับเป็น 0)"),
    "card.no-script": ("no script yet: the engine plays it with its printed values and no abilities",
                       "ยังไม่มีสคริปต์: เอนจินเล่นการ์ดนี้ด้วยค่าที่พิมพ์ไว้และไม่มีความสามารถ"),
    "card.no-abilities": ("none (scripted: a card with no abilities)", "ไม่มี (มีสคริปต์แล้ว: การ์ดที่ไม่มีความสามารถ)"),
    "card.date-unknown": ("date unknown", "ไม่ทราบวันที่"),
    "card.differs": ("({key} on this print: {value})", "({key} ในฉบับพิมพ์นี้: {value})"),
    "card.at-most": ("at most {n} in a deck (all prints together, p.7)", "ใส่ในเด็คได้ไม่เกิน {n} ใบ (รวมทุกฉบับพิมพ์ หน้า 7)"),
    "card.from": ("{status} from {since}", "{status} ตั้งแต่ {since}"),
    "card.until": (" until {until}", " ถึง {until}"),
    "card.several": ("Several cards share this name: `judge card NUMBER` shows one in full.",
                     "มีการ์ดหลายใบที่ใช้ชื่อนี้: `judge card NUMBER` แสดงใบเดียวแบบเต็ม"),
    "card.col-number": ("number", "เลขการ์ด"),
    "card.col-id": ("ID", "ID"),
    "card.col-name": ("name", "ชื่อการ์ด"),
    "card.col-status": ("status", "สถานะ"),
    "card.col-line": ("line", "บรรทัด"),
    "card-list.line": ("card list snapshot {snapshot}: {cards} cards, {prints} prints ({name})",
                       "รายการการ์ด ข้อมูล ณ {snapshot}: การ์ด {cards} ใบ, {prints} ฉบับพิมพ์ ({name})"),
    "card-list.imported": ("imported {date}, {name}", "นำเข้าเมื่อ {date}, {name}"),
    "card-list.official": ("official card list (Japanese), merged from public crawls of the official site's data",
                           "รายการการ์ดทางการ (ภาษาญี่ปุ่น) รวมจากข้อมูลเว็บไซต์ทางการที่เผยแพร่สาธารณะ"),
    "card-list.shipped": ("shipped", "มากับโปรแกรม"),
    "card-list.user": ("imported", "นำเข้า"),
})

# a card's limit status as the card list words it (Limit.describe(), kept as data in --json), and its bare code
STATUS_TH = {"banned": "ห้ามใช้", "restricted to 1 copy": "จำกัด 1 ใบ", "restricted": "จำกัด",
             "event-only (legal only at events that name it)": "เฉพาะงาน (ใช้ได้เฉพาะในงานที่ระบุชื่อการ์ดนี้)",
             "event-only": "เฉพาะงาน", "legal": "ใช้ได้", "legal in any number": "ใช้ได้ไม่จำกัดจำนวน"}
STATUS_FORM = re.compile(r"^(?P<what>.+?)(?: since (?P<since>\S+))?(?: until (?P<until>\S+))?$")

COLOR_STYLE = {"red": "red", "blue": "blue", "yellow": "yellow", "green": "green", "white": "white", "black": "bright_black"}
STATUS_STYLE = {"banned": "bold white on red", "restricted": "bold black on yellow", "event-only": "bold black on cyan",
                "legal": "bold black on green"}
FULL_VIEW_AT_MOST = 3  # more matches than this: one table, then the user picks a number
PROBLEMS_SHOWN = 50  # a list with more problems is not a deck list; --json has them all
NOTES_SHOWN = 30  # lines read as headers, titles, totals: a real list has a dozen


def _t(code: str, **args) -> str:
    return _text(say(code, **args))


def colors_text(colors) -> Text:
    if not colors:
        return Text(_t("card.colourless"), style="dim")
    return Text(" ").join(Text(_text(COLOURS.get(c, c)), style=COLOR_STYLE.get(c, "")) for c in colors)


def status_words(status: str, lang: str | None = None) -> str:
    """A limit status (`restricted to 1 copy since 2024-11-23`, as the card list words it) in `lang`."""
    if (lang or current_language()) == "en":
        return status
    m = STATUS_FORM.match(status)
    if not m or m["what"] not in STATUS_TH:
        return status  # a wording this table does not know: shown as the list gives it
    out = STATUS_TH[m["what"]]
    if m["since"]:
        out += f" ตั้งแต่ {m['since']}"
    if m["until"]:
        out += f" ถึง {m['until']}"
    return out


def status_text(status: str) -> Text:
    kind = next((k for k in STATUS_STYLE if status.startswith(k)), "legal")
    return Text(f" {status_words(status)} ", style=STATUS_STYLE[kind])


def type_words(kind: str) -> str:
    return _text(TYPES.get(kind, kind))


def card_list_line(cards) -> str:
    """Which card list is in use, in this run's language (cards.describe() is the same in English)."""
    s = cards.source
    official = cards.origin == "shipped" or s["name"] == say("card-list.official").text("en")
    name = _t("card-list.official") if official else s["name"]  # an imported list's name is its maker's
    if s.get("imported"):
        name = _t("card-list.imported", date=s["imported"], name=name)
    return _t("card-list.line", snapshot=s["snapshot"], cards=s["cards"], prints=s["prints"], name=name)


def origin_words(origin: str) -> str:
    return _t("card-list.shipped") if origin == "shipped" else _t("card-list.user") if origin == "imported" else origin


def _names(card: dict) -> Text:
    t = plain(card["name"], style="bold")  # an imported card list is a user's file
    for n in (card.get("name_en"), card.get("name_th")):
        if n:
            t.append(" · ")
            t.append(visible(n))
    return t


def _values(card: dict) -> str:
    if card["type"] == "case":
        lv = card.get("case_level") or {}
        return _t("card.case-level", first=lv.get("first", "–"), second=lv.get("second", "–"))
    parts = []
    for key, label in (("level", _t("card.level")), ("ap", "AP"), ("lp", "LP")):
        if card["type"] == "partner" and key != "lp":
            continue
        if card["type"] == "event" and key != "level":
            continue
        v = card.get(key)
        parts.append(f"{label} {v if v is not None else _t('card.not-printed')}")
    return " · ".join(parts)


def _name_cell(name: str, other: str | None) -> Text:
    """A table cell: the Japanese name, and under it the Thai name (else the English one)."""
    t = plain(name)
    if other:
        t.append(f"\n{visible(other)}", style="dim")
    return t


def _abilities(card: dict, marks: list[str]) -> Text:
    """The card's abilities in our words, in this run's language, from its script; or that it has none yet."""
    words = card["abilities"]
    if words is None:
        return Text(", ".join(marks) + ("; " if marks else "") + _t("card.no-script"), style="yellow")
    lines = words[current_language()]
    if not lines:
        return Text(_t("card.no-abilities"))
    return Text("\n".join(lines))


def card_panel(card: dict) -> Panel:
    from judge.scripts.registry import ABILITIES

    lang = current_language()
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="dim", no_wrap=True)
    grid.add_column(overflow="fold")  # a product name or a Thai phrase has no space to wrap at
    grid.add_row(_t("card.type"), type_words(card["type"]))
    grid.add_row(_t("card.colours"), colors_text(card["colors"]))
    grid.add_row(_t("card.values"), _values(card))
    if card["features"]:
        grid.add_row(_t("card.features"), " / ".join(card["features"]))
    marks = [ABILITIES[key].words(lang) for key in ("spark", "cut_in", "disguise") if card[key]]
    grid.add_row(_t("card.abilities"), _abilities(card, marks))
    prints = Text()
    for i, p in enumerate(card["prints"]):
        if i:
            prints.append("\n")
        prints.append(p["number"], style="bold")
        prints.append(f"  {p.get('rarity') or '–'} · {p.get('product') or '–'} · "
                      f"{p.get('release') or _t('card.date-unknown')}", style="dim")
        for k, v in (p.get("differs") or {}).items():
            prints.append("  " + _t("card.differs", key=k, value=", ".join(map(str, v)) if isinstance(v, list) else v),
                          style="yellow")
    grid.add_row(_t("card.prints"), prints)
    limit = Text.assemble(status_text(card["status"]))
    if card["limit"] is not None and card["type"] in ("character", "event"):
        limit.append("  " + _t("card.at-most", n=card["limit"]))
    grid.add_row(_t("card.limit"), limit)
    for e in card["limit_history"]:
        line = _t("card.from", status=status_words(e["status"]), since=e.get("from", "–"))
        if e.get("until"):
            line += _t("card.until", until=e["until"])
        if e.get("note") and lang == "en":  # the list's notes are English data; the status says it in Thai
            line += f" — {e['note']}"
        grid.add_row("", Text(line, style="dim"))
    for e in card["errata"]:
        grid.add_row(_t("card.errata"), Text(f"{e['date']}: {e[lang]}"))
    grid.add_row(_t("card.rulings"), ", ".join(card["rulings"]) if card["rulings"] else Text(_t("card.none-yet"),
                                                                                               style="dim"))
    return Panel(thai_table(grid), title=_names(card), subtitle=_t("card.id", id=card["id"]), title_align="left")


def cards_table(cards: list[dict]) -> Table:
    t = Table(show_lines=False, pad_edge=False)
    for col, code in (("number", "card.col-number"), ("ID", "card.col-id"), ("name", "card.col-name"),
                      ("type", "card.type"), ("colours", "card.colours"), ("Lv", None), ("AP", None), ("LP", None),
                      ("status", "card.col-status")):
        t.add_column(_t(code) if code else col, no_wrap=col in ("number", "ID", "Lv", "AP", "LP"),
                     overflow="fold" if col == "name" else "ellipsis")
    for c in cards:
        t.add_row(c["numbers"][0], c["id"], _name_cell(c["name"], c.get("name_th") or c.get("name_en")),
                  type_words(c["type"]), colors_text(c["colors"]),
                  str(c["level"] if c["level"] is not None else "–"), str(c["ap"] if c["ap"] is not None else "–"),
                  str(c["lp"] if c["lp"] is not None else "–"), status_text(c["status"]))
    return thai_table(t)


def card_view(query: str, cards: list[dict], list_line: str, book: Text, on: str, read_as=None) -> Group:
    """The cards a query found; `read_as` (a message) says how the query was read when it is not a listed name."""
    head = Text.assemble(("judge card ", "dim"), (query, "bold"), (_t("card.head", n=len(cards), on=on), "dim"))
    parts: list = [book, head]
    if read_as is not None:
        parts.append(Text(_text(read_as), style="yellow"))
    if len(cards) <= FULL_VIEW_AT_MOST:
        parts += [card_panel(c) for c in cards]
    else:
        parts.append(cards_table(cards))
        parts.append(Text(_t("card.several"), style="dim"))
    parts.append(Text(list_line, style="dim"))
    return Group(*parts)


messages({
    "deck.legal": (" LEGAL ", " ถูกกติกา "),
    "deck.not-legal": (" NOT LEGAL ", " ไม่ถูกกติกา "),
    "deck.no-problems": ("  no problems", "  ไม่มีปัญหา"),
    "deck.warnings": ("  {n} warning(s)", "  คำเตือน {n} ข้อ"),
    "deck.problems-n": ("  {n} problem(s)", "  ปัญหา {n} ข้อ"),
    "deck.and-warnings": (", {n} warning(s)", ", คำเตือน {n} ข้อ"),
    "deck.casual": ("casual: card limits not applied", "เกมทั่วไป: ไม่ใช้การจำกัดการ์ด"),
    "deck.limits-on": ("card limits on {date}", "การจำกัดการ์ด ณ วันที่ {date}"),
    "deck.title": ("deck check · {file}", "ตรวจเด็ค · {file}"),
    "deck.problems": ("problems", "ปัญหา"),
    "deck.col-problem": ("problem", "ปัญหา"),
    "deck.col-rule": ("rule", "กติกา"),
    "deck.more": ("and {n} more problem(s): --json lists them all", "และปัญหาอีก {n} ข้อ: --json แสดงทั้งหมด"),
    "deck.list": ("list (by type, then level)", "รายการ (ตามประเภท แล้วตามเลเวล)"),
    "deck.notes": ("lines that are not cards (read, not counted)", "บรรทัดที่ไม่ใช่การ์ด (อ่านแล้ว ไม่นับเป็นการ์ด)"),
    "deck.notes-more": ("and {n} more: --json lists them all", "และอีก {n} บรรทัด: --json แสดงทั้งหมด"),
    "deck.col-read-as": ("read as", "อ่านเป็น"),
    "deck.col-text": ("as written", "ตามที่เขียน"),
    "deck.note-title": ("deck name", "ชื่อเด็ค"),
    "deck.note-player": ("player", "ผู้เล่น"),
    "deck.note-event": ("event", "งานแข่ง"),
    "deck.note-note": ("note", "หมายเหตุ"),
    "deck.note-separator": ("separator", "เส้นคั่น"),
    "deck.note-total": ("stated total", "ยอดรวมที่เขียนไว้"),
    "deck.note-section": ("header: {section}", "หัวข้อ: {section}"),
    "deck.note-stated": (" (says {n})", " (ระบุ {n})"),
    "deck.section-partner": ("Partner", "พาร์ทเนอร์"),
    "deck.section-case": ("Case", "คดี"),
    "deck.section-character": ("Characters", "ตัวละคร"),
    "deck.section-event": ("Events", "อีเวนต์"),
    "deck.section-deck": ("Deck", "เด็ค"),
    "deck.read-as": ("read as {format}", "อ่านเป็น{format}"),
    "deck.format-text": ("a text list", "รายการแบบข้อความ"),
    "deck.format-csv": ("a product CSV row", "แถวของ CSV ผลิตภัณฑ์"),
    "deck.format-json": ("a simulator deck file", "ไฟล์เด็คของโปรแกรมจำลอง"),
    "deck.totals": ("deck {deck}/40 · partner {partner}/1 · case {case}/1 · deck rules: Ver.2.5 p.7 (Thai text); "
                    "colour rule p.12",
                    "เด็ค {deck}/40 · พาร์ทเนอร์ {partner}/1 · คดี {case}/1 · กติกาการจัดเด็ค: Ver.2.5 หน้า 7 "
                    "(ต้นฉบับไทย); กติกาสีการ์ด หน้า 12"),
    "coverage.head": ("card scripts: ", "สคริปต์การ์ด: "),
    "coverage.count": ("{scripted} of {total} cards ({percent}%)", "{scripted} จาก {total} ใบ ({percent}%)"),
    "coverage.by-product": ("by product", "ตามชุดผลิตภัณฑ์"),
    "coverage.by-type": ("by type", "ตามประเภทการ์ด"),
    "coverage.col-product": ("product", "ชุดผลิตภัณฑ์"),
    "coverage.col-scripted": ("scripted", "มีสคริปต์"),
    "coverage.col-cards": ("cards", "การ์ด"),
    "coverage.col-item": ("item", "รายการ"),
    "coverage.unknown": ("unknown", "ไม่ทราบ"),
    "coverage.missing": ("what unscripted cards are missing (shapes the script language lacks), most needed first",
                         "สิ่งที่การ์ดที่ยังไม่มีสคริปต์ขาด (รูปแบบที่ภาษาสคริปต์ยังไม่มี) เรียงจากที่ต้องใช้มากที่สุด"),
    "coverage.col-page": ("page", "หน้า"),
    "coverage.more": ("… and {n} more shapes (`--json` lists them all)", "… และอีก {n} รูปแบบ (`--json` แสดงทั้งหมด)"),
    "coverage.unreviewed": ("{n} unscripted cards have no record of what they lack: {ids}",
                            "การ์ดที่ยังไม่มีสคริปต์ {n} ใบไม่มีบันทึกว่าขาดอะไร: {ids}"),
    "coverage.stale": ("{n} scripted cards are still listed in card_data/missing.yaml: {ids}",
                       "การ์ดที่มีสคริปต์แล้ว {n} ใบยังอยู่ใน card_data/missing.yaml: {ids}"),
    "coverage.writable": ("{n} unscripted cards need nothing new: only their script (`--json` lists every card)",
                          "การ์ดที่ยังไม่มีสคริปต์ {n} ใบไม่ต้องการอะไรใหม่: ขาดแค่สคริปต์ (`--json` แสดงการ์ดทุกใบ)"),
})


def deck_view(check, cards) -> Group:
    """Verdict first, then the problems by line with their page, then the list sorted by type and level."""
    from judge.deck import _problem_order
    from judge.rules.core import cite

    errors, warnings = len(check.errors), len(check.problems) - len(check.errors)
    if check.legal:
        verdict = Text.assemble((_t("deck.legal"), "bold black on green"),
                                _t("deck.warnings", n=warnings) if warnings else _t("deck.no-problems"))
    else:
        verdict = Text.assemble((_t("deck.not-legal"), "bold white on red"), _t("deck.problems-n", n=errors),
                                _t("deck.and-warnings", n=warnings) if warnings else "")
    basis = _t("deck.casual") if check.casual else _t("deck.limits-on", date=check.date)
    parts: list = [Panel(verdict, title=plain(_t("deck.title", file=check.file)), subtitle=basis, title_align="left")]
    if check.problems:
        t = Table(title=_t("deck.problems"), title_justify="left", pad_edge=False)
        t.add_column(_t("card.col-line"), justify="right", no_wrap=True)
        t.add_column("", no_wrap=True)
        t.add_column(_t("deck.col-problem"))
        t.add_column(_t("deck.col-rule"), no_wrap=True)
        ordered = sorted(check.problems, key=_problem_order)
        for p in ordered[:PROBLEMS_SHOWN]:
            mark = Text("✗", style="bold red") if p.severity == "error" else Text("!", style="bold yellow")
            pages = ", ".join(sorted({f"p.{cite(s)['page']}" for s in p.sections}))
            words = plain(_text(p.words))  # the code is English: kept for --json, shown beside English words only
            t.add_row(str(p.line) if p.line else "—", mark,
                      words if current_language() == "th" else Text.assemble((p.code, "bold"), " ", words), pages)
        if len(ordered) > PROBLEMS_SHOWN:
            t.add_row("…", "", Text(_t("deck.more", n=f"{len(ordered) - PROBLEMS_SHOWN:,}"), style="dim"), "")
        parts.append(thai_table(t))
    t = Table(title=_t("deck.list"), title_justify="left", pad_edge=False)
    for col, code in (("line", "card.col-line"), ("×", None), ("number", "card.col-number"), ("name", "card.col-name"),
                      ("type", "card.type"), ("Lv", None), ("colours", "card.colours"), ("status", "card.col-status")):
        t.add_column(_t(code) if code else col, no_wrap=col in ("line", "×", "number", "Lv"),
                     justify="right" if col in ("line", "×", "Lv") else "left",
                     overflow="fold" if col == "name" else "ellipsis")
    for e in check.sorted_entries():
        status = cards.limit_on(e.card, check.date).status
        name = _name_cell(e.card.name, e.card.name_th or e.card.name_en)
        t.add_row(",".join(map(str, e.lines)), str(e.count), e.number, name,
                  type_words(e.role if e.role != "deck" else e.card.type),
                  "–" if e.card.level is None else str(e.card.level), colors_text(e.card.colors),
                  Text("—", style="dim") if check.casual else status_text(status))
    parts.append(thai_table(t))
    if check.notes:
        parts.append(_notes_table(check.notes))
    parts.append(Text(_t("deck.totals", **check.totals()), style="dim"))
    parts.append(Text(_t("deck.read-as", format=_t(f"deck.format-{check.format}")) + " · " + card_list_line(cards),
                      style="dim"))
    return Group(*parts)


def _notes_table(notes) -> Table:
    """The list's lines that are not cards, and what each was read as: shown, never counted."""
    t = Table(title=_t("deck.notes"), title_justify="left", pad_edge=False, style="dim")
    t.add_column(_t("card.col-line"), justify="right", no_wrap=True)
    t.add_column(_t("deck.col-read-as"))
    t.add_column(_t("deck.col-text"), overflow="fold")
    for n in notes[:NOTES_SHOWN]:
        if n.kind == "section":
            what = _t("deck.note-section", section=_t(f"deck.section-{n.section}"))
        else:
            what = _t(f"deck.note-{n.kind}")
        if n.stated is not None:
            what += _t("deck.note-stated", n=n.stated)
        t.add_row(str(n.line), what, plain(n.text[:120]))
    if len(notes) > NOTES_SHOWN:
        t.add_row("…", "", Text(_t("deck.notes-more", n=len(notes) - NOTES_SHOWN), style="dim"))
    return thai_table(t)


def _scripted_table(title: str, key: str, rows: dict) -> Table:
    """Scripted cards against all cards, one row per product or type."""
    t = Table(title=title, title_justify="left", pad_edge=False)
    t.add_column(key)
    for col in ("scripted", "cards"):
        t.add_column(_t(f"coverage.col-{col}"), justify="right")
    for name, e in rows.items():
        t.add_row(name, str(e["scripted"]), str(e["total"]))
    return thai_table(t)


def coverage_view(report: dict) -> Group:
    """Scripted cards per product and per type, then what the engine still lacks, most needed first."""
    head = Text.assemble((_t("coverage.head"), "bold"),
                         _t("coverage.count", scripted=report["scripted"], total=report["total"],
                            percent=f"{100 * report['scripted'] / report['total']:.0f}"))
    by_product = {(_t("coverage.unknown") if k == "unknown" else k): v for k, v in sorted(report["by_product"].items())}
    products = _scripted_table(_t("coverage.by-product"), _t("coverage.col-product"), by_product)
    types = _scripted_table(_t("coverage.by-type"), _t("card.type"),
                            {type_words(k): v for k, v in report["by_type"].items()})
    todo = Table(title=_t("coverage.missing"), title_justify="left", pad_edge=False)
    todo.add_column(_t("coverage.col-item"))
    todo.add_column(_t("coverage.col-page"), justify="right")
    todo.add_column(_t("coverage.col-cards"), justify="right")
    lang, items = current_language(), list(report["missing_items"].items())
    for item, n in items[:COVERAGE_ROWS]:
        shape = report["shapes"].get(item)  # every item has words in the shipped data (a test checks)
        todo.add_row(Text.assemble(shape[lang] if shape else "", " ", (item, "dim")), str(shape["page"]) if shape else "",
                     str(n))
    notes = [Text(_t("coverage.more", n=len(items) - COVERAGE_ROWS), style="dim")] if len(items) > COVERAGE_ROWS else []
    for key in ("unreviewed", "stale"):
        if report[key]:
            notes.append(Text(_t(f"coverage.{key}", n=len(report[key]), ids=", ".join(report[key][:20])), style="yellow"))
    return Group(head, products, types, thai_table(todo), *notes,
                 Text(_t("coverage.writable", n=len(report["writable"])), style="dim"))


COVERAGE_ROWS = 30  # shapes shown, most needed first; --json has them all


messages({
    "change.title": ("card list change", "การเปลี่ยนแปลงรายการการ์ด"),
    "change.side": ("{which}: {path} ({cards} cards, {prints} prints)",
                    "{which}: {path} (การ์ด {cards} ใบ, {prints} ฉบับพิมพ์)"),
    "change.old": ("old", "เดิม"),
    "change.new": ("new", "ใหม่"),
    "change.counts": ("{added} card(s) added, {removed} removed; {prints_added} print(s) added, {prints_removed} "
                      "withdrawn, of cards both lists have; {changed} change(s) of facts or texts",
                      "การ์ดเพิ่ม {added} ใบ ถอนออก {removed} ใบ; ฉบับพิมพ์ของการ์ดที่มีทั้งสองรายการ เพิ่ม "
                      "{prints_added} ถอนออก {prints_removed}; ข้อมูลหรือข้อความเปลี่ยน {changed} จุด"),
    "change.none": ("no difference", "ไม่มีความต่าง"),
    "change.no-texts": ("(ability texts are compared only where both files carry them)",
                        "(เทียบข้อความความสามารถเฉพาะเมื่อทั้งสองไฟล์มีข้อความ)"),
    "change.added": ("cards added", "การ์ดที่เพิ่ม"),
    "change.removed": ("cards removed", "การ์ดที่ถอนออก"),
    "change.prints-added": ("new prints", "ฉบับพิมพ์ใหม่"),
    "change.prints-removed": ("prints withdrawn", "ฉบับพิมพ์ที่ถอนออก"),
    "change.changed": ("changed", "ที่เปลี่ยน"),
    "change.more": ("… and {n} more (--json lists them all)", "… และอีก {n} รายการ (--json แสดงทั้งหมด)"),
    "change.col-what": ("what", "อะไร"),
    "change.col-before": ("before", "ก่อน"),
    "change.col-after": ("after", "หลัง"),
    "change.text-changed": ("ability text changed", "ข้อความความสามารถเปลี่ยน"),
    "change.qa-changed": ("official Q&A", "Q&A ทางการ"),
    "change.any-number": ("any number", "ไม่จำกัด"),
})
CHANGE_ROWS = 20  # rows shown of each part of a change; --json has them all
FIELD_WORDS = {"name": "card.col-name", "type": "card.type", "colors": "card.colours", "level": "card.level",
               "features": "card.features", "limit": "card.limit", "ability_text": "change.text-changed",
               "qa": "change.qa-changed"}


def _field_value(field: str, value) -> str:
    if field == "ability_text":
        return ""  # a fingerprint: the texts themselves are never shown
    if field == "limit" and value is None:
        return _t("change.any-number")
    if isinstance(value, list):
        return " / ".join(map(str, value)) or "–"
    if isinstance(value, dict):
        return "/".join(str(v) for v in value.values())
    return "–" if value is None else str(value)


def change_view(change: dict) -> Group:
    """`judge cards diff` and `cards import`: the sizes of both lists, the counts, then each part (first rows)."""
    o, n = change["old"], change["new"]
    body = [plain(_t("change.side", which=_t(w), path=side["path"], cards=side["cards"], prints=side["prints"]))
            for w, side in (("change.old", o), ("change.new", n))]
    counts = {k: len(change[k]) for k in ("added", "removed", "prints_added", "prints_removed", "changed")}
    body.append(Text(_t("change.counts", **counts)) if any(counts.values()) else Text(_t("change.none")))
    if not (o["texts"] and n["texts"]):
        body.append(Text(_t("change.no-texts"), style="dim"))
    parts = [Panel(Group(*body), title=_t("change.title"), expand=True)]
    for key, title in (("added", "change.added"), ("removed", "change.removed")):
        if change[key]:
            t = Table(title=_t(title), title_justify="left")
            for col in ("card.col-id", "card.col-number", "card.col-name"):
                t.add_column(_t(col))
            for c in change[key][:CHANGE_ROWS]:
                t.add_row(c["id"], plain(", ".join(c["numbers"])), plain(c["name"]))
            parts += [thai_table(t), *_more(change[key])]
    for key, title in (("prints_added", "change.prints-added"), ("prints_removed", "change.prints-removed")):
        if change[key]:
            t = Table(title=_t(title), title_justify="left")
            for col in ("card.col-number", "card.col-id"):
                t.add_column(_t(col))
            for p in change[key][:CHANGE_ROWS]:
                t.add_row(plain(p["number"]), p["id"])
            parts += [thai_table(t), *_more(change[key])]
    if change["changed"]:
        t = Table(title=_t("change.changed"), title_justify="left")
        for col in ("card.col-number", "card.col-id", "change.col-what", "change.col-before", "change.col-after"):
            t.add_column(_t(col))
        for c in change["changed"][:CHANGE_ROWS]:
            for field, (before, after) in c["fields"].items():
                word = _t(FIELD_WORDS[field]) if field in FIELD_WORDS else field
                t.add_row(plain(c["number"]), c["id"], word, plain(_field_value(field, before)),
                          plain(_field_value(field, after)))
        parts += [thai_table(t), *_more(change["changed"])]
    return Group(*parts)


def _more(rows: list) -> list:
    return [Text(_t("change.more", n=len(rows) - CHANGE_ROWS), style="dim")] if len(rows) > CHANGE_ROWS else []
